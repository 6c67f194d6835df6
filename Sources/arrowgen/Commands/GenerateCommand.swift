import ArrowGenCore

/// `arrowgen generate [-o DIR] FILE...`: one Swift file per template, `<Name>.swift` in DIR.
///
/// The same shell as the build plugin's `arrowgen-build` (``GeneratorShell``); only the output
/// naming differs: here the type name, there a name the plugin derives from the template's path.
enum GenerateCommand: CLICommand {
    static let name = "generate"
    static let summary = "Generate a Swift path-builder type from each .arrow or .svg template."
    static let usage = """
        arrowgen generate [-o DIR] FILE...
          -o, --output DIR  where to write <Name>.swift for each template (default: .); created
                            if missing. A file is rewritten only when its content changes.
          Diagnostics go to standard error as file:line:column: error: message; the exit status
          is 1 if any template has an error (those templates get no file).
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        var directory = "."
        var files: [String] = []
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "-o", "--output":
                guard let value = rest.popFirst() else { throw UsageError("missing directory after '\(argument)'") }
                directory = value
            case "--":
                files += rest
                rest = []
            default:
                if argument.hasPrefix("-") && argument != "-" { throw UsageError("unknown option '\(argument)'") }
                files.append(argument)
            }
        }
        guard !files.isEmpty else { throw UsageError("missing template files: give one or more .arrow or .svg files") }
        do {
            try FileSystem.createDirectory(directory)
        } catch {
            printError("error: cannot create the output directory \(error)")
            return GeneratorShell.failure
        }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        return GeneratorShell.generate(files, destination: { prefix + $0.fileName }, log: { print($0) })
    }
}
