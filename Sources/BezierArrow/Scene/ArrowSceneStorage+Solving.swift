/// What a bound tip's binding names, by record: what the generic scene hands its storage to
/// solve, so that the solving itself does not depend on the id type.
enum ConnectorTarget: Sendable {
    /// No binding, or a target that is gone: the tip stays where it is.
    case free
    /// A shape's record, and the binding to it.
    case shape(Int32, ArrowBinding)
    /// An arrow's record, and the fraction of its body's length the tip sits at.
    case arrow(Int32, fraction: Double)
}

/// One arrow of a target's solving plan: its record and its tips' targets by record.
@usableFromInline
struct SolveStep: Sendable {
    var record: Int32
    var start: ConnectorTarget
    var end: ConnectorTarget
}

extension ArrowSceneStorage {
    /// Solves the arrows of a plan in its order (each after the arrows it is bound to).
    @usableFromInline
    mutating func solve(_ plan: [SolveStep], shapes: SceneShapeStorage) {
        for step in plan { solveTips(of: step.record, start: step.start, end: step.end, shapes: shapes) }
    }

    /// Solves a record's bound tips (``ConnectorSolver``), sets them with a loop's centre line for
    /// the body (none for another connection), and updates the index for it.
    ///
    /// Non-generic, as the rest of the storage: a moved target's bound arrows are solved by code
    /// compiled once and fully optimised, and each target is read in place from `shapes`.
    mutating func solveTips(of record: Int32, start: ConnectorTarget, end: ConnectorTarget, shapes: SceneShapeStorage) {
        let i = Int(record)
        let connection = Self.freeToEdge(i, start, end, items, shapes) ?? Self.connection(i, start, end, items, shapes)
        items[i].arrow.setTips(start: connection.start, end: connection.end, centerLine: connection.loop)
        reindex(record)
    }

    /// The solver's answer for the arrow at `i`, its tips, targets and body read in place from
    /// the tables, borrowed (see ``hitTest(_:)``): the body is made only for an approach that is
    /// not straight.
    static func connection(_ i: Int, _ start: ConnectorTarget, _ end: ConnectorTarget,
                           _ items: borrowing [ArrowSceneItem], _ shapes: borrowing SceneShapeStorage) -> Connection {
        let startEnd = connectorEnd(start, tip: items[i].arrow.start, arrows: items, shapes: shapes)
        let endEnd = connectorEnd(end, tip: items[i].arrow.end, arrows: items, shapes: shapes)
        return ConnectorSolver.solve(start: startEnd, end: endEnd, isStraight: ConnectorBody.isStraight(items[i].arrow.drawing)) {
            ConnectorBody(items[i].arrow).approach(from: $0, to: $1)
        }
    }

    /// The solver's answer for the commonest bound arrow, its target read in place and no end
    /// made for it (each a copy of its target, made and destroyed at every solve): one tip free,
    /// the other at a shape's edge, a straight or elbow body, the free tip outside the target.
    /// ``ConnectorSolver/solve(start:end:isStraight:approach:)`` decides such ends alike, to the
    /// bit: no loop (the free end holds nothing, and its aim is outside the other's target), the
    /// free tip where it is, the bound one by ``ConnectorApproach/lineTip(from:to:into:gap:)``
    /// from the free tip to the anchor's point. `nil` for every other arrow.
    static func freeToEdge(_ i: Int, _ start: ConnectorTarget, _ end: ConnectorTarget,
                           _ items: borrowing [ArrowSceneItem],
                           _ shapes: borrowing SceneShapeStorage) -> Connection? {
        let record: Int32, binding: ArrowBinding, endIsBound: Bool
        switch (start, end) {
        case (.free, .shape(let r, let b)): (record, binding, endIsBound) = (r, b, true)
        case (.shape(let r, let b), .free): (record, binding, endIsBound) = (r, b, false)
        default: return nil
        }
        guard binding.isEdge, ConnectorBody.isStraight(items[i].arrow.drawing) else { return nil }
        let free = ConnectorEnd.kept(endIsBound ? items[i].arrow.start : items[i].arrow.end)
        // The target alone read out of its record, through a pointer: the subscripts of the array
        // and of its buffer copy the whole record (the item and its listing) out first.
        let found = shapes.records.withUnsafeBufferPointer {
            edgeTip(from: free, binding, $0.baseAddress![Int(record)].item.shape)
        }
        guard let tip = found else { return nil }
        return endIsBound ? Connection(start: free, end: tip) : Connection(start: tip, end: free)
    }

    /// ``freeToEdge(_:_:_:_:_:)``'s bound tip, from the free tip to the anchor's point; `nil` for
    /// a free tip inside the target (a loop, the solver's).
    @inline(__always)
    private static func edgeTip(from free: Point, _ binding: ArrowBinding, _ shape: borrowing SceneShape) -> Point? {
        guard !(shape.bounds.contains(free) && shape.contains(free)) else { return nil }
        return ConnectorApproach.lineTip(from: free, to: shape.point(atAnchor: binding.anchor), into: shape, gap: binding.gap)
    }

    /// What the solver is given for a tip: its target, or the tip where it is when free. Static,
    /// so that a mutating caller does not copy the storage to call it.
    static func connectorEnd(_ target: ConnectorTarget, tip: Point, arrows: borrowing [ArrowSceneItem],
                             shapes: borrowing SceneShapeStorage) -> ConnectorEnd {
        switch target {
        case .free: .free(tip)
        case .shape(let record, let binding): .bound(binding, to: shapes.records[Int(record)].item.shape)
        case .arrow(let record, let fraction): .alongBody(arrows[Int(record)].arrow.slots, fraction: fraction)
        }
    }
}
