import BezierArrow

/// `route` routes the selected arrow's elbow body around the shapes marked as obstacles, which
/// `obstacle` sets.
extension ReplSession {
    /// `route` says how the selected arrow is routed; `route on [MARGIN [SPACING]]` routes it,
    /// `route off` draws its own elbow again.
    mutating func routeCommand(_ args: [String]) throws(ReplError) -> ReplReply {
        let name = diagram.selected
        guard let action = args.first?.lowercased() else { return ReplReply(output: diagram.routingDescription(of: name)) }
        let rest = Array(args.dropFirst())
        switch action {
        case "off":
            guard rest.isEmpty else { throw routeUsage("'route off' takes no arguments, found '\(rest.joined(separator: " "))'") }
            guard diagram.scene.routing(of: name) != nil else { return ReplReply(output: "routing off already") }
            _ = diagram.setRouting(nil, for: name)
            return ReplReply(output: "routing off: the \(preview.body.name) body runs its own way")
        case "on":
            guard rest.count <= 2 else { throw routeUsage("'route on' expects at most a margin and a spacing, found '\(rest.joined(separator: " "))'") }
            var n: [Double] = []
            do { n = try NumberList.parse(rest, count: rest.count, limit: ArrowDeformation.coordinateLimit) } catch {
                throw routeUsage("'route on' expects a margin and a spacing of 0 or more, found '\(rest.joined(separator: " "))'")
            }
            guard n.allSatisfy({ $0 >= 0 }) else {
                throw routeUsage("'route on' expects a margin and a spacing of 0 or more, found '\(rest.joined(separator: " "))'")
            }
            let defaults = ArrowRouting()
            let routing = ArrowRouting(margin: n.first ?? defaults.margin, spacing: n.count > 1 ? n[1] : defaults.spacing)
            guard diagram.setRouting(routing, for: name) else {
                throw ReplError("error: 'route' routes an elbow body, and the body is \(preview.body.name); 'body elbow' makes it one")
            }
            return ReplReply(output: diagram.routingDescription(of: name))
        default:
            throw ReplError("error: unknown 'route' action '\(args[0])'" + Suggestion.hint(for: action, among: ["on", "off"])
                + "\nusage: \(ReplVerb.route.usage)")
        }
    }

    /// `obstacle` lists the shapes routed arrows go around; `obstacle NAME` says whether one is
    /// an obstacle, `obstacle NAME on|off` makes it one or not.
    mutating func obstacleCommand(_ args: [String]) throws(ReplError) -> ReplReply {
        guard let name = args.first else {
            guard !diagram.shapeNames.isEmpty else {
                return ReplReply(output: "no shapes; 'shape NAME rect X Y W H' adds one (see 'help shape')")
            }
            let on = diagram.shapeNames.filter { isObstacle($0) }, off = diagram.shapeNames.filter { !isObstacle($0) }
            var text = "obstacles (routed arrows go around them): " + (on.isEmpty ? "none" : on.joined(separator: ", ")) + "\n"
            if !off.isEmpty { text += "not obstacles (routed arrows cross them): " + off.joined(separator: ", ") + "\n" }
            return ReplReply(output: text)
        }
        guard diagram.shape(name) != nil else {
            if diagram.arrow(name) != nil {
                throw ReplError("error: '\(name)' is an arrow; 'obstacle' takes a shape's name (see 'shape')\nusage: \(ReplVerb.obstacle.usage)")
            }
            throw ReplError("error: no shape is named '\(name)'\(Suggestion.hint(for: name, among: diagram.shapeNames)); "
                + "'shape' lists the shapes\nusage: \(ReplVerb.obstacle.usage)")
        }
        if args.count > 1 {
            guard args.count == 2, ["on", "off"].contains(args[1].lowercased()) else {
                throw ReplError(.obstacle, found: args.joined(separator: " "), mistyped: args.count == 2 ? args[1] : "",
                                among: args.count == 2 ? ["on", "off"] : [])
            }
            diagram.setObstacle(args[1].lowercased() == "on", named: name)
        }
        return ReplReply(output: isObstacle(name)
            ? "\(name) is an obstacle: routed arrows keep their margin from its box"
            : "\(name) is not an obstacle: routed arrows may cross it")
    }

    /// Whether a shape is an obstacle to routed arrows.
    private func isObstacle(_ name: String) -> Bool { diagram.scene.shape(name)?.isObstacle ?? false }

    /// An error with `route`'s usage on a line of its own.
    private func routeUsage(_ message: String) -> ReplError {
        ReplError("error: \(message)\nusage: \(ReplVerb.route.usage)")
    }
}
