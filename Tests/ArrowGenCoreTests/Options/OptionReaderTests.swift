import BezierArrow
import Testing
@testable import ArrowGenCore

/// Every reader looks options up in their tables (``NamedOption``): each accepts every case's
/// name, and refuses any other word with a located error listing every name the table has.
@Suite struct OptionReaderTests {
    /// A `.arrow` template with one more key; its value sits on line 3, at column `key.count + 6`.
    static func arrow(_ key: String, _ value: String) -> String {
        """
        {"outline": "M 0 5 L 10 0 L 10 10 Z M 90 0 L 100 5 L 90 10 Z",
         "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]}, "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]},
         "\(key)": "\(value)"}
        """
    }

    static func readArrow(_ text: String) -> (template: ArrowTemplate?, diagnostics: [String]) {
        var diagnostics: [Diagnostic] = []
        let parsed = TemplateReader.read(TemplateSource(path: "t.arrow", text: text), diagnostics: &diagnostics)
        return (parsed?.template, diagnostics.map(\.description))
    }

    /// `'a' or 'b'`, written here rather than taken from the readers' own wording.
    static func quoted<T: NamedOption>(_: T.Type, _ quote: String) -> String {
        let names = T.allCases.map { quote + $0.name + quote }
        return names.count < 3 ? names.joined(separator: " or ")
            : names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
    }

    /// A reader takes every name of an option's table, into the template's property, silently.
    static func expectEveryName<T: NamedOption, D>(_ property: KeyPath<ArrowTemplate, T>,
                                                   sourceLocation: Testing.SourceLocation,
                                                   read: (String) -> (ArrowTemplate?, [D])) {
        for option in T.allCases {
            let (template, diagnostics) = read(option.name)
            #expect(diagnostics.isEmpty, "\(diagnostics)", sourceLocation: sourceLocation)
            #expect(template?[keyPath: property] == option, sourceLocation: sourceLocation)
        }
    }

