import BezierArrow

/// Styled templates (``ParsedTemplate/style``): the heads and body a template names become
/// constants (`startHead`, `endHead`, `body`, `bend`, `cornerRadius`, and `waypoints` when it
/// gives some), the `template` carries them as its `ArrowTemplate.style`, and `build` and `path`
/// take each as a parameter whose default is the template's choice. A template without waypoints
/// generates what it did before waypoints were read: no `waypoints` constant or parameter.
///
/// Drawing goes through `template.build(start:end:style:into:)`, the runtime model's own drawing
/// (an `Arrow` of the template with that style), so generated code and the model agree to the
/// last bit for every head and body without the generator knowing the heads' shapes. A named head
/// is written as a static member of `ArrowHead` (`BezierArrow::ArrowHead.dot`): a head template of
/// the same target declares it, or ArrowCatalog does (the file then imports it, see
/// ``render(_:module:)``). A tip that names no head gets the template's own head, as
/// `ArrowTemplate.defaultStyle` gives it.
extension SwiftRenderer {
    /// The parameters `build` and `path` take after the tips, each defaulting to the constant of
    /// the same name.
    private static func styleParameters(q: String, sw: String, _ style: TemplateStyle) -> [String] {
        ["startHead: \(q)ArrowHead = startHead, endHead: \(q)ArrowHead = endHead,",
         "body: \(q)ArrowBodyKind = body, bend: \(sw)Double = bend, cornerRadius: \(sw)Double = cornerRadius,"]
            + (style.waypoints.isEmpty ? [] : ["waypoints: [\(q)Point] = waypoints,"])
    }

    /// The arguments of `ArrowStyle`'s initialiser passing those parameters on.
    private static let styleArguments = "startHead: startHead, endHead: endHead, body: body, bend: bend, cornerRadius: cornerRadius"

    /// The arguments `path` passes on to `build`.
    private static func buildArguments(_ style: TemplateStyle) -> String {
        styleArguments + (style.waypoints.isEmpty ? "" : ", waypoints: waypoints")
    }

    /// The labels of `build`'s parameters, for the documentation's links.
    private static func buildSignature(_ style: TemplateStyle) -> String {
        "build(start:end:startHead:endHead:body:bend:cornerRadius:\(style.waypoints.isEmpty ? "" : "waypoints:")into:)"
    }

    /// What the corner radius also rounds with waypoints: a straight body's corners at them.
    private static func cornerRadiusAtWaypoints(_ style: TemplateStyle) -> String {
        style.waypoints.isEmpty ? "" : ", and of a straight body at its waypoints"
    }

    /// How the type's documentation calls a head: `` `dot` `` or "its own start head".
    private static func headText(_ style: TemplateStyle, _ tip: ArrowTip) -> String {
        style.head(tip).map { "`\($0.name)`" } ?? "its own \(tip) head"
    }

    /// The `- Parameters:` lines of `build` and `path`, up to the builder.
    private static func renderStyleParameterDocs(_ style: TemplateStyle, into out: inout Output) {
        out.line("/// - Parameters:")
        out.line("///   - start: where the start tip is now.")
        out.line("///   - end: where the end tip is now.")
        out.line("///   - startHead: the head at the start tip.")
        out.line("///   - endHead: the head at the end tip.")
        out.line("///   - body: the body's kind.")
        out.line("///   - bend: the bend handle of an arc or elbow body.")
        out.line("///   - cornerRadius: the corner radius of an elbow body\(cornerRadiusAtWaypoints(style)).")
        if !style.waypoints.isEmpty {
            out.line("///   - waypoints: the points the body passes through, in order from the start tip.")
        }
    }

    static func renderStyledTypeDoc(_ t: ArrowTemplate, _ style: TemplateStyle, fileName: String, into out: inout Output) {
        renderTypeDocSummary(t, fileName: fileName, into: &out)
        out.line("/// It is drawn with the heads \(headText(style, .start)) and \(headText(style, .end)) and \(style.body == .arc || style.body == .elbow ? "an" : "a") "
                 + "\(style.body.name) body, the style of ``template``;")
        if !style.waypoints.isEmpty {
            let count = style.waypoints.count
            out.line("/// its body passes through \(count == 1 ? "a waypoint" : "\(count) waypoints") (``waypoints``), which stay where they are as the tips move;")
        }
        out.line("/// ``\(buildSignature(style))`` draws any heads and body")
        out.line("/// through `template`, exactly as the runtime model draws them.")
    }

