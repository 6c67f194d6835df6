/// A path's fill prepared for fast, exact containment queries, non-zero or even-odd.
///
/// Every subpath is implicitly closed (as CoreGraphics fills). The winding number comes from a
/// horizontal ray towards +x: lines are crossed in closed form; curves are cut at their x and y
/// extrema into monotone pieces (so a ray meets a piece at most once), each with the exact band
/// its curve occupies around its chord; a point outside the band is decided by its side of the
/// chord, a point inside it by solving the piece's cubic (see ``FillCrossingPiece``). Horizontal
/// edges vanish and collinear curves reduce to their chord.
///
/// A path of more than 16 pieces is indexed by horizontal bands of equal height, so a query
/// visits only the pieces that span its height; a smaller one is scanned whole.
///
/// Queries allocate nothing; ``update(path:)`` reuses the storage.
public struct FillHitTester: Sendable {
    /// The fill rule.
    public private(set) var rule: FillRule
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
    var pieces: [FillCrossingPiece] = []
    /// The band index, compressed-row style: the pieces spanning band `b` are
    /// `pieces[bandPieces[k]]` for `k` in `bandStart[b]..<bandStart[b + 1]`. Empty when the path
    /// is small enough to scan whole.
    var bandStart: [Int32] = []
    var bandPieces: [Int32] = []
    /// Bands per unit of y: `(y - minY) * bandScale` is a band number.
    var bandScale = 0.0

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
        pieces.removeAll(keepingCapacity: true)
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
        buildBands()
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
        if bandStart.isEmpty {
            for piece in pieces { winding += piece.crossing(p) }
            return winding
        }
        let band = Self.band(of: p.y, top: minY, scale: bandScale, count: bandStart.count - 1)
        pieces.withUnsafeBufferPointer { pieces in
            bandPieces.withUnsafeBufferPointer { indices in
                for k in Int(bandStart[band])..<Int(bandStart[band + 1]) {
                    winding += pieces[Int(indices[k])].crossing(p)
                }
            }
        }
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
        guard a.isFinite, b.isFinite, let piece = FillCrossingPiece(line: a, b) else { return }
        addPiece(piece, minX: min(a.x, b.x))
    }

    mutating func addPiece(_ piece: FillCrossingPiece, minX pieceMinX: Double) {
        pieces.append(piece)
        grow(pieceMinX, piece.minY, piece.maxX, piece.maxY)
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
        c.forEachMonotonePiece { piece in
            guard let crossing = FillCrossingPiece(monotone: piece) else { return }
            addPiece(crossing, minX: min2(min2(piece.p0.x, piece.p1.x), min2(piece.p2.x, piece.p3.x)))
        }
    }

    /// The band holding height `y`, clamped to `0..<count`; band 0 when the arithmetic
    /// overflows (a path spanning nearly the whole range of doubles).
    @inline(__always)
    static func band(of y: Double, top: Double, scale: Double, count: Int) -> Int {
        let b = (y - top) * scale
        guard b.isFinite else { return 0 }
        return b <= 0 ? 0 : b >= Double(count - 1) ? count - 1 : Int(b)
    }

    /// Sorts the pieces into bands, each listing the pieces whose y range meets it: one band per
    /// 8 pieces (at most 64). A path of at most 16 pieces is scanned whole, which is as fast as
    /// an index and cheaper to prepare.
    mutating func buildBands() {
        bandStart.removeAll(keepingCapacity: true)
        bandPieces.removeAll(keepingCapacity: true)
        guard pieces.count > 16 else { return }
        let bands = min(64, pieces.count / 8)
        let height = maxY - minY
        bandScale = height > 0 && height.isFinite ? Double(bands) / height : 0
        bandStart.append(contentsOf: repeatElement(0, count: bands + 1))
        let top = minY, scale = bandScale
        func range(_ piece: FillCrossingPiece) -> (Int, Int) {
            (Self.band(of: piece.minY, top: top, scale: scale, count: bands),
             Self.band(of: piece.maxY, top: top, scale: scale, count: bands))
        }
        // Counting sort without scratch storage: count into bandStart[b], turn the counts into
        // end offsets, then place each piece by decrementing its bands' offsets, which leaves
        // every bandStart[b] at its band's start.
        bandStart.withUnsafeMutableBufferPointer { start in
            for piece in pieces {
                let (first, last) = range(piece)
                for b in first...last { start[b] += 1 }
            }
            for b in 1...bands { start[b] += start[b - 1] }
        }
        bandPieces.append(contentsOf: repeatElement(0, count: Int(bandStart[bands])))
        bandStart.withUnsafeMutableBufferPointer { start in
            bandPieces.withUnsafeMutableBufferPointer { slots in
                for i in pieces.indices.reversed() {
                    let (first, last) = range(pieces[i])
                    for b in first...last {
                        start[b] -= 1
                        slots[Int(start[b])] = Int32(i)
                    }
                }
            }
        }
    }
}
