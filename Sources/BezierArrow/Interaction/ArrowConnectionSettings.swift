/// How dragged tips connect to the scene's shapes and arrows, and snap while dragged: the app's
/// choices, held by ``ArrowSceneInteraction/connectionSettings``.
///
/// Distances are in view points, divided by the zoom scale (``ArrowInteractionMetrics/zoomScale``)
/// so that they keep their size on screen, as the tap targets do.
package struct ArrowConnectionSettings: Hashable, Sendable {
    /// Whether a tip released on a shape or an arrow binds to it (and the connect actions are
    /// offered). Off, dragged tips stay free; a dragged bound tip is still unbound.
    package var isBindingEnabled = true
    /// Whether a dragged tip snaps (to angle steps, shapes' centres and edge midpoints, other
    /// arrows' tips).
    package var isSnappingEnabled = true
    /// While all these keys are held, a tip binds to nothing (none: no key does it).
    package var freeModifiers: ArrowModifierKeys = .option
    /// While all these keys are held, a tip does not snap (none: no key does it). Command, as
    /// Keynote's alignment guides.
    package var snappingOffModifiers: ArrowModifierKeys = .command
    /// While all these keys are held, a tip binds pinned on the point under it rather than at
    /// the target's edge (none, the default: no key does it).
    package var pinModifiers: ArrowModifierKeys = []
    /// How long, in seconds, a pointer must rest (within ``pointerSlop``) before its tip binds
    /// pinned rather than at the edge; `nil` (or a value that is not a finite number of 0 or
    /// more): never by resting. The views pass their events' timestamps.
    package var pinDelay: Double? = 1
    /// How far, in view points, a pointer may wander and still rest (for ``pinDelay``), and how
    /// far it must go before a drag counts as moved: a tap on a bound tip leaves it bound.
    package var pointerSlop = 4.0
    /// How near, in view points, a candidate must be for the tip to snap to it.
    package var snapDistance = 8.0
    /// The angle step of the rays from the other tip a tip snaps to, in degrees; one that is not
    /// in `0 < step <= 180` turns angle snapping off.
    package var angleStep = 15.0
    /// The gap an edge binding leaves between its tip and the target's outline, in scene units
    /// (see ``ArrowBinding/Mode/edge(gap:)``; one that is not valid counts as 0).
    package var edgeGap = 0.0

    /// Creates the default settings: binding and snapping on, pinned after a rest of a second,
    /// Option to leave a tip free, Command to stop snapping, 15-degree steps, 8 points' reach.
    package init() {}

    /// A binding's mode for a tip released now.
    func mode(pinned: Bool) -> ArrowBinding.Mode {
        pinned ? .pinned : .edge(gap: edgeGap.isFinite && edgeGap >= 0 && edgeGap <= ArrowDeformation.coordinateLimit ? edgeGap : 0)
    }

    /// A length in view points in scene units at a zoom scale; one that is not a positive number
    /// is 0, one beyond `AcceptedRange.maxMagnitude` that bound.
    static func sceneLength(_ points: Double, zoomScale: Double) -> Double {
        points > 0 ? min(points, AcceptedRange.maxMagnitude) / zoomScale : 0
    }

    /// The angle step, or `nil` when angle snapping is off.
    var validAngleStep: Double? {
        angleStep > 0 && angleStep <= 180 ? angleStep : nil
    }
}
