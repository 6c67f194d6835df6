// Circular arcs as cubic Bezier curves, for round joins, round caps, dots and cusp disks.

extension PathBuilder {
    /// Appends a circular arc of at most half a turn, from the current point (which should be
    /// `center + from * radius`) to `center + to * radius`, as cubic Bezier curves within
    /// `tolerance` of the circle.
    ///
    /// Each piece of angle `phi` is the standard approximation with handles of length
    /// `4/3 tan(phi/4) r`, whose largest radial error is `r * 2/27 * sin^6(phi/4) / cos^2(phi/4)`
    /// (Goldapp, "Approximation of circular arcs by cubic polynomials", CAGD 8, 1991): 2.7e-4 r
    /// for a quarter circle. The arc is halved until a piece meets the tolerance, so a half turn
    /// of radius 17.5 takes two pieces at tolerance 0.01. Angles are halved with the half-angle
    /// formulas, so no trigonometric function is called.
    ///
    /// - Parameters:
    ///   - center: The circle's center.
    ///   - radius: The circle's radius.
    ///   - from: The unit direction from the center to the arc's start.
    ///   - to: The unit direction from the center to the arc's end.
    ///   - rotation: `1` to turn from `from` towards `from.perpendicular`, `-1` the other way.
    ///     Decides the way round for a half turn (`to == -from`).
    ///   - tolerance: The largest distance allowed between the cubics and the circle.
    mutating func addArc(center: Point, radius: Double, from: Point, to: Point, rotation: Double,
                         tolerance: Double) {
        // cos and sin of the whole angle, which lies in [0, pi].
        var cosine = min(max(from.dot(to), -1), 1)
        var sine = (1 - cosine * cosine).squareRoot()
        var pieces = 1
        var handle = 0.0
        while true {
            let halfCos = ((1 + cosine) / 2).squareRoot(), halfSin = ((1 - cosine) / 2).squareRoot()
            let quarterTan = halfSin / (1 + halfCos)  // tan(phi / 4) of the current piece angle phi
            let t2 = quarterTan * quarterTan
            let error = radius * (2.0 / 27.0) * t2 * t2 * t2 / ((1 + t2) * (1 + t2))
            handle = 4.0 / 3.0 * quarterTan * radius
            if error <= tolerance || pieces >= 1024 { break }
            cosine = halfCos
            sine = halfSin
            pieces *= 2
        }
        var p = from
        for i in 0..<pieces {
            let q = i == pieces - 1 ? to : p * cosine + p.perpendicular * (rotation * sine)
            cubic(to: center + q * radius,
                  control1: center + p * radius + p.perpendicular * (rotation * handle),
                  control2: center + q * radius - q.perpendicular * (rotation * handle))
            p = q
        }
    }

    /// Appends a whole circle as a closed subpath, turning the negative way (from +x towards -y),
    /// the orientation of every contour of a stroke outline.
    ///
    /// - Parameters:
    ///   - center: The circle's center.
    ///   - radius: The circle's radius.
    ///   - tolerance: The largest distance allowed between the cubics and the circle.
    mutating func addCircle(center: Point, radius: Double, tolerance: Double) {
        let east = Point(1, 0), west = Point(-1, 0)
        move(to: center + east * radius)
        addArc(center: center, radius: radius, from: east, to: west, rotation: -1, tolerance: tolerance)
        addArc(center: center, radius: radius, from: west, to: east, rotation: -1, tolerance: tolerance)
        close()
    }
}

/// A path builder that only counts what it is given: how many elements a drawing takes, for
/// the outliner's element budget.
struct ElementCounter: PathBuilder {
    /// The elements drawn so far.
    var count = 0

    mutating func move(to p: Point) { count += 1 }
    mutating func line(to p: Point) { count += 1 }
    mutating func quad(to p: Point, control: Point) { count += 1 }
    mutating func cubic(to p: Point, control1: Point, control2: Point) { count += 1 }
    mutating func close() { count += 1 }

    /// The number of elements ``PathBuilder/addCircle(center:radius:tolerance:)`` draws.
    static func circle(radius: Double, tolerance: Double) -> Int {
        var counter = ElementCounter()
        counter.addCircle(center: .zero, radius: radius, tolerance: tolerance)
        return counter.count
    }
}
