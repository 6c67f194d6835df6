/// Writes templates, arrows and scenes as ``JSONValue`` values in the shape
/// ``SceneDocumentReader`` reads: the one place that knows the document's shape on the way out.
///
/// A version 1 scene document:
///
/// ```json
/// {
///   "format": "bezierarrow-scene",
///   "version": 1,
///   "templates": {
///     "BentArrow": {"outline": "M 0 19 L 30 0 ...", "start": {"frame": [0, 0, 30, 38], "tip": [0, 19]}, "end": {...}}
///   },
///   "arrows": [
///     {"id": 1, "template": "DoubleArrow", "start": [0, 19], "end": [200, 139]},
///     {"id": 2, "template": "BentArrow", "start": [10, 10], "end": [90, 40], "hidden": true, "alpha": 0.5}
///   ]
/// }
/// ```
///
/// - `templates` (left out when empty) embeds the templates the template lookup does not give
///   back equal, by key, each as a `.arrow` file writes it (`name` only when it differs from the
///   key; options only when not the default). An arrow's `template` is a key of `templates`, else
///   a name for the lookup.
/// - `arrows` lists the arrows in drawing order, bottom first; `style` appears for an arrow with
///   a style (``style(of:at:)``), `label` for an arrow with a label (``label(of:)``), and
///   `hidden`, `interactive`, `alpha` and `touchInset` only when not the default (false, true, 1,
///   0).
/// - Numbers are written with the shortest digits that read back as the same `Double`, so tips
///   and paths come back to the bit.
///
/// A scene with shapes or bound tips is written as version 2, the same document with `shapes`
/// and `bindings` before `arrows` (``connectors(of:)``); any other, as version 1
/// (``version(of:)``), so that documents of arrows alone stay what they were. A scene with an
/// arrow whose style has waypoints is version 3: version 2 whose styles may hold `waypoints` and
/// `keptSegments` (``ArrowBodyState/write(into:)``).
struct SceneDocumentWriter {
    /// The value of `format` in every scene document.
    static let format = "bezierarrow-scene"
    /// The newest document version this library writes and reads.
    static let version = 3

    /// Where templates written by name are found (`nil`: embed every template).
    let lookup: ArrowTemplateLookup?
    /// Passed on to the encoders of arrow ids.
    let userInfo: [CodingUserInfoKey: Any]

    init(lookup: ArrowTemplateLookup?, userInfo: [CodingUserInfoKey: Any] = [:]) {
        self.lookup = lookup
        self.userInfo = userInfo
    }

    // MARK: Values

    static func number(_ v: Double) -> JSONValue { .number(v, integer: nil) }

    static func point(_ p: Point) -> JSONValue { .array([number(p.x), number(p.y)]) }

    /// Path data in absolute commands with round-trip numbers (`-0` kept, unlike SVG output).
    static func pathData(_ path: BezierPath) -> String {
        var out = ""
        out.reserveCapacity(path.elements.count * 24)
        func add(_ command: String, _ points: Point...) {
            if !out.isEmpty { out += " " }
            out += command
            for p in points {
                out += " "
                JSONNumberText.appendShortest(p.x, to: &out)
                out += " "
                JSONNumberText.appendShortest(p.y, to: &out)
            }
        }
        for element in path.elements {
            switch element {
            case .move(let p): add("M", p)
            case .line(let p): add("L", p)
            case .quad(let p, let c): add("Q", c, p)
            case .cubic(let p, let c1, let c2): add("C", c1, c2, p)
            case .close: add("Z")
            }
        }
        return out
    }

    // MARK: Templates

