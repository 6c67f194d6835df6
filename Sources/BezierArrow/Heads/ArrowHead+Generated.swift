extension ArrowHead {
    /// Creates a head from data arrowgen has already validated: the initialiser generated code
    /// uses for a head template's `ArrowHead.<name>` constant.
    ///
    /// arrowgen reads a head template into a head with the throwing
    /// ``init(name:outline:spine:tip:attachment:frame:lineWidth:)`` and prints what the head
    /// stores (the tip at the origin, the outline wound positively) with round-trip digits, so
    /// calling that initialiser again with the printed values repeats a validation that has
    /// already succeeded and gives back the same head: it cannot fail. Should a generated file
    /// have been edited by hand into an invalid head, this stops with the rule broken and the
    /// advice to regenerate, rather than building a head that breaks the rules (or hiding the
    /// problem behind a bare `try!`).
    ///
    /// - Parameters:
    ///   - name: The head's name.
    ///   - outline: The filled shape, in head coordinates.
    ///   - spine: The stroked shape, in head coordinates.
    ///   - attachment: How far back from the tip the body stops: ``attachment``.
    ///   - frame: The head's rectangle, in head coordinates.
    ///   - lineWidth: The spine's stroke width on an arrow that has none.
    public init(generatedName name: String, outline: BezierPath, spine: BezierPath,
                attachment: Double, frame: Rect, lineWidth: Double) {
        do {
            self = try ArrowHead(storedName: name, outline: outline, spine: spine, attachment: attachment, frame: frame,
                                 lineWidth: lineWidth)
        } catch {
            preconditionFailure("generated arrow head \(name) is invalid (\(error)): "
                                + "regenerate it with arrowgen instead of editing it")
        }
    }

    /// Creates a head from the values a head stores (``outline``, ``spine``, ``attachment``,
    /// ``frame``, ``lineWidth``, in head coordinates), checked as any head is: what generated
    /// code and a saved document hold.
    ///
    /// A head's stored frame holds its stored shapes by construction, so the values of any head
    /// give that head back (``rebuilt()``); this throws only for values that no head stores.
    package init(storedName name: String, outline: BezierPath, spine: BezierPath, attachment: Double, frame: Rect?,
                 lineWidth: Double) throws(ArrowHeadError) {
        try self.init(name: name, outline: outline, spine: spine, tip: .zero, attachment: Point(-attachment, 0),
                      frame: frame, lineWidth: lineWidth)
    }

    /// The head made again from the values it stores, as generated code and a saved document
    /// make it: the generator checks that this is the same head before it prints the values.
    package func rebuilt() throws(ArrowHeadError) -> ArrowHead {
        try ArrowHead(storedName: name, outline: outline, spine: spine, attachment: attachment, frame: frame,
                      lineWidth: lineWidth)
    }
}
