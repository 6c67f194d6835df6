/// Where a drag stands: following nothing, owning a touch that grabbed nothing, moving
/// the tip a touch grabbed, or moving one of the body's handles.
public enum ArrowDragState: Hashable, Sendable {
    /// No touch is being followed; ``ArrowDrag/begin(at:on:insetBy:)`` starts one.
    case idle
    /// A touch began away from any draggable tip: the drag owns the touch until it lifts,
    /// but moves nothing (so the touch cannot start moving an arrow it did not land on).
    case invalid
    /// A touch grabbed a tip and moves it.
    case dragging(ArrowTip)
    /// A touch grabbed one of the body's handles (``ArrowPart/handle(_:)``, by its index in
    /// ``Arrow/handles``) and moves it: the tips stay, the body follows the touch
    /// (``Arrow/moveHandle(_:to:)``).
    case movingHandle(Int)
}
