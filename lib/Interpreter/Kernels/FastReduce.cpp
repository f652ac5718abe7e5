//===- FastReduce.cpp - reduce with a simple body -------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The fast path of hlo.reduce when its body is add, multiply, maximum or
// minimum of one f32/f64 operand (see fusion::matchSimpleReduce), for any
// set of reduced dimensions, with vectorised loops instead of the reference
// kernel's region call per element.
//
// The operand's shape is first normalised: dimensions of size 1 are dropped
// and neighbouring dimensions that are both kept or both reduced are merged,
// which leaves alternating groups of kept (K) and reduced (R) dimensions.
// Then:
//   [K, R]        rows reduced along their length (trailing dimensions);
//   [R, K]        whole rows folded into one (leading dimensions);
//   ..., R]       each row of the last group reduced first into a temporary
//                 array (whose groups then end with K), then as below;
//   ..., R, K]    for each output row (an index of the outer kept groups),
//                 the rows of the last group that the outer reduced groups
//                 select folded together with one vectorised loop each.
// Work is split into tasks of fixed size (a number of rows, chunks of long
// rows, blocks of columns) whose partial results are combined in a fixed
// order, so the results do not depend on the number of threads. The order
// of the fold is not the reference kernel's, so sums may differ from it by
// rounding (as XLA's do); maximum and minimum propagate NaN as XLA's do.
//
//===----------------------------------------------------------------------===//

#include "../Fusion.h"
#include "VectorLoops.h"

#include "xhlo/Dialect/Hlo/IR/HloOps.h"
#include "xhlo/Interpreter/ThreadPool.h"

#include "mlir/IR/BuiltinTypes.h"

#include <cmath>
#include <cstring>
#include <memory>

using namespace mlir;
using namespace xhlo;
using namespace xhlo::interp;
using namespace xhlo::interp::fusion;

/// Elements per task of a reduction.
static constexpr int64_t kReduceChunk = 64 * 1024;
/// Columns per task when the kept inner group is folded row by row.
static constexpr int64_t kColumnBlock = 4096;

/// The vectorised loops of `T`.
template <typename T> static const TypedVectorLoops<T> &typedLoops() {
  if constexpr (std::is_same_v<T, float>)
    return getVectorLoops().f32;
  else
    return getVectorLoops().f64;
}

/// XLA's `kind` of two elements (maximum and minimum: NaN wins, -0 < +0).
template <ReduceKind kind, typename T> static inline T combineOne(T acc, T x) {
  if constexpr (kind == ReduceKind::Add)
    return acc + x;
  else if constexpr (kind == ReduceKind::Multiply)
    return acc * x;
  else if constexpr (kind == ReduceKind::Maximum)
    return acc != acc ? acc
                      : (x != x ? x
                                : ((x > acc) | ((x == acc) & std::signbit(acc))
                                       ? x
                                       : acc));
  else
    return acc != acc
               ? acc
               : (x != x
                      ? x
                      : ((x < acc) | ((x == acc) & std::signbit(x)) ? x : acc));
}

/// out[r] = in[r * cols] (op) ... (op) in[r * cols + cols - 1] for rows
/// [r0, r1): short rows, which the vectorised row loop handles poorly.
template <ReduceKind kind, typename T>
static void reduceShortRows(const T *in, int64_t r0, int64_t r1, int64_t cols,
                            T *out) {
  for (int64_t r = r0; r < r1; ++r) {
    const T *row = in + r * cols;
    T acc = row[0];
    for (int64_t c = 1; c < cols; ++c)
      acc = combineOne<kind>(acc, row[c]);
    out[r] = acc;
  }
}

