import BezierArrow

/// The session's diagram: its arrows and shapes by name, in one `ArrowScene`, and which arrow
/// the arrow commands act on.
///
/// The scene is the one truth of where things are: shapes and tip bindings live in it, and it
/// solves the bound tips whenever a shape or an arrow moves, so a document writer can later take
/// it whole. Beside it, each arrow keeps what only the REPL shows of it (where its template came
/// from, the template as loaded for `reset` and `code`, its last hit point): the selected arrow's
/// in the session's ``ReplSession/preview``, the others' here, parked.
package struct ReplDiagram: Sendable {
    /// An arrow the session is not working on: its preview (whose arrow the scene may since have
    /// moved) and its template as loaded.
    struct Parked: Sendable {
        var preview: ArrowPreview
        var loaded: ParsedTemplate
    }

    /// The arrows and shapes; their ids are their names.
    package internal(set) var scene = ArrowScene<String>()
    /// The arrow the arrow commands act on.
    package private(set) var selected: String
    /// The arrows `move DX DY` and `remove` act on together, in the order they were selected
    /// (`select`; `ReplDiagram+Selection`): a drawing tool's selection, apart from the one
    /// arrow the arrow commands act on.
    package internal(set) var selection: [String] = []
    /// The arrows not selected.
    private var parked: [String: Parked] = [:]
    /// The selected arrow as the session last had it from the scene: an arrow handed back that
    /// differs was changed by a command, one that does not is older than the scene's.
    private var handedOut: Arrow

    /// The name the session's first arrow gets.
    package static let firstArrowName = "main"

    /// A diagram of one arrow.
    ///
    /// - Parameter arrow: the arrow, named ``firstArrowName``.
    init(arrow: Arrow) {
        selected = Self.firstArrowName
        scene.append(arrow, id: selected)
        handedOut = arrow
    }

    /// A diagram of a scene read whole from a document, its arrows' templates as loaded from
    /// that file; the arrow named ``firstArrowName`` is selected, else the first.
    ///
    /// - Parameters:
    ///   - scene: the scene, with at least one arrow.
    ///   - source: the document's path, where each arrow's template now comes from.
    init?(scene: ArrowScene<String>, source: String) {
        guard let first = scene.ids.first else { return nil }
        let selected = scene.contains(Self.firstArrowName) ? Self.firstArrowName : first
        guard let arrow = scene[selected]?.arrow else { return nil }
        self.scene = scene
        self.selected = selected
        handedOut = arrow
        for name in scene.ids where name != selected {
            guard let arrow = scene[name]?.arrow else { continue }
            parked[name] = Parked(preview: ArrowPreview(arrow: arrow, source: source), loaded: Self.loaded(arrow, from: source))
        }
    }

    /// An arrow's template as a document gave it, for `reset` and `code`.
    static func loaded(_ arrow: Arrow, from source: String) -> ParsedTemplate {
        ParsedTemplate(template: arrow.template, path: source, nameLocation: .start, isNameDerived: false)
    }

    /// The arrows' names, in the order they were added (their drawing order).
    package var arrowNames: [String] { scene.ids }

    /// The shapes' names, in their drawing order.
    package var shapeNames: [String] { scene.shapeIDs }

    /// Whether the diagram is one arrow and nothing else: pictures then show that arrow's details
    /// (tap target, head frames, handles) as they always have.
    package var isSingleArrow: Bool { scene.count == 1 && scene.shapeIDs.isEmpty }

    /// An arrow by name, as the scene holds it.
    package func arrow(_ name: String) -> Arrow? { scene[name]?.arrow }

    /// A shape by name.
    package func shape(_ name: String) -> SceneShape? { scene.shape(name)?.shape }

    // MARK: Changes

    /// After a command: the selected arrow, when the command changed it, put into the scene
    /// (which solves its bound tips and whatever hangs on it); returns the arrow as the scene has
    /// it, moved by its bindings or by what it is bound to.
    mutating func commit(_ arrow: Arrow) -> Arrow {
        if arrow != handedOut { scene.update(selected) { $0.arrow = arrow } }
        handedOut = scene[selected]?.arrow ?? arrow
        return handedOut
    }

    /// Adds an arrow under a new name.
    mutating func add(_ arrow: Arrow, named name: String, preview: ArrowPreview, loaded: ParsedTemplate) {
        scene.append(arrow, id: name)
        parked[name] = Parked(preview: preview, loaded: loaded)
    }

    /// Makes another arrow the selected one: parks the current arrow's preview and returns the
    /// new one's, its arrow as the scene holds it.
    mutating func select(_ name: String, parking preview: ArrowPreview, loaded: ParsedTemplate) -> Parked? {
        guard name != selected, var next = parked.removeValue(forKey: name), let arrow = scene[name]?.arrow else { return nil }
        parked[selected] = Parked(preview: preview, loaded: loaded)
        selected = name
        next.preview.arrow = arrow
        handedOut = arrow
        return next
    }

    /// Removes an arrow that is not selected; tips bound to it are unbound where they are.
    mutating func removeArrow(_ name: String) {
        guard name != selected else { return }
        scene.remove(name)
        parked[name] = nil
        selection.removeAll { $0 == name }
    }

    /// Adds or replaces a shape; arrows bound to it are solved again. A shape replaced keeps
    /// its view properties (whether it is an obstacle to routed arrows among them).
    mutating func setShape(_ shape: SceneShape, named name: String) {
        var item = scene.shape(name) ?? SceneShapeItem(shape: shape)
        item.shape = shape
        scene.setShape(item, id: name)
    }

    /// Makes a shape an obstacle routed arrows go around, or not; they are routed again.
    mutating func setObstacle(_ isObstacle: Bool, named name: String) {
        guard var item = scene.shape(name), item.isObstacle != isObstacle else { return }
        item.isObstacle = isObstacle
        scene.setShape(item, id: name)
    }

    /// Removes a shape; tips bound to it are unbound where they are.
    mutating func removeShape(_ name: String) {
        scene.removeShape(name)
    }

    /// Binds a tip of the selected arrow (see `ArrowScene.bind`).
    mutating func bind(_ tip: ArrowTip, to target: String, _ binding: ArrowBinding) throws(ArrowSceneError<String>) {
        try scene.bind(tip, of: selected, to: target, binding)
    }

    /// Unbinds a tip of an arrow; returns what it was bound to.
    @discardableResult
    mutating func unbind(_ tip: ArrowTip, of arrow: String) -> ArrowSceneBinding<String>? {
        scene.unbind(tip, of: arrow)
    }

    // MARK: Names

    /// Words a name cannot be: the word after `arrow` that adds one.
    static let reservedNames: Set<String> = ["add"]

    /// The longest name taken, in characters.
    static let nameLimit = 40

    /// Why a word cannot name a new arrow or shape, or `nil` when it can: a name starts with a
    /// letter and goes on with letters, digits, `_`, `-` or `.`, and is not taken.
    func problem(naming name: String) -> String? {
        if let problem = Self.wordProblem(name) { return problem }
        if scene.contains(name) { return "an arrow is named '\(name)'" }
        if scene.shape(name) != nil { return "a shape is named '\(name)'" }
        return nil
    }

    /// Why a word cannot be a name whatever the diagram holds, or `nil` when it can.
    static func wordProblem(_ name: String) -> String? {
        let isWord = name.first?.isLetter == true && name.count <= nameLimit
            && name.allSatisfy { $0.isLetter || $0.isNumber || "_-.".contains($0) }
        guard isWord, !reservedNames.contains(name.lowercased()) else {
            return "a name starts with a letter, then letters, digits, _, - or . (at most \(nameLimit)), "
                + "and is not 'add'"
        }
        return nil
    }

    /// The nearest taken name to a word, as a hint: `; did you mean 'box'?`.
    func hint(for name: String) -> String {
        Suggestion.hint(for: name, among: arrowNames + shapeNames)
    }

    // MARK: Descriptions

    /// Every arrow's tips, to tell afterwards which bound ones a command moved.
    var tips: [String: [Point]] {
        var out: [String: [Point]] = [:]
        scene.forEachInDrawingOrder { name, item in out[name] = [item.arrow.start, item.arrow.end] }
        return out
    }

    /// One line for each arrow with a bound tip that moved since `before`, saying where its tips
    /// are now: `  main: start (100, 30) on A, end (300, 30) free`, but those `listed` (a reply
    /// listed them already). A tip moved when its printed
    /// coordinates changed: solving again after a change elsewhere may move it by a few ulps.
    func followLines(since before: [String: [Point]], except listed: Set<String> = []) -> String {
        var text = ""
        for name in arrowNames where !listed.contains(name) {
            guard let arrow = arrow(name), let old = before[name] else { continue }
            let moved = ArrowTip.allCases.contains { tip in
                let (now, then) = tip == .start ? (arrow.start, old[0]) : (arrow.end, old[1])
                return scene.binding(tip, of: name) != nil && PreviewFormat.point(now) != PreviewFormat.point(then)
            }
            if moved { text += "  \(tipsDescription(of: name))\n" }
        }
        return text
    }

    /// An arrow's tips, each with what it is bound to: `main: start (100, 30) on A, end (300, 30) free`.
    func tipsDescription(of name: String) -> String {
        guard let arrow = arrow(name) else { return name }
        let tips = ArrowTip.allCases.map { tip in
            let p = tip == .start ? arrow.start : arrow.end
            let on = scene.binding(tip, of: name).map { "on \($0.target)" } ?? "free"
            return "\(tip.rawValue) \(PreviewFormat.point(p)) \(on)"
        }
        return "\(name): " + tips.joined(separator: ", ") + routingNote(of: name)
    }

    /// What a tip of an arrow is bound to, in words: `edge of A, gap 4, anchor (1, 0.5)`,
    /// `pinned to A, anchor (0.5, 0.5)`, `on the body of main at 0.5`, or `free`.
    func bindingDescription(_ tip: ArrowTip, of name: String) -> String {
        guard let bound = scene.binding(tip, of: name) else { return "free" }
        let b = bound.binding
        if scene.contains(bound.target) {
            return "on the body of \(bound.target) at \(PreviewFormat.number(b.anchor.x))"
        }
        let anchor = "anchor \(PreviewFormat.point(b.anchor))"
        switch b.mode {
        case .pinned: return "pinned to \(bound.target), \(anchor)"
        case .edge(let gap):
            return "edge of \(bound.target)" + (gap == 0 ? "" : ", gap \(PreviewFormat.number(gap))") + ", \(anchor)"
        }
    }

    /// Where a tip of an arrow is.
    func tipPoint(_ tip: ArrowTip, of name: String) -> Point {
        guard let arrow = arrow(name) else { return .zero }
        return tip == .start ? arrow.start : arrow.end
    }

    /// The point a tip's binding aims at: the anchor's point on a shape, the point along an
    /// arrow's body; `nil` for a free tip.
    func anchorPoint(_ tip: ArrowTip, of name: String) -> Point? {
        guard let bound = scene.binding(tip, of: name) else { return nil }
        if let shape = shape(bound.target) { return shape.point(atAnchor: bound.binding.anchor) }
        return arrow(bound.target)?.point(atFraction: bound.binding.anchor.x)
    }

    /// A shape in words, as it was made and then moved and turned:
    /// `A rect x 0 y 0 width 100 height 60`, `B rounded x 0 y 0 width 80 height 40 radius 8, turned 30`.
    func shapeDescription(_ name: String) -> String {
        guard let shape = shape(name) else { return name }
        let local = shape.localRect
        // Where the local rect stands, unturned: moved as its centre was moved.
        let c = shape.point(atAnchor: Point(0.5, 0.5))
        let origin = Point(c.x - local.width / 2, c.y - local.height / 2)
        var text = "\(name) \(Self.kindName(shape.outline)) x \(PreviewFormat.number(origin.x)) y \(PreviewFormat.number(origin.y)) "
            + "width \(PreviewFormat.number(local.width)) height \(PreviewFormat.number(local.height))"
        if case .roundedRectangle(_, let radius) = shape.outline { text += " radius \(PreviewFormat.number(radius))" }
        let angle = Self.turn(of: shape.transform)
        if angle != 0 { text += ", turned \(PreviewFormat.number(angle))" }
        if scene.shape(name)?.isObstacle == false { text += ", not an obstacle" }
        return text
    }

    /// The angle, in degrees in `-180...180`, a transform turns by (positive turns +x towards +y:
    /// clockwise on a y-down screen); 0 when it is within a ten-thousandth of a degree of none.
    static func turn(of t: Transform2D) -> Double {
        let degrees = atan2(t.b, t.a) * 180 / .pi
        return abs(degrees) < 0.00005 ? 0 : degrees
    }

    /// The word `shape` takes for an outline's kind.
    static func kindName(_ outline: SceneShape.Outline) -> String {
        switch outline {
        case .rectangle: "rect"
        case .roundedRectangle: "rounded"
        case .ellipse: "ellipse"
        case .path: "path"
        }
    }
}
