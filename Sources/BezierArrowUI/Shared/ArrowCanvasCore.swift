// What the UIKit and AppKit canvases share beneath their views: the controller, the items, what
// was drawn, and what is reported to the app.

#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import BezierArrow
import CoreGraphics
import Foundation

/// The platform-free half of `ArrowCanvasView` and `ArrowCanvasNSView`: the scene controller,
/// the app's calls turned into its calls, its answers turned into the app's callbacks, and after
/// every change the list of arrows to redraw (``sync(redrawingAll:quiet:)``). A view owns one,
/// forwards its events, and draws what ``shown`` holds.
///
/// What is reported: `onChange` for every arrow whose tips, bend or label the canvas moved (a
/// drag, a key or VoiceOver move, a shape carrying its bound tips), never for the arrow the app
/// itself just set; `onRelease` for a finished drag or key move; `onBindingChange` for a binding
/// the canvas made or undid (a drag's release, a connect or disconnect action, a key move of a
/// bound tip: the controller's own reports; a removed shape or arrow unbinds the tips bound to it);
/// `onSelectionChange` for a selection a user changed (with its primary arrow); `onMove` for
/// whole arrows a user moved (once a drag, once a key); `onDelete` for the arrows a user
/// deleted. Changes the app makes through the API are not echoed back, as UIKit controls send no
/// actions for programmatic changes.
@MainActor
final class ArrowCanvasCore<ID: Hashable & Sendable> {
    /// The controller: arrows, shapes, bindings, pointers, selection, focus, zoom.
    var interaction = ArrowSceneInteraction<ID>()
    /// Each arrow as last drawn.
    private(set) var shown: [ID: ShownArrow] = [:]
    /// The drawing order last drawn, bottom first.
    private(set) var shownOrder: [ID] = []
    /// The selection the app last knew of.
    private var knownSelection: [ID] = []
    /// Each arrow's accessibility elements.
    private var elements: [ID: [ArrowAccessibilityElement]] = [:]
    /// Each arrow's waypoints' elements (`+Waypoints`).
    var waypointElements: [ID: [WaypointAccessibilityElement]] = [:]
    /// What the view does when an accessibility element acts on an arrow (set by the view).
    var performElementAction: ((ArrowElementAction, ID, ArrowTip?) -> Void)?
    /// The binding changes the controller reported during a call, handed to `onBindingChange`
    /// once the call is over (the app may read the canvas then).
    private var pendingBindingChanges: [ArrowBindingChange<ID>] = []
    /// The whole-arrow moves and deletions the controller reported during a call, handed on as
    /// the binding changes are.
    private var pendingMoves: [ArrowSceneMove<ID>] = []
    private var pendingDeletions: [[ArrowSceneRemoval<ID>]] = []
    /// Each pointer's last location, for the rest timer.
    private var pointerLocations: [Int: Point] = [:]
    /// Resends the dragged tips' pointers' last locations once the pin delay has passed, so
    /// that a pointer at rest pins its tip without an event.
    private var restTimer: Timer?
    /// What the view does when something changed outside its events (the rest timer, a
    /// connect action): its refresh (set by the view).
    var needsRefresh: (() -> Void)?
    /// The edits to register with the undo manager, and how (`+Undo`).
    let undo = CanvasUndo<ID>()
    /// Copy, Cut, Paste and Duplicate as the app enabled them (`+EditCommands`), or `nil`.
    var editCommands: CanvasEditCommands?
    /// The running animation of a change (`+Animation`), or `nil`.
    var animator: CanvasAnimator<ID>?

    init() {
        // The controller calls back synchronously, on the main actor, inside a mutation of
        // `interaction`: the change waits for the call to end.
        interaction.onBindingChange = { [weak self] change in
            MainActor.assumeIsolated { self?.pendingBindingChanges.append(change) }
        }
        interaction.onMove = { [weak self] move in
            MainActor.assumeIsolated { self?.pendingMoves.append(move) }
        }
        interaction.onDelete = { [weak self] removals in
            MainActor.assumeIsolated { self?.pendingDeletions.append(removals) }
        }
        // A canvas takes the touches between its arrows only when the app asks.
        interaction.allowsMarquee = false
        interaction.onEdit = { [weak self] edit in
            MainActor.assumeIsolated { self?.undo.pending.append(edit) }
        }
        undo.apply = { [weak self] edit, undoing in self?.apply(edit, undoing: undoing) }
    }

