//===- AotRuntimeTest.cpp - The runtime of ahead-of-time compiled code ----===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The AOT runtime's C ABI against plain loops: matrix products on operands
// of every layout it distinguishes (row-major with padding, column-major,
// neither, size-1 and empty dimensions), batches, and the strided copy.
//
//===----------------------------------------------------------------------===//

#include "xhlo/AotRuntime/AotRuntime.h"

#include "gtest/gtest.h"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstring>
#include <thread>
#include <vector>

namespace {

/// A matrix stored in `data` with strides (`rowStride`, `colStride`) from
/// `offset`, filled with distinct small values.
template <typename T> struct Strided {
  std::vector<T> data;
  XhloAotMemRef2D ref;
  Strided(int64_t rows, int64_t cols, int64_t rowStride, int64_t colStride,
          int64_t offset, T seed) {
    int64_t extent = offset + 1;
    if (rows && cols)
      extent += (rows - 1) * rowStride + (cols - 1) * colStride;
    data.assign(extent, T(-1000));
    for (int64_t i = 0; i < rows; ++i)
      for (int64_t j = 0; j < cols; ++j)
        data[offset + i * rowStride + j * colStride] =
            T((i * 7 + j * 3) % 11) - seed;
    ref = {
        data.data(), data.data(), offset, {rows, cols}, {rowStride, colStride}};
  }
  T at(int64_t i, int64_t j) const {
    return data[ref.offset + i * ref.strides[0] + j * ref.strides[1]];
  }
};

/// c + a * b in plain loops.
template <typename T>
std::vector<T> expected(const Strided<T> &a, const Strided<T> &b,
                        const Strided<T> &c) {
  int64_t m = c.ref.sizes[0], n = c.ref.sizes[1], k = a.ref.sizes[1];
  std::vector<T> result;
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) {
      T sum = c.at(i, j);
      for (int64_t p = 0; p < k; ++p)
        sum += a.at(i, p) * b.at(p, j);
      result.push_back(sum);
    }
  return result;
}

struct Layout {
  const char *name;
  // Strides of a rows x cols matrix, and an offset.
  int64_t rowStride(int64_t rows, int64_t cols) const {
    return kind == 0 ? cols + pad : kind == 1 ? 1 : 2 * cols + 1;
  }
  int64_t colStride(int64_t rows, int64_t cols) const {
    return kind == 0 ? 1 : kind == 1 ? rows + pad : 2;
  }
  int kind; // 0 row-major, 1 column-major, 2 neither
  int64_t pad;
  int64_t offset;
};

const Layout kLayouts[] = {{"row-major", 0, 0, 0},
                           {"row-major padded", 0, 3, 5},
                           {"column-major", 1, 0, 2},
                           {"column-major padded", 1, 2, 0},
                           {"strided", 2, 0, 1}};

template <typename T>
void checkMatmul(void (*fn)(XhloAotMemRef2D *, XhloAotMemRef2D *,
                            XhloAotMemRef2D *),
                 int64_t m, int64_t n, int64_t k) {
  for (const Layout &la : kLayouts)
    for (const Layout &lb : kLayouts)
      for (const Layout &lc : kLayouts) {
        Strided<T> a(m, k, la.rowStride(m, k), la.colStride(m, k), la.offset,
                     T(1));
        Strided<T> b(k, n, lb.rowStride(k, n), lb.colStride(k, n), lb.offset,
                     T(2));
        Strided<T> c(m, n, lc.rowStride(m, n), lc.colStride(m, n), lc.offset,
                     T(3));
        std::vector<T> want = expected(a, b, c);
        std::vector<T> before = c.data;
        fn(&a.ref, &b.ref, &c.ref);
        size_t index = 0;
        for (int64_t i = 0; i < m; ++i)
          for (int64_t j = 0; j < n; ++j)
            ASSERT_EQ(c.at(i, j), want[index++])
                << m << "x" << n << "x" << k << " a " << la.name << ", b "
                << lb.name << ", c " << lc.name << " at " << i << "," << j;
        // Nothing outside c's elements is written.
        for (size_t p = 0; p < before.size(); ++p) {
          if (before[p] == T(-1000)) {
            ASSERT_EQ(c.data[p], T(-1000)) << "wrote outside c at " << p;
          }
        }
      }
}

TEST(AotRuntime, MatmulF32EveryLayout) {
  checkMatmul<float>(_mlir_ciface_xhlo_aot_matmul_f32, 5, 4, 3);
  checkMatmul<float>(_mlir_ciface_xhlo_aot_matmul_f32, 1, 6, 2);
  checkMatmul<float>(_mlir_ciface_xhlo_aot_matmul_f32, 3, 1, 1);
}

