// arrowgen-build: the tool the ArrowGenPlugin build plugin runs, a thin shell around
// ArrowGenCore's GeneratorShell (as `arrowgen generate` is).
//
// It is separate from `arrowgen` because `arrowgen` depends on the ArrowCatalog library, which is
// built by the plugin: the plugin using `arrowgen` would be a dependency cycle.
//
//   arrowgen-build generate TEMPLATE OUTPUT.swift [--module NAME]
//       one template, one file; NAME is the module the file is compiled in (the plugin's target),
//       so a template naming ArrowCatalog's heads imports ArrowCatalog unless it is compiled there
//   arrowgen-build check-names [--without-catalog TARGET] MARKER.swift TEMPLATE...
//       the names of a target's templates differ, and the heads its arrows name exist; with
//       --without-catalog (the target does not depend on ArrowCatalog), none is ArrowCatalog's
//
// It exits as `arrowgen` does (ArrowGenCore's ExitCode): 64 for a wrong command line, 65 for a
// template with errors (or not UTF-8 text), 66 for one that cannot be read, 73 or 74 for an
// output that cannot be created or written.

import ArrowGenCore
import BezierArrow

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

let usage = """
    Usage: arrowgen-build generate TEMPLATE OUTPUT [--module NAME]
           arrowgen-build check-names [--without-catalog TARGET] MARKER TEMPLATE...
    Run by the ArrowGenPlugin build plugin; use 'arrowgen generate' by hand.
    """

let arguments = Array(CommandLine.arguments.dropFirst())
switch (arguments.first, arguments.count) {
case ("generate", 3):
    let output = arguments[2]
    exit(GeneratorShell.generate([arguments[1]], destination: { _ in output }).rawValue)
case ("generate", 5) where arguments[3] == "--module" && !arguments[4].isEmpty:
    let output = arguments[2]
    exit(GeneratorShell.generate([arguments[1]], module: arguments[4], destination: { _ in output }).rawValue)
case ("check-names", 5...) where arguments[1] == "--without-catalog" && !arguments[2].isEmpty:
    exit(GeneratorShell.checkNames(Array(arguments[4...]), marker: arguments[3], catalogMissingFrom: arguments[2]).rawValue)
case ("check-names", 3...) where arguments[1] != "--without-catalog":
    exit(GeneratorShell.checkNames(Array(arguments[2...]), marker: arguments[1]).rawValue)
default:
    let problem = switch arguments.first {
    case nil: "missing subcommand: expected generate or check-names"
    case "generate": "'generate' expects TEMPLATE OUTPUT [--module NAME], found: \(arguments.dropFirst().joined(separator: " "))"
    case "check-names": "'check-names' expects MARKER and at least one TEMPLATE"
    case let other?: "unknown subcommand '\(other)'; expected generate or check-names"
    }
    StandardError.write("Error: \(ControlCharacters.escaped(problem))\n\n\(usage)")
    exit(ExitCode.usage.rawValue)
}
