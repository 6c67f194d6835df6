/// Reads the saved forms of templates, arrows and scenes from an input (``SceneDocumentInput``:
/// a ``JSONValue`` value, or a ``JSONText``), checking every value and naming the JSON
/// path of the first mistake: the one place that knows the document's shape on the way in
/// (``SceneDocumentWriter`` is the way out).
///
/// Nothing is built until everything it needs has been read and checked: a template only through
/// its throwing initialiser, a scene only once every arrow has decoded, so a bad document gives an
/// error and never part of a scene.
struct SceneDocumentReader<Input: SceneDocumentInput> {
    typealias Failure = ArrowSceneDocumentError
    typealias Value = Input.Value
    typealias Members = Input.Members
    typealias Keys = SceneDocumentKeys

    /// What the document is read from.
    let input: Input

    /// The path of the value being read, below ``prefix``.
    private var path: [ArrowSceneDocumentError.PathComponent] = []
    /// The path of the document's root in the surrounding data (a `Decoder`'s coding path).
    private let prefix: [ArrowSceneDocumentError.PathComponent]
    /// Where names the document does not embed are found.
    let lookup: ArrowTemplateLookup
    /// Passed on to the decoders of arrow ids.
    let userInfo: [CodingUserInfoKey: Any]
    /// The heads of the styles read so far, which the arrows with the same heads share (see
    /// ``SharedStyles``): a document of many styled arrows makes each pair of heads ready once.
    private(set) var styles = SharedStyles()

    init(_ input: Input, lookup: ArrowTemplateLookup, prefix: [ArrowSceneDocumentError.PathComponent] = [],
         userInfo: [CodingUserInfoKey: Any] = [:]) {
        self.input = input
        self.lookup = lookup
        self.prefix = prefix
        self.userInfo = userInfo
        path.reserveCapacity(8)
    }

    // MARK: Errors and paths

    func error(_ message: String) -> Failure {
        ArrowSceneDocumentError(path: prefix + path, message: message)
    }

    /// Runs `body` with a key appended to the path.
    private mutating func at<R>(_ key: String, _ body: (inout Self) throws(Failure) -> R) throws(Failure) -> R {
        path.append(.key(key))
        let r = try body(&self)
        path.removeLast()
        return r
    }

    /// Runs `body` with an index appended to the path.
    private mutating func at<R>(_ index: Int, _ body: (inout Self) throws(Failure) -> R) throws(Failure) -> R {
        path.append(.index(index))
        let r = try body(&self)
        path.removeLast()
        return r
    }

    // MARK: Shapes

    private func members(_ value: Value, what: String, keys: [String]) throws(Failure) -> Members {
        guard let members = input.members(value) else { throw error("expected \(what) (an object), found \(input.kind(of: value))") }
        if let key = input.firstKey(of: members, notIn: keys) {
            let list = keys.map { "'\($0)'" }.joined(separator: ", ")
            throw ArrowSceneDocumentError(path: prefix + path + [.key(key)],
                                          message: "unknown key '\(key)' in \(what): expected \(list)")
        }
        return members
    }

    private func member(_ members: Members, _ key: String) -> Value? {
        input.member(members, key)
    }

    private func required(_ members: Members, _ key: String, in what: String) throws(Failure) -> Value {
        guard let value = member(members, key) else { throw error("missing key '\(key)' in \(what)") }
        return value
    }

    private func string(_ value: Value) throws(Failure) -> String {
        guard let s = input.string(value) else { throw error("expected a string, found \(input.kind(of: value))") }
        return s
    }

    private func bool(_ value: Value) throws(Failure) -> Bool {
        guard let b = input.bool(value) else { throw error("expected true or false, found \(input.kind(of: value))") }
        return b
    }

    private func number(_ value: Value) throws(Failure) -> Double {
        guard let v = input.number(value)?.value else { throw error("expected a number, found \(input.kind(of: value))") }
        // The text reader refuses non-finite numbers; a foreign decoder might not.
        guard v.isFinite else { throw error("\(v) is not a finite number") }
        return v
    }

    /// A number within an accepted range, for a quantity named in ``AcceptedRangeError``.
    private func number(_ value: Value, _ quantity: AcceptedRangeError.Quantity,
                        in range: ClosedRange<Double>) throws(Failure) -> Double {
        let v = try number(value)
        do {
            try AcceptedRange.check(v, quantity, in: range)
        } catch {
            throw self.error(error.description)
        }
        return v
    }

