/// A change of one tip's binding made by the user (a drag released, a connect or disconnect
/// action, a key move of a bound tip), as ``ArrowSceneInteraction/onBindingChange`` reports it
/// for an app to save, or to undo by binding the old one again.
package struct ArrowBindingChange<ID: Hashable & Sendable>: Hashable, Sendable {
    /// The tip.
    package var tip: ArrowSceneTip<ID>
    /// What it was bound to before, or `nil` when it was free.
    package var oldBinding: ArrowSceneBinding<ID>?
    /// What it is bound to now, or `nil` when it is free.
    package var newBinding: ArrowSceneBinding<ID>?
}
