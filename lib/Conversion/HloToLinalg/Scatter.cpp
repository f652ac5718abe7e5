//===- Scatter.cpp - hlo scatter and select_and_scatter to loops ----------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file lowers the two ops that combine values into run-time positions
// of a result: hlo.scatter and hlo.select_and_scatter. Both are scf.for
// nests carrying the result tensors (tensor.extract and tensor.insert, in
// place after bufferization), in XLA's order, so that an update computation
// that is not commutative, or positions hit twice, give the interpreter's
// results:
//
// - scatter: the scatter indices in row-major order, and for each its
//   window in row-major order. A window that does not fit entirely inside
//   the operand is skipped (XLA). The update computation region becomes
//   scalar code (ScalarBodies.cpp) applied to (current values..., update
//   values...). Batching dimensions are supported.
// - select_and_scatter: the source's positions in row-major order; in each
//   window (padding and base-dilation holes take no part) the first valid
//   element is selected and each later one replaces it unless
//   `select(selected, later)` is true; then the result at the selected
//   position becomes `scatter(result, source value)`.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "xhlo/Dialect/Hlo/IR/HloAttrs.h"
#include "xhlo/Dialect/Hlo/IR/HloOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace xhlo;
using namespace xhlo::hlo_to_linalg;

static Value indexConstant(OpBuilder &b, Location l, int64_t v) {
  return b.create<arith::ConstantIndexOp>(l, v);
}

/// The conjunction of `a` (or none) and `b`.
static Value buildAnd(OpBuilder &b, Location l, Value a, Value c) {
  return a ? b.create<arith::AndIOp>(l, a, c).getResult() : c;
}

namespace {

//===----------------------------------------------------------------------===//
// scatter
//===----------------------------------------------------------------------===//

struct ScatterLowering : OpConversionPattern<hlo::ScatterOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::ScatterOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (failed(checkOperandsAndResults(op)) ||
        failed(checkScalarRegion(op, op.getUpdateComputation())))
      return failure();
    hlo::ScatterDimensionNumbersAttr numbers = op.getScatterDimensionNumbers();
    ArrayRef<int64_t> updateWindowDims = numbers.getUpdateWindowDims();
    ArrayRef<int64_t> insertedDims = numbers.getInsertedWindowDims();
    ArrayRef<int64_t> inputBatching = numbers.getInputBatchingDims();
    ArrayRef<int64_t> indicesBatching = numbers.getScatterIndicesBatchingDims();
    ArrayRef<int64_t> toOperandDims = numbers.getScatterDimsToOperandDims();
    int64_t indexVectorDim = numbers.getIndexVectorDim();

    ValueRange inputs = adaptor.getInputs();
    ValueRange updates = adaptor.getUpdates();
    Value indices = adaptor.getScatterIndices();
    auto inputType = cast<RankedTensorType>(inputs.front().getType());
    auto updateType = cast<RankedTensorType>(updates.front().getType());
    auto indicesType = cast<RankedTensorType>(indices.getType());
    bool unsignedIndices =
        getElementTypeOrSelf(op.getScatterIndices().getType())
            .isUnsignedInteger();
    ArrayRef<int64_t> inShape = inputType.getShape();
    int64_t operandRank = inputType.getRank();
    int64_t updateRank = updateType.getRank();
    int64_t indicesRank = indicesType.getRank();

