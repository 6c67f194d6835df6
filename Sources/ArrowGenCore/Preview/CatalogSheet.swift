import BezierArrow

/// What `arrowgen catalog` prints: every shipped arrow and head with a small picture, as text
/// (braille pictures, ``BrailleCanvas``) or as an SVG contact sheet (the arrows drawn as
/// ``SVGPicture`` draws them).
///
/// The arrows are drawn at rest. A head is drawn as an arrow wears it: at the end of a short
/// straight stroked line (``sampleTemplate``), so the picture shows where the line stops
/// (the head's attachment) and how an outlined head looks on a stroke. Each section draws its
/// entries at one scale, tips aligned, so their sizes compare.
///
/// The catalog is passed in by the executable, which keeps this core free of the generated code.
package struct CatalogSheet: Sendable {
    /// One picture of the sheet.
    package struct Entry: Sendable {
        /// The arrow's or head's name.
        package var name: String
        /// A short line under the name (`attachment 6`), or the empty string.
        package var detail: String
        /// The arrow drawn.
        package var arrow: Arrow
    }

    /// The arrows, in the catalog's order.
    package let arrows: [Entry]
    /// The heads, in the catalog's order, each on ``sampleTemplate``.
    package let heads: [Entry]

    /// The line a head is shown on: 2 units wide, tips 48 units apart once placed
    /// (``sampleLength``), the start frame a sliver around its tip.
    package static let sampleTemplate: ArrowTemplate = {
        do {
            return try ArrowTemplate(name: "HeadSample", spine: BezierPath(svgPathData: "M 0 0 L 48 0"),
                                     start: ArrowHeadFrame(frame: Rect(x: 0, y: -1, width: 1, height: 2), tip: Point(0, 0)),
                                     end: ArrowHeadFrame(frame: Rect(x: 47, y: -1, width: 1, height: 2), tip: Point(48, 0)),
                                     lineWidth: 2)
        } catch {
            fatalError("the head sample template breaks no rule: \(error)")
        }
    }()

    /// How far apart a head sample's tips are.
    static let sampleLength = 48.0

    /// Lays out the sheet.
    ///
    /// - Parameters:
    ///   - templates: the arrows to show.
    ///   - heads: the heads to show.
    package init(templates: [ArrowTemplate], heads: [ArrowHead]) {
        arrows = templates.map { Entry(name: $0.name, detail: "", arrow: Arrow(template: $0)) }
        self.heads = heads.map { head in
            var arrow = Arrow(template: Self.sampleTemplate)
            arrow.style = ArrowStyle(startHead: .none, endHead: head, body: .straight)
            arrow.setTips(start: Point(0, 0), end: Point(Self.sampleLength, 0))
            let detail = head.isEmpty ? "no head" : "attachment \(PreviewFormat.number(head.attachment))"
            return Entry(name: head.name, detail: detail, arrow: arrow)
        }
    }

    /// The region an arrow's ink covers: its bounds grown by its stroke (the selection outline,
    /// which strokes the outline and spine with the template's width, caps and joins).
    static func inkBounds(of arrow: Arrow) -> Rect {
        arrow.bounds.union(arrow.selectionOutline(tolerance: 0.05).boundingBox)
    }

    /// The region that holds every entry's ink, each entry in its own coordinates: drawing each
    /// entry with this region's offset aligns their tips.
    static func commonRegion(of entries: [Entry]) -> Rect {
        let region = entries.reduce(Rect.null) { $0.union(inkBounds(of: $1.arrow)) }
        return region.isNull ? Rect(x: 0, y: 0, width: 1, height: 1) : region
    }

    // MARK: Text

    /// Both sections as text: a heading each, then per entry its name (and detail) and an
    /// indented braille picture.
    ///
    /// - Parameter columns: the widest a picture may be, in characters.
    /// - Returns: the text, lines ending in newlines.
    package func text(columns: Int = 40) -> String {
        var text = "Arrows (\(arrows.count)), at rest:\n"
        text += Self.text(of: arrows, columns: columns, rows: 5)
        text += "\nHeads (\(heads.count)), each at the end of a line as an arrow wears it:\n"
        text += Self.text(of: heads, columns: columns / 2, rows: 3)
        return text
    }

    private static func text(of entries: [Entry], columns: Int, rows: Int) -> String {
        let region = commonRegion(of: entries)
        var text = ""
        for entry in entries {
            text += "\n" + entry.name + (entry.detail.isEmpty ? "" : "  (\(entry.detail))") + "\n"
            var canvas = BrailleCanvas(fitting: region, maxColumns: columns, maxRows: rows)
            canvas.stroke(entry.arrow.path)
            // Rows above and below the entry's ink (the region is sized for the largest entry) are
            // left out; a blank row inside holds a blank braille cell, so a picture is one block
            // of lines, ended by the blank line before the next entry.
            var lines = canvas.lines[...]
            while lines.last?.isEmpty == true { lines.removeLast() }
            while lines.first?.isEmpty == true { lines.removeFirst() }
            for line in lines { text += "  " + (line.isEmpty ? "\u{2800}" : line) + "\n" }
        }
        return text
    }

    // MARK: SVG

    /// Layout of one section of the SVG sheet, in pixels.
    struct Grid {
        var columns: Int
        var cellWidth: Double
        var cellHeight: Double
        /// The drawing's box inside a cell, above the labels.
        var drawingWidth: Double
        var drawingHeight: Double
    }

    static let arrowGrid = Grid(columns: 2, cellWidth: 320, cellHeight: 112, drawingWidth: 280, drawingHeight: 64)
    static let headGrid = Grid(columns: 4, cellWidth: 160, cellHeight: 104, drawingWidth: 120, drawingHeight: 48)
    /// Space around the sheet, in pixels.
    static let margin = 20.0
    /// Height of a section heading, in pixels.
    static let headingHeight = 32.0

    /// The contact sheet as an SVG document: a heading per section, then a grid of cells, each a
    /// group (`<g class="entry" id="arrow-NAME">` or `id="head-NAME"`) holding the drawing and its
    /// labels.
    package var svg: String {
        func n(_ x: Double) -> String { PreviewFormat.number(x) }
        let sections: [(title: String, kind: String, entries: [Entry], grid: Grid)] = [
            ("Arrows, at rest", "arrow", arrows, Self.arrowGrid),
            ("Heads, each at the end of a line as an arrow wears it", "head", heads, Self.headGrid),
        ]
        let width = (sections.map { Double($0.grid.columns) * $0.grid.cellWidth }.max() ?? 0) + 2 * Self.margin
        var body = "", y = Self.margin
        for section in sections {
            body += "  <text class=\"heading\" x=\"\(n(Self.margin))\" y=\"\(n(y + 18))\" font-size=\"16\" "
                + "font-weight=\"bold\" fill=\"#222222\">\(XMLEscaping.escaped(section.title))</text>\n"
            y += Self.headingHeight
            let grid = section.grid
            let region = Self.commonRegion(of: section.entries)
            let k = min(grid.drawingWidth / region.width, grid.drawingHeight / region.height)
            // The common region, scaled, centred in each cell's drawing box.
            let dx = (grid.cellWidth - region.width * k) / 2 - region.minX * k
            let dy = (grid.drawingHeight - region.height * k) / 2 + 8 - region.minY * k
            for (i, entry) in section.entries.enumerated() {
                let x0 = Self.margin + Double(i % grid.columns) * grid.cellWidth
                let y0 = y + Double(i / grid.columns) * grid.cellHeight
                let id = XMLEscaping.escaped("\(section.kind)-\(entry.name)")
                body += "  <g class=\"entry\" id=\"\(id)\">\n"
                body += "    <rect x=\"\(n(x0 + 4))\" y=\"\(n(y0 + 4))\" width=\"\(n(grid.cellWidth - 8))\" "
                    + "height=\"\(n(grid.cellHeight - 8))\" rx=\"6\" fill=\"#f6f7f9\" stroke=\"#d9dde3\"/>\n"
                body += "    <g transform=\"matrix(\(n(k)) 0 0 \(n(k)) \(n(x0 + dx)) \(n(y0 + dy)))\">\n"
                body += SVGPicture.arrowShapes(entry.arrow, scale: k, indent: "      ", label: "class")
                body += "    </g>\n"
                let labelY = y0 + grid.drawingHeight + 28
                body += "    <text class=\"name\" x=\"\(n(x0 + grid.cellWidth / 2))\" y=\"\(n(labelY))\" "
                    + "text-anchor=\"middle\" fill=\"#222222\">\(XMLEscaping.escaped(entry.name))</text>\n"
                if !entry.detail.isEmpty {
                    body += "    <text class=\"detail\" x=\"\(n(x0 + grid.cellWidth / 2))\" y=\"\(n(labelY + 15))\" "
                        + "text-anchor=\"middle\" font-size=\"10\" fill=\"#666666\">\(XMLEscaping.escaped(entry.detail))</text>\n"
                }
                body += "  </g>\n"
            }
            let rows = (section.entries.count + grid.columns - 1) / grid.columns
            y += Double(rows) * grid.cellHeight + 12
        }
        let height = y + Self.margin - 12
        var s = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        s += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
            + "viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"12\">\n"
        s += "  <title>BezierArrow catalog: \(arrows.count) arrows, \(heads.count) heads</title>\n"
        s += "  <rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
        s += body
        s += "</svg>\n"
        return s
    }
}
