import BezierArrow

/// The geometry of SVG's shape elements in their own user space (before any `transform`).
///
/// Each shape becomes the path SVG defines as its equivalent (SVG 1.1 chapters 8 and 9, SVG 2
/// section 10 for the exact command sequences): `path` from its `d`; `rect` from `x y width
/// height rx ry` (rounded corners as elliptical arcs); `circle` and `ellipse` as four arcs;
/// `line` as a move and a line; `polyline` from its `points`, and `polygon` the same, closed.
/// A zero width, height or radius disables rendering (an empty path); a negative one is an
/// error, as SVG 1.1 says.
enum SVGShapes {
    /// The names of shape elements.
    static let names: Set<String> = ["path", "rect", "circle", "ellipse", "line", "polyline", "polygon"]

    /// The path of a shape element in its own user space.
    ///
    /// - Throws: ``SVGReadError`` at the offending character of a bad attribute value.
    static func path(of index: Int, in document: SVGDocument) throws(SVGReadError) -> BezierPath {
        let e = document.elements[index]
        func length(_ name: String, nonNegative: Bool = false) throws(SVGReadError) -> Double? {
            try self.length(name, of: index, in: document, nonNegative: nonNegative)
        }
        func requireFinite(_ values: Double...) throws(SVGReadError) {
            guard values.allSatisfy(\.isFinite) else {
                throw SVGReadError(message: "the coordinates of \(e.displayName) are too large to be finite numbers", location: e.location)
            }
        }
        switch e.localName {
        case "path":
            let d = e.attributes["d"] ?? ""
            do {
                return try BezierPath(svgPathData: d)
            } catch {
                let utf8Offset = SVGTemplateParser.utf8Offset(ofScalar: error.offset, in: d)
                throw document.error(SVGValueError(offset: utf8Offset, message: "bad path data: \(error.message)"),
                                     attribute: "d", in: index)
            }
        case "rect":
            let r = try rect(of: index, in: document)
            let (x, y, w, h) = (r.x, r.y, r.width, r.height)
            guard w > 0, h > 0 else { return BezierPath() }
            try requireFinite(x + w, y + h)
            // SVG 1.1 section 9.2: a missing radius takes the other's value; both are clamped to
            // half the side.
            let rx = min(r.rx ?? r.ry ?? 0, w / 2), ry = min(r.ry ?? r.rx ?? 0, h / 2)
            guard rx > 0, ry > 0 else {
                return BezierPath([.move(to: Point(x, y)), .line(to: Point(x + w, y)), .line(to: Point(x + w, y + h)),
                                   .line(to: Point(x, y + h)), .close])
            }
            return arcs("M \(x + rx) \(y) H \(x + w - rx) A \(rx) \(ry) 0 0 1 \(x + w) \(y + ry) V \(y + h - ry) "
                + "A \(rx) \(ry) 0 0 1 \(x + w - rx) \(y + h) H \(x + rx) A \(rx) \(ry) 0 0 1 \(x) \(y + h - ry) "
                + "V \(y + ry) A \(rx) \(ry) 0 0 1 \(x + rx) \(y) Z")
        case "circle", "ellipse":
            let cx = try length("cx") ?? 0, cy = try length("cy") ?? 0
            let rx: Double, ry: Double
            if e.localName == "circle" {
                rx = try length("r", nonNegative: true) ?? 0
                ry = rx
            } else {
                rx = try length("rx", nonNegative: true) ?? 0
                ry = try length("ry", nonNegative: true) ?? 0
            }
            guard rx > 0, ry > 0 else { return BezierPath() }
            try requireFinite(cx + rx, cx - rx, cy + ry, cy - ry)
            return arcs("M \(cx + rx) \(cy) A \(rx) \(ry) 0 0 1 \(cx) \(cy + ry) A \(rx) \(ry) 0 0 1 \(cx - rx) \(cy) "
                + "A \(rx) \(ry) 0 0 1 \(cx) \(cy - ry) A \(rx) \(ry) 0 0 1 \(cx + rx) \(cy) Z")
        case "line":
            let p0 = Point(try length("x1") ?? 0, try length("y1") ?? 0)
            let p1 = Point(try length("x2") ?? 0, try length("y2") ?? 0)
            return BezierPath([.move(to: p0), .line(to: p1)])
        case "polyline", "polygon":
            let points = try self.points(of: index, in: document)
            var path = BezierPath()
            for (i, p) in points.enumerated() {
                path.append(i == 0 ? .move(to: p) : .line(to: p))
            }
            if e.localName == "polygon", !points.isEmpty { path.close() }
            return path
        default:
            return BezierPath()
        }
    }

