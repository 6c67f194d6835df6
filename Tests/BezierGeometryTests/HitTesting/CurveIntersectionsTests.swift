import TestSupport
import Testing
@testable import BezierGeometry

/// Curve meetings and first entries against independent references: a fine polyline for
/// meetings, bisection on the outline's own exact containment for entries.
@Suite struct CurveIntersectionsTests {
    typealias CI = CurveIntersections

    static func randomCubic(_ rng: inout SplitMix64, within r: Double = 100) -> CubicSegment {
        CubicSegment(rng.point(within: r), rng.point(within: r), rng.point(within: r), rng.point(within: r))
    }

    /// Where two polylines through `n + 1` points of each curve cross: approximate meetings.
    static func polylineMeetings(_ a: CubicSegment, _ b: CubicSegment, n: Int) -> [(t: Double, s: Double)] {
        var result: [(Double, Double)] = []
        for i in 0..<n {
            let a0 = a.point(at: Double(i) / Double(n)), a1 = a.point(at: Double(i + 1) / Double(n))
            for j in 0..<n {
                let b0 = b.point(at: Double(j) / Double(n)), b1 = b.point(at: Double(j + 1) / Double(n))
                let da = a1 - a0, db = b1 - b0, w = b0 - a0, d = da.cross(db)
                guard d != 0 else { continue }
                let u = w.cross(db) / d, v = w.cross(da) / d
                if u >= 0 && u < 1 && v >= 0 && v < 1 { result.append(((Double(i) + u) / Double(n), (Double(j) + v) / Double(n))) }
            }
        }
        return result
    }

    /// Every meeting found is a meeting (the two points agree to 1e-9 of the curves' size), and
    /// every crossing of fine polylines through the curves that is not near a tangency has a
    /// meeting found within the polylines' error, over 300 random pairs (seed 0xC0C0).
    @Test func meetingsAreExactAndComplete() {
        var rng = SplitMix64(seed: 0xC0C0)
        var checked = 0
        for _ in 0..<300 {
            let a = Self.randomCubic(&rng), b = Self.randomCubic(&rng)
            let found = CI.meetings(a, b)
            for m in found {
                #expect(a.point(at: m.t).distance(to: b.point(at: m.s)) <= 1e-9 * 100, "\(a) \(b) \(m)")
            }
            for r in Self.polylineMeetings(a, b, n: 200) {
                // Near a tangency two polyline crossings may stand for one meeting or none.
                let angle = abs(a.derivative(at: r.t).normalized.cross(b.derivative(at: r.s).normalized))
                guard angle > 0.05 else { continue }
                checked += 1
                #expect(found.contains { abs($0.t - r.t) < 2e-3 && abs($0.s - r.s) < 2e-3 }, "\(a) \(b) missed near \(r)")
            }
        }
        #expect(checked > 100)
    }

    /// Straight pieces: a crossing in closed form, parallel lines meeting nowhere, and lines
    /// along each other meeting at the ends of their overlap.
    @Test func straightPieces() {
        let a = CubicSegment(line: Point(0, 0), Point(10, 0))
        let cross = CI.meetings(a, CubicSegment(line: Point(4, -5), Point(4, 5)))
        #expect(cross.count == 1 && cross[0].point.distance(to: Point(4, 0)) < 1e-14 && abs(cross[0].t - 0.4) < 1e-15 && abs(cross[0].s - 0.5) < 1e-15)
        #expect(CI.meetings(a, CubicSegment(line: Point(0, 1), Point(10, 1))).isEmpty)
        let along = CI.meetings(a, CubicSegment(line: Point(5, 0), Point(20, 0)))
        #expect(along.map(\.point) == [Point(5, 0), Point(10, 0)])
        #expect(CI.meetings(a, CubicSegment(line: Point(.nan, 0), Point(20, 0))).isEmpty)
    }

    /// Two straight segments meet in closed form (their chords): the same meetings as the
    /// general halving finds for the same lines given as cubics that are not uniform (inner
    /// control points nudged along the chord, which keeps the curve on it), within 1e-9 of the
    /// segments' size, over 400 random pairs (seed 0x11AE).
    @Test func straightPairsAgreeWithTheHalving() {
        var rng = SplitMix64(seed: 0x11AE)
        var met = 0
        for _ in 0..<400 {
            let a = CubicSegment(line: rng.point(within: 100), rng.point(within: 100))
            let b = CubicSegment(line: rng.point(within: 100), rng.point(within: 100))
            #expect(a.isUniformLine && b.isUniformLine)
            // Along the chord, not uniformly: the general path, and a parameter of its own.
            let nudged = CubicSegment(b.p0, b.p0 + (b.p3 - b.p0) * 0.3, b.p0 + (b.p3 - b.p0) * 0.7, b.p3)
            #expect(!nudged.isUniformLine)
            let fast = CI.meetings(a, b), general = CI.meetings(a, nudged)
            #expect(fast.count == general.count)
            for (f, g) in zip(fast, general) {
                #expect(f.point.distance(to: g.point) <= 1e-9 * 100 && abs(f.t - g.t) <= 1e-9, "\(a) \(b)")
                #expect(b.point(at: f.s).distance(to: f.point) <= 1e-9 * 100)
            }
            met += fast.count
        }
        #expect(met > 50)
    }

