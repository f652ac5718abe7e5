//===- VerifyConverted.cpp - The hlo-verify-converted pass ----------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the final check of the conversion pipeline: every op
// that is not func, builtin.module or hlo is reported once, with why it was
// not converted. The reason comes from the conversions themselves (their
// targets, assembled from every conversion's patterns), else from the types
// the op uses, else from its dialect having no conversion. The bridges the
// conversions leave around a reported op (scalars through tensor.extract /
// tensor.from_elements, index through arith.index_cast) are part of that
// op's story and are not reported on their own.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Conversion/Passes.h"

#include "xhlo/Conversion/HloConversion.h"
#include "xhlo/Conversion/HloTypeConverter.h"
#include "xhlo/Conversion/Pipelines.h"
#include "xhlo/Dialect/Hlo/IR/HloDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"

#define DEBUG_TYPE "hlo-verify-converted"

namespace xhlo {
#define GEN_PASS_DEF_HLOVERIFYCONVERTEDPASS
#include "xhlo/Conversion/Passes.h.inc"
} // namespace xhlo

using namespace mlir;
using namespace xhlo;

/// Whether `type` is the type of an hlo value: an array, tuple or token.
static bool isHloValueType(Type type) {
  return isHloTensorType(type) || isa<TupleType, hlo::TokenType>(type);
}

/// Whether `op` is of the kinds conversions bridge values with: a 0-d
/// tensor.extract or tensor.from_elements, an arith.index_cast, and the
/// scalar arith.constant that folding such a bridge of an hlo constant
/// leaves.
static bool isBridgeKind(Operation *op) {
  if (auto extract = dyn_cast<tensor::ExtractOp>(op))
    return extract.getIndices().empty();
  if (auto fromElements = dyn_cast<tensor::FromElementsOp>(op))
    return fromElements.getType().getRank() == 0;
  if (auto constant = dyn_cast<arith::ConstantOp>(op))
    return !isa<ShapedType>(constant.getType());
  return isa<arith::IndexCastOp, UnrealizedConversionCastOp>(op);
}

/// Whether `op` may stay in a converted module: the module, functions,
/// their returns and hlo ops (calls are hlo.call).
static bool isAllowed(Operation *op) {
  return isa<ModuleOp, func::FuncOp, func::ReturnOp>(op) ||
         op->getName().getDialectNamespace() == "hlo";
}

/// Why the type `type` keeps an op from hlo, or an empty string.
static std::string explainType(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  if (isa<BaseMemRefType>(type))
    os << "type '" << type
       << "' is a memref, and hlo takes values (the pipeline converts "
          "programs on tensors: run it before bufferization)";
  else if (isa<UnrankedTensorType>(type))
    os << "type '" << type << "' has no hlo equivalent (hlo arrays are ranked)";
  else if (auto tensor = dyn_cast<TensorType>(type);
           tensor && !tensor.hasStaticShape())
    os << "type '" << type
       << "' has no hlo equivalent (hlo arrays have static shapes)";
  return text;
}

namespace {

struct HloVerifyConvertedPass
    : xhlo::impl::HloVerifyConvertedPassBase<HloVerifyConvertedPass> {
  using HloVerifyConvertedPassBase::HloVerifyConvertedPassBase;

  void runOnOperation() override {
    MLIRContext *context = &getContext();
    HloTypeConverter typeConverter(context, {indexBitwidth});
    HloConversionTarget target(*context, typeConverter);
    RewritePatternSet patterns(context);
    populateAllToHloPatterns(typeConverter, patterns, target);

    bool anyError = false;
    SmallVector<Operation *> leftovers;
    getOperation()->walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (auto func = dyn_cast<func::FuncOp>(op))
        anyError |= checkSignature(func);
      if (isAllowed(op))
        return WalkResult::advance();
      // The ops nested in a leftover op are covered by its error.
      leftovers.push_back(op);
      return WalkResult::skip();
    });
    DenseSet<Operation *> hidden = findBridges(leftovers);
    for (Operation *op : leftovers) {
      if (hidden.contains(op))
        continue;
      op->emitError() << "'" << op->getName()
                      << "' was not converted to hlo: " << explain(op, target);
      anyError = true;
    }
    if (anyError)
      signalPassFailure();
    // A check: the IR is as it was, so the verifier need not run again.
    markAllAnalysesPreserved();
  }

  /// Reports the first type of the signature of `func` that hlo lacks.
  bool checkSignature(func::FuncOp func) {
    FunctionType type = func.getFunctionType();
    for (auto [kind, types] :
         {std::pair<StringRef, TypeRange>("argument", type.getInputs()),
          {"result", type.getResults()}})
      for (auto [i, t] : llvm::enumerate(types)) {
        if (isHloValueType(t))
          continue;
        std::string why = explainType(t);
        func.emitError() << "function @" << func.getSymName() << " " << kind
                         << " " << i << " was not converted to hlo: "
                         << (why.empty() ? "type has no hlo equivalent" : why);
        return true;
      }
    return false;
  }

  /// The leftover ops of bridge kinds connected, through other bridges, to
  /// a leftover op of another kind.
  static DenseSet<Operation *> findBridges(ArrayRef<Operation *> leftovers) {
    DenseSet<Operation *> leftoverSet(leftovers.begin(), leftovers.end());
    auto owningLeftover = [&](Operation *op) -> Operation * {
      for (; op; op = op->getParentOp())
        if (leftoverSet.contains(op))
          return op;
      return nullptr;
    };
    DenseSet<Operation *> hidden;
    SmallVector<Operation *> worklist;
    for (Operation *op : leftovers)
      if (!isBridgeKind(op))
        worklist.push_back(op);
    while (!worklist.empty()) {
      Operation *op = worklist.pop_back_val();
      SmallVector<Operation *> neighbours;
      op->walk([&](Operation *inner) {
        for (Value operand : inner->getOperands())
          if (Operation *def = operand.getDefiningOp())
            neighbours.push_back(def);
        for (Operation *user : inner->getUsers())
          neighbours.push_back(user);
      });
      for (Operation *neighbour : neighbours) {
        Operation *leftover = owningLeftover(neighbour);
        if (leftover && isBridgeKind(leftover) &&
            hidden.insert(leftover).second)
          worklist.push_back(leftover);
      }
    }
    return hidden;
  }

  /// Why `op` was not converted.
  static std::string explain(Operation *op, const HloConversionTarget &target) {
    for (TypeRange types :
         {TypeRange(op->getOperandTypes()), TypeRange(op->getResultTypes())})
      for (Type type : types)
        if (std::string why = explainType(type); !why.empty())
          return why;
    if (target.isToBeConverted(op))
      return target.explainUnconverted(op);
    return "no conversion to hlo handles it";
  }
};

} // namespace
