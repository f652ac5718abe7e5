//===- HloCombiner.cpp - How a computation combines two values ------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Dialect/Hlo/IR/HloCombiner.h"

#include "xhlo/Dialect/Hlo/IR/HloOps.h"

using namespace mlir;
using namespace xhlo::hlo;

/// Whether `pred` is `value != value` (value is NaN).
static bool isNaNTest(Value pred, Value value) {
  auto compare = pred.getDefiningOp<CompareOp>();
  return compare && compare.getDirection() == ComparisonDirection::NE &&
         compare.getLhs() == value && compare.getRhs() == value;
}

/// Whether `op` has exactly the operands `a` and `b`, in either order.
static bool combinesExactly(Operation *op, Value a, Value b) {
  return op->getNumOperands() == 2 &&
         ((op->getOperand(0) == a && op->getOperand(1) == b) ||
          (op->getOperand(0) == b && op->getOperand(1) == a));
}

/// The maximum or minimum of `a` and `b` in the NaN-ignoring form that
/// convert-arith-to-hlo gives arith.maxnumf and minnumf:
/// `isnan(u) ? v : (isnan(v) ? u : m(a, b))`, {u, v} = {a, b}; null
/// otherwise.
static Operation *matchNumMinMax(Value returned, Value a, Value b) {
  auto outer = returned.getDefiningOp<SelectOp>();
  if (!outer)
    return nullptr;
  auto inner = outer.getOnFalse().getDefiningOp<SelectOp>();
  if (!inner)
    return nullptr;
  for (auto [u, v] : {std::pair(a, b), std::pair(b, a)}) {
    if (!isNaNTest(outer.getPred(), u) || outer.getOnTrue() != v ||
        !isNaNTest(inner.getPred(), v) || inner.getOnTrue() != u)
      continue;
    Operation *m = inner.getOnFalse().getDefiningOp();
    if (m && isa<MaximumOp, MinimumOp>(m) && combinesExactly(m, a, b))
      return m;
  }
  return nullptr;
}

CombinerKind xhlo::hlo::classifyCombiner(Region &region, unsigned i,
                                         unsigned n) {
  if (!region.hasOneBlock() || i >= n)
    return CombinerKind::Other;
  Block &block = region.front();
  Operation *terminator = block.getTerminator();
  if (!terminator || block.getNumArguments() != 2 * n ||
      terminator->getNumOperands() != n)
    return CombinerKind::Other;
  Value a = block.getArgument(i), b = block.getArgument(n + i);
  Value returned = terminator->getOperand(i);
  if (returned == b)
    return CombinerKind::Overwrite;
  if (Operation *m = matchNumMinMax(returned, a, b))
    return isa<MaximumOp>(m) ? CombinerKind::MaximumNum
                             : CombinerKind::MinimumNum;
  Operation *def = returned.getDefiningOp();
  if (!def || def->getBlock() != &block || !combinesExactly(def, a, b))
    return CombinerKind::Other;
  if (isa<AddOp>(def))
    return CombinerKind::Add;
  if (isa<SubtractOp>(def) && def->getOperand(0) == a)
    return CombinerKind::Subtract;
  if (isa<MultiplyOp>(def))
    return CombinerKind::Multiply;
  if (isa<MaximumOp>(def))
    return CombinerKind::Maximum;
  if (isa<MinimumOp>(def))
    return CombinerKind::Minimum;
  return CombinerKind::Other;
}

std::optional<bool> xhlo::hlo::isMaximumKind(CombinerKind kind) {
  switch (kind) {
  case CombinerKind::Maximum:
  case CombinerKind::MaximumNum:
    return true;
  case CombinerKind::Minimum:
  case CombinerKind::MinimumNum:
    return false;
  default:
    return std::nullopt;
  }
}
