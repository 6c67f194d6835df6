import ArrowGenCore
import BezierArrow
import Testing

/// Each command's help lists the choices of its options from their tables (``NamedOption``), and
/// `preview` accepts every name it lists.
@Suite struct OptionHelpTests {
    /// The help text of a command, as `arrowgen help COMMAND` prints it.
    static func help(_ command: String) throws -> String {
        let result = try ArrowgenRunner.run(["help", command])
        #expect(result.status == 0 && result.errors.isEmpty)
        return result.output
    }

    /// The line of a help text that starts (after spaces) with `word` and a column gap, without
    /// the word: a line of an aligned list, not prose that happens to start with the word.
    static func line(_ word: String, in text: String) -> String? {
        text.split(separator: "\n").map { $0.drop { $0 == " " } }
            .first { $0.hasPrefix(word + "  ") }.map { String($0.dropFirst(word.count)) }
    }

    /// Every name of a table, in order, as a list in one line.
    static func listsEveryName<T: NamedOption>(_ line: String?, _: T.Type) -> Bool {
        guard let line else { return false }
        var rest = Substring(line)
        for option in T.allCases {
            guard let found = rest.range(of: option.name) else { return false }
            rest = rest[found.upperBound...]
        }
        return true
    }

    @Test func previewListsOrientationsAndHandles() throws {
        let help = try Self.help("preview")
        #expect(Self.listsEveryName(Self.line("--orientation MODE", in: help), ArrowOrientation.self), "\(help)")
        #expect(Self.listsEveryName(Self.line("--handles POLICY", in: help), HandlePolicy.self), "\(help)")
    }

    @Test func hitTestAndStrokeListTheirKeysChoices() throws {
        let hitTest = try Self.help("hit-test")
        #expect(Self.listsEveryName(Self.line("cap", in: hitTest), LineCap.self), "\(hitTest)")
        #expect(Self.listsEveryName(Self.line("join", in: hitTest), LineJoin.self), "\(hitTest)")
        #expect(Self.listsEveryName(Self.line("fillRule", in: hitTest), FillRule.self), "\(hitTest)")
        #expect(Self.listsEveryName(Self.line("mode", in: hitTest), StrokeRequest.Mode.self), "\(hitTest)")
        let stroke = try Self.help("stroke")
        #expect(Self.listsEveryName(Self.line("cap", in: stroke), LineCap.self), "\(stroke)")
        #expect(Self.listsEveryName(Self.line("join", in: stroke), LineJoin.self), "\(stroke)")
    }

    @Test func previewAcceptsEveryNameItLists() throws {
        for orientation in ArrowOrientation.allCases {
            let result = try ArrowgenRunner.run(["preview", "DoubleArrow", "--orientation", orientation.name, "--format", "json"])
            #expect(result.status == 0, "\(result.errors)")
            #expect(result.output.contains("\"orientation\":\"\(orientation.name)\""))
        }
        for handles in HandlePolicy.allCases {
            let result = try ArrowgenRunner.run(["preview", "DoubleArrow", "--handles=\(handles.name)", "--format", "json"])
            #expect(result.status == 0, "\(result.errors)")
            #expect(result.output.contains("\"handles\":\"\(handles.name)\""))
        }
    }
}
