/// A body along a centre line given as cubics (``BodyRoute/Shape/path(_:)``): a self-loop's, which
/// a scene solves (``Connection/loop``), and any chain of cubics from tip to tip (a body through
/// waypoints), whatever the arrow's body kind.
extension BodyRoute {
    /// The most a path's piece turns: its control polygon's turn (which bounds the curve's, the
    /// curve diminishing the polygon's variation), an eighth of a half turn. Each side of a band
    /// offsets a piece as one cubic (Tiller and Hanson, as a curved body's); that is exact for a
    /// piece of a circle and close for a piece turning little, and the tests hold a loop's band
    /// to its half width within 1% of it.
    static let maxPathPieceTurn = Double.pi / 8

    /// The deepest halving of a given cubic into pieces (at most 2^8 pieces a cubic): a cubic
    /// that still turns more then turns back on itself (a cusp), where no count would do.
    static let maxPathPieceDepth = 8

    /// How many points of each cubic the search for a head's attachment tries before it closes
    /// in: where the distance from the tip first reaches the trim between two of them.
    static let attachmentSamples = 32

    /// A place on a chain of cubics: a cubic by index and a parameter on it, ordered along the
    /// chain.
    struct ChainPlace: Comparable {
        var curve: Int
        var t: Double

        static func < (a: ChainPlace, b: ChainPlace) -> Bool {
            a.curve < b.curve || a.curve == b.curve && a.t < b.t
        }
    }

    /// A body along a chain of cubics from the start tip to the end tip, whatever the body kind.
    ///
    /// The chain is taken as running from `start` to `end`: the first cubic starts at `start`,
    /// each following one where the one before ends, and the last ends at `end` (the neighbouring
    /// controls move with an end so moved). Each head's attachment is the first point of the
    /// chain, from its tip, whose straight-line distance from the tip is the trim (between the
    /// first two of ``attachmentSamples`` points a cubic that bracket it, to adjacent doubles of
    /// the parameter: Newton's root inside the bracket, then a bisection's last steps about it),
    /// and the head points from it to its tip, so that a rigid head drawn there meets the body.
    /// Trims that do not fit (an attachment never reached, or the two passing each other) are
    /// scaled down together, by bisection, until they do: the body then shrinks to a point where
    /// the attachments meet, as a straight body's does.
    ///
    /// The body is the chain between the attachments, cut into pieces of at most
    /// ``maxPathPieceTurn`` each (halved, at most ``maxPathPieceDepth`` times a cubic). An empty
    /// chain, or one with a point that is not finite, gives the straight route.
    ///
    /// - Parameters:
    ///   - curves: The centre line from tip to tip, as cubics.
    ///   - start: The start tip.
    ///   - end: The end tip.
    ///   - startTrim: The straight-line distance from the start tip to the start attachment (at
    ///     least 0).
    ///   - endTrim: The same at the end tip.
    /// - Returns: The route; a path has no handles (``ArrowBodyKind/appendHandles(of:to:)``).
    /// - Complexity: O(cubics) points evaluated, and a few times more when the trims do not fit;
    ///   allocates the pieces.
    static func path(_ curves: [CubicSegment], start: Point, end: Point, startTrim: Double, endTrim: Double) -> BodyRoute {
        var scratch = PathScratch()
        return path(curves, start: start, end: end, startTrim: startTrim, endTrim: endTrim, scratch: &scratch)
    }

    /// Storage a path's route is cut in, kept between tip moves by a body through waypoints so
    /// that a rebuild allocates nothing once it has its capacity (the route shares the pieces'
    /// storage until it goes).
    struct PathScratch: Sendable {
        /// The chain's portion between the attachments.
        var portion: [CubicSegment] = []
        /// That portion cut into pieces: the route's.
        var pieces: [CubicSegment] = []
        /// What the last cut remembers for the next (``cutPieces()``, ``reach(_:of:from:along:backward:)``).
        var memo = PathMemo()
    }

