extension ArrowBodyHandle {
    /// What a body handle is, so that a hit (``ArrowHit/part``, a ``ArrowPart/handle(_:)``)
    /// names it through ``Arrow/handles``.
    ///
    /// A body without waypoints has its kind's handles (an arc's or elbow's ``bend``); a body
    /// with waypoints has one handle a waypoint, then one a leg between two consecutive points
    /// (the tips and the waypoints in order, leg `k` from point `k` to point `k + 1`) at the
    /// leg's midpoint on the body, except an elbow's legs that turn only once.
    public enum Role: Hashable, Sendable {
        /// The bend of an arc or elbow without waypoints (``ArrowBodyState/bend``).
        case bend
        /// The waypoint at this index in ``Arrow/waypoints``: dragging it moves it.
        case waypoint(Int)
        /// The midpoint of leg `k`: dragging it inserts a waypoint there, at index `k`, and
        /// moves that; on an elbow it moves the leg's middle segment sideways, where it stays.
        case segmentMidpoint(Int)

        /// The word ``ArrowBodyHandle/name`` gives the role.
        var name: String {
            switch self {
            case .bend: "bend"
            case .waypoint: "waypoint"
            case .segmentMidpoint: "segment"
            }
        }
    }
}
