/// The frames of a styled arrow's two heads as placed at their tips: what decides which head a
/// touch on the body near a tip grabs.
///
/// A head whose attachment is at its tip (`arrow`, `bar`, `pipe`, `crowsFootOne`) lets the body
/// run up to the tip, so the body's elements and the head's meet there and a touch on the tip is
/// as near to the body as to the head. The frame settles it as it does for a template's own
/// drawing, where every point inside a head frame moves with that head: a hit on the body whose
/// nearest point lies in a head's placed frame hits that head, so that grabbing an arrow at its
/// tip drags the tip, whatever the head.
///
/// Kept in the arrow apart from its style, so that a scene's query reads it without copying
/// the style's paths.
struct PlacedHeadFrames: Hashable, Sendable {
    /// Where each head's tip is and which way it points (a unit vector).
    var startTip: Point, startDirection: Point, endTip: Point, endDirection: Point
    /// Each head's frame, in head coordinates (tip at the origin, pointing along +x).
    var startFrame: Rect, endFrame: Rect

    /// Whether a head's frame, placed at `tip` pointing along `direction`, holds a point (edges
    /// included): the point is taken back to head coordinates by the placement's inverse (a
    /// rotation by the transpose, since the placement only turns and moves).
    static func frame(_ frame: Rect, at tip: Point, pointing direction: Point, holds p: Point) -> Bool {
        let v = p - tip
        return frame.contains(Point(v.x * direction.x + v.y * direction.y, v.y * direction.x - v.x * direction.y))
    }

    /// The head whose placed frame holds a point, the start head first, or `nil`.
    func head(holding p: Point) -> ArrowPart? {
        if Self.frame(startFrame, at: startTip, pointing: startDirection, holds: p) { return .startHead }
        if Self.frame(endFrame, at: endTip, pointing: endDirection, holds: p) { return .endHead }
        return nil
    }
}
