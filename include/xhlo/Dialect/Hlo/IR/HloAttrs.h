//===- HloAttrs.h - Attributes and enums of the hlo dialect --- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the hlo dialect's enumerations (comparison direction,
// precision, ...) and structured attributes (dot/convolution/gather/scatter
// dimension numbers, window, padding, ...).
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_IR_HLOATTRS_H
#define XHLO_DIALECT_HLO_IR_HLOATTRS_H

#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectImplementation.h"

#include "xhlo/Dialect/Hlo/IR/HloEnums.h.inc"

namespace xhlo::hlo {

/// Parses `true` or `false` (a parameter of a struct-format attribute).
mlir::FailureOr<bool> parseBoolParameter(mlir::AsmParser &parser);

/// Parses and prints an integer list parameter, `[a, b, ...]`.
mlir::FailureOr<llvm::SmallVector<int64_t>>
parseIntListParameter(mlir::AsmParser &parser);
void printIntListParameter(mlir::AsmPrinter &printer,
                           llvm::ArrayRef<int64_t> values);

} // namespace xhlo::hlo

#define GET_ATTRDEF_CLASSES
#include "xhlo/Dialect/Hlo/IR/HloAttrs.h.inc"

#endif // XHLO_DIALECT_HLO_IR_HLOATTRS_H
