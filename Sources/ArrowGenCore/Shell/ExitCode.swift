/// How `arrowgen` and the build plugin's `arrowgen-build` exit: the codes of BSD's sysexits.h,
/// which shells, `make` and build systems already know, one per kind of failure.
///
/// The one table every command uses; `arrowgen --help` prints it from ``allCases``. When several
/// things fail in one run, the first step that failed decides: reading the inputs, then the
/// templates or requests themselves, then writing.
///
/// Named `ExitCode`, not `ExitStatus`: Swift Testing declares an `ExitStatus`, which every test
/// importing both modules would otherwise have to qualify.
package enum ExitCode: Int32, CaseIterable, Hashable, Sendable {
    /// Everything worked.
    case success = 0
    /// A mistake on the command line (EX_USAGE): `Error: ...`, then the usage.
    case usage = 64
    /// An input was read but is wrong (EX_DATAERR): a template with errors, a request line that
    /// cannot be used.
    case dataError = 65
    /// An input is missing or cannot be read (EX_NOINPUT): a template file, or a name that is
    /// neither a catalog template nor a template file.
    case noInput = 66
    /// An output file cannot be created (EX_CANTCREAT): a missing directory, no permission.
    case cannotCreate = 73
    /// Writing an output failed (EX_IOERR): a full disk, standard output closed or full.
    case ioError = 74

    /// What the status means, for `arrowgen --help`.
    package var meaning: String {
        switch self {
        case .success: "success"
        case .usage: "command-line usage error"
        case .dataError: "bad input data: a template or request with errors"
        case .noInput: "an input file is missing or unreadable, or no template has the name"
        case .cannotCreate: "an output file cannot be created"
        case .ioError: "an output cannot be written (I/O error, disk full)"
        }
    }

    /// Every status with its meaning, one indented line each, as `--help` prints it.
    package static var table: String {
        allCases.map { "  \(String($0.rawValue).padded(to: 3)) \($0.meaning)\n" }.joined()
    }

    /// The first failure of two: `self` unless it is ``success``.
    ///
    /// - Parameter later: the status of a later step.
    /// - Returns: the status the run exits with.
    package func then(_ later: ExitCode) -> ExitCode {
        self == .success ? later : self
    }
}
