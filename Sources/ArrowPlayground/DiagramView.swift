// The playground's diagram: boxes and an ellipse to drag, connected by arrows bound to them.

#if canImport(SwiftUI)
import ArrowCatalog
import BezierArrow
import BezierArrowUI
import SwiftUI

/// A small diagram: three boxes and an ellipse (the app's own views, dragged by the user) and
/// arrows on an ``ArrowCanvas`` bound to them, which follow them as they move. Drag an arrow's
/// tip onto a node to connect it (it snaps to centres and edge midpoints on the way), away from
/// it to disconnect; with VoiceOver, a tip's actions connect it by name.
@MainActor
struct DiagramView: View {
    /// One node of the diagram, drawn by this view and given to the canvas as a shape.
    struct Node: Identifiable {
        let id: String
        var frame: CGRect
        var isEllipse = false
    }

    @State private var nodes = DiagramView.initialNodes
    @State private var arrows = DiagramView.initialArrows()
    @State private var selection: String?
    @State private var lastChange = "none yet"
    /// Each dragged node's origin when its drag began.
    @State private var dragOrigins: [String: CGPoint] = [:]

    private static let size = CGSize(width: 560, height: 440)

    static let initialNodes = [
        Node(id: "Client", frame: CGRect(x: 40, y: 60, width: 120, height: 60)),
        Node(id: "Server", frame: CGRect(x: 300, y: 60, width: 120, height: 60)),
        Node(id: "Database", frame: CGRect(x: 300, y: 300, width: 140, height: 80), isEllipse: true),
        Node(id: "Cache", frame: CGRect(x: 40, y: 300, width: 120, height: 60)),
    ]

    /// Two arrows bound at both ends, one bound at its start only, for the user to connect.
    static func initialArrows() -> [ArrowCanvasItem<String>] {
        // A finite anchor inside 0...1 and a valid gap: never refused.
        let centre = try? ArrowBinding(anchor: Point(0.5, 0.5), mode: .edge(gap: 2))
        func bound(_ target: String) -> ArrowSceneBinding<String>? {
            centre.map { ArrowSceneBinding(target: target, binding: $0) }
        }
        return [
            ArrowCanvasItem(id: "request", template: ThinArrow.template, start: CGPoint(x: 160, y: 90),
                            end: CGPoint(x: 300, y: 90), startBinding: bound("Client"), endBinding: bound("Server")),
            ArrowCanvasItem(id: "query", template: ThinArrow.template, start: CGPoint(x: 360, y: 120),
                            end: CGPoint(x: 370, y: 300), startBinding: bound("Server"), endBinding: bound("Database")),
            ArrowCanvasItem(id: "lookup", template: ThinArrow.template, start: CGPoint(x: 100, y: 120),
                            end: CGPoint(x: 100, y: 240), startBinding: bound("Client")),
        ]
    }

    /// The nodes as the canvas's shapes, named for assistive technologies.
    private var shapes: [ArrowCanvasShapeItem<String>] {
        nodes.map { node in
            ArrowCanvasShapeItem(id: node.id, shape: node.isEllipse ? .ellipse(node.frame) : .roundedRectangle(node.frame, cornerRadius: 8),
                                 accessibilityLabel: node.id)
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ScrollView([.horizontal, .vertical]) {
                ZStack(alignment: .topLeading) {
                    ForEach(nodes) { node in nodeView(node) }
                    // Above the nodes: it takes touches only on its arrows.
                    ArrowCanvas($arrows, selection: $selection, shapes: shapes)
                        .arrowConnecting(edgeGap: 2)
                        .onBindingChange { id, tip, binding in
                            lastChange = "\(id) \(ArrowAccessibility.label(for: tip)) "
                                + (binding.map { "connected to \($0.target)" } ?? "disconnected")
                        }
                }
                .frame(width: Self.size.width, height: Self.size.height)
            }
            Text("Last change: \(lastChange)").font(.caption)
            HStack {
                Text("Drag the nodes; drag an arrow's head onto a node to connect it.")
                    .font(.caption)
                    .foregroundColor(.secondary)
                Spacer()
                Button("Reset") {
                    nodes = Self.initialNodes
                    arrows = Self.initialArrows()
                }
            }
        }
        .padding()
    }

    /// A node, dragged by the user: its frame moves, and the canvas's shape with it.
    private func nodeView(_ node: Node) -> some View {
        Group {
            if node.isEllipse {
                Ellipse().fill(Color.secondary.opacity(0.2))
            } else {
                RoundedRectangle(cornerRadius: 8).fill(Color.secondary.opacity(0.2))
            }
        }
        .overlay(Text(node.id).font(.callout))
        .frame(width: node.frame.width, height: node.frame.height)
        .position(x: node.frame.midX, y: node.frame.midY)
        .gesture(DragGesture()
            .onChanged { value in
                guard let i = nodes.firstIndex(where: { $0.id == node.id }) else { return }
                let origin = dragOrigins[node.id] ?? nodes[i].frame.origin
                dragOrigins[node.id] = origin
                nodes[i].frame.origin = CGPoint(x: origin.x + value.translation.width, y: origin.y + value.translation.height)
            }
            .onEnded { _ in dragOrigins[node.id] = nil })
        .accessibilityElement(children: .combine)
    }
}
#endif
