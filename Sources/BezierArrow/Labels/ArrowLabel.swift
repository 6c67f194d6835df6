/// A text label carried along an arrow's body: its text, where along the body it sits, and the
/// size of its box.
///
/// The runtime cannot measure text (it knows no fonts), so the box's ``width`` and ``height`` are
/// given by the app, measured with the font its view draws the text in (UIKit's and AppKit's
/// `NSAttributedString.size()`, for instance); the command line's preview estimates them.
///
/// The box is centred on the body's centre line at ``fraction`` of its length (``Arrow/slots``),
/// moved ``offset`` along the normal there, and kept axis-aligned: the text stays upright
/// however the arrow turns, as tldraw keeps its arrow labels (a turned box would make text
/// upside down on an arrow pointing left). ``Arrow/labelFrame`` is the box; the drawn body is
/// cut around it (see ``Arrow/label``).
///
/// Every number is checked when the label is made: a label always places a finite box.
public struct ArrowLabel: Hashable, Sendable {
    /// The text shown in the box.
    public let text: String
    /// Where along the body the box's centre sits, by arc length: 0 at the start head's
    /// attachment, 1 at the end head's, 0.5 (the default) halfway.
    public let fraction: Double
    /// The box's width, in the arrow's coordinates.
    public let width: Double
    /// The box's height, in the arrow's coordinates.
    public let height: Double
    /// How far the box's centre lies from the centre line, along the normal there
    /// (`tangent.perpendicular`: for an arrow pointing right on a y-down screen, positive moves
    /// the label down). 0 by default: the label sits on the body.
    public let offset: Double

    /// The largest width, height or offset magnitude accepted: ``ArrowDeformation/coordinateLimit``
    /// (1e12), as for tips, so that a box always has finite corners.
    public static let limit = ArrowDeformation.coordinateLimit

    /// How far the drawn body stops short of the box on every side: 4, in the arrow's
    /// coordinates, beyond half the body's drawn width (see ``Arrow/label``).
    public static let bodyGap = 4.0

    /// Creates a label, checking every number.
    ///
    /// - Parameters:
    ///   - text: The text shown.
    ///   - width: The box's width, from `0` to ``limit``.
    ///   - height: The box's height, from `0` to ``limit``.
    ///   - fraction: Where the box sits along the body, from `0` to `1`.
    ///   - offset: How far the box lies from the centre line along the normal, within ±``limit``.
    /// - Throws: ``ArrowLabelError`` naming the first number that is not finite or out of its range.
    public init(_ text: String, width: Double, height: Double, fraction: Double = 0.5,
                offset: Double = 0) throws(ArrowLabelError) {
        for (value, field) in [(width, ArrowLabelError.Field.width), (height, .height)] {
            guard value.isFinite else { throw .notFinite(field) }
            guard value >= 0, value <= Self.limit else { throw .outOfRange(field, value) }
        }
        guard fraction.isFinite else { throw .notFinite(.fraction) }
        guard fraction >= 0, fraction <= 1 else { throw .outOfRange(.fraction, fraction) }
        guard offset.isFinite else { throw .notFinite(.offset) }
        guard abs(offset) <= Self.limit else { throw .outOfRange(.offset, offset) }
        self.text = text
        self.width = width
        self.height = height
        self.fraction = fraction
        self.offset = offset
    }

    /// The box for a place on the body: centred on `slot.point` moved ``offset`` along the
    /// normal, ``width`` by ``height``, axis-aligned.
    ///
    /// - Parameter slot: The place at ``fraction`` on the body.
    /// - Returns: The box.
    public func frame(at slot: ArrowSlot) -> Rect {
        let c = slot.point + slot.tangent.perpendicular * offset
        return Rect(x: c.x - width / 2, y: c.y - height / 2, width: width, height: height)
    }
}
