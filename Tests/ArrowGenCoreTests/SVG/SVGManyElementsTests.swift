import Testing

/// Files with very many elements are read in time linear in their size (times the nesting limit).
@Suite struct SVGManyElementsTests {
    @Test(.timeLimit(.minutes(1)))
    func twentyThousandElementsNamedAlikeAreAnErrorQuickly() {
        // Finding the outermost of the elements named `outline` compared every pair: 20,000 of
        // them took minutes.
        let paths = (0..<20_000).map { "<path id=\"outline-\($0)\" d=\"M 0 19 L 30 0 L 30 38 Z\"/>\n" }.joined()
        let (template, diagnostics) = readSVG("<svg \(SVGNestingLimitTests.ns)>\n\(SVGNestingLimitTests.frames)\n\(paths)</svg>\n")
        #expect(template == nil)
        #expect(diagnostics.map(\.description) == [
            "Arrow.svg:4:1: error: two elements match 'outline': <path id=\"outline-0\"> and <path id=\"outline-1\">; rename or delete one",
            "Arrow.svg:3:1: note: the other match, <path id=\"outline-0\">, is here",
        ])
    }

    @Test(.timeLimit(.minutes(1)))
    func twentyThousandStyleRulesForTwentyThousandShapesAreReadQuickly() throws {
        // Every shape's style read every rule of the sheet: 20,000 of each took minutes.
        let count = 20_000
        let sheet = (0..<count).map { ".c\($0) { fill: none }" }.joined(separator: "\n")
        let strokes = (0..<count).map { "<path class=\"c\($0)\" d=\"M 40 19 L 160 19\" stroke=\"black\"/>\n" }.joined()
        let outline = "<path d=\"M 0 19 L 30 0 L 30 38 Z M 170 0 L 200 19 L 170 38 Z\"/>"
        let svg = "<svg \(SVGNestingLimitTests.ns)>\n<style>\(sheet)</style>\n\(SVGNestingLimitTests.frames)\n\(strokes)\(outline)\n</svg>\n"
        let (template, diagnostics) = readSVG(svg)
        #expect(diagnostics.isEmpty)
        // The only shape the sheet leaves filled is the outline.
        #expect(try #require(template).outline.elements.count == 8)
    }
}
