// ArrowCanvas's waypoints for assistive technologies: an element a waypoint, moved or removed
// as one undoable step.

#if canImport(SwiftUI)
import BezierArrow
import SwiftUI

extension ArrowCanvas {
    /// An arrow's waypoints' elements: each an invisible square on its waypoint, "waypoint 1"
    /// with its position as value, an action a direction moving it a key step and "Remove
    /// waypoint".
    @ViewBuilder func waypointElements(of item: ArrowCanvasItem<ID>) -> some View {
        if let arrow = item.arrow, !arrow.waypoints.isEmpty {
            ZStack {
                ForEach(Array(arrow.waypoints.indices), id: \.self) { index in
                    if let square = ArrowAccessibility.frame(ofWaypoint: index, on: arrow, zoomScale: Double(zoomScale)) {
                        let frame = CGRect(square)
                        Color.clear
                            .frame(width: frame.width, height: frame.height)
                            .allowsHitTesting(false)
                            .accessibilityElement()
                            .accessibilityLabel(ArrowAccessibility.label(forWaypoint: index))
                            .accessibilityValue(ArrowAccessibility.value(of: arrow.waypoints[index]))
                            .modifier(WaypointActions { action in perform(action, on: ArrowSceneWaypoint(id: item.id, index: index)) })
                            .position(x: frame.midX, y: frame.midY)
                    }
                }
            }
            .accessibilityElement(children: .contain)
        }
    }

    /// Moves or removes a waypoint through the controller, the arrow selected and the waypoint
    /// focused, as a tip's element does; the change written back and registered for undo.
    private func perform(_ action: WaypointAction, on waypoint: ArrowSceneWaypoint<ID>) {
        var c = takeController(sync: true)
        c.select([waypoint.id])
        c.focusedWaypoint = waypoint
        switch action {
        case let .move(direction): c.moveWaypoint(waypoint, direction)
        case .remove: c.removeWaypoint(waypoint)
        }
        focus = nil
        focusedWaypoint = c.focusedWaypoint
        put(c)
        select(c.selectedIDs)
    }
}

/// What an assistive technology asks of a waypoint's element.
enum WaypointAction {
    /// Move it one key step in a direction.
    case move(ArrowMoveDirection)
    /// Remove it.
    case remove
}

/// A waypoint element's actions: one a direction, then "Remove waypoint".
struct WaypointActions: ViewModifier {
    let perform: (WaypointAction) -> Void

    func body(content: Content) -> some View {
        content
            .accessibilityAction(named: ArrowAccessibility.actionName(for: .left)) { perform(.move(.left)) }
            .accessibilityAction(named: ArrowAccessibility.actionName(for: .right)) { perform(.move(.right)) }
            .accessibilityAction(named: ArrowAccessibility.actionName(for: .up)) { perform(.move(.up)) }
            .accessibilityAction(named: ArrowAccessibility.actionName(for: .down)) { perform(.move(.down)) }
            .accessibilityAction(named: ArrowAccessibility.removeWaypointActionName) { perform(.remove) }
    }
}
#endif
