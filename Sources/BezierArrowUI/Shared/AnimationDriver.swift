// What drives the UIKit and AppKit views' animations: a call each frame on the main thread.

#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import QuartzCore
#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif

/// What calls an animator (`ArrowAnimator`, `CanvasAnimator`) each frame on the main thread,
/// with the time: a `CADisplayLink` on iOS and visionOS, a 60 Hz timer on macOS.
@MainActor
final class AnimationDriver {
    #if canImport(UIKit)
    private var link: CADisplayLink?
    #else
    private var timer: Timer?
    #endif

    /// Calls `tick` each frame until ``stop()``, or until it returns `false`.
    func start(_ tick: @escaping @MainActor @Sendable (Double) -> Bool) {
        #if canImport(UIKit)
        let target = LinkTarget(tick)
        let link = CADisplayLink(target: target, selector: #selector(LinkTarget.step(_:)))
        link.add(to: .main, forMode: .common)
        self.link = link
        #else
        let timer = Timer(timeInterval: 1.0 / 60, repeats: true) { timer in
            // The main run loop calls.
            if !MainActor.assumeIsolated({ tick(CACurrentMediaTime()) }) { timer.invalidate() }
        }
        RunLoop.main.add(timer, forMode: .common)
        self.timer = timer
        #endif
    }

    /// Stops the calls.
    func stop() {
        #if canImport(UIKit)
        link?.invalidate()
        link = nil
        #else
        timer?.invalidate()
        timer = nil
        #endif
    }
}

#if canImport(UIKit)
/// The display link's target (which the link retains, and which holds the animator weakly
/// through its closure).
private final class LinkTarget: NSObject {
    private let tick: @MainActor @Sendable (Double) -> Bool

    init(_ tick: @escaping @MainActor @Sendable (Double) -> Bool) {
        self.tick = tick
    }

    /// A screen refresh: the display link calls on the main run loop.
    @objc func step(_ link: CADisplayLink) {
        let time = link.timestamp
        if !MainActor.assumeIsolated({ tick(time) }) { link.invalidate() }
    }
}
#endif
#endif
