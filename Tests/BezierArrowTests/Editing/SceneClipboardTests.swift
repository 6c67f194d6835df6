import TestSupport
import Testing
@testable import BezierArrow

/// Copying arrows as a scene of their own and pasting it: the pasted arrows draw as the copied
/// ones at the offset, under new unique ids, bound among themselves as the copies were, in one
/// undoable step; repeated pastes cascade; an id in use changes nothing.
@Suite struct SceneClipboardTests {
    typealias F = SceneEditFixtures

    /// Every point of a path's elements, in order.
    static func points(_ path: BezierPath) -> [Point] {
        path.elements.flatMap { element -> [Point] in
            switch element {
            case .move(let p), .line(let p): return [p]
            case .quad(let p, let c): return [c, p]
            case .cubic(let p, let c1, let c2): return [c1, c2, p]
            case .close: return []
            }
        }
    }

    /// Whether an arrow draws as another moved by `offset`: the same elements, every point
    /// within 1e-9 of the moved one (tips solved again at the offset round differently).
    static func drawsAsMoved(_ pasted: Arrow, _ original: Arrow, by offset: Point) -> Bool {
        let a = points(pasted.path), b = points(original.path).map { $0 + offset }
        return a.count == b.count && zip(a, b).allSatisfy { isApproximatelyEqual($0, $1, tolerance: 1e-9) }
            && pasted.style == original.style && pasted.label == original.label
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func pastedArrowsDrawTheSameAtTheOffsetUnderNewIDs(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let recorder = EditRecorder()
        var c = F.controller(&rng, recorder: recorder)
        // Arrow 8 is bound to arrow 2 (copied with it), arrows 1, 2 and 4 to shapes (not copied).
        let copied = [8, 2, 1, 3]
        let clipboard = c.copy(copied)
        #expect(clipboard.ids == c.scene.ids.filter(copied.contains), "drawing order kept")
        #expect(clipboard.shapeIDs.isEmpty)
        #expect(clipboard.binding(.start, of: 8)?.target == 2)
        #expect(clipboard.binding(.start, of: 1) == nil && clipboard.binding(.end, of: 2) == nil, "bindings to what is left out dropped")
        let before = F.document(c)
        var next = 500
        var last = before
        for paste in 1...3 {
            let offset = Point(10 * Double(paste), 10 * Double(paste))
            let oldIDs = Set(c.scene.ids + c.scene.shapeIDs)
            let edit = try #require(c.paste(clipboard, offsetBy: offset) { _ in next += 1; return next })
            #expect(edit.actionName == "Paste")
            #expect(recorder.edits.last?.ids == edit.ids, "reported as one step")
            let new = edit.ids
            #expect(new.count == copied.count && Set(new).count == new.count && oldIDs.isDisjoint(with: new))
            #expect(c.scene.ids.suffix(new.count) == new[...], "on top, in their order")
            #expect(c.selection == new.last)
            for (old, id) in zip(clipboard.ids, new) {
                let original = try #require(c.scene[old]?.arrow), pasted = try #require(c.scene[id]?.arrow)
                #expect(Self.drawsAsMoved(pasted, original, by: offset), "\(old) -> \(id)")
            }
            // Arrow 8's copy is bound to arrow 2's copy, nothing else.
            let (new2, new8) = (new[clipboard.ids.firstIndex(of: 2)!], new[clipboard.ids.firstIndex(of: 8)!])
            #expect(c.scene.binding(.start, of: new8)?.target == new2)
            #expect(new.allSatisfy { c.scene.binding(.end, of: $0) == nil })
            // One step: undone, the scene as it was; redone, as pasted.
            let pasted = F.document(c)
            c.undo(edit)
            #expect(F.document(c) == last)
            c.redo(edit)
            #expect(F.document(c) == pasted)
            last = pasted
        }
        #expect(last != before)
    }

    @Test func waypointBodiesPasteRigidly() throws {
        for body in ArrowBodyKind.allCases {
            var c = ArrowSceneInteraction<Int>(scene: ArrowScene(cellSize: 128))
            var arrow = Arrow(template: ArrowTestTemplates.doubleArrow(), start: Point(0, 0), end: Point(300, 120))!
            arrow.body = body
            arrow.waypoints = [Point(90, -70), Point(200, 210)]
            c.append(arrow, id: 1)
            let edit = try #require(c.paste(c.copy([1]), offsetBy: Point(10, 10)) { $0 + 1 })
            let pasted = try #require(c.scene[2]?.arrow)
            #expect(edit.ids == [2] && pasted.waypoints == [Point(100, -60), Point(210, 220)], "\(body)")
            // The styles differ by the waypoints; the drawings by the offset alone.
            let a = Self.points(pasted.path), b = Self.points(c.scene[1]!.arrow.path).map { $0 + Point(10, 10) }
            #expect(a.count == b.count && zip(a, b).allSatisfy { isApproximatelyEqual($0, $1, tolerance: 1e-9) }, "\(body)")
        }
    }

    @Test func shapesCopiedWithTheirArrowsKeepTheBindings() throws {
        var rng = SplitMix64(seed: 3)
        let recorder = EditRecorder()
        var c = F.controller(&rng, recorder: recorder)
        let clipboard = c.copy([1, 100, 101])
        #expect(clipboard.shapeIDs == [100, 101] && clipboard.ids == [1])
        #expect(clipboard.binding(.start, of: 1)?.target == 100 && clipboard.binding(.end, of: 1)?.target == 101)
        // Solved again on the copied shapes where they are: the same tips, to the bit.
        #expect(clipboard[1]?.arrow == c.scene[1]?.arrow)
        var next = 0
        let edit = try #require(c.paste(clipboard, offsetBy: Point(30, -20)) { _ in next += 1; return next + 900 })
        #expect(edit.ids == [901, 902, 903], "shapes first, then arrows")
        #expect(c.scene.binding(.start, of: 903)?.target == 901 && c.scene.binding(.end, of: 903)?.target == 902)
        #expect(Self.drawsAsMoved(c.scene[903]!.arrow, c.scene[1]!.arrow, by: Point(30, -20)))
        #expect(c.scene.shape(901)?.shape.bounds == c.scene.shape(100)?.shape.bounds.translated(by: Point(30, -20)))
    }

    @Test func anIDInUseChangesNothing() {
        var rng = SplitMix64(seed: 4)
        let recorder = EditRecorder()
        var c = F.controller(&rng, recorder: recorder)
        let before = F.document(c)
        let clipboard = c.copy([1, 2])
        // An id the scene has, then one given twice.
        #expect(c.paste(clipboard, offsetBy: Point(10, 10)) { _ in 3 } == nil)
        var next = 700
        #expect(c.paste(clipboard, offsetBy: Point(10, 10)) { _ in next = 701; return next } == nil)
        #expect(throws: ArrowSceneError<Int>.duplicateID(101)) {
            _ = try c.scene.paste(clipboard, offsetBy: Point(10, 10)) { _ in 101 }
        }
        #expect(F.document(c) == before)
        #expect(recorder.edits.isEmpty)
        #expect(ArrowSceneError<Int>.duplicateID(101).description == "the id 101 is already in the scene, or was given twice")
    }

