/// Connecting tips without a pointer: the actions a focused tip offers assistive technologies
/// and menus (connect to each target by name, disconnect), and what an arrow connects, in words.
extension ArrowSceneInteraction {
    /// The name of a shape or arrow: its ``accessibilityLabels`` entry, else its kind and place
    /// (``ArrowAccessibility/shapeLabel(number:)``, ``ArrowAccessibility/targetLabel(for:number:)``);
    /// `nil` for an id in neither.
    ///
    /// - Parameter id: the shape's or arrow's id.
    package func accessibilityLabel(of id: ID) -> String? {
        if let label = accessibilityLabels[id] { return label }
        if let record = scene.shapeRecords[id] {
            return ArrowAccessibility.shapeLabel(number: scene.shapes.order.position(of: record) + 1)
        }
        if let record = scene.arrowRecords[id] {
            return ArrowAccessibility.targetLabel(for: scene.storage.items[Int(record)].arrow,
                                                  number: scene.storage.order.position(of: record) + 1)
        }
        return nil
    }

    /// What an arrow connects, in words: "arrow from Box A to Box B", "arrow from Box A to a
    /// free point". What a view reads as the arrow's value and announces after a connect action.
    ///
    /// - Parameter id: the arrow's id.
    /// - Returns: the words, or `nil` when no arrow has the id.
    package func connectionDescription(of id: ID) -> String? {
        guard scene.contains(id) else { return nil }
        func target(_ tip: ArrowTip) -> String? { scene.binding(tip, of: id).flatMap { accessibilityLabel(of: $0.target) } }
        return ArrowAccessibility.connection(from: target(.start), to: target(.end))
    }

    /// The connect and disconnect actions of a tip: "Disconnect end from Box B" first when it is
    /// bound, then "Connect end to ..." for every shape (in drawing order) and every other
    /// arrow (in drawing order) it may bind to, but the one it is bound to.
    ///
    /// Only targets that take touches (visible, interactive, more than 0.01 opaque) are offered,
    /// and no arrow that binding to would close a cycle; none while
    /// ``ArrowConnectionSettings/isBindingEnabled`` is off, nor while a pointer drags the tip.
    ///
    /// - Parameter tip: the tip, usually the focused one.
    /// - Returns: the actions, for ``perform(_:)``; empty when no arrow has the id.
    /// - Complexity: O(shapes + arrows), each arrow searched for a cycle; allocates.
    package func connectActions(for tip: ArrowSceneTip<ID>) -> [ArrowConnectAction<ID>] {
        guard scene.contains(tip.id), !isHeld(tip) else { return [] }
        var actions: [ArrowConnectAction<ID>] = []
        let current = scene.binding(tip.tip, of: tip.id)
        if let current, let label = accessibilityLabel(of: current.target) {
            actions.append(ArrowConnectAction(name: ArrowAccessibility.disconnectActionName(for: tip.tip, from: label),
                                              tip: tip, target: nil))
        }
        guard connectionSettings.isBindingEnabled else { return actions }
        func offer(_ id: ID) {
            guard id != current?.target, let label = accessibilityLabel(of: id) else { return }
            actions.append(ArrowConnectAction(name: ArrowAccessibility.connectActionName(for: tip.tip, to: label),
                                              tip: tip, target: id))
        }
        for record in scene.shapes.order.records where scene.shapes.records[Int(record)].item.receivesTouches {
            offer(scene.shapeRecords.id(of: record))
        }
        for record in scene.recordsInDrawingOrder where scene.storage.items[record].receivesTouches {
            let id = scene.arrowRecords.id(of: Int32(record))
            if id != tip.id && scene.bindings.cycle(binding: tip.id, to: id) == nil { offer(id) }
        }
        return actions
    }

    /// Performs a connect or disconnect action.
    ///
    /// - Parameter action: one of ``connectActions(for:)``.
    /// - Returns: the change, also given to ``onBindingChange``; `nil` when nothing changed.
    @discardableResult
    package mutating func perform(_ action: ArrowConnectAction<ID>) -> ArrowBindingChange<ID>? {
        guard let target = action.target else { return disconnect(action.tip) }
        return connect(action.tip, to: target)
    }

    /// Binds a tip to a shape, at the edge aiming at its centre, or to an arrow, at the middle of
    /// its body: what a connect action does.
    ///
    /// - Parameters:
    ///   - tip: the tip.
    ///   - target: the shape's or arrow's id.
    /// - Returns: the change, also given to ``onBindingChange``; `nil` when nothing changed (a
    ///   pointer drags the tip, the scene refused the binding, or it was bound so already).
    @discardableResult
    package mutating func connect(_ tip: ArrowSceneTip<ID>, to target: ID) -> ArrowBindingChange<ID>? {
        guard !isHeld(tip) else { return nil }
        let isArrow = scene.contains(target)
        // Finite anchors inside 0...1 and a checked gap: the binding is always made.
        guard let binding = try? ArrowBinding(anchor: Point(0.5, 0.5), mode: connectionSettings.mode(pinned: isArrow)) else { return nil }
        let old = scene.binding(tip.tip, of: tip.id)
        let recording = SceneEditRecording([tip.id], in: scene)
        do { try scene.bind(tip.tip, of: tip.id, to: target, binding) } catch { return nil }
        finishEdit(recording, named: ArrowSceneEditNames.connectTip)
        return report(tip, from: old)
    }

    /// Unbinds a tip, leaving it where it is: what a disconnect action does.
    ///
    /// - Parameter tip: the tip.
    /// - Returns: the change, also given to ``onBindingChange``; `nil` when it was free or a
    ///   pointer drags it.
    @discardableResult
    package mutating func disconnect(_ tip: ArrowSceneTip<ID>) -> ArrowBindingChange<ID>? {
        let recording = SceneEditRecording([tip.id], in: scene)
        guard !isHeld(tip), let old = scene.unbind(tip.tip, of: tip.id) else { return nil }
        finishEdit(recording, named: ArrowSceneEditNames.disconnectTip)
        return report(tip, from: old)
    }

    /// Reports a tip's binding, if it is not `old` any more.
    private func report(_ tip: ArrowSceneTip<ID>, from old: ArrowSceneBinding<ID>?) -> ArrowBindingChange<ID>? {
        let new = scene.binding(tip.tip, of: tip.id)
        guard new != old else { return nil }
        let change = ArrowBindingChange(tip: tip, oldBinding: old, newBinding: new)
        onBindingChange?(change)
        return change
    }
}
