/// Selecting many arrows: an ordered set of ids (``selectedIDs``), changed by pointers (one
/// selects an arrow, Shift or Command adds or removes it, one on nothing clears), by a selection
/// rectangle (``marquee``), by ``selectAll()`` and by the app; removing an arrow drops it.
extension ArrowSceneInteraction {
    /// The selected arrows, in the order they were selected; the last is ``selection``.
    package var selectedIDs: [ID] { selected.ids }

    /// Whether an arrow is selected.
    ///
    /// - Complexity: O(1).
    package func isSelected(_ id: ID) -> Bool { selected.contains(id) }

    /// The modifier keys that make a pointer add to the selection or take an arrow out of it:
    /// Shift or Command, as in Finder, Keynote, Excalidraw and tldraw.
    static var addingModifiers: ArrowModifierKeys { [.shift, .command] }

    /// Whether the modifier keys held now add to the selection.
    var isAddingToSelection: Bool { !modifierKeys.isDisjoint(with: Self.addingModifiers) }

    /// Selects arrows for the app, in this order; ids not in the scene are left out. The focus
    /// stays only on a selected arrow's tip.
    ///
    /// - Parameter ids: the arrows.
    package mutating func select<S: Sequence>(_ ids: S) where S.Element == ID {
        let scene = scene
        selected = ArrowSelection(ids.filter { scene.contains($0) })
        if let id = focus?.id, !selected.contains(id) { focus = nil }
        keepWaypointFocusValid()
    }

    /// Selects every arrow, in drawing order (⌘A).
    ///
    /// - Returns: whether the selection changed.
    @discardableResult
    package mutating func selectAll() -> Bool {
        let all = scene.ids
        guard all.contains(where: { !selected.contains($0) }) else { return false }
        // The primary stays the primary.
        var ordered = ArrowSelection(all.filter { $0 != selection })
        if let primary = selection { ordered.insert(primary) }
        selected = ordered
        return true
    }

    /// What a pointer landing on an arrow does to the selection: with Shift or Command held, the
    /// arrow is added or taken out; else it is selected alone, unless it is selected already and
    /// the pointer may move the selection (`keepingSelection`: a tap without a move then selects
    /// it alone when the pointer lifts).
    ///
    /// - Returns: whether the arrow is selected afterwards.
    mutating func selectOnPointerDown(on id: ID, keepingSelection: Bool) -> Bool {
        if isAddingToSelection { return selected.toggle(id) }
        if keepingSelection && selected.contains(id) {
            // The new primary, the others kept.
            selected.remove(id)
        } else {
            selected = ArrowSelection()
        }
        selected.insert(id)
        return true
    }

    /// What a pointer landing on no arrow does to the selection: clears it, unless Shift or
    /// Command is held and the pointer draws a selection rectangle that adds to it.
    mutating func selectOnPointerDownOnNothing(startsMarquee: Bool) {
        if startsMarquee && isAddingToSelection { return }
        selected = ArrowSelection()
    }

    /// Deletes the selected arrows (Delete, Backspace): removes them from the scene (tips bound
    /// to them are unbound where they are, reported to ``onBindingChange``), clears the
    /// selection, and hands what was removed to ``onDelete``. Nothing happens while a pointer is
    /// down.
    ///
    /// - Returns: the arrows removed, each as it was, in drawing order.
    @discardableResult
    package mutating func deleteSelection() -> [ArrowSceneRemoval<ID>] {
        guard !isTracking, !selected.isEmpty else { return [] }
        let doomed = selected
        let recording = SceneEditRecording(selectedIDs, in: scene)
        var removals: [ArrowSceneRemoval<ID>] = []
        var unbound: [ArrowBindingChange<ID>] = []
        for id in scene.ids where doomed.contains(id) {
            guard let item = scene[id] else { continue }
            removals.append(ArrowSceneRemoval(id: id, item: item,
                                              startBinding: scene.binding(.start, of: id), endBinding: scene.binding(.end, of: id)))
        }
        // The tips of arrows staying that are bound to arrows going: unbound by the removal.
        for id in scene.ids where !doomed.contains(id) {
            for tip in ArrowTip.allCases {
                guard let binding = scene.binding(tip, of: id), doomed.contains(binding.target) else { continue }
                unbound.append(ArrowBindingChange(tip: ArrowSceneTip(id: id, tip: tip), oldBinding: binding, newBinding: nil))
            }
        }
        for removal in removals { remove(removal.id) }
        for change in unbound { onBindingChange?(change) }
        onDelete?(removals)
        finishEdit(recording, named: ArrowSceneEditNames.delete(count: removals.count))
        return removals
    }
}
