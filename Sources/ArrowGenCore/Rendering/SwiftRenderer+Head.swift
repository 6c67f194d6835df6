import BezierArrow

/// Head templates: a file holding `extension ArrowHead` with one `nonisolated public static let`
/// named after the head, in the same two spellings and with the same qualified names as an
/// arrow's file, so it compiles in any app module.
///
/// The head is printed as `ArrowHead` stores it (tip at the origin, outline wound
/// positively) with round-trip digits, and built with `ArrowHead(generatedName:...)`, which
/// repeats the validation the generator has already passed and so cannot fail.
extension SwiftRenderer {
    /// The Swift file for a head template.
    ///
    /// - Parameter parsed: a head read by ``TemplateReader/readHead(_:diagnostics:)``.
    /// - Returns: the file's text, ending with a newline.
    package static func renderHead(_ parsed: ParsedHead) -> String {
        var out = Output()
        renderFile(fileName: parsed.fileName, into: &out) { renderHeadExtension(parsed, spelling: $0, into: &$1) }
        return out.text
    }

    /// The extension alone, with one spelling of the runtime's names: what ``renderHead(_:)``
    /// writes twice. Tests compile each spelling, since a compiler reads only one of them.
    package static func renderHeadExtension(_ parsed: ParsedHead, spelling: RuntimeSpelling) -> String {
        var out = Output()
        renderHeadExtension(parsed, spelling: spelling, into: &out)
        return out.text
    }

    /// The name of the file `arrowgen generate` writes for a head: `ArrowHead+<name>.swift`.
    package static func outputFileName(forHead parsed: ParsedHead) -> String { "ArrowHead+\(parsed.head.name).swift" }

    private static func renderHeadExtension(_ parsed: ParsedHead, spelling: RuntimeSpelling, into out: inout Output) {
        let h = parsed.head, q = spelling.prefix
        out.line("extension \(q)ArrowHead {")
        out.indent { o in
            let shape = [h.outline.isEmpty ? nil : "a filled outline",
                         h.spine.isEmpty ? nil : "a spine stroked at the arrow's line width"]
                .compactMap { $0 }.joined(separator: " and ")
            o.line("/// The `\(h.name)` head, generated from `\(SwiftLiteral.commentText(parsed.fileName))`: \(shape).")
            o.line("///")
            let stop = h.attachment == 0 ? "the body runs to the tip"
                : "the body stops \(SwiftLiteral.double(h.attachment)) before the tip"
            o.line("/// Drawn pointing right, its tip at the origin; \(stop).")
            if !h.spine.isEmpty {
                o.line("/// On an arrow with no stroke, the spine is stroked at \(SwiftLiteral.double(h.lineWidth)).")
            }
            o.line("nonisolated public static let \(h.name): \(q)ArrowHead = \(q)ArrowHead(")
            o.indent { o in
                o.line("generatedName: \(SwiftLiteral.string(h.name)),")
                renderHeadPath("outline", h.outline, q: q, into: &o)
                renderHeadPath("spine", h.spine, q: q, into: &o)
                o.line("attachment: \(SwiftLiteral.double(h.attachment)),")
                o.line("frame: \(SwiftLiteral.rect(h.frame, prefix: q)),")
                o.line("lineWidth: \(SwiftLiteral.double(h.lineWidth)))")
            }
        }
        out.line("}")
    }

    private static func renderHeadPath(_ label: String, _ path: BezierPath, q: String, into out: inout Output) {
        guard !path.isEmpty else {
            out.line("\(label): \(q)BezierPath(),")
            return
        }
        out.line("\(label): \(q)BezierPath([")
        out.indent { o in
            for element in path.elements { o.line(SwiftLiteral.element(element, prefix: q) + ",") }
        }
        out.line("]),")
    }
}
