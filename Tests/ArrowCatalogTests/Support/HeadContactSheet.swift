import Foundation
import BezierArrow

/// A picture of heads to look at: one row per head, drawn at 1x, at 4x with its tip (red), its
/// attachment (blue) and its frame (grey) marked, and at 2x turned by 30 degrees, each with a
/// short body (teal, stroked at 2) arriving from the left and stopping at the attachment.
///
/// Heads are black: the outline filled, the spine stroked at 2 with butt caps and miter joins,
/// as on an arrow stroked at 2. The body's own colour shows where it runs inside a head.
enum HeadContactSheet {
    /// The SVG document for a list of heads.
    static func svg(_ heads: [ArrowHead]) -> String {
        let rowHeight = 90.0, width = 760.0
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(rowHeight * Double(heads.count) + 30))">
            <rect width="100%" height="100%" fill="white"/>
            <text x="190" y="18" font-family="sans-serif" font-size="12">1x</text>
            <text x="280" y="18" font-family="sans-serif" font-size="12">4x: tip red, attachment blue, frame grey</text>
            <text x="610" y="18" font-family="sans-serif" font-size="12">2x, turned 30 degrees</text>

            """
        for (i, head) in heads.enumerated() {
            let y = 30 + rowHeight * (Double(i) + 0.5)
            out += "<text x=\"10\" y=\"\(n(y + 4))\" font-family=\"sans-serif\" font-size=\"13\">\(head.name)</text>\n"
            out += cell(head, at: Point(230, y), scale: 1, marks: false)
            out += cell(head, at: Point(510, y), scale: 4, marks: true)
            out += turned(head, at: Point(700, y), angle: -Double.pi / 6, scale: 2)
        }
        return out + "</svg>\n"
    }

    /// A head pointing right with its tip at `tip`, scaled (the stroke too) as a zoom would.
    private static func cell(_ head: ArrowHead, at tip: Point, scale: Double, marks: Bool) -> String {
        var out = "<g transform=\"translate(\(n(tip.x)) \(n(tip.y))) scale(\(n(scale)))\">\n"
        if marks {
            let f = head.frame
            out += "<rect x=\"\(n(f.minX))\" y=\"\(n(f.minY))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\" "
                + "fill=\"none\" stroke=\"#bbb\" stroke-width=\"0.25\"/>\n"
        }
        out += body(from: Point(-30, 0), to: Point(-head.attachment, 0))
        out += shapes(head.outline, head.spine)
        if marks {
            out += "<circle cx=\"0\" cy=\"0\" r=\"0.6\" fill=\"red\"/>\n"
            out += "<circle cx=\"\(n(-head.attachment))\" cy=\"0\" r=\"0.6\" fill=\"blue\"/>\n"
        }
        return out + "</g>\n"
    }

    /// A head placed by ``ArrowHead/placed(tip:direction:)`` at the origin, as an arrow places
    /// it, then scaled and moved to `tip`.
    private static func turned(_ head: ArrowHead, at tip: Point, angle: Double, scale: Double) -> String {
        let direction = Point(Foundation.cos(angle), Foundation.sin(angle))
        let placed = head.placed(tip: .zero, direction: direction)
        let attachment = Point(-direction.x * head.attachment, -direction.y * head.attachment)
        let start = Point(-direction.x * 30, -direction.y * 30)
        return "<g transform=\"translate(\(n(tip.x)) \(n(tip.y))) scale(\(n(scale)))\">\n"
            + body(from: start, to: attachment) + shapes(placed.outline, placed.spine) + "</g>\n"
    }

    private static func body(from a: Point, to b: Point) -> String {
        "<path d=\"M \(n(a.x)) \(n(a.y)) L \(n(b.x)) \(n(b.y))\" fill=\"none\" stroke=\"#1a9\" stroke-width=\"2\"/>\n"
    }

    private static func shapes(_ outline: BezierPath, _ spine: BezierPath) -> String {
        var out = ""
        if !outline.isEmpty { out += "<path d=\"\(outline.svgPathData)\" fill=\"black\"/>\n" }
        if !spine.isEmpty {
            out += "<path d=\"\(spine.svgPathData)\" fill=\"none\" stroke=\"black\" stroke-width=\"2\" "
                + "stroke-linecap=\"butt\" stroke-linejoin=\"miter\"/>\n"
        }
        return out
    }

    private static func n(_ v: Double) -> String {
        let r = (v * 1000).rounded() / 1000
        return r == r.rounded() ? String(Int(r)) : String(r)
    }
}
