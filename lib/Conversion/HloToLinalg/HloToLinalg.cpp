//===- HloToLinalg.cpp - The convert-hlo-to-linalg pass -------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the pass that lowers hlo to linalg, tensor, arith,
// math and scf (the op families are in the other files of this directory):
// the type rule, the target, the refusal of opcodes without a lowering
// (before anything changes), the conversion, and linalg's elementwise
// fusion of the result.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Conversion/HloToLinalg/HloToLinalg.h"
#include "xhlo/Conversion/Passes.h"

#include "Patterns.h"

#include "xhlo/Dialect/Hlo/IR/HloDialect.h"
#include "xhlo/Dialect/Hlo/IR/HloOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#define DEBUG_TYPE "convert-hlo-to-linalg"

namespace xhlo {
#define GEN_PASS_DEF_CONVERTHLOTOLINALGPASS
#include "xhlo/Conversion/Passes.h.inc"
} // namespace xhlo

using namespace mlir;
using namespace xhlo;
using namespace xhlo::hlo_to_linalg;

static Value materializeCast(OpBuilder &builder, Type type, ValueRange inputs,
                             Location loc) {
  return builder.create<UnrealizedConversionCastOp>(loc, type, inputs)
      .getResult(0);
}

HloToLinalgTypeConverter::HloToLinalgTypeConverter() {
  addConversion([](Type type) { return type; });
  addConversion([](RankedTensorType type) -> Type { return toSignless(type); });
  addSourceMaterialization(materializeCast);
  addTargetMaterialization(materializeCast);
  addArgumentMaterialization(materializeCast);
}

bool xhlo::hasHloToLinalgLowering(Operation *op) {
  return isElementwiseLowered(op) || isShapeLowered(op) ||
         isReductionLowered(op) || isContractionLowered(op) ||
         isControlFlowLowered(op) || isSortLowered(op) ||
         isScatterLowered(op) || isFactorizationLowered(op) ||
         isRandomLowered(op) || isFftLowered(op) || isDeviceLowered(op);
}

bool hlo_to_linalg::hasScalarRegions(Operation *op) {
  return isReductionLowered(op) ||
         isa<hlo::SortOp, hlo::ScatterOp, hlo::SelectAndScatterOp>(op);
}

void xhlo::populateHloToLinalgPatterns(TypeConverter &typeConverter,
                                       RewritePatternSet &patterns,
                                       ConversionTarget &target,
                                       bool runtimeConvolutions) {
  populateElementwisePatternsAndLegality(typeConverter, patterns, target);
  populateShapePatternsAndLegality(typeConverter, patterns, target);
  populateReductionPatternsAndLegality(typeConverter, patterns, target);
  populateContractionPatternsAndLegality(typeConverter, patterns, target,
                                         runtimeConvolutions);
  populateControlFlowPatternsAndLegality(typeConverter, patterns, target);
  populateSortPatternsAndLegality(typeConverter, patterns, target);
  populateScatterPatternsAndLegality(typeConverter, patterns, target);
  populateFactorizationPatternsAndLegality(typeConverter, patterns, target);
  populateRandomPatternsAndLegality(typeConverter, patterns, target);
  populateFftPatternsAndLegality(typeConverter, patterns, target);
  populateDevicePatternsAndLegality(typeConverter, patterns, target);
  target.addLegalDialect<math::MathDialect, complex::ComplexDialect>();
  target.addLegalOp<UnrealizedConversionCastOp>();
}

/// Makes every arith.bitcast of an arith.bitcast one bitcast of the first
/// one's operand (or that operand, when the types agree). Fused bodies chain
/// bitcast_converts, and LLVM 19's fold of such a chain is wrong when the
/// types differ (bitcast(bitcast(x : f16) : bf16) : i16 folds to x).
static void collapseBitcastChains(ModuleOp module) {
  SmallVector<arith::BitcastOp> chained;
  module.walk([&](arith::BitcastOp op) {
    if (op.getIn().getDefiningOp<arith::BitcastOp>())
      chained.push_back(op);
  });
  for (arith::BitcastOp op : chained) {
    Value source = op.getIn();
    while (auto inner = source.getDefiningOp<arith::BitcastOp>())
      source = inner.getIn();
    if (source.getType() == op.getType()) {
      op.getResult().replaceAllUsesWith(source);
      op.erase();
    } else {
      op.getInMutable().assign(source);
    }
  }
}

