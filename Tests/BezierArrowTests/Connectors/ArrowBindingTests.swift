import Testing
import TestSupport
@testable import BezierArrow

/// ``ArrowBinding``: anchors kept in `0...1`, NaN, infinity and bad gaps refused with the value named.
@Suite struct ArrowBindingTests {
    @Test func anchorsAreClamped() throws {
        let b = try ArrowBinding(anchor: Point(-3, 1.5))
        #expect(b.anchor == Point(0, 1))
        #expect(b.mode == .edge(gap: 0))
        #expect(try ArrowBinding(anchor: Point(0.25, 0.75), mode: .pinned).anchor == Point(0.25, 0.75))
    }

    @Test func notFiniteAnchorsAndBadGapsAreRefused() {
        for anchor in [Point(.nan, 0), Point(0, .infinity), Point(-.infinity, .nan)] {
            // A NaN is not equal to itself: the error's case and its finite coordinate are checked.
            #expect {
                try ArrowBinding(anchor: anchor)
            } throws: { error in
                guard case .anchorNotFinite(let p)? = error as? ConnectorError else { return false }
                return p.x.isNaN == anchor.x.isNaN && p.y.isNaN == anchor.y.isNaN
            }
        }
        for gap in [Double.nan, .infinity, -1, 2e12] {
            do {
                _ = try ArrowBinding(anchor: Point(0.5, 0.5), mode: .edge(gap: gap))
                Issue.record("gap \(gap) taken")
            } catch {
                if case .gapNotValid(let g) = error { #expect(g.isNaN ? gap.isNaN : g == gap) } else { Issue.record("\(error)") }
                #expect(!error.description.contains("\n"))
            }
        }
        #expect(ConnectorError.gapNotValid(-1).description.contains("-1"))
        #expect(ConnectorError.anchorNotFinite(Point(.nan, 0)).description.contains("nan"))
    }
}
