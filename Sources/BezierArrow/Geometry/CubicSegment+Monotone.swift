extension CubicSegment {
    /// Calls `body` with the pieces of the curve between consecutive parameters where `x'` or
    /// `y'` vanishes, in order: each piece is monotone in both coordinates.
    ///
    /// - Parameter body: Called with one to five pieces.
    /// - Complexity: O(1); allocates nothing (unlike ``extremaParameters``).
    public func forEachMonotonePiece(_ body: (CubicSegment) throws -> Void) rethrows {
        var ts = SIMD4<Double>(repeating: 2)
        var count = 0
        func insert(_ t: Double) {
            guard t > 0, t < 1 else { return }
            var i = count
            while i > 0 && ts[i - 1] > t {
                ts[i] = ts[i - 1]
                i -= 1
            }
            ts[i] = t
            count += 1
        }
        for axis in 0..<2 {
            let c0 = axis == 0 ? p0.x : p0.y, c1 = axis == 0 ? p1.x : p1.y
            let c2 = axis == 0 ? p2.x : p2.y, c3 = axis == 0 ? p3.x : p3.y
            // B'(t)/3 = a t^2 + b t + c with a = -c0 + 3c1 - 3c2 + c3, b = 2(c0 - 2c1 + c2), c = c1 - c0.
            let r = solveQuadratic(-c0 + 3 * c1 - 3 * c2 + c3, 2 * (c0 - 2 * c1 + c2), c1 - c0)
            if r.count > 0 { insert(r.r0) }
            if r.count > 1 { insert(r.r1) }
        }
        var rest = self
        var done = 0.0
        for i in 0..<count {
            let t = ts[i]
            let local = (t - done) / (1 - done)
            guard local > 0, local < 1 else { continue }
            let (left, right) = rest.split(at: local)
            try body(left)
            rest = right
            done = t
        }
        try body(rest)
    }
}