    /// A length that may be 0 (a corner radius, a head's attachment or line width): from 0 to
    /// `AcceptedRange.maxMagnitude`.
    private func length(_ value: Value, _ what: String) throws(Failure) -> Double {
        let v = try number(value)
        guard v >= 0, v <= AcceptedRange.maxMagnitude else {
            throw error("\(what) \(AcceptedRangeError.text(v)) is outside the accepted range 0...\(AcceptedRangeError.text(AcceptedRange.maxMagnitude))")
        }
        return v
    }

    /// The elements of `[n1, n2, ...]` with `count` elements.
    ///
    /// - Parameter names: the elements' names, for the error (`[x, y]`).
    private func elements(_ value: Value, _ names: String, count: Int) throws(Failure) -> [Value] {
        guard let elements = input.elements(value), elements.count == count else { throw elementsError(value, names) }
        return elements
    }

    /// The error for a value that is not an array of `names`.
    private func elementsError(_ value: Value, _ names: String) -> Failure {
        let found: String
        if let e = input.elements(value) { found = "an array of \(e.count) element\(e.count == 1 ? "" : "s")" } else { found = input.kind(of: value) }
        return error("expected \(names), found \(found)")
    }

    /// Element `i` of an array of coordinates, a number within `AcceptedRange`.
    private mutating func coordinate(_ value: Value, _ i: Int, _ quantity: AcceptedRangeError.Quantity) throws(Failure) -> Double {
        let m = AcceptedRange.maxMagnitude
        return try at(i) { (r: inout Self) throws(Failure) in try r.number(value, quantity, in: -m...m) }
    }

    /// `[n1, n2, ...]` with `count` numbers, each a coordinate within `AcceptedRange`.
    private mutating func coordinates(_ value: Value, _ names: String, count: Int,
                                      _ quantity: AcceptedRangeError.Quantity) throws(Failure) -> [Double] {
        let elements = try elements(value, names, count: count)
        var out: [Double] = []
        out.reserveCapacity(count)
        for i in 0..<count { out.append(try coordinate(elements[i], i, quantity)) }
        return out
    }

    /// `[x, y]` (read without an array of its own: a scene reads two for every arrow).
    private mutating func point(_ value: Value, _ quantity: AcceptedRangeError.Quantity) throws(Failure) -> Point {
        guard let (x, y) = input.pair(value) else { throw elementsError(value, "[x, y]") }
        return Point(try coordinate(x, 0, quantity), try coordinate(y, 1, quantity))
    }

    /// One of an option's names, from its table (``NamedOption``).
    private func option<T: NamedOption>(_ value: Value, _ what: String) throws(Failure) -> T {
        let name = try string(value)
        guard let option = T(name: name) else {
            let list = T.allCases.map { "'\($0.name)'" }.joined(separator: " or ")
            throw error("unknown \(what) '\(name)': expected \(list)")
        }
        return option
    }

    // MARK: Templates


