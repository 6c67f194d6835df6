extension SceneDocumentReader {
    /// Version 2's additions to a scene read as version 1 (its templates and arrows): `shapes`,
    /// in drawing order, bottom first, and `bindings`, one a bound tip; both optional. Version 3
    /// adds `routing`, one a routed arrow, routed once the tips are solved.
    ///
    /// Everything is read and checked before the scene is built: ids unique across arrows and
    /// shapes, each binding's arrow an arrow and its target a shape or another arrow, each tip
    /// bound once, no cycle of arrows bound to arrows (the scene's own rule, ``ArrowScene/bind(_:of:to:_:)``).
    /// Then the scene is built, its shapes added, and every bound arrow solved once, after the
    /// arrows it hangs on: the tips a document holds for bound tips are those the scene solved,
    /// and solving them again from the same shapes, bindings and free tips gives them back to the
    /// bit (the solver is a function of those alone).
    ///
    /// - Parameters:
    ///   - value: the document's root.
    ///   - ids, records, items: the arrows as version 1 read them (``scene(_:)``).
    mutating func connectedScene<ID: Decodable & Hashable & Sendable>(_ value: Value, ids: [ID], records: [ID: Int32],
                                                                    items: [ArrowSceneItem]) throws(Failure) -> ArrowScene<ID> {
        let fields = try members(value, what: "a scene document", keys: readsRouting ? Keys.routedSceneKeys : Keys.connectedSceneKeys)
        var shapeIDs: [ID] = [], shapeRecords: [ID: Int32] = [:], shapes: [SceneShapeItem] = []
        if let shapesValue = member(fields, "shapes") {
            try at("shapes") { (r: inout Self) throws(Failure) in
                guard let elements = r.input.elements(shapesValue) else {
                    throw r.error("expected the shapes (an array), found \(r.input.kind(of: shapesValue))")
                }
                guard elements.count <= Int(Int32.max) else { throw r.error("a scene holds at most \(Int32.max) shapes") }
                shapes.reserveCapacity(elements.count)
                for (i, element) in elements.enumerated() {
                    try r.at(i) { (r: inout Self) throws(Failure) in
                        let fields = try r.members(element, what: "a shape", keys: r.readsRouting ? Keys.routedShapeKeys : Keys.shapeKeys)
                        let idValue = try r.required(fields, "id", in: "a shape")
                        let id: ID = try r.at("id") { (r: inout Self) throws(Failure) -> ID in
                            let id: ID = try r.id(idValue)
                            if let arrow = records[id] {
                                throw r.error("the id \(r.written(idValue)) is already arrows[\(arrow)]'s: ids must be unique across arrows and shapes")
                            }
                            if let first = shapeRecords.updateValue(Int32(i), forKey: id) {
                                throw r.error("the id \(r.written(idValue)) is already shapes[\(first)]'s: ids must be unique")
                            }
                            return id
                        }
                        shapeIDs.append(id)
                        shapes.append(try r.shape(fields))
                    }
                }
            }
        }
        var bindings = SceneBindings<ID>()
        // Each bound arrow's bindings' indexes, to name the first when a tip is bound twice; and
        // the bound arrows in the order they are first named, for a solving order that does not
        // depend on hashing.
        var boundAt: [ID: [ArrowTip: Int]] = [:], boundArrows: [ID] = []
        if let bindingsValue = member(fields, "bindings") {
            try at("bindings") { (r: inout Self) throws(Failure) in
                guard let elements = r.input.elements(bindingsValue) else {
                    throw r.error("expected the bindings (an array), found \(r.input.kind(of: bindingsValue))")
                }
                for (i, element) in elements.enumerated() {
                    try r.at(i) { (r: inout Self) throws(Failure) in
                        let fields = try r.members(element, what: "a binding", keys: Keys.bindingKeys)
                        let arrowValue = try r.required(fields, "arrow", in: "a binding")
                        let targetValue = try r.required(fields, "target", in: "a binding")
                        let arrow: ID = try r.at("arrow") { (r: inout Self) throws(Failure) -> ID in
                            let id: ID = try r.id(arrowValue)
                            guard records[id] != nil else {
                                if let shape = shapeRecords[id] {
                                    throw r.error("the id \(r.written(arrowValue)) is shapes[\(shape)]'s: only an arrow's tips are bound")
                                }
                                throw r.error("no arrow has the id \(r.written(arrowValue))")
                            }
                            return id
                        }
                        let target: ID = try r.at("target") { (r: inout Self) throws(Failure) -> ID in
                            let id: ID = try r.id(targetValue)
                            guard records[id] != nil || shapeRecords[id] != nil else {
                                throw r.error("no shape or arrow has the id \(r.written(targetValue))")
                            }
                            guard id != arrow else { throw r.error("an arrow's tip cannot be bound to the arrow itself") }
                            return id
                        }
                        let (tip, binding) = try r.binding(fields)
                        if let first = boundAt[arrow]?[tip] {
                            throw r.error("the \(tip.rawValue) of the arrow \(r.written(arrowValue)) is already bound by bindings[\(first)]")
                        }
                        if records[target] != nil, let cycle = bindings.cycle(binding: arrow, to: target) {
                            throw r.error(ArrowSceneError<ID>.cycle(cycle).description)
                        }
                        if boundAt[arrow] == nil { boundArrows.append(arrow) }
                        boundAt[arrow, default: [:]][tip] = i
                        bindings.set(tip, of: arrow, to: ArrowSceneBinding(target: target, binding: binding))
                    }
                }
            }
        }
        var routings: [(arrow: ID, routing: ArrowRouting)] = []
        if let routingValue = member(fields, "routing") {
            routings = try at("routing") { (r: inout Self) throws(Failure) in
                try r.routings(routingValue, arrows: records, shapes: shapeRecords)
            }
        }
        // Everything is read: build.
        var scene = ArrowScene(ids: ids, records: records, items: items, styles: styles)
        for (i, shape) in shapes.enumerated() { scene.setShape(shape, id: shapeIDs[i]) }
        scene.bindings = bindings
        for arrow in bindings.solvingOrder(of: boundArrows) { scene.solveTips(of: arrow) }
        if !routings.isEmpty {
            // Set as kept (a routing waits on an arrow whose body is no elbow), then routed.
            for (arrow, routing) in routings { scene.routes.settings[arrow] = routing }
            scene.rerouteAll()
        }
        return scene
    }

    /// A value as the document writes it, for messages: an id `7`, `"a"`.
    private func written(_ value: Value) -> String {
        input.json(value).text(multilineDepth: 0).dropLast().description
    }
}
