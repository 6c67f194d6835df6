import ArrowCatalog
import BezierArrow

/// The runtime arrow model with the shipped catalog.
///
/// - The reference: a ``ReferenceHitTester`` stroke query on `DoubleArrow`'s tap target (its
///   path, the tap width, round) at rest and dragged into an S, at the hit tests' points.
/// - A drag update: new tips to path, bounds and tap target ready (the tap target is tested from
///   the path and bounds, nothing else is prepared), for `DoubleArrow` and for `SwingArrow`
///   (heads that turn, handles that scale). The ratio to one reference query on the dragged
///   `DoubleArrow` says what a drag costs beside a plain hit test of what it drew.
/// - A pointer move event through the interaction controller (`ArrowInteraction`, as a view
///   forwards it) on the same drag: the pointer's lookup plus the drag update, allocation-free.
/// - Styled arrows (catalog heads, arc and elbow bodies), swapping a head, and a styled hit
///   test: see `runStyles`.
/// - A drag update through 8 waypoints, each body kind, beside `DoubleArrow`'s (see
///   `ArrowModelBench+Waypoints.swift`).
/// - An arrow hit test (part, nearest point, distance) at points uniform in the tap target's
///   bounds, `DoubleArrow` at rest and with its end dragged into an S, beside the reference
///   query on the same arrow and points.
/// - A slot query (``ArrowSlots/slot(atFraction:)``, point and tangent at a fraction of the
///   body's center line by arc length) at uniform fractions, `DoubleArrow` at rest, dragged into
///   an S, and twisted through itself (end dragged to (40, 300): rigid handles loop the body,
///   which cuts the length table finest). Goal 50 ns. And preparing the slots (``Arrow/slots``,
///   the center line and its length table), which the drag update does only for an arrow that
///   ``Arrow/preparesSlots`` (or has a label): the drag of such an arrow, and a slot asked of it
///   afterwards (goal 50 ns: the query finds the table ready).
/// - A scene of 10,000 catalog arrows spread over 10,000 x 10,000 (start tips uniform, end tips
///   150 to 400 away; arrows whose heads turn point any way, arrows with fixed heads within 60
///   degrees of their rest direction, as an app lays them out: dragged further round, fixed
///   heads twist the body, PaintCode's limitation): a query at a uniform point, and at a point
///   near a random arrow. Goal 2 µs, a tap.
/// - 10,000 moves of random arrows by a drag step, with a query after each (move and query
///   together per figure).
///
/// The counts are those of the default `--points` (200,000 hit-test points, half that many
/// scene queries, a tenth drag steps, a twentieth moves); fewer points scale them all down,
/// so the tests run the section in seconds on a debug build.
struct ArrowModelBench: BenchSection {
    var title: String { "arrow model" }
    /// Arrows in the scene.
    var sceneSize = 10_000
    /// The side of the square the scene covers.
    var sceneSide = 10_000.0

    /// Where the hit tests drag `DoubleArrow`'s end: at rest, and down into the S of the
    /// hit-testing section's dragged outline.
    static let hitTestEnds = [("at rest", Point(200, 19)), ("dragged to (200, 139)", Point(200, 139))]

    /// The reference query's figure name for one of ``hitTestEnds``.
    static func referenceName(_ label: String) -> String { "reference stroke, DoubleArrow \(label)" }