    var onChange: ((ID) -> Void)?
    var onRelease: ((ID, ArrowTip, CGPoint) -> Void)?
    var onBindingChange: ((ID, ArrowTip, ArrowSceneBinding<ID>?) -> Void)?
    var onSelectionChange: ((ID?) -> Void)?
    var onMove: (([ID], CGPoint) -> Void)?
    var onDelete: (([ID]) -> Void)?
    var onHover: ((ArrowSceneHit<ID>?) -> Void)?

    /// What changed since the last sync, for the view to redraw.
    struct Changes {
        /// The arrows to draw again: as drawn before (`nil` when new) and now.
        var redrawn: [(id: ID, before: ShownArrow?, now: ShownArrow)] = []
        /// The arrows gone, as they were last drawn.
        var removed: [(id: ID, before: ShownArrow)] = []
        /// Whether the drawing order differs.
        var isReordered = false
    }

    /// The arrow as the canvas shows it now, with its marks.
    func showing(_ id: ID, _ arrow: Arrow) -> ShownArrow {
        let focus = interaction.focus
        let waypoint = interaction.focusedWaypoint
        return ShownArrow(arrow: arrow, isSelected: interaction.isSelected(id), focusedTip: focus?.id == id ? focus?.tip : nil,
                          showsHandles: interaction.selection == id || waypoint?.id == id,
                          focusedWaypoint: waypoint?.id == id ? waypoint?.index : nil)
    }

    /// Brings ``shown`` up to date with the controller and reports moved arrows.
    ///
    /// - Parameters:
    ///   - all: whether every arrow is redrawn (the marks' zoom or contrast, or colors, changed).
    ///   - quiet: an arrow the app set itself, not reported.
    /// - Returns: what to redraw.
    /// - Complexity: O(arrows), comparing each arrow with its last drawing (tips first); only
    ///   the changed ones are redrawn.
    @discardableResult
    func sync(redrawingAll all: Bool = false, quiet: ID? = nil) -> Changes {
        var changes = Changes()
        var moved: [ID] = []
        var order: [ID] = []
        order.reserveCapacity(shownOrder.count)
        var gone = shown
        interaction.scene.forEachInDrawingOrder { id, item in
            order.append(id)
            let now = showing(id, item.arrow)
            let before = gone.removeValue(forKey: id)
            guard all || before != now else { return }
            if let before, before.arrow != now.arrow, id != quiet { moved.append(id) }
            changes.redrawn.append((id, before, now))
            shown[id] = now
        }
        for (id, before) in gone {
            shown[id] = nil
            changes.removed.append((id, before))
        }
        changes.isReordered = order != shownOrder
        shownOrder = order
        for id in moved { onChange?(id) }
        undo.registerPending()
        reportBindingChanges()
        reportMovesAndDeletions()
        reportSelection()
        return changes
    }

    /// Hands the controller's binding changes to `onBindingChange`.
    private func reportBindingChanges() {
        while !pendingBindingChanges.isEmpty {
            let change = pendingBindingChanges.removeFirst()
            onBindingChange?(change.tip.id, change.tip.tip, change.newBinding)
        }
    }

    /// Hands the controller's whole-arrow moves and deletions to `onMove` and `onDelete`,
    /// announcing each deletion.
    private func reportMovesAndDeletions() {
        while !pendingMoves.isEmpty {
            let move = pendingMoves.removeFirst()
            onMove?(move.ids, CGPoint(move.offset))
        }
        while !pendingDeletions.isEmpty {
            let removals = pendingDeletions.removeFirst()
            // The selection they were ends with them: announced as deleted, not deselected.
            knownSelection.removeAll { id in removals.contains { $0.id == id } }
            Announcer.announce(ArrowAccessibility.deletionAnnouncement(count: removals.count))
            onDelete?(removals.map(\.id))
        }
    }

    /// Calls `onSelectionChange` when a user changed the selection, announcing a selection of
    /// many ("3 arrows selected").
    private func reportSelection() {
        let now = interaction.selectedIDs
        guard now != knownSelection else { return }
        if ArrowAccessibility.announcesSelectionChange(from: knownSelection.count, to: now.count) {
            Announcer.announce(ArrowAccessibility.selectionAnnouncement(count: now.count))
        }
        knownSelection = now
        onSelectionChange?(now.last)
    }

