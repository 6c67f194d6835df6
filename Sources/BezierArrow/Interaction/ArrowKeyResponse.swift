/// What a controller did with a key press, and what the view does next.
package enum ArrowKeyResponse: Hashable, Sendable {
    /// Not the controller's key now (nothing selected, or no tip focused for an arrow key): the
    /// view passes it on, to a scroll view or the system's focus navigation.
    case ignored
    /// Taken, and the view only redraws (focus moved to a tip, or an arrow key on a tip a
    /// pointer holds).
    case handled
    /// A tip moved (also given to the controller's release callback): the view reports a
    /// finished edit.
    case moved(ArrowDragResult)
    /// Tab past the last tip (`forward`) or Shift-Tab before the first: the selection and focus
    /// ended, and the view hands the keyboard focus on to the next or previous control.
    case focusLeaves(forward: Bool)
    /// Escape: the selection and focus ended; the view gives up the keyboard focus.
    case deselected
}