    /// The route of ``path(_:start:end:startTrim:endTrim:)``, to the bit, cut in `scratch`'s
    /// storage.
    ///
    /// - Parameter cutsTurns: Whether to cut the chain into pieces of at most
    ///   ``maxPathPieceTurn``; `false` for a chain of straight lines and circular arcs of at
    ///   most a quarter turn (a straight or elbow body through waypoints), whose band each
    ///   side offsets exactly as it is (a line as a line, an arc's polygon as the concentric
    ///   arc's), and whose every cut would be work for nothing.
    static func path(_ curves: [CubicSegment], start: Point, end: Point, startTrim: Double, endTrim: Double,
                     cutsTurns: Bool = true, scratch: inout PathScratch) -> BodyRoute {
        guard let chain = chained(curves, start: start, end: end) else {
            return straight(start: start, end: end, startTrim: startTrim, endTrim: endTrim)
        }
        scratch.memo.take(chain)
        let last = chain.count - 1
        /// The attachments for trims scaled by `k`, or nil when they do not fit.
        func places(_ k: Double) -> (ChainPlace, ChainPlace)? {
            guard let a = scratch.reach(trim(startTrim) * k, of: chain, from: start),
                  let r = scratch.reach(trim(endTrim) * k, of: chain, from: end, backward: true)
            else { return nil }
            let b = ChainPlace(curve: last - r.curve, t: 1 - r.t)
            return a <= b ? (a, b) : nil
        }
        // Scaled by 0 the trims always fit (the chain's two ends); the first place reached and
        // the last only move towards each other as the trims grow, so fitting is monotone in k.
        var found = places(1)
        if found == nil {
            var lo = 0.0, hi = 1.0
            found = (ChainPlace(curve: 0, t: 0), ChainPlace(curve: last, t: 1))
            for _ in 0..<52 {
                let m = lo + (hi - lo) / 2
                guard m > lo, m < hi else { break }
                if let f = places(m) {
                    lo = m
                    found = f
                } else {
                    hi = m
                }
            }
        }
        let (a, b) = found!
        let pointA = chain[a.curve].point(at: a.t), pointB = chain[b.curve].point(at: b.t)
        piecesBetween(a, pointA, b, pointB, of: chain, cutsTurns: cutsTurns, into: &scratch)
        let pieces = scratch.pieces
        let startDirection = unit(start - pointA) ?? startLeg(pieces[0]).map { -$0 } ?? Point(-1, 0)
        let endDirection = unit(end - pointB) ?? endLeg(pieces[pieces.count - 1]) ?? Point(1, 0)
        let middle = pieces.count % 2 == 1 ? pieces[pieces.count / 2].point(at: 0.5) : pieces[pieces.count / 2].p0
        return BodyRoute(startAttachment: pointA, endAttachment: pointB, startDirection: startDirection,
                         endDirection: endDirection, handle: middle, shape: .path(pieces))
    }

    /// The chain made to run from `start` to `end` without a break (see
    /// ``path(_:start:end:startTrim:endTrim:)``), or nil for an empty chain or one with a point
    /// that is not finite.
    static func chained(_ curves: [CubicSegment], start: Point, end: Point) -> [CubicSegment]? {
        guard !curves.isEmpty, start.isFinite, end.isFinite,
              curves.allSatisfy({ $0.p0.isFinite && $0.p1.isFinite && $0.p2.isFinite && $0.p3.isFinite })
        else { return nil }
        // A chain that runs from tip to tip already (a body through waypoints) is taken as it
        // is, not copied.
        if curves[0].p0 == start, curves[curves.count - 1].p3 == end,
           curves.indices.dropFirst().allSatisfy({ curves[$0].p0 == curves[$0 - 1].p3 }) {
            return curves
        }
        var chain = curves
        chain[0].p1 += start - chain[0].p0
        chain[0].p0 = start
        for k in 1..<chain.count { chain[k].p0 = chain[k - 1].p3 }
        chain[chain.count - 1].p2 += end - chain[chain.count - 1].p3
        chain[chain.count - 1].p3 = end
        return chain
    }