    /// Reads a template object and builds it through ``ArrowTemplate``'s throwing initialiser.
    ///
    /// - Parameter defaultName: the name when the object gives none (its key in a document's
    ///   `templates`); `nil` makes `name` required.
    mutating func template(_ value: Value, defaultName: String?) throws(Failure) -> ArrowTemplate {
        let fields = try members(value, what: "a template", keys: Keys.templateKeys)
        let name: String
        if let n = member(fields, "name") {
            name = try at("name") { (r: inout Self) throws(Failure) in try r.string(n) }
        } else if let defaultName {
            name = defaultName
        } else {
            throw error("missing key 'name' in a template")
        }
        // Not Optional.map: the standard library of the oldest supported SDKs rethrows it
        // untyped, which a typed throw cannot pass through.
        var outline: BezierPath?, spine: BezierPath?
        if let v = member(fields, "outline") { outline = try at("outline") { (r: inout Self) throws(Failure) in try r.path(v) } }
        if let v = member(fields, "spine") { spine = try at("spine") { (r: inout Self) throws(Failure) in try r.path(v) } }
        let startValue = try required(fields, "start", in: "a template"), endValue = try required(fields, "end", in: "a template")
        let start = try at("start") { (r: inout Self) throws(Failure) in try r.end(startValue) }
        let end = try at("end") { (r: inout Self) throws(Failure) in try r.end(endValue) }
        var orientation = ArrowOrientation.fixed, handles = HandlePolicy.rigid, fillRule = FillRule.nonZero
        if let v = member(fields, "orientation") { orientation = try at("orientation") { (r: inout Self) throws(Failure) in try r.option(v, "orientation") } }
        if let v = member(fields, "handles") { handles = try at("handles") { (r: inout Self) throws(Failure) in try r.option(v, "handles") } }
        if let v = member(fields, "fillRule") { fillRule = try at("fillRule") { (r: inout Self) throws(Failure) in try r.option(v, "fill rule") } }
        let widths = AcceptedRange.minPositiveWidth...AcceptedRange.maxMagnitude
        func width(_ r: inout Self, _ key: String, _ fallback: Double) throws(Failure) -> Double {
            guard let v = r.member(fields, key) else { return fallback }
            return try r.at(key) { (r: inout Self) throws(Failure) in
                let w = try r.number(v)
                if w != 0 { _ = try r.number(v, .width, in: widths) }
                return w
            }
        }
        let lineWidth = try width(&self, "lineWidth", 0)
        let hitWidth = try width(&self, "hitWidth", 35)
        var cap = LineCap.butt, join = LineJoin.miter, miterLimit = 10.0
        if let v = member(fields, "cap") { cap = try at("cap") { (r: inout Self) throws(Failure) in try r.option(v, "cap") } }
        if let v = member(fields, "join") { join = try at("join") { (r: inout Self) throws(Failure) in try r.option(v, "join") } }
        if let v = member(fields, "miterLimit") { miterLimit = try at("miterLimit") { (r: inout Self) throws(Failure) in try r.number(v) } }
        let dash = try dashPattern(fields)
        do {
            return try ArrowTemplate(name: name, outline: outline ?? BezierPath(), spine: spine ?? BezierPath(),
                                     start: start, end: end, orientation: orientation, handles: handles,
                                     lineWidth: lineWidth, hitWidth: hitWidth, fillRule: fillRule,
                                     cap: cap, join: join, miterLimit: miterLimit, dash: dash)
        } catch {
            // Name the key the broken rule is about.
            let key: [ArrowSceneDocumentError.PathComponent]
            switch error {
            case .emptyFrame(let n), .emptyHead(let n): key = [.key(n.rawValue), .key("frame")]
            case .tipOutsideFrame(let n): key = [.key(n.rawValue), .key("tip")]
            case .coincidentTips: key = [.key("end"), .key("tip")]
            case .negativeWidth(let what), .nonFiniteValue(let what): key = Keys.templateKeys.contains(what) ? [.key(what)] : []
            case .miterLimitOutOfRange: key = [.key("miterLimit")]
            case .noShape, .overlappingFrames: key = []
            }
            throw ArrowSceneDocumentError(path: prefix + path + key, message: "invalid template: \(error.description)")
        }
    }

    /// `dash` (an array of lengths) and `dashOffset` (a number), checked by
    /// ``BezierPath/DashPattern``; `nil` without `dash`.
    private mutating func dashPattern(_ fields: Members) throws(Failure) -> BezierPath.DashPattern? {
        var offset = 0.0
        if let v = member(fields, "dashOffset") { offset = try at("dashOffset") { (r: inout Self) throws(Failure) in try r.number(v) } }
        guard let value = member(fields, "dash") else { return nil }
        return try at("dash") { (r: inout Self) throws(Failure) -> BezierPath.DashPattern in
            guard let elements = r.input.elements(value) else { throw r.error("expected an array of dash lengths, found \(r.input.kind(of: value))") }
            var lengths: [Double] = []
            for (i, element) in elements.enumerated() {
                lengths.append(try r.at(i) { (r: inout Self) throws(Failure) in try r.number(element) })
            }
            do throws(DashPatternError) {
                return try BezierPath.DashPattern(lengths, offset: offset)
            } catch {
                if case .offsetOutOfRange = error {
                    throw ArrowSceneDocumentError(path: r.prefix + r.path.dropLast() + [.key("dashOffset")], message: error.description)
                }
                throw r.error(error.description)
            }
        }
    }


    /// SVG path data, every coordinate within `AcceptedRange`.
    private func path(_ value: Value) throws(Failure) -> BezierPath {
        let text = try string(value)
        let path: BezierPath
        do {
            path = try BezierPath(svgPathData: text)
        } catch {
            throw self.error("bad SVG path data at column \(error.column): \(error.message)")
        }
        guard path.elements.count <= Keys.maxPathElements else {
            throw self.error("the path has \(path.elements.count) elements, more than the \(Keys.maxPathElements) a template path may have")
        }
        do {
            try path.checkAcceptedRange()
        } catch {
            throw self.error(error.description)
        }
        return path
    }

