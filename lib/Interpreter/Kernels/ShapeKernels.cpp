//===- ShapeKernels.cpp - Shape kernels of the interpreter ----------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the reference kernels of the shape ops: broadcast,
// reshape, transpose, slice, concatenate, pad, reverse, iota,
// get_dimension_size, dynamic_slice, dynamic_update_slice, gather, scatter,
// reduce and dot. Ops that only move data work on raw bytes of the element
// size, so they handle every element type. The loops are straightforward
// reference loops over multi-indices; speed comes later.
//
//===----------------------------------------------------------------------===//

#include "FastKernels.h"
#include "KernelUtils.h"

#include "xhlo/Interpreter/Executable.h"
#include "xhlo/Interpreter/ThreadPool.h"

#include "xhlo/Dialect/Hlo/IR/HloOps.h"

#include "llvm/ADT/APFloat.h"

#include <algorithm>
#include <complex>
#include <cstring>
#include <limits>
#include <type_traits>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

using namespace mlir;
using namespace xhlo;
using namespace xhlo::interp;
namespace hlo = xhlo::hlo;

namespace {

//===----------------------------------------------------------------------===//
// Index helpers
//===----------------------------------------------------------------------===//

int64_t linearize(ArrayRef<int64_t> index, ArrayRef<int64_t> strides) {
  int64_t offset = 0;
  for (size_t d = 0; d < index.size(); ++d)
    offset += index[d] * strides[d];
  return offset;
}

/// Byte-level access to a literal's elements.
const char *bytes(const Literal &literal) {
  return static_cast<const char *>(literal.data());
}
char *bytes(Literal &literal) { return static_cast<char *>(literal.data()); }

/// The shape and element type of `op`'s result `i`.
Literal makeResult(Operation *op, unsigned i = 0) {
  auto type = cast<RankedTensorType>(op->getResult(i).getType());
  return Literal(*getElementTypeFromMlir(type.getElementType()),
                 type.getShape());
}

//===----------------------------------------------------------------------===//
// Element conversions (for iota and dot)
//===----------------------------------------------------------------------===//

/// Element `i` of `literal` converted to `To` (f16/bf16 are decoded to float
/// first).
template <typename To> To readAs(const Literal &literal, int64_t i) {
  return visitElementType(literal.getElementType(), [&](auto tag) {
    using K = typename decltype(tag)::type;
    return convertValue<To>(K::load(literal.as<typename K::S>()[i]));
  });
}

//===----------------------------------------------------------------------===//
// Strided copies (the fast paths of the data-movement kernels)
//===----------------------------------------------------------------------===//

/// A copy of every element of `shape` (row-major) from `in + sum(index[d] *
/// inStrides[d]) * size` to `out + sum(index[d] * outStrides[d]) * size`:
/// slices, transposes, broadcasts (stride 0), reverses (negative strides)
/// and the parts of a concatenate are all one. Strides are in elements.
struct StridedCopy {
  SmallVector<int64_t, 6> shape, inStrides, outStrides;
  char *out = nullptr;
  const char *in = nullptr;
  size_t size = 0;

