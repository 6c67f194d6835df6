// The heads-and-label snippet of the "Arrows in SwiftUI and UIKit" article, type-checked by
// .ci/apple-typecheck as app code (main-actor isolation by default). Keep the two in step: a test
// compares them.

// snippet: styled
import ArrowCatalog
import BezierArrow
import BezierArrowUI
import SwiftUI

struct DependencyLink: View {
    @State private var start = CGPoint(x: 40, y: 80)
    @State private var end = CGPoint(x: 260, y: 140)
    @State private var bend = 30.0

    /// ThinArrow with a dot at the start, a diamond at the end and an arc body.
    static let template: ArrowTemplate = {
        var template = ThinArrow.template
        template.style = ArrowStyle(startHead: .dot, endHead: .diamond, body: .arc, bend: 30)
        return template
    }()

    var body: some View {
        ArrowView(Self.template, start: $start, end: $end, bend: $bend)
            .arrowLabel(try? ArrowLabel("depends on", width: 64, height: 16))
    }
}
// end snippet
