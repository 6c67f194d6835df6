extension SceneDocumentReader {
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
    func path(_ value: Value) throws(Failure) -> BezierPath {
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
    private mutating func end(_ value: Value) throws(Failure) -> ArrowHeadFrame {
        let fields = try members(value, what: "an end", keys: ["frame", "tip"])
        let frameValue = try required(fields, "frame", in: "an end"), tipValue = try required(fields, "tip", in: "an end")
        let f = try at("frame") { (r: inout Self) throws(Failure) in
            try r.coordinates(frameValue, "[x, y, width, height]", count: 4, .coordinate)
        }
        let tip = try at("tip") { (r: inout Self) throws(Failure) in try r.point(tipValue, .coordinate) }
        return ArrowHeadFrame(frame: Rect(x: f[0], y: f[1], width: f[2], height: f[3]), tip: tip)
    }
}
