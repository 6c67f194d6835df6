/// What ``SceneDocumentReader`` reads a document from: the values of a JSON document, asked
/// for by kind and, in objects, by key.
///
/// One input serves every reader: ``JSONText`` (what ``ArrowSceneDocument`` reads from
/// bytes, without a tree). The `Codable` conformances get a tree of ``JSONValue`` values from
/// their decoder and read it through its text (`JSONText.document(_:)`): a second input
/// over the tree read the same, but made the compiler emit the whole reader twice, one copy
/// specialised for each input (some 36 KB of an app's code at -Osize), for a path that is never
/// the fast one (a `Decoder` builds the tree first).
protocol SceneDocumentInput {
    /// A value of the document.
    associatedtype Value
    /// The members of an object.
    associatedtype Members

    /// What the value is, for messages: `a number`, `an array`.
    func kind(of value: Value) -> String
    /// Whether the value is `null`.
    func isNull(_ value: Value) -> Bool
    /// The value when it is `true` or `false`.
    func bool(_ value: Value) -> Bool?
    /// The value when it is a number, and its exact integer when it was written as one that fits
    /// an `Int`.
    func number(_ value: Value) -> (value: Double, integer: Int?)?
    /// The value when it is a string.
    func string(_ value: Value) -> String?
    /// The elements when the value is an array.
    func elements(_ value: Value) -> [Value]?
    /// The two elements when the value is an array of two (a point, read without an array).
    func pair(_ value: Value) -> (Value, Value)?
    /// The members when the value is an object.
    func members(_ value: Value) -> Members?
    /// The value of a member, when the object has it.
    func member(_ members: Members, _ key: String) -> Value?
    /// How many members the object has.
    func count(_ members: Members) -> Int
    /// The first key of the object that is not in `keys`.
    func firstKey(of members: Members, notIn keys: [String]) -> String?
    /// The members in order, keys made strings.
    func list(_ members: Members) -> [(key: String, value: Value)]
    /// The value as a ``JSONValue`` tree (for an id's own `Decodable` conformance, and
    /// messages that quote a value).
    func json(_ value: Value) -> JSONValue
}


/// Reading a ``JSONText``: a value is its entry, an object's members its entry too.
extension JSONText: SceneDocumentInput {
    func kind(of value: Int) -> String { entries[value].kind.name }

    func isNull(_ value: Int) -> Bool { entries[value].kind == .null }

    func bool(_ value: Int) -> Bool? {
        let e = entries[value]
        return e.kind == .bool ? e.flag : nil
    }

    func number(_ value: Int) -> (value: Double, integer: Int?)? {
        let e = entries[value]
        guard e.kind == .number else { return nil }
        return (double(at: value), e.flag ? e.b : nil)
    }

    func string(_ value: Int) -> String? {
        entries[value].kind == .string ? string(at: value) : nil
    }

    func elements(_ value: Int) -> [Int]? {
        let e = entries[value]
        guard e.kind == .array else { return nil }
        var elements: [Int] = []
        elements.reserveCapacity(e.a)
        var element = value + 1
        while element < e.b {
            elements.append(element)
            element = next(after: element)
        }
        return elements
    }

    func pair(_ value: Int) -> (Int, Int)? {
        let e = entries[value]
        guard e.kind == .array, e.a == 2 else { return nil }
        return (value + 1, next(after: value + 1))
    }

    func members(_ value: Int) -> Int? { entries[value].kind == .object ? value : nil }

    func member(_ members: Int, _ key: String) -> Int? {
        let end = entries[members].b
        var k = members + 1
        while k < end {
            if isString(k, key) { return k + 1 }
            k = next(after: k + 1)
        }
        return nil
    }

    func count(_ members: Int) -> Int { entries[members].a }

    func firstKey(of members: Int, notIn keys: [String]) -> String? {
        let end = entries[members].b
        var k = members + 1
        while k < end {
            if !keys.contains(where: { isString(k, $0) }) { return string(at: k) }
            k = next(after: k + 1)
        }
        return nil
    }

    func list(_ members: Int) -> [(key: String, value: Int)] {
        var list: [(key: String, value: Int)] = []
        let end = entries[members].b
        var k = members + 1
        while k < end {
            list.append((string(at: k), k + 1))
            k = next(after: k + 1)
        }
        return list
    }

    func json(_ value: Int) -> JSONValue { self.value(at: value) }
}
