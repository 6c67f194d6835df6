extension BezierPath {
    // Nested beside ``StrokeStyle``: both describe how a path is stroked.
    /// The dashes of a stroke: alternating lengths of dash and gap, and how far into them the
    /// first subpath starts, as SVG's `stroke-dasharray` and `stroke-dashoffset` (CoreGraphics'
    /// dash lengths and phase).
    ///
    /// A pattern is valid by construction, by SVG's rules:
    /// - an odd number of lengths is repeated once to make an even number (`[5, 3, 2]` is
    ///   `[5, 3, 2, 5, 3, 2]`), so dashes and gaps always alternate, starting with a dash;
    /// - no length is negative, and not every length is 0 (SVG then draws no dashes at all,
    ///   which a template says by giving no pattern);
    /// - every number is finite and within `AcceptedRange.maxMagnitude`.
    ///
    /// A dash of length 0 draws only its caps (a dot with round caps); a gap of length 0 joins
    /// the dashes on either side into one.
    ///
    /// ```swift
    /// let dash = try BezierPath.DashPattern([6, 4])
    /// let outline = path.stroked(BezierPath.StrokeStyle(width: 2), dash: dash)
    /// ```
    public struct DashPattern: Hashable, Sendable {
        /// Dash, gap, dash, gap, ...: an even number of lengths, none negative, not all 0.
        package let lengths: [Double]
        /// How far into the pattern a subpath starts: SVG's `stroke-dashoffset`. A positive
        /// offset moves the dashes backwards along the path; a negative one forwards.
        package let offset: Double
        /// The sum of ``lengths``: the distance after which the pattern repeats.
        package let period: Double

        /// Creates a pattern, checking SVG's rules.
        ///
        /// - Parameters:
        ///   - lengths: Dash, gap, dash, ... lengths; an odd count is repeated to an even one.
        ///   - offset: How far into the pattern a subpath starts (SVG's `stroke-dashoffset`).
        /// - Throws: ``DashPatternError`` naming the first rule broken.
        public init(_ lengths: [Double], offset: Double = 0) throws(DashPatternError) {
            guard !lengths.isEmpty else { throw .empty }
            for (i, v) in lengths.enumerated() {
                guard v.isFinite, v <= AcceptedRange.maxMagnitude else { throw .lengthOutOfRange(index: i, value: v) }
                guard v >= 0 else { throw .negativeLength(index: i, value: v) }
            }
            guard lengths.contains(where: { $0 > 0 }) else { throw .allZero }
            guard AcceptedRange.accepts(coordinate: offset) else { throw .offsetOutOfRange(offset) }
            self.lengths = lengths.count % 2 == 0 ? lengths : lengths + lengths
            self.offset = offset
            period = self.lengths.reduce(0, +)
        }

        /// Creates a pattern from lengths and an offset arrowgen has already checked: the
        /// initialiser generated code uses.
        ///
        /// Should a generated file have been edited into an invalid pattern, this stops with the
        /// rule broken and the advice to regenerate.
        ///
        /// - Parameters: as ``init(_:offset:)``.
        public init(generatedLengths lengths: [Double], offset: Double) {
            do {
                try self.init(lengths, offset: offset)
            } catch {
                preconditionFailure("generated dash pattern \(lengths) is invalid (\(error)): "
                                    + "regenerate it with arrowgen instead of editing it")
            }
        }
    }
}
