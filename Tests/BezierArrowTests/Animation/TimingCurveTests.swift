import TestSupport
import Testing
@testable import BezierArrow

/// The animators' timing curve, against the curve evaluated directly at its parameter.
@Suite struct TimingCurveTests {
    /// At points of the curve computed from its parameter, the progress at their time is their
    /// fraction along (to 1e-12); the ends are exact; progress never decreases.
    @Test(arguments: [TimingCurve.easeInOut, .linear, TimingCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1),
                      TimingCurve(x1: 0.3, y1: -0.5, x2: 0.7, y2: 1.5)])
    func progressFollowsTheCurve(curve: TimingCurve) {
        for k in 0...1000 {
            let s = Double(k) / 1000, u = 1 - s
            let x = 3 * u * u * s * curve.x1 + 3 * u * s * s * curve.x2 + s * s * s
            let y = 3 * u * u * s * curve.y1 + 3 * u * s * s * curve.y2 + s * s * s
            #expect(abs(curve.progress(at: x) - y) < 1e-12, "s \(s)")
        }
        #expect(curve.progress(at: 0) == 0 && curve.progress(at: 1) == 1)
        var previous = 0.0
        for k in 0...4096 where curve.y1 >= 0 && curve.y2 <= 1 {
            let p = curve.progress(at: Double(k) / 4096)
            #expect(p >= previous - 1e-15)
            previous = p
        }
    }

    /// Ease in, ease out is symmetric about its middle and slow at both ends.
    @Test func easeInOutIsSymmetricAndSlowAtTheEnds() {
        let curve = TimingCurve.easeInOut
        for k in 0...100 {
            let x = Double(k) / 100
            #expect(abs(curve.progress(at: x) + curve.progress(at: 1 - x) - 1) < 1e-12)
        }
        #expect(curve.progress(at: 0.05) < 0.02 && curve.progress(at: 0.5) == 0.5)
    }

    /// Times outside 0...1 are clamped; one not a number counts as 0; control points not finite
    /// or with x outside 0...1 are brought back.
    @Test func badInputIsClamped() {
        let curve = TimingCurve.easeInOut
        #expect(curve.progress(at: .nan) == 0 && curve.progress(at: -1) == 0 && curve.progress(at: 2) == 1
                && curve.progress(at: .infinity) == 1)
        let odd = TimingCurve(x1: -1, y1: .nan, x2: .infinity, y2: 2)
        #expect(odd.x1 == 0 && odd.y1 == 0 && odd.x2 == 0 && odd.y2 == 2)
        #expect(odd.progress(at: 0.5).isFinite)
    }
}
