/// Reads the saved forms of templates, arrows and scenes from an input (``SceneDocumentInput``:
/// a ``JSONValue`` value, or a ``JSONText``), checking every value and naming the JSON
/// path of the first mistake: the one place that knows the document's shape on the way in
/// (``SceneDocumentWriter`` is the way out).
///
/// Nothing is built until everything it needs has been read and checked: a template only through
/// its throwing initialiser, a scene only once every arrow has decoded, so a bad document gives an
/// error and never part of a scene.
struct SceneDocumentReader<Input: SceneDocumentInput> {
    typealias Failure = ArrowSceneDocumentError
    typealias Value = Input.Value
    typealias Members = Input.Members
    typealias Keys = SceneDocumentKeys

    /// What the document is read from.
    let input: Input

    /// The path of the value being read, below ``prefix``.
    var path: [ArrowSceneDocumentError.PathComponent] = []
    /// The path of the document's root in the surrounding data (a `Decoder`'s coding path).
    let prefix: [ArrowSceneDocumentError.PathComponent]
    /// Where names the document does not embed are found.
    let lookup: ArrowTemplateLookup
    /// Passed on to the decoders of arrow ids.
    let userInfo: [CodingUserInfoKey: Any]
    /// The heads of the styles read so far, which the arrows with the same heads share (see
    /// ``SharedStyles``): a document of many styled arrows makes each pair of heads ready once.
    var styles = SharedStyles()
    /// Whether styles may hold waypoints (``ArrowBodyState/read(_:with:)``): in a standalone
    /// arrow, and from scene document version 3.
    var readsWaypoints = true
    /// Whether a scene document may hold routings and shapes that are no obstacles (from
    /// version 3; see ``routings(_:arrows:shapes:)``).
    var readsRouting = true

    init(_ input: Input, lookup: ArrowTemplateLookup, prefix: [ArrowSceneDocumentError.PathComponent] = [],
         userInfo: [CodingUserInfoKey: Any] = [:]) {
        self.input = input
        self.lookup = lookup
        self.prefix = prefix
        self.userInfo = userInfo
        path.reserveCapacity(8)
    }

    // MARK: Errors and paths

    func error(_ message: String) -> Failure {
        ArrowSceneDocumentError(path: prefix + path, message: message)
    }

    /// Runs `body` with a key appended to the path.
    mutating func at<R>(_ key: String, _ body: (inout Self) throws(Failure) -> R) throws(Failure) -> R {
        path.append(.key(key))
        let r = try body(&self)
        path.removeLast()
        return r
    }

    /// Runs `body` with an index appended to the path.
    mutating func at<R>(_ index: Int, _ body: (inout Self) throws(Failure) -> R) throws(Failure) -> R {
        path.append(.index(index))
        let r = try body(&self)
        path.removeLast()
        return r
    }

    // MARK: Shapes

    func members(_ value: Value, what: String, keys: [String]) throws(Failure) -> Members {
        guard let members = input.members(value) else { throw error("expected \(what) (an object), found \(input.kind(of: value))") }
        if let key = input.firstKey(of: members, notIn: keys) {
            let list = keys.map { "'\($0)'" }.joined(separator: ", ")
            throw ArrowSceneDocumentError(path: prefix + path + [.key(key)],
                                          message: "unknown key '\(key)' in \(what): expected \(list)")
        }
        return members
    }

    func member(_ members: Members, _ key: String) -> Value? {
        input.member(members, key)
    }

    func required(_ members: Members, _ key: String, in what: String) throws(Failure) -> Value {
        guard let value = member(members, key) else { throw error("missing key '\(key)' in \(what)") }
        return value
    }

    func string(_ value: Value) throws(Failure) -> String {
        guard let s = input.string(value) else { throw error("expected a string, found \(input.kind(of: value))") }
        return s
    }

    func bool(_ value: Value) throws(Failure) -> Bool {
        guard let b = input.bool(value) else { throw error("expected true or false, found \(input.kind(of: value))") }
        return b
    }

