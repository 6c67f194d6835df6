// The UIKit canvas snippet of the "Arrows in SwiftUI and UIKit" article, type-checked by
// .ci/apple-typecheck for iOS. Keep the two in step: a test compares them.

#if canImport(UIKit)
// snippet: uikit-canvas
import ArrowCatalog
import BezierArrow
import BezierArrowUI
import UIKit

final class DiagramViewController: UIViewController {
    let canvas = ArrowCanvasView<String>()

    override func viewDidLoad() {
        super.viewDidLoad()
        let boxes = [CGRect(x: 40, y: 80, width: 120, height: 60), CGRect(x: 240, y: 260, width: 120, height: 60)].map { UIView(frame: $0) }
        for box in boxes {
            box.backgroundColor = .secondarySystemBackground
            box.layer.cornerRadius = 8
            view.addSubview(box)
        }
        canvas.frame = view.bounds
        canvas.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(canvas)
        canvas.follow(boxes[0], id: "a")
        canvas.follow(boxes[1], id: "b")
        canvas.setArrow(ArrowCanvasItem(id: "a to b", template: DoubleArrow.template,
                                        start: CGPoint(x: 100, y: 110), end: CGPoint(x: 300, y: 290)))
        if let centre = try? ArrowBinding(anchor: Point(0.5, 0.5), mode: .edge(gap: 2)) {
            try? canvas.bind(.start, of: "a to b", to: "a", centre)
            try? canvas.bind(.end, of: "a to b", to: "b", centre)
        }
        canvas.onChange = { id in print("\(id) moved") }
        canvas.onBindingChange = { id, tip, binding in print("\(id): \(tip) tip bound to \(binding?.target ?? "nothing")") }
    }
}
// end snippet
#endif