    // The update dimensions that walk the scatter indices and those that
    // walk a window, each in order; the scatter_indices dimensions other
    // than index_vector_dim; the operand dimension of each window
    // dimension and the window's size in every operand dimension.
    SmallVector<int64_t> updateScatterDims, scatterShape, windowShape;
    for (int64_t d = 0; d < updateRank; ++d)
      if (!llvm::is_contained(updateWindowDims, d)) {
        updateScatterDims.push_back(d);
        scatterShape.push_back(updateType.getDimSize(d));
      }
    for (int64_t d : updateWindowDims)
      windowShape.push_back(updateType.getDimSize(d));
    SmallVector<int64_t> indicesBatchDims;
    for (int64_t d = 0; d < indicesRank; ++d)
      if (d != indexVectorDim)
        indicesBatchDims.push_back(d);
    SmallVector<int64_t> windowOperandDims;
    SmallVector<int64_t> windowSizes(operandRank, 1);
    for (int64_t d = 0; d < operandRank; ++d)
      if (!llvm::is_contained(insertedDims, d) &&
          !llvm::is_contained(inputBatching, d)) {
        windowSizes[d] =
            updateType.getDimSize(updateWindowDims[windowOperandDims.size()]);
        windowOperandDims.push_back(d);
      }

    Location loc = op.getLoc();
    Region &computation = op.getUpdateComputation();
    size_t n = inputs.size();
    bool failedBody = false;
    SmallVector<Value> results = buildLoopNest(
        rewriter, loc, scatterShape, inputs,
        [&](OpBuilder &b, Location l, ValueRange scatterIndex,
            ValueRange currents) -> SmallVector<Value> {
          // The window's start in the operand, and whether the window fits.
          SmallVector<Value> start(operandRank, indexConstant(b, l, 0));
          Value fits;
          SmallVector<Value> at(indicesRank);
          for (auto [i, d] : llvm::enumerate(indicesBatchDims))
            at[d] = scatterIndex[i];
          for (auto [k, operandDim] : llvm::enumerate(toOperandDims)) {
            if (indexVectorDim < indicesRank)
              at[indexVectorDim] = indexConstant(b, l, k);
            Value raw = b.create<tensor::ExtractOp>(l, indices, at);
            Value wide = raw;
            if (raw.getType().getIntOrFloatBitWidth() < 64)
              wide = unsignedIndices
                         ? b.create<arith::ExtUIOp>(l, b.getI64Type(), raw)
                               .getResult()
                         : b.create<arith::ExtSIOp>(l, b.getI64Type(), raw)
                               .getResult();
            // Signed: a u64 index of 2^63 or more is out of bounds either
            // way.
            Value lo = buildScalarConstant(b, l, b.getI64Type(), 0);
            Value hi = b.create<arith::ConstantIntOp>(
                l, inShape[operandDim] - windowSizes[operandDim], 64);
            fits = buildAnd(b, l, fits,
                            b.create<arith::AndIOp>(
                                l,
                                b.create<arith::CmpIOp>(
                                    l, arith::CmpIPredicate::sge, wide, lo),
                                b.create<arith::CmpIOp>(
                                    l, arith::CmpIPredicate::sle, wide, hi)));
            start[operandDim] =
                b.create<arith::IndexCastOp>(l, b.getIndexType(), wide);
          }
          for (auto [k, operandDim] : llvm::enumerate(inputBatching)) {
            auto it = llvm::find(indicesBatchDims, indicesBatching[k]);
            start[operandDim] = scatterIndex[it - indicesBatchDims.begin()];
          }
          if (!fits)
            fits = b.create<arith::ConstantIntOp>(l, 1, 1);
          auto ifOp = b.create<scf::IfOp>(
              l, fits,
              [&](OpBuilder &tb, Location tl) {
                SmallVector<Value> combined = buildLoopNest(
                    tb, tl, windowShape, currents,
                    [&](OpBuilder &wb, Location wl, ValueRange windowIndex,
                        ValueRange values) -> SmallVector<Value> {
                      SmallVector<Value> position(start);
                      for (auto [i, d] : llvm::enumerate(windowOperandDims))
                        position[d] = wb.create<arith::AddIOp>(wl, start[d],
                                                               windowIndex[i]);
                      SmallVector<Value> updateAt(updateRank);
                      for (auto [i, d] : llvm::enumerate(updateScatterDims))
                        updateAt[d] = scatterIndex[i];
                      for (auto [i, d] : llvm::enumerate(updateWindowDims))
                        updateAt[d] = windowIndex[i];
                      SmallVector<Value> args;
                      for (Value value : values)
                        args.push_back(
                            wb.create<tensor::ExtractOp>(wl, value, position));
                      for (Value update : updates)
                        args.push_back(
                            wb.create<tensor::ExtractOp>(wl, update, updateAt));
                      FailureOr<SmallVector<Value>> returned =
                          buildScalarRegion(wb, computation, args);
                      if (failed(returned)) {
                        failedBody = true;
                        return SmallVector<Value>(values);
                      }
                      SmallVector<Value> next;
                      for (size_t k = 0; k < n; ++k)
                        next.push_back(wb.create<tensor::InsertOp>(
                            wl, (*returned)[k], values[k], position));
                      return next;
                    });
                tb.create<scf::YieldOp>(tl, combined);
              },
              [&](OpBuilder &eb, Location el) {
                eb.create<scf::YieldOp>(el, currents);
              });
          return SmallVector<Value>(ifOp.getResults());
        });
    if (failedBody)
      return failure();
    rewriter.replaceOp(op, results);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// select_and_scatter
//===----------------------------------------------------------------------===//

struct SelectAndScatterLowering : OpConversionPattern<hlo::SelectAndScatterOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::SelectAndScatterOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (failed(checkOperandsAndResults(op)) ||
        failed(checkScalarRegion(op, op.getSelect())) ||
        failed(checkScalarRegion(op, op.getScatter())))
      return failure();
    hlo::WindowAttr window = op.getWindow();
    Value operand = adaptor.getOperand(), source = adaptor.getSource();
    auto type = cast<RankedTensorType>(operand.getType());
    auto sourceType = cast<RankedTensorType>(source.getType());
    int64_t rank = type.getRank();
    Location loc = op.getLoc();
    Value init = rewriter.create<tensor::ExtractOp>(loc, adaptor.getInitValue(),
                                                    ValueRange{});
    Value filled = buildFilled(rewriter, loc, type, init);
    // An empty operand has no element to select.
    if (type.getNumElements() == 0) {
      rewriter.replaceOp(op, filled);
      return success();
    }
    SmallVector<int64_t> windowShape(window.getSize());
    Type element = type.getElementType();
    bool failedBody = false;
    SmallVector<Value> results = buildLoopNest(
        rewriter, loc, sourceType.getShape(), ValueRange{filled},
        [&](OpBuilder &b, Location l, ValueRange out,
            ValueRange current) -> SmallVector<Value> {
          // Carried through the window: whether an element is selected,
          // its value and its position.
          SmallVector<Value> init{b.create<arith::ConstantIntOp>(l, 0, 1),
                                  buildScalarConstant(b, l, element, 0)};
          init.append(rank, indexConstant(b, l, 0));
          SmallVector<Value> chosen = buildLoopNest(
              b, l, windowShape, init,
              [&](OpBuilder &wb, Location wl, ValueRange win,
                  ValueRange carried) -> SmallVector<Value> {
                Value has = carried[0], selectedValue = carried[1];
                ValueRange selectedAt = carried.drop_front(2);
                // The operand position, and whether it is one (not
                // padding or a hole of the base dilation).
                Value valid;
                SmallVector<Value> position;
                for (int64_t d = 0; d < rank; ++d) {
                  auto c = [&](int64_t v) { return indexConstant(wb, wl, v); };
                  Value p = wb.create<arith::SubIOp>(
                      wl,
                      wb.create<arith::AddIOp>(
                          wl,
                          wb.create<arith::MulIOp>(wl, out[d],
                                                   c(window.getStrideAt(d))),
                          wb.create<arith::MulIOp>(
                              wl, win[d], c(window.getRhsDilateAt(d)))),
                      c(window.getPadLowAt(d)));
                  Value ok = wb.create<arith::CmpIOp>(
                      wl, arith::CmpIPredicate::sge, p, c(0));
                  int64_t dilation = window.getLhsDilateAt(d);
                  if (dilation != 1) {
                    Value rem = wb.create<arith::RemSIOp>(wl, p, c(dilation));
                    ok = wb.create<arith::AndIOp>(
                        wl, ok,
                        wb.create<arith::CmpIOp>(wl, arith::CmpIPredicate::eq,
                                                 rem, c(0)));
                    p = wb.create<arith::DivSIOp>(wl, p, c(dilation));
                  }
                  ok = wb.create<arith::AndIOp>(
                      wl, ok,
                      wb.create<arith::CmpIOp>(wl, arith::CmpIPredicate::slt, p,
                                               c(type.getDimSize(d))));
                  valid = buildAnd(wb, wl, valid, ok);
                  // Read in bounds whatever the position.
                  position.push_back(wb.create<arith::MinSIOp>(
                      wl, wb.create<arith::MaxSIOp>(wl, p, c(0)),
                      c(std::max<int64_t>(type.getDimSize(d) - 1, 0))));
                }
                if (!valid)
                  valid = wb.create<arith::ConstantIntOp>(wl, 1, 1);
                Value value =
                    wb.create<tensor::ExtractOp>(wl, operand, position);
                FailureOr<SmallVector<Value>> keep = buildScalarRegion(
                    wb, op.getSelect(), ValueRange{selectedValue, value});
                if (failed(keep)) {
                  failedBody = true;
                  return SmallVector<Value>(carried);
                }
                // Taken when valid, unless an earlier one is kept.
                Value keepEarlier =
                    wb.create<arith::AndIOp>(wl, has, keep->front());
                Value take = wb.create<arith::AndIOp>(
                    wl, valid,
                    wb.create<arith::XOrIOp>(
                        wl, keepEarlier,
                        wb.create<arith::ConstantIntOp>(wl, 1, 1)));
                SmallVector<Value> next{
                    wb.create<arith::OrIOp>(wl, has, take),
                    wb.create<arith::SelectOp>(wl, take, value, selectedValue)};
                for (int64_t d = 0; d < rank; ++d)
                  next.push_back(wb.create<arith::SelectOp>(
                      wl, take, position[d], selectedAt[d]));
                return next;
              });
          if (failedBody)
            return SmallVector<Value>(current);
          Value has = chosen[0];
          SmallVector<Value> at(ArrayRef<Value>(chosen).drop_front(2));
          auto ifOp = b.create<scf::IfOp>(
              l, has,
              [&](OpBuilder &tb, Location tl) {
                Value old = tb.create<tensor::ExtractOp>(tl, current[0], at);
                Value contribution =
                    tb.create<tensor::ExtractOp>(tl, source, out);
                FailureOr<SmallVector<Value>> combined = buildScalarRegion(
                    tb, op.getScatter(), ValueRange{old, contribution});
                if (failed(combined)) {
                  failedBody = true;
                  tb.create<scf::YieldOp>(tl, current);
                  return;
                }
                tb.create<scf::YieldOp>(
                    tl, ValueRange{tb.create<tensor::InsertOp>(
                            tl, combined->front(), current[0], at)});
              },
              [&](OpBuilder &eb, Location el) {
                eb.create<scf::YieldOp>(el, current);
              });
          return SmallVector<Value>(ifOp.getResults());
        });
    if (failedBody)
      return failure();
    rewriter.replaceOp(op, results);
    return success();
  }
};

} // namespace

bool hlo_to_linalg::isScatterLowered(Operation *op) {
  return isa<hlo::ScatterOp, hlo::SelectAndScatterOp>(op);
}

void hlo_to_linalg::populateScatterPatternsAndLegality(
    TypeConverter &typeConverter, RewritePatternSet &patterns,
    ConversionTarget &target) {
  patterns.add<ScatterLowering, SelectAndScatterLowering>(
      typeConverter, patterns.getContext());
  target.addLegalDialect<arith::ArithDialect, linalg::LinalgDialect,
                         scf::SCFDialect, tensor::TensorDialect>();
}
