/// A saved ``ArrowScene``: a small, versioned JSON document to write to a file and read back,
/// every arrow's tips and path, every shape and binding equal to the bit.
///
/// ```swift
/// let document = ArrowSceneDocument(scene: scene, templates: .catalog)   // .catalog: ArrowCatalog
/// let data = Data(try document.jsonData())
/// let opened = try ArrowSceneDocument<Int>(jsonData: data, templates: .catalog)
/// ```
///
/// The document:
///
/// ```json
/// {
///   "format": "bezierarrow-scene",
///   "version": 1,
///   "templates": {
///     "BentArrow": {"outline": "M 0 19 L 30 0 ...", "start": {"frame": [0, 0, 30, 38], "tip": [0, 19]}, "end": {...}}
///   },
///   "arrows": [
///     {"id": 1, "template": "DoubleArrow", "start": [0, 19], "end": [200, 139]},
///     {"id": 2, "template": "BentArrow", "start": [10, 10], "end": [90, 40], "hidden": true, "alpha": 0.5},
///     {"id": 3, "template": "ThinArrow", "start": [0, 15], "end": [200, 15],
///      "style": {"startHead": "none", "endHead": "triangle", "body": "arc", "bend": 40},
///      "label": {"text": "depends on", "width": 70, "height": 14, "fraction": 0.4}}
///   ]
/// }
/// ```
///
/// - `arrows` lists the arrows in drawing order, bottom first, each with its id (the scene's `ID`,
///   through its own `Codable` conformance), its template, its tips, its ``Arrow/style`` when it
///   has one, and its view properties (`hidden`, `interactive`, `alpha`, `touchInset`) when they
///   are not the default.
/// - An arrow's `style` holds its heads, `body` (an ``ArrowBodyKind`` name), `bend` (left out
///   when 0), its waypoints (version 3, see below), `cornerRadius` (left out when 8) and `shrinksHeads` (left out when false). A head the template lookup gives back equal
///   is written by name (`"none"` always is); any other, such as a template's own head, is
///   embedded in head coordinates: `{"name", "outline", "spine", "attachment", "frame",
///   "lineWidth"}`. An arrow without a style has no `style` key (`"style": null` when its
///   template has a style the arrow does not use). The keys are optional, so every document
///   written before styles reads as it did.
/// - An arrow's `label` holds its ``Arrow/label``: `text`, `width` and `height` (the box), and
///   `fraction` (left out when 0.5) and `offset` (left out when 0). An arrow without a label has
///   no `label` key, so documents written before labels read as they did, and a label's numbers
///   are checked as ``ArrowLabel`` checks them (`arrows[2].label.fraction: the label's fraction
///   1.5 is outside 0...1`).
/// - An arrow's `template` names a template the app has (a catalog template, a generated type's),
///   found through ``templates``, or one the document embeds in `templates` (left out when
///   empty), written as a `.arrow` file is. A template is written by name only when
///   ``templates`` gives back an equal one; any other (a template of the app's own, a catalog
///   template whose options were changed) is embedded, so the document always reads back the
///   same arrows.
/// - Tips and template coordinates lie within `AcceptedRange` (±1e15; tips beyond
///   ``ArrowDeformation/coordinateLimit`` are clamped to it, as ``Arrow/start`` clamps them).
///
/// ## Shapes and bindings
///
/// A scene with shapes (``ArrowScene/setShape(_:id:)``) or bound tips
/// (``ArrowScene/bind(_:of:to:_:)``) is written as version 2, which adds two keys before `arrows`:
///
/// ```json
///   "shapes": [
///     {"id": 10, "kind": "rectangle", "rect": [0, 0, 120, 60]},
///     {"id": 11, "kind": "roundedRectangle", "rect": [0, 0, 80, 40], "cornerRadius": 8, "transform": [1, 0, 0, 1, 300, 20]},
///     {"id": 12, "kind": "path", "path": "M 0 0 L 40 0 L 20 30 Z", "hidden": true}
///   ],
///   "bindings": [
///     {"arrow": 1, "tip": "start", "target": 10, "anchor": [0.5, 0.5], "mode": "edge", "gap": 4},
///     {"arrow": 1, "tip": "end", "target": 11, "anchor": [0, 0.5], "mode": "pinned"},
///     {"arrow": 2, "tip": "end", "target": 1, "anchor": [0.5, 0.5], "mode": "pinned"}
///   ],
/// ```
///
/// - `shapes` lists the shapes in their drawing order, bottom first, each with its id (arrows
///   and shapes share one id space), its ``SceneShape/Outline`` in its own coordinates as `kind`
///   and geometry (`rectangle` and `ellipse` a `rect` `[x, y, width, height]`,
///   `roundedRectangle` a `rect` and a `cornerRadius`, `path` SVG path data), its
///   ``SceneShape/transform`` as `[a, b, c, d, tx, ty]` (left out when the identity), and
///   `hidden`, `interactive` and `alpha` when not the default.
/// - `bindings` lists the bound tips, each with its arrow's id, which `tip`, the `target`'s id
///   (a shape's or another arrow's), the ``ArrowBinding/anchor`` (`[x, y]`, each in `0...1`), the
///   `mode` (`edge` or `pinned`) and an edge binding's `gap` (left out when 0).
/// - A bound tip's `start` or `end` is where the scene put it; reading solves it again from
///   the shapes and bindings (each arrow after the arrows it is bound to), which gives it back
///   to the bit.
/// - Reading checks what ``ArrowScene`` checks: a binding's arrow must be an arrow and its
///   target a shape or another arrow of the document, each tip is bound once, arrows bound to
///   arrows make no cycle (`bindings[4]: the binding would make a cycle: 2 -> 1 -> 2`), ids are
///   unique across arrows and shapes, and every shape is one ``SceneShape`` takes.
///
/// ## Waypoints
///
/// A scene with an arrow whose body passes through waypoints (``Arrow/waypoints``) is written as
/// version 3: version 2 (its `shapes` and `bindings` when it has them) whose styles may hold two
/// more keys, after `bend`:
///
/// ```json
///      "style": {"startHead": "none", "endHead": "triangle", "body": "elbow",
///                "waypoints": [[80, 40], [160, 0]], "keptSegments": [null, 12, null]}
/// ```
///
/// - `waypoints` lists the waypoints in order from the start tip, each `[x, y]` within
///   ``ArrowDeformation/coordinateLimit``, at most 125 (as many as a body keeps).
/// - `keptSegments` holds, for an elbow whose segments between waypoints were dragged, one entry
///   a leg (the waypoints' count + 1): the coordinate its middle segment was dragged to, or `null`
///   for a free leg. Left out when no segment was dragged; only written beside `waypoints`.
/// - Versions 1 and 2 have neither key: reading one there is an error
///   (`arrows[0].style.waypoints: unknown key 'waypoints' in a style: waypoints need document
///   version 3 ...`), as are too many waypoints, a coordinate that is not a number or is beyond the
///   limit, and kept segments without waypoints or not one a leg.
///
/// ## Reading untrusted documents
///
/// Any bytes are safe to read: a mistake throws an ``ArrowSceneDocumentError`` naming its JSON
/// path (`arrows[3].end[0]: expected a number, found a string`), and the scene is built only once
/// everything has been read and checked, so there is never a half-built scene. Text that is not
/// JSON, a key given twice, a number that is not finite (`1e400`), arrays and objects nested
/// deeper than 64 levels (a hundred megabytes of `[` stop at the 65th), unknown keys, wrong
/// types, tips outside `AcceptedRange`, duplicate ids, unknown templates and heads, and invalid
/// embedded templates and heads (read through ``ArrowTemplate``'s and ``ArrowHead``'s throwing
/// initialisers) are all errors.
///
/// ## Versions
///
/// ``version`` is the newest version this library writes and reads. A scene is written in the
/// oldest version that holds it: without shapes, bound tips and waypoints, version 1, byte for
/// byte what libraries before version 2 wrote and can read; with shapes or bound tips, version 2;
/// with waypoints, version 3. Every version 1 and 2 document reads as it always did (each later
/// version adds keys and changes none). A document of a newer version is refused (`version:
/// document version 4 is newer than this library reads (3): update BezierArrow`), as is a
/// `format` other than ``format``.
///
/// ## Why the runtime's own JSON
///
/// The scene, ``Arrow`` and ``ArrowTemplate`` are `Codable`, so `JSONEncoder().encode(scene)` and
/// `JSONDecoder().decode(ArrowScene<Int>.self, from: data)` work as for any model type (set
/// `userInfo[.arrowTemplates]` to resolve and write names), with the same shape and checks. But
/// Foundation's decoder reports a bad number or a syntax error without a path, accepts a key given
/// twice without a word, and would be the runtime's only use of Foundation (which
/// `import BezierArrow` does not link on Linux). So this type reads and writes the text with a
/// small strict JSON reader and writer of its own (standard library only), which name the path of
/// every mistake and print numbers that read back to the bit. It takes and gives bytes
/// (`Data` is a collection of bytes: pass it directly, wrap the result in `Data(...)`).
public struct ArrowSceneDocument<ID: Hashable & Sendable & Codable>: Sendable {
    /// The value of `format` in every scene document: `bezierarrow-scene`.
    public static var format: String { SceneDocumentWriter.format }
    /// The newest document version this library writes and reads: 3 (a scene is written in the
    /// oldest version that holds it: version 1 for arrows alone, 2 with shapes or bound tips, 3
    /// with waypoints).
    public static var version: Int { SceneDocumentWriter.version }

