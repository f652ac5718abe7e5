//===- Reduction.cpp - hlo reductions to linalg ---------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file lowers the hlo ops with a scalar region: hlo.reduce to
// linalg.reduce, hlo.map to a linalg.generic, and hlo.reduce_window to a
// linalg.generic over the output and window dimensions (the form of
// linalg's pooling ops). The reducer region becomes the scalar body
// (ScalarBodies.cpp), whatever ops it holds, if they are elementwise: a
// single binary op (sum, max, ...) as well as argmax-style joint bodies.
// The inits are filled with the init values; XLA's reducer takes the
// accumulators first, linalg's body the inputs first.
//
// reduce_window with padding or base dilation reads a padded copy of the
// input and combines only the elements that are the operand's (XLA skips
// padding and holes, which differs from combining the init value when that
// is not the reducer's identity): the body tests the position from
// linalg.index.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "xhlo/Dialect/Hlo/IR/HloAttrs.h"
#include "xhlo/Dialect/Hlo/IR/HloOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace xhlo;
using namespace xhlo::hlo_to_linalg;

/// A tensor of `type` filled with the 0-d tensor `value`.
static Value buildFilledWith(OpBuilder &builder, Location loc,
                             RankedTensorType type, Value value) {
  Value scalar = builder.create<tensor::ExtractOp>(loc, value, ValueRange{});
  return buildFilled(builder, loc, type, scalar);
}

LogicalResult hlo_to_linalg::checkScalarRegion(Operation *op, Region &region) {
  for (Operation &nested : region.front().without_terminator()) {
    if (isa<hlo::ConstantOp>(nested))
      continue;
    // A bitcast_convert between widths changes the shape: not scalar code.
    auto bitcast = dyn_cast<hlo::BitcastConvertOp>(nested);
    if (!isElementwiseLowered(&nested) ||
        (bitcast &&
         cast<ShapedType>(bitcast.getOperand().getType()).getShape() !=
             cast<ShapedType>(bitcast.getType()).getShape()))
      return refuse(op, "its region holds '" + nested.getName().getStringRef() +
                            "', which has no scalar form");
    SmallVector<Type> types(nested.getOperandTypes());
    llvm::append_range(types, nested.getResultTypes());
    for (Type type : types)
      if (!isSupportedElementType(getElementTypeOrSelf(type)))
        return refuse(op, "its region computes on an element type the "
                          "lowering does not support yet");
  }
  return success();
}

namespace {

//===----------------------------------------------------------------------===//
// reduce
//===----------------------------------------------------------------------===//

struct ReduceLowering : OpConversionPattern<hlo::ReduceOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::ReduceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (failed(checkOperandsAndResults(op)) ||
        failed(checkScalarRegion(op, op.getToApply())))
      return failure();
    Location loc = op.getLoc();
    SmallVector<Value> inits;
    for (auto [result, init] :
         llvm::zip(op.getResults(), adaptor.getInitValues()))
      inits.push_back(buildFilledWith(
          rewriter, loc, toSignless(cast<RankedTensorType>(result.getType())),
          init));
    size_t n = inits.size();
    // linalg.reduce wants its dimensions in increasing order; the result's
    // are the others either way.
    SmallVector<int64_t> dimensions(op.getDimensions());
    llvm::sort(dimensions);
    bool failedBody = false;
    auto reduce = rewriter.create<linalg::ReduceOp>(
        loc, adaptor.getInputs(), inits, dimensions,
        [&](OpBuilder &b, Location l, ValueRange args) {
          // hlo's reducer takes (accumulators..., elements...).
          SmallVector<Value> hloArgs(args.drop_front(n));
          llvm::append_range(hloArgs, args.take_front(n));
          FailureOr<SmallVector<Value>> values =
              buildScalarRegion(b, op.getToApply(), hloArgs);
          if (failed(values)) {
            failedBody = true;
            b.create<linalg::YieldOp>(l, args.drop_front(n));
            return;
          }
          b.create<linalg::YieldOp>(l, *values);
        });
    if (failedBody) {
      rewriter.eraseOp(reduce);
      return failure();
    }
    rewriter.replaceOp(op, reduce.getResults());
    return success();
  }
};

//===----------------------------------------------------------------------===//
// reduce_window
//===----------------------------------------------------------------------===//

