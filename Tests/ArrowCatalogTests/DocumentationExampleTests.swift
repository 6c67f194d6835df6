import ArrowCatalog
import BezierArrow
import Foundation
import TestSupport
import Testing

/// The runtime examples of README.md and of the `BezierArrow` articles are the code between the
/// `// snippet:` and `// end snippet` lines of this file (and of ``snippetFiles``), word for
/// word: so each one compiles
/// (this file is compiled with the catalog and the test templates, `DashedArrow` among them),
/// runs, and the answers its comments promise are checked after it.
///
/// Blocks that are not runtime code are named in ``notRuntimeCode`` with where they are checked.
@Suite struct DocumentationExampleTests {
    /// The files holding snippets: this one, and the suites of articles with examples enough to
    /// take a file of their own, beside it.
    static let snippetFiles = [URL(fileURLWithPath: #filePath),
                               URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                                   .appendingPathComponent("WaypointsArticleTests.swift")]

    /// The snippets of ``snippetFiles``, their indentation removed.
    static func snippets() throws -> [String] {
        let lines = try snippetFiles.flatMap {
            try String(contentsOf: $0, encoding: .utf8).components(separatedBy: "\n")
        }
        var snippets: [String] = [], current: [String]?
        for line in lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("// snippet:") {
                current = []
            } else if trimmed == "// end snippet", let block = current {
                let indent = block.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
                snippets.append(block.map { String($0.dropFirst(min(indent, $0.count))) }.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return snippets
    }

    /// Blocks that are not runtime code, by a line each holds, with where they are checked.
    static let notRuntimeCode = [
        ".package(url:",  // the README's Package.swift: EndToEndTests' ReadmeInstallTests builds it
        "// Sources/MyArrows/",  // the Swift file a target of templates needs: the same
        "import BezierArrowUI",  // views: .ci/apple-typecheck and DocumentationSnippetTests
        "struct DoubleArrowShape: Shape",  // SwiftUI: the AppModuleCompileTests' Apple-free part, and the Apple type-check
        "var path = SwiftUI.Path()",  // SwiftUI
        "extension BezierArrow::ArrowHead {",  // an excerpt of generated code: the goldens
        "LinkArrow.build(",  // TemplateStyleDocumentationTests generates LinkArrow from the article
    ]

    /// What the snippets print: the articles show `print` calls, which here write into this
    /// (a passing test prints nothing), and each test checks what they wrote.
    final class Printed {
        var text = ""
    }

    let printed = Printed()

    /// The snippets' `print`, into ``printed``.
    func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
        printed.text += items.map { "\($0)" }.joined(separator: separator) + terminator
    }

    static let documents = ["README.md", "Sources/BezierArrow/BezierArrow.docc/ArrowModel.md",
                            "Sources/BezierArrow/BezierArrow.docc/GettingStarted.md",
                            "Sources/BezierArrow/BezierArrow.docc/Templates.md",
                            "Sources/BezierArrow/BezierArrow.docc/Connectors.md",
                            "Sources/BezierArrow/BezierArrow.docc/WaypointsAndRouting.md"]

    @Test(arguments: documents)
    func everyRuntimeExampleIsASnippetOfThisFile(document: String) throws {
        let snippets = try Self.snippets()
        #expect(snippets.count >= 8)
        for shown in try MarkdownBlocks.swiftBlocks(in: document) where !Self.notRuntimeCode.contains(where: shown.contains) {
            // This file has the imports once, at its top.
            let block = shown.split(separator: "\n", omittingEmptySubsequences: false)
                .drop { $0.hasPrefix("import ") || $0.isEmpty }.joined(separator: "\n")
            #expect(snippets.contains(block), "\(document) shows a block that is not a snippet of this file:\n\(block)")
        }
    }

    @Test func readmeRuntimeModel() {
        // snippet: README
        var arrow = Arrow(template: DoubleArrow.template)      // tips at rest: (0, 19) and (200, 19)
        arrow.end = Point(200, 139)                             // the body bends into an S, heads stay rigid
        let path = arrow.path                                   // the outline, recomputed from the tips
        let hit = arrow.hitTest(Point(195, 139))                // ArrowHit(part: .endHead, point: ..., distance: 0)
        arrow.endHead = .diamond                                // any head per end (ArrowCatalog.heads)
        arrow.body = .arc; arrow.bend = 40                      // a body kind; hits name its bend handle too
        // end snippet
        #expect(Arrow(template: DoubleArrow.template).start == Point(0, 19))
        #expect(Arrow(template: DoubleArrow.template).end == Point(200, 19))
        #expect(path == DoubleArrow.template.path(start: Point(0, 19), end: Point(200, 139)))
        #expect(hit?.part == .endHead && hit?.distance == 0)
        #expect(arrow.style?.endHead == .diamond && arrow.body == .arc)
        let handle = try! #require(arrow.handles.first?.position)
        #expect(arrow.hitTest(handle)?.part == .handle(0))
    }

    @Test func articleArrowModel() {
        // snippet: the arrow model
        var arrow = Arrow(template: DoubleArrow.template)      // tips at rest: (0, 19) and (200, 19)
        arrow.end = Point(200, 139)                             // the body bends into an S, heads stay rigid
        let path = arrow.path                                   // the outline, recomputed from the tips
        let bounds = arrow.bounds                               // tight, from the curves' extrema
        let frame = arrow.viewFrame                             // a view frame sized from the tips
        let hit = arrow.hitTest(Point(195, 139))                // ArrowHit(part: .endHead, point: ..., distance: 0)
        let middle = arrow.point(atFraction: 0.5)               // the middle of the body, by length (see slots)
        // end snippet
        #expect(path == arrow.outline && !path.isEmpty)
        #expect(bounds.contains(Point(0, 19)) && bounds.contains(Point(200, 139)))
        #expect(frame.minX == 0 && frame.width == 200 && frame.height == 120 + arrow.headFrameHeight)
        #expect(hit?.part == .endHead && hit?.distance == 0)
        #expect(isNear(middle, Point(100, 79), within: 1))
    }

    @Test func articleDragging() {
        // snippet: dragging
        var arrow = Arrow(template: DoubleArrow.template)
        var drag = ArrowDrag()
        let grabbed = drag.begin(at: Point(5, 19), on: arrow)  // .start: a touch on the start head
        drag.move(to: Point(-500, 300), on: &arrow)            // the touch keeps its tip, far outside the arrow too
        drag.cancel(on: &arrow)                                // the system took the touch back: the tips are restored
        // end snippet
        #expect(grabbed == .start)
        #expect(arrow.start == Point(0, 19) && arrow.end == Point(200, 19))
    }

    @Test func articleScenesAndSavedScenes() throws {
        // snippet: scenes
        var scene = ArrowScene<String>()
        scene.append(Arrow(template: DoubleArrow.template), id: "below")
        scene.append(Arrow(template: DoubleArrow.template, start: Point(100, 19), end: Point(300, 19))!, id: "above")
        let top = scene.hitTest(Point(150, 19))?.id             // "above": the topmost arrow answers first
        scene.update("above") { $0.isHidden = true }            // skipped, as UIKit skips a hidden view
        let next = scene.hitTest(Point(150, 19))?.id            // "below"
        // end snippet
        #expect(top == "above" && next == "below")
        // snippet: saved scenes
        let text = try ArrowSceneDocument(scene: scene, templates: .catalog).jsonText()   // catalog arrows by name
        let reopened = try ArrowSceneDocument<String>(jsonText: text, templates: .catalog).scene
        let same = reopened["above"]?.arrow == scene["above"]?.arrow                       // true: to the bit
        // end snippet
        #expect(same && reopened.ids == scene.ids && reopened["above"]?.isHidden == true)
        #expect(text.contains("\"template\": \"DoubleArrow\""))
    }

    /// A point of the dashed arrow's centre line that no dash's ink covers.
    static var gapPoint: Point {
        let arrow = Arrow(template: DashedArrow.template, start: Point(0, 10), end: Point(230, 70))!
        let ink = PreparedPath(arrow.visibleStroke())
        let slots = arrow.slots
        let fraction = stride(from: 0.3, to: 0.7, by: 0.001).first { !ink.fillContains(slots.point(atFraction: $0)) }
        return slots.point(atFraction: fraction ?? 0.5)
    }

    @Test func articleDashes() {
        let gapPoint = Self.gapPoint
        // snippet: dashes
        // DashedArrow: a generated type whose template sets a "dash" ([6, 4, 2]).
        let arrow = Arrow(template: DashedArrow.template, start: Point(0, 10), end: Point(230, 70))!
        let dashes = arrow.dashedSpine     // the dashes of the body, and the heads whole: stroke it, undashed
        let filled = arrow.visibleStroke() // the same stroke as a path to fill, for renderers without dashes
        let hit = arrow.hitTest(gapPoint)  // a hit: the tap target ignores the gaps
        // end snippet
        let undashed = PreparedPath(arrow.spine, strokeStyle: BezierPath.StrokeStyle(width: 0.5))
        let dashed = PreparedPath(dashes, strokeStyle: BezierPath.StrokeStyle(width: 0.5))
        #expect(undashed.strokeContains(gapPoint) && !dashed.strokeContains(gapPoint))
        #expect(!filled.isEmpty && !PreparedPath(filled).fillContains(gapPoint))
        #expect(hit?.part == .body)
    }

    @Test func articleSlots() {
        let arrow = Arrow(template: DoubleArrow.template)
        // snippet: slots
        let slots = arrow.slots                      // once per tip change
        let middle = slots.point(atFraction: 0.5)    // (100, 19) for DoubleArrow at rest
        let along = slots.tangent(atFraction: 0.5)   // (1, 0) at rest
        // end snippet
        #expect(isNear(middle, Point(100, 19), within: 1e-9))
        #expect(isNear(along, Point(1, 0), within: 1e-12))
    }

    @Test func articlePreparedSlots() {
        // snippet: prepared slots
        var marked = Arrow(template: DoubleArrow.template)
        marked.preparesSlots = true
        marked.end = Point(200, 139)                        // measures the body
        let badge = marked.point(atFraction: 0.25)          // a few tens of nanoseconds
        // end snippet
        #expect(marked.preparesSlots)
        #expect(badge == Arrow(template: DoubleArrow.template, start: Point(0, 19), end: Point(200, 139))!.point(atFraction: 0.25))
    }

    @Test func articleLabel() throws {
        // snippet: label
        var arrow = Arrow(template: DoubleArrow.template)
        arrow.label = try ArrowLabel("depends on", width: 70, height: 14)
        let box = arrow.labelFrame                  // a Rect? (nil without a label): (x: 65, y: 12, width: 70, height: 14)
        let part = arrow.hitTest(Point(100, 19))?.part   // .label
        // end snippet
        let frame = try #require(box)
        #expect(isNear(Point(frame.minX, frame.minY), Point(65, 12), within: 1e-9))
        #expect(frame.width == 70 && frame.height == 14)
        #expect(part == .label)
    }

    @Test func gettingStarted() throws {
        // snippet: getting started
        var arrow = Arrow(template: DoubleArrow.template)   // at rest
        arrow.end = Point(200, 139)                          // drag the end head down 120
        print(arrow.path)  // M 0 19 L 30 0 L 30 12 C 80 12 120 132 170 132 L 170 120 ...
        // end snippet
        #expect(arrow.path.description.hasPrefix("M 0 19 L 30 0 L 30 12 C 80 12 120 132 170 132 L 170 120 "))
        // snippet: a hit
        if let hit = arrow.hitTest(Point(195, 139)) {
            print(hit.part, hit.point, hit.distance)   // endHead (195.0, 139.0) 0.0
        }
        // end snippet
        let lines = printed.text.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("M 0 19 L 30 0 L 30 12 C 80 12 120 132 170 132 L 170 120 ") == true)
        #expect(lines.last == "endHead (195.0, 139.0) 0.0")
    }

    @Test func gettingStartedDrag() {
        var arrow = Arrow(template: DoubleArrow.template)
        // snippet: drag it
        var drag = ArrowDrag()
        if drag.begin(at: Point(190, 15), on: arrow) == .end {   // a touch on the end head grabs it
            drag.move(to: Point(190, 135), on: &arrow)            // the tip follows, 10 right and 4 below the touch
        }
        let result = drag.finish(on: arrow)                       // grabbed .end, tip (200, 139), from (200, 19)
        // end snippet
        #expect(result == ArrowDragResult(grabbed: .end, tip: Point(200, 139), initialTip: Point(200, 19)))
        #expect(arrow.end == Point(200, 139) && arrow.start == Point(0, 19))
    }

    @Test func articleConnectors() throws {
        // snippet: connecting
        var scene = ArrowScene<String>()
        scene.setShape(SceneShapeItem(shape: try SceneShape(.rectangle(Rect(x: 0, y: 0, width: 120, height: 80)))), id: "Box A")
        scene.setShape(SceneShapeItem(shape: try SceneShape(.ellipse(Rect(x: 300, y: 100, width: 100, height: 60)))), id: "Box B")
        scene.append(Arrow(template: DoubleArrow.template), id: "link")
        try scene.bind(.start, of: "link", to: "Box A", ArrowBinding(anchor: Point(0.5, 0.5)))
        try scene.bind(.end, of: "link", to: "Box B", ArrowBinding(anchor: Point(0.5, 0.5), mode: .edge(gap: 4)))
        let tips = (scene["link"]!.arrow.start, scene["link"]!.arrow.end)   // on A's right side, 4 before B's ellipse
        // end snippet
        // The approach is the line between the centres (60, 40) and (350, 130).
        let direction = (Point(350, 130) - Point(60, 40)).normalized
        #expect(isNear(tips.0, Point(120, 40 + 90.0 * 60 / 290), within: 1e-9))
        // The ellipse's outline is four cubics, each within 2.7e-4 of the radius of the true
        // ellipse, so the ellipse's equation reads within 6e-4 of 1 on it.
        func onEllipse(_ p: Point, centre: Point) -> Double {
            let u = (p.x - centre.x) / 50, v = (p.y - centre.y) / 30
            return u * u + v * v
        }
        #expect(abs(onEllipse(tips.1 + direction * 4, centre: Point(350, 130)) - 1) < 6e-4)
        // snippet: following
        var moved = scene.shape("Box B")!
        moved.shape.transform = Transform2D(translationX: 0, y: 120)      // B moves down 120
        scene.setShape(moved, id: "Box B")
        let followed = scene["link"]!.arrow.end                            // the end tip followed it
        // end snippet
        let movedDirection = (Point(350, 250) - Point(60, 40)).normalized
        #expect(abs(onEllipse(followed + movedDirection * 4, centre: Point(350, 250)) - 1) < 6e-4)
        // The line from A's centre to B's new centre leaves A through its bottom side.
        #expect(isNear(scene["link"]!.arrow.start, Point(60 + 40 * 290.0 / 210, 80), within: 1e-9))
        // snippet: arrows bound to arrows
        scene.append(Arrow(template: DoubleArrow.template), id: "note")
        try scene.bind(.end, of: "note", to: "link", ArrowBinding(anchor: Point(0.5, 0)))   // halfway along "link"
        do {
            try scene.bind(.end, of: "link", to: "note", ArrowBinding(anchor: Point(0.5, 0)))
        } catch {
            print(error)   // the binding would make a cycle: link -> note -> link
        }
        // end snippet
        #expect(isNear(scene["note"]!.arrow.end, scene["link"]!.arrow.point(atFraction: 0.5), within: 1e-9))
        #expect(printed.text == "the binding would make a cycle: link -> note -> link\n")
        #expect(scene.binding(.end, of: "link")?.target == "Box B")
        // snippet: saving a diagram
        let saved = try ArrowSceneDocument(scene: scene, templates: .catalog).jsonText()
        let read = try ArrowSceneDocument<String>(jsonText: saved, templates: .catalog).scene
        let same = read["link"]?.arrow == scene["link"]?.arrow        // true: the solved tips, to the bit
        // end snippet
        #expect(same && read["note"]?.arrow == scene["note"]?.arrow)
        #expect(read.shapeIDs == ["Box A", "Box B"] && read.binding(.end, of: "note")?.target == "link")
        #expect(saved.contains("\"version\": 2"))
    }

    func isNear(_ a: Point, _ b: Point, within tolerance: Double) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }
}
