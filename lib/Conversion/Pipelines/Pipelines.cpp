//===- Pipelines.cpp - The conversion pipelines to hlo --------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file holds the one list of the conversions to hlo, and builds and
// registers the `xhlo-linalg-to-hlo` and `xhlo-affine-to-hlo` pipelines
// from it. Every conversion runs with allow-partial set: one that cannot
// convert an op leaves it, bridged, for the final check to report once,
// together with what the other conversions left, instead of stopping at
// the first pass.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Conversion/Pipelines.h"

#include "xhlo/Conversion/AffineToLinalg/AffineToLinalg.h"
#include "xhlo/Conversion/ArithToHlo/ArithToHlo.h"
#include "xhlo/Conversion/FuncToHlo/FuncToHlo.h"
#include "xhlo/Conversion/HloConversion.h"
#include "xhlo/Conversion/LinalgToHlo/LinalgToHlo.h"
#include "xhlo/Conversion/MathToHlo/MathToHlo.h"
#include "xhlo/Conversion/Passes.h"
#include "xhlo/Conversion/ScfToHlo/ScfToHlo.h"
#include "xhlo/Conversion/TensorToHlo/TensorToHlo.h"
#include "xhlo/Dialect/Hlo/IR/HloDialect.h"
#include "xhlo/Dialect/Hlo/Transforms/Passes.h"

#include "mlir/Conversion/AffineToStandard/AffineToStandard.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/CSE.h"
#include "mlir/Transforms/FoldUtils.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;
using namespace xhlo;

ArrayRef<const HloConversion *> xhlo::getToHloConversions() {
  // Control flow first: the ops in its regions convert with the rest.
  // func.call last: it becomes hlo.call once its operands are hlo values.
  static const HloConversion *const conversions[] = {
      &scfToHloConversion,   &tensorToHloConversion, &linalgToHloConversion,
      &arithToHloConversion, &mathToHloConversion,   &funcToHloConversion};
  return conversions;
}

void xhlo::populateAllToHloPatterns(TypeConverter &typeConverter,
                                    RewritePatternSet &patterns,
                                    HloConversionTarget &target) {
  for (const HloConversion *conversion : getToHloConversions())
    conversion->populate(typeConverter, patterns, target);
}

namespace xhlo {
#define GEN_PASS_DEF_CONVERTTOHLOPASS
#include "xhlo/Conversion/Passes.h.inc"
} // namespace xhlo

namespace {

/// Whether an operand or result of `op` is a shaped value with a dynamic
/// dimension.
bool hasDynamicShape(Operation *op) {
  auto isDynamic = [](Type type) {
    auto shaped = dyn_cast<ShapedType>(type);
    return shaped && (!shaped.hasRank() || !shaped.hasStaticShape());
  };
  return llvm::any_of(op->getOperandTypes(), isDynamic) ||
         llvm::any_of(op->getResultTypes(), isDynamic);
}

/// Runs `inner` only on ops with a dynamic shape (hasDynamicShape).
struct OnDynamicShapesOnly : RewritePattern {
  /// The pattern on the same root with the same benefit as `inner`.
  static std::unique_ptr<RewritePattern>
  create(std::unique_ptr<RewritePattern> inner, MLIRContext *context) {
    PatternBenefit benefit = inner->getBenefit();
    std::unique_ptr<OnDynamicShapesOnly> pattern;
    if (std::optional<OperationName> root = inner->getRootKind())
      pattern.reset(
          new OnDynamicShapesOnly(root->getStringRef(), benefit, context));
    else if (std::optional<TypeID> id = inner->getRootInterfaceID())
      pattern.reset(new OnDynamicShapesOnly(MatchInterfaceOpTypeTag(), *id,
                                            benefit, context));
    else if (std::optional<TypeID> id = inner->getRootTraitID())
      pattern.reset(new OnDynamicShapesOnly(MatchTraitOpTypeTag(), *id, benefit,
                                            context));
    else
      pattern.reset(
          new OnDynamicShapesOnly(MatchAnyOpTypeTag(), benefit, context));
    pattern->setDebugName(inner->getDebugName());
    pattern->setHasBoundedRewriteRecursion(inner->hasBoundedRewriteRecursion());
    pattern->inner = std::move(inner);
    return pattern;
  }

  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    if (!hasDynamicShape(op))
      return failure();
    return inner->matchAndRewrite(op, rewriter);
  }

private:
  using RewritePattern::RewritePattern;
  std::unique_ptr<RewritePattern> inner;
};

