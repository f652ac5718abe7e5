//===- Slices.cpp - tensor slices and element accesses to hlo -------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file converts tensor.extract_slice, tensor.insert_slice and the
// scalar tensor.extract and tensor.insert to hlo:
//
// - static offsets read with hlo.slice (strides kept); run-time offsets with
//   hlo.dynamic_slice of the covered window, then a strided hlo.slice;
// - inserts write with hlo.dynamic_update_slice (constant start indices when
//   the offsets are static); a strided insert first reads the window it
//   covers, spreads the source over it with interior hlo.pad and merges the
//   two with hlo.select under a mask padded the same way;
// - rank-reducing slices reshape between the reduced and full shapes;
// - gather is hlo.gather: the last dimension of the indices holds the index
//   vectors, which start_index_map sends to the gather dimensions; each slice
//   is the whole source but 1 along those, kept (offset dimensions) or, in
//   the rank-reduced form, collapsed.
//
// XLA clamps run-time start indices so that the window lies inside the
// operand. tensor leaves out-of-bounds offsets undefined, so clamping picks
// one of the allowed results; in-bounds offsets are never changed (gather's
// out-of-bounds indices are undefined too, and clamp alike). The read
// and the write of a strided insert clamp alike, so they cover one window.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "xhlo/Conversion/HloBuilders.h"
#include "xhlo/Conversion/HloConversion.h"
#include "xhlo/Dialect/Hlo/IR/HloElementwiseOps.h"
#include "xhlo/Dialect/Hlo/IR/HloIndexingOps.h"
#include "xhlo/Dialect/Hlo/IR/HloShapeOps.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace xhlo;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// The number of source elements a slice of `size` elements `stride` apart
/// spans.
static int64_t getSpan(int64_t size, int64_t stride) {
  return size == 0 ? 0 : (size - 1) * stride + 1;
}

/// `value` reshaped to `type`, or `value` when it has that type.
static Value reshapeTo(OpBuilder &builder, Location loc, Value value,
                       Type type) {
  if (value.getType() == type)
    return value;
  return builder.create<hlo::ReshapeOp>(loc, type, value);
}

/// The 0-d array type of the converted `index`.
static RankedTensorType getIndexTensorType(const TypeConverter &converter,
                                           MLIRContext *context) {
  return cast<RankedTensorType>(converter.convertType(IndexType::get(context)));
}

/// The start indices of a slice: the converted run-time offsets in the
/// dynamic positions of `staticOffsets`, constants elsewhere.
static SmallVector<Value> getStartIndices(OpBuilder &builder, Location loc,
                                          ArrayRef<int64_t> staticOffsets,
                                          ValueRange dynamicOffsets,
                                          RankedTensorType indexType) {
  SmallVector<Value> starts;
  auto dynamic = dynamicOffsets.begin();
  for (int64_t offset : staticOffsets)
    starts.push_back(ShapedType::isDynamic(offset)
                         ? *dynamic++
                         : createSplat(builder, loc, indexType, offset));
  return starts;
}

/// Why a slice of `sourceType` with these offsets, sizes and strides cannot
/// be converted, or std::nullopt.
static std::optional<std::string>
whyUnsupportedSlice(RankedTensorType sourceType, ArrayRef<int64_t> offsets,
                    ArrayRef<int64_t> sizes, ArrayRef<int64_t> strides) {
  if (llvm::any_of(sizes, ShapedType::isDynamic))
    return std::string("dynamic slice sizes have no hlo equivalent (hlo "
                       "arrays have static shapes)");
  if (llvm::any_of(strides, ShapedType::isDynamic))
    return std::string("dynamic strides have no hlo equivalent (the strides "
                       "of hlo.slice are static)");
  if (llvm::any_of(strides, [](int64_t stride) { return stride < 1; }))
    return std::string("strides below 1 have no hlo equivalent");
  if (!sourceType.hasStaticShape())
    return std::nullopt; // The type check explains it.
  for (auto [dim, offset, size, stride] :
       llvm::zip(sourceType.getShape(), offsets, sizes, strides)) {
    int64_t span = getSpan(size, stride);
    if (span > dim ||
        (!ShapedType::isDynamic(offset) && (offset < 0 || offset + span > dim)))
      return std::string("the slice is out of bounds");
  }
  return std::nullopt;
}

/// The type of the tensor a slice op reads its slice from or writes it in.
static RankedTensorType getSlicedType(tensor::ExtractSliceOp op) {
  return op.getSourceType();
}
static RankedTensorType getSlicedType(tensor::InsertSliceOp op) {
  return op.getDestType();
}

