// A shape an app gives a canvas (SwiftUI, UIKit or AppKit) for its arrows to bind to.

#if canImport(SwiftUI) || (canImport(UIKit) && (os(iOS) || os(visionOS))) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import BezierArrow
import CoreGraphics

/// A region of an ``ArrowCanvas`` (in an ``ArrowCanvasShapeItem``), an `ArrowCanvasView` or an
/// `ArrowCanvasNSView` that arrows bind to, in the canvas's coordinates: one of the app's boxes,
/// nodes or blobs as the canvas sees it.
///
/// The canvas does not draw it (the app's own views do); its arrows bind to it (BezierArrow's
/// `ArrowBinding`), and their bound tips follow it whenever it is set again. A binding's anchor is
/// normalized across the shape's rectangle (a path's own bounds): `(0, 0)` its top-left corner,
/// `(1, 1)` its bottom-right.
public enum ArrowCanvasShape: Equatable, Sendable {
    /// A rectangle.
    case rectangle(CGRect)
    /// A rectangle with its corners rounded by quarter circles of a radius.
    case roundedRectangle(CGRect, cornerRadius: CGFloat)
    /// The ellipse inscribed in a rectangle.
    case ellipse(CGRect)
    /// Any path, each subpath closed as a fill closes it.
    case path(BezierPath)

    /// The scene's shape, or `nil` when it has no finite extent within the coordinate limit
    /// (BezierArrow's `SceneShape` refuses it).
    var sceneShape: SceneShape? {
        let outline: SceneShape.Outline = switch self {
        case .rectangle(let r): .rectangle(Rect(r))
        case .roundedRectangle(let r, let radius): .roundedRectangle(Rect(r), cornerRadius: Double(radius))
        case .ellipse(let r): .ellipse(Rect(r))
        case .path(let path): .path(path)
        }
        return try? SceneShape(outline)
    }
}
#endif
