//===- ReductionKernels.cpp - Reduction kernels of the interpreter --------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the reference kernels of reduce_window,
// select_and_scatter, sort, map, topk and scan. The kernels that call a
// region move single elements as 0-d literals through it, so they handle
// every element type; topk compares elements itself (integers by value,
// floating point in XLA's total order). The loops are straightforward
// reference loops over multi-indices; speed comes later.
//
//===----------------------------------------------------------------------===//

#include "KernelUtils.h"

#include "xhlo/Interpreter/Executable.h"

#include "xhlo/Dialect/Hlo/IR/HloOps.h"
#include "xhlo/Values/MemoryBudget.h"

#include <algorithm>
#include <cstring>
#include <limits>
#include <numeric>
#include <type_traits>

using namespace mlir;
using namespace xhlo;
using namespace xhlo::interp;
namespace hlo = xhlo::hlo;

namespace {

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

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

/// A 0-d literal holding element `i` of `literal`.
RtValue elementAt(const Literal &literal, int64_t i) {
  Literal element(literal.getElementType(), {});
  size_t size = getElementTypeByteSize(literal.getElementType());
  std::memcpy(element.data(), bytes(literal) + i * size, size);
  return RtValue(std::move(element));
}

/// Stores the 0-d `value` as element `i` of `literal`.
void storeAt(Literal &literal, int64_t i, const RtValue &value) {
  size_t size = getElementTypeByteSize(literal.getElementType());
  std::memcpy(bytes(literal) + i * size, value.getArray().data(), size);
}

/// The predicate returned by a comparator-like region.
bool isTrue(const RtValue &value) {
  return value.getArray().as<uint8_t>()[0] != 0;
}

/// Maps a window position onto the operand: for output index `out` and
/// window index `win`, the operand's linear offset, or -1 for padding and
/// base dilation holes.
struct WindowMap {
  hlo::WindowAttr window;
  ArrayRef<int64_t> baseShape;
  SmallVector<int64_t, 4> baseStrides;

  WindowMap(hlo::WindowAttr window, ArrayRef<int64_t> baseShape)
      : window(window), baseShape(baseShape),
        baseStrides(getStrides(baseShape)) {}

  int64_t offset(ArrayRef<int64_t> out, ArrayRef<int64_t> win) const {
    int64_t offset = 0;
    for (unsigned d = 0; d < baseShape.size(); ++d) {
      int64_t p = out[d] * window.getStrideAt(d) +
                  win[d] * window.getRhsDilateAt(d) - window.getPadLowAt(d);
      int64_t lhsDilate = window.getLhsDilateAt(d);
      if (p < 0 || p % lhsDilate != 0)
        return -1;
      p /= lhsDilate;
      if (p >= baseShape[d])
        return -1;
      offset += p * baseStrides[d];
    }
    return offset;
  }
};

/// The reducer applied to `lhs` then `rhs` (each one value per input).
FailureOr<std::vector<RtValue>> combine(Region &reducer,
                                        std::vector<RtValue> lhs,
                                        ArrayRef<RtValue> rhs,
                                        KernelContext &context) {
  llvm::append_range(lhs, rhs);
  return context.runRegion(reducer, lhs);
}

} // namespace

LogicalResult interp::foldElements(Region &reducer,
                                   ArrayRef<const RtValue *> inputs,
                                   ArrayRef<int64_t> offsets,
                                   std::vector<RtValue> &accumulators,
                                   KernelContext &context) {
  auto elements = [&](int64_t offset) {
    std::vector<RtValue> values;
    for (const RtValue *input : inputs)
      values.push_back(elementAt(input->getArray(), offset));
    return values;
  };
  ReduceOrder order = context.getReduceOrder();
  if (order != ReduceOrder::Pairwise) {
    for (size_t i = 0, e = offsets.size(); i < e; ++i) {
      int64_t offset = offsets[order == ReduceOrder::Forward ? i : e - 1 - i];
      FailureOr<std::vector<RtValue>> returned =
          combine(reducer, std::move(accumulators), elements(offset), context);
      if (failed(returned))
        return failure();
      accumulators = std::move(*returned);
    }
    return success();
  }
  // Pairwise: neighbours combined level by level, the later one as the
  // reducer's first operand (so that a reducer which keeps its first
  // operand on a tie keeps the later element, as a tree in XLA may; an odd
  // one out moves up as it is), then the init with the tree.
  if (offsets.empty())
    return success();
  std::vector<std::vector<RtValue>> level;
  for (int64_t offset : offsets)
    level.push_back(elements(offset));
  while (level.size() > 1) {
    std::vector<std::vector<RtValue>> next;
    for (size_t i = 0; i + 1 < level.size(); i += 2) {
      FailureOr<std::vector<RtValue>> returned =
          combine(reducer, std::move(level[i + 1]), level[i], context);
      if (failed(returned))
        return failure();
      next.push_back(std::move(*returned));
    }
    if (level.size() % 2)
      next.push_back(std::move(level.back()));
    level = std::move(next);
  }
  FailureOr<std::vector<RtValue>> returned =
      combine(reducer, std::move(accumulators), level.front(), context);
  if (failed(returned))
    return failure();
  accumulators = std::move(*returned);
  return success();
}