struct ReduceWindowLowering : OpConversionPattern<hlo::ReduceWindowOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::ReduceWindowOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (failed(checkOperandsAndResults(op)) ||
        failed(checkScalarRegion(op, op.getToApply())))
      return failure();
    Location loc = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    hlo::WindowAttr window = op.getWindow();
    auto inputType = cast<RankedTensorType>(adaptor.getInputs()[0].getType());
    int64_t rank = inputType.getRank();
    size_t n = adaptor.getInputs().size();

    // The padded, base-dilated shape, whether any position of it is not
    // the operand's, and whether negative padding cuts the operand.
    bool masked = false, cut = false;
    SmallVector<int64_t> padded, grown, cutLow;
    for (int64_t d = 0; d < rank; ++d) {
      int64_t size = inputType.getDimSize(d);
      int64_t dilation = window.getLhsDilateAt(d);
      int64_t low = window.getPadLowAt(d), high = window.getPadHighAt(d);
      int64_t dilated = size == 0 ? 0 : (size - 1) * dilation + 1;
      masked |= low > 0 || high > 0 || (dilation != 1 && size > 1);
      cut |= low < 0 || high < 0;
      padded.push_back(low + high + dilated);
      // Padded with the positive paddings only, then cut by the negative
      // ones.
      grown.push_back(std::max<int64_t>(low, 0) + std::max<int64_t>(high, 0) +
                      dilated);
      cutLow.push_back(std::max<int64_t>(-low, 0));
    }
    // The inputs, padded with their init values where needed (the body
    // skips those positions) and cut where the padding is negative.
    SmallVector<Value> inputs;
    for (auto [input, init] :
         llvm::zip(adaptor.getInputs(), adaptor.getInitValues())) {
      if (!masked && !cut) {
        inputs.push_back(input);
        continue;
      }
      auto type = cast<RankedTensorType>(input.getType());
      // Without positive padding or holes, grown is the operand's shape.
      Value result = input;
      if (masked) {
        auto grownType = RankedTensorType::get(grown, type.getElementType());
        result = buildFilledWith(rewriter, loc, grownType, init);
        SmallVector<int64_t> offsets, strides;
        for (int64_t d = 0; d < rank; ++d) {
          offsets.push_back(std::max<int64_t>(window.getPadLowAt(d), 0));
          strides.push_back(window.getLhsDilateAt(d));
        }
        if (type.getNumElements() != 0)
          result = rewriter.create<tensor::InsertSliceOp>(
              loc, input, result, ValueRange{}, ValueRange{}, ValueRange{},
              offsets, type.getShape(), strides);
      }
      if (cut)
        result = rewriter.create<tensor::ExtractSliceOp>(
            loc, RankedTensorType::get(padded, type.getElementType()), result,
            ValueRange{}, ValueRange{}, ValueRange{}, cutLow, padded,
            SmallVector<int64_t>(rank, 1));
      inputs.push_back(result);
    }

    // Loops (outputs..., window...): the input at out * stride + w *
    // window dilation; a window-shaped operand gives the window loops their
    // sizes, as in linalg's pooling ops.
    SmallVector<int64_t> windowShape(window.getSize());
    SmallVector<AffineExpr> inputExprs, windowExprs, outputExprs;
    for (int64_t d = 0; d < rank; ++d) {
      AffineExpr out = getAffineDimExpr(d, ctx);
      AffineExpr w = getAffineDimExpr(rank + d, ctx);
      inputExprs.push_back(out * window.getStrideAt(d) +
                           w * window.getRhsDilateAt(d));
      windowExprs.push_back(w);
      outputExprs.push_back(out);
    }
    SmallVector<AffineMap> maps(n,
                                AffineMap::get(2 * rank, 0, inputExprs, ctx));
    maps.push_back(AffineMap::get(2 * rank, 0, windowExprs, ctx));
    maps.append(n, AffineMap::get(2 * rank, 0, outputExprs, ctx));
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);
    iterators.append(rank, utils::IteratorType::reduction);

    SmallVector<Value> ins(inputs);
    ins.push_back(
        buildEmpty(rewriter, loc,
                   RankedTensorType::get(windowShape, rewriter.getI1Type())));
    SmallVector<Value> outs;
    SmallVector<Type> resultTypes;
    for (auto [result, init] :
         llvm::zip(op.getResults(), adaptor.getInitValues())) {
      auto type = toSignless(cast<RankedTensorType>(result.getType()));
      resultTypes.push_back(type);
      outs.push_back(buildFilledWith(rewriter, loc, type, init));
    }
    bool failedBody = false;
    auto generic = rewriter.create<linalg::GenericOp>(
        loc, resultTypes, ins, outs, maps, iterators,
        [&](OpBuilder &b, Location l, ValueRange args) {
          ValueRange elements = args.take_front(n);
          ValueRange accumulators = args.drop_front(n + 1);
          SmallVector<Value> hloArgs(accumulators);
          llvm::append_range(hloArgs, elements);
          FailureOr<SmallVector<Value>> values =
              buildScalarRegion(b, op.getToApply(), hloArgs);
          if (failed(values)) {
            failedBody = true;
            b.create<linalg::YieldOp>(l, accumulators);
            return;
          }
          SmallVector<Value> yielded(*values);
          if (masked) {
            // Only positions holding an operand element count: in the
            // padded input, p - low in [0, extent) and a multiple of the
            // base dilation.
            Value valid;
            for (int64_t d = 0; d < rank; ++d) {
              int64_t low = window.getPadLowAt(d);
              int64_t dilation = window.getLhsDilateAt(d);
              int64_t extent = padded[d] - low - window.getPadHighAt(d);
              Value out = b.create<linalg::IndexOp>(l, d);
              Value w = b.create<linalg::IndexOp>(l, rank + d);
              auto c = [&](int64_t v) -> Value {
                return b.create<arith::ConstantIndexOp>(l, v);
              };
              Value p = b.create<arith::AddIOp>(
                  l, b.create<arith::MulIOp>(l, out, c(window.getStrideAt(d))),
                  b.create<arith::MulIOp>(l, w, c(window.getRhsDilateAt(d))));
              Value q = b.create<arith::SubIOp>(l, p, c(low));
              Value ok = b.create<arith::AndIOp>(
                  l,
                  b.create<arith::CmpIOp>(l, arith::CmpIPredicate::sge, q,
                                          c(0)),
                  b.create<arith::CmpIOp>(l, arith::CmpIPredicate::slt, q,
                                          c(extent)));
              if (dilation != 1) {
                Value rem = b.create<arith::RemSIOp>(l, q, c(dilation));
                ok = b.create<arith::AndIOp>(
                    l, ok,
                    b.create<arith::CmpIOp>(l, arith::CmpIPredicate::eq, rem,
                                            c(0)));
              }
              valid = valid ? b.create<arith::AndIOp>(l, valid, ok).getResult()
                            : ok;
            }
            for (size_t k = 0; k < yielded.size(); ++k)
              yielded[k] = b.create<arith::SelectOp>(l, valid, yielded[k],
                                                     accumulators[k]);
          }
          b.create<linalg::YieldOp>(l, yielded);
        });
    if (failedBody) {
      rewriter.eraseOp(generic);
      return failure();
    }
    rewriter.replaceOp(op, generic.getResults());
    return success();
  }
};

