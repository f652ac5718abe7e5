//===- Callees.h - Kernels that run a function of the module --*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares what hlo.call's kernel and async_start's share: running
// the module function an op names on its operands.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_LIB_INTERPRETER_KERNELS_CALLEES_H
#define XHLO_LIB_INTERPRETER_KERNELS_CALLEES_H

#include "xhlo/Interpreter/Executable.h"

#include "mlir/IR/BuiltinAttributes.h"

namespace xhlo::interp {

/// Runs the module's function `callee`, named by `op` (hlo.call's to_apply,
/// async_start's calls), on copies of `operands` and returns what it
/// returns; an error at `op` when the module has no such function.
mlir::FailureOr<std::vector<RtValue>>
runCallee(mlir::Operation *op, mlir::SymbolRefAttr callee,
          llvm::ArrayRef<const RtValue *> operands, KernelContext &context);

} // namespace xhlo::interp

#endif // XHLO_LIB_INTERPRETER_KERNELS_CALLEES_H
