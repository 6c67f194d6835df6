extension SceneDocumentReader {
    /// A standalone arrow: `{"template": NAME or {template}, "start": [x, y], "end": [x, y]}`,
    /// and its `style` and `label` when it has them.
    mutating func arrow(_ value: Value) throws(Failure) -> Arrow {
        let fields = try members(value, what: "an arrow", keys: ["template", "start", "end", "style", "label"])
        let templateValue = try required(fields, "template", in: "an arrow")
        let template = try at("template") { (r: inout Self) throws(Failure) -> ArrowTemplate in
            if r.input.members(templateValue) != nil { return try r.template(templateValue, defaultName: nil) }
            let name = try r.string(templateValue)
            guard let found = r.lookup.template(named: name) else { throw r.error("unknown template '\(name)'") }
            return found
        }
        let (start, end) = try tips(fields, in: "an arrow")
        // Finite by construction, so the initialiser cannot fail.
        var arrow = Arrow(template: template, start: start, end: end) ?? Arrow(template: template)
        try applyStyle(fields, to: &arrow)
        try applyLabel(fields, to: &arrow)
        return arrow
    }

    private mutating func tips(_ fields: Members, in what: String) throws(Failure) -> (Point, Point) {
        try tips(try required(fields, "start", in: what), try required(fields, "end", in: what))
    }

    /// The tips, from the values of `start` and `end`.
    mutating func tips(_ startValue: Value, _ endValue: Value) throws(Failure) -> (Point, Point) {
        if let start = pointInRange(startValue), let end = pointInRange(endValue) { return (start, end) }
        let start = try at("start") { (r: inout Self) throws(Failure) in try r.point(startValue, .tip) }
        let end = try at("end") { (r: inout Self) throws(Failure) in try r.point(endValue, .tip) }
        return (start, end)
    }
}
