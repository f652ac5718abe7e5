//===- MemrefToTensor.h - Functions on memrefs to tensors ----- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the entry point of the conversion of functions on
// memrefs into functions on tensors, for reuse outside the pass; the pass
// itself (`convert-memref-to-tensor`) is declared in Passes.h.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_CONVERSION_MEMREFTOTENSOR_MEMREFTOTENSOR_H
#define XHLO_CONVERSION_MEMREFTOTENSOR_MEMREFTOTENSOR_H

#include "mlir/Support/LogicalResult.h"
#include "llvm/ADT/StringRef.h"

namespace mlir {
class ModuleOp;
} // namespace mlir

namespace xhlo {

/// The attribute of a converted function that lists, for each result
/// appended for a written argument, that argument's position (a
/// DenseI64ArrayAttr; absent when the function writes no argument).
inline constexpr llvm::StringLiteral kWrittenArgumentsAttrName =
    "xhlo.written_arguments";

/// Gives every function with a body in `module` value semantics: memref
/// arguments become tensor arguments, and those a function writes (directly
/// or through calls) also become results, after its own results and in
/// argument order; loads, stores, copies, views, allocations and linalg ops
/// on memrefs become tensor ops, and scf ops carry the buffers their regions
/// write. Affine control flow must be lowered first (affine.load and
/// affine.store are accepted). Fails, with an error per problem, on what
/// has no tensor form (see the pass description).
mlir::LogicalResult convertMemrefToTensor(mlir::ModuleOp module);

} // namespace xhlo

#endif // XHLO_CONVERSION_MEMREFTOTENSOR_MEMREFTOTENSOR_H
