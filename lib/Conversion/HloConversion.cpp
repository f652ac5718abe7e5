//===- HloConversion.cpp - What every conversion to hlo shares ------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the conversion target, the func boundary patterns,
// the driver with its diagnostics, the body of every conversion pass, and
// the type checks of the patterns.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Conversion/HloConversion.h"

#include "xhlo/Conversion/HloTypeConverter.h"
#include "xhlo/Dialect/Hlo/IR/HloDialect.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Func/Transforms/FuncConversions.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;
using namespace xhlo;

//===----------------------------------------------------------------------===//
// HloConversionTarget
//===----------------------------------------------------------------------===//

HloConversionTarget::HloConversionTarget(MLIRContext &context,
                                         const HloTypeConverter &typeConverter)
    : ConversionTarget(context), context(context),
      typeConverter(typeConverter) {
  addLegalDialect<hlo::HloDialect>();
  // Ops no conversion registers stay as they are, also when a pattern
  // creates them (tensor.generate clones its body's arith ops): the driver
  // would otherwise roll such a pattern back.
  markUnknownOpDynamicallyLegal([](Operation *) { return true; });
  for (StringRef name : {"builtin", "func", "scf", "hlo"})
    transparentDialects.insert(name);
}

void HloConversionTarget::addConvertedOp(OperationName name,
                                         HloUnsupportedReasonFn reason) {
  convertedOps[name] = std::move(reason);
  // Open legality (std::nullopt): the driver tries the patterns, and an op
  // they cannot convert stays without undoing the others.
  addDynamicallyLegalOp(name, [this](Operation *op) -> std::optional<bool> {
    if (!isInConvertedRegion(op))
      return true;
    return std::nullopt;
  });
}

void HloConversionTarget::addTransparentDialect(StringRef dialectNamespace) {
  transparentDialects.insert(dialectNamespace);
}

bool HloConversionTarget::isInConvertedRegion(Operation *op) const {
  for (Operation *parent = op->getParentOp(); parent;
       parent = parent->getParentOp()) {
    if (isa<FunctionOpInterface>(parent))
      continue;
    if (!transparentDialects.contains(parent->getName().getDialectNamespace()))
      return false;
  }
  return true;
}

bool HloConversionTarget::isToBeConverted(Operation *op) const {
  return convertedOps.contains(op->getName()) && isInConvertedRegion(op);
}

/// Why the type `type` has no hlo equivalent.
static std::string explainType(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "type '" << type << "' has no hlo equivalent (";
  if (isa<VectorType>(type))
    os << "vectors are not converted; hlo arrays are tensors";
  else if (auto tensor = dyn_cast<RankedTensorType>(type);
           tensor && !tensor.hasStaticShape())
    os << "hlo arrays have static shapes";
  else if (isa<UnrankedTensorType>(type))
    os << "hlo arrays are ranked";
  else if (isa<BaseMemRefType>(type))
    os << "memrefs are buffers and hlo arrays are values: convert before "
          "bufferization";
  else {
    // The hlo dialect's rows of the element type table.
    [[maybe_unused]] MLIRContext *ctx = type.getContext();
    SmallVector<Type> elementTypes = {
#define XHLO_DIALECT_ELEMENT_TYPE(Enum, name, primitive, kind, bits,           \
                                  semantics, mlirType)                         \
  mlirType,
#include "xhlo/Dialect/Hlo/IR/HloElementTypes.def"
    };
    os << "XLA's element types are ";
    llvm::interleaveComma(elementTypes, os);
  }
  os << ")";
  return text;
}

std::optional<std::string>
HloConversionTarget::getUnsupportedReason(Operation *op) const {
  auto it = convertedOps.find(op->getName());
  if (it == convertedOps.end() || !it->second)
    return std::nullopt;
  return it->second(op);
}

std::string HloConversionTarget::explainUnconverted(Operation *op) const {
  for (Type type : op->getOperandTypes())
    if (!typeConverter.convertToHloTensorType(type))
      return explainType(type);
  for (Type type : op->getResultTypes())
    if (!typeConverter.convertToHloTensorType(type))
      return explainType(type);
  if (std::optional<std::string> reason = getUnsupportedReason(op))
    return *reason;
  return "no conversion pattern applies";
}

//===----------------------------------------------------------------------===//
// func boundary
//===----------------------------------------------------------------------===//

void xhlo::populateFuncSignatureToHloPatterns(TypeConverter &typeConverter,
                                              RewritePatternSet &patterns,
                                              ConversionTarget &target) {
  populateFunctionOpInterfaceTypeConversionPattern<func::FuncOp>(patterns,
                                                                 typeConverter);
  populateReturnOpTypeConversionPattern(patterns, typeConverter);
  target.addDynamicallyLegalOp<func::FuncOp>([&](func::FuncOp op) {
    return typeConverter.isSignatureLegal(op.getFunctionType()) &&
           typeConverter.isLegal(&op.getBody());
  });
  target.addDynamicallyLegalOp<func::ReturnOp>(
      [&](Operation *op) { return typeConverter.isLegal(op); });
}