    /// The scene.
    public var scene: ArrowScene<ID>
    /// Where the templates a document names (and does not embed) are found; writing, the
    /// templates it gives back equal are written by name.
    public var templates: ArrowTemplateLookup

    /// A document for a scene.
    ///
    /// - Parameters:
    ///   - scene: the scene.
    ///   - templates: the templates the app has by name (``ArrowTemplateLookup/none``: embed
    ///     every template).
    public init(scene: ArrowScene<ID>, templates: ArrowTemplateLookup = .none) {
        self.scene = scene
        self.templates = templates
    }

    /// Reads a document from UTF-8 JSON bytes (`Data`, `[UInt8]`, ...).
    ///
    /// - Parameters:
    ///   - jsonData: the document's bytes.
    ///   - templates: finds the templates the document names without embedding them.
    /// - Throws: ``ArrowSceneDocumentError`` naming the JSON path of the first mistake.
    public init<Bytes: Collection<UInt8>>(jsonData: Bytes, templates: ArrowTemplateLookup = .none) throws(ArrowSceneDocumentError) {
        // Read from the text's entries: the same reader as the `Codable` conformances', without
        // a tree of values.
        scene = try Self.scene(JSONText.document(jsonData), templates: templates)
        self.templates = templates
    }

    /// The scene of a document's text.
    ///
    /// Compiled also for the two common id types, which a call with either runs: generic, every
    /// arrow's id went through the protocols' tables (its hash, the map's and the array's type
    /// looked up at run time), which cost a third of the rest of reading its arrow.
    @_specialize(where ID == Int)
    @_specialize(where ID == String)
    private static func scene(_ text: JSONText, templates: ArrowTemplateLookup) throws(ArrowSceneDocumentError) -> ArrowScene<ID> {
        var reader = SceneDocumentReader(text, lookup: templates, userInfo: [.arrowTemplates: templates])
        return try reader.scene(JSONText.root)
    }

