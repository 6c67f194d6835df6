// Animating an ArrowControl's arrow from one state to another.

#if canImport(UIKit) && (os(iOS) || os(visionOS))
import BezierArrow
import UIKit

extension ArrowControl: ArrowAnimating {
    /// The controller's arrow: what an animation ends at.
    var modelArrow: Arrow { interaction.arrow }

    /// Redraws the layers with the arrow to draw.
    func redrawArrow() { updateLayers() }

    /// Animates the changes that `animations` makes to the arrow's tips, bend and heads' size.
    ///
    /// Set ``start``, ``end`` or ``style`` in `animations`: they take their new values at once
    /// (the tap target, accessibility and your reads see them), and the layers move from the
    /// arrow as shown to the new one, a frame each screen refresh (`CADisplayLink`), on an
    /// ease-in-out curve. Each frame is the new arrow drawn for tips, bend and heads' size
    /// between the two (BezierArrow's `ArrowAnimationState`): the heads stay rigid, the body
    /// never crosses itself, the tips turn with their chord rather than pass through each other,
    /// and the last frame is the new arrow exactly. What a state does not hold (the template,
    /// the heads, the body's kind, the label) changes at the start.
    ///
    /// ```swift
    /// arrow.animate(withDuration: 0.4) {
    ///     arrow.end = CGPoint(x: 300, y: 80)
    ///     arrow.style?.bend = 60
    /// }
    /// ```
    ///
    /// A change to the arrow while it runs (a drag, a key, a property set) ends the animation,
    /// unfinished, and the arrow is drawn as it now is; so does another call, whose animation
    /// starts where this one had reached. With the system's reduce-motion setting on, or a
    /// duration that is not positive, the change is drawn at once.
    ///
    /// - Parameters:
    ///   - duration: how long the animation runs, in seconds; 0.3 by default.
    ///   - animations: the changes to animate.
    ///   - completion: called once when the animation ends, with `true` when it ran to its end
    ///     (or the change was drawn at once) and `false` when it was ended early.
    public func animate(withDuration duration: TimeInterval = 0.3, animations: () -> Void,
                        completion: ((Bool) -> Void)? = nil) {
        animateArrow(duration: duration, reduceMotion: UIAccessibility.isReduceMotionEnabled,
                     animations: animations, completion: completion)
    }
}
#endif
