import ArrowGenCore
import BezierArrow
import Testing

/// Elements nested past ``SVGTemplateReader/nestingLimit`` are an error at the first one too deep,
/// however deep the file goes: 20,000 nested groups once overflowed the reader's stack.
@Suite struct SVGNestingLimitTests {
    static let ns = "xmlns=\"http://www.w3.org/2000/svg\""
    static let frames = "<rect id=\"start-frame\" width=\"30\" height=\"38\" fill=\"none\"/>"
        + "<rect id=\"end-frame\" x=\"170\" width=\"30\" height=\"38\" fill=\"none\"/>"
    static let outline = "<path id=\"outline\" d=\"M 0 19 L 30 0 L 30 38 Z M 170 0 L 200 19 L 170 38 Z\"/>"

    /// The root on line 1, the frames on line 2, then `depth` nested containers, one per line
    /// (the k-th on line k + 2, at level k + 1), the outline in the innermost.
    static func nested(_ depth: Int, open: String, close: String) -> String {
        "<svg \(ns)>\n\(frames)\n" + String(repeating: open + "\n", count: depth) + outline + "\n"
            + String(repeating: close + "\n", count: depth) + "</svg>\n"
    }

    @Test(arguments: [
        ("<g>", "</g>"),
        ("<g transform=\"translate(1e-3) scale(1)\">", "</g>"),
        ("<svg x=\"0\">", "</svg>"),
        ("<g id=\"outline-layer\"><defs>", "</defs></g>"),
    ])
    func twentyThousandNestedElementsAreAnErrorAtTheFirstTooDeep(open: String, close: String) {
        let (template, diagnostics) = readSVG(Self.nested(20_000, open: open, close: close))
        #expect(template == nil)
        // The first tag of the line opened at level 257 is the 256th line of containers, on line
        // 258; the `<defs>` case reaches level 257 already in the middle of line 130.
        let expected = open.hasSuffix("<defs>")
            ? "Arrow.svg:130:23: error: <defs> is nested 257 levels deep, deeper than the 256 levels a template may nest: flatten the groups around it"
            : "Arrow.svg:258:1: error: <\(open.dropFirst().prefix { $0 != ">" && $0 != " " })> is nested 257 levels deep, deeper than the 256 levels a template may nest: flatten the groups around it"
        #expect(diagnostics.map(\.description) == [expected])
    }

    @Test func theLimitItselfIsAccepted() throws {
        // 254 groups inside the root: the outline sits at level 256.
        let (template, diagnostics) = readSVG(Self.nested(SVGTemplateReader.nestingLimit - 2, open: "<g>", close: "</g>"))
        #expect(diagnostics.isEmpty)
        #expect(try #require(template).outline.elements.count == 8)
        // One more group puts the outline at level 257.
        let (deeper, errors) = readSVG(Self.nested(SVGTemplateReader.nestingLimit - 1, open: "<g>", close: "</g>"))
        #expect(deeper == nil)
        #expect(errors.map(\.description) == [
            "Arrow.svg:258:1: error: <path> is nested 257 levels deep, deeper than the 256 levels a template may nest: flatten the groups around it",
        ])
    }

    @Test func entitiesThatExpandWithoutEndAreAnError() {
        // Ten levels of entities, each ten of the one before (10^9 characters), and a loop.
        let laughs = "<!ENTITY a0 \"ha\">" + (1...9).map { "<!ENTITY a\($0) \"" + String(repeating: "&a\($0 - 1);", count: 10) + "\">" }.joined()
        let loop = "<!ENTITY a \"&b;\"><!ENTITY b \"&a;\">"
        for (entities, reference) in [(laughs, "&a9;"), (loop, "&a;")] {
            let (template, diagnostics) = readSVG("<!DOCTYPE svg [\(entities)]>\n<svg \(Self.ns)><title>\(reference)</title></svg>")
            #expect(template == nil)
            #expect(diagnostics.count == 1)
            #expect(diagnostics.first?.description.hasPrefix("Arrow.svg:2:") == true)
            #expect(diagnostics.first?.message == "malformed XML: an entity refers to itself (directly or through other entities) or expands too far")
        }
    }
}