TEST(AotRuntime, MatmulWithOneThreadAndWithAll) {
  xhlo_aot_set_num_threads(1);
  checkMatmul<float>(_mlir_ciface_xhlo_aot_matmul_f32, 33, 17, 65);
  xhlo_aot_set_num_threads(0);
  checkMatmul<float>(_mlir_ciface_xhlo_aot_matmul_f32, 33, 17, 65);
}

TEST(AotRuntime, ConcurrentCallsFromThreads) {
  // The header promises that threads may call compiled code at once: four
  // threads each multiply their own 96x80x112 products 20 times.
  xhlo_aot_set_num_threads(0);
  std::vector<std::thread> threads;
  std::atomic<int> wrong{0};
  for (int t = 0; t < 4; ++t)
    threads.emplace_back([&, t] {
      for (int round = 0; round < 20; ++round) {
        Strided<float> a(96, 112, 112, 1, 0, float(t));
        Strided<float> b(112, 80, 80, 1, 0, float(round % 3));
        Strided<float> c(96, 80, 80, 1, 0, 1.0f);
        std::vector<float> want = expected(a, b, c);
        _mlir_ciface_xhlo_aot_matmul_f32(&a.ref, &b.ref, &c.ref);
        if (c.data != want)
          ++wrong;
      }
    });
  for (std::thread &thread : threads)
    thread.join();
  EXPECT_EQ(wrong.load(), 0);
}

TEST(AotRuntime, MatmulF64EveryLayout) {
  checkMatmul<double>(_mlir_ciface_xhlo_aot_matmul_f64, 4, 5, 6);
  checkMatmul<double>(_mlir_ciface_xhlo_aot_matmul_f64, 2, 2, 1);
}

TEST(AotRuntime, EmptyDimensionsLeaveTheResult) {
  // k = 0: c stays as it was; m = 0 or n = 0: nothing to do.
  checkMatmul<float>(_mlir_ciface_xhlo_aot_matmul_f32, 3, 4, 0);
  checkMatmul<float>(_mlir_ciface_xhlo_aot_matmul_f32, 0, 4, 2);
  checkMatmul<double>(_mlir_ciface_xhlo_aot_matmul_f64, 3, 0, 2);
}

TEST(AotRuntime, BatchMatmul) {
  // Two batches of [3,4]x[4,2]; the second operand's batch stride is padded.
  std::vector<float> a(2 * 12), b(2 * 8 + 5), c(2 * 6, 1.0f);
  for (size_t i = 0; i < a.size(); ++i)
    a[i] = float(i % 5) - 2;
  for (size_t i = 0; i < b.size(); ++i)
    b[i] = float(i % 3) - 1;
  XhloAotMemRef3D ra = {a.data(), a.data(), 0, {2, 3, 4}, {12, 4, 1}};
  XhloAotMemRef3D rb = {b.data(), b.data(), 0, {2, 4, 2}, {13, 2, 1}};
  XhloAotMemRef3D rc = {c.data(), c.data(), 0, {2, 3, 2}, {6, 2, 1}};
  _mlir_ciface_xhlo_aot_batch_matmul_f32(&ra, &rb, &rc);
  for (int64_t s = 0; s < 2; ++s)
    for (int64_t i = 0; i < 3; ++i)
      for (int64_t j = 0; j < 2; ++j) {
        float sum = 1.0f;
        for (int64_t p = 0; p < 4; ++p)
          sum += a[s * 12 + i * 4 + p] * b[s * 13 + p * 2 + j];
        EXPECT_EQ(c[s * 6 + i * 2 + j], sum) << s << "," << i << "," << j;
      }
}

TEST(AotRuntime, StridedCopy) {
  // A transposed 3x4 view of int16 into a row-major 3x4 buffer, and a 0-d
  // copy.
  std::vector<int16_t> src(12), dst(12, -1);
  for (int i = 0; i < 12; ++i)
    src[i] = int16_t(i);
  XhloAotMemRef2D from = {src.data(), src.data(), 0, {3, 4}, {1, 3}};
  XhloAotMemRef2D to = {dst.data(), dst.data(), 0, {3, 4}, {4, 1}};
  XhloAotUnrankedMemRef ufrom = {2, &from}, uto = {2, &to};
  memrefCopy(sizeof(int16_t), &ufrom, &uto);
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 4; ++j)
      EXPECT_EQ(dst[i * 4 + j], src[j * 3 + i]);

  struct {
    void *allocated, *aligned;
    int64_t offset;
  } scalarFrom = {src.data(), src.data(), 5},
    scalarTo = {dst.data(), dst.data(), 0};
  XhloAotUnrankedMemRef sf = {0, &scalarFrom}, st = {0, &scalarTo};
  memrefCopy(sizeof(int16_t), &sf, &st);
  EXPECT_EQ(dst[0], 5);
}

