//===- Shapes.cpp - hlo's data movement to linalg and tensor --------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file lowers the hlo ops that make or move data: constant, iota,
// broadcast, reshape, transpose, reverse, slice, concatenate, pad, copy,
// dynamic_slice, dynamic_update_slice and gather. Broadcasts, transposes,
// reverses and iotas are linalg.generics (so that elementwise fusion can pull
// them into their consumers); slices, concatenations and pads are tensor slices
// into a tensor.empty or a linalg.fill; reshapes collapse and expand.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "xhlo/Dialect/Hlo/IR/HloAttrs.h"
#include "xhlo/Dialect/Hlo/IR/HloOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace xhlo;
using namespace xhlo::hlo_to_linalg;

/// A linalg.generic over `resultType` reading `input` through `inputMap`
/// and yielding it: broadcasts, transposes and reverses.
static Value buildMove(OpBuilder &builder, Location loc, Value input,
                       AffineMap inputMap, RankedTensorType resultType) {
  int64_t rank = resultType.getRank();
  Value init = buildEmpty(builder, loc, resultType);
  SmallVector<AffineMap> maps = {inputMap,
                                 builder.getMultiDimIdentityMap(rank)};
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  auto generic = builder.create<linalg::GenericOp>(
      loc, TypeRange{resultType}, ValueRange{input}, ValueRange{init}, maps,
      iterators, [](OpBuilder &b, Location l, ValueRange args) {
        b.create<linalg::YieldOp>(l, args.front());
      });
  return generic.getResult(0);
}

Value hlo_to_linalg::buildFilled(OpBuilder &builder, Location loc,
                                 RankedTensorType type, Value scalar) {
  Value init = buildEmpty(builder, loc, type);
  return builder.create<linalg::FillOp>(loc, scalar, init).getResult(0);
}

Value hlo_to_linalg::buildPadded(OpBuilder &builder, Location loc, Value input,
                                 Value scalar, ArrayRef<int64_t> low,
                                 ArrayRef<int64_t> high,
                                 ArrayRef<int64_t> interior) {
  auto source = cast<RankedTensorType>(input.getType());
  int64_t rank = source.getRank();
  // Operand element k of a dimension lands at low + k * (interior + 1);
  // the ones landing outside the result (negative padding) are cut off.
  SmallVector<int64_t> shape, first, count, offsets, strides;
  bool empty = false;
  for (int64_t d = 0; d < rank; ++d) {
    int64_t step = interior[d] + 1;
    int64_t size = source.getDimSize(d);
    int64_t out = low[d] + high[d] + (size == 0 ? 0 : (size - 1) * step + 1);
    int64_t k0 = low[d] < 0 ? (-low[d] + step - 1) / step : 0;
    int64_t kLast = out - 1 - low[d] < 0 ? -1 : (out - 1 - low[d]) / step;
    kLast = std::min(kLast, size - 1);
    int64_t n = std::max<int64_t>(0, kLast - k0 + 1);
    empty |= n == 0;
    shape.push_back(out);
    first.push_back(k0);
    count.push_back(n);
    offsets.push_back(low[d] + k0 * step);
    strides.push_back(step);
  }
  auto type = RankedTensorType::get(shape, source.getElementType());
  Value result = buildFilled(builder, loc, type, scalar);
  if (empty)
    return result;
  Value part = input;
  auto partType = RankedTensorType::get(count, type.getElementType());
  if (partType != source)
    part = builder.create<tensor::ExtractSliceOp>(
        loc, partType, part, ValueRange{}, ValueRange{}, ValueRange{}, first,
        count, SmallVector<int64_t>(rank, 1));
  return builder.create<tensor::InsertSliceOp>(loc, part, result, ValueRange{},
                                               ValueRange{}, ValueRange{},
                                               offsets, count, strides);
}

