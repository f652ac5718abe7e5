//===- Transfers.cpp - xrt arrays to C API calls --------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file lowers the xrt ops that move arrays between host and device and
// free them: transfer_to_device and read pass memref descriptors (the
// tensors' future buffers, bufferized later), release a stack array of
// handles.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "xhlo/Dialect/Xrt/IR/XrtOps.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace xhlo;
using namespace xhlo::xrt_to_llvm;

/// The memref of `type`'s shape and element type with a fully dynamic
/// strided layout, which any buffer of the tensor casts to without a copy.
static MemRefType getAnyLayoutMemRefType(RankedTensorType type) {
  SmallVector<int64_t> strides(type.getRank(), ShapedType::kDynamic);
  auto layout =
      StridedLayoutAttr::get(type.getContext(), ShapedType::kDynamic, strides);
  return MemRefType::get(type.getShape(), type.getElementType(), layout);
}

namespace {

//===----------------------------------------------------------------------===//
// transfer_to_device
//===----------------------------------------------------------------------===//

/// `xhlo_xrt_transfer(ctx, rank, &descriptor, type, &array)` on the input's
/// buffer.
struct TransferToDeviceLowering : OpConversionPattern<xrt::TransferToDeviceOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(xrt::TransferToDeviceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = cast<RankedTensorType>(op.getInput().getType());
    std::optional<int32_t> code = getElementTypeCode(type.getElementType());
    if (!code)
      return rewriter.notifyMatchFailure(op, "element type without a code");
    Location loc = op.getLoc();
    Value memref = rewriter.create<bufferization::ToMemrefOp>(
        loc, getAnyLayoutMemRefType(type), adaptor.getInput(),
        /*read_only=*/true);
    Value descriptor = createDescriptorPointer(rewriter, loc, memref);
    Value handle = createHandleRuntimeCall(
        rewriter, loc, RuntimeFunction::Transfer,
        {createI64Constant(rewriter, loc, type.getRank()), descriptor,
         createI32Constant(rewriter, loc, *code)});
    rewriter.replaceOp(op, handle);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// read
//===----------------------------------------------------------------------===//

/// A new buffer filled by `xhlo_xrt_read(ctx, array, rank, &descriptor,
/// type)`, as a tensor.
struct ReadLowering : OpConversionPattern<xrt::ReadOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(xrt::ReadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = cast<RankedTensorType>(op.getResult().getType());
    std::optional<int32_t> code = getElementTypeCode(type.getElementType());
    if (!code)
      return rewriter.notifyMatchFailure(op, "element type without a code");
    Location loc = op.getLoc();
    auto memrefType = MemRefType::get(type.getShape(), type.getElementType());
    Value buffer = rewriter.create<memref::AllocOp>(
        loc, memrefType, rewriter.getI64IntegerAttr(64));
    Value descriptor = createDescriptorPointer(rewriter, loc, buffer);
    createRuntimeCall(rewriter, loc, RuntimeFunction::Read,
                      {adaptor.getArray(),
                       createI64Constant(rewriter, loc, type.getRank()),
                       descriptor, createI32Constant(rewriter, loc, *code)});
    rewriter.replaceOpWithNewOp<bufferization::ToTensorOp>(
        op, type, buffer, /*restrict=*/true, /*writable=*/true);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// release
//===----------------------------------------------------------------------===//

/// `xhlo_xrt_release(ctx, handles, count)` on a stack array of the handles.
struct ReleaseLowering : OpConversionPattern<xrt::ReleaseOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(xrt::ReleaseOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    ValueRange handles = adaptor.getArrays();
    Type i64 = rewriter.getI64Type();
    Value array = createEntryAlloca(rewriter, loc, i64, handles.size());
    for (auto [index, handle] : llvm::enumerate(handles)) {
      Value slot = rewriter.create<LLVM::GEPOp>(
          loc, array.getType(), i64, array,
          ArrayRef<LLVM::GEPArg>{static_cast<int32_t>(index)});
      rewriter.create<LLVM::StoreOp>(loc, handle, slot);
    }
    createRuntimeCall(
        rewriter, loc, RuntimeFunction::Release,
        {array, createI64Constant(rewriter, loc, handles.size())});
    rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

void xrt_to_llvm::populateTransferPatternsAndLegality(
    TypeConverter &typeConverter, RewritePatternSet &patterns,
    ConversionTarget &target) {
  patterns.add<TransferToDeviceLowering, ReadLowering, ReleaseLowering>(
      typeConverter, patterns.getContext());
  target.addIllegalOp<xrt::TransferToDeviceOp, xrt::ReadOp, xrt::ReleaseOp>();
}
