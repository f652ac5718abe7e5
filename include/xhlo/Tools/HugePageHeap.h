//===- HugePageHeap.h - Back a short-lived tool's heap with huge pages ----===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// A tool that builds a large module (100k ops: a few hundred MB of IR and
// protos) touches every page of its heap once, and each first touch is a
// page fault: about 100k of them for xhlo-translate's 100k-instruction
// import, which on this project's virtual machines cost 15-20 us each, more
// than the import's own work. reserveHugePageHeap() grows the malloc heap
// once at startup, marks it for transparent huge pages (madvise: one fault
// per 2 MB) and hands it back to malloc, which keeps it (no trimming) and
// serves allocations of up to 32 MB from it. Only for short-lived tools:
// the heap is never returned to the system before exit. Linux with glibc
// only; elsewhere it does nothing.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_TOOLS_HUGEPAGEHEAP_H
#define XHLO_TOOLS_HUGEPAGEHEAP_H

#include <cstddef>
#include <cstdint>

#if defined(__linux__) && defined(__GLIBC__)
#include <cstdlib>
#include <malloc.h>
#include <sys/mman.h>
#endif

namespace xhlo {

/// Reserves about `megabytes` of malloc heap backed by transparent huge
/// pages (see the file comment). Call once, first thing in main.
inline void reserveHugePageHeap(size_t megabytes = 512) {
#if defined(__linux__) && defined(__GLIBC__)
  constexpr size_t kChunk = size_t(16) << 20, kHuge = size_t(2) << 20;
  constexpr int kMaxChunks = 64;
  int numChunks = static_cast<int>(megabytes / 16);
  if (numChunks < 1 || numChunks > kMaxChunks)
    return;
  // Chunks below the mmap threshold come from the heap, one after another;
  // freed, they merge into its top, which is kept.
  if (!mallopt(M_MMAP_THRESHOLD, 32 << 20) ||
      !mallopt(M_TRIM_THRESHOLD, 1 << 30))
    return;
  char *chunks[kMaxChunks];
  int made = 0;
  for (; made < numChunks; ++made)
    if (!(chunks[made] = static_cast<char *>(std::malloc(kChunk))))
      break;
  if (made > 0) {
    uintptr_t lo = UINTPTR_MAX, hi = 0;
    for (int i = 0; i < made; ++i) {
      auto at = reinterpret_cast<uintptr_t>(chunks[i]);
      lo = at < lo ? at : lo;
      hi = at + kChunk > hi ? at + kChunk : hi;
    }
    uintptr_t begin = (lo + kHuge - 1) & ~(kHuge - 1), end = hi & ~(kHuge - 1);
    // Only when the chunks are one range (not so if something else was
    // mapped in between): then the advice covers heap only.
    if (hi - lo <= (kChunk + 64) * made && end > begin)
      madvise(reinterpret_cast<void *>(begin), end - begin, MADV_HUGEPAGE);
  }
  while (made > 0)
    std::free(chunks[--made]);
#else
  (void)megabytes;
#endif
}

} // namespace xhlo

#endif // XHLO_TOOLS_HUGEPAGEHEAP_H
