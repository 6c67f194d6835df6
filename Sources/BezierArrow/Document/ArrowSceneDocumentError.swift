/// Why a saved scene or arrow could not be read: what was wrong, and where, as a JSON path.
///
/// ```text
/// arrows[3].end[0]: expected a number, found a string
/// arrows[3].template: unknown template 'Foo'
/// arrows[2].start[1]: 1e400 is not a finite number
/// version: document version 2 is newer than this library reads (1): update BezierArrow
/// ```
///
/// The path is given as text (``path``) and as components (``components``), from the
/// document's root: keys of objects and indexes of arrays. A document with any error gives no
/// scene at all, never part of one.
public struct ArrowSceneDocumentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// One step of a JSON path: a key of an object or an index of an array.
    public enum PathComponent: Hashable, Sendable, CustomStringConvertible {
        /// A member of an object.
        case key(String)
        /// An element of an array, counted from 0.
        case index(Int)

        /// `.start`, `[3]`, or `["odd key"]` for a key that is not a plain identifier.
        public var description: String {
            switch self {
            case .index(let i): return "[\(i)]"
            case .key(let key):
                let plain = key.first.map { !$0.isNumber } ?? false
                    && key.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_" || $0 == "-" }
                if plain { return ".\(key)" }
                var quoted = "[\""
                for scalar in key.unicodeScalars {
                    if scalar == "\"" || scalar == "\\" { quoted += "\\" }
                    quoted.unicodeScalars.append(scalar)
                }
                return quoted + "\"]"
            }
        }
    }

    /// Where the mistake is, from the document's root (empty for the document as a whole).
    public var components: [PathComponent]
    /// What is wrong, in words (`expected a number, found a string`).
    public var message: String
    /// The byte offset in the JSON text at which reading stopped, for mistakes found while
    /// reading the text (syntax, a repeated key, a number out of range); `nil` for the others.
    public var offset: Int?

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - path: where the mistake is, from the root.
    ///   - message: what is wrong.
    ///   - offset: the byte offset in the text, when known.
    public init(path: [PathComponent], message: String, offset: Int? = nil) {
        components = path
        self.message = message
        self.offset = offset
    }

    /// The path as text: `arrows[3].end[0]`, `templates.MyArrow.outline`; empty for the root.
    public var path: String {
        var text = components.map(\.description).joined()
        if text.hasPrefix(".") { text.removeFirst() }
        return text
    }

    /// `arrows[3].end[0]: expected a number, found a string`; for the root, the message alone.
    ///
    /// One line: a control character in a key or value the message quotes is written out as
    /// `\u{A}`.
    public var description: String {
        let where_ = path
        return ControlCharacters.escaped(where_.isEmpty ? message : "\(where_): \(message)")
    }
}

extension ArrowSceneDocumentError {
    /// An error at a coding path (as `Decoder.codingPath` gives it).
    init(_ message: String, at codingPath: [any CodingKey]) {
        self.init(path: codingPath.map(Self.component), message: message)
    }

    /// A path component for a coding key: an index for the keys of unkeyed containers (whose
    /// `stringValue` is `Index 3` in Foundation's decoders and in this module's).
    static func component(_ key: any CodingKey) -> PathComponent {
        if let i = key.intValue, key.stringValue == "Index \(i)" { return .index(i) }
        return .key(key.stringValue)
    }

    /// The same mistake worded for a reader, from a decoder's own error: `expected a number,
    /// found a string`, `missing key 'end'`.
    ///
    /// `EncodingError.invalidValue` keeps its path too; errors of other types are wrapped with an
    /// empty path.
    static func from(_ error: any Error) -> ArrowSceneDocumentError {
        if let error = error as? ArrowSceneDocumentError { return error }
        if case EncodingError.invalidValue(_, let context) = error {
            if let inner = context.underlyingError as? ArrowSceneDocumentError { return inner }
            return ArrowSceneDocumentError(context.debugDescription, at: context.codingPath)
        }
        guard let error = error as? DecodingError else {
            return ArrowSceneDocumentError(path: [], message: "\(error)")
        }
        switch error {
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            let message = context.debugDescription.hasPrefix("expected ")
                ? context.debugDescription : "expected \(kind(of: type))"
            return ArrowSceneDocumentError(message, at: context.codingPath)
        case .keyNotFound(let key, let context):
            return ArrowSceneDocumentError("missing key '\(key.stringValue)'", at: context.codingPath)
        case .dataCorrupted(let context):
            if let inner = context.underlyingError as? ArrowSceneDocumentError { return inner }
            return ArrowSceneDocumentError(context.debugDescription, at: context.codingPath)
        @unknown default:
            return ArrowSceneDocumentError(path: [], message: "\(error)")
        }
    }

    /// `a number`, `a string`, ... for a type a decoder was asked for.
    static func kind(of type: Any.Type) -> String {
        switch type {
        case is Double.Type, is Float.Type: "a number"
        case is any FixedWidthInteger.Type: "an integer"
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        default: "\(type)"
        }
    }
}

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
