// The animation snippet of the "Arrows in SwiftUI and UIKit" article, type-checked by
// .ci/apple-typecheck for iOS. Keep the two in step: a test compares them.

#if canImport(UIKit)
// snippet: animation
import ArrowCatalog
import BezierArrowUI
import UIKit

final class SwingingArrowViewController: UIViewController {
    private let arrow = ArrowControl(template: DoubleArrow.template, start: CGPoint(x: 40, y: 80), end: CGPoint(x: 240, y: 80))

    override func viewDidLoad() {
        super.viewDidLoad()
        arrow.frame = view.bounds
        view.addSubview(arrow)
    }

    func swing() {
        arrow.animate(withDuration: 0.4) {
            self.arrow.start = CGPoint(x: 240, y: 200)
            self.arrow.end = CGPoint(x: 40, y: 80)
        } completion: { finished in
            print(finished ? "arrived" : "ended early")
        }
    }
}
// end snippet
#endif
