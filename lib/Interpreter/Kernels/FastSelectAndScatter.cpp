//===- FastSelectAndScatter.cpp - select_and_scatter with simple regions --===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The fast path of hlo.select_and_scatter of f32/f64 when the select region
// is one compare of its arguments and the scatter region adds or multiplies
// (max-pooling gradients: select GE, scatter add): direct loops over each
// window with the offsets of the window positions precomputed, instead of
// the reference kernel's two region calls per element.
//
// The semantics are the reference kernel's (ReductionKernels.cpp): for each
// source element in row-major order, the window's in-bounds elements come
// in row-major window order; the first is selected, and each later one
// replaces it unless select(selected, later) holds; then result[selected] =
// scatter(result[selected], source). Every result element starts from the
// init value. Updates to one result element happen in the same order as
// the reference's, so results are the same bit for bit. Work splits over
// the threads only where no two tasks can touch one result element: slices
// of the leading dimensions the window does not span (size 1, stride 1, no
// padding), or ranges of source elements when no two windows overlap.
//
//===----------------------------------------------------------------------===//

#include "../Fusion.h"
#include "KernelUtils.h"

#include "xhlo/Dialect/Hlo/IR/HloOps.h"
#include "xhlo/Interpreter/ThreadPool.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/bit.h"

#include <limits>
#include <type_traits>

using namespace mlir;
using namespace xhlo;
using namespace xhlo::interp;
using namespace xhlo::interp::fusion;

/// Source elements per task.
static constexpr int64_t kChunk = 16 * 1024;

namespace {

/// The window's geometry, per dimension.
struct Geometry {
  SmallVector<int64_t, 4> sourceShape, inShape, inStrides, size, stride, padLow,
      dilation;
  /// Per window position (row-major window order): the displacement of each
  /// dimension and the linear offset in the operand.
  SmallVector<int64_t, 16> displacement, windowOffset;
  int64_t positions = 0;
};

/// XLA's total order of floats as signed integers.
template <typename T> inline auto totalOrderKey(T x) {
  using I = std::conditional_t<sizeof(T) == 8, int64_t, int32_t>;
  using UI = std::make_unsigned_t<I>;
  I bits = llvm::bit_cast<I>(x);
  if (bits < 0)
    bits = I(UI(bits) ^ UI(std::numeric_limits<I>::max()));
  return bits;
}

template <typename T> inline bool compareAs(CompareKind kind, T a, T b) {
  switch (kind) {
  case CompareKind::EQ:
    return a == b;
  case CompareKind::NE:
    return a != b;
  case CompareKind::GE:
    return a >= b;
  case CompareKind::GT:
    return a > b;
  case CompareKind::LE:
    return a <= b;
  case CompareKind::LT:
    return a < b;
  }
  return false;
}

} // namespace