//===----------------------------------------------------------------------===//
// map
//===----------------------------------------------------------------------===//

struct MapLowering : OpConversionPattern<hlo::MapOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::MapOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (failed(checkOperandsAndResults(op)) ||
        failed(checkScalarRegion(op, op.getToApply())))
      return failure();
    auto type = toSignless(cast<RankedTensorType>(op.getType()));
    // Over every dimension: the verifier requires dimensions 0..rank-1, as
    // XLA's.
    int64_t rank = type.getRank();
    Location loc = op.getLoc();
    SmallVector<AffineMap> maps(adaptor.getOperands().size() + 1,
                                rewriter.getMultiDimIdentityMap(rank));
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);
    bool failedBody = false;
    auto generic = rewriter.create<linalg::GenericOp>(
        loc, TypeRange{type}, adaptor.getOperands(),
        ValueRange{buildEmpty(rewriter, loc, type)}, maps, iterators,
        [&](OpBuilder &b, Location l, ValueRange args) {
          FailureOr<SmallVector<Value>> values =
              buildScalarRegion(b, op.getToApply(), args.drop_back());
          if (failed(values)) {
            failedBody = true;
            b.create<linalg::YieldOp>(l, args.back());
            return;
          }
          b.create<linalg::YieldOp>(l, *values);
        });
    if (failedBody) {
      rewriter.eraseOp(generic);
      return failure();
    }
    rewriter.replaceOp(op, generic.getResults());
    return success();
  }
};

} // namespace

bool hlo_to_linalg::isReductionLowered(Operation *op) {
  return isa<hlo::ReduceOp, hlo::ReduceWindowOp, hlo::MapOp>(op);
}

void hlo_to_linalg::populateReductionPatternsAndLegality(
    TypeConverter &typeConverter, RewritePatternSet &patterns,
    ConversionTarget &target) {
  patterns.add<ReduceLowering, ReduceWindowLowering, MapLowering>(
      typeConverter, patterns.getContext());
  target.addLegalDialect<arith::ArithDialect, linalg::LinalgDialect,
                         tensor::TensorDialect>();
}