    /// The first place along a chain, from its start, whose distance from `p` reaches `distance`:
    /// the first of ``attachmentSamples`` points a cubic that reaches it, then the parameter
    /// between it and the sample before where the distance reaches it, to adjacent doubles
    /// (``reachParameter(on:from:squaredDistance:distance:lo:hi:loValue:hiValue:)``); the chain's
    /// start for a distance of 0 or less; nil when no point tried reaches it.
    ///
    /// `backward` walks the chain from its end instead, each cubic reversed: the places are
    /// then those of the reversed chain.
    static func firstReach(of distance: Double, from p: Point, along chain: [CubicSegment],
                           backward: Bool = false) -> ChainPlace? {
        guard distance > 0 else { return ChainPlace(curve: 0, t: 0) }
        let d2 = distance * distance, n = Double(attachmentSamples)
        for k in chain.indices {
            let c = backward ? CubicSegment(chain[chain.count - 1 - k].p3, chain[chain.count - 1 - k].p2,
                                             chain[chain.count - 1 - k].p1, chain[chain.count - 1 - k].p0) : chain[k]
            // The squared distance at the sample before (the cubic's start read when needed).
            var before = -1.0
            for i in 1...attachmentSamples {
                let s = c.point(at: Double(i) / n).distanceSquared(to: p)
                guard s >= d2 else {
                    before = s
                    continue
                }
                // The point before (the cubic's start, or the sample before) is nearer.
                let loValue = i == 1 ? c.point(at: 0).distanceSquared(to: p) : before
                let t = reachParameter(on: c, from: p, squaredDistance: d2, distance: distance,
                                       lo: Double(i - 1) / n, hi: Double(i) / n, loValue: loValue, hiValue: s)
                return ChainPlace(curve: k, t: t)
            }
        }
        return nil
    }

    /// The most Newton steps ``reachRoot(on:from:squaredDistance:distance:lo:hi:loValue:hiValue:)``
    /// takes; a crossing not located by then is bisected throughout.
    static let maxReachNewtonSteps = 8

    /// Where the distance from `p` along a cubic reaches `distance` between `lo` and `hi`, two of
    /// the attachment search's samples, the distance short of it at `lo` and not at `hi`: the
    /// `hi` of the bisection of `lo...hi` by the test `distanceSquared(to: p) >= d2` until no
    /// double lies between its ends, to the bit (its `lo`, the double before, does not reach).
    ///
    /// The bisection evaluated the cubic some fifty times, each a branch no predictor foresees.
    /// Here Newton's method locates the crossing first, with the width rounding leaves uncertain
    /// (``reachRoot(on:from:squaredDistance:distance:lo:hi:loValue:hiValue:)``); the bisection is
    /// then the same, but a midpoint outside that window lies on the side Newton's root says and
    /// is not evaluated. The midpoints down to the window's are dyadic, exact, so the step to the
    /// first one inside it is read off the bits of the window's ends, and only those inside are
    /// evaluated. Ends not evaluated are checked: when one disagrees (Newton landed on a
    /// crossing where the distance falls, or rounding went beyond its bound), or when there is
    /// no bracket, a plain bisection.
    static func reachParameter(on c: CubicSegment, from p: Point, squaredDistance d2: Double, distance: Double,
                               lo lo0: Double, hi hi0: Double, loValue: Double, hiValue: Double) -> Double {
        @inline(__always) func reaches(_ t: Double) -> Bool { c.point(at: t).distanceSquared(to: p) >= d2 }
        // The start already reaching is no bracket (never so on a chain, whose start is the tip).
        guard loValue < d2 else { return reachBisection(on: c, from: p, squaredDistance: d2, lo: lo0, hi: hi0) }
        let (root, margin) = reachRoot(on: c, from: p, squaredDistance: d2, distance: distance, lo: lo0, hi: hi0,
                                       loValue: loValue, hiValue: hiValue) ?? (0, .infinity)
        // The bisection in units of 2^-53, of which every end down to 2^-53 apart is a whole
        // number. Its first midpoint inside the open window (wlo, whi) about the root, those
        // before it decided by the root, is the window's number with the most trailing zero bits;
        // evaluated, it narrows the window, until no whole number is left inside.
        let unit = 0x1p53, below = root - margin, above = root + margin
        let lo = UInt64(lo0 * unit), hi = UInt64(hi0 * unit)
        // The last numbers evaluated that do not reach and that do.
        var falseAt = lo, trueAt = hi
        // Rounded outwards and kept inside the bracket (lo <= wlo < whi <= hi).
        var wlo = min(below <= lo0 ? lo : below >= hi0 ? hi : UInt64(below * unit), hi - 1)
        var whi = max(above >= hi0 ? hi : above <= lo0 ? lo : UInt64(above * unit) + 1, wlo + 1)
        while wlo + 1 < whi {
            // The bits above the highest one where the window's first and last points differ,
            // then a 1 there: the point between them with the most trailing zeros.
            let x = wlo + 1, y = whi - 1
            let m = x == y ? y : y & (UInt64.max << UInt64(63 - (x ^ y).leadingZeroBitCount))
            if reaches(Double(m) / unit) {
                whi = m
                trueAt = m
            } else {
                wlo = m
                falseAt = m
            }
        }
        // The bracket is now the one about the window, 2^-53 wide; below 1/2 the doubles are
        // finer: the rest of the bisection, its midpoints outside the window decided by the root.
        var loKnown = wlo == falseAt, hiKnown = wlo + 1 == trueAt
        var dlo = Double(wlo) / unit, dhi = Double(wlo + 1) / unit
        while true {
            let m = dlo + (dhi - dlo) / 2
            guard m > dlo, m < dhi else { break }
            if m <= below {
                dlo = m
                loKnown = false
            } else if m >= above {
                dhi = m
                hiKnown = false
            } else if reaches(m) {
                dhi = m
                hiKnown = true
            } else {
                dlo = m
                loKnown = true
            }
        }
        if !hiKnown && !reaches(dhi) || !loKnown && reaches(dlo) {
            return reachBisection(on: c, from: p, squaredDistance: d2, lo: lo0, hi: hi0)
        }
        return dhi
    }

