import BezierArrow

extension SwiftRenderer {
    /// The outline's and spine's records, then the loops that read them: the large-template form
    /// (see ``straightLineElementLimit``).
    ///
    /// Each table is one explicitly typed `[Double]` literal of plain numbers, one record a line,
    /// so the type checker only gives every literal the contextual type `Double`. The loops make
    /// exactly the calls `ArrowTemplate.build` makes with its attached elements, whose data the
    /// records print with round-trip digits.
    ///
    /// A styled template (`drawsRecords` false) draws through its `template`, so only the
    /// records and the function that makes its rest paths from them are written.
    static func renderRecordTables(q: String, sw: String, _ t: ArrowTemplate, drawsRecords: Bool,
                                           into out: inout Output) {
        let reader = drawsRecords ? "``draw(_:with:into:)``" : "``restPath(_:)``"
        for (label, path, elements) in [("outline", t.outline, t.attachedOutline), ("spine", t.spine, t.attachedSpine)]
        where !elements.isEmpty {
            out.line("/// The \(label)'s \(elements.count) elements, one record a line, as \(reader) reads them.")
            out.line("@usableFromInline")
            out.line("nonisolated static let \(label)Records: [\(sw)Double] = [")
            out.indent { o in
                for (element, attached) in zip(path.elements, elements) { o.line(record(element, attached)) }
            }
            out.line("]")
            out.line()
        }
        if drawsRecords {
            renderRecordDrawing(q: q, sw: sw, into: &out)
            out.line()
        }
        out.line("/// The path element records draw at rest: what `template` is made of.")
        out.line("nonisolated static func restPath(_ r: [\(sw)Double]) -> \(q)BezierPath {")
        out.indent { o in
            o.line("var path = \(q)BezierPath()")
            o.line("var i = 0")
            o.line("while i < r.count {")
            o.indent { o in
                o.line("switch r[i] {")
                o.line("case 1: path.move(to: \(q)Point(r[i + 1], r[i + 2])); i += 4")
                o.line("case 2: path.line(to: \(q)Point(r[i + 1], r[i + 2])); i += 4")
                o.line("case 3: path.quad(to: \(q)Point(r[i + 1], r[i + 2]), control: \(q)Point(r[i + 4], r[i + 5])); i += 7")
                o.line("case 4:")
                o.line("    path.cubic(to: \(q)Point(r[i + 1], r[i + 2]), control1: \(q)Point(r[i + 4], r[i + 5]),")
                o.line("               control2: \(q)Point(r[i + 6], r[i + 7]))")
                o.line("    i += 14")
                o.line("default: path.close(); i += 1")
                o.line("}")
            }
            o.line("}")
            o.line("return path")
        }
        out.line("}")
    }

    /// The loop that draws element records with a motion: what an unstyled template's `build` calls.
    private static func renderRecordDrawing(q: String, sw: String, into out: inout Output) {
        out.line("/// Draws element records with a motion, as `ArrowTemplate` draws its attached elements.")
        out.line("///")
        out.line("/// A record is a kind, then its numbers: `0` close; `1, x, y, w` move; `2, x, y, w` line;")
        out.line("/// `3, x, y, w, cx, cy, cw` quadratic curve;")
        out.line("/// `4, x, y, w, c1x, c1y, c2x, c2y, h1x, h1y, s1, h2x, h2y, s2` cubic curve.")
        out.line("/// (x, y) is a point at rest and w its weight: 0 moves with the start head, 1 with the end head,")
        out.line("/// between blends both. (c1x, c1y) and (c2x, c2y) are the control points at rest; (h1x, h1y) is")
        out.line("/// the first one's offset from the previous point, (h2x, h2y) the second's from (x, y), and s is")
        out.line("/// 1 for a handle in the body (which scaled handles stretch), else 0.")
        out.line("@inlinable")
        out.line("nonisolated static func draw<B: \(q)PathBuilder>(")
        out.line("    _ r: [\(sw)Double], with m: \(q)ArrowDeformation, into builder: inout B")
        out.line(") {")
        out.indent { o in
            o.line("var current = \(q)Point.zero, subpathStart = \(q)Point.zero")
            o.line("var i = 0")
            o.line("while i < r.count {")
            o.indent { o in
                o.line("switch r[i] {")
                o.line("case 1, 2:")
                o.indent { o in
                    o.line("let p = m.map(\(q)Point(r[i + 1], r[i + 2]), weight: r[i + 3])")
                    o.line("if r[i] == 1 {")
                    o.line("    builder.move(to: p)")
                    o.line("    subpathStart = p")
                    o.line("} else {")
                    o.line("    builder.line(to: p)")
                    o.line("}")
                    o.line("current = p")
                    o.line("i += 4")
                }
                o.line("case 3:")
                o.indent { o in
                    o.line("let p = m.map(\(q)Point(r[i + 1], r[i + 2]), weight: r[i + 3])")
                    o.line("builder.quad(to: p, control: m.map(\(q)Point(r[i + 4], r[i + 5]), weight: r[i + 6]))")
                    o.line("current = p")
                    o.line("i += 7")
                }
                o.line("case 4:")
                o.indent { o in
                    o.line("let p = m.map(\(q)Point(r[i + 1], r[i + 2]), weight: r[i + 3])")
                    o.line("builder.cubic(")
                    o.line("    to: p,")
                    o.line("    control1: m.handle(current, \(q)Point(r[i + 8], r[i + 9]), scaled: r[i + 10] != 0),")
                    o.line("    control2: m.handle(p, \(q)Point(r[i + 11], r[i + 12]), scaled: r[i + 13] != 0))")
                    o.line("current = p")
                    o.line("i += 14")
                }
                o.line("default:")
                o.indent { o in
                    o.line("builder.close()")
                    o.line("current = subpathStart")
                    o.line("i += 1")
                }
                o.line("}")
            }
            o.line("}")
        }
        out.line("}")
    }

    /// One element's record: its kind, then its numbers (see ``renderRecordTables(q:sw:_:into:)``).
    private static func record(_ element: PathElement, _ attached: AttachedElement) -> String {
        func n(_ v: Double) -> String { SwiftLiteral.double(v) }
        func point(_ p: AttachedPoint) -> [String] { [n(p.rest.x), n(p.rest.y), n(p.weight)] }
        func handle(_ h: AttachedHandle) -> [String] { [n(h.offset.x), n(h.offset.y), h.isBodyHandle ? "1" : "0"] }
        let fields: [String]
        switch (element, attached) {
        case (.move, .move(let p)): fields = ["1"] + point(p)
        case (.line, .line(let p)): fields = ["2"] + point(p)
        case (.quad, .quad(let p, let c)): fields = ["3"] + point(p) + point(c)
        case (.cubic(_, let c1, let c2), .cubic(let p, let h1, let h2)):
            fields = ["4"] + point(p) + [n(c1.x), n(c1.y), n(c2.x), n(c2.y)] + handle(h1) + handle(h2)
        case (.close, .close): fields = ["0"]
        default: preconditionFailure("an attached element \(attached) does not match its path element \(element)")
        }
        return fields.joined(separator: ", ") + ","
    }
}
