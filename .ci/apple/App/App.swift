// An app-like module for .ci/apple-typecheck: what an iOS or macOS app written against
// BezierArrow does, type-checked as an Xcode 26 app target builds it (main-actor isolation by
// default). It is never linked or run; it proves the public API, the bridges and the generated
// catalog fit together on Apple platforms at the package's minimums.

import ArrowCatalog
import BezierArrow
import CoreGraphics
import SwiftUI

/// A SwiftUI shape drawing a catalog arrow between two tips. `nonisolated`, as a shape must be in
/// a main-actor-by-default module: SwiftUI calls `path(in:)` from any thread, and the generated
/// `build` (itself nonisolated) draws straight into SwiftUI's `Path`.
nonisolated struct DoubleArrowShape: Shape {
    var start: CGPoint
    var end: CGPoint

    func path(in rect: CGRect) -> SwiftUI.Path {
        var path = SwiftUI.Path()
        DoubleArrow.build(start: Point(start), end: Point(end), into: &path)
        return path
    }
}

/// A view that strokes and fills it, with BezierArrow's stroke style mapped to SwiftUI's.
struct ArrowPreview: View {
    @State private var end = CGPoint(x: 200, y: 139)
    let style = BezierPath.StrokeStyle(width: 2, cap: .round, join: .bevel)

    var body: some View {
        ZStack {
            DoubleArrowShape(start: CGPoint(x: 0, y: 19), end: end)
                .fill(.blue, style: FillStyle(DoubleArrow.fillRule))
            DoubleArrowShape(start: CGPoint(x: 0, y: 19), end: end)
                .stroke(.black, style: SwiftUI.StrokeStyle(style))
            SwiftUI.Path(ThinArrow.path(start: Point(0, 0), end: Point(Double(end.x), 0)))
                .stroke(style: StrokeStyle(lineWidth: ThinArrow.lineWidth))
        }
        .frame(width: 300, height: 200)
    }
}

/// A template's stroke as a SwiftUI shape: its dash cut from the body (heads solid) by the model,
/// stroked with its caps and joins.
nonisolated struct DashedSpineShape: Shape {
    var arrow: Arrow

    func path(in rect: CGRect) -> SwiftUI.Path {
        var path = SwiftUI.Path()
        arrow.drawDashedSpine(into: &path)
        return path
    }
}

/// Stroking it, and the dashed stroke's outline for a renderer without dashes.
func dashedArrow() throws -> (some View, CGPath) {
    let thin = ThinArrow.template
    let template = try ArrowTemplate(name: "DashedThin", outline: thin.outline, spine: thin.spine, start: thin.start,
                                     end: thin.end, lineWidth: thin.lineWidth, cap: .round,
                                     dash: try BezierPath.DashPattern([6, 4]))
    let arrow = Arrow(template: template)
    let view = DashedSpineShape(arrow: arrow).stroke(.black, style: SwiftUI.StrokeStyle(template.strokeStyle))
    return (view, arrow.spine.stroked(template.strokeStyle, dash: try BezierPath.DashPattern([6, 4])).cgPath)
}

/// The model off the main actor: a detached task and a nonisolated function use the generated
/// types and the runtime model.
nonisolated func hitTestOffMain(_ point: CGPoint) -> ArrowPart? {
    var arrow = Arrow(template: DoubleArrow.template)
    arrow.end = Point(200, 139)
    return arrow.hitTest(Point(point))?.part
}

func catalogNamesInBackground() async -> [String] {
    await Task.detached { ArrowCatalog.all.map(\.name) + [SwingArrow.template.name] }.value
}

/// CoreGraphics both ways.
func coreGraphicsRoundTrip() -> (BezierPath, Rect, Transform2D, CGPath) {
    let path = DoubleArrow.path(start: Point(0, 19), end: Point(200, 139))
    let cg = path.cgPath
    let back = BezierPath(cg)
    let bounds = Rect(cg.boundingBoxOfPath)
    let transform = Transform2D(CGAffineTransform(rotationAngle: .pi / 4).translatedBy(x: 10, y: 0))
    let outline = cg.copy(strokingWith: BezierPath.StrokeStyle(width: 35, cap: .round, join: .round))
    _ = (CGLineCap(LineCap.square), LineJoin(CGLineJoin.bevel), CGPathFillRule(FillRule.evenOdd),
         CGRect(bounds), CGAffineTransform(transform), CGPoint(Point(1, 2)))
    return (back, bounds, transform, outline)
}

#if canImport(UIKit) && !os(watchOS)
import UIKit

/// UIKit: a view that draws an arrow with UIBezierPath and hit-tests with the runtime model.
final class ArrowUIView: UIView {
    var arrow = Arrow(template: DoubleArrow.template)

    override func draw(_ rect: CGRect) {
        UIColor.systemBlue.setFill()
        arrow.path.uiBezierPath.fill()
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        arrow.hitTest(Point(point)) != nil
    }

    func roundTrip() -> BezierPath { BezierPath(UIBezierPath(roundedRect: bounds, cornerRadius: 8)) }
}
#endif

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// AppKit: the same with NSBezierPath.
final class ArrowNSView: NSView {
    var arrow = Arrow(template: DoubleArrow.template)
    override var isFlipped: Bool { true }

    override func draw(_ dirtyRect: NSRect) {
        NSColor.systemBlue.setFill()
        arrow.path.nsBezierPath.fill()
    }

    func roundTrip() -> BezierPath? { BezierPath(NSBezierPath(ovalIn: bounds)) }
}
#endif