    /// Newton's root of the crossing
    /// ``reachParameter(on:from:squaredDistance:distance:lo:hi:loValue:hiValue:)`` looks for, and
    /// a margin about it outside which the test `distanceSquared(to: p) >= d2` is decided by the
    /// side of the root; nil when Newton has not settled in ``maxReachNewtonSteps`` steps.
    ///
    /// Newton runs on the distance itself, `h(t) = |c(t) - p| - d`, from the chord's crossing,
    /// kept inside the bracket (a step leaving it taken from the end it points past, once, then
    /// halving): from a tip at the cubic's start `h` grows as `t` does, where the squared
    /// distance grows as `t²`, on which Newton from afar only halves the way. It has settled
    /// when its step is below the uncertainty rounding leaves the crossing: a bound on the
    /// rounding of the squared distance over its slope (a point of the cubic is within about 5
    /// ulps of its largest coordinate, the squared distance then within `2·sqrt(2)·d` times that
    /// and 2 ulps of `d²`; the bound takes about twice that). The test may go either way within
    /// that of the crossing, and the root lies within it too: the margin is twice the two.
    static func reachRoot(on c: CubicSegment, from p: Point, squaredDistance d2: Double, distance: Double,
                          lo: Double, hi: Double, loValue: Double, hiValue: Double) -> (root: Double, margin: Double)? {
        let pmax = max(max(max(abs(c.p0.x), abs(c.p0.y)), max(abs(c.p1.x), abs(c.p1.y))),
                       max(max(abs(c.p2.x), abs(c.p2.y)), max(abs(c.p3.x), abs(c.p3.y))))
        let rounding = Double.ulpOfOne * (24 * distance * pmax + 4 * d2)
        var a = lo, b = hi
        let hLo = loValue.squareRoot() - distance, hHi = hiValue.squareRoot() - distance
        var t = lo + (hi - lo) * (hLo / (hLo - hHi))
        if !(t > a && t < b) { t = a + (b - a) / 2 }
        for _ in 0..<maxReachNewtonSteps {
            let q = c.point(at: t) - p, s = q.lengthSquared
            if s >= d2 { b = t } else { a = t }
            // Half the squared distance's slope; h's is that over |q|.
            let along = q.dot(c.derivative(at: t)), r = s.squareRoot()
            let next = t - (r - distance) * r / along, step = abs(next - t), noise = rounding / abs(2 * along)
            if step <= noise && noise < .infinity { return (next, 4 * noise + 2 * step) }
            if next > a && next < b {
                t = next
            } else if next >= b && t != b {
                t = b
            } else if next <= a && t != a {
                t = a
            } else {
                t = a + (b - a) / 2
            }
        }
        return nil
    }