    /// `{"frame": [x, y, width, height], "tip": [x, y]}`.
    private mutating func end(_ value: Value) throws(Failure) -> ArrowEnd {
        let fields = try members(value, what: "an end", keys: ["frame", "tip"])
        let frameValue = try required(fields, "frame", in: "an end"), tipValue = try required(fields, "tip", in: "an end")
        let f = try at("frame") { (r: inout Self) throws(Failure) in
            try r.coordinates(frameValue, "[x, y, width, height]", count: 4, .coordinate)
        }
        let tip = try at("tip") { (r: inout Self) throws(Failure) in try r.point(tipValue, .coordinate) }
        return ArrowEnd(frame: Rect(x: f[0], y: f[1], width: f[2], height: f[3]), tip: tip)
    }

    // MARK: Styles


    /// An arrow's `style`: `null` for the template's own drawing, else
    /// `{"startHead": HEAD, "endHead": HEAD, "body": "arc", "bend": 40, "cornerRadius": 8,
    /// "shrinksHeads": true}`, each head a name for the lookup or an embedded head. Left-out keys
    /// take ``ArrowStyle``'s defaults (no start head, a straight body, no bend, corners of 8,
    /// heads that keep their size), but `endHead` is
    /// required, as ``ArrowStyle/init(startHead:endHead:body:bend:cornerRadius:)`` requires it.
    private mutating func style(_ value: Value) throws(Failure) -> ArrowStyle? {
        if input.isNull(value) { return nil }
        let fields = try members(value, what: "a style", keys: Keys.styleKeys)
        let endValue = try required(fields, "endHead", in: "a style")
        var startHead = ArrowHead.none, body = ArrowBodyKind.straight, bend = 0.0, cornerRadius = 8.0
        if let v = member(fields, "startHead") { startHead = try at("startHead") { (r: inout Self) throws(Failure) in try r.head(v) } }
        let endHead = try at("endHead") { (r: inout Self) throws(Failure) in try r.head(endValue) }
        if let v = member(fields, "body") { body = try at("body") { (r: inout Self) throws(Failure) in try r.option(v, "body") } }
        if let v = member(fields, "bend") {
            bend = try at("bend") { (r: inout Self) throws(Failure) in
                let b = try r.number(v), limit = ArrowDeformation.coordinateLimit
                guard abs(b) <= limit else {
                    throw r.error("bend \(AcceptedRangeError.text(b)) is outside the accepted range "
                        + "-\(AcceptedRangeError.text(limit))...\(AcceptedRangeError.text(limit))")
                }
                return b
            }
        }
        if let v = member(fields, "cornerRadius") {
            cornerRadius = try at("cornerRadius") { (r: inout Self) throws(Failure) in
                try r.length(v, "cornerRadius")
            }
        }
        var shrinksHeads = false
        if let v = member(fields, "shrinksHeads") {
            shrinksHeads = try at("shrinksHeads") { (r: inout Self) throws(Failure) in try r.bool(v) }
        }
        return ArrowStyle(startHead: startHead, endHead: endHead, body: body, bend: bend, cornerRadius: cornerRadius,
                          shrinksHeads: shrinksHeads)
    }

    /// A head: a name the lookup knows (``ArrowHead/none`` always), or an embedded head object
    /// built through ``ArrowHead``'s throwing initialiser.
    private mutating func head(_ value: Value) throws(Failure) -> ArrowHead {
        if let name = input.string(value) {
            guard let head = lookup.head(named: name) else {
                throw error("unknown head '\(name)': the template lookup does not know it (a head it does not know is embedded as an object)")
            }
            return head
        }
        guard input.members(value) != nil else { throw error("expected a head (a name or an object), found \(input.kind(of: value))") }
        let fields = try members(value, what: "a head", keys: Keys.headKeys)
        let nameValue = try required(fields, "name", in: "a head")
        let name = try at("name") { (r: inout Self) throws(Failure) in try r.string(nameValue) }
        var outline = BezierPath(), spine = BezierPath(), attachment = 0.0, lineWidth = 2.0
        var frame: Rect?
        if let v = member(fields, "outline") { outline = try at("outline") { (r: inout Self) throws(Failure) in try r.path(v) } }
        if let v = member(fields, "spine") { spine = try at("spine") { (r: inout Self) throws(Failure) in try r.path(v) } }
        if let v = member(fields, "attachment") {
            attachment = try at("attachment") { (r: inout Self) throws(Failure) in
                try r.length(v, "attachment")
            }
        }
        if let v = member(fields, "frame") {
            let f = try at("frame") { (r: inout Self) throws(Failure) in
                try r.coordinates(v, "[x, y, width, height]", count: 4, .coordinate)
            }
            frame = Rect(x: f[0], y: f[1], width: f[2], height: f[3])
        }
        if let v = member(fields, "lineWidth") {
            lineWidth = try at("lineWidth") { (r: inout Self) throws(Failure) in try r.length(v, "lineWidth") }
        }
        do {
            return try ArrowHead(storedName: name, outline: outline, spine: spine, attachment: attachment, frame: frame,
                                 lineWidth: lineWidth)
        } catch {
            let key: [ArrowSceneDocumentError.PathComponent]
            switch error {
            case .shapeOutsideFrame: key = [.key("frame")]
            case .lineWidthOutOfRange: key = [.key("lineWidth")]
            case .attachmentOffAxis: key = [.key("attachment")]
            case .nonFiniteValue: key = []
            }
            throw ArrowSceneDocumentError(path: prefix + path + key, message: "invalid head: \(error.description)")
        }
    }

