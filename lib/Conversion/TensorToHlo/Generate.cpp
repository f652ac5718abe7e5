//===- Generate.cpp - tensor.generate to hlo ------------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file converts tensor.generate by running its body once on whole
// tensors instead of once per element: each index argument becomes an
// hlo.iota along its dimension, each scalar used from outside an
// hlo.broadcast, and
// each body op the same op on tensors of the result shape (constants become
// splat constants). The body ops must therefore be elementwise (arith,
// math, ...); they stay in their dialect, for their own conversions to
// take over. A body with any other op (a tensor.extract at computed
// indices, a loop, ...) is refused.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "xhlo/Conversion/HloConversion.h"
#include "xhlo/Conversion/HloTypeConverter.h"
#include "xhlo/Dialect/Hlo/IR/HloShapeOps.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace xhlo;

static bool isScalarType(Type type) {
  return type.isIntOrIndexOrFloat() || isa<ComplexType>(type);
}

/// Whether `op` is a scalar constant or an elementwise op on scalars, which
/// the body can run on whole tensors.
static bool isTensorizable(Operation &op) {
  if (op.getNumRegions() != 0 ||
      !llvm::all_of(op.getOperandTypes(), isScalarType) ||
      !llvm::all_of(op.getResultTypes(), isScalarType))
    return false;
  if (op.hasTrait<OpTrait::ConstantLike>()) {
    Attribute value;
    return op.getNumResults() == 1 &&
           matchPattern(op.getResult(0), m_Constant(&value)) &&
           isa<IntegerAttr, FloatAttr>(value);
  }
  return OpTrait::hasElementwiseMappableTraits(&op);
}

/// The values `region` uses from outside. (Unlike getUsedValuesDefinedAbove,
/// this sees the arguments of blocks the conversion has already replaced,
/// such as a converted function's.)
static SetVector<Value> getUsedFromOutside(Region &region) {
  SetVector<Value> values;
  region.walk([&](Operation *inner) {
    for (Value operand : inner->getOperands()) {
      Region *parent = operand.getParentRegion();
      if (!parent || !region.isAncestor(parent))
        values.insert(operand);
    }
  });
  return values;
}

static std::optional<std::string> whyUnsupported(Operation *op) {
  Region &body = cast<tensor::GenerateOp>(op).getBody();
  for (Operation &inner : body.front().without_terminator())
    if (!isTensorizable(inner))
      return "the body op '" + inner.getName().getStringRef().str() +
             "' is not elementwise on scalars (the body runs on whole "
             "tensors)";
  for (Value value : getUsedFromOutside(body))
    if (!isScalarType(value.getType())) {
      std::string text;
      llvm::raw_string_ostream os(text);
      os << "the body uses a value of type '" << value.getType()
         << "' from outside (only scalars are broadcast to the result)";
      return text;
    }
  return std::nullopt;
}

namespace {

struct GenerateOpConversion : OpConversionPattern<tensor::GenerateOp> {
  using OpConversionPattern::OpConversionPattern;

  /// `value`, a converted tensor, as the tensor of the original `type`.
  Value toOriginal(OpBuilder &builder, Location loc, Value value,
                   Type type) const {
    if (value.getType() == type)
      return value;
    return getTypeConverter()->materializeSourceConversion(builder, loc, type,
                                                           value);
  }

  LogicalResult
  matchAndRewrite(tensor::GenerateOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type, 1> resultTypes;
    if (failed(matchHloTypes(op, adaptor.getOperands(), *getTypeConverter(),
                             rewriter, resultTypes)))
      return failure();
    if (std::optional<std::string> reason = whyUnsupported(op))
      return rewriter.notifyMatchFailure(op, *reason);

    Location loc = op.getLoc();
    ArrayRef<int64_t> shape = op.getType().getShape();
    auto tensorOf = [&](Type element) {
      return RankedTensorType::get(shape, element);
    };
    Block &body = op.getBody().front();
    IRMapping mapping;
    // The indices: iotas of the converted index type, cast back to index for
    // the body ops.
    Type indexElement = cast<RankedTensorType>(getTypeConverter()->convertType(
                                                   rewriter.getIndexType()))
                            .getElementType();
    for (BlockArgument index : body.getArguments()) {
      if (index.use_empty())
        continue;
      Value iota = rewriter.create<hlo::IotaOp>(loc, tensorOf(indexElement),
                                                index.getArgNumber());
      mapping.map(index,
                  toOriginal(rewriter, loc, iota, tensorOf(index.getType())));
    }
    // Scalars from outside, broadcast.
    for (Value value : getUsedFromOutside(op.getBody())) {
      Value scalar = rewriter.getRemappedValue(value);
      if (!scalar || !isHloTensorType(scalar.getType()))
        return rewriter.notifyMatchFailure(op, "outside scalar not converted");
      Type element = cast<RankedTensorType>(scalar.getType()).getElementType();
      Value splat = rewriter.create<hlo::BroadcastOp>(
          loc, tensorOf(element), scalar, ArrayRef<int64_t>{});
      mapping.map(value,
                  toOriginal(rewriter, loc, splat, tensorOf(value.getType())));
    }
    // The body on tensors.
    for (Operation &inner : body.without_terminator()) {
      Attribute value;
      if (inner.hasTrait<OpTrait::ConstantLike>() &&
          matchPattern(inner.getResult(0), m_Constant(&value))) {
        auto type = tensorOf(inner.getResult(0).getType());
        Operation *splat = inner.getDialect()->materializeConstant(
            rewriter, DenseElementsAttr::get(type, value), type, loc);
        if (!splat)
          return rewriter.notifyMatchFailure(op, "constant not materialized");
        mapping.map(inner.getResult(0), splat->getResult(0));
        continue;
      }
      Operation *clone = rewriter.clone(inner, mapping);
      for (OpResult result : clone->getResults())
        result.setType(tensorOf(result.getType()));
    }
    Value yielded = cast<tensor::YieldOp>(body.getTerminator()).getValue();
    rewriter.replaceOp(op, mapping.lookupOrDefault(yielded));
    return success();
  }
};

} // namespace

void tensor_to_hlo::populateGeneratePatternsAndLegality(
    TypeConverter &typeConverter, RewritePatternSet &patterns,
    HloConversionTarget &target) {
  patterns.add<GenerateOpConversion>(typeConverter, patterns.getContext());
  target.addConvertedOps<tensor::GenerateOp>(whyUnsupported);
}
