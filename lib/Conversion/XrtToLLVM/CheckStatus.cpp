//===- CheckStatus.cpp - The check-xrt-status pass ------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the pass that makes lowered host programs return as
// soon as a call of the C API fails: the functions that may fail are those
// that call the C API or allocate buffers (MLIR's generic allocation
// functions, which return null after the context records the failure) and,
// transitively, their callers; in each, every such call is followed by a
// test of its status (or pointer) and a branch to a block that returns.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Conversion/Passes.h"

#include "Patterns.h"

#include "xhlo/Conversion/LLVMFailureChecks.h"

#define DEBUG_TYPE "check-xrt-status"

namespace xhlo {
#define GEN_PASS_DEF_CHECKXRTSTATUSPASS
#include "xhlo/Conversion/Passes.h.inc"
} // namespace xhlo

using namespace mlir;
using namespace xhlo;
using namespace xhlo::xrt_to_llvm;

namespace {

/// The rng draws' failure (convert-hlo-to-linalg calls it for bounds the
/// interpreter refuses): it records the failure in the context.
constexpr llvm::StringLiteral kRngBoundsFailed = "xhlo_aot_rng_bounds_failed";

struct CheckXrtStatusPass
    : xhlo::impl::CheckXrtStatusPassBase<CheckXrtStatusPass> {
  using CheckXrtStatusPassBase::CheckXrtStatusPassBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    // The functions that call the C API or allocate, directly or not.
    llvm::SetVector<LLVM::LLVMFuncOp> failing =
        findFallibleFunctions(module, [](StringRef name) {
          return isOpRuntimeFunction(name) || isMLIRAllocationFunction(name) ||
                 name == kRngBoundsFailed;
        });
    if (failing.empty())
      return;
    llvm::DenseSet<StringAttr> failingNames;
    for (LLVM::LLVMFuncOp function : failing)
      failingNames.insert(function.getSymNameAttr());

    for (LLVM::LLVMFuncOp function : failing) {
      SmallVector<LLVM::CallOp> calls;
      function.walk([&](LLVM::CallOp call) {
        std::optional<StringRef> callee = call.getCallee();
        if (callee &&
            (isOpRuntimeFunction(*callee) ||
             isMLIRAllocationFunction(*callee) || *callee == kRngBoundsFailed ||
             failingNames.contains(call.getCalleeAttr().getAttr())))
          calls.push_back(call);
      });
      EarlyReturns checker(function);
      for (LLVM::CallOp call : calls) {
        if (isMLIRAllocationFunction(*call.getCallee())) {
          checker.returnIfNull(call.getResult());
          ++numChecks;
          continue;
        }
        Value status;
        if (isOpRuntimeFunction(*call.getCallee())) {
          status = call.getResult();
        } else {
          // A function of the module failed if the context keeps a failure.
          declareRuntimeFunction(module, RuntimeFunction::GetStatus);
          OpBuilder builder(call->getContext());
          builder.setInsertionPointAfter(call);
          status = createRuntimeCall(builder, call.getLoc(),
                                     RuntimeFunction::GetStatus, {});
        }
        checker.returnIfNonZero(status);
        ++numChecks;
      }
    }
  }
};

} // namespace
