// One of the app's shapes an ArrowCanvas's arrows bind to.

#if canImport(SwiftUI)
import BezierArrow

/// One of the app's shapes in an ``ArrowCanvas``: a box, a node or a blob its arrows bind to,
/// with an id in the same id space as the arrows' and a name for assistive technologies.
///
/// The canvas does not draw it: the app's own views do. Give the canvas the shapes again as
/// they move (an array in the app's state); the tips bound to a shape follow it.
public struct ArrowCanvasShapeItem<ID: Hashable & Sendable>: Identifiable, Equatable, Sendable {
    /// The shape's id, unique among the canvas's arrows and shapes.
    public var id: ID
    /// Its region, in the canvas's coordinates.
    public var shape: ArrowCanvasShape
    /// The name assistive technologies read for it ("Connect end to Box B"), or `nil` to name
    /// it by its place ("Shape 2").
    public var accessibilityLabel: String?

    /// Creates a shape item.
    ///
    /// - Parameters:
    ///   - id: the shape's id.
    ///   - shape: its region.
    ///   - accessibilityLabel: its name for assistive technologies; by default its place.
    public init(id: ID, shape: ArrowCanvasShape, accessibilityLabel: String? = nil) {
        self.id = id
        self.shape = shape
        self.accessibilityLabel = accessibilityLabel
    }
}
#endif