    func number(_ value: Value) throws(Failure) -> Double {
        guard let v = input.number(value)?.value else { throw error("expected a number, found \(input.kind(of: value))") }
        // The text reader refuses non-finite numbers; a foreign decoder might not.
        guard v.isFinite else { throw error("\(v) is not a finite number") }
        return v
    }

    /// A number within an accepted range, for a quantity named in ``AcceptedRangeError``.
    func number(_ value: Value, _ quantity: AcceptedRangeError.Quantity,
                        in range: ClosedRange<Double>) throws(Failure) -> Double {
        let v = try number(value)
        do {
            try AcceptedRange.check(v, quantity, in: range)
        } catch {
            throw self.error(error.description)
        }
        return v
    }

    /// A length that may be 0 (a corner radius, a head's attachment or line width): from 0 to
    /// `AcceptedRange.maxMagnitude`.
    func length(_ value: Value, _ what: String) throws(Failure) -> Double {
        let v = try number(value)
        guard v >= 0, v <= AcceptedRange.maxMagnitude else {
            throw error("\(what) \(AcceptedRangeError.text(v)) is outside the accepted range 0...\(AcceptedRangeError.text(AcceptedRange.maxMagnitude))")
        }
        return v
    }

    /// The elements of `[n1, n2, ...]` with `count` elements.
    ///
    /// - Parameter names: the elements' names, for the error (`[x, y]`).
    func elements(_ value: Value, _ names: String, count: Int) throws(Failure) -> [Value] {
        guard let elements = input.elements(value), elements.count == count else { throw elementsError(value, names) }
        return elements
    }

    /// The error for a value that is not an array of `names`.
    private func elementsError(_ value: Value, _ names: String) -> Failure {
        let found: String
        if let e = input.elements(value) { found = "an array of \(e.count) element\(e.count == 1 ? "" : "s")" } else { found = input.kind(of: value) }
        return error("expected \(names), found \(found)")
    }

    /// Element `i` of an array of coordinates, a number within `AcceptedRange`.
    mutating func coordinate(_ value: Value, _ i: Int, _ quantity: AcceptedRangeError.Quantity) throws(Failure) -> Double {
        let m = AcceptedRange.maxMagnitude
        return try at(i) { (r: inout Self) throws(Failure) in try r.number(value, quantity, in: -m...m) }
    }

    /// `[n1, n2, ...]` with `count` numbers, each a coordinate within `AcceptedRange`.
    mutating func coordinates(_ value: Value, _ names: String, count: Int,
                                      _ quantity: AcceptedRangeError.Quantity) throws(Failure) -> [Double] {
        let elements = try elements(value, names, count: count)
        var out: [Double] = []
        out.reserveCapacity(count)
        for i in 0..<count { out.append(try coordinate(elements[i], i, quantity)) }
        return out
    }

    /// `[x, y]` (read without an array of its own: a scene reads two for every arrow).
    mutating func point(_ value: Value, _ quantity: AcceptedRangeError.Quantity) throws(Failure) -> Point {
        if let p = pointInRange(value) { return p }
        guard let (x, y) = input.pair(value) else { throw elementsError(value, "[x, y]") }
        return Point(try coordinate(x, 0, quantity), try coordinate(y, 1, quantity))
    }

    /// `[x, y]` when it is two numbers within `AcceptedRange`, as nearly every point is: read
    /// without the steps of the path, which only an error needs (``point(_:_:)`` reads any other
    /// value, and names the mistake).
    @inline(__always)
    func pointInRange(_ value: Value) -> Point? {
        guard let (x, y) = input.pair(value), let px = input.number(x)?.value, let py = input.number(y)?.value,
              AcceptedRange.accepts(coordinate: px), AcceptedRange.accepts(coordinate: py) else { return nil }
        return Point(px, py)
    }

    /// One of an option's names, from its table (``NamedOption``).
    func option<T: NamedOption>(_ value: Value, _ what: String) throws(Failure) -> T {
        let name = try string(value)
        guard let option = T(name: name) else {
            let list = T.allCases.map { "'\($0.name)'" }.joined(separator: " or ")
            throw error("unknown \(what) '\(name)': expected \(list)")
        }
        return option
    }
}
