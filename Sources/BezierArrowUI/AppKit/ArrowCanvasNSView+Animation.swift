// Animating an ArrowCanvasNSView's changes: undo and redo, pastes, the app's own.

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import BezierArrow

extension ArrowCanvasNSView {
    /// Animates the changes that `animations` makes to the canvas's arrows.
    ///
    /// Whatever changes the arrows in `animations` takes effect at once (hit tests,
    /// accessibility and your reads see it): ``setArrow(_:)``, ``setShape(_:id:)`` moving bound
    /// tips, an undo or redo of the canvas's `undoManager`, ``paste(templates:makeID:)``. The
    /// arrows then move from how they were drawn to how they are, 60 frames a second, on an
    /// ease-in-out curve: each frame is the arrow drawn for tips, bend and heads' size between
    /// the two (BezierArrow's `ArrowAnimationState`), so the heads stay rigid, the body never
    /// crosses itself, and the last frame is the arrow exactly. An arrow the change adds grows
    /// from its midpoint; one it removes goes at once.
    ///
    /// ```swift
    /// canvas.animate { canvas.undoManager?.undo() }
    /// canvas.animate(withDuration: 0.4) { canvas.setArrow(moved) }
    /// ```
    ///
    /// An arrow changed while it animates (a click, a key, the app) is drawn as it now is; the
    /// others go on. Another call stops this animation, unfinished, and starts from where it
    /// had reached. With the system's reduce-motion setting on, or a duration that is not
    /// positive, the change is drawn at once.
    ///
    /// - Parameters:
    ///   - duration: how long the animation runs, in seconds; 0.3 by default.
    ///   - animations: the changes to animate.
    ///   - completion: called once when the animation ends, with `true` when it ran to its end
    ///     (or the change was drawn at once) and `false` when it was ended early.
    public func animate(withDuration duration: TimeInterval = 0.3, animations: () -> Void,
                        completion: ((Bool) -> Void)? = nil) {
        core.animate(duration: duration, reduceMotion: NSWorkspace.shared.accessibilityDisplayShouldReduceMotion,
                     animations: animations, redraw: { [weak self] ids in self?.drawFrames(ids) }, completion: completion)
    }

    /// Marks some arrows for redrawing as they are drawn now: an animation's frames.
    private func drawFrames(_ ids: [ID]) {
        let marks = marks
        for id in ids { arrowNeedsDisplay(id, marks: marks) }
    }
}
#endif
