extension ArrowHead {
    /// A head's tap targets, prepared once when the head is made, in head coordinates and at the
    /// head's own size: a styled arrow places them at its tips on every drag update (see
    /// ``PlacedHeadTargets``) instead of preparing the placed heads' curves again. A head drawn
    /// larger on a thick body (``scale(forBodyWidth:)``) or shrunk on a short arrow is the same
    /// shape scaled about its tip, so its target is this one placed with that scale.
    final class TapTargets: Sendable {
        /// The outline filled and stroked and the spine stroked: the head as an arrow with a
        /// stroke draws it.
        let drawn: PreparedPath
        /// The filled outline alone (``ArrowHead/filledOutline``): the head as an arrow without a
        /// stroke draws it (see ``ArrowHead/isFilled(on:)``).
        let filled: PreparedPath

        init(outline: BezierPath, spine: BezierPath, filledOutline: BezierPath) {
            var drawn = PreparedPath()
            drawn.update(outline: outline, [], spine: spine, [], fillRule: .nonZero)
            self.drawn = drawn
            if spine.isEmpty {
                // The filled outline is the outline itself.
                filled = drawn
            } else {
                var filled = PreparedPath()
                filled.update(outline: filledOutline, [], spine: BezierPath(), [], fillRule: .nonZero)
                self.filled = filled
            }
        }

        /// The target of the head as a template draws it.
        func target(filled isFilled: Bool) -> PreparedPath { isFilled ? filled : drawn }
    }

    /// Whether a template draws the head as its ``filledOutline`` (its spine stroked and
    /// filled), rather than its outline filled and its spine stroked: on a template without a
    /// stroke (a filled arrow), for a head whose spine has a width to be stroked at.
    func isFilled(on template: borrowing ArrowTemplate) -> Bool {
        template.lineWidth == 0 && lineWidth > 0
    }
}
