import Testing
import TestSupport
@testable import BezierArrow

/// ``SceneShape``: outlines, anchors both ways, containment, what it refuses and keeps.
@Suite struct SceneShapeTests {
    @Test func anchorsRoundTripUnderEveryTransform() {
        var g = SplitMix64(seed: 11)
        for shape in ConnectorFixtures.shapes {
            for _ in 0..<50 {
                let anchor = Point(ConnectorFixtures.uniform(0, 1, &g), ConnectorFixtures.uniform(0, 1, &g))
                let back = shape.anchor(of: shape.point(atAnchor: anchor))
                // Two affine maps and their inverse in doubles on coordinates up to ~500: 1e-12.
                #expect(isApproximatelyEqual(back, anchor, tolerance: 1e-12))
            }
        }
    }

    @Test func anchorsNameThePlacesOfTheLocalRect() throws {
        let t = Transform2D(rotationAngle: Double.pi / 2).concatenating(Transform2D(translationX: 10, y: 0))
        let shape = try SceneShape(.rectangle(Rect(x: 0, y: 0, width: 40, height: 20)), transform: t)
        // (x, y) -> (-y + 10, x): the local (40, 10) is the scene's (0, 40).
        #expect(isApproximatelyEqual(shape.point(atAnchor: Point(1, 0.5)), Point(0, 40), tolerance: 1e-12))
        #expect(isApproximatelyEqual(shape.center, Point(0, 20), tolerance: 1e-12))
        // Scene (1e9, -1e9) is local (-1e9, 10 - 1e9): beyond the minimum corner on both axes.
        #expect(shape.anchor(of: Point(1e9, -1e9)) == Point(0, 0))
        #expect(shape.anchor(of: Point(-1e9, 1e9)) == Point(1, 1))
        #expect(shape.anchor(of: Point(.nan, 0)) == Point(0.5, 0.5))
        #expect(isApproximatelyEqual(shape.bounds.minX, -10, tolerance: 1e-12))
        #expect(isApproximatelyEqual(shape.bounds.maxY, 40, tolerance: 1e-12))
    }

    @Test func containmentIsTheOutlinesFill() throws {
        let ellipse = try SceneShape(.ellipse(Rect(x: 0, y: 0, width: 100, height: 50)))
        #expect(ellipse.contains(Point(50, 25)))
        #expect(!ellipse.contains(Point(3, 3)))
        #expect(!ellipse.contains(Point(.nan, 25)))
        let rounded = try SceneShape(.roundedRectangle(Rect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 20))
        #expect(!rounded.contains(Point(2, 2)))
        #expect(rounded.contains(Point(10, 25)))
        let concave = try SceneShape(.path(ConnectorFixtures.concavePath))
        #expect(!concave.contains(Point(80, 50)))
        #expect(concave.contains(Point(10, 50)))
        #expect(concave.localRect == Rect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func invalidShapesAreRefusedAndInvalidChangesIgnored() throws {
        #expect(throws: ConnectorError.self) { try SceneShape(.rectangle(Rect(x: .nan, y: 0, width: 1, height: 1))) }
        #expect(throws: ConnectorError.self) { try SceneShape(.path(BezierPath())) }
        #expect(throws: ConnectorError.self) {
            try SceneShape(.ellipse(Rect(x: 0, y: 0, width: 10, height: 10)), transform: Transform2D(scaleX: 1e12, y: 1))
        }
        var shape = try SceneShape(.rectangle(Rect(x: 0, y: 0, width: 10, height: 10)))
        let before = shape
        shape.transform = Transform2D(translationX: .infinity, y: 0)
        #expect(shape == before)
        #expect(shape.bounds == before.bounds)
        shape.transform = Transform2D(translationX: 5, y: 0)
        #expect(shape.contains(Point(14, 5)) && !shape.contains(Point(2, 5)))
        #expect(shape.path.boundingBox == shape.bounds)
        do {
            _ = try SceneShape(.rectangle(Rect(x: 0, y: 0, width: 1, height: 1)), transform: Transform2D(translationX: .nan, y: 0))
            Issue.record("a NaN transform was taken")
        } catch {
            #expect(!error.description.contains("\n"))
            #expect(error.description.contains("bounds"))
        }
    }

    @Test func aShapeOfNoExtentHoldsNothing() throws {
        let point = try SceneShape(.rectangle(Rect(x: 5, y: 5, width: 0, height: 0)))
        #expect(!point.contains(Point(5, 5)))
        #expect(point.anchor(of: Point(7, 7)) == Point(0.5, 0.5))
        #expect(point.point(atAnchor: Point(1, 1)) == Point(5, 5))
    }
}
