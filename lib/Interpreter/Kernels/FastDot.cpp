//===- FastDot.cpp - hlo.dot through oneDNN's and OpenBLAS's GEMM ---------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The fast path of hlo.dot for f32 and f64: every dot is a batch of
// [M x K] * [K x N] matrix products once its operands' dimensions are
// grouped as (batch, free, contracting). Operands already in one of the two
// orders GEMM reads directly (plain or transposed) are passed in place; the
// others are packed once. f32 products run on oneDNN's sgemm (OpenMP's
// threads, as the convolutions), f64 ones, and f32 ones oneDNN fails, on
// OpenBLAS; both chosen by measurement (see bench/InterpreterBench.cpp and
// docs/ARCHITECTURE.md).
//
// Packed copies are literals, so they are charged to the run's memory
// budget (and reuse the buffer cache); when one does not fit, the fast
// path declines and the reference loop, which needs no copy, computes the
// dot within the budget.
//
// A dot of a few rows (M <= 8) by a matrix too large for the cache (the
// dense layers of a network at small batch) runs its own loop instead of
// GEMM (rowsTimesMatrix): OpenBLAS packs the whole right operand before
// multiplying, which reads and writes it once more than the product needs,
// while this product is bound by reading it. The loop streams the right
// operand's rows once, 16 rows by 32-column panels at a time, each thread a
// contiguous range of columns, each output summed in contracting order
// (the same bits for any thread count). A right operand read transposed
// (the input gradient of such a layer) is read once too
// (rowsTimesTransposed): each output a dot product of two contiguous rows.
//
// OpenBLAS is loaded (dlopen) the first time a dot needs it, not linked:
// its pthread build starts its worker threads when it is loaded, and each
// allocates a 128 MiB buffer; under an address-space limit (ulimit -v) that
// allocation fails and the thread retries forever, so every tool, even one
// that never runs a dot (xhlo-translate), hung at exit joining it. Under
// such a limit it is given only the threads the room left allows, and a
// library that cannot be loaded or run makes the fast path decline.
//
//===----------------------------------------------------------------------===//

#include "FastKernels.h"
#include "KernelUtils.h"

#include "xhlo/Interpreter/ThreadPool.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <cblas.h>
#include <dlfcn.h>
#include <oneapi/dnnl/dnnl.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <string>
#include <type_traits>

using namespace mlir;
using namespace xhlo;
using namespace xhlo::interp;
namespace hlo = xhlo::hlo;

