/// What a touch hits in an ``ArrowScene``: the topmost arrow's id and where on it.
public struct ArrowSceneHit<ID: Hashable & Sendable>: Hashable, Sendable {
    /// The id of the arrow hit.
    public var id: ID
    /// The part, nearest point and distance on that arrow.
    public var hit: ArrowHit

    /// Creates a scene hit.
    ///
    /// - Parameters:
    ///   - id: the arrow's id.
    ///   - hit: where on it.
    public init(id: ID, hit: ArrowHit) {
        self.id = id
        self.hit = hit
    }

    /// The part hit.
    @inlinable
    public var part: ArrowPart { hit.part }
}