/// Runs source elements [begin, end) (row-major linear indices) in order:
/// selects in each window with `keep` and scatters into `out`.
template <typename T, typename Keep>
static void selectAndScatterRange(const Geometry &g, const T *in,
                                  const T *source, ReduceKind scatter,
                                  Keep keep, int64_t begin, int64_t end,
                                  T *out) {
  using Bits = std::conditional_t<sizeof(T) == 8, int64_t, int32_t>;
  int64_t rank = g.inShape.size(), last = rank - 1;
  SmallVector<int64_t, 4> index(rank);
  for (int64_t d = last, rest = begin; d >= 0; --d) {
    index[d] = rest % g.sourceShape[d];
    rest /= g.sourceShape[d];
  }
  int64_t width = g.sourceShape[last], inWidth = g.inShape[last];
  int64_t strideW = g.stride[last], padW = g.padLow[last];
  int64_t spanW = (g.size[last] - 1) * g.dilation[last];
  SmallVector<int64_t, 4> start(rank);
  for (int64_t i = begin; i < end;) {
    // The window's first position in the outer dimensions of this source
    // row, and whether the window is inside them.
    bool outerInside = true;
    int64_t outerBase = 0;
    for (int64_t d = 0; d < last; ++d) {
      start[d] = index[d] * g.stride[d] - g.padLow[d];
      outerInside &= start[d] >= 0 &&
                     start[d] + (g.size[d] - 1) * g.dilation[d] < g.inShape[d];
      outerBase += start[d] * g.inStrides[d];
    }
    int64_t columnEnd = std::min(width, index[last] + (end - i));
    for (int64_t column = index[last]; column < columnEnd; ++column, ++i) {
      start[last] = column * strideW - padW;
      int64_t base = outerBase + start[last];
      int64_t selected = -1;
      T selectedValue = 0;
      if (outerInside && start[last] >= 0 && start[last] + spanW < inWidth) {
        selected = base + g.windowOffset[0];
        selectedValue = in[selected];
        for (int64_t w = 1; w < g.positions; ++w) {
          int64_t at = base + g.windowOffset[w];
          T value = in[at];
          // Without branches (which element wins is data-dependent, and
          // mispredicted branches cost more than the whole window).
          Bits mask = -static_cast<Bits>(!keep(selectedValue, value));
          selected ^= (selected ^ at) & mask;
          Bits bits = llvm::bit_cast<Bits>(selectedValue);
          bits ^= (bits ^ llvm::bit_cast<Bits>(value)) & mask;
          selectedValue = llvm::bit_cast<T>(bits);
        }
      } else {
        // Positions in the padding take no part.
        for (int64_t w = 0; w < g.positions; ++w) {
          const int64_t *disp = &g.displacement[w * rank];
          bool valid = true;
          for (int64_t d = 0; d < rank; ++d) {
            int64_t p = start[d] + disp[d];
            valid &= p >= 0 && p < g.inShape[d];
          }
          if (!valid)
            continue;
          int64_t at = base + g.windowOffset[w];
          T value = in[at];
          if (selected < 0 || !keep(selectedValue, value)) {
            selected = at;
            selectedValue = value;
          }
        }
      }
      if (selected >= 0)
        out[selected] = scatter == ReduceKind::Add ? out[selected] + source[i]
                                                   : out[selected] * source[i];
    }
    // The next source row.
    index[last] = 0;
    for (int64_t d = last - 1; d >= 0; --d) {
      if (++index[d] < g.sourceShape[d])
        break;
      index[d] = 0;
    }
  }
}

template <typename T, typename Keep>
static void selectAndScatter(const Geometry &g, const T *in, const T *source,
                             T init, ReduceKind scatter, Keep keep, T *out,
                             ThreadPool &pool) {
  int64_t rank = g.inShape.size();
  int64_t sourceCount = getNumElements(g.sourceShape);
  int64_t inCount = getNumElements(g.inShape);
  // Leading dimensions the window does not span: their slices are
  // independent problems.
  int64_t lead = 0;
  while (lead < rank && g.size[lead] == 1 && g.stride[lead] == 1 &&
         g.padLow[lead] == 0 && g.sourceShape[lead] == g.inShape[lead])
    ++lead;
  int64_t slices = getNumElements(ArrayRef(g.sourceShape).take_front(lead));
  bool overlapping = false;
  for (int64_t d = 0; d < rank; ++d)
    overlapping |= g.sourceShape[d] > 1 &&
                   g.stride[d] < (g.size[d] - 1) * g.dilation[d] + 1;
  if (slices > 1 || overlapping) {
    int64_t sliceSource = slices ? sourceCount / slices : 0;
    int64_t sliceIn = slices ? inCount / slices : 0;
    int64_t perTask =
        std::max<int64_t>(1, kChunk / std::max<int64_t>(sliceSource, 1));
    int64_t tasks = (slices + perTask - 1) / perTask;
    pool.parallelFor(tasks, [&](int64_t task, unsigned) {
      int64_t s0 = task * perTask, s1 = std::min(slices, s0 + perTask);
      std::fill(out + s0 * sliceIn, out + s1 * sliceIn, init);
      selectAndScatterRange(g, in, source, scatter, keep, s0 * sliceSource,
                            s1 * sliceSource, out);
    });
    return;
  }
  // No two windows share an element: any range of source elements is
  // independent of the others.
  int64_t fillTasks = (inCount + kChunk - 1) / kChunk;
  pool.parallelFor(fillTasks, [&](int64_t task, unsigned) {
    int64_t i0 = task * kChunk, i1 = std::min(inCount, i0 + kChunk);
    std::fill(out + i0, out + i1, init);
  });
  int64_t tasks = (sourceCount + kChunk - 1) / kChunk;
  pool.parallelFor(tasks, [&](int64_t task, unsigned) {
    int64_t i0 = task * kChunk, i1 = std::min(sourceCount, i0 + kChunk);
    selectAndScatterRange(g, in, source, scatter, keep, i0, i1, out);
  });
}

