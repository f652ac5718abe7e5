//===- XrtToLLVM.cpp - The convert-xrt-to-llvm pass -----------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the pass that lowers the xrt ops of host programs to
// calls of xhlo's C API: the type rule (handles are i64), the target, and
// the driver around the per-family patterns (Transfers.cpp,
// Executables.cpp).
//
//===----------------------------------------------------------------------===//

#include "xhlo/Conversion/XrtToLLVM/XrtToLLVM.h"
#include "xhlo/Conversion/Passes.h"

#include "Patterns.h"

#include "xhlo/Dialect/Hlo/IR/HloDialect.h"
#include "xhlo/Dialect/Xrt/IR/XrtDialect.h"
#include "xhlo/Dialect/Xrt/IR/XrtOps.h"
#include "xhlo/Dialect/Xrt/IR/XrtTypes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Func/Transforms/FuncConversions.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/Transforms/Patterns.h"
#include "mlir/Transforms/DialectConversion.h"

#define DEBUG_TYPE "convert-xrt-to-llvm"

namespace xhlo {
#define GEN_PASS_DEF_CONVERTXRTTOLLVMPASS
#include "xhlo/Conversion/Passes.h.inc"
} // namespace xhlo

using namespace mlir;
using namespace xhlo;
using namespace xhlo::xrt_to_llvm;

void xhlo::populateXrtToLLVMTypeConversions(TypeConverter &typeConverter) {
  typeConverter.addConversion([](Type type) -> std::optional<Type> {
    if (isa<xrt::XrtDialect>(type.getDialect()) ||
        (isa<TupleType>(type) && xrt::isDeviceValueType(type)))
      return IntegerType::get(type.getContext(), 64);
    return std::nullopt;
  });
}

LogicalResult xhlo::prepareXrtToLLVMLowering(ModuleOp module) {
  if (failed(embedCompiledComputations(module)))
    return failure();
  declareRuntimeFunctions(module);
  return success();
}

void xhlo::populateXrtToLLVMPatterns(TypeConverter &typeConverter,
                                     RewritePatternSet &patterns,
                                     ConversionTarget &target) {
  populateTransferPatternsAndLegality(typeConverter, patterns, target);
  populateExecutablePatternsAndLegality(typeConverter, patterns, target);
}

namespace {

struct ConvertXrtToLLVMPass
    : xhlo::impl::ConvertXrtToLLVMPassBase<ConvertXrtToLLVMPass> {
  using ConvertXrtToLLVMPassBase::ConvertXrtToLLVMPassBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *context = &getContext();

    // Raw allocations have no producer on the host.
    WalkResult views = module.walk([](xrt::ViewOp op) {
      op.emitError("cannot lower xrt.view: the host runtime has no raw "
                   "allocations");
      return WalkResult::interrupt();
    });
    if (views.wasInterrupted())
      return signalPassFailure();

    // Export first: the exporter takes modules of functions only.
    FailureOr<unsigned> computations = embedCompiledComputations(module);
    if (failed(computations))
      return signalPassFailure();
    declareRuntimeFunctions(module);
    numComputations += *computations;
    module.walk([&](Operation *op) {
      if (isa_and_nonnull<xrt::XrtDialect>(op->getDialect()))
        ++numCalls;
    });

    TypeConverter typeConverter;
    typeConverter.addConversion([](Type type) { return type; });
    populateXrtToLLVMTypeConversions(typeConverter);
    auto materialize = [](OpBuilder &builder, Type type, ValueRange inputs,
                          Location loc) -> Value {
      return builder.create<UnrealizedConversionCastOp>(loc, type, inputs)
          .getResult(0);
    };
    typeConverter.addSourceMaterialization(materialize);
    typeConverter.addTargetMaterialization(materialize);

    ConversionTarget target(*context);
    RewritePatternSet patterns(context);
    target.addLegalDialect<LLVM::LLVMDialect, arith::ArithDialect,
                           bufferization::BufferizationDialect,
                           memref::MemRefDialect>();
    // Signatures, calls, returns, branches and scf ops follow the type rule.
    populateFunctionOpInterfaceTypeConversionPattern<func::FuncOp>(
        patterns, typeConverter);
    populateCallOpTypeConversionPattern(patterns, typeConverter);
    populateReturnOpTypeConversionPattern(patterns, typeConverter);
    populateBranchOpInterfaceTypeConversionPattern(patterns, typeConverter);
    scf::populateSCFStructuralTypeConversionsAndLegality(typeConverter,
                                                         patterns, target);
    target.addDynamicallyLegalOp<func::FuncOp>([&](func::FuncOp op) {
      return typeConverter.isSignatureLegal(op.getFunctionType()) &&
             typeConverter.isLegal(&op.getBody());
    });
    target.addDynamicallyLegalOp<func::CallOp, func::ReturnOp>(
        [&](Operation *op) { return typeConverter.isLegal(op); });
    target.markUnknownOpDynamicallyLegal([&](Operation *op) {
      return isNotBranchOpInterfaceOrReturnLikeOp(op) ||
             isLegalForBranchOpInterfaceTypeConversionPattern(op,
                                                              typeConverter) ||
             isLegalForReturnOpTypeConversionPattern(op, typeConverter);
    });
    populateXrtToLLVMPatterns(typeConverter, patterns, target);
    if (failed(applyPartialConversion(module, target, std::move(patterns))))
      return signalPassFailure();

    if (failed(eraseDeviceComputations(module)))
      return signalPassFailure();
    // Only the device runs hlo.
    WalkResult left = module.walk([](Operation *op) {
      if (!isa_and_nonnull<hlo::HloDialect>(op->getDialect()))
        return WalkResult::advance();
      op->emitError() << "'" << op->getName()
                      << "' is left in host code: only the device runs hlo "
                         "(offload it with convert-hlo-to-xrt)";
      return WalkResult::interrupt();
    });
    if (left.wasInterrupted())
      signalPassFailure();
  }
};

} // namespace
