import TestSupport
@testable import BezierArrow

/// Records the edits a scene controller reports.
final class EditRecorder: @unchecked Sendable {
    var edits: [ArrowSceneEdit<Int>] = []
    var handler: @Sendable (ArrowSceneEdit<Int>) -> Void { { [self] in edits.append($0) } }
}

/// A controller over a scene of shapes and arrows (plain and styled, bound to shapes and to
/// arrows, labelled), and the random edits the history tests make to it.
enum SceneEditFixtures {
    typealias S = SceneShapeItemTests
    typealias Style = ArrowStyleTests

    static let heads = [Style.triangle, Style.dot, Style.triangleOutline]

    /// A styled arrow: heads at both tips (so either can be grabbed), a body that may have a
    /// bend handle, a label on some.
    static func styledArrow(_ rng: inout SplitMix64) -> Arrow {
        let s = rng.point(within: 400)
        let e = s + Point(rng.uniform(120...300), 0).rotated(by: rng.uniform(-3.2...3.2))
        var a = Arrow(template: ArrowTestTemplates.spineArrow(), start: s, end: e)!
        a.style = ArrowStyle(startHead: heads[Int(rng.next() % 3)], endHead: heads[Int(rng.next() % 3)],
                             body: [.straight, .arc, .elbow, .curved][Int(rng.next() % 4)], bend: rng.uniform(-60...60))
        if rng.next() % 2 == 0 { a.label = label(&rng) }
        return a
    }

    static func label(_ rng: inout SplitMix64) -> ArrowLabel {
        try! ArrowLabel("label", width: rng.uniform(10...60), height: rng.uniform(8...16), fraction: rng.uniform(0.2...0.8))
    }

    static func plainArrow(_ rng: inout SplitMix64) -> Arrow {
        let s = rng.point(within: 400)
        return S.arrow(s, s + Point(rng.uniform(120...300), 0).rotated(by: rng.uniform(-3.2...3.2)))
    }

    static func shape(_ rng: inout SplitMix64) -> SceneShape {
        S.box(rng.uniform(-400...400), rng.uniform(-400...400), rng.uniform(40...140), rng.uniform(30...90))
    }

    /// Shapes 100...103, arrows 1...8 (odd plain, even styled), some tips bound to shapes and
    /// arrow 8's start to arrow 2's body.
    static func controller(_ rng: inout SplitMix64, recorder: EditRecorder) -> ArrowSceneInteraction<Int> {
        var c = ArrowSceneInteraction<Int>(scene: ArrowScene(cellSize: 128))
        c.onEdit = recorder.handler
        for id in 100...103 { c.setShape(SceneShapeItem(shape: shape(&rng)), id: id) }
        for id in 1...8 { c.append(id % 2 == 0 ? styledArrow(&rng) : plainArrow(&rng), id: id) }
        let edge = try! ArrowBinding(anchor: Point(0.5, 0.5), mode: .edge(gap: 2))
        try! c.bind(.start, of: 1, to: 100, edge)
        try! c.bind(.end, of: 1, to: 101, edge)
        try! c.bind(.end, of: 2, to: 102, try! ArrowBinding(anchor: Point(0, 0.5), mode: .pinned))
        try! c.bind(.start, of: 4, to: 103, edge)
        try! c.bind(.end, of: 4, to: 103, try! ArrowBinding(anchor: Point(1, 0.2), mode: .edge(gap: 0)))
        try! c.bind(.start, of: 8, to: 2, try! ArrowBinding(anchor: Point(0.4, 0.5), mode: .pinned))
        return c
    }

    /// The scene as a document's bytes: what "the same scene" means here.
    static func document(_ c: ArrowSceneInteraction<Int>) -> [UInt8] {
        try! ArrowSceneDocument(scene: c.scene).jsonData()
    }

    /// Drags a pointer from `from` through a few random points `reach` away at most, then lifts
    /// it (or cancels it). Does nothing (and returns `false`) unless the pointer would grab a tip
    /// or a body handle, so that no tap raises an arrow outside an edit.
    @discardableResult
    static func drag(_ c: inout ArrowSceneInteraction<Int>, from: Point, handle: Bool, cancel: Bool = false,
                     only: Int? = nil, _ rng: inout SplitMix64) -> Bool {
        guard let hit = c.hitTest(from), let item = c.scene[hit.id], only == nil || only == hit.id else { return false }
        if handle {
            guard hit.part.handleIndex != nil else { return false }
        } else {
            guard ArrowDrag().tipToGrab(at: from, on: item.arrow, insetBy: item.touchInset) != nil else { return false }
        }
        var t = 0.0
        c.pointerDown(7, at: from, timestamp: t)
        var p = from
        for _ in 0..<3 {
            t += 0.05
            p = from + Point(rng.uniform(20...160), 0).rotated(by: rng.uniform(-3.2...3.2))
            c.pointerMoved(7, to: p, timestamp: t)
        }
        if cancel { c.pointerCancelled(7) } else { c.pointerUp(7, at: p, timestamp: t) }
        return true
    }

