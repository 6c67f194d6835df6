/// A template's own heads as ``ArrowHead`` values, and the width of its body: what an arrow
/// needs to swap one head for another while keeping the template's other head and its body.
extension ArrowTemplate {
    /// The template's own head at one end: the part of the outline and of the spine inside that
    /// end's frame, in head coordinates.
    ///
    /// The outline is clipped as a region (`BezierPath.clippedRegion(to:)`: Sutherland–Hodgman
    /// generalised to curves, the filled shape inside the frame closed along the frame's edges)
    /// and the spine as a stroke (`BezierPath.clippedStroke(to:)`: the pieces inside, each run
    /// its own subpath). Curves crossing a frame edge are split exactly where they cross it (the
    /// parameter solved for, then de Casteljau), never flattened, so the head's curves are pieces
    /// of the template's.
    ///
    /// Both are then put in head coordinates: moved so that the end's tip is at the origin and
    /// turned so that the head points along +x. The head points, at rest, from the other tip
    /// towards its own: the end head along the unit vector from the start tip to the end tip, the
    /// start head along the opposite one. For a horizontal template drawn left to right (as
    /// `DoubleArrow`) the end head is only moved, and the start head also turned by 180°: a point
    /// (x, y) of the start frame lands on (tip.x − x, tip.y − y), so `DoubleArrow`'s start corner
    /// (30, 0) lands on (−30, 19) and (30, 38) on (−30, −19).
    ///
    /// The ``ArrowHead/attachment`` is how far the frame reaches from the tip back towards the
    /// other tip along that axis: the end's share of ``headLength``. The head's
    /// ``ArrowHead/frame`` is the bounds of the clipped shapes, the tip and the attachment point;
    /// its ``ArrowHead/lineWidth`` is the template's ``lineWidth``.
    ///
    /// Placing the head back at the rest tip along the rest direction
    /// (`placement(tip:direction:)`) draws the template's head as it was, up to
    /// rounding.
    ///
    /// Limits:
    /// - The head fills with the non-zero rule (as every head does): an outline that needs the
    ///   template's even-odd ``fillRule`` inside the frame fills differently.
    /// - Where a concave outline leaves the frame and comes back, the clipped outline has
    ///   zero-width lines along the frame's edge; a frame holding only a point or a segment of
    ///   the outline gives no outline (see `BezierPath.clippedRegion(to:)`).
    /// - A template whose coordinates are so large (beyond about 10^307) that moving or turning
    ///   them overflows gives a head without its shapes.
    ///
    /// - Parameter tip: Which tip's head.
    /// - Returns: The head, named `"<name>.start"` or `"<name>.end"`; an empty head (``ArrowHead/isEmpty``)
    ///   when the frame holds no area of the outline and no piece of the spine.
    /// - Complexity: O(elements); it clips and allocates, so call it once per head swap, not per
    ///   drag update.
    public func head(_ tip: ArrowTip) -> ArrowHead {
        let which = tip
        let tipEnd = which == .start ? start : self.end
        let d = restDirection(which)
        let move = Transform2D(translationX: -tipEnd.tip.x, y: -tipEnd.tip.y)
        let turn = Transform2D(a: d.x, b: -d.y, c: d.y, d: d.x, tx: 0, ty: 0)
        let headOutline = outline.clippedRegion(to: tipEnd.frame).transformed(by: move).transformed(by: turn)
        let headSpine = spine.clippedStroke(to: tipEnd.frame).transformed(by: move).transformed(by: turn)
        let attachment = Attacher(start: start, end: self.end).reach(which)
        let headName = "\(name).\(which.rawValue)"
        if let head = try? ArrowHead(name: headName, outline: headOutline, spine: headSpine, tip: .zero,
                                     attachment: Point(-attachment, 0), lineWidth: lineWidth) {
            return head
        }
        // Only an overflow gets here: keep the attachment when it is finite, else nothing.
        if let head = try? ArrowHead(name: headName, tip: .zero, attachment: Point(-attachment, 0), lineWidth: lineWidth) {
            return head
        }
        do {
            return try ArrowHead(name: headName, tip: .zero, attachment: .zero)
        } catch {
            fatalError("the empty head breaks no rule: \(error)")
        }
    }

