// How UIKit and AppKit views animate an arrow from one state to another: a frame each screen
// refresh, drawn from the interpolated state.

#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import BezierArrow
import QuartzCore
#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif

/// One running animation of a view's arrow: from the arrow as shown to a target arrow, each frame
/// the target given the state interpolated at the timing curve's fraction
/// (`ArrowAnimationState.interpolated(to:fraction:)`), so heads stay rigid and the body never
/// crosses itself, and the last frame is the target to the bit.
///
/// Driven by a `CADisplayLink` on iOS and visionOS (a frame each screen refresh) and by a timer at
/// 60 frames a second on macOS (`NSView.displayLink` needs macOS 14; `CVDisplayLink` calls back off
/// the main thread). The view keeps its target as its model throughout (hit tests, accessibility
/// and the app read it), and draws ``frame`` while the animation runs.
@MainActor
final class ArrowAnimator {
    /// The arrow the animation ends at: the view's model when it began.
    let target: Arrow
    /// What the view draws now.
    private(set) var frame: Arrow
    private let from: ArrowAnimationState, to: ArrowAnimationState
    private let duration: Double
    private let curve: TimingCurve
    private var completion: ((Bool) -> Void)?
    private let redraw: () -> Void
    private let began: Double
    /// Whether the animation has ended (its completion called).
    private(set) var isStopped = false
    private let driver = AnimationDriver()

    /// Starts an animation.
    ///
    /// - Parameters:
    ///   - shown: the arrow as the view shows it now (a running animation's frame, or the model).
    ///   - target: the arrow to end at.
    ///   - duration: seconds; the first frame is shown at the next screen refresh.
    ///   - curve: the timing curve.
    ///   - redraw: draws ``frame``, at each frame.
    ///   - completion: called once, with `true` when the animation ran to its end, `false` when
    ///     it was stopped.
    init(from shown: Arrow, to target: Arrow, duration: Double, curve: TimingCurve,
         redraw: @escaping () -> Void, completion: ((Bool) -> Void)?) {
        self.target = target
        frame = target
        from = shown.animationState
        to = target.animationState
        self.duration = duration
        self.curve = curve
        self.redraw = redraw
        self.completion = completion
        began = CACurrentMediaTime()
        frame.animationState = from
        // Weakly: an animator the view let go of stops its driver at the next frame.
        driver.start { [weak self] now in
            guard let self else { return false }
            self.tick(now)
            return true
        }
    }

    /// Draws the frame for a time (seconds on `CACurrentMediaTime`'s clock); at or past the end,
    /// the target, and finishes.
    private func tick(_ now: Double) {
        let elapsed = duration > 0 ? (now - began) / duration : 1
        frame.animationState = from.interpolated(to: to, fraction: curve.progress(at: elapsed))
        redraw()
        if elapsed >= 1 { stop(finished: true) }
    }

    /// Stops the animation, calling its completion (once).
    func stop(finished: Bool) {
        isStopped = true
        driver.stop()
        let completion = completion
        self.completion = nil
        completion?(finished)
    }
}
#endif
