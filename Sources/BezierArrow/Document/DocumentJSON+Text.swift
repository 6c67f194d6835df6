extension DocumentJSON {
    /// The value as JSON text: the root object and the objects and arrays directly inside it one
    /// member a line, anything deeper on one line, so a scene reads one arrow a line.
    ///
    /// Numbers print with the shortest digits that read back as the same `Double` (`0.1`, `200`,
    /// `-0`, `1e-7`), so a written document reads back to the bit.
    func text(multilineDepth: Int = 2) -> String {
        var out = ""
        write(to: &out, indent: 0, multilineDepth: multilineDepth)
        out += "\n"
        return out
    }

    private func write(to out: inout String, indent: Int, multilineDepth: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let v, let integer):
            if let integer { out += String(integer) } else { Self.appendNumber(v, to: &out) }
        case .string(let s): Self.appendString(s, to: &out)
        case .array(let elements):
            guard !elements.isEmpty else { out += "[]"; return }
            let multiline = indent < multilineDepth && elements.contains(where: \.isContainer)
            out += "["
            for (i, element) in elements.enumerated() {
                if i > 0 { out += multiline ? "," : ", " }
                if multiline { Self.newline(&out, indent + 1) }
                element.write(to: &out, indent: indent + 1, multilineDepth: multiline ? multilineDepth : 0)
            }
            if multiline { Self.newline(&out, indent) }
            out += "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            let multiline = indent < multilineDepth && (indent == 0 || members.contains(where: \.value.isContainer))
            out += "{"
            for (i, member) in members.enumerated() {
                if i > 0 { out += multiline ? "," : ", " }
                if multiline { Self.newline(&out, indent + 1) }
                Self.appendString(member.key, to: &out)
                out += ": "
                member.value.write(to: &out, indent: indent + 1, multilineDepth: multiline ? multilineDepth : 0)
            }
            if multiline { Self.newline(&out, indent) }
            out += "}"
        }
    }

    private var isContainer: Bool {
        switch self {
        case .array, .object: true
        default: false
        }
    }

    private static func newline(_ out: inout String, _ indent: Int) {
        out += "\n"
        out += String(repeating: "  ", count: indent)
    }

    /// A finite number in the shortest form that reads back exactly: Swift's `description`
    /// digits, without `.0` on integers or `+` in exponents (`1e-07` stays valid JSON).
    static func appendNumber(_ v: Double, to out: inout String) {
        var text = v.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        if let plus = text.firstIndex(of: "+") { text.remove(at: plus) }
        out += text
    }

    /// A string in double quotes, with JSON's escapes for quotes, backslashes and control characters.
    static func appendString(_ s: String, to out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{0}"..."\u{1F}", "\u{7F}":
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}

extension DocumentJSON: Codable {
    /// Reads any JSON value from a decoder (a `JSONDecoder`'s, say), so that `Codable` decoding
    /// runs the document's own checks on it.
    init(from decoder: any Decoder) throws {
        if let container = try? decoder.container(keyedBy: DocumentKey.self) {
            var members: [(key: String, value: DocumentJSON)] = []
            for key in container.allKeys {
                members.append((key.stringValue, try container.decode(DocumentJSON.self, forKey: key)))
            }
            self = .object(members)
            return
        }
        if var container = try? decoder.unkeyedContainer() {
            var elements: [DocumentJSON] = []
            while !container.isAtEnd { elements.append(try container.decode(DocumentJSON.self)) }
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
    func encode(to encoder: any Encoder) throws {
        switch self {
        case .object(let members):
            var container = encoder.container(keyedBy: DocumentKey.self)
            for member in members { try container.encode(member.value, forKey: DocumentKey(member.key)) }
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(element) }
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let b):
            var container = encoder.singleValueContainer()
            try container.encode(b)
        case .number(let v, let integer):
            var container = encoder.singleValueContainer()
            if let integer { try container.encode(integer) } else { try container.encode(v) }
        case .string(let s):
            var container = encoder.singleValueContainer()
            try container.encode(s)
        }
    }
}
