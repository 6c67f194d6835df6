import Testing
import BezierGeometry

/// Agreement with the independent reference engines (cairo and Skia) on every point of the
/// fixture that is not flagged ambiguous.
@Suite struct FixtureAgreementTests {
    @Test func fixtureHoldsAllCases() {
        #expect(StrokeFixtureCase.all.count == 120)
        #expect(StrokeFixtureCase.all.allSatisfy { $0.points.count == 200 && $0.expected.count == 200 })
    }

    /// The contract: on the path the references stroked (float coordinates), every
    /// non-ambiguous point agrees, in stroke and in fill mode.
    /// Arc cases included: the parser draws arcs within 1e-6 of the true ellipse.
    @Test(arguments: StrokeFixtureCase.all)
    func preparedTestersAgreeWithReference(_ c: StrokeFixtureCase) {
        let path = c.referencePath
        let stroke = PreparedPath(path, strokeStyle: c.style)
        let fill = PreparedPath(path, fillRule: c.fillRule)
        let disagreements = c.disagreements { c.isStroke ? stroke.strokeContains($0) : fill.fillContains($0) }
        #expect(disagreements.isEmpty, "\(c) \(c.pathData) \(c.style): \(disagreements.joined(separator: "; "))")
    }

    /// On the exact (double) path, the answers agree as well wherever float rounding cannot turn
    /// a segment: the path has no segment shorter than 0.01.
    @Test(arguments: StrokeFixtureCase.all.filter { $0.shortestSegment >= 0.01 })
    func exactPathAgreesWhereRoundingCannotMatter(_ c: StrokeFixtureCase) {
        let stroke = PreparedPath(c.path, strokeStyle: c.style)
        let fill = PreparedPath(c.path, fillRule: c.fillRule)
        let disagreements = c.disagreements { c.isStroke ? stroke.strokeContains($0) : fill.fillContains($0) }
        #expect(disagreements.isEmpty, "\(c) \(c.pathData) \(c.style): \(disagreements.joined(separator: "; "))")
    }

    /// The one-shot path methods give the prepared testers' answers.
    @Test(arguments: StrokeFixtureCase.all.filter { $0.id % 10 == 0 })
    func pathMethodsAgreeWithPreparedTesters(_ c: StrokeFixtureCase) {
        let stroke = PreparedPath(c.path, strokeStyle: c.style)
        let fill = PreparedPath(c.path, fillRule: c.fillRule)
        for p in c.points.prefix(40) {
            #expect(c.path.contains(p, using: c.style) == stroke.strokeContains(p))
            #expect(c.path.contains(p, using: c.fillRule) == fill.fillContains(p))
        }
    }
}
