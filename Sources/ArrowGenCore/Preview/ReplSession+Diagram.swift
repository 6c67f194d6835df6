import BezierArrow

/// The diagram's commands: more arrows (`arrow`), shapes (`shape`, `move`, `resize`, `rotate`,
/// `remove`) and tips bound to them (`bind`, `unbind`).
///
/// Each changes the session's ``ReplDiagram``; the scene in it solves the bound tips, and
/// ``ReplSession/execute(_:)`` adds a line for every arrow whose bound tips a command moved.
extension ReplSession {
    // MARK: Arrows

    /// `arrow` lists the arrows, `arrow NAME` selects one, `arrow add NAME` adds a copy of the
    /// selected arrow under a new name and selects it.
    mutating func arrowCommand(_ args: [String]) throws(ReplError) -> ReplReply {
        guard let first = args.first else {
            var text = "Arrows (the arrow commands act on the one marked *):\n"
            for name in diagram.arrowNames {
                text += (name == diagram.selected ? "* " : "  ") + diagram.tipsDescription(of: name) + "\n"
            }
            return ReplReply(output: text)
        }
        if first.lowercased() == "add" {
            guard args.count == 2 else { throw ReplError(.arrow, found: args.joined(separator: " ")) }
            let name = args[1]
            if let problem = diagram.problem(naming: name) {
                throw ReplError("error: 'arrow add' cannot name an arrow '\(name)': \(problem)")
            }
            let copy = ArrowPreview(arrow: preview.arrow, source: preview.source)
            let from = diagram.selected
            diagram.add(copy.arrow, named: name, preview: copy, loaded: loaded)
            // A routed arrow's copy is routed as it is (else it would keep the route it was
            // drawn along as a stale centre line).
            if let routing = diagram.scene.routing(of: from) { _ = diagram.setRouting(routing, for: name) }
            select(name)
            return ReplReply(output: "arrow \(name) added, a copy of \(from), selected: \(preview.statusLine)")
        }
        guard args.count == 1 else { throw ReplError(.arrow, found: args.joined(separator: " ")) }
        guard diagram.arrow(first) != nil else {
            let what = diagram.shape(first) != nil ? "'\(first)' is a shape, not an arrow" : "no arrow is named '\(first)'"
            throw ReplError("error: \(what)\(Suggestion.hint(for: first, among: diagram.arrowNames)); "
                + "'arrow' lists the arrows, 'arrow add \(first)' adds one")
        }
        select(first)
        return ReplReply(output: "arrow \(first) selected: \(preview.statusLine)")
    }

    /// Makes an arrow the selected one, the current one parked in the diagram.
    mutating func select(_ name: String) {
        guard let next = diagram.select(name, parking: preview, loaded: loaded) else { return }
        preview = next.preview
        loaded = next.loaded
    }

    // MARK: Shapes

    /// `shape` lists the shapes; `shape NAME` describes one; `shape NAME KIND ...` adds one, or
    /// replaces the shape of that name (the arrows bound to it follow).
    mutating func shapeCommand(_ args: [String]) throws(ReplError) -> ReplReply {
        guard let name = args.first else {
            guard !diagram.shapeNames.isEmpty else {
                return ReplReply(output: "no shapes; 'shape NAME rect X Y W H' adds one (see 'help shape')")
            }
            return ReplReply(output: diagram.shapeNames.map { diagram.shapeDescription($0) + "\n" }.joined())
        }
        guard args.count > 1 else {
            guard diagram.shape(name) != nil else { throw unknownShape(name, for: .shape) }
            return ReplReply(output: diagram.shapeDescription(name))
        }
        if diagram.shape(name) == nil, let problem = diagram.problem(naming: name) {
            throw ReplError("error: 'shape' cannot name a shape '\(name)': \(problem)")
        }
        let kind = args[1].lowercased(), rest = Array(args.dropFirst(2))
        let outline: SceneShape.Outline
        switch kind {
        case "rect", "rounded", "ellipse":
            let pieces = rest.flatMap { $0.split(separator: ",").map(String.init) }
            let n = try numbers(pieces, count: kind == "rounded" && pieces.count == 5 ? 5 : 4, for: .shape)
            guard n[2] > 0, n[3] > 0 else {
                throw ReplError("error: 'shape' expects a positive width and height, found '\(pieces[2...3].joined(separator: " "))'")
            }
            let r = Rect(x: n[0], y: n[1], width: n[2], height: n[3])
            if kind == "rounded" {
                let radius = n.count == 5 ? n[4] : Self.defaultCornerRadius
                guard radius >= 0 else { throw ReplError("error: 'shape' expects a corner radius of 0 or more, found '\(pieces[4])'") }
                outline = .roundedRectangle(r, cornerRadius: radius)
            } else {
                outline = kind == "rect" ? .rectangle(r) : .ellipse(r)
            }
        case "path":
            let data = rest.joined(separator: " ")
            let path: BezierPath
            do { path = try BezierPath(svgPathData: data) } catch {
                throw ReplError("error: 'shape' path data '\(ControlCharacters.escaped(data))': \(error)")
            }
            outline = .path(path)
        default:
            throw ReplError(.shape, found: args[1], among: Self.shapeKinds)
        }
        let shape: SceneShape
        do { shape = try SceneShape(outline) } catch {
            throw ReplError("error: 'shape' cannot make \(name): \(error)")
        }
        let replaced = diagram.shape(name) != nil
        diagram.setShape(shape, named: name)
        return ReplReply(output: (replaced ? "replaced " : "") + "shape " + diagram.shapeDescription(name))
    }

