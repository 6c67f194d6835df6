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
            let k = min(max(radius.isNaN ? 0 : radius, 0), min(r.width, r.height) / 2)
            guard k > 0 else { return Self.rectangle(r).localPath }
            let h = k * (1 - BodyRoute.quarterCircleHandle)
            path.move(to: Point(r.minX + k, r.minY))
            path.line(to: Point(r.maxX - k, r.minY))
            path.cubic(to: Point(r.maxX, r.minY + k), control1: Point(r.maxX - h, r.minY),
                       control2: Point(r.maxX, r.minY + h))
            path.line(to: Point(r.maxX, r.maxY - k))
            path.cubic(to: Point(r.maxX - k, r.maxY), control1: Point(r.maxX, r.maxY - h),
                       control2: Point(r.maxX - h, r.maxY))
            path.line(to: Point(r.minX + k, r.maxY))
            path.cubic(to: Point(r.minX, r.maxY - k), control1: Point(r.minX + h, r.maxY),
                       control2: Point(r.minX, r.maxY - h))
            path.line(to: Point(r.minX, r.minY + k))
            path.cubic(to: Point(r.minX + k, r.minY), control1: Point(r.minX, r.minY + h),
                       control2: Point(r.minX + h, r.minY))
            path.close()
        case .ellipse(let r):
            let c = r.center, rx = r.width / 2, ry = r.height / 2
            let hx = rx * BodyRoute.quarterCircleHandle, hy = ry * BodyRoute.quarterCircleHandle
            path.move(to: Point(c.x + rx, c.y))
            path.cubic(to: Point(c.x, c.y + ry), control1: Point(c.x + rx, c.y + hy), control2: Point(c.x + hx, c.y + ry))
            path.cubic(to: Point(c.x - rx, c.y), control1: Point(c.x - hx, c.y + ry), control2: Point(c.x - rx, c.y + hy))
            path.cubic(to: Point(c.x, c.y - ry), control1: Point(c.x - rx, c.y - hy), control2: Point(c.x - hx, c.y - ry))
            path.cubic(to: Point(c.x + rx, c.y), control1: Point(c.x + hx, c.y - ry), control2: Point(c.x + rx, c.y - hy))
            path.close()
        case .path(let p):
            return p
        }
        return path
    }
}
