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
}