namespace {

//===----------------------------------------------------------------------===//
// constant, iota
//===----------------------------------------------------------------------===//

struct ConstantLowering : OpConversionPattern<hlo::ConstantOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::ConstantOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (failed(checkOperandsAndResults(op)))
      return failure();
    auto type = cast<RankedTensorType>(op.getType());
    RankedTensorType signless = toSignless(type);
    Attribute value = op.getValue();
    if (computeElement(type) != signless.getElementType()) {
      // Sub-byte integers and small floats: a byte per element.
      DenseElementsAttr stored = getStoredElements(value, type);
      if (!stored)
        return refuse(op, "its value is neither dense elements nor float bits");
      rewriter.replaceOpWithNewOp<arith::ConstantOp>(op, stored);
      return success();
    }
    if (auto dense = dyn_cast<DenseElementsAttr>(value)) {
      if (signless != type)
        dense = dense.bitcast(signless.getElementType());
      rewriter.replaceOpWithNewOp<arith::ConstantOp>(op, dense);
      return success();
    }
    if (isa<DenseResourceElementsAttr>(value) && signless == type) {
      rewriter.replaceOpWithNewOp<arith::ConstantOp>(op,
                                                     cast<TypedAttr>(value));
      return success();
    }
    return refuse(op, "its value is neither dense elements nor a "
                      "dense_resource of a signless type");
  }
};

/// get_dimension_size: shapes are static, so the size is a constant.
struct GetDimensionSizeLowering : OpConversionPattern<hlo::GetDimensionSizeOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::GetDimensionSizeOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (failed(checkOperandsAndResults(op)))
      return failure();
    auto operandType = cast<RankedTensorType>(op.getOperand().getType());
    int64_t dimension = op.getDimension();
    if (dimension < 0 || dimension >= operandType.getRank())
      return refuse(op, "its dimension is out of the operand's rank");
    int64_t size = operandType.getDimSize(dimension);
    auto type = cast<RankedTensorType>(op.getType());
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(
        op, DenseElementsAttr::get(
                type, rewriter.getIntegerAttr(type.getElementType(),
                                              APInt(32, size, true))));
    return success();
  }
};

struct IotaLowering : OpConversionPattern<hlo::IotaOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::IotaOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (failed(checkOperandsAndResults(op)))
      return failure();
    auto type = toSignless(cast<RankedTensorType>(op.getType()));
    Type element = type.getElementType();
    Type hloElement = getElementTypeOrSelf(op.getType());
    Type compute = computeElement(hloElement);
    int64_t rank = type.getRank();
    int64_t dim = op.getIotaDimension();
    Location loc = op.getLoc();
    Value init = buildEmpty(rewriter, loc, type);
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);
    auto generic = rewriter.create<linalg::GenericOp>(
        loc, TypeRange{type}, ValueRange{}, ValueRange{init},
        SmallVector<AffineMap>{rewriter.getMultiDimIdentityMap(rank)},
        iterators, [&](OpBuilder &b, Location l, ValueRange) {
          Value index = b.create<linalg::IndexOp>(l, dim);
          Value i64 = b.create<arith::IndexCastOp>(l, b.getI64Type(), index);
          Value value;
          if (compute != element) {
            // Sub-byte integers wrap, small floats round as computed
            // results (the interpreter stores its iota through the codec).
            if (compute.isF32())
              value = b.create<arith::SIToFPOp>(l, compute, i64);
            else
              value = b.create<arith::TruncIOp>(l, compute, i64);
            value = buildStore(b, l, hloElement, value);
          } else if (auto complex = dyn_cast<ComplexType>(element)) {
            // (i, 0).
            Type part = complex.getElementType();
            value = b.create<complex::CreateOp>(
                l, complex, b.create<arith::SIToFPOp>(l, part, i64),
                buildScalarConstant(b, l, part, 0));
          } else if (auto floatType = dyn_cast<FloatType>(element)) {
            Type via = floatType.getWidth() < 32 ? b.getF64Type() : element;
            value = b.create<arith::SIToFPOp>(l, via, i64);
            if (via != element)
              value = b.create<arith::TruncFOp>(l, element, value);
          } else if (element.isInteger(1)) {
            value = b.create<arith::CmpIOp>(
                l, arith::CmpIPredicate::ne, i64,
                buildScalarConstant(b, l, b.getI64Type(), 0));
          } else if (element.getIntOrFloatBitWidth() < 64) {
            value = b.create<arith::TruncIOp>(l, element, i64);
          } else {
            value = i64;
          }
          b.create<linalg::YieldOp>(l, value);
        });
    rewriter.replaceOp(op, generic.getResults());
    return success();
  }
};