namespace {

//===----------------------------------------------------------------------===//
// reduce_window
//===----------------------------------------------------------------------===//

LogicalResult reduceWindowKernel(Operation *op,
                                 ArrayRef<const RtValue *> operands,
                                 std::vector<RtValue> &results,
                                 KernelContext &context) {
  auto reduceWindow = cast<hlo::ReduceWindowOp>(op);
  size_t n = operands.size() / 2;
  hlo::WindowAttr window = reduceWindow.getWindow();
  WindowMap map(window, operands[0]->getArray().getShape());
  ArrayRef<int64_t> windowShape = window.getSize();

  std::vector<Literal> outputs;
  for (size_t k = 0; k < n; ++k)
    outputs.push_back(makeResult(op, k));
  ArrayRef<int64_t> outShape = outputs.front().getShape();

  int64_t outIndex = 0;
  LogicalResult status = success();
  std::vector<int64_t> offsets;
  forEachIndex(outShape, [&](ArrayRef<int64_t> out) {
    std::vector<RtValue> accumulators;
    for (size_t k = 0; k < n; ++k)
      accumulators.push_back(*operands[n + k]);
    // The window's elements in row-major window order. Positions in the
    // padding or in base-dilation holes are skipped, not folded in as init
    // values: XLA's HloEvaluator (IterateThroughWindow) and its CPU/GPU
    // emitters ("we are in the pad and so can skip the computation") apply
    // the computation only to operand elements, so a non-identity init
    // counts once per window.
    offsets.clear();
    forEachIndex(windowShape, [&](ArrayRef<int64_t> win) {
      int64_t offset = map.offset(out, win);
      if (offset >= 0)
        offsets.push_back(offset);
    });
    if (failed(foldElements(reduceWindow.getToApply(), operands.take_front(n),
                            offsets, accumulators, context))) {
      status = failure();
      return false;
    }
    for (size_t k = 0; k < n; ++k)
      storeAt(outputs[k], outIndex, accumulators[k]);
    ++outIndex;
    return true;
  });
  if (failed(status))
    return failure();
  for (Literal &output : outputs)
    results.push_back(std::move(output));
  return success();
}

//===----------------------------------------------------------------------===//
// select_and_scatter
//===----------------------------------------------------------------------===//

LogicalResult selectAndScatterKernel(Operation *op,
                                     ArrayRef<const RtValue *> operands,
                                     std::vector<RtValue> &results,
                                     KernelContext &context) {
  auto selectAndScatter = cast<hlo::SelectAndScatterOp>(op);
  const Literal &operand = operands[0]->getArray();
  const Literal &source = operands[1]->getArray();
  hlo::WindowAttr window = selectAndScatter.getWindow();
  WindowMap map(window, operand.getShape());
  ArrayRef<int64_t> windowShape = window.getSize();

  // Every result element starts from the init value: a value per element,
  // charged to the memory budget while the kernel runs.
  MemoryBudget::Reservation held;
  if (llvm::Error error =
          held.add(operand.getNumElements() * sizeof(RtValue),
                   "the reference select_and_scatter's element values"))
    return op->emitError() << llvm::toString(std::move(error));
  std::vector<RtValue> current(operand.getNumElements(), *operands[2]);

  int64_t sourceIndex = 0;
  LogicalResult status = success();
  forEachIndex(source.getShape(), [&](ArrayRef<int64_t> out) {
    // XLA: the first valid element is selected; each later one replaces it
    // unless `select(selected, later)` is true. Padding takes no part.
    int64_t selected = -1;
    RtValue selectedValue;
    forEachIndex(windowShape, [&](ArrayRef<int64_t> win) {
      int64_t offset = map.offset(out, win);
      if (offset < 0)
        return true;
      RtValue value = elementAt(operand, offset);
      if (selected >= 0) {
        FailureOr<std::vector<RtValue>> keep = context.runRegion(
            selectAndScatter.getSelect(), {selectedValue, value});
        if (failed(keep)) {
          status = failure();
          return false;
        }
        if (isTrue(keep->front()))
          return true;
      }
      selected = offset;
      selectedValue = std::move(value);
      return true;
    });
    if (failed(status))
      return false;
    if (selected >= 0) {
      // scatter(current value, source value), as XLA's CPU and GPU
      // emitters call it (and StableHLO's spec: a reduce of the source
      // values into the result). XLA's HloEvaluator passes them the other
      // way round; the compilers are what XLA programs see.
      FailureOr<std::vector<RtValue>> combined = context.runRegion(
          selectAndScatter.getScatter(),
          {current[selected], elementAt(source, sourceIndex)});
      if (failed(combined)) {
        status = failure();
        return false;
      }
      current[selected] = combined->front();
    }
    ++sourceIndex;
    return true;
  });
  if (failed(status))
    return failure();
  Literal result = makeResult(op);
  for (int64_t i = 0; i < result.getNumElements(); ++i)
    storeAt(result, i, current[i]);
  results.push_back(std::move(result));
  return success();
}

//===----------------------------------------------------------------------===//
// sort
//===----------------------------------------------------------------------===//

LogicalResult sortKernel(Operation *op, ArrayRef<const RtValue *> operands,
                         std::vector<RtValue> &results,
                         KernelContext &context) {
  auto sort = cast<hlo::SortOp>(op);
  ArrayRef<int64_t> shape = operands[0]->getArray().getShape();
  int64_t dim = sort.getDimension();
  if (dim < 0)
    dim += shape.size();
  int64_t length = shape[dim];
  int64_t inner = getNumElements(shape.drop_front(dim + 1));
  int64_t outer = getNumElements(shape.take_front(dim));

  std::vector<Literal> outputs;
  for (const RtValue *operand : operands)
    outputs.push_back(operand->getArray().clone());

  LogicalResult status = success();
  std::vector<int64_t> order(length);
  for (int64_t o = 0; o < outer && succeeded(status); ++o) {
    for (int64_t i = 0; i < inner && succeeded(status); ++i) {
      int64_t base = o * length * inner + i;
      std::iota(order.begin(), order.end(), 0);
      // Stable sorting satisfies both is_stable and its absence.
      std::stable_sort(order.begin(), order.end(), [&](int64_t a, int64_t b) {
        if (failed(status))
          return false;
        std::vector<RtValue> arguments;
        for (const RtValue *operand : operands) {
          arguments.push_back(elementAt(operand->getArray(), base + a * inner));
          arguments.push_back(elementAt(operand->getArray(), base + b * inner));
        }
        FailureOr<std::vector<RtValue>> less =
            context.runRegion(sort.getComparator(), arguments);
        if (failed(less)) {
          status = failure();
          return false;
        }
        return isTrue(less->front());
      });
      for (size_t k = 0; k < operands.size(); ++k) {
        size_t size = getElementTypeByteSize(outputs[k].getElementType());
        const char *in = bytes(operands[k]->getArray());
        char *out = bytes(outputs[k]);
        for (int64_t j = 0; j < length; ++j)
          std::memcpy(out + (base + j * inner) * size,
                      in + (base + order[j] * inner) * size, size);
      }
    }
  }
  if (failed(status))
    return failure();
  for (Literal &output : outputs)
    results.push_back(std::move(output));
  return success();
}

//===----------------------------------------------------------------------===//
// map
//===----------------------------------------------------------------------===//

LogicalResult mapKernel(Operation *op, ArrayRef<const RtValue *> operands,
                        std::vector<RtValue> &results, KernelContext &context) {
  auto map = cast<hlo::MapOp>(op);
  Literal result = makeResult(op);
  for (int64_t i = 0; i < result.getNumElements(); ++i) {
    std::vector<RtValue> arguments;
    for (const RtValue *operand : operands)
      arguments.push_back(elementAt(operand->getArray(), i));
    FailureOr<std::vector<RtValue>> returned =
        context.runRegion(map.getToApply(), arguments);
    if (failed(returned))
      return failure();
    storeAt(result, i, returned->front());
  }
  results.push_back(std::move(result));
  return success();
}

//===----------------------------------------------------------------------===//
// topk
//===----------------------------------------------------------------------===//

/// A key ordering floating point bits `Bits` (a signed integer of the
/// float's width) in the total order: -NaN < -inf < ... < -0 < +0 < ... <
/// +inf < +NaN.
template <typename Bits> Bits totalOrderKey(Bits bits) {
  // Negative values flip their magnitude bits (a bitwise operation in Bits,
  // not in a promoted int).
  return bits < 0 ? static_cast<Bits>(bits ^ std::numeric_limits<Bits>::max())
                  : bits;
}

/// The comparable keys of `literal`'s elements.
template <typename Key, typename Storage, typename Fn>
std::vector<Key> keysOf(const Literal &literal, Fn fn) {
  std::vector<Key> keys(literal.getNumElements());
  const Storage *data = literal.as<Storage>();
  for (size_t i = 0; i < keys.size(); ++i)
    keys[i] = fn(data[i]);
  return keys;
}

template <typename Key>
void topkWithKeys(const std::vector<Key> &keys, const Literal &operand,
                  int64_t k, bool largest, Literal &values, Literal &indices) {
  ArrayRef<int64_t> shape = operand.getShape();
  int64_t length = shape.back();
  int64_t rows = length == 0 ? 0 : operand.getNumElements() / length;
  size_t size = getElementTypeByteSize(operand.getElementType());
  std::vector<int64_t> order(length);
  for (int64_t r = 0; r < rows; ++r) {
    const Key *row = keys.data() + r * length;
    std::iota(order.begin(), order.end(), 0);
    // Stable: among equal keys the lower index comes first.
    std::stable_sort(order.begin(), order.end(), [&](int64_t a, int64_t b) {
      return largest ? row[a] > row[b] : row[a] < row[b];
    });
    for (int64_t j = 0; j < k; ++j) {
      std::memcpy(bytes(values) + (r * k + j) * size,
                  bytes(operand) + (r * length + order[j]) * size, size);
      indices.as<int32_t>()[r * k + j] = static_cast<int32_t>(order[j]);
    }
  }
}

LogicalResult topkKernel(Operation *op, ArrayRef<const RtValue *> operands,
                         std::vector<RtValue> &results, KernelContext &) {
  auto topk = cast<hlo::TopKOp>(op);
  const Literal &operand = operands[0]->getArray();
  int64_t k = topk.getK();
  bool largest = topk.getLargest();
  Literal values = makeResult(op, 0);
  Literal indices = makeResult(op, 1);
  auto identity = [](auto x) { return x; };
  auto floatKey = [](auto bits) {
    using Signed = std::make_signed_t<decltype(bits)>;
    return totalOrderKey(static_cast<Signed>(bits));
  };
  // The 8-bit floats by their value widened to f32 (XLA's CPU backend
  // sorts the f16 its FloatNormalization widens them to): a FNUZ NaN is
  // +NaN, above +inf.
  // A key per element (at most 8 bytes) and a row's order, charged while
  // the kernel runs.
  MemoryBudget::Reservation keys;
  if (llvm::Error error =
          keys.add((operand.getNumElements() +
                    (operand.getRank() ? operand.getShape().back() : 0)) *
                       8,
                   "the topk's sort keys"))
    return op->emitError() << llvm::toString(std::move(error));
  auto smallFloatKey = [](auto tag) {
    return [](uint8_t code) {
      using K = typename decltype(tag)::type;
      float value = K::load(code);
      int32_t bits;
      std::memcpy(&bits, &value, sizeof(bits));
      return totalOrderKey(bits);
    };
  };
  switch (operand.getElementType()) {
  case ElementType::F16:
  case ElementType::BF16:
    topkWithKeys(keysOf<int16_t, uint16_t>(operand, floatKey), operand, k,
                 largest, values, indices);
    break;
  case ElementType::F32:
    topkWithKeys(keysOf<int32_t, uint32_t>(operand, floatKey), operand, k,
                 largest, values, indices);
    break;
  case ElementType::F64:
    topkWithKeys(keysOf<int64_t, uint64_t>(operand, floatKey), operand, k,
                 largest, values, indices);
    break;
  case ElementType::C64:
  case ElementType::C128:
    return op->emitError("topk of complex elements is not defined");
  default: {
    // pred and the integers are their own keys (s4 in int8_t,
    // sign-extended).
    bool integral = visitElementType(operand.getElementType(), [&](auto tag) {
      using K = typename decltype(tag)::type;
      using S = typename K::S;
      if constexpr (K::kClass == kPred || K::kClass == kInt) {
        topkWithKeys(keysOf<S, S>(operand, identity), operand, k, largest,
                     values, indices);
        return true;
      } else if constexpr (IsSmallFloatCodec<K>::value) {
        topkWithKeys(keysOf<int32_t, uint8_t>(operand, smallFloatKey(tag)),
                     operand, k, largest, values, indices);
        return true;
      } else {
        return false;
      }
    });
    if (!integral)
      return op->emitError("the interpreter has no topk of ")
             << getElementTypeName(operand.getElementType()) << " elements";
  }
  }
  results.push_back(std::move(values));
  results.push_back(std::move(indices));
  return success();
}

//===----------------------------------------------------------------------===//
// scan
//===----------------------------------------------------------------------===//

LogicalResult scanKernel(Operation *op, ArrayRef<const RtValue *> operands,
                         std::vector<RtValue> &results,
                         KernelContext &context) {
  auto scan = cast<hlo::ScanOp>(op);
  size_t numCarries = scan.getNumCarries();
  size_t numInputs = operands.size() - numCarries;
  size_t numOutputs = op->getNumResults() - numCarries;
  ArrayRef<int64_t> inShape = operands[0]->getArray().getShape();
  int64_t dim = scan.getDimension();
  if (dim < 0)
    dim += inShape.size();
  int64_t length = inShape[dim];

  // A slice of `shape` at step t along `dim`: element (o, i) of the slice
  // is element (o * length + t) * inner + i of the whole.
  auto split = [&](ArrayRef<int64_t> shape) {
    return std::make_pair(getNumElements(shape.take_front(dim)),
                          getNumElements(shape.drop_front(dim + 1)));
  };

  std::vector<Literal> outputs;
  for (size_t m = 0; m < numOutputs; ++m)
    outputs.push_back(makeResult(op, m));
  std::vector<RtValue> carries;
  for (size_t c = 0; c < numCarries; ++c)
    carries.push_back(*operands[numInputs + c]);

  for (int64_t step = 0; step < length; ++step) {
    int64_t t = scan.getIsReverse() ? length - 1 - step : step;
    std::vector<RtValue> arguments;
    for (size_t j = 0; j < numInputs; ++j) {
      const Literal &input = operands[j]->getArray();
      SmallVector<int64_t, 4> sliceShape(input.getShape());
      sliceShape.erase(sliceShape.begin() + dim);
      Literal slice(input.getElementType(), sliceShape);
      auto [outer, inner] = split(input.getShape());
      size_t size = getElementTypeByteSize(input.getElementType());
      for (int64_t o = 0; o < outer; ++o)
        std::memcpy(bytes(slice) + o * inner * size,
                    bytes(input) + (o * length + t) * inner * size,
                    inner * size);
      arguments.push_back(std::move(slice));
    }
    for (const RtValue &carry : carries)
      arguments.push_back(carry);
    FailureOr<std::vector<RtValue>> returned =
        context.runRegion(scan.getToApply(), arguments);
    if (failed(returned))
      return failure();
    for (size_t m = 0; m < numOutputs; ++m) {
      const Literal &slice = (*returned)[m].getArray();
      auto [outer, inner] = split(outputs[m].getShape());
      size_t size = getElementTypeByteSize(outputs[m].getElementType());
      for (int64_t o = 0; o < outer; ++o)
        std::memcpy(bytes(outputs[m]) + (o * length + t) * inner * size,
                    bytes(slice) + o * inner * size, inner * size);
    }
    carries.assign(returned->begin() + numOutputs, returned->end());
  }
  for (Literal &output : outputs)
    results.push_back(std::move(output));
  for (RtValue &carry : carries)
    results.push_back(std::move(carry));
  return success();
}

} // namespace

void xhlo::interp::registerReductionKernels(KernelRegistry &registry) {
  registry.add(hlo::ReduceWindowOp::getOperationName(), reduceWindowKernel);
  registry.add(hlo::SelectAndScatterOp::getOperationName(),
               selectAndScatterKernel);
  registry.add(hlo::SortOp::getOperationName(), sortKernel);
  registry.add(hlo::MapOp::getOperationName(), mapKernel);
  registry.add(hlo::TopKOp::getOperationName(), topkKernel);
  registry.add(hlo::ScanOp::getOperationName(), scanKernel);
}
