import TestSupport
import Testing
@testable import BezierArrow

/// The canvases' animated scene changes (`ArrowSceneTransition`): a track for each arrow that
/// moved or was added, none for one that did not; the first frame the arrow as shown, the last
/// the scene's to the bit; an added arrow growing from its chord's midpoint along its final
/// direction; a reversed arrow turning its chord rather than passing its tips through each other.
@Suite struct ArrowSceneTransitionTests {
    typealias F = SceneEditFixtures

    static func scene(_ rng: inout SplitMix64) -> ArrowScene<Int> {
        var scene = ArrowScene<Int>(cellSize: 128)
        for id in 1...6 { _ = scene.append(id % 2 == 0 ? F.styledArrow(&rng) : F.plainArrow(&rng), id: id) }
        return scene
    }

    @Test func movedAndAddedArrowsHaveTracksThatEndOnTheSceneToTheBit() throws {
        var rng = SplitMix64(seed: 61)
        let scene = Self.scene(&rng)
        var shown: [Int: Arrow] = [:]
        for id in scene.ids { shown[id] = scene[id]!.arrow }
        // 2 and 3 moved, 4 bent, 5 added (not shown before), 7 removed (shown, not in the scene).
        shown[2]!.setTips(start: shown[2]!.start + Point(40, -10), end: shown[2]!.end + Point(-30, 25))
        shown[3]!.setTips(start: shown[3]!.start + Point(0, 60), end: shown[3]!.end)
        shown[4]!.bend += 30
        shown[5] = nil
        shown[7] = F.plainArrow(&rng)
        let transition = ArrowSceneTransition(from: shown, to: scene)
        #expect(transition.tracks.map(\.id) == [2, 3, 4, 5])
        for track in transition.tracks {
            let target = try #require(scene[track.id]?.arrow)
            #expect(track.frame(at: 1) == target)
            #expect(track.frame(at: 1.5) == target)
            #expect(track.frame(at: 0).animationState == track.from)
            if let before = shown[track.id] {
                // Differing from the target only in what a state holds, it is drawn as it was.
                #expect(track.frame(at: 0) == before)
                #expect(track.frame(at: -1) == before)
            }
            let middle = track.frame(at: 0.5)
            #expect(middle != target && middle.template == target.template)
        }
        #expect(ArrowSceneTransition(from: shown.filter { $0.key == 1 }, to: scene).tracks.map(\.id) == [2, 3, 4, 5, 6])
    }

    @Test func nothingMovedMeansNoTracks() {
        var rng = SplitMix64(seed: 62)
        let scene = Self.scene(&rng)
        var shown: [Int: Arrow] = [:]
        for id in scene.ids { shown[id] = scene[id]!.arrow }
        #expect(ArrowSceneTransition(from: shown, to: scene).isEmpty)
    }

    @Test func anAddedArrowGrowsFromItsMidpointAlongItsDirection() throws {
        var rng = SplitMix64(seed: 63)
        let scene = Self.scene(&rng)
        let transition = ArrowSceneTransition(from: [:], to: scene)
        #expect(transition.tracks.count == scene.count)
        for track in transition.tracks {
            let target = track.target
            let middle = (target.start + target.end) * 0.5
            let first = track.frame(at: 0)
            #expect(isApproximatelyEqual(first.start, middle, tolerance: 1e-9) && isApproximatelyEqual(first.end, middle, tolerance: 1e-9))
            let direction = target.end - target.start
            var lastLength = 0.0
            for k in 1...9 {
                let frame = track.frame(at: Double(k) / 10)
                let chord = frame.end - frame.start
                // Along the final direction, longer at every step, about the same midpoint.
                #expect(abs(chord.x * direction.y - chord.y * direction.x) <= 1e-9 * direction.length * direction.length)
                #expect(chord.x * direction.x + chord.y * direction.y > 0 && chord.length > lastLength)
                #expect(isApproximatelyEqual((frame.start + frame.end) * 0.5, middle, tolerance: 1e-9))
                lastLength = chord.length
            }
        }
    }

    @Test func aReversedArrowTurnsWithoutItsTipsMeeting() throws {
        var rng = SplitMix64(seed: 64)
        let scene = Self.scene(&rng)
        var shown: [Int: Arrow] = [:]
        for id in scene.ids {
            var arrow = scene[id]!.arrow
            arrow.setTips(start: arrow.end, end: arrow.start)
            shown[id] = arrow
        }
        let transition = ArrowSceneTransition(from: shown, to: scene)
        #expect(transition.tracks.count == scene.count)
        for track in transition.tracks {
            let length = (track.target.end - track.target.start).length
            for k in 0...20 {
                let frame = track.frame(at: Double(k) / 20)
                #expect(isApproximatelyEqual((frame.end - frame.start).length, length, tolerance: 1e-9 * max(length, 1)))
            }
        }
    }
}
