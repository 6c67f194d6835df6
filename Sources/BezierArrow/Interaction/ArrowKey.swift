/// A key press an arrow view hands its controller, as a native control sees it: Tab and Shift-Tab
/// move the keyboard focus, Escape ends the selection, an arrow key moves the focused tip.
package enum ArrowKey: Hashable, Sendable {
    /// Tab: the next tip, or on to the next control after the last.
    case tab
    /// Shift-Tab: the previous tip, or back to the previous control before the first.
    case backTab
    /// Escape: ends the selection and gives the keyboard back.
    case escape
    /// An arrow key: moves the focused tip a key step (`large` with Shift); in a scene with no
    /// tip focused, the selected arrows.
    case move(ArrowMoveDirection, large: Bool)
    /// Delete or Backspace: in a scene, deletes the selected arrows.
    case delete
    /// Select All (⌘A): in a scene, selects every arrow.
    case selectAll

    /// Every key a single arrow's view may declare (as key commands or shortcuts): Tab,
    /// Shift-Tab, Escape, and the four arrow keys with and without Shift.
    package static let all: [ArrowKey] = [.tab, .backTab, .escape]
        + ArrowMoveDirection.allCases.flatMap { [ArrowKey.move($0, large: false), .move($0, large: true)] }

    /// The keys a scene's view declares besides ``all``: Delete and Select All, which act on its
    /// selection of arrows.
    package static let editing: [ArrowKey] = [.delete, .selectAll]

    /// The keys a controller takes: none without the keyboard focus (nothing selected), Tab,
    /// Shift-Tab and Escape with it, and the arrow keys only while a tip is focused. A view
    /// declares only these, so the others keep reaching scroll views and focus navigation.
    ///
    /// - Parameters:
    ///   - hasFocus: whether the view holds the keyboard focus (an arrow is selected).
    ///   - tipFocused: whether a tip is focused.
    /// - Returns: the keys, in ``all``'s order.
    package static func taken(hasFocus: Bool, tipFocused: Bool) -> [ArrowKey] {
        guard hasFocus else { return [] }
        return tipFocused ? all : [.tab, .backTab, .escape]
    }

    /// Whether the key should reach the control before the system's own use of it: the arrow
    /// keys, which a surrounding scroll view would otherwise take. A view gives it this priority
    /// only while its controller takes the key, so scrolling and focus navigation keep their
    /// keys otherwise; Tab, Shift-Tab and Escape never override the system's focus navigation.
    package var overridesSystem: Bool {
        if case .move = self { return true }
        return false
    }
}