    /// Through the pasteboard: the copy written as a document and read back pastes the same arrows.
    @Test func theCopyGoesThroughADocument() throws {
        var rng = SplitMix64(seed: 6)
        let recorder = EditRecorder()
        var c = F.controller(&rng, recorder: recorder)
        let clipboard = c.copy([2, 8, 6])
        let read = try ArrowSceneDocument<Int>(jsonData: ArrowSceneDocument(scene: clipboard).jsonData()).scene
        #expect(read.ids == clipboard.ids)
        var next = 800
        let edit = try #require(c.paste(read, offsetBy: Point(10, 10)) { _ in next += 1; return next })
        for (old, id) in zip(clipboard.ids, edit.ids) {
            #expect(Self.drawsAsMoved(c.scene[id]!.arrow, c.scene[old]!.arrow, by: Point(10, 10)), "\(old)")
        }
    }
}

extension SceneClipboardTests {
    /// The copy's picture for other apps: each arrow's drawn paths, which read back as they are,
    /// its label's text escaped, the view box around them; hidden arrows left out.
    @Test func theCopysPictureDrawsItsArrows() throws {
        var rng = SplitMix64(seed: 7)
        var scene = ArrowScene<Int>()
        var labelled = F.styledArrow(&rng)
        labelled.label = try ArrowLabel("a < b & \"c\"", width: 40, height: 12)
        scene.append(labelled, id: 1)
        scene.append(F.plainArrow(&rng), id: 2)
        scene.append(ArrowSceneItem(arrow: F.plainArrow(&rng), isHidden: true), id: 3)
        let svg = scene.svgImage()
        let paths = svg.split(separator: "\n").filter { $0.contains("<path") }.map { line in
            let d = line.split(separator: "d=\"")[1].prefix { $0 != "\"" }
            return try! BezierPath(svgPathData: String(d))
        }
        let drawn = [labelled.outline, labelled.spine, scene[2]!.arrow.outline, scene[2]!.arrow.spine].filter { !$0.isEmpty }
        #expect(paths.map(\.elements) == drawn.map(\.elements))
        #expect(svg.contains(">a &lt; b &amp; &quot;c&quot;</text>"))
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\""))
        #expect(ArrowScene<Int>().svgImage().contains("viewBox=\"0 0 0 0\""))
    }
}