  void addDim(int64_t extent, int64_t inStride, int64_t outStride) {
    shape.push_back(extent);
    inStrides.push_back(inStride);
    outStrides.push_back(outStride);
  }
};

/// Drops the dimensions of extent 1 and merges neighbours that are one
/// dimension in both the source and the destination (a slice of whole rows
/// becomes one run), so the innermost dimension is as long as possible.
void simplify(StridedCopy &copy) {
  StridedCopy merged;
  for (size_t d = 0; d < copy.shape.size(); ++d) {
    if (copy.shape[d] == 1)
      continue;
    if (!merged.shape.empty() &&
        merged.inStrides.back() == copy.inStrides[d] * copy.shape[d] &&
        merged.outStrides.back() == copy.outStrides[d] * copy.shape[d]) {
      merged.shape.back() *= copy.shape[d];
      merged.inStrides.back() = copy.inStrides[d];
      merged.outStrides.back() = copy.outStrides[d];
      continue;
    }
    merged.addDim(copy.shape[d], copy.inStrides[d], copy.outStrides[d]);
  }
  copy.shape = std::move(merged.shape);
  copy.inStrides = std::move(merged.inStrides);
  copy.outStrides = std::move(merged.outStrides);
}

/// An element of `N` bytes, copied by assignment (whole-register moves).
template <size_t N> struct Bytes {
  char bytes[N];
};

/// `n` elements of `N` bytes (0: `size` bytes) at strides `si`, `so`.
template <size_t N>
void copyRow(char *out, const char *in, int64_t n, int64_t si, int64_t so,
             size_t size) {
  if constexpr (N == 0) {
    for (int64_t k = 0; k < n; ++k)
      std::memcpy(out + k * so * size, in + k * si * size, size);
  } else {
    using E = Bytes<N>;
    E *o = reinterpret_cast<E *>(out);
    const E *i = reinterpret_cast<const E *>(in);
    if (si == 0) {
      E value = *i;
      if (so == 1)
        std::fill(o, o + n, value);
      else
        for (int64_t k = 0; k < n; ++k)
          o[k * so] = value;
    } else if (so == 1) {
      for (int64_t k = 0; k < n; ++k)
        o[k] = i[k * si];
    } else {
      for (int64_t k = 0; k < n; ++k)
        o[k * so] = i[k * si];
    }
  }
}

/// Element offsets of the outer multi-index `index` (dims [0, rank)).
void outerOffsets(const StridedCopy &copy, ArrayRef<int64_t> index, int64_t &in,
                  int64_t &out) {
  in = out = 0;
  for (size_t d = 0; d < index.size(); ++d) {
    in += index[d] * copy.inStrides[d];
    out += index[d] * copy.outStrides[d];
  }
}

/// Calls `fn(inOffset, outOffset, position)` for the outer multi-indices
/// [begin, end) of `shape` (row-major linear positions), in order.
template <typename Fn>
void forOuterRange(const StridedCopy &copy, ArrayRef<int64_t> shape,
                   int64_t begin, int64_t end, Fn fn) {
  SmallVector<int64_t, 6> index(shape.size(), 0);
  int64_t rest = begin;
  for (int64_t d = static_cast<int64_t>(shape.size()) - 1; d >= 0; --d) {
    index[d] = rest % shape[d];
    rest /= shape[d];
  }
  int64_t in, out;
  outerOffsets(copy, index, in, out);
  for (int64_t p = begin; p < end; ++p) {
    fn(in, out, p);
    for (int64_t d = static_cast<int64_t>(shape.size()) - 1; d >= 0; --d) {
      in += copy.inStrides[d];
      out += copy.outStrides[d];
      if (++index[d] < shape[d])
        break;
      in -= shape[d] * copy.inStrides[d];
      out -= shape[d] * copy.outStrides[d];
      index[d] = 0;
    }
  }
}

/// Runs `body(begin, end)` over [0, count) split into chunks, on the
/// threads when the copy moves at least their `minParallelBytes` (the
/// pool's: 1 MiB).

void splitRange(int64_t count, int64_t bytes, const CopyThreads &threads,
                llvm::function_ref<void(int64_t, int64_t)> body) {
  if (threads.count <= 1 || bytes < threads.minParallelBytes || count < 2) {
    body(0, count);
    return;
  }
  int64_t tasks = std::min<int64_t>(count, 4 * threads.count);
  threads.run(tasks, [&](int64_t task) {
    body(count * task / tasks, count * (task + 1) / tasks);
  });
}

/// Runs `fn(threads)` with `pool`'s threads (or only the caller's, when
/// `pool` is null) as CopyThreads.
template <typename Fn> void withPoolThreads(ThreadPool *pool, Fn fn) {
  auto run = [pool](int64_t tasks, llvm::function_ref<void(int64_t)> body) {
    pool->parallelFor(tasks, [&](int64_t task, unsigned) { body(task); });
  };
  fn(CopyThreads{pool ? pool->getNumThreads() : 1u, run});
}

void splitRange(int64_t count, int64_t bytes, ThreadPool *pool,
                llvm::function_ref<void(int64_t, int64_t)> body) {
  withPoolThreads(pool, [&](const CopyThreads &threads) {
    splitRange(count, bytes, threads, body);
  });
}

/// The least bytes of the result a piece of a long run copies (see
/// runStridedCopy).
constexpr int64_t kPieceBytes = int64_t(64) << 10;

/// The tile edge of the blocked transpose, in elements.
constexpr int64_t kTile = 16;

#if defined(__x86_64__)
/// `out[a * so + b] = in[a + b * si]` for a in [a0, a1), b in [b0, b1),
/// one element of `T` at a time (the edges of the register blocks).
template <typename T>
void transposeScalar(T *out, const T *in, int64_t a0, int64_t a1, int64_t b0,
                     int64_t b1, int64_t si, int64_t so) {
  for (int64_t a = a0; a < a1; ++a)
    for (int64_t b = b0; b < b1; ++b)
      out[a * so + b] = in[a + b * si];
}

/// An 8x8 block of 4-byte elements transposed in AVX2 registers: rows
/// `in + k * si` (k < 8) become rows `out + k * so`.
__attribute__((target("avx2"))) inline void
transposeBlock8x8(float *out, const float *in, int64_t si, int64_t so) {
  __m256 r[8], t[8];
  for (int k = 0; k < 8; ++k)
    r[k] = _mm256_loadu_ps(in + k * si);
  for (int k = 0; k < 8; k += 2) {
    t[k] = _mm256_unpacklo_ps(r[k], r[k + 1]);
    t[k + 1] = _mm256_unpackhi_ps(r[k], r[k + 1]);
  }
  for (int k = 0; k < 8; k += 4) {
    r[k] = _mm256_shuffle_ps(t[k], t[k + 2], 0x44);
    r[k + 1] = _mm256_shuffle_ps(t[k], t[k + 2], 0xEE);
    r[k + 2] = _mm256_shuffle_ps(t[k + 1], t[k + 3], 0x44);
    r[k + 3] = _mm256_shuffle_ps(t[k + 1], t[k + 3], 0xEE);
  }
  // r[j] (j < 4) holds column j of input rows 0-3 in its low half and
  // column j + 4 in its high half; r[j + 4] the same of rows 4-7.
  for (int j = 0; j < 4; ++j) {
    _mm256_storeu_ps(out + j * so,
                     _mm256_permute2f128_ps(r[j], r[j + 4], 0x20));
    _mm256_storeu_ps(out + (j + 4) * so,
                     _mm256_permute2f128_ps(r[j], r[j + 4], 0x31));
  }
}

/// A 4x4 block of 8-byte elements transposed in AVX2 registers.
__attribute__((target("avx2"))) inline void
transposeBlock4x4(double *out, const double *in, int64_t si, int64_t so) {
  __m256d r[4];
  for (int k = 0; k < 4; ++k)
    r[k] = _mm256_loadu_pd(in + k * si);
  __m256d t0 = _mm256_unpacklo_pd(r[0], r[1]),
          t1 = _mm256_unpackhi_pd(r[0], r[1]),
          t2 = _mm256_unpacklo_pd(r[2], r[3]),
          t3 = _mm256_unpackhi_pd(r[2], r[3]);
  _mm256_storeu_pd(out, _mm256_permute2f128_pd(t0, t2, 0x20));
  _mm256_storeu_pd(out + so, _mm256_permute2f128_pd(t1, t3, 0x20));
  _mm256_storeu_pd(out + 2 * so, _mm256_permute2f128_pd(t0, t2, 0x31));
  _mm256_storeu_pd(out + 3 * so, _mm256_permute2f128_pd(t1, t3, 0x31));
}

/// `out[a * so + b] = in[a + b * si]` for a in [0, rows), b in [0, cols)
/// (strides in elements of `T`: uint32_t or uint64_t), in register blocks of
/// `B`x`B` elements, a destination row block at a time (its lines are
/// written whole by neighbouring blocks: measured faster than walking the
/// source's rows first, most for the 3-D transpose); the edges one element
/// at a time. Loads
/// and shuffles only move bits, so every value (NaN payloads too) is
/// copied exactly.
template <typename T, int B>
__attribute__((target("avx2"))) void
transposeTileAvx2(T *out, const T *in, int64_t rows, int64_t cols, int64_t si,
                  int64_t so) {
  int64_t fullRows = rows / B * B, fullCols = cols / B * B;
  for (int64_t a = 0; a < fullRows; a += B)
    for (int64_t b = 0; b < fullCols; b += B) {
      if constexpr (B == 8)
        transposeBlock8x8(reinterpret_cast<float *>(out + a * so + b),
                          reinterpret_cast<const float *>(in + a + b * si), si,
                          so);
      else
        transposeBlock4x4(reinterpret_cast<double *>(out + a * so + b),
                          reinterpret_cast<const double *>(in + a + b * si), si,
                          so);
    }
  transposeScalar(out, in, 0, fullRows, fullCols, cols, si, so);
  transposeScalar(out, in, fullRows, rows, 0, cols, si, so);
}

/// A 16x16 block of 4-byte elements transposed in AVX-512 registers: every
/// load reads a whole cache line of a source row and every store writes a
/// whole line of a destination row (8x8 blocks use half lines, which rows
/// 4 KiB apart evict from L1 before their other half is used).
__attribute__((target("avx512f"))) inline void
transposeBlock16x16(float *out, const float *in, int64_t si, int64_t so) {
  __m512 r[16], t[16];
  for (int k = 0; k < 16; ++k)
    r[k] = _mm512_loadu_ps(in + k * si);
  for (int k = 0; k < 16; k += 2) {
    t[k] = _mm512_unpacklo_ps(r[k], r[k + 1]);
    t[k + 1] = _mm512_unpackhi_ps(r[k], r[k + 1]);
  }
  // r[g + c] (g a multiple of 4), lane L: column 4L + c of rows g .. g + 3.
  for (int g = 0; g < 16; g += 4) {
    __m512d t0 = _mm512_castps_pd(t[g]), t1 = _mm512_castps_pd(t[g + 1]),
            t2 = _mm512_castps_pd(t[g + 2]), t3 = _mm512_castps_pd(t[g + 3]);
    r[g] = _mm512_castpd_ps(_mm512_unpacklo_pd(t0, t2));
    r[g + 1] = _mm512_castpd_ps(_mm512_unpackhi_pd(t0, t2));
    r[g + 2] = _mm512_castpd_ps(_mm512_unpacklo_pd(t1, t3));
    r[g + 3] = _mm512_castpd_ps(_mm512_unpackhi_pd(t1, t3));
  }
  for (int c = 0; c < 4; ++c) {
    __m512 v0 = _mm512_shuffle_f32x4(r[c], r[4 + c], 0x44),
           v1 = _mm512_shuffle_f32x4(r[c], r[4 + c], 0xEE),
           w0 = _mm512_shuffle_f32x4(r[8 + c], r[12 + c], 0x44),
           w1 = _mm512_shuffle_f32x4(r[8 + c], r[12 + c], 0xEE);
    _mm512_storeu_ps(out + c * so, _mm512_shuffle_f32x4(v0, w0, 0x88));
    _mm512_storeu_ps(out + (4 + c) * so, _mm512_shuffle_f32x4(v0, w0, 0xDD));
    _mm512_storeu_ps(out + (8 + c) * so, _mm512_shuffle_f32x4(v1, w1, 0x88));
    _mm512_storeu_ps(out + (12 + c) * so, _mm512_shuffle_f32x4(v1, w1, 0xDD));
  }
}

/// transposeTileAvx2's copy of 4-byte elements in 16x16 AVX-512 blocks,
/// the edges in 8x8 AVX2 blocks and single elements.
__attribute__((target("avx512f"))) void
transposeTileAvx512(uint32_t *out, const uint32_t *in, int64_t rows,
                    int64_t cols, int64_t si, int64_t so) {
  int64_t fullRows = rows / 16 * 16, fullCols = cols / 16 * 16;
  for (int64_t a = 0; a < fullRows; a += 16)
    for (int64_t b = 0; b < fullCols; b += 16)
      transposeBlock16x16(reinterpret_cast<float *>(out + a * so + b),
                          reinterpret_cast<const float *>(in + a + b * si), si,
                          so);
  transposeTileAvx2<uint32_t, 8>(out + fullCols, in + fullCols * si, fullRows,
                                 cols - fullCols, si, so);
  transposeTileAvx2<uint32_t, 8>(out + fullRows * so, in + fullRows,
                                 rows - fullRows, cols, si, so);
}

/// Whether transposeTileAvx512 may run here.
bool hasAvx512() {
  static const bool avx512 = __builtin_cpu_supports("avx512f");
  return avx512;
}

/// Whether transposeTileAvx2 and gatherEvenAvx2 may run here.
bool hasAvx2() {
  static const bool avx2 = __builtin_cpu_supports("avx2");
  return avx2;
}

/// `out[k] = in[2 * k]` for k in [0, n), 4-byte elements (a slice with
/// stride 2 along a contiguous row): 16 elements read as two vectors, the
/// even ones picked by a shuffle and a lane permute (bit moves only). The
/// vector loads stop before they could read past `in[2 * (n - 1)]`.
__attribute__((target("avx2"))) void
gatherEvenAvx2(uint32_t *out, const uint32_t *in, int64_t n) {
  int64_t k = 0;
  const float *src = reinterpret_cast<const float *>(in);
  for (; k + 8 < n; k += 8) {
    __m256 lo = _mm256_loadu_ps(src + 2 * k);
    __m256 hi = _mm256_loadu_ps(src + 2 * k + 8);
    // Per 128-bit lane: lo[0], lo[2], hi[0], hi[2]; then the 64-bit pairs
    // in the order 0, 2, 1, 3.
    __m256 even = _mm256_shuffle_ps(lo, hi, 0x88);
    __m256d ordered = _mm256_permute4x64_pd(_mm256_castps_pd(even), 0xD8);
    _mm256_storeu_ps(reinterpret_cast<float *>(out + k),
                     _mm256_castpd_ps(ordered));
  }
  for (; k < n; ++k)
    out[k] = in[2 * k];
}

/// gatherEvenAvx2 with AVX-512: 16 elements from two whole source lines
/// picked by one two-register permute.
__attribute__((target("avx512f"))) void
gatherEvenAvx512(uint32_t *out, const uint32_t *in, int64_t n) {
  int64_t k = 0;
  const float *src = reinterpret_cast<const float *>(in);
  const __m512i even = _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20,
                                         22, 24, 26, 28, 30);
  for (; k + 16 < n; k += 16) {
    __m512 lo = _mm512_loadu_ps(src + 2 * k);
    __m512 hi = _mm512_loadu_ps(src + 2 * k + 16);
    _mm512_storeu_ps(reinterpret_cast<float *>(out + k),
                     _mm512_permutex2var_ps(lo, even, hi));
  }
  gatherEvenAvx2(out + k, in + 2 * k, n - k);
}
#endif

