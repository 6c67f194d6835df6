import ArrowGenCore
import BezierArrow

/// `arrowgen hit-test`: JSON Lines stroke and fill containment requests on standard input.
enum HitTestCommand: CLICommand {
    static let name = "hit-test"
    static let summary = "Answer stroke/fill containment requests read as JSON Lines on standard input."
    static let usage = "arrowgen hit-test < requests.jsonl"

    static func run(_ arguments: [String]) throws -> Int32 {
        guard arguments.isEmpty else { throw UsageError("unexpected argument '\(arguments[0])'") }
        throw UsageError("not implemented yet")
    }
}
