/// A path's fill prepared for fast, exact containment queries, non-zero or even-odd.
///
/// Every subpath is implicitly closed (as CoreGraphics fills). The winding number comes from a
/// horizontal ray towards +x: lines are crossed in closed form; curves are cut at their x and y
/// extrema into monotone pieces (so a ray meets a piece at most once) and, where needed, halved
/// until the curve stays in a thin band around its chord; a point outside the band is decided
/// by its side of the chord, a point inside it by solving the piece's cubic exactly. Horizontal
/// edges and collinear curves that stay on their chord reduce to lines or vanish.
///
/// Queries allocate nothing; ``update(path:)`` reuses the storage.
public struct FillHitTester: Sendable {
    /// The fill rule.
    public private(set) var rule: FillRule
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
    var edges: [FillEdge] = []
    var curves: [FillCurvePiece] = []

    /// A monotone piece is halved while its band is wider than this fraction of its height,
    /// at most ``maxSplitDepth`` times.
    static let bandFraction = 1.0 / 32
    static let maxSplitDepth = 3

    /// Prepares a path's fill.
    ///
    /// - Parameters:
    ///   - path: The path; segments with a non-finite coordinate are ignored.
    ///   - rule: Non-zero (the default, as CoreGraphics) or even-odd.
    /// - Complexity: O(n) in the number of path elements.
    public init(path: BezierPath, rule: FillRule = .nonZero) {
        self.rule = rule
        update(path: path)
    }

    /// Re-prepares for a new path and rule, reusing the storage.
    ///
    /// - Parameters:
    ///   - path: The new path.
    ///   - rule: The new fill rule.
    public mutating func update(path: BezierPath, rule: FillRule) {
        self.rule = rule
        update(path: path)
    }

    /// Re-prepares for a new path, reusing the storage.
    ///
    /// - Parameter path: The new path.
    /// - Complexity: O(n); allocates nothing when the storage already fits the new path.
    public mutating func update(path: BezierPath) {
        edges.removeAll(keepingCapacity: true)
        curves.removeAll(keepingCapacity: true)
        minX = .infinity
        minY = .infinity
        maxX = -.infinity
        maxY = -.infinity
        var start = Point.zero, current = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                addLine(current, start)  // implicit close of the previous subpath
                start = p
                current = p
            case .line(let p):
                addLine(current, p)
                current = p
            case .quad(let p, let c):
                addCurve(QuadraticSegment(current, c, p).cubic)
                current = p
            case .cubic(let p, let c1, let c2):
                addCurve(CubicSegment(current, c1, c2, p))
                current = p
            case .close:
                addLine(current, start)
                current = start
            }
        }
        addLine(current, start)
    }

    /// The path's bounds as the fill sees them, or ``Rect/null`` when it has no crossing edge.
    public var boundingBox: Rect {
        minX <= maxX ? Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
    }

    /// The winding number of the path around `p`: the signed count of the path's crossings of
    /// the ray from `p` towards +x (downward edges +1), 0 for non-finite points.
    ///
    /// - Parameter p: The query point.
    /// - Returns: The winding number.
    /// - Complexity: O(n) in the number of edges and pieces; allocates nothing.
    public func windingNumber(at p: Point) -> Int {
        guard p.y >= minY, p.y < maxY, p.x < maxX, p.x.isFinite else { return 0 }
        var winding = 0
        for edge in edges { winding += edge.crossing(p) }
        for curve in curves { winding += curve.crossing(p) }
        return winding
    }

    /// Whether the fill covers `p` under the tester's rule.
    ///
    /// - Parameter p: The query point; NaN or infinite coordinates give `false`.
    /// - Returns: Whether `p` is inside.
    /// - Complexity: O(n); allocates nothing.
    public func contains(_ p: Point) -> Bool {
        let w = windingNumber(at: p)
        return rule == .nonZero ? w != 0 : w & 1 != 0
    }

    // MARK: - Building

    mutating func grow(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        minX = min(minX, x0)
        minY = min(minY, y0)
        maxX = max(maxX, x1)
        maxY = max(maxY, y1)
    }

    mutating func addLine(_ a: Point, _ b: Point) {
        guard a.isFinite, b.isFinite, let edge = FillEdge(a, b) else { return }
        edges.append(edge)
        grow(edge.minX, edge.minY, edge.maxX, edge.maxY)
    }

    mutating func addCurve(_ c: CubicSegment) {
        guard c.p0.isFinite, c.p1.isFinite, c.p2.isFinite, c.p3.isFinite else { return }
        // A collinear curve crosses every ray as its chord does: back-and-forth runs cancel.
        let chord = c.p3 - c.p0
        let tolerance = 1e-12 * chord.lengthSquared
        if abs((c.p1 - c.p0).cross(chord)) <= tolerance && abs((c.p2 - c.p0).cross(chord)) <= tolerance && tolerance > 0 {
            addLine(c.p0, c.p3)
            return
        }
        c.forEachMonotonePiece { addMonotonePiece($0, depth: 0) }
    }

    mutating func addMonotonePiece(_ c: CubicSegment, depth: Int) {
        guard let piece = FillCurvePiece(c) else { return }
        if depth < Self.maxSplitDepth && piece.bandWidth > (piece.maxY - piece.minY) * Self.bandFraction {
            let (left, right) = c.split(at: 0.5)
            addMonotonePiece(left, depth: depth + 1)
            addMonotonePiece(right, depth: depth + 1)
            return
        }
        curves.append(piece)
        grow(piece.minX, piece.minY, piece.maxX, piece.maxY)
    }
}
