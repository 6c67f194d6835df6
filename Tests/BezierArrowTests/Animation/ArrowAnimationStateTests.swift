import TestSupport
import Testing
@testable import BezierArrow

/// Interpolating arrows' states (``ArrowAnimationState``): exact at both ends, continuous with a
/// stated bound, turning the chord instead of passing the tips through each other, fractions
/// clamped, and the chord-frame vector SwiftUI interpolates agreeing with the function. The
/// anti-twist property of every frame is checked on the catalog's arrows
/// (`ArrowAnimationTwistTests`).
@Suite struct ArrowAnimationStateTests {
    /// A random pair of arrows of one test template that differ only in what a state holds:
    /// tips (turned round, coincident, short, anywhere), bend and head shrinking; styled, or
    /// (one case in seven) drawn as the template draws itself.
    static func pair(_ i: Int, _ rng: inout SplitMix64) -> (Arrow, Arrow) {
        let template = i % 2 == 0 ? ArrowTestTemplates.doubleArrow() : ArrowTestTemplates.spineArrow()
        let s0 = rng.point(within: 300)
        let e0 = i % 5 == 1 ? s0 : s0 + rng.point(within: i % 3 == 0 ? 20 : 300)
        let s1: Point, e1: Point
        switch i % 4 {
        case 0: (s1, e1) = (e0, s0)  // The chord turned round.
        case 1: s1 = rng.point(within: 300); e1 = s1 + (s0 - e0) * rng.uniform(0.1...3)
        case 2: s1 = rng.point(within: 300); e1 = i % 8 == 2 ? s1 : s1 + rng.point(within: 300)
        default: (s1, e1) = (rng.point(within: 300), rng.point(within: 300))
        }
        var a = Arrow(template: template, start: s0, end: e0)!
        guard i % 7 != 6 else {
            var b = a
            b.setTips(start: s1, end: e1)
            return (a, b)
        }
        let heads = ArrowStyleTests.heads
        a.style = ArrowStyle(startHead: heads[i % heads.count], endHead: heads[(i / 2) % heads.count],
                             body: ArrowBodyKind.allCases[i % ArrowBodyKind.allCases.count],
                             bend: rng.uniform(-400...400), shrinksHeads: i % 3 != 0)
        var b = a
        b.setTips(start: s1, end: e1)
        b.bend = rng.uniform(-400...400)
        var style = b.style!
        style.shrinksHeads = i % 6 < 3
        b.style = style
        return (a, b)
    }

    /// Whether two arrows draw the same, to the last bit.
    static func drawSame(_ a: Arrow, _ b: Arrow) -> Bool {
        a.outline == b.outline && a.spine == b.spine && a.outlineLabels == b.outlineLabels
            && a.spineLabels == b.spineLabels && a.bounds == b.bounds && a.handles == b.handles
    }

    /// Fractions 0 and 1 give the two arrows' drawings to the last bit, in either direction, and
    /// a state read from an arrow and given back changes nothing.
    @Test func theEndsAreTheTwoArrowsExactly() {
        var rng = SplitMix64(seed: 0xA51)
        var shrinkingSwitched = 0
        for i in 0..<200 {
            let (a, b) = Self.pair(i, &rng)
            if a.style?.shrinksHeads != b.style?.shrinksHeads { shrinkingSwitched += 1 }
            for (from, to) in [(a, b), (b, a)] {
                var first = to, last = to
                first.animationState = from.animationState.interpolated(to: to.animationState, fraction: 0)
                last.animationState = from.animationState.interpolated(to: to.animationState, fraction: 1)
                // Compared first, so that a failure prints the tips, not two arrows.
                let firstIsFrom = Self.drawSame(first, from), lastIsTo = Self.drawSame(last, to)
                #expect(firstIsFrom, "\(i): fraction 0 \(from.start) -> \(from.end)")
                #expect(lastIsTo, "\(i): fraction 1 \(to.start) -> \(to.end)")
                #expect(first.animationState == from.animationState && last.animationState == to.animationState)
            }
            var same = a
            same.animationState = a.animationState
            let sameDrawing = Self.drawSame(same, a), sameArrow = same == a
            #expect(sameDrawing && sameArrow && ArrowAnimationState(a) == a.animationState, "\(i)")
        }
        #expect(shrinkingSwitched > 50)
    }