/// Why the extract_slice or insert_slice `op` cannot be converted, or
/// std::nullopt.
template <typename SliceOp>
static std::optional<std::string> whyUnsupportedSliceOp(Operation *op) {
  auto slice = cast<SliceOp>(op);
  return whyUnsupportedSlice(getSlicedType(slice), slice.getStaticOffsets(),
                             slice.getStaticSizes(), slice.getStaticStrides());
}

/// The constant value of the index `original` (or of its converted
/// `converted`), if it is one.
static std::optional<int64_t> getConstantIndex(Value original,
                                               Value converted) {
  APInt value;
  if (matchPattern(original, m_ConstantInt(&value)))
    return value.getSExtValue();
  DenseIntElementsAttr attr;
  if (matchPattern(converted, m_Constant(&attr)) && attr.isSplat())
    return attr.getSplatValue<APInt>().getSExtValue();
  return std::nullopt;
}

/// Why a tensor.extract, tensor.insert or tensor.gather cannot be
/// converted: where a dimension it indexes has size 0, every index is out of
/// bounds (upstream: UB), and hlo has no slice of size 1 there to clamp to.
static std::optional<std::string> whyUnsupportedElementAccess(Operation *op) {
  RankedTensorType type;
  SmallVector<int64_t> indexed;
  if (auto extract = dyn_cast<tensor::ExtractOp>(op)) {
    type = extract.getTensor().getType();
  } else if (auto insert = dyn_cast<tensor::InsertOp>(op)) {
    type = insert.getDest().getType();
  } else {
    auto gather = cast<tensor::GatherOp>(op);
    type = gather.getSourceType();
    llvm::append_range(indexed, gather.getGatherDims());
  }
  if (!isa<tensor::GatherOp>(op))
    llvm::append_range(indexed, llvm::seq<int64_t>(0, type.getRank()));
  for (int64_t dim : indexed) {
    if (dim < 0 || dim >= type.getRank() || type.getDimSize(dim) != 0)
      continue;
    std::string reason;
    llvm::raw_string_ostream os(reason);
    os << "every index is out of bounds: dimension " << dim
       << " of the tensor (" << type << ") has size 0";
    return reason;
  }
  return std::nullopt;
}

namespace {

//===----------------------------------------------------------------------===//
// extract_slice
//===----------------------------------------------------------------------===//

struct ExtractSliceOpConversion : OpConversionPattern<tensor::ExtractSliceOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(tensor::ExtractSliceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type, 1> resultTypes;
    if (failed(matchHloTypes(op, adaptor.getOperands(), *getTypeConverter(),
                             rewriter, resultTypes)))
      return failure();
    if (std::optional<std::string> reason =
            whyUnsupportedSliceOp<tensor::ExtractSliceOp>(op))
      return rewriter.notifyMatchFailure(op, *reason);

    Location loc = op.getLoc();
    ArrayRef<int64_t> offsets = op.getStaticOffsets();
    ArrayRef<int64_t> sizes = op.getStaticSizes();
    ArrayRef<int64_t> strides = op.getStaticStrides();
    SmallVector<int64_t> spans;
    for (auto [size, stride] : llvm::zip(sizes, strides))
      spans.push_back(getSpan(size, stride));

    Value slice;
    if (adaptor.getOffsets().empty()) {
      SmallVector<int64_t> limits;
      for (auto [offset, span] : llvm::zip(offsets, spans))
        limits.push_back(offset + span);
      slice = rewriter.create<hlo::SliceOp>(loc, adaptor.getSource(), offsets,
                                            limits, strides);
    } else {
      SmallVector<Value> starts = getStartIndices(
          rewriter, loc, offsets, adaptor.getOffsets(),
          getIndexTensorType(*getTypeConverter(), getContext()));
      slice = rewriter.create<hlo::DynamicSliceOp>(loc, adaptor.getSource(),
                                                   starts, spans);
      if (llvm::any_of(strides, [](int64_t stride) { return stride != 1; }))
        slice = rewriter.create<hlo::SliceOp>(
            loc, slice, SmallVector<int64_t>(spans.size(), 0), spans, strides);
    }
    rewriter.replaceOp(op, reshapeTo(rewriter, loc, slice, resultTypes[0]));
    return success();
  }
};

//===----------------------------------------------------------------------===//
// insert_slice
//===----------------------------------------------------------------------===//

