#===- XhloSanitize.cmake - ASan/UBSan builds of xhlo's own code -*- cmake -*-===//
#
# XHLO_SANITIZE=address,undefined (any -fsanitize= list; empty: off) compiles
# and links every target of this project with the sanitizers. Debian's LLVM,
# MLIR, protobuf, gRPC, OpenBLAS and oneDNN stay the uninstrumented libraries
# they are: the sanitizers see xhlo's code and the LLVM/MLIR header code
# inlined into it. utils/test.sh --sanitize builds this way in build-sanitize/.
#
# The runtime options are compiled into every executable (tools, unit tests)
# through __asan_default_options and friends, so a sanitized binary behaves
# the same under ctest, lit, the python test drivers and by hand; the
# ASAN_OPTIONS/UBSAN_OPTIONS/LSAN_OPTIONS environment variables (which lit
# passes through, test/lit.cfg.py) are read after them and override them.
#
#===----------------------------------------------------------------------===//

include_guard(GLOBAL)

set(XHLO_SANITIZE "" CACHE STRING
  "Sanitizers for xhlo's own code, a -fsanitize= list (address,undefined); empty: none")
# -O1: with the sanitizers it compiles in 0.7x the CPU of -O2 (measured on two
# kernel files, docs/ARCHITECTURE.md, Build); -O0 compiles in 0.4-0.7x of -O1
# but runs unoptimised code with every check (ASan's documentation advises
# -O1 or more; the run-time ratio was not measured here).
set(XHLO_SANITIZE_OPT_LEVEL "-O1" CACHE STRING
  "Optimisation level of a sanitized build (replaces the build type's -O3)")

# Empty: every target of the project is instrumented. A list of source
# folders (relative to the top, e.g. lib/Values;lib/Target): only targets
# defined in those folders and below are compiled with the sanitizers (and
# XHLO_SANITIZE_OPT_LEVEL); every other file is compiled exactly as in a
# normal build, so that ccache (with CCACHE_BASEDIR, utils/build.sh) answers
# it from the normal build's objects. Everything links the sanitizer runtime,
# which also checks the uninstrumented code's malloc/free and the
# instrumented code's accesses to that memory. CI's bounded lane
# (utils/test.sh --sanitize=ci) builds this way.
set(XHLO_SANITIZE_DIRS "" CACHE STRING
  "Source folders whose targets are instrumented; empty: all")

# Every executable of a sanitized build gets these defaults:
# - detect_leaks=1: LeakSanitizer at exit (on by default on x86_64 Linux; said
#   here so that it stays on).
# - allow_user_poisoning=0: LLVM's BumpPtrAllocator poisons the unused part of
#   its slabs with ASAN_POISON_MEMORY_REGION when the code that includes
#   llvm/Support/Allocator.h is built with ASan. Our instrumented copies of
#   those inline functions poison; Debian's uninstrumented MLIR libraries
#   (which allocate from the same allocators, e.g. the type storage
#   uniquer behind Dialect::addType) never unpoison, so ASan reports
#   use-after-poison in perfectly valid MLIR code. Ignoring manual poisoning
#   loses only the allocator's own redzones; heap, stack and global checks
#   stay.
# - UBSan: a stack trace, and stop at the first error (the code is also
#   compiled with -fno-sanitize-recover=undefined, so an error fails the test).
set(XHLO_ASAN_DEFAULT_OPTIONS "detect_leaks=1:allow_user_poisoning=0")
set(XHLO_UBSAN_DEFAULT_OPTIONS "print_stacktrace=1:halt_on_error=1")
set(XHLO_LSAN_DEFAULT_OPTIONS "")

# Tests and targets a sanitized build leaves out, each with its reason.
# (Printed at configure time and listed in README's test section.)
set(XHLO_SANITIZE_EXCLUDED
  "xhlo-plugin and test/Tools/xhlo-plugin: the plugin is loaded by Debian's uninstrumented mlir-opt (and built by clang, not the sanitized GCC build)"
  "bench/* and their *.smoke tests: timed benchmarks, not built (XHLO_BUILD_BENCHMARKS=OFF)"
  "install-tree-example: an out-of-tree program linking the installed static libraries without the sanitizer runtime")

if(NOT XHLO_SANITIZE)
  set(XHLO_SANITIZER_DEFAULTS_SOURCE "")
  return()
endif()

if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND
   NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
  message(FATAL_ERROR "XHLO_SANITIZE needs GCC or Clang")
