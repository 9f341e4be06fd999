#!/usr/bin/env bash
# Builds the DocC documentation of the Encircle module with warnings as errors, so every
# ``Symbol`` and <doc:Article> link in the doc comments and in Sources/Encircle/Documentation.docc
# must resolve, and parses the articles' Apple-only code samples (UIKit and SwiftUI cannot be
# compiled on Linux; the other samples are tests in Tests/EncircleTests/Documentation).
#
# Needs only the toolchain: SwiftPM's symbol-graph dump and `docc` (on macOS `xcrun docc`), so
# Package.swift stays free of the DocC plugin. The site is written to .build/docc.
set -euo pipefail
cd "$(dirname "$0")/.."

if command -v docc >/dev/null; then
  docc=(docc)
elif command -v xcrun >/dev/null; then
  docc=(xcrun docc)
else
  echo "check-docc: no docc in the toolchain" >&2
  exit 1
fi

# Symbol graphs as the DocC plugin makes them: public symbols, synthesized members, extension
# blocks. SwiftPM writes every module's graphs to one folder; DocC gets Encircle's alone.
dump=$(swift package --disable-build-manifest-caching dump-symbol-graph --emit-extension-block-symbols)
written=$(printf '%s\n' "$dump" | sed -n 's/^Files written to //p' | tail -1)
if [[ -z "$written" || ! -f "$written/Encircle.symbols.json" ]]; then
  printf '%s\n' "$dump" >&2
  echo "check-docc: no symbol graph for Encircle" >&2
  exit 1
fi
graphs=.build/docc-symbol-graphs
rm -rf "$graphs" .build/docc
mkdir -p "$graphs"
cp "$written"/Encircle.symbols.json "$graphs"/
cp "$written"/Encircle@*.symbols.json "$graphs"/ 2>/dev/null || true

"${docc[@]}" convert Sources/Encircle/Documentation.docc \
  --additional-symbol-graph-dir "$graphs" \
  --fallback-display-name Encircle --fallback-bundle-identifier encircle \
  --warnings-as-errors \
  --output-path .build/docc
echo "docc: no warnings; documentation in .build/docc"

# Samples marked "// Apple only" on their first line: at least they must parse.
samples=$(mktemp -d)
trap 'rm -rf "$samples"' EXIT
for article in Sources/Encircle/Documentation.docc/Articles/*.md; do
  awk -v dir="$samples" -v name="$(basename "$article" .md)" '
    /^```swift[[:space:]]*$/ { inside = 1; count++; code = ""; next }
    /^```[[:space:]]*$/ {
      if (inside && code ~ /^\/\/ Apple only/) { print code > (dir "/" name "-" count ".swift") }
      inside = 0; next
    }
    inside { code = code $0 "\n" }
  ' "$article"
done
for file in "$samples"/*.swift; do
  [[ -e "$file" ]] || continue
  swiftc -parse "$file"
  echo "parsed the Apple-only sample $(basename "$file" .swift)"
done
