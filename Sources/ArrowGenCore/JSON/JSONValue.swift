/// A parsed JSON value that remembers where each piece came from, so errors about a template can
/// point at the offending value (Foundation's JSONSerialization forgets positions).
public struct JSONValue: Hashable, Sendable {
    /// The kinds of JSON value.
    public indirect enum Kind: Hashable, Sendable {
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
    public var kind: Kind
    /// Where the value starts.
    public var location: SourceLocation

    /// Creates a value.
    public init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    /// A short name of the value's type, for messages ("a string", "an array").
    public var typeDescription: String {
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
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = kind else { return nil }
        return members.last { $0.key == key }?.value
    }

    /// The string value, or `nil`.
    public var stringValue: String? { if case .string(let s) = kind { s } else { nil } }
    /// The number value, or `nil`.
    public var doubleValue: Double? { if case .number(let d, _) = kind { d } else { nil } }
    /// The boolean value, or `nil`.
    public var boolValue: Bool? { if case .bool(let b) = kind { b } else { nil } }
    /// The elements of an array, or `nil`.
    public var arrayValue: [JSONValue]? { if case .array(let a) = kind { a } else { nil } }
    /// The members of an object, or `nil`.
    public var objectMembers: [JSONMember]? { if case .object(let m) = kind { m } else { nil } }
}

/// One `"key": value` pair of a JSON object.
public struct JSONMember: Hashable, Sendable {
    /// The key.
    public var key: String
    /// Where the key's opening quote is.
    public var keyLocation: SourceLocation
    /// The value.
    public var value: JSONValue

    /// Creates a member.
    public init(key: String, keyLocation: SourceLocation, value: JSONValue) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}

/// A JSON syntax error with the place it was found.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong and what was expected.
    public var message: String
    /// Where.
    public var location: SourceLocation

    public var description: String { "\(location.line):\(location.column): \(message)" }
}
