import BezierArrow

/// Where things are in the text of an XML file: line starts, and the position of every start tag
/// and of each of its attribute values.
///
/// Foundation's `XMLParser` reports a position near the *end* of a start tag and none for
/// attributes; diagnostics must point at the element's `<` and at the bad character inside an
/// attribute value. So the text is scanned once here (comments, CDATA, processing instructions
/// and the DOCTYPE skipped), and the parser's n-th element is matched with the n-th start tag.
/// The parser stays the judge of well-formedness: this scan only records positions and gives up
/// quietly on markup it does not understand.
struct XMLSourceMap {
    /// One start tag as written.
    struct StartTag {
        /// The qualified name (`svg`, `inkscape:label`).
        var name: String
        /// Byte offset of the `<`.
        var offset: Int
        /// Line and column of the `<`.
        var location = TextLocation.start
        /// Byte offset of each attribute's raw value (just after the opening quote), by
        /// qualified name.
        var valueOffsets: [String: Int]
    }

    /// The UTF-8 text.
    let bytes: [UInt8]
    /// Byte offset of the first character of each line (line 1 at index 0).
    private(set) var lineStarts: [Int] = [0]
    /// Start tags in document order.
    private(set) var startTags: [StartTag] = []

    init(_ text: String) {
        bytes = Array(text.utf8)
        var i = 0
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "\n"):
                lineStarts.append(i + 1)
            case UInt8(ascii: "\r"):
                // CR LF and a lone CR both end a line (XML 1.0 section 2.11).
                if i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "\n") { i += 1 }
                lineStarts.append(i + 1)
            default: break
            }
            i += 1
        }
        scanTags()
        locateTags()
    }

    /// Fills in the tags' line and column in one forward pass (tags are in file order), so a
    /// file on one long line, as minifiers write, costs no more than one with many lines.
    private mutating func locateTags() {
        var line = 0, column = 1
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        for t in startTags.indices {
            let offset = startTags[t].offset
            while line + 1 < lineStarts.count, lineStarts[line + 1] <= offset {
                line += 1
                i = lineStarts[line]
                column = 1
            }
            while i < offset {
                if bytes[i] & 0xC0 != 0x80 { column += 1 }
                i += 1
            }
            startTags[t].location = TextLocation(line: line + 1, column: column, offset: offset)
        }
    }

    /// The line and column (1-based, columns in Unicode scalars) of a byte offset.
    func location(ofOffset offset: Int) -> TextLocation {
        let clamped = min(max(offset, 0), bytes.count)
        // The last line start <= offset (binary search).
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= clamped { lo = mid } else { hi = mid - 1 }
        }
        var column = 1
        var i = lineStarts[lo]
        if lo == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = min(3, clamped) }
        while i < clamped {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return TextLocation(line: lo + 1, column: column, offset: clamped)
    }

    /// The location of a line and column as `XMLParser` reports them (1-based; columns in
    /// characters), clamped to the text.
    func location(line: Int, column: Int) -> TextLocation {
        guard line >= 1, line <= lineStarts.count else {
            return location(ofOffset: line < 1 ? 0 : bytes.count)
        }
        var i = lineStarts[line - 1]
        var remaining = max(column, 1) - 1
        while remaining > 0, i < bytes.count, bytes[i] != UInt8(ascii: "\n"), bytes[i] != UInt8(ascii: "\r") {
            i += 1
            while i < bytes.count, bytes[i] & 0xC0 == 0x80 { i += 1 }
            remaining -= 1
        }
        return location(ofOffset: i)
    }

    /// The location of the character at a UTF-8 offset `decodedOffset` of an attribute's value
    /// *after* XML decoding, given the offset of the raw value in the file.
    ///
    /// XML decoding turns character references into their character, `&amp;`-style entities
    /// into one character, and each white-space character (a CR LF pair counting as one) into a
    /// space; this walks the raw and decoded texts side by side. An entity this does not know
    /// (declared in the DOCTYPE) has an unknown length: the location of its `&` is returned for
    /// anything at or after it.
    func location(inValueAt rawStart: Int, decodedOffset: Int) -> TextLocation {
        var raw = rawStart, decoded = 0
        while decoded < decodedOffset, raw < bytes.count {
            let b = bytes[raw]
            if b == UInt8(ascii: "&") {
                guard let semicolon = bytes[raw...].prefix(16).firstIndex(of: UInt8(ascii: ";")),
                      let length = Self.decodedLength(ofReference: bytes[(raw + 1)..<semicolon]) else { break }
                decoded += length
                raw = semicolon + 1
            } else if b == UInt8(ascii: "\r"), raw + 1 < bytes.count, bytes[raw + 1] == UInt8(ascii: "\n") {
                decoded += 1
                raw += 2
            } else {
                decoded += 1
                raw += 1
                // A multi-byte character decodes to the same bytes.
                while raw < bytes.count, bytes[raw] & 0xC0 == 0x80 { decoded += 1; raw += 1 }
            }
        }
        return location(ofOffset: raw)
    }

    /// The UTF-8 length of what a reference (`#x41`, `#65`, `amp`, without `&` and `;`) decodes
    /// to, or nil for an entity declared in the document.
    private static func decodedLength(ofReference name: ArraySlice<UInt8>) -> Int? {
        let text = String(decoding: name, as: UTF8.self)
        switch text {
        case "amp", "lt", "gt", "quot", "apos": return 1
        default: break
        }
        guard text.hasPrefix("#") else { return nil }
        let digits = text.dropFirst()
        let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
        guard let value, let scalar = Unicode.Scalar(value) else { return nil }
        // Attribute-value normalisation does not touch characters written as references.
        return String(scalar).utf8.count
    }

    /// The offset of the last occurrence of `marker` that starts at or before `offset` (on any
    /// line), or nil. Used to move a position `XMLParser` reports just after a construct (an end
    /// tag, an entity reference) back to its start.
    func offset(ofLast marker: String, atOrBefore offset: Int) -> Int? {
        let m = Array(marker.utf8)
        var i = min(offset, bytes.count - m.count)
        while i >= 0 {
            if bytes[i..<(i + m.count)].elementsEqual(m) { return i }
            i -= 1
        }
        return nil
    }

    /// The qualified name of the tag whose `<` is at `offset`.
    func tagName(at offset: Int) -> String {
        var end = offset + 1
        while end < bytes.count, !Self.isSpace(bytes[end]), bytes[end] != UInt8(ascii: "/"), bytes[end] != UInt8(ascii: ">") {
            end += 1
        }
        return String(decoding: bytes[min(offset + 1, end)..<end], as: UTF8.self)
    }

    // MARK: - Scanning start tags

    private mutating func scanTags() {
        var i = 0
        let n = bytes.count
        func starts(_ s: String, at j: Int) -> Bool {
            let u = Array(s.utf8)
            return j + u.count <= n && bytes[j..<(j + u.count)].elementsEqual(u)
        }
        func skip(past terminator: String, from j: Int) -> Int {
            let t = Array(terminator.utf8)
            var k = j
            while k + t.count <= n {
                if bytes[k..<(k + t.count)].elementsEqual(t) { return k + t.count }
                k += 1
            }
            return n
        }
        while i < n {
            guard bytes[i] == UInt8(ascii: "<") else { i += 1; continue }
            if starts("<!--", at: i) {
                i = skip(past: "-->", from: i + 4)
            } else if starts("<![CDATA[", at: i) {
                i = skip(past: "]]>", from: i + 9)
            } else if starts("<?", at: i) {
                i = skip(past: "?>", from: i + 2)
            } else if starts("<!", at: i) {
                i = skipDeclaration(from: i + 2)
            } else if starts("</", at: i) {
                i = skip(past: ">", from: i + 2)
            } else {
                guard let next = scanStartTag(at: i) else { return }
                i = next
            }
        }
    }

    /// Skips `<!DOCTYPE ... [ ... ]>`, honouring quotes and the internal subset's brackets.
    private func skipDeclaration(from start: Int) -> Int {
        var i = start, depth = 0
        var quote: UInt8? = nil
        while i < bytes.count {
            let b = bytes[i]
            if let q = quote {
                if b == q { quote = nil }
            } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                quote = b
            } else if b == UInt8(ascii: "[") {
                depth += 1
            } else if b == UInt8(ascii: "]") {
                depth -= 1
            } else if b == UInt8(ascii: ">"), depth <= 0 {
                return i + 1
            }
            i += 1
        }
        return i
    }

    private static func isSpace(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D
    }

    /// Records the start tag at `start` (its `<`); returns the offset after it, or nil when the
    /// markup is not understood.
    private mutating func scanStartTag(at start: Int) -> Int? {
        let n = bytes.count
        func isNameEnd(_ b: UInt8) -> Bool {
            Self.isSpace(b) || b == UInt8(ascii: "/") || b == UInt8(ascii: ">") || b == UInt8(ascii: "=")
        }
        var i = start + 1
        let nameStart = i
        while i < n, !isNameEnd(bytes[i]) { i += 1 }
        guard i > nameStart else { return nil }
        var tag = StartTag(name: String(decoding: bytes[nameStart..<i], as: UTF8.self), offset: start, valueOffsets: [:])
        while true {
            while i < n, Self.isSpace(bytes[i]) { i += 1 }
            guard i < n else { return nil }
            if bytes[i] == UInt8(ascii: ">") { startTags.append(tag); return i + 1 }
            if bytes[i] == UInt8(ascii: "/") { startTags.append(tag); return i + 1 }
            let attributeStart = i
            while i < n, !isNameEnd(bytes[i]) { i += 1 }
            guard i > attributeStart else { return nil }
            let attribute = String(decoding: bytes[attributeStart..<i], as: UTF8.self)
            while i < n, Self.isSpace(bytes[i]) { i += 1 }
            guard i < n, bytes[i] == UInt8(ascii: "=") else { return nil }
            i += 1
            while i < n, Self.isSpace(bytes[i]) { i += 1 }
            guard i < n, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else { return nil }
            let quote = bytes[i]
            i += 1
            tag.valueOffsets[attribute] = i
            while i < n, bytes[i] != quote { i += 1 }
            guard i < n else { return nil }
            i += 1
        }
    }
}
