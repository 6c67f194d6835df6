import BezierArrow

/// A message about a user's file, printed the way compilers print them so Xcode and editors can
/// jump to it: `path/File.arrow:12:5: error: unknown key 'middle'`.
public struct Diagnostic: Hashable, Sendable, Error, CustomStringConvertible {
    /// How serious the message is.
    public enum Severity: String, Hashable, Sendable, Comparable {
        case note, warning, error

        private var rank: Int { self == .note ? 0 : self == .warning ? 1 : 2 }
        public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
    }

    /// How serious the message is.
    public var severity: Severity
    /// What is wrong and, where it helps, what to write instead.
    public var message: String
    /// The file's path as the user named it (never made absolute by us).
    public var file: String
    /// Where in the file.
    package var location: TextLocation

    /// Creates a diagnostic.
    package init(_ severity: Severity, _ message: String, file: String, at location: TextLocation) {
        self.severity = severity
        self.message = message
        self.file = file
        self.location = location
    }

    /// `file:line:column: severity: message`, one line: a control character in the file's
    /// name or the message (a line feed in a key or name the message quotes) is written out as
    /// `\u{A}`, so that no part of the message reads as a line of its own.
    public var description: String {
        ControlCharacters.escaped("\(file):\(location.line):\(location.column): \(severity.rawValue): \(message)")
    }
}
