//===- Reshapes.cpp - tensor reshapes, casts and concat to hlo ------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file converts the tensor ops that only change how elements are
// grouped: expand_shape, collapse_shape and reshape become hlo.reshape (a
// row-major reshape, which is what their reassociations describe), cast
// between static types is the identity, bitcast (same element width, e.g.
// ui8 to i8) is hlo.bitcast_convert, and concat is hlo.concatenate.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "xhlo/Conversion/HloConversion.h"
#include "xhlo/Dialect/Hlo/IR/HloElementwiseOps.h"
#include "xhlo/Dialect/Hlo/IR/HloShapeOps.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace xhlo;

namespace {

/// Converts `SourceOp`, whose first operand holds the elements, to an
/// hlo.reshape of them (nothing when the shape stays). The other operands
/// (shapes, output sizes) only restate the static result type.
template <typename SourceOp>
struct ReshapeConversion : OpConversionPattern<SourceOp> {
  using OpConversionPattern<SourceOp>::OpConversionPattern;
  using OpAdaptor = typename SourceOp::Adaptor;

  LogicalResult
  matchAndRewrite(SourceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type, 1> resultTypes;
    if (failed(matchHloTypes(op, adaptor.getOperands(),
                             *this->getTypeConverter(), rewriter, resultTypes)))
      return failure();
    Value source = adaptor.getOperands().front();
    if (source.getType() == resultTypes[0])
      rewriter.replaceOp(op, source);
    else
      rewriter.replaceOpWithNewOp<hlo::ReshapeOp>(op, resultTypes[0], source);
    return success();
  }
};

struct ConcatOpConversion : OpConversionPattern<tensor::ConcatOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(tensor::ConcatOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type, 1> resultTypes;
    if (failed(matchHloTypes(op, adaptor.getOperands(), *getTypeConverter(),
                             rewriter, resultTypes)))
      return failure();
    if (adaptor.getInputs().size() == 1)
      rewriter.replaceOp(op, adaptor.getInputs().front());
    else
      rewriter.replaceOpWithNewOp<hlo::ConcatenateOp>(
          op, resultTypes[0], adaptor.getInputs(), op.getDim());
    return success();
  }
};

} // namespace

void tensor_to_hlo::populateReshapePatternsAndLegality(
    TypeConverter &typeConverter, RewritePatternSet &patterns,
    HloConversionTarget &target) {
  patterns
      .add<ReshapeConversion<tensor::ExpandShapeOp>,
           ReshapeConversion<tensor::CollapseShapeOp>,
           ReshapeConversion<tensor::ReshapeOp>,
           ReshapeConversion<tensor::CastOp>, ConcatOpConversion,
           HloElementwiseConversion<tensor::BitcastOp, hlo::BitcastConvertOp>>(
          typeConverter, patterns.getContext());
  target.addConvertedOps<tensor::ExpandShapeOp, tensor::CollapseShapeOp,
                         tensor::ReshapeOp, tensor::CastOp, tensor::ConcatOp,
                         tensor::BitcastOp>();
}
