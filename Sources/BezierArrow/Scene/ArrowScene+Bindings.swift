extension ArrowScene {
    /// Binds a tip of an arrow to a shape or to another arrow, and solves the arrow at once
    /// (then every arrow bound to it, in dependency order).
    ///
    /// Bound to a shape, the tip follows the connector rules (``ArrowBinding``): at the shape's
    /// edge where the arrow's approach enters it, or pinned on the anchor; with both tips bound, the
    /// approach between the two anchors places both. When both tips are bound to one shape (or
    /// one end's aim lies inside the shape the other is bound to) the connection is a loop: the
    /// tips are set where the loop leaves and re-enters the shape, and an arrow with a
    /// ``Arrow/style`` draws its body along the loop, out of the shape and back, whatever its body
    /// kind: its heads rigid at the tips, pointing along the loop, the body at its width with its
    /// dashes and label, hit tests, bounds and touches following it, and no body handles while
    /// it loops. An arrow drawn as its template's own outline (no style) keeps its template's
    /// body between the tips. When the connection stops being a loop, the tip is unbound, or the
    /// arrow's body kind or state changes, the body kind draws the body again (a scene solving a
    /// loop again gives it the loop again). Bound to an arrow, the tip sits on that arrow's body
    /// at the fraction `binding.anchor.x` of its length, and moves with it.
    ///
    /// From then on, whatever moves the target (``setShape(_:id:)``, ``setTips(of:start:end:)``,
    /// ``update(_:_:)``) solves this arrow again; the tip's binding replaces any it had.
    ///
    /// - Parameters:
    ///   - tip: which tip.
    ///   - arrow: the arrow's id.
    ///   - target: the id of the shape or arrow to bind it to.
    ///   - binding: where on the target, and how.
    /// - Throws: ``ArrowSceneError`` naming the ids, with nothing changed: an unknown arrow or
    ///   target, an arrow bound to itself, or a cycle of arrows bound to arrows.
    public mutating func bind(_ tip: ArrowTip, of arrow: ID, to target: ID,
                              _ binding: ArrowBinding) throws(ArrowSceneError<ID>) {
        guard arrowRecords[arrow] != nil else { throw .unknownArrow(arrow) }
        guard arrowRecords[target] != nil || shapeRecords[target] != nil else { throw .unknownTarget(target) }
        guard arrow != target else { throw .boundToItself(arrow) }
        if arrowRecords[target] != nil, let cycle = bindings.cycle(binding: arrow, to: target) { throw .cycle(cycle) }
        bindings.set(tip, of: arrow, to: ArrowSceneBinding(target: target, binding: binding))
        solveTips(of: arrow)
        if routes.settings[arrow] != nil { rerouteEdited(arrow, solved: true); return }
        solveDependents(of: arrow)
    }

    /// Unbinds a tip: it stays where it is, free. An arrow that looped draws its body kind's
    /// body between its tips again.
    ///
    /// - Parameters:
    ///   - tip: which tip.
    ///   - arrow: the arrow's id.
    /// - Returns: the binding the tip had, or `nil` when it had none.
    @discardableResult
    public mutating func unbind(_ tip: ArrowTip, of arrow: ID) -> ArrowSceneBinding<ID>? {
        let old = bindings.set(tip, of: arrow, to: nil)
        if old != nil { tipsUnbound(of: arrow) }
        return old
    }

    /// After a tip of an arrow was unbound (by ``unbind(_:of:)``, or its target removed): the
    /// loop its bindings made, if any, is no longer drawn, and the arrows bound to its body,
    /// which changed, are solved again.
    mutating func tipsUnbound(of id: ID) {
        if routes.settings[id] != nil { rerouteEdited(id, solved: true); return }
        guard let record = arrowRecords[id], storage.items[Int(record)].arrow.givenCenterLine != nil else { return }
        storage.items[Int(record)].arrow.dropCenterLine()
        storage.reindex(record)
        solveDependents(of: id)
    }

    /// What a tip of an arrow is bound to, or `nil` when it is free (or no arrow has the id).
    ///
    /// - Parameters:
    ///   - tip: which tip.
    ///   - arrow: the arrow's id.
    public func binding(_ tip: ArrowTip, of arrow: ID) -> ArrowSceneBinding<ID>? {
        bindings.binding(tip, of: arrow)
    }

    /// After an arrow changed: its own bound tips solved again, then the arrows bound to it.
    @usableFromInline
    mutating func arrowDidChange(_ id: ID) {
        if routes.settings[id] != nil { rerouteEdited(id, solved: false); return }
        if bindings.tips[id] != nil { solveTips(of: id) }
        solveDependents(of: id)
    }

    /// Solves every arrow bound, directly or through arrows, to what changed, each after the
    /// arrows it is bound to.
    mutating func solveDependents(of changed: ID) {
        // A kept plan first: a target dragged frame after frame looks its id up once.
        let plan: [SolveStep]
        if let kept = bindings.plans[changed] {
            plan = kept
        } else {
            guard bindings.dependents[changed] != nil else { return }
            plan = solvingPlan(after: changed)
        }
        storage.solve(plan, shapes: shapes)
        if routes.isActive {
            let routed = plan.map { arrowRecords.id(of: $0.record) }.filter { routes.settings[$0] != nil }
            if !routed.isEmpty { reroute(routed, solved: true) }
        }
    }

    /// The arrows to solve when a target changes, in ``SceneBindings/solvingOrder(after:)``, each
    /// with its tips' targets by record; kept in ``SceneBindings/plans`` until a binding changes.
    /// A target nothing is bound to has an empty plan, not kept.
    @usableFromInline
    mutating func solvingPlan(after changed: ID) -> [SolveStep] {
        guard bindings.dependents[changed] != nil else { return [] }
        let plan = bindings.solvingOrder(after: changed).compactMap { id -> SolveStep? in
            guard let tips = bindings.tips[id], let record = arrowRecords[id] else { return nil }
            return SolveStep(record: record,
                             start: Self.connectorTarget(tips.start, shapes: shapeRecords, arrows: arrowRecords),
                             end: Self.connectorTarget(tips.end, shapes: shapeRecords, arrows: arrowRecords))
        }
        bindings.plans[changed] = plan
        return plan
    }

    /// What the solver is given for a tip: its binding's target (a shape, or a point along an
    /// arrow's body), or the tip where it is when free or its target is gone.
    func connectorEnd(_ binding: ArrowSceneBinding<ID>?, tip: Point) -> ConnectorEnd {
        let target = Self.connectorTarget(binding, shapes: shapeRecords, arrows: arrowRecords)
        return ArrowSceneStorage.connectorEnd(target, tip: tip, arrows: storage.items, shapes: shapes)
    }

    /// A binding's target by record, given the shapes' and arrows' records by id: what the
    /// storage solves with, apart from the ids. Static, so that a mutating caller does not copy
    /// the scene to call it.
    static func connectorTarget(_ binding: ArrowSceneBinding<ID>?, shapes: SceneIDMap<ID>, arrows: SceneIDMap<ID>) -> ConnectorTarget {
        guard let binding else { return .free }
        if let record = shapes[binding.target] { return .shape(record, binding.binding) }
        if let record = arrows[binding.target] { return .arrow(record, fraction: binding.binding.anchor.x) }
        return .free
    }

    /// Moves an arrow's tips where its bindings put them (``ConnectorSolver``), with a loop's
    /// centre line for its body (none for another connection), and updates the index for it.
    /// The ids are looked up here; the rest is the storage's, compiled once for every id type.
    mutating func solveTips(of id: ID) {
        guard let tips = bindings.tips[id], let record = arrowRecords[id] else { return }
        let start = Self.connectorTarget(tips.start, shapes: shapeRecords, arrows: arrowRecords)
        let end = Self.connectorTarget(tips.end, shapes: shapeRecords, arrows: arrowRecords)
        storage.solveTips(of: record, start: start, end: end, shapes: shapes)
    }
}
