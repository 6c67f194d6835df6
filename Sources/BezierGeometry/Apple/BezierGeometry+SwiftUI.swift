// Apple bridges, SwiftUI part: a SwiftUI `Path` is a path builder (so generated `build` code and
// `ArrowTemplate.build` draw straight into one inside `Shape.path(in:)`), paths convert both
// ways, and a BezierArrow stroke style becomes SwiftUI's. The package's minimum platforms
// (iOS 15, macOS 12, tvOS 15, watchOS 8) all have these SwiftUI APIs.

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

extension SwiftUI.Path {
    /// Creates a SwiftUI path with the elements of a BezierArrow path.
    public init(_ path: BezierPath) {
        self.init()
        path.draw(into: &self)
    }
}

extension BezierPath {
    /// The path as a SwiftUI path.
    public var swiftUIPath: SwiftUI.Path { SwiftUI.Path(self) }

    /// Creates a path from a SwiftUI path (through its CoreGraphics path: every element maps).
    public init(_ path: SwiftUI.Path) {
        self.init(path.cgPath)
    }
}

extension SwiftUI.StrokeStyle {
    /// SwiftUI's stroke style with a BezierArrow stroke style's width, cap, join and miter limit.
    public init(_ style: BezierPath.StrokeStyle) {
        self.init(lineWidth: CGFloat(style.width), lineCap: CGLineCap(style.cap), lineJoin: CGLineJoin(style.join),
                  miterLimit: CGFloat(style.miterLimit))
    }
}

extension SwiftUI.FillStyle {
    /// SwiftUI's fill style for a BezierArrow fill rule (anti-aliased, as SwiftUI's default).
    public init(_ rule: FillRule) {
        self.init(eoFill: rule == .evenOdd)
    }
}
#endif
