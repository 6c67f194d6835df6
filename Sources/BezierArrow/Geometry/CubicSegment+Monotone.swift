extension CubicSegment {
    /// Calls `body` with the pieces of the curve between consecutive parameters where `x'` or
    /// `y'` vanishes, in order: each piece is monotone in both coordinates.
    ///
    /// - Parameter body: Called with one to five pieces.
    /// - Complexity: O(1); allocates nothing (unlike ``extremaParameters``).
    public func forEachMonotonePiece(_ body: (CubicSegment) throws -> Void) rethrows {
        try forEachMonotonePiece(halving: false, body)
    }

    /// Calls `body` with the curve's monotone pieces (see ``forEachMonotonePiece(_:)``), also
    /// cut at `t = 1/2` when `halving` and that makes at most four pieces and no sliver (an
    /// extremum within 0.1 of the middle).
    ///
    /// - Parameters:
    ///   - halving: whether to cut at the middle too.
    ///   - body: Called with each piece, in order.
    /// - Complexity: O(1); allocates nothing.
    func forEachMonotonePiece(halving: Bool, _ body: (CubicSegment) throws -> Void) rethrows {
        let cuts = monotoneCuts(halving: halving)
        var rest = self
        var done = 0.0
        for i in 0..<cuts.count {
            let t = cuts.ts[i]
            let local = (t - done) / (1 - done)
            guard local > 0, local < 1 else { continue }
            let (left, right) = rest.split(at: local)
            try body(left)
            rest = right
            done = t
        }
        try body(rest)
    }

    /// The parameters in `(0, 1)` where ``forEachMonotonePiece(halving:_:)`` cuts, ascending, in
    /// lanes `0..<count`.
    @inline(__always)
    func monotoneCuts(halving: Bool) -> (ts: SIMD4<Double>, count: Int) {
        // Up to four extrema; 2 marks an empty slot and sorts last.
        var r0 = 2.0, r1 = 2.0, r2 = 2.0, r3 = 2.0
        @inline(__always) func roots(_ c0: Double, _ c1: Double, _ c2: Double, _ c3: Double) -> (Double, Double) {
            // B'(t)/3 = a t^2 + b t + c with a = -c0 + 3c1 - 3c2 + c3, b = 2(c0 - 2c1 + c2), c = c1 - c0.
            let r = solveQuadratic(-c0 + 3 * c1 - 3 * c2 + c3, 2 * (c0 - 2 * c1 + c2), c1 - c0)
            let a = r.count > 0 && r.r0 > 0 && r.r0 < 1 ? r.r0 : 2
            let b = r.count > 1 && r.r1 > 0 && r.r1 < 1 ? r.r1 : 2
            return (a, b)
        }
        (r0, r1) = roots(p0.x, p1.x, p2.x, p3.x)
        (r2, r3) = roots(p0.y, p1.y, p2.y, p3.y)
        // A sorting network for four values.
        @inline(__always) func order(_ a: inout Double, _ b: inout Double) {
            let lo = min(a, b)
            b = max(a, b)
            a = lo
        }
        order(&r0, &r1); order(&r2, &r3); order(&r0, &r2); order(&r1, &r3); order(&r1, &r2)
        var count = (r0 < 1 ? 1 : 0) + (r1 < 1 ? 1 : 0) + (r2 < 1 ? 1 : 0) + (r3 < 1 ? 1 : 0)
        if halving && count <= 2 && abs(r0 - 0.5) >= 0.1 && abs(r1 - 0.5) >= 0.1 {
            // Insert 1/2 among the (at most two) extrema in r0, r1.
            r2 = 0.5
            order(&r1, &r2)
            order(&r0, &r1)
            count += 1
        }
        return (SIMD4(r0, r1, r2, r3), count)
    }
}
