//===- AotRuntime.cpp - The runtime of ahead-of-time compiled code --------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the C ABI of AotRuntime.h: matrix products through
// oneDNN's sgemm (f32) and OpenBLAS's cblas (f64, and f32 when oneDNN
// fails), the allocation functions of MLIR's memref lowering and the
// strided memref copy. It uses only the C++ standard library, cblas and
// oneDNN's C API, so that a program linking it needs nothing of LLVM or
// MLIR.
//
//===----------------------------------------------------------------------===//

#include "xhlo/AotRuntime/AotRuntime.h"

#include "OpenMP.h"

#include <cblas.h>
#include <oneapi/dnnl/dnnl.h>
#include <unistd.h>

#include <climits>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>
#include <type_traits>

namespace {

/// How BLAS reads a rows x cols matrix of strides (rowStride, colStride):
/// row-major with leading dimension `ld`, transposed or not.
struct BlasLayout {
  bool usable = false;
  bool transposed = false;
  int ld = 0;
};

/// Whether BLAS can read the matrix in place; dimensions of size 1 may have
/// any stride.
BlasLayout blasLayout(int64_t rows, int64_t cols, int64_t rowStride,
                      int64_t colStride) {
  BlasLayout layout;
  if (rows > INT_MAX || cols > INT_MAX)
    return layout;
  if (cols == 1)
    colStride = 1;
  if (rows == 1)
    rowStride = cols > 0 ? cols : 1;
  if (colStride == 1 && rowStride >= (cols > 0 ? cols : 1) &&
      rowStride <= INT_MAX) {
    layout.usable = true;
    layout.ld = static_cast<int>(rowStride);
    return layout;
  }
  // Column-major: the transpose is row-major.
  if (rowStride == 1 && colStride >= (rows > 0 ? rows : 1) &&
      colStride <= INT_MAX) {
    layout.usable = true;
    layout.transposed = true;
    layout.ld = static_cast<int>(colStride);
  }
  return layout;
}

template <typename T> struct Gemm;
template <> struct Gemm<float> {
  /// oneDNN's sgemm (on OpenMP's threads, as the convolutions and the
  /// interpreter's dots): its AVX-512 kernels beat Debian's OpenBLAS 0.3.21
  /// here ([64,784]x[784,256] 225 vs 266 us on one pinned thread), and one
  /// pool of threads serves the whole program (OpenBLAS's spinning workers
  /// slowed oneDNN's after them, and the reverse). OpenBLAS when it fails
  /// (out of memory for its packing buffers).
  static void run(CBLAS_TRANSPOSE ta, CBLAS_TRANSPOSE tb, int m, int n, int k,
                  const float *a, int lda, const float *b, int ldb, float *c,
                  int ldc) {
    if (dnnl_sgemm(ta == CblasTrans ? 'T' : 'N', tb == CblasTrans ? 'T' : 'N',
                   m, n, k, 1.0f, a, lda, b, ldb, 1.0f, c, ldc) == dnnl_success)
      return;
    cblas_sgemm(CblasRowMajor, ta, tb, m, n, k, 1.0f, a, lda, b, ldb, 1.0f, c,
                ldc);
  }
};
template <> struct Gemm<double> {
  static void run(CBLAS_TRANSPOSE ta, CBLAS_TRANSPOSE tb, int m, int n, int k,
                  const double *a, int lda, const double *b, int ldb, double *c,
                  int ldc) {
    cblas_dgemm(CblasRowMajor, ta, tb, m, n, k, 1.0, a, lda, b, ldb, 1.0, c,
                ldc);
  }
};

/// y += op(A) x for a row-major A of rows x cols (gemv).
template <typename T> struct Gemv;
template <> struct Gemv<float> {
  static void run(CBLAS_TRANSPOSE t, int rows, int cols, const float *a,
                  int lda, const float *x, int incx, float *y, int incy) {
    cblas_sgemv(CblasRowMajor, t, rows, cols, 1.0f, a, lda, x, incx, 1.0f, y,
                incy);
  }
};
template <> struct Gemv<double> {
  static void run(CBLAS_TRANSPOSE t, int rows, int cols, const double *a,
                  int lda, const double *x, int incx, double *y, int incy) {
    cblas_dgemv(CblasRowMajor, t, rows, cols, 1.0, a, lda, x, incx, 1.0, y,
                incy);
  }
};

/// A strided matrix view.
template <typename T> struct Matrix {
  T *data;
  int64_t rows, cols, rowStride, colStride;
  T &at(int64_t i, int64_t j) const {
    return data[i * rowStride + j * colStride];
  }
};

/// A contiguous row-major copy of `m`, or null when it cannot be allocated
/// (the caller then computes in loops, which need no copy: the runtime
/// never fails a computation for want of memory of its own).
template <typename T> std::unique_ptr<T[]> packed(const Matrix<T> &m) {
  std::unique_ptr<T[]> result(new (std::nothrow)
                                  T[static_cast<size_t>(m.rows * m.cols)]);
  if (!result)
    return result;
  for (int64_t i = 0; i < m.rows; ++i)
    for (int64_t j = 0; j < m.cols; ++j)
      result[i * m.cols + j] = m.at(i, j);
  return result;
}

/// c += a * b, with cblas when every operand has a layout it takes (after
/// packing a or b if needed), else in plain loops (dimensions beyond int,
/// or a copy that cannot be allocated).
template <typename T>
void matmul(const Matrix<T> &a, const Matrix<T> &b, const Matrix<T> &c) {
  int64_t m = c.rows, n = c.cols, k = a.cols;
  if (m == 0 || n == 0 || k == 0)
    return;
  bool fitsInt = m <= INT_MAX && n <= INT_MAX && k <= INT_MAX;
  BlasLayout lc = blasLayout(m, n, c.rowStride, c.colStride);
  std::unique_ptr<T[]> packA, packB;
  BlasLayout la = blasLayout(m, k, a.rowStride, a.colStride);
  BlasLayout lb = blasLayout(k, n, b.rowStride, b.colStride);
  if (fitsInt && lc.usable && !la.usable) {
    packA = packed(a);
    la = {packA != nullptr, false, static_cast<int>(k)};
  }
  if (fitsInt && lc.usable && la.usable && !lb.usable) {
    packB = packed(b);
    lb = {packB != nullptr, false, static_cast<int>(n)};
  }
  if (fitsInt && lc.usable && la.usable && lb.usable) {
    const T *pa = packA ? packA.get() : a.data;
    const T *pb = packB ? packB.get() : b.data;
    // One row (a dense layer at batch 1): gemv streams b once, where
    // OpenBLAS's gemm packs all of it first (VGG19's [1,25088]x[25088,4096]:
    // most of a forward pass's memory traffic). f32 goes to oneDNN's sgemm,
    // which streams it too (a gemv inside).
    if (m == 1 && !std::is_same_v<T, float> && !packA && a.colStride >= 1 &&
        a.colStride <= INT_MAX && c.colStride >= 1 && c.colStride <= INT_MAX) {
      if (!lb.transposed) // c^T += b^T a^T, b row-major [k, n].
        Gemv<T>::run(CblasTrans, static_cast<int>(k), static_cast<int>(n), pb,
                     lb.ld, a.data, static_cast<int>(a.colStride), c.data,
                     static_cast<int>(c.colStride));
      else // b^T is row-major [n, k].
        Gemv<T>::run(CblasNoTrans, static_cast<int>(n), static_cast<int>(k), pb,
                     lb.ld, a.data, static_cast<int>(a.colStride), c.data,
                     static_cast<int>(c.colStride));
      return;
    }
    CBLAS_TRANSPOSE ta = la.transposed ? CblasTrans : CblasNoTrans;
    CBLAS_TRANSPOSE tb = lb.transposed ? CblasTrans : CblasNoTrans;
    if (!lc.transposed) {
      Gemm<T>::run(ta, tb, static_cast<int>(m), static_cast<int>(n),
                   static_cast<int>(k), pa, la.ld, pb, lb.ld, c.data, lc.ld);
    } else {
      // A column-major c: c^T += b^T * a^T.
      CBLAS_TRANSPOSE tbT = lb.transposed ? CblasNoTrans : CblasTrans;
      CBLAS_TRANSPOSE taT = la.transposed ? CblasNoTrans : CblasTrans;
      Gemm<T>::run(tbT, taT, static_cast<int>(n), static_cast<int>(m),
                   static_cast<int>(k), pb, lb.ld, pa, la.ld, c.data, lc.ld);
    }
    return;
  }
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) {
      T sum = c.at(i, j);
      for (int64_t p = 0; p < k; ++p)
        sum += a.at(i, p) * b.at(p, j);
      c.at(i, j) = sum;
    }
}

