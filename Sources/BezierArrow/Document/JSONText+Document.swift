// Reading a scene document's JSON text: the documents' rules, and their wording of the
// reader's mistakes.

extension ArrowSceneDocumentError {
    /// A mistake in a document's JSON text, worded as a document's errors are: a syntax error
    /// names its byte (`invalid JSON at byte 12: expected a value, found ']'`), and every error
    /// the JSON path to it.
    init(_ error: JSONReadError, in bytes: [UInt8]) {
        let offset = error.offset
        var found: String {
            guard offset < bytes.count else { return "the end of the data" }
            let b = bytes[offset]
            if b >= 0x20 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
            return "byte 0x\(String(b, radix: 16, uppercase: true))"
        }
        let atEnd = offset >= bytes.count
        let syntax: String
        switch error.problem {
        case .tooDeep(let limit):
            self.init(error, "arrays and objects nest deeper than \(limit) levels")
            return
        case .repeatedKey(let key):
            self.init(error, "the key '\(key)' is given twice")
            return
        case .notFinite(let text):
            self.init(error, "\(text.count > 40 ? text.prefix(37) + "..." : text) is not a finite number")
            return
        case .trailingText: syntax = "expected the end of the document, found \(found)"
        case .value: syntax = "expected a value, found \(found)"
        case .key: syntax = "expected a key in double quotes, found \(found)"
        case .colon: syntax = "expected ':' after the key, found \(found)"
        case .objectContinuation:
            syntax = atEnd ? "expected ',' or '}', found the end of the data" : "expected ',' or '}' after an object member, found \(found)"
        case .arrayContinuation:
            syntax = atEnd ? "expected ',' or ']', found the end of the data" : "expected ',' or ']' after an array element, found \(found)"
        case .digit: syntax = "expected a digit, found \(found)"
        case .leadingZero: syntax = "a number must not start with 0"
        case .fractionDigit: syntax = "expected a digit after '.', found \(found)"
        case .exponentDigit: syntax = "expected a digit in the exponent, found \(found)"
        case .unclosedString, .unclosedEscape: syntax = "the string is not closed"
        case .controlCharacter: syntax = "a control character must be escaped in a string"
        case .unknownEscape: syntax = "unknown escape '\\\(found.dropFirst().dropLast())'"
        case .hexDigit: syntax = "expected four hex digits after \\u"
        case .loneHighSurrogate, .invalidLowSurrogate: syntax = "a high surrogate escape must be followed by a low one"
        case .loneLowSurrogate: syntax = "a lone low surrogate escape"
        case .invalidUTF8: syntax = "the text is not valid UTF-8"
        }
        self.init(error, "invalid JSON at byte \(offset): \(syntax)")
    }

    private init(_ error: JSONReadError, _ message: String) {
        self.init(path: error.path.map { step in
            switch step {
            case .key(let key): .key(key)
            case .index(let i): .index(i)
            }
        }, message: message, offset: error.offset)
    }
}

extension JSONText {
    /// A scene document's text, read with the documents' rules (``JSONReader/Rules/document``).
    ///
    /// - Throws: ``ArrowSceneDocumentError`` with the path and offset of the first mistake.
    // Size: compiled once, generic (called once per document, which it copies or takes as it is).
    @_semantics("optimize.sil.specialize.generic.never")
    static func document<Bytes: Collection<UInt8>>(_ data: Bytes) throws(ArrowSceneDocumentError) -> JSONText {
        // An array is taken as it is (no copy); any other collection is copied once.
        let bytes = Array(data)
        do {
            return try JSONReader.read(bytes, rules: .document)
        } catch {
            throw ArrowSceneDocumentError(error, in: bytes)
        }
    }

    /// A tree of values (what a `Decoder` gives the `Codable` conformances) as text entries, for
    /// the one reader: written compactly and read back. Numbers keep their bits (written with
    /// the shortest digits that read back the same) and exact integers their digits.
    ///
    /// - Throws: the reader's error for a tree the text could not hold: nested deeper than the
    ///   documents' limit, or a number that is not finite.
    static func document(_ json: JSONValue) throws(ArrowSceneDocumentError) -> JSONText {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256)
        json.write(to: &bytes, indent: 0, multilineDepth: 0)
        return try document(bytes)
    }
}