template <typename T>
static void reduceShortRows(ReduceKind kind, const T *in, int64_t r0,
                            int64_t r1, int64_t cols, T *out) {
  switch (kind) {
  case ReduceKind::Add:
    return reduceShortRows<ReduceKind::Add>(in, r0, r1, cols, out);
  case ReduceKind::Multiply:
    return reduceShortRows<ReduceKind::Multiply>(in, r0, r1, cols, out);
  case ReduceKind::Maximum:
    return reduceShortRows<ReduceKind::Maximum>(in, r0, r1, cols, out);
  case ReduceKind::Minimum:
    return reduceShortRows<ReduceKind::Minimum>(in, r0, r1, cols, out);
  }
}

/// Rows shorter than this are folded by a plain loop.
static constexpr int64_t kShortRow = 16;

/// Reduces each row of the row-major [rows, cols] `in` into `out[row]`,
/// folding `*init` in first when `init` is given.
template <typename T>
static void reduceTrailing(ReduceKind kind, const T *in, int64_t rows,
                           int64_t cols, const T *init, T *out,
                           ThreadPool &pool) {
  const TypedVectorLoops<T> &loops = typedLoops<T>();
  if (cols < kShortRow) {
    int64_t rowsPerTask = std::max<int64_t>(1, kReduceChunk / cols);
    int64_t tasks = (rows + rowsPerTask - 1) / rowsPerTask;
    pool.parallelFor(tasks, [&](int64_t task, unsigned) {
      int64_t r0 = task * rowsPerTask, r1 = std::min(rows, r0 + rowsPerTask);
      reduceShortRows(kind, in, r0, r1, cols, out);
      if (init)
        loops.combine(kind, init, true, out + r0, false, out + r0, r1 - r0);
    });
    return;
  }
  if (rows >= 64) {
    // Many rows: tasks of whole rows.
    int64_t rowsPerTask = std::max<int64_t>(1, kReduceChunk / cols);
    int64_t tasks = (rows + rowsPerTask - 1) / rowsPerTask;
    pool.parallelFor(tasks, [&](int64_t task, unsigned) {
      int64_t r0 = task * rowsPerTask, r1 = std::min(rows, r0 + rowsPerTask);
      loops.reduceRows(kind, in + r0 * cols, r1 - r0, cols, out + r0);
      if (init)
        loops.combine(kind, init, true, out + r0, false, out + r0, r1 - r0);
    });
    return;
  }
  // Few long rows: chunks of each row, combined in order.
  int64_t chunks =
      std::max<int64_t>(1, (cols + kReduceChunk - 1) / kReduceChunk);
  std::vector<T> partial(rows * chunks);
  pool.parallelFor(rows * chunks, [&](int64_t task, unsigned) {
    int64_t row = task / chunks, chunk = task % chunks;
    int64_t c0 = chunk * kReduceChunk;
    int64_t c1 = std::min(cols, c0 + kReduceChunk);
    loops.reduceRows(kind, in + row * cols + c0, 1, c1 - c0, &partial[task]);
  });
  for (int64_t row = 0; row < rows; ++row) {
    T acc = partial[row * chunks];
    if (init)
      loops.combine(kind, init, true, &acc, true, &acc, 1);
    for (int64_t chunk = 1; chunk < chunks; ++chunk)
      loops.combine(kind, &acc, true, &partial[row * chunks + chunk], true,
                    &acc, 1);
    out[row] = acc;
  }
}

/// Folds the rows of the row-major [rows, cols] `in` into the `cols`
/// elements of `out`, starting from `init`.
template <typename T>
static void reduceLeading(ReduceKind kind, const T *in, int64_t rows,
                          int64_t cols, T init, T *out, ThreadPool &pool) {
  const TypedVectorLoops<T> &loops = typedLoops<T>();
  T identity = getReduceIdentity<T>(kind);
  // Whole rows accumulated into per-chunk partial vectors of the columns,
  // then combined in order.
  int64_t rowsPerTask = std::max<int64_t>(1, kReduceChunk / cols);
  int64_t tasks = (rows + rowsPerTask - 1) / rowsPerTask;
  std::vector<T> partial(tasks * cols, identity);
  pool.parallelFor(tasks, [&](int64_t task, unsigned) {
    int64_t r0 = task * rowsPerTask, r1 = std::min(rows, r0 + rowsPerTask);
    T *acc = &partial[task * cols];
    for (int64_t r = r0; r < r1; ++r)
      loops.combine(kind, acc, false, in + r * cols, false, acc, cols);
  });
  for (int64_t c = 0; c < cols; ++c)
    out[c] = init;
  for (int64_t task = 0; task < tasks; ++task)
    loops.combine(kind, out, false, &partial[task * cols], false, out, cols);
}

