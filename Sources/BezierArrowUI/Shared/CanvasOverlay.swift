// What a UIKit or AppKit canvas draws over its arrows while a tip is dragged toward a shape.

#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import BezierArrow
import CoreGraphics

/// The marks a canvas draws above its arrows during a drag: the outline of the shape a dragged
/// tip would bind to (the target highlight) and snap guides (lines and points). A canvas draws
/// the value its `showTarget(_:)` and `showGuides(_:)` last set; the drag-to-bind logic of the
/// scene controller feeds them from `dragFeedbackDidChange()`.
///
/// Sizes keep their size on screen at any zoom, as ``ArrowMarks`` do: the highlight is 2 points
/// wide (3 with increased contrast), guides a hairline (2), a guide point a ring of 4 points'
/// radius.
struct CanvasOverlay: Equatable {
    /// A snap guide's line, in canvas coordinates.
    struct Line: Equatable {
        var from: Point
        var to: Point
    }

    /// The shape a dragged tip would bind to, or `nil`.
    var target: SceneShape?
    /// Guide lines.
    var lines: [Line] = []
    /// Guide points.
    var points: [Point] = []

    /// The target's outline, to stroke, or `nil`.
    var highlightPath: CGPath? { target.map { $0.path.cgPath } }

    /// The guides' lines and a ring around each point, to stroke, or `nil` for none.
    func guidesPath(marks: ArrowMarks) -> CGPath? {
        guard !lines.isEmpty || !points.isEmpty else { return nil }
        let path = CGMutablePath()
        for line in lines where line.from.isFinite && line.to.isFinite {
            path.move(to: CGPoint(line.from))
            path.addLine(to: CGPoint(line.to))
        }
        let r = Self.pointRadius(marks)
        for p in points where p.isFinite {
            path.addEllipse(in: CGRect(x: p.x - r, y: p.y - r, width: 2 * r, height: 2 * r))
        }
        return path
    }

    /// The highlight's line width in canvas units.
    static func highlightWidth(_ marks: ArrowMarks) -> Double { (marks.increasedContrast ? 3 : 2) / marks.zoomScale }

    /// The guides' line width in canvas units.
    static func guideWidth(_ marks: ArrowMarks) -> Double { (marks.increasedContrast ? 2 : 1) / marks.zoomScale }

    /// A guide point's ring radius in canvas units.
    static func pointRadius(_ marks: ArrowMarks) -> Double { 4 / marks.zoomScale }

    /// How far the drawing reaches, with a point for antialiasing: what a view redraws.
    func drawnBounds(marks: ArrowMarks) -> CGRect {
        var box = CGRect.null
        if let target {
            let reach = CGFloat(Self.highlightWidth(marks) / 2 + 1 / marks.zoomScale)
            box = CGRect(target.bounds).insetBy(dx: -reach, dy: -reach)
        }
        if let guides = guidesPath(marks: marks) {
            let reach = CGFloat(Self.guideWidth(marks) / 2 + 1 / marks.zoomScale)
            box = box.union(guides.boundingBoxOfPath.insetBy(dx: -reach, dy: -reach))
        }
        return box
    }
}

/// The shape of an app's view a canvas follows: the view's bounds, rounded by its layer's corner
/// radius, placed by the affine map the platform's `convert` gives from the view to the canvas
/// (moves, scales, rotations). The map is read off three converted points: the corner that
/// shows top-left in the canvas, and one unit along each of the view's axes from it, so a
/// binding's anchor `(0, 0)` is that corner whether the view is flipped or not.
enum FollowedShape {
    /// - Parameters:
    ///   - size: the view's bounds' size.
    ///   - cornerRadius: its layer's corner radius.
    ///   - origin: the top-left corner, converted to the canvas.
    ///   - xStep: the point one unit right of it, converted.
    ///   - yStep: the point one unit down from it (on screen), converted.
    /// - Returns: the shape, or `nil` when the view has no finite area or the map is not finite.
    static func shape(size: CGSize, cornerRadius: CGFloat, origin: CGPoint, xStep: CGPoint, yStep: CGPoint) -> SceneShape? {
        let transform = Transform2D(a: Double(xStep.x - origin.x), b: Double(xStep.y - origin.y),
                                    c: Double(yStep.x - origin.x), d: Double(yStep.y - origin.y),
                                    tx: Double(origin.x), ty: Double(origin.y))
        let rect = Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
        guard rect.width > 0, rect.height > 0 else { return nil }
        let outline: SceneShape.Outline = cornerRadius > 0 ? .roundedRectangle(rect, cornerRadius: Double(cornerRadius)) : .rectangle(rect)
        return try? SceneShape(outline, transform: transform)
    }
}
#endif
