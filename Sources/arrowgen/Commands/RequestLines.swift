import ArrowGenCore
import BezierArrow

/// The JSON Lines loop that `arrowgen hit-test` and `arrowgen stroke` share: one request per line
/// of standard input, one JSON object per request on standard output, in order.
///
/// Blank lines are skipped (they still count for line numbers). A line that cannot be used gets
/// `{"error":"line N: <what is wrong>"}` and the rest go on. Lines are read and answered one at a
/// time, so the commands stream.
enum RequestLines {
    /// How request paths' coordinates are taken.
    enum Precision {
        /// Rounded to 32-bit floats, the precision Skia and cairo store paths in, so answers
        /// agree with theirs even beside segments a few thousandths long, whose direction the
        /// rounding turns (by up to 0.006 rad in the reference fixture). The default. Rounding
        /// cannot overflow: requests only hold coordinates within ±1e15 (``AcceptedRange``),
        /// far inside `Float`'s 3.4e38, and beyond 2^24 (about 1.7e7) it moves a coordinate by
        /// more than a unit, as it would in Skia or cairo.
        case float32
        /// Full double precision, as CoreGraphics on 64-bit platforms and the library itself.
        case exact
    }

    /// The option text both commands' usage shows.
    static let precisionUsage = """
          --exact    keep path coordinates in full double precision (as CoreGraphics and the
                     BezierArrow library do); by default they are rounded to 32-bit floats first,
                     as Skia and cairo store them, so the answers match theirs even beside
                     segments a few thousandths long.
        """

    /// The usage lines both commands show for the request keys that name an option: each key
    /// with its choices, taken from the option's table.
    static func choicesUsage(_ keys: [(key: String, choices: String)]) -> String {
        let width = keys.map(\.key.count).max() ?? 0
        return keys.map { "    \($0.key.padding(width))  \($0.choices)" }.joined(separator: "\n")
    }

    /// Reads the commands' options: `--exact` (and `--float32`, the default, named explicitly).
    static func precision(from arguments: [String]) throws(CommandError) -> Precision {
        var precision = Precision.float32
        for argument in arguments {
            switch argument {
            case "--exact": precision = .exact
            case "--float32": precision = .float32
            default: throw .usage("unexpected argument '\(argument)'")
            }
        }
        return precision
    }

    /// Answers every line of standard input.
    ///
    /// - Parameters:
    ///   - precision: How the paths' coordinates are taken.
    ///   - requiresPoints: Whether a request without `points` is an error.
    ///   - answer: Writes the members of a request's answer object (the braces are written
    ///     around them), or throws, having written nothing, when the request cannot be answered.
    /// - Returns: ``ExitCode/dataError`` when any line failed, else ``ExitCode/success``.
    /// - Throws: ``CommandError`` with ``ExitCode/ioError`` when an answer cannot be written;
    ///   the rest of the input is left unread.
    static func answerStandardInput(
        precision: Precision, requiresPoints: Bool,
        _ answer: (StrokeRequest, inout JSONWriter) throws(StrokeRequestError) -> Void
    ) throws(CommandError) -> ExitCode {
        var lineNumber = 0
        var anyFailed = false
        while let line = readLine(strippingNewline: true) {
            lineNumber += 1
            if line.allSatisfy({ $0.isWhitespace }) { continue }
            var json = JSONWriter()
            json.beginObject()
            do {
                var request = try StrokeRequest.decode(line: line, requiresPoints: requiresPoints)
                if precision == .float32 {
                    request.path = request.path.mapped { Point(Double(Float($0.x)), Double(Float($0.y))) }
                }
                try answer(request, &json)
            } catch {
                anyFailed = true
                json.key("error")
                json.string("line \(lineNumber): \(error.message)")
            }
            json.endObject()
            try writeStandardOutput(json.text + "\n")
        }
        return anyFailed ? .dataError : .success
    }
}
