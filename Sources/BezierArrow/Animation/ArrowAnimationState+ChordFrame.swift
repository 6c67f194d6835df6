extension ArrowAnimationState {
    /// A state as a vector in the frame of its chord, for animation systems that interpolate
    /// vectors themselves (SwiftUI's `VectorArithmetic`: `from + (to - from) * progress`): the
    /// chord's midpoint, length and direction angle, the bend and the head shrinking.
    ///
    /// Differences take the angle the shorter way round (from −π exclusive to π), so such a
    /// system follows the rule of ``ArrowAnimationState/interpolated(to:fraction:)``: the
    /// midpoint, length, bend and head shrinking in proportion, the chord turning the shorter
    /// way. One case differs: a chord of length 0 has the angle 0 here (a vector knows no other
    /// state to borrow a direction from), so an arrow growing from a point also turns from +x.
    package struct ChordFrame: Hashable, Sendable {
        /// The chord's midpoint.
        package var midX = 0.0, midY = 0.0
        /// The chord's length.
        package var length = 0.0
        /// The chord's direction in radians (+x towards +y); 0 for a chord of length 0.
        package var angle = 0.0
        /// The bend.
        package var bend = 0.0
        /// The head shrinking.
        package var headShrinking = 0.0

        /// The zero vector.
        package static let zero = ChordFrame()

        /// The vector of a state.
        package init(_ state: ArrowAnimationState) {
            let chord = state.end - state.start, middle = state.start + chord * 0.5
            (midX, midY) = (middle.x, middle.y)
            length = chord.length
            angle = chord == .zero ? 0 : atan2(chord.y, chord.x)
            bend = state.bend
            headShrinking = state.headShrinking
        }

        /// A vector from its components.
        package init(midX: Double = 0, midY: Double = 0, length: Double = 0, angle: Double = 0, bend: Double = 0,
                     headShrinking: Double = 0) {
            (self.midX, self.midY, self.length, self.angle) = (midX, midY, length, angle)
            (self.bend, self.headShrinking) = (bend, headShrinking)
        }

        /// The state this vector stands for: a negative length (a spring overshooting past a
        /// point) counts as 0, and the values are kept in range as
        /// ``ArrowAnimationState`` keeps them (a component not finite gives a tip at the origin).
        package var state: ArrowAnimationState {
            let middle = Point(midX, midY)
            let half = Point(cos(angle), sin(angle)) * (max(length, 0) * 0.5)
            return ArrowAnimationState(start: middle - half, end: middle + half, bend: bend, headShrinking: headShrinking)
        }

        /// The componentwise sum.
        package static func + (a: ChordFrame, b: ChordFrame) -> ChordFrame {
            ChordFrame(midX: a.midX + b.midX, midY: a.midY + b.midY, length: a.length + b.length, angle: a.angle + b.angle,
                       bend: a.bend + b.bend, headShrinking: a.headShrinking + b.headShrinking)
        }

        /// The componentwise difference, the angle's taken the shorter way round (see the type).
        package static func - (a: ChordFrame, b: ChordFrame) -> ChordFrame {
            ChordFrame(midX: a.midX - b.midX, midY: a.midY - b.midY, length: a.length - b.length,
                       angle: wrapped(a.angle - b.angle), bend: a.bend - b.bend,
                       headShrinking: a.headShrinking - b.headShrinking)
        }

        /// The vector scaled by a factor.
        package mutating func scale(by factor: Double) {
            midX *= factor
            midY *= factor
            length *= factor
            angle *= factor
            bend *= factor
            headShrinking *= factor
        }

        /// The sum of the components' squares.
        package var magnitudeSquared: Double {
            midX * midX + midY * midY + length * length + angle * angle + bend * bend + headShrinking * headShrinking
        }

        /// An angle brought into −π (exclusive) to π, as ``ArrowAnimationState/turn(from:to:)``
        /// gives a turn (one within a hair of a half turn is +π); not finite stays not finite.
        static func wrapped(_ angle: Double) -> Double {
            guard angle.isFinite else { return angle }
            let turn = 2 * Double.pi
            var a = angle - turn * (angle / turn).rounded()
            if a < -Double.pi { a += turn }
            if a > Double.pi { a -= turn }
            return ArrowAnimationState.halfTurnPositive(a)
        }
    }
}
