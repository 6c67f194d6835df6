import BezierArrow

/// The `arrowgen repl` engine: a value that takes one command line and returns what to print.
///
/// The executable only reads lines, prints replies and shows a prompt on a terminal; everything
/// else happens here, so tests drive a whole session in-process. A bad command or argument
/// returns one `error: ...` line saying what was expected and leaves the state as it was; a
/// template with errors returns its diagnostics and keeps the current template.
package struct ReplSession: Sendable {
    /// The selected arrow's template, tips, modes and hit point.
    package internal(set) var preview: ArrowPreview
    /// The selected arrow's template as loaded, for `reset` and `code`.
    package internal(set) var loaded: ParsedTemplate
    /// The arrows and shapes, with the tips' bindings: the selected arrow is ``preview``'s.
    package internal(set) var diagram: ReplDiagram
    /// Where `load NAME` finds catalog templates.
    package let library: TemplateLibrary
    /// Where `load FILE` reads and `svg FILE` writes.
    package var fileSystem: any PreviewFileSystem
    /// How wide `draw` draws when not told: the terminal's width where the shell knows it.
    package var drawColumns = 72
    /// The commands that changed the scene, to `undo` and `redo`.
    var history = ReplHistory()

    /// Starts a session on a template.
    ///
    /// - Parameters:
    ///   - opened: the template to open, from ``TemplateLibrary/open(_:fileSystem:)``.
    ///   - library: where `load NAME` finds catalog templates.
    ///   - fileSystem: where files are read and written.
    package init(opening opened: OpenedTemplate, library: TemplateLibrary, fileSystem: any PreviewFileSystem) {
        preview = ArrowPreview(template: opened.parsed.template, source: opened.source)
        loaded = opened.parsed
        diagram = ReplDiagram(arrow: preview.arrow)
        self.library = library
        self.fileSystem = fileSystem
    }

    /// Runs one command line (a `#` starts a comment; blank lines do nothing).
    ///
    /// - Parameter line: the line as typed, without its newline.
    /// - Returns: what to print, and whether the session ends.
    package mutating func execute(_ line: String) -> ReplReply {
        let words = Self.words(of: line)
        guard let first = words.first else { return ReplReply() }
        guard let verb = ReplVerb(typed: first) else {
            var message = "error: unknown command '\(first)'"
            if let near = Self.nearestVerb(to: first.lowercased()) { message += " (did you mean '\(near.rawValue)'?)" }
            return ReplReply(errors: message + "; type 'help' for the list", isFailure: true)
        }
        let before = diagram.tips, routes = diagram.routes, state = self.state
        do {
            var reply = try run(verb, Array(words.dropFirst()))
            settle()
            // Where the command took the bound tips, so that a moved shape's arrows are seen to
            // follow; an opened diagram is another, whose tips followed nothing.
            // A selection's move lists its arrows itself.
            let listed = verb == .move && movesSelection(Array(words.dropFirst())) ? Set(diagram.selection) : []
            // `route` says itself how the arrow is routed.
            if verb != .open { reply.output += diagram.followLines(since: before, except: listed) }
            if verb != .open && verb != .route { reply.output += diagram.routeLines(since: routes) }
            if verb != .undo, verb != .redo, !ReplHistory.isSame(state.diagram.scene, as: diagram.scene) {
                history.record(state, command: words.joined(separator: " "))
            }
            return reply
        } catch {
            return ReplReply(errors: error.text, isFailure: true)
        }
    }

    /// Hands the selected arrow, as a command left it, to the diagram, and takes it back as the
    /// scene solved it.
    mutating func settle() {
        preview.arrow = diagram.commit(preview.arrow)
    }

    // MARK: Dispatch

    private mutating func run(_ verb: ReplVerb, _ args: [String]) throws(ReplError) -> ReplReply {
        switch verb {
        case .help:
            return ReplReply(output: try help(args))
        case .load:
            return try load(try oneArgument(args, for: verb))
        case .start, .end:
            let p = try point(args, for: verb)
            let freed = freeTip(verb == .start ? .start : .end)
            if verb == .start { preview.start = p } else { preview.end = p }
            return ReplReply(output: "\(verb.rawValue) tip \(PreviewFormat.point(p))\(freed)")
        case .drag:
            guard let which = args.first else { throw ReplError(verb, found: nil) }
            if ArrowBodyKind.allHandleNames.contains(which.lowercased()) {
                return try dragHandle(named: which.lowercased(), Array(args.dropFirst()))
            }
            guard let end = ArrowTip(rawValue: which.lowercased()) else {
                throw ReplError(verb, found: which, among: ArrowTip.allCases.map(\.rawValue) + ArrowBodyKind.allHandleNames)
            }
            let d = try numbers(Array(args.dropFirst()), count: 2, for: verb)
            let from = end == .start ? preview.start : preview.end
            let to = Point(from.x + d[0], from.y + d[1])
            guard Self.isInRange(to) else {
                throw ReplError("error: 'drag' would move the \(end.rawValue) tip to \(PreviewFormat.point(to)), "
                    + "beyond the coordinate limit of 1e12")
            }
            let freed = freeTip(end)
            if end == .start { preview.start = to } else { preview.end = to }
            return ReplReply(output: "\(end.rawValue) tip \(PreviewFormat.point(to))\(freed)")
        case .orientation:
            let word = try oneArgument(args, for: verb)
            guard let value = ArrowOrientation(name: word.lowercased()) else {
                throw ReplError(verb, found: word, among: ArrowOrientation.names)
            }
            preview.template.orientation = value
            return ReplReply(output: "orientation \(value.name)")
        case .handles:
            let word = try oneArgument(args, for: verb)
            guard let value = HandlePolicy(name: word.lowercased()) else { throw ReplError(verb, found: word, among: HandlePolicy.names) }
            preview.template.handles = value
            return ReplReply(output: "handles \(value.name)")
        case .head:
            guard args.count == 2, let end = ArrowTip(rawValue: args[0].lowercased()) else {
                throw ReplError(verb, found: args.isEmpty ? nil : args.joined(separator: " "),
                                mistyped: args.count == 2 ? args[0] : nil, among: ArrowTip.allCases.map(\.rawValue))
            }
            preview.setHead(try head(named: args[1]), at: end)
            return ReplReply(output: "\(end.rawValue) head \(preview.head(end).name)")
        case .body:
            let word = try oneArgument(args, for: verb)
            guard let value = ArrowBodyKind(name: word.lowercased()) else { throw ReplError(verb, found: word, among: ArrowBodyKind.names) }
            preview.body = value
            return ReplReply(output: "body \(value.name)")
        case .bend:
            preview.bend = try numbers(args, count: 1, for: verb)[0]
            var line = "bend \(PreviewFormat.number(preview.bend))"
            if !preview.isBendable {
                line += " (\(ArrowPreview.kinds(withHandle: "bend").joined(separator: " and ")) bodies bend; "
                    + "the body is \(preview.body.name))"
            } else if !preview.arrow.waypoints.isEmpty {
                line += " (kept, but ignored while the body passes waypoints)"
            }
            return ReplReply(output: line)
        case .heads:
            try noArguments(args, for: verb)
            return ReplReply(output: headListing)
        case .show:
            try noArguments(args, for: verb)
            return ReplReply(output: preview.elementListing + preview.handleLines + diagramLines)
        case .bounds:
            try noArguments(args, for: verb)
            return ReplReply(output: "bounds \(PreviewFormat.rect(preview.bounds))")
        case .frame:
            try noArguments(args, for: verb)
            return ReplReply(output: preview.frameDescription)
        case .hit:
            let p = try point(args, for: verb)
            preview.hitPoint = p
            return ReplReply(output: preview.hitDescription(at: p))
        case .slot:
            // One number from 0 to 1: anything else (NaN, 2, two numbers) is refused, not clamped
            // as Arrow.slot(atFraction:) clamps, so that a typing mistake does not go unnoticed.
            let found = args.isEmpty ? nil : args.joined(separator: " ")
            let t: Double
            do { t = try NumberList.parse(args, count: 1)[0] } catch { throw ReplError(verb, found: found) }
            guard (0...1).contains(t) else { throw ReplError(verb, found: found) }
            return ReplReply(output: preview.slotDescription(atFraction: t))
        case .label:
            guard !args.isEmpty else {
                preview.label = nil
                return ReplReply(output: "no label")
            }
            let text = args.joined(separator: " ")
            guard let label = ArrowPreview.estimatedLabel(text) else { throw ReplError(verb, found: text) }
            preview.label = label
            let box = preview.arrow.labelFrame.map { " (box \(PreviewFormat.rect($0)))" } ?? ""
            return ReplReply(output: "label \"\(text)\"\(box)")
        case .draw:
            var columns = drawColumns
            if !args.isEmpty {
                let word = try oneArgument(args, for: verb)
                guard let n = Int(word), (16...400).contains(n) else { throw ReplError(verb, found: word) }
                columns = n
            }
            return ReplReply(output: diagram.isSingleArrow ? preview.drawing(columns: columns) : diagram.drawing(columns: columns))
        case .svg:
            let path = try oneArgument(args, for: verb)
            // An SVG in a file named otherwise opens in the wrong program, or in none; a device
            // (/dev/stdout) takes the picture as it is.
            guard path.lowercased().hasSuffix(".svg") || path.hasPrefix("/dev/") else {
                throw ReplError("error: 'svg' writes an SVG picture: name a file ending in .svg, found '\(path)'")
            }
            let svg = diagram.isSingleArrow ? SVGPicture(preview).text : DiagramPicture(diagram).text
            do {
                try fileSystem.writeText(svg, toPath: path)
            } catch {
                throw ReplError("error: \(error.message)")
            }
            return ReplReply(output: "wrote \(path)")
        case .save:
            return try save(to: try oneArgument(args, for: verb))
        case .open:
            return try open(try oneArgument(args, for: verb))
        case .code:
            try noArguments(args, for: verb)
            // The template as loaded with the session's modes: they are the generated defaults.
            var current = loaded
            current.template = preview.template
            return ReplReply(output: SwiftRenderer.render(current))
        case .json:
            try noArguments(args, for: verb)
            return ReplReply(output: preview.json(appending: diagram.writeJSON))
        case .reset:
            try noArguments(args, for: verb)
            preview.reset(to: loaded.template)
            settle()
            return ReplReply(output: preview.statusLine)
        case .waypoint: return try waypointCommand(args)
        case .arrow: return try arrowCommand(args)
        case .shape: return try shapeCommand(args)
        case .move: return try moveShape(args)
        case .resize: return try resizeShape(args)
        case .rotate: return try rotateShape(args)
        case .remove: return try removeItem(args)
        case .bind: return try bindCommand(args)
        case .unbind: return try unbindCommand(args)
        case .route: return try routeCommand(args)
        case .obstacle: return try obstacleCommand(args)
        case .select: return try selectCommand(args)
        case .undo: return try undoCommand(args)
        case .redo: return try redoCommand(args)
        case .quit:
            // Words after it (`quit now`, `exit 0`) do not keep anyone in.
            return ReplReply(isQuit: true)
        }
    }

    // MARK: Commands

    private func help(_ args: [String]) throws(ReplError) -> String {
        if args.isEmpty {
            let width = ReplVerb.allCases.map(\.usage.count).max() ?? 0
            var text = "Commands ('#' starts a comment; 'quit', 'exit', 'q' or end of input leaves):\n"
            for verb in ReplVerb.allCases {
                text += "  \(verb.usage.padded(to: width))  \(verb.summary)\n"
            }
            return text
        }
        let name = try oneArgument(args, for: .help)
        guard let verb = ReplVerb(typed: name) else {
            var message = "error: 'help' expects a command name, found '\(name)'"
            if let near = Self.nearestVerb(to: name.lowercased()) { message += " (did you mean '\(near.rawValue)'?)" }
            throw ReplError(message)
        }
        return "usage: \(verb.usage)\n\(verb.summary.prefix(1).uppercased())\(verb.summary.dropFirst()).\n\(verb.details)\n"
    }

    /// Opens a catalog template or a file; keeps the current template when the new one has errors.
    private mutating func load(_ name: String) throws(ReplError) -> ReplReply {
        do {
            let opened = try library.open(name, fileSystem: fileSystem)
            preview = ArrowPreview(template: opened.parsed.template, source: opened.source)
            loaded = opened.parsed
            settle()
            return ReplReply(output: "loaded " + preview.statusLine,
                             errors: opened.warnings.map(\.description).joined(separator: "\n"))
        } catch {
            switch error {
            case .notFound(let message):
                var text = "error: 'load' expects a .arrow or .svg file path or a catalog name: \(message)"
                // A file that is there but no template is most likely an arrow 'save' wrote.
                if TemplateFormat(path: name) == nil, (try? fileSystem.readText(atPath: name)) != nil {
                    text += "; 'open \(name)' reads a diagram saved with 'save'"
                }
                throw ReplError(text)
            case .invalid(let diagnostics):
                let lines = diagnostics.map(\.description)
                    + ["error: '\(name)' has errors; \(preview.template.name) stays loaded"]
                throw ReplError(lines.joined(separator: "\n"))
            }
        }
    }

    /// Moves one of the body's handles by a distance, as a finger dragging it would: the body
    /// changes as its kind says, so that the handle passes through the moved point
    /// (`Arrow.moveHandle(_:to:)`). Replies with the body's state (its bend) and where the
    /// handle came to rest.
    private mutating func dragHandle(named name: String, _ args: [String]) throws(ReplError) -> ReplReply {
        let d = try numbers(args, count: 2, for: .drag)
        guard let handle = preview.handle(named: name) else {
            let kinds = ArrowPreview.kinds(withHandle: name)
            let article = kinds.first?.first.map { "aeiou".contains($0) } == true ? "an" : "a"
            throw ReplError("error: 'drag \(name)' moves the \(name) handle of \(article) \(kinds.joined(separator: " or ")) "
                + "body; the body is \(preview.body.name) (see 'body')")
        }
        let to = Point(handle.position.x + d[0], handle.position.y + d[1])
        guard Self.isInRange(to) else {
            throw ReplError("error: 'drag' would move the \(name) handle to \(PreviewFormat.point(to)), "
                + "beyond the coordinate limit of 1e12")
        }
        preview.moveHandle(handle.index, to: to)
        let moved = preview.handle(named: name).map { " (handle \(PreviewFormat.point($0.position)))" } ?? ""
        return ReplReply(output: "\(name) \(PreviewFormat.number(preview.bend))\(moved)")
    }

    /// The heads `head` accepts: the library's, then the current template's own two.
    private var acceptedHeads: [ArrowHead] {
        library.heads + [preview.template.head(.start), preview.template.head(.end)]
    }

    /// The head `head` names (ignoring case), or an error listing the accepted names.
    private func head(named name: String) throws(ReplError) -> ArrowHead {
        let heads = acceptedHeads
        if let head = heads.first(where: { $0.name.lowercased() == name.lowercased() }) { return head }
        let names = heads.map(\.name)
        var message = "error: unknown head '\(name)'"
        if let near = Suggestion.closest(to: name, among: names) { message += " (did you mean '\(near)'?)" }
        throw ReplError(message + "; 'head' accepts " + names.joined(separator: ", "))
    }

    /// What `heads` prints: a line per head with its attachment and frame, the heads on the tips
    /// marked.
    private var headListing: String {
        let heads = acceptedHeads
        let width = heads.map(\.name.count).max() ?? 0
        var text = "Heads ('head start|end NAME' puts one on a tip):\n"
        for head in heads {
            var line = "  \(head.name.padded(to: width))  "
            line += head.isEmpty ? "no head: the body runs to the tip" : "attachment \(PreviewFormat.number(head.attachment)), "
                + "frame \(PreviewFormat.number(head.frame.width)) x \(PreviewFormat.number(head.frame.height))"
            let on = ArrowTip.allCases.filter { preview.head($0) == head }.map(\.rawValue)
            if !on.isEmpty { line += "  (on the \(on.joined(separator: " and ")) tip)" }
            text += line + "\n"
        }
        return text
    }

    // MARK: Arguments

    func noArguments(_ args: [String], for verb: ReplVerb) throws(ReplError) {
        guard args.isEmpty else { throw ReplError(verb, found: args.joined(separator: " ")) }
    }

    func oneArgument(_ args: [String], for verb: ReplVerb) throws(ReplError) -> String {
        guard args.count == 1 else {
            throw ReplError(verb, found: args.isEmpty ? nil : args.joined(separator: " "))
        }
        return args[0]
    }

    private func point(_ args: [String], for verb: ReplVerb) throws(ReplError) -> Point {
        let n = try numbers(args, count: 2, for: verb)
        return Point(n[0], n[1])
    }

    /// Numbers separated by blanks or commas (`10 20` and `10,20` alike), finite and within the
    /// coordinate limit.
    func numbers(_ args: [String], count: Int, for verb: ReplVerb) throws(ReplError) -> [Double] {
        do {
            return try NumberList.parse(args, count: count, limit: ArrowDeformation.coordinateLimit)
        } catch {
            switch error {
            case .notANumber(let word):
                throw ReplError(verb, found: word)
            case .notFinite(let word):
                throw ReplError("error: '\(verb.rawValue)' expects finite numbers, found '\(word)'")
            case .outOfRange(let word):
                throw ReplError("error: '\(verb.rawValue)' expects numbers within ±1e12, found '\(word)'")
            case .count:
                throw ReplError(verb, found: args.isEmpty ? nil : args.joined(separator: " "))
            }
        }
    }

    static func isInRange(_ p: Point) -> Bool {
        let limit = ArrowDeformation.coordinateLimit
        return abs(p.x) <= limit && abs(p.y) <= limit
    }

    // MARK: Lexing

    /// The blank-separated words of a line, up to a `#` comment.
    static func words(of line: String) -> [String] {
        let code = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return code.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
    }

    /// The command a mistyped word most likely meant (edit distance at most 2).
    static func nearestVerb(to word: String) -> ReplVerb? {
        let scored = ReplVerb.allCases.map { ($0, editDistance(word, $0.rawValue)) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= 2, best.1 < word.count else { return nil }
        return best.0
    }

    /// Levenshtein distance (Wagner-Fischer, one row).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var row = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in 1...max(b.count, 1) where !b.isEmpty {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return row[b.count]
    }
}

extension String {
    /// The string padded with spaces on the right to a width.
    package func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
