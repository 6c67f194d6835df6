// The AppKit snippet of the "Arrows in SwiftUI and UIKit" article, type-checked by
// .ci/apple-typecheck for macOS. Keep the two in step: a test compares them.

#if canImport(AppKit)
// snippet: appkit
import AppKit
import ArrowCatalog
import BezierArrowUI

final class ArrowViewController: NSViewController {
    override func loadView() {
        let arrow = ArrowNSView(template: DoubleArrow.template, start: CGPoint(x: 40, y: 80), end: CGPoint(x: 240, y: 80))
        arrow.frame = NSRect(x: 0, y: 0, width: 480, height: 320)
        arrow.autoresizingMask = [.width, .height]
        arrow.onRelease = { tip, point in print("\(tip) tip released at \(point)") }
        view = arrow
    }
}
// end snippet
#endif
