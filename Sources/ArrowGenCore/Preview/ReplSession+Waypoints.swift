import BezierArrow

/// The `waypoint` command: the points the selected arrow's body passes through between its tips
/// (`Arrow.waypoints`), added, moved, removed and listed by index, from 0 (nearest the start
/// tip).
extension ReplSession {
    /// The subcommands of `waypoint`, in the order `help` gives them.
    static let waypointActions = ["add", "move", "remove", "list"]

    /// `waypoint [list]`, `waypoint add X Y [at INDEX]`, `waypoint move INDEX X Y`,
    /// `waypoint remove INDEX`.
    mutating func waypointCommand(_ args: [String]) throws(ReplError) -> ReplReply {
        guard let action = args.first?.lowercased() else { return ReplReply(output: waypointListing) }
        let rest = Array(args.dropFirst())
        switch action {
        case "list":
            guard rest.isEmpty else { throw usageError("'waypoint list' takes no arguments, found '\(rest.joined(separator: " "))'") }
            return ReplReply(output: waypointListing)
        case "add":
            // `X Y` or `X,Y`, then optionally `at INDEX`.
            var numbers = rest, index = preview.arrow.waypoints.count
            if let at = rest.firstIndex(where: { $0.lowercased() == "at" }) {
                guard at == rest.count - 2, at > 0 else {
                    throw usageError("'waypoint add' expects two numbers X Y, then optionally 'at INDEX', found '\(rest.joined(separator: " "))'")
                }
                index = try waypointIndex(rest[at + 1], allowingEnd: true)
                numbers = Array(rest[..<at])
            } else if rest.isEmpty {
                throw usageError("'waypoint add' expects two numbers X Y, then optionally 'at INDEX', found nothing")
            }
            let p = try point(numbers, action: "add")
            guard preview.arrow.waypoints.count < Self.maxWaypoints else {
                throw ReplError("error: the body already has \(Self.maxWaypoints) waypoints, as many as it keeps; "
                    + "remove one first ('waypoint remove INDEX')")
            }
            preview.arrow.insertWaypoint(p, at: index)
            return ReplReply(output: "waypoint \(index) \(PreviewFormat.point(p)) added; " + waypointSummary)
        case "move":
            guard rest.count == 2 || rest.count == 3 else {
                throw usageError("'waypoint move' expects an index then two numbers X Y, found "
                    + (rest.isEmpty ? "nothing" : "'\(rest.joined(separator: " "))'"))
            }
            let index = try waypointIndex(rest[0], allowingEnd: false)
            let p = try point(Array(rest[1...]), action: "move")
            preview.arrow.waypoints[index] = p
            return ReplReply(output: "waypoint \(index) \(PreviewFormat.point(p)); " + waypointSummary)
        case "remove":
            guard rest.count == 1 else {
                throw usageError("'waypoint remove' expects one index, found "
                    + (rest.isEmpty ? "nothing" : "'\(rest.joined(separator: " "))'"))
            }
            let index = try waypointIndex(rest[0], allowingEnd: false)
            let p = preview.arrow.waypoints[index]
            preview.arrow.removeWaypoint(at: index)
            return ReplReply(output: "waypoint \(index) \(PreviewFormat.point(p)) removed; " + waypointSummary)
        default:
            throw ReplError("error: unknown 'waypoint' action '\(args[0])'"
                + Suggestion.hint(for: action, among: Self.waypointActions) + "\nusage: \(ReplVerb.waypoint.usage)")
        }
    }

    /// How many waypoints a body keeps (`Arrow.insertWaypoint` inserts no more).
    static var maxWaypoints: Int { ArrowBodyState.maxWaypointCount }

    /// What `waypoint` and `waypoint list` print: each waypoint with its index, or how to add one.
    var waypointListing: String {
        let points = preview.arrow.waypoints
        guard !points.isEmpty else {
            return "no waypoints: the \(preview.body.name) body runs from tip to tip; 'waypoint add X Y' adds one"
        }
        var text = "waypoints of the \(preview.body.name) body, from the start tip:\n"
        for (i, p) in points.enumerated() { text += "  \(i)  \(PreviewFormat.point(p))\n" }
        return text
    }

    /// The clause after a change: how many waypoints the body of which kind passes now.
    private var waypointSummary: String {
        let n = preview.arrow.waypoints.count
        return "the \(preview.body.name) body passes \(n) waypoint\(n == 1 ? "" : "s")"
    }

    /// An error with the command's usage on a line of its own.
    private func usageError(_ message: String) -> ReplError {
        ReplError("error: \(message)\nusage: \(ReplVerb.waypoint.usage)")
    }

    /// A point for `waypoint add` or `move`: two finite numbers within the coordinate limit.
    private func point(_ words: [String], action: String) throws(ReplError) -> Point {
        do {
            let n = try NumberList.parse(words, count: 2, limit: ArrowDeformation.coordinateLimit)
            return Point(n[0], n[1])
        } catch {
            let found: String
            switch error {
            case .notANumber(let word): found = "two numbers X Y, found '\(word)'"
            case .notFinite(let word): found = "finite numbers, found '\(word)'"
            case .outOfRange(let word): found = "numbers within ±1e12, found '\(word)'"
            case .count: found = "two numbers X Y, found '\(words.joined(separator: " "))'"
            }
            throw usageError("'waypoint \(action)' expects \(found)")
        }
    }

    /// A waypoint's index: from 0 to the last (or, `allowingEnd`, to the count: after the last).
    private func waypointIndex(_ word: String, allowingEnd: Bool) throws(ReplError) -> Int {
        let count = preview.arrow.waypoints.count
        if !allowingEnd, count == 0 {
            throw ReplError("error: the arrow has no waypoints; 'waypoint add X Y' adds one")
        }
        let last = allowingEnd ? count : count - 1
        guard let i = Int(word), i >= 0, i <= last else {
            let has = "the arrow has \(count) waypoint\(count == 1 ? "" : "s")"
            throw usageError("expected a waypoint index from 0 to \(last) (\(has)), found '\(word)'")
        }
        return i
    }
}
