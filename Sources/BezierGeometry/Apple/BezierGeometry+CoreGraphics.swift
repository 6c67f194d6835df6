// Apple bridges, CoreGraphics part: compiled only where CoreGraphics exists, so the runtime's
// core stays free of it. Every bridge is a thin mapping: a coordinate pair, a rectangle, the six
// numbers of an affine transform, the five path commands, the stroke options' cases.

#if canImport(CoreGraphics)
import CoreGraphics

extension Point {
    /// Creates a point from a CoreGraphics point.
    @inlinable
    public init(_ p: CGPoint) { self.init(Double(p.x), Double(p.y)) }
}

extension CGPoint {
    /// Creates a CoreGraphics point from a BezierArrow point.
    @inlinable
    public init(_ p: Point) { self.init(x: CGFloat(p.x), y: CGFloat(p.y)) }
}

extension Rect {
    /// Creates a rectangle from a CoreGraphics rectangle: `CGRect.null` gives ``Rect/null``; a
    /// rectangle with a negative width or height is standardized first, as CoreGraphics' own
    /// `minX`/`maxX` read it.
    public init(_ r: CGRect) {
        if r.isNull {
            self = .null
        } else {
            let s = r.standardized
            self.init(x: Double(s.minX), y: Double(s.minY), width: Double(s.width), height: Double(s.height))
        }
    }
}

extension CGRect {
    /// Creates a CoreGraphics rectangle from a BezierArrow rectangle (`Rect.null` maps to `.null`).
    public init(_ r: Rect) {
        self = r.isNull ? .null : CGRect(x: r.minX, y: r.minY, width: r.width, height: r.height)
    }
}

extension Transform2D {
    /// Creates a transform from a CoreGraphics one (the same six numbers, the same layout).
    @inlinable
    public init(_ t: CGAffineTransform) {
        self.init(a: Double(t.a), b: Double(t.b), c: Double(t.c), d: Double(t.d), tx: Double(t.tx), ty: Double(t.ty))
    }
}

extension CGAffineTransform {
    /// Creates a CoreGraphics transform from a BezierArrow one.
    @inlinable
    public init(_ t: Transform2D) {
        self.init(a: CGFloat(t.a), b: CGFloat(t.b), c: CGFloat(t.c), d: CGFloat(t.d), tx: CGFloat(t.tx), ty: CGFloat(t.ty))
    }
}

extension CGMutablePath: PathBuilder {
    public func move(to point: Point) { move(to: CGPoint(point)) }
    public func line(to point: Point) { addLine(to: CGPoint(point)) }
    public func quad(to point: Point, control: Point) { addQuadCurve(to: CGPoint(point), control: CGPoint(control)) }
    public func cubic(to point: Point, control1: Point, control2: Point) {
        addCurve(to: CGPoint(point), control1: CGPoint(control1), control2: CGPoint(control2))
    }
    public func close() { closeSubpath() }
}

extension BezierPath {
    /// The path as an immutable CoreGraphics path, element for element.
    public var cgPath: CGPath {
        let path = CGMutablePath()
        var builder = path
        draw(into: &builder)
        return path.copy() ?? path
    }

    /// Creates a path from a CoreGraphics path (every element kind maps one to one).
    public init(_ cgPath: CGPath) {
        var path = BezierPath()
        cgPath.applyWithBlock { pointer in
            let e = pointer.pointee
            switch e.type {
            case .moveToPoint: path.move(to: Point(e.points[0]))
            case .addLineToPoint: path.line(to: Point(e.points[0]))
            case .addQuadCurveToPoint: path.quad(to: Point(e.points[1]), control: Point(e.points[0]))
            case .addCurveToPoint:
                path.cubic(to: Point(e.points[2]), control1: Point(e.points[0]), control2: Point(e.points[1]))
            case .closeSubpath: path.close()
            @unknown default: break
            }
        }
        self = path
    }
}

extension CGLineCap {
    /// The CoreGraphics cap for a BezierArrow cap (the same three kinds).
    @inlinable
    public init(_ cap: LineCap) {
        switch cap {
        case .butt: self = .butt
        case .round: self = .round
        case .square: self = .square
        }
    }
}

extension LineCap {
    /// The BezierArrow cap for a CoreGraphics cap; `nil` for a kind CoreGraphics may add later.
    public init?(_ cap: CGLineCap) {
        switch cap {
        case .butt: self = .butt
        case .round: self = .round
        case .square: self = .square
        @unknown default: return nil
        }
    }
}

extension CGLineJoin {
    /// The CoreGraphics join for a BezierArrow join (the same three kinds).
    @inlinable
    public init(_ join: LineJoin) {
        switch join {
        case .miter: self = .miter
        case .round: self = .round
        case .bevel: self = .bevel
        }
    }
}

extension LineJoin {
    /// The BezierArrow join for a CoreGraphics join; `nil` for a kind CoreGraphics may add later.
    public init?(_ join: CGLineJoin) {
        switch join {
        case .miter: self = .miter
        case .round: self = .round
        case .bevel: self = .bevel
        @unknown default: return nil
        }
    }
}

extension CGPathFillRule {
    /// The CoreGraphics fill rule for a BezierArrow one.
    @inlinable
    public init(_ rule: FillRule) {
        self = rule == .evenOdd ? .evenOdd : .winding
    }
}

extension CGPath {
    /// The outline of this path's stroke, by CoreGraphics, with a BezierArrow stroke style:
    /// `copy(strokingWithWidth:lineCap:lineJoin:miterLimit:)` with its values.
    public func copy(strokingWith style: BezierPath.StrokeStyle) -> CGPath {
        copy(strokingWithWidth: CGFloat(style.width), lineCap: CGLineCap(style.cap),
             lineJoin: CGLineJoin(style.join), miterLimit: CGFloat(style.miterLimit))
    }
}
#endif
