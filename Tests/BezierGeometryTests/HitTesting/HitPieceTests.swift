import TestSupport
import Testing
@testable import BezierGeometry

@Suite struct HitPieceTests {
    /// A segment is one cache line: 64 bytes, the fields every test reads first leading.
    @Test func piecesAreOneCacheLine() {
        #expect(MemoryLayout<HitPiece>.stride == 64)
    }

    /// Random cubics cut into the pieces the hit shape uses.
    static func pieces(_ c: CubicSegment, halving: Bool) -> [CubicSegment] {
        var out: [CubicSegment] = []
        c.forEachMonotonePiece(halving: halving) { piece, _, _ in out.append(piece) }
        return out
    }

    /// A piece's lower bound (box and band) never exceeds its true distance.
    @Test func pieceLowerBoundNeverExceedsTheDistance() {
        var rng = SplitMix64(seed: 0x10B)
        for _ in 0..<2000 {
            let c = CubicSegment(rng.point(within: 200), rng.point(within: 200), rng.point(within: 200), rng.point(within: 200))
            for piece in Self.pieces(c, halving: rng.next() & 1 == 0) {
                let segment = HitPiece(piece: piece, .unlabelled, .unlabelled, inside: .unlabelled, filled: true)
                for _ in 0..<3 {
                    let q = rng.point(within: 300)
                    let exact = piece.project(q).distance
                    #expect(segment.lowerBoundSquared(q).squareRoot() <= exact * (1 + 1e-12) + 1e-9)
                }
            }
        }
    }

    /// The band is useful: a point beside one half of an S-curve is not within the bound of the
    /// parallel curve 14 below it.
    @Test func bandsSeparateParallelCurves() {
        let top = CubicSegment(Point(30, 12), Point(80, 12), Point(120, 132), Point(170, 132))
        let bottom = CubicSegment(Point(30, 26), Point(80, 26), Point(120, 146), Point(170, 146))
        let q = top.point(at: 0.25) + Point(0, -5)
        let d = top.project(q).distance
        for piece in Self.pieces(bottom, halving: true) where piece.p0.x < q.x + 20 {
            #expect(HitPiece(piece: piece, .unlabelled, .unlabelled, inside: .unlabelled, filled: true).lowerBoundSquared(q) > d * d)
        }
    }

    /// The certified Newton search (with halving and the general fallback) finds the same
    /// nearest point as the general exact projection, on pieces and on whole random curves
    /// (loops, cusps and near-straight curves included).
    @Test func nearestInsideAgreesWithTheExactProjection() {
        var rng = SplitMix64(seed: 0x5EED)
        var checked = 0
        for round in 0..<3000 {
            var c = CubicSegment(rng.point(within: 200), rng.point(within: 200), rng.point(within: 200), rng.point(within: 200))
            if round % 10 == 0 { c.p1 = c.p0 }  // a handle on its anchor
            if round % 10 == 1 { c.p2 = c.p1 }  // a cusp or near-cusp
            let curves = round % 2 == 0 ? [c] : Self.pieces(c, halving: true)
            for piece in curves {
                let q = rng.point(within: 250)
                let exact = piece.project(q)
                let inside = HitPiece.nearestInside(piece, to: q)
                let ends = min(piece.p0.distanceSquared(to: q), piece.p3.distanceSquared(to: q))
                let found = min(ends, inside?.distanceSquared ?? .infinity)
                // Both exact: the distances agree to rounding (relative to the coordinates).
                #expect(abs(found.squareRoot() - exact.distance) <= 1e-9 * 300, "\(piece) q \(q)")
                if let inside {
                    // The point found lies on the curve (it is B(t) for some t).
                    #expect(piece.project(inside.point).distance < 1e-9)
                }
                checked += 1
            }
        }
        #expect(checked > 3000)
    }

    /// The fill crossing of a segment agrees with a ray cast against a dense polyline.
    @Test func crossingsAgreeWithDenseSampling() {
        var rng = SplitMix64(seed: 0xC0FE)
        for _ in 0..<500 {
            let c = CubicSegment(rng.point(within: 100), rng.point(within: 100), rng.point(within: 100), rng.point(within: 100))
            for piece in Self.pieces(c, halving: true) {
                let segment = HitPiece(piece: piece, .unlabelled, .unlabelled, inside: .unlabelled, filled: true)
                for _ in 0..<20 {
                    let q = rng.point(within: 110)
                    // The monotone piece meets the height q.y at most once: find its x there.
                    guard (piece.p0.y <= q.y) != (piece.p3.y <= q.y) else {
                        #expect(segment.crossing(q, HitControls(p1: piece.p1, p2: piece.p2)) == 0)
                        continue
                    }
                    let x = FillCrossingPiece.x(atY: q.y, on: piece)
                    if abs(x - q.x) < 1e-6 { continue }
                    let expected = x > q.x ? (piece.p3.y > piece.p0.y ? 1 : -1) : 0
                    #expect(segment.crossing(q, HitControls(p1: piece.p1, p2: piece.p2)) == expected)
                }
            }
        }
    }
}
