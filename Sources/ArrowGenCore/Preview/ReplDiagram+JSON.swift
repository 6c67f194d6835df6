import BezierArrow

/// What the REPL's `json` adds for the diagram, after the selected arrow's keys.
extension ReplDiagram {
    /// Writes the diagram's keys into an open JSON object:
    ///
    /// `arrow` (the selected arrow's name), `bindings` (its tips': `{"start", "end"}`), `arrows`
    /// (each `{"name", "start", "end", "bindings"}`, in drawing order, and what `writeBody(of:into:)`
    /// adds), `selection` (the selected arrows' names) and `shapes` (each `{"name",
    /// "kind", "rect", "cornerRadius", "path", "transform", "bounds", "obstacle"}` in drawing order: `rect` the
    /// local box anchors are normalized across, `cornerRadius` a rounded shape's (else `null`),
    /// `path` the SVG path data of a path shape's own outline (else `null`), `transform`
    /// `{"a", "b", "c", "d", "tx", "ty"}` to scene coordinates, `bounds` in scene coordinates).
    /// A free tip's binding is `null`; one bound to a shape is `{"target", "mode"` (`edge` or
    /// `pinned`), `"gap", "anchor"}`, one bound to an arrow `{"target", "fraction"}`.
    ///
    /// - Parameter json: a writer inside an object, after a value.
    func writeJSON(_ json: inout JSONWriter) {
        json.key("arrow"); json.string(selected)
        json.key("bindings"); writeBindings(of: selected, into: &json)
        json.key("arrows")
        json.beginArray()
        for name in arrowNames {
            json.beginObject()
            json.key("name"); json.string(name)
            json.key("start"); json.point(tipPoint(.start, of: name))
            json.key("end"); json.point(tipPoint(.end, of: name))
            json.key("bindings"); writeBindings(of: name, into: &json)
            writeBody(of: name, into: &json)
            json.endObject()
        }
        json.endArray()
        json.key("selection")
        json.beginArray()
        for name in selection { json.string(name) }
        json.endArray()
        json.key("shapes")
        json.beginArray()
        for name in shapeNames {
            guard let shape = shape(name) else { continue }
            json.beginObject()
            json.key("name"); json.string(name)
            json.key("kind"); json.string(Self.kindName(shape.outline))
            json.key("rect"); json.rect(shape.localRect)
            json.key("cornerRadius")
            if case .roundedRectangle(_, let radius) = shape.outline { json.number(radius) } else { json.null() }
            json.key("path")
            if case .path(let path) = shape.outline { json.string(path.svgPathData) } else { json.null() }
            let t = shape.transform
            json.key("transform")
            json.beginObject()
            for (key, value) in [("a", t.a), ("b", t.b), ("c", t.c), ("d", t.d), ("tx", t.tx), ("ty", t.ty)] {
                json.key(key); json.number(value)
            }
            json.endObject()
            json.key("bounds"); json.rect(shape.bounds)
            json.key("obstacle"); json.bool(scene.shape(name)?.isObstacle ?? true)
            json.endObject()
        }
        json.endArray()
    }

    /// An arrow's keys that only some arrows have: `waypoints` (points `{"x", "y"}`) when it has
    /// some, beside them `keptSegments` (one entry a leg: an elbow's middle segment kept at a
    /// coordinate, or `null`) when a segment is kept, and `routing` (`{"margin", "spacing",
    /// "failed", "corners"}`, the corners from tip to tip) when it is routed.
    private func writeBody(of name: String, into json: inout JSONWriter) {
        guard let arrow = arrow(name) else { return }
        if !arrow.waypoints.isEmpty {
            json.key("waypoints")
            json.beginArray()
            for p in arrow.waypoints { json.point(p) }
            json.endArray()
        }
        let kept = arrow.style?.bodyState.fixedSegments ?? []
        if kept.contains(where: { $0 != nil }) {
            json.key("keptSegments")
            json.beginArray()
            for value in kept { if let value { json.number(value) } else { json.null() } }
            json.endArray()
        }
        guard let routing = scene.routing(of: name) else { return }
        json.key("routing")
        json.beginObject()
        json.key("margin"); json.number(routing.margin)
        json.key("spacing"); json.number(routing.spacing)
        json.key("failed"); json.bool(scene.routingFailed(name))
        json.key("corners")
        json.beginArray()
        for p in scene.routeCorners(of: name) ?? [] { json.point(p) }
        json.endArray()
        json.endObject()
    }

    /// `{"start": ..., "end": ...}`: each tip's binding, or `null`.
    private func writeBindings(of name: String, into json: inout JSONWriter) {
        json.beginObject()
        for tip in ArrowTip.allCases {
            json.key(tip.rawValue)
            guard let bound = scene.binding(tip, of: name) else { json.null(); continue }
            json.beginObject()
            json.key("target"); json.string(bound.target)
            if arrow(bound.target) != nil {
                json.key("fraction"); json.number(bound.binding.anchor.x)
            } else {
                var gap = 0.0
                if case .edge(let g) = bound.binding.mode { gap = g }
                json.key("mode"); json.string(bound.binding.mode == .pinned ? "pinned" : "edge")
                json.key("gap"); json.number(gap)
                json.key("anchor"); json.point(bound.binding.anchor)
            }
            json.endObject()
        }
        json.endObject()
    }
}
