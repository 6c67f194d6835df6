import ArrowCatalog
import Foundation
import TestSupport
import Testing
@testable import BezierArrow

/// A styled arrow prepares its heads once, in head coordinates, and only places them at its tips
/// when they move (`PlacedHeadTargets`); its own prepared path holds the body. Its answers must
/// be those of one prepared path of its whole drawn outline and spine (what it prepared before):
/// the same hits, parts, nearest points and distances, the same fill and tap target, at random
/// points from a fixed seed, for every catalog head on every body, on a stroked template and on
/// a filled one (whose heads are drawn larger), with and without a label, and with heads shrunk
/// on short arrows.
@Suite struct StyledHeadTargetTests {
    /// How far apart two nearest points may be: the search stops its Newton steps within about
    /// 1e-9 of a piece's parameter, and the two preparations cut the heads' curves into
    /// different pieces (monotone in head coordinates, or in the arrow's).
    static let pointTolerance = 1e-6
    /// How far apart two distances may be: a nearest point off along the curve changes the
    /// distance to second order only.
    static let distanceTolerance = 1e-8

    /// How much nearer than a head the body must be for the part not to be a tie: where a
    /// body's end lies along a head's back edge (a triangle's, on a band), both are equally near
    /// a touch there, and which one wins is decided by the rounding of two different
    /// computations (in the arrow's coordinates, or in the head's), in either preparation.
    static let tieTolerance = 1e-9

    /// The arrow's answers at `q` against those of one prepared path of its whole drawing;
    /// a description of the first difference, or `nil`. `ties` counts the points whose part
    /// differs where two parts are equally near.
    static func difference(_ a: Arrow, at q: Point, whole: PreparedPath, ties: inout Int) -> String? {
        let r = a.tapReach()
        let expected = Arrow.hitTest(q, reach: r, whole, heads: PlacedHeadTargets(), drawing: a.drawing,
                                     label: a.labelBox)
        let hit = a.hitTest(q)
        switch (hit, expected) {
        case (nil, nil): break
        case let (hit?, expected?):
            guard hit.point.distance(to: expected.point) <= pointTolerance,
                  abs(hit.distance - expected.distance) <= distanceTolerance else {
                return "hit \(hit), whole path \(expected)"
            }
            if hit.part != expected.part {
                // The nearest points of the whole drawing and of the arrow's parts, anywhere.
                var inWhole = NearestSearch(q, within: .infinity, mode: .nearest)
                inWhole.run(whole)
                var inParts = NearestSearch(q, within: .infinity, mode: .nearest)
                inParts.run(a.preparedPath, heads: a.headTargets)
                let gap = abs(inWhole.distanceSquared.squareRoot() - inParts.distanceSquared.squareRoot())
                guard inWhole.label != inParts.label, gap <= tieTolerance else { return "hit \(hit), whole path \(expected)" }
                ties += 1
            }
        default: return "hit \(String(describing: hit)), whole path \(String(describing: expected))"
        }
        if a.fillContains(q) != whole.fillContains(q) { return "fill \(a.fillContains(q))" }
        // The bend handle's reach counts as the hit test counts it: a label's cut may take the
        // body away there.
        let inTarget = a.labelBox?.contains(q) == true || whole.fillContains(q) || whole.isWithin(r * r, of: q)
            || a.handlePoints.first.map { $0.distanceSquared(to: q) <= r * r } == true
        if a.tapTargetContains(q) != inTarget { return "tap target \(a.tapTargetContains(q))" }
        return nil
    }

    /// The whole drawing prepared in one path, as the arrow prepared it before its heads were
    /// prepared apart.
    static func wholePath(_ a: Arrow) -> PreparedPath {
        var whole = PreparedPath()
        whole.update(outline: a.outline, a.outlineLabels, spine: a.spine, a.spineLabels, fillRule: a.template.fillRule)
        return whole
    }

