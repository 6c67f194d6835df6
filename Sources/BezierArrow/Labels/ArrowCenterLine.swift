/// Where an arrow's body center line comes from in its drawn paths, worked out once from the
/// template at rest.
///
/// A **side** of the body is a run of consecutive segments of one subpath (the closing line of
/// a closed subpath included, and a closed subpath read round) that starts at an on-curve point
/// in one head frame, ends at one in the other head frame, and passes only through body points
/// in between: in `DoubleArrow`, the cubic from (30, 12) to (170, 12) and the one from
/// (170, 26) back to (30, 26). Sides are read start to end (a side drawn from the end head is
/// reversed).
///
/// The center line is, in order of preference:
/// 1. the spine's first side: a stroked spine is the body's center;
/// 2. the mean of the outline's first two sides, point by point at equal parameter, a side's
///    segments sharing its parameter range equally (for sides of one cubic each, as in every
///    catalog template, the cubic through the mean of their control points);
/// 3. the outline's only side;
/// 4. the straight line from the start tip to the end tip, when no path has a side (a body drawn
///    without an on-curve point in a frame).
///
/// Because every side's ends lie in the head frames, the center line runs from the start head's
/// attachment to the end head's, and the plan holds for every pair of tips: only the points move.
struct CenterLinePlan: Hashable, Sendable {
    /// Which path the sides are read from.
    enum Source: Hashable, Sendable {
        case spine, outline, tips
    }

    /// One segment of a side, by the indices of the path elements that give its points.
    struct SideSegment: Hashable, Sendable {
        /// The element whose end point starts the segment (as drawn).
        var from: Int
        /// The segment's own element: a line, quad, cubic, or the close whose line it is.
        var element: Int
        /// The element whose end point ends the segment: `element`, or the subpath's move for a close.
        var to: Int
        /// Whether the side runs against the drawing direction (from the end head to the start head).
        var isReversed: Bool
    }

    /// One cubic of the center line: the part `a0...a1` of a segment of the first side, averaged
    /// with the part `b0...b1` of a segment of the second (when there is one).
    struct Piece: Hashable, Sendable {
        var a: SideSegment, a0: Double, a1: Double
        var b: SideSegment?, b0: Double, b1: Double
    }

    /// Which path the pieces read.
    let source: Source
    /// The center line's cubics, start to end.
    let pieces: [Piece]

    /// Works out the plan for a template's paths and ends.
    init(outline: BezierPath, spine: BezierPath, start: ArrowHeadFrame, end: ArrowHeadFrame) {
        let spineSides = Self.sides(of: spine, start: start, end: end)
        if let side = spineSides.first {
            source = .spine
            pieces = Self.pieces(side, nil)
            return
        }
        let outlineSides = Self.sides(of: outline, start: start, end: end)
        if outlineSides.isEmpty {
            source = .tips
            pieces = []
        } else {
            source = .outline
            pieces = Self.pieces(outlineSides[0], outlineSides.count > 1 ? outlineSides[1] : nil)
        }
    }

    /// The sides of a path, in drawing order, each start to end.
    static func sides(of path: BezierPath, start: ArrowHeadFrame, end: ArrowHeadFrame) -> [[SideSegment]] {
        let elements = path.elements
        func part(_ p: Point) -> ArrowPart {
            start.frame.contains(p) ? .startHead : end.frame.contains(p) ? .endHead : .body
        }
        // Each subpath's segments, as (segment, part at its start, part at its end).
        var subpaths: [(segments: [(SideSegment, ArrowPart, ArrowPart)], isClosed: Bool)] = []
        var moveIndex = 0
        for (i, element) in elements.enumerated() {
            switch element {
            case .move:
                moveIndex = i
                subpaths.append(([], false))
            case .line(let p), .quad(let p, _), .cubic(let p, _, _):
                guard i > 0, let start = elements[i - 1].endPoint else { continue }
                let segment = SideSegment(from: i - 1, element: i, to: i, isReversed: false)
                subpaths[subpaths.count - 1].segments.append((segment, part(start), part(p)))
            case .close:
                guard i > 0, let start = elements[i - 1].endPoint, case .move(let end) = elements[moveIndex] else { continue }
                subpaths[subpaths.count - 1].isClosed = true
                // A closing line of no length draws nothing.
                guard start != end else { continue }
                let segment = SideSegment(from: i - 1, element: i, to: moveIndex, isReversed: false)
                subpaths[subpaths.count - 1].segments.append((segment, part(start), part(end)))
            }
        }
        var sides: [[SideSegment]] = []
        for subpath in subpaths {
            let segments = subpath.segments, n = segments.count
            for first in 0..<n {
                let head = segments[first].1
                guard head != .body else { continue }
                // Walk on while the segments end at body points; a closed subpath wraps round.
                var run: [SideSegment] = []
                var k = first
                while run.count < n {
                    let (segment, _, endPart) = segments[k]
                    run.append(segment)
                    if endPart != .body {
                        if endPart != head {
                            sides.append(head == .startHead ? run : run.reversed().map { s in
                                var r = s
                                r.isReversed = true
                                return r
                            })
                        }
                        break
                    }
                    k += 1
                    if k == n {
                        guard subpath.isClosed else { break }
                        k = 0
                    }
                }
            }
        }
        return sides
    }

