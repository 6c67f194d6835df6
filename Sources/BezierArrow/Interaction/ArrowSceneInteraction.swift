/// Everything a view needs to let a user drag, select and move the arrows of a scene, without
/// any UI framework: ``ArrowInteraction`` for many arrows.
///
/// The controller owns an ``ArrowScene``: add, remove and change arrows through it
/// (``append(_:id:)-(Arrow,_)``, ``remove(_:)``, ``update(_:_:)``, ``setTips(of:start:end:)``), so that
/// every arrow's tap target is kept at its on-screen size for the current zoom (the controller
/// sets each item's ``ArrowSceneItem/touchInset`` from ``metrics``; a change of zoom resets them
/// all). A view forwards its events in scene coordinates:
/// - pointers: ``pointerDown(_:at:timestamp:)`` hit-tests the scene (topmost first), selects
///   the arrow hit (or clears the selection), brings it to the front when
///   ``bringsSelectionToFront`` is set, and starts an ``ArrowSceneDrag``;
///   ``pointerMoved(_:to:timestamp:)``, ``pointerUp(_:at:timestamp:)`` and
///   ``pointerCancelled(_:)`` follow it. Each pointer drags its own arrow; two pointers may drag
///   the two tips of one arrow; a pointer on a body handle bends the body (one pointer an arrow).
///   A pointer alone on a body moves the arrow whole, with the other selected arrows when it is
///   selected; a pointer alone on nothing draws a selection rectangle (``marquee``). A pointer
///   landing on a tip another pointer holds, anywhere while another moves arrows or draws a
///   rectangle, or (with others down) on a body or nothing moves nothing until it lifts.
/// - selection: an ordered set (``selectedIDs``): a pointer selects the arrow it lands on,
///   Shift or Command adds or removes it, ``selectAll()``, a pointer on nothing clears it;
///   arrow keys move the selected arrows and Delete removes them when no tip is focused.
/// - hover: ``hover(at:)``, the arrow and part under the mouse.
/// - keys: ``focusNext()``/``focusPrevious()`` walk every tip of every arrow in drawing order
///   (Tab), ``moveFocusedTip(_:large:)`` moves the focused one (arrow keys), ``moveTip(_:_:large:)``
///   and ``adjustTip(_:by:large:)`` serve accessibility actions.
/// - connecting: a dragged tip snaps and finds the shape or arrow under it
///   (``connectionTargets``, ``snapGuides``), binds to it when its pointer lifts, and unbinds
///   when dragged away; ``connectActions(for:)`` connects without a pointer. Changes go to
///   ``onBindingChange``; ``connectionSettings`` and ``modifierKeys`` decide the details.
package struct ArrowSceneInteraction<ID: Hashable & Sendable>: Sendable {
    /// The arrows; change them through the controller (its extensions in other files, such as
    /// the shapes', change it too: hence internal, not private, setting).
    package internal(set) var scene: ArrowScene<ID>

    /// The on-screen sizes: zoom scale, touch inset, key steps. Setting them resets every
    /// arrow's touch inset (O(arrows)).
    package var metrics: ArrowInteractionMetrics {
        didSet {
            if metrics != oldValue { applyInsetsToAll() }
        }
    }

    /// Whether a pointer on a body grabs the nearer tip instead of moving the arrow whole (by
    /// default a body moves the arrow, and only a head grabs a tip).
    package var allowsBodyGrab: Bool

    /// Whether a pointer down on an arrow puts it on top of the others (drawn last, hit first).
    package var bringsSelectionToFront: Bool

    /// The selected arrows, in the order they were selected (``selectedIDs``).
    package internal(set) var selected = ArrowSelection<ID>()

    /// The primary selected arrow: the last one selected (by a pointer, a key, the app), `nil`
    /// when none is. Setting it selects that arrow alone, or nothing.
    package var selection: ID? {
        get { selected.primary }
        set { selected = ArrowSelection(newValue.map { [$0] } ?? []) }
    }

    /// Whether a pointer dragging from empty space draws a selection rectangle (``marquee``)
    /// that selects the arrows it meets.
    package var allowsMarquee = true

    /// Which arrows a selection rectangle selects: those it touches (by default) or only those
    /// it encloses.
    package var marqueeRule = ArrowMarqueeRule.touched

    /// Called once when a pointer that moved whole arrows lifts, and after every key move of
    /// the selection, with the arrows and the offset; not for a cancelled drag.
    package var onMove: (@Sendable (ArrowSceneMove<ID>) -> Void)?

    /// Called after the user deleted the selected arrows (``deleteSelection()``), each as it was.
    package var onDelete: (@Sendable ([ArrowSceneRemoval<ID>]) -> Void)?

    /// The tip keyboard moves apply to, or `nil`. Focusing one unfocuses a waypoint.
    package var focus: ArrowSceneTip<ID>? {
        didSet { if focus != nil { focusedWaypoint = nil } }
    }

    /// The waypoint keyboard moves apply to, or `nil` (`+Waypoints`): Tab walks each arrow's
    /// start tip, its waypoints, then its end tip. Focusing one unfocuses the tip.
    package var focusedWaypoint: ArrowSceneWaypoint<ID>? {
        didSet { if focusedWaypoint != nil { focus = nil } }
    }

    /// The arrow and part under the hovering mouse, from the last ``hover(at:)``.
    package private(set) var hovered: ArrowSceneHit<ID>?

    /// Called with the arrow's id and which tip was dragged, its final and initial position, when a pointer
    /// lifts after dragging a tip, and after every keyboard or accessibility move; not for a
    /// cancelled drag.
    package var onRelease: (@Sendable (ID, ArrowDragResult) -> Void)?

    /// How dragged tips bind and snap.
    package var connectionSettings = ArrowConnectionSettings()

    /// The modifier keys held now; set it as they change (or call
    /// ``modifierKeysChanged(to:)``, which also updates the drags at once).
    package var modifierKeys: ArrowModifierKeys = []

    /// The names assistive technologies read for shapes and arrows, by id ("Box A"), in connect
    /// actions and in the description of what an arrow connects; a target without one is named
    /// by its kind and place ("Shape 2").
    package var accessibilityLabels: [ID: String] = [:]

    /// Called when the user changes a tip's binding: a drag released on a target or away from
    /// one, a connect or disconnect action, a key move of a bound tip. Not for a cancelled drag,
    /// nor for ``scene``'s own changes.
    package var onBindingChange: (@Sendable (ArrowBindingChange<ID>) -> Void)?

    /// The pointers down, each with its drag.
    var pointers = PointerTable<ArrowSceneDrag<ID>>()

    /// The pointers dragging a tip, each with what it knows of connecting it.
    var tipDrags = PointerTable<ConnectingTip<ID>>()

    /// The pointer moving whole arrows, if one does.
    var moving: MovingArrows<ID>?

    /// The pointer drawing a selection rectangle, if one does.
    var marqueeDrag: MarqueeDrag<ID>?

    /// The edits' report and the drags' edits being recorded (`+Undo`).
    var editing = SceneEditTracking<ID>()

    /// Creates a controller for a scene, setting every arrow's touch inset for the metrics.
    ///
    /// - Parameters:
    ///   - scene: the arrows.
    ///   - metrics: the zoom scale and on-screen sizes.
    ///   - allowsBodyGrab: whether a pointer on a body grabs the nearer tip instead of moving
    ///     the arrow.
    ///   - bringsSelectionToFront: whether a pointer down on an arrow raises it.
    ///   - onRelease: called when a drag or a key move ends.
    package init(scene: ArrowScene<ID> = ArrowScene(), metrics: ArrowInteractionMetrics = ArrowInteractionMetrics(),
                allowsBodyGrab: Bool = false, bringsSelectionToFront: Bool = true,
                onRelease: (@Sendable (ID, ArrowDragResult) -> Void)? = nil) {
        self.scene = scene
        self.metrics = metrics
        self.allowsBodyGrab = allowsBodyGrab
        self.bringsSelectionToFront = bringsSelectionToFront
        self.onRelease = onRelease
        applyInsetsToAll()
    }

    /// View points per scene unit; see ``ArrowInteractionMetrics/zoomScale``.
    package var zoomScale: Double {
        get { metrics.zoomScale }
        set { metrics.zoomScale = newValue }
    }

    // MARK: The arrows

    /// Adds an arrow on top of the others.
    ///
    /// - Parameters:
    ///   - item: the arrow and its view properties (its touch inset is the controller's).
    ///   - id: its id; must not be in the scene yet.
    /// - Returns: `false`, changing nothing, when the id is already in the scene.
    @discardableResult
    package mutating func append(_ item: ArrowSceneItem, id: ID) -> Bool {
        var item = item
        item.touchInset = metrics.hitInset(for: item.arrow.template)
        return scene.append(item, id: id)
    }

    /// Adds an arrow on top of the others, visible, interactive and opaque.
    ///
    /// - Parameters:
    ///   - arrow: the arrow.
    ///   - id: its id; must not be in the scene yet.
    /// - Returns: `false`, changing nothing, when the id is already in the scene.
    @discardableResult
    package mutating func append(_ arrow: Arrow, id: ID) -> Bool {
        append(ArrowSceneItem(arrow: arrow), id: id)
    }

    /// Removes an arrow; a pointer dragging it then moves nothing, and selection and focus on it
    /// are cleared.
    ///
    /// - Parameter id: its id.
    /// - Returns: the removed item, or `nil` when the id is not in the scene.
    @discardableResult
    package mutating func remove(_ id: ID) -> ArrowSceneItem? {
        selected.remove(id)
        if focus?.id == id { focus = nil }
        if focusedWaypoint?.id == id { focusedWaypoint = nil }
        if hovered?.id == id { hovered = nil }
        return scene.remove(id)
    }

    /// Changes an arrow in place (tips, template, view properties), then puts its touch inset
    /// back to the controller's and updates the scene's index.
    ///
    /// - Parameters:
    ///   - id: the arrow's id.
    ///   - body: changes the item.
    /// - Returns: what `body` returns, or `nil` when the id is not in the scene.
    @discardableResult
    package mutating func update<R>(_ id: ID, _ body: (inout ArrowSceneItem) throws -> R) rethrows -> R? {
        let metrics = metrics
        return try scene.update(id) { item in
            defer { item.touchInset = metrics.hitInset(for: item.arrow.template) }
            return try body(&item)
        }
    }

    /// Moves both tips of an arrow.
    ///
    /// - Parameters:
    ///   - id: the arrow's id.
    ///   - start: the new start tip (ignored when not finite).
    ///   - end: the new end tip (ignored when not finite).
    /// - Returns: `false` when the id is not in the scene.
    @discardableResult
    package mutating func setTips(of id: ID, start: Point, end: Point) -> Bool {
        scene.setTips(of: id, start: start, end: end)
    }

    /// Puts an arrow on top of the others.
    ///
    /// - Parameter id: the arrow's id.
    package mutating func bringToFront(_ id: ID) { scene.bringToFront(id) }

    /// Puts an arrow below the others.
    ///
    /// - Parameter id: the arrow's id.
    package mutating func sendToBack(_ id: ID) { scene.sendToBack(id) }

    /// Sets every arrow's touch inset for the current metrics.
    private mutating func applyInsetsToAll() {
        let metrics = metrics
        for id in scene.ids {
            scene.update(id) { $0.touchInset = metrics.hitInset(for: $0.arrow.template) }
        }
    }

    /// The topmost arrow a pointer at a point would land on, and the part hit.
    ///
    /// - Parameter point: the pointer, in scene coordinates.
    package func hitTest(_ point: Point) -> ArrowSceneHit<ID>? {
        scene.hitTest(point)
    }

    // MARK: Pointers

    /// Whether any pointer is down.
    package var isTracking: Bool { !pointers.isEmpty }

    /// The tip a pointer drags, or `nil`.
    ///
    /// - Parameter pointer: the pointer's id.
    package func grabbedTip(of pointer: Int) -> ArrowSceneTip<ID>? {
        guard let i = pointers.index(of: pointer) else { return nil }
        let drag = pointers.entries[i].drag
        guard let id = drag.id, let end = drag.arrowDrag.grabbedTip else { return nil }
        return ArrowSceneTip(id: id, tip: end)
    }

    /// Whether a pointer moves one of an arrow's body handles (one at a time: each sets the
    /// whole body's state).
    func isMovingHandle(of id: ID) -> Bool {
        pointers.entries.contains {
            guard $0.drag.id == id, case .movingHandle = $0.drag.arrowDrag.state else { return false }
            return true
        }
    }

    /// Whether another pointer than `pointer` (any pointer, when `nil`) drags a tip.
    func isHeld(_ tip: ArrowSceneTip<ID>, byOtherThan pointer: Int? = nil) -> Bool {
        pointers.entries.contains {
            $0.pointer != pointer && $0.drag.id == tip.id && $0.drag.arrowDrag.grabbedTip == tip.tip
        }
    }

    /// A pointer comes down: selects the arrow it lands on (see ``selectOnPointerDown(on:keepingSelection:)``),
    /// raises it when ``bringsSelectionToFront`` is set, and grabs the tip or body handle it
    /// lands on; on a body (the only pointer down) it moves the selected arrows whole
    /// (``beginMoving(_:grabbing:at:)``). On nothing it clears the selection (Shift or Command
    /// keep it) and, the only pointer down, draws a selection rectangle (``marquee``).
    ///
    /// - Parameters:
    ///   - pointer: the pointer's id.
    ///   - location: where it came down, in scene coordinates.
    ///   - timestamp: the event's time in seconds (any clock, the same for a pointer's events),
    ///     for resting to pin (``ArrowConnectionSettings/pinDelay``); `nil` when unknown.
    /// - Returns: the tip grabbed, or `nil` (nothing hit, a body, a body handle, a tip another
    ///   pointer holds, or a pointer already down).
    @discardableResult
    package mutating func pointerDown(_ pointer: Int, at location: Point, timestamp: Double? = nil) -> ArrowSceneTip<ID>? {
        guard pointers.index(of: pointer) == nil else { return nil }
        guard moving == nil && marqueeDrag == nil else {
            // A pointer moving arrows or drawing a rectangle keeps the scene to itself.
            pointers.append(pointer, ArrowSceneDrag(allowsBodyGrab: allowsBodyGrab))
            return nil
        }
        let hit = scene.hitTest(location)
        // Before the raise: a drag's step holds it.
        let recording = editRecording(at: hit)
        // Whole arrows move, and rectangles select, only under a pointer alone.
        let alone = pointers.isEmpty
        var drag = ArrowSceneDrag<ID>(allowsBodyGrab: allowsBodyGrab)
        if let hit, let item = scene[hit.id] {
            let tipToGrab = drag.arrowDrag.tipToGrab(at: location, on: item.arrow, insetBy: item.touchInset)
            let movesArrows = alone && tipToGrab == nil && hit.part == .body
            let isSelected = selectOnPointerDown(on: hit.id, keepingSelection: movesArrows)
            if bringsSelectionToFront { scene.bringToFront(hit.id) }
            if let end = tipToGrab {
                if !isHeld(ArrowSceneTip(id: hit.id, tip: end), byOtherThan: pointer) { drag.begin(at: location, in: scene) }
            } else if let handle = hit.part.handleIndex, !isMovingHandle(of: hit.id) {
                // A body handle: the drag bends the body (its state, the arrow's style); a
                // waypoint takes the focus, as a tip.
                drag.begin(at: location, in: scene)
                if let handles = scene[hit.id]?.arrow.handles, handle < handles.count, case .waypoint(let i) = handles[handle].role {
                    focusedWaypoint = ArrowSceneWaypoint(id: hit.id, index: i)
                }
            } else if movesArrows && isSelected {
                beginMoving(pointer, grabbing: hit.id, at: location)
            }
        } else {
            selectOnPointerDownOnNothing(startsMarquee: alone && allowsMarquee)
            if alone && allowsMarquee { beginMarquee(pointer, at: location) }
        }
        pointers.append(pointer, drag)
        if drag.arrowDrag.isMoving || moving?.pointer == pointer { editing.drags[pointer] = recording }
        guard let id = drag.id, let end = drag.arrowDrag.grabbedTip else { return nil }
        let tip = ArrowSceneTip(id: id, tip: end)
        tipDrags.append(pointer, ConnectingTip(tip: tip, binding: scene.binding(end, of: id), at: location, timestamp: timestamp))
        focus = tip
        return tip
    }

    /// A pointer moves: the tip or body handle it grabbed follows it, wherever it goes, and the
    /// scene's index follows the arrow.
    ///
    /// Once the pointer has gone beyond ``ArrowConnectionSettings/pointerSlop`` from where it
    /// came down, a bound tip is unbound (it follows the pointer), the tip snaps
    /// (``snapGuides``) and finds what it would bind to (``connectionTargets``). A view with a
    /// timer may send the same location again with a later timestamp, so that a resting
    /// pointer's target turns pinned without a move.
    ///
    /// - Parameters:
    ///   - pointer: the pointer's id.
    ///   - location: where it is now, in scene coordinates.
    ///   - timestamp: the event's time in seconds, as for ``pointerDown(_:at:timestamp:)``.
    /// - Returns: whether a tip or a body moved (not when its arrow has left the scene).
    /// - Complexity: the arrow's rebuild and index update, allocation-free; with connecting,
    ///   the indexes' cells near the tip, and over another arrow, measuring its body and
    ///   searching its bindings for a cycle (which allocate).
    @discardableResult
    package mutating func pointerMoved(_ pointer: Int, to location: Point, timestamp: Double? = nil) -> Bool {
        if moving?.pointer == pointer { return moveArrows(to: location) }
        if marqueeDrag?.pointer == pointer { return moveMarquee(to: location) }
        guard let i = pointers.index(of: pointer), pointers.entries[i].drag.arrowDrag.isMoving,
              let id = pointers.entries[i].drag.id, scene.contains(id), location.isFinite else { return false }
        moveDrag(at: i, to: location, timestamp: timestamp)
        return true
    }

    /// A pointer lifts: its tip takes the last location, binds to what it would bind to
    /// (``connectionTargets``) when the pointer moved, and the drag finishes, calling
    /// ``onBindingChange`` when the tip's binding changed, then ``onRelease``.
    ///
    /// - Parameters:
    ///   - pointer: the pointer's id.
    ///   - location: where it lifted, in scene coordinates.
    ///   - timestamp: the event's time in seconds, as for ``pointerDown(_:at:timestamp:)``.
    /// - Returns: the arrow and how its drag finished (the tip where its binding put it), or
    ///   `nil` when the pointer dragged nothing (or its arrow left the scene).
    @discardableResult
    package mutating func pointerUp(_ pointer: Int, at location: Point, timestamp: Double? = nil) -> (id: ID, result: ArrowDragResult)? {
        guard let i = pointers.index(of: pointer) else { return nil }
        if moving?.pointer == pointer { finishMoving(at: location) }
        if marqueeDrag?.pointer == pointer { finishMarquee(at: location) }
        if let id = pointers.entries[i].drag.id, scene.contains(id), location.isFinite {
            moveDrag(at: i, to: location, timestamp: timestamp)
        }
        let change = finishConnecting(pointer)
        var drag = pointers.remove(at: i)
        let movedHandle = drag.arrowDrag.grabbedTip == nil
        let ended = drag.finish(in: scene)
        if let change { onBindingChange?(change) }
        if let ended { onRelease?(ended.id, ended.result) }
        finishEdit(of: pointer, bindingChange: change, movedHandle: movedHandle)
        return ended
    }

    /// The system cancels a pointer: its tip goes back to where it was when the pointer came
    /// down, bound again when it was bound (a body its handle bent, to its state then); a tip
    /// another pointer drags stays where it is.
    ///
    /// - Parameter pointer: the pointer's id.
    /// - Returns: whether a tip or a body moved back.
    @discardableResult
    package mutating func pointerCancelled(_ pointer: Int) -> Bool {
        guard let i = pointers.index(of: pointer) else { return false }
        editing.drags[pointer] = nil
        if moving?.pointer == pointer || marqueeDrag?.pointer == pointer {
            _ = pointers.remove(at: i)
            return moving?.pointer == pointer ? cancelMoving() : cancelMarquee()
        }
        // After the tips are back: binding again solves the tip where it was.
        defer { cancelConnecting(pointer) }
        var drag = pointers.remove(at: i)
        guard let id = drag.id, let end = drag.arrowDrag.grabbedTip, let item = scene[id] else {
            let restores = drag.id.map { scene.contains($0) } == true && drag.arrowDrag.isMoving
            drag.cancel(in: &scene)
            return restores
        }
        // The drag restores both tips; the other one may be another pointer's to keep.
        let other = ArrowSceneTip(id: id, tip: end == .start ? .end : .start)
        let keptTip = isHeld(other, byOtherThan: pointer) ? item.arrow.tip(other.tip) : nil
        drag.cancel(in: &scene)
        if let keptTip { scene.update(id) { $0.arrow.setTip(other.tip, to: keptTip) } }
        return true
    }

    /// Cancels every pointer.
    package mutating func cancelAllPointers() {
        while let pointer = pointers.entries.last?.pointer { pointerCancelled(pointer) }
    }

    /// The mouse hovers: records the arrow and part under it (``hovered``).
    ///
    /// - Parameter location: the mouse, in scene coordinates; `nil` when it left the view.
    /// - Returns: the hit under the mouse, or `nil`.
    @discardableResult
    package mutating func hover(at location: Point?) -> ArrowSceneHit<ID>? {
        hovered = location.flatMap { scene.hitTest($0) }
        return hovered
    }
}
