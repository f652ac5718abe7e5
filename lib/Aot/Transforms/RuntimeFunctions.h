//===- RuntimeFunctions.h - Declarations of AOT runtime calls --*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// What the passes that call xhlo's AOT runtime (AotRuntime.h) share.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_LIB_AOT_TRANSFORMS_RUNTIMEFUNCTIONS_H
#define XHLO_LIB_AOT_TRANSFORMS_RUNTIMEFUNCTIONS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"

namespace xhlo {

/// The runtime function `name` of `type`, declared (private, with the C
/// interface: the call passes memref descriptors) on first use; null after
/// an error at a clashing symbol.
mlir::func::FuncOp getOrDeclareAotRuntimeFunction(mlir::ModuleOp module,
                                                  mlir::SymbolTable &symbols,
                                                  llvm::StringRef name,
                                                  mlir::FunctionType type);

} // namespace xhlo

#endif // XHLO_LIB_AOT_TRANSFORMS_RUNTIMEFUNCTIONS_H