/// The canonicalization patterns of every loaded dialect and registered op,
/// as `canonicalize` collects them. linalg's InferStaticShapeOfOperands,
/// which only replaces dynamic dimensions, runs only on ops with one: on
/// the static ops of the conversion benchmark its analysis (each op's
/// indexing maps built and composed) was 30% of the canonicalizer's time.
FrozenRewritePatternSet getCanonicalizationPatterns(MLIRContext *context) {
  RewritePatternSet patterns(context);
  for (Dialect *dialect : context->getLoadedDialects())
    dialect->getCanonicalizationPatterns(patterns);
  for (RegisteredOperationName op : context->getRegisteredOperations())
    op.getCanonicalizationPatterns(patterns, context);
  for (std::unique_ptr<RewritePattern> &pattern : patterns.getNativePatterns())
    if (pattern->getDebugName().ends_with("::InferStaticShapeOfOperands"))
      pattern = OnDynamicShapesOnly::create(std::move(pattern), context);
  return FrozenRewritePatternSet(std::move(patterns));
}

/// Whether `op` has a region of several blocks.
bool hasMultiBlockRegion(Operation *op) {
  return llvm::any_of(op->getRegions(), [](Region &region) {
    return !region.empty() && !region.hasOneBlock();
  });
}

/// Records whether a greedy rewrite could have left a constant where the
/// driver's next sweep would move it: a constant created (by folding, in
/// place), moved or changed, or any op put right before a constant. The
/// driver's first sweep leaves each region's constants as a run at the
/// front of its entry block, unique by value; without such a change the run
/// is still there and a second sweep would not move or merge a constant.
struct ConstantPlacementListener : RewriterBase::Listener {
  bool mayMoveConstants = false;

  void notifyOperationInserted(Operation *op, OpBuilder::InsertPoint) override {
    note(op);
    if (Operation *next = op->getNextNode())
      note(next);
  }
  void notifyOperationModified(Operation *op) override { note(op); }

private:
  void note(Operation *op) {
    mayMoveConstants =
        mayMoveConstants || op->hasTrait<OpTrait::ConstantLike>();
  }
};

/// Canonicalizes `root` with `patterns` as `canonicalize` does, with the
/// region simplification (unreachable blocks, region DCE, block merging)
/// only where it can change something: in a module with a region of several
/// blocks (cf branches from a multi-block scf.execute_region). Everywhere
/// else the driver erases the dead ops itself, and the simplification's
/// liveness walk over every op was a tenth of the pipeline's time on the
/// conversion benchmark. `knownMultiBlock`, when given, is whether `root`
/// has such a region (found by a walk the caller made anyway). Returns
/// whether the IR changed.
bool canonicalize(Operation *root, const FrozenRewritePatternSet &patterns,
                  std::optional<bool> knownMultiBlock = std::nullopt) {
  bool multiBlock;
  if (knownMultiBlock)
    multiBlock = *knownMultiBlock;
  else
    multiBlock = root->walk([](Operation *op) {
                       return hasMultiBlockRegion(op) ? WalkResult::interrupt()
                                                      : WalkResult::advance();
                     })
                     .wasInterrupted();
  // canonicalize's defaults: top-down, normal region simplification.
  GreedyRewriteConfig config;
  config.useTopDownTraversal = true;
  config.enableRegionSimplification = multiBlock
                                          ? GreedySimplifyRegionLevel::Normal
                                          : GreedySimplifyRegionLevel::Disabled;
  // One sweep over the ops where no region simplification runs: the
  // worklist revisits what each rewrite touches (top-down), so a second
  // sweep only hoists the constants that folding made in place (MLIR 19's
  // driver materializes them at the folded op and moves them to the front
  // of their region when it next collects its worklist); that is done
  // below, as the driver does it, without its pattern-matching sweep over
  // every op (12% of the pipeline on the conversion benchmark).
  if (!multiBlock)
    config.maxIterations = 1;
  // Whether that is needed: no walk over every op when the sweep made,
  // moved and changed no constant (the canonicalization before the
  // conversions, most often; 1.5% of the pipeline on 100k linalg ops).
  ConstantPlacementListener placement;
  config.listener = &placement;
  bool changed = false;
  // Canonicalization is best-effort: not converging is no failure.
  (void)applyPatternsAndFoldGreedily(root, patterns, config, &changed);
  if (changed && !multiBlock && placement.mayMoveConstants) {
    SmallVector<std::pair<Operation *, Attribute>> constants;
    root->walk<WalkOrder::PreOrder>([&](Operation *op) {
      Attribute value;
      if (op->hasTrait<OpTrait::ConstantLike>() &&
          matchPattern(op, m_Constant(&value)))
        constants.emplace_back(op, value);
    });
    OperationFolder folder(root->getContext());
    for (auto [op, value] : constants)
      folder.insertKnownConstant(op, value);
  }
  return changed;
}

