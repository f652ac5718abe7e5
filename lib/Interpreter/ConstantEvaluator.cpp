//===- ConstantEvaluator.cpp - Constant folding by the interpreter --------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the constant evaluation of hlo ops with the
// interpreter's reference kernels and the hlo dialect's fold interface that
// calls it (ConstantEvaluator.h says why it lives here).
//
// An evaluation turns the constant operands into Literals, runs the op's
// kernel with a KernelContext of its own (reference loops only, no regions,
// no functions, one thread) and turns the results back into
// DenseElementsAttrs, which MLIR stores as splats whenever every element is
// equal. Diagnostics a kernel emits while it evaluates are dropped: a fold
// that does not happen is no error.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Interpreter/ConstantEvaluator.h"

#include "xhlo/Dialect/Hlo/IR/HloOps.h"
#include "xhlo/Interpreter/Executable.h"
#include "xhlo/Interpreter/ThreadPool.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Interfaces/FoldInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include <thread>

using namespace mlir;
using namespace xhlo;
using namespace xhlo::interp;

namespace {

/// What a kernel may ask of the interpreter during a constant evaluation:
/// the reference loops run on one thread; regions and functions are not
/// evaluated (the ops that have them are not evaluable).
class ConstantKernelContext final : public KernelContext {
public:
  FailureOr<std::vector<RtValue>> runRegion(Region &,
                                            ArrayRef<RtValue>) override {
    return failure();
  }
  FailureOr<std::vector<RtValue>> runFunction(func::FuncOp,
                                              ArrayRef<RtValue>) override {
    return failure();
  }
  uint64_t getSeed() const override { return 0; }
  bool useFastKernels() const override { return false; }
  ThreadPool &getThreadPool() override {
    if (!pool)
      pool = std::make_unique<ThreadPool>(1);
    return *pool;
  }
  // (No evaluable op draws random numbers.)
  uint64_t countOpCall(Operation *) override { return 0; }
  std::pair<uint64_t, uint64_t> getAndUpdateRngState(int64_t) override {
    return {0, 0};
  }

private:
  std::unique_ptr<ThreadPool> pool;
};

/// The hlo dialect's fallback folder: constant evaluation.
struct HloConstantFoldInterface : DialectFoldInterface {
  using DialectFoldInterface::DialectFoldInterface;
  LogicalResult fold(Operation *op, ArrayRef<Attribute> operands,
                     SmallVectorImpl<OpFoldResult> &results) const final {
    return evaluateConstantOp(op, operands, results);
  }
};

} // namespace

/// Whether `op` is elementwise in the sense the kernels rely on: result
/// element i depends on operand element i only, and the kernel takes the
/// result's shape from its operands (so splats evaluate on one element).
static bool isElementwise(Operation *op) {
  return op->hasTrait<OpTrait::Elementwise>() || isa<hlo::ClampOp>(op);
}

bool xhlo::interp::isConstantEvaluable(Operation *op) {
  if (!isa_and_nonnull<hlo::HloDialect>(op->getDialect()) ||
      op->getNumRegions() != 0 || !isMemoryEffectFree(op))
    return false;
  return isElementwise(op) ||
         isa<hlo::BroadcastOp, hlo::TransposeOp, hlo::SliceOp,
             hlo::ConcatenateOp, hlo::PadOp, hlo::ReverseOp, hlo::IotaOp>(op);
}

/// The most elements `op`'s evaluated result may have unless it is a splat.
static int64_t getElementLimit(Operation *op) {
  return isa<hlo::BroadcastOp, hlo::PadOp, hlo::IotaOp>(op)
             ? kMaxCreatedElements
             : kMaxEvaluatedElements;
}

