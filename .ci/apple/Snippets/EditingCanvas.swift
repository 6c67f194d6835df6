// The editing snippet of the "Arrows in SwiftUI and UIKit" article (undo, the Edit menu,
// animated changes), type-checked by .ci/apple-typecheck for iOS. Keep the two in step: a test
// compares them.

#if canImport(UIKit)
// snippet: editing-canvas
import ArrowCatalog
import BezierArrowUI
import UIKit

final class EditableDiagramViewController: UIViewController {
    let canvas = ArrowCanvasView<UUID>()

    override func viewDidLoad() {
        super.viewDidLoad()
        canvas.frame = view.bounds
        canvas.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(canvas)
        // Copy, Cut, Paste and Duplicate from the Edit menu and their shortcuts.
        canvas.enableEditCommands { _ in UUID() }
        let id = UUID()
        canvas.performEdit(named: "Add Arrow", touching: [id]) {
            canvas.setArrow(ArrowCanvasItem(id: id, template: DoubleArrow.template,
                                            start: CGPoint(x: 40, y: 60), end: CGPoint(x: 240, y: 140)))
        }
    }

    /// Undo with the arrows moving back rather than jumping.
    func animatedUndo() {
        canvas.animate(withDuration: 0.3) { canvas.undoManager?.undo() }
    }
}
// end snippet
#endif
