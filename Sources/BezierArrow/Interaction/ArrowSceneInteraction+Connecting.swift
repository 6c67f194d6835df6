/// Connecting dragged tips: while a pointer drags a tip it snaps (angle steps from the other tip,
/// shapes' centres and edge midpoints, other arrows' tips), finds the shape or arrow under it,
/// and binds there when the pointer lifts; a bound tip dragged away is unbound.
extension ArrowSceneInteraction {
    /// What each dragged tip would bind to if its pointer lifted now, in the order the pointers
    /// came down: what a view highlights (the target, and a mark at ``ArrowConnectionTarget/point``).
    ///
    /// - Complexity: O(pointers); allocates.
    package var connectionTargets: [ArrowConnectionTarget<ID>] { tipDrags.entries.compactMap(\.drag.target) }

    /// What each dragged tip snapped to after its pointer's last event: what a view draws as
    /// guides (the ray of an angle, a mark on a point).
    ///
    /// - Complexity: O(pointers); allocates.
    package var snapGuides: [ArrowSnapGuide<ID>] { tipDrags.entries.compactMap(\.drag.snap) }

    /// What the tip a pointer drags would bind to if the pointer lifted now, or `nil`.
    ///
    /// - Parameter pointer: the pointer's id.
    package func connectionTarget(of pointer: Int) -> ArrowConnectionTarget<ID>? {
        tipDrags.index(of: pointer).flatMap { tipDrags.entries[$0].drag.target }
    }

    /// The modifier keys changed: sets ``modifierKeys`` and updates every dragged tip at its
    /// pointer's last location (a key may turn snapping or binding off, or pin).
    ///
    /// - Parameter keys: the keys held now.
    /// - Returns: whether a dragged tip's place, target or guide changed.
    @discardableResult
    package mutating func modifierKeysChanged(to keys: ArrowModifierKeys) -> Bool {
        modifierKeys = keys
        var changed = false
        for entry in tipDrags.entries {
            let tip = entry.drag.tip
            guard let i = pointers.index(of: entry.pointer), let before = scene[tip.id]?.arrow.tip(tip.tip) else { continue }
            moveDrag(at: i, to: entry.drag.location, timestamp: entry.drag.timestamp)
            guard let j = tipDrags.index(of: entry.pointer) else { continue }
            let after = tipDrags.entries[j].drag
            changed = changed || scene[tip.id]?.arrow.tip(tip.tip) != before
                || after.target != entry.drag.target || after.snap != entry.drag.snap
        }
        return changed
    }

    /// Moves the drag at index `i` of ``pointers`` to a finite location: a tip being connected
    /// snaps and looks for its target; anything else (a body handle) moves as the drag says.
    mutating func moveDrag(at i: Int, to location: Point, timestamp: Double?) {
        guard let j = tipDrags.index(of: pointers.entries[i].pointer) else {
            pointers.entries[i].drag.move(to: location, in: &scene)
            return
        }
        var connecting = tipDrags.entries[j].drag
        defer { tipDrags.entries[j].drag = connecting }
        let tip = connecting.tip, settings = connectionSettings
        connecting.follow(location, timestamp: timestamp,
                          slop: ArrowConnectionSettings.sceneLength(settings.pointerSlop, zoomScale: zoomScale))
        connecting.target = nil
        connecting.snap = nil
        guard connecting.hasMoved else {
            pointers.entries[i].drag.move(to: location, in: &scene)
            return
        }
        if !connecting.isDetached && connecting.initialBinding != nil {
            scene.unbind(tip.tip, of: tip.id)
            connecting.isDetached = true
        }
        var point = location + pointers.entries[i].drag.arrowDrag.grabOffset
        if settings.isSnappingEnabled && !modifierKeys.hold(settings.snappingOffModifiers) {
            connecting.snap = snap(point, for: tip)
            if let snap = connecting.snap { point = snap.point }
        }
        scene.update(tip.id) { $0.arrow.setTip(tip.tip, to: point) }
        if settings.isBindingEnabled && !modifierKeys.hold(settings.freeModifiers) {
            connecting.target = target(for: connecting)
        }
    }

    /// What a dragged tip, where the scene has it now, would bind to.
    private func target(for connecting: ConnectingTip<ID>) -> ArrowConnectionTarget<ID>? {
        let tip = connecting.tip, settings = connectionSettings
        guard let placed = scene[tip.id]?.arrow.tip(tip.tip) else { return nil }
        var snappedShape: (id: ID, anchor: Point)?
        if case let .shape(id, anchor)? = connecting.snap?.kind { snappedShape = (id, anchor) }
        guard let found = scene.bindingTarget(at: placed, for: tip.id, snappedShape: snappedShape) else { return nil }
        let pinned = found.isArrow || modifierKeys.hold(settings.pinModifiers) || connecting.hasRested(for: settings.pinDelay)
        // The anchor is clamped and finite, the gap checked: the binding is always made.
        guard let binding = try? ArrowBinding(anchor: found.anchor, mode: settings.mode(pinned: pinned)) else { return nil }
        return ArrowConnectionTarget(tip: tip, target: found.id, isArrow: found.isArrow, binding: binding, point: found.point)
    }

    /// The pointer lifted: binds its tip to its target, if it moved and has one.
    ///
    /// - Returns: the change of the tip's binding, or `nil` when there is none.
    mutating func finishConnecting(_ pointer: Int) -> ArrowBindingChange<ID>? {
        guard let j = tipDrags.index(of: pointer) else { return nil }
        let connecting = tipDrags.remove(at: j)
        let tip = connecting.tip
        guard connecting.hasMoved, scene.contains(tip.id) else { return nil }
        if let target = connecting.target {
            // Refused only when the scene changed under the drag (the target removed, or
            // another pointer's binding now making a cycle): the tip stays free.
            try? scene.bind(tip.tip, of: tip.id, to: target.target, target.binding)
        }
        let now = scene.binding(tip.tip, of: tip.id), old = connecting.initialBinding
        return now == old ? nil : ArrowBindingChange(tip: tip, oldBinding: old, newBinding: now)
    }

    /// The pointer was cancelled (its tips already put back): a tip it unbound is bound again.
    mutating func cancelConnecting(_ pointer: Int) {
        guard let j = tipDrags.index(of: pointer) else { return }
        let connecting = tipDrags.remove(at: j)
        guard connecting.isDetached, let initial = connecting.initialBinding else { return }
        // Refused only when the target has left the scene meanwhile: the tip stays free.
        try? scene.bind(connecting.tip.tip, of: connecting.tip.id, to: initial.target, initial.binding)
    }
}
