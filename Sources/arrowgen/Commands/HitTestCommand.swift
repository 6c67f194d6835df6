import ArrowGenCore
import BezierArrow

/// `arrowgen hit-test`: JSON Lines stroke and fill containment requests on standard input.
///
/// A thin shell: ``RequestLines`` reads the lines and ``StrokeRequest`` decodes them,
/// one ``PreparedPath`` answers (reusing its storage from line to line),
/// ``JSONWriter`` prints. Lines are read and answered one at a time, so it streams.
enum HitTestCommand: CLICommand {
    static let name = "hit-test"
    static let summary = "Answer stroke/fill containment requests read as JSON Lines on standard input."
    static let usage = """
        arrowgen hit-test [--exact] < requests.jsonl

          Each line of standard input is one JSON object:
            {"path": "M 0 0 L 100 0", "mode": "stroke", "width": 10, "cap": "round",
             "join": "miter", "miterLimit": 10, "fillRule": "nonzero", "points": [[50, 3], [50, 9]]}
          path (SVG path data) and points are required; the defaults are width 1, cap butt,
          join miter, miterLimit 10, fillRule nonzero, mode fill; other keys are ignored.
          The keys that name an option take one of:
        \(RequestLines.choicesUsage([("cap", LineCap.choices()), ("join", LineJoin.choices()),
                                     ("fillRule", FillRule.choices()), ("mode", StrokeRequest.Mode.choices())]))
          Each request gets one output line, in order: {"hits":[true,false]}; a line that
          cannot be used gets {"error":"line N: <what is wrong>"} and the rest go on.
          Numbers must lie in the accepted range (coordinates of the path and the points
          within 1e15, width 0 or 1e-15 to 1e15, miterLimit 0 to 1e15): beyond it, the
          line gets an error naming the value.
          Blank lines are skipped (they still count for line numbers).
          Exit status: 0 when every line was answered, 65 when any line failed, 74 when
          an answer cannot be written (see 'arrowgen help').

        \(RequestLines.precisionUsage)
        """

    static func run(_ arguments: [String]) throws(CommandError) -> ExitCode {
        let precision = try RequestLines.precision(from: arguments)
        var prepared = PreparedPath(BezierPath())
        return try RequestLines.answerStandardInput(precision: precision, requiresPoints: true) { request, json in
            let path = request.path
            json.key("hits")
            json.beginArray()
            prepared.update(path, fillRule: request.fillRule, strokeStyle: request.style)
            switch request.mode {
            case .stroke:
                for p in request.points { json.bool(prepared.strokeContains(p)) }
            case .fill:
                for p in request.points { json.bool(prepared.fillContains(p)) }
            }
            json.endArray()
        }
    }
}
