/// One tip of one arrow in a scene: which arrow, and which of its two tips.
package struct ArrowSceneTip<ID: Hashable & Sendable>: Hashable, Sendable {
    /// The arrow's id in the scene.
    package var id: ID
    /// Which tip: ``ArrowEndName/start`` or ``ArrowEndName/end``.
    package var name: ArrowEndName

    /// Creates a tip reference.
    ///
    /// - Parameters:
    ///   - id: the arrow's id.
    ///   - name: which of its tips.
    package init(id: ID, name: ArrowEndName) {
        self.id = id
        self.name = name
    }
}