//===----------------------------------------------------------------------===//
// broadcast, transpose, reverse, reshape, copy
//===----------------------------------------------------------------------===//

struct BroadcastLowering : OpConversionPattern<hlo::BroadcastOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::BroadcastOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (failed(checkOperandsAndResults(op)))
      return failure();
    auto type = toSignless(cast<RankedTensorType>(op.getType()));
    SmallVector<AffineExpr> exprs;
    for (int64_t d : op.getDimensions())
      exprs.push_back(rewriter.getAffineDimExpr(d));
    AffineMap map =
        AffineMap::get(type.getRank(), 0, exprs, rewriter.getContext());
    rewriter.replaceOp(
        op, buildMove(rewriter, op.getLoc(), adaptor.getOperand(), map, type));
    return success();
  }
};

struct TransposeLowering : OpConversionPattern<hlo::TransposeOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::TransposeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (failed(checkOperandsAndResults(op)))
      return failure();
    auto type = toSignless(cast<RankedTensorType>(op.getType()));
    // Result dimension i is operand dimension dims[i]: the operand is read
    // at (d[inverse[0]], ...).
    ArrayRef<int64_t> dims = op.getDimensions();
    SmallVector<AffineExpr> exprs(dims.size());
    for (auto [i, d] : llvm::enumerate(dims))
      exprs[d] = rewriter.getAffineDimExpr(i);
    AffineMap map =
        AffineMap::get(type.getRank(), 0, exprs, rewriter.getContext());
    rewriter.replaceOp(
        op, buildMove(rewriter, op.getLoc(), adaptor.getOperand(), map, type));
    return success();
  }
};

struct ReverseLowering : OpConversionPattern<hlo::ReverseOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::ReverseOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (failed(checkOperandsAndResults(op)))
      return failure();
    auto type = toSignless(cast<RankedTensorType>(op.getType()));
    SmallVector<AffineExpr> exprs;
    for (int64_t d = 0; d < type.getRank(); ++d)
      exprs.push_back(rewriter.getAffineDimExpr(d));
    for (int64_t d : op.getDimensions())
      exprs[d] = rewriter.getAffineConstantExpr(type.getDimSize(d) - 1) -
                 rewriter.getAffineDimExpr(d);
    AffineMap map =
        AffineMap::get(type.getRank(), 0, exprs, rewriter.getContext());
    rewriter.replaceOp(
        op, buildMove(rewriter, op.getLoc(), adaptor.getOperand(), map, type));
    return success();
  }
};

/// The reassociation that collapses (or expands) all of `rank` dimensions
/// into one (none for rank 0: a single element).
static SmallVector<ReassociationIndices> allInOne(int64_t rank) {
  SmallVector<ReassociationIndices> groups;
  if (rank == 0)
    return groups;
  groups.emplace_back();
  for (int64_t d = 0; d < rank; ++d)
    groups.back().push_back(d);
  return groups;
}

