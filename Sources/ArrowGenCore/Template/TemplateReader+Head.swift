import BezierArrow

/// Head templates: a `.arrow` file whose top level has `"tip"` or `"attachment"` and neither
/// `"start"` nor `"end"` describes one `ArrowHead`, drawn pointing right (towards +x):
/// ```json
/// {
///   "outline": "M 0 -7 L 14 0 L 0 7 Z",
///   "tip": [14, 0], "attachment": [0, 0],
///   "frame": [0, -7, 14, 14], "lineWidth": 2
/// }
/// ```
/// `tip`, `attachment` and `outline` and/or `spine` are required; `frame` defaults to the bounds
/// of the shapes, the tip and the attachment, `lineWidth` to 2, and `name` (a member name such
/// as `crowsFootMany`) to the file name in lower camel case. Each rule `ArrowHead` checks is
/// an error at the key it concerns.
extension TemplateReader {
    /// The keys of a head template, in the order the documentation lists them.
    package static let headKeys = ["name", "outline", "spine", "tip", "attachment", "frame", "lineWidth"]

    /// Whether a `.arrow` file is a head template: its top level is an object with `"tip"` or
    /// `"attachment"` and neither `"start"` nor `"end"`. Text that is not a JSON object is not
    /// a head (the arrow reader reports what is wrong with it).
    package static func isHead(_ source: TemplateSource) -> Bool {
        guard let root = try? JSONParser.parse(bytes: Array(source.text.utf8)),
              let keys = root.objectMembers.map({ $0.map(\.key) }) else { return false }
        return (keys.contains("tip") || keys.contains("attachment"))
            && !keys.contains("start") && !keys.contains("end")
    }

    /// Reads one head template.
    ///
    /// - Parameters:
    ///   - source: the file's path and text.
    ///   - diagnostics: receives every error, warning and note, in file order per check.
    /// - Returns: the head, or `nil` when there was an error.
    package static func readHead(_ source: TemplateSource, diagnostics: inout [Diagnostic]) -> ParsedHead? {
        var reader = TemplateReader(source: source)
        let result = reader.readHeadTemplate()
        diagnostics += reader.diagnostics
        return reader.hasErrors ? nil : result
    }

