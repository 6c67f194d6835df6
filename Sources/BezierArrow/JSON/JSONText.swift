/// A JSON document's text, checked and read once into a flat list of its values
/// (``JSONReader/read(_:rules:)``): what a scene document is read from, and what the
/// generator's located ``JSONValue`` trees are made from.
///
/// Each value is an entry in ``entries``, in the order of the text; an array's elements and an
/// object's keys and values follow it, and it records where they end, so a value and all it holds
/// are skipped in one step. Numbers are read once, when the text is checked; a string is a
/// range of the bytes (or, with escapes or beyond ASCII, a decoded ``strings`` element), made a
/// `String` only when asked. Reading a scene then allocates no tree: no array per point, no
/// array of members and no string per key, no enum boxes, and nothing to free one by one. A
/// reader that pulls the values in the text's order could not be the document's one reader: it
/// reads keys by name (`format` and `version` before anything else, `templates` before `arrows`),
/// as a `Decoder`'s values, whose members come in any order, must be read.
package struct JSONText {
    /// What a value is.
    package enum Kind: UInt8, Sendable {
        case null, bool, number, string, array, object

        /// What the value is, as a document's messages say it: `a number`, `an array`.
        package var name: String {
            switch self {
            case .null: "null"
            case .bool: "true or false"
            case .number: "a number"
            case .string: "a string"
            case .array: "an array"
            case .object: "an object"
            }
        }
    }

    /// One value.
    package struct Entry {
        var kind: Kind
        /// A `Bool`'s value; for a number, whether `b` is its exact integer; for a string,
        /// whether it is decoded in ``strings`` (at `a`) rather than a range of the bytes.
        var flag: Bool
        /// Where the value starts in the bytes (a string's opening quote).
        var offset: Int
        /// A number's index in ``numbers``; a string's first byte (or index in ``strings``); the
        /// elements or members of an array or object.
        var a: Int
        /// A number's integer; the byte after a string's last (its closing quote); the entry
        /// after everything an array or object holds.
        var b: Int
    }

    /// The entry of the document's root value.
    package static let root = 0

    let bytes: [UInt8]
    let entries: [Entry]
    let strings: [String]
    let numbers: [Double]

    /// The entry after value `i` and all it holds.
    func next(after i: Int) -> Int { Self.next(after: i, entries) }

    /// The string of entry `i`, a string.
    func string(at i: Int) -> String { Self.string(at: i, bytes, entries, strings) }

    /// The `Double` of entry `i`, a number.
    func double(at i: Int) -> Double { numbers[entries[i].a] }

    /// The text of entry `i`, a number, as it is written.
    func numberText(at i: Int) -> String {
        let start = entries[i].offset
        var end = start
        // The characters of a number's syntax, which the reader checked.
        while end < bytes.count, bytes[end] >= UInt8(ascii: "0") && bytes[end] <= UInt8(ascii: "9")
            || bytes[end] == UInt8(ascii: "-") || bytes[end] == UInt8(ascii: "+") || bytes[end] == UInt8(ascii: ".")
            || bytes[end] == UInt8(ascii: "e") || bytes[end] == UInt8(ascii: "E") {
            end += 1
        }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Whether the string of entry `i` is `text`.
    func isString(_ i: Int, _ text: String) -> Bool {
        let e = entries[i]
        if e.flag { return strings[e.a] == text }
        let count = e.b - e.a
        // Most keys asked for are not the key looked at, and differ in length (a string knows
        // its length without a copy).
        guard text.utf8.count == count else { return false }
        // Then the bytes in place, against the key's own (contiguous for every native string),
        // one by one: `elementsEqual` of a slice and a buffer, generic, and iterating a
        // `String`'s UTF-8 view each cost several times as much for a key of a few bytes.
        let start = e.a
        return text.utf8.withContiguousStorageIfAvailable { key in
            for k in 0..<count where bytes[start + k] != key[k] { return false }
            return true
        } ?? bytes[e.a..<e.b].elementsEqual(text.utf8)
    }

    /// Whether the string of entry `i` is `key`, a key written in the code.
    func isString(_ i: Int, literal key: StaticString) -> Bool {
        let e = entries[i]
        if e.flag { return strings[e.a] == key.description }
        let count = e.b - e.a
        guard key.utf8CodeUnitCount == count else { return false }
        let start = e.a
        return key.withUTF8Buffer { key in
            for k in 0..<count where bytes[start + k] != key[k] { return false }
            return true
        }
    }

    /// The value of entry `i` as a tree, its values not located (``TextLocation/none``).
    func value(at i: Int) -> JSONValue {
        var positions: JSONPositionCounter? = nil
        return value(at: i, positions: &positions)
    }

    /// The document as a tree whose values and keys know their line and column.
    package func locatedValue() -> JSONValue {
        var positions: JSONPositionCounter? = JSONPositionCounter(bytes: bytes)
        return value(at: Self.root, positions: &positions)
    }

    private func value(at i: Int, positions: inout JSONPositionCounter?) -> JSONValue {
        let e = entries[i]
        let position = positions?.position(at: e.offset) ?? .none
        switch e.kind {
        case .null: return JSONValue(.null, at: position)
        case .bool: return JSONValue(.bool(e.flag), at: position)
        case .number: return JSONValue(.number(double(at: i), text: numberText(at: i)), at: position)
        case .string: return JSONValue(.string(string(at: i)), at: position)
        case .array:
            var elements: [JSONValue] = []
            elements.reserveCapacity(e.a)
            var element = i + 1
            while element < e.b {
                elements.append(value(at: element, positions: &positions))
                element = next(after: element)
            }
            return JSONValue(.array(elements), at: position)
        case .object:
            var members: [JSONMember] = []
            members.reserveCapacity(e.a)
            var key = i + 1
            while key < e.b {
                let keyPosition = positions?.position(at: entries[key].offset) ?? .none
                members.append(JSONMember(key: string(at: key), keyPosition: keyPosition,
                                          value: value(at: key + 1, positions: &positions)))
                key = next(after: key + 1)
            }
            return JSONValue(.object(members), at: position)
        }
    }

    // The reader checks keys as it reads, before a text is made: these take its arrays.

    /// The entry after value `i` and all it holds.
    static func next(after i: Int, _ entries: [Entry]) -> Int {
        switch entries[i].kind {
        case .array, .object: entries[i].b
        default: i + 1
        }
    }

    /// The string of entry `i`, a string.
    static func string(at i: Int, _ bytes: [UInt8], _ entries: [Entry], _ strings: [String]) -> String {
        let e = entries[i]
        return e.flag ? strings[e.a] : String(decoding: bytes[e.a..<e.b], as: UTF8.self)
    }

    /// Whether entries `i` and `j`, strings, hold the same text.
    static func isSameString(_ i: Int, _ j: Int, _ bytes: [UInt8], _ entries: [Entry], _ strings: [String]) -> Bool {
        let x = entries[i], y = entries[j]
        guard !x.flag, !y.flag else { return string(at: i, bytes, entries, strings) == string(at: j, bytes, entries, strings) }
        let count = x.b - x.a
        guard count == y.b - y.a else { return false }
        // Byte by byte (`elementsEqual` of two slices, generic, cost several times as much).
        for k in 0..<count where bytes[x.a + k] != bytes[y.a + k] { return false }
        return true
    }
}
