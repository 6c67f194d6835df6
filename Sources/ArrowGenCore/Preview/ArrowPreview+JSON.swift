import BezierArrow

/// The machine-readable view: what `json` and `arrowgen preview --format json` print.
extension ArrowPreview {
    /// The current state as one line of JSON, keys in this order:
    ///
    /// `template` (name), `source` (catalog name or file path), `start`, `end` (`{"x":..,"y":..}`),
    /// `orientation`, `handles`, `path` (SVG path data that reads back exactly), `bounds`
    /// (`{"x","y","width","height"}`, `null` for an empty path), `frame` (the view
    /// frame), `localStart`, `localEnd` (the tips in it), the stroke's `cap`, `join`,
    /// `miterLimit`, `dash` (the dash and gap lengths, an even count, or `null` for a solid
    /// stroke) and `dashOffset`, the style: `startHead`, `endHead` (the heads' names; the
    /// template's own are `<Template>.start` and `<Template>.end`), `body`, `bend` and
    /// `bodyHandles` (an object keyed by every body kind's handle names, `{"bend"}`: the point of
    /// this body's handle of that name, else `null`), `label`
    /// (`null`, or `{"text", "fraction", "offset", "frame"}`, the frame its box), and `hit`: `null` before any `hit`, else
    /// `{"point", "isHit", "part", "nearest", "distance"}` (for a miss, the nearest point anyway).
    /// Numbers are printed exactly (shortest round-trip form).
    package var json: String { json(appending: { _ in }) }

    /// ``json`` with more keys after `hit`, as the REPL adds its diagram's.
    ///
    /// - Parameter more: writes keys and values into the object before it is closed.
    /// - Returns: one line of JSON.
    package func json(appending more: (inout JSONWriter) -> Void) -> String {
        var json = JSONWriter()
        func point(_ p: Point) { json.point(p) }
        func rect(_ r: Rect) { json.rect(r) }
        let tips = arrow.tipsInViewFrame
        json.beginObject()
        json.key("template"); json.string(template.name)
        json.key("source"); json.string(source)
        json.key("start"); point(start)
        json.key("end"); point(end)
        json.key("orientation"); json.string(template.orientation.name)
        json.key("handles"); json.string(template.handles.name)
        json.key("path"); json.string(path.svgPathData)
        json.key("bounds"); rect(bounds)
        json.key("frame"); rect(arrow.viewFrame)
        json.key("localStart"); point(tips.start)
        json.key("localEnd"); point(tips.end)
        json.key("cap"); json.string(template.cap.name)
        json.key("join"); json.string(template.join.name)
        json.key("miterLimit"); json.number(template.miterLimit)
        json.key("dash")
        if let dash = template.dash {
            json.beginArray()
            for length in dash.lengths { json.number(length) }
            json.endArray()
        } else {
            json.null()
        }
        json.key("dashOffset"); json.number(template.dash?.offset ?? 0)
        json.key("startHead"); json.string(startHead.name)
        json.key("endHead"); json.string(endHead.name)
        json.key("body"); json.string(body.name)
        json.key("bend"); json.number(bend)
        // One key a handle name of any body kind (`bend`), `null` where this body has none.
        json.key("bodyHandles")
        json.beginObject()
        for name in ArrowBodyKind.allHandleNames {
            json.key(name)
            if let handle = handle(named: name) { point(handle.position) } else { json.null() }
        }
        json.endObject()
        json.key("label")
        if let label, let frame = arrow.labelFrame {
            json.beginObject()
            json.key("text"); json.string(label.text)
            json.key("fraction"); json.number(label.fraction)
            json.key("offset"); json.number(label.offset)
            json.key("frame"); rect(frame)
            json.endObject()
        } else {
            json.null()
        }
        json.key("hit")
        if let p = hitPoint, case let answer = hit(at: p), let nearest = answer.nearest {
            json.beginObject()
            json.key("point"); point(p)
            json.key("isHit"); json.bool(answer.isHit)
            json.key("part"); json.string(nearest.part.handleIndex.map { "handle(\(handleName($0)))" } ?? nearest.part.description)
            json.key("nearest"); point(nearest.point)
            json.key("distance"); json.number(nearest.distance)
            json.endObject()
        } else {
            json.null()
        }
        more(&json)
        json.endObject()
        return json.text + "\n"
    }
}