    /// A template object, as a `.arrow` file writes it.
    ///
    /// - Parameter includeName: whether to write `name` (not when it is the key it is stored under).
    static func template(_ t: ArrowTemplate, includeName: Bool) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        if includeName { members.append(("name", .string(t.name))) }
        if !t.outline.isEmpty { members.append(("outline", .string(pathData(t.outline)))) }
        if !t.spine.isEmpty { members.append(("spine", .string(pathData(t.spine)))) }
        for (key, end) in [("start", t.start), ("end", t.end)] {
            let f = end.frame
            members.append((key, .object([("frame", .array([number(f.minX), number(f.minY), number(f.width), number(f.height)])),
                                          ("tip", point(end.tip))])))
        }
        if t.orientation != .fixed { members.append(("orientation", .string(t.orientation.name))) }
        if t.handles != .rigid { members.append(("handles", .string(t.handles.name))) }
        if t.lineWidth != 0 { members.append(("lineWidth", number(t.lineWidth))) }
        if t.hitWidth != 35 { members.append(("hitWidth", number(t.hitWidth))) }
        if t.fillRule != .nonZero { members.append(("fillRule", .string(t.fillRule.name))) }
        if t.cap != .butt { members.append(("cap", .string(t.cap.name))) }
        if t.join != .miter { members.append(("join", .string(t.join.name))) }
        if t.miterLimit != 10 { members.append(("miterLimit", number(t.miterLimit))) }
        if let dash = t.dash {
            members.append(("dash", .array(dash.lengths.map(number))))
            if dash.offset != 0 { members.append(("dashOffset", number(dash.offset))) }
        }
        return .object(members)
    }

    /// Checks that a template holds only values a document reads back (``SceneDocumentReader``
    /// refuses the others): coordinates and widths within `AcceptedRange`, paths within
    /// ``SceneDocumentKeys/maxPathElements``.
    ///
    /// - Parameter path: where the template will be written, for the error.
    /// - Throws: ``ArrowSceneDocumentError`` naming the value.
    static func checkWritable(_ t: ArrowTemplate, at path: [ArrowSceneDocumentError.PathComponent]) throws(ArrowSceneDocumentError) {
        func fail(_ key: [ArrowSceneDocumentError.PathComponent], _ message: String) -> ArrowSceneDocumentError {
            ArrowSceneDocumentError(path: path + key, message: "cannot save the template \(t.name): \(message)")
        }
        for (key, p) in [("outline", t.outline), ("spine", t.spine)] {
            guard p.elements.count <= SceneDocumentKeys.maxPathElements else {
                throw fail([.key(key)], "the path has \(p.elements.count) elements, more than \(SceneDocumentKeys.maxPathElements)")
            }
            do { try p.checkAcceptedRange() } catch { throw fail([.key(key)], error.description) }
        }
        for (key, end) in [("start", t.start), ("end", t.end)] {
            do {
                try AcceptedRange.check(Point(end.frame.minX, end.frame.minY))
                try AcceptedRange.check(Point(end.frame.width, end.frame.height))
            } catch { throw fail([.key(key), .key("frame")], error.description) }
            do { try AcceptedRange.check(end.tip) } catch { throw fail([.key(key), .key("tip")], error.description) }
        }
        for (key, w) in [("lineWidth", t.lineWidth), ("hitWidth", t.hitWidth)] where w != 0 {
            do {
                try AcceptedRange.check(w, .width, in: AcceptedRange.minPositiveWidth...AcceptedRange.maxMagnitude)
            } catch { throw fail([.key(key)], error.description) }
        }
    }

    // MARK: Styles

    /// An arrow's `style` member: its heads, body, body state (written by ``ArrowBodyState``),
    /// corner radius and head shrinking, or `null` for an arrow drawn as its template's own
    /// outline while the template has a style; `nil` (no member) for an arrow without a style
    /// whose template has none either.
    ///
    /// - Parameters:
    ///   - style: the arrow's ``Arrow/style``.
    ///   - templateHasStyle: whether the arrow's template has a style.
    ///   - path: where the style will be written, for errors (made only for an arrow with a style).
    /// - Throws: ``ArrowSceneDocumentError`` for an embedded head a document cannot read back.
    func style(_ style: ArrowStyle?, templateHasStyle: Bool,
               at path: @autoclosure () -> [ArrowSceneDocumentError.PathComponent]) throws(ArrowSceneDocumentError) -> JSONValue? {
        guard let style else { return templateHasStyle ? .null : nil }
        let path = path()
        var members: [(key: String, value: JSONValue)] = [
            ("startHead", try head(style.startHead, at: path + [.key("startHead")])),
            ("endHead", try head(style.endHead, at: path + [.key("endHead")])),
            ("body", .string(style.body.name)),
        ]
        style.bodyState.write(into: &members)
        if style.cornerRadius != 8 { members.append(("cornerRadius", Self.number(style.cornerRadius))) }
        if style.shrinksHeads { members.append(("shrinksHeads", .bool(true))) }
        return .object(members)
    }

    /// A head by name when the lookup gives back this very head (``ArrowHead/none`` always),
    /// else embedded in head coordinates.
    private func head(_ h: ArrowHead, at path: [ArrowSceneDocumentError.PathComponent]) throws(ArrowSceneDocumentError) -> JSONValue {
        if h == .none || (lookup?.head(named: h.name)).map({ $0 == h }) == true { return .string(h.name) }
        func fail(_ key: [ArrowSceneDocumentError.PathComponent], _ message: String) -> ArrowSceneDocumentError {
            ArrowSceneDocumentError(path: path + key, message: "cannot save the head \(h.name): \(message)")
        }
        var members: [(key: String, value: JSONValue)] = [("name", .string(h.name))]
        for (key, p) in [("outline", h.outline), ("spine", h.spine)] where !p.isEmpty {
            guard p.elements.count <= SceneDocumentKeys.maxPathElements else {
                throw fail([.key(key)], "the path has \(p.elements.count) elements, more than \(SceneDocumentKeys.maxPathElements)")
            }
            do { try p.checkAcceptedRange() } catch { throw fail([.key(key)], error.description) }
            members.append((key, .string(Self.pathData(p))))
        }
        if h.attachment != 0 {
            do { try AcceptedRange.check(Point(h.attachment, 0)) } catch { throw fail([.key("attachment")], error.description) }
            members.append(("attachment", Self.number(h.attachment)))
        }
        let f = h.frame
        do {
            try AcceptedRange.check(Point(f.minX, f.minY))
            try AcceptedRange.check(Point(f.width, f.height))
        } catch { throw fail([.key("frame")], error.description) }
        members.append(("frame", .array([Self.number(f.minX), Self.number(f.minY), Self.number(f.width), Self.number(f.height)])))
        if h.lineWidth != 2 { members.append(("lineWidth", Self.number(h.lineWidth))) }
        return .object(members)
    }

    /// Whether the lookup gives back this very template, so a name is enough.
    private func isKnown(_ t: ArrowTemplate) -> Bool {
        guard let lookup, let known = lookup.template(named: t.name) else { return false }
        return known == t
    }

    /// An arrow's `label` member, or `nil` (no member) for an arrow without one: `text`,
    /// `width`, `height`, then `fraction` and `offset` when not the default (0.5, 0).
    static func label(_ label: ArrowLabel?) -> JSONValue? {
        guard let label else { return nil }
        var members: [(key: String, value: JSONValue)] = [
            ("text", .string(label.text)), ("width", number(label.width)), ("height", number(label.height)),
        ]
        if label.fraction != 0.5 { members.append(("fraction", number(label.fraction))) }
        if label.offset != 0 { members.append(("offset", number(label.offset))) }
        return .object(members)
    }

    // MARK: Arrows

    /// A standalone arrow: the template by name when the lookup knows it, else embedded.
    ///
    /// - Throws: ``ArrowSceneDocumentError`` for an embedded template that cannot be saved.
    func arrow(_ arrow: Arrow) throws(ArrowSceneDocumentError) -> JSONValue {
        let t = arrow.template
        let known = isKnown(t)
        if !known { try Self.checkWritable(t, at: [.key("template")]) }
        var members: [(key: String, value: JSONValue)] = [
            ("template", known ? .string(t.name) : Self.template(t, includeName: true)),
            ("start", Self.point(arrow.start)), ("end", Self.point(arrow.end)),
        ]
        if let style = try style(arrow.style, templateHasStyle: t.style != nil, at: [.key("style")]) { members.append(("style", style)) }
        if let label = Self.label(arrow.label) { members.append(("label", label)) }
        return .object(members)
    }

    // MARK: Scenes

    /// A scene document as a value.
    ///
    /// - Throws: what an id's `encode(to:)` throws.
    func scene<ID: Encodable & Hashable & Sendable>(_ scene: ArrowScene<ID>) throws -> JSONValue {
        var output = SceneDocumentOutput(text: false, arrowCount: scene.count)
        try self.scene(scene, into: &output)
        return output.value()
    }

    /// A scene document as UTF-8 JSON text, one arrow a line: the text of ``scene(_:)``'s value
    /// (``JSONValue/utf8(multilineDepth:)``), written without making the value.
    ///
    /// - Throws: what an id's `encode(to:)` throws.
    func sceneText<ID: Encodable & Hashable & Sendable>(_ scene: ArrowScene<ID>) throws -> [UInt8] {
        var output = SceneDocumentOutput(text: true, arrowCount: scene.count)
        try self.scene(scene, into: &output)
        return output.utf8()
    }

    /// Writes a scene document into an output.
    ///
    /// - Throws: what an id's `encode(to:)` throws.
    private func scene<ID: Encodable & Hashable & Sendable>(_ scene: ArrowScene<ID>, into output: inout SceneDocumentOutput) throws {
        // The items are read in place, a few properties each: passing an item around would copy
        // it, a retain and release of every reference it and its template hold.
        let items = scene.storage.items
        // The distinct templates in drawing order and the key each is written under (apart, so
        // that reading a key copies no template), and for each arrow in drawing order the index
        // of its template among them.
        var templates: [ArrowTemplate] = [], keys: [String] = []
        var templatesByName: [String: [Int]] = [:]
        var templateIndices: [Int] = []
        templateIndices.reserveCapacity(scene.count)
        // Copies of a template share its storage (most arrows of a scene): the storage's
        // identity finds its index without hashing the name or comparing values.
        var indexByStorage: [ObjectIdentifier: Int] = [:]
        var referenced = Set<String>()
        var pending: [Int] = []
        nextArrow: for record in scene.recordsInDrawingOrder {
            let storage = ObjectIdentifier(items[record].arrow.template.storage)
            if let i = indexByStorage[storage] {
                templateIndices.append(i)
                continue nextArrow
            }
            let name = items[record].arrow.template.name
            for i in templatesByName[name] ?? [] where templates[i] == items[record].arrow.template {
                indexByStorage[storage] = i
                templateIndices.append(i)
                continue nextArrow
            }
            let t = items[record].arrow.template
            indexByStorage[storage] = templates.count
            templateIndices.append(templates.count)
            templatesByName[name, default: []].append(templates.count)
            templates.append(t)
            if isKnown(t) {
                referenced.insert(name)
                keys.append(name)
            } else {
                keys.append("")
                pending.append(templates.count - 1)
            }
        }
        // Embedded templates take their name as key unless a known template or another embedded
        // one has it: then `Name-2`, `Name-3`, ...
        var used = referenced
        var embedded: [(key: String, template: ArrowTemplate)] = []
        for i in pending {
            let t = templates[i], name = t.name
            try Self.checkWritable(t, at: [.key("templates"), .key(name)])
            var key = name.isEmpty ? "template" : name
            var n = 2
            while used.contains(key) {
                key = "\(name.isEmpty ? "template" : name)-\(n)"
                n += 1
            }
            used.insert(key)
            embedded.append((key, t))
            keys[i] = key
        }

        let version = Self.version(of: scene)
        var root: [(key: String, value: JSONValue)] = [("format", .string(Self.format)),
                                                          ("version", .number(Double(version), integer: version))]
        if !embedded.isEmpty {
            root.append(("templates", .object(embedded.map { ($0.key, Self.template($0.template, includeName: $0.key != $0.template.name)) })))
        }
        if version > 1 { root += try connectors(of: scene) }
        output.beginRoot(root)
        let quotedKeys = keys.map(SceneDocumentOutput.quoted)

        for (index, record) in scene.recordsInDrawingOrder.enumerated() {
            let id = scene.arrowRecords.ids[record]
            output.beginArrow()
            // The common ids directly, any other through its `Encodable` conformance.
            if let i = id as? Int { output.member("id", integer: i) } else if let s = id as? String { output.member("id", string: s) } else {
                output.member("id", try JSONValueEncoder.encode(id, codingPath: [JSONKey("arrows"), JSONIndexKey(intValue: index),
                                                                                 JSONKey("id")], userInfo: userInfo))
            }
            let template = templateIndices[index]
            output.member("template", string: keys[template], quoted: quotedKeys[template])
            output.member("start", point: items[record].arrow.start)
            output.member("end", point: items[record].arrow.end)
            // The arrow's path, for errors (made when one is thrown: an array a line would cost).
            var at: [ArrowSceneDocumentError.PathComponent] { [.key("arrows"), .index(index)] }
            if let style = try style(items[record].arrow.style, templateHasStyle: items[record].arrow.template.style != nil,
                                     at: at + [.key("style")]) {
                output.member("style", style)
            }
            if let label = Self.label(items[record].arrow.label) { output.member("label", label) }
            if items[record].isHidden { output.member("hidden", .bool(true)) }
            if !items[record].isInteractive { output.member("interactive", .bool(false)) }
            let alpha = items[record].alpha, touchInset = items[record].touchInset
            if alpha != 1 {
                guard alpha.isFinite else {
                    throw ArrowSceneDocumentError(path: at + [.key("alpha")], message: "cannot save alpha \(alpha): not a finite number")
                }
                output.member("alpha", number: alpha)
            }
            if touchInset != 0 {
                do {
                    try items[record].checkAcceptedRange()
                } catch {
                    throw ArrowSceneDocumentError(path: at + [.key("touchInset")], message: "cannot save: \(error)")
                }
                output.member("touchInset", number: touchInset)
            }
            output.endArrow()
        }
    }
}