    /// Reads an arrow's optional `style` into the arrow; leaves it as its template starts it
    /// without one.
    private mutating func applyStyle(_ fields: Members, to arrow: inout Arrow) throws(Failure) {
        guard let v = member(fields, "style") else { return }
        let style = try at("style") { (r: inout Self) throws(Failure) in try r.style(v) }
        arrow.setStyle(style, sharing: &styles)
    }

    // MARK: Labels


    /// An arrow's `label`: `{"text": "Hello", "width": 35, "height": 14, "fraction": 0.5,
    /// "offset": 0}`, `fraction` (0.5) and `offset` (0) optional, every number checked by
    /// ``ArrowLabel``'s initialiser and a mistake named at its key.
    private mutating func label(_ value: Value) throws(Failure) -> ArrowLabel {
        let fields = try members(value, what: "a label", keys: Keys.labelKeys)
        let textValue = try required(fields, "text", in: "a label")
        let widthValue = try required(fields, "width", in: "a label")
        let heightValue = try required(fields, "height", in: "a label")
        let text = try at("text") { (r: inout Self) throws(Failure) in try r.string(textValue) }
        let width = try at("width") { (r: inout Self) throws(Failure) in try r.number(widthValue) }
        let height = try at("height") { (r: inout Self) throws(Failure) in try r.number(heightValue) }
        var fraction = 0.5, offset = 0.0
        if let v = member(fields, "fraction") { fraction = try at("fraction") { (r: inout Self) throws(Failure) in try r.number(v) } }
        if let v = member(fields, "offset") { offset = try at("offset") { (r: inout Self) throws(Failure) in try r.number(v) } }
        do {
            return try ArrowLabel(text, width: width, height: height, fraction: fraction, offset: offset)
        } catch {
            throw ArrowSceneDocumentError(path: prefix + path + [.key(error.field.rawValue)], message: error.description)
        }
    }

    /// Reads an arrow's optional `label` into the arrow.
    private mutating func applyLabel(_ fields: Members, to arrow: inout Arrow) throws(Failure) {
        guard let v = member(fields, "label") else { return }
        arrow.label = try at("label") { (r: inout Self) throws(Failure) in try r.label(v) }
    }

    // MARK: Arrows

    /// A standalone arrow: `{"template": NAME or {template}, "start": [x, y], "end": [x, y]}`,
    /// and its `style` and `label` when it has them.
    mutating func arrow(_ value: Value) throws(Failure) -> Arrow {
        let fields = try members(value, what: "an arrow", keys: ["template", "start", "end", "style", "label"])
        let templateValue = try required(fields, "template", in: "an arrow")
        let template = try at("template") { (r: inout Self) throws(Failure) -> ArrowTemplate in
            if r.input.members(templateValue) != nil { return try r.template(templateValue, defaultName: nil) }
            let name = try r.string(templateValue)
            guard let found = r.lookup.template(named: name) else { throw r.error("unknown template '\(name)'") }
            return found
        }
        let (start, end) = try tips(fields, in: "an arrow")
        // Finite by construction, so the initialiser cannot fail.
        var arrow = Arrow(template: template, start: start, end: end) ?? Arrow(template: template)
        try applyStyle(fields, to: &arrow)
        try applyLabel(fields, to: &arrow)
        return arrow
    }

