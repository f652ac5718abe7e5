#!/usr/bin/env bash
#===- utils/test.sh - README command (b): install, build, run every test -===//
#
# Installs what is missing, builds everything, and runs every test (lit,
# GoogleTest, benchmark smoke runs, format check) through ctest. Exits non-zero
# on any failure.
#
#===----------------------------------------------------------------------===//
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${XHLO_BUILD_DIR:-$root/build}"

"$root/utils/setup.sh"
"$root/utils/build.sh"
cd "$build"
status=0
ctest --output-on-failure -j"$(nproc)" "$@" || status=$?
# The counts of the HLO round-trip and corpus tests.
grep -h -E "^(roundtrip|corpus): [0-9]+ (cases|of)" \
  Testing/Temporary/LastTest.log 2>/dev/null || true
exit $status