    /// The unit vector a head points along at rest: from the start tip to the end tip for the
    /// end head, the opposite for the start head (the axis ``headLength`` is measured along).
    ///
    /// - Parameter tip: Which tip's head.
    /// - Returns: A unit vector.
    func restDirection(_ tip: ArrowTip) -> Point {
        // The initializer rules out coincident tips; the fallback keeps a value anyway.
        let u = Attacher(start: start, end: self.end).unitAxis ?? Point(1, 0)
        return tip == .end ? u : -u
    }

    /// Measures ``bodyWidth`` (see there), once, when the template is made.
    ///
    /// - Complexity: O(elements).
    func measureBodyWidth() -> Double {
        if centerPlan.source == .spine || outline.isEmpty { return lineWidth }
        let curves = centerPlan.curves(outline: outline, spine: spine, start: start.tip, end: end.tip)
        let (middle, tangent) = Self.arcLengthMiddle(of: curves, fallback: restDirection(.end))
        let normal = tangent.perpendicular
        if centerPlan.source == .outline, centerPlan.pieces.contains(where: { $0.b != nil }) {
            let elements = outline.elements
            var sideA: [PathSegment] = [], sideB: [PathSegment] = []
            for piece in centerPlan.pieces {
                let a = PathSegment.cubic(CenterLinePlan.cubic(piece.a, elements))
                if !sideA.contains(a) { sideA.append(a) }
                if let side = piece.b {
                    let b = PathSegment.cubic(CenterLinePlan.cubic(side, elements))
                    if !sideB.contains(b) { sideB.append(b) }
                }
            }
            let nearestA = Self.normalCrossings(of: sideA, at: middle, tangent: tangent, normal: normal).min { abs($0) < abs($1) }
            let nearestB = Self.normalCrossings(of: sideB, at: middle, tangent: tangent, normal: normal).min { abs($0) < abs($1) }
            if let nearestA, let nearestB { return abs(nearestA - nearestB) }
        }
        let all = outline.loops(closingEvery: true).flatMap(\.segments)
        let crossings = Self.normalCrossings(of: all, at: middle, tangent: tangent, normal: normal)
        guard let below = crossings.filter({ $0 <= 0 }).max(), let above = crossings.filter({ $0 >= 0 }).min() else {
            return 0
        }
        return above - below
    }

    /// The point at half the arc length of a chain of cubics, and the unit tangent there.
    ///
    /// - Parameters:
    ///   - curves: The chain, each cubic starting where the previous one ends.
    ///   - fallback: The unit tangent when the curve has none there (a point of no speed).
    /// - Returns: The middle point and the unit tangent.
    static func arcLengthMiddle(of curves: [CubicSegment], fallback: Point) -> (point: Point, tangent: Point) {
        // The slots' length table: the middle to about 1e-9 of the chain's length.
        let table = ArcLengthTable(curves: curves)
        guard let (i, t) = table.location(atLength: table.length / 2) else { return (.zero, fallback) }
        let curve = curves[i]
        let d = curve.derivative(at: t)
        let speed = d.length
        return (curve.point(at: t), speed > 0 && speed.isFinite ? d / speed : fallback)
    }

    /// Where segments cross the line through a point along a normal, as signed distances along
    /// the normal from the point.
    ///
    /// - Parameters:
    ///   - segments: The segments.
    ///   - point: A point of the line.
    ///   - tangent: The unit vector across the line (the line is where `(p − point) · tangent = 0`).
    ///   - normal: The unit vector along the line.
    /// - Returns: Each crossing's `(p − point) · normal`, the segments' ends on the line included.
    static func normalCrossings(of segments: [PathSegment], at point: Point, tangent: Point, normal: Point) -> [Double] {
        var result: [Double] = []
        for segment in segments {
            let controls: [Point]
            switch segment {
            case .line(let s): controls = s.points
            case .quad(let s): controls = s.points
            case .cubic(let s): controls = s.points
            }
            let values = controls.map { ($0 - point).dot(tangent) }
            var ts = BernsteinRoots.roots(values)
            if values.first == 0 { ts.append(0) }
            if values.last == 0 { ts.append(1) }
            for t in ts { result.append((segment.point(at: t) - point).dot(normal)) }
        }
        return result
    }
}
