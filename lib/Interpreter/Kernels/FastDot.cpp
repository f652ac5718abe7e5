//===- FastDot.cpp - hlo.dot through OpenBLAS GEMM ------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The fast path of hlo.dot for f32 and f64: every dot is a batch of
// [M x K] * [K x N] matrix products once its operands' dimensions are
// grouped as (batch, free, contracting). Operands already in one of the two
// orders GEMM reads directly (plain or transposed) are passed in place; the
// others are packed once. OpenBLAS was chosen by measurement (see
// bench/InterpreterBench.cpp and docs/ARCHITECTURE.md).
//
//===----------------------------------------------------------------------===//

#include "FastKernels.h"
#include "KernelUtils.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <cblas.h>

#include <algorithm>
#include <climits>
#include <cstring>
#include <vector>

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
/// when neither it nor its transpose is laid out that way.
template <typename T>
MatrixView viewAsMatrices(const Literal &operand, ArrayRef<int64_t> batchDims,
                          ArrayRef<int64_t> rowDims, ArrayRef<int64_t> colDims,
                          std::vector<T> &packed) {
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
  packed.resize(operand.getNumElements());
  permuteInto(operand.as<T>(), shape, perm, packed.data());
  view.data = packed.data();
  view.leading = cols;
  return view;
}

void gemm(bool transA, bool transB, int m, int n, int k, const float *a,
          int lda, const float *b, int ldb, float *c, int ldc) {
  cblas_sgemm(CblasRowMajor, transA ? CblasTrans : CblasNoTrans,
              transB ? CblasTrans : CblasNoTrans, m, n, k, 1.0f, a, lda, b, ldb,
              0.0f, c, ldc);
}

void gemm(bool transA, bool transB, int m, int n, int k, const double *a,
          int lda, const double *b, int ldb, double *c, int ldc) {
  cblas_dgemm(CblasRowMajor, transA ? CblasTrans : CblasNoTrans,
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
  std::vector<T> lhsPacked, rhsPacked;
  MatrixView a =
      viewAsMatrices<T>(lhs, lhsBatch, lhsFree, lhsContracting, lhsPacked);
  MatrixView b =
      viewAsMatrices<T>(rhs, rhsBatch, rhsContracting, rhsFree, rhsPacked);
  if (a.leading > INT_MAX || b.leading > INT_MAX)
    return false;
  for (int64_t i = 0; i < batch; ++i)
    gemm(a.transposed, b.transposed, m, n, k,
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
  if (openblas_get_num_threads() != n)
    openblas_set_num_threads(n);
  // oneDNN runs on OpenMP: the setting belongs to the calling thread.
  if (omp_get_max_threads() != n)
    omp_set_num_threads(n);
}
