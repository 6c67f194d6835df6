/// A pointer moving whole arrows: which arrows, where each one's tips were when it came down,
/// and the bindings the move took off (what a cancel puts back, what a release reports).
struct MovingArrows<ID: Hashable & Sendable>: Sendable {
    /// The pointer.
    var pointer: Int
    /// The arrow it came down on.
    var grabbed: ID
    /// The arrows it moves, in drawing order, with their tips when it came down.
    var arrows: [(id: ID, start: Point, end: Point, body: Arrow.MovableBody?)]
    /// Where the pointer came down.
    var downLocation: Point
    /// Whether the pointer has gone beyond the slop from ``downLocation``: until then nothing
    /// moves, nothing is unbound, and lifting is a tap.
    var hasMoved = false
    /// The offset the arrows moved by at the last move.
    var offset = Point.zero
    /// The tips the move unbound, with the bindings they had.
    var unbound: [(tip: ArrowSceneTip<ID>, binding: ArrowSceneBinding<ID>)] = []
    /// Whether the selection held other arrows, which a tap (no move) drops.
    var tapSelectsAlone: Bool
}