    /// The bisection ``reachParameter(on:from:squaredDistance:distance:lo:hi:loValue:hiValue:)``
    /// gives, evaluated at every midpoint: where a bracket is not one, or Newton's root is not
    /// borne out.
    static func reachBisection(on c: CubicSegment, from p: Point, squaredDistance d2: Double,
                               lo: Double, hi: Double) -> Double {
        var lo = lo, hi = hi
        while true {
            let m = lo + (hi - lo) / 2
            guard m > lo, m < hi else { break }
            if c.point(at: m).distanceSquared(to: p) >= d2 { hi = m } else { lo = m }
        }
        return hi
    }

    /// The chain between two places (in order) at the points given for them, cut into pieces of
    /// at most ``maxPathPieceTurn``; one cubic of no length at `pointA` when the places are one.
    /// Into `scratch.pieces`, the portion first into `scratch.portion`.
    ///
    /// A straight cubic (``isStraight(_:)``) cut short stays one: the line between its new ends,
    /// which the drawing then draws as a line.
    static func piecesBetween(_ a: ChainPlace, _ pointA: Point, _ b: ChainPlace, _ pointB: Point,
                              of chain: [CubicSegment], cutsTurns: Bool = true, into scratch: inout PathScratch) {
        guard cutsTurns else {
            scratch.uncutPieces(a, pointA, b, pointB, of: chain)
            return
        }
        scratch.memo.uncut = nil
        scratch.portion.removeAll(keepingCapacity: true)
        for k in a.curve...b.curve {
            if let c = portion(of: chain, k, from: a, to: b) { scratch.portion.append(c) }
        }
        guard !scratch.portion.isEmpty else {
            scratch.memo.forgetCut()
            scratch.pieces.removeAll(keepingCapacity: true)
            scratch.pieces.append(CubicSegment(pointA, pointA, pointA, pointA))
            return
        }
        // The attachments exactly: the heads' attachments are measured from them.
        let last = scratch.portion.count - 1
        scratch.portion[0] = moved(scratch.portion[0], start: pointA)
        scratch.portion[last] = moved(scratch.portion[last], end: pointB)
        scratch.cutPieces()
    }

    /// The part of cubic `k` of a chain between the places `a` and `b` (`k` from `a`'s cubic to
    /// `b`'s), a straight cubic kept straight; nil when the places leave none of it.
    @inline(__always)
    static func portion(of chain: [CubicSegment], _ k: Int, from a: ChainPlace, to b: ChainPlace) -> CubicSegment? {
        let t0 = k == a.curve ? a.t : 0, t1 = k == b.curve ? b.t : 1
        guard t1 > t0 else { return nil }
        var c = chain[k]
        let isStraight = isStraight(c)
        if t1 < 1 { c = c.split(at: t1).0 }
        if t0 > 0 { c = c.split(at: min(t0 / t1, 1)).1 }
        return isStraight ? straight(c.p0, c.p3) : c
    }

    /// A straight cubic from `p` to `q`, its controls a third and two thirds along: how a body
    /// through waypoints gives a straight run.
    static func straight(_ p: Point, _ q: Point) -> CubicSegment {
        CubicSegment(p, p.interpolated(to: q, 1.0 / 3), p.interpolated(to: q, 2.0 / 3), q)
    }

    /// Whether a cubic is straight as ``straight(_:_:)`` makes it, to the bit: it is then the
    /// line between its ends, drawn as one (a band's side as a line beside it).
    static func isStraight(_ c: CubicSegment) -> Bool {
        c.p1 == c.p0.interpolated(to: c.p3, 1.0 / 3) && c.p2 == c.p0.interpolated(to: c.p3, 2.0 / 3)
    }

