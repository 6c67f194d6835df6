/// An animation's timing curve: the cubic Bézier from (0, 0) to (1, 1) through two control
/// points, as CSS's `cubic-bezier()` and Core Animation's `CAMediaTimingFunction` define it,
/// mapping the time elapsed (as a fraction of the duration) to the fraction of the way along.
/// The views' animators (UIKit, AppKit) read it each frame; free of platforms so it is tested
/// on its own.
package struct TimingCurve: Hashable, Sendable {
    /// The first control point.
    package var x1: Double, y1: Double
    /// The second control point.
    package var x2: Double, y2: Double

    /// Ease in, ease out: Core Animation's `easeInEaseOut` and CSS's `ease-in-out`,
    /// `cubic-bezier(0.42, 0, 0.58, 1)`.
    package static let easeInOut = TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// Steady: the fraction along is the time's.
    package static let linear = TimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)

    /// A curve through two control points, their x clamped to 0...1 so that time only moves
    /// forwards along it (a value not finite counts as 0 for x, as the diagonal's for y).
    package init(x1: Double, y1: Double, x2: Double, y2: Double) {
        func unit(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
        self.x1 = unit(x1)
        self.x2 = unit(x2)
        self.y1 = y1.isFinite ? y1 : self.x1
        self.y2 = y2.isFinite ? y2 : self.x2
    }

    /// The fraction of the way along at a fraction of the time: 0 at 0 and 1 at 1 exactly, the
    /// time clamped to 0...1 (one not a number counts as 0). The curve's parameter is found by
    /// bisection on its x, which the clamped control points keep from decreasing, to the last
    /// bit (at most 64 halvings).
    package func progress(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        guard time < 1 else { return 1 }
        var low = 0.0, high = 1.0
        for _ in 0..<64 {
            let middle = (low + high) / 2
            guard middle > low, middle < high else { break }
            if Self.bezier(middle, x1, x2) < time { low = middle } else { high = middle }
        }
        return Self.bezier((low + high) / 2, y1, y2)
    }

    /// One coordinate of the curve at parameter `s`, its ends at 0 and 1.
    static func bezier(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * c1 + 3 * u * s * s * c2 + s * s * s
    }
}