    private mutating func tips(_ fields: Members, in what: String) throws(Failure) -> (Point, Point) {
        try tips(try required(fields, "start", in: what), try required(fields, "end", in: what))
    }

    /// The tips, from the values of `start` and `end`.
    private mutating func tips(_ startValue: Value, _ endValue: Value) throws(Failure) -> (Point, Point) {
        let start = try at("start") { (r: inout Self) throws(Failure) in try r.point(startValue, .tip) }
        let end = try at("end") { (r: inout Self) throws(Failure) in try r.point(endValue, .tip) }
        return (start, end)
    }

    // MARK: Scenes

    /// Reads a scene document: checks `format`, then reads by `version`.
    ///
    /// How versions are read: the reader switches on `version`. Version 1 is
    /// ``arrows(version1:reserve:id:)``. A future version 2 adds a `case 2` with its own reader
    /// and keeps `case 1` as it is, so every version 1 document reads on as before (a version 2
    /// reader may also build a version 1 reading and then upgrade it, for instance give new
    /// per-arrow options their defaults). A version above ``SceneDocumentWriter/version`` is
    /// refused with advice to update, before any other key is looked at, since a newer document
    /// may hold keys and meanings this reader cannot know.
    ///
    /// Only the ids depend on `ID`; the rest is read by methods that do not, and this one is
    /// inlined into its caller, whose input is known: so the rest is compiled for that input
    /// (called from code generic in `ID`, a method generic in the input too would run unspecialized,
    /// every value asked for through the protocol).
    ///
    /// The ids of the common types, `Int` and `String`, are read by code compiled for them: code
    /// generic in `ID` asks for the type of its id array and map at every arrow, and hashes
    /// through tables.
    @inline(__always)
    mutating func scene<ID: Decodable & Hashable & Sendable>(_ value: Value) throws(Failure) -> ArrowScene<ID> {
        if ID.self == Int.self, let scene = try scene(value, ids: Int.self) as? ArrowScene<ID> { return scene }
        if ID.self == String.self, let scene = try scene(value, ids: String.self) as? ArrowScene<ID> { return scene }
        return try scene(value, ids: ID.self)
    }

    /// ``scene(_:)`` for ids of type `ID` (inlined for the same reason).
    @inline(__always)
    private mutating func scene<ID: Decodable & Hashable & Sendable>(_ value: Value, ids: ID.Type) throws(Failure) -> ArrowScene<ID> {
        let version = try version(value)
        switch version {
        case 1:
            // The scene's own tables, filled as the arrows are read and handed over at the end:
            // the items are not copied again, and the ids are hashed once (the check for
            // duplicates makes the map from ids to slots).
            var ids: [ID] = [], slots: [ID: Int32] = [:]
            let items = try arrows(version1: value) { count in
                ids.reserveCapacity(count)
                slots.reserveCapacity(count)
            } id: { (r: inout Self, value: Value, i: Int, fields: Members) throws(Failure) in
                let id: ID = try r.id(value)
                if let first = slots.updateValue(Int32(i), forKey: id) {
                    slots[id] = first
                    throw r.error("the id \(r.idText(fields)) is already arrows[\(first)]'s: ids must be unique")
                }
                ids.append(id)
            }
            return ArrowScene(ids: ids, slots: slots, items: items, styles: styles)
        default: throw error("document version \(version) cannot be read")  // refused by `version(_:)`
        }
    }

    /// Checks a scene document's `format` and reads its `version`, one this library reads.
    private mutating func version(_ value: Value) throws(Failure) -> Int {
        guard let fields = input.members(value) else {
            throw error("expected a BezierArrow scene document (an object with \"format\": \"\(SceneDocumentWriter.format)\"), found \(input.kind(of: value))")
        }
        guard let format = member(fields, "format") else {
            throw error("missing key 'format': not a BezierArrow scene document (\"format\": \"\(SceneDocumentWriter.format)\")")
        }
        try at("format") { (r: inout Self) throws(Failure) in
            let text = try r.string(format)
            guard text == SceneDocumentWriter.format else {
                throw r.error("the format is '\(text)', not '\(SceneDocumentWriter.format)': not a BezierArrow scene document")
            }
        }
        guard let versionValue = member(fields, "version") else { throw error("missing key 'version' in the scene document") }
        return try at("version") { (r: inout Self) throws(Failure) -> Int in
            guard let v = r.input.number(versionValue)?.integer, v >= 1 else {
                let found = r.input.number(versionValue) != nil ? r.input.json(versionValue).text(multilineDepth: 0).dropLast().description
                    : r.input.kind(of: versionValue)
                throw r.error("expected a document version (an integer from 1), found \(found)")
            }
            guard v <= SceneDocumentWriter.version else {
                throw r.error("document version \(v) is newer than this library reads (\(SceneDocumentWriter.version)): update BezierArrow")
            }
            return v
        }
    }

