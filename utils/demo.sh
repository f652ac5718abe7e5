#!/usr/bin/env bash
#===- utils/demo.sh - README command (a): install, build, run the demo ---===//
#
# Installs what is missing, builds the tools, and runs the main job on the
# example model in python-free-examples/.
#
#===----------------------------------------------------------------------===//
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${XHLO_BUILD_DIR:-$root/build}"
bin="$build/bin"
example="$root/python-free-examples/dense-softmax/dense_softmax.mlir"

"$root/utils/setup.sh"
"$root/utils/build.sh" --target xhlo-opt

echo "== xhlo demo: $example"
echo "-- parse, verify and print the op counts of the model"
"$bin/xhlo-opt" --verify-each "$example" --print-op-stats -o /dev/null
echo "-- round trip through the generic form, verified again"
"$bin/xhlo-opt" --mlir-print-op-generic "$example" | "$bin/xhlo-opt" --verify-roundtrip -o /dev/null
echo "== demo ok"