template <typename T> Matrix<T> matrix(const XhloAotMemRef2D *d) {
  return {static_cast<T *>(d->aligned) + d->offset, d->sizes[0], d->sizes[1],
          d->strides[0], d->strides[1]};
}

template <typename T> Matrix<T> batchMatrix(const XhloAotMemRef3D *d) {
  return {static_cast<T *>(d->aligned) + d->offset, d->sizes[1], d->sizes[2],
          d->strides[1], d->strides[2]};
}

template <typename T>
void batchMatmul(const XhloAotMemRef3D *a, const XhloAotMemRef3D *b,
                 const XhloAotMemRef3D *c) {
  Matrix<T> ma = batchMatrix<T>(a), mb = batchMatrix<T>(b),
            mc = batchMatrix<T>(c);
  T *da = ma.data, *db = mb.data, *dc = mc.data;
  for (int64_t i = 0; i < c->sizes[0]; ++i) {
    ma.data = da + i * a->strides[0];
    mb.data = db + i * b->strides[0];
    mc.data = dc + i * c->strides[0];
    matmul(ma, mb, mc);
  }
}

//===----------------------------------------------------------------------===//
// Calls and their buffers
//===----------------------------------------------------------------------===//

/// What precedes each buffer of the allocation functions: its place in the
/// list of the current call's buffers (or none outside a call) and the
/// block malloc returned.
struct alignas(16) BufferHeader {
  BufferHeader *previous;
  BufferHeader *next;
  void *block;
  /// Whether the buffer is in a call's list.
  bool tracked;
};

