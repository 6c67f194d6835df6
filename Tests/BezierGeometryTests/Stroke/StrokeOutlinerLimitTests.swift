import Foundation
import TestSupport
import Testing
@testable import BezierGeometry

/// Whatever the numbers, one outline stays within ``AcceptedRange/maxOutlineElements`` and its
/// work is bounded: huge and thin arcs, tolerances below what a `Double` resolves at the path's
/// coordinates, folds on near-degenerate ellipses and long runs of near-cusps.
@Suite struct StrokeOutlinerLimitTests {
    static let limit = AcceptedRange.maxOutlineElements

    static func path(_ data: String) -> BezierPath { try! BezierPath(svgPathData: data) }

    /// A quarter of a circle of radius 1e12 at a tolerance of 1e-9: 1e-21 of the radius, far
    /// below the rounding of its coordinates, so no fit could pass and every offset piece was
    /// halved to its budget (half a million elements). The tolerance now counts as 1e-12 of the
    /// largest coordinate, and a few pieces per arc cubic do.
    @Test func toleranceBelowTheCoordinatesPrecisionIsRaised() {
        let arc = Self.path("M 0 0 A 1e12 1e12 0 0 1 1e12 1e12")
        var outliner = StrokeOutliner()
        var outline = BezierPath()
        outliner.outline(of: arc, style: BezierPath.StrokeStyle(width: 10), tolerance: 1e-9, into: &outline)
        #expect(!outline.isEmpty)
        #expect(outline.elements.count < 2_000)
        // Filled, the outline covers the stroke's middle and not beyond it.
        let fill = PreparedPath(outline)
        let center = Point(0, 1e12), radius = 1e12
        for angle in stride(from: 0.2, to: 1.4, by: 0.2) {
            let sine = Foundation.sin(angle), cosine = Foundation.cos(angle)
            let u = Point(sine, -cosine)
            #expect(fill.fillContains(center + u * radius))
            #expect(!fill.fillContains(center + u * (radius + 20)))
        }
    }

    /// A very flat ellipse (radii 3.8e9 and 0.0057) stroked 6.3 wide: its ends fold, and the
    /// evolute there was halved to 2^30 chords (24 GB and 90 seconds). The elements are now
    /// counted against the limit, so the outline stops and the checked call says why.
    @Test func foldedFlatEllipseStopsAtTheLimit() {
        let arc = Self.path("M -736.09 -1167.16 A 3.82507e+09 0.00571951 39.42 0 1 -859.177 1586.35")
        let style = BezierPath.StrokeStyle(width: 6.313656896032721, cap: .square, join: .bevel)
        var outliner = StrokeOutliner()
        var outline = BezierPath()
        do {
            try outliner.checkedOutline(of: arc, style: style, tolerance: 5.36e-5, into: &outline)
            #expect(outline.elements.count <= Self.limit)
        } catch {
            #expect(error == .tooManyOutlineElements(limit: Self.limit))
            #expect(outline.isEmpty)
        }
    }

    /// Cubics that each run out and back onto themselves (near-cusps, so every segment folds
    /// and joins almost reverse): stroked 10 wide, each took hundreds of elements, and 20,000 of
    /// them ran for half a minute. Past the limit the outline is abandoned as soon as the count
    /// is reached, and nothing is appended (a limit of 2,000 here, so that the test stays quick
    /// in a debug build; the command-line test runs into the real one).
    @Test func nearCuspsPastTheLimitAppendNothing() throws {
        var data = "M 0 0"
        for i in 0..<100 {
            data += " C 1 \(Double(i % 2) * 1e-7) 0 0 \(Double(i % 3) * 1e-7) 0"
        }
        let path = Self.path(data)
        let style = BezierPath.StrokeStyle(width: 10, join: .round)
        var outliner = StrokeOutliner()
        var outline = BezierPath()
        outline.move(to: Point(1, 2))
        #expect(!outliner.appendOutline(of: path, style: style, tolerance: 0.01, limit: 2_000, into: &outline))
        #expect(outline.elements.count == 1)
        // The whole outline, for the record of what the limit saved.
        var whole = BezierPath()
        #expect(outliner.appendOutline(of: path, style: style, tolerance: 0.01, limit: .max, into: &whole))
        #expect(whole.elements.count > 10_000)
        // The outliner is left clean: the next path strokes as it would from new.
        var next = BezierPath()
        try outliner.checkedOutline(of: Self.path("M 0 0 L 100 0"), style: BezierPath.StrokeStyle(width: 10), into: &next)
        #expect(next == Self.path("M 0 0 L 100 0").stroked(BezierPath.StrokeStyle(width: 10)))
    }

