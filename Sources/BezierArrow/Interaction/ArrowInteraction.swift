/// Everything a view needs to let a user drag, select and move one arrow, without any UI
/// framework: pointer events in, tip moves, selection, hover and release out.
///
/// A view (SwiftUI, UIKit, AppKit, or any other) forwards its events in the arrow's coordinates:
/// - pointers: ``pointerDown(_:at:)``, ``pointerMoved(_:to:)``, ``pointerUp(_:at:)`` and
///   ``pointerCancelled(_:)``, each with the pointer's id (one per finger; any fixed number for
///   a mouse). Each pointer gets its own ``ArrowDrag``: a pointer on a head drags that tip keeping
///   its offset from the tip, follows it outside the arrow until it lifts, and a cancelled
///   pointer puts its tip back. Two fingers can drag the two tips at once; a finger landing on a
///   tip another finger holds owns its touch but moves nothing, as does a finger landing away
///   from the heads.
/// - hover: ``hover(at:)`` with the mouse's location, for highlighting the part under it.
/// - keys: ``handle(_:)`` takes Tab, Shift-Tab, Escape and the arrow keys as a native control
///   does, and only while the arrow is selected (``takes(_:)``); ``focusNext()`` and
///   ``focusPrevious()`` walk the tips, ``moveFocusedTip(_:large:)`` moves the focused one.
/// - taps elsewhere: ``pointerDownAnywhere(at:)`` ends the selection when a touch in the window
///   misses the arrow.
/// - assistive technologies: ``moveTip(_:_:large:)`` and ``adjustTip(_:by:large:)`` (VoiceOver's
///   swipe up and down moves a tip along the arrow).
///
/// The controller knows the view's zoom (``metrics``): a pointer hits the arrow within the same
/// distance on screen at every magnification, and a key press moves a tip the same number of
/// points on screen.
///
/// Pointer moves cost the arrow's rebuild and a lookup among the pointers: no allocation.
package struct ArrowInteraction: Sendable {
    /// The arrow, with its tips where the pointers and keys put them.
    ///
    /// Setting it (new tips from a binding, another template) keeps every pointer's drag: a
    /// dragged tip goes back under its pointer at the pointer's next move.
    package var arrow: Arrow

    /// The on-screen sizes: zoom scale, touch inset, key steps.
    package var metrics: ArrowInteractionMetrics

    /// Whether a pointer on the body grabs the nearer tip (by default only a head does).
    package var allowsBodyGrab: Bool

    /// Whether the arrow is selected: a pointer down on its tap target selects it, one that
    /// misses it deselects it. Deselecting clears ``focusedTip``: the keyboard focus goes with
    /// the selection.
    package var isSelected = false {
        didSet {
            if !isSelected {
                focusedTip = nil
                focusedWaypoint = nil
            }
        }
    }

    /// The tip keyboard moves apply to, or `nil`. Focusing one unfocuses a waypoint.
    package var focusedTip: ArrowTip? {
        didSet { if focusedTip != nil { focusedWaypoint = nil } }
    }

    /// The waypoint keyboard moves apply to (its index in ``Arrow/waypoints``), or `nil`: Tab
    /// walks the start tip, the waypoints in order, then the end tip. Focusing one unfocuses
    /// the tip.
    package var focusedWaypoint: Int? {
        didSet { if focusedWaypoint != nil { focusedTip = nil } }
    }

    /// The part under the hovering mouse, from the last ``hover(at:)``.
    package private(set) var hoveredPart: ArrowPart?

    /// Called with which tip was dragged, its final position and where it was before, when a pointer lifts
    /// after dragging a tip, and after every keyboard or accessibility move (each a finished
    /// edit); not for a cancelled drag.
    package var onRelease: (@Sendable (ArrowDragResult) -> Void)?

    /// The pointers down, each with its drag.
    var pointers = PointerTable<ArrowDrag>()

    /// Creates a controller for an arrow.
    ///
    /// - Parameters:
    ///   - arrow: the arrow.
    ///   - metrics: the zoom scale and on-screen sizes.
    ///   - allowsBodyGrab: whether a pointer on the body grabs the nearer tip.
    ///   - onRelease: called when a drag or a key move ends.
    package init(arrow: Arrow, metrics: ArrowInteractionMetrics = ArrowInteractionMetrics(),
                allowsBodyGrab: Bool = false, onRelease: (@Sendable (ArrowDragResult) -> Void)? = nil) {
        self.arrow = arrow
        self.metrics = metrics
        self.allowsBodyGrab = allowsBodyGrab
        self.onRelease = onRelease
    }

    /// View points per arrow unit; see ``ArrowInteractionMetrics/zoomScale``.
    package var zoomScale: Double {
        get { metrics.zoomScale }
        set { metrics.zoomScale = newValue }
    }

    // MARK: Hit testing at the view's zoom

    /// The touch inset the arrow's hit tests use at the current zoom, in arrow units.
    package var hitInset: Double { metrics.hitInset(for: arrow.template) }

    /// What a pointer at a point would hit: the arrow's hit test with the tap target kept at its
    /// on-screen size.
    ///
    /// - Parameter point: the pointer, in the arrow's coordinates.
    /// - Returns: the part, nearest point and distance, or `nil` for a miss.
    package func hitTest(_ point: Point) -> ArrowHit? {
        arrow.hitTest(point, insetBy: hitInset)
    }

    /// Whether a pointer at a point lands on the arrow (for a view's `point(inside:)`, so that
    /// touches beside the arrow reach the views behind it).
    ///
    /// - Parameter point: the pointer, in the arrow's coordinates.
    package func contains(_ point: Point) -> Bool {
        arrow.tapTargetContains(point, insetBy: hitInset)
    }

    /// The tap target at the current zoom as a path (a view's content shape).
    ///
    /// - Parameter tolerance: the largest distance between the path and the true boundary.
    /// - Complexity: O(elements); allocates: build it when the tips or the zoom change.
    package func tapTarget(tolerance: Double = 0.01) -> BezierPath {
        arrow.tapTarget(insetBy: hitInset, tolerance: tolerance)
    }

    // MARK: Pointers

    /// Whether any pointer is down.
    package var isTracking: Bool { !pointers.isEmpty }

    /// Whether some pointer is dragging a tip.
    package var isDragging: Bool { pointers.entries.contains { $0.drag.grabbedTip != nil } }

    /// The tip a pointer drags, or `nil` (the pointer is not down, or holds nothing).
    ///
    /// - Parameter pointer: the pointer's id.
    package func grabbedTip(of pointer: Int) -> ArrowTip? {
        pointers.index(of: pointer).flatMap { pointers.entries[$0].drag.grabbedTip }
    }

    /// Whether another pointer than `pointer` drags `end`.
    func isHeld(_ tip: ArrowTip, byOtherThan pointer: Int) -> Bool {
        pointers.entries.contains { $0.pointer != pointer && $0.drag.grabbedTip == tip }
    }

    /// A pointer comes down: selects the arrow when it lands on its tap target (deselects it
    /// otherwise) and grabs the tip it lands on.
    ///
    /// A head grabs its tip; the body grabs the nearer tip when ``allowsBodyGrab`` is set; a
    /// tip another pointer drags is not grabbed again; a body handle (``Arrow/handles``) is
    /// grabbed by one pointer at a time. A pointer that grabs nothing is still
    /// followed until it lifts, moving nothing, so sliding onto a head later does not grab it.
    /// A pointer already down is ignored.
    ///
    /// - Parameters:
    ///   - pointer: the pointer's id.
    ///   - location: where it came down, in the arrow's coordinates.
    /// - Returns: the tip grabbed, or `nil`.
    @discardableResult
    package mutating func pointerDown(_ pointer: Int, at location: Point) -> ArrowTip? {
        guard pointers.index(of: pointer) == nil else { return nil }
        let inset = hitInset
        isSelected = arrow.tapTargetContains(location, insetBy: inset)
        var drag = ArrowDrag(allowsBodyGrab: allowsBodyGrab)
        if let end = drag.tipToGrab(at: location, on: arrow, insetBy: inset), !isHeld(end, byOtherThan: pointer) {
            drag.begin(at: location, on: arrow, insetBy: inset)
            focusedTip = end
        } else if let handle = arrow.hitTest(location, insetBy: inset)?.part.handleIndex,
                  !pointers.entries.contains(where: { $0.drag.state == .movingHandle(handle) }) {
            // A body handle: one pointer at a time moves it; a waypoint takes the focus, as a tip.
            drag.begin(at: location, on: arrow, insetBy: inset)
            if handle < arrow.handles.count, case .waypoint(let i) = arrow.handles[handle].role { focusedWaypoint = i }
        } else {
            drag.beginInvalid()
        }
        pointers.append(pointer, drag)
        return drag.grabbedTip
    }

    /// A pointer moves: the tip (or body handle) it grabbed follows it, wherever it goes.
    ///
    /// - Parameters:
    ///   - pointer: the pointer's id.
    ///   - location: where it is now, in the arrow's coordinates.
    /// - Returns: whether a tip or a handle moved (the view redraws and reports a value change).
    /// - Complexity: the arrow's rebuild; no allocation.
    @discardableResult
    package mutating func pointerMoved(_ pointer: Int, to location: Point) -> Bool {
        guard let i = pointers.index(of: pointer), pointers.entries[i].drag.isMoving,
              location.isFinite else { return false }
        pointers.entries[i].drag.move(to: location, on: &arrow)
        return true
    }

    /// A pointer lifts: its tip takes the last location and the drag finishes, calling
    /// ``onRelease``.
    ///
    /// - Parameters:
    ///   - pointer: the pointer's id.
    ///   - location: where it lifted, in the arrow's coordinates.
    /// - Returns: the tip's end, final and initial position, or `nil` when the pointer dragged
    ///   nothing (or was not down).
    @discardableResult
    package mutating func pointerUp(_ pointer: Int, at location: Point) -> ArrowDragResult? {
        guard let i = pointers.index(of: pointer) else { return nil }
        pointers.entries[i].drag.move(to: location, on: &arrow)
        var drag = pointers.remove(at: i)
        let result = drag.finish(on: arrow)
        if let result { onRelease?(result) }
        return result
    }

    /// The system cancels a pointer (a gesture took over, a call came in): its tip goes back to
    /// where it was when the pointer came down; a tip another pointer drags stays where it is.
    ///
    /// - Parameter pointer: the pointer's id.
    /// - Returns: whether a tip moved back.
    @discardableResult
    package mutating func pointerCancelled(_ pointer: Int) -> Bool {
        guard let i = pointers.index(of: pointer) else { return false }
        var drag = pointers.remove(at: i)
        guard let end = drag.grabbedTip else {
            let wasMovingHandle = drag.isMoving
            drag.cancel(on: &arrow)
            return wasMovingHandle
        }
        // The drag restores both tips; the other one may be another pointer's to keep.
        let other: ArrowTip = end == .start ? .end : .start
        let keptTip = isHeld(other, byOtherThan: pointer) ? arrow.tip(other) : nil
        drag.cancel(on: &arrow)
        if let keptTip { arrow.setTip(other, to: keptTip) }
        return true
    }

    /// Cancels every pointer (the view went away, or the app wants the arrow back as it was).
    package mutating func cancelAllPointers() {
        while let pointer = pointers.entries.last?.pointer { pointerCancelled(pointer) }
    }

    /// The mouse hovers: records the part under it (``hoveredPart``).
    ///
    /// - Parameter location: the mouse, in the arrow's coordinates; `nil` when it left the view.
    /// - Returns: the hit under the mouse, or `nil`.
    @discardableResult
    package mutating func hover(at location: Point?) -> ArrowHit? {
        let hit = location.flatMap { hitTest($0) }
        hoveredPart = hit?.part
        return hit
    }

    // MARK: Keys and assistive technologies

    /// Focuses the next tip, as Tab does: start, then end, then nothing (focus leaves the
    /// arrow); with waypoints, the waypoints in order between the start and the end.
    ///
    /// - Returns: the focused tip, or `nil` when focus left the arrow or is on a waypoint
    ///   (``focusedWaypoint``).
    @discardableResult
    package mutating func focusNext() -> ArrowTip? {
        if stepWaypointFocus(forward: true) { return focusedTip }
        focusedTip = switch focusedTip {
        case nil: .start
        case .start: .end
        case .end: nil
        }
        return focusedTip
    }

    /// Focuses the previous tip, as Shift-Tab does: end, then start, then nothing; with
    /// waypoints, the waypoints backwards between the end and the start.
    ///
    /// - Returns: the focused tip, or `nil` when focus left the arrow or is on a waypoint.
    @discardableResult
    package mutating func focusPrevious() -> ArrowTip? {
        if stepWaypointFocus(forward: false) { return focusedTip }
        focusedTip = switch focusedTip {
        case nil: .end
        case .end: .start
        case .start: nil
        }
        return focusedTip
    }

    /// Moves the focused tip one key step on screen (an arrow key; `large` with Shift).
    ///
    /// - Parameters:
    ///   - direction: the arrow key's direction.
    ///   - large: whether to move the large step.
    /// - Returns: the move, also given to ``onRelease``; `nil` when no tip is focused or a
    ///   pointer drags it.
    @discardableResult
    package mutating func moveFocusedTip(_ direction: ArrowMoveDirection, large: Bool = false) -> ArrowDragResult? {
        guard let end = focusedTip else { return nil }
        return moveTip(end, direction, large: large)
    }

    /// Moves a tip one key step on screen (an accessibility action, or an arrow key).
    ///
    /// - Parameters:
    ///   - tip: the tip.
    ///   - direction: where to.
    ///   - large: whether to move the large step.
    /// - Returns: the move, also given to ``onRelease``; `nil` when a pointer drags that tip.
    @discardableResult
    package mutating func moveTip(_ tip: ArrowTip, _ direction: ArrowMoveDirection, large: Bool = false) -> ArrowDragResult? {
        setTip(tip, to: arrow.tip(tip, moved: direction, by: metrics.keyDistance(large: large)))
    }

    /// Moves a tip along the arrow by key steps: away from the other tip for positive steps (the
    /// arrow grows), toward it for negative ones, never past it. VoiceOver's increment (swipe up)
    /// is +1, decrement -1.
    ///
    /// - Parameters:
    ///   - tip: the tip.
    ///   - steps: how many key steps, signed.
    ///   - large: whether to move large steps.
    /// - Returns: the move, also given to ``onRelease``; `nil` when a pointer drags that tip.
    @discardableResult
    package mutating func adjustTip(_ tip: ArrowTip, by steps: Int, large: Bool = false) -> ArrowDragResult? {
        setTip(tip, to: arrow.tip(tip, alongAxisBy: Double(steps) * metrics.keyDistance(large: large)))
    }

    /// A finished move of one tip without a pointer.
    private mutating func setTip(_ tip: ArrowTip, to point: Point) -> ArrowDragResult? {
        guard !pointers.entries.contains(where: { $0.drag.grabbedTip == tip }) else { return nil }
        let initial = arrow.tip(tip)
        arrow.setTip(tip, to: point)
        let result = ArrowDragResult(grabbed: tip, tip: arrow.tip(tip), initialTip: initial)
        onRelease?(result)
        return result
    }
}
