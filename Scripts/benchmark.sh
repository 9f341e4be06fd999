#!/usr/bin/env bash
# Measures the detectors' speed side by side, in one process, on this machine (Benchmarks/; what
# each benchmark measures is in Benchmarks/README.md):
#   1. the `swift package benchmark` suite (ordo-one/benchmark): time, CPU, mallocs, peak memory
#      and, where the machine counts them, instructions — per pass over the 2,400 development
#      strokes, per streamed sample, and per generated stroke of 10² … 10⁷ points;
#   2. EncircleCost: the anchors (the classic recipes as people paste them) checked stroke by
#      stroke against the repository's classic detectors; ns per stroke and the ratio to Sadun's
#      recipe as pasted (median of 7 passes); ns per point by length with the fit a + b·n; and the
#      shape recognizer's cost by length (a three-lap circle and a random-walk scribble of 10³ …
#      10⁶ samples), as markdown tables.
#   3. with --instructions instead: instructions counted by callgrind (valgrind), which do not
#      depend on the machine's load: per development stroke with the ratio to Sadun's recipe, per
#      point by length with the fit a + b·n, and the shape recognizer's per sample by length.
# Every benchmark checks its answer (the circles found) and fails instead of timing a wrong one.
#
# Usage: Scripts/benchmark.sh [--cost-only | --suite-only | --quick | --instructions]
#   --cost-only     only EncircleCost (3 minutes or so)
#   --suite-only    only the benchmark suite (the first run builds its tool: a few minutes)
#   --quick         EncircleCost --quick: one pass, lengths up to 10⁴ (seconds; checks it runs)
#   --instructions  only the callgrind counts (needs valgrind: apt-get install valgrind; about
#                   15 minutes, most of it the 10⁷-point stroke and the shape recognizer)
# Idempotent: it writes nothing but the build folder (no baseline is saved).
# Timing is not a test: Scripts/test.sh builds EncircleCost and runs it with --quick (every answer
# and the anchors' stroke-by-stroke agreement checked, nothing timed).
set -euo pipefail
cd "$(dirname "$0")/.."

suite=1
cost=1
instructions=0
cost_arguments=()
case "${1:-}" in
  "") ;;
  --cost-only) suite=0 ;;
  --suite-only) cost=0 ;;
  --quick) suite=0; cost_arguments=(--quick) ;;
  --instructions) suite=0; cost=0; instructions=1 ;;
  *) sed -n '2,25p' "$0" | sed 's/^# \{0,1\}//'; exit 2 ;;
esac

# SwiftPM's cached build plan does not see a source file added since the last build (the core's
# are the benchmarks' too): it fails to compile, or builds the old code. Plan afresh (a few
# seconds), as Scripts/test.sh does.
fresh_plan=--disable-build-manifest-caching

echo "== Machine"
lscpu | grep -E '^(Model name|CPU\(s\)|Thread\(s\) per core|L2 cache|L3 cache):' || uname -m
swift --version 2>&1 | head -n 1

if [ "$suite" = 1 ]; then
  echo "== swift package benchmark (Benchmarks/Benchmarks/EncircleBenchmarks)"
  swift package --package-path Benchmarks benchmark --no-progress
fi

if [ "$cost" = 1 ]; then
  echo "== EncircleCost (Benchmarks/Sources/EncircleCost)"
  swift build --package-path Benchmarks -c release --product EncircleCost $fresh_plan
  "$(swift build --package-path Benchmarks -c release --show-bin-path)/EncircleCost" "${cost_arguments[@]}"
fi

if [ "$instructions" = 1 ]; then
  if ! command -v valgrind >/dev/null || ! command -v callgrind_annotate >/dev/null; then
    echo "benchmark.sh: --instructions needs valgrind (apt-get install valgrind)" >&2
    exit 2
  fi
  swift build --package-path Benchmarks -c release --product EncircleCost $fresh_plan
  cost_binary="$(swift build --package-path Benchmarks -c release --show-bin-path)/EncircleCost"
  counts="$(mktemp -d)"
  trap 'rm -rf "$counts"' EXIT
  # Instructions inside one contender's closure only (loading the corpus costs far more): the
  # closure itself, whose name ends so, not the thunk that applies a capturing one, which would
  # toggle the count off again on the way in.
  count() { # OUTPUT SYMBOL ARGUMENTS...
    local output=$1 symbol=$2
    shift 2
    valgrind --tool=callgrind --callgrind-out-file="$output" --toggle-collect="*$symbol*StrokeVGYbcfU_" \
      "$cost_binary" "$@" >/dev/null 2>&1
    callgrind_annotate "$output" | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }'
  }
  echo "== Instructions per development stroke (callgrind, one pass over the 2,400 strokes)"
  echo
  echo "| detector | instructions per stroke | × Sadun's recipe |"
  echo "|---|---:|---:|"
  # NAME (EncircleCost --only NAME):SYMBOL (the contender's static property, as Swift mangles it).
  # The first is the reference of the ratios: Sadun's recipe as pasted.
  reference=""
  for contender in "sadun recipe:ContenderV11sadunRecipe" "lamarche recipe:ContenderV14laMarcheRecipe" \
    "kodeco:ContenderV6kodeco" "encircle:ContenderV13encircleBatch" \
    "encircle streaming:ContenderV17encircleStreaming" "dollar.js:ContenderV8dollarJS" \
    "read every point:ContenderV14readEveryPoint" "sadun:ContenderV5sadun" "lamarche:ContenderV8lamarche" \
    "dollar1:ContenderV9dollarOne" "shapes:ContenderV6shapes"; do
    name=${contender%%:*}
    total=$(count "$counts/corpus" "${contender#*:}" --only "$name")
    per_stroke=$((total / 2400))
    [ -z "$reference" ] && reference=$per_stroke
    awk -v n="$name" -v p="$per_stroke" -v s="$reference" 'BEGIN { printf "| %s | %d | %.2f |\n", n, p, p / s }'
  done
  echo
  echo "== Instructions per point by length (callgrind; a generated three-lap circle, one stroke)"
  echo
  for length in 100 1000 10000 100000 1000000 10000000; do
    echo "$length $(count "$counts/batch" ContenderV13encircleBatch --length $length)" \
      "$(count "$counts/streaming" ContenderV17encircleStreaming --length $length)"
  done | python3 "$(dirname "$0")/linear-fit.py"
  echo
  echo "== The shape recognizer: instructions per sample by length (callgrind; a three-lap circle and a random-walk scribble, one stroke)"
  echo
  # linear-fit.py names its two columns batch and streaming: here the circle and the scribble.
  for length in 1000 10000 100000 1000000; do
    echo "$length $(count "$counts/circle" ContenderV6shapes --length $length)" \
      "$(count "$counts/scribble" ContenderV6shapes --length $length --scribble)"
  done | python3 "$(dirname "$0")/linear-fit.py" | sed -e 's/batch/circle/g; s/streaming/scribble/g; s/points/samples/; s/per point/per sample/g'
fi
