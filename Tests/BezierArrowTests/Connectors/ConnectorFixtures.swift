import TestSupport
@testable import BezierArrow

/// Shapes, random draws and the independent reference the connector tests share.
enum ConnectorFixtures {
    /// A concave outline: a "C" opening to the right, of lines and one cubic, within (0, 0, 100, 100).
    static var concavePath: BezierPath {
        var p = BezierPath()
        p.move(to: Point(0, 0))
        p.line(to: Point(100, 0))
        p.line(to: Point(100, 30))
        p.line(to: Point(40, 30))
        p.cubic(to: Point(40, 70), control1: Point(25, 40), control2: Point(25, 60))
        p.line(to: Point(100, 70))
        p.line(to: Point(100, 100))
        p.line(to: Point(0, 100))
        p.close()
        return p
    }

    /// The outlines every test runs on: each kind, the concave path.
    static let outlines: [SceneShape.Outline] = [
        .rectangle(Rect(x: 0, y: 0, width: 120, height: 80)),
        .roundedRectangle(Rect(x: -20, y: 10, width: 90, height: 140), cornerRadius: 25),
        .ellipse(Rect(x: 5, y: 5, width: 150, height: 60)),
        .path(concavePath),
    ]

    /// Transforms: none, a move, a rotation with a non-uniform scale and a move.
    static let transforms: [Transform2D] = [
        .identity,
        Transform2D(translationX: 200, y: -40),
        Transform2D(scaleX: 1.7, y: 0.6).concatenating(Transform2D(rotationAngle: 0.7))
            .concatenating(Transform2D(translationX: 300, y: 120)),
    ]

    /// Every outline under every transform.
    static var shapes: [SceneShape] {
        outlines.flatMap { o in transforms.map { try! SceneShape(o, transform: $0) } }
    }

    /// A uniform draw in `lo...hi`.
    static func uniform(_ lo: Double, _ hi: Double, _ g: inout SplitMix64) -> Double {
        lo + (hi - lo) * Double(g.next() >> 11) / Double(1 << 53)
    }

    /// A random point outside `shape`'s bounds grown by a fifth of their size (so small moves of
    /// the shape never reach it), within three sizes of the centre.
    static func outsidePoint(of shape: SceneShape, _ g: inout SplitMix64) -> Point {
        let b = shape.bounds, size = max(b.width, b.height)
        let grown = b.insetBy(dx: -size / 5, dy: -size / 5)
        while true {
            let p = Point(uniform(b.minX - 2 * size, b.maxX + 2 * size, &g), uniform(b.minY - 2 * size, b.maxY + 2 * size, &g))
            if !grown.contains(p) { return p }
        }
    }

    /// A random shape: a kind, a size, a rotation, a place.
    static func randomShape(_ g: inout SplitMix64) -> SceneShape {
        let w = uniform(10, 200, &g), h = uniform(10, 200, &g)
        let r = Rect(x: uniform(-50, 50, &g), y: uniform(-50, 50, &g), width: w, height: h)
        let outline: SceneShape.Outline
        switch g.next() % 4 {
        case 0: outline = .rectangle(r)
        case 1: outline = .roundedRectangle(r, cornerRadius: uniform(0, 60, &g))
        case 2: outline = .ellipse(r)
        default: outline = .path(concavePath.transformed(by: Transform2D(scaleX: w / 100, y: h / 100)))
        }
        let t = Transform2D(rotationAngle: uniform(-3, 3, &g))
            .concatenating(Transform2D(translationX: uniform(-300, 300, &g), y: uniform(-300, 300, &g)))
        return try! SceneShape(outline, transform: t)
    }

    /// The point at a parameter of a chain of cubics: `u` in `0...count`, cubic `floor(u)`.
    static func point(on curves: [CubicSegment], at u: Double) -> Point {
        let k = min(Int(u), curves.count - 1)
        return curves[k].point(at: u - Double(k))
    }

    /// The reference entry: the chain scanned at `samples` even parameter steps for the first
    /// point `shape` contains, then bisected (on `fillContains` alone) between that sample and
    /// the one before it, which is outside, to the last bit; `nil` when no sample is inside. A
    /// start inside is left first, as the solver's rule says.
    static func referenceEntry(_ curves: [CubicSegment], into shape: SceneShape, samples: Int = 20_000) -> Point? {
        let n = Double(curves.count)
        var wasOutside = !shape.containment.fillContains(curves[0].p0)
        var previous = 0.0
        for i in 1...samples {
            let u = n * Double(i) / Double(samples)
            let inside = shape.containment.fillContains(point(on: curves, at: u))
            if inside && wasOutside {
                var lo = previous, hi = u
                for _ in 0..<80 where hi - lo > 0 {
                    let mid = (lo + hi) / 2
                    if mid == lo || mid == hi { break }
                    if shape.containment.fillContains(point(on: curves, at: mid)) { hi = mid } else { lo = mid }
                }
                return point(on: curves, at: hi)
            }
            wasOutside = !inside
            previous = u
        }
        return nil
    }
}
