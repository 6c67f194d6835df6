/// A JSON document's text, checked and read once into a flat list of its values
/// (``DocumentJSONReader/read(_:)``): what ``ArrowSceneDocument`` reads a scene from.
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
struct DocumentJSONText {
    /// What a value is.
    enum Kind: UInt8 {
        case null, bool, number, string, array, object

        /// What the value is, for messages: `a number`, `an array`.
        var name: String {
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
    struct Entry {
        var kind: Kind
        /// A `Bool`'s value; for a number, whether `b` is its exact integer; for a string,
        /// whether it is decoded in ``strings`` (at `a`) rather than a range of the bytes.
        var flag: Bool
        /// A number's `Double` bits; a string's first byte (or index in ``strings``); the
        /// elements or members of an array or object.
        var a: Int
        /// A number's integer; the byte after a string's last (its closing quote); the entry
        /// after everything an array or object holds.
        var b: Int
    }

    /// The entry of the document's root value.
    static let root = 0

    let bytes: [UInt8]
    let entries: [Entry]
    let strings: [String]

    /// The entry after value `i` and all it holds.
    func next(after i: Int) -> Int { Self.next(after: i, entries) }

    /// The string of entry `i`, a string.
    func string(at i: Int) -> String { Self.string(at: i, bytes, entries, strings) }

    /// Whether the string of entry `i` is `text`.
    func isString(_ i: Int, _ text: String) -> Bool {
        let e = entries[i]
        if e.flag { return strings[e.a] == text }
        let count = e.b - e.a
        // Most keys asked for are not the key looked at, and differ in length (a string knows
        // its length without a copy).
        guard text.utf8.count == count else { return false }
        // Then the bytes in place, against the key's own (contiguous for every native string:
        // iterating a `String`'s UTF-8 view byte by byte cost some 20 instructions a byte).
        return text.utf8.withContiguousStorageIfAvailable { bytes[e.a..<e.b].elementsEqual($0) }
            ?? bytes[e.a..<e.b].elementsEqual(text.utf8)
    }

    /// The value of entry `i` as a ``DocumentJSON`` tree.
    func value(at i: Int) -> DocumentJSON {
        let e = entries[i]
        switch e.kind {
        case .null: return .null
        case .bool: return .bool(e.flag)
        case .number: return .number(Self.double(e), integer: e.flag ? e.b : nil)
        case .string: return .string(string(at: i))
        case .array:
            var elements: [DocumentJSON] = []
            elements.reserveCapacity(e.a)
            var element = i + 1
            while element < e.b {
                elements.append(value(at: element))
                element = next(after: element)
            }
            return .array(elements)
        case .object:
            var members: [(key: String, value: DocumentJSON)] = []
            members.reserveCapacity(e.a)
            var key = i + 1
            while key < e.b {
                members.append((string(at: key), value(at: key + 1)))
                key = next(after: key + 1)
            }
            return .object(members)
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
        return x.b - x.a == y.b - y.a && bytes[x.a..<x.b].elementsEqual(bytes[y.a..<y.b])
    }

    /// A number entry's `Double`.
    static func double(_ e: Entry) -> Double { Double(bitPattern: UInt64(UInt(bitPattern: e.a))) }
}

extension DocumentJSONText {
    /// A tree of values (what a `Decoder` gives the `Codable` conformances) as text entries, for
    /// the one reader: written compactly and read back. Numbers keep their bits (written with
    /// the shortest digits that read back the same) and exact integers their digits.
    ///
    /// - Throws: the reader's error for a tree the text could not hold: nested deeper than
    ///   ``DocumentJSONReader/nestingLimit``, or a number that is not finite.
    init(_ json: DocumentJSON) throws(ArrowSceneDocumentError) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256)
        json.write(to: &bytes, indent: 0, multilineDepth: 0)
        self = try DocumentJSONReader.read(bytes)
    }
}
