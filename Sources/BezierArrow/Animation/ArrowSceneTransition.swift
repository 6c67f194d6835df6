/// An animation of a scene's arrows from how a view showed them to how the scene holds them
/// now: what the canvases draw while an animated change (an undo or redo, a paste, the app's
/// change of an arrow) plays.
///
/// Each arrow in both whose ``ArrowAnimationState`` differs has a track: its frames are the
/// arrow as the scene holds it given the state interpolated between the two
/// (``ArrowAnimationState/interpolated(to:fraction:)``), so heads stay rigid and the body never
/// passes through itself, and the last frame is the arrow to the bit. An arrow the change added
/// grows from the midpoint of its chord along its final direction; an arrow it removed, or one
/// that did not move, has no track.
package struct ArrowSceneTransition<ID: Hashable>: Sendable where ID: Sendable {
    /// One arrow's animation.
    package struct Track: Sendable {
        /// The arrow's id.
        package let id: ID
        /// The arrow as the scene holds it: the last frame.
        package let target: Arrow
        /// The state the first frame shows.
        package let from: ArrowAnimationState
        /// The target's state.
        package let to: ArrowAnimationState

        /// The arrow a fraction of the way: the target given the interpolated state (the
        /// target itself at 1 and beyond).
        ///
        /// - Parameter fraction: how far, 0 to 1 (the timing curve's progress).
        package func frame(at fraction: Double) -> Arrow {
            guard fraction < 1 else { return target }
            var frame = target
            frame.animationState = from.interpolated(to: to, fraction: max(fraction, 0))
            return frame
        }
    }

    /// The arrows that move, in the scene's drawing order.
    package let tracks: [Track]

    /// The transition from the arrows as shown to a scene.
    ///
    /// - Parameters:
    ///   - shown: each arrow as the view showed it before the change (a running animation's
    ///     frame, or the model).
    ///   - scene: the scene after the change.
    /// - Complexity: O(arrows).
    package init(from shown: [ID: Arrow], to scene: ArrowScene<ID>) {
        var tracks: [Track] = []
        scene.forEachInDrawingOrder { id, item in
            let target = item.arrow, to = target.animationState
            let from: ArrowAnimationState
            if let before = shown[id] {
                from = before.animationState
            } else {
                // Added: a chord of length 0 at the final chord's midpoint, which grows along
                // the final direction (ArrowAnimationState's rule).
                let middle = (to.start + to.end) * 0.5
                from = ArrowAnimationState(start: middle, end: middle, bend: to.bend, headShrinking: to.headShrinking)
            }
            if from != to { tracks.append(Track(id: id, target: target, from: from, to: to)) }
        }
        self.tracks = tracks
    }

    /// Whether nothing moves.
    package var isEmpty: Bool { tracks.isEmpty }
}
