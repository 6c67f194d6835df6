/// One tip of one arrow in a scene: which arrow, and which end.
public struct ArrowSceneTip<ID: Hashable & Sendable>: Hashable, Sendable {
    /// The arrow's id in the scene.
    public var id: ID
    /// The end.
    public var end: ArrowEndName

    /// Creates a tip reference.
    ///
    /// - Parameters:
    ///   - id: the arrow's id.
    ///   - end: which of its ends.
    public init(id: ID, end: ArrowEndName) {
        self.id = id
        self.end = end
    }
}
