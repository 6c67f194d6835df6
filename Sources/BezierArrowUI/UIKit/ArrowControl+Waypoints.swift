// ArrowControl's waypoints for assistive technologies: an element a waypoint, with move actions
// and "Remove waypoint", between the tips' elements.

#if canImport(UIKit) && (os(iOS) || os(visionOS))
import BezierArrow
import UIKit

extension ArrowControl {
    /// The waypoints' elements for the arrow as it is: kept while its waypoints are, one made
    /// for each new one, each with its frame and value.
    func updatedWaypointElements() -> [WaypointAccessibilityElement] {
        waypointElements = WaypointAccessibilityElement.elements(
            keeping: waypointElements, count: interaction.arrow.waypoints.count, owner: self) { [weak self] action, index in
                self?.perform(action, waypoint: index) ?? false
            }
        for element in waypointElements { element.update(arrow: interaction.arrow, zoomScale: interaction.zoomScale) }
        return waypointElements
    }

    /// Does what a waypoint's element asks: move the waypoint a key step, or remove it; the
    /// arrow selected and the waypoint focused, as a tip's element does, and the change
    /// reported as a drag's move is.
    private func perform(_ action: WaypointElementAction, waypoint index: Int) -> Bool {
        isSelected = true
        interaction.focusedWaypoint = index
        let done = switch action {
        case let .move(direction): interaction.moveWaypoint(index, direction)
        case .remove: interaction.removeWaypoint(index)
        }
        guard done else { return false }
        updateLayers()
        sendActions(for: .valueChanged)
        UIKitConstants.postLayoutChanged()
        return true
    }
}
#endif
