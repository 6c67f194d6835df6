/// Why a saved scene or arrow could not be read: what was wrong, and where, as a JSON path.
///
/// ```text
/// arrows[3].end[0]: expected a number, found a string
/// arrows[3].template: unknown template 'Foo'
/// arrows[2].start[1]: 1e400 is not a finite number
/// bindings[4].target: no shape or arrow has the id 7
/// version: document version 4 is newer than this library reads (3): update BezierArrow
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
