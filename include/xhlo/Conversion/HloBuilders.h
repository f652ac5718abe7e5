//===- HloBuilders.h - Small hlo builders for conversions ----- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the hlo building blocks that conversion patterns share:
// splat constants, comparisons, reinterpretation as unsigned integers,
// scalar broadcasts and conversions that keep arith's signedness. Every
// function takes and returns values of hlo array types (isHloTensorType).
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_CONVERSION_HLOBUILDERS_H
#define XHLO_CONVERSION_HLOBUILDERS_H

#include "xhlo/Dialect/Hlo/IR/HloAttrs.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Value.h"

#include <cstdint>

namespace xhlo {

/// The tensor type of the shape of `shaped` with element type `element`.
mlir::RankedTensorType getTensorTypeLike(mlir::Value shaped,
                                         mlir::Type element);

/// Whether `value` is an array of pred (i1).
bool isPredTensor(mlir::Value value);

/// An hlo.constant of `type` with every element `value`: integers wrap to
/// the width (pred is `value != 0`), floats round to the nearest.
mlir::Value createSplat(mlir::OpBuilder &builder, mlir::Location loc,
                        mlir::RankedTensorType type, int64_t value);
mlir::Value createFloatSplat(mlir::OpBuilder &builder, mlir::Location loc,
                             mlir::RankedTensorType type, double value);

/// An hlo.constant of `type` with every element zero, for any XLA element
/// type (pred false, complex (0, 0)).
mlir::Value createZeroSplat(mlir::OpBuilder &builder, mlir::Location loc,
                            mlir::RankedTensorType type);

/// An hlo.constant like `like` (same type) with every element `value`.
mlir::Value createSplatLike(mlir::OpBuilder &builder, mlir::Location loc,
                            mlir::Value like, int64_t value);
mlir::Value createFloatSplatLike(mlir::OpBuilder &builder, mlir::Location loc,
                                 mlir::Value like, double value);

/// hlo.compare of `lhs` and `rhs` with XLA's default comparison type.
mlir::Value createCompare(mlir::OpBuilder &builder, mlir::Location loc,
                          hlo::ComparisonDirection direction, mlir::Value lhs,
                          mlir::Value rhs);

/// Whether each element of the float array `value` is NaN (`x != x`).
mlir::Value createIsNaN(mlir::OpBuilder &builder, mlir::Location loc,
                        mlir::Value value);

/// The unsigned integer type of the width of the signless integer or float
/// `type` (ui8..ui64), or null when there is none (pred, unsigned, complex).
mlir::Type getUnsignedTypeOfWidth(mlir::Type type);

/// The bits of the signless integer (or float) array `value` as the unsigned
/// integers of the same width (hlo.bitcast_convert); other arrays unchanged.
mlir::Value bitcastToUnsigned(mlir::OpBuilder &builder, mlir::Location loc,
                              mlir::Value value);

/// The bits of `value` as the element type `element` (hlo.bitcast_convert of
/// equal widths), or `value` itself when it already has that element type.
mlir::Value bitcastElements(mlir::OpBuilder &builder, mlir::Location loc,
                            mlir::Value value, mlir::Type element);

/// hlo.convert of `value` to the element type `element`, or `value` itself
/// when it already has that element type.
mlir::Value convertElements(mlir::OpBuilder &builder, mlir::Location loc,
                            mlir::Value value, mlir::Type element);

/// Converts the integer or pred array `value` to the integer or pred element
/// type `element` the way arith does: extending by sign (`isSigned`, pred
/// true is -1) or by zeros, truncating by dropping high bits (to pred: the
/// low bit).
mlir::Value convertInteger(mlir::OpBuilder &builder, mlir::Location loc,
                           mlir::Value value, mlir::Type element,
                           bool isSigned);

/// Converts the integer or pred array `value` to the float element type
/// `element`, reading it as signed (pred true is -1.0) or unsigned.
mlir::Value convertIntegerToFloat(mlir::OpBuilder &builder, mlir::Location loc,
                                  mlir::Value value, mlir::Type element,
                                  bool isSigned);

/// Broadcasts the 0-d array `value` to the shape of `shape` (hlo.broadcast);
/// returns `value` when it already has that shape.
mlir::Value broadcastToShapeOf(mlir::OpBuilder &builder, mlir::Location loc,
                               mlir::Value value, mlir::Value shape);

} // namespace xhlo

#endif // XHLO_CONVERSION_HLOBUILDERS_H
