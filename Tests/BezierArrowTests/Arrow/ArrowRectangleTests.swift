import TestSupport
import Testing
@testable import BezierArrow

/// What an arrow draws meets a rectangle, or lies inside one, as the brute force over its
/// flattened drawing says (`BruteForceDrawing`: chords within 1e-3 of the curves, rectangles
/// within 2e-3 of grazing counted apart): outline and spine templates, stroked and not, styled
/// with every body kind (straight, arc, elbow, curved) and turned heads, labelled or not.
@Suite struct ArrowRectangleTests {
    typealias T = ArrowTestTemplates

    /// A random arrow: a template with an outline (filled, or filled and stroked 6 wide) or with
    /// a spine, plain or styled (any body kind, a bend, a dot and a triangle turned with the
    /// tips), sometimes labelled.
    static func arrow(_ rng: inout SplitMix64) throws -> Arrow {
        let templates = [T.doubleArrow(), T.doubleArrow(.follow, .scaled, lineWidth: 6), T.spineArrow(.follow, .rigid),
                         T.tailArrow(.follow, .rigid)]
        let s = Point(rng.uniform(-300...300), rng.uniform(-300...300))
        let e = s + Point(rng.uniform(-250...250), rng.uniform(-250...250))
        var arrow = Arrow(template: templates[Int(rng.next() % 4)], start: s, end: e)!
        if rng.next() % 3 != 0 {
            arrow.style = ArrowStyle(startHead: rng.next() % 2 == 0 ? ArrowStyleTests.dot : .none,
                                     endHead: ArrowStyleTests.triangle,
                                     body: ArrowBodyKind.allCases[Int(rng.next() % UInt64(ArrowBodyKind.allCases.count))],
                                     bend: rng.uniform(-80...80))
        }
        if rng.next() % 4 == 0 {
            arrow.label = try ArrowLabel("l", width: rng.uniform(1...120), height: rng.uniform(1...60),
                                         fraction: rng.uniform(0...1), offset: rng.uniform(-40...40))
        }
        return arrow
    }

    /// The brute force of what an arrow draws.
    static func reference(_ arrow: Arrow) -> BruteForceDrawing {
        BruteForceDrawing(outline: arrow.outline, spine: arrow.spine, fillRule: arrow.template.fillRule,
                          reach: arrow.template.lineWidth / 2, boxes: arrow.labelFrame.map { [$0] } ?? [])
    }

    @Test func randomArrowsAgreeWithTheBruteForce() throws {
        var rng = SplitMix64(seed: 0x41_5245_4354)
        var answered = 0, grazing = 0, met = 0, enclosed = 0, styled = 0
        for _ in 0..<60 {
            let arrow = try Self.arrow(&rng)
            if arrow.style != nil { styled += 1 }
            let reference = Self.reference(arrow)
            for k in 0..<25 {
                // Every fifth rectangle about the arrow's bounds, which it may hold.
                let b = arrow.bounds
                let r = k % 5 == 0 ? b.insetBy(dx: -rng.uniform(-4...24), dy: -rng.uniform(-4...24)) : rng.rect(near: b)
                let meets = arrow.drawingIntersects(r), inside = arrow.drawingIsInside(r)
                #expect(!inside || meets)
                // Culling by the drawing bounds keeps every arrow that draws in the rectangle.
                #expect(!meets || arrow.drawingBounds.intersects(r))
                if let expected = reference.intersects(r) {
                    answered += 1
                    if expected { met += 1 }
                    #expect(meets == expected, "\(arrow.template.name) \(String(describing: arrow.style?.body)) \(r)")
                } else {
                    grazing += 1
                }
                if let expected = reference.isInside(r) {
                    if expected { enclosed += 1 }
                    #expect(inside == expected, "\(arrow.template.name) \(r)")
                }
            }
        }
        #expect(styled > 25)
        #expect(met > answered / 5 && met < answered * 4 / 5, "\(met) of \(answered)")
        #expect(enclosed > 30)
        #expect(grazing * 50 < answered, "\(grazing) grazing of \(answered)")
    }

    /// A rectangle inside the body's fill meets the arrow though no line crosses it; beside the
    /// body, a thin stroke's reach decides.
    @Test func insideTheFillAndAlongTheStroke() {
        // The double arrow at rest: its body is the band 12...26 from x = 30 to 170.
        let plain = Arrow(template: T.doubleArrow(), start: Point(0, 19), end: Point(200, 19))!
        #expect(plain.drawingIntersects(Rect(x: 90, y: 17, width: 4, height: 4)))
        #expect(!plain.drawingIntersects(Rect(x: 90, y: 27, width: 4, height: 4)))
        // Stroked 6 wide: 3 past the outline's side at y = 26.
        let stroked = Arrow(template: T.doubleArrow(lineWidth: 6), start: Point(0, 19), end: Point(200, 19))!
        #expect(stroked.drawingIntersects(Rect(x: 90, y: 28.9, width: 4, height: 4)))
        #expect(!stroked.drawingIntersects(Rect(x: 90, y: 29.1, width: 4, height: 4)))
        // Its bounds are (0, 0, 200, 38), 3 more on every side when stroked.
        #expect(plain.drawingIsInside(Rect(x: 0, y: 0, width: 200, height: 38)))
        #expect(!stroked.drawingIsInside(Rect(x: 0, y: 0, width: 200, height: 38)))
        #expect(stroked.drawingIsInside(Rect(x: -3, y: -3, width: 206, height: 44)))
    }
}
