/// One touch dragging one tip of an arrow, from touch down to touch up.
///
/// A value that follows a touch and moves the tip it grabbed on an arrow the caller owns (passed
/// `inout`, so the arrow can live in a view, a model or an ``ArrowScene``):
/// - ``begin(at:on:insetBy:)`` hit-tests the touch: a head grabs its end; the body grabs the
///   nearer tip when ``allowsBodyGrab`` is set; anything else puts the drag in
///   ``ArrowDragState/invalid``, where it owns the touch but moves nothing.
/// - ``move(to:on:)`` puts the grabbed tip at the touch plus the offset it had from the touch at
///   the start, so the tip does not jump under the finger, and follows the touch wherever it
///   goes, outside the arrow too: a touch stays with what it first hit for its whole life, as
///   UIKit delivers a touch to the view it first hit until it ends.
/// - ``finish(on:)`` returns the final tip and hands it to ``releaseHandler``. (A drag
///   *finishes*; "end" names only the arrow's second tip, ``ArrowTip/end``.)
/// - ``cancel(on:)`` puts both tips back where they were when the drag began.
///
/// ```swift
/// var drag = ArrowDrag(allowsBodyGrab: true) { tip, point in print("\(tip) released at \(point)") }
/// drag.begin(at: touch, on: arrow)
/// drag.move(to: movedTouch, on: &arrow)
/// drag.finish(on: arrow)
/// ```
public struct ArrowDrag: Sendable {
    /// Whether a touch on the body grabs the nearer tip (by distance from the touch to each tip);
    /// otherwise only a touch on a head grabs.
    public var allowsBodyGrab: Bool
    /// Called by ``finish(on:)`` with the dragged tip's name and its final position; not called when the
    /// drag was invalid or cancelled.
    public var releaseHandler: (@Sendable (ArrowTip, Point) -> Void)?
    /// Where the drag stands.
    public private(set) var state: ArrowDragState = .idle
    /// The grabbed tip minus the touch, fixed when the drag began.
    @usableFromInline package private(set) var grabOffset = Point.zero
    /// The arrow's start tip when the drag began.
    @usableFromInline package private(set) var initialStart = Point.zero
    /// The arrow's end tip when the drag began.
    @usableFromInline package private(set) var initialEnd = Point.zero
    /// The arrow's ``Arrow/style`` when a drag of a handle began (what a cancel puts back), or
    /// `nil` for a drag of a tip.
    @usableFromInline package private(set) var initialStyle: ArrowStyle?

    /// Creates an idle drag.
    ///
    /// - Parameters:
    ///   - allowsBodyGrab: whether a touch on the body grabs the nearer tip.
    ///   - releaseHandler: called by ``finish(on:)`` with the dragged tip's name and its final position.
    public init(allowsBodyGrab: Bool = false,
                releaseHandler: (@Sendable (ArrowTip, Point) -> Void)? = nil) {
        self.allowsBodyGrab = allowsBodyGrab
        self.releaseHandler = releaseHandler
    }

    /// The tip being dragged, or `nil` when idle or invalid.
    @inlinable
    public var grabbedTip: ArrowTip? {
        if case .dragging(let end) = state { return end }
        return nil
    }

    /// Whether the drag owns a touch (dragging or invalid).
    @inlinable
    package var isActive: Bool { state != .idle }

    /// Which tip a touch would grab, without starting a drag.
    ///
    /// - Parameters:
    ///   - touch: the touch, in the arrow's coordinates.
    ///   - arrow: the arrow.
    ///   - inset: the touch inset (negative widens the tap target).
    /// - Returns: the head's tip for a touch on a head; the nearer tip for a touch on the body
    ///   when ``allowsBodyGrab`` is set; else `nil` (a body handle grabs no tip).
    @usableFromInline package func tipToGrab(at touch: Point, on arrow: Arrow, insetBy inset: Double = 0) -> ArrowTip? {
        guard let hit = arrow.hitTest(touch, insetBy: inset) else { return nil }
        if let end = hit.part.tip { return end }
        guard allowsBodyGrab, hit.part == .body else { return nil }
        return touch.distanceSquared(to: arrow.start) <= touch.distanceSquared(to: arrow.end) ? .start : .end
    }