TEST(AotRuntime, StridedCopyOfRowsAndMergedDimensions) {
  // A padded buffer's interior (a 2x3x4 array into a 4x5x6 zero-filled one
  // at offset (1, 1, 1)): rows of 4 contiguous elements; then the whole
  // array into a dense one (every dimension merges: one memcpy), then a
  // copy whose size-1 dimension has an odd stride, then one whose last
  // dimension is strided in the destination only.
  std::vector<float> src(24);
  for (int i = 0; i < 24; ++i)
    src[i] = float(i + 1);
  std::vector<float> padded(4 * 5 * 6, 0.0f);
  struct Ref3D {
    float *allocated, *aligned;
    int64_t offset, sizes[3], strides[3];
  };
  Ref3D from = {src.data(), src.data(), 0, {2, 3, 4}, {12, 4, 1}};
  Ref3D interior = {
      padded.data(), padded.data(), 30 + 6 + 1, {2, 3, 4}, {30, 6, 1}};
  XhloAotUnrankedMemRef ufrom = {3, &from}, uinterior = {3, &interior};
  memrefCopy(sizeof(float), &ufrom, &uinterior);
  for (int a = 0; a < 4; ++a)
    for (int b = 0; b < 5; ++b)
      for (int c = 0; c < 6; ++c) {
        bool inside = a >= 1 && a < 3 && b >= 1 && b < 4 && c >= 1 && c < 5;
        float want = inside ? src[(a - 1) * 12 + (b - 1) * 4 + (c - 1)] : 0.0f;
        EXPECT_EQ(padded[a * 30 + b * 6 + c], want)
            << a << "," << b << "," << c;
      }

  std::vector<float> dense(24, -1.0f);
  Ref3D to = {dense.data(), dense.data(), 0, {2, 3, 4}, {12, 4, 1}};
  XhloAotUnrankedMemRef uto = {3, &to};
  memrefCopy(sizeof(float), &ufrom, &uto);
  EXPECT_EQ(dense, src);

  std::fill(dense.begin(), dense.end(), -1.0f);
  Ref3D unit = {src.data(), src.data(), 0, {1, 6, 4}, {7, 4, 1}};
  Ref3D unitTo = {dense.data(), dense.data(), 0, {1, 6, 4}, {99, 4, 1}};
  XhloAotUnrankedMemRef uunit = {3, &unit}, uunitTo = {3, &unitTo};
  memrefCopy(sizeof(float), &uunit, &uunitTo);
  EXPECT_EQ(dense, src);

  std::vector<float> spread(48, 0.0f);
  Ref3D spreadTo = {spread.data(), spread.data(), 0, {2, 3, 4}, {24, 8, 2}};
  XhloAotUnrankedMemRef uspread = {3, &spreadTo};
  memrefCopy(sizeof(float), &ufrom, &uspread);
  for (int i = 0; i < 48; ++i)
    EXPECT_EQ(spread[i], i % 2 ? 0.0f : src[i / 2]) << i;
}

TEST(AotRuntime, Allocation) {
  void *p = _mlir_memref_to_llvm_alloc(1000);
  ASSERT_NE(p, nullptr);
  _mlir_memref_to_llvm_free(p);
  void *q = _mlir_memref_to_llvm_aligned_alloc(64, 100);
  ASSERT_NE(q, nullptr);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(q) % 64, 0u);
  _mlir_memref_to_llvm_free(q);
}

TEST(AotRuntime, FailedLibraryCallEndsTheCallWithItsStatus) {
  // A runtime function whose library fails (oneDNN's convolution) records
  // XHLO_AOT_LIBRARY_FAILURE in the call; the first failure wins, and the
  // next call starts clean.
  xhlo_aot_begin_call();
  EXPECT_EQ(xhlo_aot_call_status(), XHLO_AOT_OK);
  xhlo_aot_fail_call(XHLO_AOT_LIBRARY_FAILURE, "a test failure");
  EXPECT_EQ(xhlo_aot_call_status(), XHLO_AOT_LIBRARY_FAILURE);
  EXPECT_EQ(_mlir_memref_to_llvm_alloc(SIZE_MAX / 2), nullptr);
  EXPECT_EQ(xhlo_aot_end_call(), XHLO_AOT_LIBRARY_FAILURE);
  xhlo_aot_begin_call();
  EXPECT_EQ(_mlir_memref_to_llvm_alloc(SIZE_MAX / 2), nullptr);
  xhlo_aot_fail_call(XHLO_AOT_LIBRARY_FAILURE, "a test failure");
  EXPECT_EQ(xhlo_aot_end_call(), XHLO_AOT_OUT_OF_MEMORY);
  xhlo_aot_begin_call();
  EXPECT_EQ(xhlo_aot_end_call(), XHLO_AOT_OK);
}

