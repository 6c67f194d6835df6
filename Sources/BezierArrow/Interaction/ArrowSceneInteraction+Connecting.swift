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
            guard let i = pointers.index(of: entry.pointer), scene.contains(entry.drag.tip.id) else { continue }
            let before = (scene[entry.drag.tip.id]?.arrow.tip(entry.drag.tip.tip), entry.drag.target, entry.drag.snap)
            moveDrag(at: i, to: entry.drag.location, timestamp: entry.drag.timestamp)
            guard let j = tipDrags.index(of: entry.pointer) else { continue }
            let after = (scene[entry.drag.tip.id]?.arrow.tip(entry.drag.tip.tip), tipDrags.entries[j].drag.target,
                         tipDrags.entries[j].drag.snap)
            changed = changed || before.0 != after.0 || before.1 != after.1 || before.2 != after.2
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
        let tip = connecting.tip
        connecting.follow(location, timestamp: timestamp, slop: ArrowConnectionSettings.sceneLength(connectionSettings.pointerSlop, zoomScale: zoomScale))
        connecting.target = nil
        connecting.snap = nil
        if connecting.hasMoved && !connecting.isDetached && connecting.initialBinding != nil {
            scene.unbind(tip.tip, of: tip.id)
            connecting.isDetached = true
        }
        guard connecting.hasMoved else {
            pointers.entries[i].drag.move(to: location, in: &scene)
            tipDrags.entries[j].drag = connecting
            return
        }
        var point = location + pointers.entries[i].drag.arrowDrag.grabOffset
        let settings = connectionSettings
        if settings.isSnappingEnabled && !modifierKeys.hold(settings.snappingOffModifiers) {
            connecting.snap = snap(point, for: tip)
            if let snap = connecting.snap { point = snap.point }
        }
        scene.update(tip.id) { $0.arrow.setTip(tip.tip, to: point) }
        if settings.isBindingEnabled && !modifierKeys.hold(settings.freeModifiers), let placed = scene[tip.id]?.arrow.tip(tip.tip) {
            var snappedShape: (id: ID, anchor: Point)?
            if case let .shape(id, anchor)? = connecting.snap?.kind { snappedShape = (id, anchor) }
            if let found = scene.bindingTarget(at: placed, for: tip.id, snappedShape: snappedShape) {
                let pinned = found.isArrow || modifierKeys.hold(settings.pinModifiers) || connecting.hasRested(for: settings.pinDelay)
                // The anchor is clamped and finite: the binding is always made.
                if let binding = try? ArrowBinding(anchor: found.anchor, mode: settings.mode(pinned: pinned)) {
                    connecting.target = ArrowConnectionTarget(tip: tip, target: found.id, isArrow: found.isArrow,
                                                              binding: binding, point: found.point)
                }
            }
        }
        tipDrags.entries[j].drag = connecting
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
        let now = scene.binding(tip.tip, of: tip.id)
        return now == connecting.initialBinding ? nil : ArrowBindingChange(tip: tip, oldBinding: connecting.initialBinding, newBinding: now)
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