/// The copy once simplified: runs of the innermost dimension (memcpy when
/// both sides are contiguous), or cache-tiled blocks when the source's
/// contiguous dimension is an outer one of the destination (a transpose).
template <size_t N>
void runStridedCopy(StridedCopy &copy, const CopyThreads &pool) {
  int64_t rank = copy.shape.size();
  size_t size = copy.size;
  int64_t total = getNumElements(copy.shape);
  if (total == 0)
    return;
  if (rank == 0) {
    std::memcpy(copy.out, copy.in, size);
    return;
  }
  int64_t n = copy.shape.back(), si = copy.inStrides.back(),
          so = copy.outStrides.back();
  // The destination's contiguous innermost dimension reads the source
  // across rows, and a source dimension is contiguous: tile the two.
  int64_t tiled = -1;
  if (so == 1 && si != 1 && si != 0 && n >= kTile)
    for (int64_t d = 0; d + 1 < rank; ++d)
      if (copy.inStrides[d] == 1 && copy.shape[d] >= kTile)
        tiled = d;
  if (tiled >= 0) {
    // Outer dims: all but `tiled` and the last, then the tiles of `tiled`.
    SmallVector<int64_t, 6> outer;
    StridedCopy walk;
    for (int64_t d = 0; d + 1 < rank; ++d)
      if (d != tiled)
        walk.addDim(copy.shape[d], copy.inStrides[d], copy.outStrides[d]);
    int64_t extent = copy.shape[tiled];
    int64_t tiles = (extent + kTile - 1) / kTile;
    walk.addDim(tiles, kTile * copy.inStrides[tiled],
                kTile * copy.outStrides[tiled]);
    int64_t soA = copy.outStrides[tiled];
#if defined(__x86_64__)
    // 4- and 8-byte elements in register blocks, when the CPU has AVX2.
    bool registers = (N == 4 || N == 8) && hasAvx2();
    // 4-byte elements in 16x16 blocks with AVX-512.
    bool avx512 = N == 4 && registers && hasAvx512();
#else
    bool registers = false;
#endif
    splitRange(
        getNumElements(walk.shape), total * size, pool,
        [&](int64_t begin, int64_t end) {
          forOuterRange(
              walk, walk.shape, begin, end,
              [&](int64_t in, int64_t out, int64_t position) {
                int64_t a0 = (position % tiles) * kTile;
                int64_t rows = std::min(kTile, extent - a0);
                const char *src = copy.in + in * size;
                char *dst = copy.out + out * size;
#if defined(__x86_64__)
                if (registers) {
                  if (size == 4 && avx512)
                    transposeTileAvx512(reinterpret_cast<uint32_t *>(dst),
                                        reinterpret_cast<const uint32_t *>(src),
                                        rows, n, si, soA);
                  else if (size == 4)
                    transposeTileAvx2<uint32_t, 8>(
                        reinterpret_cast<uint32_t *>(dst),
                        reinterpret_cast<const uint32_t *>(src), rows, n, si,
                        soA);
                  else
                    transposeTileAvx2<uint64_t, 4>(
                        reinterpret_cast<uint64_t *>(dst),
                        reinterpret_cast<const uint64_t *>(src), rows, n, si,
                        soA);
                  return;
                }
#endif
                for (int64_t b0 = 0; b0 < n; b0 += kTile) {
                  int64_t cols = std::min(kTile, n - b0);
                  for (int64_t a = 0; a < rows; ++a)
                    copyRow<N>(dst + (a * soA + b0) * size,
                               src + (a + b0 * si) * size, cols, si, 1, size);
                }
              });
        });
    return;
  }
  ArrayRef<int64_t> outerShape = ArrayRef<int64_t>(copy.shape).drop_back();
  int64_t outerCount = getNumElements(outerShape);
#if defined(__x86_64__)
  // Every second element of 4-byte rows (a slice with stride 2) in vectors.
  bool evenRows = N == 4 && si == 2 && so == 1 && hasAvx2();
  bool evenRows512 = evenRows && hasAvx512();
#endif
  // Elements [k0, k1) of the run at `in`, `out`.
  auto copyRun = [&](int64_t in, int64_t out, int64_t k0, int64_t k1) {
    char *dst = copy.out + (out + k0 * so) * size;
    const char *src = copy.in + (in + k0 * si) * size;
    int64_t count = k1 - k0;
    if (si == 1 && so == 1)
      std::memcpy(dst, src, count * size);
#if defined(__x86_64__)
    else if (evenRows512)
      gatherEvenAvx512(reinterpret_cast<uint32_t *>(dst),
                       reinterpret_cast<const uint32_t *>(src), count);
    else if (evenRows)
      gatherEvenAvx2(reinterpret_cast<uint32_t *>(dst),
                     reinterpret_cast<const uint32_t *>(src), count);
#endif
    else
      copyRow<N>(dst, src, count, si, so, size);
  };
  // Fewer runs than tasks (simplify merges a slice of whole rows, strided
  // or not, into one long run): each run is cut into pieces of at least
  // kPieceBytes of the result, whole cache lines of it where it can, so that
  // every thread copies a share.
  int64_t pieces = 1;
  if (pool.count > 1 && total * size >= pool.minParallelBytes) {
    int64_t wanted = 4 * int64_t(pool.count);
    if (outerCount < wanted)
      pieces =
          std::max<int64_t>(1, std::min((wanted + outerCount - 1) / outerCount,
                                        n * int64_t(size) / kPieceBytes));
  }
  if (pieces == 1) {
    splitRange(outerCount, total * size, pool, [&](int64_t begin, int64_t end) {
      forOuterRange(
          copy, outerShape, begin, end,
          [&](int64_t in, int64_t out, int64_t) { copyRun(in, out, 0, n); });
    });
    return;
  }
  // The first element of piece `piece` of a run: a multiple of a cache
  // line's elements.
  int64_t line = std::max<int64_t>(1, 64 / int64_t(size));
  auto pieceStart = [&](int64_t piece) {
    return piece == pieces ? n : n * piece / pieces / line * line;
  };
  splitRange(
      outerCount * pieces, total * size, pool, [&](int64_t begin, int64_t end) {
        forOuterRange(copy, outerShape, begin / pieces,
                      (end + pieces - 1) / pieces,
                      [&](int64_t in, int64_t out, int64_t position) {
                        int64_t first = std::max(begin, position * pieces);
                        int64_t last = std::min(end, (position + 1) * pieces);
                        copyRun(in, out, pieceStart(first - position * pieces),
                                pieceStart(last - position * pieces));
                      });
      });
}

