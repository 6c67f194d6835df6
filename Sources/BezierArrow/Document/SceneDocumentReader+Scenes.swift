extension SceneDocumentReader {
    /// Reads a scene document: checks `format`, then reads by `version`.
    ///
    /// How versions are read: the reader switches on `version`. Version 1 is
    /// ``arrows(version1:keys:reserve:id:)``, as it always was, so every version 1 document reads
    /// as before. Version 2 is version 1 with two more root keys: its templates and arrows are
    /// read by the same code (its keys list allowing the new ones), then its shapes and bindings
    /// by ``connectedScene(_:ids:records:items:)``. Version 3 is version 2 whose arrows' styles may
    /// hold waypoints (``ArrowBodyState/read(_:with:)``, refused in the older versions), whose shapes
    /// may say they are no obstacles, and which may list the routed arrows' routings
    /// (``routings(_:arrows:shapes:)``). A later version adds its own case the same
    /// way, keeping the ones before. A version above ``SceneDocumentWriter/version`` is
    /// refused with advice to update, before any other key is looked at, since a newer document
    /// may hold keys and meanings this reader cannot know.
    ///
    /// Only the ids depend on `ID`; the rest is read by methods that do not, and this one is
    /// inlined into its caller, whose input is known: so the rest is compiled for that input
    /// (called from code generic in `ID`, a method generic in the input too would run unspecialized,
    /// every value asked for through the protocol).
    @inline(__always)
    mutating func scene<ID: Decodable & Hashable & Sendable>(_ value: Value) throws(Failure) -> ArrowScene<ID> {
        let version = try version(value)
        switch version {
        case 1, 2, 3:
            readsWaypoints = version >= 3
            readsRouting = version >= 3
            // The scene's own tables, filled as the arrows are read and handed over at the end:
            // the items are not copied again, and the ids are hashed once (the check for
            // duplicates makes the map from ids to records).
            var ids: [ID] = [], records: [ID: Int32] = [:]
            let items = try arrows(version1: value, keys: version == 1 ? Keys.sceneKeys
                                                          : version == 2 ? Keys.connectedSceneKeys : Keys.routedSceneKeys) { count in
                ids.reserveCapacity(count)
                records.reserveCapacity(count)
            } id: { (r: inout Self, value: Value, i: Int, fields: Members) throws(Failure) in
                let id: ID = try r.id(value)
                if let first = records.updateValue(Int32(i), forKey: id) {
                    records[id] = first
                    throw r.error("the id \(r.idText(fields)) is already arrows[\(first)]'s: ids must be unique")
                }
                ids.append(id)
            }
            guard version == 1 else { return try connectedScene(value, ids: ids, records: records, items: items) }
            return ArrowScene(ids: ids, records: records, items: items, styles: styles)
        default: throw error("document version \(version) cannot be read")  // refused by `version(_:)`
        }
    }

    /// Checks a scene document's `format` and reads its `version`, one this library reads.
    private mutating func version(_ value: Value) throws(Failure) -> Int {
        guard let fields = input.members(value) else {
            throw error("expected a BezierArrow scene document (an object with \"format\": \"\(SceneDocumentWriter.format)\"), found \(input.kind(of: value))")
        }
        guard let format = member(fields, "format") else {
            throw error("missing key 'format': not a BezierArrow scene document (\"format\": \"\(SceneDocumentWriter.format)\")")
        }
        try at("format") { (r: inout Self) throws(Failure) in
            let text = try r.string(format)
            guard text == SceneDocumentWriter.format else {
                throw r.error("the format is '\(text)', not '\(SceneDocumentWriter.format)': not a BezierArrow scene document")
            }
        }
        guard let versionValue = member(fields, "version") else { throw error("missing key 'version' in the scene document") }
        return try at("version") { (r: inout Self) throws(Failure) -> Int in
            guard let v = r.input.number(versionValue)?.integer, v >= 1 else {
                let found = r.input.number(versionValue) != nil ? r.input.json(versionValue).text(multilineDepth: 0).dropLast().description
                    : r.input.kind(of: versionValue)
                throw r.error("expected a document version (an integer from 1), found \(found)")
            }
            guard v <= SceneDocumentWriter.version else {
                throw r.error("document version \(v) is newer than this library reads (\(SceneDocumentWriter.version)): update BezierArrow")
            }
            return v
        }
    }

    /// Version 1: `templates` (optional) embeds templates by key, `arrows` lists the arrows in
    /// drawing order.
    ///
    /// - Parameters:
    ///   - keys: the root keys the version has (version 2's are version 1's and more).
    ///   - reserve: told the number of arrows before the first is read.
    ///   - id: reads arrow `i`'s id (its value, the arrow's members for messages), with the
    ///     reader at `arrows[i].id`.
    /// - Returns: the arrows' items, in drawing order.
    private mutating func arrows(version1 value: Value, keys: [String], reserve: (Int) -> Void,
                                 id: (inout Self, Value, Int, Members) throws(Failure) -> Void) throws(Failure) -> [ArrowSceneItem] {
        let fields = try members(value, what: "a scene document", keys: keys)
        var embedded: [String: ArrowTemplate] = [:]
        if let templates = member(fields, "templates") {
            try at("templates") { (r: inout Self) throws(Failure) in
                guard let entries = r.input.members(templates) else {
                    throw r.error("expected the embedded templates by name (an object), found \(r.input.kind(of: templates))")
                }
                for entry in r.input.list(entries) {
                    embedded[entry.key] = try r.at(entry.key) { (r: inout Self) throws(Failure) in
                        guard !entry.key.isEmpty else { throw r.error("a template's key must not be empty") }
                        return try r.template(entry.value, defaultName: entry.key)
                    }
                }
            }
        }
        let arrowsValue = try required(fields, "arrows", in: "a scene document")
        var items: [ArrowSceneItem] = []
        try at("arrows") { (r: inout Self) throws(Failure) in
            guard let arrows = r.input.elements(arrowsValue) else {
                throw r.error("expected the arrows (an array), found \(r.input.kind(of: arrowsValue))")
            }
            // A scene numbers its records with `Int32`.
            guard arrows.count <= Int(Int32.max) else { throw r.error("a scene holds at most \(Int32.max) arrows") }
            reserve(arrows.count)
            items.reserveCapacity(arrows.count)
            // One arrow drawn at rest per template; each arrow copies it and moves its tips. By
            // index, so that the arrow is copied once, into its item (a lookup by name would
            // hand out a copy to copy again).
            var prototypes: [Arrow] = [], prototypeIndices: [String: Int] = [:]
            // The prototypes by the hash of their name's text (``SceneDocumentInput/textHash(_:)``),
            // with the value that first named each: most arrows name a template an earlier arrow
            // named, found without making its name.
            var prototypesByHash: [Int: Int] = [:], prototypeNames: [Value] = []
            for (i, arrowValue) in arrows.enumerated() {
                try r.at(i) { (r: inout Self) throws(Failure) in
                    let (fields, idValue, templateValue, startValue, endValue) = try r.arrowMembers(arrowValue)
                    try r.at("id") { (r: inout Self) throws(Failure) in try id(&r, idValue, i, fields) }
                    let hash = r.input.textHash(templateValue), prototype: Int
                    if let known = hash.flatMap({ prototypesByHash[$0] }), r.input.isSameString(templateValue, prototypeNames[known]) {
                        prototype = known
                    } else {
                        prototype = try r.at("template") { (r: inout Self) throws(Failure) -> Int in
                            let name = try r.string(templateValue)
                            if let index = prototypeIndices[name] { return index }
                            guard let template = embedded[name] ?? r.lookup.template(named: name) else {
                                throw r.error("unknown template '\(name)': the document does not embed it in \"templates\" and the template lookup does not know it")
                            }
                            prototypes.append(Arrow(template: template))
                            prototypeNames.append(templateValue)
                            prototypeIndices[name] = prototypes.count - 1
                            if let hash, prototypesByHash[hash] == nil { prototypesByHash[hash] = prototypes.count - 1 }
                            return prototypes.count - 1
                        }
                    }
                    let (start, end) = try r.tips(startValue, endValue)
                    // Most arrows have only their four required members: then the optional
                    // ones are not looked for, and the arrow is drawn in its prototype, whose
                    // tap target's block is its own again once the item's has moved to a block
                    // of its size (the scene keeps it so): the block is rewritten in place, not
                    // allocated for the drawing and again for the scene.
                    guard r.input.count(fields) > 4 else {
                        prototypes[prototype].setTips(start: start, end: end)
                        // Made in place in the array, not moved into it (`consume item` would,
                        // but inside a closure with a typed throw it crashes the compiler of
                        // the oldest supported SDKs' standard library).
                        items.append(ArrowSceneItem(arrow: prototypes[prototype]))
                        items[items.count - 1].arrow.preparedPath.shrinkToFit()
                        return
                    }
                    var item = ArrowSceneItem(arrow: prototypes[prototype])
                    try r.applyStyle(fields, to: &item.arrow)
                    item.arrow.setTips(start: start, end: end)
                    try r.applyLabel(fields, to: &item.arrow)
                    if let v = r.member(fields, "hidden") { item.isHidden = try r.at("hidden") { (r: inout Self) throws(Failure) in try r.bool(v) } }
                    if let v = r.member(fields, "interactive") { item.isInteractive = try r.at("interactive") { (r: inout Self) throws(Failure) in try r.bool(v) } }
                    if let v = r.member(fields, "alpha") {
                        item.alpha = try r.at("alpha") { (r: inout Self) throws(Failure) in
                            try r.number(v)
                        }
                    }
                    if let v = r.member(fields, "touchInset") {
                        let m = AcceptedRange.maxMagnitude
                        item.touchInset = try r.at("touchInset") { (r: inout Self) throws(Failure) in try r.number(v, .touchInset, in: -m...m) }
                    }
                    items.append(item)
                }
            }
        }
        return items
    }

    /// The members of an arrow in a scene document, checked for unknown keys as
    /// ``members(_:what:keys:)`` checks them, and the values of its four required ones.
    ///
    /// Most arrows have only those four members (`id`, `template`, `start`, `end`): four
    /// distinct keys found among four members are all the object has, so the pass that compares
    /// every key with every known one (half the key comparisons of reading such an arrow) is
    /// left out. Any other object gets that pass first, so an unknown key is named before a
    /// missing one.
    @inline(__always)
    private func arrowMembers(_ value: Value) throws(Failure) -> (Members, id: Value, template: Value, start: Value, end: Value) {
        if let fields = input.members(value), input.count(fields) == 4,
           let id = input.member(fields, literal: "id"), let template = input.member(fields, literal: "template"),
           let start = input.member(fields, literal: "start"), let end = input.member(fields, literal: "end") {
            return (fields, id, template, start, end)
        }
        let fields = try members(value, what: "an arrow", keys: Keys.sceneArrowKeys)
        return (fields, try required(fields, "id", in: "an arrow"), try required(fields, "template", in: "an arrow"),
                try required(fields, "start", in: "an arrow"), try required(fields, "end", in: "an arrow"))
    }

    /// An arrow id: an `Int` or a `String` straight from the text, any other type through its
    /// own `Decodable` conformance.
    ///
    /// The two common id types are read directly, as `JSONDecoder` reads `Date` and `URL` its own
    /// way: through a decoder, an id costs more than the rest of its arrow's reading (the coding
    /// path, the containers, the generic integer conversion). A value they cannot take (a
    /// fraction, a string for an `Int`) goes through `init(from:)`, which names the mistake.
    /// Inlined where ``scene(_:)`` reads ids, for the same reason as it (the input known there).
    @inline(__always)
    func id<ID: Decodable>(_ value: Value) throws(Failure) -> ID {
        if ID.self == Int.self, let i = input.number(value)?.integer { return i as! ID }
        if ID.self == String.self, let s = input.string(value) { return s as! ID }
        let codingPath: [any CodingKey] = (prefix + path).map { component in
            switch component {
            case .key(let k): JSONKey(k)
            case .index(let i): JSONIndexKey(intValue: i)
            }
        }
        do {
            return try ID(from: JSONValueDecoder(input.json(value), codingPath: codingPath, userInfo: userInfo))
        } catch {
            throw ArrowSceneDocumentError.from(error)
        }
    }

    /// An id as the document writes it, for messages.
    private func idText(_ fields: Members) -> String {
        guard let value = member(fields, "id") else { return "" }
        return input.json(value).text(multilineDepth: 0).dropLast().description
    }
}
