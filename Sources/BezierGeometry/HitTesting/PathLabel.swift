/// A small label a caller gives each element of a path it prepares, so that a hit test can say
/// which labelled part of the path the nearest point lies on.
///
/// Labels name the element's end point. A segment between two ends of different labels is
/// ``unlabelled`` inside, and at an end where labels tie an end's own label other than
/// ``unlabelled`` wins. The label is one byte, carried by every prepared segment.
public struct PathLabel: Hashable, Sendable {
    /// The label's number; 0 is ``unlabelled``.
    public var rawValue: UInt8

    /// A label numbered `rawValue` (0 is ``unlabelled``).
    @inlinable
    public init(_ rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The label of elements the caller did not label, and of the inside of a segment whose ends
    /// have different labels.
    @inlinable
    public static var unlabelled: PathLabel { PathLabel(0) }

    /// Whether this is ``unlabelled``.
    @inlinable
    package var isUnlabelled: Bool { rawValue == 0 }
}
