extension JSONValue {
    /// The value as JSON text: the root object and the objects and arrays directly inside it one
    /// member a line, anything deeper on one line, so a scene reads one arrow a line.
    ///
    /// Numbers print with the shortest digits that read back as the same `Double` (`0.1`, `200`,
    /// `-0`, `1e-07`), so a written document reads back to the bit.
    package func text(multilineDepth: Int = 2) -> String {
        String(decoding: utf8(multilineDepth: multilineDepth), as: UTF8.self)
    }

    /// ``text(multilineDepth:)`` as UTF-8 bytes, ending in a newline.
    package func utf8(multilineDepth: Int = 2) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        write(to: &out, indent: 0, multilineDepth: multilineDepth)
        out.append(0x0A)
        return out
    }

    /// Appends the value's text as it stands at `indent` levels down: containers above
    /// `multilineDepth` one element a line (see ``text(multilineDepth:)``), with no newline after.
    package func write(to out: inout [UInt8], indent: Int, multilineDepth: Int) {
        switch kind {
        case .null: out += "null".utf8
        case .bool(let b): out += (b ? "true" : "false").utf8
        case .number(let v, _): out += JSONNumberText.document(v, integer: integerValue).utf8
        case .string(let s): JSONWriter.appendQuoted(s, to: &out, escaping: .document)
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
                JSONWriter.appendQuoted(member.key, to: &out, escaping: .document)
                out += ": ".utf8
                member.value.write(to: &out, indent: indent + 1, multilineDepth: multiline ? multilineDepth : 0)
            }
            if multiline { Self.newline(&out, indent) }
            out.append(UInt8(ascii: "}"))
        }
    }

    private var isContainer: Bool {
        switch kind {
        case .array, .object: true
        default: false
        }
    }

    private static func newline(_ out: inout [UInt8], _ indent: Int) {
        out.append(0x0A)
        for _ in 0..<indent { out += "  ".utf8 }
    }
}
