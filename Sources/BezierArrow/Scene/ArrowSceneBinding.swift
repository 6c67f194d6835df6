/// What one tip of an arrow in an ``ArrowScene`` is bound to: the target's id and the binding.
///
/// The target is a shape of the scene (``ArrowScene/setShape(_:id:)``) or another arrow; for an
/// arrow, the binding's anchor `x` is the fraction of that arrow's body length where the tip sits
/// (its `y` and mode are kept but not used: the tip is on the body).
public struct ArrowSceneBinding<ID: Hashable & Sendable>: Hashable, Sendable {
    /// The id of the shape or arrow the tip is bound to.
    public var target: ID
    /// Where on the target, and how.
    public var binding: ArrowBinding

    /// Creates a tip's binding to a target.
    ///
    /// - Parameters:
    ///   - target: the target's id.
    ///   - binding: where on the target, and how.
    public init(target: ID, binding: ArrowBinding) {
        self.target = target
        self.binding = binding
    }
}
