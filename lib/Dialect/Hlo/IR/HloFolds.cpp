//===- HloFolds.cpp - Folders of elementwise hlo ops ----------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the folders of the elementwise family and of
// get_tuple_element, and convolution's canonicalization pattern. Folders
// make only the rewrites that need no arithmetic: identities as XLA's
// algebraic simplifier applies them (x + 0, x * 1, x & x, negate(negate(x)),
// convert to the same type, select on a constant predicate, ...).
// Constant operands are evaluated by the interpreter's reference kernels
// through the dialect's fold interface (Interpreter/ConstantEvaluator.h),
// not here, so XLA's semantics are written once.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Dialect/Hlo/IR/HloContractionOps.h"
#include "xhlo/Dialect/Hlo/IR/HloControlFlowOps.h"
#include "xhlo/Dialect/Hlo/IR/HloElementwiseOps.h"
#include "xhlo/Dialect/Hlo/IR/HloShapeOps.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/APFloat.h"

using namespace mlir;
using namespace xhlo::hlo;
using llvm::APFloat;
using llvm::APInt;

/// The op's opcode: its name without the `hlo.` prefix.
static StringRef opcodeOf(Operation *op) {
  return op->getName().getStringRef().drop_front(4);
}

/// Whether every element of `attr` equals `value` (as an integer or float).
static bool isSplatOf(Attribute attr, int64_t value) {
  auto dense = dyn_cast_or_null<DenseElementsAttr>(attr);
  if (!dense || !dense.isSplat())
    return false;
  Type element = dense.getElementType();
  if (isa<FloatType>(element))
    return dense.getSplatValue<APFloat>().isExactlyValue(value);
  if (isa<IntegerType>(element)) {
    APInt v = dense.getSplatValue<APInt>();
    return v == APInt(v.getBitWidth(), value, /*isSigned=*/true);
  }
  return false;
}

/// Whether every element of `attr` has all bits set (-1, max, true).
static bool isSplatAllOnes(Attribute attr) {
  auto dense = dyn_cast_or_null<DenseElementsAttr>(attr);
  return dense && dense.isSplat() && isa<IntegerType>(dense.getElementType()) &&
         dense.getSplatValue<APInt>().isAllOnes();
}

//===----------------------------------------------------------------------===//
// Unary and binary folders
//===----------------------------------------------------------------------===//

OpFoldResult xhlo::hlo::foldUnaryElementwiseOp(Operation *op, Attribute) {
  StringRef opcode = opcodeOf(op);
  Value operand = op->getOperand(0);

  // Involutions: negate(negate(x)) and not(not(x)) are x.
  if (opcode == "negate" || opcode == "not")
    if (Operation *producer = operand.getDefiningOp())
      if (producer->getName() == op->getName())
        return producer->getOperand(0);

  return {};
}

OpFoldResult xhlo::hlo::foldBinaryElementwiseOp(Operation *op,
                                                Attribute lhsAttr,
                                                Attribute rhsAttr) {
  StringRef opcode = opcodeOf(op);
  Value lhs = op->getOperand(0), rhs = op->getOperand(1);
  auto resultType = cast<ShapedType>(op->getResult(0).getType());
  Type element = resultType.getElementType();
  bool isInteger = isa<IntegerType>(element);

  // Identities, as XLA's algebraic simplifier applies them.
  if (lhs == rhs && (opcode == "and" || opcode == "or" || opcode == "maximum" ||
                     opcode == "minimum"))
    return lhs;
  if ((opcode == "add" || opcode == "subtract" || opcode == "or" ||
       opcode == "xor" || opcode.starts_with("shift_")) &&
      isSplatOf(rhsAttr, 0))
    return lhs;
  if ((opcode == "multiply" || opcode == "divide") && !isPredType(element) &&
      isSplatOf(rhsAttr, 1))
    return lhs;
  if (opcode == "and" && isSplatAllOnes(rhsAttr))
    return lhs;
  if (isInteger && (opcode == "multiply" || opcode == "and") &&
      isSplatOf(rhsAttr, 0))
    return rhsAttr;
  if (isInteger && opcode == "or" && isSplatAllOnes(rhsAttr))
    return rhsAttr;

  return {};
}

//===----------------------------------------------------------------------===//
// select and convert
//===----------------------------------------------------------------------===//

