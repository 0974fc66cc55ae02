#!/usr/bin/env bash
# Type-checks Swift code against the stub Apple SDK in Tests/TypeCheck (docs/typecheck.md).
#
#   Scripts/typecheck.sh sdk DIR            build the macro plugin and the stub modules into DIR (if out of date)
#   Scripts/typecheck.sh module DIR FILE…   type-check FILEs as one module against the SDK in DIR (every file's errors);
#                                           diagnostics on stdout
#   Scripts/typecheck.sh tree PATH          type-check PATH before and after the migration (`make typecheck TREE=PATH`)
#   Scripts/typecheck.sh gaps               the fixture gaps: each case input's (and the samples') errors other than an app
#                                           type it doesn't declare (`cannot find 'X' in scope`), and how many inputs have one
#
# `sdk` exits 77 when the toolchain has no host SwiftSyntax modules (lib/swift/host), which the macros need.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
stubs="$here/Tests/TypeCheck"
swiftc="${SWIFTC:-$(command -v swiftc || true)}"
[ -n "$swiftc" ] || { echo "typecheck: no swiftc on PATH (set SWIFTC)" >&2; exit 2; }
host="$(cd "$(dirname "$(readlink -f "$swiftc")")/.." && pwd)/lib/swift/host"
case "$(uname)" in Darwin) dylib=dylib ;; *) dylib=so ;; esac
plugin_name="libAppIntentsStubMacros.$dylib"

# The stub modules in dependency order: name, then its source files under Tests/TypeCheck/SDK.
modules=(
  "AppleFoundation AppleFoundation.swift"
  "UniformTypeIdentifiers UniformTypeIdentifiers.swift"
  "os os.swift"
  "CoreTransferable CoreTransferable.swift"
  "CoreSpotlight CoreSpotlight.swift"
  "CoreLocation CoreLocation.swift"
  "AppIntents AppIntents.swift AppIntentsSchemas.swift"
  "SwiftUI SwiftUI.swift"
  "WidgetKit WidgetKit.swift"
  "TipKit TipKit.swift"
  "ActivityKit ActivityKit.swift"
  "StoreKit StoreKit.swift"
  "UIKit UIKit.swift"
  "Prelude ../Prelude/Prelude.swift"
)

build_sdk() {
  local out="$1"
  [ -f "$host/SwiftSyntaxMacros.swiftmodule" ] || [ -d "$host/SwiftSyntaxMacros.swiftmodule" ] || {
    echo "typecheck: $host has no SwiftSyntax modules; the stub SDK's macros can't be built" >&2; exit 77; }
  mkdir -p "$out"
  local stamp
  stamp="$( ("$swiftc" --version 2>&1; cat "$0" "$stubs"/Macros/*.swift "$stubs"/SDK/*.swift "$stubs"/Prelude/*.swift) | cksum)"
  if [ -f "$out/stamp" ] && [ "$(cat "$out/stamp")" = "$stamp" ]; then return 0; fi
  rm -rf "$out" && mkdir -p "$out"
  "$swiftc" -emit-library -parse-as-library -module-name AppIntentsStubMacros -I "$host" -L "$host" \
    -lSwiftSyntax -lSwiftSyntaxMacros -lSwiftSyntaxBuilder -lSwiftDiagnostics -Xlinker -rpath -Xlinker "$host" \
    "$stubs"/Macros/*.swift -o "$out/$plugin_name"
  local entry name files
  for entry in "${modules[@]}"; do
    read -r name files <<<"$entry"
    local sources=()
    for f in $files; do sources+=("$stubs/SDK/$f"); done
    "$swiftc" -emit-module -parse-as-library -module-name "$name" -I "$out" -load-plugin-library "$out/$plugin_name" \
      -suppress-warnings "${sources[@]}" -o "$out/$name.swiftmodule"
  done
  echo "$stamp" > "$out/stamp"
}

# The flags every check uses: the stub modules first on the search path, the macros, the Foundation API Apple's
# Foundation adds and the prelude's stand-ins imported into every file. `-wmo`: the files are checked in one frontend
# job, which reports every file's errors (one job per file, swiftc's default, stops at the first job that fails).
check_module() {
  local out="$1"; shift
  exec "$swiftc" -typecheck -wmo -parse-as-library -enable-bare-slash-regex -module-name CheckedModule -package-name CheckedPackage \
    -I "$out" -load-plugin-library "$out/$plugin_name" \
    -Xfrontend -import-module -Xfrontend AppleFoundation -Xfrontend -import-module -Xfrontend Prelude \
    -diagnostic-style llvm -suppress-warnings "$@"
}

case "${1:-}" in
  sdk) build_sdk "${2:?sdk DIR}" ;;
  module) out="${2:?module DIR FILE…}"; shift 2; check_module "$out" "$@" ;;
  tree)
    tree="$(cd "${2:?tree PATH}" && pwd)"
    build_sdk "$here/.build/typecheck-sdk"
    cd "$here" && TYPECHECK_TREE="$tree" swift test --filter TypeCheckTests/givenTree ;;
  gaps)
    # Each single-file case input alone; a tree case's `in/` and each sample app as one module (TypeCheckTests checks
    # them per target). TypeCheckTests.invalidInputs lists the inputs that fail on purpose.
    out="$here/.build/typecheck-sdk"
    build_sdk "$out"
    cd "$here"
    inputs=() count=0
    for d in Migrations/*/cases/*/; do
      if [ -f "$d/input.swift" ]; then inputs+=("${d%/}/input.swift"); elif [ -d "$d/in" ]; then inputs+=("${d%/}/in"); fi
    done
    for d in Samples/*/; do inputs+=("${d%/}"); done
    for input in "${inputs[@]}"; do
      files=("$input")
      [ -d "$input" ] && mapfile -t files < <(find "$input" -name '*.swift' ! -name Package.swift | sort)
      gaps="$( ("$0" module "$out" "${files[@]}" 2>&1 || true) | grep ': error: ' | grep -v 'editor placeholder in source file' \
               | grep -v "error: cannot find \(type \)\{0,1\}'[^']*' in scope\$" || true)"
      [ -n "$gaps" ] || continue
      count=$((count + 1))
      echo "== $input"
      echo "$gaps" | sed -e "s|^$here/||" -e 's|^/tmp/swift-generated-sources/[^:]*|(in a macro expansion)|'
    done
    echo "$count of ${#inputs[@]} case inputs and samples have a fixture gap" ;;
  *) sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; exit 2 ;;
esac
