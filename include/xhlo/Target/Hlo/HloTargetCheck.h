//===- HloTargetCheck.h - What a target device can take ---------*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the check that an hlo module only uses what a target
// device supports, run before export with xhlo-translate's --target option.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_TARGET_HLO_HLOTARGETCHECK_H
#define XHLO_TARGET_HLO_HLOTARGETCHECK_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"

namespace xhlo {

/// The devices --target names.
enum class HloTarget {
  /// No restriction beyond XLA's own.
  Any,
  /// TPUs: no 64-bit floating point (f64, c128) anywhere, and 64-bit
  /// integers only as scalars (index math) or as the start indices of
  /// dynamic-slice / dynamic-update-slice and the indices of gather/scatter.
  Tpu,
};

/// Parses a --target value (`any`, `cpu`, `tpu`); nothing if unknown.
std::optional<HloTarget> parseHloTarget(llvm::StringRef name);

/// Emits one error per op of `module` that `target` cannot take, saying
/// which value and why. Fails if there was any.
mlir::LogicalResult checkHloTarget(mlir::ModuleOp module, HloTarget target);

} // namespace xhlo

#endif // XHLO_TARGET_HLO_HLOTARGETCHECK_H