/// convert-to-hlo: the steps of the pipeline up to its check, in one pass
/// (see Passes.td).
struct ConvertToHloPass : xhlo::impl::ConvertToHloPassBase<ConvertToHloPass> {
  using ConvertToHloPassBase::ConvertToHloPassBase;

  LogicalResult initialize(MLIRContext *context) override {
    canonicalizations = std::make_shared<FrozenRewritePatternSet>(
        getCanonicalizationPatterns(context));
    return success();
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    // Fold what is static (tensor.dim, constant offsets) before converting.
    bool changed = canonicalize(module, *canonicalizations);
    HloConversionOptions options;
    options.indexBitwidth = indexBitwidth;
    options.allowPartial = true;
    // The conversions as one: one walk over the module, not one each.
    HloConversionStats stats;
    if (failed(
            runHloConversions(module, getToHloConversions(), options, stats)))
      return signalPassFailure();
    numConverted += stats.numConverted;
    numLeft += stats.numLeft;
    changed |= stats.changed;
    // One walk for what the steps below need to know: the dialects of the
    // conversions that run again of which an op is left, and whether a
    // region has several blocks (for the canonicalization).
    MLIRContext *context = module.getContext();
    SmallVector<Dialect *, 2> againDialects;
    for (const HloConversion *conversion : getToHloConversions())
      if (conversion->runsAgainLast)
        if (Dialect *dialect = context->getLoadedDialect(conversion->name))
          againDialects.push_back(dialect);
    SmallPtrSet<Dialect *, 2> dialectsLeft;
    bool multiBlock = false;
    module.walk([&](Operation *op) {
      if (Dialect *dialect = op->getDialect();
          dialect && llvm::is_contained(againDialects, dialect))
        dialectsLeft.insert(dialect);
      multiBlock = multiBlock || hasMultiBlockRegion(op);
    });
    // The scalars bridged between converted and unconverted ops
    // (tensor.extract / tensor.from_elements) become the hlo values again.
    // A conversion none of whose dialect's ops is left has nothing to do
    // (its bridges are its dialect's ops; a function boundary it could not
    // convert the first time, it cannot now): not run, for the walks over
    // the module and the pattern set its run makes (4% of the pass on the
    // conversion benchmark's 100k ops, against 0.5% for the walk above).
    bool ranAgain = false;
    for (const HloConversion *conversion : getToHloConversions()) {
      if (!conversion->runsAgainLast)
        continue;
      Dialect *dialect = context->getLoadedDialect(conversion->name);
      if (!dialect || !dialectsLeft.contains(dialect))
        continue;
      ranAgain = true;
      HloConversionStats again;
      if (failed(runHloConversionPass(module, *conversion, options, again)))
        return signalPassFailure();
      numConverted += again.numConverted;
      numLeft += again.numLeft;
      changed |= again.changed;
    }
    changed |=
        canonicalize(module, *canonicalizations,
                     ranAgain ? std::nullopt : std::optional<bool>(multiBlock));
    IRRewriter rewriter(module.getContext());
    DominanceInfo dominance(module);
    bool eliminated = false;
    eliminateCommonSubExpressions(rewriter, dominance, module, &eliminated);
    if (!changed && !eliminated)
      markAllAnalysesPreserved();
  }