void xhlo::populateFuncBoundaryToHloPatterns(TypeConverter &typeConverter,
                                             RewritePatternSet &patterns,
                                             ConversionTarget &target) {
  populateFuncSignatureToHloPatterns(typeConverter, patterns, target);
  populateCallOpTypeConversionPattern(patterns, typeConverter);
  target.addDynamicallyLegalOp<func::CallOp>(
      [&](Operation *op) { return typeConverter.isLegal(op); });
}

//===----------------------------------------------------------------------===//
// Driver
//===----------------------------------------------------------------------===//

namespace {
/// The names of a set of ops.
using OpNameSet = llvm::SmallDenseSet<OperationName, 32>;

/// Records whether a conversion touched the IR: any notification but a
/// pattern's begin or failed end means it did. The names of the ops it
/// inserts go to `inserted` when set (the notifications come once the
/// conversion has succeeded, when only the names may be read).
struct ChangeListener : public RewriterBase::Listener {
  bool changed = false;
  OpNameSet *inserted = nullptr;
  void notifyOperationInserted(Operation *op, OpBuilder::InsertPoint) override {
    changed = true;
    if (inserted)
      inserted->insert(op->getName());
  }
  void notifyBlockInserted(Block *, Region *, Region::iterator) override {
    changed = true;
  }
  void notifyBlockErased(Block *) override { changed = true; }
  void notifyOperationModified(Operation *) override { changed = true; }
  void notifyOperationReplaced(Operation *, Operation *) override {
    changed = true;
  }
  void notifyOperationReplaced(Operation *, ValueRange) override {
    changed = true;
  }
  void notifyOperationErased(Operation *) override { changed = true; }
  void notifyPatternEnd(const Pattern &, LogicalResult status) override {
    changed |= succeeded(status);
  }
};

/// What a walk over a conversion's root finds: what the conversion is to
/// do, and which ops the conversions' hooks look for are there.
struct Census {
  /// The ops to be converted.
  unsigned numToConvert = 0;
  /// Whether a function boundary op is to be converted.
  bool boundaryToConvert = false;
  /// The names of all ops under the root.
  OpNameSet names;
};

/// Walks `root` once for the census of a conversion to `target`.
Census takeCensus(Operation *root, const HloConversionTarget &target) {
  Census census;
  root->walk([&](Operation *op) {
    census.names.insert(op->getName());
    if (target.isToBeConverted(op))
      ++census.numToConvert;
    else if (!census.boundaryToConvert &&
             isa<func::FuncOp, func::CallOp, func::ReturnOp>(op))
      census.boundaryToConvert = !target.isLegal(op);
  });
  return census;
}

/// Whether an op named in `wanted` is in `names` or `more` (if given); true
/// when `wanted` is empty (a hook that says not what it looks for).
bool hasAnyOf(ArrayRef<StringLiteral> wanted, const OpNameSet &names,
              const OpNameSet *more = nullptr) {
  if (wanted.empty())
    return true;
  auto in = [&](const OpNameSet &set) {
    return llvm::any_of(set, [&](OperationName name) {
      return llvm::is_contained(wanted, name.getStringRef());
    });
  };
  return in(names) || (more && in(*more));
}

/// applyHloConversion with the census of `root` taken; the names of the ops
/// it inserts go to `inserted` when given.
LogicalResult convert(Operation *root, const HloConversionTarget &target,
                      const FrozenRewritePatternSet &patterns,
                      bool allowPartial, HloConversionStats *stats,
                      const Census &census, OpNameSet *inserted) {
  // With no op to convert and every function boundary legal, the driver
  // would walk everything and change nothing (the pipeline's last tensor
  // conversion, most often).
  unsigned numBefore = census.numToConvert;
  if (numBefore == 0 && !census.boundaryToConvert) {
    if (stats)
      stats->numLeft = stats->numConverted = 0;
    return success();
  }

  // Ops the driver could not legalize. Materializations made at the end
  // (arith.index_cast for index users, ...) are not among them.
  DenseSet<Operation *> unlegalized;
  ConversionConfig config;
  config.unlegalizedOps = &unlegalized;
  ChangeListener listener;
  listener.inserted = inserted;
  config.listener = &listener;
  if (failed(applyPartialConversion(root, target, patterns, config)))
    return failure();
  if (stats)
    stats->changed |= listener.changed;

  // Report in program order (no walk when every op was legalized: 1.2% of
  // convert-to-hlo on the conversion benchmark).
  SmallVector<Operation *> left;
  if (!unlegalized.empty())
    root->walk([&](Operation *op) {
      if (unlegalized.contains(op) && target.isToBeConverted(op))
        left.push_back(op);
    });
  if (stats) {
    stats->numLeft = left.size();
    stats->numConverted = numBefore - left.size();
  }
  if (allowPartial || left.empty())
    return success();
  for (Operation *op : left)
    op->emitError() << "cannot convert '" << op->getName()
                    << "' to hlo: " << target.explainUnconverted(op);
  return failure();
}
} // namespace

