import BezierArrow

/// An SVG picture of the REPL's diagram: every shape with its name (one routed arrows may cross
/// dashed), every arrow as it is drawn (a routed one along its route) with its name beside its
/// middle and its waypoints numbered, the anchors tips are bound to (small squares), the tips
/// (bound ones ringed, with a dashed line to their anchor), and a legend.
///
/// Laid out as ``SVGPicture`` lays out one arrow: scene coordinates inside one group that
/// scales them to fit 640 x 480 pixels, line widths and marks divided by the scale so they stay
/// a constant number of pixels, names XML-escaped.
package struct DiagramPicture: Sendable {
    /// The diagram drawn.
    package let diagram: ReplDiagram
    /// Pixels per scene unit.
    package let scale: Double
    /// The scene region shown: shapes, arrows, tips and anchors.
    package let region: Rect
    /// The picture's width in pixels.
    package let width: Double
    /// The picture's height in pixels, legend included.
    package let height: Double
    /// The legend's text, laid out for the width.
    private let legend: SVGPicture.Legend

    static let shapeFill = "#e8eef6"
    static let shapeStroke = "#475569"
    static let anchorColor = "#0e7490"
    static let bindColor = "#7e22ce"

    /// Lays out a picture.
    ///
    /// - Parameters:
    ///   - diagram: what to draw.
    ///   - maxWidth: the widest the drawing may be, in pixels.
    ///   - maxHeight: the tallest the drawing may be (legend not counted), in pixels.
    package init(_ diagram: ReplDiagram, maxWidth: Double = 640, maxHeight: Double = 480) {
        self.diagram = diagram
        func scale(fitting r: Rect) -> Double {
            var k = Double.infinity
            if r.width > 0 { k = min(k, maxWidth / r.width) }
            if r.height > 0 { k = min(k, maxHeight / r.height) }
            return k.isFinite && k > 0 ? k : 1
        }
        var r = diagram.region
        if r.isNull { r = Rect(x: 0, y: 0, width: 1, height: 1) }
        // The arrows' names stand beside them a number of pixels away: the region is widened to
        // hold them at the scale the drawing alone gets, and the scale made to fit that.
        var k = scale(fitting: r)
        for name in diagram.arrowNames {
            guard let label = Self.nameLabel(of: name, in: diagram, scale: k) else { continue }
            let w = SVGPicture.textWidth(name) / k, h = 14 / k
            let minX = label.anchor == "start" ? label.point.x : label.point.x - w / 2
            r = r.union(Rect(x: minX, y: label.point.y - h / 2, width: w, height: h))
        }
        k = scale(fitting: r)
        region = r
        self.scale = k
        let keys = Self.legendKeys(diagram)
        let widestKey = keys.joined().map { SVGPicture.keyWidth($0.label) }.max() ?? 0
        width = max((r.width * k + 2 * SVGPicture.margin).rounded(.up), (widestKey + 2 * SVGPicture.margin).rounded(.up),
                    SVGPicture.minimumWidth)
        legend = SVGPicture.Legend(statusLine: diagram.summary, keys: keys, width: width - 2 * SVGPicture.margin)
        height = (r.height * k + 2 * SVGPicture.margin).rounded(.up) + SVGPicture.legendLine * Double(legend.lineCount)
    }

    /// The legend's keys: what is drawn (a shape that is no obstacle and waypoints when there
    /// are some), then the marks.
    static func legendKeys(_ diagram: ReplDiagram) -> [[(swatch: SVGPicture.Swatch, label: String)]] {
        var drawn: [(swatch: SVGPicture.Swatch, label: String)] = [(.fill(shapeFill, opacity: 1), "shape")]
        if diagram.shapeNames.contains(where: { diagram.scene.shape($0)?.isObstacle == false }) {
            drawn.append((.dashed(shapeStroke), "shape routed arrows cross"))
        }
        drawn.append((.fill(SVGPicture.arrowColor, opacity: 0.85), "arrow"))
        if diagram.arrowNames.contains(where: { diagram.arrow($0)?.waypoints.isEmpty == false }) {
            drawn.append((.diamond(SVGPicture.bodyHandleColor), "waypoint, by index"))
        }
        return [drawn, [(.disc(SVGPicture.startColor), "start tip"), (.disc(SVGPicture.endColor), "end tip"),
                        (.ring(bindColor), "bound tip, dashed to its anchor"), (.square(anchorColor), "anchor")]]
    }

    /// Where an arrow's name is written: 14 pixels above the middle of its body when the body
    /// runs more across than down there, else 14 pixels to its right, starting there.
    static func nameLabel(of name: String, in diagram: ReplDiagram, scale k: Double) -> (point: Point, anchor: String)? {
        guard let arrow = diagram.arrow(name) else { return nil }
        let p = arrow.point(atFraction: 0.5), t = arrow.tangent(atFraction: 0.5)
        return abs(t.x) >= abs(t.y) ? (Point(p.x, p.y - 14 / k), "middle") : (Point(p.x + 14 / k, p.y), "start")
    }

    /// The SVG document.
    package var text: String {
        let k = scale
        func n(_ x: Double) -> String { PreviewFormat.number(x) }
        func px(_ x: Double) -> String { n(x / k) }
        let drawingWidth = (region.width * k + 2 * SVGPicture.margin).rounded(.up)
        let tx = SVGPicture.margin + ((width - drawingWidth) / 2).rounded(.down) - region.minX * k
        let ty = SVGPicture.margin - region.minY * k
        var s = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        s += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
            + "viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"12\">\n"
        s += "  <title>\(SVGPicture.escaped(diagram.summary))</title>\n"
        s += "  <rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
        s += "  <g transform=\"matrix(\(n(k)) 0 0 \(n(k)) \(n(tx)) \(n(ty)))\">\n"

        for name in diagram.shapeNames {
            guard let shape = diagram.shape(name) else { continue }
            // A shape routed arrows may cross is outlined dashed.
            let dashes = diagram.scene.shape(name)?.isObstacle == false ? " stroke-dasharray=\"\(px(5)) \(px(3))\"" : ""
            s += "    <path class=\"shape\" id=\"shape-\(SVGPicture.escaped(name))\" d=\"\(PreviewFormat.pathData(shape.path))\" "
                + "fill=\"\(Self.shapeFill)\" stroke=\"\(Self.shapeStroke)\" stroke-width=\"\(px(1.5))\"\(dashes)/>\n"
        }
        for name in diagram.arrowNames {
            guard let arrow = diagram.arrow(name) else { continue }
            s += "    <g class=\"arrow\" id=\"arrow-\(SVGPicture.escaped(name))\">\n"
            s += SVGPicture.arrowShapes(arrow, scale: k, indent: "      ", label: "class")
            s += "    </g>\n"
        }

        // Each arrow's waypoints, numbered diamonds as in the picture of one arrow.
        for name in diagram.arrowNames {
            for (i, p) in (diagram.arrow(name)?.waypoints ?? []).enumerated() {
                s += SVGPicture.waypointMark(at: p, index: i, id: "arrow-\(SVGPicture.escaped(name))-waypoint-\(i)", scale: k)
            }
        }

        // Bindings: a dashed line from each bound tip to its anchor, the anchor a small square.
        for name in diagram.arrowNames {
            for tip in ArrowTip.allCases {
                guard let anchor = diagram.anchorPoint(tip, of: name) else { continue }
                let p = diagram.tipPoint(tip, of: name)
                if p != anchor {
                    s += "    <line class=\"binding\" x1=\"\(n(p.x))\" y1=\"\(n(p.y))\" x2=\"\(n(anchor.x))\" y2=\"\(n(anchor.y))\" "
                        + "stroke=\"\(Self.bindColor)\" stroke-width=\"\(px(1.25))\" stroke-dasharray=\"\(px(3)) \(px(2))\"/>\n"
                }
                s += "    <rect class=\"anchor\" x=\"\(n(anchor.x - 3 / k))\" y=\"\(n(anchor.y - 3 / k))\" width=\"\(px(6))\" "
                    + "height=\"\(px(6))\" fill=\"#ffffff\" stroke=\"\(Self.anchorColor)\" stroke-width=\"\(px(1.5))\"/>\n"
            }
        }

        // Tips: a disc in the tip's colour; a bound tip ringed.
        for name in diagram.arrowNames {
            for tip in ArrowTip.allCases {
                let p = diagram.tipPoint(tip, of: name)
                let color = tip == .start ? SVGPicture.startColor : SVGPicture.endColor
                if diagram.scene.binding(tip, of: name) != nil {
                    s += "    <circle class=\"bound-tip\" cx=\"\(n(p.x))\" cy=\"\(n(p.y))\" r=\"\(px(7))\" fill=\"none\" "
                        + "stroke=\"\(Self.bindColor)\" stroke-width=\"\(px(2))\"/>\n"
                }
                s += "    <circle class=\"tip\" cx=\"\(n(p.x))\" cy=\"\(n(p.y))\" r=\"\(px(3.5))\" fill=\"\(color)\" "
                    + "stroke=\"#ffffff\" stroke-width=\"\(px(1))\"/>\n"
            }
        }

        // Names, on a white halo so that lines under them do not hide them: a shape's just above
        // its middle (where anchors most often are), an arrow's beside the middle of its body.
        let font = "font-size=\"\(px(12))\" dominant-baseline=\"central\" stroke=\"#ffffff\" stroke-width=\"\(px(3))\" "
            + "stroke-linejoin=\"round\" paint-order=\"stroke\""
        for name in diagram.shapeNames {
            guard let shape = diagram.shape(name) else { continue }
            let c = shape.point(atAnchor: Point(0.5, 0.5))
            s += "    <text class=\"shape-name\" x=\"\(n(c.x))\" y=\"\(n(c.y - 12 / k))\" text-anchor=\"middle\" \(font) "
                + "fill=\"\(Self.shapeStroke)\">\(SVGPicture.escaped(name))</text>\n"
        }
        for name in diagram.arrowNames {
            guard let label = Self.nameLabel(of: name, in: diagram, scale: k) else { continue }
            let weight = name == diagram.selected ? " font-weight=\"bold\"" : ""
            s += "    <text class=\"arrow-name\" x=\"\(n(label.point.x))\" y=\"\(n(label.point.y))\" text-anchor=\"\(label.anchor)\" "
                + "\(font)\(weight) font-style=\"italic\" fill=\"\(SVGPicture.arrowColor)\">\(SVGPicture.escaped(name))</text>\n"
        }
        s += "  </g>\n"
        s += SVGPicture.legendText(legend, pictureHeight: height)
        s += "</svg>\n"
        return s
    }
}
