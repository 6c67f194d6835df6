// Apple bridges: the only file of the runtime that touches CoreGraphics or SwiftUI, compiled only
// where they exist (as nicklockwood/Euclid's `Euclid+CoreGraphics.swift`). Every bridge is a
// one-line mapping of the five PathBuilder commands or of a coordinate pair.

#if canImport(CoreGraphics)
import CoreGraphics

extension Point {
    /// Creates a point from a CoreGraphics point.
    public init(_ p: CGPoint) { self.init(Double(p.x), Double(p.y)) }
}

extension CGPoint {
    /// Creates a CoreGraphics point from a BezierArrow point.
    public init(_ p: Point) { self.init(x: CGFloat(p.x), y: CGFloat(p.y)) }
}

extension CGRect {
    /// Creates a CoreGraphics rectangle from a BezierArrow rectangle (`Rect.null` maps to `.null`).
    public init(_ r: Rect) {
        self = r.isNull ? .null : CGRect(x: r.minX, y: r.minY, width: r.width, height: r.height)
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
    /// The path as an immutable CoreGraphics path.
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
#endif

#if canImport(SwiftUI)
import SwiftUI

extension SwiftUI.Path: PathBuilder {
    public mutating func move(to point: Point) { move(to: CGPoint(point)) }
    public mutating func line(to point: Point) { addLine(to: CGPoint(point)) }
    public mutating func quad(to point: Point, control: Point) {
        addQuadCurve(to: CGPoint(point), control: CGPoint(control))
    }
    public mutating func cubic(to point: Point, control1: Point, control2: Point) {
        addCurve(to: CGPoint(point), control1: CGPoint(control1), control2: CGPoint(control2))
    }
    public mutating func close() { closeSubpath() }
}

extension BezierPath {
    /// The path as a SwiftUI shape path.
    public var swiftUIPath: SwiftUI.Path {
        var path = SwiftUI.Path()
        draw(into: &path)
        return path
    }
}
#endif
