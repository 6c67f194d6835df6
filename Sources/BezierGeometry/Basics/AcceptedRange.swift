/// The numbers BezierArrow answers right for, and the checks that name a number outside them.
///
/// Inside these ranges every answer is right up to rounding (a point within a few units in the
/// last place of the largest coordinate from a boundary may go either way); outside them the
/// checks throw an ``AcceptedRangeError`` naming the value, instead of answering with
/// arithmetic that has overflowed, underflowed or lost every digit.
///
/// - Coordinates (path points, control points, arc ends, query points, tips): finite, with a
///   magnitude of at most ``maxMagnitude`` (1e15). The testers and the outliner form squares
///   and cubes of lengths and differences of coordinates, and a miter tip reaches the half
///   width times the miter limit: with every factor within 1e15 none of those comes near
///   `Double`'s 1.8e308, so the per-query code needs no check. 1e15 is far beyond any drawing
///   (a screen is 1e4 points across, the earth 4e7 metres round) and is where a `Double` still
///   resolves an eighth of a unit.
/// - Stroke widths: 0 (nothing is stroked) or from ``minPositiveWidth`` (1e-15) to
///   ``maxMagnitude``. Below 1e-15 the square of the half width underflows towards the
///   subnormals, where a stroke test compares rounding noise.
/// - Miter limits: from 0 to ``maxMagnitude`` (a limit below 1 bevels every join).
/// - Outline tolerances: positive, at most ``maxMagnitude``. The outliner raises a smaller one
///   to a millionth of the half width and to ``relativeTolerance`` (1e-12) of the largest
///   coordinate: a `Double` near a coordinate `m` is only known to about `1e-16 m`, and fits
///   below a few thousand units in the last place would only be halved without end.
/// - Touch insets of scene items: magnitude at most ``maxMagnitude``.
/// - Outlines: at most ``maxOutlineElements`` elements (100,000, about 10 MB of SVG path data,
///   which renderers draw in well under a second); a stroke that needs more throws.
@usableFromInline
package enum AcceptedRange {
    /// The largest magnitude of a coordinate, width, miter limit, tolerance or touch inset.
    @usableFromInline
    package static let maxMagnitude = 1e15

    /// The smallest positive width: a stroke's, and each side of an arrow template's frames
    /// (``ArrowHeadFrame/frame``).
    ///
    /// A frame sets the least size of its arrow (its head is rigid), and hit testing multiplies
    /// coordinates: an arrow some 1e-154 across would square its way below the smallest
    /// `Double` and answer wrong. 1e-15, against coordinates up to ``maxMagnitude``, keeps every
    /// product far from that.
    package static let minPositiveWidth = 1e-15

    /// The smallest outline tolerance, as a fraction of the path's largest coordinate.
    package static let relativeTolerance = 1e-12

    /// The most elements one stroke outline may have.
    package static let maxOutlineElements = 100_000

    /// Whether a coordinate is accepted: finite and within ``maxMagnitude``.
    ///
    /// NaN fails the comparison, infinities exceed the bound.
    @inlinable
    package static func accepts(coordinate v: Double) -> Bool {
        abs(v) <= maxMagnitude
    }

    /// A touch inset within ±``maxMagnitude``: beyond, the bound; NaN, 0 (no inset).
    @inlinable
    package static func clampedInset(_ inset: Double) -> Double {
        inset.isNaN ? 0 : min(max(inset, -maxMagnitude), maxMagnitude)
    }

    /// Checks a number against a range, throwing an error that names it when it lies outside.
    ///
    /// - Parameters:
    ///   - value: The number.
    ///   - quantity: What the number is, for the error.
    ///   - range: The accepted values.
    /// - Throws: ``AcceptedRangeError`` when `value` lies outside `range` (or is NaN).
    package static func check(_ value: Double, _ quantity: AcceptedRangeError.Quantity,
                             in range: ClosedRange<Double>) throws(AcceptedRangeError) {
        guard range.contains(value) else {
            throw AcceptedRangeError(quantity: quantity, value: value, range: range)
        }
    }

    /// Checks a point's coordinates.
    ///
    /// - Parameters:
    ///   - p: The point.
    ///   - quantity: What the point is, for the error.
    /// - Throws: ``AcceptedRangeError`` naming the first coordinate beyond ``maxMagnitude``.
    package static func check(_ p: Point, _ quantity: AcceptedRangeError.Quantity = .coordinate) throws(AcceptedRangeError) {
        try check(p.x, quantity, in: -maxMagnitude...maxMagnitude)
        try check(p.y, quantity, in: -maxMagnitude...maxMagnitude)
    }
}

extension BezierPath {
    /// Checks that every coordinate of the path (end and control points) lies within
    /// `AcceptedRange.maxMagnitude`.
    ///
    /// - Throws: ``AcceptedRangeError`` naming the first coordinate outside the range.
    /// - Complexity: O(n) in the number of elements.
    package func checkAcceptedRange() throws(AcceptedRangeError) {
        for element in elements {
            switch element {
            case .move(let p), .line(let p):
                try AcceptedRange.check(p)
            case .quad(let p, let c):
                try AcceptedRange.check(c)
                try AcceptedRange.check(p)
            case .cubic(let p, let c1, let c2):
                try AcceptedRange.check(c1)
                try AcceptedRange.check(c2)
                try AcceptedRange.check(p)
            case .close:
                break
            }
        }
    }

    /// The largest magnitude of any coordinate of the path (0 for an empty path).
    var largestMagnitude: Double {
        var m = 0.0
        for element in elements {
            switch element {
            case .move(let p), .line(let p):
                m = max(m, abs(p.x), abs(p.y))
            case .quad(let p, let c):
                m = max(m, abs(p.x), abs(p.y), abs(c.x), abs(c.y))
            case .cubic(let p, let c1, let c2):
                m = max(m, abs(p.x), abs(p.y), abs(c1.x), abs(c1.y), abs(c2.x), abs(c2.y))
            case .close:
                break
            }
        }
        return m
    }
}

extension BezierPath.StrokeStyle {
    /// Checks the width (0, or `AcceptedRange.minPositiveWidth` to
    /// `AcceptedRange.maxMagnitude`) and the miter limit (0 to `AcceptedRange.maxMagnitude`).
    ///
    /// - Throws: ``AcceptedRangeError`` naming the width or the miter limit.
    package func checkAcceptedRange() throws(AcceptedRangeError) {
        if width != 0 {
            try AcceptedRange.check(width, .width, in: AcceptedRange.minPositiveWidth...AcceptedRange.maxMagnitude)
        }
        try AcceptedRange.check(miterLimit, .miterLimit, in: 0...AcceptedRange.maxMagnitude)
    }
}