    /// The words `shape` takes for an outline's kind.
    static let shapeKinds = ["rect", "rounded", "ellipse", "path"]

    /// A rounded shape's corner radius when `shape NAME rounded X Y W H` gives none.
    static let defaultCornerRadius = 8.0

    /// `move NAME DX DY`: moves a shape by a distance; `move DX DY`, the selection.
    mutating func moveShape(_ args: [String]) throws(ReplError) -> ReplReply {
        if movesSelection(args) { return try moveSelection(args) }
        let (name, shape) = try namedShape(args, for: .move)
        let d = try numbers(Array(args.dropFirst()), count: 2, for: .move)
        var moved = shape
        let transform = shape.transform.concatenating(Transform2D(translationX: d[0], y: d[1]))
        moved.transform = transform
        return try place(moved, named: name, isTaken: moved.transform == transform, for: .move)
    }

    /// `resize NAME W H`: gives a shape a new width and height in its own coordinates, about its
    /// centre (a path's outline is stretched to them); anchors stay where they are on it.
    mutating func resizeShape(_ args: [String]) throws(ReplError) -> ReplReply {
        let (name, shape) = try namedShape(args, for: .resize)
        let size = try numbers(Array(args.dropFirst()), count: 2, for: .resize)
        guard size[0] > 0, size[1] > 0 else {
            throw ReplError("error: 'resize' expects a positive width and height, found '\(args.dropFirst().joined(separator: " "))'")
        }
        let local = shape.localRect, c = local.center
        let r = Rect(x: c.x - size[0] / 2, y: c.y - size[1] / 2, width: size[0], height: size[1])
        let outline: SceneShape.Outline
        switch shape.outline {
        case .rectangle: outline = .rectangle(r)
        case .roundedRectangle(_, let radius): outline = .roundedRectangle(r, cornerRadius: radius)
        case .ellipse: outline = .ellipse(r)
        case .path(let path):
            guard local.width > 0, local.height > 0 else {
                throw ReplError("error: 'resize' cannot stretch \(name): its path has no \(local.width > 0 ? "height" : "width")")
            }
            let stretch = Transform2D(translationX: -c.x, y: -c.y)
                .concatenating(Transform2D(scaleX: size[0] / local.width, y: size[1] / local.height))
                .concatenating(Transform2D(translationX: c.x, y: c.y))
            outline = .path(path.transformed(by: stretch))
        }
        var resized = shape
        resized.outline = outline
        return try place(resized, named: name, isTaken: resized.outline == outline, for: .resize)
    }

    /// `rotate NAME DEG`: turns a shape about its centre by an angle in degrees (positive turns
    /// clockwise on the y-down screen).
    mutating func rotateShape(_ args: [String]) throws(ReplError) -> ReplReply {
        let (name, shape) = try namedShape(args, for: .rotate)
        let degrees = try numbers(Array(args.dropFirst()), count: 1, for: .rotate)[0]
        let c = shape.point(atAnchor: Point(0.5, 0.5))
        let transform = shape.transform
            .concatenating(Transform2D(translationX: -c.x, y: -c.y))
            .concatenating(Transform2D(rotationAngle: degrees * .pi / 180))
            .concatenating(Transform2D(translationX: c.x, y: c.y))
        var turned = shape
        turned.transform = transform
        return try place(turned, named: name, isTaken: turned.transform == transform, for: .rotate)
    }

