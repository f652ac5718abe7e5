#!/usr/bin/env bash
#===- utils/test.sh - README command (b): install, build, run every test -===//
#
# Installs what is missing, builds everything, and runs every test (lit,
# GoogleTest, benchmark smoke runs, format check) through ctest. Exits non-zero
# on any failure. Arguments after the mode go to ctest.
#
#   utils/test.sh                 the normal build (build/) and every test
#   utils/test.sh --sanitize      everything built with ASan + UBSan in
#                                 build-sanitize/ and the whole suite run there
#                                 (cmake/XhloSanitize.cmake lists what a
#                                 sanitized build leaves out, and why)
#   utils/test.sh --sanitize=ci   CI's bounded lane (build-sanitize-ci/): the
#                                 code that reads hostile input instrumented,
#                                 the rest compiled as in the normal build
#                                 (ccache hits after utils/test.sh), and the
#                                 tests of that code; see README, "Tests".
#
#===----------------------------------------------------------------------===//
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
mode=normal
case "${1:-}" in
  --sanitize) mode=sanitize; shift ;;
  --sanitize=ci) mode=ci; shift ;;
  --sanitize=*) echo "utils/test.sh: unknown mode '$1'" >&2; exit 2 ;;
esac

# CI's sanitized lane: the folders compiled with the sanitizers (the HLO
# text/proto importers and exporters, Values/Literal, xhlo-translate and
# their unit tests), the targets built and the tests run. Everything else the
# targets link is compiled as in the normal build. The device, its gRPC
# service and the interpreter are not instrumented here: with them the lane
# would not stay within ~15 min of CI by our estimate (README, "Tests and
# benchmarks").
ci_dirs="lib/Values;lib/Target;tools/xhlo-translate;unittests/Values"
ci_dirs+=";unittests/Target"
ci_targets=(XhloValuesTests XhloHloTextTests xhlo-translate xhlo-opt xhlo-run)
ci_ctest='^(XhloValuesTests|XhloHloTextTests)\.'
ci_ctest+='|^hlo-corpus$|^hlo-dialect-roundtrip$'
# lit: the tests of the HLO importers/exporters and xhlo-translate (xhlo-run
# and xhlo-opt, which six of them call, add two files to the build).
ci_lit=(test/Target test/Tools/xhlo-translate)
# fuzz-import (thousands of tool starts, each slow under ASan) took over 15
# min of the lane in the fresh-clone run of session 8 and would push CI past
# 90 min; it runs unsanitized in the normal suite.
ci_lit_filter_out='fuzz-import'

sanitize_args="-DXHLO_SANITIZE=address,undefined -DXHLO_BUILD_BENCHMARKS=OFF"
case $mode in
  normal) build="${XHLO_BUILD_DIR:-$root/build}" ;;
  sanitize)
    build="${XHLO_SANITIZE_BUILD_DIR:-$root/build-sanitize}"
    export XHLO_CMAKE_ARGS="${XHLO_CMAKE_ARGS:-} $sanitize_args"
    XHLO_CMAKE_ARGS+=" -DXHLO_SANITIZE_DIRS=" ;;
  ci)
    build="${XHLO_SANITIZE_BUILD_DIR:-$root/build-sanitize-ci}"
    export XHLO_CMAKE_ARGS="${XHLO_CMAKE_ARGS:-} $sanitize_args"
    XHLO_CMAKE_ARGS+=" -DXHLO_SANITIZE_DIRS=$ci_dirs" ;;
esac
export XHLO_BUILD_DIR="$build"

"$root/utils/setup.sh"
if [ $mode != normal ] && [ -f "$build/build.ninja" ]; then
  # An existing sanitized build takes this mode's options again.
  # shellcheck disable=SC2086
  cmake -S "$root" -B "$build" $XHLO_CMAKE_ARGS >/dev/null
fi
if [ $mode = ci ]; then
  "$root/utils/build.sh" --target "${ci_targets[@]}"
else
  "$root/utils/build.sh"
fi
cd "$build"
if [ $mode != normal ]; then
  echo "sanitized build ($(grep -E '^XHLO_SANITIZE(_DIRS)?:' CMakeCache.txt |
    tr '\n' ' ')) leaves out:"
  sed 's/^/  /' sanitize-excluded.txt
  # shellcheck disable=SC1091
  . ./sanitize-env.sh
fi

status=0
if [ $mode = ci ]; then
  ctest --output-on-failure -j"$(nproc)" -R "$ci_ctest" "$@" || status=$?
  "${XHLO_PYTHON:-/usr/bin/python3}" /usr/lib/llvm-19/build/utils/lit/lit.py \
    -sv --filter-out "$ci_lit_filter_out" "${ci_lit[@]/#/$build/}" || status=$?
else
  ctest --output-on-failure -j"$(nproc)" "$@" || status=$?
fi
# The counts of the HLO round-trip and corpus tests.
grep -h -E "^(roundtrip|corpus): [0-9]+ (cases|of)" \
  Testing/Temporary/LastTest.log 2>/dev/null || true
exit $status
