// The AppKit canvas snippet of the "Arrows in SwiftUI and UIKit" article, type-checked by
// .ci/apple-typecheck for macOS. Keep the two in step: a test compares them.

#if canImport(AppKit)
// snippet: appkit-canvas
import AppKit
import ArrowCatalog
import BezierArrowUI

final class DiagramViewController: NSViewController {
    let canvas = ArrowCanvasNSView<Int>()

    override func loadView() {
        view = NSView(frame: NSRect(x: 0, y: 0, width: 480, height: 320))
        canvas.frame = view.bounds
        canvas.autoresizingMask = [.width, .height]
        view.addSubview(canvas)
        canvas.setShape(.ellipse(CGRect(x: 300, y: 100, width: 120, height: 80)), id: 1)
        canvas.setArrow(ArrowCanvasItem(id: 2, template: DoubleArrow.template,
                                        start: CGPoint(x: 40, y: 60), end: CGPoint(x: 240, y: 140)))
        canvas.onRelease = { id, tip, point in print("arrow \(id): \(tip) tip released at \(point)") }
    }
}
// end snippet
#endif