    /// Puts a changed shape back in the scene, or refuses the change when the shape did not take
    /// it (a shape keeps its outline and transform when new ones would reach beyond the
    /// coordinate limit).
    private mutating func place(_ shape: SceneShape, named name: String, isTaken: Bool,
                                for verb: ReplVerb) throws(ReplError) -> ReplReply {
        guard isTaken else {
            throw ReplError("error: '\(verb.rawValue)' would put \(name) beyond the coordinate limit of 1e12; it stays as it was")
        }
        diagram.setShape(shape, named: name)
        return ReplReply(output: diagram.shapeDescription(name))
    }

    /// The shape a command's first word names.
    private func namedShape(_ args: [String], for verb: ReplVerb) throws(ReplError) -> (String, SceneShape) {
        guard let name = args.first else { throw ReplError(verb, found: nil) }
        guard let shape = diagram.shape(name) else { throw unknownShape(name, for: verb) }
        return (name, shape)
    }

    /// `error: no shape is named 'bx' (did you mean 'box'?); 'shape' lists the shapes`, or that
    /// the name is an arrow's.
    private func unknownShape(_ name: String, for verb: ReplVerb) -> ReplError {
        if diagram.arrow(name) != nil {
            return ReplError("error: '\(name)' is an arrow; '\(verb.rawValue)' takes a shape's name (see 'shape')")
        }
        return ReplError("error: no shape is named '\(name)'\(Suggestion.hint(for: name, among: diagram.shapeNames)); "
            + "'shape' lists the shapes")
    }

    /// `remove NAME`: removes a shape, or an arrow while another remains; tips bound to it are
    /// unbound where they are. `remove` alone removes the selection.
    mutating func removeItem(_ args: [String]) throws(ReplError) -> ReplReply {
        if args.isEmpty { return try removeSelection() }
        let name = try oneArgument(args, for: .remove)
        let isShape = diagram.shape(name) != nil
        guard isShape || diagram.arrow(name) != nil else {
            throw ReplError("error: no shape or arrow is named '\(name)'\(diagram.hint(for: name)); 'shape' and 'arrow' list them")
        }
        var text = ""
        if !isShape {
            guard let other = diagram.arrowNames.first(where: { $0 != name }) else {
                throw ReplError("error: '\(name)' is the only arrow; the session keeps one ('arrow add NAME' adds another)")
            }
            if name == diagram.selected {
                select(other)
                text = "; arrow \(other) selected"
            }
        }
        let freed = freedTipLines(boundTo: [name])
        if isShape { diagram.removeShape(name) } else { diagram.removeArrow(name) }
        return ReplReply(output: "removed \(isShape ? "shape" : "arrow") \(name)\(text)\n" + freed)
    }

    /// A line for each tip of an arrow staying that is bound to one of the items going, which
    /// stays where it is: `  main: end unbound at (256, 25)`.
    func freedTipLines(boundTo going: Set<String>) -> String {
        var text = ""
        for arrow in diagram.arrowNames where !going.contains(arrow) {
            for tip in ArrowTip.allCases {
                guard let target = diagram.scene.binding(tip, of: arrow)?.target, going.contains(target) else { continue }
                text += "  \(arrow): \(tip.rawValue) unbound at \(PreviewFormat.point(diagram.tipPoint(tip, of: arrow)))\n"
            }
        }
        return text
    }

    // MARK: Bindings

