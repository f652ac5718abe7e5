//===- Sort.cpp - hlo sort and topk to loops on tensors -------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file lowers hlo.sort and hlo.topk to a bottom-up merge sort: scf.for
// loops on tensors (tensor.extract and tensor.insert, which bufferization
// turns into loads and stores in place). The operands are seen as
// [outer, length, inner] (the sort dimension in the middle); each pass of
// width w = 1, 2, 4, ... < length merges neighbouring sorted runs of w
// elements into runs of 2w, reading the previous pass's tensors and writing
// new ones: ceil(log2(length)) passes of O(length) each, unrolled at compile
// time (the length is static), so no tensor is carried from one pass to the
// next. A merge takes the right run's element only when it goes strictly
// before the left one's, so the sort is stable (which serves is_stable and
// its absence, as the interpreter's std::stable_sort).
//
// sort's comparator region becomes scalar code (ScalarBodies.cpp) called
// with (lhs0, rhs0, lhs1, rhs1, ...). topk sorts each row of its operand
// with its indices (an iota) by a key in the total order of the interpreter
// (floats by their sign-magnitude bits, so NaNs sort beyond the infinities;
// integers signed or unsigned by their type) and keeps the first k.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "xhlo/Dialect/Hlo/IR/HloOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace xhlo;
using namespace xhlo::hlo_to_linalg;

/// Whether `lhs` goes strictly before `rhs` (one scalar per sorted tensor
/// each), as an i1; fails when the comparator has no scalar code.
using LessBuilder = llvm::function_ref<FailureOr<Value>(
    OpBuilder &, Location, ValueRange lhs, ValueRange rhs)>;

/// `inputs` (all [outer, length, inner], signless) sorted together along
/// their middle dimension by `less`, stably.
static FailureOr<SmallVector<Value>> buildMergeSort(OpBuilder &builder,
                                                    Location loc,
                                                    ValueRange inputs,
                                                    LessBuilder less) {
  auto type = cast<RankedTensorType>(inputs.front().getType());
  int64_t outer = type.getDimSize(0), length = type.getDimSize(1),
          inner = type.getDimSize(2);
  auto c = [&](OpBuilder &b, Location l, int64_t v) -> Value {
    return b.create<arith::ConstantIndexOp>(l, v);
  };
  SmallVector<Value> sources(inputs);
  bool failedLess = false;
  for (int64_t width = 1; width < length; width *= 2) {
    SmallVector<Value> empties;
    for (Value source : sources)
      empties.push_back(
          buildEmpty(builder, loc, cast<RankedTensorType>(source.getType())));
    // Loops over the rows (outer, inner) and the pairs of runs.
    int64_t pairs = (length + 2 * width - 1) / (2 * width);
    SmallVector<Value> merged = buildLoopNest(
        builder, loc, {outer, inner, pairs}, empties,
        [&](OpBuilder &b, Location l, ValueRange ivs, ValueRange dsts) {
          Value o = ivs[0], i = ivs[1];
          Value start = b.create<arith::MulIOp>(l, ivs[2], c(b, l, 2 * width));
          Value mid = b.create<arith::MinSIOp>(
              l, b.create<arith::AddIOp>(l, start, c(b, l, width)),
              c(b, l, length));
          Value end = b.create<arith::MinSIOp>(
              l, b.create<arith::AddIOp>(l, start, c(b, l, 2 * width)),
              c(b, l, length));
          // Positions k of the merged run, carrying the next unread
          // element of each run.
          SmallVector<Value> init{start, mid};
          llvm::append_range(init, dsts);
          auto loop = b.create<scf::ForOp>(
              l, start, end, c(b, l, 1), init,
              [&](OpBuilder &fb, Location fl, Value k, ValueRange args) {
                Value left = args[0], right = args[1];
                ValueRange outs = args.drop_front(2);
                // Both reads stay in bounds (a run that is used up is read
                // at its last element and not taken).
                Value last = c(fb, fl, length - 1);
                Value leftAt = fb.create<arith::MinSIOp>(fl, left, last);
                Value rightAt = fb.create<arith::MinSIOp>(fl, right, last);
                SmallVector<Value> lhs, rhs;
                for (Value source : sources) {
                  lhs.push_back(fb.create<tensor::ExtractOp>(
                      fl, source, ValueRange{o, leftAt, i}));
                  rhs.push_back(fb.create<tensor::ExtractOp>(
                      fl, source, ValueRange{o, rightAt, i}));
                }
                FailureOr<Value> rightFirst = less(fb, fl, rhs, lhs);
                if (failed(rightFirst)) {
                  failedLess = true;
                  rightFirst = Value(fb.create<arith::ConstantIntOp>(fl, 0, 1));
                }
                Value leftDone = fb.create<arith::CmpIOp>(
                    fl, arith::CmpIPredicate::sge, left, mid);
                Value rightLeft = fb.create<arith::CmpIOp>(
                    fl, arith::CmpIPredicate::slt, right, end);
                Value takeRight = fb.create<arith::AndIOp>(
                    fl, rightLeft,
                    fb.create<arith::OrIOp>(fl, leftDone, *rightFirst));
                SmallVector<Value> yielded;
                Value one = c(fb, fl, 1), zero = c(fb, fl, 0);
                Value step =
                    fb.create<arith::SelectOp>(fl, takeRight, one, zero);
                Value stay =
                    fb.create<arith::SelectOp>(fl, takeRight, zero, one);
                yielded.push_back(fb.create<arith::AddIOp>(fl, left, stay));
                yielded.push_back(fb.create<arith::AddIOp>(fl, right, step));
                for (auto [n, out] : llvm::enumerate(outs)) {
                  Value value =
                      fb.create<arith::SelectOp>(fl, takeRight, rhs[n], lhs[n]);
                  yielded.push_back(fb.create<tensor::InsertOp>(
                      fl, value, out, ValueRange{o, k, i}));
                }
                fb.create<scf::YieldOp>(fl, yielded);
              });
          return SmallVector<Value>(loop.getResults().drop_front(2));
        });
    if (failedLess)
      return failure();
    sources = merged;
  }
  return sources;
}

