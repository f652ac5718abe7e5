//===- BatchNorm.cpp - Batch normalization expanded into hlo ops ----------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the step convert-hlo-to-linalg runs before its
// conversion that expands batch_norm_inference, batch_norm_training and
// batch_norm_grad into the hlo ops the conversion lowers (reduce,
// broadcast, elementwise arithmetic), as XLA's BatchNormExpander does, with
// the interpreter's formulas and order of operations (ContractionKernels.cpp):
//   inference: y = (x - mean) / sqrt(var + eps) * scale + offset
//   training:  mean = sum(x) / n, var = sum(x * x) / n - mean * mean, then y
//   grad:      dx = scale * rstd / n * (n * dy - sum(dy) - (x - mean) *
//              sum(dy * (x - mean)) / (var + eps)), rstd = 1 / sqrt(var + eps),
//              dscale = sum(dy * (x - mean)) * rstd, doffset = sum(dy)
// with n the elements per feature and sums in row-major order. Floats
// narrower than f32 (the floats of at most 8 bits too) compute in f32 and
// round once at the end, as the kernels do (through f16 where XLA computes
// the format in f16).
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "xhlo/AotRuntime/SmallFloatMath.h"
#include "xhlo/Dialect/Hlo/IR/HloOps.h"

#include "mlir/IR/BuiltinOps.h"

using namespace mlir;
using namespace xhlo;
using namespace xhlo::hlo_to_linalg;

namespace {

/// Builds the expansion of one batch-norm op at its place.
struct Expander {
  OpBuilder &b;
  Location loc;
  RankedTensorType xType;    ///< the operand's type, in the compute type
  RankedTensorType featType; ///< [features], in the compute type
  int64_t featureIndex;
  FloatType compute;

  Value splat(RankedTensorType type, double value) {
    return b.create<hlo::ConstantOp>(
        loc, DenseElementsAttr::get(type, b.getFloatAttr(compute, value)));
  }
  Value widen(Value v) {
    auto type = cast<RankedTensorType>(v.getType());
    if (type.getElementType() == compute)
      return v;
    return b.create<hlo::ConvertOp>(
        loc, RankedTensorType::get(type.getShape(), compute), v);
  }
  Value narrow(Value v, Type element) {
    auto type = cast<RankedTensorType>(v.getType());
    if (type.getElementType() == element)
      return v;
    // A small float that XLA computes in f16 rounds through f16 (what the
    // interpreter's codec stores), whatever its convert from f32 does.
    std::optional<int32_t> primitive = getSmallFloatPrimitive(element);
    if (primitive && (small_float::getViaF16(*primitive) & kResultsViaF16))
      v = b.create<hlo::ConvertOp>(
          loc, RankedTensorType::get(type.getShape(), b.getF16Type()), v);
    return b.create<hlo::ConvertOp>(
        loc, RankedTensorType::get(type.getShape(), element), v);
  }
  Value bcast(Value feature) {
    return b.create<hlo::BroadcastOp>(loc, xType, feature,
                                      b.getDenseI64ArrayAttr({featureIndex}));
  }
  template <typename OpTy> Value op(Value x, Value y) {
    return b.create<OpTy>(loc, x.getType(), x, y);
  }
  /// The sum over every dimension but the feature one, in row-major order.
  Value sumPerFeature(Value x) {
    SmallVector<int64_t> dims;
    for (int64_t d = 0; d < xType.getRank(); ++d)
      if (d != featureIndex)
        dims.push_back(d);
    auto scalar = RankedTensorType::get({}, compute);
    Value zero = splat(scalar, 0);
    auto reduce =
        b.create<hlo::ReduceOp>(loc, TypeRange{featType}, ValueRange{x},
                                ValueRange{zero}, b.getDenseI64ArrayAttr(dims));
    Block *block = b.createBlock(&reduce.getToApply());
    Value acc = block->addArgument(scalar, loc);
    Value element = block->addArgument(scalar, loc);
    Value sum = b.create<hlo::AddOp>(loc, scalar, acc, element);
    b.create<hlo::ReturnOp>(loc, ValueRange{sum});
    b.setInsertionPointAfter(reduce);
    return reduce.getResult(0);
  }
  /// (x - mean) / sqrt(var + eps) * scale + offset, per feature broadcast.
  Value normalize(Value x, Value scale, Value offset, Value mean, Value var,
                  double epsilon) {
    Value root = b.create<hlo::SqrtOp>(
        loc, featType, op<hlo::AddOp>(var, splat(featType, epsilon)));
    Value centered = op<hlo::SubtractOp>(x, bcast(mean));
    Value scaled = op<hlo::MultiplyOp>(op<hlo::DivideOp>(centered, bcast(root)),
                                       bcast(scale));
    return op<hlo::AddOp>(scaled, bcast(offset));
  }
};

} // namespace

