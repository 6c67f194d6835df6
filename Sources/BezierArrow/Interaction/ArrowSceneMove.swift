/// Whole arrows the user moved by one offset: a drag from a body (reported once, when the
/// pointer lifts) or an arrow key on the selection, as ``ArrowSceneInteraction/onMove`` reports
/// it for an app to save, or for an edit history to undo by moving them back.
///
/// Tips that the move unbound are reported apart, to ``ArrowSceneInteraction/onBindingChange``,
/// before the move.
package struct ArrowSceneMove<ID: Hashable & Sendable>: Hashable, Sendable {
    /// The arrows moved, in drawing order.
    package var ids: [ID]
    /// How far each moved: every tip (and the body with them) by this much, in scene
    /// coordinates; a tip kept on a target that moves with it follows its target instead.
    package var offset: Point
}
