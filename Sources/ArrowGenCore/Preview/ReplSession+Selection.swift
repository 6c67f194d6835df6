import BezierArrow

/// The selection commands: `select` chooses arrows (by name, added or toggled, all, none, or by
/// a rectangle), `move DX DY` moves them whole, `remove` with no name removes them.
extension ReplSession {
    /// The words after `select` that are no arrow's name, in the order `help` gives them.
    static let selectActions = ["add", "toggle", "all", "none", "rect", "list"]

    /// `select [list]`, `select NAME...`, `select add|toggle NAME...`, `select all|none`,
    /// `select rect X Y W H [inside]`.
    mutating func selectCommand(_ args: [String]) throws(ReplError) -> ReplReply {
        guard let first = args.first else { return ReplReply(output: selectionListing) }
        let rest = Array(args.dropFirst())
        switch first.lowercased() {
        case "list":
            guard rest.isEmpty else { throw selectUsage("'select list' takes no arguments, found '\(rest.joined(separator: " "))'") }
            return ReplReply(output: selectionListing)
        case "all", "none":
            guard rest.isEmpty else { throw selectUsage("'select \(first.lowercased())' takes no arguments, found '\(rest.joined(separator: " "))'") }
            diagram.select(first.lowercased() == "all" ? diagram.arrowNames : [])
        case "add", "toggle":
            guard !rest.isEmpty else { throw selectUsage("'select \(first.lowercased())' expects arrows' names, found nothing") }
            let names = try arrowNames(rest)
            if first.lowercased() == "add" { diagram.addToSelection(names) } else { diagram.toggleInSelection(names) }
        case "rect":
            let inside = rest.last?.lowercased() == "inside"
            let r = try rectangle(inside ? Array(rest.dropLast()) : rest)
            let found = diagram.arrows(in: r, inside: inside)
            diagram.select(found)
            if found.isEmpty {
                return ReplReply(output: "no arrow is \(inside ? "wholly inside" : "touched by") \(PreviewFormat.rect(r)); nothing selected")
            }
        default:
            diagram.select(try arrowNames(args))
        }
        return ReplReply(output: selectionSummary)
    }

    /// `selected 2 arrows: main, query`, or `nothing selected`.
    var selectionSummary: String {
        let n = diagram.selection.count
        guard n > 0 else { return "nothing selected" }
        return "selected \(n) arrow\(n == 1 ? "" : "s"): " + diagram.selection.joined(separator: ", ")
    }

    /// What `select` and `select list` print: each selected arrow's tips, or how to select some.
    var selectionListing: String {
        guard !diagram.selection.isEmpty else {
            return "nothing selected; 'select NAME', 'select all' or 'select rect X Y W H' selects arrows"
        }
        var text = "\(selectionSummary) ('move DX DY' and 'remove' act on them):\n"
        for name in diagram.selection { text += "  " + diagram.tipsDescription(of: name) + "\n" }
        return text
    }

    /// Whether `move`'s arguments move the selection (`move DX DY`, `move DX,DY`) rather than a
    /// shape (`move NAME DX DY`): the first is a number, and no shape's name.
    func movesSelection(_ args: [String]) -> Bool {
        guard let first = args.first, diagram.shape(first) == nil else { return false }
        return Double(first) != nil || first.contains(",")
    }

    /// `move DX DY`: moves the selected arrows whole; a tip bound to what does not move with it
    /// is unbound (a shape, an arrow not selected), as a drawing tool moves a selection.
    mutating func moveSelection(_ args: [String]) throws(ReplError) -> ReplReply {
        let d = try numbers(args, count: 2, for: .move)
        guard !diagram.selection.isEmpty else {
            throw ReplError("error: 'move DX DY' moves the selected arrows, and none is selected; 'select NAME' or "
                + "'select all' selects them ('move NAME DX DY' moves a shape)\nusage: \(ReplVerb.move.usage)")
        }
        let offset = Point(d[0], d[1])
        let moving = diagram.arrowNames.filter { diagram.selection.contains($0) }
        for name in moving {
            guard let arrow = diagram.arrow(name) else { continue }
            for p in [arrow.start, arrow.end] + arrow.waypoints where !Self.isInRange(p + offset) {
                throw ReplError("error: 'move' would move \(name) to \(PreviewFormat.point(p + offset)), "
                    + "beyond the coordinate limit of 1e12; nothing moved")
            }
        }
        let unbound = diagram.tipsUnboundByMove
        diagram.moveSelection(by: offset)
        var text = "moved \(moving.count) arrow\(moving.count == 1 ? "" : "s") by \(PreviewFormat.point(offset))\n"
        for name in moving {
            let freed = unbound.filter { $0.name == name }.map { "\($0.tip.rawValue) unbound from \($0.target)" }
            text += "  " + diagram.tipsDescription(of: name) + (freed.isEmpty ? "" : " (\(freed.joined(separator: ", ")))") + "\n"
        }
        return ReplReply(output: text)
    }

    /// `remove` with no name: removes the selected arrows, while another arrow remains; tips
    /// bound to them are unbound where they are.
    mutating func removeSelection() throws(ReplError) -> ReplReply {
        let going = diagram.arrowNames.filter { diagram.selection.contains($0) }
        guard !going.isEmpty else {
            throw ReplError("error: 'remove' with no name removes the selected arrows, and none is selected; "
                + "'remove NAME' removes a shape or an arrow\nusage: \(ReplVerb.remove.usage)")
        }
        guard let staying = diagram.arrowNames.first(where: { !going.contains($0) }) else {
            throw ReplError("error: the selection holds every arrow, and the session keeps one; 'select toggle NAME' "
                + "leaves one out")
        }
        var text = ""
        if going.contains(diagram.selected) {
            select(staying)
            text = "; arrow \(staying) selected"
        }
        let freed = freedTipLines(boundTo: Set(going))
        for name in going { diagram.removeArrow(name) }
        let n = going.count
        return ReplReply(output: "removed \(n) arrow\(n == 1 ? "" : "s"): \(going.joined(separator: ", "))\(text)\n" + freed)
    }

    // MARK: Arguments

    /// The arrows words name, each checked: a shape's name or an unknown word is an error.
    private func arrowNames(_ words: [String]) throws(ReplError) -> [String] {
        for word in words where diagram.arrow(word) == nil {
            if diagram.shape(word) != nil {
                throw selectUsage("'\(word)' is a shape; 'select' takes arrows' names (a shape moves by name: 'move \(word) DX DY')")
            }
            throw selectUsage("no arrow is named '\(word)'\(Suggestion.hint(for: word, among: diagram.arrowNames)); "
                + "'arrow' lists the arrows")
        }
        return words
    }

    /// The rectangle of `select rect X Y W H`: four numbers, the width and height positive.
    private func rectangle(_ words: [String]) throws(ReplError) -> Rect {
        let pieces = words.flatMap { $0.split(separator: ",").map(String.init) }
        let n: [Double]
        do {
            n = try NumberList.parse(pieces, count: 4, limit: ArrowDeformation.coordinateLimit)
        } catch {
            throw selectUsage("'select rect' expects four numbers X Y W H, then optionally 'inside', found "
                + (words.isEmpty ? "nothing" : "'\(words.joined(separator: " "))'"))
        }
        guard n[2] > 0, n[3] > 0 else {
            throw selectUsage("'select rect' expects a positive width and height, found '\(pieces[2...3].joined(separator: " "))'")
        }
        return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    /// An error with `select`'s usage on a line of its own.
    private func selectUsage(_ message: String) -> ReplError {
        ReplError("error: \(message)\nusage: \(ReplVerb.select.usage)")
    }
}
