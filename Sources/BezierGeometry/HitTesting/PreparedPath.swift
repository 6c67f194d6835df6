/// A path prepared once for many exact hit-testing queries: fill containment, stroke
/// containment and the nearest point.
///
/// It is the one hit-testing engine: ``BezierPath/contains(_:using:)-(_,FillRule)``,
/// ``BezierPath/contains(_:using:)-(_,BezierPath.StrokeStyle)``, ``BezierPath/project(_:)``,
/// and BezierArrow's arrows and scenes all query one.
///
/// Preparing cuts every curve at its x and y extrema (and a curve that turns sharply also in
/// its middle) into pieces monotone in x and y, each with the band around its chord that holds
/// it, and groups the edges and pieces into runs of neighbours with a bounding box each. The
/// answers are decided on the curves themselves, never on a flattened copy:
/// - **fill**: the signed crossings of a horizontal ray towards +x (every subpath implicitly
///   closed, as CoreGraphics fills), half-open in y; a run left of the ray's start crosses as
///   its chord does, a point outside a piece's band crosses as the chord does, and only a point
///   inside the band solves the piece's cubic.
/// - **nearest point**: edges in closed form; a piece is projected only when the box of its ends
///   and its band leave it in the running, by Newton's method once the normal-foot polynomial's
///   Bernstein coefficients certify a single minimum (see `NormalFootPolynomials`).
/// - **stroke**, with CoreGraphics' semantics (what `copy(strokingWithWidth:lineCap:lineJoin:
///   miterLimit:)` covers): with round caps and joins the stroke is exactly the points within
///   half the width of the path, which the nearest-point search answers with an early exit;
///   otherwise it is the union of each segment's sweep of normals of half-width length (see
///   `StrokeCurvePiece`), the joins (pie slice, bevel triangle or miter quadrilateral within
///   the miter limit) and the caps (none, half disk or half square), and dots for subpaths of
///   zero length, as `BezierPath.forEachStrokePart(_:)` reports them.
///
/// Segments with a non-finite coordinate are ignored. Queries allocate nothing, and
/// ``update(_:labels:)`` writes over the storage, so re-preparing for a dragged path allocates nothing
/// once the storage has grown to fit it.
public struct PreparedPath: Sendable {
    /// The fill rule ``fillContains(_:)`` applies.
    @usableFromInline package private(set) var fillRule: FillRule
    /// The stroke ``strokeContains(_:)`` tests.
    package private(set) var strokeStyle: BezierPath.StrokeStyle

    /// The edges and monotone pieces in path order, the stroked ones and the fill's implicit
    /// closing lines, each with its inner control points (apart: only a projection or a
    /// crossing inside a band reads them).
    package var segments = SegmentTable()
    /// The most segments a pair of paths re-prepared by ``update(outline:_:spine:_:fillRule:)``
    /// gives (their element kinds never change: a dragged shape), found at the first
    /// preparation; 0 before.
    package var pairCapacity = 0
    /// Each segment's element index and the range of the element's parameter it covers, when
    /// the path was prepared for ``nearestPoint(to:within:)`` (an arrow's hit test has no use
    /// for them and skips them).
    var origins: [HitOrigin] = []
    /// Joins, caps and dots of a stroke that is not round all over: round ones as disk
    /// sectors, the others as convex regions. Empty for a round stroke, which the nearest-point
    /// search covers whole.
    var sectors: [StrokeDiskSector] = []
    var regions: [StrokeConvexRegion] = []
    /// The least and greatest coordinates of the path's on-curve points and piece ends: its
    /// tight bounds, as the pieces are cut at the curves' extrema.
    @usableFromInline package var bounds = HitBounds.empty
    /// The box of ``regions``: miter joins and square caps may reach farther than the half width.
    var regionBounds = HitBounds.empty
    /// Half the stroke width, 0 for a width that is not a positive finite number.
    var halfWidth = 0.0
    /// Whether the stroke's caps and joins are both round (it is then the points within
    /// ``halfWidth`` of the path).
    var isRound = true
    /// The power of two the path's coordinates (and the half width) were multiplied by when
    /// prepared, 1 unless the path is far smaller or larger than 1 (see ``unit(for:halfWidth:)``);
    /// every query takes its point into those coordinates and its answer back.
    var unit = 1.0

