//===- HloTargetCheck.cpp - What a target device can take
//------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the --target check. For TPUs it rejects 64-bit
// floating point everywhere and 64-bit integer arrays outside index math,
// with one diagnostic per offending op.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Target/Hlo/HloTargetCheck.h"

#include "xhlo/Dialect/Hlo/IR/HloOps.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/StringSwitch.h"

using namespace mlir;

std::optional<xhlo::HloTarget> xhlo::parseHloTarget(StringRef name) {
  return llvm::StringSwitch<std::optional<HloTarget>>(name)
      .Cases("any", "cpu", HloTarget::Any)
      .Case("tpu", HloTarget::Tpu)
      .Default(std::nullopt);
}

/// Calls `fn` on every array type inside `type` (tuples are opened).
static void forEachArray(Type type, function_ref<void(RankedTensorType)> fn) {
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    return fn(tensor);
  if (auto tuple = dyn_cast<TupleType>(type))
    for (Type element : tuple.getTypes())
      forEachArray(element, fn);
}

/// Whether operand `index` of `op` is an index (start indices of dynamic
/// slices, indices of gather and scatter), which TPUs take in 64 bits.
static bool isIndexOperand(Operation *op, unsigned index) {
  using namespace xhlo::hlo;
  if (isa<DynamicSliceOp>(op))
    return index >= 1;
  if (isa<DynamicUpdateSliceOp>(op))
    return index >= 2;
  if (isa<GatherOp>(op))
    return index == 1;
  if (auto scatter = dyn_cast<ScatterOp>(op))
    return op->getOperand(index) == scatter.getScatterIndices();
  return false;
}

/// Whether the values of `op` are random number generator state, which
/// TPUs keep in u64 words.
static bool isRngState(Operation *op) {
  return isa<xhlo::hlo::RngBitGeneratorOp, xhlo::hlo::RngGetAndUpdateStateOp>(
      op);
}

/// Why a TPU cannot take `type`, or an empty string.
static std::string tpuProblem(Type type, bool isIndex) {
  std::string problem;
  forEachArray(type, [&](RankedTensorType tensor) {
    if (!problem.empty())
      return;
    Type element = tensor.getElementType();
    if (element.isF64() ||
        (isa<ComplexType>(element) &&
         cast<ComplexType>(element).getElementType().isF64()))
      problem = "TPUs have no 64-bit floating point";
    else if (element.isInteger(64) && tensor.getRank() != 0 && !isIndex)
      problem = "TPUs take 64-bit integers only as scalars (index math) or "
                "indices";
  });
  return problem;
}

LogicalResult xhlo::checkHloTarget(ModuleOp module, HloTarget target) {
  if (target == HloTarget::Any)
    return success();
  bool failed = false;
  module.walk([&](Operation *op) {
    if (!isa<hlo::HloDialect>(op->getDialect()))
      return;
    for (auto [index, operand] : llvm::enumerate(op->getOperands())) {
      std::string problem = tpuProblem(
          operand.getType(), isIndexOperand(op, index) || isRngState(op));
      if (!problem.empty()) {
        op->emitError() << "cannot run on a TPU: operand " << index << " is "
                        << hlo::getXlaShapeString(operand.getType()) << "; "
                        << problem;
        failed = true;
        return;
      }
    }
    for (auto [index, result] : llvm::enumerate(op->getResults())) {
      // rng-bit-generator's first result is its new state.
      bool isState = isRngState(op) && index == 0;
      std::string problem = tpuProblem(result.getType(), isState);
      if (!problem.empty()) {
        op->emitError() << "cannot run on a TPU: result " << index << " is "
                        << hlo::getXlaShapeString(result.getType()) << "; "
                        << problem;
        failed = true;
        return;
      }
    }
  });
  return failure(failed);
}
