import BezierArrow

extension SVGTemplateParser {
    /// A role element's path in root coordinates; for a group, the paths of every shape in it
    /// (roles other than the group's own excepted), one after the other.
    func geometry(of index: Int) throws(SVGReadError) -> BezierPath {
        let e = document.elements[index]
        var path = BezierPath()
        if e.localName == "g" {
            for i in drawn where isAncestor(index, of: i) && SVGShapes.names.contains(document.elements[i].localName) {
                path.append(try transformedPath(of: i))
            }
        } else {
            path = try transformedPath(of: index)
        }
        guard !path.isEmpty else {
            throw SVGReadError(message: "\(e.displayName) draws nothing: \(e.localName == "path" ? "its 'd' is empty" : "it has no size or no points")",
                               location: e.location)
        }
        return path
    }

    private func transformedPath(of index: Int) throws(SVGReadError) -> BezierPath {
        let m = transforms[index] ?? .identity
        let local = try SVGShapes.path(of: index, in: document)
        let path = m.isIdentity ? local : local.transformed(by: m)
        guard let far = TemplateReader.firstPointBeyondLimit(of: path) else { return path }
        let e = document.elements[index]
        if m.isIdentity, e.localName == "path", let d = e.attributes["d"],
           let offset = TemplateReader.offsetOfFirstNumberBeyondLimit(in: d) {
            throw document.error(SVGValueError(offset: Self.utf8Offset(ofScalar: offset, in: d),
                                               message: "a number in 'd' is beyond the coordinate limit: \(Self.limitText)"),
                                 attribute: "d", in: index)
        }
        guard far.isFinite else {
            throw SVGReadError(message: "the coordinates of \(e.displayName) are not finite numbers once its transforms are applied",
                               location: e.location)
        }
        throw SVGReadError(message: "\(e.displayName) reaches \(SwiftLiteral.pair(far))\(m.isIdentity ? "" : " once its transforms are applied"), beyond the coordinate limit: \(Self.limitText)",
                           location: e.location)
    }

    /// How the coordinate limit reads in messages, as for `.arrow` templates.
    static var limitText: String {
        "template coordinates lie within ±\(SwiftLiteral.double(TemplateReader.coordinateLimit))"
    }

    /// Whether every number of a rectangle or point lies within the coordinate limit.
    static func isWithinLimit(_ values: Double...) -> Bool {
        values.allSatisfy { abs($0) <= TemplateReader.coordinateLimit }
    }

    /// The UTF-8 offset of a Unicode scalar offset in a text.
    static func utf8Offset(ofScalar offset: Int, in text: String) -> Int {
        String(String.UnicodeScalarView(text.unicodeScalars.prefix(offset))).utf8.count
    }

    /// A frame `<rect>` in root coordinates: it must stay axis-aligned.
    func frame(_ index: Int, _ what: String) throws(SVGReadError) -> Rect {
        let e = document.elements[index]
        let r = try SVGShapes.rect(of: index, in: document)
        let m = transforms[index] ?? .identity
        let scale = max(abs(m.a), abs(m.b), abs(m.c), abs(m.d))
        let tolerance = Self.axisTolerance * scale
        let frame: Rect
        if abs(m.b) <= tolerance && abs(m.c) <= tolerance {
            frame = Rect(x: m.a * r.x + m.tx, y: m.d * r.y + m.ty, width: m.a * r.width, height: m.d * r.height)
        } else if abs(m.a) <= tolerance && abs(m.d) <= tolerance {
            // A quarter turn: x comes from y and y from x.
            frame = Rect(x: m.c * r.y + m.tx, y: m.b * r.x + m.ty, width: m.c * r.height, height: m.b * r.width)
        } else {
            throw SVGReadError(message: "\(what) \(e.displayName) is rotated or skewed by a transform (on it or a group around it): frames must stay axis-aligned, so use only translate and scale on them",
                               location: e.location)
        }
        guard Self.isWithinLimit(frame.minX, frame.minY, frame.maxX, frame.maxY) else {
            let corners = "\(SwiftLiteral.pair(frame.origin)) to \(SwiftLiteral.pair(Point(frame.maxX, frame.maxY)))"
            throw SVGReadError(message: "\(what) \(e.displayName) spans \(corners), beyond the coordinate limit: \(Self.limitText)",
                               location: e.location)
        }
        return frame
    }

    /// A tip: the center of a circle or ellipse, in root coordinates.
    func tip(_ index: Int) throws(SVGReadError) -> Point {
        let c = try SVGShapes.center(of: index, in: document)
        let m = transforms[index] ?? .identity
        let p = m.isIdentity ? c : m.apply(c)
        guard Self.isWithinLimit(p.x, p.y) else {
            throw SVGReadError(message: "the center of \(document.elements[index].displayName) is at \(SwiftLiteral.pair(p)), beyond the coordinate limit: \(Self.limitText)",
                               location: document.elements[index].location)
        }
        return p
    }

    /// The tip of a frame without a tip circle: the midpoint of its outer edge, the one facing
    /// away from the other frame (a left or right edge when the frames' centers lie further apart
    /// horizontally than vertically, else a top or bottom edge).
    static func defaultTip(of frame: Rect, awayFrom other: Rect) -> Point {
        let d = other.center - frame.center
        if abs(d.x) >= abs(d.y) {
            return Point(d.x >= 0 ? frame.minX : frame.maxX, frame.minY + frame.height / 2)
        }
        return Point(frame.minX + frame.width / 2, d.y >= 0 ? frame.minY : frame.maxY)
    }
}
