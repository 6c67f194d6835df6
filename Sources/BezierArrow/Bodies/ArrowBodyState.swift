/// What an arrow's body handles set (``Arrow/handles``): the one place a body kind's
/// handle-driven state lives, so that a kind with state of its own adds it here, beside the
/// kind, and not to ``ArrowStyle``, which holds it as ``ArrowStyle/bodyState``.
///
/// Today that is one number, the ``bend`` an arc's or elbow's handle sets; a kind that ignores a
/// value keeps it, so a body changed back to an arc bends as before.
public struct ArrowBodyState: Hashable, Sendable {
    /// The bend: for ``ArrowBodyKind/arc``, the signed distance of the body's midpoint from the
    /// chord between the tips; for ``ArrowBodyKind/elbow``, how far the middle segment sits from
    /// halfway between the tips. Ignored by the other bodies. Finite, within
    /// ``ArrowDeformation/coordinateLimit``: as in the initialiser, a value set that is not
    /// finite counts as 0, a finite one is clamped.
    public var bend: Double {
        didSet { bend = ArrowBodyState.clampedBend(bend) }
    }

    /// Creates a body state.
    ///
    /// - Parameter bend: The bend (see ``bend``); 0 by default. A value that is not finite counts
    ///   as 0; a finite one is clamped to ``ArrowDeformation/coordinateLimit``.
    public init(bend: Double = 0) {
        self.bend = ArrowBodyState.clampedBend(bend)
    }

    /// A bend the drawing can use: finite and within the coordinate limit.
    static func clampedBend(_ b: Double) -> Double {
        guard b.isFinite else { return 0 }
        let lim = ArrowDeformation.coordinateLimit
        return min(max(b, -lim), lim)
    }
}
