/// The names of the edits the interaction makes, as an Undo menu shows them after "Undo ": a
/// verb and what it acted on, in title case as Apple's menus are.
package enum ArrowSceneEditNames {
    /// A dragged or key-moved tip.
    package static let moveTip = "Move Tip"
    /// A tip bound, by a drag's release or a connect action.
    package static let connectTip = "Connect Tip"
    /// A tip unbound, by a drag away or a disconnect action.
    package static let disconnectTip = "Disconnect Tip"
    /// A body handle dragged.
    package static let bend = "Bend Arrow"
    /// A waypoint moved by a key or an accessibility action.
    package static let moveWaypoint = "Move Waypoint"
    /// A waypoint removed by an accessibility action.
    package static let removeWaypoint = "Remove Waypoint"
    /// Arrows pasted.
    package static let paste = "Paste"
    /// Arrows duplicated.
    package static let duplicate = "Duplicate"
    /// Arrows cut.
    package static let cut = "Cut"

    /// Whole arrows moved, by a drag of a body or the arrow keys: "Move Arrow", "Move 3 Arrows".
    package static func move(count: Int) -> String { count == 1 ? "Move Arrow" : "Move \(count) Arrows" }

    /// Arrows deleted: "Delete Arrow", "Delete 3 Arrows".
    package static func delete(count: Int) -> String { count == 1 ? "Delete Arrow" : "Delete \(count) Arrows" }

    /// A drag of a tip, by what its release did to the tip's binding.
    package static func tipMove<ID>(_ change: ArrowBindingChange<ID>?) -> String {
        guard let change else { return moveTip }
        return change.newBinding == nil ? disconnectTip : connectTip
    }
}