namespace {

//===----------------------------------------------------------------------===//
// sort
//===----------------------------------------------------------------------===//

struct SortLowering : OpConversionPattern<hlo::SortOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::SortOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (failed(checkOperandsAndResults(op)) ||
        failed(checkScalarRegion(op, op.getComparator())))
      return failure();
    auto type = cast<RankedTensorType>(adaptor.getOperands()[0].getType());
    int64_t rank = type.getRank();
    int64_t dim = op.getDimension();
    if (dim < 0)
      dim += rank;
    ArrayRef<int64_t> shape = type.getShape();
    int64_t outer = 1, inner = 1;
    for (int64_t d = 0; d < dim; ++d)
      outer *= shape[d];
    for (int64_t d = dim + 1; d < rank; ++d)
      inner *= shape[d];
    Location loc = op.getLoc();
    SmallVector<Value> inputs;
    for (Value operand : adaptor.getOperands())
      inputs.push_back(
          buildReshape(rewriter, loc, operand, {outer, shape[dim], inner}));
    FailureOr<SmallVector<Value>> sorted =
        buildMergeSort(rewriter, loc, inputs,
                       [&](OpBuilder &b, Location l, ValueRange lhs,
                           ValueRange rhs) -> FailureOr<Value> {
                         SmallVector<Value> args;
                         for (auto [x, y] : llvm::zip(lhs, rhs)) {
                           args.push_back(x);
                           args.push_back(y);
                         }
                         FailureOr<SmallVector<Value>> values =
                             buildScalarRegion(b, op.getComparator(), args);
                         if (failed(values))
                           return failure();
                         return values->front();
                       });
    if (failed(sorted))
      return failure();
    SmallVector<Value> results;
    for (Value value : *sorted)
      results.push_back(buildReshape(rewriter, loc, value, shape));
    rewriter.replaceOp(op, results);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// topk
//===----------------------------------------------------------------------===//

/// The key of the signless scalar `value` of the hlo element type
/// `element` in the order topk sorts by, and whether keys compare unsigned:
/// a float's bits with the magnitude flipped when negative (total order),
/// an integer itself.
static std::pair<Value, bool> buildTopKKey(OpBuilder &b, Location l,
                                           Type element, Value value) {
  // A small float by its f32 value (the interpreter's computed value).
  if (getSmallFloatPrimitive(element)) {
    value = buildLoad(b, l, element, value);
    element = value.getType();
  }
  if (auto floatType = dyn_cast<FloatType>(element)) {
    unsigned width = floatType.getWidth();
    Type bitsType = b.getIntegerType(width);
    Value bits = b.create<arith::BitcastOp>(l, bitsType, value);
    Value zero = b.create<arith::ConstantIntOp>(l, 0, bitsType);
    Value magnitude = b.create<arith::ConstantOp>(
        l, b.getIntegerAttr(bitsType, APInt::getSignedMaxValue(width)));
    Value negative =
        b.create<arith::CmpIOp>(l, arith::CmpIPredicate::slt, bits, zero);
    Value flipped = b.create<arith::XOrIOp>(l, bits, magnitude);
    return {b.create<arith::SelectOp>(l, negative, flipped, bits), false};
  }
  // pred (i1) and the unsigned integers compare unsigned.
  return {value, element.isUnsignedInteger() || element.isInteger(1)};
}

struct TopKLowering : OpConversionPattern<hlo::TopKOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::TopKOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (failed(checkOperandsAndResults(op)))
      return failure();
    auto type = cast<RankedTensorType>(adaptor.getOperand().getType());
    Type element = getElementTypeOrSelf(op.getOperand().getType());
    ArrayRef<int64_t> shape = type.getShape();
    int64_t length = shape.back();
    int64_t rows = 1;
    for (int64_t size : shape.drop_back())
      rows *= size;
    int64_t k = op.getK();
    bool largest = op.getLargest();
    Location loc = op.getLoc();
    auto rowsType =
        RankedTensorType::get({rows, length, 1}, type.getElementType());
    Value values =
        buildReshape(rewriter, loc, adaptor.getOperand(), rowsType.getShape());
    auto indexType = rowsType.clone(rewriter.getI32Type());
    Value indices =
        rewriter
            .create<linalg::GenericOp>(
                loc, TypeRange{indexType}, ValueRange{},
                ValueRange{buildEmpty(rewriter, loc, indexType)},
                SmallVector<AffineMap>{rewriter.getMultiDimIdentityMap(3)},
                SmallVector<utils::IteratorType>(3,
                                                 utils::IteratorType::parallel),
                [&](OpBuilder &b, Location l, ValueRange) {
                  Value index = b.create<linalg::IndexOp>(l, 1);
                  b.create<linalg::YieldOp>(
                      l, ValueRange{b.create<arith::IndexCastOp>(
                             l, b.getI32Type(), index)});
                })
            .getResult(0);
    FailureOr<SmallVector<Value>> sorted = buildMergeSort(
        rewriter, loc, ValueRange{values, indices},
        [&](OpBuilder &b, Location l, ValueRange lhs,
            ValueRange rhs) -> FailureOr<Value> {
          auto [x, isUnsigned] = buildTopKKey(b, l, element, lhs[0]);
          Value y = buildTopKKey(b, l, element, rhs[0]).first;
          arith::CmpIPredicate predicate =
              largest ? (isUnsigned ? arith::CmpIPredicate::ugt
                                    : arith::CmpIPredicate::sgt)
                      : (isUnsigned ? arith::CmpIPredicate::ult
                                    : arith::CmpIPredicate::slt);
          return b.create<arith::CmpIOp>(l, predicate, x, y).getResult();
        });
    if (failed(sorted))
      return failure();
    SmallVector<Value> results;
    for (Value value : *sorted) {
      auto sortedType = cast<RankedTensorType>(value.getType());
      auto firstType =
          RankedTensorType::get({rows, k, 1}, sortedType.getElementType());
      Value first = rewriter.create<tensor::ExtractSliceOp>(
          loc, firstType, value, ValueRange{}, ValueRange{}, ValueRange{},
          SmallVector<int64_t>{0, 0, 0}, SmallVector<int64_t>{rows, k, 1},
          SmallVector<int64_t>{1, 1, 1});
      SmallVector<int64_t> resultShape(shape);
      resultShape.back() = k;
      results.push_back(buildReshape(rewriter, loc, first, resultShape));
    }
    rewriter.replaceOp(op, results);
    return success();
  }
};

} // namespace

bool hlo_to_linalg::isSortLowered(Operation *op) {
  return isa<hlo::SortOp, hlo::TopKOp>(op);
}

void hlo_to_linalg::populateSortPatternsAndLegality(
    TypeConverter &typeConverter, RewritePatternSet &patterns,
    ConversionTarget &target) {
  patterns.add<SortLowering, TopKLowering>(typeConverter,
                                           patterns.getContext());
  target.addLegalDialect<arith::ArithDialect, linalg::LinalgDialect,
                         scf::SCFDialect, tensor::TensorDialect>();
}
