# -*- Python -*-
# lit configuration for xhlo's tests.

import os

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "XHLO"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".hlo", ".test"]
config.excludes = ["CMakeLists.txt", "README.md", "lit.cfg.py",
                   "lit.site.cfg.py", "Inputs"]

config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.xhlo_obj_root, "test")

config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%xhlo_src_root", config.xhlo_src_root))
config.substitutions.append(("%xhlo_shared_dir", config.xhlo_shared_dir))
# Tests that read ../shared (the real XLA modules of its corpus) say
# `REQUIRES: xhlo-shared-corpus` and are unsupported, not failed, without it.
if os.path.isdir(os.path.join(config.xhlo_shared_dir, "corpus", "xla-hlo")):
    config.available_features.add("xhlo-shared-corpus")
config.substitutions.append(("%python", config.python_executable))
# Tests that read Debian's Fashion-MNIST (dataset-fashion-mnist, gzipped idx
# files) say `REQUIRES: fashion-mnist` and find it at %fashion_mnist.
fashion_mnist = "/usr/share/datasets/fashion-mnist"
if all(os.path.isfile(os.path.join(fashion_mnist, f"{part}-{kind}-ubyte.gz"))
       for part in ("train", "t10k")
       for kind in ("labels-idx1", "images-idx3")):
    config.available_features.add("fashion-mnist")
config.substitutions.append(("%fashion_mnist", fashion_mnist))
# Tests of convolutions on oneDNN's Winograd kernels (jit_wino_4x3, which
# oneDNN 2.6 has for avx512_core only) say `REQUIRES: onednn-winograd`.
try:
    with open("/proc/cpuinfo") as cpuinfo:
        cpu_flags = set()
        for line in cpuinfo:
            if line.startswith("flags"):
                cpu_flags = set(line.split(":", 1)[1].split())
                break
    if {"avx512f", "avx512bw", "avx512vl", "avx512dq"} <= cpu_flags:
        config.available_features.add("onednn-winograd")
except OSError:
    pass

llvm_config.with_system_environment(["HOME", "INCLUDE", "LIB", "TMP", "TEMP"])
# A sanitized build (XHLO_SANITIZE, cmake/XhloSanitize.cmake) compiles its
# sanitizer options into the binaries; these variables, when set, are read
# after them (to add log_path=, say), so the tools must see them.
llvm_config.with_system_environment(
    ["ASAN_OPTIONS", "UBSAN_OPTIONS", "LSAN_OPTIONS"])
# AddressSanitizer maps terabytes of shadow memory at startup: its binaries
# cannot run under an address-space limit (ulimit -v).
if "address" in getattr(config, "xhlo_sanitize", ""):
    config.available_features.add("asan")
llvm_config.use_default_substitutions()

# FileCheck, not, count, split-file come from LLVM 19; our tools from bin/.
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)
tool_dirs = [config.xhlo_tools_dir, config.llvm_tools_dir]
tools = ["xhlo-opt", "xhlo-translate", "xhlo-run", "xhlo-aot"]
if config.xhlo_enable_grpc:
    tools.append("xhlo-server")
    config.available_features.add("grpc")
llvm_config.add_tool_substitutions(tools, tool_dirs)

# XhloPlugin.so and the upstream mlir-opt that loads it.
if config.xhlo_plugin:
    config.available_features.add("xhlo-plugin")
    config.substitutions.append(("%xhlo_plugin", config.xhlo_plugin))
    config.substitutions.append(
        ("%mlir_opt", os.path.join(config.llvm_tools_dir, "mlir-opt")))

# Ahead-of-time compiled code: %cxx compiles a driver with the build's C++
# compiler, %xhlo_aot_libs are what it links with the object file.
# In a sanitized build the runtime library is instrumented: the program
# links the sanitizers' runtime too.
config.substitutions.append(("%cxx", config.cxx_compiler))
aot_libs = (f"{config.xhlo_aot_runtime} {config.openblas_library} "
            f"{config.dnnl_library} -lm")
if config.xhlo_sanitize:
    aot_libs += f" -fsanitize={config.xhlo_sanitize}"
config.substitutions.append(("%xhlo_aot_libs", aot_libs))