    func run(_ runner: inout BenchRunner) {
        let double = ArrowCatalog.template(named: "DoubleArrow")!
        let swing = ArrowCatalog.template(named: "SwingArrow")!

        // The hit tests' arrows and points, and the reference query on them.
        let hitTests = Self.hitTestEnds.map { label, end in
            let arrow = Arrow(template: double, start: Point(0, 19), end: end)!
            return (label: label, arrow: arrow,
                    points: HitTestingBench.uniformPoints(in: arrow.tapTargetBounds(), count: runner.points, seed: 5))
        }
        for test in hitTests {
            let reference = ReferenceHitTester(path: test.arrow.path, width: 2 * test.arrow.tapRadius)
            let points = test.points
            runner.measure(Self.referenceName(test.label), queries: points.count) {
                var hits = 0
                for p in points where reference.strokeContains(p) { hits += 1 }
                return hits
            }
        }
        let draggedReference = Self.referenceName(Self.hitTestEnds[1].0)

        // A drag: the end tip circles round the start, 20,000 steps (a tenth of the points).
        let steps = max(runner.points / 10, 1)
        let dragTips = (0..<steps).map { i in
            let angle = Double(i) * 0.001
            return Point(0, 19) + Point(250 + 50 * Double(i % 7), 0).rotated(by: angle)
        }
        for template in [double, swing] {
            var arrow = Arrow(template: template)
            runner.measure(Self.dragUpdateName(template), reference: draggedReference, queries: steps) {
                var checksum = 0
                for tip in dragTips {
                    arrow.end = tip
                    checksum &+= Int(arrow.bounds.width)
                }
                return checksum
            }
        }
        // The same drag as a view's pointer events: down on the end tip itself (so the tip
        // follows the pointer exactly), then the moves through the same tips.
        var interaction = ArrowInteraction(arrow: Arrow(template: double))
        interaction.pointerDown(1, at: double.end.tip)
        runner.measure("controller move event, DoubleArrow", reference: draggedReference,
                       queries: steps) {
            var checksum = 0
            for location in dragTips {
                interaction.pointerMoved(1, to: location)
                checksum &+= Int(interaction.arrow.bounds.width)
            }
            return checksum
        }

        runStyles(&runner, dragTips: dragTips, reference: draggedReference)
        runWaypoints(&runner, dragTips: dragTips, reference: Self.dragUpdateName(double))

        // Hit tests at rest and dragged into the S the README pictures (end tip at (200, 139)).
        for test in hitTests {
            let arrow = test.arrow, points = test.points
            runner.measure("arrow hit test, DoubleArrow \(test.label), points in tap bounds",
                           reference: Self.referenceName(test.label), queries: points.count) {
                var checksum = 0
                for p in points {
                    if let hit = arrow.hitTest(p) { checksum &+= hit.part == .body ? 1 : 2 }
                }
                return checksum
            }
        }

        // Slots along the body, at rest, in an S and twisted.
        let fractions = HitTestingBench.uniformPoints(in: Rect(x: 0, y: 0, width: 1, height: 1), count: runner.points, seed: 6)
            .map(\.x)
        for (label, end) in Self.hitTestEnds + [Self.twistedEnd] {
            let arrow = Arrow(template: double, start: Point(0, 19), end: end)!
            let slots = arrow.slots
            runner.measure(Self.slotName(label), goal: 50, queries: fractions.count) {
                var checksum = 0
                for f in fractions {
                    let slot = slots.slot(atFraction: f)
                    checksum &+= Int(slot.point.x + slot.point.y + slot.tangent.x)
                }
                return checksum
            }
            let preparations = max(runner.points / 100, 10)
            runner.measure("prepare the slots, DoubleArrow \(label)", queries: preparations) {
                var checksum = 0
                for _ in 0..<preparations { checksum &+= Int(arrow.slots.length) }
                return checksum
            }
        }

        // A drag whose updates prepare the slots (`Arrow.preparesSlots`), and a slot asked of
        // the arrow itself after it: no measuring left for the query.
        var measured = Arrow(template: double)
        measured.preparesSlots = true
        runner.measure("a drag update that prepares the slots, DoubleArrow", queries: steps) {
            var checksum = 0
            for tip in dragTips {
                measured.end = tip
                checksum &+= Int(measured.bounds.width)
            }
            return checksum
        }
        measured.end = Self.hitTestEnds[1].1
        runner.measure("slot at a fraction, DoubleArrow dragged to (200, 139), asked of an arrow that prepares its slots",
                       goal: 50, queries: fractions.count) {
            var checksum = 0
            for f in fractions {
                let slot = measured.slot(atFraction: f)
                checksum &+= Int(slot.point.x + slot.point.y + slot.tangent.x)
            }
            return checksum
        }

        // The scene.
        var scene = Self.scene(count: sceneSize, side: sceneSide, templates: ArrowCatalog.all)
        let queried = scene
        let uniform = HitTestingBench.uniformPoints(in: Rect(x: 0, y: 0, width: sceneSide, height: sceneSide),
                                                    count: max(runner.points / 2, 1), seed: 7)
        runner.measure("scene query, \(sceneSize) arrows, uniform points", goal: 2000, queries: uniform.count) {
            var hits = 0
            for p in uniform where queried.hitTest(p) != nil { hits += 1 }
            return hits
        }
        let jitter = HitTestingBench.uniformPoints(in: Rect(x: -25, y: -25, width: 50, height: 50),
                                                   count: max(runner.points / 2, 1), seed: 8)
        let near = jitter.enumerated().map { i, d in scene[(i &* 7919) % sceneSize]!.arrow.start + d }
        runner.measure("scene query, \(sceneSize) arrows, points near arrows", goal: 2000, queries: near.count) {
            var hits = 0
            for p in near where queried.hitTest(p) != nil { hits += 1 }
            return hits
        }
        let moves = max(runner.points / 20, 1)
        let offsets = HitTestingBench.uniformPoints(in: Rect(x: -8, y: -8, width: 16, height: 16), count: moves, seed: 9)
        runner.measure("move an arrow, then query at its end, \(sceneSize) arrows", queries: moves) {
            var hits = 0
            for (i, d) in offsets.enumerated() {
                let id = (i &* 104_729) % sceneSize
                let end = scene.update(id) { item in
                    item.arrow.setTips(start: item.arrow.start + d, end: item.arrow.end - d)
                    return item.arrow.end
                }
                if let end, scene.hitTest(end) != nil { hits += 1 }
            }
            return hits
        }
    }

    /// Where the slot queries drag `DoubleArrow`'s end to twist its body through itself.
    static let twistedEnd = ("twisted, end at (40, 300)", Point(40, 300))

    /// The slot query's figure name for one arrow.
    static func slotName(_ label: String) -> String { "slot at a fraction, DoubleArrow \(label)" }

    /// The drag update figure's name for a template.
    static func dragUpdateName(_ template: ArrowTemplate) -> String {
        "drag update, \(template.name) (\(template.orientation), \(template.handles))"
    }

    /// `count` arrows of the given templates in turn, start tips uniform over a square, end tips
    /// 150 to 400 away: in any direction for heads that turn, within 60 degrees of the rest
    /// direction for fixed heads.
    static func scene(count: Int, side: Double, templates: [ArrowTemplate]) -> ArrowScene<Int> {
        let starts = HitTestingBench.uniformPoints(in: Rect(x: 0, y: 0, width: side, height: side), count: count, seed: 11)
        let shapes = HitTestingBench.uniformPoints(in: Rect(x: 150, y: -1, width: 250, height: 2), count: count, seed: 12)
        var scene = ArrowScene<Int>()
        for i in 0..<count {
            let template = templates[i % templates.count]
            let rest = template.end.tip - template.start.tip
            let spread = template.orientation == .follow ? Double.pi : Double.pi / 3
            let direction = rest.normalized.rotated(by: shapes[i].y * spread)
            let end = starts[i] + direction * shapes[i].x
            scene.append(Arrow(template: template, start: starts[i], end: end)!, id: i)
        }
        return scene
    }
}
