extension Arrow {
    /// What an animation moves of the arrow (see ``ArrowAnimationState``): its tips, its bend and
    /// how far its style's shrinking of heads applies.
    ///
    /// Setting a state moves the tips (as ``setTips(start:end:)``: a self-loop's centre line a
    /// scene gave the body goes), sets the bend of an arrow with a style (an arrow without one
    /// ignores the bend and the head shrinking, which only a style draws), and draws the heads
    /// with that head shrinking until the tips move again or the style changes; with one redraw
    /// of the paths for the tips and the head shrinking. The rest of the arrow stays: its
    /// template, heads, body kind, corner radius and label. So an arrow given the state of
    /// another that differs from it only in what a state holds draws as that arrow, to the last
    /// bit; an animation's frames are the target arrow given the interpolated states:
    ///
    /// ```swift
    /// var frame = target
    /// frame.animationState = current.animationState.interpolated(to: target.animationState, fraction: t)
    /// ```
    ///
    /// - Complexity: as ``setTips(start:end:)``, plus a style's when the bend changes.
    public var animationState: ArrowAnimationState {
        get {
            let shrinking = drawing.headsAndBody.map { box in
                box.state.drawing.headShrinking ?? (box.state.drawing.style.shrinksHeads ? 1 : 0)
            } ?? 0
            return ArrowAnimationState(start: storedStart, end: storedEnd, bend: bend, headShrinking: shrinking)
        }
        set {
            guard var style else { return setTips(start: newValue.start, end: newValue.end) }
            if style.bend != newValue.bend {
                style.bend = newValue.bend
                self.style = style
            }
            storedStart = newValue.start
            storedEnd = newValue.end
            guard let box = takeUniqueHeadsAndBody() else { return rebuild(centerLine: .dropped) }
            box.state.drawing.change(.dropped)
            // Kept only while it differs from the style's own, so that a state read from an
            // arrow gives back that arrow.
            let own: Double = style.shrinksHeads ? 1 : 0
            box.state.drawing.headShrinking = newValue.headShrinking == own ? nil : newValue.headShrinking
            drawing = .headsAndBody(box)
            rebuild(centerLine: .kept)
        }
    }
}
