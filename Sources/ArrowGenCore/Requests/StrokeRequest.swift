import BezierArrow

/// A hit-testing or stroking request read from one JSON Lines line: a path, a stroke style, a
/// fill rule, a mode and query points; the request format of `arrowgen hit-test` and
/// `arrowgen stroke`, and of the reference fixture `stroke-cases.jsonl`.
///
/// Keys: `path` (SVG path data, required), `width` (default 1), `cap` (`butt`, `round`,
/// `square`; default `butt`), `join` (`miter`, `round`, `bevel`; default `miter`), `miterLimit`
/// (default 10), `fillRule` (`nonzero`, `evenodd`; default `nonzero`), `mode` (`stroke`, `fill`;
/// default `fill`), `points` (an array of `[x, y]` pairs), `tolerance` (optional, a positive
/// number). Other keys are ignored. The defaults are CoreGraphics'. One of these keys given twice
/// is an error naming both columns, as a repeated key is in templates and documents: which of
/// the two values was meant is not for the reader to guess.
///
/// Every number must lie in BezierArrow's ``AcceptedRange``, where the answers are right:
/// coordinates (of the path, after arcs are drawn as cubics, and of the points) within ±1e15,
/// `width` 0 or from 1e-15 to 1e15, `miterLimit` from 0 to 1e15, `tolerance` above 0 and at most
/// 1e15. A number outside is an error naming it, never a guessed answer.
package struct StrokeRequest: Hashable, Sendable {
    /// Whether the request is about the stroke or the fill.
    package enum Mode: String, NamedOption {
        case stroke, fill

        /// What the request asks of each point, in one line.
        package var summary: String {
            switch self {
            case .stroke: "whether the stroke covers the point"
            case .fill: "whether the fill covers the point"
            }
        }
    }

    /// The path.
    package var path: BezierPath
    /// The stroke geometry.
    package var style: BezierPath.StrokeStyle
    /// The fill rule.
    package var fillRule: FillRule
    /// Stroke or fill.
    package var mode: Mode
    /// The query points (empty when the request gave none and none were required).
    package var points: [Point]
    /// A flattening tolerance, when the request gives one.
    package var tolerance: Double?

    /// Creates a request from its parts.
    package init(path: BezierPath, style: BezierPath.StrokeStyle, fillRule: FillRule = .nonZero, mode: Mode = .fill,
                points: [Point] = [], tolerance: Double? = nil) {
        self.path = path
        self.style = style
        self.fillRule = fillRule
        self.mode = mode
        self.points = points
        self.tolerance = tolerance
    }

    /// Parses and decodes one line of JSON Lines.
    ///
    /// - Parameters:
    ///   - line: The line's text (one JSON object).
    ///   - requiresPoints: Whether a missing `points` key is an error (hit testing) or means no
    ///     points (stroking).
    /// - Returns: The request.
    /// - Throws: ``StrokeRequestError`` naming the column of a JSON syntax error or the key
    ///   that is wrong and why.
    package static func decode(line: String, requiresPoints: Bool = true) throws(StrokeRequestError) -> StrokeRequest {
        let value: JSONValue
        do {
            value = try JSONParser.parse(line)
        } catch {
            throw StrokeRequestError("column \(error.position.column): \(error.message)")
        }
        return try StrokeRequest(json: value, requiresPoints: requiresPoints)
    }

    /// Decodes a parsed JSON object.
    ///
    /// - Parameters:
    ///   - json: The request object.
    ///   - requiresPoints: Whether a missing `points` key is an error.
    /// - Throws: ``StrokeRequestError`` naming the key that is wrong and why.
    package init(json: JSONValue, requiresPoints: Bool = true) throws(StrokeRequestError) {
        guard let members = json.objectMembers else {
            throw StrokeRequestError("expected a JSON object, found \(json.typeDescription)")
        }
        var firstColumns: [String: Int] = [:]
        for member in members where Self.keys.contains(member.key) {
            if let first = firstColumns[member.key] {
                throw StrokeRequestError("key \"\(member.key)\": given twice, at columns \(first) and "
                    + "\(member.keyPosition.column); give it once")
            }
            firstColumns[member.key] = member.keyPosition.column
        }
        guard let pathValue = json["path"] else { throw StrokeRequestError("missing key \"path\" (SVG path data)") }
        guard let pathData = pathValue.stringValue else {
            throw StrokeRequestError("key \"path\": expected a string of SVG path data, found \(pathValue.typeDescription)")
        }
        do {
            path = try BezierPath(svgPathData: pathData)
        } catch {
            throw StrokeRequestError("key \"path\": \(error)")
        }
        do {
            try path.checkAcceptedRange()
        } catch {
            throw StrokeRequestError("key \"path\": \(error)")
        }
        let width = try Self.number(json, "width", default: 1, in: 0...AcceptedRange.maxMagnitude,
                                    expected: "0 or from 1e-15 to 1e15")
        guard width == 0 || width >= AcceptedRange.minPositiveWidth else {
            throw StrokeRequestError("key \"width\": must be 0 or from 1e-15 to 1e15, found \(Self.text(json["width"]))")
        }
        let miterLimit = try Self.number(json, "miterLimit", default: 10, in: 0...AcceptedRange.maxMagnitude,
                                         expected: "from 0 to 1e15")
        let cap = try Self.word(json, "cap", default: LineCap.butt)
        let join = try Self.word(json, "join", default: LineJoin.miter)
        style = BezierPath.StrokeStyle(width: width, cap: cap, join: join, miterLimit: miterLimit)
        fillRule = try Self.word(json, "fillRule", default: FillRule.nonZero)
        mode = try Self.word(json, "mode", default: Mode.fill)
        if let t = json["tolerance"] {
            guard let v = t.doubleValue else {
                throw StrokeRequestError("key \"tolerance\": expected a number, found \(t.typeDescription)")
            }
            guard v > 0, v <= AcceptedRange.maxMagnitude else {
                throw StrokeRequestError("key \"tolerance\": must be > 0 and at most 1e15, found \(Self.text(t))")
            }
            tolerance = v
        } else {
            tolerance = nil
        }
        points = try Self.points(json, required: requiresPoints)
    }

    /// The keys a request reads; any other key is ignored.
    private static let keys: Set<String> = [
        "path", "width", "cap", "join", "miterLimit", "fillRule", "mode", "points", "tolerance",
    ]

    private static func text(_ value: JSONValue?) -> String {
        guard let value else { return "nothing" }
        if case .number(_, let text) = value.kind { return text }
        return value.typeDescription
    }

    /// A number key's value, which must lie in `range` (`expected` says so in the error).
    private static func number(_ json: JSONValue, _ key: String, default fallback: Double,
                               in range: ClosedRange<Double>, expected: String) throws(StrokeRequestError) -> Double {
        guard let value = json[key] else { return fallback }
        guard let v = value.doubleValue else {
            throw StrokeRequestError("key \"\(key)\": expected a number, found \(value.typeDescription)")
        }
        guard range.contains(v) else {
            throw StrokeRequestError("key \"\(key)\": must be \(expected), found \(text(value))")
        }
        return v
    }

    /// An option key's value, read by name; an error lists the option's names from its table.
    private static func word<W: NamedOption>(_ json: JSONValue, _ key: String,
                                             default fallback: W) throws(StrokeRequestError) -> W {
        guard let value = json[key] else { return fallback }
        let list = W.choices(quotedBy: "\"")
        guard let s = value.stringValue else {
            throw StrokeRequestError("key \"\(key)\": expected \(list), found \(value.typeDescription)")
        }
        guard let w = W(name: s) else {
            throw StrokeRequestError("key \"\(key)\": expected \(list), found \(JSONWriter.quoted(s))")
        }
        return w
    }

    private static func points(_ json: JSONValue, required: Bool) throws(StrokeRequestError) -> [Point] {
        guard let value = json["points"] else {
            if required { throw StrokeRequestError("missing key \"points\" (an array of [x, y] pairs)") }
            return []
        }
        guard let items = value.arrayValue else {
            throw StrokeRequestError("key \"points\": expected an array of [x, y] pairs, found \(value.typeDescription)")
        }
        var result: [Point] = []
        result.reserveCapacity(items.count)
        for (i, item) in items.enumerated() {
            guard let pair = item.arrayValue, pair.count == 2, let x = pair[0].doubleValue, let y = pair[1].doubleValue else {
                throw StrokeRequestError("key \"points\": element \(i) (0-based): expected [x, y], two numbers")
            }
            for (v, item) in [(x, pair[0]), (y, pair[1])] where !AcceptedRange.accepts(coordinate: v) {
                throw StrokeRequestError(
                    "key \"points\": element \(i) (0-based): coordinate \(text(item)) is outside the accepted range -1e15...1e15")
            }
            result.append(Point(x, y))
        }
        return result
    }
}
