/// Tip moves without a pointer, for the keyboard and assistive technologies: the same for an
/// arrow alone and for an arrow of a scene.
extension Arrow {
    /// The tip of `end` moved a distance in a direction on screen.
    ///
    /// - Parameters:
    ///   - end: which tip.
    ///   - direction: where to.
    ///   - distance: how far, in arrow units.
    /// - Returns: the new tip.
    func tip(_ end: ArrowTip, moved direction: ArrowMoveDirection, by distance: Double) -> Point {
        tip(end) + direction.vector * distance
    }

    /// The tip of `end` moved along the arrow's axis: away from the other tip for a positive
    /// distance (the arrow grows), toward it for a negative one, stopping on it rather than
    /// passing it (so decrements never turn the arrow round).
    ///
    /// The axis runs from the other tip to this one; for coincident tips, the template's rest
    /// direction.
    ///
    /// - Parameters:
    ///   - end: which tip.
    ///   - distance: how far, in arrow units; negative shortens.
    /// - Returns: the new tip.
    func tip(_ end: ArrowTip, alongAxisBy distance: Double) -> Point {
        let other = tip(end == .start ? .end : .start)
        let offset = tip(end) - other
        let length = offset.length
        var axis = offset.normalized
        if length == 0 {
            let rest = template.end.tip - template.start.tip
            axis = (end == .end ? rest : -rest).normalized
        }
        return other + axis * max(length + distance, 0)
    }
}