/// Runs `copy` (simplified here) with `pool`'s threads when it is large.
void stridedCopy(StridedCopy &copy, const CopyThreads &pool) {
  simplify(copy);
  switch (copy.size) {
  case 1:
    return runStridedCopy<1>(copy, pool);
  case 2:
    return runStridedCopy<2>(copy, pool);
  case 4:
    return runStridedCopy<4>(copy, pool);
  case 8:
    return runStridedCopy<8>(copy, pool);
  case 16:
    return runStridedCopy<16>(copy, pool);
  default:
    return runStridedCopy<0>(copy, pool);
  }
}

void stridedCopy(StridedCopy &copy, ThreadPool *pool) {
  withPoolThreads(
      pool, [&](const CopyThreads &threads) { stridedCopy(copy, threads); });
}

/// Copies into all of `result` (row-major) the elements of `input` at
/// `inOffset + sum(index[d] * inStrides[d])` (elements) for each index of
/// the result: the fast path of slice, transpose, broadcast, reverse and
/// dynamic_slice.
void copyView(const Literal &input, int64_t inOffset,
              ArrayRef<int64_t> inStrides, Literal &result,
              KernelContext &context) {
  StridedCopy copy;
  copy.size = getElementTypeByteSize(input.getElementType());
  copy.in = bytes(input) + inOffset * copy.size;
  copy.out = bytes(result);
  ArrayRef<int64_t> shape = result.getShape();
  SmallVector<int64_t, 4> outStrides = getStrides(shape);
  for (size_t d = 0; d < shape.size(); ++d)
    copy.addDim(shape[d], inStrides[d], outStrides[d]);
  stridedCopy(copy, &context.getThreadPool());
}

/// An uninitialized literal for `op`'s result `i` (for kernels that write
/// every element).
Literal makeUninitializedResult(Operation *op, unsigned i = 0) {
  auto type = cast<RankedTensorType>(op->getResult(i).getType());
  return Literal::uninitialized(*getElementTypeFromMlir(type.getElementType()),
                                type.getShape());
}

//===----------------------------------------------------------------------===//
// Kernels
//===----------------------------------------------------------------------===//

LogicalResult broadcastKernel(Operation *op, ArrayRef<const RtValue *> operands,
                              std::vector<RtValue> &results,
                              KernelContext &context) {
  ArrayRef<int64_t> dims = cast<hlo::BroadcastOp>(op).getDimensions();
  const Literal &input = operands[0]->getArray();
  Literal result = Literal::uninitialized(
      input.getElementType(),
      cast<RankedTensorType>(op->getResult(0).getType()).getShape());
  if (context.useFastKernels()) {
    // Stride 0 along the dimensions the operand does not map to (and along
    // mapped dimensions of extent 1).
    SmallVector<int64_t, 4> inStrides = getStrides(input.getShape());
    SmallVector<int64_t, 6> strides(result.getShape().size(), 0);
    for (auto [i, d] : llvm::enumerate(dims))
      if (input.getShape()[i] != 1)
        strides[d] = inStrides[i];
    copyView(input, 0, strides, result, context);
    results.push_back(std::move(result));
    return success();
  }
  size_t size = getElementTypeByteSize(input.getElementType());
  ArrayRef<int64_t> outShape = result.getShape();
  int64_t rank = outShape.size();
  // The result dimensions after the last one the operand maps to only
  // repeat one value: fill them as a block (a bias over H x W, say).
  int64_t lastMapped = -1;
  for (int64_t d : dims)
    lastMapped = std::max(lastMapped, d);
  int64_t block = 1;
  for (int64_t d = lastMapped + 1; d < rank; ++d)
    block *= outShape[d];
  SmallVector<int64_t, 4> inStrides = getStrides(input.getShape());
  char *out = bytes(result);
  const char *in = bytes(input);
  if (result.getNumElements() > 0)
    forEachIndex(outShape.take_front(lastMapped + 1),
                 [&](ArrayRef<int64_t> index) {
                   int64_t offset = 0;
                   for (size_t i = 0; i < dims.size(); ++i)
                     offset += index[dims[i]] * inStrides[i];
                   const char *value = in + offset * size;
                   for (int64_t k = 0; k < block; ++k)
                     std::memcpy(out + k * size, value, size);
                   out += block * size;
                 });
  results.push_back(std::move(result));
  return success();
}

LogicalResult reshapeKernel(Operation *op, ArrayRef<const RtValue *> operands,
                            std::vector<RtValue> &results, KernelContext &) {
  const Literal &input = operands[0]->getArray();
  Literal result = makeResult(op);
  std::memcpy(result.data(), input.data(), input.getSizeInBytes());
  results.push_back(std::move(result));
  return success();
}

LogicalResult transposeKernel(Operation *op, ArrayRef<const RtValue *> operands,
                              std::vector<RtValue> &results,
                              KernelContext &context) {
  ArrayRef<int64_t> dims = cast<hlo::TransposeOp>(op).getDimensions();
  const Literal &input = operands[0]->getArray();
  if (context.useFastKernels()) {
    Literal result = makeUninitializedResult(op);
    SmallVector<int64_t, 4> inStrides = getStrides(input.getShape());
    SmallVector<int64_t, 6> strides;
    for (int64_t d : dims)
      strides.push_back(inStrides[d]);
    copyView(input, 0, strides, result, context);
    results.push_back(std::move(result));
    return success();
  }
  Literal result = makeResult(op);
  size_t size = getElementTypeByteSize(input.getElementType());
  SmallVector<int64_t, 4> inStrides = getStrides(input.getShape());
  char *out = bytes(result);
  const char *in = bytes(input);
  forEachIndex(result.getShape(), [&](ArrayRef<int64_t> index) {
    int64_t offset = 0;
    for (size_t k = 0; k < dims.size(); ++k)
      offset += index[k] * inStrides[dims[k]];
    std::memcpy(out, in + offset * size, size);
    out += size;
  });
  results.push_back(std::move(result));
  return success();
}

LogicalResult sliceKernel(Operation *op, ArrayRef<const RtValue *> operands,
                          std::vector<RtValue> &results,
                          KernelContext &context) {
  auto slice = cast<hlo::SliceOp>(op);
  ArrayRef<int64_t> starts = slice.getStartIndices();
  ArrayRef<int64_t> strides = slice.getStrides();
  const Literal &input = operands[0]->getArray();
  if (context.useFastKernels()) {
    Literal result = makeUninitializedResult(op);
    SmallVector<int64_t, 4> inStrides = getStrides(input.getShape());
    SmallVector<int64_t, 6> viewStrides;
    int64_t offset = 0;
    for (size_t d = 0; d < inStrides.size(); ++d) {
      viewStrides.push_back(strides[d] * inStrides[d]);
      // An empty result reads nothing (its start may be the extent).
      if (result.getNumElements() > 0)
        offset += starts[d] * inStrides[d];
    }
    copyView(input, offset, viewStrides, result, context);
    results.push_back(std::move(result));
    return success();
  }
  Literal result = makeResult(op);
  size_t size = getElementTypeByteSize(input.getElementType());
  SmallVector<int64_t, 4> inStrides = getStrides(input.getShape());
  char *out = bytes(result);
  const char *in = bytes(input);
  forEachIndex(result.getShape(), [&](ArrayRef<int64_t> index) {
    int64_t offset = 0;
    for (size_t d = 0; d < index.size(); ++d)
      offset += (starts[d] + index[d] * strides[d]) * inStrides[d];
    std::memcpy(out, in + offset * size, size);
    out += size;
  });
  results.push_back(std::move(result));
  return success();
}

