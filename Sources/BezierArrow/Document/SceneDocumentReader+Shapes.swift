extension SceneDocumentReader {
    /// A shape of a version 2 document, its members already checked against
    /// ``SceneDocumentKeys/shapeKeys`` and its id read by the caller: `kind` and the geometry that
    /// kind takes, `transform`, and the view properties, built through ``SceneShape``'s throwing
    /// initialiser.
    ///
    /// The kinds and their geometry, in the shape's own coordinates: `rectangle` and `ellipse` a
    /// `rect` (`[x, y, width, height]`), `roundedRectangle` a `rect` and a `cornerRadius`, `path`
    /// SVG path data (`path`). A key the kind does not take is an error, not ignored: a document
    /// that says two things about one shape is not read as either.
    mutating func shape(_ fields: Members) throws(Failure) -> SceneShapeItem {
        let kindValue = try required(fields, "kind", in: "a shape")
        let kind = try at("kind") { (r: inout Self) throws(Failure) in try r.string(kindValue) }
        let outline: SceneShape.Outline
        switch kind {
        case "rectangle", "roundedRectangle", "ellipse":
            try refuse("path", in: fields, kind: kind)
            let rectValue = try required(fields, "rect", in: "a \(kind)")
            let rect = try at("rect") { (r: inout Self) throws(Failure) in try r.localRect(rectValue) }
            if kind == "roundedRectangle" {
                let radiusValue = try required(fields, "cornerRadius", in: "a roundedRectangle")
                let radius = try at("cornerRadius") { (r: inout Self) throws(Failure) in try r.length(radiusValue, "corner radius") }
                outline = .roundedRectangle(rect, cornerRadius: radius)
            } else {
                try refuse("cornerRadius", in: fields, kind: kind)
                outline = kind == "rectangle" ? .rectangle(rect) : .ellipse(rect)
            }
        case "path":
            try refuse("rect", in: fields, kind: kind)
            try refuse("cornerRadius", in: fields, kind: kind)
            let pathValue = try required(fields, "path", in: "a path shape")
            outline = .path(try at("path") { (r: inout Self) throws(Failure) -> BezierPath in
                let path = try r.path(pathValue)
                guard !path.isEmpty else { throw r.error("the path is empty: a path shape needs an outline") }
                return path
            })
        default:
            throw ArrowSceneDocumentError(path: prefix + path + [.key("kind")],
                                          message: "unknown shape kind '\(kind)': expected 'rectangle', 'roundedRectangle', 'ellipse' or 'path'")
        }
        var transform = Transform2D.identity
        if let v = member(fields, "transform") {
            transform = try at("transform") { (r: inout Self) throws(Failure) in
                let e = try r.elements(v, "[a, b, c, d, tx, ty]", count: 6)
                var c: [Double] = []
                for i in 0..<6 { c.append(try r.at(i) { (r: inout Self) throws(Failure) in try r.number(e[i]) }) }
                return Transform2D(a: c[0], b: c[1], c: c[2], d: c[3], tx: c[4], ty: c[5])
            }
        }
        let shape: SceneShape
        do {
            shape = try SceneShape(outline, transform: transform)
        } catch {
            throw self.error("invalid shape: \(error.description)")
        }
        var item = SceneShapeItem(shape: shape)
        if let v = member(fields, "hidden") { item.isHidden = try at("hidden") { (r: inout Self) throws(Failure) in try r.bool(v) } }
        if let v = member(fields, "interactive") { item.isInteractive = try at("interactive") { (r: inout Self) throws(Failure) in try r.bool(v) } }
        if let v = member(fields, "alpha") { item.alpha = try at("alpha") { (r: inout Self) throws(Failure) in try r.number(v) } }
        // Only a version 3 shape's keys allow it.
        if let v = member(fields, "obstacle") { item.isObstacle = try at("obstacle") { (r: inout Self) throws(Failure) in try r.bool(v) } }
        return item
    }

    /// A shape's `rect`: `[x, y, width, height]`, coordinates within `AcceptedRange`, the size
    /// not negative (a document writes rectangles as ``Rect`` keeps them, by their minimum corner).
    private mutating func localRect(_ value: Value) throws(Failure) -> Rect {
        let f = try coordinates(value, "[x, y, width, height]", count: 4, .coordinate)
        for (i, name) in [(2, "width"), (3, "height")] where f[i] < 0 {
            throw ArrowSceneDocumentError(path: prefix + path + [.index(i)],
                                          message: "the rect's \(name) \(AcceptedRangeError.text(f[i])) is negative: give the minimum corner and a size of 0 or more")
        }
        return Rect(x: f[0], y: f[1], width: f[2], height: f[3])
    }

    /// Refuses a key a shape of this kind does not take.
    private func refuse(_ key: String, in fields: Members, kind: String) throws(Failure) {
        guard member(fields, key) != nil else { return }
        throw ArrowSceneDocumentError(path: prefix + path + [.key(key)], message: "a shape of kind '\(kind)' has no '\(key)'")
    }
}