    /// Version 1: `templates` (optional) embeds templates by key, `arrows` lists the arrows in
    /// drawing order.
    ///
    /// - Parameters:
    ///   - reserve: told the number of arrows before the first is read.
    ///   - id: reads arrow `i`'s id (its value, the arrow's members for messages), with the
    ///     reader at `arrows[i].id`.
    /// - Returns: the arrows' items, in drawing order.
    private mutating func arrows(version1 value: Value, reserve: (Int) -> Void,
                                 id: (inout Self, Value, Int, Members) throws(Failure) -> Void) throws(Failure) -> [ArrowSceneItem] {
        let fields = try members(value, what: "a scene document", keys: Keys.sceneKeys)
        var embedded: [String: ArrowTemplate] = [:]
        if let templates = member(fields, "templates") {
            try at("templates") { (r: inout Self) throws(Failure) in
                guard let entries = r.input.members(templates) else {
                    throw r.error("expected the embedded templates by name (an object), found \(r.input.kind(of: templates))")
                }
                for entry in r.input.list(entries) {
                    embedded[entry.key] = try r.at(entry.key) { (r: inout Self) throws(Failure) in
                        guard !entry.key.isEmpty else { throw r.error("a template's key must not be empty") }
                        return try r.template(entry.value, defaultName: entry.key)
                    }
                }
            }
        }
        let arrowsValue = try required(fields, "arrows", in: "a scene document")
        var items: [ArrowSceneItem] = []
        try at("arrows") { (r: inout Self) throws(Failure) in
            guard let arrows = r.input.elements(arrowsValue) else {
                throw r.error("expected the arrows (an array), found \(r.input.kind(of: arrowsValue))")
            }
            // A scene numbers its slots with `Int32`.
            guard arrows.count <= Int(Int32.max) else { throw r.error("a scene holds at most \(Int32.max) arrows") }
            reserve(arrows.count)
            items.reserveCapacity(arrows.count)
            // One arrow drawn at rest per template; each arrow copies it and moves its tips. By
            // index, so that the arrow is copied once, into its item (a lookup by name would
            // hand out a copy to copy again).
            var prototypes: [Arrow] = [], prototypeIndices: [String: Int] = [:]
            for (i, arrowValue) in arrows.enumerated() {
                try r.at(i) { (r: inout Self) throws(Failure) in
                    let (fields, idValue, templateValue, startValue, endValue) = try r.arrowMembers(arrowValue)
                    try r.at("id") { (r: inout Self) throws(Failure) in try id(&r, idValue, i, fields) }
                    let prototype = try r.at("template") { (r: inout Self) throws(Failure) -> Int in
                        let name = try r.string(templateValue)
                        if let index = prototypeIndices[name] { return index }
                        guard let template = embedded[name] ?? r.lookup.template(named: name) else {
                            throw r.error("unknown template '\(name)': the document does not embed it in \"templates\" and the template lookup does not know it")
                        }
                        prototypes.append(Arrow(template: template))
                        prototypeIndices[name] = prototypes.count - 1
                        return prototypes.count - 1
                    }
                    let (start, end) = try r.tips(startValue, endValue)
                    // Most arrows have only their four required members: then the optional
                    // ones are not looked for, and the arrow is drawn in its prototype, whose
                    // tap target's block is its own again once the item's has moved to a block
                    // of its size (the scene keeps it so): the block is rewritten in place, not
                    // allocated for the drawing and again for the scene.
                    guard r.input.count(fields) > 4 else {
                        prototypes[prototype].setTips(start: start, end: end)
                        // Made in place in the array, not moved into it (`consume item` would,
                        // but inside a closure with a typed throw it crashes the compiler of
                        // the oldest supported SDKs' standard library).
                        items.append(ArrowSceneItem(arrow: prototypes[prototype]))
                        items[items.count - 1].arrow.preparedPath.shrinkToFit()
                        return
                    }
                    var item = ArrowSceneItem(arrow: prototypes[prototype])
                    try r.applyStyle(fields, to: &item.arrow)
                    item.arrow.setTips(start: start, end: end)
                    try r.applyLabel(fields, to: &item.arrow)
                    if let v = r.member(fields, "hidden") { item.isHidden = try r.at("hidden") { (r: inout Self) throws(Failure) in try r.bool(v) } }
                    if let v = r.member(fields, "interactive") { item.isInteractive = try r.at("interactive") { (r: inout Self) throws(Failure) in try r.bool(v) } }
                    if let v = r.member(fields, "alpha") {
                        item.alpha = try r.at("alpha") { (r: inout Self) throws(Failure) in
                            try r.number(v)
                        }
                    }
                    if let v = r.member(fields, "touchInset") {
                        let m = AcceptedRange.maxMagnitude
                        item.touchInset = try r.at("touchInset") { (r: inout Self) throws(Failure) in try r.number(v, .touchInset, in: -m...m) }
                    }
                    items.append(item)
                }
            }
        }
        return items
    }

