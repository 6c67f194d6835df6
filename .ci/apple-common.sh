# Shared by .ci/apple-typecheck and .ci/apple-build (sourced, from the package root): the
# catalog's generated code, the stand-ins an older SDK needs, and how one module's check or
# compile is run and judged. Expects $work (a scratch folder) and a `failures` counter.

# The catalog's generated code (its arrows and its heads), as the build plugin writes it.
generate_catalog() {
  swift build --product arrowgen >/dev/null
  swift run --skip-build arrowgen generate -o "$work/generated" Templates/*.arrow Templates/Heads/*.arrow >/dev/null
}

sources() { find "$@" -name '*.swift' | LC_ALL=C sort; }

# Known differences of an SDK whose standard library and concurrency runtime predate Swift 6.0
# (the SDKs that can be had on Linux ship Swift 5.8's). A current Xcode has none of them; each is
# handled by name:
# - BitwiseCopyable (a Swift 6.0 marker protocol) does not exist: a stand-in protocol is added
#   to the runtime module, with the conformances it names spelled out in the code.
# - MainActor.assumeIsolated (Swift 5.9, back-deployed to iOS 13/macOS 10.15 in the app) does
#   not exist: a stand-in is added to the views' module (built like the one the standard library
#   inlines, without its executor check).
# - `CommandLine.arguments` is a mutable global there, so Swift 6 calls reading it "not
#   concurrency-safe"; Swift 6.0's standard library makes it safe. The tools get a stand-in
#   `CommandLine` (the same arguments, from Foundation's ProcessInfo) that their own code reads
#   instead, so their bodies are checked and compiled in full; the error stays forgiven for any
#   other reader.
# - A main-actor class (every class of an app module under `-default-isolation MainActor`) gets
#   an isolated deinit, which needs `swift_task_deinitOnExecutor`, a Swift 6.1 runtime function.
# A module whose only errors are these passes (with a note); any other error or any warning fails.
old_stdlib() { ! grep -qs 'BitwiseCopyable' "$1"/usr/lib/swift/Swift.swiftmodule/*.swiftinterface; }
forgiven_errors=(
  "reference to static property 'arguments' is not concurrency-safe"
  "Missing 'swift_task_deinitOnExecutor' function"
)
# The stand-in files for module $2 on SDK $1, if its standard library is an older one.
shims() {
  old_stdlib "$1" || return 0
  case $2 in
    BezierGeometry|BezierArrow)
      printf '// Stand-in for Swift 6.0'"'"'s marker protocol on an older SDK standard library.\nprotocol BitwiseCopyable {}\n' \
        > "$work/BitwiseCopyableShim.swift"
      echo "$work/BitwiseCopyableShim.swift" ;;
    BezierArrowUI)
      cat > "$work/AssumeIsolatedShim.swift" <<'SWIFT'
// Stand-in for the standard library's MainActor.assumeIsolated on an older SDK's standard library.
extension MainActor {
    static func assumeIsolated<T: Sendable>(_ operation: @MainActor () throws -> T,
                                            file: StaticString = #fileID, line: UInt = #line) rethrows -> T {
        typealias Nonisolated = () throws -> T
        return try withoutActuallyEscaping(operation) { try unsafeBitCast($0, to: Nonisolated.self)() }
    }
}
SWIFT
      echo "$work/AssumeIsolatedShim.swift" ;;
    arrowgen|arrowgen_bench|arrowgen_build)
      cat > "$work/CommandLineShim.swift" <<'SWIFT'
// Stand-in for Swift 6.0's concurrency-safe CommandLine.arguments on an older SDK's standard
// library: the module's own `CommandLine`, which its unqualified references then name.
import Foundation

enum CommandLine {
    static var arguments: [String] { ProcessInfo.processInfo.arguments }
}
SWIFT
      echo "$work/CommandLineShim.swift" ;;
  esac
}

# Runs one module's check or compile, `"$check" SDK TARGET OUT MODULE ...`, and reports it:
# `ok`, `ok, but for errors of the SDK's pre-6.0 Swift runtime` (forgiven by name), or `FAIL`
# with the log (counted in $failures).
run() {
  local sdk=$1; shift
  local log=$work/log.txt status=0
  "$check" "$sdk" "$@" >"$log" 2>&1 || status=$?
  local unforgiven=$work/unforgiven.txt
  grep 'error:' "$log" > "$unforgiven" || true
  if old_stdlib "$sdk"; then
    for pattern in "${forgiven_errors[@]}"; do
      grep -vF "$pattern" "$unforgiven" > "$unforgiven.next" || true
      mv "$unforgiven.next" "$unforgiven"
    done
  fi
  if [ -s "$unforgiven" ] || grep -q 'warning:' "$log" || { [ $status -ne 0 ] && ! grep -q 'error:' "$log"; }; then
    echo "FAIL $3 ($1)"
    sed 's/^/    /' "$log"
    failures=$((failures + 1))
  elif [ $status -ne 0 ]; then
    echo "ok   $3 ($1), but for errors of the SDK's pre-6.0 Swift runtime:"
    grep 'error:' "$log" | sed 's/^/    /'
  else
    echo "ok   $3 ($1)"
  fi
}