/// `source`, of the shape `span` at stride 1, spread over the window `span`
/// at `strides`, merged with the elements of `window` it does not cover.
static Value spreadOver(OpBuilder &builder, Location loc, Value source,
                        Value window, ArrayRef<int64_t> strides) {
  auto sourceType = cast<RankedTensorType>(source.getType());
  SmallVector<int64_t> zeros(strides.size(), 0), interior;
  for (int64_t stride : strides)
    interior.push_back(stride - 1);
  auto padding =
      hlo::PaddingConfigAttr::get(builder.getContext(), zeros, zeros, interior);
  auto scalarType = RankedTensorType::get({}, sourceType.getElementType());
  Value spread = builder.create<hlo::PadOp>(
      loc, source, createZeroSplat(builder, loc, scalarType), padding);
  auto predType = RankedTensorType::get({}, builder.getI1Type());
  Value mask = builder.create<hlo::PadOp>(
      loc, createSplat(builder, loc, sourceType.clone(builder.getI1Type()), 1),
      createSplat(builder, loc, predType, 0), padding);
  return builder.create<hlo::SelectOp>(loc, mask, spread, window);
}

struct InsertSliceOpConversion : OpConversionPattern<tensor::InsertSliceOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(tensor::InsertSliceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type, 1> resultTypes;
    if (failed(matchHloTypes(op, adaptor.getOperands(), *getTypeConverter(),
                             rewriter, resultTypes)))
      return failure();
    if (std::optional<std::string> reason =
            whyUnsupportedSliceOp<tensor::InsertSliceOp>(op))
      return rewriter.notifyMatchFailure(op, *reason);

    Location loc = op.getLoc();
    ArrayRef<int64_t> sizes = op.getStaticSizes();
    ArrayRef<int64_t> strides = op.getStaticStrides();
    Value dest = adaptor.getDest();
    if (llvm::is_contained(sizes, 0)) {
      rewriter.replaceOp(op, dest); // Nothing is written.
      return success();
    }
    auto destType = cast<RankedTensorType>(dest.getType());
    // The source in the rank of the destination (undoing a rank reduction).
    Value update =
        reshapeTo(rewriter, loc, adaptor.getSource(), destType.clone(sizes));
    SmallVector<Value> starts = getStartIndices(
        rewriter, loc, op.getStaticOffsets(), adaptor.getOffsets(),
        getIndexTensorType(*getTypeConverter(), getContext()));
    if (llvm::any_of(strides, [](int64_t stride) { return stride != 1; })) {
      SmallVector<int64_t> spans;
      for (auto [size, stride] : llvm::zip(sizes, strides))
        spans.push_back(getSpan(size, stride));
      Value window =
          rewriter.create<hlo::DynamicSliceOp>(loc, dest, starts, spans);
      update = spreadOver(rewriter, loc, update, window, strides);
    }
    rewriter.replaceOpWithNewOp<hlo::DynamicUpdateSliceOp>(op, dest, update,
                                                           starts);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// extract and insert of scalars
//===----------------------------------------------------------------------===//

/// The start indices of an element access: constants for the constant
/// `original` indices (rather than their bridged values), the `converted`
/// values elsewhere.
static SmallVector<Value> getElementIndices(OpBuilder &builder, Location loc,
                                            ValueRange original,
                                            ValueRange converted,
                                            RankedTensorType indexType) {
  SmallVector<Value> starts;
  for (auto [index, value] : llvm::zip(original, converted)) {
    std::optional<int64_t> constant = getConstantIndex(index, value);
    starts.push_back(constant ? createSplat(builder, loc, indexType, *constant)
                              : value);
  }
  return starts;
}

/// Whether all indices are constants, collecting their values.
static bool getAllConstantIndices(ValueRange original, ValueRange converted,
                                  SmallVectorImpl<int64_t> &constants) {
  for (auto [index, value] : llvm::zip(original, converted)) {
    std::optional<int64_t> constant = getConstantIndex(index, value);
    if (!constant)
      return false;
    constants.push_back(*constant);
  }
  return true;
}

/// Whether the element at `indices` lies inside `shape`.
static bool isInBounds(ArrayRef<int64_t> indices, ArrayRef<int64_t> shape) {
  for (auto [index, dim] : llvm::zip(indices, shape))
    if (index < 0 || index >= dim)
      return false;
  return true;
}

struct ExtractOpConversion : OpConversionPattern<tensor::ExtractOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(tensor::ExtractOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type, 1> resultTypes;
    if (failed(matchHloTypes(op, adaptor.getOperands(), *getTypeConverter(),
                             rewriter, resultTypes)))
      return failure();
    if (std::optional<std::string> reason = whyUnsupportedElementAccess(op))
      return rewriter.notifyMatchFailure(op, *reason);
    Value tensor = adaptor.getTensor();
    auto type = cast<RankedTensorType>(tensor.getType());
    if (type.getRank() == 0) {
      rewriter.replaceOp(op, tensor);
      return success();
    }
    Location loc = op.getLoc();
    SmallVector<int64_t> ones(type.getRank(), 1), constants;
    Value element;
    if (getAllConstantIndices(op.getIndices(), adaptor.getIndices(),
                              constants) &&
        isInBounds(constants, type.getShape())) {
      SmallVector<int64_t> limits;
      for (int64_t index : constants)
        limits.push_back(index + 1);
      element =
          rewriter.create<hlo::SliceOp>(loc, tensor, constants, limits, ones);
    } else {
      SmallVector<Value> starts = getElementIndices(
          rewriter, loc, op.getIndices(), adaptor.getIndices(),
          getIndexTensorType(*getTypeConverter(), getContext()));
      element = rewriter.create<hlo::DynamicSliceOp>(loc, tensor, starts, ones);
    }
    rewriter.replaceOp(op, reshapeTo(rewriter, loc, element, resultTypes[0]));
    return success();
  }
};

