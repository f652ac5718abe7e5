//===- HloConversion.h - What every conversion to hlo shares -- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the pieces every conversion to hlo is built from:
//
// - HloConversionTarget: hlo is legal; each op family registers the ops it
//   converts with addConvertedOps (optionally saying why a given instance
//   cannot be converted), and the target explains every op left behind;
// - populateFuncBoundaryToHloPatterns: func.func signatures, func.call and
//   func.return follow the type rule;
// - applyHloConversion: the driver, which converts what it can and, unless
//   the conversion may be partial, fails with one error per op left;
// - HloConversion, runHloConversionPass and HloConversionPass: what a
//   conversion is (its patterns, what its pass adds around them), the one
//   pass body every conversion runs, and the pass template each conversion
//   instantiates with its generated base;
// - matchHloTypes, HloElementwiseConversion and HloBuilderConversion: the
//   checks, the one to one pattern and the expansion pattern that op
//   families build on.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_CONVERSION_HLOCONVERSION_H
#define XHLO_CONVERSION_HLOCONVERSION_H

#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/DialectConversion.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringSet.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>

namespace mlir {
class Pass;
} // namespace mlir

namespace xhlo {

class HloTypeConverter;

/// Says why an instance of a converted op cannot be converted (an attribute
/// hlo has no equivalent for, ...), or std::nullopt when nothing but its
/// types could prevent it. Checked by the op's pattern and by the driver's
/// diagnostic alike.
using HloUnsupportedReasonFn =
    std::function<std::optional<std::string>(mlir::Operation *)>;

/// The conversion target of every conversion to hlo. hlo ops are legal. Ops
/// registered with addConvertedOps are the ones the conversion rewrites:
/// their legality is left open, so that one op no pattern can convert does
/// not undo the others, and applyHloConversion reports those left behind.
/// Converted ops nested in a region of an op the target does not see
/// through (linalg payloads, tensor.generate bodies, affine loops, ...) are
/// legal: they are the business of their parent op's conversion.
class HloConversionTarget : public mlir::ConversionTarget {
public:
  HloConversionTarget(mlir::MLIRContext &context,
                      const HloTypeConverter &typeConverter);

  /// Registers `OpTys` as ops this conversion rewrites. `reason`, if given,
  /// tells which instances cannot be converted and why.
  template <typename... OpTys>
  void addConvertedOps(HloUnsupportedReasonFn reason = nullptr) {
    (addConvertedOp(mlir::OperationName(OpTys::getOperationName(), &context),
                    reason),
     ...);
  }

  /// Registers the op `name` as one this conversion rewrites.
  void addConvertedOp(mlir::OperationName name, HloUnsupportedReasonFn reason);

  /// Lets converted ops nested in regions of ops of `dialectNamespace` be
  /// converted. Function-like ops and the builtin, scf and hlo dialects are
  /// seen through from the start.
  void addTransparentDialect(llvm::StringRef dialectNamespace);

  /// Whether `op` is an instance of a registered converted op that this
  /// conversion is to rewrite (not nested in an opaque region).
  bool isToBeConverted(mlir::Operation *op) const;

  /// Why `op`, a converted op left after the conversion, could not be
  /// converted: an operand or result type hlo has no equivalent for, the
  /// op family's reason, or that no pattern applied.
  std::string explainUnconverted(mlir::Operation *op) const;

  /// The reason the op family of `op` gives for not converting it (the
  /// `reason` of addConvertedOps), wherever `op` is (payloads included), or
  /// std::nullopt.
  std::optional<std::string> getUnsupportedReason(mlir::Operation *op) const;

  /// The type converter the conversion uses.
  const HloTypeConverter &getTypeConverter() const { return typeConverter; }

private:
  bool isInConvertedRegion(mlir::Operation *op) const;