    /// Reads a document from JSON text.
    ///
    /// - Parameters:
    ///   - jsonText: the document.
    ///   - templates: finds the templates the document names without embedding them.
    /// - Throws: ``ArrowSceneDocumentError`` naming the JSON path of the first mistake.
    public init(jsonText: String, templates: ArrowTemplateLookup = .none) throws(ArrowSceneDocumentError) {
        try self.init(jsonData: Array(jsonText.utf8), templates: templates)
    }

    /// The document as UTF-8 JSON bytes, one arrow a line.
    ///
    /// - Returns: the bytes (`Data(document.jsonData())` for a `Data`).
    /// - Throws: ``ArrowSceneDocumentError`` for a value a document cannot read back (a template
    ///   coordinate outside `AcceptedRange`, a NaN alpha), or when an id fails to encode.
    // Compiled also for the two common id types, as reading is (see `scene(_:templates:)`).
    @_specialize(where ID == Int)
    @_specialize(where ID == String)
    public func jsonData() throws(ArrowSceneDocumentError) -> [UInt8] {
        let writer = SceneDocumentWriter(lookup: templates, userInfo: [.arrowTemplates: templates])
        do {
            return try writer.sceneText(scene)
        } catch {
            throw ArrowSceneDocumentError.from(error)
        }
    }

    /// The document as JSON text, one arrow a line.
    ///
    /// - Returns: the text, ending in a newline.
    /// - Throws: as ``jsonData()``.
    public func jsonText() throws(ArrowSceneDocumentError) -> String {
        String(decoding: try jsonData(), as: UTF8.self)
    }
}
