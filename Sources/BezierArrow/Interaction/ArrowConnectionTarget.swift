/// What a dragged tip would bind to if its pointer lifted now: the target under it, where and
/// how. A view highlights the target (and marks ``point``) while a drag holds one.
package struct ArrowConnectionTarget<ID: Hashable & Sendable>: Hashable, Sendable {
    /// The dragged tip.
    package var tip: ArrowSceneTip<ID>
    /// The shape or arrow it would bind to.
    package var target: ID
    /// Whether the target is an arrow: the tip would sit on its body at the fraction
    /// `binding.anchor.x` of its length.
    package var isArrow: Bool
    /// The anchor and mode it would bind with: edge mode by default, pinned after a rest or with
    /// the pin modifier (always pinned on an arrow's body).
    package var binding: ArrowBinding
    /// The anchor's point in the scene: the point a pinned tip sits on, an edge tip aims at.
    package var point: Point

    /// The binding the scene would be given for the tip.
    var sceneBinding: ArrowSceneBinding<ID> { ArrowSceneBinding(target: target, binding: binding) }
}
