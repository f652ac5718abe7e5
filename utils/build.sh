#!/usr/bin/env bash
#===- utils/build.sh - Configure and build xhlo --------------------------===//
#
# Configures (once) and builds xhlo in $XHLO_BUILD_DIR (default: build/) with
# Ninja. Extra arguments are passed to `cmake --build` (e.g. a target name).
# Set XHLO_CMAKE_ARGS for extra configure options.
#
#===----------------------------------------------------------------------===//
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${XHLO_BUILD_DIR:-$root/build}"

if [ ! -f "$build/build.ninja" ]; then
  # shellcheck disable=SC2086
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    ${XHLO_CMAKE_ARGS:-}
fi
# ccache keeps its files under the build's user cache by default; cap it.
if command -v ccache >/dev/null 2>&1; then
  ccache --max-size=5G >/dev/null 2>&1 || true
  # Paths below the checkout are hashed relative to the build folder, so that
  # build dirs at the same depth (build/, build-sanitize-ci/) share objects
  # compiled with the same flags (utils/test.sh --sanitize=ci).
  export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$root}"
fi
cmake --build "$build" "$@"
