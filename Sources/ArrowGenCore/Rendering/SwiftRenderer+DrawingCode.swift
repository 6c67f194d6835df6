import BezierArrow

extension SwiftRenderer {
    /// Which part of the arrow a point belongs to, for the comments.
    private enum Part: String {
        case startHead = "start head", endHead = "end head", body
    }

    private static func part(of p: Point, in t: ArrowTemplate) -> Part {
        t.start.frame.contains(p) ? .startHead : t.end.frame.contains(p) ? .endHead : .body
    }

    /// Numbers the mapped on-curve points `p0`, `p1`, … and remembers the current point and the
    /// subpath's start, as `ArrowTemplate.draw` does.
    struct PointNames {
        var count = 0
        var current = ""
        var subpathStart = ""

        mutating func next() -> String {
            defer { count += 1 }
            return "p\(count)"
        }
    }

    /// The call mapping an attached point: `m.start`, `m.end` or `m.map(_, weight:)`. `start`
    /// and `end` are `map` with weight 0 and 1, so the arithmetic is the runtime's; bit patterns
    /// are compared so a weight of -0.0 (which the attacher never makes) would still print as is.
    private static func mapped(_ p: AttachedPoint, q: String) -> String {
        switch p.weight.bitPattern {
        case (0.0).bitPattern: "m.start(\(SwiftLiteral.point(p.rest, prefix: q)))"
        case (1.0).bitPattern: "m.end(\(SwiftLiteral.point(p.rest, prefix: q)))"
        default: "m.map(\(SwiftLiteral.point(p.rest, prefix: q)), weight: \(SwiftLiteral.double(p.weight)))"
        }
    }

    private static func handle(_ anchor: String, _ h: AttachedHandle, q: String) -> String {
        "m.handle(\(anchor), \(SwiftLiteral.point(h.offset, prefix: q)), scaled: \(h.isBodyHandle))"
    }

    static func renderElements(q: String, _ elements: [AttachedElement], of t: ArrowTemplate,
                                       names: inout PointNames, into out: inout Output) {
        var lastComment = ""
        var currentPart = Part.body, subpathStartPart = Part.body
        func comment(_ text: String, _ out: inout Output) {
            if text != lastComment { out.line("// \(text)") }
            lastComment = text
        }
        func describe(_ part: Part) -> String { part.rawValue.prefix(1).uppercased() + part.rawValue.dropFirst() + "." }
        /// A curve with a control point in the body is described by where it runs.
        func curve(to part: Part, _ out: inout Output) {
            comment("Body: a curve from the \(currentPart.rawValue) to the \(part.rawValue).", &out)
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p):
                let part = part(of: p.rest, in: t)
                comment(describe(part), &out)
                let name = names.next()
                out.line("let \(name) = \(mapped(p, q: q))")
                names.current = name
                currentPart = part
                if case .move = element {
                    out.line("builder.move(to: \(name))")
                    names.subpathStart = name
                    subpathStartPart = part
                } else {
                    out.line("builder.line(to: \(name))")
                }
            case .quad(let p, let c):
                let part = part(of: p.rest, in: t)
                if self.part(of: c.rest, in: t) == .body { curve(to: part, &out) } else { comment(describe(part), &out) }
                let name = names.next()
                out.line("let \(name) = \(mapped(p, q: q))")
                out.line("builder.quad(to: \(name), control: \(mapped(c, q: q)))")
                names.current = name
                currentPart = part
            case .cubic(let p, let h1, let h2):
                let part = part(of: p.rest, in: t)
                if h1.isBodyHandle || h2.isBodyHandle { curve(to: part, &out) } else { comment(describe(part), &out) }
                let name = names.next()
                out.line("let \(name) = \(mapped(p, q: q))")
                out.line("builder.cubic(")
                out.indent {
                    $0.line("to: \(name),")
                    $0.line("control1: \(handle(names.current, h1, q: q)),")
                    $0.line("control2: \(handle(name, h2, q: q)))")
                }
                names.current = name
                currentPart = part
            case .close:
                out.line("builder.close()")
                names.current = names.subpathStart
                currentPart = subpathStartPart
            }
        }
    }
}