/// `literal` as a constant of `type`, which has its element type and its
/// number of elements or, for a one-element literal, any shape (a splat).
/// Null when it does not fit.
static DenseElementsAttr toAttr(const Literal &literal, RankedTensorType type) {
  if (getElementTypeFromMlir(type.getElementType()) != literal.getElementType())
    return {};
  DenseElementsAttr attr;
  if (literal.getElementType() == ElementType::Pred) {
    attr = literal.toAttr(type.getContext());
  } else {
    // Through the raw bytes, so that the element type is `type`'s own.
    attr = DenseElementsAttr::getFromRawBuffer(
        RankedTensorType::get(literal.getShape(), type.getElementType()),
        ArrayRef<char>(static_cast<const char *>(literal.data()),
                       literal.getSizeInBytes()));
  }
  if (attr.getNumElements() == type.getNumElements())
    return attr.reshape(type);
  if (attr.getNumElements() == 1)
    return attr.resizeSplat(type);
  return {};
}

LogicalResult
xhlo::interp::evaluateConstantOp(Operation *op, ArrayRef<Attribute> operands,
                                 SmallVectorImpl<OpFoldResult> &results) {
  if (!isConstantEvaluable(op))
    return failure();
  SmallVector<DenseElementsAttr> constants;
  for (Attribute operand : operands) {
    auto constant = dyn_cast_or_null<DenseElementsAttr>(operand);
    if (!constant)
      return failure();
    constants.push_back(constant);
  }
  SmallVector<RankedTensorType> resultTypes;
  for (Type type : op->getResultTypes()) {
    auto tensorType = dyn_cast<RankedTensorType>(type);
    // (No DenseElementsAttr holds the dialect's own float types: results
    // of them are not folded.)
    if (!tensorType || !tensorType.hasStaticShape() ||
        !getElementTypeFromMlir(tensorType.getElementType()) ||
        hlo::isDialectFloatType(tensorType.getElementType()))
      return failure();
    resultTypes.push_back(tensorType);
  }

  // Elementwise ops on splats compute one element; other results are
  // computed in full, up to the limit.
  bool onOneElement =
      isElementwise(op) && !constants.empty() &&
      llvm::all_of(constants, [](DenseElementsAttr c) { return c.isSplat(); });
  if (!onOneElement)
    for (RankedTensorType type : resultTypes)
      if (type.getNumElements() > getElementLimit(op))
        return failure();

  std::vector<RtValue> operandValues;
  operandValues.reserve(constants.size());
  for (DenseElementsAttr constant : constants) {
    if (onOneElement)
      constant = constant.resizeSplat(
          RankedTensorType::get({}, constant.getElementType()));
    std::optional<Literal> literal = Literal::fromAttr(constant);
    if (!literal)
      return failure();
    operandValues.emplace_back(std::move(*literal));
  }
  SmallVector<const RtValue *> operandPointers;
  for (const RtValue &value : operandValues)
    operandPointers.push_back(&value);

  const Kernel *kernel =
      KernelRegistry::get().lookup(op->getName().getStringRef());
  if (!kernel)
    return failure();
  std::vector<RtValue> resultValues;
  {
    // Drop what the kernel reports from this thread (others' diagnostics
    // pass on: passes may run on several functions at once).
    std::thread::id thread = std::this_thread::get_id();
    ScopedDiagnosticHandler quiet(op->getContext(), [thread](Diagnostic &) {
      return success(std::this_thread::get_id() == thread);
    });
    ConstantKernelContext context;
    if (failed((*kernel)(op, operandPointers, resultValues, context)))
      return failure();
  }
  if (resultValues.size() != resultTypes.size())
    return failure();

  SmallVector<OpFoldResult> folded;
  for (auto [value, type] : llvm::zip(resultValues, resultTypes)) {
    if (!value.isArray())
      return failure();
    const Literal &literal = value.getArray();
    if (onOneElement ? literal.getNumElements() != 1
                     : literal.getShape() != type.getShape())
      return failure();
    DenseElementsAttr attr = toAttr(literal, type);
    if (!attr)
      return failure();
    folded.push_back(attr);
  }
  results.append(folded.begin(), folded.end());
  return success();
}

void xhlo::interp::registerHloConstantEvaluator(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *, hlo::HloDialect *dialect) {
    // A registry may be applied more than once (tools that register the
    // dialects again): one interface is enough.
    if (!dialect->getRegisteredInterface<DialectFoldInterface>())
      dialect->addInterfaces<HloConstantFoldInterface>();
  });
}
