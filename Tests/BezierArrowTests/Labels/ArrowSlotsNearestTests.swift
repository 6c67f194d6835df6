import TestSupport
import Testing
@testable import BezierArrow

/// The fraction of a body nearest a point (`ArrowSlots.fraction(nearestTo:)`, where a tip dropped
/// on an arrow binds) against a brute force: the body sampled at 20,001 fractions. On bent and
/// straight arrows (fixed seed) the fraction's point is never farther than the nearest sample
/// (within 1e-6 of the body's length), and lies within a sample's spacing of it where the nearest
/// point is unique.
@Suite struct ArrowSlotsNearestTests {
    @Test func fractionIsTheNearestPointOfTheBody() {
        var rng = SplitMix64(seed: 0x5107)
        let template = ArrowTestTemplates.doubleArrow(.follow, .rigid)
        for _ in 0..<12 {
            let start = rng.point(within: 300), end = rng.point(within: 300)
            guard let arrow = Arrow(template: template, start: start, end: end) else { continue }
            let slots = arrow.slots
            let samples = (0...20_000).map { slots.point(atFraction: Double($0) / 20_000) }
            for _ in 0..<20 {
                let p = rng.point(within: 400)
                let f = slots.fraction(nearestTo: p)
                #expect(f >= 0 && f <= 1)
                let distances = samples.map { $0.distance(to: p) }
                let best = distances.min()!
                let found = slots.point(atFraction: f).distance(to: p)
                #expect(found <= best + 1e-6 * slots.length, "\(found) > \(best)")
                // Unique: the samples farther than a spacing from the brute force's nearest are
                // clearly farther.
                let k = distances.firstIndex(of: best)!
                let runnerUp = distances.indices.filter { abs($0 - k) > 40 }.map { distances[$0] }.min() ?? .infinity
                if runnerUp > best + 1 { #expect(abs(f - Double(k) / 20_000) <= 2e-3, "\(f) vs \(Double(k) / 20_000)") }
            }
        }
    }

    @Test func degenerateInputGivesZero() {
        let arrow = Arrow(template: ArrowTestTemplates.doubleArrow())
        #expect(arrow.slots.fraction(nearestTo: Point(.nan, 0)) == 0)
        #expect(arrow.slots.fraction(nearestTo: Point(-1000, 19)) == 0)
        #expect(arrow.slots.fraction(nearestTo: Point(1000, 19)) == 1)
        #expect(abs(arrow.slots.fraction(nearestTo: Point(100, 50)) - 0.5) < 1e-9)
    }
}
