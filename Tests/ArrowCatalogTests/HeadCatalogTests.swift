import ArrowCatalog
import ArrowGenCore
import BezierArrow
import Foundation
import Testing

/// The shipped heads: every kind present, each generated from its file in `Templates/Heads/`,
/// and a contact sheet to look at them.
@Suite struct HeadCatalogTests {
    static let headsDirectory = CatalogTests.templatesDirectory.appendingPathComponent("Heads")

    /// The head kinds tldraw and Excalidraw offer, by their names in the catalog.
    static let kinds = [
        "arrow", "bar", "circleOutline", "crowsFootMany", "crowsFootOne", "crowsFootOneOrMany", "diamond",
        "diamondOutline", "dot", "inverted", "none", "pipe", "square", "triangle", "triangleOutline",
    ]

    /// Reads a head file of the catalog as the generator does.
    static func read(_ fileName: String) throws -> ArrowHead {
        let text = try String(contentsOf: headsDirectory.appendingPathComponent(fileName), encoding: .utf8)
        var diagnostics: [Diagnostic] = []
        let parsed = Generator.parseHead(TemplateSource(path: fileName, text: text), diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return try #require(parsed).head
    }

    @Test func everyKindIsPresentOnceInNameOrder() {
        let names = ArrowCatalog.heads.map(\.name)
        #expect(names == Self.kinds)
        #expect(Set(names).count == names.count)
        #expect(names == names.sorted())
    }

    @Test func headsAreFoundByName() {
        for head in ArrowCatalog.heads {
            #expect(ArrowCatalog.head(named: head.name) == head)
        }
        #expect(ArrowCatalog.head(named: "triangle") == ArrowHead.triangle)
        #expect(ArrowCatalog.head(named: "none")?.isEmpty == true)
        #expect(ArrowCatalog.head(named: "Triangle") == nil)
    }

    /// Each generated head is the head its file reads into, and every file is in the catalog.
    @Test func generatedHeadsAreTheirFiles() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.headsDirectory.path)
            .filter { $0.hasSuffix(".arrow") }.sorted()
        #expect(files.count == Self.kinds.count - 1, "every kind but none has a file")
        for file in files {
            let read = try Self.read(file)
            #expect(ArrowCatalog.head(named: read.name) == read, "\(file)")
        }
    }

    /// A head template among the snippets, read as the generator reads it, without a diagnostic.
    static func snippetHead(_ file: String) throws -> ParsedHead {
        let url = CatalogTests.templatesDirectory.deletingLastPathComponent()
            .appendingPathComponent("Tests/ArrowCatalogTests/Snippets/\(file)")
        let text = try String(contentsOf: url, encoding: .utf8)
        var diagnostics: [Diagnostic] = []
        let read = try #require(Generator.parseHead(TemplateSource(path: file, text: text), diagnostics: &diagnostics))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return read
    }

    /// An SVG head among the snippets, compiled by the plugin applied to this test target, is
    /// the head its drawing reads into: moved to its tip, the layer's transform applied.
    @Test func anSVGHeadSnippetIsItsDrawing() throws {
        let read = try Self.snippetHead("drawn-head.svg")
        #expect(ArrowHead.drawnHead == read.head)
        #expect(ArrowHead.drawnHead.attachment == 11 && ArrowHead.drawnHead.lineWidth == 3)
        #expect(ArrowHead.drawnHead.frame == Rect(x: -20, y: -8, width: 20, height: 16))
    }

    /// A curved head at arbitrary coordinates among the snippets (one whose frame, moved to head
    /// coordinates alone, missed its rewound curve by an ulp): the generated code builds it on its
    /// first use instead of stopping, it is the head its file reads into, and its frame holds it.
    @Test func aCurvedHeadSnippetIsBuiltByItsGeneratedCode() throws {
        let read = try Self.snippetHead("curved-head.arrow")
        let head = ArrowHead.curvedHead
        #expect(head == read.head)
        for path in [head.outline, head.spine] {
            let b = path.boundingBox
            #expect(head.frame.contains(b.origin) && head.frame.contains(Point(b.maxX, b.maxY)))
        }
    }

    /// The attachment sits on the axis inside the frame, and the head is sized for a body
    /// stroked at 2 to 3: 10 to 16 across, at most 16 long, never reaching 7 past its tip.
    @Test func headsAreSizedAndAttachedInsideTheirFrames() {
        for head in ArrowCatalog.heads where !head.isEmpty {
            let f = head.frame
            #expect(f.contains(Point(-head.attachment, 0)) && f.contains(.zero), "\(head.name)")
            #expect(f.height >= 10 && f.height <= 16, "\(head.name): \(f)")
            #expect(f.width <= 16 && f.maxX <= 6 && abs(f.minY + f.height / 2) <= 1e-12, "\(head.name): \(f)")
            #expect(head.lineWidth == 2, "\(head.name)")
        }
    }

    /// Bodies stop where they should: at a filled or outlined shape's near edge, at the point
    /// where a crow's foot's lines meet, at the tip for the open kinds.
    @Test func attachmentsAreWhereTheBodyStops() {
        let expected: [String: Double] = [
            "arrow": 0, "bar": 0, "pipe": 0, "crowsFootOne": 0, "crowsFootMany": 12, "crowsFootOneOrMany": 12,
            "triangle": 14, "triangleOutline": 14, "inverted": 14, "diamond": 16, "diamondOutline": 16,
            "dot": 6, "circleOutline": 6, "square": 6, "none": 0,
        ]
        for head in ArrowCatalog.heads {
            #expect(head.attachment == expected[head.name], "\(head.name)")
            let left = min(head.outline.boundingBox.minX, head.spine.boundingBox.minX)
            if head.name != "crowsFootOneOrMany" && !head.isEmpty {
                #expect(head.attachment <= -left + 1e-9, "\(head.name): the body stops at or before the head's back")
            }
        }
    }

    /// Writes the contact sheet to the path in `ARROWGEN_HEAD_SHEET`, when it is set, to be
    /// converted to PNG and looked at (`rsvg-convert sheet.svg -o sheet.png`).
    @Test func contactSheetDrawsEveryHead() throws {
        let svg = HeadContactSheet.svg(ArrowCatalog.heads)
        for head in ArrowCatalog.heads { #expect(svg.contains(">\(head.name)</text>")) }
        if let path = ProcessInfo.processInfo.environment["ARROWGEN_HEAD_SHEET"] {
            try svg.write(toFile: path, atomically: true, encoding: .utf8)
        }
    }
}
