extension DocumentJSON {
    /// The value as JSON text: the root object and the objects and arrays directly inside it one
    /// member a line, anything deeper on one line, so a scene reads one arrow a line.
    ///
    /// Numbers print with the shortest digits that read back as the same `Double` (`0.1`, `200`,
    /// `-0`, `1e-07`), so a written document reads back to the bit.
    func text(multilineDepth: Int = 2) -> String {
        String(decoding: utf8(multilineDepth: multilineDepth), as: UTF8.self)
    }

    /// ``text(multilineDepth:)`` as UTF-8 bytes, ending in a newline.
    func utf8(multilineDepth: Int = 2) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        write(to: &out, indent: 0, multilineDepth: multilineDepth)
        out.append(0x0A)
        return out
    }

    /// Appends the value's text as it stands at `indent` levels down: containers above
    /// `multilineDepth` one element a line (see ``text(multilineDepth:)``), with no newline after.
    func write(to out: inout [UInt8], indent: Int, multilineDepth: Int) {
        switch self {
        case .null: out += "null".utf8
        case .bool(let b): out += (b ? "true" : "false").utf8
        case .number(let v, let integer):
            // The integer's digits when they stand for the double (a decoder may give an integer
            // that only truncates it, or 0 for -0); the double's shortest digits otherwise.
            if let integer, Double(integer) == v, v != 0 || v.sign == .plus {
                out += String(integer).utf8
            } else {
                Self.appendNumber(v, to: &out)
            }
        case .string(let s): Self.appendString(s, to: &out)
        case .array(let elements):
            guard !elements.isEmpty else { out += "[]".utf8; return }
            let multiline = indent < multilineDepth && elements.contains(where: \.isContainer)
            out.append(UInt8(ascii: "["))
            for (i, element) in elements.enumerated() {
                if i > 0 { out += (multiline ? "," : ", ").utf8 }
                if multiline { Self.newline(&out, indent + 1) }
                element.write(to: &out, indent: indent + 1, multilineDepth: multiline ? multilineDepth : 0)
            }
            if multiline { Self.newline(&out, indent) }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { out += "{}".utf8; return }
            let multiline = indent < multilineDepth && (indent == 0 || members.contains(where: \.value.isContainer))
            out.append(UInt8(ascii: "{"))
            for (i, member) in members.enumerated() {
                if i > 0 { out += (multiline ? "," : ", ").utf8 }
                if multiline { Self.newline(&out, indent + 1) }
                Self.appendString(member.key, to: &out)
                out += ": ".utf8
                member.value.write(to: &out, indent: indent + 1, multilineDepth: multiline ? multilineDepth : 0)
            }
            if multiline { Self.newline(&out, indent) }
            out.append(UInt8(ascii: "}"))
        }
    }

    private var isContainer: Bool {
        switch self {
        case .array, .object: true
        default: false
        }
    }

    private static func newline(_ out: inout [UInt8], _ indent: Int) {
        out.append(0x0A)
        for _ in 0..<indent { out += "  ".utf8 }
    }

    /// A finite number in the shortest form that reads back exactly: Swift's `description`
    /// digits, without `.0` on integers or `+` in exponents (`1e-07` stays valid JSON).
    static func appendNumber(_ v: Double, to out: inout [UInt8]) {
        let start = out.count
        // `description`'s digits, written straight into the bytes (no `String` made).
        var stream = ByteStream()
        swap(&stream.bytes, &out)
        v.write(to: &stream)
        swap(&stream.bytes, &out)
        // `1e+20` -> `1e20` (a `+` only ever stands in an exponent, never before `.0`)
        if let plus = out[start...].firstIndex(of: UInt8(ascii: "+")) { out.remove(at: plus) }
        // `200.0` -> `200`
        if out.count - start > 2 && out[out.count - 2] == UInt8(ascii: ".") && out[out.count - 1] == UInt8(ascii: "0") {
            out.removeLast(2)
        }
    }

    /// ``appendNumber(_:to:)`` into a string.
    static func appendNumber(_ v: Double, to out: inout String) {
        var bytes: [UInt8] = []
        appendNumber(v, to: &bytes)
        out += String(decoding: bytes, as: UTF8.self)
    }

    /// A string in double quotes, with JSON's escapes for quotes, backslashes and control characters.
    static func appendString(_ s: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // Most strings (keys, names) need no escape: copied at once.
        var text = s
        let copied = text.withUTF8 { bytes in
            guard !bytes.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
                return false
            }
            out.append(contentsOf: bytes)
            return true
        }
        if copied {
            out.append(UInt8(ascii: "\""))
            return
        }
        for b in s.utf8 {
            switch b {
            case UInt8(ascii: "\""): out += "\\\"".utf8
            case UInt8(ascii: "\\"): out += "\\\\".utf8
            case 0x0A: out += "\\n".utf8
            case 0x0D: out += "\\r".utf8
            case 0x09: out += "\\t".utf8
            case 0..<0x20, 0x7F:
                let hex = Array("0123456789ABCDEF".utf8)
                out += "\\u00".utf8
                out.append(hex[Int(b >> 4)])
                out.append(hex[Int(b & 15)])
            default: out.append(b)  // UTF-8 of the string, as it is
            }
        }
        out.append(UInt8(ascii: "\""))
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

/// Bytes as a `TextOutputStream`, so that a `Double` writes its text into them.
private struct ByteStream: TextOutputStream {
    var bytes: [UInt8] = []

    mutating func write(_ string: String) {
        var string = string
        string.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// The standard library's floating-point types write their ASCII digits through this
    /// requirement (its default makes a `String` of them first, which a long number allocates).
    mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: buffer)
    }
}
