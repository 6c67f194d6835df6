/// What an ``ArrowSceneInteraction`` knows of the edits it makes: where to report them, and each
/// drag's edit, recorded from its pointer's touch-down until it lifts.
struct SceneEditTracking<ID: Hashable & Sendable>: Sendable {
    /// Called with every edit the controller makes (see ``ArrowSceneInteraction/onEdit``).
    var onEdit: (@Sendable (ArrowSceneEdit<ID>) -> Void)?
    /// Each dragging pointer's edit, by pointer: the dragged arrow as it was at touch-down.
    var drags: [Int: SceneEditRecording<ID>] = [:]
}
