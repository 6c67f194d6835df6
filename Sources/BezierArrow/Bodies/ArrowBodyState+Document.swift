/// The body state in a saved scene: the members of an arrow's `style` it owns (`"bend": 40`),
/// read and written here so that a kind with state of its own adds its keys beside the kind;
/// ``SceneDocumentReader`` and ``SceneDocumentWriter`` call these once each.
extension ArrowBodyState {
    /// The keys of an arrow's `style` that hold the body state, in the order they are written.
    static let documentKeys = ["bend"]

    /// Reads the state from a style's members; a key left out keeps its default (no bend), and a
    /// mistake names the key's path.
    ///
    /// - Parameters:
    ///   - style: the members of the arrow's `style`.
    ///   - reader: the reader, at the style's path.
    /// - Throws: ``ArrowSceneDocumentError`` for a value that is not a number, or a bend beyond
    ///   ``ArrowDeformation/coordinateLimit``.
    static func read<Input>(_ style: Input.Members, with reader: inout SceneDocumentReader<Input>)
        throws(ArrowSceneDocumentError) -> ArrowBodyState {
        typealias Reader = SceneDocumentReader<Input>
        var state = ArrowBodyState()
        if let v = reader.member(style, "bend") {
            state.bend = try reader.at("bend") { (r: inout Reader) throws(ArrowSceneDocumentError) in
                let b = try r.number(v), limit = ArrowDeformation.coordinateLimit
                guard abs(b) <= limit else {
                    throw r.error("bend \(AcceptedRangeError.text(b)) is outside the accepted range "
                        + "-\(AcceptedRangeError.text(limit))...\(AcceptedRangeError.text(limit))")
                }
                return b
            }
        }
        return state
    }

    /// Appends the state's members of an arrow's `style`, each left out at its default: a bend
    /// of 0 is not written.
    func write(into style: inout [(key: String, value: JSONValue)]) {
        if bend != 0 { style.append(("bend", SceneDocumentWriter.number(bend))) }
    }
}
