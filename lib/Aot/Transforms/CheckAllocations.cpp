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

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"

#define DEBUG_TYPE "aot-check-allocations"

namespace xhlo {
#define GEN_PASS_DEF_AOTCHECKALLOCATIONSPASS
#include "xhlo/Aot/Passes.h.inc"
} // namespace xhlo

using namespace mlir;

/// The runtime function giving the status of the thread's current call.
static constexpr llvm::StringLiteral kCallStatus = "xhlo_aot_call_status";

static bool isAllocationFunction(StringRef name) {
  return name == "_mlir_memref_to_llvm_alloc" ||
         name == "_mlir_memref_to_llvm_aligned_alloc";
}

bool xhlo::isFallibleAotRuntimeFunction(StringRef name) {
  return isAllocationFunction(name) ||
         name == "_mlir_ciface_xhlo_aot_convolution_f32";
}

/// The functions with a body that allocate, directly or through other
/// functions of the module.
static llvm::SetVector<LLVM::LLVMFuncOp>
findAllocatingFunctions(ModuleOp module) {
  llvm::SetVector<LLVM::LLVMFuncOp> allocating;
  llvm::DenseMap<StringAttr, SmallVector<LLVM::LLVMFuncOp>> callers;
  for (auto function : module.getOps<LLVM::LLVMFuncOp>()) {
    if (function.isExternal())
      continue;
    function.walk([&](LLVM::CallOp call) {
      std::optional<StringRef> callee = call.getCallee();
      if (!callee)
        return;
      if (xhlo::isFallibleAotRuntimeFunction(*callee))
        allocating.insert(function);
      else
        callers[call.getCalleeAttr().getAttr()].push_back(function);
    });
  }
  // Their callers allocate too (`allocating` grows as it is walked).
  for (size_t i = 0; i < allocating.size(); ++i) {
    LLVM::LLVMFuncOp callee = allocating[i];
    for (LLVM::LLVMFuncOp caller : callers.lookup(callee.getSymNameAttr()))
      allocating.insert(caller);
  }
  return allocating;
}

/// The block of `function` that returns (a poison value of its result
/// type, or nothing), made on first use.
static Block *getReturnBlock(LLVM::LLVMFuncOp function, Block *&block,
                             Location loc) {
  if (block)
    return block;
  block = new Block();
  function.getBody().push_back(block);
  OpBuilder builder = OpBuilder::atBlockEnd(block);
  Type result = function.getFunctionType().getReturnType();
  if (isa<LLVM::LLVMVoidType>(result))
    builder.create<LLVM::ReturnOp>(loc, ValueRange());
  else
    builder.create<LLVM::ReturnOp>(
        loc, builder.create<LLVM::PoisonOp>(loc, result).getResult());
  return block;
}

namespace {

struct AotCheckAllocationsPass
    : xhlo::impl::AotCheckAllocationsPassBase<AotCheckAllocationsPass> {
  using AotCheckAllocationsPassBase::AotCheckAllocationsPassBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    llvm::SetVector<LLVM::LLVMFuncOp> allocating =
        findAllocatingFunctions(module);
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
      Block *returnBlock = nullptr;
      for (LLVM::CallOp call : calls) {
        Location loc = call.getLoc();
        Block *before = call->getBlock();
        Block *after = before->splitBlock(std::next(call->getIterator()));
        OpBuilder builder = OpBuilder::atBlockEnd(before);
        Value failed;
        if (isAllocationFunction(*call.getCallee())) {
          Value null = builder.create<LLVM::ZeroOp>(
              loc, LLVM::LLVMPointerType::get(context));
          failed = builder.create<LLVM::ICmpOp>(loc, LLVM::ICmpPredicate::eq,
                                                call.getResult(), null);
        } else {
          Value status = builder
                             .create<LLVM::CallOp>(loc, getCallStatus(module),
                                                   ValueRange())
                             .getResult();
          Value zero = builder.create<LLVM::ConstantOp>(loc, i32, 0);
          failed = builder.create<LLVM::ICmpOp>(loc, LLVM::ICmpPredicate::ne,
                                                status, zero);
        }
        // Failures are rare.
        builder.create<LLVM::CondBrOp>(
            loc, failed, getReturnBlock(function, returnBlock, loc),
            ValueRange(), after, ValueRange(), std::make_pair(1u, 2000u));
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
