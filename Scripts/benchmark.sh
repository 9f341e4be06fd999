#!/usr/bin/env bash
# Measures the detectors' speed side by side, in one process, on this machine (Benchmarks/; what
# each benchmark measures is in Benchmarks/README.md):
#   1. the `swift package benchmark` suite (ordo-one/benchmark): time, CPU, mallocs, peak memory
#      and, where the machine counts them, instructions — per pass over the 2,400 development
#      strokes, per streamed sample, and per generated stroke of 10² … 10⁷ points;
#   2. EncircleCost: ns per stroke and the ratio to Sadun's recipe (median of 7 passes), and ns per
#      point by length with the fit a + b·n, as markdown tables.
# Every benchmark checks its answer (the circles found) and fails instead of timing a wrong one.
#
# Usage: Scripts/benchmark.sh [--cost-only | --suite-only | --quick]
#   --cost-only   only EncircleCost (3 minutes or so)
#   --suite-only  only the benchmark suite (the first run builds its tool: a few minutes)
#   --quick       EncircleCost --quick: one pass, lengths up to 10⁴ (seconds; checks it runs)
# Idempotent: it writes nothing but the build folder (no baseline is saved).
# Timing is not a test: Scripts/test.sh only builds EncircleCost and runs it with --quick.
set -euo pipefail
cd "$(dirname "$0")/.."

suite=1
cost=1
cost_arguments=()
case "${1:-}" in
  "") ;;
  --cost-only) suite=0 ;;
  --suite-only) cost=0 ;;
  --quick) suite=0; cost_arguments=(--quick) ;;
  *) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 2 ;;
esac

echo "== Machine"
lscpu | grep -E '^(Model name|CPU\(s\)|Thread\(s\) per core|L2 cache|L3 cache):' || uname -m
swift --version 2>&1 | head -n 1

if [ "$suite" = 1 ]; then
  echo "== swift package benchmark (Benchmarks/Benchmarks/EncircleBenchmarks)"
  swift package --package-path Benchmarks benchmark --no-progress
fi

if [ "$cost" = 1 ]; then
  echo "== EncircleCost (Benchmarks/Sources/EncircleCost)"
  swift build --package-path Benchmarks -c release --product EncircleCost
  "$(swift build --package-path Benchmarks -c release --show-bin-path)/EncircleCost" "${cost_arguments[@]}"
fi
