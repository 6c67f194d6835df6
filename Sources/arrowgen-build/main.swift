// arrowgen-build: the tool the ArrowGenPlugin build plugin runs, a thin shell around
// ArrowGenCore's GeneratorShell (as `arrowgen generate` is).
//
// It is separate from `arrowgen` because `arrowgen` depends on the ArrowCatalog library, which is
// built by the plugin: the plugin using `arrowgen` would be a dependency cycle.
//
//   arrowgen-build generate TEMPLATE OUTPUT.swift     one template, one file
//   arrowgen-build check-names MARKER.swift TEMPLATE... the names of a target's templates differ

import ArrowGenCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

let usage = """
    Usage: arrowgen-build generate TEMPLATE OUTPUT
           arrowgen-build check-names MARKER TEMPLATE...
    Run by the ArrowGenPlugin build plugin; use 'arrowgen generate' by hand.
    """

/// Exit status for command-line mistakes (sysexits.h EX_USAGE).
let exitUsage: Int32 = 64

let arguments = Array(CommandLine.arguments.dropFirst())
switch (arguments.first, arguments.count) {
case ("generate", 3):
    let output = arguments[2]
    exit(GeneratorShell.generate([arguments[1]], destination: { _ in output }))
case ("check-names", 3...):
    exit(GeneratorShell.checkNames(Array(arguments[2...]), marker: arguments[1]))
default:
    StandardError.write("Error: unexpected arguments: \(arguments.joined(separator: " "))\n\n\(usage)")
    exit(exitUsage)
}
