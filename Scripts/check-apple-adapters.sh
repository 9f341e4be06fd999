#!/usr/bin/env bash
# Type-checks the Apple-only code on Linux, where UIKit, SwiftUI, PencilKit and CoreGraphics' paths
# do not exist: the adapters (Sources/EncircleUIKit, Sources/EncircleSwiftUI,
# Sources/EncirclePencilKit) and EncircleShapes' `#if canImport(CoreGraphics)` file (`cgPath`),
# against Tests/AppleInterfaces, stub modules of exactly the UIKit, SwiftUI, PencilKit and
# CoreGraphics declarations they use, written from Apple's documentation. A wrong name or type
# in any of them fails this script.
#
# Builds only the Encircle and EncircleTemplates targets (seconds); the stubs, EncircleShapes as
# an Apple platform sees it, and the checks take a few more. Idempotent: everything it writes goes
# to .build/apple-interfaces.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ "$(uname -s)" == Darwin ]]; then
  # The stubs would shadow the SDK's CoreGraphics and SwiftUI; on a Mac, Xcode compiles the
  # adapters for real (for example `xcodebuild -scheme EncircleUIKit -destination 'generic/platform=iOS'`).
  echo "check-apple-adapters: Linux only; on macOS build the adapters for iOS with Xcode" >&2
  exit 0
fi

if ! build=$(swift build --disable-build-manifest-caching --target EncircleTemplates 2>&1); then
  printf '%s\n' "$build" >&2
  echo "check-apple-adapters: the Encircle and EncircleTemplates targets do not build" >&2
  exit 1
fi
encircle_modules="$(swift build --disable-build-manifest-caching --show-bin-path)/Modules"
if [[ ! -e "$encircle_modules/Encircle.swiftmodule" ]]; then
  echo "check-apple-adapters: no Encircle.swiftmodule in $encircle_modules" >&2
  exit 1
fi

# EncircleShapes uses Encircle's `package` declarations, so it is compiled with the package name
# SwiftPM gave Encircle (the checkout's folder name, made an identifier).
package_name=$(grep -o '"-package-name","[^"]*"' .build/debug.yaml 2>/dev/null | head -n 1 | cut -d '"' -f 4 || true)
if [[ -z "$package_name" ]]; then
  echo "check-apple-adapters: no -package-name in .build/debug.yaml" >&2
  exit 1
fi

interfaces=Tests/AppleInterfaces
stubs=.build/apple-interfaces
rm -rf "$stubs"
mkdir -p "$stubs"
# The package's Swift settings (Package.swift): Swift 6 language mode (complete concurrency
# checking), ExistentialAny; and no warning passes.
settings=(-swift-version 6 -enable-upcoming-feature ExistentialAny -warnings-as-errors
  -module-cache-path "$stubs/module-cache")
# The UIKit stub's module map is found through its folder.
search=(-I "$stubs" -I "$interfaces/UIKit" -I "$encircle_modules")

emit_stub() {
  local module=$1
  shift
  swiftc -emit-module -parse-as-library "${settings[@]}" "${search[@]}" \
    -module-name "$module" -emit-module-path "$stubs/$module.swiftmodule" "$@"
}
emit_stub CoreGraphics "$interfaces"/CoreGraphics/*.swift
emit_stub UIKit -import-underlying-module "$interfaces"/UIKit/*.swift
emit_stub SwiftUI "$interfaces"/SwiftUI/*.swift
emit_stub PencilKit "$interfaces"/PencilKit/*.swift
# EncircleShapes with CoreGraphics importable, as on Apple platforms: its cgPath file compiles
# (and is checked), and the SwiftUI and PencilKit adapters import this module, not the Linux one.
mapfile -t shapes_sources < <(find Sources/EncircleShapes -name '*.swift' | sort)
emit_stub EncircleShapes -package-name "$package_name" "${shapes_sources[@]}"
echo "type-checked EncircleShapes (with CoreGraphics) against $interfaces"

# In the package's name, as SwiftPM builds them: they may use its `package` declarations.
for adapter in EncircleUIKit EncircleSwiftUI EncirclePencilKit; do
  swiftc -typecheck -parse-as-library "${settings[@]}" "${search[@]}" \
    -module-name "$adapter" -package-name "$package_name" Sources/"$adapter"/*.swift
  echo "type-checked $adapter against $interfaces"
done
