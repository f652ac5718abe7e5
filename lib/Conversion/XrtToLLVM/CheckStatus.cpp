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

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"

#define DEBUG_TYPE "check-xrt-status"

namespace xhlo {
#define GEN_PASS_DEF_CHECKXRTSTATUSPASS
#include "xhlo/Conversion/Passes.h.inc"
} // namespace xhlo

using namespace mlir;
using namespace xhlo;
using namespace xhlo::xrt_to_llvm;

/// The functions of `module` (with a body) that call the C API, directly or
/// through other functions of the module.
static llvm::SetVector<LLVM::LLVMFuncOp> findFailingFunctions(ModuleOp module) {
  llvm::SetVector<LLVM::LLVMFuncOp> failing;
  llvm::DenseMap<StringAttr, SmallVector<LLVM::LLVMFuncOp>> callers;
  for (auto function : module.getOps<LLVM::LLVMFuncOp>()) {
    if (function.isExternal())
      continue;
    function.walk([&](LLVM::CallOp call) {
      std::optional<StringRef> callee = call.getCallee();
      if (!callee)
        return;
      if (isOpRuntimeFunction(*callee) || isAllocationFunction(*callee))
        failing.insert(function);
      else
        callers[call.getCalleeAttr().getAttr()].push_back(function);
    });
  }
  // Callers of failing functions fail too (`failing` grows as it is walked).
  for (size_t i = 0; i < failing.size(); ++i) {
    LLVM::LLVMFuncOp callee = failing[i];
    for (LLVM::LLVMFuncOp caller : callers.lookup(callee.getSymNameAttr()))
      failing.insert(caller);
  }
  return failing;
}

namespace {

/// Inserts the checks into one function.
class FunctionChecker {
public:
  explicit FunctionChecker(LLVM::LLVMFuncOp function) : function(function) {}

  /// Splits the block after the op that gives `status` (an i32) and
  /// continues only when it is 0.
  void check(Value status) {
    checkFor(status, [&](OpBuilder &builder, Location loc) -> Value {
      Value zero = builder.create<LLVM::ConstantOp>(
          loc, status.getType(), builder.getI32IntegerAttr(0));
      return builder.create<LLVM::ICmpOp>(loc, LLVM::ICmpPredicate::ne, status,
                                          zero);
    });
  }

  /// Splits the block after the op that gives `pointer` (a buffer of the
  /// allocation functions) and continues only when it is not null.
  void checkAllocation(Value pointer) {
    checkFor(pointer, [&](OpBuilder &builder, Location loc) -> Value {
      Value null = builder.create<LLVM::ZeroOp>(loc, pointer.getType());
      return builder.create<LLVM::ICmpOp>(loc, LLVM::ICmpPredicate::eq, pointer,
                                          null);
    });
  }

private:
  /// Splits the block after the op that gives `value` and returns when
  /// `isFailure` (built at the end of the block before) is true.
  void checkFor(Value value,
                llvm::function_ref<Value(OpBuilder &, Location)> isFailure) {
    Operation *producer = value.getDefiningOp();
    Location loc = producer->getLoc();
    Block *before = producer->getBlock();
    Block *after = before->splitBlock(std::next(producer->getIterator()));
    OpBuilder builder = OpBuilder::atBlockEnd(before);
    Value failed = isFailure(builder, loc);
    // Failures are rare.
    builder.create<LLVM::CondBrOp>(loc, failed, getFailureBlock(loc),
                                   ValueRange(), after, ValueRange(),
                                   std::make_pair(1u, 2000u));
  }

  /// The block that returns (a poison value of the result type, if any).
  Block *getFailureBlock(Location loc) {
    if (failureBlock)
      return failureBlock;
    failureBlock = new Block();
    function.getBody().push_back(failureBlock);
    OpBuilder builder = OpBuilder::atBlockEnd(failureBlock);
    Type result = function.getFunctionType().getReturnType();
    if (isa<LLVM::LLVMVoidType>(result)) {
      builder.create<LLVM::ReturnOp>(loc, ValueRange());
    } else {
      Value poison = builder.create<LLVM::PoisonOp>(loc, result);
      builder.create<LLVM::ReturnOp>(loc, poison);
    }
    return failureBlock;
  }

  LLVM::LLVMFuncOp function;
  Block *failureBlock = nullptr;
};

struct CheckXrtStatusPass
    : xhlo::impl::CheckXrtStatusPassBase<CheckXrtStatusPass> {
  using CheckXrtStatusPassBase::CheckXrtStatusPassBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    llvm::SetVector<LLVM::LLVMFuncOp> failing = findFailingFunctions(module);
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
            (isOpRuntimeFunction(*callee) || isAllocationFunction(*callee) ||
             failingNames.contains(call.getCalleeAttr().getAttr())))
          calls.push_back(call);
      });
      FunctionChecker checker(function);
      for (LLVM::CallOp call : calls) {
        if (isAllocationFunction(*call.getCallee())) {
          checker.checkAllocation(call.getResult());
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
        checker.check(status);
        ++numChecks;
      }
    }
  }
};

} // namespace