    /// Prepares a path for queries.
    ///
    /// - Parameters:
    ///   - path: The path.
    ///   - labels: The label of each element's end point, for ``label(at:within:)`` and
    ///     ``PathProjection/label``; empty (the default) leaves the path unlabelled. Labels of
    ///     another count than the elements' are ignored.
    ///   - fillRule: The rule for ``fillContains(_:)``: non-zero (the default, as CoreGraphics)
    ///     or even-odd.
    ///   - strokeStyle: The stroke for ``strokeContains(_:)``; by default a hairline of width 1.
    ///     A width that is not a positive finite number strokes nothing. A path far smaller or
    ///     larger than 1 (beyond 2^±100, about 1e±30) is prepared scaled by a power of two, so that
    ///     its answers are those at size 1, unless the stroke is much wider than the path: for
    ///     the fill alone, stroke nothing (width 0).
    /// - Complexity: O(n) in the number of path elements.
    public init(_ path: BezierPath, labels: [PathLabel] = [], fillRule: FillRule = .nonZero,
                strokeStyle: BezierPath.StrokeStyle = BezierPath.StrokeStyle(width: 1)) {
        self.fillRule = fillRule
        self.strokeStyle = strokeStyle
        setStyle(strokeStyle)
        prepare(path, labels, recordsOrigins: true)
    }

    /// Nothing, to be prepared for a labelled pair of paths (see
    /// ``update(outline:_:spine:_:fillRule:)``).
    package init() {
        fillRule = .nonZero
        strokeStyle = BezierPath.StrokeStyle(width: 0, cap: .round, join: .round)
    }

    /// Keeps the prepared records in storage of exactly their size (see
    /// ``SegmentTable/shrinkToFit()``): for a path kept at rest, as an arrow in a scene.
    package mutating func shrinkToFit() {
        segments.shrinkToFit()
    }

    /// Re-prepares for a new path with the same fill rule and stroke, writing over the storage.
    ///
    /// - Parameters:
    ///   - path: The new path.
    ///   - labels: The label of each element's end point, as for ``init(_:labels:fillRule:strokeStyle:)``.
    /// - Complexity: O(n); allocates nothing when the storage already fits the new path.
    public mutating func update(_ path: BezierPath, labels: [PathLabel] = []) {
        prepare(path, labels, recordsOrigins: true)
    }

    /// Re-prepares for a new path, fill rule and stroke, writing over the storage.
    ///
    /// - Parameters:
    ///   - path: The new path.
    ///   - fillRule: The new fill rule.
    ///   - strokeStyle: The new stroke.
    package mutating func update(_ path: BezierPath, fillRule: FillRule, strokeStyle: BezierPath.StrokeStyle) {
        self.fillRule = fillRule
        self.strokeStyle = strokeStyle
        setStyle(strokeStyle)
        prepare(path, [], recordsOrigins: true)
    }

    /// Re-prepares for a labelled pair of paths, as a shape that is drawn filled and outlined
    /// plus lines drawn alone: the outline filled and stroked, the spine stroked, each segment's
    /// ends and inside labelled by its elements' end points' labels. Such a shape's hit test asks
    /// for the nearest point within its own reach, so no stroke width is kept, and no origins are
    /// recorded.
    package mutating func update(outline: BezierPath, _ outlineLabels: [PathLabel], spine: BezierPath,
                                 _ spineLabels: [PathLabel], fillRule: FillRule) {
        update(outline: outline, outlineLabels, Self.all(outline), spine: spine, spineLabels, Self.all(spine),
               fillRule: fillRule)
    }

    /// Re-prepares for some elements of a labelled pair of paths: those of the outline in
    /// `outlineRanges` and of the spine in `spineRanges`, each range a run of whole subpaths (the
    /// rest being prepared apart and queried alongside).
    package mutating func update(outline: borrowing BezierPath, _ outlineLabels: borrowing [PathLabel],
                                 _ outlineRanges: ElementRanges, spine: borrowing BezierPath,
                                 _ spineLabels: borrowing [PathLabel], _ spineRanges: ElementRanges,
                                 fillRule: FillRule) {
        self.fillRule = fillRule
        isRound = true
        unit = 1
        halfWidth = 0
        if pairCapacity == 0 {
            pairCapacity = PreparedPath.segmentCapacity(outline, outlineRanges)
                + PreparedPath.segmentCapacity(spine, spineRanges)
        }
        var builder = Builder(&self, recordsOrigins: false)
        var count = 0
        Self.forEach(outlineRanges) { count += $0.count }
        Self.forEach(spineRanges) { count += $0.count }
        builder.planRuns(elements: count)
        segments.rewrite(capacity: pairCapacity, runCapacity: Builder.runCapacity(segments: pairCapacity)) { w in
            Self.forEach(outlineRanges) { builder.add(outline, outlineLabels, $0, filled: true, &w) }
            Self.forEach(spineRanges) { builder.add(spine, spineLabels, $0, filled: false, &w) }
            builder.closeRun(&w)
        }
        builder.finish(into: &self)
    }

