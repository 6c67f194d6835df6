extension SceneDocumentWriter {
    /// The version a scene is written in: the oldest that holds it. A scene without shapes and
    /// bound tips is a version 1 document, byte for byte what this library wrote before version 2
    /// (which any version of it reads); one with either, version 2; one with an arrow with
    /// waypoints (``ArrowBodyState/waypoints``), a routed arrow or a shape that is no obstacle,
    /// version 3, whatever else it has.
    static func version<ID>(of scene: ArrowScene<ID>) -> Int {
        if scene.routes.isActive || scene.shapes.records.contains(where: { !$0.item.isObstacle }) { return 3 }
        let items = scene.storage.items
        for record in scene.recordsInDrawingOrder where items[record].arrow.style?.bodyState.needsWaypointDocument == true {
            return 3
        }
        return scene.shapes.records.isEmpty && !scene.bindings.isActive ? 1 : 2
    }

    /// A version 2 document's root members before `arrows`: `shapes` in drawing order, bottom
    /// first, and `bindings` (one a bound tip, by its arrows' drawing order, start before end),
    /// each left out when empty.
    ///
    /// ```json
    /// "shapes": [
    ///   {"id": 10, "kind": "rectangle", "rect": [0, 0, 120, 60]},
    ///   {"id": 11, "kind": "roundedRectangle", "rect": [0, 0, 80, 40], "cornerRadius": 8, "transform": [1, 0, 0, 1, 300, 20]},
    ///   {"id": 12, "kind": "path", "path": "M 0 0 L 40 0 L 20 30 Z", "hidden": true}
    /// ],
    /// "bindings": [
    ///   {"arrow": 1, "tip": "start", "target": 10, "anchor": [0.5, 0.5], "mode": "edge", "gap": 4},
    ///   {"arrow": 1, "tip": "end", "target": 11, "anchor": [0, 0.5], "mode": "pinned"}
    /// ]
    /// ```
    ///
    /// - Throws: ``ArrowSceneDocumentError`` for a shape a document cannot read back (a NaN
    ///   alpha, a corner radius that is not a finite length, a negative size, a coordinate
    ///   outside `AcceptedRange`); what an id's `encode(to:)` throws.
    func connectors<ID: Encodable & Hashable & Sendable>(of scene: ArrowScene<ID>) throws -> [(key: String, value: JSONValue)] {
        var members: [(key: String, value: JSONValue)] = []
        var shapes: [JSONValue] = []
        shapes.reserveCapacity(scene.shapes.order.count)
        for (index, record) in scene.shapes.order.records.enumerated() {
            let at: [ArrowSceneDocumentError.PathComponent] = [.key("shapes"), .index(index)]
            let id = try idValue(scene.shapeRecords.id(of: record), at: at + [.key("id")])
            shapes.append(try Self.shape(scene.shapes.records[Int(record)].item, id: id, at: at))
        }
        if !shapes.isEmpty { members.append(("shapes", .array(shapes))) }
        var bindings: [JSONValue] = []
        for record in scene.recordsInDrawingOrder {
            let arrow = scene.arrowRecords.id(of: Int32(record))
            guard let tips = scene.bindings.tips[arrow] else { continue }
            for tip in [ArrowTip.start, .end] {
                guard let bound = tips[tip] else { continue }
                let at: [ArrowSceneDocumentError.PathComponent] = [.key("bindings"), .index(bindings.count)]
                var binding: [(key: String, value: JSONValue)] = [
                    ("arrow", try idValue(arrow, at: at + [.key("arrow")])), ("tip", .string(tip.rawValue)),
                    ("target", try idValue(bound.target, at: at + [.key("target")])),
                    ("anchor", Self.point(bound.binding.anchor)),
                ]
                switch bound.binding.mode {
                case .edge(let gap):
                    binding.append(("mode", .string("edge")))
                    // Left out only when it reads back as this very gap (not for -0).
                    if gap.bitPattern != 0 { binding.append(("gap", Self.number(gap))) }
                case .pinned:
                    binding.append(("mode", .string("pinned")))
                }
                bindings.append(.object(binding))
            }
        }
        if !bindings.isEmpty { members.append(("bindings", .array(bindings))) }
        if scene.routes.isActive { members.append(("routing", .array(try routings(of: scene)))) }
        return members
    }

    /// A version 3 document's `routing` (``SceneDocumentReader/routings(_:arrows:shapes:)``): one
    /// entry a routed arrow, in drawing order, its margin and spacing left out when they are the
    /// defaults to the bit.
    ///
    /// - Throws: what an id's `encode(to:)` throws.
    private func routings<ID: Encodable & Hashable & Sendable>(of scene: ArrowScene<ID>) throws -> [JSONValue] {
        var routings: [JSONValue] = []
        let defaults = ArrowRouting()
        for record in scene.recordsInDrawingOrder {
            let arrow = scene.arrowRecords.id(of: Int32(record))
            guard let routing = scene.routes.settings[arrow] else { continue }
            var entry: [(key: String, value: JSONValue)] = [
                ("arrow", try idValue(arrow, at: [.key("routing"), .index(routings.count), .key("arrow")])),
            ]
            if routing.margin.bitPattern != defaults.margin.bitPattern { entry.append(("margin", Self.number(routing.margin))) }
            if routing.spacing.bitPattern != defaults.spacing.bitPattern { entry.append(("spacing", Self.number(routing.spacing))) }
            routings.append(.object(entry))
        }
        return routings
    }

    /// An id of a shape or a binding: the common ids directly, any other through its `Encodable`
    /// conformance.
    private func idValue<ID: Encodable>(_ id: ID, at path: [ArrowSceneDocumentError.PathComponent]) throws -> JSONValue {
        if let i = id as? Int { return .number(Double(i), integer: i) }
        if let s = id as? String { return .string(s) }
        return try JSONValueEncoder.encode(id, codingPath: path.map(\.codingKey), userInfo: userInfo)
    }

    /// A shape as ``SceneDocumentReader/shape(_:)`` reads it: `kind` and its geometry, then
    /// `transform` unless it is the identity to the bit, then the view properties that are not
    /// the default.
    ///
    /// - Throws: ``ArrowSceneDocumentError`` for a value a document cannot read back.
    static func shape(_ item: SceneShapeItem, id: JSONValue, at path: [ArrowSceneDocumentError.PathComponent]) throws(ArrowSceneDocumentError) -> JSONValue {
        func fail(_ key: [ArrowSceneDocumentError.PathComponent], _ message: String) -> ArrowSceneDocumentError {
            ArrowSceneDocumentError(path: path + key, message: "cannot save the shape: \(message)")
        }
        func rect(_ r: Rect) throws(ArrowSceneDocumentError) -> JSONValue {
            do {
                try AcceptedRange.check(Point(r.minX, r.minY))
                try AcceptedRange.check(Point(r.width, r.height))
            } catch { throw fail([.key("rect")], error.description) }
            guard r.width >= 0, r.height >= 0 else { throw fail([.key("rect")], "its size \(r.width) x \(r.height) is negative") }
            return .array([number(r.minX), number(r.minY), number(r.width), number(r.height)])
        }
        var members: [(key: String, value: JSONValue)] = [("id", id)]
        switch item.shape.outline {
        case .rectangle(let r):
            members += [("kind", .string("rectangle")), ("rect", try rect(r))]
        case .roundedRectangle(let r, let radius):
            guard radius >= 0, radius <= AcceptedRange.maxMagnitude else {
                throw fail([.key("cornerRadius")], "the corner radius \(AcceptedRangeError.text(radius)) is not a length in 0...\(AcceptedRangeError.text(AcceptedRange.maxMagnitude))")
            }
            members += [("kind", .string("roundedRectangle")), ("rect", try rect(r)), ("cornerRadius", number(radius))]
        case .ellipse(let r):
            members += [("kind", .string("ellipse")), ("rect", try rect(r))]
        case .path(let p):
            guard p.elements.count <= SceneDocumentKeys.maxPathElements else {
                throw fail([.key("path")], "the path has \(p.elements.count) elements, more than \(SceneDocumentKeys.maxPathElements)")
            }
            do { try p.checkAcceptedRange() } catch { throw fail([.key("path")], error.description) }
            members += [("kind", .string("path")), ("path", .string(pathData(p)))]
        }
        let t = item.shape.transform
        let coefficients = [t.a, t.b, t.c, t.d, t.tx, t.ty]
        if coefficients.map(\.bitPattern) != [1.0, 0, 0, 1, 0, 0].map(\.bitPattern) {
            members.append(("transform", .array(coefficients.map(number))))
        }
        if item.isHidden { members.append(("hidden", .bool(true))) }
        if !item.isInteractive { members.append(("interactive", .bool(false))) }
        if item.alpha != 1 {
            guard item.alpha.isFinite else { throw fail([.key("alpha")], "alpha \(item.alpha) is not a finite number") }
            members.append(("alpha", number(item.alpha)))
        }
        if !item.isObstacle { members.append(("obstacle", .bool(false))) }
        return .object(members)
    }
}
