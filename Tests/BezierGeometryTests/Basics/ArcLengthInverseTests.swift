import TestSupport
import Testing
@testable import BezierGeometry

/// The length at a location (`ArcLengthTable.length(atCurve:t:)`), the inverse of the table's
/// location at a length: against an independent reference (adaptive Simpson on the speed,
/// `ReferenceArcLength`) on random chains, gentle and near a cusp, within 1e-7 of the chain's
/// length (the table's polynomials are within 4e-8); out-of-range input stays in `0...length`.
@Suite struct ArcLengthInverseTests {
    @Test(arguments: [false, true])
    func lengthAtALocationMatchesTheReference(cusp: Bool) {
        var rng = SplitMix64(seed: cusp ? 0x1A5 : 0x1A6)
        var worst = 0.0
        for _ in 0..<60 {
            let curves = ArcLengthTableTests.chain(&rng, count: 1 + Int(rng.next() % 3), cusp: cusp)
            let table = ArcLengthTable(curves: curves)
            let references = curves.map { ReferenceArcLength(.cubic($0)) }
            var before = 0.0
            for (i, reference) in references.enumerated() {
                for k in 0...20 {
                    let t = Double(k) / 20
                    let expected = before + reference.length(from: 0, to: t)
                    worst = max(worst, abs(table.length(atCurve: i, t: t) - expected) / table.length)
                }
                before += reference.length(from: 0, to: 1)
            }
            // The round trip through the table's own query.
            for k in 0...10 {
                let s = table.length * Double(k) / 10
                guard let (curve, t) = table.location(atLength: s) else { Issue.record("no location"); return }
                #expect(abs(table.length(atCurve: curve, t: t) - s) <= 1e-8 * table.length)
            }
        }
        #expect(worst < 1e-7, "worst relative error \(worst)")
    }

    @Test func outOfRangeInputStaysOnTheChain() {
        let table = ArcLengthTable(curves: [CubicSegment(Point(0, 0), Point(10, 0), Point(20, 0), Point(30, 0))])
        #expect(table.length(atCurve: -1, t: 0.5) == 0)
        #expect(table.length(atCurve: 1, t: 0.5) == table.length)
        #expect(table.length(atCurve: 0, t: .nan) == 0)
        #expect(table.length(atCurve: 0, t: 2) == table.length)
        #expect(abs(table.length(atCurve: 0, t: 0.5) - 15) < 1e-9)
        #expect(ArcLengthTable(curves: []).length(atCurve: 0, t: 0.5) == 0)
    }
}