struct InsertOpConversion : OpConversionPattern<tensor::InsertOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(tensor::InsertOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type, 1> resultTypes;
    if (failed(matchHloTypes(op, adaptor.getOperands(), *getTypeConverter(),
                             rewriter, resultTypes)))
      return failure();
    if (std::optional<std::string> reason = whyUnsupportedElementAccess(op))
      return rewriter.notifyMatchFailure(op, *reason);
    auto type = cast<RankedTensorType>(resultTypes[0]);
    if (type.getRank() == 0) {
      rewriter.replaceOp(op, adaptor.getScalar());
      return success();
    }
    Location loc = op.getLoc();
    Value update =
        reshapeTo(rewriter, loc, adaptor.getScalar(),
                  type.clone(SmallVector<int64_t>(type.getRank(), 1)));
    SmallVector<Value> starts = getElementIndices(
        rewriter, loc, op.getIndices(), adaptor.getIndices(),
        getIndexTensorType(*getTypeConverter(), getContext()));
    rewriter.replaceOpWithNewOp<hlo::DynamicUpdateSliceOp>(
        op, adaptor.getDest(), update, starts);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// gather
//===----------------------------------------------------------------------===//

struct GatherOpConversion : OpConversionPattern<tensor::GatherOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(tensor::GatherOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type, 1> resultTypes;
    if (failed(matchHloTypes(op, adaptor.getOperands(), *getTypeConverter(),
                             rewriter, resultTypes)))
      return failure();
    if (std::optional<std::string> reason = whyUnsupportedElementAccess(op))
      return rewriter.notifyMatchFailure(op, *reason);
    RankedTensorType sourceType = op.getSourceType();
    int64_t sourceRank = sourceType.getRank();
    int64_t batchRank = op.getIndicesType().getRank() - 1;
    ArrayRef<int64_t> gatherDims = op.getGatherDims();
    // The verifier allows the full result (the gather dimensions kept, of
    // size 1) and the rank-reduced one (dropped).
    bool collapse =
        op.getResultType().getRank() ==
        batchRank + sourceRank - static_cast<int64_t>(gatherDims.size());
    SmallVector<int64_t> sliceSizes(sourceType.getShape());
    for (int64_t dim : gatherDims)
      sliceSizes[dim] = 1;
    SmallVector<int64_t> offsetDims;
    int64_t numOffsetDims =
        collapse ? sourceRank - static_cast<int64_t>(gatherDims.size())
                 : sourceRank;
    for (int64_t d = 0; d < numOffsetDims; ++d)
      offsetDims.push_back(batchRank + d);
    auto numbers = hlo::GatherDimensionNumbersAttr::get(
        getContext(), offsetDims, collapse ? gatherDims : ArrayRef<int64_t>(),
        /*operandBatchingDims=*/{}, /*startIndicesBatchingDims=*/{}, gatherDims,
        /*indexVectorDim=*/batchRank);
    Value gathered = rewriter.create<hlo::GatherOp>(
        op.getLoc(), adaptor.getSource(), adaptor.getIndices(), numbers,
        sliceSizes, /*indices_are_sorted=*/false);
    rewriter.replaceOp(
        op, reshapeTo(rewriter, op.getLoc(), gathered, resultTypes[0]));
    return success();
  }
};

} // namespace

void tensor_to_hlo::populateSlicePatternsAndLegality(
    TypeConverter &typeConverter, RewritePatternSet &patterns,
    HloConversionTarget &target) {
  patterns.add<ExtractSliceOpConversion, InsertSliceOpConversion,
               ExtractOpConversion, InsertOpConversion, GatherOpConversion>(
      typeConverter, patterns.getContext());
  target.addConvertedOps<tensor::ExtractSliceOp>(
      whyUnsupportedSliceOp<tensor::ExtractSliceOp>);
  target.addConvertedOps<tensor::InsertSliceOp>(
      whyUnsupportedSliceOp<tensor::InsertSliceOp>);
  target.addConvertedOps<tensor::ExtractOp, tensor::InsertOp, tensor::GatherOp>(
      whyUnsupportedElementAccess);
}
