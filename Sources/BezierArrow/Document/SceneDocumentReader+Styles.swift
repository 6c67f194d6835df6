extension SceneDocumentReader {
    /// An arrow's `style`: `null` for the template's own drawing, else
    /// `{"startHead": HEAD, "endHead": HEAD, "body": "arc", "bend": 40, "cornerRadius": 8,
    /// "shrinksHeads": true}`, each head a name for the lookup or an embedded head. Left-out keys
    /// take ``ArrowStyle``'s defaults (no start head, a straight body, no bend, corners of 8,
    /// heads that keep their size), but `endHead` is
    /// required, as ``ArrowStyle/init(startHead:endHead:body:bend:cornerRadius:shrinksHeads:)``
    /// requires it. The body state's keys (`bend`, and from version 3 `waypoints` and
    /// `keptSegments`) are read by ``ArrowBodyState``.
    private mutating func style(_ value: Value) throws(Failure) -> ArrowStyle? {
        if input.isNull(value) { return nil }
        if !readsWaypoints, let fields = input.members(value) {
            for key in ArrowBodyState.waypointDocumentKeys where member(fields, key) != nil {
                try at(key) { (r: inout Self) throws(Failure) in
                    throw r.error("unknown key '\(key)' in a style: waypoints need document version 3 (this document is version 1 or 2)")
                }
            }
        }
        let fields = try members(value, what: "a style", keys: readsWaypoints ? Keys.styleKeys : Keys.styleKeysBeforeWaypoints)
        let endValue = try required(fields, "endHead", in: "a style")
        var startHead = ArrowHead.none, body = ArrowBodyKind.straight, cornerRadius = 8.0
        if let v = member(fields, "startHead") { startHead = try at("startHead") { (r: inout Self) throws(Failure) in try r.head(v) } }
        let endHead = try at("endHead") { (r: inout Self) throws(Failure) in try r.head(endValue) }
        if let v = member(fields, "body") { body = try at("body") { (r: inout Self) throws(Failure) in try r.option(v, "body") } }
        let bodyState = try ArrowBodyState.read(fields, with: &self)
        if let v = member(fields, "cornerRadius") {
            cornerRadius = try at("cornerRadius") { (r: inout Self) throws(Failure) in
                try r.length(v, "cornerRadius")
            }
        }
        var shrinksHeads = false
        if let v = member(fields, "shrinksHeads") {
            shrinksHeads = try at("shrinksHeads") { (r: inout Self) throws(Failure) in try r.bool(v) }
        }
        var style = ArrowStyle(startHead: startHead, endHead: endHead, body: body, cornerRadius: cornerRadius,
                               shrinksHeads: shrinksHeads)
        style.bodyState = bodyState
        return style
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
    mutating func applyStyle(_ fields: Members, to arrow: inout Arrow) throws(Failure) {
        guard let v = member(fields, "style") else { return }
        let style = try at("style") { (r: inout Self) throws(Failure) in try r.style(v) }
        arrow.setStyle(style, sharing: &styles)
    }
}