    /// A cubic with its start moved (a straight one kept straight).
    static func moved(_ c: CubicSegment, start p: Point) -> CubicSegment {
        guard c.p0 != p else { return c }
        if isStraight(c) { return straight(p, c.p3) }
        return CubicSegment(p, c.p1, c.p2, c.p3)
    }

    /// A cubic with its end moved (a straight one kept straight).
    static func moved(_ c: CubicSegment, end q: Point) -> CubicSegment {
        guard c.p3 != q else { return c }
        if isStraight(c) { return straight(c.p0, q) }
        return CubicSegment(c.p0, c.p1, c.p2, q)
    }

    /// Appends a cubic, halved until each half turns through at most ``maxPathPieceTurn``.
    static func appendPieces(of c: CubicSegment, depth: Int, to pieces: inout [CubicSegment]) {
        guard depth < maxPathPieceDepth, turnsMoreThanAPiece(c) else {
            pieces.append(c)
            return
        }
        let (first, second) = c.split(at: 0.5)
        appendPieces(of: first, depth: depth + 1, to: &pieces)
        appendPieces(of: second, depth: depth + 1, to: &pieces)
    }

    /// The cosine of ``maxPathPieceTurn``.
    static let maxPathPieceTurnCosine = cos(maxPathPieceTurn)

    /// Whether a cubic's control polygon turns through more than ``maxPathPieceTurn``
    /// (``controlTurn(_:)``), without trigonometry: each turn between consecutive legs is the
    /// rotation `(a·b, |a×b|)` of their unit vectors, and the two add up by complex product. A
    /// first turn within the limit leaves the sum below a turn and a half, where the product's
    /// sine (at least 0) and cosine (at least the limit's) say whether it stays within. The
    /// halving runs on every piece of every drag update: the arc tangents it replaced were most
    /// of the cutting's time.
    static func turnsMoreThanAPiece(_ c: CubicSegment) -> Bool {
        let rounding = pathRounding(c)
        let a = pathLeg(c.p1 - c.p0, rounding: rounding), b = pathLeg(c.p2 - c.p1, rounding: rounding)
        let e = pathLeg(c.p3 - c.p2, rounding: rounding)
        // The legs of some length, in order: a polygon of fewer than two turns nothing.
        guard let first = a ?? b else { return false }
        guard let second = a == nil ? e : (b ?? e) else { return false }
        let third = a != nil && b != nil ? e : nil
        let turn1 = Point(first.dot(second), abs(first.cross(second)))
        guard turn1.x >= maxPathPieceTurnCosine else { return true }
        guard let third else { return false }
        let turn2 = Point(second.dot(third), abs(second.cross(third)))
        let sum = Point(turn1.x * turn2.x - turn1.y * turn2.y, turn1.x * turn2.y + turn1.y * turn2.x)
        return sum.y < 0 || sum.x < maxPathPieceTurnCosine
    }

    /// How far a cubic's control polygon turns: the angles between its consecutive legs, those
    /// within rounding of no length (``pathLeg(_:rounding:)``) left out.
    static func controlTurn(_ c: CubicSegment) -> Double {
        let rounding = pathRounding(c)
        var turn = 0.0
        var previous: Point?
        for v in [c.p1 - c.p0, c.p2 - c.p1, c.p3 - c.p2] {
            guard let leg = pathLeg(v, rounding: rounding) else { continue }
            if let p = previous { turn += abs(atan2(p.cross(leg), p.dot(leg))) }
            previous = leg
        }
        return turn
    }

    /// The length below which a leg of a cubic counts as none: 1e-12 of its largest
    /// coordinate, as a curved body's band reads its legs.
    static func pathRounding(_ c: CubicSegment) -> Double {
        1e-12 * max(abs(c.p0.x), abs(c.p0.y), abs(c.p3.x), abs(c.p3.y))
    }

    /// The unit vector along a leg, nil for one within `rounding` of no length.
    static func pathLeg(_ v: Point, rounding: Double) -> Point? {
        max(abs(v.x), abs(v.y)) > rounding ? unit(v) : nil
    }

