@testable import BezierArrow

/// Finds where a path crosses or touches itself, for property tests of arrow outlines.
///
/// Every segment becomes a cubic, split at its x and y extrema into pieces monotone in both
/// coordinates (a monotone piece cannot cross itself). Each pair of pieces is then checked by
/// recursive subdivision: pieces whose control-point boxes are disjoint cannot meet; once both
/// are flat within `tolerance` they are replaced by their chords and tested exactly with
/// orientation predicates. Consecutive pieces share an endpoint; that contact is not a crossing
/// (unless their end chords fold back over each other), every other contact is.
/// A miss requires two curves to come within `tolerance` of each other without meeting, so the
/// checker is exact to that tolerance.
struct SelfIntersectionChecker {
    /// Flatness below which a piece is replaced by its chord.
    var tolerance: Double

    /// A piece of a segment monotone in x and y, with its subpath and its place in the path.
    struct Piece {
        var curve: CubicSegment
        var subpath: Int
        var index: Int
    }

    /// A part of a piece: its curve and whether it holds the piece's start or end point.
    struct Part {
        var curve: CubicSegment
        var hasStart: Bool
        var hasEnd: Bool
    }

    /// Where two non-adjacent parts of the path meet.
    struct Crossing: CustomStringConvertible {
        var first: Int
        var second: Int
        var point: Point
        var description: String { "pieces \(first) and \(second) meet near \(point)" }
    }

    /// The monotone pieces of a path, and for each subpath the range of its pieces and whether
    /// it is closed.
    static func pieces(of path: BezierPath) -> (pieces: [Piece], subpaths: [(range: Range<Int>, closed: Bool)]) {
        var pieces: [Piece] = []
        var subpaths: [(range: Range<Int>, closed: Bool)] = []
        var start = Point.zero, current = Point.zero, first = 0, closed = false
        func add(_ c: CubicSegment) {
            if c.p0 == c.p1 && c.p1 == c.p2 && c.p2 == c.p3 { return }
            var ts = c.extremaParameters.sorted()
            ts.removeAll { $0 <= 1e-12 || $0 >= 1 - 1e-12 }
            var rest = c, consumed = 0.0
            for t in ts where t > consumed {
                let (l, r) = rest.split(at: (t - consumed) / (1 - consumed))
                pieces.append(Piece(curve: l, subpath: subpaths.count, index: pieces.count))
                rest = r
                consumed = t
            }
            pieces.append(Piece(curve: rest, subpath: subpaths.count, index: pieces.count))
        }
        func finish() {
            if pieces.count > first { subpaths.append((first..<pieces.count, closed)) }
            first = pieces.count
            closed = false
        }
        for e in path.elements {
            switch e {
            case .move(let p):
                finish()
                start = p; current = p
            case .line(let p):
                add(LineSegment(current, p).cubic); current = p
            case .quad(let p, let c):
                add(QuadraticSegment(current, c, p).cubic); current = p
            case .cubic(let p, let c1, let c2):
                add(CubicSegment(current, c1, c2, p)); current = p
            case .close:
                if current != start { add(LineSegment(current, start).cubic) }
                current = start
                closed = true
            }
        }
        finish()
        return (pieces, subpaths)
    }

    /// The first crossing found, or `nil` when the path does not meet itself.
    func firstCrossing(in path: BezierPath) -> Crossing? {
        let (pieces, subpaths) = Self.pieces(of: path)
        for i in pieces.indices {
            for j in pieces.indices where j > i {
                let a = pieces[i], b = pieces[j]
                var shared: (aEnd: Bool, bStart: Bool)? = nil
                if a.subpath == b.subpath {
                    let sub = subpaths[a.subpath]
                    if j == i + 1 { shared = (true, true) }
                    // The closing contact: the subpath's last piece ends where its first starts.
                    else if sub.closed && i == sub.range.lowerBound && j == sub.range.upperBound - 1 { shared = (false, false) }
                }
                if let p = cross(Part(curve: a.curve, hasStart: true, hasEnd: true),
                                 Part(curve: b.curve, hasStart: true, hasEnd: true), shared: shared, depth: 0) {
                    return Crossing(first: i, second: j, point: p)
                }
            }
        }
        return nil
    }

