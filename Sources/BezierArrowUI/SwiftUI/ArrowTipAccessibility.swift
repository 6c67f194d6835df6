// The accessibility element of one tip, shared by ArrowView and ArrowCanvas.

#if canImport(SwiftUI)
import BezierArrow
import SwiftUI
#if os(macOS)
import AppKit
#endif

/// An invisible square on a tip that assistive technologies see as an adjustable element: its
/// label ("start tip"), its position as value, increment and decrement moving it along the arrow
/// (VoiceOver's swipe up and down), and an action for each direction.
struct ArrowTipAccessibility: View {
    let name: ArrowEndName
    let tip: CGPoint
    /// The square's side, in the view's coordinates.
    let side: CGFloat
    /// Moves the tip along the arrow by signed key steps.
    let adjust: (Int) -> Void
    /// Moves the tip a key step in a direction.
    let move: (ArrowMoveDirection) -> Void

    var body: some View {
        Color.clear
            .frame(width: side, height: side)
            .contentShape(Rectangle())
            .position(tip)
            .accessibilityElement()
            .accessibilityLabel(ArrowAccessibility.label(for: name))
            .accessibilityValue(ArrowAccessibility.value(of: Point(tip)))
            .accessibilityAdjustableAction { direction in
                switch direction {
                case .increment: adjust(1)
                case .decrement: adjust(-1)
                @unknown default: break
                }
            }
            .accessibilityAction(named: ArrowAccessibility.actionName(for: .left)) { move(.left) }
            .accessibilityAction(named: ArrowAccessibility.actionName(for: .right)) { move(.right) }
            .accessibilityAction(named: ArrowAccessibility.actionName(for: .up)) { move(.up) }
            .accessibilityAction(named: ArrowAccessibility.actionName(for: .down)) { move(.down) }
            // Only assistive technologies reach the tip through this square; touches go to the
            // arrow beneath, which grabs the tip itself.
            .allowsHitTesting(false)
    }
}

/// The accessibility elements of one arrow: the arrow itself over its bounds, named after its
/// template and selectable, then its two tips (``ArrowTipAccessibility``), each focusable with
/// the keyboard on macOS.
struct ArrowAccessibilityElements<Tip: Hashable>: View {
    let template: ArrowTemplate
    let start: CGPoint
    let end: CGPoint
    let isSelected: Bool
    let zoomScale: CGFloat
    /// The focus value of each tip, and the binding to the focused one.
    let tip: (ArrowEndName) -> Tip
    let focus: Binding<Tip?>
    let select: () -> Void
    /// Moves a tip along the arrow by signed key steps.
    let adjust: (ArrowEndName, Int) -> Void
    /// Moves a tip a key step in a direction, large or not.
    let move: (ArrowEndName, ArrowMoveDirection, Bool) -> Void

    var body: some View {
        ZStack {
            if let arrow = Arrow(template: template, start: Point(start), end: Point(end)) {
                Color.clear
                    .frame(width: CGFloat(arrow.bounds.width), height: CGFloat(arrow.bounds.height))
                    .position(CGPoint(arrow.bounds.center))
                    .allowsHitTesting(false)
                    .accessibilityElement()
                    .accessibilityLabel(ArrowAccessibility.label(for: template))
                    .accessibilityAddTraits(isSelected ? [.isSelected] : [])
                    .accessibilityAction { select() }
                    .accessibilitySortPriority(3)
            }
            ForEach(ArrowEndName.allCases, id: \.self) { name in
                ArrowTipAccessibility(name: name, tip: name == .start ? start : end, side: 44 / zoomScale,
                                      adjust: { adjust(name, $0) }, move: { move(name, $0, false) })
                    .modifier(MacKeyFocus(name: tip(name), focus: focus, onMove: { move(name, $0, $1) }))
                    .accessibilitySortPriority(name == .start ? 2 : 1)
            }
        }
        .accessibilityElement(children: .contain)
    }
}

/// On macOS, makes a tip's element focusable (Tab reaches it when keyboard navigation is on) and
/// moves the focused tip with the arrow keys (Shift for the large step). Elsewhere it does
/// nothing: iOS has no focusable views before iOS 17, and ``ArrowKeyShortcuts`` serves there.
struct MacKeyFocus<Tip: Hashable>: ViewModifier {
    let name: Tip
    let focus: Binding<Tip?>
    let onMove: (ArrowMoveDirection, Bool) -> Void

    func body(content: Content) -> some View {
        #if os(macOS)
        content
            .focusable()
            .modifier(FocusBinding(name: name, focus: focus))
            .onMoveCommand { command in
                let large = NSEvent.modifierFlags.contains(.shift)
                switch command {
                case .left: onMove(.left, large)
                case .right: onMove(.right, large)
                case .up: onMove(.up, large)
                case .down: onMove(.down, large)
                @unknown default: break
                }
            }
        #else
        content
        #endif
    }
}

#if os(macOS)
/// Binds SwiftUI's focus of a tip to the view's focused tip.
private struct FocusBinding<Tip: Hashable>: ViewModifier {
    let name: Tip
    let focus: Binding<Tip?>
    @FocusState private var isFocused: Bool

    func body(content: Content) -> some View {
        content
            .focused($isFocused)
            .onChange(of: isFocused) { focused in
                if focused { focus.wrappedValue = name } else if focus.wrappedValue == name { focus.wrappedValue = nil }
            }
    }
}
#endif

#if os(iOS) || os(visionOS)
/// Keyboard shortcuts for a selected arrow on iOS: Tab and Shift-Tab walk the tips, the arrow
/// keys move the focused one, Shift with an arrow key the large step. Invisible buttons, since
/// SwiftUI's key handlers for any view (`onKeyPress`) need iOS 17; present only while an arrow
/// is selected, so they take no keys from the rest of the app otherwise.
struct ArrowKeyShortcuts: View {
    let focusNext: () -> Void
    let focusPrevious: () -> Void
    let move: (ArrowMoveDirection, Bool) -> Void
    /// Escape: ends the selection, giving Tab and the arrow keys back to the app.
    var deselect: () -> Void = {}

    private var keys: [(ArrowMoveDirection, KeyEquivalent)] {
        [(.left, .leftArrow), (.right, .rightArrow), (.up, .upArrow), (.down, .downArrow)]
    }

    var body: some View {
        ZStack {
            Button("", action: focusNext).keyboardShortcut(.tab, modifiers: [])
            Button("", action: focusPrevious).keyboardShortcut(.tab, modifiers: .shift)
            Button("", action: deselect).keyboardShortcut(.escape, modifiers: [])
            ForEach(keys, id: \.0) { direction, key in
                Button("") { move(direction, false) }.keyboardShortcut(key, modifiers: [])
                Button("") { move(direction, true) }.keyboardShortcut(key, modifiers: .shift)
            }
        }
        .opacity(0)
        .frame(width: 0, height: 0)
        .accessibilityHidden(true)
    }
}
#endif
#endif
