extension ArrowScene {
    /// The visible arrows as an SVG image, bottom first, for the pasteboard's picture beside a
    /// copied scene document (other apps paste the picture): each arrow's outline filled and its
    /// spine stroked at its template's line width, in `currentColor` (black where no color is
    /// inherited), and its label's text at the centre of its box; the view box holds every
    /// arrow's bounds and label. Shapes are the app's to draw, and are left out.
    ///
    /// - Returns: the image's text; an image with an empty view box when no arrow is visible.
    package func svgImage() -> String {
        var body = "", box = Rect.null
        forEachInDrawingOrder { _, item in
            guard !item.isHidden, item.alpha > 0 else { return }
            let arrow = item.arrow
            box = box.union(arrow.bounds)
            let opacity = item.alpha < 1 ? " opacity=\"\(Self.svgNumber(item.alpha))\"" : ""
            if !arrow.outline.isEmpty { body += "  <path d=\"\(arrow.outline.svgPathData)\" fill=\"currentColor\"\(opacity)/>\n" }
            if !arrow.spine.isEmpty {
                let width = Self.svgNumber(arrow.template.lineWidth)
                body += "  <path d=\"\(arrow.spine.svgPathData)\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"\(width)\"\(opacity)/>\n"
            }
            if let label = arrow.label, let frame = arrow.labelFrame {
                box = box.union(frame)
                let x = Self.svgNumber(frame.minX + frame.width / 2), y = Self.svgNumber(frame.minY + frame.height / 2)
                let size = Self.svgNumber(frame.height), text = XMLEscaping.escaped(label.text)
                body += "  <text x=\"\(x)\" y=\"\(y)\" text-anchor=\"middle\" dominant-baseline=\"central\" "
                body += "font-size=\"\(size)\" fill=\"currentColor\"\(opacity)>\(text)</text>\n"
            }
        }
        if box.isNull { box = Rect(x: 0, y: 0, width: 0, height: 0) }
        let viewBox = [box.minX, box.minY, box.width, box.height].map(Self.svgNumber).joined(separator: " ")
        let width = Self.svgNumber(box.width), height = Self.svgNumber(box.height)
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(viewBox)\" width=\"\(width)\" height=\"\(height)\">\n\(body)</svg>\n"
    }

    /// A finite number as SVG writes it (the shortest text that reads back); 0 for one that is not.
    private static func svgNumber(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        return v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : String(v)
    }
}