    /// Sets the selection for the app: not reported back.
    func select(_ id: ID?) {
        select(id.map { [$0] } ?? [])
    }

    /// Sets the selection of many for the app, in this order: not reported back.
    func select(_ ids: [ID]) {
        interaction.select(ids)
        knownSelection = interaction.selectedIDs
    }

    // MARK: Arrows

    /// Adds an arrow on top, or replaces the one with its id keeping its place; its label's box
    /// measured in the canvas's font.
    ///
    /// - Returns: `false` when a tip is not finite or a shape has the id.
    func setArrow(_ item: ArrowCanvasItem<ID>, labelFont: PlatformFont) -> Bool {
        guard var arrow = item.arrow else { return false }
        arrow.label = item.label.flatMap { ArrowDrawing.label($0.text, font: labelFont, fraction: $0.fraction) }
        if interaction.scene.contains(item.id) {
            interaction.update(item.id) { $0.arrow = arrow }
            return true
        }
        return interaction.append(arrow, id: item.id)
    }

    /// An arrow as an item: its template, tips, bend and waypoints (for a template with a style)
    /// and label.
    func item(_ id: ID) -> ArrowCanvasItem<ID>? {
        guard let arrow = interaction.scene[id]?.arrow else { return nil }
        return ArrowCanvasItem(id: id, template: arrow.template, start: CGPoint(arrow.start), end: CGPoint(arrow.end),
                               bend: arrow.style == nil ? nil : arrow.bend,
                               waypoints: arrow.style == nil ? nil : arrow.waypoints.map { CGPoint($0) }, label: arrow.label)
    }

    /// Measures every label again in a new font.
    func measureLabels(in font: PlatformFont) {
        for id in interaction.scene.ids {
            guard let label = interaction.scene[id]?.arrow.label else { continue }
            let measured = ArrowDrawing.label(label.text, font: font, fraction: label.fraction)
            interaction.update(id) { $0.arrow.label = measured }
        }
    }

    /// Does something that may unbind tips anywhere (removing a shape or an arrow), then reports
    /// the tips whose bindings changed.
    ///
    /// - Complexity: O(arrows), both bindings of each read before and after.
    func reportingBindings<R>(_ body: (inout ArrowSceneInteraction<ID>) -> R) -> R {
        let before = interaction.scene.ids.map { ($0, bindings(of: $0)) }
        let result = body(&interaction)
        for (id, old) in before where interaction.scene.contains(id) { report(id, from: old) }
        return result
    }

    private func bindings(of id: ID) -> [ArrowSceneBinding<ID>?] {
        ArrowTip.allCases.map { interaction.scene.binding($0, of: id) }
    }

    /// Reports each tip of an arrow whose binding differs from `old` (start, end).
    private func report(_ id: ID, from old: [ArrowSceneBinding<ID>?]) {
        for (tip, was) in zip(ArrowTip.allCases, old) {
            let now = interaction.scene.binding(tip, of: id)
            if now != was { onBindingChange?(id, tip, now) }
        }
    }

    // MARK: Shapes

    /// A view the canvas follows: how to read its shape now (`nil` while it cannot be placed),
    /// and what watches it (kept while it is followed).
    struct Follow {
        let shape: @MainActor () -> SceneShape?
        let watch: AnyObject
    }

    /// The followed views, by their shapes' ids.
    private var follows: [ID: Follow] = [:]

    /// Sets a shape the app gave, no longer following a view under its id.
    ///
    /// - Returns: `false` when an arrow has the id.
    func setShape(_ shape: SceneShape, id: ID) -> Bool {
        guard !interaction.scene.contains(id), interaction.setShape(SceneShapeItem(shape: shape), id: id) else { return false }
        follows[id] = nil
        return true
    }

    /// Follows a view under an id, setting its shape now.
    ///
    /// - Returns: `false` when an arrow has the id or the view cannot be placed.
    func follow(_ follow: Follow, id: ID) -> Bool {
        guard let shape = follow.shape(), setShape(shape, id: id) else { return false }
        follows[id] = follow
        return true
    }