/// A concatenate whose result has at least this many rows (the dimensions
/// before the concatenated one) copies row by row in one loop.
constexpr int64_t kConcatenateRows = 64;

LogicalResult concatenateKernel(Operation *op,
                                ArrayRef<const RtValue *> operands,
                                std::vector<RtValue> &results,
                                KernelContext &context) {
  int64_t dim = cast<hlo::ConcatenateOp>(op).getDimension();
  if (context.useFastKernels()) {
    Literal result = makeUninitializedResult(op);
    size_t size = getElementTypeByteSize(result.getElementType());
    int64_t rows = getNumElements(result.getShape().take_front(dim));
    if (rows >= kConcatenateRows) {
      // Many rows (the result's dimensions before `dim`): each row of the
      // result is every operand's row in turn, written in one pass over the
      // result by one loop for all operands.
      SmallVector<const char *, 4> inputs;
      SmallVector<size_t, 4> chunks;
      size_t rowBytes = 0;
      for (const RtValue *operand : operands) {
        const Literal &input = operand->getArray();
        inputs.push_back(bytes(input));
        chunks.push_back(getNumElements(input.getShape().drop_front(dim)) *
                         size);
        rowBytes += chunks.back();
      }
      char *out = bytes(result);
      splitRange(rows, rows * rowBytes, &context.getThreadPool(),
                 [&](int64_t begin, int64_t end) {
                   for (int64_t row = begin; row < end; ++row) {
                     char *dst = out + row * rowBytes;
                     for (auto [input, chunk] : llvm::zip(inputs, chunks)) {
                       std::memcpy(dst, input + row * chunk, chunk);
                       dst += chunk;
                     }
                   }
                 });
      results.push_back(std::move(result));
      return success();
    }
    // Each operand into its block of the result (a strided destination).
    SmallVector<int64_t, 4> outStrides = getStrides(result.getShape());
    int64_t base = 0;
    for (const RtValue *operand : operands) {
      const Literal &input = operand->getArray();
      ArrayRef<int64_t> shape = input.getShape();
      SmallVector<int64_t, 4> inStrides = getStrides(shape);
      StridedCopy copy;
      copy.size = size;
      copy.in = bytes(input);
      copy.out = bytes(result) + base * outStrides[dim] * size;
      for (size_t d = 0; d < shape.size(); ++d)
        copy.addDim(shape[d], inStrides[d], outStrides[d]);
      stridedCopy(copy, &context.getThreadPool());
      base += shape[dim];
    }
    results.push_back(std::move(result));
    return success();
  }
  Literal result = makeResult(op);
  size_t size = getElementTypeByteSize(result.getElementType());
  SmallVector<int64_t, 4> outStrides = getStrides(result.getShape());
  char *out = bytes(result);
  int64_t base = 0;
  for (const RtValue *operand : operands) {
    const Literal &input = operand->getArray();
    const char *in = bytes(input);
    forEachIndex(input.getShape(), [&](ArrayRef<int64_t> index) {
      int64_t offset = linearize(index, outStrides) + base * outStrides[dim];
      std::memcpy(out + offset * size, in, size);
      in += size;
    });
    base += input.getShape()[dim];
  }
  results.push_back(std::move(result));
  return success();
}

LogicalResult padKernel(Operation *op, ArrayRef<const RtValue *> operands,
                        std::vector<RtValue> &results, KernelContext &) {
  hlo::PaddingConfigAttr padding = cast<hlo::PadOp>(op).getPadding();
  ArrayRef<int64_t> low = padding.getLow();
  const Literal &input = operands[0]->getArray();
  const Literal &value = operands[1]->getArray();
  Literal result = makeResult(op);
  size_t size = getElementTypeByteSize(result.getElementType());
  ArrayRef<int64_t> outShape = result.getShape();
  SmallVector<int64_t, 4> outStrides = getStrides(outShape);
  char *out = bytes(result);
  for (int64_t i = 0; i < result.getNumElements(); ++i)
    std::memcpy(out + i * size, value.data(), size);
  const char *in = bytes(input);
  ArrayRef<int64_t> inShape = input.getShape();
  int64_t rank = inShape.size();
  bool interior = false;
  for (int64_t d = 0; d < rank; ++d)
    interior |= padding.getInteriorAt(d) != 0;
  if (!interior && rank > 0 && input.getNumElements() > 0) {
    // Edge padding only: copy the operand a row (last dimension) at a time,
    // clipped where the padding is negative.
    int64_t last = rank - 1, width = inShape[last];
    int64_t from = std::max<int64_t>(0, -low[last]);
    int64_t to = std::min(width, outShape[last] - low[last]);
    SmallVector<int64_t, 4> rowShape(inShape.drop_back());
    SmallVector<int64_t, 4> inStrides = getStrides(inShape);
    if (from < to)
      forEachIndex(rowShape, [&](ArrayRef<int64_t> row) {
        int64_t inOffset = 0, outOffset = 0;
        for (int64_t d = 0; d < last; ++d) {
          int64_t position = low[d] + row[d];
          if (position < 0 || position >= outShape[d])
            return true;
          inOffset += row[d] * inStrides[d];
          outOffset += position * outStrides[d];
        }
        std::memcpy(out + (outOffset + (low[last] + from) * outStrides[last]) *
                              size,
                    in + (inOffset + from) * size, (to - from) * size);
        return true;
      });
    results.push_back(std::move(result));
    return success();
  }
  forEachIndex(input.getShape(), [&](ArrayRef<int64_t> index) {
    int64_t offset = 0;
    bool inside = true;
    for (size_t d = 0; d < index.size() && inside; ++d) {
      int64_t position = low[d] + index[d] * (padding.getInteriorAt(d) + 1);
      inside = position >= 0 && position < outShape[d];
      offset += position * outStrides[d];
    }
    if (inside)
      std::memcpy(out + offset * size, in, size);
    in += size;
  });
  results.push_back(std::move(result));
  return success();
}

LogicalResult reverseKernel(Operation *op, ArrayRef<const RtValue *> operands,
                            std::vector<RtValue> &results,
                            KernelContext &context) {
  ArrayRef<int64_t> dims = cast<hlo::ReverseOp>(op).getDimensions();
  const Literal &input = operands[0]->getArray();
  if (context.useFastKernels() && input.getNumElements() > 0) {
    // Negative strides from the last element of each reversed dimension.
    Literal result = makeUninitializedResult(op);
    SmallVector<int64_t, 6> strides = getStrides(input.getShape());
    int64_t offset = 0;
    for (int64_t d : dims)
      if (strides[d] > 0) {
        offset += (input.getShape()[d] - 1) * strides[d];
        strides[d] = -strides[d];
      }
    copyView(input, offset, strides, result, context);
    results.push_back(std::move(result));
    return success();
  }
  Literal result = makeResult(op);
  size_t size = getElementTypeByteSize(input.getElementType());
  ArrayRef<int64_t> shape = input.getShape();
  SmallVector<int64_t, 4> strides = getStrides(shape);
  SmallVector<bool, 4> reversed(shape.size(), false);
  for (int64_t d : dims)
    reversed[d] = true;
  char *out = bytes(result);
  const char *in = bytes(input);
  forEachIndex(shape, [&](ArrayRef<int64_t> index) {
    int64_t offset = 0;
    for (size_t d = 0; d < index.size(); ++d)
      offset += (reversed[d] ? shape[d] - 1 - index[d] : index[d]) * strides[d];
    std::memcpy(out, in + offset * size, size);
    out += size;
  });
  results.push_back(std::move(result));
  return success();
}

/// Stores `x` (an int64 index) as element `i` of `literal`.
void storeIndex(Literal &literal, int64_t i, int64_t x) {
  visitElementType(literal.getElementType(), [&](auto tag) {
    using K = typename decltype(tag)::type;
    literal.as<typename K::S>()[i] = K::store(convertValue<typename K::C>(x));
  });
}