    /// Up to three ranges of a path's elements, in order.
    package typealias ElementRanges = (Range<Int>, Range<Int>, Range<Int>)

    /// All of a path's elements, as ``ElementRanges``.
    package static func all(_ path: BezierPath) -> ElementRanges {
        (path.elements.indices, 0..<0, 0..<0)
    }

    /// Calls `body` with each range that is not empty, in order.
    @inline(__always)
    static func forEach(_ ranges: ElementRanges, _ body: (Range<Int>) -> Void) {
        if !ranges.0.isEmpty { body(ranges.0) }
        if !ranges.1.isEmpty { body(ranges.1) }
        if !ranges.2.isEmpty { body(ranges.2) }
    }

    private mutating func setStyle(_ style: BezierPath.StrokeStyle) {
        let h = style.width / 2
        halfWidth = h.isFinite && h > 0 ? h : 0
        isRound = style.cap == .round && style.join == .round
    }

    private mutating func prepare(_ path: BezierPath, _ labels: [PathLabel], recordsOrigins: Bool) {
        setStyle(strokeStyle)
        unit = Self.unit(for: path, halfWidth: halfWidth)
        guard unit == 1 else {
            // Prepared at a size near 1, exactly (a power of two), so that no product of two
            // coordinates underflows or overflows.
            halfWidth *= unit
            prepareAtUnit(path.transformed(by: Transform2D(scaleX: unit, y: unit)), labels, recordsOrigins: recordsOrigins)
            return
        }
        prepareAtUnit(path, labels, recordsOrigins: recordsOrigins)
    }

