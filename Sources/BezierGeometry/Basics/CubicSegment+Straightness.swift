extension CubicSegment {
    /// Whether the curve is the straight segment from ``p0`` to ``p3`` traversed once, forwards:
    /// its control points lie on the chord (to within 1e-12 of its length) and its velocity never
    /// points backwards along it.
    ///
    /// Such a cubic strokes and fills exactly as the line: no cusp, no overshoot. (A collinear
    /// cubic that turns back has a cusp, which a stroke draws as a disk.)
    package var isStraightAndMonotone: Bool {
        let chord = p3 - p0
        let l2 = chord.lengthSquared
        guard l2 > 0, l2.isFinite else { return false }
        let tolerance = 1e-12 * l2
        guard abs((p1 - p0).cross(chord)) <= tolerance, abs((p2 - p0).cross(chord)) <= tolerance else { return false }
        // The hodograph's Bernstein coefficients bound B'(t) . chord from below.
        return (p1 - p0).dot(chord) >= 0 && (p2 - p1).dot(chord) >= 0 && (p3 - p2).dot(chord) >= 0
    }
}
