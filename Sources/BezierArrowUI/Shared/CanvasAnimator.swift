// How the UIKit and AppKit canvases animate a change of their scene: every moved arrow's frame
// each screen refresh, drawn from its interpolated state.

#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import BezierArrow
import QuartzCore

/// One running animation of a canvas's arrows (an `ArrowSceneTransition`): one driver for all,
/// each frame every track's arrow at the timing curve's progress, the last frame the scene's
/// arrows to the bit. The canvas keeps the scene as its model throughout (hit tests,
/// accessibility and the app read it) and draws ``frame(of:model:)`` while the animation runs.
/// An arrow whose model changes under it (a drag, a key, the app) leaves the animation and is
/// drawn as it now is; the others go on.
@MainActor
final class CanvasAnimator<ID: Hashable & Sendable> {
    private var tracks: [ID: ArrowSceneTransition<ID>.Track] = [:]
    private let duration: Double
    private let curve: TimingCurve
    private let began: Double
    private var fraction = 0.0
    private var completion: ((Bool) -> Void)?
    /// Draws the frames of these arrows again.
    private let redraw: ([ID]) -> Void
    private let driver = AnimationDriver()
    /// Whether the animation has ended (its completion called).
    private(set) var isStopped = false

    /// Starts an animation; the first frame is drawn at the next screen refresh (the caller
    /// draws it now: ``ids``' ``frame(of:model:)``).
    ///
    /// - Parameters:
    ///   - transition: the arrows' tracks.
    ///   - duration: seconds.
    ///   - curve: the timing curve.
    ///   - redraw: draws some arrows' frames, at each frame.
    ///   - completion: called once, `true` when the animation ran to its end, `false` when it
    ///     was stopped.
    init(_ transition: ArrowSceneTransition<ID>, duration: Double, curve: TimingCurve,
         redraw: @escaping ([ID]) -> Void, completion: ((Bool) -> Void)?) {
        for track in transition.tracks { tracks[track.id] = track }
        self.duration = duration
        self.curve = curve
        self.redraw = redraw
        self.completion = completion
        began = CACurrentMediaTime()
        driver.start { [weak self] now in
            guard let self else { return false }
            self.tick(now)
            return true
        }
    }

    /// The arrows still animating.
    var ids: [ID] { Array(tracks.keys) }

    /// What to draw for an arrow: its frame while its model is still its track's target; `nil`
    /// when it has no track, or its model changed (it leaves the animation).
    func frame(of id: ID, model: Arrow) -> Arrow? {
        guard let track = tracks[id] else { return nil }
        guard track.target == model else {
            tracks[id] = nil
            return nil
        }
        return track.frame(at: fraction)
    }

    /// The frame for a time (seconds on `CACurrentMediaTime`'s clock); at or past the end, the
    /// targets, and finishes.
    private func tick(_ now: Double) {
        let elapsed = duration > 0 ? (now - began) / duration : 1
        fraction = elapsed >= 1 ? 1 : curve.progress(at: elapsed)
        redraw(ids)
        if elapsed >= 1 { stop(finished: true) }
    }

    /// Stops the animation, calling its completion (once); the arrows are drawn as they are.
    func stop(finished: Bool) {
        isStopped = true
        driver.stop()
        let ids = ids
        tracks.removeAll()
        if !finished { redraw(ids) }
        let completion = completion
        self.completion = nil
        completion?(finished)
    }
}
#endif
