// The playground's window: the canvas and the panel.

#if canImport(SwiftUI)
import ArrowCatalog
import BezierArrow
import BezierArrowUI
import SwiftUI

/// The catalog's arrows on an ``ArrowCanvas``, and a panel with every arrow's tips, the selected
/// one, the part under the pointer and the last release.
///
/// Fits a 375-point-wide phone as well as a Mac window: side by side when there is room for
/// both (a Mac window, an iPad), the panel under the canvas otherwise. The canvas scrolls in
/// both directions, magnified by the zoom slider; touches between the arrows pan it, and only
/// what is visible takes touches.
@MainActor
struct PlaygroundView: View {
    @State private var arrows = PlaygroundView.catalogArrows()
    @State private var selection: Int?
    @State private var hovered: ArrowSceneHit<Int>?
    @State private var lastRelease = "none yet"
    @State private var zoom: CGFloat = 1

    /// The panel's width beside the canvas; below this much room for the canvas, the panel goes
    /// under it.
    private static let panelWidth: CGFloat = 260
    private static let minimumCanvasWidth: CGFloat = 320

    /// Each catalog template at rest, one under the other, 40 points in from the left.
    static func catalogArrows() -> [ArrowCanvasItem<Int>] {
        ArrowCatalog.all.enumerated().map { i, template in
            let offset = Point(40, 60 + 110 * Double(i)) - template.start.tip
            return ArrowCanvasItem(id: i, template: template, start: CGPoint(template.start.tip + offset),
                                   end: CGPoint(template.end.tip + offset))
        }
    }

    /// The canvas's own size: the arrows at rest with a margin, at least 300 by 400 points.
    private static let canvasSize: CGSize = {
        let tips = catalogArrows().flatMap { [$0.start, $0.end] }
        return CGSize(width: max(300, (tips.map(\.x).max() ?? 0) + 80),
                      height: max(400, (tips.map(\.y).max() ?? 0) + 80))
    }()

    var body: some View {
        GeometryReader { geometry in
            if geometry.size.width >= Self.panelWidth + Self.minimumCanvasWidth {
                HStack(spacing: 0) {
                    canvas
                    Divider()
                    ScrollView { panel }
                        .frame(width: Self.panelWidth)
                }
            } else {
                VStack(spacing: 0) {
                    canvas
                    Divider()
                    ScrollView { panel }
                        .frame(height: geometry.size.height * 0.4)
                }
            }
        }
    }

    /// The canvas in a scroll view, magnified by the zoom: its frame is the magnified size, so
    /// the scroll view reaches every arrow; the scroll view clips drawing and touches alike.
    private var canvas: some View {
        ScrollView([.horizontal, .vertical]) {
            ArrowCanvas($arrows, selection: $selection)
                .arrowZoomScale(zoom)
                .onHover { hovered = $0 }
                .onRelease { id, tip, point in
                    lastRelease = "\(name(of: id)) \(ArrowAccessibility.label(for: tip)) at \(format(point))"
                }
                .frame(width: Self.canvasSize.width, height: Self.canvasSize.height)
                .scaleEffect(zoom, anchor: .topLeading)
                .frame(width: Self.canvasSize.width * zoom, height: Self.canvasSize.height * zoom, alignment: .topLeading)
        }
        .clipped()
        .contentShape(Rectangle())
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
                Text(hovered.map { "\(name(of: $0.id)): \($0.hit.part), \(format(CGPoint($0.hit.point)))" } ?? "nothing")
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
            Text("Drag a head to move its tip; drag between the arrows to scroll. Select an arrow, "
                 + "then Tab to a tip and move it with the arrow keys (Shift for larger steps); "
                 + "Escape or a tap elsewhere ends the selection.")
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