  mlir::MLIRContext &context;
  const HloTypeConverter &typeConverter;
  llvm::DenseMap<mlir::OperationName, HloUnsupportedReasonFn> convertedOps;
  llvm::StringSet<> transparentDialects;
};

/// Adds the patterns of a conversion to hlo, or of one of its op families,
/// and registers the ops they convert on `target`: the type of every
/// populate function of the conversions.
using HloPopulateFn = void(mlir::TypeConverter &typeConverter,
                           mlir::RewritePatternSet &patterns,
                           HloConversionTarget &target);

/// Adds the patterns and legality of function boundaries (signatures,
/// calls, returns) to a conversion.
using HloBoundaryFn = void(mlir::TypeConverter &typeConverter,
                           mlir::RewritePatternSet &patterns,
                           mlir::ConversionTarget &target);

/// Adds the patterns that convert func.func signatures, func.call and
/// func.return with `typeConverter`, and makes those ops legal once their
/// types are converted.
HloBoundaryFn populateFuncBoundaryToHloPatterns;

/// populateFuncBoundaryToHloPatterns without func.call, for a conversion
/// that turns calls into something else (hlo.call): a legality rule set for
/// an op cannot be taken back.
HloBoundaryFn populateFuncSignatureToHloPatterns;

/// Counts of one run of applyHloConversion.
struct HloConversionStats {
  /// Ops to be converted that were converted.
  unsigned numConverted = 0;
  /// Ops to be converted that were left (reported unless allowPartial).
  unsigned numLeft = 0;
  /// Whether the pass changed the IR (when not, it preserves every analysis
  /// and the pass manager skips its verifier run).
  bool changed = false;
};

/// Converts the ops under `root` that `target` registered with `patterns`,
/// as a partial conversion. Every op to be converted that is left is
/// reported with `target.explainUnconverted` as an error, and the result is
/// failure, unless `allowPartial`: then the ops stay, bridged to converted
/// values by the type converter's materializations.
mlir::LogicalResult
applyHloConversion(mlir::Operation *root, const HloConversionTarget &target,
                   const mlir::FrozenRewritePatternSet &patterns,
                   bool allowPartial, HloConversionStats *stats = nullptr);

//===----------------------------------------------------------------------===//
// Conversions and their passes
//===----------------------------------------------------------------------===//

/// The options every conversion pass to hlo shares (HloConversionOptions in
/// Passes.td).
struct HloConversionOptions {
  /// Bit width of the integer type that `index` becomes: 64 or 32.
  unsigned indexBitwidth = 64;
  /// Leave the ops that cannot be converted, bridged, instead of failing.
  bool allowPartial = false;
};

/// One conversion to hlo (arith, math, tensor, scf, linalg, func): what its
/// pass runs, and what the pipeline and hlo-verify-converted know of it.
/// Each conversion defines its own next to its pass (`arithToHloConversion`
/// in ArithToHlo.cpp, ...); getToHloConversions() (Pipelines.h) is the one
/// list of them all.
struct HloConversion {
  /// The dialect it converts: its pass is convert-<name>-to-hlo.
  llvm::StringLiteral name;
  /// Adds its patterns and registers the ops it is responsible for (the ops
  /// hlo-verify-converted explains with the conversion's reasons).
  HloPopulateFn *populate;
  /// Creates its pass with `options` (HloConversionPass::create).
  std::unique_ptr<mlir::Pass> (*createPass)(const HloConversionOptions &);
  /// The populate functions of other conversions whose patterns its pass
  /// runs too (linalg: arith's and math's convert its payloads).
  llvm::ArrayRef<HloPopulateFn *> with = {};
  /// Converts the function boundaries in its pass.
  HloBoundaryFn *boundary = populateFuncBoundaryToHloPatterns;
  /// If set, run on the pass's root before the conversion; returns whether
  /// it changed the IR.
  bool (*prepare)(mlir::Operation *root) = nullptr;
  /// If set, run after a successful conversion; its failure fails the pass.
  /// Sets `*changed` when it may have changed the IR.
  mlir::LogicalResult (*finish)(mlir::Operation *root,
                                const mlir::TypeConverter &typeConverter,
                                bool *changed) = nullptr;
  /// Whether the pipeline runs its pass a second time, after every other:
  /// it converts the bridges the others leave.
  bool runsAgainLast = false;
  /// The ops, by name, that `prepare` and `finish` look for and act on
  /// (nothing else). When given, `prepare` runs only when such an op is
  /// under the root, and `finish` only when one was there before the
  /// conversion or the conversion made one: their walks over a module that
  /// has none cost as much as the conversion of a few thousand ops.
  llvm::ArrayRef<llvm::StringLiteral> prepareOps = {};
  llvm::ArrayRef<llvm::StringLiteral> finishOps = {};
};

/// The body of every conversion pass to hlo: checks `options.indexBitwidth`,
/// assembles the type converter, the target and the patterns of
/// `conversion` (its own, those it runs `with`, its boundary's), runs its
/// `prepare`, applyHloConversion (counted in `stats`) and its `finish`.
/// Fails, with the errors reported, when the pass is to fail.
mlir::LogicalResult runHloConversionPass(mlir::Operation *root,
                                         const HloConversion &conversion,
                                         const HloConversionOptions &options,
                                         HloConversionStats &stats);

/// The conversions `conversions` as one: one type converter, one target
/// and one pattern set (each populate function once, the `with` ones
/// included), their `prepare`s in order, one applyHloConversion (counted in
/// `stats`) and their `finish`es in order. The function boundary is the
/// default one unless a conversion has another (func's, which converts calls
/// itself); two conversions with different boundaries of their own are an
/// error at `root` (nothing is changed). runHloConversionPass is this for
/// one conversion.
mlir::LogicalResult runHloConversions(
    mlir::Operation *root, llvm::ArrayRef<const HloConversion *> conversions,
    const HloConversionOptions &options, HloConversionStats &stats);

/// The pass of a conversion to hlo: `GeneratedBase` is its base generated
/// from Passes.td (the shared options and statistics), `conversion` what it
/// runs. A conversion's file defines its pass by naming `create` in its
/// HloConversion, after the generated definitions.
template <template <typename> class GeneratedBase,
          const HloConversion &conversion>
class HloConversionPass
    : public GeneratedBase<HloConversionPass<GeneratedBase, conversion>> {
  using PassBase = GeneratedBase<HloConversionPass>;

public:
  using PassBase::PassBase;

  /// Creates the pass with `options`.
  static std::unique_ptr<mlir::Pass>
  create(const HloConversionOptions &options) {
    auto pass = std::make_unique<HloConversionPass>();
    pass->indexBitwidth = options.indexBitwidth;
    pass->allowPartial = options.allowPartial;
    return pass;
  }

  void runOnOperation() override {
    HloConversionOptions options;
    options.indexBitwidth = this->indexBitwidth;
    options.allowPartial = this->allowPartial;
    HloConversionStats stats;
    mlir::LogicalResult result =
        runHloConversionPass(this->getOperation(), conversion, options, stats);
    this->numConverted += stats.numConverted;
    this->numLeft += stats.numLeft;
    if (mlir::failed(result))
      this->signalPassFailure();
    else if (!stats.changed)
      this->markAllAnalysesPreserved();
  }
};

//===----------------------------------------------------------------------===//
// Pattern helpers
//===----------------------------------------------------------------------===//

/// Checks that every converted operand of `op` is an hlo array and that
/// every result type of `op` converts to one, collecting those in
/// `resultTypes`. Fails the match (with the reason) otherwise.
mlir::LogicalResult
matchHloTypes(mlir::Operation *op, mlir::ValueRange convertedOperands,
              const mlir::TypeConverter &typeConverter,
              mlir::ConversionPatternRewriter &rewriter,
              llvm::SmallVectorImpl<mlir::Type> &resultTypes);

/// Converts `SourceOp` to the hlo op `HloOp` of the same operands, one to
/// one, with the converted result type.
template <typename SourceOp, typename HloOp>
struct HloElementwiseConversion : mlir::OpConversionPattern<SourceOp> {
  using mlir::OpConversionPattern<SourceOp>::OpConversionPattern;
  using OpAdaptor = typename SourceOp::Adaptor;

