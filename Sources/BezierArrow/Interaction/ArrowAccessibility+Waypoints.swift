/// The words for waypoints (``Arrow/waypoints``), which assistive technologies reach as they
/// reach tips: an element a waypoint, with the tips' move actions and one that removes it.
extension ArrowAccessibility {
    /// A waypoint's label: "waypoint 1" for the first along the arrow from its start.
    ///
    /// - Parameter index: the waypoint's index in ``Arrow/waypoints``.
    package static func label(forWaypoint index: Int) -> String {
        "waypoint \(index + 1)"
    }

    /// The name of the action that removes a waypoint.
    package static let removeWaypointActionName = "Remove waypoint"

    /// What a view announces when the keyboard focus lands on a waypoint or moves it:
    /// "waypoint 1, x 80, y 90"; `nil` for an index the arrow lacks.
    ///
    /// - Parameters:
    ///   - index: the waypoint's index.
    ///   - arrow: the arrow.
    package static func announcement(forWaypoint index: Int, on arrow: Arrow) -> String? {
        let waypoints = arrow.waypoints
        guard index >= 0, index < waypoints.count else { return nil }
        return "\(label(forWaypoint: index)), \(value(of: waypoints[index]))"
    }

    /// What a view announces after a key press, as ``announcement(for:arrow:focusedTip:)``, but
    /// with a waypoint focused after it (Tab onto it, an arrow key moving it): "waypoint 2, x
    /// 160, y -40".
    ///
    /// - Parameters:
    ///   - response: what the controller did with the key.
    ///   - arrow: the arrow the key went to, after the key.
    ///   - focusedTip: its focused tip after the key.
    ///   - focusedWaypoint: its focused waypoint after the key.
    package static func announcement(for response: ArrowKeyResponse, arrow: Arrow, focusedTip: ArrowTip?,
                                     focusedWaypoint: Int?) -> String? {
        if response == .handled, let index = focusedWaypoint, let text = announcement(forWaypoint: index, on: arrow) { return text }
        return announcement(for: response, arrow: arrow, focusedTip: focusedTip)
    }

    /// A waypoint element's frame: a square of ``tipSide`` points on screen centred on it, as a
    /// tip's; `nil` for an index the arrow lacks.
    ///
    /// - Parameters:
    ///   - index: the waypoint's index.
    ///   - arrow: the arrow as the view shows it.
    ///   - zoomScale: view points per arrow unit.
    package static func frame(ofWaypoint index: Int, on arrow: Arrow, zoomScale: Double = 1) -> Rect? {
        let waypoints = arrow.waypoints
        guard index >= 0, index < waypoints.count else { return nil }
        return square(at: waypoints[index], zoomScale: zoomScale)
    }
}
