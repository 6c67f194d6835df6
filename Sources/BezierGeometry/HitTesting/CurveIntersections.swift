/// Where two cubic curves meet, and where a curve first enters a closed outline: the geometry
/// under a tip that stops at a shape's edge.
///
/// Curves are cut in halves until both pieces are flat within a tolerance (the boxes of their
/// control points that do not overlap are dropped at once, by the convex hull property), the
/// flat pieces' chords are intersected in closed form, and each meeting found is then refined
/// by Newton's method on the two whole curves, so that a crossing is exact to the last bits,
/// not to the flatness tolerance. Collinear chords give the ends of their overlap. The work is
/// bounded (``maxPiecePairs``), so curves that overlap along a stretch cannot blow it up.
package enum CurveIntersections {
    /// A meeting of two curves: the parameter on each, and the point.
    package struct Meeting: Equatable, Sendable {
        package var t: Double
        package var s: Double
        package var point: Point
    }

    /// The most piece pairs one intersection looks at: the two curves' pieces overlap near a
    /// few points only, unless the curves run along each other.
    static let maxPiecePairs = 4096

    /// Where `a` meets `b`: each meeting once, by ascending `t`.
    ///
    /// Meetings closer than the tolerance on `a` (`1e-9` of the parameter range) are one
    /// meeting. Curves with a coordinate that is not finite meet nowhere.
    package static func meetings(_ a: CubicSegment, _ b: CubicSegment) -> [Meeting] {
        guard a.isFinite && b.isFinite else { return [] }
        let magnitude = max(a.magnitude, b.magnitude, 1)
        // Pieces this flat are taken as their chords; the Newton steps then make the meeting
        // exact, so the tolerance sets only how far the halving goes.
        let flatness = 1e-9 * magnitude
        // Two straight segments parameterised uniformly (as ``CubicSegment/init(line:_:)`` makes
        // them: a straight approach against a box's side) meet where their chords do, in closed
        // form: where the halving below would end at once, without its boxes and Newton steps.
        if a.isUniformLine && b.isUniformLine {
            return chordMeetings(a.p0, a.p3, b.p0, b.p3, tolerance: flatness)
                .map { Meeting(t: $0.0, s: $0.1, point: a.point(at: $0.0)) }
                .sorted { $0.t < $1.t }
        }
        var found: [Meeting] = []
        var budget = maxPiecePairs
        var stack: [(CubicSegment, Double, Double, CubicSegment, Double, Double, Int)] = [(a, 0, 1, b, 0, 1, 0)]
        while let (pa, ta0, ta1, pb, tb0, tb1, depth) = stack.popLast() {
            guard budget > 0 else { break }
            budget -= 1
            let boxA = pa.hullBox, boxB = pb.hullBox
            guard boxA.minX <= boxB.maxX + flatness && boxB.minX <= boxA.maxX + flatness
                    && boxA.minY <= boxB.maxY + flatness && boxB.minY <= boxA.maxY + flatness,
                  !pb.liesOutsideBand(of: pa, slack: flatness), !pa.liesOutsideBand(of: pb, slack: flatness)
            else { continue }
            let flatA = pa.flatness <= flatness, flatB = pb.flatness <= flatness
            if (flatA && flatB) || depth >= 60 {
                for (u, v) in chordMeetings(pa.p0, pa.p3, pb.p0, pb.p3, tolerance: flatness) {
                    let t = ta0 + (ta1 - ta0) * u, s = tb0 + (tb1 - tb0) * v
                    found.append(refined(a, b, t, s))
                }
                continue
            }
            // Halve the piece that is less flat (the larger, when both are curved).
            let splitA = !flatA && (flatB || boxA.width + boxA.height >= boxB.width + boxB.height)
            if splitA {
                let (l, r) = pa.split(at: 0.5), tm = (ta0 + ta1) / 2
                stack.append((r, tm, ta1, pb, tb0, tb1, depth + 1))
                stack.append((l, ta0, tm, pb, tb0, tb1, depth + 1))
            } else {
                let (l, r) = pb.split(at: 0.5), sm = (tb0 + tb1) / 2
                stack.append((pa, ta0, ta1, r, sm, tb1, depth + 1))
                stack.append((pa, ta0, ta1, l, tb0, sm, depth + 1))
            }
        }
        found.sort { $0.t < $1.t }
        var merged: [Meeting] = []
        for m in found where merged.last.map({ m.t - $0.t > 1e-9 }) ?? true { merged.append(m) }
        return merged
    }

    /// The parameters `(u, v)` in `0...1` where segment `a0 a1` meets segment `b0 b1`; the two
    /// ends of the overlap when they lie along one line (within `tolerance`).
    static func chordMeetings(_ a0: Point, _ a1: Point, _ b0: Point, _ b1: Point,
                              tolerance: Double) -> [(Double, Double)] {
        let da = a1 - a0, db = b1 - b0, w = b0 - a0
        let denominator = da.cross(db)
        let la = da.length, lb = db.length
        if denominator.magnitude > 1e-12 * max(la * lb, .leastNormalMagnitude) {
            let u = w.cross(db) / denominator, v = w.cross(da) / denominator
            // A little beyond the ends: the Newton steps settle a meeting at a piece's end, and
            // the neighbouring piece finds the same one.
            let slack = 1e-9
            guard u >= -slack && u <= 1 + slack && v >= -slack && v <= 1 + slack else { return [] }
            return [(min(max(u, 0), 1), min(max(v, 0), 1))]
        }
        // Parallel: meeting only when along one line, then at the overlap's ends.
        guard la > 0 || lb > 0 else { return a0.distance(to: b0) <= tolerance ? [(0, 0)] : [] }
        let axis = la >= lb ? da / la : db / lb
        guard abs(w.cross(axis)) <= tolerance, abs((b1 - a0).cross(axis)) <= tolerance else { return [] }
        // Positions along the axis.
        let a0s = 0.0, a1s = da.dot(axis), b0s = w.dot(axis), b1s = (b1 - a0).dot(axis)
        let lo = max(min(a0s, a1s), min(b0s, b1s)), hi = min(max(a0s, a1s), max(b0s, b1s))
        guard lo <= hi + tolerance else { return [] }
        func u(_ x: Double) -> Double { a1s == a0s ? 0 : min(max((x - a0s) / (a1s - a0s), 0), 1) }
        func v(_ x: Double) -> Double { b1s == b0s ? 0 : min(max((x - b0s) / (b1s - b0s), 0), 1) }
        return lo == hi ? [(u(lo), v(lo))] : [(u(lo), v(lo)), (u(hi), v(hi))]
    }

    /// A meeting near `(t, s)`, made exact by Newton's method on `a(t) = b(s)` when it
    /// converges inside both curves, else `(t, s)` as found.
    static func refined(_ a: CubicSegment, _ b: CubicSegment, _ t0: Double, _ s0: Double) -> Meeting {
        var t = t0, s = s0
        var best = (t: t0, s: s0, error: (a.point(at: t0) - b.point(at: s0)).lengthSquared)
        for _ in 0..<8 {
            // Solve a'(t) dt - b'(s) ds = -(a(t) - b(s)) by Cramer's rule.
            let f = b.point(at: s) - a.point(at: t)
            let da = a.derivative(at: t), db = b.derivative(at: s)
            let det = db.cross(da)
            guard det != 0 && det.isFinite else { break }
            let dt = db.cross(f) / det, ds = da.cross(f) / det
            t += dt; s += ds
            guard t >= 0 && t <= 1 && s >= 0 && s <= 1 else { break }
            let error = (a.point(at: t) - b.point(at: s)).lengthSquared
            if error < best.error { best = (t, s, error) }
            if dt.magnitude < 1e-16 && ds.magnitude < 1e-16 { break }
        }
        return Meeting(t: best.t, s: best.s, point: a.point(at: best.t))
    }

    /// The parameter where `curve`, followed from its start, first passes from outside the fill
    /// of `outline` (every subpath closed, non-zero rule) to inside it, or `nil` when it never
    /// does. A start inside the outline is left first: the answer is where the curve comes back.
    ///
    /// The candidates are the curve's meetings with the outline's segments; between two of
    /// them the curve is wholly inside or wholly outside, which the fill's own exact
    /// containment decides at the middle.
    package static func firstEntry(of curve: CubicSegment, into outline: PreparedPath,
                                   segments: [CubicSegment]) -> Meeting? {
        var found: [Meeting] = []
        for segment in segments { found += Self.meetings(curve, segment) }
        found.sort { $0.t < $1.t }
        // A meeting at a corner of the outline is found on both of its segments: once.
        var meetings: [Meeting] = []
        for m in found where meetings.last.map({ m.t - $0.t > 1e-9 }) ?? true { meetings.append(m) }
        var inside = outline.fillContains(curve.p0)
        for (k, m) in meetings.enumerated() {
            let next = k + 1 < meetings.count ? meetings[k + 1].t : 1
            // Whether the curve is inside just after this meeting (up to the next one).
            let after = outline.fillContains(curve.point(at: (m.t + next) / 2))
            if !inside && after { return m }
            inside = after
        }
        return nil
    }

    /// The segments of a path as cubics, each subpath closed (as a fill closes it): what
    /// ``firstEntry(of:into:segments:)`` crosses.
    package static func closedSegments(of path: BezierPath) -> [CubicSegment] {
        var result: [CubicSegment] = []
        var start = Point.zero, current = Point.zero, open = false
        func close() {
            if open && current != start { result.append(CubicSegment(line: current, start)) }
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                close()
                start = p; current = p; open = true
            case .line(let p):
                result.append(CubicSegment(line: current, p)); current = p; open = true
            case .quad(let p, let c):
                result.append(QuadraticSegment(current, c, p).cubic); current = p; open = true
            case .cubic(let p, let c1, let c2):
                result.append(CubicSegment(current, c1, c2, p)); current = p; open = true
            case .close:
                close()
                current = start
            }
        }
        close()
        return result
    }
}

