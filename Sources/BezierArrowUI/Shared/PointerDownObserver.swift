// Every pointer that comes down in a window, seen without taking it: how a selected arrow learns
// of a tap elsewhere, which never reaches a view that takes touches only on its tap target.

#if canImport(UIKit) && (os(iOS) || os(visionOS))
import UIKit

/// Watches every touch that comes down in a window and reports where, in a view's coordinates.
///
/// A gesture recognizer on the window that fails as soon as a touch begins: it never recognizes,
/// so it cancels, delays and blocks nothing (scroll views, buttons and the arrow's own touches
/// go on as if it were not there), but it sees each touch first. Attached only while its owner
/// needs it (an arrow is selected).
@MainActor
final class PointerDownObserver {
    private let recognizer: TouchDownRecognizer
    private weak var view: UIView?

    /// - Parameters:
    ///   - view: the view whose coordinates the location is given in.
    ///   - handler: called with each touch-down's location in `view`.
    init(view: UIView, handler: @escaping @MainActor (CGPoint) -> Void) {
        self.view = view
        recognizer = TouchDownRecognizer()
        recognizer.onTouchDown = { [weak view] touch in
            guard let view else { return }
            handler(touch.location(in: view))
        }
    }

    /// Attaches to the view's window, or detaches: `active` while the owner is selected and in a
    /// window.
    func setActive(_ active: Bool) {
        let window = active ? view?.window : nil
        if recognizer.view !== window {
            recognizer.view?.removeGestureRecognizer(recognizer)
            window?.addGestureRecognizer(recognizer)
        }
    }
}

/// A recognizer that reports each touch-down and fails at once.
private final class TouchDownRecognizer: UIGestureRecognizer {
    var onTouchDown: (@MainActor (UITouch) -> Void)?

    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        cancelsTouchesInView = false
        delaysTouchesBegan = false
        delaysTouchesEnded = false
    }

    convenience init() { self.init(target: nil, action: nil) }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches { onTouchDown?(touch) }
        state = .failed
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}
#elseif canImport(AppKit)
import AppKit

/// Watches every mouse-down in the application and reports where, in a view's coordinates
/// (`nil` for a click in another window), without taking the event: a local event monitor,
/// installed only while its owner needs it (an arrow is selected).
@MainActor
final class PointerDownObserver {
    private weak var view: NSView?
    private let handler: @MainActor (CGPoint?) -> Void
    private var monitor: Any?

    /// - Parameters:
    ///   - view: the view whose coordinates the location is given in.
    ///   - handler: called with each mouse-down's location in `view`, `nil` in another window.
    init(view: NSView, handler: @escaping @MainActor (CGPoint?) -> Void) {
        self.view = view
        self.handler = handler
    }

    /// Installs the monitor, or removes it (the owner removes it when it leaves its window).
    func setActive(_ active: Bool) {
        if active, monitor == nil {
            monitor = NSEvent.addLocalMonitorForEvents(matching: [.leftMouseDown, .rightMouseDown, .otherMouseDown]) { [weak self] event in
                // Local monitors run on the main thread, whatever isolation the SDK declares.
                MainActor.assumeIsolated { self?.report(event) }
                return event
            }
        } else if !active, let monitor {
            NSEvent.removeMonitor(monitor)
            self.monitor = nil
        }
    }

    private func report(_ event: NSEvent) {
        guard let view else { return }
        handler(event.window === view.window ? view.convert(event.locationInWindow, from: nil) : nil)
    }
}
#endif
