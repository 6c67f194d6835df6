/// One tip of one arrow in a scene: which arrow, and which of its two tips.
public struct ArrowSceneTip<ID: Hashable & Sendable>: Hashable, Sendable {
    /// The arrow's id in the scene.
    public var id: ID
    /// Which tip: ``ArrowEndName/start`` or ``ArrowEndName/end``.
    public var name: ArrowEndName

    /// Creates a tip reference.
    ///
    /// - Parameters:
    ///   - id: the arrow's id.
    ///   - name: which of its tips.
    public init(id: ID, name: ArrowEndName) {
        self.id = id
        self.name = name
    }
}