LogicalResult xhlo::applyHloConversion(Operation *root,
                                       const HloConversionTarget &target,
                                       const FrozenRewritePatternSet &patterns,
                                       bool allowPartial,
                                       HloConversionStats *stats) {
  return convert(root, target, patterns, allowPartial, stats,
                 takeCensus(root, target), /*inserted=*/nullptr);
}

//===----------------------------------------------------------------------===//
// Conversion passes
//===----------------------------------------------------------------------===//

LogicalResult xhlo::runHloConversions(
    Operation *root, ArrayRef<const HloConversion *> conversions,
    const HloConversionOptions &options, HloConversionStats &stats) {
  if (options.indexBitwidth != 32 && options.indexBitwidth != 64)
    return emitError(root->getLoc(), "index-bitwidth must be 32 or 64, got ")
           << options.indexBitwidth;
  MLIRContext *context = root->getContext();
  HloTypeConverter typeConverter(context, {options.indexBitwidth});
  HloConversionTarget target(*context, typeConverter);
  RewritePatternSet patterns(context);
  // Each populate function once (linalg runs arith's and math's `with`).
  SmallPtrSet<HloPopulateFn *, 8> populated;
  for (const HloConversion *conversion : conversions) {
    if (populated.insert(conversion->populate).second)
      conversion->populate(typeConverter, patterns, target);
    for (HloPopulateFn *populate : conversion->with)
      if (populated.insert(populate).second)
        populate(typeConverter, patterns, target);
  }
  // The boundary without the calls' type conversion when one conversion
  // converts calls itself (its boundary leaves them out): its legality for
  // func.call must not be replaced by "legal once its types are". Two
  // conversions with different boundaries of their own cannot run as one:
  // each one's legality of the boundary ops would replace the other's.
  HloBoundaryFn *boundary = populateFuncBoundaryToHloPatterns;
  const HloConversion *boundaryOwner = nullptr;
  for (const HloConversion *conversion : conversions) {
    if (conversion->boundary == populateFuncBoundaryToHloPatterns ||
        conversion->boundary == boundary)
      continue;
    if (boundaryOwner)
      return emitError(root->getLoc())
             << "the conversions to hlo '" << boundaryOwner->name << "' and '"
             << conversion->name
             << "' each convert the function boundary their own way and "
                "cannot run as one conversion; run their passes one after "
                "the other";
    boundary = conversion->boundary;
    boundaryOwner = conversion;
  }
  boundary(typeConverter, patterns, target);

  // One walk tells the conversion what to do and each hook whether what it
  // looks for is there; taken again after a hook that changed the IR.
  Census census = takeCensus(root, target);
  for (const HloConversion *conversion : conversions)
    if (conversion->prepare && hasAnyOf(conversion->prepareOps, census.names) &&
        conversion->prepare(root)) {
      stats.changed = true;
      census = takeCensus(root, target);
    }
  OpNameSet inserted;
  if (failed(convert(root, target, FrozenRewritePatternSet(std::move(patterns)),
                     options.allowPartial, &stats, census, &inserted)))
    return failure();
  for (const HloConversion *conversion : conversions)
    if (conversion->finish &&
        hasAnyOf(conversion->finishOps, census.names, &inserted) &&
        failed(conversion->finish(root, typeConverter, &stats.changed)))
      return failure();
  return success();
}

LogicalResult xhlo::runHloConversionPass(Operation *root,
                                         const HloConversion &conversion,
                                         const HloConversionOptions &options,
                                         HloConversionStats &stats) {
  const HloConversion *one = &conversion;
  return runHloConversions(root, one, options, stats);
}

//===----------------------------------------------------------------------===//
// Pattern helpers
//===----------------------------------------------------------------------===//

LogicalResult xhlo::matchHloTypes(Operation *op, ValueRange convertedOperands,
                                  const TypeConverter &typeConverter,
                                  ConversionPatternRewriter &rewriter,
                                  SmallVectorImpl<Type> &resultTypes) {
  for (Value operand : convertedOperands)
    if (!isHloTensorType(operand.getType()))
      return rewriter.notifyMatchFailure(op, [&](Diagnostic &diag) {
        diag << "operand type " << operand.getType() << " is not an hlo array";
      });
  for (Type type : op->getResultTypes()) {
    Type converted = typeConverter.convertType(type);
    if (!converted || !isHloTensorType(converted))
      return rewriter.notifyMatchFailure(op, [&](Diagnostic &diag) {
        diag << "result type " << type << " has no hlo equivalent";
      });
    resultTypes.push_back(converted);
  }
  return success();
}
