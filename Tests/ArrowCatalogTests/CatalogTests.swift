import ArrowCatalog
import ArrowGenCore
import BezierArrow
import Foundation
import Testing

/// The shipped catalog: what each arrow is, and that its generated data is its template's.
@Suite struct CatalogTests {
    static let templatesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Templates")

    /// Reads a catalog template file as the generator does.
    static func read(_ fileName: String) throws -> ArrowTemplate {
        let text = try String(contentsOf: templatesDirectory.appendingPathComponent(fileName), encoding: .utf8)
        var diagnostics: [Diagnostic] = []
        let parsed = TemplateReader.read(TemplateSource(path: fileName, text: text), diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return try #require(parsed).template
    }

    /// Slots along each shipped arrow at rest: the center line runs between the heads'
    /// attachments, and DoubleArrow's middle is (100, 19).
    @Test func slotsAtRestRunBetweenTheHeads() {
        let ends: [String: (Point, Point)] = [
            "DoubleArrow": (Point(30, 19), Point(170, 19)), "SingleArrow": (Point(0, 19), Point(170, 19)),
            "SwingArrow": (Point(0, 15), Point(130, 15)), "ThinArrow": (Point(0, 15), Point(180, 15)),
        ]
        for template in ArrowCatalog.all {
            let slots = Arrow(template: template).slots
            guard let (start, end) = ends[template.name] else {
                Issue.record("no expected center line for \(template.name)")
                continue
            }
            #expect(slots.point(atFraction: 0) == start && slots.point(atFraction: 1) == end, "\(template.name)")
            #expect(abs(slots.length - start.distance(to: end)) <= 1e-9, "\(template.name)")
        }
        let double = Arrow(template: DoubleArrow.template)
        #expect(double.point(atFraction: 0.5).distance(to: Point(100, 19)) <= 1e-9)
        #expect(double.tangent(atFraction: 0.5).distance(to: Point(1, 0)) <= 1e-12)
    }

    @Test func catalogListsEveryTemplateByName() throws {
        #expect(ArrowCatalog.all.map(\.name) == ["DoubleArrow", "SingleArrow", "SwingArrow", "ThinArrow"])
        #expect(ArrowCatalog.template(named: "ThinArrow") == ThinArrow.template)
        #expect(ArrowCatalog.template(named: "NoSuchArrow") == nil)
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.templatesDirectory.path)
            .filter { $0.hasSuffix(".arrow") }
        #expect(files.count == ArrowCatalog.all.count, "every template file is listed in Catalog.swift")
    }

    @Test(arguments: [
        ("double-arrow.arrow", DoubleArrow.template), ("single-arrow.arrow", SingleArrow.template),
        ("swing-arrow.arrow", SwingArrow.template), ("thin-arrow.arrow", ThinArrow.template),
    ])
    func generatedTemplateIsTheTemplateFile(_ fileName: String, _ generated: ArrowTemplate) throws {
        #expect(try Self.read(fileName) == generated)
    }

    @Test func generatedConstantsAreTheTemplates() {
        #expect(DoubleArrow.startFrame == DoubleArrow.template.start.frame)
        #expect(DoubleArrow.endTip == DoubleArrow.template.end.tip)
        #expect(DoubleArrow.headLength == DoubleArrow.template.headLength)
        #expect(SwingArrow.headLength == SwingArrow.template.headLength)
        #expect(ThinArrow.lineWidth == ThinArrow.template.lineWidth)
    }

    /// The double arrow's numbers: 200 x 38, head frames 30 x 38 at x = 0 and x = 170, tips
    /// at mid-height, the shaft from y = 12 to 26, horizontal handles 50 long (long enough that
    /// the body does not flatten or twist when dragged far).
    @Test func doubleArrowHasItsClassicNumbers() {
        let t = DoubleArrow.template
        #expect(t.outline.boundingBox == Rect(x: 0, y: 0, width: 200, height: 38))
        #expect(DoubleArrow.startFrame == Rect(x: 0, y: 0, width: 30, height: 38))
        #expect(DoubleArrow.endFrame == Rect(x: 170, y: 0, width: 30, height: 38))
        #expect(DoubleArrow.startTip == Point(0, 19) && DoubleArrow.endTip == Point(200, 19))
        #expect((DoubleArrow.orientation, DoubleArrow.handles) == (.fixed, .rigid))
        let handles = t.attachedOutline.flatMap { e -> [AttachedHandle] in
            if case .cubic(_, let h1, let h2) = e { [h1, h2] } else { [] }
        }
        #expect(handles.map(\.offset) == [Point(50, 0), Point(-50, 0), Point(-50, 0), Point(50, 0)])
        let shaft = t.outline.elements.compactMap(\.endPoint).filter { $0.x == 30 || $0.x == 170 }.map(\.y)
        #expect(Set(shaft) == [0, 12, 26, 38])
        // Dragging the end tip down gives the S-curve: heads translate, handles stay level.
        let path = DoubleArrow.path(start: Point(0, 19), end: Point(200, 139))
        #expect(path.elements[3] == .cubic(to: Point(170, 132), control1: Point(80, 12), control2: Point(120, 132)))
    }

    @Test func singleArrowHasAPlainTail() {
        let t = SingleArrow.template
        let inTail = t.outline.elements.compactMap(\.endPoint).filter { t.start.frame.contains($0) }
        #expect(inTail == [Point(0, 12), Point(0, 26)], "the tail frame holds only the shaft's flat end")
        #expect(t.end.frame == Rect(x: 170, y: 0, width: 30, height: 38))
    }

    @Test func thinArrowIsAStrokedSpineWithAHead() {
        let t = ThinArrow.template
        #expect(t.lineWidth == 3)
        #expect(!t.spine.isEmpty && t.spine.elements.last != .close)
        #expect(t.outline.elements.compactMap(\.endPoint).allSatisfy { t.end.frame.contains($0) })
    }

    /// SwingArrow turns its heads: pointing the arrow straight down turns the head a quarter turn.
    @Test func swingArrowFollowsAndScales() {
        #expect((SwingArrow.orientation, SwingArrow.handles) == (.follow, .scaled))
        let path = SwingArrow.path(start: Point(0, 0), end: Point(0, 160))
        // The head's top corner (130, 0) sits 30 back and 15 left of the tip (160, 15) at rest;
        // turned by 90 degrees (y down) it sits 30 above and 15 right of the tip.
        #expect(path.elements.contains(.line(to: Point(15, 130))))
        #expect(path.elements.contains(.line(to: Point(0, 160))))
        // Scaled handles: a body twice as long has handles twice as long. At rest the body is
        // 160 - 32 = 128 long (the tail frame reaches 2, the head 30); 288 - 32 is twice that.
        #expect(SwingArrow.headLength == 32)
        let long = SwingArrow.path(start: Point(0, 15), end: Point(288, 15))
        guard case .cubic(_, let c1, _) = long.elements[1] else {
            Issue.record("expected the body cubic second")
            return
        }
        #expect(abs(c1.x - 90) < 1e-9 && abs(c1.y - 11) < 1e-9)
    }
}
