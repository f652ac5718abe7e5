//===- Devices.cpp - replica_id and partition_id of one device ------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the lowering of replica_id and partition_id. A
// compiled program runs as one replica of one partition, so both are 0 (what
// the interpreter returns on one device) when the module runs on one:
// module attributes `hlo.replica_count` and `hlo.num_partitions` (the
// module configuration, Target/Hlo/HloModuleConfig.h) absent or 1. A module
// configured for several is refused at the op: compiled alone, each copy
// would claim to be device 0.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "xhlo/Dialect/Hlo/IR/HloOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace xhlo;
using namespace xhlo::hlo_to_linalg;

namespace {

/// replica_id or partition_id: the constant 0 of its type, when the
/// module's `countAttr` says one device.
template <typename OpTy> struct DeviceIdLowering : OpConversionPattern<OpTy> {
  DeviceIdLowering(TypeConverter &typeConverter, MLIRContext *ctx,
                   StringRef countAttr)
      : OpConversionPattern<OpTy>(typeConverter, ctx), countAttr(countAttr) {}
  StringRef countAttr;

  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (failed(checkOperandsAndResults(op)))
      return failure();
    auto module = op->template getParentOfType<ModuleOp>();
    if (auto count =
            module ? module->template getAttrOfType<IntegerAttr>(countAttr)
                   : IntegerAttr();
        count && count.getInt() > 1)
      return refuse(op, "the module runs on " + Twine(count.getInt()) +
                            " devices (" + countAttr +
                            "); a compiled program is one device");
    auto type = toSignless(cast<RankedTensorType>(op.getType()));
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(op, type,
                                                   rewriter.getZeroAttr(type));
    return success();
  }
};

} // namespace

bool hlo_to_linalg::isDeviceLowered(Operation *op) {
  return isa<hlo::ReplicaIdOp, hlo::PartitionIdOp>(op);
}

void hlo_to_linalg::populateDevicePatternsAndLegality(
    TypeConverter &typeConverter, RewritePatternSet &patterns,
    ConversionTarget &target) {
  MLIRContext *ctx = patterns.getContext();
  patterns.add<DeviceIdLowering<hlo::ReplicaIdOp>>(typeConverter, ctx,
                                                   "hlo.replica_count");
  patterns.add<DeviceIdLowering<hlo::PartitionIdOp>>(typeConverter, ctx,
                                                     "hlo.num_partitions");
  target.addLegalDialect<arith::ArithDialect>();
}
