// The UIKit and AppKit canvases' waypoints for assistive technologies: an element a waypoint,
// between its arrow's tips' elements, moving it or removing it as one undoable step.

#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import BezierArrow

extension ArrowCanvasCore {
    /// An arrow's waypoints' elements for the arrow as it is: kept while its waypoints are,
    /// one made for each new one, each with its frame and value.
    func waypointElements(of id: ID, _ arrow: Arrow, owner: PlatformView, zoomScale: Double) -> [WaypointAccessibilityElement] {
        let count = arrow.waypoints.count
        guard count > 0 || waypointElements[id] != nil else { return [] }
        let list = WaypointAccessibilityElement.elements(keeping: waypointElements[id] ?? [], count: count, owner: owner) {
            [weak self] action, index in
            self?.perform(action, on: ArrowSceneWaypoint(id: id, index: index)) ?? false
        }
        for element in list { element.update(arrow: arrow, zoomScale: zoomScale) }
        waypointElements[id] = list.isEmpty ? nil : list
        return list
    }

    /// Does what a waypoint's element asks (a move, "Remove waypoint"): the arrow selected and
    /// the waypoint focused, as a tip's element does; the step registered and the arrow
    /// reported at the view's refresh.
    ///
    /// - Returns: whether the waypoint moved or went.
    func perform(_ action: WaypointElementAction, on waypoint: ArrowSceneWaypoint<ID>) -> Bool {
        interaction.selection = waypoint.id
        interaction.focusedWaypoint = waypoint
        let done = switch action {
        case let .move(direction): interaction.moveWaypoint(waypoint, direction)
        case .remove: interaction.removeWaypoint(waypoint)
        }
        needsRefresh?()
        return done
    }
}
#endif
