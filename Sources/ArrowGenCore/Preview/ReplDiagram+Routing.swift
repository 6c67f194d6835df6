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

    /// Each routed arrow's route as printed and whether it has none: to tell afterwards whose
    /// route a command changed.
    var routes: [String: (corners: String, failed: Bool)] {
        var out: [String: (corners: String, failed: Bool)] = [:]
        for name in arrowNames where scene.routing(of: name) != nil {
            out[name] = (cornersText(of: name), scene.routingFailed(name))
        }
        return out
    }

    /// A line for each routed arrow whose route changed since `before`: `  main: no route: drawn
    /// as the direct elbow`, `  main: routed again: corners (50, 130), (350, 130)`, `  main:
    /// rerouted: ...`, or `waiting` when its body became another kind. A route changed when its
    /// printed corners did (solving again may move a corner by a few ulps).
    func routeLines(since before: [String: (corners: String, failed: Bool)]) -> String {
        var text = ""
        for name in arrowNames where scene.routing(of: name) != nil {
            guard let old = before[name] else { continue }
            let failed = scene.routingFailed(name), corners = cornersText(of: name)
            if failed {
                if !old.failed { text += "  \(name): \(Self.noRoute)\n" }
            } else if scene.routeCorners(of: name) == nil {
                if corners != old.corners { text += "  \(name): \(corners)\n" }
            } else if old.failed || old.corners == Self.waiting {
                text += "  \(name): routed again: \(corners)\n"
            } else if corners != old.corners {
                text += "  \(name): rerouted: \(corners)\n"
            }
        }
        return text
    }

    /// What the session says of a routed arrow walled in.
    static let noRoute = "no route: drawn as the direct elbow"

    /// How an arrow is routed, in words: `routing off`, `routing on (margin 10, spacing 6):
    /// corners (130, 25), (130, 80)`, or the same with `; no route: drawn as the direct elbow`.
    func routingDescription(of name: String) -> String {
        guard let routing = scene.routing(of: name) else { return "routing off" }
        let text = "routing on (margin \(PreviewFormat.number(routing.margin)), spacing \(PreviewFormat.number(routing.spacing)))"
        if scene.routingFailed(name) { return text + "; " + Self.noRoute }
        guard scene.routeCorners(of: name) != nil else { return text + "; " + Self.waiting + " ('body elbow' routes it again)" }
        return text + ": " + cornersText(of: name)
    }

    /// What the session says of a routed arrow whose body is another kind than an elbow.
    static let waiting = "routing waits: the body is not an elbow"

    /// A route's corners between its tips: `corners (50, 130), (350, 130)`, `a straight run, no
    /// corners`, or `waiting`.
    private func cornersText(of name: String) -> String {
        guard let corners = scene.routeCorners(of: name) else { return Self.waiting }
        let inner = corners.dropFirst().dropLast()
        return inner.isEmpty ? "a straight run, no corners" : "corners " + inner.map(PreviewFormat.point).joined(separator: ", ")
    }

    /// The word an arrow's line adds for its routing: `, routed`, `, routed (no route)`, or nothing.
    func routingNote(of name: String) -> String {
        guard scene.routing(of: name) != nil else { return "" }
        if scene.routingFailed(name) { return ", routed (no route)" }
        return scene.routeCorners(of: name) == nil ? ", routed (waiting: not an elbow)" : ", routed"
    }
}