    /// The factor ``unit`` for a path and half width: 1, or when the largest of the path's
    /// coordinates and the half width is below 2^-100 or above 2^100 in magnitude, the power of
    /// two that brings it to `1..<2`.
    ///
    /// The queries compare squared distances and cross products of coordinates, and the
    /// nearest-point search's normal-foot polynomials (degree 5) multiply five: at 1e-200 the
    /// squares are 1e-400, which underflow to 0 (a fill test at that size answered wrong for some
    /// 40 % of points), and from about 2^248 the polynomials overflow (projections and stroke
    /// tests answered wrong between 2^248 and 2^400, where scaling began before), so 2^±100
    /// keeps ten factors within range. Scaling by a power of two changes no bit of a coordinate (short of an
    /// underflow below the largest one's precision), so the answers are those at size 1. The
    /// half width counts because it is squared too: a path of size 1e-200 stroked 1 wide stays
    /// at its size (its stroke is a disk or a bar, the path a dot within it).
    static func unit(for path: BezierPath, halfWidth: Double) -> Double {
        var largest = halfWidth.isFinite ? halfWidth : 0
        @inline(__always) func hold(_ p: Point) {
            if p.isFinite { largest = max(largest, abs(p.x), abs(p.y)) }
        }
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p): hold(p)
            case .quad(let p, let c): hold(p); hold(c)
            case .cubic(let p, let c1, let c2): hold(p); hold(c1); hold(c2)
            case .close: break
            }
        }
        guard largest > 0, largest < 0x1p-100 || largest > 0x1p100 else { return 1 }
        return unitScale(of: largest)
    }

    /// ``prepare(_:_:recordsOrigins:)`` for a path at the size it is prepared at.
    private mutating func prepareAtUnit(_ path: BezierPath, _ labels: [PathLabel], recordsOrigins: Bool) {
        var builder = Builder(&self, recordsOrigins: recordsOrigins)
        builder.planRuns(elements: path.elements.count)
        let capacity = PreparedPath.segmentCapacity(path)
        segments.rewrite(capacity: capacity, runCapacity: Builder.runCapacity(segments: capacity)) { w in
            builder.add(path, labels, path.elements.indices, filled: true, &w)
            builder.closeRun(&w)
        }
        builder.finish(into: &self)
        if !isRound && halfWidth > 0 {
            // The joins, caps and dots the stroke adds to the segments' sweeps.
            var corners = StrokeCornerBuilder(halfWidth: halfWidth, style: strokeStyle)
            swap(&corners.sectors, &sectors)
            swap(&corners.regions, &regions)
            path.forEachStrokePart { corners.add($0) }
            swap(&corners.sectors, &sectors)
            swap(&corners.regions, &regions)
            regionBounds = corners.regionBounds
        }
    }

    /// The bounds of the path's points (tight: curves are bounded by their extrema, not their
    /// control points), or ``Rect/null`` for a path with no point.
    public var boundingBox: Rect { unscaled(bounds.rect) }

    /// A rectangle of the prepared coordinates in the path's own (see ``unit``).
    @inline(__always)
    private func unscaled(_ r: Rect) -> Rect {
        guard unit != 1, !r.isNull else { return r }
        let k = 1 / unit
        return Rect(x: r.minX * k, y: r.minY * k, width: r.width * k, height: r.height * k)
    }

    /// The bounds of everything the stroke covers, or ``Rect/null`` when it covers nothing.
    ///
    /// - Complexity: O(n): the stroked segments' boxes are gathered anew.
    package var strokeBoundingBox: Rect {
        guard halfWidth > 0 else { return .null }
        var stroked = HitBounds.empty
        // An edge or a monotone piece lies in the box of its ends.
        for i in 0..<segments.count where segments[i].isStroked && (isRound || segments[i].p0 != segments[i].p3) {
            let s = segments[i]
            stroked.grow(s.p0)
            stroked.grow(s.p3)
        }
        guard stroked.minX <= stroked.maxX || !sectors.isEmpty || !regions.isEmpty else { return .null }
        let h = halfWidth
        var box = stroked.minX <= stroked.maxX
            ? HitBounds(minX: stroked.minX - h, minY: stroked.minY - h, maxX: stroked.maxX + h, maxY: stroked.maxY + h)
            : .empty
        for sector in sectors {
            box = box.union(HitBounds(minX: sector.center.x - h, minY: sector.center.y - h,
                                      maxX: sector.center.x + h, maxY: sector.center.y + h))
        }
        if !isRound {
            // Butt caps may leave the ends' half disks uncovered, miters reach farther: the
            // segments' sweeps stay within the half width, the regions have their own box.
            box = box.union(regionBounds)
        }
        return unscaled(box.rect)
    }

    /// The winding number of the path around `p`: the signed count of the path's crossings of
    /// the ray from `p` towards +x (downward edges +1), every subpath implicitly closed.
    ///
    /// - Parameter p: The query point; 0 for a point that is not finite.
    /// - Returns: The winding number.
    /// - Complexity: O(n) at worst; runs whose box misses the ray are skipped whole.
    package func windingNumber(at p: Point) -> Int {
        winding(at: unit == 1 ? p : p * unit)
    }

    /// ``windingNumber(at:)`` at a point in the prepared coordinates (see ``unit``): an arrow's
    /// hit test, whose prepared paths are at their size, calls it directly.
    package func winding(at p: Point) -> Int {
        guard p.isFinite, bounds.contains(p) else { return 0 }
        var w = 0
        var start = 0
        for r in 0..<segments.runCount {
            let run = segments.run(r)
            defer { start = Int(run.end) }
            guard run.mayCrossRay(from: p) else { continue }
            if run.isChain && p.x < run.minX {
                // Left of a chained run: its crossings telescope to its ends (see isChain).
                let a = segments[start].p0, b = segments[Int(run.end) - 1].p3
                w += (a.y <= p.y ? 1 : 0) - (b.y <= p.y ? 1 : 0)
            } else {
                for i in start..<Int(run.end) { w += segments[i].crossing(p, segments.controls(i)) }
            }
        }
        return w
    }

    /// Whether the fill covers `p`, by the fill rule it was prepared with, every subpath implicitly closed (as
    /// CoreGraphics fills).
    ///
    /// - Parameter p: The query point; `false` for a point that is not finite.
    /// - Returns: Whether `p` is inside.
    /// - Complexity: O(n) at worst; allocates nothing.
    public func fillContains(_ p: Point) -> Bool {
        fills(winding: windingNumber(at: p))
    }

    /// Whether ``fillRule`` fills where the path (or a union it is part of) winds `w` times.
    @inlinable @inline(__always)
    package func fills(winding w: Int) -> Bool {
        fillRule == .nonZero ? w != 0 : w & 1 != 0
    }

    /// Whether the stroke covers `p` (its boundary included, up to rounding).
    ///
    /// - Parameter p: The query point; `false` for a point that is not finite.
    /// - Returns: Whether `p` lies in the stroke.
    /// - Complexity: O(n) at worst, with an early exit on the first proof of a hit; allocates
    ///   nothing.
    public func strokeContains(_ p: Point) -> Bool {
        let p = unit == 1 ? p : p * unit
        guard p.isFinite, halfWidth > 0 else { return false }
        let r2 = halfWidth * halfWidth
        if isRound {
            return isWithin(r2, of: p)
        }
        if bounds.distanceSquared(to: p) <= r2 && sweepsContain(p, r2) { return true }
        guard regionBounds.contains(p) || !sectors.isEmpty else { return false }
        for sector in sectors where sector.contains(p, radiusSquared: r2) { return true }
        for region in regions where region.contains(p) { return true }
        return false
    }

    /// Whether some stroked segment comes within `sqrt(r2)` of `p` (a round stroke's
    /// containment, and an arrow's tap target outside its fill), exactly.
    ///
    /// One pass answers from edges and piece ends in closed form, with an early exit; only
    /// when they all miss are the pieces whose lower bound (their box and band) leaves them in
    /// range looked into: first at the point across from `p`, then by exact projection.
    package func isWithin(_ r2: Double, of p: Point) -> Bool {
        guard bounds.distanceSquared(to: p) <= r2 else { return false }
        var pending = false
        let hit = anySegment(within: r2, of: p) { i in
            let s = segments[i]
            guard s.isStroked, s.boxDistanceSquared(to: p) <= r2 else { return false }
            if !s.isCurve { return s.edgeNearest(to: p).distanceSquared <= r2 }
            if s.p0.distanceSquared(to: p) <= r2 || s.p3.distanceSquared(to: p) <= r2 { return true }
            pending = pending || s.lowerBoundSquared(p) <= r2
            return false
        }
        guard !hit && pending else { return hit }
        return anySegment(within: r2, of: p) { i in
            guard segments[i].isCurve && segments[i].lowerBoundSquared(p) <= r2 else { return false }
            let c = segments[i].curve(segments.controls(i))
            if c.point(at: NearestSearch.chordParameter(c, p)).distanceSquared(to: p) <= r2 { return true }
            return HitSegment.nearestInside(c, to: p).map { $0.distanceSquared <= r2 } ?? false
        }
    }

    /// Whether `body` says yes for some segment of a run whose box lies within `sqrt(r2)` of
    /// `p` (the others are skipped whole), in path order.
    @inline(__always)
    private func anySegment(within r2: Double, of p: Point, _ body: (Int) -> Bool) -> Bool {
        var start = 0
        for r in 0..<segments.runCount {
            let run = segments.run(r)
            defer { start = Int(run.end) }
            guard run.distanceSquared(to: p) <= r2 else { continue }
            for i in start..<Int(run.end) where body(i) { return true }
        }
        return false
    }

    /// Whether some stroked segment's sweep of normals of length `sqrt(r2)` holds `p`.
    private func sweepsContain(_ p: Point, _ r2: Double) -> Bool {
        anySegment(within: r2, of: p) { i in
            let s = segments[i]
            guard s.isStroked, s.boxDistanceSquared(to: p) <= r2 else { return false }
            guard s.isCurve else { return s.edgeSweepContains(p, r2) }
            guard s.lowerBoundSquared(p) <= r2 else { return false }
            let piece = StrokeCurvePiece(s.curve(segments.controls(i)), halfWidth: halfWidth,
                                         isSegmentStart: s.isSegmentStart, isSegmentEnd: s.isSegmentEnd)
            return piece.sweepContains(p, halfWidthSquared: r2)
        }
    }

    /// The nearest point of the path to `p`, over every stroked segment (closing lines of closed
    /// subpaths included, not the fill's implicit ones), exactly.
    ///
    /// - Parameters:
    ///   - p: The query point.
    ///   - maxDistance: Points farther than this are not looked for (the search is then much
    ///     cheaper); by default every point is.
    /// - Returns: The nearest point, with the element it lies on and its parameter there, or
    ///   `nil` when `p` is not finite or no point lies within `maxDistance`.
    /// - Complexity: O(n) at worst; runs and pieces that cannot beat the best so far are
    ///   skipped. Allocates nothing.
    public func nearestPoint(to p: Point, within maxDistance: Double = .infinity) -> PathProjection? {
        guard p.isFinite, !(maxDistance < 0) else { return nil }
        // In the prepared coordinates (see ``unit``), and back: exact, both powers of two.
        var q = unit == 1 ? p : p * unit
        // A point beyond 2^480 there (or too far to scale) lies some 2^380 times the path's size
        // away (a prepared path is at most 2^100 across), and the squares of its distances would
        // overflow: it is looked for from 2^480 in the same direction (the path a speck at the
        // origin from there, so the same nearest point), and its distance measured anew.
        let isNear = max(abs(q.x), abs(q.y)) <= 0x1p480
        if isNear && unit == 1 { return nearestPointAtUnit(to: p, within: maxDistance) }
        if !isNear { q = p * (0x1p480 / max(abs(p.x), abs(p.y))) }
        guard let found = nearestPointAtUnit(to: q, within: isNear ? maxDistance * unit : .infinity) else { return nil }
        let k = 1 / unit, point = unit == 1 ? found.point : found.point * k
        // Measured by its larger component first: the distance may be near the largest Double.
        let d = point - p, m = max(abs(d.x), abs(d.y))
        let distance = isNear ? found.distance * k : m * Point(d.x / m, d.y / m).length
        guard distance <= maxDistance else { return nil }
        return PathProjection(point: point, distance: distance, elementIndex: found.elementIndex, t: found.t,
                              label: found.label)
    }

    /// ``nearestPoint(to:within:)`` in the prepared coordinates.
    private func nearestPointAtUnit(to p: Point, within maxDistance: Double) -> PathProjection? {
        var search = NearestSearch(p, within: maxDistance * maxDistance, mode: .nearest)
        search.run(self)
        guard search.found, search.segment >= 0, search.segment < origins.count else { return nil }
        let origin = origins[search.segment], s = segments[search.segment]
        // The search's Newton steps stop within about 1e-9 of the piece's parameter; the winning
        // piece is projected once more by exact root isolation, which also gives the parameter,
        // mapped onto the piece's range of the element's parameter.
        var point = search.nearest, distance = search.distanceSquared.squareRoot(), local: Double
        if s.isCurve {
            let exact = s.curve(segments.controls(search.segment)).project(p)
            if exact.distance <= distance { (point, distance) = (exact.point, exact.distance) }
            local = exact.t
        } else {
            local = s.edgeNearest(to: point).t
        }
        let t = origin.t0 + (origin.t1 - origin.t0) * local
        return PathProjection(point: point, distance: distance, elementIndex: Int(origin.element), t: min(max(t, 0), 1),
                              label: search.label)
    }

    /// The label of what a touch at `p` takes: inside the fill, the label of the nearest point of
    /// the path; outside, that of the nearest point within `reach`, if any.
    ///
    /// A segment between ends of different labels is ``PathLabel/unlabelled`` inside, and a point
    /// where two labels tie goes to the one other than ``PathLabel/unlabelled``.
    ///
    /// - Parameters:
    ///   - p: The query point; `nil` for a point that is not finite.
    ///   - reach: How far outside the fill a point still takes the path.
    /// - Returns: The label, or `nil` when `p` is outside the fill and farther than `reach`.
    /// - Complexity: O(n) at worst; allocates nothing.
    public func label(at p: Point, within reach: Double) -> PathLabel? {
        guard p.isFinite else { return nil }
        let q = unit == 1 ? p : p * unit, r = unit == 1 ? reach : reach * unit
        if fills(winding: winding(at: q)) {
            var search = NearestSearch(q, within: .infinity, mode: .labelOnly)
            search.run(self)
            return search.label
        }
        guard r >= 0 else { return nil }
        var search = NearestSearch(q, within: r * r, mode: .nearest)
        search.run(self)
        return search.found ? search.label : nil
    }
}

