/// The scene's shapes and tips' bindings through the controller, which owns the scene: what the
/// UIKit and AppKit canvases forward when an app describes its boxes and binds arrows to them.
/// Each solves the arrows bound to what changed, as the scene does; the touch insets stay the
/// controller's (solving moves tips, never templates).
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

    /// Binds a tip of an arrow to a shape or another arrow and solves it; see
    /// ``ArrowScene/bind(_:of:to:_:)``.
    ///
    /// - Parameters:
    ///   - tip: which tip.
    ///   - arrow: the arrow's id.
    ///   - target: the shape's or arrow's id.
    ///   - binding: where on the target, and how.
    /// - Throws: ``ArrowSceneError``, with nothing changed.
    package mutating func bind(_ tip: ArrowTip, of arrow: ID, to target: ID,
                               _ binding: ArrowBinding) throws(ArrowSceneError<ID>) {
        try scene.bind(tip, of: arrow, to: target, binding)
    }

    /// Unbinds a tip: it stays where it is, free.
    ///
    /// - Parameters:
    ///   - tip: which tip.
    ///   - arrow: the arrow's id.
    /// - Returns: the binding the tip had, or `nil` when it had none.
    @discardableResult
    package mutating func unbind(_ tip: ArrowTip, of arrow: ID) -> ArrowSceneBinding<ID>? {
        scene.unbind(tip, of: arrow)
    }
}