    /// Sets the shape of a followed view again if it changed.
    ///
    /// - Returns: whether the shape changed.
    func refreshFollowedView(_ id: ID) -> Bool {
        guard let shape = follows[id]?.shape(), interaction.scene.shape(id)?.shape != shape else { return false }
        return interaction.setShape(SceneShapeItem(shape: shape), id: id)
    }

    /// Sets the shape of every followed view again where it changed.
    ///
    /// - Returns: whether any changed.
    func refreshFollowedViews() -> Bool {
        var changed = false
        for id in follows.keys where refreshFollowedView(id) { changed = true }
        return changed
    }

    /// Removes a shape and stops following its view, reporting the tips it unbinds.
    ///
    /// - Returns: whether a shape had the id.
    func removeShape(_ id: ID) -> Bool {
        follows[id] = nil
        return reportingBindings { $0.removeShape(id) } != nil
    }

    // MARK: Accessibility

    /// Every arrow's accessibility elements in drawing order, each arrow's then its tips' (its
    /// waypoints' between them),
    /// with frames and values for the arrows as shown. An arrow keeps its elements while it is
    /// in the scene, so VoiceOver's cursor stays on them across changes.
    func accessibilityElements(owner: PlatformView) -> [Any] {
        var all: [Any] = []
        var kept: [ID: [ArrowAccessibilityElement]] = [:]
        let zoomScale = interaction.zoomScale
        interaction.scene.forEachInDrawingOrder { id, item in
            let list = elements[id] ?? ArrowAccessibilityElement.elements(owner: owner) { [weak self] action, tip in
                guard let self, let perform = self.performElementAction else { return false }
                perform(action, id, tip)
                return true
            }
            for element in list {
                element.update(arrow: item.arrow, isSelected: interaction.isSelected(id), zoomScale: zoomScale)
                if let tip = element.tip { setConnectActions(of: element, ArrowSceneTip(id: id, tip: tip)) }
            }
            kept[id] = list
            // The arrow, its start tip, its waypoints in order, its end tip: Tab's order.
            let waypoints = waypointElements(of: id, item.arrow, owner: owner, zoomScale: zoomScale)
            all += list.prefix(2).map { $0 as Any } + waypoints.map { $0 as Any } + list.dropFirst(2).map { $0 as Any }
        }
        elements = kept
        waypointElements = waypointElements.filter { kept[$0.key] != nil }
        return all
    }

    /// Gives a tip's element the tip's connect and disconnect actions.
    private func setConnectActions(of element: ArrowAccessibilityElement, _ tip: ArrowSceneTip<ID>) {
        let actions = interaction.connectActions(for: tip)
        element.setExtraActions(actions.map { action in
            ArrowElementExtraAction(name: action.name) { [weak self] in self?.perform(action) ?? false }
        }, key: AnyHashable(actions))
    }

    // MARK: Pointers and keys

    /// A pointer came down; returns whether it grabbed a tip.
    ///
    /// - Parameter timestamp: the event's time in seconds since the system started
    ///   (`UITouch.timestamp`, `NSEvent.timestamp`), for a resting pointer to pin its tip.
    func pointerDown(_ pointer: Int, at location: Point, timestamp: Double?) -> Bool {
        let grabbed = interaction.pointerDown(pointer, at: location, timestamp: timestamp) != nil
        if grabbed { pointerLocations[pointer] = location }
        return grabbed
    }

    /// A pointer moved; returns whether anything changed.
    func pointerMoved(_ pointer: Int, to location: Point, timestamp: Double?) -> Bool {
        guard interaction.pointerMoved(pointer, to: location, timestamp: timestamp) else { return false }
        if pointerLocations[pointer] != nil { pointerLocations[pointer] = location }
        scheduleRestCheck()
        return true
    }

    /// A pointer lifted or was cancelled (`location` nil): a finished drag is reported after the
    /// bindings its release changed, as the controller orders them.
    func pointerEnded(_ pointer: Int, at location: Point?, timestamp: Double?) {
        pointerLocations[pointer] = nil
        if let location, let ended = interaction.pointerUp(pointer, at: location, timestamp: timestamp) {
            reportBindingChanges()
            onRelease?(ended.id, ended.result.grabbed, CGPoint(ended.result.tip))
        } else if location == nil {
            interaction.pointerCancelled(pointer)
        }
        if pointerLocations.isEmpty { cancelRestCheck() }
    }

