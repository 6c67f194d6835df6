import BezierArrow

/// Routed arrows in the diagram: elbow bodies the scene routes around its obstacle shapes
/// (`ArrowScene.setRouting(_:for:)`), and what the session says of them.
extension ReplDiagram {
    /// Routes an arrow's elbow body around the obstacles, or (`nil`) stops routing it.
    ///
    /// - Returns: `false`, changing nothing, when the arrow's body is not an elbow.
    mutating func setRouting(_ routing: ArrowRouting?, for name: String) -> Bool {
        scene.setRouting(routing, for: name)
    }

    /// The routed arrows that have no route now, by name: to tell afterwards whose route a
    /// command lost or found.
    var unroutable: Set<String> { Set(arrowNames.filter { scene.routingFailed($0) }) }

    /// A line for each routed arrow that lost its route since `before` (`  main: no route: drawn
    /// as the direct elbow`) or found one again (`  main: routed again`).
    func routeLines(since before: Set<String>) -> String {
        var text = ""
        for name in arrowNames where scene.routing(of: name) != nil {
            let failed = scene.routingFailed(name)
            if failed && !before.contains(name) { text += "  \(name): \(Self.noRoute)\n" }
            if !failed && before.contains(name) { text += "  \(name): routed again\n" }
        }
        return text
    }

    /// What the session says of a routed arrow walled in.
    static let noRoute = "no route: drawn as the direct elbow"

    /// How an arrow is routed, in words: `routing off`, `routing on (margin 10, spacing 6):
    /// corners (130, 25), (130, 80)`, or the same with `; no route: drawn as the direct elbow`.
    func routingDescription(of name: String) -> String {
        guard let routing = scene.routing(of: name) else { return "routing off" }
        var text = "routing on (margin \(PreviewFormat.number(routing.margin)), spacing \(PreviewFormat.number(routing.spacing)))"
        if scene.routingFailed(name) { return text + "; " + Self.noRoute }
        guard let corners = scene.routeCorners(of: name) else {
            return text + "; waiting: the body is not an elbow ('body elbow' routes it again)"
        }
        let inner = corners.dropFirst().dropLast()
        text += inner.isEmpty ? ": a straight run, no corners" : ": corners " + inner.map(PreviewFormat.point).joined(separator: ", ")
        return text
    }

    /// The word an arrow's line adds for its routing: `, routed`, `, routed (no route)`, or nothing.
    func routingNote(of name: String) -> String {
        guard scene.routing(of: name) != nil else { return "" }
        return scene.routingFailed(name) ? ", routed (no route)" : ", routed"
    }
}
