extension JSONValue: Codable {
    /// Reads any JSON value from a decoder (a `JSONDecoder`'s, say), so that `Codable` decoding
    /// runs the document's own checks on it.
    package init(from decoder: any Decoder) throws {
        if let container = try? decoder.container(keyedBy: JSONKey.self) {
            var members: [(key: String, value: JSONValue)] = []
            for key in container.allKeys {
                members.append((key.stringValue, try container.decode(JSONValue.self, forKey: key)))
            }
            self = .object(members)
            return
        }
        if var container = try? decoder.unkeyedContainer() {
            var elements: [JSONValue] = []
            while !container.isAtEnd { elements.append(try container.decode(JSONValue.self)) }
            self = .array(elements)
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let b = try? single.decode(Bool.self) {
            self = .bool(b)
        } else if let v = try? single.decode(Double.self) {
            guard v.isFinite else {
                throw ArrowSceneDocumentError("\(v) is not a finite number", at: decoder.codingPath).decodingError
            }
            // The double keeps `-0`; the integer, when the decoder gives one, keeps large ids exact.
            self = .number(v, integer: try? single.decode(Int.self))
        } else {
            self = .string(try single.decode(String.self))
        }
    }

    /// Writes the value into an encoder (a `JSONEncoder`'s, say).
    package func encode(to encoder: any Encoder) throws {
        switch kind {
        case .object(let members):
            var container = encoder.container(keyedBy: JSONKey.self)
            for member in members { try container.encode(member.value, forKey: JSONKey(member.key)) }
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(element) }
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let b):
            var container = encoder.singleValueContainer()
            try container.encode(b)
        case .number(let v, _):
            var container = encoder.singleValueContainer()
            if let integer = integerValue { try container.encode(integer) } else { try container.encode(v) }
        case .string(let s):
            var container = encoder.singleValueContainer()
            try container.encode(s)
        }
    }
}
