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
                            if missing. A file is written whole or not at all, and only when
                            its content changes.
          Diagnostics go to standard error as file:line:column: error: message. Templates with
          an error get no file. Exit status: 0, or 65 if a template has an error, 66 if one
          cannot be read, 73 or 74 if an output cannot be created or written (see 'arrowgen help').
        """

    static func run(_ arguments: [String]) throws(CommandError) -> ExitCode {
        var directory = "."
        var files: [String] = []
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "-o", "--output":
                guard let value = rest.popFirst() else { throw .usage("missing directory after '\(argument)'") }
                directory = value
            case "--":
                files += rest
                rest = []
            default:
                if argument.hasPrefix("-") && argument != "-" { throw .usage("unknown option '\(argument)'") }
                files.append(argument)
            }
        }
        guard !files.isEmpty else { throw .usage("missing template files: give one or more .arrow or .svg files") }
        do {
            try FileSystem.createDirectory(directory)
        } catch {
            throw CommandError(error)
        }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        return GeneratorShell.generate(files, destination: { prefix + $0.fileName },
                                       log: { line throws(FileSystem.Failure) in try StandardOutput.write(line + "\n") })
    }
}
