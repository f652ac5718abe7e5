//===- AffineToLinalg.h - Raising affine loops to linalg ------ -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the entry point of the raising of affine loop nests on
// memrefs to linalg ops on memrefs, for reuse outside the pass; the pass
// itself (`raise-affine-to-linalg`) is declared in Passes.h.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_CONVERSION_AFFINETOLINALG_AFFINETOLINALG_H
#define XHLO_CONVERSION_AFFINETOLINALG_AFFINETOLINALG_H

#include "mlir/Support/LogicalResult.h"

namespace mlir {
namespace func {
class FuncOp;
} // namespace func
} // namespace mlir

namespace xhlo {

/// The options of the raising.
struct RaiseAffineToLinalgOptions {
  /// Keep the loops that cannot be raised as loops, each reported by a
  /// remark, instead of failing with an error per loop.
  bool allowSequential = true;
};

/// What the raising did.
struct RaiseAffineToLinalgStats {
  /// Loop nests replaced by a linalg op.
  unsigned numRaised = 0;
  /// Loops kept as loops.
  unsigned numSequential = 0;
};

/// Raises the affine loop nests of `func` to linalg ops on memref views where
/// the dependence analysis proves it exact; the loops left are reported by a
/// remark (or an error without `options.allowSequential`). Fails, with an
/// error, on what cannot be handled at all: memrefs of dynamic shape or
/// non-identity layout, memref views and casts, calls to functions without a
/// body that take memrefs, and calls passing one memref twice.
mlir::LogicalResult
raiseAffineToLinalg(mlir::func::FuncOp func,
                    const RaiseAffineToLinalgOptions &options,
                    RaiseAffineToLinalgStats *stats = nullptr);

} // namespace xhlo

#endif // XHLO_CONVERSION_AFFINETOLINALG_AFFINETOLINALG_H
