//===- ScaledDot.cpp - scaled_dot expanded into hlo ops -------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the step convert-hlo-to-linalg runs before its
// conversion that expands scaled_dot into the hlo ops the conversion lowers,
// as XLA's ScaledDotRewriter does and the interpreter computes it
// (ScaledDotKernel.cpp): each operand with a scale of its rank is converted,
// with its scale, to the dequantized type (bf16 when both are narrower than
// 16 bits, their type when equal, f32 when equally wide, else the wider),
// multiplied by the scale repeated over its blocks (a broadcast to
// [s0, b0, s1, b1, ...] reshaped to the operand's shape), and the products
// go into a dot with the op's dimension numbers and result type. A scalar
// scale leaves its operand as it is. The forms the interpreter refuses (a
// dequantized type other than bf16, f16, f32 or f64; pred or complex
// operands; a scale of another rank) are refused here, at the op.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "xhlo/Dialect/Hlo/IR/HloDialect.h"
#include "xhlo/Dialect/Hlo/IR/HloOps.h"

#include "mlir/IR/BuiltinOps.h"

using namespace mlir;
using namespace xhlo;
using namespace xhlo::hlo_to_linalg;

/// XLA's GetTargetType (scaled_dot_rewriter.cc), as the interpreter's
/// getDequantizedType.
static Type getDequantizedType(Type operand, Type scale) {
  unsigned operandBits = hlo::getXlaBitWidth(operand);
  unsigned scaleBits = hlo::getXlaBitWidth(scale);
  if (operandBits < 16 && scaleBits < 16)
    return BFloat16Type::get(operand.getContext());
  if (operand == scale)
    return operand;
  if (operandBits == scaleBits)
    return Float32Type::get(operand.getContext());
  return operandBits > scaleBits ? operand : scale;
}

/// `operand` times `scale` repeated over its blocks, in the dequantized
/// type; fails, reporting at `op`, for the forms the interpreter refuses.
static FailureOr<Value> dequantize(OpBuilder &b, hlo::ScaledDotOp op,
                                   StringRef side, Value operand, Value scale) {
  auto type = cast<RankedTensorType>(operand.getType());
  auto scaleType = cast<RankedTensorType>(scale.getType());
  if (scaleType.getRank() == 0)
    return operand;
  if (scaleType.getRank() != type.getRank())
    return refuse(op, side + "_scale must have the rank of " + side +
                          " (as the interpreter requires)");
  Type element =
      getDequantizedType(type.getElementType(), scaleType.getElementType());
  auto real = [](Type t) {
    return !hlo::isPredType(t) && !isa<ComplexType>(t);
  };
  if (!real(type.getElementType()) || !real(scaleType.getElementType()) ||
      !(element.isBF16() || element.isF16() || element.isF32() ||
        element.isF64()))
    return refuse(op, side + " and " + side +
                          "_scale are dequantized into bf16, f16, f32 or "
                          "f64 only, as the interpreter does");
  Location loc = op.getLoc();
  auto convert = [&](Value v) -> Value {
    auto t = cast<RankedTensorType>(v.getType());
    if (t.getElementType() == element)
      return v;
    return b.create<hlo::ConvertOp>(loc, t.clone(element), v);
  };
  Value x = convert(operand), s = convert(scale);
  // The scale repeated over blocks of operand size / scale size.
  ArrayRef<int64_t> shape = type.getShape();
  ArrayRef<int64_t> scaleShape = scaleType.getShape();
  SmallVector<int64_t> interleaved, dims;
  bool repeated = false;
  for (int64_t d = 0; d < type.getRank(); ++d) {
    int64_t block = scaleShape[d] == 0 ? 1 : shape[d] / scaleShape[d];
    repeated |= block != 1;
    dims.push_back(int64_t(interleaved.size()));
    interleaved.push_back(scaleShape[d]);
    interleaved.push_back(block);
  }
  if (repeated) {
    s = b.create<hlo::BroadcastOp>(loc,
                                   RankedTensorType::get(interleaved, element),
                                   s, b.getDenseI64ArrayAttr(dims));
    s = b.create<hlo::ReshapeOp>(loc, type.clone(element), s);
  }
  return Value(b.create<hlo::MultiplyOp>(loc, x.getType(), x, s));
}

LogicalResult hlo_to_linalg::expandScaledDots(ModuleOp module) {
  SmallVector<hlo::ScaledDotOp> ops;
  module.walk([&](hlo::ScaledDotOp op) { ops.push_back(op); });
  bool failedAny = false;
  for (hlo::ScaledDotOp op : ops) {
    OpBuilder b(op);
    FailureOr<Value> lhs =
        dequantize(b, op, "lhs", op.getLhs(), op.getLhsScale());
    FailureOr<Value> rhs =
        dequantize(b, op, "rhs", op.getRhs(), op.getRhsScale());
    if (failed(lhs) || failed(rhs)) {
      failedAny = true;
      continue;
    }
    // The dot's precision entries are the first two (one per dot operand,
    // as XLA creates them; the parser's four add the scales').
    ArrayAttr precision = op.getPrecisionConfigAttr();
    if (precision && precision.size() > 2)
      precision = b.getArrayAttr(precision.getValue().take_front(2));
    Value dot =
        b.create<hlo::DotOp>(op.getLoc(), op.getType(), *lhs, *rhs,
                             op.getDotDimensionNumbersAttr(), precision);
    op.getResult().replaceAllUsesWith(dot);
    op.erase();
  }
  return failure(failedAny);
}
