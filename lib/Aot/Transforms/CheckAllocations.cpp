//===- CheckAllocations.cpp - Return when an allocation fails -------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements aot-check-allocations: in the LLVM dialect, every
// call of MLIR's generic allocation functions, of a runtime function that
// can fail (the oneDNN convolution), and of a function of the module that
// makes one, is followed by a test and a branch to a block that returns, so
// that compiled code whose allocation fails returns instead of writing
// through a null pointer, and a failed convolution ends the call. The AOT
// runtime records the failure in the thread's current call, which the C
// function ends with a status.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Aot/Passes.h"

#include "xhlo/Conversion/LLVMFailureChecks.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"

#define DEBUG_TYPE "aot-check-allocations"

namespace xhlo {
#define GEN_PASS_DEF_AOTCHECKALLOCATIONSPASS
#include "xhlo/Aot/Passes.h.inc"
} // namespace xhlo

using namespace mlir;

/// The runtime function giving the status of the thread's current call.
static constexpr llvm::StringLiteral kCallStatus = "xhlo_aot_call_status";

bool xhlo::isFallibleAotRuntimeFunction(StringRef name) {
  return xhlo::isMLIRAllocationFunction(name) ||
         name == "_mlir_ciface_xhlo_aot_convolution_f32" ||
         name == "_mlir_ciface_xhlo_aot_convolution_bias_f32" ||
         name == "_mlir_ciface_xhlo_aot_convolution_stage_f32" ||
         name == "xhlo_aot_rng_bounds_failed";
}

namespace {

struct AotCheckAllocationsPass
    : xhlo::impl::AotCheckAllocationsPassBase<AotCheckAllocationsPass> {
  using AotCheckAllocationsPassBase::AotCheckAllocationsPassBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    // The functions that allocate or call the fallible runtime functions,
    // directly or not.
    llvm::SetVector<LLVM::LLVMFuncOp> allocating =
        xhlo::findFallibleFunctions(module, xhlo::isFallibleAotRuntimeFunction);
    llvm::DenseSet<StringAttr> names;
    for (LLVM::LLVMFuncOp function : allocating)
      names.insert(function.getSymNameAttr());
    MLIRContext *context = module.getContext();
    auto i32 = IntegerType::get(context, 32);
    for (LLVM::LLVMFuncOp function : allocating) {
      SmallVector<LLVM::CallOp> calls;
      function.walk([&](LLVM::CallOp call) {
        std::optional<StringRef> callee = call.getCallee();
        if (callee && (xhlo::isFallibleAotRuntimeFunction(*callee) ||
                       names.contains(call.getCalleeAttr().getAttr())))
          calls.push_back(call);
      });
      xhlo::EarlyReturns checker(function);
      for (LLVM::CallOp call : calls) {
        if (xhlo::isMLIRAllocationFunction(*call.getCallee())) {
          checker.returnIfNull(call.getResult());
        } else {
          // The runtime records a failure in the thread's current call.
          checker.returnIf(call, [&](OpBuilder &builder, Location loc) {
            Value status = builder
                               .create<LLVM::CallOp>(loc, getCallStatus(module),
                                                     ValueRange())
                               .getResult();
            Value zero = builder.create<LLVM::ConstantOp>(loc, i32, 0);
            return builder.create<LLVM::ICmpOp>(loc, LLVM::ICmpPredicate::ne,
                                                status, zero);
          });
        }
        ++numChecks;
      }
    }
  }

  /// `int32_t xhlo_aot_call_status(void)`, declared on first use.
  LLVM::LLVMFuncOp getCallStatus(ModuleOp module) {
    if (auto function = module.lookupSymbol<LLVM::LLVMFuncOp>(kCallStatus))
      return function;
    OpBuilder builder = OpBuilder::atBlockEnd(module.getBody());
    return builder.create<LLVM::LLVMFuncOp>(
        module.getLoc(), kCallStatus,
        LLVM::LLVMFunctionType::get(builder.getI32Type(), {}));
  }
};

} // namespace