/// The largest buffer asked of malloc: 2^48 bytes (256 TiB), beyond any
/// address space in use, so that the header and rounding never overflow.
constexpr size_t kMaxBufferBytes = size_t(1) << 48;

/// The thread's current call: the nesting depth, the buffers allocated and
/// not freed (a list through their headers), and the first failure. Plain
/// data, so the thread_locals need no constructor.
thread_local int callDepth = 0;
thread_local BufferHeader *callBuffers = nullptr;
thread_local int32_t callStatus = XHLO_AOT_OK;

/// Records a failed allocation of `size` bytes and returns null; outside a
/// call (code that does not test the pointer) prints it and aborts.
void *failAllocation(size_t size) {
  if (callDepth == 0) {
    std::fprintf(stderr,
                 "xhlo AOT runtime: out of memory allocating %zu bytes for a "
                 "temporary buffer\n",
                 size);
    std::abort();
  }
  if (callStatus == XHLO_AOT_OK)
    callStatus = XHLO_AOT_OUT_OF_MEMORY;
  return nullptr;
}

/// `size` bytes after a header, the bytes aligned to `alignment` (a power
/// of two, at least the header's); the block tracked by the current call.
void *allocateBuffer(size_t size, size_t alignment) {
  if (alignment < alignof(BufferHeader))
    alignment = alignof(BufferHeader);
  if ((alignment & (alignment - 1)) != 0 || alignment > kMaxBufferBytes ||
      size > kMaxBufferBytes)
    return failAllocation(size);
  // The header sits just before the data, in the block's first
  // `headerBytes` (a multiple of the alignment).
  size_t headerBytes =
      (sizeof(BufferHeader) + alignment - 1) / alignment * alignment;
  size_t total = (headerBytes + size + alignment - 1) / alignment * alignment;
  void *block = alignment <= alignof(std::max_align_t)
                    ? std::malloc(total)
                    : std::aligned_alloc(alignment, total);
  if (!block)
    return failAllocation(size);
  char *data = static_cast<char *>(block) + headerBytes;
  auto *header = reinterpret_cast<BufferHeader *>(data) - 1;
  header->block = block;
  header->previous = nullptr;
  header->tracked = callDepth > 0;
  header->next = header->tracked ? callBuffers : nullptr;
  if (header->tracked) {
    if (callBuffers)
      callBuffers->previous = header;
    callBuffers = header;
  }
  return data;
}

