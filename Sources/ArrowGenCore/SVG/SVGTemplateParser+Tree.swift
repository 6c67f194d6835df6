import BezierArrow

extension SVGTemplateParser {
    /// Records the transform of every drawn element under `index`.
    ///
    /// Containers (`g`, `a`, `switch`, nested `svg`) and shapes are drawn; everything else
    /// (`defs`, `symbol`, `clipPath`, `mask`, `marker`, `pattern`, `style`, `metadata`, `title`,
    /// `text`, `image`, `use`, and elements of other namespaces such as `sodipodi:namedview`) is
    /// skipped with all it contains.
    mutating func walk(_ index: Int, _ parent: Transform2D) throws(SVGReadError) {
        for child in document.elements[index].children {
            let e = document.elements[child]
            guard e.isSVG else { continue }
            let isContainer = ["g", "a", "switch", "svg"].contains(e.localName)
            guard isContainer || SVGShapes.names.contains(e.localName) else { continue }
            var local = try localTransform(of: child)
            if e.localName == "svg" { local = try viewport(of: child).concatenating(local) }
            let m = local.concatenating(parent)
            transforms[child] = m
            drawn.append(child)
            if isContainer { try walk(child, m) }
        }
    }

    /// An element's `transform` attribute, or the identity.
    func localTransform(of index: Int) throws(SVGReadError) -> Transform2D {
        guard let value = document.elements[index].attributes["transform"] else { return .identity }
        do {
            return try SVGTransform.parse(value)
        } catch {
            throw document.error(error, attribute: "transform", in: index)
        }
    }

    /// The transform a nested `<svg>` establishes: its `x`/`y`, and with a `viewBox` the mapping of
    /// that box into its `width` x `height` viewport by `preserveAspectRatio` (SVG 1.1 section 7.8).
    private func viewport(of index: Int) throws(SVGReadError) -> Transform2D {
        let e = document.elements[index]
        func length(_ name: String) throws(SVGReadError) -> Double? {
            guard let v = e.attributes[name] else { return nil }
            do { return try SVGValueScanner.length(v, "'\(name)'") } catch { throw document.error(error, attribute: name, in: index) }
        }
        let x = try length("x") ?? 0, y = try length("y") ?? 0
        guard let viewBox = e.attributes["viewBox"] else { return Transform2D(translationX: x, y: y) }
        let box: [Double]
        do { box = try SVGValueScanner.numbers(viewBox, "a viewBox number") } catch { throw document.error(error, attribute: "viewBox", in: index) }
        guard box.count == 4, box[2] > 0, box[3] > 0 else {
            throw SVGReadError(message: "a viewBox is 4 numbers 'min-x min-y width height' with a positive width and height",
                               location: document.location(ofAttribute: "viewBox", in: index))
        }
        guard let width = try length("width"), let height = try length("height") else {
            throw SVGReadError(message: "a nested <svg> with a viewBox needs an absolute width and height to place its contents",
                               location: e.location)
        }
        var sx = width / box[2], sy = height / box[3]
        let words = (e.attributes["preserveAspectRatio"] ?? "xMidYMid meet").split(separator: " ").map(String.init)
        let align = words.first ?? "xMidYMid"
        var dx = 0.0, dy = 0.0
        if align != "none" {
            let s = words.contains("slice") ? max(sx, sy) : min(sx, sy)
            sx = s
            sy = s
            let freeX = width - box[2] * s, freeY = height - box[3] * s
            dx = align.hasPrefix("xMid") ? freeX / 2 : align.hasPrefix("xMax") ? freeX : 0
            dy = align.hasSuffix("YMid") ? freeY / 2 : align.hasSuffix("YMax") ? freeY : 0
        }
        return Transform2D(a: sx, b: 0, c: 0, d: sy, tx: x + dx - box[0] * sx, ty: y + dy - box[1] * sy)
    }

    /// Whether an element lies inside one of `candidates`.
    func hasAncestor(of index: Int, in candidates: Set<Int>) -> Bool {
        var p = document.elements[index].parent
        while let q = p {
            if candidates.contains(q) { return true }
            p = document.elements[q].parent
        }
        return false
    }

    /// Whether `ancestor` contains `index`.
    func isAncestor(_ ancestor: Int, of index: Int) -> Bool {
        var p = document.elements[index].parent
        while let q = p {
            if q == ancestor { return true }
            p = document.elements[q].parent
        }
        return false
    }
}