template <typename OpTy>
static std::optional<Expander> makeExpander(OpBuilder &b, OpTy op) {
  auto type = dyn_cast<RankedTensorType>(op.getOperand().getType());
  if (!type || !type.hasStaticShape())
    return std::nullopt;
  int64_t featureIndex = op.getFeatureIndex();
  if (featureIndex < 0 || featureIndex >= type.getRank())
    return std::nullopt;
  // f16, bf16 and the floats of at most 8 bits compute in f32.
  Type element = type.getElementType();
  auto floatType = dyn_cast<FloatType>(element);
  bool small = getSmallFloatPrimitive(element).has_value();
  if ((!floatType && !small) || !isSupportedElementType(element))
    return std::nullopt;
  FloatType compute =
      small || floatType.getWidth() < 32 ? b.getF32Type() : floatType;
  return Expander{
      b,
      op.getLoc(),
      RankedTensorType::get(type.getShape(), compute),
      RankedTensorType::get({type.getDimSize(featureIndex)}, compute),
      featureIndex,
      compute};
}

void hlo_to_linalg::expandBatchNorms(ModuleOp module) {
  SmallVector<Operation *> ops;
  module.walk([&](Operation *op) {
    if (isa<hlo::BatchNormInferenceOp, hlo::BatchNormTrainingOp,
            hlo::BatchNormGradOp>(op))
      ops.push_back(op);
  });
  for (Operation *operation : ops) {
    OpBuilder b(operation);
    Type element = getElementTypeOrSelf(operation->getOperand(0).getType());
    SmallVector<Value> results;
    if (auto op = dyn_cast<hlo::BatchNormInferenceOp>(operation)) {
      std::optional<Expander> e = makeExpander(b, op);
      if (!e)
        continue; // Refused by the conversion.
      double eps = op.getEpsilon().convertToFloat();
      results.push_back(e->narrow(
          e->normalize(e->widen(op.getOperand()), e->widen(op.getScale()),
                       e->widen(op.getOffset()), e->widen(op.getMean()),
                       e->widen(op.getVariance()), eps),
          element));
    } else if (auto op = dyn_cast<hlo::BatchNormTrainingOp>(operation)) {
      std::optional<Expander> e = makeExpander(b, op);
      if (!e)
        continue;
      double eps = op.getEpsilon().convertToFloat();
      Value x = e->widen(op.getOperand());
      double count = double(e->xType.getNumElements()) /
                     double(std::max<int64_t>(1, e->featType.getDimSize(0)));
      Value n = e->splat(e->featType, count);
      Value mean = e->op<hlo::DivideOp>(e->sumPerFeature(x), n);
      Value squares = e->sumPerFeature(e->op<hlo::MultiplyOp>(x, x));
      Value var = e->op<hlo::SubtractOp>(e->op<hlo::DivideOp>(squares, n),
                                         e->op<hlo::MultiplyOp>(mean, mean));
      Value y = e->normalize(x, e->widen(op.getScale()),
                             e->widen(op.getOffset()), mean, var, eps);
      results = {e->narrow(y, element), e->narrow(mean, element),
                 e->narrow(var, element)};
    } else {
      auto grad = cast<hlo::BatchNormGradOp>(operation);
      std::optional<Expander> e = makeExpander(b, grad);
      if (!e)
        continue;
      double eps = grad.getEpsilon().convertToFloat();
      Value x = e->widen(grad.getOperand());
      Value scale = e->widen(grad.getScale());
      Value mean = e->widen(grad.getMean());
      Value var = e->widen(grad.getVariance());
      Value dy = e->widen(grad.getGradOutput());
      double count = double(e->xType.getNumElements()) /
                     double(std::max<int64_t>(1, e->featType.getDimSize(0)));
      Value centered = e->op<hlo::SubtractOp>(x, e->bcast(mean));
      Value sumDy = e->sumPerFeature(dy);
      Value sumDyXc = e->sumPerFeature(e->op<hlo::MultiplyOp>(dy, centered));
      Value varEps = e->op<hlo::AddOp>(var, e->splat(e->featType, eps));
      Value rstd = e->op<hlo::DivideOp>(
          e->splat(e->featType, 1),
          e->b.create<hlo::SqrtOp>(e->loc, e->featType, varEps));
      Value gradScale = e->op<hlo::MultiplyOp>(sumDyXc, rstd);
      // scale * rstd / n * (n * dy - sumDy - (x - mean) * sumDyXc / varEps)
      Value factor = e->op<hlo::DivideOp>(e->op<hlo::MultiplyOp>(scale, rstd),
                                          e->splat(e->featType, count));
      Value ndy = e->op<hlo::MultiplyOp>(e->splat(e->xType, count), dy);
      Value term = e->op<hlo::DivideOp>(
          e->op<hlo::MultiplyOp>(centered, e->bcast(sumDyXc)),
          e->bcast(varEps));
      Value inner = e->op<hlo::SubtractOp>(
          e->op<hlo::SubtractOp>(ndy, e->bcast(sumDy)), term);
      Value dx = e->op<hlo::MultiplyOp>(e->bcast(factor), inner);
      results = {e->narrow(dx, element), e->narrow(gradScale, element),
                 e->narrow(sumDy, element)};
    }
    operation->replaceAllUsesWith(results);
    operation->erase();
  }
}