struct ReshapeLowering : OpConversionPattern<hlo::ReshapeOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::ReshapeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (failed(checkOperandsAndResults(op)))
      return failure();
    auto type = toSignless(cast<RankedTensorType>(op.getType()));
    Value value = adaptor.getOperand();
    auto source = cast<RankedTensorType>(value.getType());
    Location loc = op.getLoc();
    if (source == type) {
      rewriter.replaceOp(op, value);
      return success();
    }
    // A 0-d side has one element: expand from or collapse into it with no
    // groups. Otherwise through one dimension: collapse, then expand.
    if (source.getRank() == 0) {
      value =
          rewriter.create<tensor::ExpandShapeOp>(loc, type, value, allInOne(0));
    } else if (type.getRank() == 0) {
      value = rewriter.create<tensor::CollapseShapeOp>(loc, type, value,
                                                       allInOne(0));
    } else {
      if (source.getRank() != 1) {
        auto flat = RankedTensorType::get({source.getNumElements()},
                                          source.getElementType());
        value = rewriter.create<tensor::CollapseShapeOp>(
            loc, flat, value, allInOne(source.getRank()));
      }
      if (type.getRank() != 1)
        value = rewriter.create<tensor::ExpandShapeOp>(
            loc, type, value, allInOne(type.getRank()));
    }
    rewriter.replaceOp(op, value);
    return success();
  }
};

struct CopyLowering : OpConversionPattern<hlo::CopyOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::CopyOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (failed(checkOperandsAndResults(op)))
      return failure();
    // Values are immutable: a copy is its operand.
    rewriter.replaceOp(op, adaptor.getOperand());
    return success();
  }
};

//===----------------------------------------------------------------------===//
// slice, concatenate, pad
//===----------------------------------------------------------------------===//

struct SliceLowering : OpConversionPattern<hlo::SliceOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::SliceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (failed(checkOperandsAndResults(op)))
      return failure();
    auto type = toSignless(cast<RankedTensorType>(op.getType()));
    rewriter.replaceOpWithNewOp<tensor::ExtractSliceOp>(
        op, type, adaptor.getOperand(), ValueRange{}, ValueRange{},
        ValueRange{}, op.getStartIndices(), type.getShape(), op.getStrides());
    return success();
  }
};

struct ConcatenateLowering : OpConversionPattern<hlo::ConcatenateOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::ConcatenateOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (failed(checkOperandsAndResults(op)))
      return failure();
    auto type = toSignless(cast<RankedTensorType>(op.getType()));
    int64_t dim = op.getDimension();
    Location loc = op.getLoc();
    Value result = buildEmpty(rewriter, loc, type);
    SmallVector<int64_t> offsets(type.getRank(), 0);
    SmallVector<int64_t> strides(type.getRank(), 1);
    for (Value input : adaptor.getInputs()) {
      auto inputType = cast<RankedTensorType>(input.getType());
      if (inputType.getDimSize(dim) != 0)
        result = rewriter.create<tensor::InsertSliceOp>(
            loc, input, result, ValueRange{}, ValueRange{}, ValueRange{},
            offsets, inputType.getShape(), strides);
      offsets[dim] += inputType.getDimSize(dim);
    }
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct PadLowering : OpConversionPattern<hlo::PadOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::PadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (failed(checkOperandsAndResults(op)))
      return failure();
    auto type = toSignless(cast<RankedTensorType>(op.getType()));
    hlo::PaddingConfigAttr padding = op.getPadding();
    SmallVector<int64_t> interior;
    for (int64_t d = 0; d < type.getRank(); ++d)
      interior.push_back(padding.getInteriorAt(d));
    Location loc = op.getLoc();
    Value scalar = rewriter.create<tensor::ExtractOp>(
        loc, adaptor.getPaddingValue(), ValueRange{});
    Value result = buildPadded(rewriter, loc, adaptor.getOperand(), scalar,
                               padding.getLow(), padding.getHigh(), interior);
    rewriter.replaceOp(op, result);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// dynamic_slice, dynamic_update_slice
//===----------------------------------------------------------------------===//