void freeBuffer(void *data) {
  if (!data)
    return;
  auto *header = static_cast<BufferHeader *>(data) - 1;
  if (header->tracked) {
    if (header->previous)
      header->previous->next = header->next;
    else
      callBuffers = header->next;
    if (header->next)
      header->next->previous = header->previous;
  }
  std::free(header->block);
}

/// Copies the `rank`-dimensional array of `sizes` at `from` (strides
/// `srcStrides`, in elements) to `to` (`dstStrides`).
void copyStrided(const char *from, char *to, int64_t elementSize, int64_t rank,
                 const int64_t *sizes, const int64_t *srcStrides,
                 const int64_t *dstStrides) {
  if (rank == 1) {
    // A contiguous row in both: one memcpy (a padded input's interior rows;
    // element by element, VGG19's 16 pads took 30 ms of a 470 ms pass).
    if (srcStrides[0] == 1 && dstStrides[0] == 1) {
      std::memcpy(to, from, static_cast<size_t>(sizes[0] * elementSize));
      return;
    }
    for (int64_t i = 0; i < sizes[0]; ++i)
      std::memcpy(to + i * dstStrides[0] * elementSize,
                  from + i * srcStrides[0] * elementSize,
                  static_cast<size_t>(elementSize));
    return;
  }
  for (int64_t i = 0; i < sizes[0]; ++i)
    copyStrided(from + i * srcStrides[0] * elementSize,
                to + i * dstStrides[0] * elementSize, elementSize, rank - 1,
                sizes + 1, srcStrides + 1, dstStrides + 1);
}

} // namespace