    /// The pieces of the mean of two sides (or of one side), cut where either side's segments
    /// meet: side `a` with `m` segments and `b` with `n` are both cut at the multiples of
    /// 1/lcm(m, n) that are segment ends of one of them.
    static func pieces(_ a: [SideSegment], _ b: [SideSegment]?) -> [Piece] {
        guard let b else {
            return a.map { Piece(a: $0, a0: 0, a1: 1, b: nil, b0: 0, b1: 1) }
        }
        let m = a.count, n = b.count
        func gcd(_ x: Int, _ y: Int) -> Int { y == 0 ? x : gcd(y, x % y) }
        let l = m / gcd(m, n) * n
        let stepA = l / m, stepB = l / n
        // The cuts, in units of 1/l.
        var cuts = Set((0...m).map { $0 * stepA })
        cuts.formUnion((0...n).map { $0 * stepB })
        var sorted = Array(cuts)
        sorted.insertionSort(by: <)
        var pieces: [Piece] = []
        for (u0, u1) in zip(sorted, sorted.dropFirst()) {
            let i = u0 / stepA, j = u0 / stepB
            pieces.append(Piece(a: a[i], a0: Double(u0 - i * stepA) / Double(stepA), a1: Double(u1 - i * stepA) / Double(stepA),
                                b: b[j], b0: Double(u0 - j * stepB) / Double(stepB), b1: Double(u1 - j * stepB) / Double(stepB)))
        }
        return pieces
    }

    /// The center line for drawn paths.
    ///
    /// - Parameters:
    ///   - outline: the outline as drawn for the current tips.
    ///   - spine: the spine as drawn.
    ///   - start: the start tip, for a plan of ``Source/tips``.
    ///   - end: the end tip.
    /// - Returns: the cubics, start to end.
    func curves(outline: BezierPath, spine: BezierPath, start: Point, end: Point) -> [CubicSegment] {
        guard source != .tips else { return [CubicSegment(line: start, end)] }
        var curves: [CubicSegment] = []
        curves.reserveCapacity(pieces.count)
        let elements = source == .spine ? spine.elements : outline.elements
        for piece in pieces {
            let a = Self.cubic(piece.a, elements).part(piece.a0, piece.a1)
            guard let side = piece.b else {
                curves.append(a)
                continue
            }
            let b = Self.cubic(side, elements).part(piece.b0, piece.b1)
            curves.append(CubicSegment((a.p0 + b.p0) * 0.5, (a.p1 + b.p1) * 0.5,
                                       (a.p2 + b.p2) * 0.5, (a.p3 + b.p3) * 0.5))
        }
        return curves
    }

    /// A side segment of drawn elements as a cubic, read start to end.
    static func cubic(_ s: SideSegment, _ e: [PathElement]) -> CubicSegment {
        let p0 = e[s.from].endPoint ?? .zero, p3 = e[s.to].endPoint ?? .zero
        let c: CubicSegment
        switch e[s.element] {
        case .quad(_, let q):
            // The cubic that traces a quadratic exactly.
            c = CubicSegment(p0, p0 + (q - p0) * (2.0 / 3), p3 + (q - p3) * (2.0 / 3), p3)
        case .cubic(_, let c1, let c2):
            c = CubicSegment(p0, c1, c2, p3)
        case .move, .line, .close:
            c = CubicSegment(line: p0, p3)
        }
        return s.isReversed ? CubicSegment(c.p3, c.p2, c.p1, c.p0) : c
    }
}

extension CubicSegment {
    /// The part between two parameters, reparameterised over `0...1`; the curve itself for `0...1`.
    func part(_ t0: Double, _ t1: Double) -> CubicSegment {
        t0 == 0 && t1 == 1 ? self : split(from: t0, to: t1)
    }
}
