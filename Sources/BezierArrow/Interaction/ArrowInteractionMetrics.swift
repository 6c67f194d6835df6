/// The on-screen sizes an interaction controller keeps constant whatever the view's zoom: the tap
/// target's width, the touch inset and the keyboard steps, all in view points.
///
/// An arrow's template gives its tap target a width (``ArrowTemplate/hitWidth``, 35 by default)
/// meant for a finger on the screen. When the view shows the arrow magnified, a width of 35 in
/// arrow units would cover 140 points at 4x and make the arrow grab touches far from it; at a
/// quarter it would shrink to under 9 points. The metrics turn every screen size into arrow units
/// by dividing by ``zoomScale``: at 4x the tap target is 35 / 4 = 8.75 units wide. The visible
/// stroke is never left out: the tap target reaches at least half the template's
/// ``ArrowTemplate/lineWidth`` (in arrow units, since the stroke is drawn magnified with it).
package struct ArrowInteractionMetrics: Hashable, Sendable {
    /// View points per arrow unit (1: the arrow is drawn at its own size; 4: magnified 4 times).
    ///
    /// Always positive and finite: a value that is not (0, a negative number, NaN) is ignored.
    package var zoomScale: Double {
        get { storedZoomScale }
        set { if newValue.isFinite && newValue > 0 { storedZoomScale = newValue } }
    }
    private var storedZoomScale = 1.0

    /// Grows (negative) or shrinks (positive) the tap target on every side, in view points, as
    /// `CGRect.insetBy` does: -10 adds 10 points of slop around the template's tap width. Beyond
    /// ±`AcceptedRange.maxMagnitude` it counts as that bound, and NaN as 0.
    package var touchInset: Double

    /// How far a key press moves a tip, in view points.
    package var keyStep: Double
    /// How far a key press with the modifier for larger moves (Shift) moves a tip, in view points.
    package var largeKeyStep: Double

    /// Creates metrics.
    ///
    /// - Parameters:
    ///   - zoomScale: view points per arrow unit; ignored (1) when not positive and finite.
    ///   - touchInset: the tap target's inset in view points (negative widens).
    ///   - keyStep: a key press's move in view points.
    ///   - largeKeyStep: a key press's move with the modifier, in view points.
    package init(zoomScale: Double = 1, touchInset: Double = 0, keyStep: Double = 1, largeKeyStep: Double = 10) {
        self.touchInset = touchInset
        self.keyStep = keyStep
        self.largeKeyStep = largeKeyStep
        self.zoomScale = zoomScale
    }

    /// How far the tap target of an arrow reaches from its outline and spine, in arrow units: half
    /// the template's hit width on screen, but never less than half its line width, less the touch
    /// inset.
    ///
    /// - Parameter template: the arrow's template.
    /// - Returns: the reach; 0 when the inset swallows it.
    @inlinable
    package func tapReach(for template: ArrowTemplate) -> Double {
        let reach = max(template.hitWidth / 2 / zoomScale, template.lineWidth / 2) - AcceptedRange.clampedInset(touchInset) / zoomScale
        return reach > 0 ? reach : 0
    }

    /// The touch inset, in arrow units, that gives an arrow's hit test (``Arrow/hitTest(_:insetBy:)``,
    /// ``ArrowSceneItem/touchInset``) the tap reach of ``tapReach(for:)``.
    ///
    /// - Parameter template: the arrow's template.
    /// - Returns: 0 at zoom 1 with no touch inset; positive (narrower) when magnified.
    @inlinable
    package func hitInset(for template: ArrowTemplate) -> Double {
        max(template.hitWidth, template.lineWidth) / 2 - tapReach(for: template)
    }

    /// A key press's move, in arrow units.
    ///
    /// - Parameter large: whether the modifier for larger moves is held.
    /// - Returns: ``keyStep`` or ``largeKeyStep`` divided by ``zoomScale``.
    @inlinable
    package func keyDistance(large: Bool) -> Double {
        (large ? largeKeyStep : keyStep) / zoomScale
    }
}