    /// A `rect`'s attributes as written (lengths in user units; a missing position is 0, a
    /// missing size 0, a missing radius nil).
    struct RectAttributes {
        var x: Double, y: Double, width: Double, height: Double
        var rx: Double?, ry: Double?
    }

    /// The attributes of a `rect`.
    ///
    /// - Throws: ``SVGReadError`` for a malformed or negative length.
    static func rect(of index: Int, in document: SVGDocument) throws(SVGReadError) -> RectAttributes {
        func length(_ name: String, nonNegative: Bool = false) throws(SVGReadError) -> Double? {
            try self.length(name, of: index, in: document, nonNegative: nonNegative)
        }
        return RectAttributes(x: try length("x") ?? 0, y: try length("y") ?? 0,
                              width: try length("width", nonNegative: true) ?? 0,
                              height: try length("height", nonNegative: true) ?? 0,
                              rx: try length("rx", nonNegative: true), ry: try length("ry", nonNegative: true))
    }

    /// A length attribute in user units, or nil when absent.
    private static func length(_ name: String, of index: Int, in document: SVGDocument,
                               nonNegative: Bool) throws(SVGReadError) -> Double? {
        let e = document.elements[index]
        guard let value = e.attributes[name] else { return nil }
        let v: Double
        do {
            v = try SVGValueScanner.length(value, "'\(name)'")
        } catch {
            throw document.error(error, attribute: name, in: index)
        }
        if nonNegative && v < 0 {
            throw SVGReadError(message: "'\(name)' of \(e.displayName) is negative (\(value)): it must be zero or more",
                               location: document.location(ofAttribute: name, in: index))
        }
        return v
    }

    /// The center of a `circle` or `ellipse` in its own user space.
    static func center(of index: Int, in document: SVGDocument) throws(SVGReadError) -> Point {
        Point(try length("cx", of: index, in: document, nonNegative: false) ?? 0,
              try length("cy", of: index, in: document, nonNegative: false) ?? 0)
    }

    /// The `points` of a polyline or polygon: pairs of numbers.
    private static func points(of index: Int, in document: SVGDocument) throws(SVGReadError) -> [Point] {
        var s = SVGValueScanner(document.elements[index].attributes["points"] ?? "")
        var out: [Point] = []
        do throws(SVGValueError) {
            s.skipSpaces()
            while !s.isAtEnd {
                let xStart = s.index
                let x = try s.number("an x coordinate")
                s.skipSeparator()
                guard !s.isAtEnd else {
                    throw SVGValueError(offset: xStart, message: "an odd number of coordinates: this x has no y")
                }
                let y = try s.number("a y coordinate")
                s.skipSeparator()
                out.append(Point(x, y))
            }
        } catch {
            throw document.error(error, attribute: "points", in: index)
        }
        return out
    }

    /// Path data made of arcs, as SVG defines rounded rectangles and ellipses.
    ///
    /// The text is built here from finite numbers printed by `Double.description` (which reads
    /// back exactly), so parsing it cannot fail; the arc-to-cubic conversion is then the same as
    /// for an `A` command in a `d` attribute.
    private static func arcs(_ data: String) -> BezierPath {
        (try? BezierPath(svgPathData: data)) ?? BezierPath()
    }
}