    /// Outlines of every kind a shape has: a rectangle, an ellipse, a rounded rectangle, a
    /// concave star and a curved concave blob.
    static func outlines() -> [(String, BezierPath)] {
        var rect = BezierPath()
        rect.move(to: Point(-40, -25)); rect.line(to: Point(40, -25)); rect.line(to: Point(40, 25)); rect.line(to: Point(-40, 25)); rect.close()
        // An ellipse of four quarter cubics.
        var ellipse = BezierPath()
        let k = 0.5522847498307936, rx = 50.0, ry = 30.0
        ellipse.move(to: Point(rx, 0))
        ellipse.cubic(to: Point(0, ry), control1: Point(rx, k * ry), control2: Point(k * rx, ry))
        ellipse.cubic(to: Point(-rx, 0), control1: Point(-k * rx, ry), control2: Point(-rx, k * ry))
        ellipse.cubic(to: Point(0, -ry), control1: Point(-rx, -k * ry), control2: Point(-k * rx, -ry))
        ellipse.cubic(to: Point(rx, 0), control1: Point(k * rx, -ry), control2: Point(rx, -k * ry))
        ellipse.close()
        var rounded = BezierPath()
        let r = 12.0, w = 45.0, h = 30.0, c = k * r
        rounded.move(to: Point(-w + r, -h)); rounded.line(to: Point(w - r, -h))
        rounded.cubic(to: Point(w, -h + r), control1: Point(w - r + c, -h), control2: Point(w, -h + r - c))
        rounded.line(to: Point(w, h - r))
        rounded.cubic(to: Point(w - r, h), control1: Point(w, h - r + c), control2: Point(w - r + c, h))
        rounded.line(to: Point(-w + r, h))
        rounded.cubic(to: Point(-w, h - r), control1: Point(-w + r - c, h), control2: Point(-w, h - r + c))
        rounded.line(to: Point(-w, -h + r))
        rounded.cubic(to: Point(-w + r, -h), control1: Point(-w, -h + r - c), control2: Point(-w + r - c, -h))
        rounded.close()
        var star = BezierPath()
        for i in 0..<10 {
            let angle = Double(i) * .pi / 5, radius = i % 2 == 0 ? 50.0 : 18.0
            let p = Point(radius * cos(angle), radius * sin(angle))
            if i == 0 { star.move(to: p) } else { star.line(to: p) }
        }
        star.close()
        var blob = BezierPath()
        blob.move(to: Point(-40, 0))
        blob.cubic(to: Point(40, 0), control1: Point(-40, -70), control2: Point(40, -70))
        blob.cubic(to: Point(0, 10), control1: Point(40, 40), control2: Point(20, -30))
        blob.cubic(to: Point(-40, 0), control1: Point(-20, -30), control2: Point(-40, 40))
        blob.close()
        return [("rectangle", rect), ("ellipse", ellipse), ("rounded rectangle", rounded), ("star", star), ("blob", blob)]
    }

    /// The first entry agrees with bisection on the outline's exact containment: approaches,
    /// straight and curved, from random points around each outline towards random points (inside
    /// or not), 400 each (seed 0xE0E0). Where the sampling of the reference steps over a brief
    /// entry, the entry found must still be one: on the outline, outside just before, inside
    /// just after.
    @Test(arguments: outlines().map(\.0))
    func firstEntryAgreesWithBisection(name: String) {
        let outline = Self.outlines().first { $0.0 == name }!.1
        let prepared = PreparedPath(outline, strokeStyle: BezierPath.StrokeStyle(width: 0))
        let segments = CI.closedSegments(of: outline)
        var rng = SplitMix64(seed: 0xE0E0)
        var compared = 0
        for trial in 0..<400 {
            let from = rng.point(within: 120), to = rng.point(within: 40)
            let curve = trial % 2 == 0 ? CubicSegment(line: from, to)
                : CubicSegment(from, from + rng.point(within: 80), to + rng.point(within: 80), to)
            let entry = CI.firstEntry(of: curve, into: prepared, segments: segments)
            // The reference: the first sampled step from outside to inside, bisected.
            let n = 4000
            var reference: Double?
            var wasInside = prepared.fillContains(curve.p0)
            for i in 1...n {
                let t = Double(i) / Double(n)
                let isInside = prepared.fillContains(curve.point(at: t))
                if !wasInside && isInside {
                    var lo = Double(i - 1) / Double(n), hi = t
                    for _ in 0..<80 {
                        let mid = (lo + hi) / 2
                        if prepared.fillContains(curve.point(at: mid)) { hi = mid } else { lo = mid }
                    }
                    reference = hi
                    break
                }
                wasInside = isInside
            }
            guard let entry else {
                #expect(reference == nil, "\(name): no entry found, bisection found \(reference!) on \(curve)")
                continue
            }
            let onOutline = outline.project(entry.point).map { $0.distance } ?? .infinity
            #expect(onOutline <= 1e-9, "\(name): entry \(entry.point) is \(onOutline) off the outline")
            if let reference, abs(reference - entry.t) <= 1e-9 {
                compared += 1
            } else {
                // An entry the sampling stepped over comes before the reference's.
                #expect(reference.map { entry.t < $0 } ?? true, "\(name): entry \(entry.t), bisection \(reference ?? -1) on \(curve)")
                #expect(!prepared.fillContains(curve.point(at: entry.t - 1e-7)) && prepared.fillContains(curve.point(at: entry.t + 1e-7)),
                        "\(name): \(entry.t) is no entry on \(curve)")
            }
        }
        #expect(compared > 100, "\(name): \(compared) compared")
    }
}
