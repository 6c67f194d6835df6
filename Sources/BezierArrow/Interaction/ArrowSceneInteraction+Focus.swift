/// Focus and key moves of tips in a scene: Tab through every tip, arrow keys and assistive
/// technologies moving the focused one.
extension ArrowSceneInteraction {
    /// Every tip in focus order: each arrow's start then end, arrows in drawing order.
    ///
    /// - Complexity: O(arrows); allocates.
    package var focusOrder: [ArrowSceneTip<ID>] {
        scene.ids.flatMap { [ArrowSceneTip(id: $0, tip: .start), ArrowSceneTip(id: $0, tip: .end)] }
    }

    /// Focuses the next tip in ``focusOrder``, as Tab does; after the last, nothing.
    ///
    /// - Returns: the focused tip, or `nil` when focus left the scene.
    @discardableResult
    package mutating func focusNext() -> ArrowSceneTip<ID>? {
        let order = focusOrder
        let next = focus.flatMap { order.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
        focus = next < order.count ? order[next] : nil
        return focus
    }

    /// Focuses the previous tip in ``focusOrder``, as Shift-Tab does; before the first, nothing.
    ///
    /// - Returns: the focused tip, or `nil` when focus left the scene.
    @discardableResult
    package mutating func focusPrevious() -> ArrowSceneTip<ID>? {
        let order = focusOrder
        let previous = focus.flatMap { order.firstIndex(of: $0) }.map { $0 - 1 } ?? order.count - 1
        focus = previous >= 0 && previous < order.count ? order[previous] : nil
        return focus
    }

    /// Moves the focused tip one key step on screen.
    ///
    /// - Parameters:
    ///   - direction: the arrow key's direction.
    ///   - large: whether to move the large step.
    /// - Returns: the move, also given to ``onRelease``; `nil` when no tip is focused, its arrow
    ///   is gone, or a pointer drags it.
    @discardableResult
    package mutating func moveFocusedTip(_ direction: ArrowMoveDirection, large: Bool = false) -> ArrowDragResult? {
        guard let focus else { return nil }
        return moveTip(focus, direction, large: large)
    }

    /// Moves a tip one key step on screen.
    ///
    /// - Parameters:
    ///   - tip: the arrow and end.
    ///   - direction: where to.
    ///   - large: whether to move the large step.
    /// - Returns: the move, also given to ``onRelease``; `nil` when the arrow is not in the
    ///   scene or a pointer drags that tip.
    @discardableResult
    package mutating func moveTip(_ tip: ArrowSceneTip<ID>, _ direction: ArrowMoveDirection, large: Bool = false) -> ArrowDragResult? {
        let distance = metrics.keyDistance(large: large)
        return setTip(tip) { $0.tip(tip.tip, moved: direction, by: distance) }
    }

    /// Moves a tip along its arrow by key steps: away from the other tip for positive steps,
    /// toward it for negative ones, never past it.
    ///
    /// - Parameters:
    ///   - tip: the arrow and end.
    ///   - steps: how many key steps, signed.
    ///   - large: whether to move large steps.
    /// - Returns: the move, also given to ``onRelease``; `nil` when the arrow is not in the
    ///   scene or a pointer drags that tip.
    @discardableResult
    package mutating func adjustTip(_ tip: ArrowSceneTip<ID>, by steps: Int, large: Bool = false) -> ArrowDragResult? {
        let distance = Double(steps) * metrics.keyDistance(large: large)
        return setTip(tip) { $0.tip(tip.tip, alongAxisBy: distance) }
    }

    /// A finished move of one tip without a pointer, to where `target` says; a bound tip is
    /// unbound first (a key moves it away as a drag does), reported to ``onBindingChange``.
    private mutating func setTip(_ tip: ArrowSceneTip<ID>, to target: (Arrow) -> Point) -> ArrowDragResult? {
        guard !isHeld(tip), scene.contains(tip.id) else { return nil }
        let recording = SceneEditRecording([tip.id], in: scene)
        let old = scene.unbind(tip.tip, of: tip.id)
        guard let result = scene.update(tip.id, { item -> ArrowDragResult in
            let initial = item.arrow.tip(tip.tip)
            item.arrow.setTip(tip.tip, to: target(item.arrow))
            return ArrowDragResult(grabbed: tip.tip, tip: item.arrow.tip(tip.tip), initialTip: initial)
        })
        else { return nil }
        if let old { onBindingChange?(ArrowBindingChange(tip: tip, oldBinding: old, newBinding: nil)) }
        onRelease?(tip.id, result)
        finishEdit(recording, named: ArrowSceneEditNames.moveTip, coalescingKey: [tip])
        return result
    }
}
