//===- LLVMFailureChecks.cpp - Return early when a call fails -------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the failure checks that check-xrt-status and
// aot-check-allocations insert into LLVM-dialect functions.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Conversion/LLVMFailureChecks.h"

#include "llvm/ADT/DenseMap.h"

using namespace mlir;

bool xhlo::isMLIRAllocationFunction(StringRef name) {
  return name == "_mlir_memref_to_llvm_alloc" ||
         name == "_mlir_memref_to_llvm_aligned_alloc";
}

llvm::SetVector<LLVM::LLVMFuncOp>
xhlo::findFallibleFunctions(ModuleOp module,
                            llvm::function_ref<bool(StringRef)> isFallible) {
  llvm::SetVector<LLVM::LLVMFuncOp> fallible;
  llvm::DenseMap<StringAttr, SmallVector<LLVM::LLVMFuncOp>> callers;
  for (auto function : module.getOps<LLVM::LLVMFuncOp>()) {
    if (function.isExternal())
      continue;
    function.walk([&](LLVM::CallOp call) {
      std::optional<StringRef> callee = call.getCallee();
      if (!callee)
        return;
      if (isFallible(*callee))
        fallible.insert(function);
      else
        callers[call.getCalleeAttr().getAttr()].push_back(function);
    });
  }
  // Their callers can fail too (`fallible` grows as it is walked).
  for (size_t i = 0; i < fallible.size(); ++i) {
    LLVM::LLVMFuncOp callee = fallible[i];
    for (LLVM::LLVMFuncOp caller : callers.lookup(callee.getSymNameAttr()))
      fallible.insert(caller);
  }
  return fallible;
}

void xhlo::EarlyReturns::returnIf(
    Operation *producer,
    llvm::function_ref<Value(OpBuilder &, Location)> isFailure) {
  Location loc = producer->getLoc();
  Block *before = producer->getBlock();
  Block *after = before->splitBlock(std::next(producer->getIterator()));
  OpBuilder builder = OpBuilder::atBlockEnd(before);
  Value failed = isFailure(builder, loc);
  // Failures are rare.
  builder.create<LLVM::CondBrOp>(loc, failed, getReturnBlock(loc), ValueRange(),
                                 after, ValueRange(),
                                 std::make_pair(1u, 2000u));
}

void xhlo::EarlyReturns::returnIfNull(Value pointer) {
  returnIf(pointer.getDefiningOp(), [&](OpBuilder &builder, Location loc) {
    Value null = builder.create<LLVM::ZeroOp>(loc, pointer.getType());
    return builder.create<LLVM::ICmpOp>(loc, LLVM::ICmpPredicate::eq, pointer,
                                        null);
  });
}

void xhlo::EarlyReturns::returnIfNonZero(Value status) {
  returnIf(status.getDefiningOp(), [&](OpBuilder &builder, Location loc) {
    Value zero = builder.create<LLVM::ConstantOp>(loc, status.getType(),
                                                  builder.getI32IntegerAttr(0));
    return builder.create<LLVM::ICmpOp>(loc, LLVM::ICmpPredicate::ne, status,
                                        zero);
  });
}

Block *xhlo::EarlyReturns::getReturnBlock(Location loc) {
  if (returnBlock)
    return returnBlock;
  returnBlock = new Block();
  function.getBody().push_back(returnBlock);
  OpBuilder builder = OpBuilder::atBlockEnd(returnBlock);
  Type result = function.getFunctionType().getReturnType();
  if (isa<LLVM::LLVMVoidType>(result))
    builder.create<LLVM::ReturnOp>(loc, ValueRange());
  else
    builder.create<LLVM::ReturnOp>(
        loc, builder.create<LLVM::PoisonOp>(loc, result).getResult());
  return returnBlock;
}
