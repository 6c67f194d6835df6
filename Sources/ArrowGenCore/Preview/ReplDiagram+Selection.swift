import BezierArrow

/// The diagram's selection (`ReplDiagram.selection`): the arrows `move DX DY` and `remove`
/// act on together, chosen by name, all at once, or by a rectangle, and moved whole by the rule
/// the scene's interaction controller moves a selection by.
extension ReplDiagram {
    /// Selects these arrows alone, in this order, each once.
    mutating func select(_ names: [String]) {
        selection = Self.once(names)
    }

    /// Adds arrows to the selection, after those in it.
    mutating func addToSelection(_ names: [String]) {
        selection = Self.once(selection + names)
    }

    /// Takes each arrow out of the selection when it is in, and adds it when it is not.
    mutating func toggleInSelection(_ names: [String]) {
        for name in Self.once(names) {
            if let i = selection.firstIndex(of: name) { selection.remove(at: i) } else { selection.append(name) }
        }
    }

    /// The arrows a rectangle selects, in drawing order: those whose drawing it touches
    /// (`ArrowScene.arrows(intersecting:)`), or with `inside` only those wholly in it
    /// (`ArrowScene.arrows(inside:)`), as a selection rectangle's two rules.
    func arrows(in rect: Rect, inside: Bool) -> [String] {
        inside ? scene.arrows(inside: rect) : scene.arrows(intersecting: rect)
    }

    /// The selected tips a move of the selection unbinds: those bound to what does not move with
    /// them (a shape, or an arrow not selected), as `(arrow, tip, target)`.
    var tipsUnboundByMove: [(name: String, tip: ArrowTip, target: String)] {
        let moving = Set(selection)
        var tips: [(name: String, tip: ArrowTip, target: String)] = []
        for name in arrowNames where moving.contains(name) {
            for tip in ArrowTip.allCases {
                if let bound = scene.binding(tip, of: name), !moving.contains(bound.target) { tips.append((name, tip, bound.target)) }
            }
        }
        return tips
    }

    /// Moves the selected arrows whole by an offset: both tips, waypoints and bend with them, a
    /// tip unbound when its target does not move with it (`tipsUnboundByMove`), arrows bound
    /// to a moved arrow solved as always. The scene's interaction controller moves them
    /// (`ArrowSceneInteraction.moveSelection(by:)`), so the REPL and an app's canvas move a
    /// selection by one rule.
    mutating func moveSelection(by offset: Point) {
        // The controller sets every arrow's touch inset for its zoom (0 at zoom 1, what the
        // REPL's arrows have); an inset a document gave is put back.
        var insets: [(String, Double)] = []
        scene.forEachInDrawingOrder { name, item in if item.touchInset != 0 { insets.append((name, item.touchInset)) } }
        var interaction = ArrowSceneInteraction(scene: scene)
        interaction.select(selection)
        interaction.moveSelection(by: offset)
        scene = interaction.scene
        for (name, inset) in insets { scene.update(name) { $0.touchInset = inset } }
    }

    /// The names in order, each once (its first time).
    private static func once(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}
