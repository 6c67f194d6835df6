/// One tip of one arrow in a scene: which arrow, and which of its two tips.
package struct ArrowSceneTip<ID: Hashable & Sendable>: Hashable, Sendable {
    /// The arrow's id in the scene.
    package var id: ID
    /// Which tip: ``ArrowTip/start`` or ``ArrowTip/end``.
    package var tip: ArrowTip

    /// Creates a tip reference.
    ///
    /// - Parameters:
    ///   - id: the arrow's id.
    ///   - tip: which of its tips.
    package init(id: ID, tip: ArrowTip) {
        self.id = id
        self.tip = tip
    }
}
