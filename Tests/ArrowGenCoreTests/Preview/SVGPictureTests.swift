import Testing
import ArrowGenCore
import BezierArrow
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Parses XML with Foundation's XMLParser and keeps every element with its attributes and text.
final class SVGDocument: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
    }

    private(set) var elements: [Element] = []
    private var open: [Int] = []
    private(set) var error: String?

    /// Parses a document; ``error`` says why it is not well formed.
    init(_ text: String) {
        super.init()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = self
        if !parser.parse() {
            error = parser.parserError.map { "\($0)" } ?? "unknown XML error"
        }
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        open.append(elements.count)
        elements.append(Element(name: name, attributes: attributes))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let i = open.last { elements[i].text += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
    }

    func elements(named name: String) -> [Element] { elements.filter { $0.name == name } }
    func element(id: String) -> Element? { elements.first { $0.attributes["id"] == id } }
}

@Suite struct SVGPictureTests {
    static func sPreview() throws -> ArrowPreview {
        var preview = ArrowPreview(template: try Fixtures.doubleArrow, source: "DoubleArrow")
        preview.end = Point(200, 139)
        return preview
    }

    /// The numbers of a `points` or coordinate list attribute.
    func values(_ text: String?) -> [Double] {
        (text ?? "").split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
    }

    @Test func theSCurvePictureIsWellFormedSVGWithAViewBox() throws {
        let doc = SVGDocument(SVGPicture(try Self.sPreview()).text)
        #expect(doc.error == nil)
        let root = try #require(doc.elements.first)
        #expect(root.name == "svg")
        #expect(root.attributes["xmlns"] == "http://www.w3.org/2000/svg")
        let box = values(root.attributes["viewBox"])
        #expect(box.count == 4 && box[2] > 0 && box[3] > 0)
        #expect(box[2] == Double(root.attributes["width"] ?? ""))
    }

