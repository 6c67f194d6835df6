// Apple bridges, UIKit and AppKit part: `UIBezierPath` and `NSBezierPath` both ways. UIKit's is
// its CGPath; AppKit's is built element by element, since `NSBezierPath(cgPath:)` and its quad
// curves need macOS 14 and the package supports macOS 12. watchOS has UIKit without
// `UIBezierPath`.

#if canImport(UIKit) && !os(watchOS)
import UIKit

extension BezierPath {
    /// The path as a UIKit bezier path (fill rule and stroke settings are the caller's to set).
    public var uiBezierPath: UIBezierPath { UIBezierPath(cgPath: cgPath) }

    /// Creates a path from a UIKit bezier path's elements.
    public init(_ path: UIBezierPath) {
        self.init(path.cgPath)
    }
}
#endif

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

extension NSBezierPath: PathBuilder {
    public func move(to point: Point) { move(to: NSPoint(x: point.x, y: point.y)) }
    public func line(to point: Point) { line(to: NSPoint(x: point.x, y: point.y)) }
    /// A quadratic curve, drawn as the cubic that traces it exactly (degree elevation: each
    /// control point two thirds of the way from an end point to the quad's control point).
    public func quad(to point: Point, control: Point) {
        let start = isEmpty ? point : Point(currentPoint)
        let c1 = start + (control - start) * (2.0 / 3.0)
        let c2 = point + (control - point) * (2.0 / 3.0)
        cubic(to: point, control1: c1, control2: c2)
    }
    public func cubic(to point: Point, control1: Point, control2: Point) {
        curve(to: NSPoint(x: point.x, y: point.y), controlPoint1: NSPoint(x: control1.x, y: control1.y),
              controlPoint2: NSPoint(x: control2.x, y: control2.y))
    }
    // close(): NSBezierPath's own `close()` already is the requirement.
}

extension BezierPath {
    /// The path as an AppKit bezier path (quadratic curves become the cubics that trace them).
    public var nsBezierPath: NSBezierPath {
        let path = NSBezierPath()
        var builder = path
        draw(into: &builder)
        return path
    }

    /// Creates a path from an AppKit bezier path's elements; `nil` if it holds an element kind
    /// newer than macOS 13's four (move, line, cubic, close), such as macOS 14's quadratic curves,
    /// whose points this cannot read on every supported macOS.
    public init?(_ path: NSBezierPath) {
        var result = BezierPath()
        var points = [NSPoint](repeating: .zero, count: 3)
        for index in 0..<path.elementCount {
            switch path.element(at: index, associatedPoints: &points) {
            case .moveTo: result.move(to: Point(points[0]))
            case .lineTo: result.line(to: Point(points[0]))
            case .curveTo:
                result.cubic(to: Point(points[2]), control1: Point(points[0]), control2: Point(points[1]))
            case .closePath: result.close()
            @unknown default: return nil
            }
        }
        self = result
    }
}
#endif