    /// The style's constants, after the template's data.
    static func renderStyleData(q: String, sw: String, _ style: TemplateStyle, into out: inout Output) {
        for tip in ArrowTip.allCases {
            if let head = style.head(tip) {
                out.line("/// The head at the \(tip) tip unless a caller says otherwise: `\(head.name)`.")
                out.line("nonisolated public static let \(tip)Head: \(q)ArrowHead = \(q)ArrowHead.\(head.name)")
            } else {
                out.line("/// The head at the \(tip) tip unless a caller says otherwise: the template's own, its \(tip) frame's drawing.")
                out.line("nonisolated public static let \(tip)Head: \(q)ArrowHead = template.defaultStyle.\(tip)Head")
            }
        }
        out.line("/// The body's kind unless a caller says otherwise.")
        out.line("nonisolated public static let body: \(q)ArrowBodyKind = \(SwiftLiteral.option(style.body))")
        out.line("/// The bend handle of an arc or elbow body unless a caller says otherwise.")
        out.line("nonisolated public static let bend: \(sw)Double = \(SwiftLiteral.double(style.bend))")
        let also = cornerRadiusAtWaypoints(style)
        out.line("/// The corner radius of an elbow body\(also)\(also.isEmpty ? "" : ",") unless a caller says otherwise.")
        out.line("nonisolated public static let cornerRadius: \(sw)Double = \(SwiftLiteral.double(style.cornerRadius))")
        guard !style.waypoints.isEmpty else { return }
        out.line("/// The points the body passes through unless a caller says otherwise, in order from the start tip.")
        out.line("nonisolated public static let waypoints: [\(q)Point] = [")
        out.indent { o in
            for p in style.waypoints { o.line(SwiftLiteral.point(p, prefix: q) + ",") }
        }
        out.line("]")
    }

    /// `template`: the template's data with the style set, in a closure (a tip that names no
    /// head takes the template's own, which only the template gives).
    static func renderStyledTemplate(q: String, _ t: ArrowTemplate, _ style: TemplateStyle, isTable: Bool,
                                     into out: inout Output) {
        out.line("/// The arrow for the runtime model (dragging, hit testing, previews), with the heads and body above")
        out.line("/// as its style.")
        out.line("nonisolated public static let template: \(q)ArrowTemplate = {")
        out.indent { o in
            o.line("var template = \(q)ArrowTemplate(")
            renderTemplateArguments(q: q, t, isTable: isTable, into: &o)
            let heads = ArrowTip.allCases.map { end in
                style.head(end) == nil ? "\(end)Head: template.head(.\(end))" : "\(end)Head: \(end)Head"
            }
            o.line("template.style = \(q)ArrowStyle(")
            o.line("    \(heads.joined(separator: ", ")),")
            o.line("    body: body, bend: bend, cornerRadius: cornerRadius)")
            if !style.waypoints.isEmpty { o.line("template.style?.bodyState.waypoints = waypoints") }
            o.line("return template")
        }
        out.line("}()")
    }

    static func renderStyledBuild(q: String, sw: String, _ style: TemplateStyle, into out: inout Output) {
        out.line("/// Draws the arrow between two tips into a path builder, with heads and a body of the caller's")
        out.line("/// choice (the template's by default).")
        out.line("///")
        out.line("/// Calls `template.build(start:end:style:into:)`: the path an `Arrow` of `template` with that")
        out.line("/// style draws, to the last bit.")
        out.line("///")
        renderStyleParameterDocs(style, into: &out)
        out.line("///   - builder: receives the outline, then the spine.")
        out.line("/// - Complexity: O(elements of the heads); it allocates (the arrow's paths are built first).")
        out.line("nonisolated public static func build<B: \(q)PathBuilder>(")
        out.indent {
            $0.line("start: \(q)Point, end: \(q)Point,")
            for line in styleParameters(q: q, sw: sw, style) { $0.line(line) }
            $0.line("into builder: inout B")
        }
        out.line(") {")
        out.indent {
            if style.waypoints.isEmpty {
                $0.line("let style = \(q)ArrowStyle(\(styleArguments))")
            } else {
                $0.line("var style = \(q)ArrowStyle(\(styleArguments))")
                $0.line("style.bodyState.waypoints = waypoints")
            }
            $0.line("template.build(start: start, end: end, style: style, into: &builder)")
        }
        out.line("}")
    }

    static func renderStyledPath(q: String, sw: String, _ style: TemplateStyle, into out: inout Output) {
        out.line("/// The arrow between two tips as a new path, with heads and a body of the caller's choice (the")
        out.line("/// template's by default).")
        out.line("///")
        renderStyleParameterDocs(style, into: &out)
        out.line("/// - Returns: the outline, then the spine.")
        out.line("nonisolated public static func path(")
        out.indent {
            $0.line("start: \(q)Point, end: \(q)Point,")
            var parameters = styleParameters(q: q, sw: sw, style)
            parameters[parameters.count - 1].removeLast()
            for line in parameters { $0.line(line) }
        }
        out.line(") -> \(q)BezierPath {")
        out.indent {
            $0.line("var path = \(q)BezierPath()")
            $0.line("build(start: start, end: end, \(buildArguments(style)), into: &path)")
            $0.line("return path")
        }
        out.line("}")
    }
}