namespace {

/// A multi-index over some dimension groups of the operand (sizes and
/// element strides), stepped in row-major order, with its linear offset.
struct Odometer {
  SmallVector<int64_t, 4> sizes, strides, index;
  int64_t offset = 0;

  int64_t count() const {
    int64_t n = 1;
    for (int64_t size : sizes)
      n *= size;
    return n;
  }

  /// Moves to the `linear`-th index.
  void seek(int64_t linear) {
    index.assign(sizes.size(), 0);
    offset = 0;
    for (int64_t g = sizes.size() - 1; g >= 0; --g) {
      index[g] = linear % sizes[g];
      linear /= sizes[g];
      offset += index[g] * strides[g];
    }
  }

  void next() {
    for (int64_t g = sizes.size() - 1; g >= 0; --g) {
      offset += strides[g];
      if (++index[g] < sizes[g])
        return;
      offset -= index[g] * strides[g];
      index[g] = 0;
    }
  }
};

} // namespace

/// Reduces `in`, viewed as the alternating groups `sizes`/`reduced` whose
/// last group is kept (and the one before it reduced), into `out` (the kept
/// groups in order), starting from `init`.
template <typename T>
static void reduceKeptInner(ReduceKind kind, const T *in,
                            ArrayRef<int64_t> sizes, ArrayRef<bool> reduced,
                            T init, T *out, ThreadPool &pool) {
  const TypedVectorLoops<T> &loops = typedLoops<T>();
  int64_t m = sizes.size();
  int64_t cols = sizes.back();
  Odometer kept, folded;
  for (int64_t g = m - 2, stride = cols; g >= 0; stride *= sizes[g], --g) {
    Odometer &which = reduced[g] ? folded : kept;
    which.sizes.insert(which.sizes.begin(), sizes[g]);
    which.strides.insert(which.strides.begin(), stride);
  }
  int64_t outRows = kept.count(), foldRows = folded.count();
  int64_t blockCols = std::min(cols, kColumnBlock);
  int64_t blocks = (cols + blockCols - 1) / blockCols;
  int64_t rowsPerChunk = std::max<int64_t>(1, kReduceChunk / blockCols);
  int64_t chunks = (foldRows + rowsPerChunk - 1) / rowsPerChunk;
  // With several chunks, each writes a partial row of its own: [outRows,
  // chunks, cols].
  std::vector<T> partial(chunks > 1 ? outRows * chunks * cols : 0);
  pool.parallelFor(outRows * blocks * chunks, [&](int64_t task, unsigned) {
    int64_t chunk = task % chunks, block = task / chunks % blocks,
            row = task / chunks / blocks;
    int64_t c0 = block * blockCols, n = std::min(cols, c0 + blockCols) - c0;
    int64_t r0 = chunk * rowsPerChunk,
            r1 = std::min(foldRows, r0 + rowsPerChunk);
    Odometer k = kept, f = folded;
    k.seek(row);
    f.seek(r0);
    const T *base = in + k.offset + c0;
    T *acc = chunks > 1 ? &partial[(row * chunks + chunk) * cols + c0]
                        : out + row * cols + c0;
    std::memcpy(acc, base + f.offset, n * sizeof(T));
    for (int64_t r = r0 + 1; r < r1; ++r) {
      f.next();
      loops.combine(kind, acc, false, base + f.offset, false, acc, n);
    }
    if (chunks == 1)
      loops.combine(kind, &init, true, acc, false, acc, n);
  });
  if (chunks == 1)
    return;
  pool.parallelFor(outRows * blocks, [&](int64_t task, unsigned) {
    int64_t block = task % blocks, row = task / blocks;
    int64_t c0 = block * blockCols, n = std::min(cols, c0 + blockCols) - c0;
    T *acc = out + row * cols + c0;
    const T *first = &partial[row * chunks * cols + c0];
    loops.combine(kind, &init, true, first, false, acc, n);
    for (int64_t chunk = 1; chunk < chunks; ++chunk)
      loops.combine(kind, acc, false, first + chunk * cols, false, acc, n);
  });
}

