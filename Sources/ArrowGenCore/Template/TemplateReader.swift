import BezierArrow

/// Reads a `.arrow` template (JSON) into a validated `ArrowTemplate`, reporting every mistake as
/// a ``Diagnostic`` that points at the offending value: inside path data, at the bad character.
///
/// The format:
/// ```json
/// {
///   "name": "DoubleArrow",
///   "outline": "M 0 19 L 30 0 L 30 12 C 80 12 120 12 170 12 ...",
///   "start": {"frame": [0, 0, 30, 38], "tip": [0, 19]},
///   "end": {"frame": [170, 0, 30, 38], "tip": [200, 19]},
///   "orientation": "fixed", "handles": "rigid",
///   "lineWidth": 0, "hitWidth": 35, "fillRule": "nonzero",
///   "cap": "butt", "join": "miter", "miterLimit": 10, "dash": [6, 4], "dashOffset": 0,
///   "body": "curved", "bend": 0, "cornerRadius": 8, "waypoints": [[60, 60]]
/// }
/// ```
/// `outline` and/or `spine`, `start` and `end` are required; the rest is optional with the
/// defaults shown, except `dash`, which is absent (a solid stroke) by default, and `waypoints`
/// (none by default; see `TemplateReader+Waypoints.swift`). A tip may also
/// name a head (`"end": {"frame": ..., "tip": ..., "head": "triangle"}`); a template that names
/// a head or gives `body`, `bend`, `cornerRadius` or `waypoints` has a ``TemplateStyle`` (see
/// `TemplateReader+Style.swift`). Unknown keys are
/// warnings (with a "did you mean" hint), as is what ``TemplateWarnings`` finds in a template that
/// reads; everything else is an error, and a template with an error yields no ``ParsedTemplate``.
///
/// Numbers are limited to ``coordinateLimit`` in magnitude: far beyond any drawing, and small
/// enough that sums and products of template coordinates stay exact enough to be meaningful.
/// The attachment rules themselves (frames that overlap, a tip outside its frame, a frame with no
/// point) are checked by `ArrowTemplate.init(name:outline:spine:start:end:orientation:handles:lineWidth:hitWidth:fillRule:cap:join:miterLimit:dash:)`
/// and its ``ArrowTemplateError`` is mapped to the keys it concerns.
package struct TemplateReader {
    /// The largest magnitude of any number in a template: 1e6.
    package static let coordinateLimit = 1e6

    /// The keys of a template object, in the order the documentation lists them.
    package static let keys = ["name", "outline", "spine", "start", "end", "orientation", "handles",
                              "lineWidth", "hitWidth", "fillRule", "cap", "join", "miterLimit", "dash", "dashOffset",
                              "body", "bend", "cornerRadius", "waypoints"]
    /// The keys of a tip's object.
    package static let endKeys = ["frame", "tip", "head"]

    /// Reads one template.
    ///
    /// - Parameters:
    ///   - source: the file's path and text.
    ///   - diagnostics: receives every error, warning and note, in file order per check.
    /// - Returns: the template, or `nil` when there was an error.
    package static func read(_ source: TemplateSource, diagnostics: inout [Diagnostic]) -> ParsedTemplate? {
        var reader = TemplateReader(source: source)
        let result = reader.readTemplate()
        diagnostics += reader.diagnostics
        return reader.hasErrors ? nil : result
    }

    let source: TemplateSource
    let bytes: [UInt8]
    var diagnostics: [Diagnostic] = []
    var hasErrors = false

    init(source: TemplateSource) {
        self.source = source
        bytes = Array(source.text.utf8)
    }

    // MARK: Diagnostics

    mutating func error(_ message: String, at location: TextLocation) {
        diagnostics.append(Diagnostic(.error, message, file: source.path, at: location))
        hasErrors = true
    }

    mutating func warning(_ message: String, at location: TextLocation) {
        diagnostics.append(Diagnostic(.warning, message, file: source.path, at: location))
    }

    mutating func note(_ message: String, at location: TextLocation) {
        diagnostics.append(Diagnostic(.note, message, file: source.path, at: location))
    }

    // MARK: The template object

    /// Where each member of a tip's object was found, to point at it when a rule about it is broken.
    private struct EndPlaces {
        var frame: TextLocation
        var tip: TextLocation
    }

    /// A tip's object as read: the tip with its frame, where they were written, and the head it names.
    private struct ReadEnd {
        var end: ArrowHeadFrame
        var places: EndPlaces
        var head: TemplateStyle.HeadName?
    }

    private mutating func readTemplate() -> ParsedTemplate? {
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes: bytes)
        } catch {
            self.error("invalid JSON: \(error.message)", at: error.position)
            return nil
        }
        guard let members = root.objectMembers else {
            error("a template is a JSON object such as {\"outline\": \"M 0 0 ...\", \"start\": {...}, \"end\": {...}}, "
                  + "found \(root.typeDescription)", at: root.position)
            return nil
        }
        let fields = readMembers(members, known: Self.keys, of: "the template")

        let (name, nameLocation) = readName(fields["name"], root: root)
        let outline = fields["outline"].flatMap { readPath($0) }
        let spine = fields["spine"].flatMap { readPath($0) }
        if fields["outline"] == nil && fields["spine"] == nil {
            error("missing key 'outline': a template draws an \"outline\" (SVG path data of the arrow's closed shape) "
                  + "or a \"spine\" (an open path stroked at \"lineWidth\")", at: root.position)
        }
        let start = readEnd(.start, fields["start"], root: root)
        let end = readEnd(.end, fields["end"], root: root)
        let orientation = fields["orientation"].flatMap { readChoice($0, as: ArrowOrientation.self) } ?? .fixed
        let handles = fields["handles"].flatMap { readChoice($0, as: HandlePolicy.self) } ?? .rigid
        let fillRule = fields["fillRule"].flatMap { readChoice($0, as: FillRule.self) } ?? .nonZero
        let lineWidth = fields["lineWidth"].flatMap { readWidth($0) } ?? 0
        let hitWidth = fields["hitWidth"].flatMap { readWidth($0) } ?? 35
        let cap = fields["cap"].flatMap { readChoice($0, as: LineCap.self) } ?? .butt
        let join = fields["join"].flatMap { readChoice($0, as: LineJoin.self) } ?? .miter
        let miterLimit = fields["miterLimit"].flatMap { readMiterLimit($0) } ?? 10
        let dash = readDash(fields["dash"], offset: fields["dashOffset"])
        let style = readStyle(fields, startHead: start?.head, endHead: end?.head)

        if let dashMember = fields["dash"], dash != nil, lineWidth == 0, !hasErrors {
            warning("the dash has no effect: nothing is stroked at \"lineWidth\" 0; add \"lineWidth\"",
                    at: dashMember.value.position)
        }
        guard !hasErrors, let name, let start, let end else { return nil }
        do {
            let template = try ArrowTemplate(
                name: name, outline: outline ?? BezierPath(), spine: spine ?? BezierPath(),
                start: start.end, end: end.end, orientation: orientation, handles: handles,
                lineWidth: lineWidth, hitWidth: hitWidth, fillRule: fillRule,
                cap: cap, join: join, miterLimit: miterLimit, dash: dash)
            let places = TemplateWarnings.Places(outline: fields["outline"]?.value.position,
                                                 spine: fields["spine"]?.value.position,
                                                 frames: [start.places.frame, end.places.frame],
                                                 lineWidth: fields["lineWidth"]?.value.position ?? fields["spine"]?.value.position)
            for w in TemplateWarnings.check(template, format: .arrow, places: places) { warning(w.message, at: w.location) }
            if let style {
                for w in TemplateWarnings.check(style, of: template, format: .arrow, places: stylePlaces(fields)) {
                    warning(w.message, at: w.location)
                }
            }
            return ParsedTemplate(template: template, path: source.path, nameLocation: nameLocation,
                                  isNameDerived: fields["name"] == nil, style: style)
        } catch {
            report(error, fields: fields, root: root, start: start, end: end)
            return nil
        }
    }

    /// Indexes an object's members by key: unknown keys are warnings (with a hint), repeated
    /// keys errors (with a note at the first).
    mutating func readMembers(_ members: [JSONMember], known: [String], of what: String) -> [String: JSONMember] {
        var fields: [String: JSONMember] = [:]
        for member in members {
            if let first = fields[member.key] {
                error("duplicate key '\(member.key)' in \(what)", at: member.keyPosition)
                note("'\(member.key)' is first given here", at: first.keyPosition)
            } else if known.contains(member.key) {
                fields[member.key] = member
            } else {
                warning("unknown key '\(member.key)' in \(what) is ignored"
                        + Suggestion.hint(for: member.key, among: known), at: member.keyPosition)
            }
        }
        return fields
    }

    // MARK: Values

    private mutating func readName(_ member: JSONMember?, root: JSONValue) -> (String?, TextLocation) {
        guard let member else {
            if let derived = TemplateName.derived(fromPath: source.path) { return (derived, root.position) }
            error("cannot derive a Swift type name from the file name '\(source.fileName)': "
                  + "add \"name\": \"MyArrow\"", at: root.position)
            return (nil, root.position)
        }
        guard let name = member.value.stringValue else {
            error("'name' must be a string holding a Swift type name, found \(member.value.typeDescription)",
                  at: member.value.position)
            return (nil, member.value.position)
        }
        if let problem = TemplateName.problem(with: name) {
            error("invalid name: \(problem)", at: member.value.position)
            return (nil, member.value.position)
        }
        return (name, member.value.position)
    }

    mutating func readPath(_ member: JSONMember) -> BezierPath? {
        let value = member.value
        guard let text = value.stringValue else {
            error("'\(member.key)' must be SVG path data in a string, found \(value.typeDescription)", at: value.position)
            return nil
        }
        let locator = JSONStringLocator(bytes: bytes)
        let path: BezierPath
        do {
            path = try BezierPath(svgPathData: text)
        } catch {
            self.error("bad path data in '\(member.key)': \(error.message)",
                       at: locator.position(ofScalarOffset: error.offset, inStringAt: value.position))
            return nil
        }
        guard let far = Self.firstPointBeyondLimit(of: path) else { return path }
        if let offset = Self.offsetOfFirstNumberBeyondLimit(in: text) {
            error("a number in '\(member.key)' is beyond the coordinate limit: template coordinates lie within "
                  + "±\(SwiftLiteral.double(Self.coordinateLimit))",
                  at: locator.position(ofScalarOffset: offset, inStringAt: value.position))
        } else {
            error("'\(member.key)' reaches \(SwiftLiteral.pair(far)), beyond the coordinate limit: template "
                  + "coordinates lie within ±\(SwiftLiteral.double(Self.coordinateLimit))", at: value.position)
        }
        return nil
    }

    /// The first point (on-curve or control) of a path outside ±``coordinateLimit`` or not finite.
    static func firstPointBeyondLimit(of path: BezierPath) -> Point? {
        func isBeyond(_ p: Point) -> Bool { !(abs(p.x) <= coordinateLimit && abs(p.y) <= coordinateLimit) }
        for element in path.elements {
            let points: [Point]
            switch element {
            case .move(let p), .line(let p): points = [p]
            case .quad(let p, let c): points = [c, p]
            case .cubic(let p, let c1, let c2): points = [c1, c2, p]
            case .close: points = []
            }
            if let p = points.first(where: isBeyond) { return p }
        }
        return nil
    }

    /// The scalar offset of the first number written in path data whose magnitude is beyond
    /// ``coordinateLimit``, or `nil` (the path may still exceed it by summing relative moves).
    ///
    /// Only locates; the parser has already accepted the text, so a loose scan of the SVG number
    /// syntax (`[+-]? digits [. digits] [e [+-] digits]`) suffices.
    static func offsetOfFirstNumberBeyondLimit(in text: String) -> Int? {
        let b = Array(text.unicodeScalars)
        func isDigit(_ i: Int) -> Bool { i < b.count && ("0"..."9").contains(b[i]) }
        func isDot(_ i: Int) -> Bool { i < b.count && b[i] == "." }
        var i = 0
        while i < b.count {
            let start = i
            if b[i] == "-" || b[i] == "+" { i += 1 }
            guard isDigit(i) || (isDot(i) && isDigit(i + 1)) else {
                i = start + 1
                continue
            }
            while isDigit(i) { i += 1 }
            if isDot(i) { i += 1; while isDigit(i) { i += 1 } }
            if i < b.count && (b[i] == "e" || b[i] == "E") {
                var j = i + 1
                if j < b.count && (b[j] == "-" || b[j] == "+") { j += 1 }
                if isDigit(j) { i = j; while isDigit(i) { i += 1 } }
            }
            var number = String.UnicodeScalarView()
            number.append(contentsOf: b[start..<i])
            if let v = Double(String(number)), !(abs(v) <= coordinateLimit) {
                return start
            }
        }
        return nil
    }

    /// Reads a number: finite and within ±``coordinateLimit``.
    mutating func readNumber(_ value: JSONValue, what: String) -> Double? {
        guard case .number(let v, let text) = value.kind else {
            error("\(what) must be a number, found \(value.typeDescription)", at: value.position)
            return nil
        }
        guard v.isFinite else {
            error("\(what) \(text) is not a finite number", at: value.position)
            return nil
        }
        guard abs(v) <= Self.coordinateLimit else {
            error("\(what) \(text) is beyond the coordinate limit: template numbers lie within "
                  + "±\(SwiftLiteral.double(Self.coordinateLimit))", at: value.position)
            return nil
        }
        return v
    }

    /// Reads an array of numbers named by `parts` (`[x, y]`).
    mutating func readNumbers(_ value: JSONValue, what: String, parts: [String]) -> [Double]? {
        let shape = "[" + parts.joined(separator: ", ") + "]"
        guard let items = value.arrayValue else {
            error("\(what) must be an array \(shape), found \(value.typeDescription)", at: value.position)
            return nil
        }
        guard items.count == parts.count else {
            error("\(what) must be \(shape): expected \(parts.count) numbers, found \(items.count)", at: value.position)
            return nil
        }
        var numbers: [Double] = []
        for (item, part) in zip(items, parts) {
            if let v = readNumber(item, what: "\(what)'s \(part)") { numbers.append(v) }
        }
        return numbers.count == parts.count ? numbers : nil
    }

    /// Reads `start` or `end`: `{"frame": [x, y, width, height], "tip": [x, y]}`, and the head
    /// it may name (`"head": "dot"`).
    private mutating func readEnd(_ name: ArrowTip, _ member: JSONMember?, root: JSONValue) -> ReadEnd? {
        let shape = "{\"frame\": [x, y, width, height], \"tip\": [x, y]}"
        guard let member else {
            error("missing key '\(name)': give the \(name) of the arrow as \(shape)", at: root.position)
            return nil
        }
        guard let members = member.value.objectMembers else {
            error("'\(name)' must be an object \(shape), found \(member.value.typeDescription)", at: member.value.position)
            return nil
        }
        let fields = readMembers(members, known: Self.endKeys, of: "'\(name)'")
        var frame: Rect?, tip: Point?
        if let f = fields["frame"] {
            if let n = readNumbers(f.value, what: "the \(name) frame", parts: ["x", "y", "width", "height"]) {
                frame = Rect(x: n[0], y: n[1], width: n[2], height: n[3])
                // Rect normalises a negative size, so check the numbers as written.
                for (i, part) in [(2, "width"), (3, "height")] where !(n[i] >= AcceptedRange.minPositiveWidth) {
                    error("the \(name) frame's \(part) must be at least \(SwiftLiteral.double(AcceptedRange.minPositiveWidth)), "
                              + "found \(SwiftLiteral.double(n[i]))",
                          at: (f.value.arrayValue ?? [])[i].position)
                    frame = nil
                }
            }
        } else {
            error("missing key 'frame' in '\(name)': give the frame around its head as [x, y, width, height]",
                  at: member.value.position)
        }
        if let t = fields["tip"] {
            if let n = readNumbers(t.value, what: "the \(name) tip", parts: ["x", "y"]) { tip = Point(n[0], n[1]) }
        } else {
            error("missing key 'tip' in '\(name)': give the point a user drags as [x, y]", at: member.value.position)
        }
        let head = fields["head"].flatMap { readHeadName($0, of: name) }
        guard let frame, let tip, let f = fields["frame"], let t = fields["tip"] else { return nil }
        return ReadEnd(end: ArrowHeadFrame(frame: frame, tip: tip),
                       places: EndPlaces(frame: f.value.position, tip: t.value.position), head: head)
    }

    /// Reads an option by its name; an error lists the option's names from its table.
    mutating func readChoice<T: NamedOption>(_ member: JSONMember, as: T.Type) -> T? {
        let list = T.choices(quotedBy: "'")
        guard let text = member.value.stringValue else {
            error("'\(member.key)' must be a string, \(list), found \(member.value.typeDescription)", at: member.value.position)
            return nil
        }
        guard let choice = T(name: text) else {
            error("unknown \(member.key) '\(text)': expected \(list)" + Suggestion.hint(for: text, among: T.names),
                  at: member.value.position)
            return nil
        }
        return choice
    }

    /// Reads `lineWidth` or `hitWidth`: a number, not negative.
    mutating func readWidth(_ member: JSONMember) -> Double? {
        guard let v = readNumber(member.value, what: "'\(member.key)'") else { return nil }
        guard v >= 0 else {
            error("'\(member.key)' must not be negative, found \(SwiftLiteral.double(v))", at: member.value.position)
            return nil
        }
        return v
    }

    /// Reads `miterLimit`: a number of at least 1, as SVG's `stroke-miterlimit`.
    private mutating func readMiterLimit(_ member: JSONMember) -> Double? {
        guard let v = readNumber(member.value, what: "'miterLimit'") else { return nil }
        guard v >= 1 else {
            error("'miterLimit' must be at least 1, found \(SwiftLiteral.double(v)): a limit of 1 already bevels every "
                  + "corner (give \"join\": \"bevel\" to say so)", at: member.value.position)
            return nil
        }
        return v
    }

    /// Reads `dash` (lengths of dash and gap, as SVG's `stroke-dasharray`) and `dashOffset` (as
    /// `stroke-dashoffset`): an odd count of lengths is repeated, a negative length or lengths
    /// that are all 0 are errors, as SVG makes such a pattern invalid.
    private mutating func readDash(_ member: JSONMember?, offset offsetMember: JSONMember?) -> BezierPath.DashPattern? {
        var offset = 0.0
        if let offsetMember {
            offset = readNumber(offsetMember.value, what: "'dashOffset'") ?? 0
            if member == nil {
                warning("'dashOffset' has no effect without \"dash\": add \"dash\": [dash, gap] or remove it",
                        at: offsetMember.keyPosition)
            }
        }
        guard let member else { return nil }
        let shape = "an array of dash and gap lengths such as [6, 4]"
        guard let items = member.value.arrayValue else {
            error("'dash' must be \(shape), found \(member.value.typeDescription)", at: member.value.position)
            return nil
        }
        guard !items.isEmpty else {
            error("'dash' is empty: give \(shape), or leave out 'dash' for a solid line", at: member.value.position)
            return nil
        }
        var lengths: [Double] = []
        for (i, item) in items.enumerated() {
            guard let v = readNumber(item, what: "a dash length") else { continue }
            guard v >= 0 else {
                error("dash length \(i + 1) is \(SwiftLiteral.double(v)): give a length of 0 or more, as SVG requires",
                      at: item.position)
                continue
            }
            lengths.append(v)
        }
        guard lengths.count == items.count else { return nil }
        guard lengths.contains(where: { $0 > 0 }) else {
            error("every length in 'dash' is 0, which draws no dash: give a positive dash or gap, "
                  + "or leave out 'dash' for a solid line", at: member.value.position)
            return nil
        }
        do {
            return try BezierPath.DashPattern(lengths, offset: offset)
        } catch {
            // The checks above leave nothing for the pattern to refuse; kept so nothing is lost.
            self.error("invalid 'dash': \(error)", at: member.value.position)
            return nil
        }
    }

    // MARK: Template rules

    /// Maps the rule `ArrowTemplate` found broken to the keys it concerns.
    private mutating func report(_ problem: ArrowTemplateError, fields: [String: JSONMember], root: JSONValue,
                                 start: ReadEnd, end: ReadEnd) {
        func places(_ tip: ArrowTip) -> EndPlaces { tip == .start ? start.places : end.places }
        let message = problem.message(start: start.end, end: end.end)
        switch problem {
        case .noShape:
            error(message, at: fields["outline"]?.value.position ?? fields["spine"]?.value.position ?? root.position)
        case .nonFiniteValue:
            // The reader rejects non-finite numbers first; kept so every rule maps somewhere.
            error(message, at: root.position)
        case .negativeWidth(let what):
            error(message, at: fields[what]?.value.position ?? root.position)
        case .miterLimitOutOfRange:
            // The reader checks the limit first; kept so every rule maps somewhere.
            error(message, at: fields["miterLimit"]?.value.position ?? root.position)
        case .emptyFrame(let n), .emptyHead(let n):
            error(message, at: places(n).frame)
        case .overlappingFrames:
            error(message, at: end.places.frame)
            note("the start frame is here", at: start.places.frame)
        case .tipOutsideFrame(let n):
            error(message, at: places(n).tip)
        case .coincidentTips:
            error(message, at: end.places.tip)
        }
    }
}
