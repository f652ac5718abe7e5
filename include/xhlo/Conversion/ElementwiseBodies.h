//===- ElementwiseBodies.h - Scalar bodies run on whole tensors -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares what the conversions share to run a body written on
// scalars (a linalg payload, a tensor.generate body) once on whole tensors
// instead of once per element: which ops can (constants and elementwise ops
// on scalars), their copies on tensors of a given shape, and the bridges
// between a body's scalar types (such as `index`) and hlo arrays through the
// type converter. The copies stay in their dialect (arith, math, ...), for
// that dialect's conversion to take over.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_CONVERSION_ELEMENTWISEBODIES_H
#define XHLO_CONVERSION_ELEMENTWISEBODIES_H

#include "mlir/IR/Builders.h"
#include "mlir/Transforms/DialectConversion.h"

namespace xhlo {

/// Whether `type` is a scalar a body computes on: an integer, index, float
/// or complex type.
bool isBodyScalarType(mlir::Type type);

/// Whether the body op `op` can run on whole tensors: a constant of an
/// integer or float value, or an op with the elementwise-mappable traits on
/// scalars (isBodyScalarType) without regions.
bool isElementwiseOnScalars(mlir::Operation *op);

/// A copy of the body op `op` (isElementwiseOnScalars) that applies to
/// tensors of shape `shape`: a splat arith.constant for a constant, else the
/// same op on `operands` with every result a tensor of `shape`. Returns its
/// first result.
mlir::Value cloneOnTensors(mlir::OpBuilder &builder, mlir::Operation *op,
                           mlir::ValueRange operands,
                           llvm::ArrayRef<int64_t> shape);

/// The element type a body's scalar type `type` has in hlo arrays (`index`
/// becomes i64 or i32).
mlir::Type convertElementType(const mlir::TypeConverter &typeConverter,
                              mlir::Type type);

/// `value`, a tensor of a body's scalar type, as an hlo array: the type
/// converter's target materialization when the types differ.
mlir::Value toHloArray(mlir::OpBuilder &builder,
                       const mlir::TypeConverter &typeConverter,
                       mlir::Location loc, mlir::Value value);

/// The tensor `value` (an hlo array) with the body's scalar type `element`
/// as its element type (`index` for an array of i64): the source
/// materialization when the types differ.
mlir::Value toElementType(mlir::OpBuilder &builder,
                          const mlir::TypeConverter &typeConverter,
                          mlir::Location loc, mlir::Value value,
                          mlir::Type element);

} // namespace xhlo

#endif // XHLO_CONVERSION_ELEMENTWISEBODIES_H
