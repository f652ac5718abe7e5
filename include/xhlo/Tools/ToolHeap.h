//===- ToolHeap.h - Keep a short-lived tool's heap ------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// A tool that builds a large module (100k ops: a few hundred MB of syntax
// tree, protos and IR) allocates and frees the same memory over and over.
// With glibc's defaults, blocks of 128 KB and more are mapped and unmapped
// one by one and the heap's free top is returned to the system, so memory
// freed by one phase is faulted in again, page by page, by the next.
// keepToolHeap() makes malloc keep what it was given (no trimming) and
// serve blocks of up to 32 MB from the heap. Only for short-lived tools: the
// heap is never returned to the system before exit. Linux with glibc only;
// elsewhere it does nothing.
//
// Not huge pages. Until session 17 this header also advised transparent huge
// pages for the heap (MADV_HUGEPAGE). On this project's virtual machines a
// huge page is carved from a free 2-4 MB block that the guest has typically
// already reported back to the host, so its first touch costs a host fault
// per 4 KB: 1.6-2.3 ms per MB, against 0.4-0.6 ms per MB for small pages,
// which come from the guest's still-backed fragments (256 MB touched, 3 s
// apart, 3 runs each). The 100k-instruction text import took 1142-1172 ms
// with the advice and 825-891 ms without it.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_TOOLS_TOOLHEAP_H
#define XHLO_TOOLS_TOOLHEAP_H

#if defined(__linux__) && defined(__GLIBC__)
#include <malloc.h>
#endif

namespace xhlo {

/// Makes malloc keep freed memory for reuse (see the file comment). Call
/// once, first thing in main.
inline void keepToolHeap() {
#if defined(__linux__) && defined(__GLIBC__)
  // Blocks below the mmap threshold come from the heap; freed, they merge
  // into its top, which is kept.
  mallopt(M_MMAP_THRESHOLD, 32 << 20);
  mallopt(M_TRIM_THRESHOLD, 1 << 30);
#endif
}

} // namespace xhlo

#endif // XHLO_TOOLS_TOOLHEAP_H
