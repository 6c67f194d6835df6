// The UIKit snippet of the "Arrows in SwiftUI and UIKit" article, type-checked by
// .ci/apple-typecheck for iOS. Keep the two in step: a test compares them.

#if canImport(UIKit)
// snippet: uikit
import ArrowCatalog
import BezierArrowUI
import UIKit

final class ArrowViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let arrow = ArrowControl(template: DoubleArrow.template, start: CGPoint(x: 40, y: 80), end: CGPoint(x: 240, y: 80))
        arrow.frame = view.bounds
        arrow.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        arrow.addTarget(self, action: #selector(arrowReleased(_:)), for: .editingDidEnd)
        view.addSubview(arrow)
    }

    @objc func arrowReleased(_ arrow: ArrowControl) { print("tips now \(arrow.start), \(arrow.end)") }
}
// end snippet
#endif
