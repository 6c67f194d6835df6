import BezierArrow
import Testing

/// Every option list is one table (``NamedOption``): each name reads back as its case, the names
/// are the spellings files have always used, and each summary is one line for help text.
@Suite struct NamedOptionTests {
    /// Checks one table against the names it must have, in order.
    static func check<T: NamedOption & RawRepresentable>(_: T.Type, names: [String],
                                                         sourceLocation: SourceLocation = #_sourceLocation)
    where T.RawValue == String {
        #expect(T.allCases.map(\.name) == names, sourceLocation: sourceLocation)
        #expect(Set(names).count == names.count, "names are distinct", sourceLocation: sourceLocation)
        for option in T.allCases {
            // name -> case -> name, and the stored raw value stays the name.
            #expect(T(name: option.name) == option, sourceLocation: sourceLocation)
            #expect(T(name: option.name)?.name == option.name, sourceLocation: sourceLocation)
            #expect(T(rawValue: option.name) == option, sourceLocation: sourceLocation)
            // Lowercase, so the REPL and CSS can lowercase a word before looking it up; the lookup
            // itself is exact.
            #expect(option.name == option.name.lowercased(), sourceLocation: sourceLocation)
            #expect(T(name: option.name.uppercased()) == nil, sourceLocation: sourceLocation)
            #expect(T(name: " \(option.name)") == nil, sourceLocation: sourceLocation)
            let summary = option.summary
            #expect(!summary.isEmpty && !summary.contains("\n"), "one line: \(summary)", sourceLocation: sourceLocation)
            #expect(summary.first?.isLowercase == true && !summary.hasSuffix("."),
                    "a help-text fragment: \(summary)", sourceLocation: sourceLocation)
        }
        #expect(Set(T.allCases.map(\.summary)).count == names.count, "summaries are distinct", sourceLocation: sourceLocation)
        #expect(T(name: "") == nil && T(name: "bogus") == nil, sourceLocation: sourceLocation)
    }

    @Test func lineCapNamesAreSVGsStrokeLinecap() { Self.check(LineCap.self, names: ["butt", "round", "square"]) }
    @Test func lineJoinNamesAreSVGsStrokeLinejoin() { Self.check(LineJoin.self, names: ["miter", "round", "bevel"]) }
    @Test func fillRuleNamesAreSVGsFillRule() { Self.check(FillRule.self, names: ["nonzero", "evenodd"]) }
    @Test func orientationNames() { Self.check(ArrowOrientation.self, names: ["fixed", "follow"]) }
    @Test func handlesNames() { Self.check(HandlePolicy.self, names: ["rigid", "scaled"]) }

    /// The Swift spelling of a case is not a name: `nonZero` is read by no format.
    @Test func swiftSpellingsAreNotNames() {
        #expect(FillRule(name: "nonZero") == nil && FillRule(name: "evenOdd") == nil)
        #expect(FillRule(name: "nonzero") == .nonZero && FillRule(name: "evenodd") == .evenOdd)
    }
}
