/// Tip moves without a pointer, for the keyboard and assistive technologies: the same for an
/// arrow alone and for an arrow of a scene.
extension Arrow {
    /// The tip `tip` moved a distance in a direction on screen.
    ///
    /// - Parameters:
    ///   - tip: which tip.
    ///   - direction: where to.
    ///   - distance: how far, in arrow units.
    /// - Returns: the new tip.
    func tip(_ tip: ArrowTip, moved direction: ArrowMoveDirection, by distance: Double) -> Point {
        self.tip(tip) + direction.vector * distance
    }

    /// The tip `tip` moved along the arrow's axis: away from the other tip for a positive
    /// distance (the arrow grows), toward it for a negative one, stopping on it rather than
    /// passing it (so decrements never turn the arrow round).
    ///
    /// The axis runs from the other tip to this one; for coincident tips, the template's rest
    /// direction.
    ///
    /// - Parameters:
    ///   - tip: which tip.
    ///   - distance: how far, in arrow units; negative shortens.
    /// - Returns: the new tip.
    func tip(_ tip: ArrowTip, alongAxisBy distance: Double) -> Point {
        let other = self.tip(tip == .start ? .end : .start)
        let offset = self.tip(tip) - other
        let length = offset.length
        var axis = offset.normalized
        if length == 0 {
            let rest = template.end.tip - template.start.tip
            axis = (tip == .end ? rest : -rest).normalized
        }
        return other + axis * max(length + distance, 0)
    }
}