    /// Continuity with a stated bound: over a step `δ` of the fraction a tip moves at most
    /// `δ (|Δm| + |ΔL| / 2 + max(L0, L1) |Δθ| / 2)` (the midpoint's, the half length's and the
    /// turn's shares, `Δθ` the turn, at most π), the bend at most `δ |Δbend|` and the head
    /// shrinking `δ |Δw|`, plus rounding (`1e-9` relative to the coordinates); the steps next to
    /// the ends included, so the exact ends join the rest. The bounds are tight: the largest
    /// step reaches a third of the bound at least.
    @Test func smallStepsMoveLittle() {
        var rng = SplitMix64(seed: 0xA52)
        let steps = 256
        for i in 0..<120 {
            let (a, b) = Self.pair(i, &rng)
            let from = a.animationState, to = b.animationState
            let c0 = from.end - from.start, c1 = to.end - to.start
            let dm = ((to.start + to.end) * 0.5).distance(to: (from.start + from.end) * 0.5)
            let tipBound = dm + abs(c1.length - c0.length) / 2
                + max(c0.length, c1.length) * abs(ArrowAnimationState.turn(from: c0, to: c1)) / 2
            let slack = 1e-9 * (300 + max(c0.length, c1.length))
            var previous = from, largest = 0.0
            for k in 1...steps {
                let state = from.interpolated(to: to, fraction: Double(k) / Double(steps))
                let step = max(state.start.distance(to: previous.start), state.end.distance(to: previous.end))
                largest = max(largest, step)
                #expect(step <= tipBound / Double(steps) + slack, "\(i) step \(k): \(step)")
                #expect(abs(state.bend - previous.bend) <= abs(to.bend - from.bend) / Double(steps) * (1 + 1e-12) + 1e-9)
                #expect(abs(state.headShrinking - previous.headShrinking)
                        <= abs(to.headShrinking - from.headShrinking) / Double(steps) + 1e-15)
                previous = state
            }
            #expect(largest >= tipBound / Double(steps) / 3 - slack, "\(i): the bound is not tight")
        }
    }

    /// The chord keeps a length while both ends have one (the tips never meet on the way),
    /// and turns steadily one way, the shorter, by the angle between the two chords; a half turn
    /// goes by positive angles.
    @Test func theChordTurnsInsteadOfPassingTheTipsThroughEachOther() {
        var rng = SplitMix64(seed: 0xA53)
        for i in 0..<100 {
            let s0 = rng.point(within: 300), e0 = s0 + Point(rng.uniform(1...300), 0).rotated(by: rng.uniform(-3.2...3.2))
            let exact = i % 2 == 0
            let turn = exact ? Double.pi : rng.uniform(-3.1...3.1)
            // Exactly opposite: the chord negated (a turn by π would round).
            let middle = rng.point(within: 300)
            let half = (exact ? s0 - e0 : (e0 - s0).rotated(by: turn)) * (0.5 * rng.uniform(0.2...3))
            let from = ArrowAnimationState(start: s0, end: e0, bend: 0, headShrinking: 0)
            let to = ArrowAnimationState(start: middle - half, end: middle + half, bend: 0, headShrinking: 0)
            let total = ArrowAnimationState.turn(from: e0 - s0, to: to.end - to.start)
            if exact { #expect(total == Double.pi) } else { #expect(abs(total - turn) < 1e-9) }
            // Opposite but for rounding turns the same way.
            #expect(ArrowAnimationState.turn(from: e0 - s0, to: (e0 - s0).rotated(by: Double.pi)) == Double.pi)
            var previous = e0 - s0, turned = 0.0
            for k in 1...64 {
                let state = from.interpolated(to: to, fraction: Double(k) / 64)
                let chord = state.end - state.start
                #expect(chord.length > 0.5 * min(previous.length, (to.end - to.start).length, (e0 - s0).length))
                let step = atan2(previous.cross(chord), previous.dot(chord))
                #expect(step * total >= 0 && abs(step - total / 64) < 1e-9, "\(i) step \(k): \(step)")
                turned += step
                previous = chord
            }
            #expect(abs(turned - total) < 1e-9)
        }
    }

    /// A chord of length 0 takes the other state's direction: an arrow growing from a point grows
    /// along its final direction (its tips stay on the final chord's line).
    @Test func anArrowGrowingFromAPointDoesNotTurn() {
        let from = ArrowAnimationState(start: Point(10, 10), end: Point(10, 10), bend: 0, headShrinking: 0)
        let to = ArrowAnimationState(start: Point(10, 10), end: Point(10, 110), bend: 40, headShrinking: 1)
        for k in 1..<16 {
            let state = from.interpolated(to: to, fraction: Double(k) / 16)
            #expect(abs(state.start.x - 10) < 1e-12 && abs(state.end.x - 10) < 1e-12 && state.end.y > state.start.y)
            #expect(abs(state.end.y - state.start.y - 100 * Double(k) / 16) < 1e-9)
        }
        let none = ArrowAnimationState(start: Point(50, 0), end: Point(50, 0), bend: 0, headShrinking: 0)
        let middle = none.interpolated(to: from, fraction: 0.5)
        #expect(middle.start == middle.end && middle.start == Point(30, 5))
    }

    /// Fractions are clamped to 0...1 (a spring's overshoot does not extrapolate); one that is
    /// not a number counts as 0.
    @Test func fractionsOutside0To1AreClamped() {
        var rng = SplitMix64(seed: 0xA54)
        let (a, b) = Self.pair(3, &rng)
        let from = a.animationState, to = b.animationState
        for (fraction, expected) in [(Double.nan, from), (-.infinity, from), (-0.25, from), (-0.0, from),
                                     (1.5, to), (.infinity, to), (1, to), (0, from)] {
            #expect(from.interpolated(to: to, fraction: fraction) == expected, "fraction \(fraction)")
        }
        let middle = from.interpolated(to: to, fraction: 0.5)
        #expect(middle != from && middle != to)
    }

    /// A state's values are kept in an arrow's ranges.
    @Test func statesKeepArrowsRanges() {
        let s = ArrowAnimationState(start: Point(.nan, 1), end: Point(2e12, -3e12), bend: .infinity, headShrinking: .nan)
        #expect(s.start == .zero && s.end == Point(1e12, -1e12) && s.bend == 0 && s.headShrinking == 0)
        #expect(ArrowAnimationState(start: .zero, end: .zero, bend: -1e300, headShrinking: 7).bend
                == -ArrowDeformation.coordinateLimit)
        #expect(ArrowAnimationState(start: .zero, end: .zero, bend: 0, headShrinking: 7).headShrinking == 1)
    }

    /// The chord-frame vector: `from + (to - from) * t`, SwiftUI's interpolation, is the
    /// function's state (to 1e-9 relative to the coordinates) where both chords have a length;
    /// its difference takes the angle the shorter way; `zero` adds nothing.
    @Test func theChordFrameVectorInterpolatesAsTheFunction() {
        var rng = SplitMix64(seed: 0xA55)
        for i in 0..<200 {
            let (a, b) = Self.pair(i, &rng)
            let from = a.animationState, to = b.animationState
            guard from.start != from.end, to.start != to.end else { continue }
            let v0 = ArrowAnimationState.ChordFrame(from), v1 = ArrowAnimationState.ChordFrame(to)
            let difference = v1 - v0
            #expect(abs(difference.angle) <= Double.pi)
            #expect(v0 + .zero == v0)
            for k in 0...16 {
                let t = Double(k) / 16
                var step = difference
                step.scale(by: t)
                let vector = (v0 + step).state, function = from.interpolated(to: to, fraction: t)
                let tolerance = 1e-9 * 600
                #expect(vector.start.distance(to: function.start) < tolerance && vector.end.distance(to: function.end) < tolerance,
                        "\(i) at \(t): \(vector) \(function)")
                #expect(abs(vector.bend - function.bend) < 1e-9 && abs(vector.headShrinking - function.headShrinking) < 1e-12)
            }
        }
        #expect(ArrowAnimationState.ChordFrame.wrapped(3 * Double.pi) == Double.pi)
        #expect(ArrowAnimationState.ChordFrame.wrapped(-Double.pi) == Double.pi)
        #expect(abs(ArrowAnimationState.ChordFrame.wrapped(-1.5 * Double.pi) - 0.5 * Double.pi) < 1e-15)
        var negative = ArrowAnimationState.ChordFrame(midX: 5, length: -3)
        #expect(negative.state.start == Point(5, 0) && negative.state.end == Point(5, 0))
        negative.scale(by: 2)
        #expect(negative.magnitudeSquared == 100 + 36)
    }

    /// An arrow drawn as its template draws itself takes the tips only: no bend, no shrinking.
    @Test func anArrowWithoutAStyleTakesTheTips() {
        var a = Arrow(template: ArrowTestTemplates.doubleArrow(), start: .zero, end: Point(100, 0))!
        a.animationState = ArrowAnimationState(start: Point(5, 5), end: Point(50, 80), bend: 30, headShrinking: 1)
        #expect(a.start == Point(5, 5) && a.end == Point(50, 80) && a.style == nil && a.animationState.bend == 0)
        #expect(a == Arrow(template: ArrowTestTemplates.doubleArrow(), start: Point(5, 5), end: Point(50, 80))!)
    }

    /// A frame's head shrinking between the styles' holds until the tips move or the style
    /// changes; then the style's own rule draws again.
    @Test func aFramesHeadShrinkingGoesWhenTheTipsMove() {
        var a = ArrowStyleTests.arrow(start: ArrowStyleTests.dot, from: .zero, to: Point(10, 0))
        let still = a
        a.animationState = ArrowAnimationState(start: .zero, end: Point(10, 0), bend: 0, headShrinking: 0.5)
        let blended = !Self.drawSame(a, still)
        #expect(a.animationState.headShrinking == 0.5 && blended)
        a.setTips(start: .zero, end: Point(10, 0))
        let restored = Self.drawSame(a, still)
        #expect(a.animationState.headShrinking == 0 && restored)
    }
}
