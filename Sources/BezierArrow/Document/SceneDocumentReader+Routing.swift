/// A version 3 scene document's `routing`: the routed arrows (``ArrowScene/setRouting(_:for:)``),
/// one entry an arrow, in the arrows' drawing order as written.
///
/// ```json
/// "routing": [
///   {"arrow": 1},
///   {"arrow": 2, "margin": 16, "spacing": 0}
/// ]
/// ```
///
/// `margin` and `spacing` are left out when they are ``ArrowRouting``'s defaults. A value
/// ``ArrowRouting/init(margin:spacing:)`` would change (negative, beyond 1e12) is refused rather
/// than read as another: the document would not read back as it was written.
extension SceneDocumentReader {
    /// Reads the routings, checked before the scene is built: each names an arrow of the document,
    /// once.
    ///
    /// - Parameters:
    ///   - value: the `routing` member.
    ///   - arrows: the arrows' records by id.
    ///   - shapes: the shapes' records by id, to say that an id is a shape's.
    mutating func routings<ID: Decodable & Hashable & Sendable>(_ value: Value, arrows: [ID: Int32], shapes: [ID: Int32])
        throws(Failure) -> [(arrow: ID, routing: ArrowRouting)] {
        guard let elements = input.elements(value) else {
            throw error("expected the routed arrows (an array), found \(input.kind(of: value))")
        }
        var routings: [(arrow: ID, routing: ArrowRouting)] = []
        var listedAt: [ID: Int] = [:]
        for (i, element) in elements.enumerated() {
            try at(i) { (r: inout Self) throws(Failure) in
                let fields = try r.members(element, what: "an arrow's routing", keys: Keys.routingKeys)
                let arrowValue = try r.required(fields, "arrow", in: "an arrow's routing")
                let arrow: ID = try r.at("arrow") { (r: inout Self) throws(Failure) -> ID in
                    let id: ID = try r.id(arrowValue)
                    guard arrows[id] != nil else {
                        if let shape = shapes[id] { throw r.error("the id is shapes[\(shape)]'s: only an arrow is routed") }
                        throw r.error("no arrow has this id")
                    }
                    if let first = listedAt.updateValue(i, forKey: id) {
                        throw r.error("the arrow is already routed by routing[\(first)]")
                    }
                    return id
                }
                let defaults = ArrowRouting()
                var margin = defaults.margin, spacing = defaults.spacing
                if let v = r.member(fields, "margin") { margin = try r.at("margin") { (r: inout Self) throws(Failure) in try r.routingLength(v, "margin") } }
                if let v = r.member(fields, "spacing") { spacing = try r.at("spacing") { (r: inout Self) throws(Failure) in try r.routingLength(v, "spacing") } }
                routings.append((arrow, ArrowRouting(margin: margin, spacing: spacing)))
            }
        }
        return routings
    }

    /// A routing's margin or spacing: a finite number from 0 to ``RouteBox/limit``, which
    /// ``ArrowRouting`` keeps as it is.
    private func routingLength(_ value: Value, _ what: String) throws(Failure) -> Double {
        let v = try number(value)
        guard v >= 0, v <= RouteBox.limit else {
            throw error("the \(what) \(AcceptedRangeError.text(v)) is outside the accepted range 0...\(AcceptedRangeError.text(RouteBox.limit))")
        }
        return v
    }
}
