//===- Patterns.h - The op families of xrt to llvm ------------ -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares, privately to XrtToLLVM, one function per op family
// (each adds its patterns and marks its ops illegal) and the helpers they
// (and check-xrt-status) share to build C API calls (RuntimeCalls.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_LIB_CONVERSION_XRTTOLLVM_PATTERNS_H
#define XHLO_LIB_CONVERSION_XRTTOLLVM_PATTERNS_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"

#include <optional>

namespace mlir {
class ConversionTarget;
class RewritePatternSet;
class TypeConverter;
} // namespace mlir

namespace xhlo::xrt_to_llvm {

//===----------------------------------------------------------------------===//
// Op families
//===----------------------------------------------------------------------===//

/// transfer_to_device, read and release: arrays (Transfers.cpp).
void populateTransferPatternsAndLegality(mlir::TypeConverter &typeConverter,
                                         mlir::RewritePatternSet &patterns,
                                         mlir::ConversionTarget &target);

/// compile, execute and release_executable (Executables.cpp).
void populateExecutablePatternsAndLegality(mlir::TypeConverter &typeConverter,
                                           mlir::RewritePatternSet &patterns,
                                           mlir::ConversionTarget &target);

/// Exports the callee of every xrt.compile in `module` to a binary
/// HloModuleProto held by a constant global (Executables.cpp); returns how
/// many, or failure with a diagnostic.
mlir::FailureOr<unsigned> embedCompiledComputations(mlir::ModuleOp module);

/// Erases the computations embedded by embedCompiledComputations and the
/// functions only they call, once no xrt.compile names them; fails (with a
/// diagnostic) when host code still uses one (Executables.cpp).
mlir::LogicalResult eraseDeviceComputations(mlir::ModuleOp module);

//===----------------------------------------------------------------------===//
// Building calls (RuntimeCalls.cpp)
//===----------------------------------------------------------------------===//

/// The C API's functions, as the lowering calls them. Each returns an `i32`
/// status (XhloXrtStatus).
enum class RuntimeFunction {
  Compile,
  Transfer,
  Read,
  Execute,
  Release,
  ReleaseExecutable,
  /// The context's status, which callers of functions that call the C API
  /// check (check-xrt-status).
  GetStatus,
};

/// Declares `function` and the context global in `module`, unless they are.
void declareRuntimeFunction(mlir::ModuleOp module, RuntimeFunction function);

/// Declares the C API functions that xrt ops lower to, and the context
/// global, in `module`.
void declareRuntimeFunctions(mlir::ModuleOp module);

/// Whether `name` is a C API function that an xrt op lowers to (all but
/// xhlo_xrt_get_status): the calls whose status check-xrt-status checks.
bool isOpRuntimeFunction(llvm::StringRef name);

/// Calls `function` with the context (loaded from its global) followed by
/// `operands`; returns the call's status.
mlir::Value createRuntimeCall(mlir::OpBuilder &builder, mlir::Location loc,
                              RuntimeFunction function,
                              mlir::ValueRange operands);

/// Calls `function` (compile, transfer), which writes a handle, with the
/// context, `operands` and a stack slot for the handle; returns the handle.
mlir::Value createHandleRuntimeCall(mlir::OpBuilder &builder,
                                    mlir::Location loc,
                                    RuntimeFunction function,
                                    mlir::ValueRange operands);

/// A stack slot for `count` values of `type` (an LLVM type) in the entry
/// block of the function around the builder's insertion point; returns its
/// `!llvm.ptr`.
mlir::Value createEntryAlloca(mlir::OpBuilder &builder, mlir::Location loc,
                              mlir::Type type, int64_t count);

/// Stores the descriptor of `memref` (a ranked memref) into a stack slot and
/// returns the slot's `!llvm.ptr`: the descriptor half of an unranked
/// memref, as the C API takes it.
mlir::Value createDescriptorPointer(mlir::OpBuilder &builder,
                                    mlir::Location loc, mlir::Value memref);

/// An `i64` or `i32` constant.
mlir::Value createI64Constant(mlir::OpBuilder &builder, mlir::Location loc,
                              int64_t value);
mlir::Value createI32Constant(mlir::OpBuilder &builder, mlir::Location loc,
                              int32_t value);

/// The C API's code of an element type (XhloXrtElementType), if it has one.
std::optional<int32_t> getElementTypeCode(mlir::Type type);

/// The name of the global holding the HloModuleProto of computation `callee`.
std::string getModuleGlobalName(llvm::StringRef callee);

} // namespace xhlo::xrt_to_llvm

#endif // XHLO_LIB_CONVERSION_XRTTOLLVM_PATTERNS_H
