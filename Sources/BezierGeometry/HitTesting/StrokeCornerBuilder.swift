/// Turns the joins, caps and dots of a stroke that is not round all over into what a
/// ``PreparedPath`` tests besides its segments' sweeps: disk sectors (round joins, caps and
/// dots) and convex regions (miter and bevel joins, square caps and dots).
struct StrokeCornerBuilder {
    let halfWidth: Double
    let style: BezierPath.StrokeStyle
    var sectors: [StrokeDiskSector] = []
    var regions: [StrokeConvexRegion] = []
    /// The box of the regions (sectors stay within the half width of the path).
    var regionBounds = HitBounds.empty

    init(halfWidth: Double, style: BezierPath.StrokeStyle) {
        self.halfWidth = halfWidth
        self.style = style
    }

    mutating func add(_ part: StrokePiece) {
        switch part {
        case .segment: return
        case .join(let vertex, let incoming, let outgoing): addJoin(at: vertex, incoming, outgoing)
        case .cap(let end, let direction): addCap(at: end, direction: direction)
        case .dot(let center): addDot(at: center)
        }
    }

    mutating func grow(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        regionBounds.grow(Point(x0, y0))
        regionBounds.grow(Point(x1, y1))
    }

    mutating func addSector(_ center: Point, _ a: Point, _ b: Point) {
        sectors.append(StrokeDiskSector(center: center, a: a, b: b))
    }

    mutating func addRegion(_ v0: Point, _ v1: Point, _ v2: Point, _ v3: Point) {
        guard let region = StrokeConvexRegion(v0, v1, v2, v3) else { return }
        regions.append(region)
        grow(region.minX, region.minY, region.maxX, region.maxY)
    }

    mutating func addJoin(at v: Point, _ a: Point, _ b: Point) {
        let turn = a.cross(b), cosine = a.dot(b)
        if turn == 0 && cosine > 0 { return }  // straight on: the sweeps already meet
        switch style.join {
        case .round:
            addSector(v, a, b)
        case .bevel, .miter:
            if turn == 0 { return }  // a full reversal: the bevel is flat, a miter infinitely long
            // The outer side is opposite to the turn: turning towards a.perpendicular (turn > 0)
            // puts the corner on the -perpendicular side.
            let side = turn > 0 ? -halfWidth : halfWidth
            let oa = a.perpendicular * side, ob = b.perpendicular * side
            // Mitred while 1 / sin(theta / 2) <= limit, theta = pi - acos(a . b) the angle between
            // the segments: sin(theta / 2)^2 = (1 + a . b) / 2 (CoreGraphics, PDF 1.7 8.4.3.5).
            let limit = style.miterLimit
            if style.join == .miter && 1 + cosine > 0 && limit * limit * (1 + cosine) >= 2 {
                // The outer offset lines meet at distance h / cos(alpha / 2) along the bisector.
                let tip = v + (oa + ob) / (1 + cosine)
                addRegion(v, v + oa, tip, v + ob)
            } else {
                addRegion(v, v + oa, v + ob, v)
            }
        }
    }

    mutating func addCap(at end: Point, direction d: Point) {
        switch style.cap {
        case .butt:
            return
        case .round:
            addSector(end, d, -d)
        case .square:
            let n = d.perpendicular * halfWidth, ahead = d * halfWidth
            addRegion(end - n, end - n + ahead, end + n + ahead, end + n)
        }
    }

    mutating func addDot(at c: Point) {
        switch style.cap {
        case .butt:
            return
        case .round:
            addSector(c, .zero, .zero)
        case .square:
            // CoreGraphics and SVG draw a zero-length subpath's square cap facing +x.
            let h = halfWidth
            addRegion(Point(c.x - h, c.y - h), Point(c.x + h, c.y - h), Point(c.x + h, c.y + h), Point(c.x - h, c.y + h))
        }
    }
}
