extension SceneDocumentReader {
    /// An arrow's `label`: `{"text": "Hello", "width": 35, "height": 14, "fraction": 0.5,
    /// "offset": 0}`, `fraction` (0.5) and `offset` (0) optional, every number checked by
    /// ``ArrowLabel``'s initialiser and a mistake named at its key.
    private mutating func label(_ value: Value) throws(Failure) -> ArrowLabel {
        let fields = try members(value, what: "a label", keys: Keys.labelKeys)
        let textValue = try required(fields, "text", in: "a label")
        let widthValue = try required(fields, "width", in: "a label")
        let heightValue = try required(fields, "height", in: "a label")
        let text = try at("text") { (r: inout Self) throws(Failure) in try r.string(textValue) }
        let width = try at("width") { (r: inout Self) throws(Failure) in try r.number(widthValue) }
        let height = try at("height") { (r: inout Self) throws(Failure) in try r.number(heightValue) }
        var fraction = 0.5, offset = 0.0
        if let v = member(fields, "fraction") { fraction = try at("fraction") { (r: inout Self) throws(Failure) in try r.number(v) } }
        if let v = member(fields, "offset") { offset = try at("offset") { (r: inout Self) throws(Failure) in try r.number(v) } }
        do {
            return try ArrowLabel(text, width: width, height: height, fraction: fraction, offset: offset)
        } catch {
            throw ArrowSceneDocumentError(path: prefix + path + [.key(error.field.rawValue)], message: error.description)
        }
    }

    /// Reads an arrow's optional `label` into the arrow.
    mutating func applyLabel(_ fields: Members, to arrow: inout Arrow) throws(Failure) {
        guard let v = member(fields, "label") else { return }
        arrow.label = try at("label") { (r: inout Self) throws(Failure) in try r.label(v) }
    }
}