/// The start index `index` (a 0-d integer tensor of the hlo type `hloType`)
/// clamped into [0, limit] as XLA clamps it, as an index.
static Value clampedStart(OpBuilder &builder, Location loc, Value index,
                          Type hloType, int64_t limit) {
  Value scalar = builder.create<tensor::ExtractOp>(loc, index, ValueRange{});
  Type type = scalar.getType();
  Value zero = buildScalarConstant(builder, loc, type, 0);
  Value max = builder.create<arith::ConstantOp>(
      loc, builder.getIntegerAttr(
               type, APInt(type.getIntOrFloatBitWidth(), uint64_t(limit))));
  Value clamped;
  if (getElementTypeOrSelf(hloType).isUnsignedInteger()) {
    clamped = builder.create<arith::MinUIOp>(loc, scalar, max);
    return builder.create<arith::IndexCastUIOp>(loc, builder.getIndexType(),
                                                clamped);
  }
  clamped = builder.create<arith::MaxSIOp>(loc, scalar, zero);
  clamped = builder.create<arith::MinSIOp>(loc, clamped, max);
  return builder.create<arith::IndexCastOp>(loc, builder.getIndexType(),
                                            clamped);
}

/// The clamped start offsets of a dynamic (update) slice of `sizes` in
/// `operandType`.
static SmallVector<OpFoldResult> clampedStarts(OpBuilder &builder, Location loc,
                                               ValueRange starts,
                                               TypeRange hloTypes,
                                               RankedTensorType operandType,
                                               ArrayRef<int64_t> sizes) {
  SmallVector<OpFoldResult> offsets;
  for (auto [d, start] : llvm::enumerate(starts))
    offsets.push_back(clampedStart(builder, loc, start, hloTypes[d],
                                   operandType.getDimSize(d) - sizes[d]));
  return offsets;
}

struct DynamicSliceLowering : OpConversionPattern<hlo::DynamicSliceOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::DynamicSliceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (failed(checkOperandsAndResults(op)))
      return failure();
    auto type = toSignless(cast<RankedTensorType>(op.getType()));
    auto operandType = cast<RankedTensorType>(adaptor.getOperand().getType());
    Location loc = op.getLoc();
    SmallVector<OpFoldResult> offsets = clampedStarts(
        rewriter, loc, adaptor.getStartIndices(),
        op.getStartIndices().getTypes(), operandType, type.getShape());
    SmallVector<OpFoldResult> sizes, strides;
    for (int64_t size : type.getShape()) {
      sizes.push_back(rewriter.getIndexAttr(size));
      strides.push_back(rewriter.getIndexAttr(1));
    }
    rewriter.replaceOpWithNewOp<tensor::ExtractSliceOp>(
        op, type, adaptor.getOperand(), offsets, sizes, strides);
    return success();
  }
};

struct DynamicUpdateSliceLowering
    : OpConversionPattern<hlo::DynamicUpdateSliceOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::DynamicUpdateSliceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (failed(checkOperandsAndResults(op)))
      return failure();
    auto operandType = cast<RankedTensorType>(adaptor.getOperand().getType());
    auto updateType = cast<RankedTensorType>(adaptor.getUpdate().getType());
    Location loc = op.getLoc();
    SmallVector<OpFoldResult> offsets = clampedStarts(
        rewriter, loc, adaptor.getStartIndices(),
        op.getStartIndices().getTypes(), operandType, updateType.getShape());
    SmallVector<OpFoldResult> sizes, strides;
    for (int64_t size : updateType.getShape()) {
      sizes.push_back(rewriter.getIndexAttr(size));
      strides.push_back(rewriter.getIndexAttr(1));
    }
    rewriter.replaceOpWithNewOp<tensor::InsertSliceOp>(
        op, adaptor.getUpdate(), adaptor.getOperand(), offsets, sizes, strides);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// gather
//===----------------------------------------------------------------------===//

