/// One touch dragging an arrow of an ``ArrowScene``: which arrow the touch landed on, and the
/// ``ArrowDrag`` on it.
///
/// As UIKit does, the touch belongs to the arrow it first hit for its whole life:
/// later moves go to that arrow wherever the touch goes, and the scene's index follows the arrow.
/// A touch that lands on no arrow, or on a part of one that cannot be grabbed, moves nothing.
public struct ArrowSceneDrag<ID: Hashable & Sendable>: Sendable {
    /// The arrow the touch landed on, or `nil` when it landed on none (or when idle).
    public private(set) var id: ID?
    /// The drag on that arrow.
    public private(set) var arrowDrag: ArrowDrag

    /// Creates an idle drag.
    ///
    /// - Parameters:
    ///   - allowsBodyGrab: whether a touch on a body grabs the nearer tip.
    ///   - releaseHandler: called by ``finish(in:)`` with the dragged tip's name and its final position.
    public init(allowsBodyGrab: Bool = false,
                releaseHandler: (@Sendable (ArrowTip, Point) -> Void)? = nil) {
        arrowDrag = ArrowDrag(allowsBodyGrab: allowsBodyGrab, releaseHandler: releaseHandler)
    }

    /// Starts following a touch: the scene's hit test picks the arrow, the drag the tip.
    ///
    /// Ignored while a drag is active (the touch that began it keeps its arrow).
    ///
    /// - Parameters:
    ///   - touch: where the touch came down, in scene coordinates.
    ///   - scene: the scene.
    /// - Returns: the arrow and the tip grabbed, or `nil` when nothing was grabbed.
    @discardableResult
    public mutating func begin(at touch: Point, in scene: ArrowScene<ID>) -> (id: ID, grabbed: ArrowTip)? {
        guard !arrowDrag.isActive else { return nil }
        guard let hit = scene.hitTest(touch), let item = scene[hit.id] else {
            id = nil
            arrowDrag.beginInvalid()
            return nil
        }
        id = hit.id
        guard let end = arrowDrag.begin(at: touch, on: item.arrow, insetBy: item.touchInset) else { return nil }
        return (hit.id, end)
    }

    /// Follows the touch, moving the grabbed tip and updating the scene's index.
    ///
    /// - Parameters:
    ///   - touch: where the touch is now.
    ///   - scene: the scene the drag began in.
    public mutating func move(to touch: Point, in scene: inout ArrowScene<ID>) {
        guard let id, arrowDrag.isMoving else { return }
        scene.update(id) { arrowDrag.move(to: touch, on: &$0.arrow) }
    }

    /// Finishes the drag (the touch lifted), handing the final tip to the release handler.
    ///
    /// - Parameter scene: the scene the drag began in.
    /// - Returns: the arrow's id and how its drag finished, or `nil` when nothing was dragged (or
    ///   the arrow has left the scene).
    @discardableResult
    public mutating func finish(in scene: ArrowScene<ID>) -> (id: ID, result: ArrowDragResult)? {
        defer { id = nil }
        guard let id, let item = scene[id] else {
            arrowDrag.abandon()
            return nil
        }
        return arrowDrag.finish(on: item.arrow).map { (id, $0) }
    }

    /// Abandons the drag, putting the arrow's tips back where they were when it began.
    ///
    /// - Parameter scene: the scene the drag began in.
    public mutating func cancel(in scene: inout ArrowScene<ID>) {
        defer { id = nil }
        guard let id, scene.contains(id) else {
            arrowDrag.abandon()
            return
        }
        scene.update(id) { arrowDrag.cancel(on: &$0.arrow) }
    }
}
