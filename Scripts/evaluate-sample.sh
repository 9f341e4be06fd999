#!/usr/bin/env bash
# Builds the CLI and evaluates every detector on the project's own copy of the $1 study strokes.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --package-path Tools -c release
exec Tools/.build/release/encircle evaluate Data/dollar1-s02-s06.json "$@"
