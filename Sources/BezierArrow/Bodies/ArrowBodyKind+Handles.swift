/// The handles each body kind offers a touch: where they are for a pair of tips and the body's
/// state (``ArrowBodyState``), and how dragging one changes that state. Everything else (hit
/// testing, drags, a scene's touch boxes, previews, views) asks for them by index
/// (``ArrowPart/handle(_:)``) and knows no kind's handles by name.
extension ArrowBodyKind {
    /// What each of the kind's handles changes, in one word, in index order: none for a straight
    /// or curved body, `bend` for an arc or elbow (its ``ArrowBodyState/bend``).
    public var handleNames: [String] {
        switch self {
        case .straight, .curved: []
        case .arc, .elbow: ["bend"]
        }
    }

    /// Every kind's handle names, each once, in the order of the kinds and their handles: what
    /// a listing of every handle a body may have (a preview's JSON) names.
    public static var allHandleNames: [String] {
        var names: [String] = []
        for kind in allCases { for name in kind.handleNames where !names.contains(name) { names.append(name) } }
        return names
    }

    /// Appends where each handle is drawn on a route of this kind, in index order: an arc's
    /// midpoint, an elbow's middle segment's midpoint. None on a path (a body along a centre line
    /// given as cubics, a self-loop's), which its kind's handles do not shape.
    ///
    /// - Parameters:
    ///   - route: the body's route for the current tips.
    ///   - positions: receives the points; allocation-free once it has the capacity.
    func appendHandles(of route: BodyRoute, to positions: inout [Point]) {
        if case .path = route.shape { return }
        switch self {
        case .straight, .curved: break
        case .arc, .elbow: positions.append(route.handle)
        }
    }

    /// The body state with one handle moved to a point for a pair of tips: for an arc, the bend
    /// that puts its midpoint there (the point's signed distance from the chord, along the normal
    /// ``ArrowBodyState/bend`` is measured on); for an elbow, the offset that puts its middle
    /// segment through it (how far the point lies from halfway between the tips along the
    /// elbow's main axis).
    ///
    /// - Parameters:
    ///   - index: the handle's index in ``handleNames``.
    ///   - point: where the handle should be; a point that is not finite changes nothing.
    ///   - s: the start tip.
    ///   - e: the end tip.
    ///   - state: the body state to change; left as it is for an index the kind does not have.
    func moveHandle(_ index: Int, to point: Point, start s: Point, end e: Point, in state: inout ArrowBodyState) {
        guard point.isFinite, index == 0 else { return }
        let mid = (s + e) / 2
        switch self {
        case .arc:
            let chord = e - s, length = chord.length
            guard length > 0 else { return }
            let d = chord / length
            state.bend = (point - mid).dot(Point(-d.y, d.x))
        case .elbow:
            state.bend = abs(e.x - s.x) >= abs(e.y - s.y) ? point.x - mid.x : point.y - mid.y
        case .straight, .curved:
            break
        }
    }
}