    @Test func everyLayerIsThere() throws {
        let preview = try Self.sPreview()
        let doc = SVGDocument(SVGPicture(preview).text)
        #expect(doc.element(id: "arrow") != nil)
        #expect(doc.element(id: "tap-target") != nil)
        // The selection outline is the model's, dashed.
        let selection = try #require(doc.element(id: "selection-outline"))
        #expect(selection.attributes["stroke-dasharray"] != nil)
        let drawn = try BezierPath(svgPathData: selection.attributes["d"] ?? "")
        #expect(drawn.elements.count == preview.arrow.selectionOutline(tolerance: 0.1 / SVGPicture(preview).scale).elements.count)
        // Tips at the model's tips.
        let end = try #require(doc.element(id: "end-tip"))
        #expect(Double(end.attributes["cx"] ?? "") == 200 && Double(end.attributes["cy"] ?? "") == 139)
        // Head frames moved with their tips: the end frame is 120 lower, the start frame stays.
        #expect(values(doc.element(id: "start-frame")?.attributes["points"]) == [0, 0, 30, 0, 30, 38, 0, 38])
        #expect(values(doc.element(id: "end-frame")?.attributes["points"]) == [170, 120, 200, 120, 200, 158, 170, 158])
        // Two cubics, two handles each, each drawn from its anchor.
        let handles = doc.elements.filter { $0.attributes["class"] == "handle" }
        #expect(handles.count == 4)
        #expect(handles.contains { values([$0.attributes["x1"], $0.attributes["y1"], $0.attributes["x2"], $0.attributes["y2"]]
            .compactMap { $0 }.joined(separator: " ")) == [170, 132, 120, 132] })
        #expect(doc.elements.filter { $0.attributes["class"] == "handle-point" }.count == 4)
        // The legend names what each mark means.
        let legend = doc.elements(named: "text").map(\.text)
        for label in ["arrow", "tap target (35 wide)", "selection outline", "head frame", "handle", "start tip", "end tip"] {
            #expect(legend.contains(label), "legend has \(label)")
        }
        #expect(doc.element(id: "hit") == nil)
    }

    @Test func everyCatalogTemplateDrawsWellFormedSVGInEveryMode() throws {
        let templates = try TemplateFixtures.catalogSources.map { try TemplateFixtures.parse($0).template }
        #expect(templates.count >= 4)
        for template in templates {
            for orientation in ArrowOrientation.allCases {
                var preview = ArrowPreview(template: template, source: template.name)
                preview.template.orientation = orientation
                preview.end = preview.end + Point(-40, 90)
                preview.hitPoint = preview.start
                let doc = SVGDocument(SVGPicture(preview).text)
                #expect(doc.error == nil, "\(template.name) \(orientation)")
                // An outline is filled as the arrow; a spine is stroked.
                #expect(doc.element(id: "arrow") != nil || doc.element(id: "spine") != nil)
                #expect(doc.element(id: "arrow") == nil || !template.outline.isEmpty)
                #expect(doc.element(id: "spine") == nil || !template.spine.isEmpty)
            }
        }
    }

    /// Numbers print as the text views print them: at most four decimals, no float noise, no
    /// trailing zeros, no `-0`.
    @Test func numbersHaveAtMostFourDecimals() throws {
        var preview = try Self.sPreview()
        preview.end = Point(200.12345, 138.7 + 0.1 + 0.2)
        preview.hitPoint = Point(100, -0.0)
        let text = SVGPicture(preview).text
        let doc = SVGDocument(text)
        let end = try #require(doc.element(id: "end-tip"))
        #expect(end.attributes["cx"] == "200.1235" && end.attributes["cy"] == "139")
        #expect(doc.element(id: "title") == nil)
        #expect(doc.elements(named: "title").first?.text.contains("end (200.1235, 139)") == true)
        // Every number in the document after the XML declaration, path data included.
        let numbers = text.drop(while: { $0 != "\n" }).split(whereSeparator: { !($0.isNumber || $0 == "." || $0 == "-") })
            .filter { $0.contains { $0.isNumber } }
        #expect(numbers.count > 200)
        for number in numbers {
            let fraction = number.split(separator: ".", omittingEmptySubsequences: false).dropFirst().first ?? ""
            #expect(fraction.count <= 4 && !fraction.hasSuffix("0") && number != "-0", "\(number)")
        }
        #expect(numbers.contains { ($0.split(separator: ".").dropFirst().first?.count ?? 0) == 4 })
    }

    @Test func theHitPointIsMarkedWhenThereIsOne() throws {
        var preview = try Self.sPreview()
        preview.hitPoint = Point(100, 0)
        let doc = SVGDocument(SVGPicture(preview).text)
        #expect(doc.error == nil)
        #expect(doc.element(id: "hit") != nil)
        #expect(doc.elements(named: "text").contains { $0.text == "hit point: miss" })
    }

    @Test func userTextIsEscaped() throws {
        var template = try Fixtures.doubleArrow
        template.name = "A<&>\"'B"
        let doc = SVGDocument(SVGPicture(ArrowPreview(template: template, source: "x")).text)
        #expect(doc.error == nil)
        let title = try #require(doc.elements(named: "title").first)
        #expect(title.text.hasPrefix("A<&>\"'B: start"))
        #expect(SVGPicture.escaped("a<b&c>\"'") == "a&lt;b&amp;c&gt;&quot;&apos;")
    }

    /// A label may hold control characters (typed, or from a saved document), which XML 1.0
    /// cannot carry even as references: each is drawn as U+FFFD so the file still opens.
    @Test func controlCharactersInALabelKeepThePictureWellFormed() throws {
        var preview = ArrowPreview(template: try Fixtures.doubleArrow, source: "x")
        preview.label = ArrowPreview.estimatedLabel("a\u{1}b\u{1B}c\u{FFFF}<")
        let doc = SVGDocument(SVGPicture(preview).text)
        #expect(doc.error == nil)
        #expect(doc.element(id: "label")?.text == "a\u{FFFD}b\u{FFFD}c\u{FFFD}<")
        #expect(SVGPicture.escaped("tab\tline\nreturn\r\u{0}") == "tab\tline\nreturn\r\u{FFFD}")
    }

    @Test func pictureFitsTheSizeLimits() throws {
        let picture = SVGPicture(try Self.sPreview(), maxWidth: 300, maxHeight: 200)
        #expect(picture.region.width * picture.scale <= 300 + 1e-9)
        #expect(picture.region.height * picture.scale <= 200 + 1e-9)
        // The region holds the tap target: the bounds grown by half the tap width.
        #expect(picture.region.minY <= -17.5 && picture.region.maxY >= 158 + 17.5)
    }
}
