/// A `Decoder` over a ``JSONValue``: how a scene document runs an arrow id's own `init(from:)`,
/// the one `JSONDecoder` runs, over text the package's reader has checked.
///
/// A mismatch throws `DecodingError.typeMismatch` whose description reads `expected a number,
/// found a string`; integers must be written as integers (`3`, not `3.0`) and fit the type.
package struct JSONValueDecoder: Decoder {
    let value: JSONValue
    package let codingPath: [any CodingKey]
    package let userInfo: [CodingUserInfoKey: Any]

    /// A decoder of a value at a coding path.
    package init(_ value: JSONValue, codingPath: [any CodingKey] = [], userInfo: [CodingUserInfoKey: Any]) {
        self.value = value
        self.codingPath = codingPath
        self.userInfo = userInfo
    }

    package func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value.kind else { throw mismatch([String: Any].self, "an object", value, codingPath) }
        return KeyedDecodingContainer(KeyedContainer(members: members, codingPath: codingPath, userInfo: userInfo))
    }

    package func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value.kind else { throw mismatch([Any].self, "an array", value, codingPath) }
        return UnkeyedContainer(elements: elements, codingPath: codingPath, userInfo: userInfo)
    }

    package func singleValueContainer() throws -> any SingleValueDecodingContainer { SingleValue(decoder: self) }

    // MARK: Scalars

    func decodeNil() -> Bool { value.isNull }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard case .bool(let b) = value.kind else { throw mismatch(type, "true or false", value, codingPath) }
        return b
    }

    func decode(_ type: String.Type) throws -> String {
        guard case .string(let s) = value.kind else { throw mismatch(type, "a string", value, codingPath) }
        return s
    }

    func decode(_ type: Double.Type) throws -> Double {
        guard case .number(let v, _) = value.kind else { throw mismatch(type, "a number", value, codingPath) }
        return v
    }

    func decode(_ type: Float.Type) throws -> Float {
        let v = try decode(Double.self)
        guard abs(v) <= Double(Float.greatestFiniteMagnitude) else {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "\(v) does not fit a Float"))
        }
        return Float(v)
    }

    // Size: one generic copy serves the ten integer types (a `Codable` path, not a hot one);
    // specialised, it was compiled once for each of them.
    @_semantics("optimize.sil.specialize.generic.never")
    func decodeInteger<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        guard value.doubleValue != nil else { throw mismatch(type, "an integer", value, codingPath) }
        // Written as an integer (`3`, not `3.0` or `3e0`) and within the type's range.
        if let integer = value.integerValue, let exact = T(exactly: integer) { return exact }
        throw mismatch(type, "an integer from \(T.min) to \(T.max)", value, codingPath)
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try T(from: self)
    }

    /// A type mismatch worded for people.
    func mismatch(_ type: Any.Type, _ expected: String, _ found: JSONValue, _ path: [any CodingKey]) -> DecodingError {
        let foundText: String
        if found.doubleValue != nil, found.integerValue == nil, expected.hasPrefix("an integer") {
            foundText = "a number with a fraction or exponent"
        } else {
            foundText = found.textKind.name
        }
        return .typeMismatch(type, .init(codingPath: path, debugDescription: "expected \(expected), found \(foundText)"))
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [JSONMember]
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]

    var allKeys: [Key] { members.compactMap { Key(stringValue: $0.key) } }

    func contains(_ key: Key) -> Bool { members.contains { $0.key == key.stringValue } }

    private func decoder(for key: Key) throws -> JSONValueDecoder {
        guard let member = members.first(where: { $0.key == key.stringValue }) else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "missing key '\(key.stringValue)'"))
        }
        return JSONValueDecoder(member.value, codingPath: codingPath + [key], userInfo: userInfo)
    }

    func decodeNil(forKey key: Key) throws -> Bool { try decoder(for: key).decodeNil() }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decoder(for: key).decode(type) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decoder(for: key).decode(type) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decoder(for: key).decode(type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decoder(for: key).decode(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decoder(for: key).decodeInteger(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decoder(for: key).decodeInteger(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decoder(for: key).decodeInteger(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decoder(for: key).decodeInteger(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decoder(for: key).decodeInteger(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decoder(for: key).decodeInteger(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decoder(for: key).decodeInteger(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decoder(for: key).decodeInteger(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decoder(for: key).decodeInteger(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decoder(for: key).decodeInteger(type) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try decoder(for: key).decode(type) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey> {
        try decoder(for: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder(for: key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        guard let key = Key(stringValue: "super") else {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "no key 'super'"))
        }
        return try decoder(for: key)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder { try decoder(for: key) }
}

private struct UnkeyedContainer: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]
    var currentIndex = 0

    init(elements: [JSONValue], codingPath: [any CodingKey], userInfo: [CodingUserInfoKey: Any]) {
        self.elements = elements
        self.codingPath = codingPath
        self.userInfo = userInfo
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    /// The decoder of the next element, moving past it.
    private mutating func next(_ type: Any.Type) throws -> JSONValueDecoder {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(type, .init(
                codingPath: codingPath,
                debugDescription: "expected more than \(elements.count) element\(elements.count == 1 ? "" : "s")"))
        }
        defer { currentIndex += 1 }
        return JSONValueDecoder(elements[currentIndex], codingPath: codingPath + [JSONIndexKey(intValue: currentIndex)],
                                   userInfo: userInfo)
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, elements[currentIndex].isNull else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try next(type).decode(type) }
    mutating func decode(_ type: String.Type) throws -> String { try next(type).decode(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try next(type).decode(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try next(type).decode(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try next(type).decodeInteger(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try next(type).decodeInteger(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try next(type).decodeInteger(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try next(type).decodeInteger(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try next(type).decodeInteger(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try next(type).decodeInteger(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next(type).decodeInteger(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next(type).decodeInteger(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next(type).decodeInteger(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next(type).decodeInteger(type) }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next(type).decode(type) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey> {
        try next(type).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next([Any].self).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder { try next(Any.self) }
}

private struct SingleValue: SingleValueDecodingContainer {
    let decoder: JSONValueDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool { decoder.decodeNil() }
    func decode(_ type: Bool.Type) throws -> Bool { try decoder.decode(type) }
    func decode(_ type: String.Type) throws -> String { try decoder.decode(type) }
    func decode(_ type: Double.Type) throws -> Double { try decoder.decode(type) }
    func decode(_ type: Float.Type) throws -> Float { try decoder.decode(type) }
    func decode(_ type: Int.Type) throws -> Int { try decoder.decodeInteger(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decoder.decodeInteger(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decoder.decodeInteger(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decoder.decodeInteger(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decoder.decodeInteger(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try decoder.decodeInteger(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.decodeInteger(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.decodeInteger(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.decodeInteger(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.decodeInteger(type) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decode(type) }
}
