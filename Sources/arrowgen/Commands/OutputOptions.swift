import ArrowGenCore

/// The `--format` and `-o`/`--output` options of a command that writes text or a picture: which
/// format, where to, and the check that the two agree.
struct OutputOptions {
    /// The formats the command writes.
    let formats: [PreviewCommand.Format]
    /// The format asked for with `--format`, if any.
    private(set) var format: PreviewCommand.Format?
    /// The file asked for with `-o`, if any; else standard output.
    private(set) var path: String?

    /// Options for a command writing these formats.
    init(formats: [PreviewCommand.Format]) { self.formats = formats }

    /// Takes `--format` or `-o`/`--output` with its value.
    ///
    /// - Returns: whether `option` was one of them.
    /// - Throws: a usage error for a format the command does not write.
    mutating func take(_ option: String, from words: inout CommandLineWords) throws(CommandError) -> Bool {
        switch option {
        case "--format":
            let v = try words.value(of: option)
            guard let f = PreviewCommand.Format(rawValue: v), formats.contains(f) else {
                let names = formats.map(\.rawValue)
                let choices = names.count > 1 ? names.dropLast().joined(separator: ", ") + " or " + names.last! : names.joined()
                throw .usage("'--format' expects \(choices), found '\(v)'")
            }
            format = f
        case "-o", "--output":
            path = try words.value(of: option)
        default:
            return false
        }
        return true
    }

    /// The format to write: the one asked for, else the output file's by its extension, else text.
    ///
    /// - Parameter command: the command's name, for the error.
    /// - Throws: a usage error when the file's extension names a format the command does not
    ///   write, or another format than `--format`.
    func resolvedFormat(command: String) throws(CommandError) -> PreviewCommand.Format {
        guard let path, let named = PreviewCommand.Format(extensionOf: path) else { return format ?? .text }
        guard formats.contains(named) else {
            let extensions = formats.map { $0 == .text ? ".txt" : ".\($0.rawValue)" }.joined(separator: " or ")
            throw .usage("the output file '\(path)' is \(named.description) by its extension; "
                + "'\(command)' writes \(formats.map(\.rawValue).joined(separator: " or ")): use a \(extensions) file")
        }
        if let format, format != named {
            throw .usage("'--format \(format.rawValue)' conflicts with the output file '\(path)', "
                + "\(named.description) by its extension: leave out --format, or change the extension")
        }
        return named
    }

    /// Writes the output: to the file, whole or not at all (and only when it changes), else to
    /// standard output.
    ///
    /// - Throws: the file's or standard output's write error, with its exit status.
    func write(_ text: String) throws(CommandError) {
        guard let path else { return try writeStandardOutput(text) }
        do {
            try FileSystem.writeIfChanged(Array(text.utf8), to: path)
        } catch {
            throw CommandError(error)
        }
    }
}