/// XLA's gather as a linalg.generic over the result: each element reads its
/// start index vector from the start indices (tensor.extract), clamps it
/// into the operand as XLA does, adds its offset and reads the operand
/// (tensor.extract). An operand batching dimension takes the result's
/// batch index of its paired start_indices batching dimension (StableHLO's
/// gather: batching dimensions are neither offset nor collapsed).
struct GatherLowering : OpConversionPattern<hlo::GatherOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::GatherOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (failed(checkOperandsAndResults(op)))
      return failure();
    hlo::GatherDimensionNumbersAttr dims = op.getDimensionNumbers();
    ArrayRef<int64_t> operandBatching = dims.getOperandBatchingDims();
    ArrayRef<int64_t> indicesBatching = dims.getStartIndicesBatchingDims();
    auto type = toSignless(cast<RankedTensorType>(op.getType()));
    auto operandType = cast<RankedTensorType>(op.getOperand().getType());
    auto indicesType = cast<RankedTensorType>(op.getStartIndices().getType());
    bool unsignedIndices = indicesType.getElementType().isUnsignedInteger();
    ArrayRef<int64_t> offsetDims = dims.getOffsetDims();
    ArrayRef<int64_t> collapsed = dims.getCollapsedSliceDims();
    ArrayRef<int64_t> startIndexMap = dims.getStartIndexMap();
    ArrayRef<int64_t> sliceSizes = op.getSliceSizes();
    int64_t indexVectorDim = dims.getIndexVectorDim();
    int64_t rank = type.getRank();
    // The start_indices dimensions the batch positions walk, in order.
    SmallVector<int64_t> batchIndexDims;
    for (int64_t d = 0; d < indicesType.getRank(); ++d)
      if (d != indexVectorDim)
        batchIndexDims.push_back(d);
    Value operand = adaptor.getOperand(), indices = adaptor.getStartIndices();
    Location loc = op.getLoc();
    auto generic = rewriter.create<linalg::GenericOp>(
        loc, TypeRange{type}, ValueRange{},
        ValueRange{buildEmpty(rewriter, loc, type)},
        SmallVector<AffineMap>{rewriter.getMultiDimIdentityMap(rank)},
        SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel),
        [&](OpBuilder &b, Location l, ValueRange) {
          auto c = [&](int64_t v) -> Value {
            return b.create<arith::ConstantIndexOp>(l, v);
          };
          // The batch position: the result's dimensions that are not
          // offset dimensions, in order.
          SmallVector<Value> batch, offsets;
          for (int64_t d = 0; d < rank; ++d) {
            Value index = b.create<linalg::IndexOp>(l, d);
            if (llvm::is_contained(offsetDims, d))
              offsets.push_back(index);
            else
              batch.push_back(index);
          }
          // Operand starts: the index vector's entries, clamped.
          SmallVector<Value> start(operandType.getRank(), c(0));
          for (auto [k, operandDim] : llvm::enumerate(startIndexMap)) {
            SmallVector<Value> at(batch);
            if (indexVectorDim < indicesType.getRank())
              at.insert(at.begin() + indexVectorDim, c(k));
            Value raw = b.create<tensor::ExtractOp>(l, indices, at);
            Value wide =
                raw.getType().getIntOrFloatBitWidth() < 64
                    ? (unsignedIndices
                           ? b.create<arith::ExtUIOp>(l, b.getI64Type(), raw)
                                 .getResult()
                           : b.create<arith::ExtSIOp>(l, b.getI64Type(), raw)
                                 .getResult())
                    : raw;
            int64_t limit =
                operandType.getDimSize(operandDim) - sliceSizes[operandDim];
            Value lo = buildScalarConstant(b, l, b.getI64Type(), 0);
            Value hi = buildScalarConstant(b, l, b.getI64Type(), limit);
            Value clamped =
                unsignedIndices
                    ? b.create<arith::MinUIOp>(l, wide, hi).getResult()
                    : b.create<arith::MinSIOp>(
                           l, b.create<arith::MaxSIOp>(l, wide, lo), hi)
                          .getResult();
            start[operandDim] =
                b.create<arith::IndexCastOp>(l, b.getIndexType(), clamped);
          }
          // Operand batching dimensions: the batch index of the paired
          // start_indices dimension.
          for (auto [operandDim, indicesDim] :
               llvm::zip(operandBatching, indicesBatching))
            start[operandDim] = batch[llvm::find(batchIndexDims, indicesDim) -
                                      batchIndexDims.begin()];
          // Offsets: the operand's dimensions that are neither collapsed nor
          // batching, in order, take the offset dimensions in order.
          SmallVector<Value> at;
          size_t next = 0;
          for (int64_t d = 0; d < operandType.getRank(); ++d) {
            if (llvm::is_contained(collapsed, d) ||
                llvm::is_contained(operandBatching, d)) {
              at.push_back(start[d]);
              continue;
            }
            at.push_back(b.create<arith::AddIOp>(l, start[d], offsets[next++]));
          }
          Value value = b.create<tensor::ExtractOp>(l, operand, at);
          b.create<linalg::YieldOp>(l, value);
        });
    rewriter.replaceOp(op, generic.getResults());
    return success();
  }
};

} // namespace

