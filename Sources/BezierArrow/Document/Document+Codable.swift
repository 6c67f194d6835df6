// The `Codable` conformances: the same document shape, read and written by
// ``SceneDocumentReader`` and ``SceneDocumentWriter``, through any coder (`JSONEncoder`,
// `PropertyListEncoder`). ``ArrowSceneDocument`` is the JSON text itself, with errors that name
// the JSON path of every mistake.

extension ArrowSceneDocumentError {
    /// The path of a coder's position, as components.
    static func components(of codingPath: [any CodingKey]) -> [PathComponent] { codingPath.map(component) }

    /// This error as `Codable` reports errors: `DecodingError.dataCorrupted`, with this error as
    /// its underlying error.
    var decodingError: DecodingError {
        .dataCorrupted(.init(codingPath: components.map(\.codingKey), debugDescription: description, underlyingError: self))
    }
}

extension ArrowSceneDocumentError.PathComponent {
    /// The component as a coding key (`Index 3` for an index, as Foundation's coders name them).
    var codingKey: any CodingKey {
        switch self {
        case .key(let k): JSONKey(k)
        case .index(let i): JSONIndexKey(intValue: i)
        }
    }
}

extension ArrowTemplate: Codable {
    /// Reads a template as a `.arrow` file writes it (`name` required), through
    /// ``init(name:outline:spine:start:end:orientation:handles:lineWidth:hitWidth:fillRule:cap:join:miterLimit:dash:)``,
    /// so that an invalid template is an error, never a half-valid template.
    ///
    /// - Parameter decoder: the decoder.
    /// - Throws: `DecodingError.dataCorrupted` whose underlying error is an
    ///   ``ArrowSceneDocumentError`` naming the path and the mistake.
    public init(from decoder: any Decoder) throws {
        let json = try JSONValue(from: decoder)
        do {
            var reader = SceneDocumentReader(try JSONText.document(json), lookup: .none,
                                             prefix: ArrowSceneDocumentError.components(of: decoder.codingPath))
            self = try reader.template(JSONText.root, defaultName: nil)
        } catch {
            throw error.decodingError
        }
    }

    /// Writes the template as a `.arrow` file does: name, path data with round-trip numbers,
    /// head frames and tips, and the options that are not the default.
    ///
    /// - Parameter encoder: the encoder.
    /// - Throws: `EncodingError.invalidValue` for a template with values a document cannot read
    ///   back (coordinates or widths outside `AcceptedRange`).
    public func encode(to encoder: any Encoder) throws {
        do {
            try SceneDocumentWriter.checkWritable(self, at: ArrowSceneDocumentError.components(of: encoder.codingPath))
        } catch {
            throw EncodingError.invalidValue(self, .init(codingPath: encoder.codingPath, debugDescription: error.description,
                                                         underlyingError: error))
        }
        try SceneDocumentWriter.template(self, includeName: true).encode(to: encoder)
    }
}

extension Arrow: Codable {
    /// Reads an arrow: `{"template": "DoubleArrow", "start": [0, 19], "end": [200, 139]}`, the
    /// template given by name (found through the ``ArrowTemplateLookup`` in
    /// `decoder.userInfo[.arrowTemplates]`) or embedded as an object.
    ///
    /// - Parameter decoder: the decoder.
    /// - Throws: `DecodingError.dataCorrupted` whose underlying error is an
    ///   ``ArrowSceneDocumentError`` naming the path and the mistake (an unknown template, a tip
    ///   outside `AcceptedRange`, ...).
    public init(from decoder: any Decoder) throws {
        let json = try JSONValue(from: decoder)
        do {
            var reader = SceneDocumentReader(try JSONText.document(json),
                                             lookup: decoder.userInfo[.arrowTemplates] as? ArrowTemplateLookup ?? .none,
                                             prefix: ArrowSceneDocumentError.components(of: decoder.codingPath))
            self = try reader.arrow(JSONText.root)
        } catch {
            throw error.decodingError
        }
    }

    /// Writes the arrow's template (by name when the ``ArrowTemplateLookup`` in
    /// `encoder.userInfo[.arrowTemplates]` gives back an equal template, else embedded) and tips.
    ///
    /// - Parameter encoder: the encoder.
    /// - Throws: `EncodingError.invalidValue` for an embedded template with values a document
    ///   cannot read back.
    public func encode(to encoder: any Encoder) throws {
        let writer = SceneDocumentWriter(lookup: encoder.userInfo[.arrowTemplates] as? ArrowTemplateLookup)
        let json: JSONValue
        do {
            json = try writer.arrow(self)
        } catch {
            throw EncodingError.invalidValue(self, .init(codingPath: encoder.codingPath, debugDescription: error.description,
                                                         underlyingError: error))
        }
        try json.encode(to: encoder)
    }
}

extension ArrowScene: Decodable where ID: Decodable {
    /// Reads a scene document (see ``ArrowSceneDocument`` for the shape), templates found through
    /// the ``ArrowTemplateLookup`` in `decoder.userInfo[.arrowTemplates]` when not embedded.
    ///
    /// The scene is built only once every arrow has been read and checked.
    ///
    /// - Parameter decoder: the decoder.
    /// - Throws: `DecodingError.dataCorrupted` whose underlying error is an
    ///   ``ArrowSceneDocumentError`` naming the path and the mistake; a `DecodingError` of the
    ///   decoder for text that is not JSON.
    public init(from decoder: any Decoder) throws {
        let json = try JSONValue(from: decoder)
        do {
            var reader = SceneDocumentReader(try JSONText.document(json),
                                             lookup: decoder.userInfo[.arrowTemplates] as? ArrowTemplateLookup ?? .none,
                                             prefix: ArrowSceneDocumentError.components(of: decoder.codingPath),
                                             userInfo: decoder.userInfo)
            self = try reader.scene(JSONText.root)
        } catch {
            throw error.decodingError
        }
    }
}

extension ArrowScene: Encodable where ID: Encodable {
    /// Writes the scene as a document (see ``ArrowSceneDocument``): templates that the
    /// ``ArrowTemplateLookup`` in `encoder.userInfo[.arrowTemplates]` gives back equal by name,
    /// the others embedded (all of them, without a lookup); arrows in drawing order.
    ///
    /// - Parameter encoder: the encoder.
    /// - Throws: `EncodingError.invalidValue` for a value a document cannot read back (a template
    ///   coordinate outside `AcceptedRange`, a NaN alpha), or what an id's `encode(to:)` throws.
    public func encode(to encoder: any Encoder) throws {
        let writer = SceneDocumentWriter(lookup: encoder.userInfo[.arrowTemplates] as? ArrowTemplateLookup,
                                         userInfo: encoder.userInfo)
        let json: JSONValue
        do {
            json = try writer.scene(self)
        } catch let error as ArrowSceneDocumentError {
            throw EncodingError.invalidValue(count, .init(codingPath: encoder.codingPath, debugDescription: error.description,
                                                          underlyingError: error))
        }
        try json.encode(to: encoder)
    }
}
