//===- XrtToLLVM.h - Lowering xrt ops to calls of the C API --- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the entry points for reusing the lowering of xrt ops to
// calls of xhlo's C API (Runtime/HostApi.h); the pass itself,
// convert-xrt-to-llvm, is declared in Passes.h.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_CONVERSION_XRTTOLLVM_XRTTOLLVM_H
#define XHLO_CONVERSION_XRTTOLLVM_XRTTOLLVM_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringRef.h"

namespace mlir {
class ConversionTarget;
class ModuleOp;
class RewritePatternSet;
class TypeConverter;
} // namespace mlir

namespace xhlo {

/// The name of the external global from which lowered host programs read
/// the device context (`XhloXrtContext *`) that they pass to every call.
inline constexpr llvm::StringLiteral kXrtContextGlobalName = "xhlo_xrt_context";

/// Adds the type rule of the lowering to `typeConverter`: device arrays,
/// tuples of them, allocations and executables are `i64` handles.
void populateXrtToLLVMTypeConversions(mlir::TypeConverter &typeConverter);

/// Prepares `module` for the patterns: exports the computation of every
/// `xrt.compile` to a binary HloModuleProto held by a constant global, and
/// declares the C API's functions and the context global. Fails (with a
/// diagnostic) when a computation cannot be exported.
mlir::LogicalResult prepareXrtToLLVMLowering(mlir::ModuleOp module);

/// Adds the patterns that lower every xrt op to C API calls (on a module
/// prepared by prepareXrtToLLVMLowering) and marks the xrt dialect illegal
/// on `target`.
void populateXrtToLLVMPatterns(mlir::TypeConverter &typeConverter,
                               mlir::RewritePatternSet &patterns,
                               mlir::ConversionTarget &target);

} // namespace xhlo

#endif // XHLO_CONVERSION_XRTTOLLVM_XRTTOLLVM_H
