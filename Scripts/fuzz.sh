#!/usr/bin/env bash
# Fuzzes Encircle's input handling with libFuzzer and AddressSanitizer: every target of the
# Hardening package (Hardening/Fuzz/*), one after the other, for a bounded time each. Too slow
# for CI: Scripts/test.sh does not run it. Run it before a release, or after changing a loader or
# a detector:
#
#   Scripts/fuzz.sh                                   # every target, 60 s each
#   Scripts/fuzz.sh 300                               # every target, 300 s each
#   Scripts/fuzz.sh 120 FuzzDetectors FuzzStrokeJSON  # some targets, 120 s each
#   FUZZ_SECONDS=600 Scripts/fuzz.sh                  # the time can also come from the environment
#
# Each target starts from its committed seeds (Hardening/Fuzz/NAME/Corpus) and from what earlier
# runs found (Hardening/.build-fuzz/corpus/NAME: kept between runs, never committed), so running
# it again goes on where it stopped. A crash (a trap, an ASan report, a broken promise of
# EncircleHardening's Invariants, a timeout) stops that target and keeps the input in
# Hardening/.build-fuzz/artifacts/NAME/; the script goes on with the other targets, prints a
# summary and exits 1, naming every artifact. Replay one with
#
#   SWIFT_BACKTRACE=enable=no Hardening/.build-fuzz/release/NAME ARTIFACT
#
# then add the input as a regression test in Hardening/Tests (see Hardening/README.md).
set -euo pipefail
cd "$(dirname "$0")/.."

all_targets=(FuzzGestureLogXML FuzzStrokeJSON FuzzStrokeJSONLines FuzzStrokeBundle FuzzConfigurationJSON FuzzDetectors)
seconds="${FUZZ_SECONDS:-60}"
if [[ $# -gt 0 && "$1" =~ ^[0-9]+$ ]]; then
    seconds="$1"
    shift
fi
targets=("$@")
[[ ${#targets[@]} -eq 0 ]] && targets=("${all_targets[@]}")
for target in "${targets[@]}"; do
    if [[ ! " ${all_targets[*]} " =~ " $target " ]]; then
        echo "unknown target $target (known: ${all_targets[*]})" >&2
        exit 2
    fi
done
if ! [[ "$seconds" =~ ^[0-9]+$ ]] || [[ "$seconds" -eq 0 ]]; then
    echo "the time per target must be a whole number of seconds above 0, not '$seconds'" >&2
    exit 2
fi

scratch=Hardening/.build-fuzz
# SwiftPM's --sanitize flags make it link libFuzzer's main instead of the target's, but it passes
# them to swiftc as separate -sanitize= options, of which swiftc keeps only the last, and in
# whole-module -O builds swiftc leaves out the coverage instrumentation that guides libFuzzer.
# Without the -Xswiftc options below the targets build and run, but blind.
build_flags=(
    -c release --package-path Hardening --scratch-path "$scratch"
    --sanitize fuzzer --sanitize address
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -no-whole-module-optimization -Xswiftc -parse-as-library
)
# Per target: the longest input tried (bytes).
max_len() {
    case "$1" in
        FuzzConfigurationJSON | FuzzDetectors) echo 1024 ;;
        *) echo 8192 ;;
    esac
}

for target in "${targets[@]}"; do
    echo "== build $target"
    swift build "${build_flags[@]}" --product "$target" 2>&1 | grep -v "Cannot export local symbol" || {
        echo "build of $target failed" >&2
        exit 2
    }
done
binaries="$(swift build "${build_flags[@]}" --show-bin-path)"

summary=()
artifacts=()
for target in "${targets[@]}"; do
    corpus="$scratch/corpus/$target"
    artifact_dir="$scratch/artifacts/$target"
    log="$scratch/logs/$target.log"
    mkdir -p "$corpus" "$artifact_dir" "$(dirname "$log")"
    options=(
        "-max_total_time=$seconds" -timeout=10 -rss_limit_mb=4096 "-max_len=$(max_len "$target")"
        -print_final_stats=1 "-artifact_prefix=$artifact_dir/"
    )
    dictionary="Hardening/Fuzz/$target/$target.dict"
    [[ -f "$dictionary" ]] && options+=("-dict=$dictionary")
    echo "== fuzz $target for $seconds s (log: $log)"
    status=0
    started=$SECONDS
    # The Swift runtime's backtracer would hold the crashed process; ASan and libFuzzer report.
    SWIFT_BACKTRACE=enable=no ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}" \
        LSAN_OPTIONS="suppressions=Hardening/Fuzz/lsan.supp:print_suppressions=0" \
        "$binaries/$target" "${options[@]}" "$corpus" "Hardening/Fuzz/$target/Corpus" >"$log" 2>&1 || status=$?
    elapsed=$((SECONDS - started))
    runs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)"
    rate="$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)"
    size="$(find "$corpus" -type f | wc -l | tr -d ' ')"
    if [[ $status -eq 0 ]]; then
        result="ok"
    else
        artifact="$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$log" | tail -1)"
        result="CRASH (exit $status) ${artifact:-no artifact, see $log}"
        artifacts+=("$target: ${artifact:-$log}")
        grep -m 3 -E "Fatal error|ERROR: |SUMMARY" "$log" | sed 's/^/    /' || true
    fi
    summary+=("$(printf '%-22s %6s s %12s runs %8s/s %6s in corpus  %s' \
        "$target" "$elapsed" "${runs:-?}" "${rate:-?}" "$size" "$result")")
done

echo
echo "== summary"
printf '%s\n' "${summary[@]}"
if [[ ${#artifacts[@]} -gt 0 ]]; then
    echo
    echo "crashes; replay with SWIFT_BACKTRACE=enable=no $binaries/TARGET ARTIFACT:"
    printf '  %s\n' "${artifacts[@]}"
    exit 1
fi