    /// The members of an arrow in a scene document, checked for unknown keys as
    /// ``members(_:what:keys:)`` checks them, and the values of its four required ones.
    ///
    /// Most arrows have only those four members (`id`, `template`, `start`, `end`): four
    /// distinct keys found among four members are all the object has, so the pass that compares
    /// every key with every known one (half the key comparisons of reading such an arrow) is
    /// left out. Any other object gets that pass first, so an unknown key is named before a
    /// missing one.
    @inline(__always)
    private func arrowMembers(_ value: Value) throws(Failure) -> (Members, id: Value, template: Value, start: Value, end: Value) {
        if let fields = input.members(value), input.count(fields) == 4,
           let id = member(fields, "id"), let template = member(fields, "template"),
           let start = member(fields, "start"), let end = member(fields, "end") {
            return (fields, id, template, start, end)
        }
        let fields = try members(value, what: "an arrow", keys: Keys.sceneArrowKeys)
        return (fields, try required(fields, "id", in: "an arrow"), try required(fields, "template", in: "an arrow"),
                try required(fields, "start", in: "an arrow"), try required(fields, "end", in: "an arrow"))
    }

    /// An arrow id, through its own `Decodable` conformance.
    ///
    /// Inlined where ``scene(_:)`` reads ids, for the same reason as it (the input known there).
    @inline(__always)
    private func id<ID: Decodable>(_ value: Value) throws(Failure) -> ID {
        // The common ids directly, any other through its `Decodable` conformance.
        if ID.self == Int.self, let i = input.number(value)?.integer, let id = i as? ID { return id }
        if ID.self == String.self, let s = input.string(value), let id = s as? ID { return id }
        let codingPath: [any CodingKey] = (prefix + path).map { component in
            switch component {
            case .key(let k): JSONKey(k)
            case .index(let i): JSONIndexKey(intValue: i)
            }
        }
        do {
            return try ID(from: JSONValueDecoder(input.json(value), codingPath: codingPath, userInfo: userInfo))
        } catch {
            throw ArrowSceneDocumentError.from(error)
        }
    }

    /// An id as the document writes it, for messages.
    private func idText(_ fields: Members) -> String {
        guard let value = member(fields, "id") else { return "" }
        return input.json(value).text(multilineDepth: 0).dropLast().description
    }
}

/// The keys of the document's objects, and its limits, as ``SceneDocumentReader`` reads them.
enum SceneDocumentKeys {
    /// The keys of a template object, as in a `.arrow` file.
    static let templateKeys = ["name", "outline", "spine", "start", "end", "orientation", "handles",
                               "lineWidth", "hitWidth", "fillRule", "cap", "join", "miterLimit", "dash", "dashOffset"]
    /// The most elements a template's outline or spine may have in a document
    /// (`AcceptedRange.maxOutlineElements`).
    static let maxPathElements = AcceptedRange.maxOutlineElements
    /// The keys of an arrow's `style`.
    static let styleKeys = ["startHead", "endHead", "body", "bend", "cornerRadius", "shrinksHeads"]
    /// The keys of a head a style embeds, in head coordinates (the tip at the origin, pointing
    /// along +x; `attachment` is how far back from the tip the body stops).
    static let headKeys = ["name", "outline", "spine", "attachment", "frame", "lineWidth"]
    /// The keys of an arrow's `label`.
    static let labelKeys = ["text", "width", "height", "fraction", "offset"]
    /// The keys of a version 1 scene document.
    static let sceneKeys = ["format", "version", "templates", "arrows"]
    /// The keys of an arrow in a version 1 scene document.
    static let sceneArrowKeys = ["id", "template", "start", "end", "style", "label", "hidden", "interactive", "alpha",
                                 "touchInset"]
}