LogicalResult iotaKernel(Operation *op, ArrayRef<const RtValue *>,
                         std::vector<RtValue> &results,
                         KernelContext &context) {
  int64_t dim = cast<hlo::IotaOp>(op).getIotaDimension();
  if (context.useFastKernels()) {
    // One slab (the iota dimension and those after it: each value repeated
    // over the inner ones) converted in a typed loop, then copied for each
    // index of the outer dimensions.
    Literal result = makeUninitializedResult(op);
    ArrayRef<int64_t> shape = result.getShape();
    int64_t count = shape[dim];
    int64_t inner = getNumElements(shape.drop_front(dim + 1));
    int64_t outer = getNumElements(shape.take_front(dim));
    size_t slab =
        count * inner * getElementTypeByteSize(result.getElementType());
    ThreadPool &pool = context.getThreadPool();
    if (result.getNumElements() > 0) {
      visitElementType(result.getElementType(), [&](auto tag) {
        using K = typename decltype(tag)::type;
        using S = typename K::S;
        S *out = result.as<S>();
        splitRange(count, slab, &pool, [&](int64_t begin, int64_t end) {
          if (inner == 1) {
            for (int64_t v = begin; v < end; ++v)
              out[v] = K::store(convertValue<typename K::C>(v));
            return;
          }
          for (int64_t v = begin; v < end; ++v)
            std::fill(out + v * inner, out + (v + 1) * inner,
                      K::store(convertValue<typename K::C>(v)));
        });
      });
      char *out = bytes(result);
      splitRange(outer - 1, slab * (outer - 1), &pool,
                 [&](int64_t begin, int64_t end) {
                   for (int64_t k = begin; k < end; ++k)
                     std::memcpy(out + (k + 1) * slab, out, slab);
                 });
    }
    results.push_back(std::move(result));
    return success();
  }
  Literal result = makeResult(op);
  int64_t i = 0;
  forEachIndex(result.getShape(), [&](ArrayRef<int64_t> index) {
    storeIndex(result, i++, index[dim]);
  });
  results.push_back(std::move(result));
  return success();
}

LogicalResult getDimensionSizeKernel(Operation *op,
                                     ArrayRef<const RtValue *> operands,
                                     std::vector<RtValue> &results,
                                     KernelContext &) {
  int64_t dim = cast<hlo::GetDimensionSizeOp>(op).getDimension();
  Literal result = makeResult(op);
  result.as<int32_t>()[0] =
      static_cast<int32_t>(operands[0]->getArray().getShape()[dim]);
  results.push_back(std::move(result));
  return success();
}

/// The start indices of a dynamic slice of sizes `sizes` in `shape`, read
/// from 0-d operands and clamped into [0, dim - size] as XLA does.
SmallVector<int64_t, 4> clampedStarts(ArrayRef<const RtValue *> indices,
                                      ArrayRef<int64_t> shape,
                                      ArrayRef<int64_t> sizes) {
  SmallVector<int64_t, 4> starts;
  for (size_t d = 0; d < shape.size(); ++d)
    starts.push_back(std::clamp<int64_t>(readInteger(indices[d]->getArray()), 0,
                                         shape[d] - sizes[d]));
  return starts;
}

LogicalResult dynamicSliceKernel(Operation *op,
                                 ArrayRef<const RtValue *> operands,
                                 std::vector<RtValue> &results,
                                 KernelContext &context) {
  const Literal &input = operands[0]->getArray();
  Literal result = makeResult(op);
  SmallVector<int64_t, 4> starts =
      clampedStarts(operands.drop_front(), input.getShape(), result.getShape());
  size_t size = getElementTypeByteSize(input.getElementType());
  SmallVector<int64_t, 4> inStrides = getStrides(input.getShape());
  if (context.useFastKernels()) {
    int64_t offset =
        result.getNumElements() > 0 ? linearize(starts, inStrides) : 0;
    copyView(input, offset, inStrides, result, context);
    results.push_back(std::move(result));
    return success();
  }
  char *out = bytes(result);
  const char *in = bytes(input);
  forEachIndex(result.getShape(), [&](ArrayRef<int64_t> index) {
    int64_t offset = 0;
    for (size_t d = 0; d < index.size(); ++d)
      offset += (starts[d] + index[d]) * inStrides[d];
    std::memcpy(out, in + offset * size, size);
    out += size;
  });
  results.push_back(std::move(result));
  return success();
}

LogicalResult dynamicUpdateSliceKernel(Operation *op,
                                       ArrayRef<const RtValue *> operands,
                                       std::vector<RtValue> &results,
                                       KernelContext &) {
  Literal result = operands[0]->getArray().clone();
  const Literal &update = operands[1]->getArray();
  SmallVector<int64_t, 4> starts = clampedStarts(
      operands.drop_front(2), result.getShape(), update.getShape());
  size_t size = getElementTypeByteSize(result.getElementType());
  SmallVector<int64_t, 4> outStrides = getStrides(result.getShape());
  char *out = bytes(result);
  const char *in = bytes(update);
  forEachIndex(update.getShape(), [&](ArrayRef<int64_t> index) {
    int64_t offset = 0;
    for (size_t d = 0; d < index.size(); ++d)
      offset += (starts[d] + index[d]) * outStrides[d];
    std::memcpy(out + offset * size, in, size);
    in += size;
  });
  results.push_back(std::move(result));
  return success();
}

LogicalResult gatherKernel(Operation *op, ArrayRef<const RtValue *> operands,
                           std::vector<RtValue> &results, KernelContext &) {
  auto gather = cast<hlo::GatherOp>(op);
  hlo::GatherDimensionNumbersAttr numbers = gather.getDimensionNumbers();
  ArrayRef<int64_t> offsetDims = numbers.getOffsetDims();
  ArrayRef<int64_t> collapsed = numbers.getCollapsedSliceDims();
  ArrayRef<int64_t> operandBatching = numbers.getOperandBatchingDims();
  ArrayRef<int64_t> indicesBatching = numbers.getStartIndicesBatchingDims();
  ArrayRef<int64_t> startIndexMap = numbers.getStartIndexMap();
  int64_t indexVectorDim = numbers.getIndexVectorDim();
  ArrayRef<int64_t> sliceSizes = gather.getSliceSizes();

  const Literal &input = operands[0]->getArray();
  const Literal &indices = operands[1]->getArray();
  Literal result = makeResult(op);
  ArrayRef<int64_t> inShape = input.getShape();
  ArrayRef<int64_t> indicesShape = indices.getShape();
  int64_t operandRank = inShape.size();
  int64_t resultRank = result.getRank();
  size_t size = getElementTypeByteSize(input.getElementType());
  SmallVector<int64_t, 4> inStrides = getStrides(inShape);
  SmallVector<int64_t, 4> indicesStrides = getStrides(indicesShape);

  // Result dimensions that are batch dimensions (not offset dimensions), in
  // order; they index start_indices' dimensions other than index_vector_dim.
  SmallVector<int64_t, 4> batchDims;
  for (int64_t d = 0; d < resultRank; ++d)
    if (!llvm::is_contained(offsetDims, d))
      batchDims.push_back(d);
  // Operand dimensions the offset dimensions map to, in order: those not
  // collapsed and not batching.
  SmallVector<int64_t, 4> offsetOperandDims;
  for (int64_t d = 0; d < operandRank; ++d)
    if (!llvm::is_contained(collapsed, d) &&
        !llvm::is_contained(operandBatching, d))
      offsetOperandDims.push_back(d);
  // The start_indices dimension of each batch dimension.
  SmallVector<int64_t, 4> batchIndexDims;
  for (int64_t d = 0; d < static_cast<int64_t>(indicesShape.size()); ++d)
    if (d != indexVectorDim)
      batchIndexDims.push_back(d);

  char *out = bytes(result);
  SmallVector<int64_t, 4> indicesIndex(indicesShape.size(), 0);
  SmallVector<int64_t, 4> start(operandRank, 0);
  forEachIndex(result.getShape(), [&](ArrayRef<int64_t> index) {
    // The batch index into start_indices.
    for (size_t i = 0; i < batchDims.size(); ++i)
      indicesIndex[batchIndexDims[i]] = index[batchDims[i]];
    std::fill(start.begin(), start.end(), 0);
    for (size_t k = 0; k < startIndexMap.size(); ++k) {
      if (indexVectorDim < static_cast<int64_t>(indicesShape.size()))
        indicesIndex[indexVectorDim] = k;
      int64_t operandDim = startIndexMap[k];
      start[operandDim] = std::clamp<int64_t>(
          readInteger(indices, linearize(indicesIndex, indicesStrides)), 0,
          inShape[operandDim] - sliceSizes[operandDim]);
    }
    // Operand batching dimensions take the index of the paired start_indices
    // batching dimension.
    for (size_t k = 0; k < operandBatching.size(); ++k) {
      int64_t indicesDim = indicesBatching[k];
      auto it = llvm::find(batchIndexDims, indicesDim);
      start[operandBatching[k]] = index[batchDims[it - batchIndexDims.begin()]];
    }
    int64_t offset = 0;
    for (int64_t d = 0; d < operandRank; ++d) {
      int64_t position = start[d];
      auto it = llvm::find(offsetOperandDims, d);
      if (it != offsetOperandDims.end())
        position += index[offsetDims[it - offsetOperandDims.begin()]];
      offset += position * inStrides[d];
    }
    std::memcpy(out, bytes(input) + offset * size, size);
    out += size;
  });
  results.push_back(std::move(result));
  return success();
}