    /// The `.arrow` reader: every name, then a bad one.
    static func checkArrow<T: NamedOption>(_ key: String, _ property: KeyPath<ArrowTemplate, T>,
                                           sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        expectEveryName(property, sourceLocation: sourceLocation) { readArrow(arrow(key, $0)) }
        let (template, diagnostics) = readArrow(arrow(key, "bogus"))
        #expect(template == nil, sourceLocation: sourceLocation)
        #expect(diagnostics == ["t.arrow:3:\(key.count + 6): error: unknown \(key) 'bogus': expected \(quoted(T.self, "'"))"],
                sourceLocation: sourceLocation)
        for option in T.allCases {
            #expect(diagnostics.first?.contains("'\(option.name)'") == true, sourceLocation: sourceLocation)
        }
    }

    @Test func arrowFilesReadEveryName() {
        Self.checkArrow("orientation", \.orientation)
        Self.checkArrow("handles", \.handles)
        Self.checkArrow("fillRule", \.fillRule)
    }

    /// An SVG template with the DoubleArrow's outline and one more attribute on the root.
    static func svg(_ attribute: String, _ value: String) -> String {
        SVGTemplateReaderTests.svg("<path id=\"outline\" d=\"\(SVGTemplateReaderTests.body)\"/>",
                                   root: " \(attribute)=\"\(value)\"")
    }

    /// The SVG reader's `data-*` options: every name, then a bad one.
    static func checkSVG<T: NamedOption>(_ attribute: String, _ property: KeyPath<ArrowTemplate, T>,
                                         sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        expectEveryName(property, sourceLocation: sourceLocation) { readSVG(svg(attribute, $0)) }
        let (template, diagnostics) = readSVG(svg(attribute, "bogus"))
        #expect(template == nil, sourceLocation: sourceLocation)
        let message = diagnostics.map(\.description)
        #expect(message.count == 1, sourceLocation: sourceLocation)
        let parts = (message.first ?? "").split(separator: ":", maxSplits: 3).map(String.init)
        #expect(parts.count == 4 && parts[0] == "Arrow.svg" && parts[1] == "1" && Int(parts[2]) != nil,
                "located at the attribute: \(message)", sourceLocation: sourceLocation)
        #expect(parts.last == " error: unknown \(attribute) 'bogus': expected \(quoted(T.self, "'"))",
                sourceLocation: sourceLocation)
    }

    @Test func svgOptionsReadEveryName() {
        Self.checkSVG("data-orientation", \.orientation)
        Self.checkSVG("data-handles", \.handles)
        Self.checkSVG("data-fill-rule", \.fillRule)
    }

    /// The outline's CSS `fill-rule` ignores case, as CSS keywords do.
    @Test func svgFillRuleStyleReadsEveryNameInAnyCase() {
        for rule in FillRule.allCases {
            for spelling in [rule.name, rule.name.uppercased()] {
                let text = SVGTemplateReaderTests.svg("<path id=\"outline\" style=\"fill-rule:\(spelling)\" d=\"\(SVGTemplateReaderTests.body)\"/>")
                #expect(readSVG(text).template?.fillRule == rule, "\(spelling)")
            }
        }
    }

    /// The request reader of `hit-test` and `stroke`: every name, then a bad one.
    static func checkRequest<T: NamedOption>(_ key: String, _ property: KeyPath<StrokeRequest, T>,
                                             sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for option in T.allCases {
            let request = try? StrokeRequest.decode(line: #"{"path":"M 0 0 L 1 0","points":[],"\#(key)":"\#(option.name)"}"#)
            #expect(request?[keyPath: property] == option, sourceLocation: sourceLocation)
        }
        #expect(throws: StrokeRequestError(#"key "\#(key)": expected \#(quoted(T.self, "\"")), found "bogus""#),
                sourceLocation: sourceLocation) {
            try StrokeRequest.decode(line: #"{"path":"M 0 0 L 1 0","points":[],"\#(key)":"bogus"}"#)
        }
    }

    @Test func requestsReadEveryName() {
        Self.checkRequest("cap", \.style.cap)
        Self.checkRequest("join", \.style.join)
        Self.checkRequest("fillRule", \.fillRule)
        Self.checkRequest("mode", \.mode)
    }

    /// The wording is pinned too, so a change to the lists shows here.
    @Test func requestErrorsListTheNames() {
        #expect(throws: StrokeRequestError(#"key "cap": expected "butt", "round" or "square", found "flat""#)) {
            try StrokeRequest.decode(line: #"{"path":"M 0 0","points":[],"cap":"flat"}"#)
        }
        #expect(throws: StrokeRequestError(#"key "fillRule": expected "nonzero" or "evenodd", found "nonZero""#)) {
            try StrokeRequest.decode(line: #"{"path":"M 0 0","points":[],"fillRule":"nonZero"}"#)
        }
    }

    /// The REPL: every name in any case, then a bad one.
    @Test func replReadsEveryName() throws {
        var session = try Fixtures.session()
        for orientation in ArrowOrientation.allCases {
            #expect(session.execute("orientation \(orientation.name.uppercased())").output == "orientation \(orientation.name)\n")
            #expect(session.preview.template.orientation == orientation)
            #expect(session.execute("json").output.contains("\"orientation\":\"\(orientation.name)\""))
        }
        for handles in HandlePolicy.allCases {
            #expect(session.execute("handles \(handles.name.uppercased())").output == "handles \(handles.name)\n")
            #expect(session.preview.template.handles == handles)
            #expect(session.execute("json").output.contains("\"handles\":\"\(handles.name)\""))
        }
        #expect(session.execute("orientation bogus").errors
                == "error: 'orientation' expects \(Self.quoted(ArrowOrientation.self, "")), found 'bogus'\n")
        #expect(session.execute("handles bogus").errors
                == "error: 'handles' expects \(Self.quoted(HandlePolicy.self, "")), found 'bogus'\n")
        #expect(session.completions(after: ["orientation"]) == ArrowOrientation.allCases.map(\.name))
        #expect(session.completions(after: ["handles"]) == HandlePolicy.allCases.map(\.name))
    }

    /// The REPL's `help` lists the names, and `help orientation` / `help handles` every case's
    /// summary.
    @Test func replHelpListsEveryCase() throws {
        var session = try Fixtures.session()
        let list = session.execute("help").output
        #expect(list.contains("  orientation " + ArrowOrientation.allCases.map(\.name).joined(separator: "|") + " "))
        #expect(list.contains("  handles " + HandlePolicy.allCases.map(\.name).joined(separator: "|") + " "))
        func check<T: NamedOption>(_ verb: String, _: T.Type) {
            let help = session.execute("help \(verb)").output
            for option in T.allCases {
                #expect(help.contains("\n  \(option.name) "), "help \(verb) names \(option.name)")
                #expect(help.contains(" \(option.summary)\n"), "help \(verb) explains \(option.name)")
            }
        }
        check("orientation", ArrowOrientation.self)
        check("handles", HandlePolicy.self)
    }

    /// Every option the writers know is written by its name and reads back: the SVG writer for
    /// each combination, and generated code with each case's Swift spelling.
    @Test func writersWriteEveryName() throws {
        let base = try SVGTemplateWriterTests.doubleArrow()
        for orientation in ArrowOrientation.allCases {
            for handles in HandlePolicy.allCases {
                for fillRule in FillRule.allCases {
                    let template = try ArrowTemplate(name: base.name, outline: base.outline, start: base.start, end: base.end,
                                                     orientation: orientation, handles: handles, fillRule: fillRule)
                    let svg = SVGTemplateWriter.svg(for: template)
                    #expect(svg.contains("data-orientation=\"\(orientation.name)\" data-handles=\"\(handles.name)\""))
                    #expect(svg.contains("data-fill-rule=\"\(fillRule.name)\""))
                    let read = try #require(readSVG(svg).template)
                    #expect((read.orientation, read.handles, read.fillRule) == (orientation, handles, fillRule))
                }
            }
        }
        #expect(ArrowOrientation.allCases.map(SwiftLiteral.option) == [".fixed", ".follow"])
        #expect(HandlePolicy.allCases.map(SwiftLiteral.option) == [".rigid", ".scaled"])
        #expect(FillRule.allCases.map(SwiftLiteral.option) == [".nonZero", ".evenOdd"])
    }
}
