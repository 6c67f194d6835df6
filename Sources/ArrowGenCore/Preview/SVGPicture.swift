import BezierArrow

/// An SVG picture of an arrow preview that opens in any browser: the arrow filled, its head
/// frames moved with the tips, the tips, the body handles with their anchor lines, the bend handle
/// of an arc or elbow body, the tap target shaded, the selection outline dashed, the last hit
/// point, and a small legend.
///
/// The drawing keeps template coordinates (`json`'s path data, rounded as ``PreviewFormat`` prints
/// numbers) inside one
/// group that scales them to a readable size; line widths and marker sizes are divided by that
/// scale so they stay a constant number of pixels whatever the arrow's size. Every piece of user
/// text is XML-escaped.
package struct SVGPicture: Hashable, Sendable {
    /// The preview drawn.
    package let preview: ArrowPreview
    /// Pixels per template unit.
    package let scale: Double
    /// The template-space region shown (the tap target, frames, handles, tips and hit point).
    package let region: Rect
    /// The picture's width in pixels.
    package let width: Double
    /// The picture's height in pixels, legend included.
    package let height: Double
    /// How far right the drawing is moved to stand in the middle of a picture that the legend
    /// made wider than the drawing, in pixels.
    let drawingOffset: Double

    /// Space around the drawing, in pixels.
    static let margin = 16.0
    /// Height of one legend line, in pixels.
    static let legendLine = 18.0

    /// Lays out a picture.
    ///
    /// - Parameters:
    ///   - preview: what to draw.
    ///   - maxWidth: the widest the drawing may be, in pixels.
    ///   - maxHeight: the tallest the drawing may be (legend not counted), in pixels.
    package init(_ preview: ArrowPreview, maxWidth: Double = 640, maxHeight: Double = 480) {
        self.preview = preview
        var r = preview.arrow.tapTargetBounds()   // the label's box included
        let frames = preview.headFrameCorners
        for p in frames.start + frames.end + Self.handles(of: preview.path).map(\.control) { r = r.union(p) }
        r = r.union(preview.start).union(preview.end)
        if let p = preview.hitPoint { r = r.union(p) }
        if r.isNull { r = Rect(x: 0, y: 0, width: 1, height: 1) }
        region = r
        var k = Double.infinity
        if r.width > 0 { k = min(k, maxWidth / r.width) }
        if r.height > 0 { k = min(k, maxHeight / r.height) }
        if !k.isFinite || k <= 0 { k = 1 }
        scale = k
        // The legend's text is laid out inside the picture: as wide as the drawing, or as the
        // widest key of the legend (a narrow arrow's picture is widened for it), the status line
        // broken into as many lines as it takes.
        let drawingWidth = (r.width * k + 2 * Self.margin).rounded(.up)
        let keys = Self.legendKeys(preview)
        let widestKey = keys.joined().map { Self.keyWidth($0.label) }.max() ?? 0
        width = max(drawingWidth, (widestKey + 2 * Self.margin).rounded(.up), Self.minimumWidth)
        drawingOffset = ((width - drawingWidth) / 2).rounded(.down)
        let legend = Legend(statusLine: preview.statusLine, keys: keys, width: width - 2 * Self.margin)
        height = (r.height * k + 2 * Self.margin).rounded(.up) + Self.legendLine * Double(legend.lineCount)
    }

    /// Creates the picture with the default size limits (640 x 480 pixels for the drawing).
    package init(_ preview: ArrowPreview) {
        self.init(preview, maxWidth: 640, maxHeight: 480)
    }

    /// A cubic's control point and the on-curve point it hangs from.
    struct Handle: Hashable {
        var anchor: Point
        var control: Point
    }

    /// Every cubic handle of a path (quadratic control points hang from both ends).
    static func handles(of path: BezierPath) -> [Handle] {
        var out: [Handle] = []
        var current = Point.zero, start = Point.zero
        for e in path.elements {
            switch e {
            case .move(let p): current = p; start = p
            case .line(let p): current = p
            case .quad(let p, let c):
                out.append(Handle(anchor: current, control: c))
                out.append(Handle(anchor: p, control: c))
                current = p
            case .cubic(let p, let c1, let c2):
                out.append(Handle(anchor: current, control: c1))
                out.append(Handle(anchor: p, control: c2))
                current = p
            case .close: current = start
            }
        }
        return out
    }

    /// The narrowest picture, in pixels: room for a few words of the status line a line.
    static let minimumWidth = 200.0
    /// An estimate of the widest a character of the legend's 12 px sans-serif font is drawn on
    /// average, in pixels (an SVG writer has no font metrics).
    package static let characterWidth = 6.6

    /// The estimated width of a line of legend text, in pixels.
    static func textWidth(_ text: String) -> Double { characterWidth * Double(text.count) }

    /// The width a legend key takes: its 12-pixel swatch, a gap, its label, and the space before
    /// the next key.
    static func keyWidth(_ label: String) -> Double { 16 + textWidth(label) + 14 }

    /// The legend's text laid out for a width: the status line broken into lines, then the keys
    /// in rows, each group of keys starting a row and wrapping onto more as it needs.
    struct Legend {
        /// The status line's pieces, one a line.
        var titleLines: [String]
        /// The keys' rows.
        var rows: [[(swatch: Swatch, label: String)]]
        /// How many lines of text the legend takes.
        var lineCount: Int { titleLines.count + rows.count }

        init(statusLine: String, keys: [[(swatch: Swatch, label: String)]], width: Double) {
            titleLines = Self.lines(statusLine, width: width)
            rows = []
            for group in keys {
                var row: [(swatch: Swatch, label: String)] = [], used = 0.0
                for key in group {
                    let w = SVGPicture.keyWidth(key.label)
                    if !row.isEmpty && used + w - 14 > width {
                        rows.append(row)
                        row = []
                        used = 0
                    }
                    row.append(key)
                    used += w
                }
                if !row.isEmpty { rows.append(row) }
            }
        }

        /// Text broken into lines no wider than `width`: after a comma that ends a clause (not
        /// one inside parentheses, as in a point) where it can, inside a clause too long for a
        /// line of its own where it must.
        static func lines(_ text: String, width: Double) -> [String] {
            let perLine = max(1, Int(width / SVGPicture.characterWidth))
            var clauses: [String] = [], clause = "", depth = 0
            let characters = Array(text)
            var i = 0
            while i < characters.count {
                let c = characters[i]
                if c == "(" { depth += 1 } else if c == ")" { depth = max(0, depth - 1) }
                if c == "," && depth == 0 && i + 1 < characters.count && characters[i + 1] == " " {
                    clauses.append(clause + ",")
                    clause = ""
                    i += 2
                    continue
                }
                clause.append(c)
                i += 1
            }
            clauses.append(clause)
            var lines: [String] = [], line = ""
            for clause in clauses {
                let joined = line.isEmpty ? clause : line + " " + clause
                if joined.count <= perLine {
                    line = joined
                    continue
                }
                if !line.isEmpty { lines.append(line) }
                var rest = Substring(clause)
                while rest.count > perLine {
                    lines.append(String(rest.prefix(perLine)))
                    rest = rest.dropFirst(perLine)
                }
                line = String(rest)
            }
            if !line.isEmpty || lines.isEmpty { lines.append(line) }
            return lines
        }
    }

    // Colours, chosen to tell apart in print and for the common colour-vision deficiencies.
    static let arrowColor = "#1f5fa8"
    static let tapColor = "#f2a33a"
    static let selectionColor = "#222222"
    static let frameColor = "#7a7a7a"
    static let handleColor = "#c2410c"
    static let startColor = "#15803d"
    static let endColor = "#b91c1c"
    static let hitColor = "#7e22ce"
    static let bodyHandleColor = "#0e7490"

    /// The SVG document.
    package var text: String {
        let k = scale
        func n(_ x: Double) -> String { PreviewFormat.number(x) }
        func px(_ x: Double) -> String { n(x / k) }   // a length in pixels, in template units
        let arrow = preview.arrow
        let outline = PreviewFormat.pathData(arrow.outline), spine = PreviewFormat.pathData(arrow.spine)
        let fillRule = arrow.template.fillRule.name
        let tx = Self.margin + drawingOffset - region.minX * k, ty = Self.margin - region.minY * k
        var s = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        s += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
            + "viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"12\">\n"
        s += "  <title>\(Self.escaped(preview.statusLine))</title>\n"
        s += "  <rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
        s += "  <g transform=\"matrix(\(n(k)) 0 0 \(n(k)) \(n(tx)) \(n(ty)))\">\n"

        // The tap target: the outline's fill plus the outline and spine stroked
        // max(hitWidth, lineWidth) wide with the model's round caps and joins, so the shading is
        // exactly the region Arrow.hitTest accepts.
        let tap = arrow.tapStrokeStyle
        let tapStroke = "stroke=\"\(Self.tapColor)\" stroke-width=\"\(n(tap.width))\" "
            + "stroke-linecap=\"\(tap.cap.name)\" stroke-linejoin=\"\(tap.join.name)\""
        s += "    <g id=\"tap-target\" opacity=\"0.3\">\n"
        if !outline.isEmpty {
            s += "      <path d=\"\(outline)\" fill=\"\(Self.tapColor)\" fill-rule=\"\(fillRule)\" \(tapStroke)/>\n"
        }
        if !spine.isEmpty {
            s += "      <path d=\"\(spine)\" fill=\"none\" \(tapStroke)/>\n"
        }
        s += "    </g>\n"

        // Head frames, moved (and turned) with their tips.
        let frames = preview.headFrameCorners
        for (name, corners) in [("start", frames.start), ("end", frames.end)] {
            let points = corners.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ")
            s += "    <polygon class=\"head-frame\" id=\"\(name)-frame\" points=\"\(points)\" fill=\"none\" "
                + "stroke=\"\(Self.frameColor)\" stroke-width=\"\(px(1))\" stroke-dasharray=\"\(px(3)) \(px(3))\"/>\n"
        }

        s += Self.arrowShapes(arrow, scale: k, indent: "    ", label: "id")

        // The selection outline (the stroke's own outline, as editors show a selected stroke): the
        // model's outline of the visible
        // stroke, drawn dashed, with curves within a tenth of a pixel.
        let selection = arrow.selectionOutline(tolerance: 0.1 / k)
        if !selection.isEmpty {
            s += "    <path id=\"selection-outline\" d=\"\(PreviewFormat.pathData(selection))\" fill=\"none\" "
                + "stroke=\"\(Self.selectionColor)\" stroke-width=\"\(px(1))\" stroke-dasharray=\"\(px(4)) \(px(3))\"/>\n"
        }

        // Handles: a line from the anchor, a ring at the control point.
        for h in Self.handles(of: arrow.path) {
            s += "    <line class=\"handle\" x1=\"\(n(h.anchor.x))\" y1=\"\(n(h.anchor.y))\" x2=\"\(n(h.control.x))\" "
                + "y2=\"\(n(h.control.y))\" stroke=\"\(Self.handleColor)\" stroke-width=\"\(px(1.25))\"/>\n"
            s += "    <circle class=\"handle-point\" cx=\"\(n(h.control.x))\" cy=\"\(n(h.control.y))\" r=\"\(px(3))\" "
                + "fill=\"#ffffff\" stroke=\"\(Self.handleColor)\" stroke-width=\"\(px(1.5))\"/>\n"
        }

        // The body's handles: diamonds, what a finger drags to reshape the body (an arc's or
        // elbow's bend).
        // Waypoints are diamonds numbered by index (haloed in white, to read over the arrow's
        // fill); a leg's midpoint, which a drag turns into a
        // waypoint (or moves an elbow's segment sideways), a small ring.
        for handle in preview.handles {
            let h = handle.position, r = 5 / k
            switch handle.role {
            case .segmentMidpoint(let leg):
                s += "    <circle class=\"segment-handle\" id=\"segment-\(leg)-handle\" cx=\"\(n(h.x))\" cy=\"\(n(h.y))\" "
                    + "r=\"\(px(3))\" fill=\"#ffffff\" stroke=\"\(Self.bodyHandleColor)\" stroke-width=\"\(px(1.5))\"/>\n"
                continue
            case .waypoint(let i):
                s += Self.waypointMark(at: h, index: i, id: "waypoint-\(i)-handle", scale: k)
            case .bend:
                s += "    <path id=\"\(handle.name)-handle\" d=\"M \(n(h.x)) \(n(h.y - r)) L \(n(h.x + r)) \(n(h.y)) L \(n(h.x)) \(n(h.y + r)) "
                    + "L \(n(h.x - r)) \(n(h.y)) Z\" fill=\"#ffffff\" stroke=\"\(Self.bodyHandleColor)\" stroke-width=\"\(px(2))\"/>\n"
            }
        }

        // Tips.
        for (name, p, color) in [("start", arrow.start, Self.startColor), ("end", arrow.end, Self.endColor)] {
            s += "    <circle class=\"tip\" id=\"\(name)-tip\" cx=\"\(n(p.x))\" cy=\"\(n(p.y))\" r=\"\(px(4.5))\" "
                + "fill=\"\(color)\" stroke=\"#ffffff\" stroke-width=\"\(px(1.5))\"/>\n"
        }

        // The last hit point: a cross, with a dotted line to the nearest point of the arrow.
        if let p = preview.hitPoint {
            s += "    <g id=\"hit\" stroke=\"\(Self.hitColor)\" stroke-width=\"\(px(2))\" fill=\"none\">\n"
            if let nearest = preview.hit(at: p).nearest, nearest.distance > 0 {
                s += "      <line x1=\"\(n(p.x))\" y1=\"\(n(p.y))\" x2=\"\(n(nearest.point.x))\" y2=\"\(n(nearest.point.y))\" "
                    + "stroke-dasharray=\"\(px(2)) \(px(2))\" stroke-width=\"\(px(1))\"/>\n"
            }
            s += "      <path d=\"M \(n(p.x - 5 / k)) \(n(p.y - 5 / k)) l \(px(10)) \(px(10)) m 0 \(px(-10)) l \(px(-10)) \(px(10))\"/>\n"
            s += "    </g>\n"
        }
        s += "  </g>\n"
        s += legendText
        s += "</svg>\n"
        return s
    }

    /// The arrow as it is drawn, in its own coordinates: the outline filled (edged by its line
    /// width, if any), the spine stroked, with the template's caps and joins, and its label's
    /// text (XML-escaped) centred in the label's box. A dash is drawn as
    /// the model cuts it, from the body only (an SVG stroke-dasharray would dash the heads too):
    /// the stroke goes on the dashes. What this picture and the catalog's contact sheet
    /// (``CatalogSheet``) both draw.
    ///
    /// - Parameters:
    ///   - arrow: the arrow.
    ///   - k: pixels per arrow unit, for the hairline a spine without a line width gets.
    ///   - indent: put before each line.
    ///   - label: the attribute naming each path (`arrow`, `arrow-edge`, `spine`): `id` in a
    ///     picture of one arrow, `class` where several arrows share a document.
    /// - Returns: `<path>` lines.
    static func arrowShapes(_ arrow: Arrow, scale k: Double, indent: String, label: String) -> String {
        func n(_ x: Double) -> String { PreviewFormat.number(x) }
        let outline = PreviewFormat.pathData(arrow.outline), spine = PreviewFormat.pathData(arrow.spine)
        let template = arrow.template
        let fillRule = template.fillRule.name
        let lineWidth = template.lineWidth
        let strokeStyle = SVGTemplateWriter.strokeAttributes(of: template, dash: false)
        let isDashed = template.dash != nil
        var s = ""
        if !outline.isEmpty {
            let edge = lineWidth > 0 && !isDashed
                ? "stroke=\"\(Self.arrowColor)\" stroke-width=\"\(n(lineWidth))\"\(strokeStyle)" : "stroke=\"none\""
            s += "\(indent)<path \(label)=\"arrow\" d=\"\(outline)\" fill=\"\(Self.arrowColor)\" fill-rule=\"\(fillRule)\" \(edge)/>\n"
            if lineWidth > 0 && isDashed {
                s += "\(indent)<path \(label)=\"arrow-edge\" d=\"\(PreviewFormat.pathData(arrow.dashedOutline))\" fill=\"none\" "
                    + "stroke=\"\(Self.arrowColor)\" stroke-width=\"\(n(lineWidth))\"\(strokeStyle)/>\n"
            }
        }
        if !spine.isEmpty {
            let lines = isDashed ? PreviewFormat.pathData(arrow.dashedSpine) : spine
            s += "\(indent)<path \(label)=\"spine\" d=\"\(lines)\" fill=\"none\" stroke=\"\(Self.arrowColor)\" "
                + "stroke-width=\"\(lineWidth > 0 ? n(lineWidth) : n(1 / k))\"\(strokeStyle)/>\n"
        }
        if let text = arrow.label?.text, let box = arrow.labelFrame {
            // The text centred in its box, in a font as high as the preview's estimate fits
            // (12 units in a box 14 high); the box itself as a hairline.
            let c = box.center
            s += "\(indent)<rect \(label)=\"label-box\" x=\"\(n(box.minX))\" y=\"\(n(box.minY))\" width=\"\(n(box.width))\" "
                + "height=\"\(n(box.height))\" fill=\"none\" stroke=\"\(Self.frameColor)\" stroke-width=\"\(n(0.5 / k))\"/>\n"
            s += "\(indent)<text \(label)=\"label\" x=\"\(n(c.x))\" y=\"\(n(c.y))\" font-size=\"\(n(box.height * 12 / 14))\" "
                + "text-anchor=\"middle\" dominant-baseline=\"central\" fill=\"\(Self.arrowColor)\">\(Self.escaped(text))</text>\n"
        }
        return s
    }

    /// The legend's keys, in two groups: what is drawn, then the points and handles.
    static func legendKeys(_ preview: ArrowPreview) -> [[(swatch: Swatch, label: String)]] {
        let hitLabel = preview.hitPoint.map { p in
            let answer = preview.hit(at: p)
            return "hit point: " + (answer.isHit ? answer.nearest.map { preview.name(of: $0.part) } ?? "hit" : "miss")
        }
        return [
            [(.fill(Self.arrowColor, opacity: 0.85), "arrow"),
             (.fill(Self.tapColor, opacity: 0.4), "tap target (\(PreviewFormat.number(2 * preview.arrow.tapRadius)) wide)"),
             (.dashed(Self.selectionColor), "selection outline"),
             (.dashed(Self.frameColor), "head frame")],
            [(.ring(Self.handleColor), "handle"),
             (.disc(Self.startColor), "start tip"),
             (.disc(Self.endColor), "end tip")]
                + Self.bodyHandleKeys(preview.handles)
                + (hitLabel.map { [(.cross(Self.hitColor), $0)] } ?? []),
        ]
    }

    /// A waypoint's mark: a diamond numbered by its index (haloed in white, to read over the
    /// arrow's fill), in the picture's scene coordinates at `scale` pixels a unit.
    static func waypointMark(at h: Point, index i: Int, id: String, scale k: Double) -> String {
        func n(_ x: Double) -> String { PreviewFormat.number(x) }
        func px(_ x: Double) -> String { n(x / k) }
        let r = 5 / k
        return "    <path class=\"waypoint-handle\" id=\"\(id)\" "
            + "d=\"M \(n(h.x)) \(n(h.y - r)) L \(n(h.x + r)) \(n(h.y)) L \(n(h.x)) \(n(h.y + r)) "
            + "L \(n(h.x - r)) \(n(h.y)) Z\" fill=\"#ffffff\" stroke=\"\(bodyHandleColor)\" stroke-width=\"\(px(2))\"/>\n"
            + "    <text class=\"waypoint-index\" x=\"\(n(h.x + 1.4 * r))\" y=\"\(n(h.y - 1.4 * r))\" "
            + "font-family=\"sans-serif\" font-size=\"\(px(12))\" font-weight=\"bold\" fill=\"\(bodyHandleColor)\" "
            + "stroke=\"#ffffff\" stroke-width=\"\(px(3))\" paint-order=\"stroke\">\(i)</text>\n"
    }

    /// The legend's keys of the body's handles: the bend handle, or one key for all the
    /// waypoints and one for all the legs' midpoints.
    static func bodyHandleKeys(_ handles: [ArrowBodyHandle]) -> [(swatch: Swatch, label: String)] {
        var keys: [(swatch: Swatch, label: String)] = []
        let waypoints = handles.filter { if case .waypoint = $0.role { true } else { false } }.count
        if waypoints > 0 { keys.append((.diamond(Self.bodyHandleColor), waypoints == 1 ? "waypoint" : "\(waypoints) waypoints")) }
        if handles.contains(where: { if case .segmentMidpoint = $0.role { true } else { false } }) {
            keys.append((.ring(Self.bodyHandleColor), "leg midpoint"))
        }
        for handle in handles where handle.role == .bend { keys.append((.diamond(Self.bodyHandleColor), "\(handle.name) handle")) }
        return keys
    }

    /// The legend under the drawing: the state's lines, then the keys' rows.
    private var legendText: String {
        let legend = Legend(statusLine: preview.statusLine, keys: Self.legendKeys(preview), width: width - 2 * Self.margin)
        return Self.legendText(legend, pictureHeight: height)
    }

    /// A legend's SVG at the foot of a picture: its title lines, then the keys' rows.
    static func legendText(_ legend: Legend, pictureHeight height: Double) -> String {
        func n(_ x: Double) -> String { PreviewFormat.number(x) }
        let top = height - Self.legendLine * Double(legend.lineCount) - 4
        var s = "  <g id=\"legend\">\n"
        for (i, line) in legend.titleLines.enumerated() {
            s += "    <text x=\"\(n(Self.margin))\" y=\"\(n(top + 12 + Self.legendLine * Double(i)))\" fill=\"#222222\">"
                + "\(Self.escaped(line))</text>\n"
        }
        for (r, row) in legend.rows.enumerated() {
            var x = Self.margin
            let y = top + Self.legendLine * Double(legend.titleLines.count + r)
            for (swatch, label) in row {
                s += swatch.svg(x: x, y: y)
                s += "    <text x=\"\(n(x + 16))\" y=\"\(n(y + 10))\" fill=\"#222222\">\(Self.escaped(label))</text>\n"
                x += Self.keyWidth(label)
            }
        }
        s += "  </g>\n"
        return s
    }

    /// A 12 x 12 pixel legend key.
    enum Swatch {
        case fill(String, opacity: Double)
        case dashed(String)
        case ring(String)
        case disc(String)
        case diamond(String)
        case cross(String)
        case square(String)

        /// The key's SVG with its top-left corner at a point.
        func svg(x: Double, y: Double) -> String {
            func n(_ v: Double) -> String { PreviewFormat.number(v) }
            switch self {
            case .fill(let color, let opacity):
                return "    <rect x=\"\(n(x))\" y=\"\(n(y + 1))\" width=\"12\" height=\"10\" fill=\"\(color)\" "
                    + "fill-opacity=\"\(n(opacity))\"/>\n"
            case .dashed(let color):
                return "    <rect x=\"\(n(x + 0.5))\" y=\"\(n(y + 1.5))\" width=\"11\" height=\"9\" fill=\"none\" "
                    + "stroke=\"\(color)\" stroke-dasharray=\"2 2\"/>\n"
            case .ring(let color):
                return "    <circle cx=\"\(n(x + 6))\" cy=\"\(n(y + 6))\" r=\"3\" fill=\"#ffffff\" stroke=\"\(color)\" "
                    + "stroke-width=\"1.5\"/>\n"
            case .disc(let color):
                return "    <circle cx=\"\(n(x + 6))\" cy=\"\(n(y + 6))\" r=\"4.5\" fill=\"\(color)\"/>\n"
            case .diamond(let color):
                return "    <path d=\"M\(n(x + 6)) \(n(y + 1)) l5 5 l-5 5 l-5 -5 Z\" fill=\"#ffffff\" stroke=\"\(color)\" "
                    + "stroke-width=\"2\"/>\n"
            case .cross(let color):
                return "    <path d=\"M\(n(x + 1)) \(n(y + 1)) l10 10 m0 -10 l-10 10\" stroke=\"\(color)\" stroke-width=\"2\"/>\n"
            case .square(let color):
                return "    <rect x=\"\(n(x + 3))\" y=\"\(n(y + 3))\" width=\"6\" height=\"6\" fill=\"#ffffff\" stroke=\"\(color)\" "
                    + "stroke-width=\"1.5\"/>\n"
            }
        }
    }

    /// Text with the five XML special characters replaced by entities.
    package static func escaped(_ text: String) -> String { XMLEscaping.escaped(text) }
}
