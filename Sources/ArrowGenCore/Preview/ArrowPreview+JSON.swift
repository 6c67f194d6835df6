import BezierArrow

/// The machine-readable view: what `json` and `arrowgen preview --format json` print.
extension ArrowPreview {
    /// The current state as one line of JSON:
    ///
    /// `{"template":"DoubleArrow","source":"DoubleArrow","start":{"x":0,"y":19},...}` with the
    /// keys `template`, `source`, `start`, `end`, `orientation`, `handles`, `path` (SVG path
    /// data), `bounds`, `frame`, `localStart`, `localEnd` and `hit` (`null` before any `hit`,
    /// else the point asked about, the part hit or `null` for a miss, the nearest point and the
    /// distance). Numbers are printed exactly (shortest round-trip form).
    public var json: String {
        func number(_ x: Double) -> String {
            let text = "\(x)"
            return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
        }
        func point(_ p: Point) -> String { "{\"x\":\(number(p.x)),\"y\":\(number(p.y))}" }
        func rect(_ r: Rect) -> String {
            "{\"x\":\(number(r.minX)),\"y\":\(number(r.minY)),\"width\":\(number(r.width)),\"height\":\(number(r.height))}"
        }
        let frame = arrow.viewFrame, (localStart, localEnd) = arrow.tipsInViewFrame
        var hitText = "null"
        if let p = hitPoint, let nearest = hit(at: p).nearest {
            hitText = "{\"point\":\(point(p)),\"isHit\":\(hit(at: p).isHit),\"part\":\"\(nearest.part.rawValue)\","
                + "\"nearest\":\(point(nearest.point)),\"distance\":\(number(nearest.distance))}"
        }
        let b = bounds
        return "{\"template\":\(Self.interimJSONString(template.name)),"
            + "\"source\":\(Self.interimJSONString(source)),"
            + "\"start\":\(point(start)),\"end\":\(point(end)),"
            + "\"orientation\":\"\(template.orientation.rawValue)\",\"handles\":\"\(template.handles.rawValue)\","
            + "\"path\":\(Self.interimJSONString(path.svgPathData)),"
            + "\"bounds\":\(b.isNull ? "null" : rect(b)),"
            + "\"frame\":\(rect(frame)),\"localStart\":\(point(localStart)),\"localEnd\":\(point(localEnd)),"
            + "\"hit\":\(hitText)}\n"
    }
}
