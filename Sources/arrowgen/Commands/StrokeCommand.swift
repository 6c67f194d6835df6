import ArrowGenCore
import BezierArrow

/// `arrowgen stroke`: the outline of a path's stroke, for JSON Lines requests on standard input.
///
/// A thin shell: ``RequestLines`` reads and decodes the requests as `hit-test` does,
/// ``StrokeOutliner`` builds each outline (reusing its storage from line to line), and the
/// outline prints as SVG path data that reads back exactly.
enum StrokeCommand: CLICommand {
    static let name = "stroke"
    static let summary = "Print the outline of a stroke (fill it non-zero) for JSON Lines requests on standard input."
    static let usage = """
        arrowgen stroke [--exact] < requests.jsonl

          Each line of standard input is one JSON object, as for hit-test:
            {"path": "M 0 0 L 100 0", "width": 10, "cap": "round", "join": "miter",
             "miterLimit": 10, "tolerance": 0.01}
          path (SVG path data) is required; the defaults are width 1, cap butt, join miter,
          miterLimit 10, tolerance 0.01; other keys (points, mode, fillRule) are ignored.
          The keys that name an option take one of:
        \(RequestLines.choicesUsage([("cap", LineCap.choices()), ("join", LineJoin.choices())]))
          Each request gets one output line, in order: {"outline":"M ... Z"}, SVG path data
          whose non-zero fill is the area the stroke covers, within the tolerance; a line that
          cannot be used gets {"error":"line N: <what is wrong>"} and the rest go on.
          Numbers must lie in the accepted range (coordinates within 1e15, width 0 or 1e-15
          to 1e15, miterLimit 0 to 1e15, tolerance up to 1e15; a tolerance below 1e-12 of the
          largest coordinate counts as that), and an outline has at most 100000 elements:
          beyond either, the line gets an error naming the value or the limit.
          Blank lines are skipped (they still count for line numbers).
          Exit status: 0 when every line was answered, 65 when any line failed, 74 when
          an answer cannot be written (see 'arrowgen help').

        \(RequestLines.precisionUsage)
        """

    static func run(_ arguments: [String]) throws(CommandError) -> ExitCode {
        let precision = try RequestLines.precision(from: arguments)
        var outliner = StrokeOutliner()
        var outline = BezierPath()
        return try RequestLines.answerStandardInput(precision: precision, requiresPoints: false) {
            (request, json) throws(StrokeRequestError) in
            outline.removeAll()
            do {
                try outliner.checkedOutline(of: request.path, style: request.style,
                                            tolerance: request.tolerance ?? 0.01, into: &outline)
            } catch {
                throw StrokeRequestError("\(error)")
            }
            json.key("outline")
            json.string(outline.svgPathData)
        }
    }
}
