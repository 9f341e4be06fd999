#!/usr/bin/env bash
# Runs the same evaluate, classify, tune, detect, generate and templates commands with two builds
# of the CLI and compares their outputs byte for byte, timing fields aside (`seconds`,
# `strokesPerSecond`, the throughput line): for a change that must give the same answers.
#
#   Scripts/compare-outputs.sh OLD_ENCIRCLE NEW_ENCIRCLE
#
# Inputs: the development data, 20,000 strokes generated from it (as JSON Lines and as a bundle)
# and, when ENCIRCLE_DOLLAR1_XML names the folder of the study's XML logs, those. Prints one line
# per command that differs and exits 1 if any does; writes everything under $TMPDIR.
set -euo pipefail
cd "$(dirname "$0")/.."
old=$(realpath "$1") new=$(realpath "$2")
work=$(mktemp -d "${TMPDIR:-/tmp}/encircle-compare-XXXXXX")
data=Data/dollar1-s02-s06.json
"$old" generate "$data" --count 20000 --seed 7 --output "$work/sample.jsonl" >/dev/null
awk 'BEGIN{printf "{\"format\":\"encircle-strokes\",\"strokes\":[\n"} NR>1{printf ",\n"} {printf "%s",$0} END{printf "\n]}\n"}' \
    "$work/sample.jsonl" >"$work/sample.json"
commands=(
    "evaluate $data"
    "evaluate $data --format json"
    "evaluate $data --format markdown"
    "evaluate $data --detector encircle --leave-one-subject-out --format json"
    "evaluate $data --detector encircle --mode streaming --format json"
    "evaluate $data --detector sadun --report OUT/report.html --format json"
    "evaluate $data --transform thin:3 --transform jitter:2 --format json"
    "evaluate $work/sample.jsonl --format json"
    "evaluate $work/sample.json --format json"
    "evaluate $work/sample.jsonl --detector encircle --leave-one-subject-out"
    "evaluate $work/sample.json --detector encircle --mode streaming"
    "classify $data"
    "classify $data --leave-one-subject-out --format json"
    "classify $work/sample.json --rotation-invariant --recognizer protractor"
    "tune $data"
    "tune $work/sample.jsonl"
    "tune $work/sample.json --max-false-positive-rate 0.01"
    "detect $data --format json"
    "generate $data --count 30000 --seed 3 --output OUT/generated.jsonl"
    "templates learn $data --per-gesture 3 --output OUT/templates.json"
)
if [[ -n "${ENCIRCLE_DOLLAR1_XML:-}" ]]; then
    commands+=("evaluate $ENCIRCLE_DOLLAR1_XML --detector sadun --detector lamarche --format json")
fi
timing='"(seconds|strokesPerSecond)" :|strokes in .* s: .* strokes/s|^Throughput:|^wrote '
differ=0
for build in old new; do mkdir -p "$work/$build"; done
for index in "${!commands[@]}"; do
    for build in old new; do
        out="$work/$build"
        # shellcheck disable=SC2086
        "${!build}" ${commands[$index]//OUT/$out} >"$out/$index.out" 2>"$out/$index.err" || echo "exit $?" >>"$out/$index.err"
    done
    for stream in out err; do
        if ! cmp -s <(grep -Ev "$timing" "$work/old/$index.$stream") <(grep -Ev "$timing" "$work/new/$index.$stream"); then
            echo "differs ($stream): encircle ${commands[$index]}"
            differ=1
        fi
    done
done
for file in report.html generated.jsonl templates.json; do
    cmp -s "$work/old/$file" "$work/new/$file" || { echo "differs: $file"; differ=1; }
done
[[ $differ -eq 0 ]] && echo "the same answers: ${#commands[@]} commands (outputs in $work)"
exit $differ
