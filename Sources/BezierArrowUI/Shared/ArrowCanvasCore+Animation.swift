// The UIKit and AppKit canvases' animated changes: the shared half of their
// `animate(withDuration:animations:completion:)`.

#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import BezierArrow
import Foundation

extension ArrowCanvasCore {
    /// What the view draws for an arrow: a running animation's frame, or the model.
    func arrowToDraw(_ id: ID, model: Arrow) -> Arrow {
        animator?.frame(of: id, model: model) ?? model
    }

    /// An arrow as last synced, drawn as the view draws it now (a running animation's frame).
    func shownToDraw(_ id: ID) -> ShownArrow? {
        guard let shown = shown[id] else { return nil }
        return shown.drawing(arrowToDraw(id, model: shown.arrow))
    }

    /// Makes the changes, then animates every arrow they moved from what the view showed to
    /// the scene they made (`ArrowSceneTransition`: added arrows grow from their midpoints), on
    /// an ease-in-out curve; at once (completion called on the next turn of the run loop) when
    /// the duration is not positive, the system asks for reduced motion, or nothing moved. A
    /// running animation stops first, unfinished, and the new one starts from its frames.
    ///
    /// - Parameters:
    ///   - redraw: draws some arrows again (``shownToDraw(_:)``), now and at each frame.
    ///   - completion: called once when the animation ends.
    func animate(duration: Double, reduceMotion: Bool, animations: () -> Void, redraw: @escaping ([ID]) -> Void,
                 completion: ((Bool) -> Void)?) {
        var before: [ID: Arrow] = [:]
        for (id, last) in shown { before[id] = arrowToDraw(id, model: last.arrow) }
        if let running = animator {
            animator = nil
            running.stop(finished: false)
        }
        animations()
        // The app's changes through the scene are drawn and reported before the frames.
        needsRefresh?()
        let transition = ArrowSceneTransition(from: before, to: interaction.scene)
        guard duration > 0, duration.isFinite, !reduceMotion, !transition.isEmpty else {
            if let completion { Task { @MainActor in completion(true) } }
            return
        }
        let running = CanvasAnimator(transition, duration: duration, curve: .easeInOut, redraw: redraw) { [weak self] finished in
            // Only the running animation finishes by itself; others were let go first.
            if let self, self.animator?.isStopped == true { self.animator = nil }
            completion?(finished)
        }
        animator = running
        redraw(running.ids)
    }
}
#endif