TEST(AotRuntimeDeathTest, FailedLibraryCallOutsideACallAbortsWithItsReason) {
  EXPECT_DEATH(xhlo_aot_fail_call(XHLO_AOT_LIBRARY_FAILURE,
                                  "xhlo_aot_convolution_f32: oneDNN failed"),
               "xhlo AOT runtime: xhlo_aot_convolution_f32: oneDNN failed");
}

TEST(AotRuntimeDeathTest, FailedAllocationOutsideACallAbortsWithItsSize) {
  // Code that is not compiled by xhlo-aot does not test the pointer: outside
  // xhlo_aot_begin_call/_end_call a failure still aborts (sizes beyond 2^48
  // are refused before malloc, so sanitizers' allocators do not see them).
  EXPECT_DEATH(_mlir_memref_to_llvm_alloc(SIZE_MAX / 2),
               "xhlo AOT runtime: out of memory allocating "
               "9223372036854775807 bytes");
}

TEST(AotRuntime, FailedAllocationInACallReturnsNullAndTheStatus) {
  xhlo_aot_begin_call();
  EXPECT_EQ(xhlo_aot_call_status(), XHLO_AOT_OK);
  void *kept = _mlir_memref_to_llvm_alloc(1 << 20);
  ASSERT_NE(kept, nullptr);
  std::memset(kept, 1, 1 << 20);
  void *freed = _mlir_memref_to_llvm_aligned_alloc(4096, 3000);
  ASSERT_NE(freed, nullptr);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(freed) % 4096, 0u);
  _mlir_memref_to_llvm_free(freed);
  EXPECT_EQ(_mlir_memref_to_llvm_alloc(SIZE_MAX / 2), nullptr);
  EXPECT_EQ(xhlo_aot_call_status(), XHLO_AOT_OUT_OF_MEMORY);
  // Not a power of two, and an alignment beyond any buffer.
  EXPECT_EQ(_mlir_memref_to_llvm_aligned_alloc(48, 10), nullptr);
  EXPECT_EQ(_mlir_memref_to_llvm_aligned_alloc(size_t(1) << 50, 10), nullptr);
  // `kept` is still allocated: ending the call frees it (LeakSanitizer in
  // the sanitized build would report it otherwise).
  EXPECT_EQ(xhlo_aot_end_call(), XHLO_AOT_OUT_OF_MEMORY);
  // The next call starts clean.
  xhlo_aot_begin_call();
  EXPECT_EQ(xhlo_aot_call_status(), XHLO_AOT_OK);
  void *empty = _mlir_memref_to_llvm_alloc(0);
  EXPECT_NE(empty, nullptr);
  _mlir_memref_to_llvm_free(empty);
  _mlir_memref_to_llvm_free(nullptr);
  EXPECT_EQ(xhlo_aot_end_call(), XHLO_AOT_OK);
}

TEST(AotRuntime, NestedCallsFreeAtTheOutermostEnd) {
  xhlo_aot_begin_call();
  void *outer = _mlir_memref_to_llvm_alloc(100);
  xhlo_aot_begin_call();
  void *inner = _mlir_memref_to_llvm_alloc(200);
  ASSERT_NE(outer, nullptr);
  ASSERT_NE(inner, nullptr);
  EXPECT_EQ(_mlir_memref_to_llvm_alloc(SIZE_MAX), nullptr);
  EXPECT_EQ(xhlo_aot_end_call(), XHLO_AOT_OUT_OF_MEMORY);
  // The inner end frees nothing: both buffers are still usable.
  std::memset(outer, 2, 100);
  std::memset(inner, 3, 200);
  _mlir_memref_to_llvm_free(outer);
  EXPECT_EQ(xhlo_aot_end_call(), XHLO_AOT_OUT_OF_MEMORY);
  EXPECT_EQ(xhlo_aot_call_status(), XHLO_AOT_OK);
  // An end without a begin changes nothing.
  EXPECT_EQ(xhlo_aot_end_call(), XHLO_AOT_OK);
}

TEST(AotRuntime, CallsOfThreadsAreApart) {
  // One thread's failure is not another's status.
  xhlo_aot_begin_call();
  void *mine = _mlir_memref_to_llvm_alloc(64);
  int32_t otherStatus = -1;
  std::thread other([&] {
    xhlo_aot_begin_call();
    EXPECT_EQ(_mlir_memref_to_llvm_alloc(SIZE_MAX / 4), nullptr);
    void *theirs = _mlir_memref_to_llvm_alloc(64);
    EXPECT_NE(theirs, nullptr);
    otherStatus = xhlo_aot_end_call();
  });
  other.join();
  EXPECT_EQ(otherStatus, XHLO_AOT_OUT_OF_MEMORY);
  EXPECT_EQ(xhlo_aot_call_status(), XHLO_AOT_OK);
  _mlir_memref_to_llvm_free(mine);
  EXPECT_EQ(xhlo_aot_end_call(), XHLO_AOT_OK);
}

} // namespace