Value hlo_to_linalg::buildReshape(OpBuilder &builder, Location loc, Value value,
                                  ArrayRef<int64_t> shape) {
  auto type = cast<RankedTensorType>(value.getType());
  if (type.getShape() == shape)
    return value;
  if (type.getRank() != 1)
    value = builder.create<tensor::CollapseShapeOp>(
        loc,
        RankedTensorType::get({type.getNumElements()}, type.getElementType()),
        value, allInOne(type.getRank()));
  if (shape.size() != 1)
    value = builder.create<tensor::ExpandShapeOp>(
        loc, RankedTensorType::get(shape, type.getElementType()), value,
        allInOne(shape.size()));
  return value;
}

SmallVector<Value> hlo_to_linalg::buildLoopNest(
    OpBuilder &builder, Location loc, ArrayRef<int64_t> upper,
    ValueRange iterArgs,
    function_ref<SmallVector<Value>(OpBuilder &, Location, ValueRange,
                                    ValueRange)>
        body) {
  SmallVector<Value> lbs, ubs, steps;
  for (int64_t size : upper) {
    lbs.push_back(builder.create<arith::ConstantIndexOp>(loc, 0));
    ubs.push_back(builder.create<arith::ConstantIndexOp>(loc, size));
    steps.push_back(builder.create<arith::ConstantIndexOp>(loc, 1));
  }
  scf::LoopNest nest = scf::buildLoopNest(
      builder, loc, lbs, ubs, steps, iterArgs,
      [&](OpBuilder &b, Location l, ValueRange ivs, ValueRange args) {
        return scf::ValueVector(body(b, l, ivs, args));
      });
  return SmallVector<Value>(nest.results);
}

bool hlo_to_linalg::isShapeLowered(Operation *op) {
  return isa<hlo::ConstantOp, hlo::IotaOp, hlo::BroadcastOp, hlo::TransposeOp,
             hlo::ReverseOp, hlo::ReshapeOp, hlo::CopyOp, hlo::SliceOp,
             hlo::ConcatenateOp, hlo::PadOp, hlo::DynamicSliceOp,
             hlo::DynamicUpdateSliceOp, hlo::GatherOp, hlo::GetDimensionSizeOp>(
      op);
}

void hlo_to_linalg::populateShapePatternsAndLegality(
    TypeConverter &typeConverter, RewritePatternSet &patterns,
    ConversionTarget &target) {
  patterns.add<ConstantLowering, IotaLowering, BroadcastLowering,
               TransposeLowering, ReverseLowering, ReshapeLowering,
               CopyLowering, SliceLowering, ConcatenateLowering, PadLowering,
               DynamicSliceLowering, DynamicUpdateSliceLowering, GatherLowering,
               GetDimensionSizeLowering>(typeConverter, patterns.getContext());
  target.addLegalDialect<arith::ArithDialect, linalg::LinalgDialect,
                         tensor::TensorDialect>();
}