/// A 0-d literal holding element `i` of `literal`.
Literal elementAt(const Literal &literal, int64_t i) {
  Literal element(literal.getElementType(), {});
  size_t size = getElementTypeByteSize(literal.getElementType());
  std::memcpy(element.data(), bytes(literal) + i * size, size);
  return element;
}

LogicalResult reduceKernel(Operation *op, ArrayRef<const RtValue *> operands,
                           std::vector<RtValue> &results,
                           KernelContext &context) {
  auto reduce = cast<hlo::ReduceOp>(op);
  ArrayRef<int64_t> dims = reduce.getDimensions();
  size_t n = operands.size() / 2;
  ArrayRef<int64_t> inShape = operands[0]->getArray().getShape();
  SmallVector<int64_t, 4> inStrides = getStrides(inShape);

  SmallVector<int64_t, 4> keptDims, reducedShape;
  SmallVector<bool, 4> isReduced(inShape.size(), false);
  for (int64_t d : dims)
    isReduced[d] = true;
  for (int64_t d = 0; d < static_cast<int64_t>(inShape.size()); ++d)
    if (!isReduced[d])
      keptDims.push_back(d);
  SmallVector<int64_t, 4> sortedDims(dims.begin(), dims.end());
  llvm::sort(sortedDims);
  for (int64_t d : sortedDims)
    reducedShape.push_back(inShape[d]);

  std::vector<Literal> outputs;
  for (size_t k = 0; k < n; ++k)
    outputs.push_back(makeResult(op, k));
  ArrayRef<int64_t> outShape = outputs.front().getShape();

  int64_t outIndex = 0;
  LogicalResult status = success();
  std::vector<int64_t> offsets;
  forEachIndex(outShape, [&](ArrayRef<int64_t> index) {
    if (failed(status))
      return;
    int64_t base = 0;
    for (size_t i = 0; i < keptDims.size(); ++i)
      base += index[i] * inStrides[keptDims[i]];
    std::vector<RtValue> accumulators;
    for (size_t k = 0; k < n; ++k)
      accumulators.push_back(*operands[n + k]);
    // The reduced elements in row-major order (of the reduced dimensions in
    // increasing order), folded in the run's ReduceOrder.
    offsets.clear();
    forEachIndex(reducedShape, [&](ArrayRef<int64_t> reducedIndex) {
      int64_t offset = base;
      for (size_t i = 0; i < sortedDims.size(); ++i)
        offset += reducedIndex[i] * inStrides[sortedDims[i]];
      offsets.push_back(offset);
    });
    if (failed(foldElements(reduce.getToApply(), operands.take_front(n),
                            offsets, accumulators, context))) {
      status = failure();
      return;
    }
    for (size_t k = 0; k < n; ++k) {
      size_t size = getElementTypeByteSize(outputs[k].getElementType());
      std::memcpy(bytes(outputs[k]) + outIndex * size,
                  accumulators[k].getArray().data(), size);
    }
    ++outIndex;
  });
  if (failed(status))
    return failure();
  for (Literal &output : outputs)
    results.push_back(std::move(output));
  return success();
}

LogicalResult scatterKernel(Operation *op, ArrayRef<const RtValue *> operands,
                            std::vector<RtValue> &results,
                            KernelContext &context) {
  auto scatter = cast<hlo::ScatterOp>(op);
  hlo::ScatterDimensionNumbersAttr numbers =
      scatter.getScatterDimensionNumbers();
  ArrayRef<int64_t> updateWindowDims = numbers.getUpdateWindowDims();
  ArrayRef<int64_t> insertedDims = numbers.getInsertedWindowDims();
  ArrayRef<int64_t> inputBatching = numbers.getInputBatchingDims();
  ArrayRef<int64_t> indicesBatching = numbers.getScatterIndicesBatchingDims();
  ArrayRef<int64_t> toOperandDims = numbers.getScatterDimsToOperandDims();
  int64_t indexVectorDim = numbers.getIndexVectorDim();

  size_t n = (operands.size() - 1) / 2;
  std::vector<Literal> outputs;
  for (size_t k = 0; k < n; ++k)
    outputs.push_back(operands[k]->getArray().clone());
  const Literal &indices = operands[n]->getArray();
  ArrayRef<int64_t> inShape = outputs.front().getShape();
  ArrayRef<int64_t> updateShape = operands[n + 1]->getArray().getShape();
  ArrayRef<int64_t> indicesShape = indices.getShape();
  int64_t operandRank = inShape.size();
  int64_t updateRank = updateShape.size();
  int64_t indicesRank = indicesShape.size();
  SmallVector<int64_t, 4> inStrides = getStrides(inShape);
  SmallVector<int64_t, 4> updateStrides = getStrides(updateShape);
  SmallVector<int64_t, 4> indicesStrides = getStrides(indicesShape);

  // The update dimensions that index scatter_indices (in order), and their
  // scatter_indices dimensions (all but index_vector_dim, in order).
  SmallVector<int64_t, 4> updateScatterDims, scatterShape, windowShape;
  for (int64_t d = 0; d < updateRank; ++d)
    if (!llvm::is_contained(updateWindowDims, d)) {
      updateScatterDims.push_back(d);
      scatterShape.push_back(updateShape[d]);
    }
  for (int64_t d : updateWindowDims)
    windowShape.push_back(updateShape[d]);
  SmallVector<int64_t, 4> indicesBatchDims;
  for (int64_t d = 0; d < indicesRank; ++d)
    if (d != indexVectorDim)
      indicesBatchDims.push_back(d);
  // The operand dimension of each update window dimension, and the window
  // size in each operand dimension (1 for inserted and batching dims).
  SmallVector<int64_t, 4> windowOperandDims;
  SmallVector<int64_t, 4> windowSizes(operandRank, 1);
  for (int64_t d = 0; d < operandRank; ++d)
    if (!llvm::is_contained(insertedDims, d) &&
        !llvm::is_contained(inputBatching, d)) {
      windowSizes[d] = updateShape[updateWindowDims[windowOperandDims.size()]];
      windowOperandDims.push_back(d);
    }

  SmallVector<int64_t, 4> indicesIndex(indicesRank, 0);
  SmallVector<int64_t, 4> start(operandRank, 0);
  LogicalResult status = success();
  // XLA's order (HloEvaluator): scatter indices in row-major order, and for
  // each the window in row-major order.
  forEachIndex(scatterShape, [&](ArrayRef<int64_t> scatterIndex) {
    if (failed(status))
      return;
    for (size_t i = 0; i < indicesBatchDims.size(); ++i)
      indicesIndex[indicesBatchDims[i]] = scatterIndex[i];
    std::fill(start.begin(), start.end(), 0);
    for (size_t k = 0; k < toOperandDims.size(); ++k) {
      if (indexVectorDim < indicesRank)
        indicesIndex[indexVectorDim] = k;
      start[toOperandDims[k]] =
          readInteger(indices, linearize(indicesIndex, indicesStrides));
    }
    for (size_t k = 0; k < inputBatching.size(); ++k) {
      auto it = llvm::find(indicesBatchDims, indicesBatching[k]);
      start[inputBatching[k]] = scatterIndex[it - indicesBatchDims.begin()];
    }
    // A window that does not fit entirely is skipped (XLA).
    for (int64_t d = 0; d < operandRank; ++d)
      if (start[d] < 0 || start[d] > inShape[d] - windowSizes[d])
        return;
    int64_t updateBase = 0;
    for (size_t i = 0; i < updateScatterDims.size(); ++i)
      updateBase += scatterIndex[i] * updateStrides[updateScatterDims[i]];
    forEachIndex(windowShape, [&](ArrayRef<int64_t> windowIndex) {
      if (failed(status))
        return;
      int64_t updateOffset = updateBase;
      int64_t inOffset = linearize(start, inStrides);
      for (size_t i = 0; i < windowIndex.size(); ++i) {
        updateOffset += windowIndex[i] * updateStrides[updateWindowDims[i]];
        inOffset += windowIndex[i] * inStrides[windowOperandDims[i]];
      }
      std::vector<RtValue> arguments;
      for (size_t k = 0; k < n; ++k)
        arguments.push_back(elementAt(outputs[k], inOffset));
      for (size_t k = 0; k < n; ++k)
        arguments.push_back(
            elementAt(operands[n + 1 + k]->getArray(), updateOffset));
      FailureOr<std::vector<RtValue>> returned =
          context.runRegion(scatter.getUpdateComputation(), arguments);
      if (failed(returned)) {
        status = failure();
        return;
      }
      for (size_t k = 0; k < n; ++k) {
        size_t size = getElementTypeByteSize(outputs[k].getElementType());
        std::memcpy(bytes(outputs[k]) + inOffset * size,
                    (*returned)[k].getArray().data(), size);
      }
    });
  });
  if (failed(status))
    return failure();
  for (Literal &output : outputs)
    results.push_back(std::move(output));
  return success();
}