    /// Starts following a touch.
    ///
    /// Ignored while a drag is active: the touch that began it keeps the arrow until it ends
    /// or is cancelled, so a second finger cannot steal it.
    ///
    /// - Parameters:
    ///   - touch: where the touch came down, in the arrow's coordinates.
    ///   - arrow: the arrow touched.
    ///   - inset: the touch inset (negative widens the tap target: -10 gives a small arrow 10
    ///     more points to be tapped on every side).
    /// - Returns: the grabbed tip, or `nil` when the touch grabbed a body handle (the drag
    ///   is then ``ArrowDragState/movingHandle(_:)``), grabbed nothing (``ArrowDragState/invalid``) or a
    ///   drag was already active.
    @discardableResult
    public mutating func begin(at touch: Point, on arrow: Arrow, insetBy inset: Double = 0) -> ArrowTip? {
        guard state == .idle else { return nil }
        initialStart = arrow.start
        initialEnd = arrow.end
        initialStyle = nil
        if let hit = arrow.hitTest(touch, insetBy: inset), let handle = hit.part.handleIndex {
            grabOffset = hit.point - touch
            initialStyle = arrow.style
            state = .movingHandle(handle)
            return nil
        }
        guard let end = tipToGrab(at: touch, on: arrow, insetBy: inset) else {
            state = .invalid
            return nil
        }
        grabOffset = arrow.tip(end) - touch
        state = .dragging(end)
        return end
    }

    /// Starts an invalid drag for a touch that landed on no arrow at all.
    mutating func beginInvalid() {
        if state == .idle { state = .invalid }
    }

    /// Drops the drag without touching any arrow (its arrow is gone).
    mutating func abandon() {
        state = .idle
    }

    /// Follows the touch: the grabbed tip (or body handle) goes to the touch plus the grab
    /// offset. A leg's midpoint handle (``ArrowBodyHandle/Role/segmentMidpoint(_:)``) inserts a
    /// waypoint at the first move, and the drag moves that waypoint from then on (the state
    /// names its handle); a cancel takes it out again.
    ///
    /// Does nothing when idle or invalid, or for a touch that is not finite.
    ///
    /// - Parameters:
    ///   - touch: where the touch is now, anywhere (inside the arrow or not).
    ///   - arrow: the arrow the drag began on.
    /// - Complexity: one arrow rebuild, allocation-free.
    public mutating func move(to touch: Point, on arrow: inout Arrow) {
        guard touch.isFinite else { return }
        switch state {
        case .dragging(let end): arrow.setTip(end, to: touch + grabOffset)
        case .movingHandle(let handle):
            // A leg's midpoint dragged becomes the waypoint it inserts, which the drag then moves.
            if let moved = arrow.movedHandle(handle, to: touch + grabOffset), moved != handle {
                state = .movingHandle(moved)
            }
        case .idle, .invalid: break
        }
    }

    /// Whether the drag moves something: a tip or a body handle.
    @inlinable
    public var isMoving: Bool {
        switch state {
        case .dragging, .movingHandle: true
        case .idle, .invalid: false
        }
    }

    /// Finishes the drag (the touch lifted), handing the final tip to ``releaseHandler``.
    ///
    /// - Parameter arrow: the arrow the drag began on.
    /// - Returns: which tip was dragged and its final position, or `nil` when no tip was dragged
    ///   (idle, invalid, or moving a handle: the body's state is the arrow's ``Arrow/style``); the drag is idle
    ///   afterwards.
    @discardableResult
    public mutating func finish(on arrow: Arrow) -> ArrowDragResult? {
        defer { state = .idle }
        guard case .dragging(let grabbed) = state else { return nil }
        let result = ArrowDragResult(grabbed: grabbed, tip: arrow.tip(grabbed),
                                     initialTip: grabbed == .start ? initialStart : initialEnd)
        releaseHandler?(result.grabbed, result.tip)
        return result
    }

    /// Abandons the drag (the system cancelled the touch), putting both tips (or the style)
    /// back where they were when it began; the release handler is not called.
    ///
    /// - Parameter arrow: the arrow the drag began on.
    public mutating func cancel(on arrow: inout Arrow) {
        switch state {
        case .dragging: arrow.setTips(start: initialStart, end: initialEnd)
        case .movingHandle: arrow.style = initialStyle
        case .idle, .invalid: break
        }
        state = .idle
    }
}