    /// Where two parts meet, ignoring the shared endpoint of adjacent pieces: `shared.aEnd`
    /// says whether the contact is at `a`'s end (else its start), `shared.bStart` whether it is
    /// at `b`'s start (else its end).
    func cross(_ a: Part, _ b: Part, shared: (aEnd: Bool, bStart: Bool)?, depth: Int) -> Point? {
        guard Self.hull(a.curve).intersects(Self.hull(b.curve)) else { return nil }
        let aFlat = Self.flatness(a.curve) <= tolerance, bFlat = Self.flatness(b.curve) <= tolerance
        if (aFlat && bFlat) || depth > 60 {
            let touchesShared = shared.map { s in
                (s.aEnd ? a.hasEnd : a.hasStart) && (s.bStart ? b.hasStart : b.hasEnd)
            } ?? false
            return Self.chordsMeet(a.curve.p0, a.curve.p3, b.curve.p0, b.curve.p3, sharingEndpoint: touchesShared)
        }
        // Split the part that is less flat.
        if !aFlat && (bFlat || Self.size(a.curve) >= Self.size(b.curve)) {
            let (l, r) = a.curve.split(at: 0.5)
            return cross(Part(curve: l, hasStart: a.hasStart, hasEnd: false), b, shared: shared, depth: depth + 1)
                ?? cross(Part(curve: r, hasStart: false, hasEnd: a.hasEnd), b, shared: shared, depth: depth + 1)
        }
        let (l, r) = b.curve.split(at: 0.5)
        return cross(a, Part(curve: l, hasStart: b.hasStart, hasEnd: false), shared: shared, depth: depth + 1)
            ?? cross(a, Part(curve: r, hasStart: false, hasEnd: b.hasEnd), shared: shared, depth: depth + 1)
    }

    static func hull(_ c: CubicSegment) -> Rect {
        Rect(corner: c.p0, c.p3).union(c.p1).union(c.p2)
    }

    static func size(_ c: CubicSegment) -> Double {
        let h = hull(c)
        return max(h.width, h.height)
    }

    /// The largest distance of a control point from the chord.
    static func flatness(_ c: CubicSegment) -> Double {
        let d = c.p3 - c.p0
        let l = d.length
        if l == 0 { return max(c.p1.distance(to: c.p0), c.p2.distance(to: c.p0)) }
        return max(abs(d.cross(c.p1 - c.p0)), abs(d.cross(c.p2 - c.p0))) / l
    }

    /// Whether segments `a0 a1` and `b0 b1` share a point. When they share an endpoint by
    /// construction (`sharingEndpoint`), only a fold back (collinear, overlapping) counts.
    static func chordsMeet(_ a0: Point, _ a1: Point, _ b0: Point, _ b1: Point, sharingEndpoint: Bool) -> Point? {
        if sharingEndpoint {
            // Find the shared endpoint and the two directions leaving it.
            let pairs = [(a1, b0, a0, b1), (a0, b1, a1, b0), (a1, b1, a0, b0), (a0, b0, a1, b1)]
            if let (s, _, ao, bo) = pairs.first(where: { $0.0 == $0.1 }) {
                let u = ao - s, v = bo - s
                return u.cross(v) == 0 && u.dot(v) > 0 ? s : nil
            }
        }
        func orient(_ p: Point, _ q: Point, _ r: Point) -> Double { (q - p).cross(r - p) }
        func onSegment(_ p: Point, _ q: Point, _ r: Point) -> Bool {
            min(p.x, q.x) <= r.x && r.x <= max(p.x, q.x) && min(p.y, q.y) <= r.y && r.y <= max(p.y, q.y)
        }
        let d1 = orient(b0, b1, a0), d2 = orient(b0, b1, a1), d3 = orient(a0, a1, b0), d4 = orient(a0, a1, b1)
        if ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)) {
            let t = d3 / (d3 - d4)
            return b0.interpolated(to: b1, t)
        }
        if d1 == 0 && onSegment(b0, b1, a0) { return a0 }
        if d2 == 0 && onSegment(b0, b1, a1) { return a1 }
        if d3 == 0 && onSegment(a0, a1, b0) { return b0 }
        if d4 == 0 && onSegment(a0, a1, b1) { return b1 }
        return nil
    }
}

extension LineSegment {
    /// The same segment as a cubic with controls at the thirds.
    var cubic: CubicSegment {
        CubicSegment(p0, p0.interpolated(to: p1, 1.0 / 3), p0.interpolated(to: p1, 2.0 / 3), p1)
    }
}
