// The SwiftUI canvas snippet of the "Arrows in SwiftUI and UIKit" article ("Connecting arrows
// to shapes"), type-checked by .ci/apple-typecheck as app code. Keep the two in step: a test
// compares them.

// snippet: swiftui-canvas
import ArrowCatalog
import BezierArrow
import BezierArrowUI
import SwiftUI

struct FlowChart: View {
    static let edge = try? ArrowBinding(anchor: Point(0.5, 0.5), mode: .edge(gap: 2))
    @State private var boxes = ["a": CGRect(x: 40, y: 80, width: 120, height: 60), "b": CGRect(x: 240, y: 260, width: 120, height: 60)]
    @State private var arrows = [ArrowCanvasItem(id: "a to b", template: DoubleArrow.template,
                                                 start: CGPoint(x: 100, y: 110), end: CGPoint(x: 300, y: 290),
                                                 startBinding: edge.map { ArrowSceneBinding(target: "a", binding: $0) },
                                                 endBinding: edge.map { ArrowSceneBinding(target: "b", binding: $0) })]
    @State private var selection: String?

    var body: some View {
        let sorted = boxes.sorted { $0.key < $1.key }
        ZStack(alignment: .topLeading) {
            ForEach(sorted, id: \.key) { id, frame in
                RoundedRectangle(cornerRadius: 8).fill(Color.secondary.opacity(0.2))
                    .frame(width: frame.width, height: frame.height)
                    .position(x: frame.midX, y: frame.midY)
                    .gesture(DragGesture().onChanged { boxes[id]?.origin = CGPoint(x: $0.location.x - frame.width / 2, y: $0.location.y - frame.height / 2) })
            }
            ArrowCanvas($arrows, selection: $selection,
                        shapes: sorted.map { ArrowCanvasShapeItem(id: $0.key, shape: .roundedRectangle($0.value, cornerRadius: 8), accessibilityLabel: "Box \($0.key)") })
                .arrowConnecting(edgeGap: 2)
                .onBindingChange { id, tip, binding in print("\(id): \(tip) tip bound to \(binding?.target ?? "nothing")") }
        }
    }
}
// end snippet
