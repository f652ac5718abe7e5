//===- Generate.cpp - tensor.generate to hlo ------------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file converts tensor.generate by running its body once on whole
// tensors instead of once per element: each index argument becomes an
// hlo.iota along its dimension, each scalar used from outside an
// hlo.broadcast, and each body op the same op on tensors of the result shape
// (constants become splat constants; ElementwiseBodies.h, shared with the
// linalg payloads). The body ops must therefore be elementwise (arith, math,
// ...); they stay in their dialect, for their own conversions to take over.
// A body with any other op (a tensor.extract at computed indices, a loop,
// ...) is refused.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "xhlo/Conversion/ElementwiseBodies.h"
#include "xhlo/Conversion/HloConversion.h"
#include "xhlo/Conversion/HloTypeConverter.h"
#include "xhlo/Dialect/Hlo/IR/HloShapeOps.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"

using namespace mlir;
using namespace xhlo;

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
    if (!isElementwiseOnScalars(&inner))
      return "the body op '" + inner.getName().getStringRef().str() +
             "' is not elementwise on scalars (the body runs on whole "
             "tensors)";
  for (Value value : getUsedFromOutside(body))
    if (!isBodyScalarType(value.getType())) {
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
    const TypeConverter &typeConverter = *getTypeConverter();
    ArrayRef<int64_t> shape = op.getType().getShape();
    Block &body = op.getBody().front();
    IRMapping mapping;
    // The indices: iotas of the converted index type, seen by the body ops
    // as index tensors.
    Type indexElement =
        convertElementType(typeConverter, rewriter.getIndexType());
    for (BlockArgument index : body.getArguments()) {
      if (index.use_empty())
        continue;
      Value iota = rewriter.create<hlo::IotaOp>(
          loc, RankedTensorType::get(shape, indexElement),
          index.getArgNumber());
      mapping.map(index, toElementType(rewriter, typeConverter, loc, iota,
                                       index.getType()));
    }
    // Scalars from outside, broadcast.
    for (Value value : getUsedFromOutside(op.getBody())) {
      Value scalar = rewriter.getRemappedValue(value);
      if (!scalar || !isHloTensorType(scalar.getType()))
        return rewriter.notifyMatchFailure(op, "outside scalar not converted");
      auto type = cast<RankedTensorType>(scalar.getType()).clone(shape);
      Value splat = rewriter.create<hlo::BroadcastOp>(loc, type, scalar,
                                                      ArrayRef<int64_t>{});
      mapping.map(value, toElementType(rewriter, typeConverter, loc, splat,
                                       value.getType()));
    }
    // The body on tensors.
    for (Operation &inner : body.without_terminator()) {
      SmallVector<Value> operands =
          llvm::map_to_vector(inner.getOperands(), [&](Value operand) {
            return mapping.lookupOrDefault(operand);
          });
      Value result = cloneOnTensors(rewriter, &inner, operands, shape);
      mapping.map(inner.getResults(), result.getDefiningOp()->getResults());
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