    /// Numbers outside the accepted range are named, the outline untouched.
    @Test func outOfRangeNumbersAreNamed() {
        var outliner = StrokeOutliner()
        var outline = BezierPath()
        let line = Self.path("M 0 0 L 100 0")
        #expect(throws: AcceptedRangeError(quantity: .width, value: 1e200,
                                           range: AcceptedRange.minPositiveWidth...AcceptedRange.maxMagnitude)) {
            try outliner.checkedOutline(of: line, style: BezierPath.StrokeStyle(width: 1e200), into: &outline)
        }
        #expect(throws: AcceptedRangeError(quantity: .coordinate, value: 1e39,
                                           range: -AcceptedRange.maxMagnitude...AcceptedRange.maxMagnitude)) {
            try outliner.checkedOutline(of: Self.path("M 0 0 L 1e39 0"), style: BezierPath.StrokeStyle(width: 1),
                                        into: &outline)
        }
        #expect(throws: AcceptedRangeError(quantity: .tolerance, value: 0,
                                           range: Double.leastNonzeroMagnitude...AcceptedRange.maxMagnitude)) {
            try outliner.checkedOutline(of: line, style: BezierPath.StrokeStyle(width: 1), tolerance: 0, into: &outline)
        }
        #expect(outline.isEmpty)
    }

    /// Hostile strokes from a fixed seed: huge and thin arcs (flat ellipses included), long
    /// polylines with near-degenerate joins and wild cubics, tolerances down to 1e-14. Every
    /// outline either fits the limit, finite, or is refused with the limit's error.
    @Test func hostileStrokesStayWithinTheLimit() {
        var rng = SplitMix64(seed: 0x57_0E_11)
        func uniform(_ a: Double, _ b: Double) -> Double { Double.random(in: a...b, using: &rng) }
        func magnitude(_ lo: Double, _ hi: Double) -> Double { pow(10, uniform(lo, hi)) }
        var outliner = StrokeOutliner()
        var outline = BezierPath()
        var refused = 0
        let limit = 20_000  // a fifth of the real one, so that the test stays quick in a debug build
        for round in 0..<24 {
            var path = BezierPath()
            let extent = magnitude(0, 12)
            func point() -> Point { Point(uniform(-extent, extent), uniform(-extent, extent)) }
            switch round % 3 {
            case 0:
                let r = magnitude(6, 14), r2 = r * magnitude(-13, 0)
                let (a, b) = (point(), point())
                path = Self.path("M \(a.x) \(a.y) A \(r) \(r2) \(uniform(0, 360)) \(round % 2) 1 \(b.x) \(b.y)")
            case 1:
                let step = magnitude(-9, 1)
                var p = Point.zero
                path.move(to: p)
                for i in 0..<600 {
                    // Back and forth along x, a hair off the line: joins within 1e-9 of a reversal.
                    p = p + Point(i % 2 == 0 ? step : -step * (1 - 1e-12), step * 1e-9)
                    path.line(to: p)
                }
            default:
                path.move(to: point())
                for _ in 0..<40 { path.cubic(to: point(), control1: point(), control2: point()) }
            }
            // A flat ellipse's radii grow until it spans its ends, past the range at times.
            guard (try? path.checkAcceptedRange()) != nil else { continue }
            let style = BezierPath.StrokeStyle(width: magnitude(-6, 4), cap: LineCap.allCases[round % 3],
                                               join: LineJoin.allCases[(round / 3) % 3])
            let tolerance = magnitude(-14, -1)
            outline.removeAll()
            if outliner.appendOutline(of: path, style: style, tolerance: tolerance, limit: limit, into: &outline) {
                #expect(outline.elements.count <= limit)
                #expect(outline.isFinite)
            } else {
                #expect(outline.isEmpty)
                refused += 1
            }
        }
        // The cases are hostile enough that some are refused, and ordinary enough that most are not.
        #expect(refused < 12)
    }
}
