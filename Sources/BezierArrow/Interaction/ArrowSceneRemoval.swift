/// An arrow the user deleted from a scene, as it was: what
/// ``ArrowSceneInteraction/onDelete`` reports, enough for an app to save the change or to put
/// the arrow back (appended, then its tips bound again).
package struct ArrowSceneRemoval<ID: Hashable & Sendable>: Equatable, Sendable {
    /// The arrow's id.
    package var id: ID
    /// The arrow and its view properties.
    package var item: ArrowSceneItem
    /// What its start tip was bound to, or `nil`.
    package var startBinding: ArrowSceneBinding<ID>?
    /// What its end tip was bound to, or `nil`.
    package var endBinding: ArrowSceneBinding<ID>?
}
