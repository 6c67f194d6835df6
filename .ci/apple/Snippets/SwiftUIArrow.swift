// The SwiftUI snippet of README.md and the "Arrows in SwiftUI and UIKit" article, type-checked
// by .ci/apple-typecheck as app code (main-actor isolation by default). Keep the three in step:
// a test compares them.

// snippet: swiftui
import ArrowCatalog
import BezierArrowUI
import SwiftUI

struct ArrowEditor: View {
    @State private var start = CGPoint(x: 40, y: 80)
    @State private var end = CGPoint(x: 240, y: 80)

    var body: some View {
        ArrowView(DoubleArrow.template, start: $start, end: $end)
            .onRelease { tip, point in print("\(tip) tip released at \(point)") }
    }
}
// end snippet