/// The accumulator type of a dot whose result stores `T`: integers
/// accumulate in uint64_t (wrapping arithmetic; truncating on store is XLA's
/// wrap in the result width), the others in themselves.
template <typename T>
using DotAccumulator = std::conditional_t<std::is_integral_v<T>, uint64_t, T>;

template <typename T>
void dotLoop(hlo::DotDimensionNumbersAttr numbers, const Literal &lhs,
             const Literal &rhs, Literal &result,
             llvm::function_ref<void(Literal &, int64_t, T)> store) {
  using Acc = DotAccumulator<T>;
  ArrayRef<int64_t> lhsBatch = numbers.getLhsBatchDims();
  ArrayRef<int64_t> rhsBatch = numbers.getRhsBatchDims();
  ArrayRef<int64_t> lhsContracting = numbers.getLhsContractingDims();
  ArrayRef<int64_t> rhsContracting = numbers.getRhsContractingDims();
  ArrayRef<int64_t> lhsShape = lhs.getShape();
  ArrayRef<int64_t> rhsShape = rhs.getShape();
  SmallVector<int64_t, 4> lhsStrides = getStrides(lhsShape);
  SmallVector<int64_t, 4> rhsStrides = getStrides(rhsShape);

  SmallVector<int64_t, 4> lhsFree =
      getDotFreeDims(lhsShape.size(), lhsBatch, lhsContracting);
  SmallVector<int64_t, 4> rhsFree =
      getDotFreeDims(rhsShape.size(), rhsBatch, rhsContracting);
  SmallVector<int64_t, 4> contractingShape;
  for (int64_t d : lhsContracting)
    contractingShape.push_back(lhsShape[d]);

  int64_t outIndex = 0;
  forEachIndex(result.getShape(), [&](ArrayRef<int64_t> index) {
    int64_t lhsBase = 0, rhsBase = 0;
    size_t r = 0;
    for (size_t i = 0; i < lhsBatch.size(); ++i, ++r) {
      lhsBase += index[r] * lhsStrides[lhsBatch[i]];
      rhsBase += index[r] * rhsStrides[rhsBatch[i]];
    }
    for (int64_t d : lhsFree)
      lhsBase += index[r++] * lhsStrides[d];
    for (int64_t d : rhsFree)
      rhsBase += index[r++] * rhsStrides[d];
    Acc sum = Acc();
    forEachIndex(contractingShape, [&](ArrayRef<int64_t> k) {
      int64_t lhsOffset = lhsBase, rhsOffset = rhsBase;
      for (size_t i = 0; i < k.size(); ++i) {
        lhsOffset += k[i] * lhsStrides[lhsContracting[i]];
        rhsOffset += k[i] * rhsStrides[rhsContracting[i]];
      }
      sum += readAs<Acc>(lhs, lhsOffset) * readAs<Acc>(rhs, rhsOffset);
    });
    store(result, outIndex++, static_cast<T>(sum));
  });
}

LogicalResult dotKernel(Operation *op, ArrayRef<const RtValue *> operands,
                        std::vector<RtValue> &results, KernelContext &context) {
  // hlo.dot, or hlo.scaled_dot with its dequantized operands.
  auto numbers =
      op->getAttrOfType<hlo::DotDimensionNumbersAttr>("dot_dimension_numbers");
  const Literal &lhs = operands[0]->getArray();
  const Literal &rhs = operands[1]->getArray();
  if (context.useFastKernels()) {
    auto type = cast<RankedTensorType>(op->getResult(0).getType());
    Literal fast = Literal::uninitialized(
        *getElementTypeFromMlir(type.getElementType()), type.getShape());
    if (fastDot(numbers, lhs, rhs, fast)) {
      results.push_back(std::move(fast));
      return success();
    }
  }
  Literal result = makeResult(op);
  // Accumulate in the computation type (f16 and bf16 in f32, rounded once
  // at the end, as XLA's HloEvaluator does) and store through the codec.
  LogicalResult status =
      visitElementType(result.getElementType(), [&](auto tag) -> LogicalResult {
        using K = typename decltype(tag)::type;
        using C = typename K::C;
        if constexpr (std::is_same_v<C, bool>) {
          return op->emitError("the interpreter has no pred dot");
        } else {
          dotLoop<C>(numbers, lhs, rhs, result,
                     [](Literal &literal, int64_t i, C x) {
                       literal.as<typename K::S>()[i] = K::store(x);
                     });
          return success();
        }
      });
  if (failed(status))
    return failure();
  results.push_back(std::move(result));
  return success();
}

} // namespace

void xhlo::interp::copyStrided(const void *in, ArrayRef<int64_t> inStrides,
                               void *out, ArrayRef<int64_t> outStrides,
                               ArrayRef<int64_t> shape, size_t elementBytes,
                               const CopyThreads &threads) {
  StridedCopy copy;
  copy.size = elementBytes;
  copy.in = static_cast<const char *>(in);
  copy.out = static_cast<char *>(out);
  for (size_t d = 0; d < shape.size(); ++d)
    copy.addDim(shape[d], inStrides[d], outStrides[d]);
  stridedCopy(copy, threads);
}

void xhlo::interp::registerShapeKernels(KernelRegistry &registry) {
  registry.add(hlo::BroadcastOp::getOperationName(), broadcastKernel);
  registry.add(hlo::ReshapeOp::getOperationName(), reshapeKernel);
  registry.add(hlo::TransposeOp::getOperationName(), transposeKernel);
  registry.add(hlo::SliceOp::getOperationName(), sliceKernel);
  registry.add(hlo::ConcatenateOp::getOperationName(), concatenateKernel);
  registry.add(hlo::PadOp::getOperationName(), padKernel);
  registry.add(hlo::ReverseOp::getOperationName(), reverseKernel);
  registry.add(hlo::IotaOp::getOperationName(), iotaKernel);
  registry.add(hlo::GetDimensionSizeOp::getOperationName(),
               getDimensionSizeKernel);
  registry.add(hlo::DynamicSliceOp::getOperationName(), dynamicSliceKernel);
  registry.add(hlo::DynamicUpdateSliceOp::getOperationName(),
               dynamicUpdateSliceKernel);
  registry.add(hlo::GatherOp::getOperationName(), gatherKernel);
  registry.add(hlo::ScatterOp::getOperationName(), scatterKernel);
  registry.add(hlo::ReduceOp::getOperationName(), reduceKernel);
  registry.add(hlo::DotOp::getOperationName(), dotKernel);
}
