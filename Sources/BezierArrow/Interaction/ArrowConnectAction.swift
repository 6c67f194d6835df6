/// One action connecting a tip to a target, or disconnecting it, without a pointer: what a view
/// offers as an accessibility custom action ("Connect end to Box B") or in a menu, from
/// ``ArrowSceneInteraction/connectActions(for:)``, and hands back to
/// ``ArrowSceneInteraction/perform(_:)``.
package struct ArrowConnectAction<ID: Hashable & Sendable>: Hashable, Sendable {
    /// The action's name, read aloud: "Connect end to Box B", "Disconnect end from Box B".
    package var name: String
    /// The tip it changes.
    package var tip: ArrowSceneTip<ID>
    /// The shape or arrow it connects the tip to; `nil` for a disconnect.
    package var target: ID?
}
