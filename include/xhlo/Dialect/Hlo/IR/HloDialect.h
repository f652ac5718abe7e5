//===- HloDialect.h - The hlo dialect ------------------------- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the hlo dialect, its token type, and the helpers that
// classify element types the way XLA does (pred, signed, unsigned, floating,
// complex) and spell them as XLA does (`f32`, `s8`, `c64`, ...).
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_IR_HLODIALECT_H
#define XHLO_DIALECT_HLO_IR_HLODIALECT_H

#include "xhlo/Dialect/Hlo/IR/HloAttrs.h"
#include "xhlo/Dialect/Hlo/IR/HloElementTypes.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"

#include <string>

#include "xhlo/Dialect/Hlo/IR/HloDialect.h.inc"

#define GET_TYPEDEF_CLASSES
#include "xhlo/Dialect/Hlo/IR/HloTypes.h.inc"

namespace xhlo::hlo {

/// Whether `type` is one of XLA's array element types: i1, signless or
/// unsigned 8-64 bit integers, f16, bf16, f32, f64, complex<f32|f64>.
bool isXlaElementType(mlir::Type type);

/// XLA's element type classes.
bool isPredType(mlir::Type type);
/// s8..s64 (signless 8-64 bit integers).
bool isSignedIntType(mlir::Type type);
/// u8..u64.
bool isUnsignedIntType(mlir::Type type);
/// XLA's "integral": signed or unsigned integers, not pred.
bool isIntegralType(mlir::Type type);
bool isFloatType(mlir::Type type);
bool isComplexType(mlir::Type type);

/// Whether `type` is one of the dialect's own float types (!hlo.f8e3m4,
/// !hlo.f8e8m0fnu, !hlo.f6e2m3fn, !hlo.f6e3m2fn, !hlo.f4e2m1fn: XLA's types
/// that MLIR 19 has no builtin type for). No DenseElementsAttr holds them:
/// their constants are #hlo.float_bits, and nothing folds them.
bool isDialectFloatType(mlir::Type type);

/// The bit width of an XLA element type (pred counts 8, as XLA stores it).
unsigned getXlaBitWidth(mlir::Type type);

/// Whether the array `type` has a size in bytes that fits in int64, as XLA's
/// ShapeUtil::ValidateShape requires (so element counts never overflow).
bool hasValidXlaSize(mlir::Type type);

/// XLA's name of an element type: `pred`, `s32`, `u8`, `bf16`, `c64`, ...
std::string getXlaTypeName(mlir::Type type);

/// XLA's spelling of a value type: `f32[2,3]`, `(s32[], token[])`, ...
std::string getXlaShapeString(mlir::Type type);

} // namespace xhlo::hlo

#endif // XHLO_DIALECT_HLO_IR_HLODIALECT_H
