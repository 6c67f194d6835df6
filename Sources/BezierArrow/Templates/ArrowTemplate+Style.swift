extension ArrowTemplate {
    /// The style an arrow of this template starts from when one of its choices is set: the
    /// template's ``style`` if it has one, else its own heads (``head(_:)``), a
    /// ``ArrowBodyKind/curved`` body and no bend.
    public var defaultStyle: ArrowStyle {
        style ?? ArrowStyle(startHead: head(.start), endHead: head(.end), body: .curved)
    }

    /// Draws the arrow for a pair of tips with a style (the outline, then the spine), as an
    /// ``Arrow`` of this template with that ``Arrow/style`` draws it, to the last bit.
    ///
    /// What generated code calls for a template that names its heads, and for heads or a body
    /// other than the template's own. Tips that are not finite are the template's, as an arrow
    /// keeps them.
    ///
    /// - Complexity: O(elements). Allocates nothing (beyond what the builder stores) for no
    ///   style or the template's own (made ready in the template); another style with the same
    ///   heads makes one small object, and other heads are made ready for the template first.
    ///
    /// - Parameters:
    ///   - start: The start tip.
    ///   - end: The end tip.
    ///   - style: The heads and body; `nil` draws the template's own outline and spine.
    ///   - builder: Receives the outline, then the spine.
    // Size: compiled once, generic (its public generic callers need that copy), not again for
    // `BezierPath`: a builder call per element costs little through the witness table.
    @_semantics("optimize.sil.specialize.generic.never")
    public func build<B: PathBuilder>(start: Point, end: Point, style: ArrowStyle?, into builder: inout B) {
        let s = Arrow.kept(start, else: self.start.tip), e = Arrow.kept(end, else: self.end.tip)
        guard let style else { return buildDeformed(start: s, end: e, into: &builder) }
        // The template's own style is made ready in it; another is made here.
        let drawing = storage.styled.map { StyledDrawing(fixed: StyledDrawing.Fixed.sharing($0, style: style, template: self)) }
            ?? StyledDrawing(style: style, template: self)
        drawing.draw(start: s, end: e, template: self, into: &builder)
    }
}

extension ArrowTemplate {
    /// The width a styled arrow's body is drawn at: a stroke of ``lineWidth`` on a template with
    /// a spine, else a filled band of ``bodyWidth``.
    package var styledBodyWidth: Double { spine.isEmpty ? bodyWidth : lineWidth }
}
