/// A parsed JSON value that remembers where each piece came from, so errors about a template can
/// point at the offending value (Foundation's JSONSerialization forgets positions).
package struct JSONValue: Hashable, Sendable {
    /// The kinds of JSON value.
    package indirect enum Kind: Hashable, Sendable {
        case null
        case bool(Bool)
        /// A number with its source text (kept for messages and exact re-printing).
        case number(Double, text: String)
        case string(String)
        case array([JSONValue])
        /// Members in source order; duplicate keys are kept (the reader reports them).
        case object([JSONMember])
    }

    /// The value.
    package var kind: Kind
    /// Where the value starts.
    package var location: SourceLocation

    /// Creates a value.
    package init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    /// A short name of the value's type, for messages ("a string", "an array").
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

    /// The member of an object with a key (the last one when repeated), or `nil`.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let members) = kind else { return nil }
        return members.last { $0.key == key }?.value
    }

    /// The string value, or `nil`.
    package var stringValue: String? { if case .string(let s) = kind { s } else { nil } }
    /// The number value, or `nil`.
    package var doubleValue: Double? { if case .number(let d, _) = kind { d } else { nil } }
    /// The boolean value, or `nil`.
    package var boolValue: Bool? { if case .bool(let b) = kind { b } else { nil } }
    /// The elements of an array, or `nil`.
    package var arrayValue: [JSONValue]? { if case .array(let a) = kind { a } else { nil } }
    /// The members of an object, or `nil`.
    package var objectMembers: [JSONMember]? { if case .object(let m) = kind { m } else { nil } }
}

/// One `"key": value` pair of a JSON object.
package struct JSONMember: Hashable, Sendable {
    /// The key.
    package var key: String
    /// Where the key's opening quote is.
    package var keyLocation: SourceLocation
    /// The value.
    package var value: JSONValue

    /// Creates a member.
    package init(key: String, keyLocation: SourceLocation, value: JSONValue) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}

/// A JSON syntax error with the place it was found.
package struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong and what was expected.
    package var message: String
    /// Where.
    package var location: SourceLocation

    package var description: String { "\(location.line):\(location.column): \(message)" }
}
