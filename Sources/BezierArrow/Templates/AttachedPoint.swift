/// A template point and how it moves: its ``ArrowDeformation`` weight.
package struct AttachedPoint: Hashable, Sendable {
    /// The point at rest, in template coordinates.
    package var rest: Point
    /// 0: rigid with the start head; 1: rigid with the end head; between: a body point blending
    /// both heads' motions by its position along the rest tip-to-tip axis.
    package var weight: Double

    /// Creates an attached point.
    package init(rest: Point, weight: Double) {
        self.rest = rest
        self.weight = weight
    }
}
