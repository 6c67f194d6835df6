import BezierArrow

/// A picture of every head on every body kind, to look at: one row per head (the same head at
/// both ends), one column per body kind and template drawing, each arrow dragged so its tips
/// are no longer level, and its bend handle (where it has one) marked in orange.
///
/// `ThinArrow` columns draw the body as a stroke (the template's spine width); `DoubleArrow`
/// columns draw it as a filled band of the template's body width. Outlines are filled black,
/// spines stroked black with the template's cap and join, as the views draw them.
enum StyledContactSheet {
    /// The bodies drawn, left to right.
    static let bodies: [ArrowBodyKind] = [.straight, .curved, .arc, .elbow]

    /// The end tip of every cell's arrow, its start tip at the cell's origin: far enough for the
    /// longest pair of heads (2 × 16, drawn at about twice that on `DoubleArrow`'s band) to leave
    /// a body, with a drop that bends curved and elbow bodies.
    static let endTip = Point(150, 45)

    /// The bend given to arc and elbow bodies.
    static let bend = 18.0

    /// The arrows of one row: every body of `bodies`, on each template, with `head` at both ends.
    static func arrows(head: ArrowHead, templates: [ArrowTemplate]) -> [Arrow] {
        templates.flatMap { template in
            bodies.map { body in
                var arrow = Arrow(template: template, start: .zero, end: endTip)!
                arrow.style = ArrowStyle(startHead: head, endHead: head, body: body, bend: bend)
                return arrow
            }
        }
    }

    /// The SVG document for a list of heads on the given templates.
    static func svg(_ heads: [ArrowHead], templates: [ArrowTemplate]) -> String {
        let cellWidth = 210.0, rowHeight = 100.0, left = 130.0, top = 50.0
        let columns = templates.count * bodies.count
        let width = left + cellWidth * Double(columns) + 10
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(top + rowHeight * Double(heads.count) + 10))">
            <rect width="100%" height="100%" fill="white"/>

            """
        for (t, template) in templates.enumerated() {
            for (b, body) in bodies.enumerated() {
                let x = left + cellWidth * Double(t * bodies.count + b) + 10
                out += "<text x=\"\(n(x))\" y=\"20\" font-family=\"sans-serif\" font-size=\"12\">\(template.name)</text>\n"
                out += "<text x=\"\(n(x))\" y=\"36\" font-family=\"sans-serif\" font-size=\"12\">\(body.name)</text>\n"
            }
        }
        for (i, head) in heads.enumerated() {
            let y = top + rowHeight * Double(i) + 25
            out += "<text x=\"10\" y=\"\(n(y + 24))\" font-family=\"sans-serif\" font-size=\"13\">\(head.name)</text>\n"
            for (c, arrow) in arrows(head: head, templates: templates).enumerated() {
                let x = left + cellWidth * Double(c) + 30
                out += "<g transform=\"translate(\(n(x)) \(n(y)))\">\n" + drawing(arrow) + "</g>\n"
            }
        }
        return out + "</svg>\n"
    }

    /// One arrow: its outline filled, its spine stroked, its bend handle marked.
    private static func drawing(_ arrow: Arrow) -> String {
        var out = ""
        if !arrow.outline.isEmpty {
            let rule = arrow.template.fillRule == .evenOdd ? "evenodd" : "nonzero"
            out += "<path d=\"\(arrow.outline.svgPathData)\" fill=\"black\" fill-rule=\"\(rule)\"/>\n"
        }
        if !arrow.spine.isEmpty {
            let style = arrow.template.strokeStyle
            out += "<path d=\"\(arrow.spine.svgPathData)\" fill=\"none\" stroke=\"black\" stroke-width=\"\(n(style.width))\" "
                + "stroke-linecap=\"\(style.cap.name)\" stroke-linejoin=\"\(style.join.name)\"/>\n"
        }
        if let handle = arrow.handles.first?.position, arrow.body == .arc || arrow.body == .elbow {
            out += "<circle cx=\"\(n(handle.x))\" cy=\"\(n(handle.y))\" r=\"2.5\" fill=\"none\" stroke=\"orange\"/>\n"
        }
        return out
    }

    private static func n(_ v: Double) -> String {
        let r = (v * 1000).rounded() / 1000
        return r == r.rounded() ? String(Int(r)) : String(r)
    }
}
