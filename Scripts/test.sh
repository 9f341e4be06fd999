#!/usr/bin/env bash
# Checks the formatting, then runs every test of every package: the core library, the tools
# (CLI), the playground in a real browser, and the type check of the Apple-only adapters, the hardening package's property and
# regression tests (release build);
# builds the cost executable of Benchmarks/ and runs it once, briefly (it checks every detector's
# answer); then the checks of the documentation and the quick-start example. Fuzzing
# (Scripts/fuzz.sh) and timing (Scripts/benchmark.sh) are separate and slower.
# CI (.ci/run) calls this; so does a newcomer.
set -euo pipefail
cd "$(dirname "$0")/.."

# One build folder for every package: the core's modules are compiled once for debug (the core,
# the tools, the quick start) and once for release (the hardening package, the benchmarks),
# where each package's own .build would compile them again. SwiftPM keeps one cached build plan
# per folder and would reuse another package's, building nothing of this one's changes, so every
# build here plans afresh (--disable-build-manifest-caching, a few seconds). Output: failures
# and a summary.
scratch="$PWD/.build"
export ENCIRCLE_SCRATCH="$scratch"
fresh_plan=--disable-build-manifest-caching

echo "== Formatting: swift format lint --strict (configured by .swift-format; 'swift format format -i -r' fixes)"
swift format lint --strict -r Sources Tests Tools/Sources Tools/Tests Hardening/Sources Hardening/Tests \
  Hardening/Fuzz Benchmarks/Benchmarks Benchmarks/Sources Examples/QuickStart/Sources

echo "== Encircle (core library)"
swift test --quiet --disable-xctest $fresh_plan

echo "== Apple adapters (type-checked against Tests/AppleInterfaces: UIKit and SwiftUI do not exist on Linux)"
Scripts/check-apple-adapters.sh

echo "== Tools (CLI)"
swift build --quiet --package-path Tools --scratch-path "$scratch" $fresh_plan
swift test --quiet --disable-xctest --package-path Tools --scratch-path "$scratch" $fresh_plan

echo "== Playground in a real browser (installs Chromium and Playwright if missing)"
Scripts/browser-test.sh

echo "== Hardening (property and regression tests, release build)"
swift test --quiet --disable-xctest -c release --package-path Hardening --scratch-path "$scratch" $fresh_plan

echo "== Benchmarks (a build check only: timing is not a test; Scripts/benchmark.sh measures)"
swift build --quiet --package-path Benchmarks -c release --product EncircleCost --scratch-path "$scratch" $fresh_plan
"$(swift build --package-path Benchmarks -c release --scratch-path "$scratch" $fresh_plan --show-bin-path)/EncircleCost" --quick

echo "== Quick start (Examples/QuickStart: the README's example, built as a new user builds it)"
quick_start=$(swift run --quiet --package-path Examples/QuickStart --scratch-path "$scratch" $fresh_plan QuickStart)
printf '%s\n' "$quick_start"
for expected in \
  "circle: centre (200, 300), radius 80" \
  "clockwise, swept 360°, confidence 1.00" \
  "oval, default detector: rejected: an ellipse, 2.5:1 (a circle is at most 1.9:1)" \
  "oval, circles and ellipses detector: ellipse, semi-axes 200 and 80" \
  "tilted oval: circle, selects 28 of 144 items" \
  "the loop drawn encloses 28"; do
  if ! grep -qxF "$expected" <<<"$quick_start"; then
    echo "QuickStart did not print: $expected" >&2
    exit 1
  fi
done

echo "== Documentation: DocC builds without warnings; Apple-only samples parse"
Scripts/check-docc.sh

echo "== Documentation: every public symbol has a doc comment, every public function a complexity line"
Scripts/check-docs.py
echo "== The core's public surface: at most 260 declarations (templates, touch recipes, baselines live elsewhere)"
Scripts/check-docs.py --max-public 260 Sources/Encircle | tail -1
echo "== The evaluation's public surface: at most 103 declarations (the tools' reports, generation and writers live in Tools)"
Scripts/check-docs.py --max-public 103 Sources/EncircleEvaluation | tail -1
echo "== Documentation: Guides/API.md lists every module's public API as the sources declare it"
Scripts/check-docs.py --api-listing Guides/API.md
