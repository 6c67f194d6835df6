import BezierArrow

/// Writes an `ArrowTemplate` as an SVG template: a drawing a designer can open in any editor,
/// change, and hand back, which ``SVGTemplateReader`` reads into the same template.
///
/// The file follows the reader's conventions in their plainest form: `<path id="outline">` with
/// the outline in absolute commands, `<path id="spine">` when there is one, the frames as
/// `<rect id="start-frame">` and `<rect id="end-frame">` drawn as dashed guides, the tips as
/// `<circle id="start-tip">` and `<circle id="end-tip">`, the waypoints as `<circle id="waypoint-1">` and
/// on, and every option written out as a
/// `data-*` attribute of the root. Numbers are the shortest decimals that read back as the same
/// `Double`, so reading the file gives back exactly the template written (a test checks every
/// catalog template).
package enum SVGTemplateWriter {
    /// The SVG text of a template.
    ///
    /// - Parameters:
    ///   - template: the template to write.
    ///   - style: the heads and body the template names (``ParsedTemplate/style``), written as
    ///     the root's `data-start-head`, `data-end-head`, `data-body`, `data-bend` and
    ///     `data-corner-radius`, and its waypoints as circles; `nil` writes none of them.
    /// - Returns: a complete SVG document, ending with a newline; the same template always gives
    ///   the same text.
    package static func svg(for template: ArrowTemplate, style: TemplateStyle? = nil) -> String {
        let frames = [template.start.frame, template.end.frame]
        var bounds = frames[0].union(frames[1])
        if !template.outline.isEmpty { bounds = bounds.union(template.outline.boundingBox) }
        if !template.spine.isEmpty { bounds = bounds.union(template.spine.boundingBox) }
        for p in style?.waypoints ?? [] { bounds = bounds.union(Rect(x: p.x, y: p.y, width: 0, height: 0)) }
        // Room for the frames' strokes, the tip dots and half the line width.
        let margin = 2 + template.lineWidth / 2
        let box = bounds.insetBy(dx: -margin, dy: -margin)
        let guide = "fill=\"none\" stroke=\"#e0245e\" stroke-width=\"0.5\" stroke-dasharray=\"2 2\""
        // `nonzero` is SVG's initial fill-rule, so only another rule is written on the outline.
        let rule = template.fillRule == .nonZero ? "" : " fill-rule=\"\(template.fillRule.name)\""

        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<!-- An arrow template written by arrowgen export-svg. Edit it in any vector editor:\n"
        out += "     the outline moves with the frames (rect start-frame and end-frame, kept axis-aligned), the\n"
        out += "     tips are the circles' centers, options are the data-* attributes (BezierArrow docs: SVG Templates). -->\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\""
        out += " viewBox=\"\(number(box.minX)) \(number(box.minY)) \(number(box.width)) \(number(box.height))\""
        out += " width=\"\(number(box.width))\" height=\"\(number(box.height))\"\n"
        out += "     data-name=\"\(escaped(template.name))\" data-orientation=\"\(template.orientation.name)\""
        out += " data-handles=\"\(template.handles.name)\"\n"
        out += "     data-line-width=\"\(number(template.lineWidth))\" data-hit-width=\"\(number(template.hitWidth))\""
        out += " data-fill-rule=\"\(template.fillRule.name)\""
        if let style {
            out += "\n    "
            for (end, head) in [("start", style.startHead), ("end", style.endHead)] {
                if let head { out += " data-\(end)-head=\"\(escaped(head.name))\"" }
            }
            out += " data-body=\"\(style.body.name)\""
            // The defaults are left out, as a template that gives them reads the same and a
            // bend on a body that does not bend is a warning.
            if style.bend != TemplateStyle().bend { out += " data-bend=\"\(number(style.bend))\"" }
            if style.cornerRadius != TemplateStyle().cornerRadius {
                out += " data-corner-radius=\"\(number(style.cornerRadius))\""
            }
        }
        out += ">\n"
        // The stroke's options go where the reader looks for them: on the spine, else the outline.
        let stroke = strokeAttributes(of: template)
        if !template.outline.isEmpty {
            out += "  <path id=\"outline\" fill=\"#222222\"\(rule)\(template.spine.isEmpty ? stroke : "")"
            out += " d=\"\(template.outline.svgPathData)\"/>\n"
        }
        if !template.spine.isEmpty {
            out += "  <path id=\"spine\" fill=\"none\" stroke=\"#222222\" stroke-width=\"\(number(template.lineWidth))\"\(stroke)"
            out += " d=\"\(template.spine.svgPathData)\"/>\n"
        }
        for (name, end) in [("start", template.start), ("end", template.end)] {
            let f = end.frame
            out += "  <rect id=\"\(name)-frame\" x=\"\(number(f.minX))\" y=\"\(number(f.minY))\""
            out += " width=\"\(number(f.width))\" height=\"\(number(f.height))\" \(guide)/>\n"
        }
        for (name, end) in [("start", template.start), ("end", template.end)] {
            out += "  <circle id=\"\(name)-tip\" cx=\"\(number(end.tip.x))\" cy=\"\(number(end.tip.y))\" r=\"1.5\" fill=\"#e0245e\"/>\n"
        }
        // Numbered for the designer; the reader takes them in this, the file's, order.
        for (i, p) in (style?.waypoints ?? []).enumerated() {
            out += "  <circle id=\"waypoint-\(i + 1)\" cx=\"\(number(p.x))\" cy=\"\(number(p.y))\" r=\"1.5\" fill=\"#1d9bf0\"/>\n"
        }
        out += "</svg>\n"
        return out
    }

    /// ` stroke-linecap="round"` and the like for each of the stroke's options that is not the
    /// default; nothing for a default stroke. The miter limit is written when it is not 10, the
    /// template's default, although SVG's initial value is 4: the reader keeps 10 for a file that
    /// gives none.
    ///
    /// - Parameters:
    ///   - template: The template.
    ///   - dash: Whether to write the dash (a picture that draws the dashes itself does not).
    static func strokeAttributes(of template: ArrowTemplate, dash includeDash: Bool = true) -> String {
        var out = ""
        if template.cap != .butt { out += " stroke-linecap=\"\(template.cap.name)\"" }
        if template.join != .miter { out += " stroke-linejoin=\"\(template.join.name)\"" }
        if template.miterLimit != 10 { out += " stroke-miterlimit=\"\(number(template.miterLimit))\"" }
        if includeDash, let dash = template.dash {
            out += " stroke-dasharray=\"\(dash.lengths.map(number).joined(separator: " "))\""
            if dash.offset != 0 { out += " stroke-dashoffset=\"\(number(dash.offset))\"" }
        }
        return out
    }

    /// The shortest decimal that reads back as the same `Double` (Swift's `description`),
    /// without a trailing `.0`; `-0` as `0`. SVG numbers accept Swift's exponent form (`1e-05`).
    static func number(_ v: Double) -> String {
        if v == 0 { return "0" }
        let text = v.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// Text escaped for an XML attribute value.
    static func escaped(_ s: String) -> String { XMLEscaping.escaped(s) }
}
