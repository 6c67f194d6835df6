/// What of an arrow an animation moves: its tips, its body's bend, and how far its style's
/// shrinking of heads applies. Read one from an arrow (``Arrow/animationState``), interpolate two
/// (``interpolated(to:fraction:)``), and set the result on the arrow that animates.
///
/// Every frame is an arrow drawn from a state, never a blend of two drawings: heads stay rigid,
/// and a frame keeps every property a still arrow keeps (its body never crosses itself, a band
/// keeps a positive area, heads are turned, never mirrored). Interpolating the drawn paths
/// instead (a layer's path animation) would squash the heads and could turn the body through
/// itself.
///
/// ```swift
/// var frame = target
/// frame.animationState = current.animationState.interpolated(to: target.animationState, fraction: t)
/// ```
///
/// ## The interpolation rule
/// The tips move in the frame of their chord (the vector from the start tip to the end tip):
/// its midpoint and its length move in proportion, and its direction turns the shorter way round,
/// at a steady rate, from one state's to the other's. When the chords point in exactly opposite
/// directions the turn is a half turn by positive angles (+x towards +y: clockwise on a screen
/// whose y grows downwards), as is a turn within `1e-12` radians of a half turn (chords opposite
/// but for rounding). A chord of length 0 has no direction: the other state's is used
/// throughout (an arrow growing from a point grows along its final direction), and between two
/// chords of length 0 the tips move together. So the tips never pass through each other on the
/// way (they meet only where a state has them together), the heads turn with the chord instead
/// of flipping, and the bend, which is measured from the chord (``ArrowBodyState/bend``), keeps
/// its side of it; the bend and the head shrinking move in proportion.
public struct ArrowAnimationState: Hashable, Sendable {
    /// The start tip.
    public let start: Point
    /// The end tip.
    public let end: Point
    /// The body's bend (``Arrow/bend``): 0 for an arrow without a style.
    public let bend: Double
    /// How far the style's shrinking of heads on a short arrow (``ArrowStyle/shrinksHeads``)
    /// applies, from 0 to 1: 1 for a style that shrinks its heads, 0 otherwise, in between
    /// during an animation from one to the other, where the heads are drawn at the blend
    /// `(1 - w) + w * k` of full size and the factor `k` the style's rule gives for the frame's
    /// tips. Between two states alike in this, every frame's heads follow the rule exactly.
    public let headShrinking: Double

    /// The state of an arrow as drawn.
    ///
    /// - Parameter arrow: the arrow.
    public init(_ arrow: Arrow) {
        self = arrow.animationState
    }

    /// A state from its values, each kept in the range an arrow takes: tips as
    /// ``Arrow/acceptedTip(_:)`` gives them (a tip not finite is the origin), a bend as
    /// ``ArrowStyle/bend`` keeps it, a head shrinking clamped to 0...1 (0 when not a number).
    package init(start: Point, end: Point, bend: Double, headShrinking: Double) {
        self.start = Arrow.acceptedTip(start) ?? .zero
        self.end = Arrow.acceptedTip(end) ?? .zero
        self.bend = ArrowBodyState.clampedBend(bend)
        self.headShrinking = headShrinking.isNaN ? 0 : min(max(headShrinking, 0), 1)
    }

    /// The state a fraction of the way from this state to another, by the rule in the type's
    /// discussion.
    ///
    /// A fraction of 0 gives this state and 1 gives `target`, exactly (an arrow given either
    /// draws as the arrow it was read from, to the last bit); fractions between move the tips,
    /// bend and head shrinking continuously. A fraction is clamped to 0...1 (a timing curve that
    /// overshoots does not extrapolate), and one that is not a number counts as 0.
    ///
    /// - Parameters:
    ///   - target: the state at fraction 1.
    ///   - fraction: how far along, from 0 to 1.
    /// - Returns: the state at that fraction.
    public func interpolated(to target: ArrowAnimationState, fraction: Double) -> ArrowAnimationState {
        let t = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        if t == 0 { return self }
        if t == 1 { return target }
        let chord = end - start, targetChord = target.end - target.start
        let length = chord.length, targetLength = targetChord.length
        let turn = Self.turn(from: chord, to: targetChord)
        let direction = (length > 0 ? chord / length : targetLength > 0 ? targetChord / targetLength : Point(1, 0))
            .rotated(by: turn * t)
        let middle = Self.lerp(start + chord * 0.5, target.start + targetChord * 0.5, t)
        let half = direction * (Self.lerp(length, targetLength, t) * 0.5)
        return ArrowAnimationState(start: middle - half, end: middle + half, bend: Self.lerp(bend, target.bend, t),
                                   headShrinking: Self.lerp(headShrinking, target.headShrinking, t))
    }

    /// The angle a chord turns to point along another, the shorter way: from −π (exclusive) to
    /// π, a half turn being +π; 0 when either has no direction.
    package static func turn(from a: Point, to b: Point) -> Double {
        guard a != .zero, b != .zero else { return 0 }
        return halfTurnPositive(atan2(a.cross(b), a.dot(b)))
    }

    /// An angle from −π to π, with one within ``halfTurnTolerance`` of a half turn either way
    /// made +π: chords opposite but for rounding (their angles' difference is π only to the
    /// last bits) turn the same way as exactly opposite ones.
    package static func halfTurnPositive(_ angle: Double) -> Double {
        abs(angle) >= Double.pi - halfTurnTolerance ? Double.pi : angle
    }

    /// How near a half turn a turn counts as one, in radians: some thousand units in the last
    /// place of π, far below anything visible.
    package static let halfTurnTolerance = 1e-12

    /// The value a fraction `t` of the way from `a` to `b`.
    package static func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }

    /// The point a fraction `t` of the way from `a` to `b`.
    static func lerp(_ a: Point, _ b: Point, _ t: Double) -> Point { a.interpolated(to: b, t) }
}
