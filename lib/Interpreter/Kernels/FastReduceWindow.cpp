//===- FastReduceWindow.cpp - reduce_window with a simple body ------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The fast path of hlo.reduce_window when its body is add, multiply,
// maximum or minimum of one f32/f64 operand (pooling layers): direct loops
// over the window with the offsets of each window dimension precomputed,
// instead of the reference kernel's region call per element. The fold order
// is the reference's (and XLA's evaluator's): the init value, then the
// window's in-bounds elements in row-major window order, so results are the
// same bit for bit.
//
//===----------------------------------------------------------------------===//

#include "../Fusion.h"
#include "KernelUtils.h"

#include "xhlo/Dialect/Hlo/IR/HloOps.h"
#include "xhlo/Interpreter/ThreadPool.h"

#include "mlir/IR/BuiltinTypes.h"

#include <cmath>

using namespace mlir;
using namespace xhlo;
using namespace xhlo::interp;
using namespace xhlo::interp::fusion;

/// Output elements per task (whole rows).
static constexpr int64_t kChunk = 4096;

template <typename T> static inline T combine(ReduceKind kind, T acc, T x) {
  switch (kind) {
  case ReduceKind::Add:
    return acc + x;
  case ReduceKind::Multiply:
    return acc * x;
  case ReduceKind::Maximum:
    // XLA's maximum: NaN wins; otherwise the larger, -0 < +0 (IEEE
    // 754-2019, as XLA's CPU backend emits it).
    if (acc != acc)
      return acc;
    if (x != x)
      return x;
    return (acc < x) | ((acc == x) & std::signbit(acc)) ? x : acc;
  case ReduceKind::Minimum:
    if (acc != acc)
      return acc;
    if (x != x)
      return x;
    return (x < acc) | ((x == acc) & std::signbit(x)) ? x : acc;
  }
  return acc;
}

namespace {

/// The window's geometry: per dimension its size, the operand stride and
/// the first input coordinate of output coordinate o (o * stride - pad).
struct Geometry {
  SmallVector<int64_t, 4> outShape, inShape, inStrides, size, stride, padLow,
      dilation;
};

} // namespace

/// Folds the window of output row `row` (a multi-index over all but the
/// last output dimension) into `acc` (one value per output column, holding
/// the init value). For each output element the elements come in row-major
/// window order, as in the reference kernel: the outer window positions in
/// row-major order, and within each the last dimension's window in order.
template <typename T>
static void foldRow(ReduceKind kind, const Geometry &g, const T *in,
                    ArrayRef<int64_t> row, T *acc) {
  int64_t rank = g.outShape.size(), last = rank - 1;
  int64_t outW = g.outShape[last], inW = g.inShape[last];
  int64_t strideW = g.stride[last], padW = g.padLow[last],
          dilW = g.dilation[last];
  SmallVector<int64_t, 4> win(last, 0);
  while (true) {
    // The input row of this outer window position, if it is inside.
    int64_t offset = 0;
    bool inside = true;
    for (int64_t d = 0; d < last; ++d) {
      int64_t p = row[d] * g.stride[d] - g.padLow[d] + win[d] * g.dilation[d];
      inside &= p >= 0 && p < g.inShape[d];
      offset += p * g.inStrides[d];
    }
    if (inside) {
      const T *inRow = in + offset;
      for (int64_t kw = 0; kw < g.size[last]; ++kw) {
        // Output columns whose input column ow * stride - pad + kw * dil
        // lies in [0, inW).
        int64_t shift = kw * dilW - padW;
        int64_t lo = shift >= 0 ? 0 : (-shift + strideW - 1) / strideW;
        int64_t hi = inW - shift <= 0
                         ? 0
                         : std::min(outW, (inW - shift - 1) / strideW + 1);
        for (int64_t ow = lo; ow < hi; ++ow)
          acc[ow] = combine(kind, acc[ow], inRow[ow * strideW + shift]);
      }
    }
    int64_t d = last - 1;
    for (; d >= 0; --d) {
      if (++win[d] < g.size[d])
        break;
      win[d] = 0;
    }
    if (d < 0)
      break;
  }
}

template <typename T>
static void reduceWindow(ReduceKind kind, const Geometry &g, const T *in,
                         T init, T *out, ThreadPool &pool) {
  int64_t rank = g.outShape.size();
  int64_t outW = g.outShape[rank - 1];
  int64_t rows = outW == 0 ? 0 : getNumElements(g.outShape) / outW;
  int64_t rowsPerTask =
      std::max<int64_t>(1, kChunk / std::max<int64_t>(outW, 1));
  int64_t tasks = (rows + rowsPerTask - 1) / rowsPerTask;
  pool.parallelFor(tasks, [&](int64_t task, unsigned) {
    int64_t first = task * rowsPerTask;
    int64_t end = std::min(rows, first + rowsPerTask);
    SmallVector<int64_t, 4> row(rank - 1);
    for (int64_t d = rank - 2, rest = first; d >= 0; --d) {
      row[d] = rest % g.outShape[d];
      rest /= g.outShape[d];
    }
    for (int64_t r = first; r < end; ++r) {
      T *acc = out + r * outW;
      std::fill(acc, acc + outW, init);
      foldRow(kind, g, in, row, acc);
      for (int64_t d = rank - 2; d >= 0; --d) {
        if (++row[d] < g.outShape[d])
          break;
        row[d] = 0;
      }
    }
  });
}

bool fusion::runFastReduceWindow(Operation *op, ReduceKind kind,
                                 ArrayRef<const RtValue *> operands,
                                 std::vector<RtValue> &results,
                                 ThreadPool &pool) {
  xhlo::hlo::WindowAttr window =
      cast<xhlo::hlo::ReduceWindowOp>(op).getWindow();
  const Literal &input = operands[0]->getArray();
  const Literal &init = operands[1]->getArray();
  auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
  Geometry g;
  g.outShape.assign(resultType.getShape().begin(), resultType.getShape().end());
  g.inShape.assign(input.getShape().begin(), input.getShape().end());
  g.inStrides = getStrides(input.getShape());
  int64_t rank = g.inShape.size();
  if (rank == 0)
    return false;
  for (int64_t d = 0; d < rank; ++d) {
    if (window.getLhsDilateAt(d) != 1)
      return false;
    g.size.push_back(window.getSize()[d]);
    g.stride.push_back(window.getStrideAt(d));
    g.padLow.push_back(window.getPadLowAt(d));
    g.dilation.push_back(window.getRhsDilateAt(d));
  }
  Literal result =
      Literal::uninitialized(input.getElementType(), resultType.getShape());
  if (input.getElementType() == ElementType::F32)
    reduceWindow<float>(kind, g, input.as<float>(), init.as<float>()[0],
                        result.as<float>(), pool);
  else
    reduceWindow<double>(kind, g, input.as<double>(), init.as<double>()[0],
                         result.as<double>(), pool);
  results.emplace_back(std::move(result));
  return true;
}
