/// The bindings of an ``ArrowScene``'s tips, both ways: each bound arrow's tips with their
/// targets, and each target's bound arrows, which are solved again when it changes.
///
/// Kept by id (records move when an item is removed). Only arrows have tips, so the graph's
/// edges from an arrow to an arrow are the only ones that can close a cycle; ``cycle(binding:to:)``
/// refuses them before they are made, so ``solvingOrder(after:)`` always has an order.
@usableFromInline
struct SceneBindings<ID: Hashable & Sendable>: Sendable {
    /// One arrow's tips' bindings.
    struct Tips: Sendable {
        var start: ArrowSceneBinding<ID>?
        var end: ArrowSceneBinding<ID>?

        subscript(tip: ArrowTip) -> ArrowSceneBinding<ID>? {
            get { tip == .start ? start : end }
            set { if tip == .start { start = newValue } else { end = newValue } }
        }

        var isEmpty: Bool { start == nil && end == nil }

        /// Whether either tip is bound to a target.
        func binds(to target: ID) -> Bool { start?.target == target || end?.target == target }
    }

    /// Each bound arrow's tips (an arrow with no bound tip has no entry).
    var tips: [ID: Tips] = [:]
    /// Each target's bound arrows, each arrow once however many of its tips are bound there.
    var dependents: [ID: [ID]] = [:]
    /// Each moved target's solving, by record (``ArrowScene/solvingPlan(after:)``): kept while
    /// the bindings stay as they are, so a target dragged frame after frame looks up no id but
    /// its own. Every change of a binding clears them, and so does every removal of an arrow or
    /// a target, the only changes that move records while a tip is bound.
    @usableFromInline var plans: [ID: [SolveStep]] = [:]
    /// The shape moved last, with its record and its plan: a shape dragged frame after frame
    /// looks up no id at all (``ArrowScene/setShape(_:id:)``). Cleared with the plans, and so at
    /// every removal of a shape, the only change that moves a shape's record.
    @usableFromInline var lastMoved: MovedShape?

    /// A moved shape's id, record and plan (see ``lastMoved``).
    @usableFromInline
    struct MovedShape: Sendable {
        @usableFromInline var id: ID
        @usableFromInline var record: Int32
        @usableFromInline var plan: [SolveStep]

        @usableFromInline
        init(id: ID, record: Int32, plan: [SolveStep]) {
            self.id = id
            self.record = record
            self.plan = plan
        }
    }

    /// Whether any tip is bound: when not, a change solves nothing.
    @usableFromInline var isActive: Bool { !tips.isEmpty }

    /// A tip's binding.
    func binding(_ tip: ArrowTip, of arrow: ID) -> ArrowSceneBinding<ID>? { tips[arrow]?[tip] }

    /// Sets or clears a tip's binding, keeping ``dependents`` in step.
    ///
    /// - Returns: the binding the tip had.
    @discardableResult
    mutating func set(_ tip: ArrowTip, of arrow: ID, to new: ArrowSceneBinding<ID>?) -> ArrowSceneBinding<ID>? {
        forgetPlans()
        var pair = tips[arrow] ?? Tips()
        let old = pair[tip]
        pair[tip] = new
        if let old, !pair.binds(to: old.target) {
            dependents[old.target]?.removeAll { $0 == arrow }
            if dependents[old.target]?.isEmpty == true { dependents[old.target] = nil }
        }
        if let new, old?.target != new.target, !(dependents[new.target]?.contains(arrow) ?? false) {
            dependents[new.target, default: []].append(arrow)
        }
        tips[arrow] = pair.isEmpty ? nil : pair
        return old
    }

    /// Clears every tip bound to a target (the target is gone); the tips' arrows are returned.
    @discardableResult
    mutating func removeTarget(_ target: ID) -> [ID] {
        forgetPlans()
        guard let arrows = dependents.removeValue(forKey: target) else { return [] }
        for arrow in arrows {
            guard var pair = tips[arrow] else { continue }
            if pair.start?.target == target { pair.start = nil }
            if pair.end?.target == target { pair.end = nil }
            tips[arrow] = pair.isEmpty ? nil : pair
        }
        return arrows
    }

    /// Clears the kept plans (``plans``, ``lastMoved``): a binding changed, or records moved.
    mutating func forgetPlans() {
        if !plans.isEmpty { plans = [:] }
        lastMoved = nil
    }

    /// Forgets an arrow: its own tips' bindings, and every tip bound to it.
    mutating func removeArrow(_ arrow: ID) {
        set(.start, of: arrow, to: nil)
        set(.end, of: arrow, to: nil)
        removeTarget(arrow)
    }

    /// The cycle binding `arrow` to the arrow `target` would close: `[arrow, target, ..., arrow]`
    /// when `target` is already bound, through arrows, to `arrow`; `nil` when there is none.
    func cycle(binding arrow: ID, to target: ID) -> [ID]? {
        var cameFrom: [ID: ID] = [target: target]
        var stack = [target]
        while let node = stack.popLast() {
            if node == arrow {
                var path = [node], at = node
                while at != target, let previous = cameFrom[at] { path.append(previous); at = previous }
                return [arrow] + path.reversed()
            }
            guard let pair = tips[node] else { continue }
            for next in [pair.start?.target, pair.end?.target].compactMap({ $0 }) where cameFrom[next] == nil {
                cameFrom[next] = node
                stack.append(next)
            }
        }
        return nil
    }

    /// The arrows bound, directly or through other arrows, to what changed, in an order that
    /// solves each after every arrow it is bound to (among those): the reverse of a depth-first
    /// post-order from `changed`. `changed` itself is left out.
    func solvingOrder(after changed: ID) -> [ID] {
        guard let first = dependents[changed] else { return [] }
        // The common case: the bound arrows have none bound to them.
        if first.allSatisfy({ dependents[$0] == nil }) { return first }
        var visited: Set<ID> = [changed]
        var finished: [ID] = []
        var stack: [(id: ID, next: Int)] = [(changed, 0)]
        while let (node, next) = stack.last {
            let out = dependents[node] ?? []
            if next < out.count {
                stack[stack.count - 1].next += 1
                if visited.insert(out[next]).inserted { stack.append((out[next], 0)) }
            } else {
                stack.removeLast()
                finished.append(node)
            }
        }
        finished.removeLast()
        return finished.reversed()
    }

    /// Bound arrows, each after the bound arrows it is bound to, directly or through others: the
    /// order to solve bindings all set at once (a document read). A depth-first post-order over
    /// the arrows' targets, from each of `arrows` in turn, so the order follows `arrows`, not
    /// the hashing of the ids.
    ///
    /// - Parameter arrows: every bound arrow, once each.
    func solvingOrder(of arrows: [ID]) -> [ID] {
        var entered = Set<ID>(), order: [ID] = []
        order.reserveCapacity(arrows.count)
        for root in arrows where entered.insert(root).inserted {
            var stack: [(id: ID, next: Int)] = [(root, 0)]
            while let (node, next) = stack.last {
                if next < 2 {
                    stack[stack.count - 1].next += 1
                    // A target with tips of its own is a bound arrow, solved first; a shape, or
                    // an arrow none of whose tips is bound, is where it is.
                    if let target = tips[node]?[next == 0 ? .start : .end]?.target, tips[target] != nil,
                       entered.insert(target).inserted {
                        stack.append((target, 0))
                    }
                } else {
                    stack.removeLast()
                    order.append(node)
                }
            }
        }
        return order
    }
}
