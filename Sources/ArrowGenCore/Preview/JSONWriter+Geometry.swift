import BezierArrow

/// Points and rectangles as the previews' JSON writes them.
extension JSONWriter {
    /// `{"x": .., "y": ..}`.
    mutating func point(_ p: Point) {
        beginObject()
        key("x"); number(p.x)
        key("y"); number(p.y)
        endObject()
    }

    /// `{"x", "y", "width", "height"}`, or `null` for an empty rectangle.
    mutating func rect(_ r: Rect) {
        guard !r.isNull else { return null() }
        beginObject()
        key("x"); number(r.minX)
        key("y"); number(r.minY)
        key("width"); number(r.width)
        key("height"); number(r.height)
        endObject()
    }
}
