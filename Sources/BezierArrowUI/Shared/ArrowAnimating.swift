// What a UIKit or AppKit view of one arrow does to animate it: the shared half of
// ArrowControl's and ArrowNSView's `animate(withDuration:animations:completion:)`.

#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import BezierArrow

/// A view that draws one arrow and animates it with an ``ArrowAnimator``.
@MainActor
protocol ArrowAnimating: AnyObject {
    /// The running animation, or `nil`.
    var animator: ArrowAnimator? { get set }
    /// The arrow the view holds (its controller's): an animation's target.
    var modelArrow: Arrow { get }
    /// Draws ``arrowToDraw()`` again.
    func redrawArrow()
}

extension ArrowAnimating {
    /// What the view draws: a running animation's frame, or the model. A change to the model
    /// during an animation (a drag, a key, a property set) ends the animation, unfinished.
    func arrowToDraw() -> Arrow {
        guard let running = animator else { return modelArrow }
        if running.target == modelArrow { return running.frame }
        animator = nil
        running.stop(finished: false)
        return modelArrow
    }

    /// Makes the changes, then animates the arrow from what the view showed to the arrow they
    /// made, on an ease-in-out curve; at once (completion called on the next turn of the run
    /// loop) when the duration is not positive, the system asks for reduced motion, or nothing
    /// an animation moves changed. A running animation stops first, unfinished, and the new
    /// one starts from its frame.
    func animateArrow(duration: Double, reduceMotion: Bool, animations: () -> Void, completion: ((Bool) -> Void)?) {
        let shown = arrowToDraw()
        if let running = animator {
            animator = nil
            running.stop(finished: false)
        }
        animations()
        let target = modelArrow
        guard duration > 0, duration.isFinite, !reduceMotion, shown.animationState != target.animationState else {
            redrawArrow()
            if let completion { Task { @MainActor in completion(true) } }
            return
        }
        animator = ArrowAnimator(from: shown, to: target, duration: duration, curve: .easeInOut,
                                 redraw: { [weak self] in self?.redrawArrow() },
                                 completion: { [weak self] finished in
                                     // Only the running animation finishes by itself; others were let go first.
                                     if let self, self.animator?.isStopped == true { self.animator = nil }
                                     completion?(finished)
                                 })
        redrawArrow()
    }
}
#endif
