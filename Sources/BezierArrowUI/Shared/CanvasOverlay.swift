// What a UIKit or AppKit canvas draws over its arrows while a tip is dragged toward a target.

#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import BezierArrow
import CoreGraphics
import Foundation

/// The marks a canvas draws above its arrows while pointers are down, as the scene controller
/// holds them: the selection rectangle (``ArrowSceneInteraction/marquee``), each dragged tip's ``ArrowConnectionTarget`` (the target's outline, and a mark at
/// its anchor's point: a ring where an edge tip aims, a dot where a pinned tip sits) and
/// ``ArrowSnapGuide`` (an angle's ray from its origin through the tip, a cross on a snapped
/// point). Made after every change from the controller (``init(_:)``); empty when nothing is
/// dragged.
///
/// Sizes keep their size on screen at any zoom, as ``ArrowMarks`` do: outlines 2 points wide
/// (3 with increased contrast), guides a hairline (2), marks 4 points' radius.
struct CanvasOverlay<ID: Hashable & Sendable>: Equatable {
    /// What each dragged tip would bind to.
    var targets: [ArrowConnectionTarget<ID>] = []
    /// Each target's outline in canvas coordinates (a shape's, or an arrow's drawn path), in
    /// the order of ``targets``.
    var outlines: [BezierPath] = []
    /// What each dragged tip snapped to.
    var guides: [ArrowSnapGuide<ID>] = []
    /// The selection rectangle a pointer draws, in canvas coordinates.
    var marquee: Rect?

    /// No marks.
    init() {}

    /// The marks for the controller's dragged tips now.
    init(_ interaction: ArrowSceneInteraction<ID>) {
        guides = interaction.snapGuides
        marquee = interaction.marquee
        for target in interaction.connectionTargets {
            let outline = target.isArrow ? interaction.scene[target.target]?.arrow.path : interaction.scene.shape(target.target)?.shape.path
            guard let outline else { continue }
            targets.append(target)
            outlines.append(outline)
        }
    }

    var isEmpty: Bool { targets.isEmpty && guides.isEmpty && marquee == nil }

    /// The selection rectangle, to fill lightly and stroke dashed, or `nil` for none.
    var marqueePath: CGPath? {
        guard let marquee, !marquee.isNull else { return nil }
        return CGPath(rect: CGRect(marquee), transform: nil)
    }

    /// The targets' outlines, to stroke, or `nil` for none.
    var highlightPath: CGPath? {
        guard !outlines.isEmpty else { return nil }
        let path = CGMutablePath()
        for outline in outlines { path.addPath(outline.cgPath) }
        return path
    }

    /// The guides' rays and crosses and the edge targets' rings, to stroke, or `nil` for none.
    func guidesPath(marks: ArrowMarks) -> CGPath? {
        let path = CGMutablePath()
        let r = Self.markRadius(marks)
        for (a, b) in marks.snapGuideLines(guides) {
            path.move(to: CGPoint(a))
            path.addLine(to: CGPoint(b))
        }
        for target in targets where target.binding.mode != .pinned && target.point.isFinite {
            path.addEllipse(in: Self.mark(at: target.point, radius: r))
        }
        return path.isEmpty ? nil : path
    }

    /// The pinned targets' dots, to fill, or `nil` for none.
    func pinsPath(marks: ArrowMarks) -> CGPath? {
        let path = CGMutablePath()
        for target in targets where target.binding.mode == .pinned && target.point.isFinite {
            path.addEllipse(in: Self.mark(at: target.point, radius: Self.markRadius(marks)))
        }
        return path.isEmpty ? nil : path
    }

    private static func mark(at p: Point, radius r: Double) -> CGRect {
        CGRect(x: p.x - r, y: p.y - r, width: 2 * r, height: 2 * r)
    }

    /// The outlines' line width in canvas units.
    static func highlightWidth(_ marks: ArrowMarks) -> Double { marks.connectionOutlineWidth }

    /// The guides' line width in canvas units.
    static func guideWidth(_ marks: ArrowMarks) -> Double { marks.snapGuideLineWidth }

    /// A mark's radius in canvas units.
    static func markRadius(_ marks: ArrowMarks) -> Double { marks.connectionMarkRadius }

    /// How far the drawing reaches, with a point for antialiasing: what a view redraws.
    func drawnBounds(marks: ArrowMarks) -> CGRect {
        var box = CGRect.null
        let aa = 1 / marks.zoomScale
        if let path = highlightPath {
            let reach = CGFloat(Self.highlightWidth(marks) / 2 + aa)
            box = path.boundingBoxOfPath.insetBy(dx: -reach, dy: -reach)
        }
        if let path = marqueePath {
            let reach = CGFloat(marks.marqueeLineWidth / 2 + aa)
            box = box.union(path.boundingBoxOfPath.insetBy(dx: -reach, dy: -reach))
        }
        for path in [guidesPath(marks: marks), pinsPath(marks: marks)].compactMap({ $0 }) {
            let reach = CGFloat(Self.guideWidth(marks) / 2 + aa)
            box = box.union(path.boundingBoxOfPath.insetBy(dx: -reach, dy: -reach))
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