extension CubicSegment {
    /// The straight segment from `p` to `q` as a cubic with the same (uniform) parameterisation.
    package init(line p: Point, _ q: Point) {
        self.init(p, p + (q - p) * (1.0 / 3), p + (q - p) * (2.0 / 3), q)
    }

    /// Whether this is a straight segment made by ``init(line:_:)``: its inner control points
    /// exactly where that puts them, so its parameter runs uniformly along its chord.
    var isUniformLine: Bool {
        p1 == p0 + (p3 - p0) * (1.0 / 3) && p2 == p0 + (p3 - p0) * (2.0 / 3)
    }

    /// Whether every control point is finite.
    var isFinite: Bool { p0.isFinite && p1.isFinite && p2.isFinite && p3.isFinite }

    /// The largest coordinate magnitude of the control points.
    var magnitude: Double {
        max(abs(p0.x), abs(p0.y), abs(p1.x), abs(p1.y), abs(p2.x), abs(p2.y), abs(p3.x), abs(p3.y))
    }

    /// The box of the control points, which holds the curve.
    var hullBox: Rect {
        let minX = min(p0.x, p1.x, p2.x, p3.x), minY = min(p0.y, p1.y, p2.y, p3.y)
        return Rect(x: minX, y: minY, width: max(p0.x, p1.x, p2.x, p3.x) - minX,
                    height: max(p0.y, p1.y, p2.y, p3.y) - minY)
    }

