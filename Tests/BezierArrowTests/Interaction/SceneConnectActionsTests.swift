import Testing
@testable import BezierArrow

/// Connecting without a pointer: a tip's connect actions name every target it may bind to (the
/// app's labels, else kind and place), disconnect first when bound; performing them binds at the
/// edge aiming at a shape's centre, or in the middle of an arrow's body, and reports the change;
/// the words for what an arrow connects.
@Suite struct SceneConnectActionsTests {
    typealias C = SceneConnectingTests

    static let end = ArrowSceneTip(id: "x", tip: .end)

    @Test func actionsNameEveryTarget() {
        var c = C.controller()
        c.accessibilityLabels = ["A": "Box A", "B": "Box B", "y": "Flow"]
        #expect(c.connectActions(for: Self.end).map(\.name)
                == ["Connect end to Box A", "Connect end to Box B", "Connect end to Shape 3", "Connect end to Flow"])
        #expect(c.connectActions(for: Self.end).map(\.target) == ["A", "B", "C", "y"])
        // Unlabelled arrows are named by their label, else their template and place.
        c.accessibilityLabels["y"] = nil
        #expect(c.accessibilityLabel(of: "y") == "Double arrow 2" && c.accessibilityLabel(of: "x") == "Double arrow 1")
        c.update("y") { $0.arrow.label = try? ArrowLabel("Sends", width: 40, height: 16) }
        #expect(c.accessibilityLabel(of: "y") == "Sends")
        #expect(c.accessibilityLabel(of: "nothing") == nil)
        // What takes no touches is not offered; nothing while binding is off, or for no arrow.
        c.setShape(SceneShapeItem(shape: SceneShapeItemTests.box(0, 500), isHidden: true), id: "D")
        #expect(!c.connectActions(for: Self.end).contains { $0.target == "D" })
        c.connectionSettings.isBindingEnabled = false
        #expect(c.connectActions(for: Self.end).isEmpty)
        #expect(c.connectActions(for: ArrowSceneTip(id: "nothing", tip: .end)).isEmpty)
    }

    @Test func performingConnectsAndDisconnects() throws {
        let recorder = BindingChangeRecorder()
        var c = C.controller(recorder: recorder)
        c.accessibilityLabels = ["A": "Box A", "B": "Box B"]
        #expect(c.connectionDescription(of: "x") == "arrow from a free point to a free point")
        let toB = try #require(c.connectActions(for: Self.end).first { $0.target == "B" })
        let change = c.perform(toB)
        let onB = ArrowSceneBinding(target: "B", binding: C.edge(Point(0.5, 0.5)))
        #expect(change == ArrowBindingChange(tip: Self.end, oldBinding: nil, newBinding: onB))
        #expect(c.scene.binding(.end, of: "x") == onB && recorder.changes == [change!])
        #expect(c.scene["x"]!.arrow.end == SceneBindingTests.expected(c.scene, "x").end)
        #expect(c.connectionDescription(of: "x") == "arrow from a free point to Box B")
        // Bound: disconnect first, and B is not offered again.
        let actions = c.connectActions(for: Self.end)
        #expect(actions.first == ArrowConnectAction(name: "Disconnect end from Box B", tip: Self.end, target: nil))
        #expect(actions.filter { $0.target == "B" }.isEmpty && actions.count == 4)
        // The start to A, the middle of y's body for... the start of y.
        c.connect(ArrowSceneTip(id: "x", tip: .start), to: "A")
        #expect(c.connectionDescription(of: "x") == "arrow from Box A to Box B")
        c.connect(ArrowSceneTip(id: "y", tip: .start), to: "x")
        #expect(c.scene.binding(.start, of: "y") == ArrowSceneBinding(target: "x", binding: C.pinned(Point(0.5, 0.5))))
        #expect(c.connectionDescription(of: "y") == "arrow from Double arrow 1 to a free point")
        // x now may not bind to y (a cycle), nor connect twice.
        #expect(!c.connectActions(for: Self.end).contains { $0.target == "y" })
        #expect(c.connect(Self.end, to: "y") == nil && c.connect(Self.end, to: "B") == nil)
        // Disconnected where it is.
        let before = c.scene["x"]!.arrow.end
        #expect(c.perform(actions[0]) == ArrowBindingChange(tip: Self.end, oldBinding: onB, newBinding: nil))
        #expect(c.scene.binding(.end, of: "x") == nil && c.scene["x"]!.arrow.end == before)
        #expect(c.disconnect(Self.end) == nil)
        #expect(recorder.changes.count == 4)
        // Not while a pointer drags the tip.
        #expect(c.pointerDown(1, at: before + C.grab) == Self.end)
        #expect(c.connectActions(for: Self.end).isEmpty && c.connect(Self.end, to: "A") == nil)
    }

    @Test func connectionWords() {
        #expect(ArrowAccessibility.connection(from: "Box A", to: "Box B") == "arrow from Box A to Box B")
        #expect(ArrowAccessibility.connection(from: "Box A", to: nil) == "arrow from Box A to a free point")
        #expect(ArrowAccessibility.connectActionName(for: .end, to: "Box B") == "Connect end to Box B")
        #expect(ArrowAccessibility.disconnectActionName(for: .start, from: "Box A") == "Disconnect start from Box A")
        #expect(ArrowAccessibility.shapeLabel(number: 2) == "Shape 2")
    }
}
