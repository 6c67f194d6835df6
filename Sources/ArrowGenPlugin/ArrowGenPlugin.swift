import Foundation
import PackagePlugin

/// Generates a Swift type from every arrow template of a target at build time.
///
/// Apply it to a package target and put `.arrow` (JSON) or `.svg` (drawn in a vector editor)
/// templates in the target's folder (or, in an Xcode project, add it to an app target's "Run Build
/// Tool Plug-ins" and the templates to the target):
/// ```swift
/// .target(name: "MyArrows", dependencies: [.product(name: "BezierArrow", package: "BezierArrow")],
///         plugins: [.plugin(name: "ArrowGenPlugin", package: "BezierArrow")])
/// ```
///
/// As swift-protobuf's plugin does, it declares one `.buildCommand` per template, with the
/// template and the generator itself as inputs and one Swift file as output, so the build system
/// runs a command only when its template or the generator changed (never a `.prebuildCommand`,
/// which would run on every build). Each command is told the target's module name, so that a
/// template naming ArrowCatalog's heads imports ArrowCatalog (except in ArrowCatalog itself).
/// One more command checks the names across the target: that the templates' names differ (each
/// becomes a type of the target) and that every head an arrow names is a head template of the
/// target or one of ArrowCatalog's (and then that the target depends on ArrowCatalog), which no
/// single template's command can know; it reads every template, so it runs whenever one
/// changes, but generates nothing.
@main
struct ArrowGenPlugin: BuildToolPlugin {
    /// The file extensions of templates, without the dot. Keep in step with ArrowGenCore's
    /// `TemplateFormat.fileExtensions` (a plugin cannot link a library; a test compares them).
    static let templateExtensions = ["arrow", "svg"]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        // Through products too (recursiveTargetDependencies follows them): what the target
        // itself declares, not what another target happens to build first.
        let hasCatalog = module.moduleName == "ArrowCatalog"
            || target.recursiveTargetDependencies.contains { $0.name == "ArrowCatalog" }
        return try Self.commands(
            templates: module.sourceFiles.map(\.url), targetName: target.name, moduleName: module.moduleName,
            hasCatalog: hasCatalog, tool: context.tool(named: "arrowgen-build").url,
            workDirectory: context.pluginWorkDirectoryURL, root: context.package.directoryURL)
    }

    /// The commands for a target's templates, for a package target or an Xcode target alike.
    ///
    /// - Parameters:
    ///   - templates: the target's files; those with a template extension are used.
    ///   - targetName: the target's name, for messages and output file names.
    ///   - moduleName: the module the generated files are compiled in.
    ///   - hasCatalog: whether the target depends on ArrowCatalog; when not, an arrow naming one
    ///     of its heads is an error at the name, which says how to add the dependency.
    ///   - tool: the `arrowgen-build` executable.
    ///   - workDirectory: the plugin's work directory, where the Swift files go.
    ///   - root: the package's or Xcode project's folder, for short relative names.
    static func commands(templates files: [URL], targetName: String, moduleName: String, hasCatalog: Bool, tool: URL,
                         workDirectory: URL, root rootURL: URL) throws -> [Command] {
        let templates = files
            .filter { templateExtensions.contains($0.pathExtension.lowercased()) }
            .sorted { $0.path < $1.path }
        guard !templates.isEmpty else {
            let kinds = templateExtensions.map { ".\($0)" }.joined(separator: " or ")
            throw PluginError("no \(kinds) files in target '\(targetName)': add one, or remove ArrowGenPlugin "
                              + "from the target's plugins")
        }
        let rootPath = rootURL.path
        let root = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"

        var commands: [Command] = templates.map { template in
            let relative = template.path.hasPrefix(root) ? String(template.path.dropFirst(root.count)) : template.lastPathComponent
            // appendingPathComponent, not appending(path:): the plugin is compiled for the host,
            // and appending(path:) needs macOS 13.
            let output = workDirectory.appendingPathComponent(outputFileName(target: targetName, relativePath: relative))
            return .buildCommand(
                displayName: "Generating Swift for arrow template \(relative)",
                executable: tool,
                arguments: ["generate", template.path, output.path, "--module", moduleName],
                inputFiles: [template, tool],
                outputFiles: [output])
        }
        // Even one template: an arrow naming a head that is neither in the target nor in the
        // catalog is reported here, at its name, rather than by the compiler in generated code.
        let marker = workDirectory.appendingPathComponent("\(targetName)_ArrowTemplateNames.swift")
        commands.append(.buildCommand(
            displayName: "Checking the arrow template names of \(targetName)",
            executable: tool,
            arguments: ["check-names"] + (hasCatalog ? [] : ["--without-catalog", targetName]) + [marker.path]
                + templates.map(\.path),
            inputFiles: templates + [tool],
            outputFiles: [marker]))
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

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same commands for a target of an Xcode project: its `.arrow` and `.svg` files (added to
/// the target, any build phase) each become a Swift file compiled into the target.
extension ArrowGenPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        // The product module name is not in the plugin API; the display name is only compared
        // with ArrowCatalog's, which no app target is.
        // Its package dependencies are not in the plugin API either: the catalog is assumed, and
        // a missing one is reported by the compiler.
        try Self.commands(
            templates: target.inputFiles.map(\.url), targetName: target.displayName, moduleName: target.displayName,
            hasCatalog: true, tool: context.tool(named: "arrowgen-build").url,
            workDirectory: context.pluginWorkDirectoryURL, root: context.xcodeProject.directoryURL)
    }
}
#endif