/// Where a segment of a ``PreparedPath`` comes from: its element's index, and the range of the
/// element's parameter it covers (`0...1` for an edge; a piece's cut points for a curve's piece).
struct HitOrigin: Sendable {
    var element: Int32
    var t0: Double, t1: Double
}

/// A box given by its least and greatest coordinates (a ``Rect`` stores its width and height
/// instead, from which its greatest coordinates are found with a rounding).
@usableFromInline
package struct HitBounds: Sendable, Equatable {
    @usableFromInline package var minX: Double, minY: Double, maxX: Double, maxY: Double

    /// The box that holds nothing.
    @usableFromInline package static let empty = HitBounds(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)

    @inlinable @inline(__always)
    package init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX; self.minY = minY; self.maxX = maxX; self.maxY = maxY
    }

    /// A rectangle's box (``empty`` for ``Rect/null``).
    @inlinable @inline(__always)
    package init(_ r: Rect) {
        self = r.isNull ? .empty : HitBounds(minX: r.minX, minY: r.minY, maxX: r.maxX, maxY: r.maxY)
    }

    /// The box as a rectangle, ``Rect/null`` when empty.
    @inlinable
    package var rect: Rect {
        minX <= maxX ? Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
    }

    /// Whether the box holds a point (its edges included).
    @inlinable @inline(__always)
    package func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY
    }

    /// The squared distance from a point to the box (infinity for an empty box).
    @inlinable @inline(__always)
    package func distanceSquared(to p: Point) -> Double {
        let dx = max3(minX - p.x, p.x - maxX, 0), dy = max3(minY - p.y, p.y - maxY, 0)
        return dx * dx + dy * dy
    }

    /// The box grown to hold a point.
    @inlinable @inline(__always)
    package mutating func grow(_ p: Point) {
        minX = min2(minX, p.x); minY = min2(minY, p.y)
        maxX = max2(maxX, p.x); maxY = max2(maxY, p.y)
    }

    /// The box grown to hold a path's element drawn from `current` (then moved to where the
    /// element leaves the pen; `start` is its subpath's start), tightly: a curve by its extrema,
    /// as a preparation cuts it. A close adds nothing: its line ends where its subpath starts, a
    /// point already held.
    @inline(__always)
    package mutating func grow(_ element: PathElement, from current: inout Point, start: inout Point) {
        switch element {
        case .move(let p):
            grow(p)
            current = p
            start = p
        case .line(let p):
            grow(p)
            current = p
        case .quad(let p, let c):
            grow(QuadraticSegment(current, c, p).cubic)
            current = p
        case .cubic(let p, let c1, let c2):
            grow(CubicSegment(current, c1, c2, p))
            current = p
        case .close:
            current = start
        }
    }

    /// The box grown to hold a cubic: its end points, and in each coordinate its extrema when a
    /// control point lies outside the box so far in that coordinate (the curve lies in the hull
    /// of its control points). Not `CubicSegment.boundingBox` and a union: a styled drag update
    /// grows the heads' bounds by every curve they draw, and going through `Rect`s (and solving
    /// for extrema the box so far already holds) made it some 10 % slower.
    @inline(__always)
    private mutating func grow(_ c: CubicSegment) {
        grow(c.p0)
        grow(c.p3)
        if min2(c.p1.x, c.p2.x) < minX || max2(c.p1.x, c.p2.x) > maxX {
            let (x0, x1) = Self.extremeValues(c.p0.x, c.p1.x, c.p2.x, c.p3.x)
            minX = min3(minX, x0, x1)
            maxX = max3(maxX, x0, x1)
        }
        if min2(c.p1.y, c.p2.y) < minY || max2(c.p1.y, c.p2.y) > maxY {
            let (y0, y1) = Self.extremeValues(c.p0.y, c.p1.y, c.p2.y, c.p3.y)
            minY = min3(minY, y0, y1)
            maxY = max3(maxY, y0, y1)
        }
    }

    /// A cubic coordinate's values at its extrema inside the curve (the end values where it has
    /// fewer than two).
    @inline(__always)
    private static func extremeValues(_ c0: Double, _ c1: Double, _ c2: Double, _ c3: Double) -> (Double, Double) {
        @inline(__always) func value(_ t: Double) -> Double {
            guard t < 1 else { return c0 }
            let mt = 1 - t
            return mt * mt * mt * c0 + 3 * mt * mt * t * c1 + 3 * mt * t * t * c2 + t * t * t * c3
        }
        let (t0, t1) = CubicSegment.derivativeRoots(c0, c1, c2, c3)
        return (value(t0), value(t1))
    }

    /// The smallest box holding both.
    @inlinable
    package func union(_ other: HitBounds) -> HitBounds {
        HitBounds(minX: min2(minX, other.minX), minY: min2(minY, other.minY),
                  maxX: max2(maxX, other.maxX), maxY: max2(maxY, other.maxY))
    }
}
