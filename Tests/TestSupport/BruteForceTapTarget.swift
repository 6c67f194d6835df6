import BezierArrow

/// A slow, independent reference for an arrow's tap target: every segment sampled densely into
/// a polyline, the fill by the crossing rule on that polygon, distances to its pieces.
public struct BruteForceTapTarget: Sendable {
    /// The outline's subpaths as polylines, each closed.
    public var outline: [[Point]] = []
    /// The spine's subpaths as polylines.
    public var spine: [[Point]] = []
    /// How the outline fills.
    public var fillRule: FillRule
    /// Points of the outline and spine with the part each belongs to: the inside of a segment
    /// between two points of one head is that head's, any other inside the body's, an end
    /// point its own.
    public var labeled: [(Point, ArrowPart)] = []

    /// Samples paths: `samples` points a segment, every element labelled with the part its end
    /// point belongs to.
    ///
    /// - Parameters:
    ///   - outline: The filled path.
    ///   - outlineLabels: The part of each of its elements.
    ///   - spine: The stroked path.
    ///   - spineLabels: The part of each of its elements.
    ///   - fillRule: How the outline fills.
    ///   - samples: Points sampled on each segment.
    public init(outline outlinePath: BezierPath, outlineLabels: [ArrowPart], spine spinePath: BezierPath,
                spineLabels: [ArrowPart], fillRule: FillRule, samples: Int = 400) {
        self.fillRule = fillRule
        outline = Self.polylines(outlinePath, samples: samples, closing: true)
        spine = Self.polylines(spinePath, samples: samples, closing: false)
        for (path, parts) in [(outlinePath, outlineLabels), (spinePath, spineLabels)] {
            var start = Point.zero, current = Point.zero, startPart = ArrowPart.body, currentPart = ArrowPart.body
            func segment(_ s: PathSegment, _ a: ArrowPart, _ b: ArrowPart) {
                labeled.append((s.startPoint, a))
                labeled.append((s.endPoint, b))
                for i in 1..<samples { labeled.append((s.point(at: Double(i) / Double(samples)), a == b ? a : .body)) }
            }
            for (i, e) in path.elements.enumerated() {
                switch e {
                case .move(let p): start = p; current = p; startPart = parts[i]
                case .line(let p): segment(.line(LineSegment(current, p)), currentPart, parts[i]); current = p
                case .quad(let p, let c): segment(.quad(QuadraticSegment(current, c, p)), currentPart, parts[i]); current = p
                case .cubic(let p, let c1, let c2): segment(.cubic(CubicSegment(current, c1, c2, p)), currentPart, parts[i]); current = p
                case .close: segment(.line(LineSegment(current, start)), currentPart, startPart); current = start
                }
                currentPart = parts[i]
            }
        }
    }

    /// The part of the nearest labelled point, and how much nearer it is than the nearest point
    /// of another part (a small margin means the answer is too close to call).
    public func nearestPart(to q: Point) -> (part: ArrowPart, margin: Double) {
        var best = (ArrowPart.body, Double.infinity)
        var bestOf: [ArrowPart: Double] = [:]
        for (p, part) in labeled {
            let d = p.distance(to: q)
            bestOf[part] = min(bestOf[part] ?? .infinity, d)
            if d < best.1 { best = (part, d) }
        }
        let other = bestOf.filter { $0.key != best.0 }.values.min() ?? .infinity
        return (best.0, other - best.1)
    }

    /// The path's subpaths sampled into polylines (closed ones, and all when `closing`, back to
    /// their start).
    public static func polylines(_ path: BezierPath, samples: Int, closing: Bool) -> [[Point]] {
        var out: [[Point]] = []
        var current: [Point] = []
        var last = Point.zero
        func segment(_ s: PathSegment) {
            for i in 1...samples { current.append(s.point(at: Double(i) / Double(samples))) }
        }
        for e in path.elements {
            switch e {
            case .move(let p):
                if !current.isEmpty { out.append(current) }
                current = [p]; last = p
            case .line(let p): segment(.line(LineSegment(last, p))); last = p
            case .quad(let p, let c): segment(.quad(QuadraticSegment(last, c, p))); last = p
            case .cubic(let p, let c1, let c2): segment(.cubic(CubicSegment(last, c1, c2, p))); last = p
            case .close:
                current.append(current[0]); last = current[0]
                out.append(current); current = []
            }
        }
        if !current.isEmpty { out.append(closing ? current + [current[0]] : current) }
        return out
    }

    /// The distance to the nearest chord of the polylines.
    public func distance(to q: Point) -> Double {
        var best = Double.infinity
        for line in outline + spine {
            for i in line.indices.dropLast() {
                best = min(best, LineSegment(line[i], line[i + 1]).project(q).distance)
            }
            if line.count == 1 { best = min(best, line[0].distance(to: q)) }
        }
        return best
    }

    /// The distance to the nearest sample: an upper bound of the true distance (the samples lie
    /// on the path, while chords may cut closer).
    public func sampleDistance(to q: Point) -> Double {
        (outline + spine).joined().map { $0.distance(to: q) }.min() ?? .infinity
    }

    /// Whether the outline's polygon covers a point, by the crossing rule and the fill rule.
    public func fillContains(_ q: Point) -> Bool {
        var w = 0
        for line in outline {
            for i in line.indices.dropLast() {
                let a = line[i], b = line[i + 1]
                if a.y <= q.y && b.y > q.y && (b - a).cross(q - a) > 0 { w += 1 }
                if a.y > q.y && b.y <= q.y && (b - a).cross(q - a) < 0 { w -= 1 }
            }
        }
        return fillRule == .nonZero ? w != 0 : w % 2 != 0
    }
}
