/// A styled arrow's two heads as tap targets: each head's ``PreparedPath``, prepared once in
/// head coordinates when the head is made (``ArrowHead``), placed at its tip by a turn, a
/// uniform scale and a move.
///
/// Heads are rigid, so a drag update only places them, and the arrow's own prepared path holds
/// the body alone (with the bridges that join it to the heads). A query takes the point into
/// each head's coordinates (a few multiply-adds; distances there are the arrow's divided by the
/// head's scale) and asks the head's prepared path. The parts compose as the whole drawn path
/// would answer:
/// - **fill**: winding numbers add up (every subpath is implicitly closed, so a path's winding
///   number is the sum of its subpaths'; a turn and a positive scale keep a path's orientation),
///   and the fill rule is applied to the sum;
/// - **reach**: a point is within the reach of the whole when it is within that of a part;
/// - **nearest point**: the nearest of the parts' nearest points, each taken back to the arrow's
///   coordinates; every point of a head's target belongs to that head.
struct PlacedHeadTargets: Sendable {
    /// The two heads' prepared paths, in head coordinates, behind one reference: a scene reads
    /// the targets out of its array of arrows, and a copy then costs one retain. The queries are
    /// its methods, so that the paths are read in place, never copied out of it.
    final class Paths: Sendable {
        let start: PreparedPath, end: PreparedPath

        init(start: PreparedPath, end: PreparedPath) {
            self.start = start
            self.end = end
        }

        /// The sum of the heads' winding numbers around `p` (a finite point).
        func windingNumber(at p: Point, _ t: PlacedHeadTargets) -> Int {
            var w = 0
            if t.start.bounds.contains(p) { w += start.winding(at: t.start.local(p)) }
            if t.end.bounds.contains(p) { w += end.winding(at: t.end.local(p)) }
            return w
        }

        /// Whether a head's stroked segments come within `sqrt(r2)` of `p`.
        func isWithin(_ r2: Double, of p: Point, _ t: PlacedHeadTargets) -> Bool {
            t.start.bounds.distanceSquared(to: p) <= r2
                && start.isWithin(r2 * t.start.inverseScaleSquared, of: t.start.local(p))
                || t.end.bounds.distanceSquared(to: p) <= r2
                && end.isWithin(r2 * t.end.inverseScaleSquared, of: t.end.local(p))
        }

        /// Runs a search over both heads, the start head first (see
        /// ``NearestSearch/run(_:placed:part:winsTies:)``).
        func search(_ search: inout NearestSearch, _ t: PlacedHeadTargets, winsTies: Bool) {
            search.run(start, placed: t.start, part: .startHead, winsTies: winsTies)
            // The start head wins a tie with the end head, as it comes first in the drawing.
            search.run(end, placed: t.end, part: .endHead, winsTies: winsTies && search.label != .startHead)
        }
    }

    /// The paths of no heads.
    static let nothing = Paths(start: PreparedPath(), end: PreparedPath())

    /// The heads' prepared paths.
    var paths = PlacedHeadTargets.nothing
    /// Where each head is placed.
    var start = HeadPlacement.nowhere, end = HeadPlacement.nowhere
    /// Whether the heads are placed: else the arrow's prepared path holds its whole drawing,
    /// and a query asks nothing here. (Not an optional: a query borrows the targets where the
    /// arrow holds them, which unwrapping an optional would copy.)
    var isPlaced = false

    /// The sum of the heads' winding numbers around `p` (a finite point).
    func windingNumber(at p: Point) -> Int { paths.windingNumber(at: p, self) }

    /// Whether a head's bounds come within `sqrt(r2)` of `p`.
    @inline(__always)
    func boundsReach(_ p: Point, within r2: Double) -> Bool {
        start.bounds.distanceSquared(to: p) <= r2 || end.bounds.distanceSquared(to: p) <= r2
    }

    /// Whether a head's stroked segments come within `sqrt(r2)` of `p`.
    func isWithin(_ r2: Double, of p: Point) -> Bool { paths.isWithin(r2, of: p, self) }
}
