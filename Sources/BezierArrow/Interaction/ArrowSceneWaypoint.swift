/// One waypoint of one arrow in a scene: which arrow, and the waypoint's index in its
/// ``Arrow/waypoints``.
package struct ArrowSceneWaypoint<ID: Hashable & Sendable>: Hashable, Sendable {
    /// The arrow's id in the scene.
    package var id: ID
    /// The waypoint's index in the arrow's ``Arrow/waypoints``.
    package var index: Int

    /// Creates a waypoint reference.
    ///
    /// - Parameters:
    ///   - id: the arrow's id.
    ///   - index: the waypoint's index.
    package init(id: ID, index: Int) {
        self.id = id
        self.index = index
    }
}
