//===- HloShapeInferenceUtils.h - Helpers of the shape functions -*- C++
//-*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file holds the small helpers every family's shape functions share:
// taking a type as an XLA array with a diagnostic, and printing integer lists
// in messages. Private to the dialect library.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_LIB_DIALECT_HLO_IR_HLOSHAPEINFERENCEUTILS_H
#define XHLO_LIB_DIALECT_HLO_IR_HLOSHAPEINFERENCEUTILS_H

#include "xhlo/Dialect/Hlo/IR/HloDialect.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <string>

namespace xhlo::hlo {

/// `[1, 0, 2]`: an integer list as messages print it (as the ops' assembly
/// prints it).
inline std::string formatIntList(llvm::ArrayRef<int64_t> values) {
  std::string text = "[";
  llvm::raw_string_ostream os(text);
  llvm::interleaveComma(values, os);
  os << "]";
  return text;
}

/// Sets `tensor` to `type` if it is an XLA array (a statically shaped tensor
/// of an XLA element type); otherwise emits "expected <what> to be ..." and
/// fails.
inline mlir::LogicalResult expectArray(mlir::Type type, const llvm::Twine &what,
                                       std::optional<mlir::Location> loc,
                                       mlir::RankedTensorType &tensor) {
  tensor = llvm::dyn_cast<mlir::RankedTensorType>(type);
  if (tensor && tensor.hasStaticShape() &&
      isXlaElementType(tensor.getElementType()))
    return mlir::success();
  return mlir::emitOptionalError(loc, "expected ", what.str(),
                                 " to be a statically shaped tensor of an XLA "
                                 "element type, got ",
                                 type);
}

/// The XLA array `type` is, or a diagnostic (see above).
inline mlir::FailureOr<mlir::RankedTensorType>
expectArray(mlir::Type type, const llvm::Twine &what,
            std::optional<mlir::Location> loc) {
  mlir::RankedTensorType tensor;
  if (mlir::failed(expectArray(type, what, loc, tensor)))
    return mlir::failure();
  return tensor;
}

} // namespace xhlo::hlo

#endif // XHLO_LIB_DIALECT_HLO_IR_HLOSHAPEINFERENCEUTILS_H
