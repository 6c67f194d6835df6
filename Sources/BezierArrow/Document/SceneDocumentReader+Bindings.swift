extension SceneDocumentReader {
    /// A tip's binding of a version 2 document, its members already checked against
    /// ``SceneDocumentKeys/bindingKeys``, apart from its two ids (read by the caller, which
    /// knows the scene's ids): which `tip`, the `anchor`, the `mode` and an edge binding's `gap`
    /// (0 when left out), built through ``ArrowBinding``'s throwing initialiser.
    ///
    /// The anchor is read as written, each coordinate in `0...1`: the initialiser would clamp one
    /// outside, and a document that read `1.5` as `1` would not say what it holds.
    mutating func binding(_ fields: Members) throws(Failure) -> (tip: ArrowTip, binding: ArrowBinding) {
        let tipValue = try required(fields, "tip", in: "a binding")
        let tip = try at("tip") { (r: inout Self) throws(Failure) -> ArrowTip in
            let name = try r.string(tipValue)
            guard let tip = ArrowTip(rawValue: name) else { throw r.error("unknown tip '\(name)': expected 'start' or 'end'") }
            return tip
        }
        let anchorValue = try required(fields, "anchor", in: "a binding")
        let anchor = try at("anchor") { (r: inout Self) throws(Failure) -> Point in
            let e = try r.elements(anchorValue, "[x, y]", count: 2)
            var c: [Double] = []
            for (i, name) in ["x", "y"].enumerated() {
                c.append(try r.at(i) { (r: inout Self) throws(Failure) in
                    let v = try r.number(e[i])
                    guard (0...1).contains(v) else {
                        throw r.error("the anchor's \(name) \(AcceptedRangeError.text(v)) is outside 0...1 (normalized across the target)")
                    }
                    return v
                })
            }
            return Point(c[0], c[1])
        }
        let modeValue = try required(fields, "mode", in: "a binding")
        let isEdge = try at("mode") { (r: inout Self) throws(Failure) -> Bool in
            let name = try r.string(modeValue)
            guard name == "edge" || name == "pinned" else { throw r.error("unknown mode '\(name)': expected 'edge' or 'pinned'") }
            return name == "edge"
        }
        var gap = 0.0
        if let v = member(fields, "gap") {
            gap = try at("gap") { (r: inout Self) throws(Failure) in
                guard isEdge else { throw r.error("a pinned tip has no gap: it sits on its anchor") }
                return try r.number(v)
            }
        }
        do {
            return (tip, try ArrowBinding(anchor: anchor, mode: isEdge ? .edge(gap: gap) : .pinned))
        } catch {
            // The anchor was checked above: only the gap is left to refuse.
            throw ArrowSceneDocumentError(path: prefix + path + [.key("gap")], message: error.description)
        }
    }
}
