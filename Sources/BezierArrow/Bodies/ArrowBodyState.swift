/// What an arrow's body handles set (``Arrow/handles``): the one place a body kind's
/// handle-driven state lives, so that a kind with state of its own adds it here, beside the
/// kind, and not to ``ArrowStyle``, which holds it as ``ArrowStyle/bodyState``.
///
/// Today that is the ``bend`` an arc's or elbow's handle sets, and the ``waypoints`` a body
/// passes through (with, for an elbow, the segments between them dragged sideways and kept
/// there); a kind that ignores a value keeps it, so a body changed back to an arc bends as
/// before.
public struct ArrowBodyState: Hashable, Sendable {
    /// The bend: for ``ArrowBodyKind/arc``, the signed distance of the body's midpoint from the
    /// chord between the tips; for ``ArrowBodyKind/elbow``, how far the middle segment sits from
    /// halfway between the tips. Ignored by the other bodies, and by every body with
    /// ``waypoints``. Finite, within ``ArrowDeformation/coordinateLimit``: as in the initialiser,
    /// a value set that is not finite counts as 0, a finite one is clamped.
    public var bend: Double {
        didSet { bend = ArrowBodyState.clampedBend(bend) }
    }

    /// The points the body passes through between the tips, in order from the start tip (see
    /// ``ArrowBodyKind`` for how each kind passes them); none by default, and a body without
    /// them draws as its kind draws between the tips alone.
    ///
    /// Kept as ``Arrow/acceptedTip(_:)`` keeps a tip: a point that is not finite is dropped, a
    /// finite one clamped to ``ArrowDeformation/coordinateLimit``; at most 125 are kept (with
    /// their legs' midpoints, the handles a part can name). Setting a list of another length frees
    /// every elbow segment that was dragged and kept (they sat between other points).
    public var waypoints: [Point] {
        didSet {
            let count = waypoints.count
            waypoints = ArrowBodyState.kept(waypoints)
            if count != oldValue.count || waypoints.count != count { fixedSegments = [] }
        }
    }

    /// Where an elbow's segments between consecutive points (the tips and the waypoints, leg
    /// `k` from point `k` to point `k + 1`) were dragged to and stay: the coordinate across
    /// the leg's main axis of its middle segment, or `nil` for a free leg, which puts it
    /// halfway. Empty, or one entry a leg; finite and within the coordinate limit.
    package var fixedSegments: [Double?] = []

    /// How many waypoints a body keeps: each has a handle, and with each leg's midpoint handle
    /// they fit the handles a part names (``ArrowPart/maxHandleCount``).
    package static let maxWaypointCount = (ArrowPart.maxHandleCount - 1) / 2

    /// Creates a body state.
    ///
    /// - Parameter bend: The bend (see ``bend``); 0 by default. A value that is not finite counts
    ///   as 0; a finite one is clamped to ``ArrowDeformation/coordinateLimit``.
    public init(bend: Double = 0) {
        self.bend = ArrowBodyState.clampedBend(bend)
        waypoints = []
    }

    /// A bend the drawing can use: finite and within the coordinate limit.
    static func clampedBend(_ b: Double) -> Double {
        guard b.isFinite else { return 0 }
        let lim = ArrowDeformation.coordinateLimit
        return min(max(b, -lim), lim)
    }

    /// The waypoints a body keeps of a list: the finite ones, clamped as tips are, at most
    /// ``maxWaypointCount``.
    static func kept(_ points: [Point]) -> [Point] {
        let isKept = points.count <= maxWaypointCount && points.allSatisfy { Arrow.acceptedTip($0) == $0 }
        return isKept ? points : Array(points.compactMap(Arrow.acceptedTip).prefix(maxWaypointCount))
    }

    /// The kept segment of leg `leg` (see ``fixedSegments``), or `nil`.
    func fixedSegment(_ leg: Int) -> Double? {
        leg >= 0 && leg < fixedSegments.count ? fixedSegments[leg] : nil
    }

    /// Keeps an elbow leg's middle segment at a coordinate (clamped to the coordinate limit; a
    /// value that is not finite changes nothing).
    mutating func fixSegment(_ leg: Int, at value: Double) {
        guard value.isFinite, !waypoints.isEmpty, leg >= 0, leg <= waypoints.count else { return }
        if fixedSegments.count != waypoints.count + 1 { fixedSegments = Array(repeating: nil, count: waypoints.count + 1) }
        fixedSegments[leg] = ArrowBodyState.clampedBend(value)
    }

    /// Inserts a waypoint (kept as ``waypoints`` keeps them) before index `index`: the leg it
    /// falls on is cut in two free legs, the others keep their segments.
    ///
    /// - Returns: whether it was inserted (not for an index out of `0...waypoints.count`, a
    ///   point that is not finite, or a full list).
    @discardableResult
    mutating func insertWaypoint(_ point: Point, at index: Int) -> Bool {
        guard index >= 0, index <= waypoints.count, waypoints.count < ArrowBodyState.maxWaypointCount,
              let p = Arrow.acceptedTip(point) else { return false }
        var fixed = fixedSegments
        waypoints.insert(p, at: index)
        if !fixed.isEmpty {
            fixed[index] = nil
            fixed.insert(nil, at: index)
        }
        fixedSegments = fixed
        return true
    }

    /// Removes the waypoint at an index: the two legs beside it become one free leg (and the
    /// last removed leaves no kept segment: there is none without waypoints).
    ///
    /// - Returns: whether there was one to remove.
    @discardableResult
    mutating func removeWaypoint(at index: Int) -> Bool {
        guard index >= 0, index < waypoints.count else { return false }
        var fixed = fixedSegments
        waypoints.remove(at: index)
        if !fixed.isEmpty {
            fixed.remove(at: index + 1)
            fixed[index] = nil
        }
        if waypoints.isEmpty { fixed = [] }
        fixedSegments = fixed
        return true
    }
}
