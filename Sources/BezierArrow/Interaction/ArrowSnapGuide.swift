/// What a dragged tip snapped to, for a view to draw as a guide: the ray from the other tip at
/// an angle step, or the point it was put on (a shape's centre or edge midpoint, another arrow's
/// tip).
package struct ArrowSnapGuide<ID: Hashable & Sendable>: Hashable, Sendable {
    /// What the tip snapped to.
    package enum Kind: Hashable, Sendable {
        /// A ray from `origin` (the other tip, or what a bound other tip aims at) at `degrees`, a
        /// multiple of the angle step in `-180...180`, measured from the scene's x axis towards
        /// its y axis (clockwise on a screen, whose y axis points down).
        case angle(origin: Point, degrees: Double)
        /// A shape's point at a normalized anchor: `(0.5, 0.5)` its centre, `(0.5, 0)`,
        /// `(1, 0.5)`, `(0.5, 1)` and `(0, 0.5)` the midpoints of its local rect's sides.
        case shape(ID, anchor: Point)
        /// Another arrow's tip.
        case tip(ArrowSceneTip<ID>)
    }

    /// The dragged tip.
    package var tip: ArrowSceneTip<ID>
    /// What it snapped to.
    package var kind: Kind
    /// Where it was put.
    package var point: Point
}
