#!/usr/bin/env bash
# Runs every test of every package: the core library, the tools (CLI), the hardening package's
# property and regression tests, and the syntax check of the Apple-only adapters. CI (.ci/run)
# calls this; so does a newcomer. (Fuzzing is separate and slower: Scripts/fuzz.sh.)
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== Encircle (core library)"
swift test

echo "== Apple adapters (syntax only: UIKit and SwiftUI do not exist on Linux)"
Scripts/check-apple-adapters.sh

echo "== Tools (CLI)"
swift build --package-path Tools
swift test --package-path Tools

echo "== Hardening (property and regression tests, release build)"
swift test -c release --package-path Hardening
