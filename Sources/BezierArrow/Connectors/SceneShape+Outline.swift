/// The outlines of a ``SceneShape`` in its own coordinates.
extension SceneShape.Outline {
    /// The rectangle anchors are normalized across: the given one, or a path's bounds.
    var localRect: Rect {
        switch self {
        case .rectangle(let r), .roundedRectangle(let r, _), .ellipse(let r): r
        case .path(let p): p.boundingBox
        }
    }

    /// The closed outline in the shape's own coordinates, drawn clockwise on a y-down screen
    /// (from the minimum corner towards +x). Quarter circles and quarter ellipses are one cubic
    /// each, with the handle length `4/3 tan(pi/8)` of the radius (as CoreGraphics draws them).
    var localPath: BezierPath {
        var path = BezierPath()
        switch self {
        case .rectangle(let r):
            path.move(to: Point(r.minX, r.minY))
            path.line(to: Point(r.maxX, r.minY))
            path.line(to: Point(r.maxX, r.maxY))
            path.line(to: Point(r.minX, r.maxY))
            path.close()
        case .roundedRectangle(let r, let radius):
            let k = Self.cornerRadius(radius, in: r)
            guard k > 0 else { return Self.rectangle(r).localPath }
            path.move(to: Point(r.minX + k, r.minY))
            // From the top side's right end, clockwise: the corners' quarters 3, 0, 1, 2.
            for quarter in [3, 0, 1, 2] {
                let corner = Self.corner(quarter, of: r, radius: k)
                path.line(to: corner.p0)
                path.cubic(to: corner.p3, control1: corner.p1, control2: corner.p2)
            }
            path.close()
        case .ellipse(let r):
            let first = Self.ellipseQuarter(0, of: r)
            path.move(to: first.p0)
            for quarter in 0..<4 {
                let q = quarter == 0 ? first : Self.ellipseQuarter(quarter, of: r)
                path.cubic(to: q.p3, control1: q.p1, control2: q.p2)
            }
            path.close()
        case .path(let p):
            return p
        }
        return path
    }

    /// A rounded rectangle's corner radius: the given one clamped to `0...` half the shorter
    /// side, NaN counted as 0.
    static func cornerRadius(_ radius: Double, in r: Rect) -> Double {
        min(max(radius.isNaN ? 0 : radius, 0), min(r.width, r.height) / 2)
    }

    /// A quarter of the ellipse inscribed in `r`, as the outline draws it: quarter `q` (0...3)
    /// runs from the direction `q` right angles from +x to the next, towards +y (quarter 0 from
    /// the right end to the bottom on a y-down screen).
    static func ellipseQuarter(_ q: Int, of r: Rect) -> CubicSegment {
        let c = r.center, rx = r.width / 2, ry = r.height / 2
        let hx = rx * BodyRoute.quarterCircleHandle, hy = ry * BodyRoute.quarterCircleHandle
        switch q {
        case 0: return CubicSegment(Point(c.x + rx, c.y), Point(c.x + rx, c.y + hy), Point(c.x + hx, c.y + ry), Point(c.x, c.y + ry))
        case 1: return CubicSegment(Point(c.x, c.y + ry), Point(c.x - hx, c.y + ry), Point(c.x - rx, c.y + hy), Point(c.x - rx, c.y))
        case 2: return CubicSegment(Point(c.x - rx, c.y), Point(c.x - rx, c.y - hy), Point(c.x - hx, c.y - ry), Point(c.x, c.y - ry))
        default: return CubicSegment(Point(c.x, c.y - ry), Point(c.x + hx, c.y - ry), Point(c.x + rx, c.y - hy), Point(c.x + rx, c.y))
        }
    }

    /// A rounded rectangle's corner as the outline draws it: the quarter circle of radius `k`
    /// (``cornerRadius(_:in:)``, positive) in the corner that quarter `q` of an ellipse faces
    /// (0 the maximum corner, 2 the minimum), drawn the same way round.
    static func corner(_ q: Int, of r: Rect, radius k: Double) -> CubicSegment {
        let h = k * (1 - BodyRoute.quarterCircleHandle)
        switch q {
        case 0: return CubicSegment(Point(r.maxX, r.maxY - k), Point(r.maxX, r.maxY - h), Point(r.maxX - h, r.maxY), Point(r.maxX - k, r.maxY))
        case 1: return CubicSegment(Point(r.minX + k, r.maxY), Point(r.minX + h, r.maxY), Point(r.minX, r.maxY - h), Point(r.minX, r.maxY - k))
        case 2: return CubicSegment(Point(r.minX, r.minY + k), Point(r.minX, r.minY + h), Point(r.minX + h, r.minY), Point(r.minX + k, r.minY))
        default: return CubicSegment(Point(r.maxX - k, r.minY), Point(r.maxX - h, r.minY), Point(r.maxX, r.minY + h), Point(r.maxX, r.minY + k))
        }
    }
}
