// The playground's window: the canvas and the panel.

#if canImport(SwiftUI)
import ArrowCatalog
import BezierArrow
import BezierArrowUI
import SwiftUI

/// The catalog's arrows on an ``ArrowCanvas``, and a panel with every arrow's tips, the selected
/// one, the part under the pointer and the last release.
struct PlaygroundView: View {
    @State private var arrows = PlaygroundView.catalogArrows()
    @State private var selection: Int?
    @State private var hovered: ArrowSceneHit<Int>?
    @State private var lastRelease = "none yet"
    @State private var zoom: CGFloat = 1

    /// Each catalog template at rest, one under the other, 40 points in from the left.
    static func catalogArrows() -> [ArrowCanvasItem<Int>] {
        ArrowCatalog.all.enumerated().map { i, template in
            let offset = Point(40, 60 + 110 * Double(i)) - template.start.tip
            return ArrowCanvasItem(id: i, template: template, start: CGPoint(template.start.tip + offset),
                                   end: CGPoint(template.end.tip + offset))
        }
    }

    var body: some View {
        HStack(spacing: 0) {
            ArrowCanvas($arrows, selection: $selection)
                .arrowZoomScale(zoom)
                .onHover { hovered = $0 }
                .onRelease { id, tipName, tip in
                    lastRelease = "\(name(of: id)) \(ArrowAccessibility.label(for: tipName)) at \(format(tip))"
                }
                .scaleEffect(zoom, anchor: .topLeading)
                .frame(minWidth: 480, minHeight: 520)
                .clipped()
            Divider()
            panel
                .frame(width: 260)
        }
    }

    private var panel: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Arrows").font(.headline)
            ForEach(arrows) { item in
                VStack(alignment: .leading, spacing: 2) {
                    Text(name(of: item.id)).fontWeight(item.id == selection ? .bold : .regular)
                    Text("start \(format(item.start))   end \(format(item.end))")
                        .font(.caption.monospacedDigit())
                }
            }
            Divider()
            Group {
                Text("Under the pointer").font(.headline)
                Text(hovered.map { "\(name(of: $0.id)): \($0.hit.part.rawValue), \(format(CGPoint($0.hit.point)))" } ?? "nothing")
                    .font(.caption)
                Text("Last release").font(.headline)
                Text(lastRelease).font(.caption)
            }
            Divider()
            Group {
                Text("Zoom \(Double(zoom), specifier: "%.2f")x").font(.headline)
                Slider(value: $zoom, in: 0.5...3)
                Button("Reset arrows") { arrows = PlaygroundView.catalogArrows() }
            }
            Text("Drag a head to move its tip. Click an arrow to select it, then Tab to a tip and "
                 + "move it with the arrow keys (Shift for larger steps).")
                .font(.caption)
                .foregroundColor(.secondary)
            Spacer()
        }
        .padding()
    }

    private func name(of id: Int) -> String {
        arrows.first { $0.id == id }.map { ArrowAccessibility.label(for: $0.template) } ?? "?"
    }

    private func format(_ p: CGPoint) -> String { "(\(format(p.x)), \(format(p.y)))" }

    private func format(_ v: CGFloat) -> String { String(Int(v.rounded())) }
}
#endif
