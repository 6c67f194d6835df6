import ArrowGenCore
import Testing
import BezierArrow

/// Shared test inputs.
enum Fixtures {
    /// The double arrow as the catalog ships it
    /// (`Templates/double-arrow.arrow`): 200 x 38, head frames 30 x 38 at x = 0 and x = 170, tips
    /// (0, 19) and (200, 19).
    static var doubleArrow: ArrowTemplate {
        get throws {
            let source = try #require(try TemplateFixtures.catalogSources.first { $0.path.hasSuffix("/double-arrow.arrow") })
            return try TemplateFixtures.parse(source).template
        }
    }

    /// The catalog's heads, read from `Templates/Heads/` (`dot`, `triangle`, ...), in file order.
    static var heads: [ArrowHead] {
        get throws { try TemplateFixtures.catalogHeadSources.map { try TemplateFixtures.parseHead($0).head } }
    }

    /// A session on the double arrow, opened from a catalog holding it and the catalog's heads,
    /// with files in memory.
    static func session(files: [String: String] = [:]) throws -> ReplSession {
        let library = TemplateLibrary(catalog: [try doubleArrow], heads: try heads)
        let fileSystem = InMemoryFileSystem(files: files)
        return ReplSession(opening: try library.open("DoubleArrow", fileSystem: fileSystem),
                           library: library, fileSystem: fileSystem)
    }
}

/// Runs REPL lines in a session and returns the last reply.
@discardableResult
func run(_ session: inout ReplSession, _ lines: String...) -> ReplReply {
    var last = ReplReply()
    for line in lines { last = session.execute(line) }
    return last
}

/// Approximate equality with a stated tolerance: printed coordinates carry at most four decimals,
/// so a parsed number is within 0.00005 of the model's (plus a hair for the binary representation).
func isClose(_ a: Double, _ b: Double, tolerance: Double = 0.00005 + 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// Every free-standing number in a text, in order (`(170.00, 132.00)` gives 170 and 132).
func numbers(in text: Substring) -> [Double] {
    // Digits glued to a word ("control1") are part of the word, not a number.
    var out: [Double] = [], current = "", inWord = false
    for c in text + " " {
        if c.isLetter {
            inWord = true
            current = ""
        } else if !inWord && (c.isNumber || c == "." || (c == "-" && current.isEmpty)) {
            current.append(c)
        } else if !(inWord && c.isNumber) {
            if let v = Double(current) { out.append(v) }
            current = ""
            inWord = false
        }
    }
    return out
}

/// The points of a path element in the order `show` prints them: end point, then controls.
func printedPoints(of element: PathElement) -> [Point] {
    switch element {
    case .move(let p), .line(let p): [p]
    case .quad(let p, let c): [p, c]
    case .cubic(let p, let c1, let c2): [p, c1, c2]
    case .close: []
    }
}

extension Fixtures {
    /// Runs a REPL script in a fresh ``session()``, every command expected to succeed: the
    /// transcript as a terminal shows it (prompt, command, reply), and the files it wrote.
    static func replay(_ script: String, prompt: String) throws -> (transcript: String, files: [String: String]) {
        var session = try session()
        var replayed = ""
        for command in script.components(separatedBy: "\n") {
            let reply = session.execute(command)
            #expect(!reply.isFailure, "\(command): \(reply.errors)")
            replayed += prompt + command + "\n" + reply.output + reply.errors
        }
        return (replayed, try #require(session.fileSystem as? InMemoryFileSystem).files)
    }
}
