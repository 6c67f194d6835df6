/// An `Encoder` that gives a ``JSONValue``: how a document writes the app's arrow ids,
/// whatever `Encodable` type they are (`Int`, `String`, `UUID`, a struct).
package enum JSONValueEncoder {
    /// Encodes a value as JSON.
    ///
    /// - Throws: what the value's `encode(to:)` throws, or an `EncodingError` for a number that
    ///   is not finite (JSON has none) or a value that encodes nothing.
    package static func encode<T: Encodable>(_ value: T, codingPath: [any CodingKey] = [],
                                     userInfo: [CodingUserInfoKey: Any] = [:]) throws -> JSONValue {
        let node = Node()
        try value.encode(to: NodeEncoder(node: node, codingPath: codingPath, userInfo: userInfo))
        guard let json = node.json else {
            throw EncodingError.invalidValue(value, .init(codingPath: codingPath, debugDescription: "\(T.self) encoded nothing"))
        }
        return json
    }
}

/// A value being encoded: a scalar, or an object or array whose members are still open.
private final class Node {
    enum Content {
        case empty
        case scalar(JSONValue)
        case object([(key: String, node: Node)])
        case array([Node])
    }
    var content = Content.empty

    var json: JSONValue? {
        switch content {
        case .empty: nil
        case .scalar(let v): v
        case .object(let members): .object(members.map { ($0.key, $0.node.json ?? .null) })
        case .array(let elements): .array(elements.map { $0.json ?? .null })
        }
    }

    /// The member for a key, created (or replaced, as `JSONEncoder` does) empty.
    func member(_ key: String) -> Node {
        if case .object = content {} else { content = .object([]) }
        guard case .object(var members) = content else { return self }
        let node = Node()
        if let i = members.firstIndex(where: { $0.key == key }) { members[i].node = node } else { members.append((key, node)) }
        content = .object(members)
        return node
    }

    /// A new element at the end.
    func element() -> Node {
        if case .array = content {} else { content = .array([]) }
        guard case .array(var elements) = content else { return self }
        let node = Node()
        elements.append(node)
        content = .array(elements)
        return node
    }

    var arrayCount: Int {
        if case .array(let elements) = content { return elements.count }
        return 0
    }
}

private struct NodeEncoder: Encoder {
    let node: Node
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object = node.content {} else { node.content = .object([]) }
        return KeyedEncodingContainer(Keyed(node: node, codingPath: codingPath, userInfo: userInfo))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array = node.content {} else { node.content = .array([]) }
        return Unkeyed(node: node, codingPath: codingPath, userInfo: userInfo)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { Single(node: node, codingPath: codingPath, userInfo: userInfo) }
}

/// Stores a scalar or a nested value in a node.
// Size: one generic copy for every encoded type (a `Codable` path, not a hot one); it only
// dispatches on the value's type, which a specialised copy per type would not make faster.
@_semantics("optimize.sil.specialize.generic.never")
private func store<T: Encodable>(_ value: T, in node: Node, codingPath: [any CodingKey],
                                 userInfo: [CodingUserInfoKey: Any]) throws {
    switch value {
    case let v as String: node.content = .scalar(.string(v))
    case let v as Bool: node.content = .scalar(.bool(v))
    case let v as Double: node.content = .scalar(try number(v, codingPath))
    case let v as Float: node.content = .scalar(try number(Double(v), codingPath))
    case let v as Int: node.content = .scalar(.number(Double(v), integer: v))
    case let v as any FixedWidthInteger:
        guard let i = Int(exactly: v) else {
            throw EncodingError.invalidValue(value, .init(codingPath: codingPath, debugDescription: "\(v) does not fit an Int"))
        }
        node.content = .scalar(.number(Double(i), integer: i))
    default: try value.encode(to: NodeEncoder(node: node, codingPath: codingPath, userInfo: userInfo))
    }
}

private func number(_ v: Double, _ codingPath: [any CodingKey]) throws -> JSONValue {
    guard v.isFinite else {
        throw EncodingError.invalidValue(v, .init(codingPath: codingPath, debugDescription: "\(v) is not a finite number"))
    }
    return .number(v, integer: nil)
}

private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: Node
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]

    mutating func encodeNil(forKey key: Key) { node.member(key.stringValue).content = .scalar(.null) }

    // Size: one generic copy for every encoded type (a `Codable` path, not a hot one).
    @_semantics("optimize.sil.specialize.generic.never")
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try store(value, in: node.member(key.stringValue), codingPath: codingPath + [key], userInfo: userInfo)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey> {
        NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key], userInfo: userInfo)
            .container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key], userInfo: userInfo).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        NodeEncoder(node: node.member("super"), codingPath: codingPath + [JSONKey("super")], userInfo: userInfo)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key], userInfo: userInfo)
    }
}

private struct Unkeyed: UnkeyedEncodingContainer {
    let node: Node
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]

    var count: Int { node.arrayCount }

    private func nextPath() -> [any CodingKey] { codingPath + [JSONIndexKey(intValue: count)] }

    mutating func encodeNil() { node.element().content = .scalar(.null) }

    // Size: one generic copy for every encoded type (a `Codable` path, not a hot one).
    @_semantics("optimize.sil.specialize.generic.never")
    mutating func encode<T: Encodable>(_ value: T) throws {
        let path = nextPath()
        try store(value, in: node.element(), codingPath: path, userInfo: userInfo)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let path = nextPath()
        return NodeEncoder(node: node.element(), codingPath: path, userInfo: userInfo).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let path = nextPath()
        return NodeEncoder(node: node.element(), codingPath: path, userInfo: userInfo).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let path = nextPath()
        return NodeEncoder(node: node.element(), codingPath: path, userInfo: userInfo)
    }
}

private struct Single: SingleValueEncodingContainer {
    let node: Node
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]

    mutating func encodeNil() { node.content = .scalar(.null) }

    // Size: one generic copy for every encoded type (a `Codable` path, not a hot one).
    @_semantics("optimize.sil.specialize.generic.never")
    mutating func encode<T: Encodable>(_ value: T) throws {
        try store(value, in: node, codingPath: codingPath, userInfo: userInfo)
    }
}