endif()
message(STATUS "xhlo: sanitizers ${XHLO_SANITIZE} at ${XHLO_SANITIZE_OPT_LEVEL}")
foreach(item ${XHLO_SANITIZE_EXCLUDED})
  message(STATUS "xhlo: sanitized build leaves out ${item}")
endforeach()

# Timed benchmarks measure nothing useful under the sanitizers.
set(XHLO_BUILD_BENCHMARKS OFF)

set(_xhlo_sanitize_flags -fsanitize=${XHLO_SANITIZE} -fno-omit-frame-pointer
  ${XHLO_SANITIZE_OPT_LEVEL})
if(XHLO_SANITIZE MATCHES "undefined")
  # A UBSan report ends the process with a non-zero status (fails the test).
  list(APPEND _xhlo_sanitize_flags -fno-sanitize-recover=undefined)
endif()
if(NOT XHLO_SANITIZE_DIRS)
  add_compile_options(${_xhlo_sanitize_flags})
else()
  # The folders and their subfolders that have a CMakeLists.txt: a target's
  # SOURCE_DIR is the folder whose CMakeLists.txt defined it.
  set(_xhlo_sanitize_cond "")
  foreach(dir ${XHLO_SANITIZE_DIRS})
    set(abs ${CMAKE_CURRENT_SOURCE_DIR}/${dir})
    if(NOT EXISTS ${abs}/CMakeLists.txt)
      message(FATAL_ERROR "XHLO_SANITIZE_DIRS: no ${dir}/CMakeLists.txt")
    endif()
    file(GLOB_RECURSE lists LIST_DIRECTORIES false ${abs}/CMakeLists.txt)
    foreach(list ${lists})
      get_filename_component(folder ${list} DIRECTORY)
      string(APPEND _xhlo_sanitize_cond
        ",$<STREQUAL:$<TARGET_PROPERTY:SOURCE_DIR>,${folder}>")
    endforeach()
  endforeach()
  foreach(flag ${_xhlo_sanitize_flags})
    string(REPLACE "," "$<COMMA>" flag "${flag}")
    add_compile_options("$<$<OR:0${_xhlo_sanitize_cond}>:${flag}>")
  endforeach()
  message(STATUS "xhlo: instrumented folders: ${XHLO_SANITIZE_DIRS}")
endif()
add_link_options(-fsanitize=${XHLO_SANITIZE})

# For utils/test.sh: what this build leaves out, and the options as
# environment variables for executables made without add_xhlo_tool or
# add_xhlo_unittest (the environment overrides the compiled-in defaults).
list(JOIN XHLO_SANITIZE_EXCLUDED "\n" _xhlo_excluded)
file(WRITE ${CMAKE_BINARY_DIR}/sanitize-excluded.txt "${_xhlo_excluded}\n")
file(WRITE ${CMAKE_BINARY_DIR}/sanitize-env.sh
  "export ASAN_OPTIONS=\"${XHLO_ASAN_DEFAULT_OPTIONS}\${ASAN_OPTIONS:+:\$ASAN_OPTIONS}\"\n"
  "export UBSAN_OPTIONS=\"${XHLO_UBSAN_DEFAULT_OPTIONS}\${UBSAN_OPTIONS:+:\$UBSAN_OPTIONS}\"\n")

# The runtime options, compiled into each executable (add_xhlo_tool,
# add_xhlo_unittest in AddXhlo.cmake). The runtimes call these weak hooks
# before reading the environment.
set(XHLO_SANITIZER_DEFAULTS_SOURCE
  ${CMAKE_BINARY_DIR}/XhloSanitizerDefaults.c)
file(CONFIGURE OUTPUT ${XHLO_SANITIZER_DEFAULTS_SOURCE} CONTENT
"/* Generated by cmake/XhloSanitize.cmake: the sanitizers' default options. */
const char *__asan_default_options(void);
const char *__ubsan_default_options(void);
const char *__lsan_default_options(void);
__attribute__((visibility(\"default\"), used))
const char *__asan_default_options(void) {
  return \"@XHLO_ASAN_DEFAULT_OPTIONS@\";
}
__attribute__((visibility(\"default\"), used))
const char *__ubsan_default_options(void) {
  return \"@XHLO_UBSAN_DEFAULT_OPTIONS@\";
}
__attribute__((visibility(\"default\"), used))
const char *__lsan_default_options(void) {
  return \"@XHLO_LSAN_DEFAULT_OPTIONS@\";
}
" @ONLY)
