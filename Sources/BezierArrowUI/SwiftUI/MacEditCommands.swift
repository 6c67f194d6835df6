// The Edit menu's Select All and Delete reaching an ArrowCanvas on macOS.

#if canImport(SwiftUI)
import BezierArrow
import SwiftUI
#if os(macOS)
import AppKit
#endif

/// On macOS, hands the Edit menu's Select All (`selectAll:`) and Delete (`delete:`, and the
/// Delete key) to the canvas's keys while one of its views has the keyboard focus (a tip's
/// element); the window-wide shortcuts (``ArrowKeyShortcuts``) serve while an arrow is
/// selected by a click. Elsewhere it does nothing.
struct MacEditCommands: ViewModifier {
    let handle: (ArrowKey) -> Void

    func body(content: Content) -> some View {
        #if os(macOS)
        content
            .onDeleteCommand { handle(.delete) }
            .onCommand(#selector(NSResponder.selectAll(_:))) { handle(.selectAll) }
        #else
        content
        #endif
    }
}
#endif
