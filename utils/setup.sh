#!/usr/bin/env bash
#===- utils/setup.sh - Install what xhlo's build and tests need ----------===//
#
# Installs exactly the Debian 12 packages that building xhlo and running its
# tests need, and nothing when they are all present (idempotent). Runs as root
# or through sudo; runs `apt-get update` at most once, and only when something
# is missing. Prints what it installs.
#
# `utils/setup.sh --peers` also installs PyTorch (Debian's python3-torch), the
# peer that bench/peers/compare.py measures against (not needed to build or
# test).
#
#===----------------------------------------------------------------------===//
set -euo pipefail

# One package a line, with what it is for.
PACKAGES=(
  # Toolchain and build
  cmake ninja-build g++ ccache git python3
  # LLVM/MLIR 19: headers, CMake packages, static MLIR libraries, mlir-tblgen,
  # FileCheck/not/lit (llvm-19-tools), mlir-cpu-runner, lld and clang-format.
  llvm-19-dev libmlir-19-dev mlir-19-tools llvm-19-tools lld-19 clang-format-19
  # clang 19 compiles XhloPlugin.so like Debian's mlir-opt, which loads it
  # (tools/xhlo-plugin/CMakeLists.txt says why it must be clang)
  clang-19
  # Protocol buffers and gRPC (proto/ and the device service)
  libprotobuf-dev protobuf-compiler libgrpc++-dev protobuf-compiler-grpc
  libabsl-dev
  # zlib: xhlo-run reads gzipped idx files (Fashion-MNIST ships them)
  zlib1g-dev
  # Unit tests and benchmarks; numpy (for Debian's /usr/bin/python3) is the
  # oracle of several tests and writes their .npy inputs
  libgtest-dev libbenchmark-dev python3-numpy
  # Kernel libraries of the interpreter (chosen by measurement)
  libopenblas-dev libdnnl-dev
  # Fashion-MNIST (gzipped idx files): utils/demo.sh trains on it, and the
  # fashion-mnist examples and their tests read it
  dataset-fashion-mnist
)
if [ "${1:-}" = "--peers" ]; then
  PACKAGES+=(python3-torch)
elif [ $# -gt 0 ]; then
  echo "setup: error: unknown option '$1' (the only one is --peers)" >&2
  exit 2
fi

missing=()
for pkg in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null |
      grep -q "install ok installed"; then
    missing+=("$pkg")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "setup: all ${#PACKAGES[@]} packages are installed"
  exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
  SUDO=()
elif command -v sudo >/dev/null 2>&1; then
  SUDO=(sudo)
else
  echo "setup: error: not root and no sudo; install these as root:" >&2
  echo "  apt-get install ${missing[*]}" >&2
  exit 1
fi

echo "setup: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${SUDO[@]}" apt-get update -q
"${SUDO[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
echo "setup: installed ${#missing[@]} packages"
