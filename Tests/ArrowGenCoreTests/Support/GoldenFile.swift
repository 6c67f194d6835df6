import Foundation
import Testing

/// Golden files of generated code, kept in `Tests/ArrowGenCoreTests/Goldens/` (found from this
/// file's `#filePath`, so the tests run from any directory) and compared with a readable line
/// diff, as swift-argument-parser's `assertSnapshot` does.
///
/// Run with `ARROWGEN_RECORD=1` to re-record: each golden is then rewritten and the test fails
/// once, so a recording run cannot pass by accident.
enum GoldenFile {
    /// The repository's root directory.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// Where the goldens live.
    static let directory = repositoryRoot.appendingPathComponent("Tests/ArrowGenCoreTests/Goldens")

    static var isRecording: Bool { ProcessInfo.processInfo.environment["ARROWGEN_RECORD"] == "1" }

    /// Expects `actual` to equal the golden file `name`, or records it.
    static func expectMatch(_ actual: String, golden name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = directory.appendingPathComponent(name)
        if isRecording {
            do {
                try actual.write(to: url, atomically: true, encoding: .utf8)
                Issue.record("recorded golden \(name); run again without ARROWGEN_RECORD=1", sourceLocation: sourceLocation)
            } catch {
                Issue.record("cannot record golden \(name): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden \(name): record it with ARROWGEN_RECORD=1 swift test", sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            Issue.record("""
                generated code differs from golden \(name) (- golden, + generated); \
                re-record with ARROWGEN_RECORD=1 if the change is intended:
                \(LineDiff.render(expected: expected, actual: actual))
                """, sourceLocation: sourceLocation)
        }
    }
}

/// A line diff for failure messages: changed lines with two lines of context, numbered.
enum LineDiff {
    static func render(expected: String, actual: String) -> String {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Longest common subsequence table, from the ends.
        var lcs = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        enum Line { case same(Int, String), removed(Int, String), added(Int, String) }
        var lines: [Line] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count && j < b.count && a[i] == b[j] {
                lines.append(.same(i + 1, a[i])); i += 1; j += 1
            } else if j < b.count && (i == a.count || lcs[i][j + 1] >= lcs[i + 1][j]) {
                lines.append(.added(j + 1, b[j])); j += 1
            } else {
                lines.append(.removed(i + 1, a[i])); i += 1
            }
        }
        let changed = lines.indices.filter { if case .same = lines[$0] { false } else { true } }
        var out: [String] = []
        var lastShown = -1
        for k in lines.indices where changed.contains(where: { abs($0 - k) <= 2 }) {
            if lastShown >= 0 && k > lastShown + 1 { out.append("    ...") }
            switch lines[k] {
            case .same(let n, let s): out.append("\(number(n))   \(s)")
            case .removed(let n, let s): out.append("\(number(n)) - \(s)")
            case .added(let n, let s): out.append("\(number(n)) + \(s)")
            }
            lastShown = k
        }
        return out.joined(separator: "\n")
    }

    /// A line number right-aligned in four columns.
    private static func number(_ n: Int) -> String {
        let s = String(n)
        return String(repeating: " ", count: max(0, 4 - s.count)) + s
    }
}