    /// The modifier keys held changed; returns whether a dragged tip's place, target or guide
    /// changed.
    func modifierKeysChanged(to keys: ArrowModifierKeys) -> Bool {
        guard keys != interaction.modifierKeys else { return false }
        return interaction.modifierKeysChanged(to: keys)
    }

    /// The time the views' events count from: seconds since the system started, as
    /// `UITouch.timestamp` and `NSEvent.timestamp`.
    static var now: Double { ProcessInfo.processInfo.systemUptime }

    /// Starts the rest timer again after a move: it fires once the pin delay has passed, if a
    /// dragged tip has a target it would bind to at the edge (one that rests pins it).
    private func scheduleRestCheck() {
        cancelRestCheck()
        guard let delay = interaction.connectionSettings.pinDelay, delay.isFinite, delay >= 0,
              interaction.connectionTargets.contains(where: { $0.binding.mode != .pinned }) else { return }
        // A hundredth of a second late, so that the resent event's time is past the delay.
        let timer = Timer(timeInterval: min(delay, 1e6) + 0.01, repeats: false) { [weak self] _ in
            // Scheduled on the main run loop: it fires on the main thread.
            MainActor.assumeIsolated { self?.restTimerFired() }
        }
        // In every mode, so that it fires while UIKit tracks touches or AppKit the mouse.
        RunLoop.main.add(timer, forMode: .common)
        restTimer = timer
    }

    private func cancelRestCheck() {
        restTimer?.invalidate()
        restTimer = nil
    }

    /// Resends each dragged tip's pointer at its last location, now.
    private func restTimerFired() {
        restTimer = nil
        let now = Self.now
        var changed = false
        for (pointer, location) in pointerLocations where interaction.pointerMoved(pointer, to: location, timestamp: now) {
            changed = true
        }
        if changed { needsRefresh?() }
    }

    /// A pointer came down anywhere in the window while an arrow is selected.
    func pointerDownAnywhere(at location: Point?) {
        interaction.pointerDownAnywhere(at: location)
    }

    /// The mouse hovers, or left (`nil`).
    func hover(at location: Point?) {
        let hit = interaction.hover(at: location)
        onHover?(hit)
    }

    /// Hands a key to the controller, reports a move and announces what changed.
    func handle(_ key: ArrowKey) -> ArrowKeyResponse {
        let before = interaction.focus?.id ?? interaction.focusedWaypoint?.id ?? interaction.selection
        let response = interaction.handle(key)
        reportBindingChanges()
        if case let .moved(result) = response, let id = interaction.focus?.id {
            onRelease?(id, result.grabbed, CGPoint(result.tip))
        }
        // The arrow focused now, or the one the selection ended on.
        let waypoint = interaction.focusedWaypoint
        if let id = interaction.focus?.id ?? waypoint?.id ?? before, let arrow = interaction.scene[id]?.arrow {
            Announcer.announce(ArrowAccessibility.announcement(for: response, arrow: arrow, focusedTip: interaction.focus?.tip,
                                                               focusedWaypoint: waypoint?.index))
        }
        return response
    }

    /// Does what a tip's or arrow's accessibility element asks.
    func perform(_ action: ArrowElementAction, on id: ID, tip: ArrowTip?) {
        guard let tip else {
            interaction.selection = id
            return
        }
        let sceneTip = ArrowSceneTip(id: id, tip: tip)
        interaction.focus = sceneTip
        interaction.selection = id
        let result = action.move(sceneTip, in: &interaction)
        reportBindingChanges()
        if let result { onRelease?(id, result.grabbed, CGPoint(result.tip)) }
    }

    /// Does a tip's connect or disconnect action, reports it and announces what the arrow
    /// connects now.
    ///
    /// - Returns: whether the binding changed.
    func perform(_ action: ArrowConnectAction<ID>) -> Bool {
        interaction.focus = action.tip
        interaction.selection = action.tip.id
        let change = interaction.perform(action)
        Announcer.announce(interaction.connectionDescription(of: action.tip.id))
        needsRefresh?()
        return change != nil
    }
}
#endif