extern "C" {

void _mlir_ciface_xhlo_aot_matmul_f32(XhloAotMemRef2D *a, XhloAotMemRef2D *b,
                                      XhloAotMemRef2D *c) {
  matmul(matrix<float>(a), matrix<float>(b), matrix<float>(c));
}

void _mlir_ciface_xhlo_aot_matmul_f64(XhloAotMemRef2D *a, XhloAotMemRef2D *b,
                                      XhloAotMemRef2D *c) {
  matmul(matrix<double>(a), matrix<double>(b), matrix<double>(c));
}

void _mlir_ciface_xhlo_aot_batch_matmul_f32(XhloAotMemRef3D *a,
                                            XhloAotMemRef3D *b,
                                            XhloAotMemRef3D *c) {
  batchMatmul<float>(a, b, c);
}

void _mlir_ciface_xhlo_aot_batch_matmul_f64(XhloAotMemRef3D *a,
                                            XhloAotMemRef3D *b,
                                            XhloAotMemRef3D *c) {
  batchMatmul<double>(a, b, c);
}

void xhlo_aot_set_num_threads(int threads) {
  if (threads <= 0) {
    long cpus = sysconf(_SC_NPROCESSORS_ONLN);
    threads = cpus > 0 ? static_cast<int>(cpus) : 1;
  }
  openblas_set_num_threads(threads);
  // oneDNN's OpenMP runtime (OpenMP.h).
  if (xhlo::aot::openMP().setNumThreads)
    xhlo::aot::openMP().setNumThreads(threads);
}

void xhlo_aot_begin_call(void) {
  if (callDepth++ == 0)
    callStatus = XHLO_AOT_OK;
}

int32_t xhlo_aot_end_call(void) {
  int32_t status = callStatus;
  if (callDepth == 0 || --callDepth > 0)
    return status;
  // Buffers a failure left (or that the code forgot) go now.
  while (callBuffers)
    freeBuffer(callBuffers + 1);
  callStatus = XHLO_AOT_OK;
  return status;
}

int32_t xhlo_aot_call_status(void) { return callStatus; }

void xhlo_aot_fail_call(int32_t status, const char *reason) {
  if (callDepth == 0) {
    std::fprintf(stderr, "xhlo AOT runtime: %s\n", reason);
    std::abort();
  }
  if (callStatus == XHLO_AOT_OK)
    callStatus = status;
}

void *_mlir_memref_to_llvm_alloc(size_t size) {
  return allocateBuffer(size, alignof(std::max_align_t));
}

void *_mlir_memref_to_llvm_aligned_alloc(size_t alignment, size_t size) {
  return allocateBuffer(size, alignment);
}

void _mlir_memref_to_llvm_free(void *ptr) { freeBuffer(ptr); }

void memrefCopy(int64_t elementSize, XhloAotUnrankedMemRef *src,
                XhloAotUnrankedMemRef *dst) {
  // A ranked descriptor: the allocated and aligned pointers, then the
  // offset, rank sizes and rank strides.
  int64_t rank = src->rank;
  auto fields = [](void *descriptor) {
    return reinterpret_cast<int64_t *>(static_cast<char **>(descriptor) + 2);
  };
  char *from = static_cast<char **>(src->descriptor)[1] +
               fields(src->descriptor)[0] * elementSize;
  char *to = static_cast<char **>(dst->descriptor)[1] +
             fields(dst->descriptor)[0] * elementSize;
  if (rank == 0) {
    std::memcpy(to, from, static_cast<size_t>(elementSize));
    return;
  }
  const int64_t *sizes = fields(src->descriptor) + 1;
  const int64_t *srcStrides = sizes + rank;
  const int64_t *dstStrides = fields(dst->descriptor) + 1 + rank;
  for (int64_t i = 0; i < rank; ++i)
    if (sizes[i] == 0)
      return;
  // Trailing dimensions contiguous in both merge into one (rows as long as
  // the layouts allow); size-1 dimensions drop out. At most 16 dimensions
  // are merged so (the descriptors' rank is small); beyond, as they are.
  constexpr int64_t kMaxMerged = 16;
  if (rank <= kMaxMerged) {
    int64_t mergedSizes[kMaxMerged], mergedSrc[kMaxMerged],
        mergedDst[kMaxMerged];
    int64_t merged = 0;
    for (int64_t i = rank - 1; i >= 0; --i) {
      if (sizes[i] == 1)
        continue;
      if (merged > 0 && mergedSrc[0] * mergedSizes[0] == srcStrides[i] &&
          mergedDst[0] * mergedSizes[0] == dstStrides[i]) {
        mergedSizes[0] *= sizes[i];
        continue;
      }
      // Prepend dimension i.
      for (int64_t j = merged; j > 0; --j) {
        mergedSizes[j] = mergedSizes[j - 1];
        mergedSrc[j] = mergedSrc[j - 1];
        mergedDst[j] = mergedDst[j - 1];
      }
      mergedSizes[0] = sizes[i];
      mergedSrc[0] = srcStrides[i];
      mergedDst[0] = dstStrides[i];
      ++merged;
    }
    if (merged == 0) {
      std::memcpy(to, from, static_cast<size_t>(elementSize));
      return;
    }
    copyStrided(from, to, elementSize, merged, mergedSizes, mergedSrc,
                mergedDst);
    return;
  }
  // Dimension by dimension (no allocation: a copy cannot fail).
  copyStrided(from, to, elementSize, rank, sizes, srcStrides, dstStrides);
}

} // extern "C"
