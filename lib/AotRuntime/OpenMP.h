//===- OpenMP.h - libgomp's entry points, found at run time -----*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The AOT runtime's one lookup of OpenMP's runtime (libgomp, which libdnnl
// loads): found with dlsym at run time, so that a program linking the
// runtime needs no -lgomp. Each entry is null without OpenMP.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_LIB_AOTRUNTIME_OPENMP_H
#define XHLO_LIB_AOTRUNTIME_OPENMP_H

#include <dlfcn.h>

#include <type_traits>

namespace xhlo::aot {

struct OpenMP {
  void (*setNumThreads)(int) = nullptr;
  /// GOMP_parallel(fn, data, threads (0: the default), flags); null unless
  /// the thread number and count are found too.
  void (*parallel)(void (*)(void *), void *, unsigned, unsigned) = nullptr;
  int (*threadNum)() = nullptr;
  int (*numThreads)() = nullptr;

  OpenMP() {
    auto find = [](auto &entry, const char *name) {
      entry = reinterpret_cast<std::remove_reference_t<decltype(entry)>>(
          dlsym(RTLD_DEFAULT, name));
    };
    find(setNumThreads, "omp_set_num_threads");
    find(parallel, "GOMP_parallel");
    find(threadNum, "omp_get_thread_num");
    find(numThreads, "omp_get_num_threads");
    if (!threadNum || !numThreads)
      parallel = nullptr;
  }
};

/// The entries, looked up once.
inline const OpenMP &openMP() {
  static const OpenMP entries;
  return entries;
}

} // namespace xhlo::aot

#endif // XHLO_LIB_AOTRUNTIME_OPENMP_H
