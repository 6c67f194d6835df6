/// A path made of subpaths of lines, quadratic and cubic Bezier segments: a value type.
///
/// Elements are stored in absolute coordinates. The stored form is always well formed: every
/// subpath starts with ``PathElement/move(to:)``; a drawing command after ``PathElement/close``
/// starts a new subpath at the closed subpath's start (as SVG and CoreGraphics do), and a drawing
/// command with no current point is taken as a move to its end point (CoreGraphics ignores it).
public struct BezierPath: Hashable, Sendable {
    /// The drawing commands, in order.
    @inlinable
    public var elements: [PathElement] { storage }
    /// The elements' storage; mutated only through the builder methods, which keep it well formed.
    /// Visible to inlinable code so generated `build` functions inline the appends (no call per
    /// element across the module boundary).
    @usableFromInline var storage: [PathElement]
    @usableFromInline var subpathStart: Point?
    @usableFromInline var current: Point?
    @usableFromInline var isAfterClose = false

    /// Creates an empty path.
    public init() { storage = [] }

    /// Creates a path from drawing commands.
    // Size: compiled once, generic; the library's own callers pass a slice on a rare path.
    @_semantics("optimize.sil.specialize.generic.never")
    public init<S: Sequence>(_ elements: S) where S.Element == PathElement {
        self.init()
        for e in elements { append(e) }
    }

    /// Whether the path has no elements.
    @inlinable
    public var isEmpty: Bool { elements.isEmpty }

    /// The current point: the end of the last element, or the subpath's start after a close.
    @inlinable
    package var currentPoint: Point? { current }

    /// Whether every coordinate in the path is finite.
    package var isFinite: Bool { elements.allSatisfy(\.isFinite) }

    /// Appends one element, keeping the stored form well formed. Inlinable, as the builder
    /// methods are, because a styled redraw appends every placed head element through it.
    @inlinable
    package mutating func append(_ element: PathElement) {
        switch element {
        case .move(let p): move(to: p)
        case .line(let p): line(to: p)
        case .quad(let p, let c): quad(to: p, control: c)
        case .cubic(let p, let c1, let c2): cubic(to: p, control1: c1, control2: c2)
        case .close: close()
        }
    }

    /// Appends every element of another path.
    public mutating func append(_ other: BezierPath) {
        for e in other.elements { append(e) }
    }

    /// Removes every element, keeping the storage for reuse (no allocation on the next build).
    @inlinable
    package mutating func removeAll() {
        storage.removeAll(keepingCapacity: true)
        subpathStart = nil
        current = nil
        isAfterClose = false
    }

    /// Reserves storage for a number of elements.
    public mutating func reserveCapacity(_ n: Int) { storage.reserveCapacity(n) }

    /// Ensures a current point before a drawing command; returns false when the command must
    /// become a move (there was no current point).
    @inlinable
    mutating func beginSegment(to p: Point) -> Bool {
        guard let start = subpathStart else {
            move(to: p)
            return false
        }
        if isAfterClose {
            storage.append(.move(to: start))
            isAfterClose = false
        }
        return true
    }

    /// Calls `body` for every drawable segment, including the implicit closing line of a closed
    /// subpath (when it has non-zero length), with the index of the subpath it belongs to.
    package func forEachSegment(_ body: (PathSegment) throws -> Void) rethrows {
        var start = Point.zero, cur = Point.zero
        for e in elements {
            switch e {
            case .move(let p): start = p; cur = p
            case .line(let p): try body(.line(LineSegment(cur, p))); cur = p
            case .quad(let p, let c): try body(.quad(QuadraticSegment(cur, c, p))); cur = p
            case .cubic(let p, let c1, let c2): try body(.cubic(CubicSegment(cur, c1, c2, p))); cur = p
            case .close:
                if cur != start { try body(.line(LineSegment(cur, start))) }
                cur = start
            }
        }
    }

    /// The tight bounds of the path (from curve extrema), or ``Rect/null`` for an empty path.
    ///
    /// A subpath made of a lone move contributes its point, as `CGPath.boundingBoxOfPath` does not;
    /// we include it because a tap on a lone point's round cap is still a tap on the path.
    public var boundingBox: Rect {
        var r = Rect.null
        var cur = Point.zero
        for e in elements {
            switch e {
            case .move(let p): r = r.union(p); cur = p
            case .line(let p): r = r.union(p); cur = p
            case .quad(let p, let c): r = r.union(QuadraticSegment(cur, c, p).boundingBox); cur = p
            case .cubic(let p, let c1, let c2): r = r.union(CubicSegment(cur, c1, c2, p).boundingBox); cur = p
            case .close: break
            }
        }
        return r
    }

    /// The total arc length of every segment, closing lines included.
    package var length: Double {
        var sum = 0.0
        forEachSegment { sum += $0.length }
        return sum
    }

    /// A copy with every point mapped by a transform.
    public func transformed(by m: Transform2D) -> BezierPath {
        var copy = self
        copy.transform(by: m)
        return copy
    }

    /// Maps every point by a transform.
    package mutating func transform(by m: Transform2D) {
        for i in storage.indices { storage[i] = storage[i].transformed(by: m) }
        subpathStart = subpathStart.map(m.apply)
        current = current.map(m.apply)
    }

    /// Replays the path into any builder (a `CGMutablePath`, SwiftUI `Path`, another path).
    // Size: compiled once, generic (its public generic callers need that copy), not again for
    // `BezierPath`: a builder call per element costs little through the witness table.
    @_semantics("optimize.sil.specialize.generic.never")
    public func draw<B: PathBuilder>(into builder: inout B) {
        for e in elements {
            switch e {
            case .move(let p): builder.move(to: p)
            case .line(let p): builder.line(to: p)
            case .quad(let p, let c): builder.quad(to: p, control: c)
            case .cubic(let p, let c1, let c2): builder.cubic(to: p, control1: c1, control2: c2)
            case .close: builder.close()
            }
        }
    }

    /// Two paths are equal when their elements are: the pen's state follows from them.
    public static func == (a: BezierPath, b: BezierPath) -> Bool { a.elements == b.elements }
    /// Hashes the elements, as ``==(_:_:)`` compares them.
    public func hash(into h: inout Hasher) { h.combine(elements) }
}

extension BezierPath: PathBuilder {
    @inlinable
    public mutating func move(to p: Point) {
        storage.append(.move(to: p))
        subpathStart = p
        current = p
        isAfterClose = false
    }

    @inlinable
    public mutating func line(to p: Point) {
        guard beginSegment(to: p) else { return }
        storage.append(.line(to: p))
        current = p
    }

    @inlinable
    public mutating func quad(to p: Point, control c: Point) {
        guard beginSegment(to: p) else { return }
        storage.append(.quad(to: p, control: c))
        current = p
    }

    @inlinable
    public mutating func cubic(to p: Point, control1 c1: Point, control2 c2: Point) {
        guard beginSegment(to: p) else { return }
        storage.append(.cubic(to: p, control1: c1, control2: c2))
        current = p
    }

    @inlinable
    public mutating func close() {
        guard let start = subpathStart, !isAfterClose else { return }
        storage.append(.close)
        current = start
        isAfterClose = true
    }
}
