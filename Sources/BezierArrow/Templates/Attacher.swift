/// Classifies template points by the attachment rules.
struct Attacher {
    let start: ArrowHeadFrame, end: ArrowHeadFrame
    let axis: Point
    let axisLengthSquared: Double

    init(start: ArrowHeadFrame, end: ArrowHeadFrame) {
        self.start = start
        self.end = end
        axis = end.tip - start.tip
        axisLengthSquared = axis.lengthSquared
    }

    /// The weight of an on-curve point: 0 or 1 inside a frame, else its clamped position along
    /// the tip-to-tip axis.
    func weight(of p: Point) -> Double {
        if start.frame.contains(p) { return 0 }
        if end.frame.contains(p) { return 1 }
        guard axisLengthSquared > 0 else { return 0.5 }
        return min(max((p - start.tip).dot(axis) / axisLengthSquared, 0), 1)
    }

    func isBody(_ p: Point) -> Bool { !start.frame.contains(p) && !end.frame.contains(p) }

    /// Both heads' lengths along the axis: how far each frame reaches from its tip towards the
    /// other tip.
    var headLength: Double { reach(.start) + reach(.end) }

    /// One head's length along the axis: how far its frame reaches from its tip towards the
    /// other tip, at least 0 (0 when the tips coincide).
    func reach(_ name: ArrowTip) -> Double {
        guard let u = unitAxis else { return 0 }
        let (f, tip, d) = name == .start ? (start.frame, start.tip, u) : (end.frame, end.tip, -u)
        let corners = [Point(f.minX, f.minY), Point(f.maxX, f.minY), Point(f.minX, f.maxY), Point(f.maxX, f.maxY)]
        return max(corners.map { ($0 - tip).dot(d) }.max() ?? 0, 0)
    }

    /// The unit vector from the start tip to the end tip; `nil` when the tips coincide.
    ///
    /// The axis over its length, as the deformation divides; when the squared length underflows
    /// to 0 or overflows (coordinates beyond about 10^±154), the axis is first divided by its
    /// larger coordinate (halved first if the difference itself overflows), so such templates
    /// get a direction too.
    var unitAxis: Point? {
        let len = axisLengthSquared.squareRoot()
        if len > 0, len.isFinite { return axis / len }
        var v = axis.isFinite ? axis : end.tip * 0.5 - start.tip * 0.5
        let m = max(abs(v.x), abs(v.y))
        guard m > 0, m.isFinite else { return nil }
        v = v / m
        return v / v.length
    }

    func elements(of path: BezierPath) -> [AttachedElement] {
        var out: [AttachedElement] = []
        var current = Point.zero, subpathStart = Point.zero
        for e in path.elements {
            switch e {
            case .move(let p):
                out.append(.move(AttachedPoint(rest: p, weight: weight(of: p))))
                current = p
                subpathStart = p
            case .line(let p):
                out.append(.line(AttachedPoint(rest: p, weight: weight(of: p))))
                current = p
            case .quad(let p, let c):
                out.append(.quad(to: AttachedPoint(rest: p, weight: weight(of: p)),
                                 control: AttachedPoint(rest: c, weight: weight(of: c))))
                current = p
            case .cubic(let p, let c1, let c2):
                out.append(.cubic(to: AttachedPoint(rest: p, weight: weight(of: p)),
                                  control1: AttachedHandle(offset: c1 - current, isBodyHandle: isBody(c1)),
                                  control2: AttachedHandle(offset: c2 - p, isBodyHandle: isBody(c2))))
                current = p
            case .close:
                out.append(.close)
                current = subpathStart
            }
        }
        return out
    }
}
