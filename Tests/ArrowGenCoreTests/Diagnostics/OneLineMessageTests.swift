import ArrowGenCore
import BezierArrow
import TestSupport
import Testing

/// Every quoted value in a diagnostic, a document error or a REPL reply stays on its line: keys,
/// names, option values, ids and labels holding line feeds and other control characters are
/// written out (`\u{A}`), so no part of a message reads as a line of its own, or as another
/// file's diagnostic.
@Suite struct OneLineMessageTests {
    /// The characters no message may hold: the C0 and C1 controls, DEL, and the line and
    /// paragraph separators.
    static func isControl(_ s: Unicode.Scalar) -> Bool {
        s.value < 0x20 || (0x7F...0x9F).contains(s.value) || s.value == 0x2028 || s.value == 0x2029
    }

    static func hasNoControl(_ text: String) -> Bool { !text.unicodeScalars.contains(where: isControl) }

    /// A random value: letters with control characters among them, one at least.
    static func value(_ rng: inout SplitMix64) -> String {
        let controls: [Unicode.Scalar] = ["\n", "\r", "\t", "\u{0}", "\u{1B}", "\u{7F}", "\u{85}", "\u{9B}", "\u{2028}", "\u{2029}", "\u{B}"]
        var s = String.UnicodeScalarView()
        for i in 0..<(2 + Int(rng.next() % 8)) {
            if i == 1 || rng.next() % 3 == 0 {
                s.append(controls[Int(rng.next() % UInt64(controls.count))])
            } else {
                s.append(Unicode.Scalar(UInt8(97 + rng.next() % 26)))
            }
        }
        // Now and then a crafted line that would look like another file's diagnostic.
        if rng.next() % 4 == 0 { s.append(contentsOf: "\nother.arrow:1:1: error: forged".unicodeScalars) }
        return String(s)
    }

    /// The value as a JSON string literal, its control characters escaped as JSON requires.
    static func json(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20: out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                + String(scalar.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    static let outline = #""outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z""#

    /// An arrow template with a value put somewhere.
    static func template(key: String = "lineWidth", head: String = "none", body: String = "arc") -> String {
        """
        {
          \(outline),
          "start": {"frame": [0, 0, 10, 10], "tip": [0, 5], "head": \(json(head))},
          "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]},
          "body": \(json(body)), \(json(key)): 1
        }
        """
    }

    /// Checks each diagnostic is one line at its file's location.
    static func expectOneLine(_ diagnostics: [Diagnostic], file: String, _ context: String) {
        #expect(!diagnostics.isEmpty, "\(context): a diagnostic expected")
        for d in diagnostics {
            let text = d.description
            #expect(hasNoControl(text) && text.hasPrefix("\(file):"), "\(context): \(text.debugDescription)")
        }
    }

    @Test func templateDiagnosticsQuoteValuesOnOneLine() {
        var rng = SplitMix64(seed: 0x31_0200)
        for i in 0..<150 {
            let v = Self.value(&rng)
            var diagnostics: [Diagnostic] = []
            switch i % 4 {
            case 0:
                _ = Generator.parse(TemplateSource(path: "t.arrow", text: Self.template(key: v)), diagnostics: &diagnostics)
            case 1:
                _ = Generator.parse(TemplateSource(path: "t.arrow", text: Self.template(body: v)), diagnostics: &diagnostics)
            case 2:
                // A name the reader refuses, or one the target's check finds unknown.
                let source = TemplateSource(path: "t.arrow", text: Self.template(head: v))
                _ = Generator.parse(source, diagnostics: &diagnostics)
                diagnostics += Generator.checkNames([source])
            default:
                let head = #"{"name": \#(Self.json(v)), "outline": "M -10 -5 L 0 0 L -10 5 Z", "tip": [0, 0], "attachment": [-10, 0]}"#
                _ = Generator.parseHead(TemplateSource(path: "h.arrow", text: head), diagnostics: &diagnostics)
                Self.expectOneLine(diagnostics, file: "h.arrow", "case \(i)")
                continue
            }
            Self.expectOneLine(diagnostics, file: "t.arrow", "case \(i)")
        }
    }

    /// A line feed in a file's name stays on the line too.
    @Test func aFileNameIsQuotedOnOneLine() {
        var diagnostics: [Diagnostic] = []
        _ = Generator.parse(TemplateSource(path: "a\nb.arrow", text: "{"), diagnostics: &diagnostics)
        #expect(!diagnostics.isEmpty)
        #expect(diagnostics.allSatisfy { Self.hasNoControl($0.description) && $0.description.hasPrefix("a\\u{A}b.arrow:") })
    }

    /// A saved scene with a value in a key, a template name or an id: the error is one line.
    @Test func documentErrorsQuoteValuesOnOneLine() {
        var rng = SplitMix64(seed: 0x31_0201)
        for i in 0..<120 {
            let v = Self.json(Self.value(&rng))
            let arrow = switch i % 3 {
            case 0: #"{"id": 1, "template": "DoubleArrow", "start": [0, 0], "end": [9, 9], \#(v): 2}"#
            case 1: #"{"id": 1, "template": \#(v), "start": [0, 0], "end": [9, 9]}"#
            default: #"{"id": \#(v), "template": "DoubleArrow", "start": [0, 0], "end": [9, 9], "label": 4}"#
            }
            let text = #"{"format": "bezierarrow-scene", "version": 1, "arrows": [\#(arrow)]}"#
            do {
                _ = try ArrowSceneDocument<String>(jsonText: text)
                Issue.record("case \(i): the document was read")
            } catch {
                #expect(Self.hasNoControl(error.description), "case \(i): \(error.description.debugDescription)")
            }
        }
    }

    /// The REPL's replies: a label read from a document is echoed on the `opened` line, and an
    /// error from a document is one `error:` line.
    @Test func replRepliesQuoteValuesOnOneLine() throws {
        var rng = SplitMix64(seed: 0x31_0202)
        for i in 0..<60 {
            let v = Self.json(Self.value(&rng))
            let good = #"{"format": "bezierarrow-scene", "version": 1, "arrows": [{"id": 1, "template": "DoubleArrow", "#
                + #""start": [0, 19], "end": [200, 19], "label": {"text": \#(v), "width": 20, "height": 10}}]}"#
            let bad = #"{"format": "bezierarrow-scene", "version": 1, "arrows": [{"id": 1, "template": "DoubleArrow", "#
                + #""start": [0, 19], "end": [200, 19], \#(v): 1}]}"#
            var session = try Fixtures.session(files: ["good.json": good, "bad.json": bad])
            let opened = run(&session, "open good.json")
            #expect(opened.errors.isEmpty, "case \(i)")
            #expect(opened.output.hasPrefix("opened ") && opened.output.filter { $0 == "\n" }.count == 1
                    && Self.hasNoControl(String(opened.output.dropLast())), "case \(i): \(opened.output.debugDescription)")
            #expect(Self.hasNoControl(String(run(&session, "show").output.prefix { $0 != "\n" })), "case \(i)")
            let refused = run(&session, "open bad.json")
            #expect(!refused.errors.isEmpty, "case \(i)")
            #expect(refused.errors.hasPrefix("error: ") && refused.errors.filter { $0 == "\n" }.count == 1
                    && Self.hasNoControl(String(refused.errors.dropLast())), "case \(i): \(refused.errors.debugDescription)")
        }
    }
}
