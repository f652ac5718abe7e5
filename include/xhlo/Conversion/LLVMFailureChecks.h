//===- LLVMFailureChecks.h - Return early when a call fails --- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares what check-xrt-status (host programs calling the C
// API) and aot-check-allocations (ahead-of-time code calling its runtime)
// share: in the LLVM dialect, finding the functions that can fail (they call
// a fallible function, directly or through other functions of the module)
// and making such a function return as soon as one of those calls fails, so
// that no code runs on with a null buffer or after a failed runtime call.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_CONVERSION_LLVMFAILURECHECKS_H
#define XHLO_CONVERSION_LLVMFAILURECHECKS_H

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SetVector.h"

namespace xhlo {

/// Whether `name` is an allocation function of MLIR's generic memref.alloc
/// lowering (`_mlir_memref_to_llvm_alloc`, `..._aligned_alloc`), which the
/// host and AOT runtimes make return null after recording a failure.
bool isMLIRAllocationFunction(llvm::StringRef name);

/// The functions of `module` with a body that call a function whose name
/// satisfies `isFallible`, directly or through other functions of the
/// module, in a deterministic order.
llvm::SetVector<mlir::LLVM::LLVMFuncOp>
findFallibleFunctions(mlir::ModuleOp module,
                      llvm::function_ref<bool(llvm::StringRef)> isFallible);

/// Makes one function return (nothing, or a poison value of its result
/// type) when a value it computes says that a call failed.
class EarlyReturns {
public:
  explicit EarlyReturns(mlir::LLVM::LLVMFuncOp function) : function(function) {}

  /// Splits the block after `producer` and continues only when the i1 that
  /// `isFailure` builds (at the end of the block before) is false.
  void
  returnIf(mlir::Operation *producer,
           llvm::function_ref<mlir::Value(mlir::OpBuilder &, mlir::Location)>
               isFailure);

  /// Returns when `pointer` (the result of an allocation function) is null.
  void returnIfNull(mlir::Value pointer);

  /// Returns when the i32 `status` is not 0.
  void returnIfNonZero(mlir::Value status);

private:
  /// The block that returns, made on first use.
  mlir::Block *getReturnBlock(mlir::Location loc);

  mlir::LLVM::LLVMFuncOp function;
  mlir::Block *returnBlock = nullptr;
};

} // namespace xhlo

#endif // XHLO_CONVERSION_LLVMFAILURECHECKS_H
