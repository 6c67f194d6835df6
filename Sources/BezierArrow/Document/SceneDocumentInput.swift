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
    /// Whether the two values are strings with the same text.
    func isSameString(_ value: Value, _ other: Value) -> Bool
    /// A hash of the value's text when it is a string written without escapes, the same for
    /// every such string with that text: a key in a table for a string asked for again and
    /// again, without making the string (which, and its hash, cost more than the look-up).
    func textHash(_ value: Value) -> Int?
    /// The elements when the value is an array.
    func elements(_ value: Value) -> [Value]?
    /// The two elements when the value is an array of two (a point, read without an array).
    func pair(_ value: Value) -> (Value, Value)?
    /// The members when the value is an object.
    func members(_ value: Value) -> Members?
    /// The value of a member, when the object has it.
    func member(_ members: Members, _ key: String) -> Value?
    /// The value of a member, when the object has it, for a key written in the code: compared
    /// in place with the key's bytes (a `String`'s cost several times as much to reach, which
    /// was felt in the look-ups made for every arrow).
    func member(_ members: Members, literal key: StaticString) -> Value?
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

    func isSameString(_ value: Int, _ other: Int) -> Bool {
        entries[value].kind == .string && entries[other].kind == .string
            && Self.isSameString(value, other, bytes, entries, strings)
    }

    func textHash(_ value: Int) -> Int? {
        let e = entries[value]
        guard e.kind == .string, !e.flag else { return nil }
        // FNV-1a, 64 bits: a few instructions a byte. Equal texts hash alike; texts that collide
        // (by chance, or made to) only miss the table and are looked up by their string.
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for k in e.a..<e.b { hash = (hash ^ UInt64(bytes[k])) &* 0x100_0000_01B3 }
        return Int(truncatingIfNeeded: hash)
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

    func member(_ members: Int, literal key: StaticString) -> Int? {
        let end = entries[members].b
        var k = members + 1
        while k < end {
            if isString(k, literal: key) { return k + 1 }
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
