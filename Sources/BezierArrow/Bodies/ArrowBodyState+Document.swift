/// The body state in a saved scene: the members of an arrow's `style` it owns (`"bend": 40`,
/// `"waypoints": [[80, 40], [160, 0]]`, `"keptSegments": [null, 12, null]`), read and written
/// here so that a kind with state of its own adds its keys beside the kind;
/// ``SceneDocumentReader`` and ``SceneDocumentWriter`` call these once each.
///
/// `waypoints` lists ``waypoints`` as `[x, y]` pairs, `keptSegments` ``fixedSegments`` (an
/// elbow's dragged segments: one entry a leg, a coordinate or `null` for a free leg); each is
/// left out when empty, and `keptSegments` is only written beside waypoints. A scene document
/// with either is version 3 (``SceneDocumentWriter/version(of:)``): older versions never had
/// them, so their readers, and this one reading an older version, refuse the keys.
extension ArrowBodyState {
    /// The keys of an arrow's `style` that hold the body state, in the order they are written.
    static let documentKeys = ["bend"] + waypointDocumentKeys
    /// The keys of the waypoints, which only version 3 documents (and standalone arrows) have.
    static let waypointDocumentKeys = ["waypoints", "keptSegments"]

    /// Whether a document must be version 3 to hold the state: it has waypoints.
    var needsWaypointDocument: Bool { !waypoints.isEmpty }

    /// Reads the state from a style's members; a key left out keeps its default (no bend, no
    /// waypoints), and a mistake names the key's path: nothing is kept of a state with one.
    ///
    /// - Parameters:
    ///   - style: the members of the arrow's `style`.
    ///   - reader: the reader, at the style's path.
    /// - Throws: ``ArrowSceneDocumentError`` for a value that is not a number, a bend or waypoint
    ///   coordinate beyond ``ArrowDeformation/coordinateLimit``, more than ``maxWaypointCount``
    ///   waypoints, or kept segments without waypoints or not one a leg. (The style's reader
    ///   refuses the waypoints' keys in documents older than version 3.)
    static func read<Input>(_ style: Input.Members, with reader: inout SceneDocumentReader<Input>)
        throws(ArrowSceneDocumentError) -> ArrowBodyState {
        typealias Reader = SceneDocumentReader<Input>
        var state = ArrowBodyState()
        if let v = reader.member(style, "bend") {
            state.bend = try reader.at("bend") { (r: inout Reader) throws(ArrowSceneDocumentError) in
                try r.limitedNumber(v, "bend")
            }
        }
        let waypointsValue = reader.member(style, "waypoints"), keptValue = reader.member(style, "keptSegments")
        var waypoints: [Point] = []
        if let v = waypointsValue {
            waypoints = try reader.at("waypoints") { (r: inout Reader) throws(ArrowSceneDocumentError) in
                try r.waypoints(v)
            }
        }
        var kept: [Double?] = []
        if let v = keptValue {
            kept = try reader.at("keptSegments") { (r: inout Reader) throws(ArrowSceneDocumentError) in
                try r.keptSegments(v, waypointCount: waypoints.count)
            }
        }
        state.waypoints = waypoints
        state.fixedSegments = kept
        return state
    }

    /// Appends the state's members of an arrow's `style`, each left out at its default: a bend
    /// of 0, no waypoints, no kept segments are not written.
    func write(into style: inout [(key: String, value: JSONValue)]) {
        if bend != 0 { style.append(("bend", SceneDocumentWriter.number(bend))) }
        if !waypoints.isEmpty { style.append(("waypoints", .array(waypoints.map(SceneDocumentWriter.point)))) }
        if !waypoints.isEmpty, !fixedSegments.isEmpty {
            style.append(("keptSegments", .array(fixedSegments.map { $0.map(SceneDocumentWriter.number) ?? .null })))
        }
    }
}