    /// Whether `other`'s control points all lie on one side of the band around this curve's
    /// chord line that holds this curve (the signed distances of its control points from that
    /// line), grown by `slack`: then the two curves cannot meet. A box misses this for a long
    /// diagonal piece, whose box holds far more than the piece.
    func liesOutsideBand(of other: CubicSegment, slack: Double) -> Bool {
        let chord = other.p3 - other.p0, l = chord.length
        guard l > 0 && l.isFinite else { return false }
        let n = chord.perpendicular / l
        @inline(__always) func side(_ p: Point) -> Double { n.dot(p - other.p0) }
        let d1 = side(other.p1), d2 = side(other.p2)
        let low = min(0, d1, d2) - slack, high = max(0, d1, d2) + slack
        let e0 = side(p0), e1 = side(p1), e2 = side(p2), e3 = side(p3)
        return max(e0, e1, e2, e3) < low || min(e0, e1, e2, e3) > high
    }

    /// How far the inner control points stray from the chord (from the start when the chord has
    /// no length): the curve lies within this distance of its chord.
    var flatness: Double {
        let chord = p3 - p0, l = chord.length
        guard l > 0 else { return max(p1.distance(to: p0), p2.distance(to: p0)) }
        return max(abs((p1 - p0).cross(chord)), abs((p2 - p0).cross(chord))) / l
    }
}
