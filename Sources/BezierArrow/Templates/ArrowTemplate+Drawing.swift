extension ArrowTemplate {
    /// The motion for a pair of tips.
    ///
    /// Always inlined: an arrow calls it on every tip change.
    @inlinable @inline(__always)
    package func deformation(start s: Point, end e: Point) -> ArrowDeformation {
        ArrowDeformation(restStart: start.tip, restEnd: end.tip, headLength: headLength,
                         orientation: orientation, handles: handles, start: s, end: e)
    }

    /// Draws the outline (then the spine) for a pair of tips into a builder, as
    /// ``Arrow/init(template:)`` draws an arrow of the template: with its ``style`` when it has
    /// one (heads it names, a body kind), else its own outline and spine deformed by the tips.
    ///
    /// - Complexity: O(elements), allocation-free for a builder with reserved storage (a
    ///   template's style is made ready once, in the template).
    public func build<B: PathBuilder>(start s: Point, end e: Point, into builder: inout B) {
        if let style { return build(start: s, end: e, style: style, into: &builder) }
        buildDeformed(start: s, end: e, into: &builder)
    }

    /// Draws the template's own outline, then spine, deformed by a pair of tips.
    // Size: compiled once, generic (its public generic callers need that copy), not again for
    // `BezierPath`: a builder call per element costs little through the witness table.
    @_semantics("optimize.sil.specialize.generic.never")
    func buildDeformed<B: PathBuilder>(start s: Point, end e: Point, into builder: inout B) {
        let m = deformation(start: s, end: e)
        Self.draw(attachedOutline, with: m, into: &builder)
        Self.draw(attachedSpine, with: m, into: &builder)
    }

    /// Draws only the outline for a pair of tips (with the template's ``style`` when it has one,
    /// as ``build(start:end:into:)``).
    @usableFromInline package func buildOutline<B: PathBuilder>(start s: Point, end e: Point, into builder: inout B) {
        if let style { return Arrow(template: self, start: s, end: e, style: style).outline.draw(into: &builder) }
        Self.draw(attachedOutline, with: deformation(start: s, end: e), into: &builder)
    }

    /// Draws only the spine for a pair of tips (with the template's ``style`` when it has one, as
    /// ``build(start:end:into:)``).
    @usableFromInline package func buildSpine<B: PathBuilder>(start s: Point, end e: Point, into builder: inout B) {
        if let style { return Arrow(template: self, start: s, end: e, style: style).spine.draw(into: &builder) }
        Self.draw(attachedSpine, with: deformation(start: s, end: e), into: &builder)
    }

    /// The outline and spine for a pair of tips, as a new path.
    public func path(start s: Point, end e: Point) -> BezierPath {
        var p = BezierPath()
        build(start: s, end: e, into: &p)
        return p
    }

    /// Applies a motion to attached elements: the table-driven twin of generated code, which makes
    /// the same calls in the same order.
    // Size: compiled once, generic (the public generic drawing needs that copy), not again for
    // each builder type: one builder call per element costs little through the witness table.
    @_semantics("optimize.sil.specialize.generic.never")
    static func draw<B: PathBuilder>(_ elements: [AttachedElement], with m: ArrowDeformation, into b: inout B) {
        var current = Point.zero, subpathStart = Point.zero
        for element in elements {
            switch element {
            case .move(let p):
                let q = m.map(p.rest, weight: p.weight)
                b.move(to: q)
                current = q
                subpathStart = q
            case .line(let p):
                let q = m.map(p.rest, weight: p.weight)
                b.line(to: q)
                current = q
            case .quad(let p, let c):
                let q = m.map(p.rest, weight: p.weight)
                b.quad(to: q, control: m.map(c.rest, weight: c.weight))
                current = q
            case .cubic(let p, let h1, let h2):
                let q = m.map(p.rest, weight: p.weight)
                b.cubic(to: q, control1: m.handle(current, h1.offset, scaled: h1.isBodyHandle),
                        control2: m.handle(q, h2.offset, scaled: h2.isBodyHandle))
                current = q
            case .close:
                b.close()
                current = subpathStart
            }
        }
    }
}