    /// The direction a cubic leaves its start in: its first leg of some length, else nil.
    static func startLeg(_ c: CubicSegment) -> Point? {
        let r = pathRounding(c)
        return pathLeg(c.p1 - c.p0, rounding: r) ?? pathLeg(c.p2 - c.p0, rounding: r) ?? pathLeg(c.p3 - c.p0, rounding: r)
    }

    /// The direction a cubic arrives at its end in: its last leg of some length, else nil.
    static func endLeg(_ c: CubicSegment) -> Point? {
        let r = pathRounding(c)
        return pathLeg(c.p3 - c.p2, rounding: r) ?? pathLeg(c.p3 - c.p1, rounding: r) ?? pathLeg(c.p3 - c.p0, rounding: r)
    }

    /// Whether two consecutive pieces meet at a corner: the direction one arrives in and the
    /// next leaves in differ by more than about a millionth of a radian. A band's sides are
    /// joined there by a line (the same on both sides, so they keep as many segments each);
    /// elsewhere a side's next piece starts where the one before ended.
    static func isCorner(_ before: CubicSegment, _ after: CubicSegment) -> Bool {
        guard let a = endLeg(before), let b = startLeg(after) else { return false }
        return a.dot(b) < 1 - 1e-12
    }

    /// Draws one side of a path's band (the centre line itself for a half width of 0): its
    /// pieces in order, or all of them backwards, each offset by `halfWidth` to the left of that
    /// direction of travel as a curved body's cubic is (``drawCubicSide``).
    ///
    /// - Parameters:
    ///   - forward: Whether the side runs from the start attachment to the end one.
    ///   - moves: Whether to start with a move (otherwise a line to the side's first point).
    static func drawPathSide<B: PathBuilder>(_ pieces: [CubicSegment], forward: Bool, startDirection: Point,
                                             endDirection: Point, halfWidth h: Double, moves: Bool, into b: inout B) {
        for i in pieces.indices {
            drawPathSide(pieces, at: i, forward: forward, startDirection: startDirection, endDirection: endDirection,
                         halfWidth: h, moves: moves, into: &b)
        }
    }

    /// Draws the `i`-th piece of one side of a path's band, in the order the side runs (see
    /// ``drawPathSide(_:forward:startDirection:endDirection:halfWidth:moves:into:)``): how it
    /// starts follows from the piece the side drew before it (a line at a corner, else none),
    /// or from `moves` for the side's first.
    static func drawPathSide<B: PathBuilder>(_ pieces: [CubicSegment], at i: Int, forward: Bool, startDirection: Point,
                                             endDirection: Point, halfWidth h: Double, moves: Bool, into b: inout B) {
        let count = pieces.count
        // Travelled backwards, the side leaves along the end head's direction reversed.
        let leaving = forward ? -startDirection : -endDirection
        let arriving = forward ? endDirection : startDirection
        let p = pieces[forward ? i : count - 1 - i]
        let c = forward ? p : CubicSegment(p.p3, p.p2, p.p1, p.p0)
        let start: SideStart
        if i > 0 {
            let q = pieces[forward ? i - 1 : count - i]
            start = isCorner(forward ? q : CubicSegment(q.p3, q.p2, q.p1, q.p0), c) ? .line : .joined
        } else {
            start = moves ? .move : .line
        }
        // A straight piece's side is the line beside it, which the cubic's offset polygon
        // would draw too (every leg moved along the one normal), but one element cheaper to
        // hit-test (an edge, not a curve cut into monotone pieces).
        if isStraight(p), let t = pathLeg(c.p3 - c.p0, rounding: pathRounding(c)) {
            let n = left(t) * h
            switch start {
            case .move: b.move(to: c.p0 + n)
            case .line: b.line(to: c.p0 + n)
            case .joined: break
            }
            b.line(to: c.p3 + n)
        } else {
            drawCubicSide(c.p0, c.p1, c.p2, c.p3, leaving: leaving, arriving: arriving, halfWidth: h, start: start,
                          into: &b)
        }
    }
}
