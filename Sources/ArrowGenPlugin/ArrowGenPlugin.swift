import PackagePlugin

/// Generates a Swift type from every arrow template of a target at build time.
///
/// Apply it to a target and put `.arrow` (JSON) or `.svg` (drawn in a vector editor) templates in
/// the target's folder:
/// ```swift
/// .target(name: "MyArrows", dependencies: [.product(name: "BezierArrow", package: "BezierArrow")],
///         plugins: [.plugin(name: "ArrowGenPlugin", package: "BezierArrow")])
/// ```
///
/// As swift-protobuf's plugin does, it declares one `.buildCommand` per template, with the
/// template and the generator itself as inputs and one Swift file as output, so the build system
/// runs a command only when its template or the generator changed (never a `.prebuildCommand`,
/// which would run on every build). With two or more templates, one more command checks that
/// their names differ (each becomes a type of the target); it reads every template, so it runs
/// whenever one changes, but generates nothing.
@main
struct ArrowGenPlugin: BuildToolPlugin {
    /// The file extensions of templates, without the dot. Keep in step with ArrowGenCore's
    /// `TemplateFormat.fileExtensions` (a plugin cannot link a library; a test compares them).
    static let templateExtensions = ["arrow", "svg"]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let templates = module.sourceFiles
            .filter { Self.templateExtensions.contains($0.url.pathExtension.lowercased()) }
            .map(\.url)
            .sorted { $0.path < $1.path }
        guard !templates.isEmpty else {
            let kinds = Self.templateExtensions.map { ".\($0)" }.joined(separator: " or ")
            throw PluginError("no \(kinds) files in target '\(target.name)': add one, or remove ArrowGenPlugin "
                              + "from the target's plugins")
        }
        let tool = try context.tool(named: "arrowgen-build").url
        let outputDirectory = context.pluginWorkDirectoryURL
        let packagePath = context.package.directoryURL.path
        let root = packagePath.hasSuffix("/") ? packagePath : packagePath + "/"

        var commands: [Command] = templates.map { template in
            let relative = template.path.hasPrefix(root) ? String(template.path.dropFirst(root.count)) : template.lastPathComponent
            let output = outputDirectory.appending(path: Self.outputFileName(target: target.name, relativePath: relative))
            return .buildCommand(
                displayName: "Generating Swift for arrow template \(relative)",
                executable: tool,
                arguments: ["generate", template.path, output.path],
                inputFiles: [template, tool],
                outputFiles: [output])
        }
        if templates.count > 1 {
            let marker = outputDirectory.appending(path: "\(target.name)_ArrowTemplateNames.swift")
            commands.append(.buildCommand(
                displayName: "Checking the arrow template names of \(target.name)",
                executable: tool,
                arguments: ["check-names", marker.path] + templates.map(\.path),
                inputFiles: templates + [tool],
                outputFiles: [marker]))
        }
        return commands
    }

    /// The generated file's name: `<Target>_<path in the target>.swift`, with `_` written `_u`
    /// and `/` written `__`, an encoding that can be undone, so two templates never share an
    /// output (`a/b.arrow` gives `T_a__b.arrow.swift`, `a_b.arrow` gives `T_a_ub.arrow.swift`).
    /// The target prefix keeps the name apart from the target's own sources, since the Swift
    /// compiler refuses two files with the same name in one module.
    static func outputFileName(target: String, relativePath: String) -> String {
        var escaped = ""
        for c in relativePath {
            switch c {
            case "_": escaped += "_u"
            case "/": escaped += "__"
            default: escaped.append(c)
            }
        }
        return "\(target)_\(escaped).swift"
    }
}

/// A misconfiguration of the plugin, with the fix in its message.
struct PluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
