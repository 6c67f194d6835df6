import ArrowGenCore

/// The JSON Lines loop that `arrowgen hit-test` and `arrowgen stroke` share: one request per line
/// of standard input, one JSON object per request on standard output, in order.
///
/// Blank lines are skipped (they still count for line numbers). A line that cannot be used gets
/// `{"error":"line N: <what is wrong>"}` and the rest go on. Lines are read and answered one at a
/// time, so the commands stream.
enum RequestLines {
    /// Answers every line of standard input.
    ///
    /// - Parameters:
    ///   - requiresPoints: Whether a request without `points` is an error.
    ///   - answer: Writes the members of a request's answer object (the braces are written
    ///     around them).
    /// - Returns: The exit status: 1 when any line failed, else 0.
    static func answerStandardInput(requiresPoints: Bool,
                                    _ answer: (StrokeRequest, inout JSONWriter) -> Void) -> Int32 {
        var lineNumber = 0
        var anyFailed = false
        while let line = readLine(strippingNewline: true) {
            lineNumber += 1
            if line.allSatisfy({ $0.isWhitespace }) { continue }
            var json = JSONWriter()
            json.beginObject()
            do {
                answer(try StrokeRequest.decode(line: line, requiresPoints: requiresPoints), &json)
            } catch {
                anyFailed = true
                json.key("error")
                json.string("line \(lineNumber): \(error.message)")
            }
            json.endObject()
            writeStandardOutput(json.text + "\n")
        }
        return anyFailed ? 1 : 0
    }
}
