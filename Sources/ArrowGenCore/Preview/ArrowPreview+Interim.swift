import BezierArrow

// INTERIM until branch `model` lands Arrow, ArrowPart, ArrowHit, viewFrame: delete this file then.

public enum ArrowPart: String, Hashable, Sendable { case startHead, endHead, body }

public struct PreviewHit: Hashable, Sendable {
    public var part: ArrowPart?
    public var nearest: Point
    public var distance: Double
}

extension ArrowPreview {
    public var viewFrame: (Rect, Point, Point) {
        let h = max(template.start.frame.height, template.end.frame.height)
        let f = Rect(x: min(start.x, end.x), y: min(start.y, end.y) - h / 2,
                     width: abs(end.x - start.x), height: abs(end.y - start.y) + h)
        return (f, start - f.origin, end - f.origin)
    }

    public func hit(at p: Point) -> PreviewHit {
        var best = CurveProjection(t: 0, point: p, distance: .infinity)
        var winding = 0
        path.forEachSegment { s in
            let pr = s.project(p)
            if pr.distance < best.distance { best = pr }
            var a = s.startPoint
            for i in 1...32 {
                let b = s.point(at: Double(i) / 32)
                if a.y <= p.y { if b.y > p.y && (b - a).cross(p - a) > 0 { winding += 1 } }
                else if b.y <= p.y && (b - a).cross(p - a) < 0 { winding -= 1 }
                a = b
            }
        }
        let inside = winding != 0
        let hit = inside || best.distance <= tapHalfWidth
        let corners = headFrameCorners
        func holds(_ c: [Point]) -> Bool {
            let xs = c.map(\.x), ys = c.map(\.y)
            return best.point.x >= xs.min()! - 1e-9 && best.point.x <= xs.max()! + 1e-9 && best.point.y >= ys.min()! - 1e-9 && best.point.y <= ys.max()! + 1e-9
        }
        let part: ArrowPart = holds(corners.start) ? .startHead : holds(corners.end) ? .endHead : .body
        return PreviewHit(part: hit ? part : nil, nearest: inside ? p : best.point, distance: inside ? 0 : best.distance)
    }

    static func interimJSONString(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default:
                if u.value < 0x20 { out += "\\u00" + (u.value < 16 ? "0" : "") + String(u.value, radix: 16) } else { out.unicodeScalars.append(u) }
            }
        }
        return out + "\""
    }
}