OpFoldResult SelectOp::fold(FoldAdaptor adaptor) {
  if (getOnTrue() == getOnFalse())
    return getOnTrue();
  auto pred = dyn_cast_or_null<DenseElementsAttr>(adaptor.getPred());
  if (pred && pred.isSplat())
    return pred.getSplatValue<bool>() ? getOnTrue() : getOnFalse();
  return {};
}

OpFoldResult ConvertOp::fold(FoldAdaptor) {
  if (getOperand().getType() == getType())
    return getOperand();
  return {};
}

//===----------------------------------------------------------------------===//
// convolution
//===----------------------------------------------------------------------===//

namespace {

/// convolution(pad(x, +0), w) -> convolution(x, w) with the pad's edges added
/// to the window's padding (XLA's algebraic simplifier folds it the same
/// way). Only when the pad value is a constant +0 (or integer 0), it pads
/// the input's spatial dimensions only, without interior padding, by
/// non-negative amounts, and those dimensions have no base dilation (which
/// the window's padding would interleave with).
struct FoldPadIntoConvolution : OpRewritePattern<ConvolutionOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ConvolutionOp op,
                                PatternRewriter &rewriter) const override {
    auto pad = op.getLhs().getDefiningOp<PadOp>();
    if (!pad)
      return failure();
    DenseElementsAttr value;
    if (!matchPattern(pad.getPaddingValue(), m_Constant(&value)) ||
        !value.isSplat())
      return failure();
    bool zero = isa<FloatType>(value.getElementType())
                    ? value.getSplatValue<APFloat>().isPosZero()
                    : isa<IntegerType>(value.getElementType()) &&
                          value.getSplatValue<APInt>().isZero();
    if (!zero)
      return failure();
    PaddingConfigAttr padding = pad.getPadding();
    ConvDimensionNumbersAttr dims = op.getDimLabels();
    WindowAttr window = op.getWindow();
    ArrayRef<int64_t> spatial = dims.getInputSpatialDimensions();
    int64_t rank = padding.getLow().size();
    for (int64_t d = 0; d < rank; ++d) {
      int64_t low = padding.getLow()[d], high = padding.getHigh()[d];
      if (padding.getInteriorAt(d) != 0 || low < 0 || high < 0)
        return failure();
      const auto *it = llvm::find(spatial, d);
      if (it == spatial.end()) {
        if (low != 0 || high != 0)
          return failure();
        continue;
      }
      if ((low != 0 || high != 0) &&
          window.getLhsDilateAt(it - spatial.begin()) != 1)
        return failure();
    }
    SmallVector<int64_t> stride, padLow, padHigh, lhsDilate, rhsDilate,
        reversal;
    for (unsigned i = 0; i < window.getRank(); ++i) {
      stride.push_back(window.getStrideAt(i));
      padLow.push_back(window.getPadLowAt(i) + padding.getLow()[spatial[i]]);
      padHigh.push_back(window.getPadHighAt(i) + padding.getHigh()[spatial[i]]);
      lhsDilate.push_back(window.getLhsDilateAt(i));
      rhsDilate.push_back(window.getRhsDilateAt(i));
      reversal.push_back(window.getRhsReversalAt(i));
    }
    auto newWindow = WindowAttr::get(op.getContext(), window.getSize(), stride,
                                     padLow, padHigh, lhsDilate, rhsDilate,
                                     window.getRhsReversal().empty()
                                         ? ArrayRef<int64_t>()
                                         : ArrayRef<int64_t>(reversal));
    rewriter.modifyOpInPlace(op, [&] {
      op.getLhsMutable().assign(pad.getOperand());
      op.setWindowAttr(newWindow);
    });
    return success();
  }
};

} // namespace

void ConvolutionOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                                MLIRContext *context) {
  results.add<FoldPadIntoConvolution>(context);
}

//===----------------------------------------------------------------------===//
// get_tuple_element
//===----------------------------------------------------------------------===//

// get_tuple_element(tuple(x0, ..., xn), i) is xi (XLA's algebraic
// simplifier: HandleGetTupleElement).
OpFoldResult GetTupleElementOp::fold(FoldAdaptor) {
  if (auto tuple = getOperand().getDefiningOp<TupleOp>())
    return tuple.getOperand(getIndex());
  return {};
}
