#!/usr/bin/env bash
# Release build of the validation benchmark (core only), then one run.
set -euo pipefail
cd "$(dirname "$0")"
swift build -c release --scratch-path ../../.build-bench-validation
../../.build-bench-validation/release/ValidationBenchmark "$@"
