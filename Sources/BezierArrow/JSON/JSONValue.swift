/// A JSON value as a tree: what the generator reads a template as (every value and key knowing
/// its line and column, for diagnostics), and what the documents' `Codable` conformances and
/// arrow ids are given by a `Decoder` or written as.
///
/// Objects keep their members in order, a repeated key included (its reader judges it).
package struct JSONValue: Sendable {
    /// The kinds of JSON value.
    package indirect enum Kind: Sendable {
        case null
        case bool(Bool)
        /// A number with its text: as written, for a value read (messages quote it); for one
        /// made in code, see ``JSONValue/number(_:integer:)``.
        case number(Double, text: String)
        case string(String)
        case array([JSONValue])
        /// Members in order; a repeated key is kept.
        case object([JSONMember])
    }

    /// The value.
    package var kind: Kind
    /// Where the value starts (``TextLocation/none`` for one made in code).
    package var position: TextLocation

    /// Creates a value.
    package init(_ kind: Kind, at position: TextLocation = .none) {
        self.kind = kind
        self.position = position
    }

    // MARK: Values made in code

    /// `null`.
    package static let null = JSONValue(.null)

    /// `true` or `false`.
    package static func bool(_ value: Bool) -> JSONValue { JSONValue(.bool(value)) }

    /// A number, with its exact integer when it has one (an `Int` encoded, or a decoder's
    /// reading of the number as one): its text is the integer's digits when they stand for the
    /// value, else Swift's `description` (`200.0`, `-0.0`), so that the integer is kept, and a
    /// `Double` stays one when encoded again. Written, its text is the shortest that reads back
    /// the same (``JSONNumberText/document(_:integer:)``).
    package static func number(_ value: Double, integer: Int?) -> JSONValue {
        if let integer, Double(integer) == value, value != 0 || value.sign == .plus {
            return JSONValue(.number(value, text: String(integer)))
        }
        return JSONValue(.number(value, text: value.description))
    }

    /// A string.
    package static func string(_ value: String) -> JSONValue { JSONValue(.string(value)) }

    /// An array.
    package static func array(_ elements: [JSONValue]) -> JSONValue { JSONValue(.array(elements)) }

    /// An object, its members in order.
    package static func object(_ members: [(key: String, value: JSONValue)]) -> JSONValue {
        JSONValue(.object(members.map { JSONMember(key: $0.key, keyPosition: .none, value: $0.value) }))
    }

    // MARK: Reading

    /// A short name of the value's type, as the generator's diagnostics say it ("a string",
    /// "an array").
    package var typeDescription: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// What the value is, as ``JSONText`` names it.
    package var textKind: JSONText.Kind {
        switch kind {
        case .null: .null
        case .bool: .bool
        case .number: .number
        case .string: .string
        case .array: .array
        case .object: .object
        }
    }

    /// The member of an object with a key (the last one when repeated), or `nil`.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let members) = kind else { return nil }
        return members.last { $0.key == key }?.value
    }

    /// Whether the value is `null`.
    package var isNull: Bool { if case .null = kind { true } else { false } }
    /// The string value, or `nil`.
    package var stringValue: String? { if case .string(let s) = kind { s } else { nil } }
    /// The number value, or `nil`.
    package var doubleValue: Double? { if case .number(let d, _) = kind { d } else { nil } }
    /// The exact integer of a number written as one (`3`, not `3.0` or `3e0`) that fits an
    /// `Int`, or `nil`.
    package var integerValue: Int? {
        guard case .number(_, let text) = kind, !text.utf8.contains(where: { $0 == UInt8(ascii: ".") || ($0 | 0x20) == UInt8(ascii: "e") })
        else { return nil }
        return Int(text)
    }
    /// The boolean value, or `nil`.
    package var boolValue: Bool? { if case .bool(let b) = kind { b } else { nil } }
    /// The elements of an array, or `nil`.
    package var arrayValue: [JSONValue]? { if case .array(let a) = kind { a } else { nil } }
    /// The members of an object, or `nil`.
    package var objectMembers: [JSONMember]? { if case .object(let m) = kind { m } else { nil } }
}
