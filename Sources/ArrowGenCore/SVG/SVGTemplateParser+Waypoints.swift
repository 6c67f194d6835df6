import BezierArrow

/// The points an SVG template's body passes through at rest: the centers of the `circle`s (or
/// `ellipse`s) named `waypoint`, in document order. They are the one role many elements play:
/// names match by the words rule (``SVGRole``), which drops trailing numbers, so the ids an
/// editor or a designer gives them, `waypoint-1`, `waypoint-2` (or `waypoint_1_`, `Waypoint 2`),
/// all match; their order is the file's (the bottom of an editor's layer list first), not their
/// numbers'. As with a `.arrow` file's `waypoints`, a template with waypoints has a style
/// (`curved` unless `data-body` names another), at most `ArrowBodyState.maxWaypointCount` of them.
extension SVGTemplateParser {
    /// The elements marking waypoints, in document order: every drawn element that plays no other
    /// role and is named like `waypoint`.
    ///
    /// - Parameter roleElements: the elements playing the other roles.
    /// - Throws: ``SVGReadError`` at an element named like a waypoint that is not a circle or an
    ///   ellipse, or at the first one past the most a body keeps.
    func waypointElements(excluding roleElements: Set<Int>) throws(SVGReadError) -> [Int] {
        var found: [Int] = []
        for i in drawn where !roleElements.contains(i) {
            guard names(of: i).contains(where: { SVGRole.role(named: $0.value, among: [.waypoint]) != nil }) else { continue }
            let e = document.elements[i]
            guard Self.allowedElements(.waypoint).contains(e.localName) else {
                throw SVGReadError(message: "\(e.displayName) is named like \(Self.describe(.waypoint)) but is a <\(e.localName)>: "
                                   + "a waypoint must be \(Self.kinds(.waypoint))", location: e.location)
            }
            found.append(i)
        }
        let limit = ArrowBodyState.maxWaypointCount
        if found.count > limit {
            throw SVGReadError(message: "\(found.count) elements are named like a waypoint, more than the \(limit) a body "
                               + "passes through (each waypoint and each leg's midpoint is a handle): remove "
                               + "\(found.count - limit)", location: document.elements[found[limit]].location)
        }
        return found
    }
}
