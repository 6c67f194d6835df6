/// What `arrowgen generate` and the build plugin's `arrowgen-build` share: reading template files,
/// running the ``Generator``, printing diagnostics on standard error, and writing the outputs
/// whose content changed. The two executables only parse their command lines.
package enum GeneratorShell {
    /// Why a template file gave no text.
    package enum ReadFailure: Error, Hashable, Sendable {
        /// It cannot be read (``ExitCode/noInput``); the message says why.
        case unreadable(String)
        /// It is not UTF-8 text (``ExitCode/dataError``): an error at its first stray byte.
        case notText(Diagnostic)

        /// The line a shell prints: `error: cannot read ...`, or the located diagnostic.
        package var line: String {
            switch self {
            case .unreadable(let message): "error: \(message)"
            case .notText(let diagnostic): diagnostic.description
            }
        }

        /// The status a command that cannot go on without the file exits with.
        package var exitCode: ExitCode {
            switch self {
            case .unreadable: .noInput
            case .notText: .dataError
            }
        }
    }

    /// The text of a template file.
    ///
    /// - Throws: ``ReadFailure`` when it cannot be read, or is not UTF-8 text (then named at its
    ///   first byte that starts or continues no character: `t.arrow:3:7: error: not UTF-8 text: ...`).
    package static func read(_ path: String) throws(ReadFailure) -> String {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.read(path)
        } catch {
            throw .unreadable(error.description)
        }
        guard let (at, byte) = FileSystem.firstNonUTF8(bytes) else { return String(decoding: bytes, as: UTF8.self) }
        throw .notText(Diagnostic(.error, "not UTF-8 text: the byte 0x\(String(byte, radix: 16, uppercase: true)) here "
                                  + "starts or continues no character; save the file as UTF-8", file: path, at: at))
    }

    /// Reads template files as text (``read(_:)``).
    ///
    /// - Returns: the sources that could be read; an error line for each that could not; and the
    ///   status they give: ``ExitCode/noInput`` when a file cannot be read, else
    ///   ``ExitCode/dataError`` when one is not UTF-8 text, else ``ExitCode/success``.
    package static func load(_ paths: [String]) -> (sources: [TemplateSource], errors: [String], status: ExitCode) {
        var sources: [TemplateSource] = []
        var failures: [ReadFailure] = []
        for path in paths {
            do {
                sources.append(TemplateSource(path: path, text: try read(path)))
            } catch {
                failures.append(error)
            }
        }
        let status = failures.contains { $0.exitCode == .noInput } ? ExitCode.noInput
            : failures.isEmpty ? .success : .dataError
        return (sources, failures.map(\.line), status)
    }

    /// Generates Swift files for templates and writes those whose content changed.
    ///
    /// Diagnostics go to standard error. Templates with an error get no file (and an existing
    /// file is left alone); the others are written, each whole or not at all
    /// (``FileSystem/writeIfChanged(_:to:)``).
    ///
    /// - Parameters:
    ///   - paths: the template files.
    ///   - module: the module the files are compiled in, when known (see ``Generator/run(_:module:)``).
    ///   - destination: the path to write a generated file to.
    ///   - log: told `wrote <path>` or `unchanged <path>` for each output; when it fails (standard
    ///     output full or closed), the failure is reported, the files are still written, and it
    ///     is told nothing more.
    ///   - report: receives the diagnostics and error lines (standard error by default).
    /// - Returns: ``ExitCode/success``; else, for the first step that failed,
    ///   ``ExitCode/noInput`` (a template file cannot be read), ``ExitCode/dataError`` (one is
    ///   not UTF-8 text, or a template has errors), or the write failure's status.
    package static func generate(_ paths: [String], module: String? = nil, destination: (GeneratedFile) -> String,
                                log: (String) throws(FileSystem.Failure) -> Void = { _ in },
                                report: (String) -> Void = StandardError.write) -> ExitCode {
        let (sources, errors, loaded) = load(paths)
        let result = Generator.run(sources, module: module)
        self.report(errors + result.diagnostics.map(\.description), to: report)
        var status = loaded
        if result.hasErrors { status = status.then(.dataError) }
        var isLogging = true
        for file in result.files {
            let path = destination(file)
            do {
                let written = try FileSystem.writeIfChanged(Array(file.contents.utf8), to: path)
                if isLogging {
                    do {
                        try log("\(written ? "wrote" : "unchanged") \(path)")
                    } catch {
                        report("Error: \(error)")
                        status = status.then(error.exitCode)
                        isLogging = false
                    }
                }
            } catch {
                report("Error: \(error)")
                status = status.then(error.exitCode)
            }
        }
        return status
    }

    /// Checks a target's names (distinct template names, heads that exist: see
    /// ``Generator/checkNames(_:)``) and, if they are right, writes a marker file (the declared
    /// output of the build plugin's per-target check; it holds only a comment).
    ///
    /// - Parameters:
    ///   - paths: every template of a target.
    ///   - marker: the file to write.
    ///   - target: the target's name when it does not depend on ArrowCatalog: then a catalog
    ///     head an arrow names is an error too (``Generator/catalogHeadsWithoutCatalog(_:target:)``).
    ///   - report: receives the diagnostics and error lines (standard error by default).
    /// - Returns: ``ExitCode/success``; ``ExitCode/noInput`` when a file cannot be read,
    ///   ``ExitCode/dataError`` when one is not UTF-8 text, two names collide, a head is
    ///   unknown or needs ArrowCatalog, or the marker's write failure's status.
    package static func checkNames(_ paths: [String], marker: String, catalogMissingFrom target: String? = nil,
                                  report: (String) -> Void = StandardError.write) -> ExitCode {
        let (sources, errors, loaded) = load(paths)
        var diagnostics = Generator.checkNames(sources)
        if let target { diagnostics += Generator.catalogHeadsWithoutCatalog(sources, target: target) }
        self.report(errors + diagnostics.map(\.description), to: report)
        guard errors.isEmpty else { return loaded }
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return .dataError }
        let text = "// Generated by arrowgen: the names of this target's templates (\(paths.count) files) check out.\n"
        do {
            try FileSystem.writeIfChanged(Array(text.utf8), to: marker)
        } catch {
            report("Error: \(error)")
            return error.exitCode
        }
        return .success
    }

    private static func report(_ lines: [String], to report: (String) -> Void) {
        if !lines.isEmpty { report(lines.joined(separator: "\n")) }
    }
}
