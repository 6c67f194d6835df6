/// What ties one tip of an arrow to a ``SceneShape``, its **target**: where on the target the
/// tip aims, and whether it stops at the target's edge or sits on the point itself.
///
/// The **anchor** is normalized in the target's own coordinates: `x` and `y` in `0...1` across
/// its ``SceneShape/localRect`` (`(0.5, 0.5)` the centre, `(1, 0.5)` the middle of the right
/// side), so a binding survives moving, resizing and rotating its target. Which target a tip is
/// bound to is the scene's business: a binding holds no identity.
///
/// In ``Mode/edge(gap:)`` mode the tip is found by following the arrow's **approach** (its centre
/// line from the other end's aim point to this anchor) to where it first enters the target's
/// outline, then stepping back `gap` along it: an arrow between two boxes stops at their sides
/// and stays there when a box moves. In ``Mode/pinned`` mode the tip is the anchor's point.
///
/// Every value a binding holds is finite: an anchor is clamped to `0...1` (so a tip never aims
/// beyond its target's local rect), and a NaN or infinite anchor, or a gap that is not a finite
/// number in `0...1e12`, is refused with a ``ConnectorError`` naming it.
public struct ArrowBinding: Hashable, Sendable {
    /// How a bound tip is placed on its target.
    public enum Mode: Hashable, Sendable {
        /// The tip stops where the approach first enters the target's outline, `gap` back along
        /// the approach (outside the outline), so that a head drawn at the tip touches the edge.
        case edge(gap: Double)
        /// The tip sits on the anchor: a port on the shape, or a point inside it.
        case pinned
    }

    /// The normalized point of the target the tip aims at, each coordinate in `0...1`.
    public let anchor: Point
    /// How the tip is placed: at the edge, a gap outside it, or on the anchor.
    public let mode: Mode

    /// Creates a binding.
    ///
    /// - Parameters:
    ///   - anchor: The normalized point on the target, clamped to `0...1` on each axis.
    ///   - mode: How the tip is placed; by default at the edge with no gap.
    /// - Throws: ``ConnectorError/anchorNotFinite(_:)`` for a NaN or infinite coordinate;
    ///   ``ConnectorError/gapNotValid(_:)`` for a gap that is NaN, infinite, negative or beyond
    ///   ``ArrowDeformation/coordinateLimit``.
    public init(anchor: Point, mode: Mode = .edge(gap: 0)) throws(ConnectorError) {
        guard anchor.isFinite else { throw .anchorNotFinite(anchor) }
        if case .edge(let gap) = mode {
            guard gap.isFinite, gap >= 0, gap <= ArrowDeformation.coordinateLimit else { throw .gapNotValid(gap) }
        }
        self.anchor = Point(min(max(anchor.x, 0), 1), min(max(anchor.y, 0), 1))
        self.mode = mode
    }

    /// The gap in edge mode; 0 when pinned.
    var gap: Double {
        if case .edge(let g) = mode { return g }
        return 0
    }

    /// Whether the tip stops at the target's edge.
    var isEdge: Bool {
        if case .edge = mode { return true }
        return false
    }
}