    private mutating func readHeadTemplate() -> ParsedHead? {
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes: bytes)
        } catch {
            self.error("invalid JSON: \(error.message)", at: error.position)
            return nil
        }
        guard let members = root.objectMembers else {
            error("a head template is a JSON object such as {\"outline\": \"M 0 -7 L 14 0 L 0 7 Z\", "
                  + "\"tip\": [14, 0], \"attachment\": [0, 0]}, found \(root.typeDescription)", at: root.position)
            return nil
        }
        let fields = readMembers(members, known: Self.headKeys, of: "the head")

        let (name, nameLocation) = readHeadName(fields["name"], root: root)
        let outline = fields["outline"].flatMap { readPath($0) }
        let spine = fields["spine"].flatMap { readPath($0) }
        if fields["outline"] == nil && fields["spine"] == nil {
            error("missing key 'outline': a head draws an \"outline\" (SVG path data of a filled shape) "
                  + "or a \"spine\" (a path stroked at the arrow's line width)", at: root.position)
        }
        let tip = readHeadPoint(fields["tip"], root: root,
                                missing: "missing key 'tip': give the point that sits on the arrow's tip as [x, y]")
        let attachment = readHeadPoint(fields["attachment"], root: root,
                                       missing: "missing key 'attachment': give the point where the body stops as [x, y], "
                                           + "on the tip's horizontal line, at or left of the tip")
        var frame: Rect?
        if let f = fields["frame"], let n = readNumbers(f.value, what: "the head's frame", parts: ["x", "y", "width", "height"]) {
            frame = Rect(x: n[0], y: n[1], width: n[2], height: n[3])
            // Rect normalises a negative size, so check the numbers as written.
            for (i, part) in [(2, "width"), (3, "height")] where !(n[i] > 0) {
                error("the head's frame's \(part) must be positive, found \(SwiftLiteral.double(n[i]))",
                      at: (f.value.arrayValue ?? [])[i].position)
            }
        }
        let lineWidth = fields["lineWidth"].flatMap { readWidth($0) } ?? 2
        if let w = fields["lineWidth"], fields["spine"] == nil, !hasErrors {
            warning("'lineWidth' has no effect: it is the width of the head's \"spine\", and there is none",
                    at: w.keyPosition)
        }
        guard !hasErrors, let name, let tip, let attachment else { return nil }
        do {
            let head = try ArrowHead(name: name, outline: outline ?? BezierPath(), spine: spine ?? BezierPath(),
                                     tip: tip, attachment: attachment, frame: frame, lineWidth: lineWidth)
            return ParsedHead(head: head, path: source.path, nameLocation: nameLocation,
                              isNameDerived: fields["name"] == nil)
        } catch {
            reportHead(error, fields: fields, root: root, outline: outline, spine: spine, tip: tip,
                       attachment: attachment, frame: frame)
            return nil
        }
    }

    private mutating func readHeadName(_ member: JSONMember?, root: JSONValue) -> (String?, TextLocation) {
        guard let member else {
            if let derived = TemplateName.derivedHead(fromPath: source.path) { return (derived, root.position) }
            error("cannot derive a head name from the file name '\(source.fileName)': "
                  + "add \"name\": \"myHead\"", at: root.position)
            return (nil, root.position)
        }
        guard let name = member.value.stringValue else {
            error("'name' must be a string holding a head name such as \"triangle\", found \(member.value.typeDescription)",
                  at: member.value.position)
            return (nil, member.value.position)
        }
        if let problem = TemplateName.headProblem(with: name) {
            error("invalid head name: \(problem)", at: member.value.position)
            return (nil, member.value.position)
        }
        return (name, member.value.position)
    }

    private mutating func readHeadPoint(_ member: JSONMember?, root: JSONValue, missing: String) -> Point? {
        guard let member else {
            error(missing, at: root.position)
            return nil
        }
        guard let n = readNumbers(member.value, what: "the \(member.key)", parts: ["x", "y"]) else { return nil }
        return Point(n[0], n[1])
    }

    /// Maps the rule `ArrowHead` found broken to the key it concerns.
    private mutating func reportHead(_ problem: ArrowHeadError, fields: [String: JSONMember], root: JSONValue,
                                     outline: BezierPath?, spine: BezierPath?, tip: Point, attachment: Point,
                                     frame: Rect?) {
        func at(_ key: String) -> TextLocation { fields[key]?.value.position ?? root.position }
        switch problem {
        case .nonFiniteValue, .lineWidthOutOfRange:
            // The reader rejects non-finite numbers and negative widths first; a width below
            // 1e-15 or above 1e15 is the head's to refuse.
            error("\(problem)", at: problem == .nonFiniteValue ? root.position : at("lineWidth"))
        case .attachmentOffAxis:
            let why = attachment.y != tip.y
                ? "is not on the tip's horizontal line y = \(SwiftLiteral.double(tip.y))"
                : "is right of the tip \(SwiftLiteral.pair(tip))"
            error("the attachment \(SwiftLiteral.pair(attachment)) \(why): a head is drawn pointing right, the body "
                  + "arriving from the left and stopping at the attachment, at or left of the tip on its line",
                  at: at("attachment"))
            note("the tip is here", at: at("tip"))
        case .shapeOutsideFrame:
            let frameText = frame.map { "[\(SwiftLiteral.double($0.minX)), \(SwiftLiteral.double($0.minY)), "
                + "\(SwiftLiteral.double($0.width)), \(SwiftLiteral.double($0.height))]" } ?? "frame"
            var culprit = "frame"
            if let frame {
                func holds(_ r: Rect) -> Bool {
                    r.isNull || frame.contains(r.origin) && frame.contains(Point(r.maxX, r.maxY))
                }
                if let o = outline, !holds(o.boundingBox) { culprit = "outline" }
                else if let s = spine, !holds(s.boundingBox) { culprit = "spine" }
                else if !frame.contains(tip) { culprit = "tip" }
                else if !frame.contains(Point(attachment.x, tip.y)) { culprit = "attachment" }
            }
            error("the head's \(culprit == "frame" ? "shape" : culprit) reaches outside its frame \(frameText): the frame "
                  + "must hold the outline, the spine, the tip and the attachment", at: at(culprit))
            if culprit != "frame", fields["frame"] != nil { note("the frame is here", at: at("frame")) }
        }
    }
}
