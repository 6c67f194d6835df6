/// The scene's shapes and tips' bindings, changed through the controller as its arrows are:
/// what the app's model says, set by the view (a user's changes come back through
/// ``ArrowSceneInteraction/onBindingChange``).
extension ArrowSceneInteraction {
    /// Adds a shape, or replaces the shape with this id; see ``ArrowScene/setShape(_:id:)``.
    ///
    /// - Parameters:
    ///   - item: the shape with its view properties.
    ///   - id: its id; an arrow's id is refused.
    /// - Returns: `false`, changing nothing, when an arrow has the id.
    @discardableResult
    package mutating func setShape(_ item: SceneShapeItem, id: ID) -> Bool {
        scene.setShape(item, id: id)
    }

    /// Removes a shape; the tips bound to it are unbound and stay where they are.
    ///
    /// - Parameter id: the shape's id.
    /// - Returns: the removed item, or `nil` when no shape has the id.
    @discardableResult
    package mutating func removeShape(_ id: ID) -> SceneShapeItem? {
        scene.removeShape(id)
    }

    /// Binds a tip to a shape or an arrow, as the app's model says (not reported to
    /// ``onBindingChange``); see ``ArrowScene/bind(_:of:to:_:)``.
    ///
    /// - Parameters:
    ///   - tip: which tip.
    ///   - arrow: the arrow's id.
    ///   - target: the shape's or arrow's id.
    ///   - binding: where on the target, and how.
    /// - Throws: ``ArrowSceneError`` naming the ids, with nothing changed.
    package mutating func bind(_ tip: ArrowTip, of arrow: ID, to target: ID, _ binding: ArrowBinding) throws(ArrowSceneError<ID>) {
        try scene.bind(tip, of: arrow, to: target, binding)
    }

    /// Unbinds a tip, as the app's model says (not reported); it stays where it is.
    ///
    /// - Parameters:
    ///   - tip: which tip.
    ///   - arrow: the arrow's id.
    /// - Returns: the binding the tip had, or `nil`.
    @discardableResult
    package mutating func unbind(_ tip: ArrowTip, of arrow: ID) -> ArrowSceneBinding<ID>? {
        scene.unbind(tip, of: arrow)
    }
}
