// arrowgen-bench: the speed of the hot paths, each next to a plain reference implementation
// measured in the same run (see BenchCommand). A thin shell: it reads the options, runs the
// sections and prints; it exits as `arrowgen` does (ArrowGenCore's ExitCode): 64 for a wrong
// command line, 74 when standard output cannot be written.

import ArrowGenCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

exit(BenchCommand.main(Array(CommandLine.arguments.dropFirst())).rawValue)