    @Test(arguments: [ThinArrow.template, DoubleArrow.template])
    func answersAreThoseOfTheWholeDrawing(template: ArrowTemplate) {
        var rng = SplitMix64(seed: 0x7A26_E75)
        func uniform(_ r: ClosedRange<Double>) -> Double { Double.random(in: r, using: &rng) }
        let heads = ArrowCatalog.heads, bodies = ArrowBodyKind.allCases
        var failures: [String] = [], checked = (arrows: 0, hits: 0, headHits: 0, misses: 0), ties = 0
        for (i, head) in heads.enumerated() {
            for variant in 0..<3 {
                // 0: a long arrow; 1: with a label; 2: a short one whose heads shrink.
                let s = Point(uniform(-200...200), uniform(-200...200))
                let angle = uniform(-Double.pi...Double.pi), length = variant == 2 ? uniform(4...40) : uniform(120...300)
                var a = Arrow(template: template, start: s,
                              end: s + Point(length * Foundation.cos(angle), length * Foundation.sin(angle)))!
                a.style = ArrowStyle(startHead: heads[(i + 3 + variant) % heads.count], endHead: head,
                                     body: bodies[(i + variant) % bodies.count], bend: uniform(-40...40),
                                     shrinksHeads: variant == 2)
                if variant == 1 { a.label = try! ArrowLabel("label", width: 40, height: 14) }
                #expect(a.headTargets.isPlaced, "\(template.name) \(head.name) variant \(variant)")
                let whole = Self.wholePath(a)
                let what = "\(template.name) \(a.startHead.name) -> \(head.name) on \(a.body.name) \(a.start) -> \(a.end)"
                #expect(a.bounds.origin.distance(to: whole.boundingBox.origin) <= Self.pointTolerance
                            && abs(a.bounds.width - whole.boundingBox.width) <= Self.pointTolerance
                            && abs(a.bounds.height - whole.boundingBox.height) <= Self.pointTolerance,
                        "\(what): bounds \(a.bounds), whole path \(whole.boundingBox)")
                checked.arrows += 1
                let box = a.tapTargetBounds().insetBy(dx: -5, dy: -5)
                let drawn = (a.outline.elements + a.spine.elements).compactMap(\.endPoint)
                for k in 0..<120 {
                    var q = Point(uniform(box.minX...box.maxX), uniform(box.minY...box.maxY))
                    if k % 2 == 0, let near = drawn.randomElement(using: &rng) {
                        // Half the points near a drawn point: inside the heads, on their edges, at the reach.
                        let d = uniform(0...(a.tapRadius + 2)), t = uniform(-Double.pi...Double.pi)
                        q = near + Point(d * Foundation.cos(t), d * Foundation.sin(t))
                    }
                    if let difference = Self.difference(a, at: q, whole: whole, ties: &ties) {
                        failures.append("\(what) at \(q): \(difference)")
                    }
                    switch a.hitTest(q)?.part {
                    case nil: checked.misses += 1
                    case .startHead?, .endHead?: checked.headHits += 1
                    default: checked.hits += 1
                    }
                }
            }
        }
        #expect(checked.headHits > 1000 && checked.hits > 1000 && checked.misses > 500, "\(checked)")
        // Ties are where a body's end lies along a head's edge: a few points in a thousand.
        #expect(ties * 200 < checked.headHits + checked.hits + checked.misses, "\(ties) ties, \(checked)")
        #expect(failures.isEmpty, "\(failures.count) differences, the first: \(failures.prefix(6).joined(separator: "\n"))")
    }

    /// Heads shrunk to their tips (coincident tips, ``ArrowStyle/shrinksHeads``) have no scale
    /// to place a target with: the arrow prepares them with its body, as one path.
    @Test func headsShrunkToTheirTipsArePreparedWithTheBody() {
        let dot = ArrowCatalog.head(named: "dot")!, triangle = ArrowCatalog.head(named: "triangle")!
        for template in [ThinArrow.template, DoubleArrow.template] {
            var a = Arrow(template: template, start: Point(10, 10), end: Point(10, 10))!
            a.style = ArrowStyle(startHead: dot, endHead: triangle, body: .arc, bend: 20, shrinksHeads: true)
            #expect(!a.headTargets.isPlaced, "\(template.name)")
            let whole = Self.wholePath(a)
            var rng = SplitMix64(seed: 0x5_4121), ties = 0
            for _ in 0..<200 {
                let q = Point(Double.random(in: -30...50, using: &rng), Double.random(in: -30...50, using: &rng))
                if let difference = Self.difference(a, at: q, whole: whole, ties: &ties) {
                    Issue.record("\(template.name) at \(q): \(difference)")
                }
            }
            #expect(ties == 0, "\(template.name)")
            // Moved apart, the heads have a size again and are placed.
            a.end = Point(90, 40)
            #expect(a.headTargets.isPlaced, "\(template.name)")
        }
    }
}
