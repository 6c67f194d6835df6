/// Where a connected arrow's tips go (``ConnectorSolver/solve(start:end:body:)``), and for a
/// self-loop the centre line its body follows between them.
package struct Connection: Equatable, Sendable {
    /// The start tip.
    package var start: Point
    /// The end tip.
    package var end: Point
    /// For a loop (both ends bound to one shape, or one end's aim inside the other's target):
    /// the loop's centre line from the start tip to the end tip, which the arrow's own body kind
    /// cannot draw; empty otherwise, when the body's own route between the tips is the one.
    package var loop: [CubicSegment]

    /// Whether the arrow loops out of a shape and back (``loop`` is its centre line).
    package var isLoop: Bool { !loop.isEmpty }

    /// A connection.
    package init(start: Point, end: Point, loop: [CubicSegment] = []) {
        self.start = start
        self.end = end
        self.loop = loop
    }
}
