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
///   zero length, as `BezierPath.forEachStrokePiece(_:)` reports them.
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
    package var segments = PieceTable()
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
    /// ``PieceTable/shrinkToFit()``): for a path kept at rest, as an arrow in a scene.
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
        let elements = startPair(outline: outline, outlineRanges, spine: spine, spineRanges, fillRule: fillRule)
        var builder = Builder(&self, recordsOrigins: false)
        builder.planRuns(elements: elements)
        var unrecorded: [ElementPieces] = []
        segments.rewrite(capacity: pairCapacity, runCapacity: Builder.runCapacity(segments: pairCapacity)) { w in
            builder.begin(outline, old: nil, recording: &unrecorded)
            Self.forEach(outlineRanges) { builder.add(outline, outlineLabels, $0, filled: true, &w) }
            builder.end(recording: &unrecorded)
            builder.begin(spine, old: nil, recording: &unrecorded)
            Self.forEach(spineRanges) { builder.add(spine, spineLabels, $0, filled: false, &w) }
            builder.end(recording: &unrecorded)
            builder.closeRun(&w)
        }
        builder.finish(into: &self)
    }

    /// Where each element of a pair of paths' pieces were written, for a ``Memo``.
    struct PairPieces {
        var outline: [ElementPieces] = [], spine: [ElementPieces] = []
        /// How many pieces the preparation took from the last one.
        var taken = 0
        /// How many segments its runs hold.
        var perRun = 0
    }

    /// What every preparation of a pair does first: the pair's style set (``setPairStyle(fillRule:)``)
    /// and its table's size found (once). Returns how many elements the ranges hold, for
    /// ``Builder/planRuns(elements:)``.
    mutating func startPair(outline: borrowing BezierPath, _ outlineRanges: ElementRanges,
                            spine: borrowing BezierPath, _ spineRanges: ElementRanges, fillRule: FillRule) -> Int {
        setPairStyle(fillRule: fillRule)
        if pairCapacity == 0 {
            pairCapacity = PreparedPath.pieceCapacity(outline, outlineRanges)
                + PreparedPath.pieceCapacity(spine, spineRanges)
        }
        var count = 0
        Self.forEach(outlineRanges) { count += $0.count }
        Self.forEach(spineRanges) { count += $0.count }
        return count
    }

    /// What a labelled pair of paths is queried with: the fill rule, no stroke width kept, at size 1.
    mutating func setPairStyle(fillRule: FillRule) {
        self.fillRule = fillRule
        isRound = true
        unit = 1
        halfWidth = 0
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
        let capacity = PreparedPath.pieceCapacity(path)
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
            path.forEachStrokePiece { corners.add($0) }
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
}

/// Where a segment of a ``PreparedPath`` comes from: its element's index, and the range of the
/// element's parameter it covers (`0...1` for an edge; a piece's cut points for a curve's piece).
struct HitOrigin: Sendable {
    var element: Int32
    var t0: Double, t1: Double
}
