extension ArrowSlots {
    /// The fraction of the center line's length at its point nearest to `p`: where a tip dropped
    /// on this arrow's body binds (``ArrowScene/bind(_:of:to:_:)``, an arrow target's anchor `x`).
    ///
    /// Each cubic of the center line is projected on exactly (the nearest point of a cubic, a
    /// root of a quintic); the nearest of them, measured by the length table, gives the fraction.
    ///
    /// - Parameter p: a point; one that is not finite gives 0.
    /// - Returns: the fraction in `0...1`; 0 for a center line of no length. Ties go to the
    ///   smaller fraction.
    /// - Complexity: one projection a cubic of the center line, and a search of the table.
    package func fraction(nearestTo p: Point) -> Double {
        guard p.isFinite, table.length > 0 else { return 0 }
        var best = Double.infinity, bestCurve = 0, bestT = 0.0
        for (i, c) in table.curves.enumerated() {
            let projection = c.project(p)
            if projection.distance < best {
                best = projection.distance
                bestCurve = i
                bestT = projection.t
            }
        }
        let f = table.length(atCurve: bestCurve, t: bestT) / table.length
        return f.isFinite ? min(max(f, 0), 1) : 0
    }
}