    /// One random edit through the controller, of every kind the history keeps.
    static func randomEdit(_ c: inout ArrowSceneInteraction<Int>, _ rng: inout SplitMix64, next: inout Int) {
        let arrows = c.scene.ids, shapes = c.scene.shapeIDs
        func anyArrow() -> Int? { arrows.isEmpty ? nil : arrows[Int(rng.next() % UInt64(arrows.count))] }
        func anyShape() -> Int? { shapes.isEmpty ? nil : shapes[Int(rng.next() % UInt64(shapes.count))] }
        let tip: ArrowTip = rng.next() % 2 == 0 ? .start : .end
        switch rng.next() % 14 {
        case 0, 1:
            guard let id = anyArrow(), let arrow = c.scene[id]?.arrow else { return }
            drag(&c, from: arrow.tip(tip), handle: false, &rng)
        case 2:
            guard let id = anyArrow(), let handle = c.scene[id]?.arrow.handles.first else { return }
            drag(&c, from: handle.position, handle: true, &rng)
        case 3:
            guard let id = anyArrow(), c.scene[id]?.arrow.style != nil else { return }
            let head = heads[Int(rng.next() % 3)]
            c.recordEdit(named: "Change Head", touching: [id]) { c in c.update(id) { $0.arrow.style?.endHead = head } }
        case 4:
            guard let id = anyArrow(), c.scene[id]?.arrow.style != nil else { return }
            let body: ArrowBodyKind = [.straight, .arc, .elbow, .curved][Int(rng.next() % 4)]
            c.recordEdit(named: "Change Body", touching: [id]) { c in c.update(id) { $0.arrow.style?.body = body } }
        case 5:
            guard let id = anyArrow() else { return }
            let label: ArrowLabel? = rng.next() % 3 == 0 ? nil : Self.label(&rng)
            c.recordEdit(named: "Change Label", touching: [id]) { c in c.update(id) { $0.arrow.label = label } }
        case 6:
            guard let id = anyArrow() else { return }
            let direction: ArrowMoveDirection = [.left, .right, .up, .down][Int(rng.next() % 4)]
            for _ in 0..<Int(1 + rng.next() % 3) { c.moveTip(ArrowSceneTip(id: id, tip: tip), direction) }
        case 7:
            guard let id = anyArrow(), let arrow = c.scene[id]?.arrow else { return }
            let d = rng.point(within: 80)
            c.recordEdit(named: "Move Arrow", touching: [id]) { c in c.setTips(of: id, start: arrow.start + d, end: arrow.end + d) }
        case 8:
            let ids = (0..<(1 + rng.next() % 2)).compactMap { _ in anyArrow() }
            c.delete(ids)
        case 9:
            next += 1
            let id = next, arrow = rng.next() % 2 == 0 ? styledArrow(&rng) : plainArrow(&rng)
            c.recordEdit(named: "Add Arrow", touching: [id]) { c in c.append(arrow, id: id) }
        case 10:
            switch rng.next() % 3 {
            case 0:
                guard let id = anyShape(), var item = c.scene.shape(id) else { return }
                item.shape.transform = item.shape.transform.concatenating(Transform2D(translationX: rng.uniform(-50...50), y: rng.uniform(-50...50)))
                c.recordEdit(named: "Move Shape", touching: [id]) { c in c.setShape(item, id: id) }
            case 1:
                next += 1
                let id = next, item = SceneShapeItem(shape: shape(&rng))
                c.recordEdit(named: "Add Shape", touching: [id]) { c in c.setShape(item, id: id) }
            default:
                guard let id = anyShape() else { return }
                c.recordEdit(named: "Delete Shape", touching: [id]) { c in c.removeShape(id) }
            }
        case 11:
            guard let id = anyArrow() else { return }
            let sceneTip = ArrowSceneTip(id: id, tip: tip)
            let actions = c.connectActions(for: sceneTip)
            guard !actions.isEmpty else { return }
            c.perform(actions[Int(rng.next() % UInt64(actions.count))])
        case 12:
            let ids = (0..<(1 + rng.next() % 3)).compactMap { _ in anyArrow() } + (rng.next() % 2 == 0 ? [] : [anyShape()].compactMap { $0 })
            let copy = c.scene.subscene(of: ids)
            c.paste(copy, offsetBy: Point(10, 10)) { _ in next += 1; return next }
        default:
            // A cancelled drag of the topmost arrow (whose raise changes nothing): no edit.
            guard let id = arrows.last, let arrow = c.scene[id]?.arrow else { return }
            drag(&c, from: arrow.tip(tip), handle: false, cancel: true, only: id, &rng)
        }
    }
}

extension SceneEditFixtures {
    /// The first lines where two documents differ, for a failure's message.
    static func difference(_ a: [UInt8], _ b: [UInt8]) -> String {
        let x = String(decoding: a, as: UTF8.self).split(separator: "\n"), y = String(decoding: b, as: UTF8.self).split(separator: "\n")
        let i = (0..<min(x.count, y.count)).first { x[$0] != y[$0] } ?? min(x.count, y.count)
        return "line \(i + 1):\n  \(i < x.count ? String(x[i]) : "(end)")\n  \(i < y.count ? String(y[i]) : "(end)")"
    }
}