    /// `bind start|end TARGET [edge [GAP]|pinned] [AX AY]` for a shape, `bind start|end ARROW [T]`
    /// for another arrow's body.
    mutating func bindCommand(_ args: [String]) throws(ReplError) -> ReplReply {
        guard args.count >= 2, let tip = ArrowTip(rawValue: args[0].lowercased()) else {
            throw ReplError(.bind, found: args.isEmpty ? nil : args.joined(separator: " "),
                            mistyped: args.first, among: ArrowTip.allCases.map(\.rawValue))
        }
        let target = args[1]
        var rest = Array(args.dropFirst(2))
        let binding: ArrowBinding
        if diagram.arrow(target) != nil {
            if let word = rest.first, Double(word) == nil {
                throw ReplError("error: a tip bound to an arrow sits on its body: 'bind \(tip.rawValue) \(target) T' takes "
                    + "a fraction T from 0 to 1 along it, found '\(word)'")
            }
            let t = try rest.isEmpty ? 0.5 : numbers(rest, count: 1, for: .bind)[0]
            guard (0...1).contains(t) else {
                throw ReplError("error: 'bind' expects a fraction T from 0 to 1 along \(target)'s body, found '\(rest.joined(separator: " "))'")
            }
            binding = try Self.binding(Point(t, 0.5), .pinned)
        } else if diagram.shape(target) != nil {
            var gap = 0.0, isEdge = true, gapGiven = false
            if let word = rest.first?.lowercased(), word == "edge" || word == "pinned" {
                isEdge = word == "edge"
                rest.removeFirst()
                gapGiven = isEdge
            }
            let pieces = rest.flatMap { $0.split(separator: ",").map(String.init) }
            var n = try numbers(pieces, count: pieces.count, for: .bind)
            if gapGiven && n.count % 2 == 1 { gap = n.removeFirst() }
            guard n.count == 0 || n.count == 2 else { throw ReplError(.bind, found: args.joined(separator: " ")) }
            guard gap >= 0 else { throw ReplError("error: 'bind' expects a gap of 0 or more, found '\(PreviewFormat.number(gap))'") }
            let anchor = n.isEmpty ? Point(0.5, 0.5) : Point(n[0], n[1])
            guard (0...1).contains(anchor.x), (0...1).contains(anchor.y) else {
                throw ReplError("error: 'bind' expects an anchor AX AY from 0 to 1 across \(target) "
                    + "((0, 0) its top-left, (0.5, 0.5) its centre), found '\(pieces.suffix(2).joined(separator: " "))'")
            }
            binding = try Self.binding(anchor, isEdge ? .edge(gap: gap) : .pinned)
        } else {
            throw ReplError("error: no shape or arrow is named '\(target)'\(diagram.hint(for: target)); "
                + "'shape' and 'arrow' list them")
        }
        do {
            try diagram.bind(tip, to: target, binding)
        } catch {
            switch error {
            case .cycle(let names):
                throw ReplError("error: cannot bind: \(names.joined(separator: " -> ")) would be a cycle of arrows bound to "
                    + "arrows, which no order can solve; unbind one of them first")
            case .boundToItself:
                throw ReplError("error: '\(target)' is the arrow being bound; bind its tips to a shape or another arrow")
            default:
                throw ReplError("error: cannot bind: \(error)")
            }
        }
        let p = diagram.tipPoint(tip, of: diagram.selected)
        return ReplReply(output: "\(tip.rawValue) tip \(PreviewFormat.point(p)), \(diagram.bindingDescription(tip, of: diagram.selected))")
    }

    /// A binding the REPL checked the numbers of.
    private static func binding(_ anchor: Point, _ mode: ArrowBinding.Mode) throws(ReplError) -> ArrowBinding {
        do { return try ArrowBinding(anchor: anchor, mode: mode) } catch { throw ReplError("error: 'bind': \(error)") }
    }

    /// `unbind start|end`: the tip stays where it is, free.
    mutating func unbindCommand(_ args: [String]) throws(ReplError) -> ReplReply {
        let word = try oneArgument(args, for: .unbind)
        guard let tip = ArrowTip(rawValue: word.lowercased()) else {
            throw ReplError(.unbind, found: word, among: ArrowTip.allCases.map(\.rawValue))
        }
        let p = PreviewFormat.point(diagram.tipPoint(tip, of: diagram.selected))
        guard let old = diagram.unbind(tip, of: diagram.selected) else {
            return ReplReply(output: "\(tip.rawValue) tip \(p) is free already")
        }
        return ReplReply(output: "\(tip.rawValue) tip \(p), unbound from \(old.target)")
    }

    /// Frees a tip a command moves by hand; the words that say so (`, unbound from A`) or nothing.
    mutating func freeTip(_ tip: ArrowTip) -> String {
        diagram.unbind(tip, of: diagram.selected).map { ", unbound from \($0.target)" } ?? ""
    }
}

extension ReplSession {
    /// What `show` adds once there is a diagram: the selected arrow's bound tips, then the
    /// shapes, a line each; nothing for a lone arrow.
    var diagramLines: String {
        var text = ""
        for tip in ArrowTip.allCases where diagram.scene.binding(tip, of: diagram.selected) != nil {
            text += "\(tip.rawValue) tip bound: \(diagram.bindingDescription(tip, of: diagram.selected))\n"
        }
        for name in diagram.shapeNames { text += "shape \(diagram.shapeDescription(name))\n" }
        return text
    }
}
