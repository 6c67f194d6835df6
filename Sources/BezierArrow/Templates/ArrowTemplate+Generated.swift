extension ArrowTemplate {
    /// Creates a template from data arrowgen has already validated: the initialiser generated
    /// code uses for its `template` constant.
    ///
    /// arrowgen reads a `.arrow` file into a template with the throwing
    /// ``init(name:outline:spine:start:end:orientation:handles:lineWidth:hitWidth:fillRule:cap:join:miterLimit:dash:)``
    /// and prints its data with round-trip digits, so calling that initialiser again with the
    /// printed values repeats a validation that has already succeeded: it cannot fail. Should a
    /// generated file have been edited by hand into an invalid template, this stops with the rule
    /// broken and the advice to regenerate, rather than building a template that breaks the
    /// rules (or hiding the problem behind a bare `try!`).
    ///
    /// Generated code gives the stroke's options only for a template whose stroke is not the
    /// default (`hasDefaultStroke`), so files generated before templates had them read the same.
    ///
    /// - Parameters: as ``init(name:outline:spine:start:end:orientation:handles:lineWidth:hitWidth:fillRule:cap:join:miterLimit:dash:)``.
    public init(generatedName name: String, outline: BezierPath, spine: BezierPath,
                start: ArrowHeadFrame, end: ArrowHeadFrame, orientation: ArrowOrientation, handles: HandlePolicy,
                lineWidth: Double, hitWidth: Double, fillRule: FillRule,
                cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10,
                dash: BezierPath.DashPattern? = nil) {
        do {
            try self.init(name: name, outline: outline, spine: spine, start: start, end: end,
                          orientation: orientation, handles: handles,
                          lineWidth: lineWidth, hitWidth: hitWidth, fillRule: fillRule,
                          cap: cap, join: join, miterLimit: miterLimit, dash: dash)
        } catch {
            preconditionFailure("generated arrow template \(name) is invalid (\(error)): "
                                + "regenerate it with arrowgen instead of editing it")
        }
    }
}
