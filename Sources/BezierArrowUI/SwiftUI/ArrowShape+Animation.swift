// What SwiftUI animates of an arrow's shape: its tips, bend and heads' size, in its chord's frame.

#if canImport(SwiftUI)
import BezierArrow
import SwiftUI

extension ArrowShape {
    /// The values SwiftUI animates of an arrow: its tips, in the frame of their chord (the
    /// chord's midpoint, length and direction), its bend, and how far its style's shrinking of
    /// heads applies (BezierArrow's `ArrowAnimationState`).
    ///
    /// SwiftUI moves each value in proportion, and takes the direction's change the shorter way
    /// round: the arrow's tips turn with their chord instead of passing through each other, the
    /// bend keeps its side of the chord, and every frame is an arrow drawn for its values (rigid
    /// heads, a body that never crosses itself), as `ArrowAnimationState.interpolated(to:fraction:)`
    /// gives it. One difference: tips that start or end together have no direction here, so an
    /// arrow growing from a point turns from pointing right as it grows.
    public struct AnimatableData: VectorArithmetic, Sendable {
        /// The values, as BezierArrow computes with them.
        var frame: ArrowAnimationState.ChordFrame

        /// Nothing to add: every value 0.
        public static var zero: AnimatableData { AnimatableData(frame: .zero) }

        /// The values added one by one.
        public static func + (a: AnimatableData, b: AnimatableData) -> AnimatableData {
            AnimatableData(frame: a.frame + b.frame)
        }

        /// The values subtracted one by one, the direction's the shorter way round.
        public static func - (a: AnimatableData, b: AnimatableData) -> AnimatableData {
            AnimatableData(frame: a.frame - b.frame)
        }

        /// Scales every value.
        ///
        /// - Parameter rhs: the factor.
        public mutating func scale(by rhs: Double) {
            frame.scale(by: rhs)
        }

        /// The sum of the values' squares.
        public var magnitudeSquared: Double { frame.magnitudeSquared }
    }

    /// The tips, the bend and the heads' shrinking, for SwiftUI's animations (see
    /// ``AnimatableData``).
    public var animatableData: AnimatableData {
        get { AnimatableData(frame: ArrowAnimationState.ChordFrame(animationState)) }
        set {
            // The shape's own values (an animation's last frame) keep their tips to the bit.
            guard newValue != animatableData else { return }
            let state = newValue.frame.state
            start = CGPoint(state.start)
            end = CGPoint(state.end)
            guard let style = template.style else { return }
            bend = state.bend
            headShrinking = state.headShrinking == (style.shrinksHeads ? 1 : 0) ? nil : state.headShrinking
        }
    }

    /// The state the shape draws: its tips, its bend (the style's unless given) and the head
    /// shrinking (the style's unless an animation is under way).
    private var animationState: ArrowAnimationState {
        let style = template.style
        return ArrowAnimationState(start: Point(start), end: Point(end), bend: style.map { bend ?? $0.bend } ?? 0,
                                   headShrinking: headShrinking ?? (style?.shrinksHeads == true ? 1 : 0))
    }
}
#endif