/// Reduces `in`, viewed as the alternating groups `sizes`/`reduced` (see
/// the file comment), into `out`.
template <typename T>
static void reduceGroups(ReduceKind kind, const T *in, ArrayRef<int64_t> sizes,
                         ArrayRef<bool> reduced, T init, T *out,
                         ThreadPool &pool) {
  const TypedVectorLoops<T> &loops = typedLoops<T>();
  int64_t total = 1;
  for (int64_t size : sizes)
    total *= size;
  size_t m = sizes.size();
  if (m == 0 || (m == 1 && !reduced[0])) {
    // Nothing to fold (every reduced dimension has size 1).
    loops.combine(kind, &init, true, in, false, out, total);
    return;
  }
  if (m == 1 || (m == 2 && reduced[1])) {
    reduceTrailing(kind, in, total / sizes.back(), sizes.back(), &init, out,
                   pool);
    return;
  }
  if (m == 2) {
    reduceLeading(kind, in, sizes[0], sizes[1], init, out, pool);
    return;
  }
  if (!reduced.back()) {
    reduceKeptInner(kind, in, sizes, reduced, init, out, pool);
    return;
  }
  // The last group first, into a temporary array whose groups end with a
  // kept one.
  int64_t rows = total / sizes.back();
  std::unique_ptr<T[]> rowResults(new T[rows]);
  reduceTrailing<T>(kind, in, rows, sizes.back(), nullptr, rowResults.get(),
                    pool);
  reduceGroups(kind, rowResults.get(), sizes.drop_back(), reduced.drop_back(),
               init, out, pool);
}

bool fusion::runFastReduce(Operation *op, ReduceKind kind,
                           ArrayRef<const RtValue *> operands,
                           std::vector<RtValue> &results, ThreadPool &pool) {
  const Literal &input = operands[0]->getArray();
  const Literal &init = operands[1]->getArray();
  ArrayRef<int64_t> shape = input.getShape();
  ArrayRef<int64_t> dims = cast<xhlo::hlo::ReduceOp>(op).getDimensions();
  int64_t rank = shape.size();
  if (input.getNumElements() == 0)
    return false;
  SmallVector<bool, 4> isReduced(rank, false);
  for (int64_t d : dims) {
    if (d < 0 || d >= rank)
      return false;
    isReduced[d] = true;
  }
  // Alternating groups of kept and reduced dimensions (size 1 dropped).
  SmallVector<int64_t, 4> sizes;
  SmallVector<bool, 4> reduced;
  for (int64_t d = 0; d < rank; ++d) {
    if (shape[d] == 1)
      continue;
    if (!sizes.empty() && reduced.back() == isReduced[d]) {
      sizes.back() *= shape[d];
      continue;
    }
    sizes.push_back(shape[d]);
    reduced.push_back(isReduced[d]);
  }
  auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
  Literal result =
      Literal::uninitialized(input.getElementType(), resultType.getShape());
  if (input.getElementType() == ElementType::F32)
    reduceGroups<float>(kind, input.as<float>(), sizes, reduced,
                        init.as<float>()[0], result.as<float>(), pool);
  else
    reduceGroups<double>(kind, input.as<double>(), sizes, reduced,
                         init.as<double>()[0], result.as<double>(), pool);
  results.emplace_back(std::move(result));
  return true;
}