namespace {

struct ConvertHloToLinalgPass
    : xhlo::impl::ConvertHloToLinalgPassBase<ConvertHloToLinalgPass> {
  using ConvertHloToLinalgPassBase::ConvertHloToLinalgPassBase;

  void getDependentDialects(DialectRegistry &registry) const override {
    ConvertHloToLinalgPassBase::getDependentDialects(registry);
    // Complex element types compute in the complex dialect; rng's call
    // counters live in a memref.
    registry.insert<complex::ComplexDialect, memref::MemRefDialect>();
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *ctx = &getContext();

    // Fusions are inlined, tuples and tokens taken apart and batch norms
    // and scaled dots expanded first.
    // rng ops take their position first: the interpreter's is the module's
    // as it came.
    bool hasRng = prepareRngOps(module, rngSeed);
    flattenAggregates(module);
    expandBatchNorms(module);
    if (failed(expandScaledDots(module)) ||
        failed(foldRngStates(module, rngSeed)))
      return signalPassFailure();

    // Opcodes without a lowering, named at their ops, before anything else
    // changes.
    // The ops of reducer regions are lowered with their reduction.
    bool refused = false;
    module.walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (!isa_and_nonnull<hlo::HloDialect>(op->getDialect()))
        return WalkResult::advance();
      // The ops of scalar regions are lowered with their op, or refused by
      // its pattern.
      if (hasScalarRegions(op))
        return WalkResult::skip();
      if (hasHloToLinalgLowering(op))
        return WalkResult::advance();
      op->emitError() << "'" << op->getName()
                      << "' has no lowering to linalg (ahead-of-time "
                         "compilation does not support it)";
      refused = true;
      return WalkResult::advance();
    });
    if (refused)
      return signalPassFailure();

    // The conversion. Patterns report the forms they refuse; count them.
    unsigned errors = 0;
    ScopedDiagnosticHandler counter(ctx, [&](Diagnostic &diagnostic) {
      if (diagnostic.getSeverity() == DiagnosticSeverity::Error)
        ++errors;
      return failure(); // Passed on to the outer handler.
    });
    declareComplexFunctions(module);
    HloToLinalgTypeConverter typeConverter;
    RewritePatternSet patterns(ctx);
    ConversionTarget target(*ctx);
    populateHloToLinalgPatterns(typeConverter, patterns, target,
                                runtimeConvolutions);
    LogicalResult converted =
        applyPartialConversion(module, target, std::move(patterns));
    eraseUnusedComplexFunctions(module);
    if (hasRng && succeeded(converted))
      converted = resolveRngCallCounts(module);
    if (hasRng)
      eraseUnusedRngFunctions(module);
    if (failed(converted))
      return signalPassFailure();
    unsigned left = 0;
    module.walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (!isa_and_nonnull<hlo::HloDialect>(op->getDialect()))
        return WalkResult::advance();
      if (errors == 0)
        op->emitError() << "'" << op->getName() << "' was not lowered";
      ++left;
      return WalkResult::skip();
    });
    numLeft += left;
    if (left != 0 || errors != 0)
      return signalPassFailure();

    if (!fuseElementwise) {
      collapseBitcastChains(module);
      return;
    }
    // Chains of elementwise generics and the broadcasts feeding them become
    // one loop nest (upstream's linalg-fuse-elementwise-ops, fusing a
    // producer into its only user).
    RewritePatternSet fusion(ctx);
    linalg::populateElementwiseOpsFusionPatterns(
        fusion, [](OpOperand *operand) {
          Operation *producer = operand->get().getDefiningOp();
          return producer && producer->hasOneUse();
        });
    linalg::GenericOp::getCanonicalizationPatterns(fusion, ctx);
    tensor::EmptyOp::getCanonicalizationPatterns(fusion, ctx);
    linalg::populateEraseUnusedOperandsAndResultsPatterns(fusion);
    if (failed(applyPatternsAndFoldGreedily(module, std::move(fusion))))
      return signalPassFailure();
    collapseBitcastChains(module);
  }
};

} // namespace
