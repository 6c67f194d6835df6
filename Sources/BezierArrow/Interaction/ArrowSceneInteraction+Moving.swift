/// Moving whole arrows: a pointer alone on a body moves its arrow as a rigid unit (both tips,
/// and the body's handles with them), with every other selected arrow when it is selected;
/// arrow keys move the selection. One report a move (``onMove``), when the pointer lifts.
///
/// Bound tips follow one rule, tldraw's: a tip stays bound when its target moves with it (an
/// arrow among those moving), and is unbound otherwise (a shape, or an arrow left behind), so the
/// arrows move rigidly instead of stretching back to what they were tied to; each tip unbound is
/// reported to ``onBindingChange`` before the move. Arrows bound to a moving arrow but not moving
/// themselves follow it as bindings always do.
extension ArrowSceneInteraction {
    /// Starts moving the selected arrows (the grabbed one is among them) with a pointer.
    mutating func beginMoving(_ pointer: Int, grabbing id: ID, at location: Point) {
        moving = MovingArrows(pointer: pointer, grabbed: id, arrows: selectedTips(), downLocation: location,
                              tapSelectsAlone: selected.count > 1)
    }

    /// Follows the moving pointer: past the slop, the arrows move by its offset from where it
    /// came down.
    ///
    /// - Returns: whether anything moved.
    mutating func moveArrows(to location: Point) -> Bool {
        guard var move = moving, location.isFinite else { return false }
        defer { moving = move }
        if !move.hasMoved {
            let slop = ArrowConnectionSettings.sceneLength(connectionSettings.pointerSlop, zoomScale: zoomScale)
            guard !(location.distanceSquared(to: move.downLocation) <= slop * slop) else { return false }
            move.hasMoved = true
            move.unbound = unbindForMove(move.arrows.map(\.id))
        }
        move.offset = location - move.downLocation
        place(move.arrows, by: move.offset)
        return true
    }

    /// The moving pointer lifted: the arrows take the last location, the tips the move unbound
    /// are reported, then the move; a tap without a move selects the grabbed arrow alone.
    mutating func finishMoving(at location: Point) {
        _ = moveArrows(to: location)
        guard let move = moving else { return }
        moving = nil
        let recording = editing.drags.removeValue(forKey: move.pointer)
        guard move.hasMoved else {
            if move.tapSelectsAlone && !isAddingToSelection && scene.contains(move.grabbed) { selection = move.grabbed }
            return
        }
        for (tip, binding) in move.unbound {
            onBindingChange?(ArrowBindingChange(tip: tip, oldBinding: binding, newBinding: nil))
        }
        let ids = move.arrows.map(\.id).filter { scene.contains($0) }
        if !ids.isEmpty { onMove?(ArrowSceneMove(ids: ids, offset: move.offset)) }
        if let recording { finishEdit(recording, named: ArrowSceneEditNames.move(count: ids.count)) }
    }

    /// The moving pointer was cancelled: the arrows go back, bound again as they were.
    ///
    /// - Returns: whether anything moved back.
    mutating func cancelMoving() -> Bool {
        guard let move = moving else { return false }
        moving = nil
        guard move.hasMoved else { return false }
        place(move.arrows, by: .zero)
        for (tip, binding) in move.unbound {
            // Refused only when the target has left the scene meanwhile: the tip stays free.
            try? scene.bind(tip.tip, of: tip.id, to: binding.target, binding.binding)
        }
        return true
    }

    /// Moves the selected arrows one key step on screen (an arrow key with no tip focused).
    ///
    /// - Parameters:
    ///   - direction: the arrow key's direction.
    ///   - large: whether to move the large step.
    /// - Returns: the move, also given to ``onMove``; `nil` when nothing is selected or a
    ///   pointer is down.
    @discardableResult
    package mutating func moveSelection(_ direction: ArrowMoveDirection, large: Bool = false) -> ArrowSceneMove<ID>? {
        moveSelection(by: direction.vector * metrics.keyDistance(large: large))
    }

    /// Moves the selected arrows by an offset, bound tips by the rule above; reported to
    /// ``onBindingChange`` (each tip unbound) and ``onMove``.
    ///
    /// - Parameter offset: how far, in scene coordinates.
    /// - Returns: the move; `nil` when nothing is selected, a pointer is down, or the offset is
    ///   not finite.
    @discardableResult
    package mutating func moveSelection(by offset: Point) -> ArrowSceneMove<ID>? {
        guard !isTracking, offset.isFinite else { return nil }
        let arrows = selectedTips()
        guard !arrows.isEmpty else { return nil }
        let recording = SceneEditRecording(arrows.map(\.id), in: scene)
        let unbound = unbindForMove(arrows.map(\.id))
        place(arrows, by: offset)
        for (tip, binding) in unbound {
            onBindingChange?(ArrowBindingChange(tip: tip, oldBinding: binding, newBinding: nil))
        }
        let move = ArrowSceneMove(ids: arrows.map(\.id), offset: offset)
        onMove?(move)
        // Key moves of the same arrows in a row make one step.
        let key = arrows.flatMap { [ArrowSceneTip(id: $0.id, tip: .start), ArrowSceneTip(id: $0.id, tip: .end)] }
        finishEdit(recording, named: ArrowSceneEditNames.move(count: arrows.count), coalescingKey: key)
        return move
    }

    /// The selected arrows in drawing order, with their tips now.
    private func selectedTips() -> [(id: ID, start: Point, end: Point, body: Arrow.MovableBody?)] {
        var arrows: [(id: ID, start: Point, end: Point, body: Arrow.MovableBody?)] = []
        scene.forEachInDrawingOrder { id, item in
            if selected.contains(id) { arrows.append((id, item.arrow.start, item.arrow.end, item.arrow.movableBody)) }
        }
        return arrows
    }

    /// Unbinds the tips of moving arrows bound to what does not move with them.
    ///
    /// - Returns: the tips unbound, with their bindings.
    private mutating func unbindForMove(_ ids: [ID]) -> [(tip: ArrowSceneTip<ID>, binding: ArrowSceneBinding<ID>)] {
        let moving = Set(ids)
        var unbound: [(tip: ArrowSceneTip<ID>, binding: ArrowSceneBinding<ID>)] = []
        for id in ids {
            for tip in ArrowTip.allCases {
                guard let binding = scene.binding(tip, of: id), !moving.contains(binding.target) else { continue }
                scene.unbind(tip, of: id)
                unbound.append((ArrowSceneTip(id: id, tip: tip), binding))
            }
        }
        return unbound
    }

    /// Puts each arrow's tips and waypoints where they were plus an offset (a tip still bound
    /// follows its target, which moves with it); the bend, relative to the chord, moves along.
    private mutating func place(_ arrows: [(id: ID, start: Point, end: Point, body: Arrow.MovableBody?)], by offset: Point) {
        for arrow in arrows {
            if arrow.body == nil {
                scene.setTips(of: arrow.id, start: arrow.start + offset, end: arrow.end + offset)
            } else {
                scene.update(arrow.id) { $0.arrow.place(start: arrow.start, end: arrow.end, body: arrow.body, movedBy: offset) }
            }
        }
    }
}