namespace {

/// An operand seen as a batch of matrices.
struct MatrixView {
  const void *data = nullptr;
  /// Whether GEMM must read each matrix transposed.
  bool transposed = false;
  /// Row length in memory (GEMM's leading dimension).
  int64_t leading = 0;
  /// Elements between consecutive matrices of the batch.
  int64_t batchStride = 0;
};

int64_t productOf(ArrayRef<int64_t> shape, ArrayRef<int64_t> dims) {
  int64_t n = 1;
  for (int64_t d : dims)
    n *= shape[d];
  return n;
}

bool isIdentity(ArrayRef<int64_t> perm) {
  for (size_t i = 0; i < perm.size(); ++i)
    if (perm[i] != static_cast<int64_t>(i))
      return false;
  return true;
}

/// Copies `source` (row-major `shape`) into `dest` with its dimensions
/// reordered as `perm` (dest dimension i is source dimension perm[i]).
template <typename T>
void permuteInto(const T *source, ArrayRef<int64_t> shape,
                 ArrayRef<int64_t> perm, T *dest) {
  size_t rank = shape.size();
  SmallVector<int64_t, 4> strides = getStrides(shape);
  SmallVector<int64_t, 6> sizes, steps;
  for (int64_t d : perm) {
    sizes.push_back(shape[d]);
    steps.push_back(strides[d]);
  }
  int64_t total = getNumElements(shape);
  if (total == 0)
    return;
  if (rank == 0) {
    dest[0] = source[0];
    return;
  }
  // Odometer over dest order; the innermost dimension is a strided run.
  SmallVector<int64_t, 6> index(rank, 0);
  int64_t offset = 0;
  int64_t inner = sizes.back(), innerStep = steps.back();
  for (int64_t out = 0; out < total; out += inner) {
    const T *from = source + offset;
    for (int64_t i = 0; i < inner; ++i)
      dest[out + i] = from[i * innerStep];
    for (int64_t d = static_cast<int64_t>(rank) - 2; d >= 0; --d) {
      offset += steps[d];
      if (++index[d] < sizes[d])
        break;
      offset -= steps[d] * sizes[d];
      index[d] = 0;
    }
  }
}

/// Views `operand` as a batch of [rows x cols] matrices whose row dimensions
/// are `rowDims` and column dimensions `colDims`, packing it into `packed`
/// when neither it nor its transpose is laid out that way; nothing when the
/// packed copy does not fit in the memory budget.
template <typename T>
std::optional<MatrixView>
viewAsMatrices(const Literal &operand, ArrayRef<int64_t> batchDims,
               ArrayRef<int64_t> rowDims, ArrayRef<int64_t> colDims,
               std::optional<Literal> &packed) {
  ArrayRef<int64_t> shape = operand.getShape();
  int64_t rows = productOf(shape, rowDims), cols = productOf(shape, colDims);
  MatrixView view;
  view.batchStride = rows * cols;
  SmallVector<int64_t, 6> perm(batchDims);
  perm.append(rowDims.begin(), rowDims.end());
  perm.append(colDims.begin(), colDims.end());
  if (isIdentity(perm)) {
    view.data = operand.data();
    view.leading = cols;
    return view;
  }
  SmallVector<int64_t, 6> transposedPerm(batchDims);
  transposedPerm.append(colDims.begin(), colDims.end());
  transposedPerm.append(rowDims.begin(), rowDims.end());
  if (isIdentity(transposedPerm)) {
    view.data = operand.data();
    view.transposed = true;
    view.leading = rows;
    return view;
  }
  llvm::Expected<Literal> copy =
      Literal::create(operand.getElementType(), {operand.getNumElements()},
                      "the packed operand of a dot", /*zeroed=*/false);
  if (!copy) {
    llvm::consumeError(copy.takeError());
    return std::nullopt;
  }
  packed = std::move(*copy);
  permuteInto(operand.as<T>(), shape, perm, packed->as<T>());
  view.data = packed->data();
  view.leading = cols;
  return view;
}

/// The OpenBLAS entry points the fast path calls.
struct OpenBlas {
  decltype(&cblas_sgemm) sgemm = nullptr;
  decltype(&cblas_dgemm) dgemm = nullptr;
  decltype(&openblas_get_num_threads) getNumThreads = nullptr;
  decltype(&openblas_set_num_threads) setNumThreads = nullptr;
};

/// The thread count setLibraryThreads asked for last (0: none yet).
std::atomic<int> wantedBlasThreads{0};
/// The most OpenBLAS threads the address space had room for when it was
/// loaded (INT_MAX without a limit).
int blasThreadCap = INT_MAX;

/// The address space each OpenBLAS thread takes: every thread (the caller
/// too) mallocs a 128 MiB buffer the first time it works, retrying forever
/// when that fails, and malloc reserves as much again around a first large
/// block of a thread.
constexpr uint64_t kBytesPerBlasThread = uint64_t(256) << 20;

/// How many OpenBLAS threads the address space has room for now: INT_MAX
/// without an address-space limit (RLIMIT_AS), else what the limit leaves
/// beyond the process's mappings (/proc/self/statm), kBytesPerBlasThread
/// each.
int getBlasThreadsThatFit() {
  struct rlimit limit;
  if (getrlimit(RLIMIT_AS, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY)
    return INT_MAX;
  unsigned long long pages = 0;
  if (FILE *statm = std::fopen("/proc/self/statm", "r")) {
    if (std::fscanf(statm, "%llu", &pages) != 1)
      pages = 0;
    std::fclose(statm);
  }
  long pageSize = sysconf(_SC_PAGESIZE);
  if (!pages || pageSize <= 0)
    return 0;
  uint64_t used = uint64_t(pages) * uint64_t(pageSize);
  uint64_t room = limit.rlim_cur > used ? limit.rlim_cur - used : 0;
  return static_cast<int>(
      std::min<uint64_t>(room / kBytesPerBlasThread, INT_MAX - 1));
}

/// OpenBLAS, loaded on the first call (XHLO_OPENBLAS_PATH, the pthread build
/// CMake found); null when it cannot be loaded or, under an address-space
/// limit, has no room for even one thread (the reference loop then runs).
/// Under a limit it starts with only the threads that fit
/// (OPENBLAS_NUM_THREADS, read when it loads) and never grows past them.
const OpenBlas *getOpenBlas() {
  static const OpenBlas *loaded = []() -> const OpenBlas * {
    int fit = getBlasThreadsThatFit();
    if (fit < 1)
      return nullptr;
    if (fit != INT_MAX) {
      blasThreadCap = fit;
      const char *set = std::getenv("OPENBLAS_NUM_THREADS");
      int asked = set ? std::atoi(set) : 0;
      if (asked < 1 || asked > fit)
        setenv("OPENBLAS_NUM_THREADS", std::to_string(fit).c_str(), 1);
    }
    void *handle = dlopen(XHLO_OPENBLAS_PATH, RTLD_NOW | RTLD_LOCAL);
    if (!handle)
      return nullptr;
    static OpenBlas blas;
    blas.sgemm =
        reinterpret_cast<decltype(blas.sgemm)>(dlsym(handle, "cblas_sgemm"));
    blas.dgemm =
        reinterpret_cast<decltype(blas.dgemm)>(dlsym(handle, "cblas_dgemm"));
    blas.getNumThreads = reinterpret_cast<decltype(blas.getNumThreads)>(
        dlsym(handle, "openblas_get_num_threads"));
    blas.setNumThreads = reinterpret_cast<decltype(blas.setNumThreads)>(
        dlsym(handle, "openblas_set_num_threads"));
    if (!blas.sgemm || !blas.dgemm || !blas.getNumThreads ||
        !blas.setNumThreads)
      return nullptr;
    return &blas;
  }();
  if (loaded) {
    int wanted = std::min(wantedBlasThreads.load(std::memory_order_relaxed),
                          blasThreadCap);
    if (wanted > 0 && loaded->getNumThreads() != wanted)
      loaded->setNumThreads(wanted);
  }
  return loaded;
}

/// Rows of the left operand up to which rowsTimesMatrix replaces GEMM.
constexpr int64_t kSmallRows = 8;
/// Elements of the right operand from which it does (4 MiB of f32: below,
/// the operand stays in cache and GEMM's packing is cheap).
constexpr int64_t kSmallRowsMinRhsElements = int64_t(1) << 20;
/// Columns of a panel (two AVX-512 vectors) and rows of the right operand
/// per pass over a range's panels (measured on [1 and 8, 25088] x
/// [25088, 4096]: 8 and 32 rows were slower).
constexpr int64_t kPanelCols = 32;
constexpr int64_t kPanelRows = 16;

/// c[r, j] (+)= sum over p < k of a[r * aRow + p * aCol] * b[p * ldb + j]
/// for r < R and j < width (width <= kPanelCols); `first` starts the sums
/// at zero, else at c's values. The loops are written for the compiler to
/// vectorise over j, with the R x kPanelCols sums in registers.
template <int R, bool Full>
__attribute__((always_inline)) inline void
panelLoop(const float *a, int64_t aRow, int64_t aCol, const float *b,
          int64_t ldb, float *c, int64_t ldc, int64_t k, int64_t width,
          bool first) {
  constexpr int64_t W = kPanelCols;
  int64_t w = Full ? W : width;
  float sums[R][W];
  for (int r = 0; r < R; ++r)
    for (int64_t j = 0; j < W; ++j)
      sums[r][j] = first || j >= w ? 0.0f : c[r * ldc + j];
  for (int64_t p = 0; p < k; ++p) {
    const float *row = b + p * ldb;
    for (int r = 0; r < R; ++r) {
      float x = a[r * aRow + p * aCol];
      if (Full) {
        for (int64_t j = 0; j < W; ++j)
          sums[r][j] += x * row[j];
      } else {
        for (int64_t j = 0; j < w; ++j)
          sums[r][j] += x * row[j];
      }
    }
  }
  for (int r = 0; r < R; ++r)
    for (int64_t j = 0; j < w; ++j)
      c[r * ldc + j] = sums[r][j];
}

/// One range of columns [col0, col1) of all `rows` rows (<= kSmallRows).
template <int R>
void rowsRange(const float *a, int64_t aRow, int64_t aCol, const float *b,
               int64_t ldb, float *c, int64_t ldc, int64_t k, int64_t col0,
               int64_t col1) {
  for (int64_t p0 = 0; p0 < k; p0 += kPanelRows) {
    int64_t depth = std::min(kPanelRows, k - p0);
    const float *ap = a + p0 * aCol;
    const float *bp = b + p0 * ldb;
    int64_t j = col0;
    for (; j + kPanelCols <= col1; j += kPanelCols)
      panelLoop<R, true>(ap, aRow, aCol, bp + j, ldb, c + j, ldc, depth,
                         kPanelCols, p0 == 0);
    if (j < col1)
      panelLoop<R, false>(ap, aRow, aCol, bp + j, ldb, c + j, ldc, depth,
                          col1 - j, p0 == 0);
  }
}

using RowsRangeFn = void (*)(const float *, int64_t, int64_t, const float *,
                             int64_t, float *, int64_t, int64_t, int64_t,
                             int64_t);

#if defined(__x86_64__) && defined(__GNUC__)
template <int R>
__attribute__((target("avx512f,avx512vl,fma"))) void
rowsRangeAvx512(const float *a, int64_t aRow, int64_t aCol, const float *b,
                int64_t ldb, float *c, int64_t ldc, int64_t k, int64_t col0,
                int64_t col1) {
  for (int64_t p0 = 0; p0 < k; p0 += kPanelRows) {
    int64_t depth = std::min(kPanelRows, k - p0);
    const float *ap = a + p0 * aCol;
    const float *bp = b + p0 * ldb;
    int64_t j = col0;
    for (; j + kPanelCols <= col1; j += kPanelCols)
      panelLoop<R, true>(ap, aRow, aCol, bp + j, ldb, c + j, ldc, depth,
                         kPanelCols, p0 == 0);
    if (j < col1)
      panelLoop<R, false>(ap, aRow, aCol, bp + j, ldb, c + j, ldc, depth,
                          col1 - j, p0 == 0);
  }
}
#endif

/// The loop for R rows, for the best ISA the CPU runs.
template <int R> RowsRangeFn getRowsRange() {
#if defined(__x86_64__) && defined(__GNUC__)
  static const bool avx512 = __builtin_cpu_supports("avx512f") &&
                             __builtin_cpu_supports("avx512vl") &&
                             __builtin_cpu_supports("fma");
  if (avx512)
    return rowsRangeAvx512<R>;
#endif
  return rowsRange<R>;
}

RowsRangeFn getRowsRangeFor(int64_t rows) {
  switch (rows) {
  case 1:
    return getRowsRange<1>();
  case 2:
    return getRowsRange<2>();
  case 3:
    return getRowsRange<3>();
  case 4:
    return getRowsRange<4>();
  case 5:
    return getRowsRange<5>();
  case 6:
    return getRowsRange<6>();
  case 7:
    return getRowsRange<7>();
  default:
    return getRowsRange<8>();
  }
}

/// c[m x n] = a[m x k] * b[k x n] for m <= kSmallRows, a's element (r, p)
/// at a[r * aRow + p * aCol], b row-major with leading dimension ldb, c
/// dense: columns split into one contiguous range per task over the
/// process's pool of the count setLibraryThreads asked for.
void rowsTimesMatrix(int64_t m, int64_t n, int64_t k, const float *a,
                     int64_t aRow, int64_t aCol, const float *b, int64_t ldb,
                     float *c) {
  RowsRangeFn range = getRowsRangeFor(m);
  int wanted = wantedBlasThreads.load(std::memory_order_relaxed);
  // Ranges of whole panels, at least 256 columns each, a few per thread
  // so that a late thread's share is taken by the others.
  int64_t panels = (n + kPanelCols - 1) / kPanelCols;
  int64_t tasks = wanted > 1 ? std::min<int64_t>(panels / 8, 4 * wanted) : 1;
  tasks = std::max<int64_t>(tasks, 1);
  auto runTask = [&](int64_t task, unsigned) {
    int64_t col0 = std::min(n, panels * task / tasks * kPanelCols);
    int64_t col1 = std::min(n, panels * (task + 1) / tasks * kPanelCols);
    range(a, aRow, aCol, b, ldb, c, n, k, col0, col1);
  };
  if (tasks == 1) {
    runTask(0, 0);
    return;
  }
  ThreadPool::getShared(static_cast<unsigned>(wanted))
      ->parallelFor(tasks, runTask);
}

/// Lanes of the partial sums of rowsTimesTransposed (one AVX-512 vector).
constexpr int64_t kDotLanes = 16;

/// c[r, j + q] = sum over p < k of a[r * lda + p] * bt[(j + q) * ldbt + p]
/// for r < R and q < Q: each sum kept in kDotLanes partial sums (lane l
/// takes p = l mod kDotLanes, in order), added pairwise (lanes l and
/// l + 8, then l + 4, ...), then the products past the last whole vector.
template <int R, int Q>
__attribute__((always_inline)) inline void
dotsLoop(const float *a, int64_t lda, const float *bt, int64_t ldbt, float *c,
         int64_t ldc, int64_t k, int64_t j) {
  constexpr int64_t L = kDotLanes;
  float sums[R][Q][L] = {};
  int64_t p = 0;
  for (; p + L <= k; p += L)
    for (int r = 0; r < R; ++r)
      for (int q = 0; q < Q; ++q)
        for (int64_t l = 0; l < L; ++l)
          sums[r][q][l] += a[r * lda + p + l] * bt[(j + q) * ldbt + p + l];
  for (int r = 0; r < R; ++r)
    for (int q = 0; q < Q; ++q) {
      float *v = sums[r][q];
      for (int64_t width = L / 2; width > 0; width /= 2)
        for (int64_t l = 0; l < width; ++l)
          v[l] += v[l + width];
      float total = v[0];
      for (int64_t t = p; t < k; ++t)
        total += a[r * lda + t] * bt[(j + q) * ldbt + t];
      c[r * ldc + j + q] = total;
    }
}

/// Columns [col0, col1) of rowsTimesTransposed, two at a time.
template <int R>
void dotsRange(const float *a, int64_t lda, const float *bt, int64_t ldbt,
               float *c, int64_t ldc, int64_t k, int64_t col0, int64_t col1) {
  int64_t j = col0;
  for (; j + 2 <= col1; j += 2)
    dotsLoop<R, 2>(a, lda, bt, ldbt, c, ldc, k, j);
  if (j < col1)
    dotsLoop<R, 1>(a, lda, bt, ldbt, c, ldc, k, j);
}

using DotsRangeFn = void (*)(const float *, int64_t, const float *, int64_t,
                             float *, int64_t, int64_t, int64_t, int64_t);

#if defined(__x86_64__) && defined(__GNUC__)
template <int R>
__attribute__((target("avx512f,avx512vl,fma"))) void
dotsRangeAvx512(const float *a, int64_t lda, const float *bt, int64_t ldbt,
                float *c, int64_t ldc, int64_t k, int64_t col0, int64_t col1) {
  int64_t j = col0;
  for (; j + 2 <= col1; j += 2)
    dotsLoop<R, 2>(a, lda, bt, ldbt, c, ldc, k, j);
  if (j < col1)
    dotsLoop<R, 1>(a, lda, bt, ldbt, c, ldc, k, j);
}
#endif

template <int R> DotsRangeFn getDotsRange() {
#if defined(__x86_64__) && defined(__GNUC__)
  static const bool avx512 = __builtin_cpu_supports("avx512f") &&
                             __builtin_cpu_supports("avx512vl") &&
                             __builtin_cpu_supports("fma");
  if (avx512)
    return dotsRangeAvx512<R>;
#endif
  return dotsRange<R>;
}

DotsRangeFn getDotsRangeFor(int64_t rows) {
  switch (rows) {
  case 1:
    return getDotsRange<1>();
  case 2:
    return getDotsRange<2>();
  case 3:
    return getDotsRange<3>();
  case 4:
    return getDotsRange<4>();
  case 5:
    return getDotsRange<5>();
  case 6:
    return getDotsRange<6>();
  case 7:
    return getDotsRange<7>();
  default:
    return getDotsRange<8>();
  }
}

/// c[m x n] = a[m x k] * bt[n x k]^T for m <= kSmallRows (the input
/// gradient of a dense layer at small batch), a and bt row-major with
/// leading dimensions lda and ldbt, c dense: each output a dot product of a
/// row of a and a row of bt, which is read once; contiguous column ranges
/// per task as in rowsTimesMatrix.
void rowsTimesTransposed(int64_t m, int64_t n, int64_t k, const float *a,
                         int64_t lda, const float *bt, int64_t ldbt, float *c) {
  DotsRangeFn range = getDotsRangeFor(m);
  int wanted = wantedBlasThreads.load(std::memory_order_relaxed);
  int64_t tasks = wanted > 1 ? std::min<int64_t>(n / 64, 4 * wanted) : 1;
  tasks = std::max<int64_t>(tasks, 1);
  auto runTask = [&](int64_t task, unsigned) {
    range(a, lda, bt, ldbt, c, n, k, n * task / tasks, n * (task + 1) / tasks);
  };
  if (tasks == 1) {
    runTask(0, 0);
    return;
  }
  ThreadPool::getShared(static_cast<unsigned>(wanted))
      ->parallelFor(tasks, runTask);
}

void gemm(const OpenBlas &blas, bool transA, bool transB, int m, int n, int k,
          const float *a, int lda, const float *b, int ldb, float *c, int ldc) {
  blas.sgemm(CblasRowMajor, transA ? CblasTrans : CblasNoTrans,
             transB ? CblasTrans : CblasNoTrans, m, n, k, 1.0f, a, lda, b, ldb,
             0.0f, c, ldc);
}

void gemm(const OpenBlas &blas, bool transA, bool transB, int m, int n, int k,
          const double *a, int lda, const double *b, int ldb, double *c,
          int ldc) {
  blas.dgemm(CblasRowMajor, transA ? CblasTrans : CblasNoTrans,
             transB ? CblasTrans : CblasNoTrans, m, n, k, 1.0, a, lda, b, ldb,
             0.0, c, ldc);
}

template <typename T>
bool gemmDot(hlo::DotDimensionNumbersAttr numbers, const Literal &lhs,
             const Literal &rhs, Literal &result) {
  ArrayRef<int64_t> lhsBatch = numbers.getLhsBatchDims();
  ArrayRef<int64_t> rhsBatch = numbers.getRhsBatchDims();
  ArrayRef<int64_t> lhsContracting = numbers.getLhsContractingDims();
  ArrayRef<int64_t> rhsContracting = numbers.getRhsContractingDims();
  SmallVector<int64_t, 4> lhsFree =
      getDotFreeDims(lhs.getRank(), lhsBatch, lhsContracting);
  SmallVector<int64_t, 4> rhsFree =
      getDotFreeDims(rhs.getRank(), rhsBatch, rhsContracting);
  int64_t batch = productOf(lhs.getShape(), lhsBatch);
  int64_t m = productOf(lhs.getShape(), lhsFree);
  int64_t n = productOf(rhs.getShape(), rhsFree);
  int64_t k = productOf(lhs.getShape(), lhsContracting);
  // Debian's OpenBLAS takes 32-bit sizes.
  if (m > INT_MAX || n > INT_MAX || k > INT_MAX)
    return false;
  T *out = result.as<T>();
  if (k == 0) {
    std::fill(out, out + result.getNumElements(), T(0));
    return true;
  }
  if (batch == 0 || m == 0 || n == 0)
    return true;
  std::optional<Literal> lhsPacked, rhsPacked;
  std::optional<MatrixView> lhsView =
      viewAsMatrices<T>(lhs, lhsBatch, lhsFree, lhsContracting, lhsPacked);
  if (!lhsView)
    return false;
  std::optional<MatrixView> rhsView =
      viewAsMatrices<T>(rhs, rhsBatch, rhsContracting, rhsFree, rhsPacked);
  if (!rhsView)
    return false;
  const MatrixView &a = *lhsView, &b = *rhsView;
  if (a.leading > INT_MAX || b.leading > INT_MAX)
    return false;
  if constexpr (std::is_same_v<T, float>) {
    if (m <= kSmallRows && !b.transposed && k * n >= kSmallRowsMinRhsElements) {
      for (int64_t i = 0; i < batch; ++i)
        rowsTimesMatrix(
            m, n, k, static_cast<const float *>(a.data) + i * a.batchStride,
            a.transposed ? 1 : a.leading, a.transposed ? a.leading : 1,
            static_cast<const float *>(b.data) + i * b.batchStride, b.leading,
            out + i * m * n);
      return true;
    }
    if (m <= kSmallRows && b.transposed && !a.transposed &&
        k * n >= kSmallRowsMinRhsElements) {
      for (int64_t i = 0; i < batch; ++i)
        rowsTimesTransposed(
            m, n, k, static_cast<const float *>(a.data) + i * a.batchStride,
            a.leading, static_cast<const float *>(b.data) + i * b.batchStride,
            b.leading, out + i * m * n);
      return true;
    }
  }
  if constexpr (std::is_same_v<T, float>) {
    // oneDNN's sgemm (the library the convolutions already run on, on
    // OpenMP's threads): its AVX-512 kernels beat Debian's OpenBLAS 0.3.21
    // here ([64,784]x[784,256] 225 vs 266 us, 1024^3 20.0 vs 21.8 ms on
    // one pinned thread). OpenBLAS when it fails (out of memory for its
    // packing buffers).
    bool done = true;
    for (int64_t i = 0; i < batch && done; ++i)
      done = dnnl_sgemm(a.transposed ? 'T' : 'N', b.transposed ? 'T' : 'N', m,
                        n, k, 1.0f,
                        static_cast<const float *>(a.data) + i * a.batchStride,
                        std::max<int64_t>(a.leading, 1),
                        static_cast<const float *>(b.data) + i * b.batchStride,
                        std::max<int64_t>(b.leading, 1), 0.0f, out + i * m * n,
                        n) == dnnl_success;
    if (done)
      return true;
  }
  const OpenBlas *blas = getOpenBlas();
  if (!blas)
    return false;
  for (int64_t i = 0; i < batch; ++i)
    gemm(*blas, a.transposed, b.transposed, m, n, k,
         static_cast<const T *>(a.data) + i * a.batchStride,
         std::max<int64_t>(a.leading, 1),
         static_cast<const T *>(b.data) + i * b.batchStride,
         std::max<int64_t>(b.leading, 1), out + i * m * n, n);
  return true;
}

} // namespace

bool xhlo::interp::fastDot(hlo::DotDimensionNumbersAttr numbers,
                           const Literal &lhs, const Literal &rhs,
                           Literal &result) {
  ElementType type = result.getElementType();
  if (lhs.getElementType() != type || rhs.getElementType() != type)
    return false;
  if (type == ElementType::F32)
    return gemmDot<float>(numbers, lhs, rhs, result);
  if (type == ElementType::F64)
    return gemmDot<double>(numbers, lhs, rhs, result);
  return false;
}

// OpenMP's runtime API (libgomp, which oneDNN runs on), declared here
// rather than through <omp.h>: clang without libomp-dev (the plugin's build)
// has no omp.h, and these two are the OpenMP standard's C ABI.
extern "C" int omp_get_max_threads(void);
extern "C" void omp_set_num_threads(int);

void xhlo::interp::setLibraryThreads(unsigned numThreads) {
  int n = static_cast<int>(numThreads);
  // OpenBLAS takes it when it is next called (it may not be loaded yet).
  wantedBlasThreads.store(n, std::memory_order_relaxed);
  // oneDNN runs on OpenMP: the setting belongs to the calling thread.
  if (omp_get_max_threads() != n)
    omp_set_num_threads(n);
}
