// The platforms' key events as the controllers' keys, and touches as their pointers: one
// translation for the single-arrow views and the canvases.

#if canImport(UIKit) && (os(iOS) || os(visionOS))
import BezierArrow
import UIKit

/// The key commands a view declares for the keys its controller takes, and the key a command
/// stands for.
@MainActor
enum PlatformKeys {
    /// A command for each key taken now (the arrow keys with priority over a scroll view's),
    /// all sending `action`; Delete answers both the Delete (Backspace) key and Forward Delete.
    static func commands(for keys: [ArrowKey], action: Selector) -> [UIKeyCommand] {
        keys.flatMap { key in
            inputs(of: key).map { input, flags in
                let command = UIKeyCommand(input: input, modifierFlags: flags, action: action)
                command.wantsPriorityOverSystemBehavior = key.overridesSystem
                return command
            }
        }
    }

    /// The key a command was made for, or `nil`.
    static func key(of command: UIKeyCommand) -> ArrowKey? {
        (ArrowKey.all + ArrowKey.editing).first {
            inputs(of: $0).contains { input, flags in input == command.input && flags == command.modifierFlags }
        }
    }

    private static func inputs(of key: ArrowKey) -> [(String, UIKeyModifierFlags)] {
        switch key {
        case .tab: [("\t", [])]
        case .backTab: [("\t", .shift)]
        case .escape: [(UIKeyCommand.inputEscape, [])]
        case let .move(direction, large): [(arrowInput(direction), large ? .shift : [])]
        // Backspace, as a hardware keyboard's Delete key sends it, and Forward Delete.
        case .delete: [("\u{8}", []), (UIKeyCommand.inputDelete, [])]
        case .selectAll: [("a", .command)]
        }
    }

    private static func arrowInput(_ direction: ArrowMoveDirection) -> String {
        switch direction {
        case .left: UIKeyCommand.inputLeftArrow
        case .right: UIKeyCommand.inputRightArrow
        case .up: UIKeyCommand.inputUpArrow
        case .down: UIKeyCommand.inputDownArrow
        }
    }

    /// The controllers' modifier keys for a UIKit event's.
    static func modifiers(_ flags: UIKeyModifierFlags) -> ArrowModifierKeys {
        var keys: ArrowModifierKeys = []
        if flags.contains(.shift) { keys.insert(.shift) }
        if flags.contains(.control) { keys.insert(.control) }
        if flags.contains(.alternate) { keys.insert(.option) }
        if flags.contains(.command) { keys.insert(.command) }
        return keys
    }

    /// A touch's pointer id for the controllers: the touch object's identity, which UIKit keeps
    /// from its beginning to its end.
    static func pointer(_ touch: UITouch) -> Int { ObjectIdentifier(touch).hashValue }
}
#elseif canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import BezierArrow

/// The key a key-down event stands for, and the mouse as a pointer.
@MainActor
enum PlatformKeys {
    /// The controllers' key for a key-down event (Shift for the large step), or `nil`.
    static func key(of event: NSEvent) -> ArrowKey? {
        let large = event.modifierFlags.contains(.shift)
        return switch event.specialKey {
        case .leftArrow?: .move(.left, large: large)
        case .rightArrow?: .move(.right, large: large)
        case .upArrow?: .move(.up, large: large)
        case .downArrow?: .move(.down, large: large)
        case .tab?: .tab
        case .backTab?: .backTab
        case .delete?, .deleteForward?, .backspace?: .delete
        default:
            if event.modifierFlags.contains(.command) && event.charactersIgnoringModifiers?.lowercased() == "a" {
                .selectAll
            } else {
                event.charactersIgnoringModifiers == "\u{1b}" ? .escape : nil
            }
        }
    }

    /// The controllers' modifier keys for an AppKit event's.
    static func modifiers(_ flags: NSEvent.ModifierFlags) -> ArrowModifierKeys {
        var keys: ArrowModifierKeys = []
        if flags.contains(.shift) { keys.insert(.shift) }
        if flags.contains(.control) { keys.insert(.control) }
        if flags.contains(.option) { keys.insert(.option) }
        if flags.contains(.command) { keys.insert(.command) }
        return keys
    }

    /// The mouse's pointer id for the controllers (one mouse).
    static let mouse = 0

    /// Replaces a view's own tracking areas with one over its visible rect that reports mouse
    /// moves, entries and exits while its window is key: what hover needs.
    static func trackMouse(in view: NSView) {
        for area in view.trackingAreas where area.owner === view { view.removeTrackingArea(area) }
        view.addTrackingArea(NSTrackingArea(rect: .zero, options: [.mouseMoved, .mouseEnteredAndExited, .activeInKeyWindow, .inVisibleRect],
                                            owner: view, userInfo: nil))
    }
}
#endif