  mlir::LogicalResult
  matchAndRewrite(SourceOp op, OpAdaptor adaptor,
                  mlir::ConversionPatternRewriter &rewriter) const override {
    llvm::SmallVector<mlir::Type, 1> resultTypes;
    if (mlir::failed(matchHloTypes(op, adaptor.getOperands(),
                                   *this->getTypeConverter(), rewriter,
                                   resultTypes)))
      return mlir::failure();
    rewriter.replaceOpWithNewOp<HloOp>(op, resultTypes, adaptor.getOperands());
    return mlir::success();
  }
};

/// Builds the hlo replacement of an op's single result from its converted
/// operands and converted result type.
using HloBuildFn = mlir::Value (*)(mlir::OpBuilder &builder, mlir::Location loc,
                                   mlir::ValueRange operands,
                                   mlir::Type resultType);

/// Converts the single-result `SourceOp` to what `build` makes of its
/// converted operands: the pattern of every expansion.
template <typename SourceOp, HloBuildFn build>
struct HloBuilderConversion : mlir::OpConversionPattern<SourceOp> {
  using mlir::OpConversionPattern<SourceOp>::OpConversionPattern;
  using OpAdaptor = typename SourceOp::Adaptor;

  mlir::LogicalResult
  matchAndRewrite(SourceOp op, OpAdaptor adaptor,
                  mlir::ConversionPatternRewriter &rewriter) const override {
    llvm::SmallVector<mlir::Type, 1> resultTypes;
    if (mlir::failed(matchHloTypes(op, adaptor.getOperands(),
                                   *this->getTypeConverter(), rewriter,
                                   resultTypes)))
      return mlir::failure();
    rewriter.replaceOp(op, build(rewriter, op.getLoc(), adaptor.getOperands(),
                                 resultTypes.front()));
    return mlir::success();
  }
};

} // namespace xhlo

#endif // XHLO_CONVERSION_HLOCONVERSION_H
