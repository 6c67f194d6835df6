import BezierArrow

/// The points an arrow template's body passes through at rest, in order from the start tip:
/// ```json
/// "body": "elbow", "waypoints": [[60, 60], [140, -20]]
/// ```
/// Each is `[x, y]` in template coordinates (finite, within the coordinate limit), at most
/// `ArrowBodyState.maxWaypointCount` (125) of them, as an arrow keeps them. They belong to the
/// style (`ArrowBodyState.waypoints`): a template that gives them but no `body` gets `curved`, as
/// one that gives only a `bend` does. Every body kind passes through waypoints, so no kind refuses
/// them. Each mistake is an error at its value.
extension TemplateReader {
    /// Reads `waypoints`: an array of `[x, y]` points, or `nil` after an error.
    mutating func readWaypoints(_ member: JSONMember) -> [Point]? {
        let shape = "an array of points such as [[60, 60], [140, -20]]"
        guard let items = member.value.arrayValue else {
            error("'waypoints' must be \(shape), found \(member.value.typeDescription)", at: member.value.position)
            return nil
        }
        let limit = ArrowBodyState.maxWaypointCount
        if items.count > limit {
            error("'waypoints' gives \(items.count) points, more than the \(limit) a body passes through (each waypoint "
                  + "and each leg's midpoint is a handle): remove \(items.count - limit)", at: items[limit].position)
            return nil
        }
        var points: [Point] = []
        for (i, item) in items.enumerated() {
            if let n = readNumbers(item, what: "waypoint \(i + 1)", parts: ["x", "y"]) { points.append(Point(n[0], n[1])) }
        }
        return points.count == items.count ? points : nil
    }
}