  /// Shared between the pass's clones (one per thread).
  std::shared_ptr<const FrozenRewritePatternSet> canonicalizations;
};

} // namespace

void xhlo::buildLinalgToHloPipeline(OpPassManager &pm,
                                    const LinalgToHloPipelineOptions &options) {
  // The conversions in one pass: the module is verified once after them
  // all, not after each of their ten steps.
  ConvertToHloPassOptions convert;
  convert.indexBitwidth = options.indexBitwidth;
  pm.addPass(createConvertToHloPass(convert));
  if (!options.allowPartial) {
    HloVerifyConvertedPassOptions verify;
    verify.indexBitwidth = options.indexBitwidth;
    pm.addPass(createHloVerifyConvertedPass(verify));
  }
  // Gradient requests get their bodies (simplified), once the functions
  // they differentiate are hlo; without requests this does nothing.
  pm.addPass(hlo::createHloAutodiffPass());
}

namespace {

/// The textual options both pipelines take, of `Options`.
template <typename Options>
struct ToHloPipelineCLOptions : PassPipelineOptions<Options> {
  detail::PassOptions::Option<bool> allowPartial{
      *this, "allow-partial",
      llvm::cl::desc("Leave ops that cannot be converted in place instead of "
                     "failing with one error per op"),
      llvm::cl::init(false)};
  detail::PassOptions::Option<unsigned> indexBitwidth{
      *this, "index-bitwidth",
      llvm::cl::desc("Bit width of the integer type that `index` becomes "
                     "(64 or 32)"),
      llvm::cl::init(64)};

  /// Sets the options of `options` that both pipelines take.
  void copyTo(LinalgToHloPipelineOptions &options) const {
    options.allowPartial = allowPartial;
    options.indexBitwidth = indexBitwidth;
  }
};

/// The textual options of `xhlo-linalg-to-hlo`.
struct LinalgToHloPipelineCLOptions
    : ToHloPipelineCLOptions<LinalgToHloPipelineCLOptions> {};

/// The textual options of `xhlo-affine-to-hlo`.
struct AffineToHloPipelineCLOptions
    : ToHloPipelineCLOptions<AffineToHloPipelineCLOptions> {
  Option<bool> allowSequential{
      *this, "allow-sequential",
      llvm::cl::desc("Keep loops that cannot be raised to linalg as loops "
                     "(reported by a remark) instead of failing"),
      llvm::cl::init(true)};
};

} // namespace

void xhlo::registerLinalgToHloPipeline() {
  PassPipelineRegistration<LinalgToHloPipelineCLOptions>(
      "xhlo-linalg-to-hlo",
      "Convert a tensor program in linalg, tensor, scf, arith and math to "
      "func + hlo (canonicalize, the convert-*-to-hlo passes, cse, "
      "hlo-verify-converted, hlo-autodiff for gradient requests)",
      [](OpPassManager &pm, const LinalgToHloPipelineCLOptions &cl) {
        LinalgToHloPipelineOptions options;
        cl.copyTo(options);
        buildLinalgToHloPipeline(pm, options);
      });
}

void xhlo::buildAffineToHloPipeline(OpPassManager &pm,
                                    const AffineToHloPipelineOptions &options) {
  RaiseAffineToLinalgPassOptions raise;
  raise.allowSequential = options.allowSequential;
  pm.addPass(createRaiseAffineToLinalgPass(raise));
  // The loops left become scf.for, affine.apply arith.
  pm.addPass(createLowerAffinePass());
  pm.addPass(createConvertMemrefToTensorPass());
  buildLinalgToHloPipeline(pm, options);
}

void xhlo::registerAffineToHloPipeline() {
  PassPipelineRegistration<AffineToHloPipelineCLOptions>(
      "xhlo-affine-to-hlo",
      "Convert functions of affine loops on memrefs to func + hlo "
      "(raise-affine-to-linalg, lower-affine, convert-memref-to-tensor, then "
      "xhlo-linalg-to-hlo)",
      [](OpPassManager &pm, const AffineToHloPipelineCLOptions &cl) {
        AffineToHloPipelineOptions options;
        cl.copyTo(options);
        options.allowSequential = cl.allowSequential;
        buildAffineToHloPipeline(pm, options);
      });
}
