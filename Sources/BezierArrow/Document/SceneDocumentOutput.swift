/// Where ``SceneDocumentWriter`` writes a scene document: a ``JSONValue`` value (for the
/// `Codable` conformances, which hand it to any encoder) or JSON text (``ArrowSceneDocument``).
///
/// The writer says what the document holds, the output how it is kept, so one writer serves
/// both. Text is written as it comes, each arrow straight into the bytes, laid out exactly as
/// ``JSONValue/utf8(multilineDepth:)`` lays out the same value (the root's members one a line,
/// one arrow a line): a scene of a thousand arrows then builds no thousand small trees of
/// arrays and enums only to print and free them. The rare parts (embedded templates, styles,
/// labels, ids of other types) come as values and are printed by ``JSONValue``.
struct SceneDocumentOutput {
    /// The document's root members before `arrows`, and the arrows written so far, when writing
    /// a value.
    private var root: [(key: String, value: JSONValue)] = []
    private var arrows: [JSONValue] = []
    /// The members of the arrow being written, when writing a value.
    private var members: [(key: String, value: JSONValue)] = []
    /// The text so far, when writing text.
    private var text: [UInt8] = []
    /// Whether this output writes text.
    let isText: Bool
    /// The arrows begun, and the members of the current arrow written.
    private var arrowCount = 0, memberCount = 0

    /// An output of a value (`text: false`) or of text.
    ///
    /// - Parameter arrowCount: the arrows to come, to size the storage once.
    init(text: Bool, arrowCount: Int) {
        isText = text
        if text { self.text.reserveCapacity(256 + 96 * arrowCount) } else { arrows.reserveCapacity(arrowCount) }
    }

    /// Writes the root's members that come before `arrows`, and opens `arrows`.
    mutating func beginRoot(_ members: [(key: String, value: JSONValue)]) {
        guard isText else {
            root = members
            return
        }
        text.append(UInt8(ascii: "{"))
        for member in members {
            beginRootMember(member.key)
            member.value.write(to: &text, indent: 1, multilineDepth: 2)
        }
        beginRootMember("arrows")
    }

    /// A root member's separator, line and key.
    private mutating func beginRootMember(_ key: String) {
        if text.count > 1 { text.append(UInt8(ascii: ",")) }
        text += "\n  ".utf8
        JSONWriter.appendQuoted(key, to: &text, escaping: .document)
        text += ": ".utf8
    }

    /// Begins an arrow: an object on a line of its own.
    mutating func beginArrow() {
        if isText {
            // Byte by byte: appending a literal's UTF-8 view cost as much as writing a tip.
            text.append(arrowCount == 0 ? UInt8(ascii: "[") : UInt8(ascii: ","))
            text.append(UInt8(ascii: "\n"))
            for _ in 0..<4 { text.append(UInt8(ascii: " ")) }
            text.append(UInt8(ascii: "{"))
        } else {
            members.removeAll(keepingCapacity: true)
        }
        arrowCount += 1
        memberCount = 0
    }

    /// A member's key, after its separator.
    ///
    /// An arrow's keys are the writer's own literals, plain identifiers that JSON writes as they
    /// are: copied at once, without the look for characters to escape that a `String` gets.
    private mutating func key(_ key: StaticString) {
        if memberCount > 0 {
            text.append(UInt8(ascii: ","))
            text.append(UInt8(ascii: " "))
        }
        memberCount += 1
        text.append(UInt8(ascii: "\""))
        key.withUTF8Buffer { text.append(contentsOf: $0) }
        text.append(UInt8(ascii: "\""))
        text.append(UInt8(ascii: ":"))
        text.append(UInt8(ascii: " "))
    }

    /// A member of the current arrow.
    mutating func member(_ key: StaticString, _ value: JSONValue) {
        guard isText else { return members.append((key.description, value)) }
        self.key(key)
        value.write(to: &text, indent: 3, multilineDepth: 0)
    }

    /// A number member (``SceneDocumentWriter/number(_:)``).
    mutating func member(_ key: StaticString, number: Double) {
        guard isText else { return members.append((key.description, SceneDocumentWriter.number(number))) }
        self.key(key)
        JSONNumberText.appendShortest(number, to: &text)
    }

    /// A point member (``SceneDocumentWriter/point(_:)``).
    mutating func member(_ key: StaticString, point: Point) {
        guard isText else { return members.append((key.description, SceneDocumentWriter.point(point))) }
        self.key(key)
        text.append(UInt8(ascii: "["))
        JSONNumberText.appendShortest(point.x, to: &text)
        text.append(UInt8(ascii: ","))
        text.append(UInt8(ascii: " "))
        JSONNumberText.appendShortest(point.y, to: &text)
        text.append(UInt8(ascii: "]"))
    }

    /// A string member.
    mutating func member(_ key: StaticString, string: String) {
        guard isText else { return members.append((key.description, .string(string))) }
        self.key(key)
        JSONWriter.appendQuoted(string, to: &text, escaping: .document)
    }

    /// A string member, given also as text (``quoted(_:)``): for a string many arrows write,
    /// quoted once (the look for characters to escape cost as much as writing a tip).
    mutating func member(_ key: StaticString, string: String, quoted: [UInt8]) {
        guard isText else { return members.append((key.description, .string(string))) }
        self.key(key)
        text += quoted
    }

    /// A string as a member's value is written: quoted, escaped.
    static func quoted(_ string: String) -> [UInt8] {
        var text: [UInt8] = []
        JSONWriter.appendQuoted(string, to: &text, escaping: .document)
        return text
    }

    /// An integer member, written with its digits, as a ``JSONValue`` number with this exact
    /// integer writes it (an arrow's id: made a value and printed, it cost as much as a tip).
    mutating func member(_ key: StaticString, integer: Int) {
        guard isText else { return members.append((key.description, .number(Double(integer), integer: integer))) }
        self.key(key)
        JSONNumberText.appendInteger(integer, to: &text)
    }

    /// Ends the current arrow.
    mutating func endArrow() {
        if isText { text.append(UInt8(ascii: "}")) } else { arrows.append(.object(members)) }
    }

    /// The document as a value (for an output of a value).
    func value() -> JSONValue {
        .object(root + [("arrows", .array(arrows))])
    }

    /// The document as text, ending in a newline (for an output of text).
    consuming func utf8() -> [UInt8] {
        text += (arrowCount == 0 ? "[]\n}\n" : "\n  ]\n}\n").utf8
        return text
    }
}
