extension OffsetCurve {
    /// Appends what the stroke covers beyond the offsets' contour: a disk at every interior cusp
    /// and, for every fold, its region twice with the orientation opposite to the sweep's, as
    /// closed subpaths oriented like every contour of the outline.
    ///
    /// - Parameter elements: How many more elements the outline may take (see
    ///   ``appendOffsets(_:distance:tolerance:elements:into:)``); nothing more is appended once
    ///   it is spent.
    func appendCorrections<B: PathBuilder>(_ breaks: [OffsetBreak], halfWidth h: Double, tolerance: Double,
                                           elements: inout Int, into out: inout B) {
        for i in 0..<(breaks.count - 1) where elements > 0 {
            if breaks[i].isCusp {
                out.addCircle(center: curve.point(at: breaks[i].t), radius: h, tolerance: tolerance)
                elements -= ElementCounter.circle(radius: h, tolerance: tolerance)
            }
            let lo = breaks[i].t, hi = breaks[i + 1].t
            let k = curvature(at: (lo + hi) / 2)
            guard h * abs(k) > 1 else { continue }
            let s0 = sample(at: breaks[i], fromAbove: true), s1 = sample(at: breaks[i + 1], fromAbove: false)
            appendFoldCorrection(from: s0, to: s1, distance: k > 0 ? h : -h, tolerance: tolerance,
                                 elements: &elements, into: &out)
        }
    }

    /// Appends twice the boundary of a fold's region `{B(t) + s n(t): t in t0...t1, s between
    /// the radius of curvature and d}`, where the sweep's Jacobian is negative, turned so that it
    /// adds to the outline's winding (see the type's discussion).
    ///
    /// On the normal side (`d > 0`): the evolute forwards, out along the normal to the offset,
    /// the offset backwards, back to the evolute. On the other side the same turned over.
    func appendFoldCorrection<B: PathBuilder>(from s0: OffsetSample, to s1: OffsetSample, distance d: Double,
                                              tolerance: Double, elements: inout Int, into out: inout B) {
        for _ in 0..<2 {
            elements -= 4
            if d > 0 {
                out.move(to: evolutePoint(at: s0.t))
                appendEvolute(from: s0.t, to: s1.t, tolerance: tolerance, reversed: false, elements: &elements,
                              into: &out)
                out.line(to: s1.offset(d))
                appendOffset(from: s0, to: s1, distance: d, tolerance: tolerance, reversed: true, elements: &elements,
                             into: &out)
            } else {
                out.move(to: s0.offset(d))
                appendOffset(from: s0, to: s1, distance: d, tolerance: tolerance, reversed: false, elements: &elements,
                             into: &out)
                out.line(to: evolutePoint(at: s1.t))
                appendEvolute(from: s0.t, to: s1.t, tolerance: tolerance, reversed: true, elements: &elements,
                              into: &out)
            }
            out.close()
        }
    }

    /// Appends the evolute over `t0...t1` (from `t1` to `t0` when `reversed`) as a polyline from
    /// the current point.
    ///
    /// Between its cusps (the extrema of the curvature) the evolute turns one way, so its chords
    /// lie on its concave side, where the fold's normals do not reach: the sliver between chord
    /// and evolute only gains winding, so the polyline never opens a hole. The vertices are on
    /// the evolute and its cusps, and a chord is halved until it is within `tolerance`.
    func appendEvolute<B: PathBuilder>(from t0: Double, to t1: Double, tolerance: Double, reversed: Bool,
                                       into out: inout B) {
        var elements = Int.max
        appendEvolute(from: t0, to: t1, tolerance: tolerance, reversed: reversed, elements: &elements, into: &out)
    }

    /// Appends the evolute as the overload without `elements` does, counting its chords against
    /// `elements`: once it is spent, a chord is no longer halved.
    func appendEvolute<B: PathBuilder>(from t0: Double, to t1: Double, tolerance: Double, reversed: Bool,
                                       elements: inout Int, into out: inout B) {
        let n = 16
        let start = reversed ? t1 : t0, end = reversed ? t0 : t1
        func t(_ i: Int) -> Double { start + (end - start) * Double(i) / Double(n) }
        // The radius at t(i - 1), t(i) and t(i + 1): a window of three samples is all the test
        // for an extremum reads, so the 17 samples need no buffer.
        func radius(_ i: Int) -> Double { 1 / abs(curvature(at: t(i))) }
        var previous = radius(0), middle = radius(1)
        var last = start
        for i in 1..<n {
            let next = radius(i + 1)
            defer { previous = middle; middle = next }
            guard (middle - previous) * (next - middle) < 0 else { continue }
            // An extremum of the radius of curvature: a cusp of the evolute.
            let sign = middle > previous ? 1.0 : -1.0
            let cusp = extremum(min(t(i - 1), t(i + 1)), max(t(i - 1), t(i + 1))) {
                sign / abs(curvature(at: $0))
            }
            appendChords(from: last, evolutePoint(at: last), to: cusp, evolutePoint(at: cusp),
                         tolerance: tolerance, depth: 0, elements: &elements, into: &out)
            last = cusp
        }
        appendChords(from: last, evolutePoint(at: last), to: end, evolutePoint(at: end),
                     tolerance: tolerance, depth: 0, elements: &elements, into: &out)
    }

    /// Appends chords of the evolute from `t0` (point `e0`) to `t1` (point `e1`), halving while a
    /// chord strays more than 3/4 of `tolerance` from the evolute's midpoint or quarter points
    /// (the largest sag between them was measured within 4% of the sampled one).
    private func appendChords<B: PathBuilder>(from t0: Double, _ e0: Point, to t1: Double, _ e1: Point,
                                              tolerance: Double, depth: Int, elements: inout Int, into out: inout B) {
        let tm = (t0 + t1) / 2
        let em = evolutePoint(at: tm)
        if depth < Self.maxDepth && elements > 1 {
            let chord = e1 - e0
            let l = chord.length
            var sag = l > 0 ? abs((em - e0).cross(chord)) / l : (em - e0).length
            if sag <= tolerance {
                let ea = evolutePoint(at: t0 + (t1 - t0) * 0.25), eb = evolutePoint(at: t0 + (t1 - t0) * 0.75)
                sag = max(sag, l > 0 ? max(abs((ea - e0).cross(chord)), abs((eb - e0).cross(chord))) / l
                               : max((ea - e0).length, (eb - e0).length))
            }
            if sag > tolerance * 0.75 {
                appendChords(from: t0, e0, to: tm, em, tolerance: tolerance, depth: depth + 1, elements: &elements,
                             into: &out)
                appendChords(from: tm, em, to: t1, e1, tolerance: tolerance, depth: depth + 1, elements: &elements,
                             into: &out)
                return
            }
        }
        out.line(to: e1)
        elements -= 1
    }
}
