extension CubicSegment {
    /// Calls `body` with the pieces of the curve between consecutive parameters where `x'` or
    /// `y'` vanishes, in order: each piece is monotone in both coordinates.
    ///
    /// - Parameter body: Called with one to five pieces.
    /// - Complexity: O(1); allocates nothing (unlike ``extremaParameters``).
    package func forEachMonotonePiece(_ body: (CubicSegment) throws -> Void) rethrows {
        try forEachMonotonePiece(halving: false) { piece, _, _ in try body(piece) }
    }

    /// Calls `body` with the curve's monotone pieces (see ``forEachMonotonePiece(_:)``), also
    /// cut at `t = 1/2` when `halving` and that makes at most four pieces and no sliver (an
    /// extremum within 0.1 of the middle).
    ///
    /// - Parameters:
    ///   - halving: whether to cut at the middle too.
    ///   - body: Called with each piece, in order, and the range of the curve's parameter it
    ///     covers (the last piece's ends at exactly 1).
    /// - Complexity: O(1); allocates nothing.
    @inline(__always)
    func forEachMonotonePiece(halving: Bool, _ body: (CubicSegment, _ t0: Double, _ t1: Double) throws -> Void) rethrows {
        // The cuts ascend, unused ones (2) last: take them from the front.
        var cuts = monotoneCuts(halving: halving)
        var rest = self
        var done = 0.0
        while cuts.0 < 1 {
            let t = cuts.0
            cuts = (cuts.1, cuts.2, cuts.3, 2)
            let local = (t - done) / (1 - done)
            guard local > 0, local < 1 else { continue }
            let (left, right) = rest.split(at: local)
            try body(left, done, t)
            rest = right
            done = t
        }
        try body(rest, done, 1)
    }

    /// The parameters in `(0, 1)` where one coordinate of a cubic (its control values `c0`
    /// to `c3`) has an extremum, ascending; unused places hold 2.
    @inline(__always)
    static func derivativeRoots(_ c0: Double, _ c1: Double, _ c2: Double, _ c3: Double) -> (Double, Double) {
        // Control values in order: B'(t)/3 = (1-t)^2 d0 + 2t(1-t) d1 + t^2 d2, the differences
        // d0, d1, d2 all of one sign, vanishes inside (0, 1) only when all three do (each basis
        // function is positive there). No extremum, and no quadratic to solve: an elbow's
        // rounded corners, most pieces of an arc, a head's sides.
        let d0 = c1 - c0, d1 = c2 - c1, d2 = c3 - c2
        if d0 >= 0 && d1 >= 0 && d2 >= 0 || d0 <= 0 && d1 <= 0 && d2 <= 0 { return (2, 2) }
        // B'(t)/3 = a t^2 + b t + c with a = -c0 + 3c1 - 3c2 + c3, b = 2(c0 - 2c1 + c2), c = c1 - c0.
        let r = solveQuadratic(-c0 + 3 * c1 - 3 * c2 + c3, 2 * (c0 - 2 * c1 + c2), c1 - c0)
        let a = r.count > 0 && r.r0 > 0 && r.r0 < 1 ? r.r0 : 2
        let b = r.count > 1 && r.r1 > 0 && r.r1 < 1 ? r.r1 : 2
        return (a, b)
    }

    /// The parameters in `(0, 1)` where ``forEachMonotonePiece(halving:_:)`` cuts, ascending;
    /// unused places hold 2.
    @inline(__always)
    func monotoneCuts(halving: Bool) -> (Double, Double, Double, Double) {
        // Up to four extrema; 2 marks an empty place and sorts last.
        var (r0, r1) = Self.derivativeRoots(p0.x, p1.x, p2.x, p3.x)
        var (r2, r3) = Self.derivativeRoots(p0.y, p1.y, p2.y, p3.y)
        // A sorting network for four values.
        @inline(__always) func order(_ a: inout Double, _ b: inout Double) {
            let lo = min2(a, b)
            b = max2(a, b)
            a = lo
        }
        order(&r0, &r1); order(&r2, &r3); order(&r0, &r2); order(&r1, &r3); order(&r1, &r2)
        // At most two extrema (r2 is empty), none within 0.1 of the middle: cut there too.
        if halving && r2 > 1 && (r0 - 0.5).magnitude >= 0.1 && (r1 - 0.5).magnitude >= 0.1 {
            r2 = 0.5
            order(&r1, &r2)
            order(&r0, &r1)
        }
        return (r0, r1, r2, r3)
    }
}
