#!/usr/bin/env bash
# The UIKit and SwiftUI adapters cannot be compiled on Linux; check that they at least parse.
set -euo pipefail
cd "$(dirname "$0")/.."
for file in Sources/EncircleUIKit/*.swift Sources/EncircleSwiftUI/*.swift; do
  swiftc -parse "$file"
  echo "parsed $file"
done