template <typename T>
static void dispatch(const Geometry &g, const SimpleSelectAndScatter &kind,
                     const Literal &operand, const Literal &source,
                     const Literal &init, Literal &result, ThreadPool &pool) {
  const T *in = operand.as<T>();
  const T *src = source.as<T>();
  T initValue = init.as<T>()[0];
  T *out = result.as<T>();
  auto run = [&](auto keep) {
    selectAndScatter<T>(g, in, src, initValue, kind.scatter, keep, out, pool);
  };
  CompareKind select = kind.select;
  if (kind.totalOrder) {
    run([select](T a, T b) {
      return compareAs(select, totalOrderKey(a), totalOrderKey(b));
    });
    return;
  }
  // The common directions get loops of their own.
  switch (select) {
  case CompareKind::GE:
    return run([](T a, T b) { return a >= b; });
  case CompareKind::GT:
    return run([](T a, T b) { return a > b; });
  case CompareKind::LE:
    return run([](T a, T b) { return a <= b; });
  case CompareKind::LT:
    return run([](T a, T b) { return a < b; });
  default:
    return run([select](T a, T b) { return compareAs(select, a, b); });
  }
}

bool fusion::runFastSelectAndScatter(Operation *op,
                                     const SimpleSelectAndScatter &kind,
                                     ArrayRef<const RtValue *> operands,
                                     std::vector<RtValue> &results,
                                     ThreadPool &pool) {
  xhlo::hlo::WindowAttr window =
      cast<xhlo::hlo::SelectAndScatterOp>(op).getWindow();
  const Literal &operand = operands[0]->getArray();
  const Literal &source = operands[1]->getArray();
  const Literal &init = operands[2]->getArray();
  Geometry g;
  g.inShape.assign(operand.getShape().begin(), operand.getShape().end());
  g.sourceShape.assign(source.getShape().begin(), source.getShape().end());
  g.inStrides = getStrides(operand.getShape());
  int64_t rank = g.inShape.size();
  if (rank == 0 || static_cast<int64_t>(window.getRank()) != rank ||
      g.sourceShape.size() != g.inShape.size())
    return false;
  for (int64_t d = 0; d < rank; ++d) {
    if (window.getLhsDilateAt(d) != 1 || window.getRhsReversalAt(d))
      return false;
    g.size.push_back(window.getSize()[d]);
    g.stride.push_back(window.getStrideAt(d));
    g.padLow.push_back(window.getPadLowAt(d));
    g.dilation.push_back(window.getRhsDilateAt(d));
  }
  g.positions = getNumElements(g.size);
  if (g.positions <= 0)
    return false;
  // Window positions in row-major order.
  SmallVector<int64_t, 4> win(rank, 0);
  for (int64_t w = 0; w < g.positions; ++w) {
    int64_t offset = 0;
    for (int64_t d = 0; d < rank; ++d) {
      g.displacement.push_back(win[d] * g.dilation[d]);
      offset += win[d] * g.dilation[d] * g.inStrides[d];
    }
    g.windowOffset.push_back(offset);
    for (int64_t d = rank - 1; d >= 0; --d) {
      if (++win[d] < g.size[d])
        break;
      win[d] = 0;
    }
  }
  auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
  Literal result =
      Literal::uninitialized(operand.getElementType(), resultType.getShape());
  if (operand.getElementType() == ElementType::F32)
    dispatch<float>(g, kind, operand, source, init, result, pool);
  else
    dispatch<double>(g, kind, operand, source, init, result, pool);
  results.emplace_back(std::move(result));
  return true;
}
