// The accessibility element of one tip, shared by ArrowView and ArrowCanvas.

#if canImport(SwiftUI)
import BezierArrow
import SwiftUI
#if os(macOS)
import AppKit
#endif

/// An invisible square on a tip that assistive technologies see as an adjustable element: its
/// label ("start tip"), its position as value, increment and decrement moving it along the arrow
/// (VoiceOver's swipe up and down), and an action for each direction. Not positioned: the
/// element is this square, so the caller places it after every accessibility modifier (placed
/// first, the element would take the whole container as its frame).
struct ArrowTipAccessibility: View {
    let name: ArrowTip
    let tip: CGPoint
    /// The square's side, in the view's coordinates.
    let side: CGFloat
    /// Moves the tip along the arrow by signed key steps.
    let adjust: (Int) -> Void
    /// Moves the tip a key step in a direction.
    let move: (ArrowMoveDirection) -> Void
    /// Further actions by name (a canvas's "Connect end to Box B").
    var customActions: [(name: String, perform: () -> Void)] = []

    var body: some View {
        // One modifier an action: iOS 15 has no builder of a list of actions.
        customActions.reduce(AnyView(element)) { view, action in
            AnyView(view.accessibilityAction(named: action.name, action.perform))
        }
    }

    private var element: some View {
        Color.clear
            .frame(width: side, height: side)
            .contentShape(Rectangle())
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

/// The accessibility elements of one arrow: the arrow itself over its own frame (as shown: bent,
/// labelled), named after its template and selectable, then its two tips
/// (``ArrowTipAccessibility``), each focusable with the keyboard on macOS. Every element gets its
/// accessibility modifiers before `.position`, so its frame is its own square or rectangle.
struct ArrowAccessibilityElements<Tip: Hashable>: View {
    /// The arrow as the view shows it, or `nil` when a tip is not finite.
    let arrow: Arrow?
    let isSelected: Bool
    let zoomScale: CGFloat
    /// The focus value of each tip, and the binding to the focused one.
    let tip: (ArrowTip) -> Tip
    let focus: Binding<Tip?>
    let select: () -> Void
    /// Moves a tip along the arrow by signed key steps.
    let adjust: (ArrowTip, Int) -> Void
    /// Moves a tip a key step in a direction, large or not.
    let move: (ArrowTip, ArrowMoveDirection, Bool) -> Void
    /// Each tip's further actions by name: a canvas's connect actions.
    var customActions: (ArrowTip) -> [(name: String, perform: () -> Void)] = { _ in [] }

    var body: some View {
        ZStack {
            if let arrow {
                let frame = CGRect(ArrowAccessibility.frame(of: arrow))
                Color.clear
                    .frame(width: frame.width, height: frame.height)
                    .allowsHitTesting(false)
                    .accessibilityElement()
                    .accessibilityLabel(ArrowAccessibility.label(for: arrow.template))
                    .accessibilityAddTraits(isSelected ? [.isSelected] : [])
                    .accessibilityAction { select() }
                    .accessibilitySortPriority(3)
                    .position(x: frame.midX, y: frame.midY)
                ForEach(ArrowTip.allCases, id: \.self) { name in
                    let square = CGRect(ArrowAccessibility.frame(of: name, on: arrow, zoomScale: Double(zoomScale)))
                    ArrowTipAccessibility(name: name, tip: CGPoint(arrow.tip(name)), side: square.width,
                                          adjust: { adjust(name, $0) }, move: { move(name, $0, false) },
                                          customActions: customActions(name))
                        .modifier(MacKeyFocus(name: tip(name), focus: focus, onMove: { move(name, $0, $1) }))
                        .accessibilitySortPriority(name == .start ? 2 : 1)
                        .position(x: square.midX, y: square.midY)
                }
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

#if os(iOS) || os(visionOS) || os(macOS)
/// Keyboard shortcuts for the keys a selected arrow's controller takes (``ArrowKey/taken(hasFocus:tipFocused:)``):
/// invisible buttons, since SwiftUI's key handlers for any view (`onKeyPress`) need iOS 17
/// and macOS 14. On macOS a canvas declares only Delete and ⌘A this way (its tips take the
/// other keys as focusable views).
/// Keyboard shortcuts are window-wide, so a view shows them only while it is selected and holds
/// ``KeyboardShortcutOwner``, and only the keys taken: the arrow keys only while a tip is
/// focused, so a scroll view keeps them otherwise.
struct ArrowKeyShortcuts: View {
    let keys: [ArrowKey]
    let handle: (ArrowKey) -> Void

    var body: some View {
        ZStack {
            ForEach(keys, id: \.self) { key in
                let (equivalent, modifiers) = Self.shortcut(for: key)
                Button("") { handle(key) }.keyboardShortcut(equivalent, modifiers: modifiers)
            }
        }
        .opacity(0)
        .frame(width: 0, height: 0)
        .accessibilityHidden(true)
    }

    static func shortcut(for key: ArrowKey) -> (KeyEquivalent, EventModifiers) {
        switch key {
        case .tab: (.tab, [])
        case .backTab: (.tab, .shift)
        case .escape: (.escape, [])
        case let .move(direction, large): (arrowKey(direction), large ? .shift : [])
        case .delete: (.delete, [])
        case .selectAll: ("a", .command)
        }
    }

    private static func arrowKey(_ direction: ArrowMoveDirection) -> KeyEquivalent {
        switch direction {
        case .left: .leftArrow
        case .right: .rightArrow
        case .up: .upArrow
        case .down: .downArrow
        }
    }
}
#endif

/// Which selected view shows its window-wide keyboard shortcuts: the last one selected, so two
/// selected views (set through their bindings) never register the same keys twice.
@MainActor
final class KeyboardShortcutOwner: ObservableObject {
    static let shared = KeyboardShortcutOwner()
    @Published private(set) var owner: ObjectIdentifier?

    /// Makes a view the owner (it was selected) or gives ownership up (deselected, gone).
    func set(_ view: ObjectIdentifier, owns: Bool) {
        if owns { if owner != view { owner = view } } else if owner == view { owner = nil }
    }
}

/// Reports every pointer that comes down in the window while present (a view puts it in its
/// background while selected), in the view's coordinates: `nil` when in another window.
struct PointerDownAnywhere: View {
    let action: (CGPoint?) -> Void

    var body: some View {
        #if (canImport(UIKit) && (os(iOS) || os(visionOS))) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
        PointerDownProbe(action: action).allowsHitTesting(false).accessibilityHidden(true)
        #else
        EmptyView()
        #endif
    }
}

#if canImport(UIKit) && (os(iOS) || os(visionOS))
private struct PointerDownProbe: UIViewRepresentable {
    let action: (CGPoint?) -> Void
    func makeUIView(context: Context) -> ProbeView { ProbeView() }
    func updateUIView(_ view: ProbeView, context: Context) { view.action = action }

    final class ProbeView: UIView {
        var action: (CGPoint?) -> Void = { _ in }
        private lazy var observer = PointerDownObserver(view: self) { [weak self] in self?.action($0) }
        override init(frame: CGRect) {
            super.init(frame: frame)
            isUserInteractionEnabled = false
        }
        required init?(coder: NSCoder) { nil }
        override func didMoveToWindow() {
            super.didMoveToWindow()
            observer.setActive(window != nil)
        }
    }
}
#elseif canImport(AppKit) && !targetEnvironment(macCatalyst)
private struct PointerDownProbe: NSViewRepresentable {
    let action: (CGPoint?) -> Void
    func makeNSView(context: Context) -> ProbeView { ProbeView() }
    func updateNSView(_ view: ProbeView, context: Context) { view.action = action }

    final class ProbeView: NSView {
        var action: (CGPoint?) -> Void = { _ in }
        private lazy var observer = PointerDownObserver(view: self) { [weak self] in self?.action($0) }
        // y down, as SwiftUI's coordinates.
        override var isFlipped: Bool { true }
        override func hitTest(_ point: NSPoint) -> NSView? { nil }
        override func viewWillMove(toWindow newWindow: NSWindow?) {
            super.viewWillMove(toWindow: newWindow)
            observer.setActive(newWindow != nil)
        }
    }
}
#endif
#endif
