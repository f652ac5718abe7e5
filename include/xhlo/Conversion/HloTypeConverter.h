//===- HloTypeConverter.h - The type rule of conversions to hlo -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the one type converter every conversion to hlo uses.
// Its rule: a scalar of an XLA element type becomes a 0-d tensor of it,
// `index` becomes i64 (i32 with index-bitwidth=32), and a statically shaped
// tensor keeps its shape with its element type converted the same way.
// Anything else (vectors, memrefs, dynamic shapes, i3, ...) is left as it is,
// so that ops using it are reported instead of whole functions failing.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_CONVERSION_HLOTYPECONVERTER_H
#define XHLO_CONVERSION_HLOTYPECONVERTER_H

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Transforms/DialectConversion.h"

namespace xhlo {

/// The knobs of the type rule (the passes' `index-bitwidth` option).
struct HloTypeConverterOptions {
  /// Bit width of the integer type that `index` becomes: 64 or 32.
  unsigned indexBitwidth = 64;
};

/// Converts the types of MLIR's input dialects to hlo's: scalars to 0-d
/// tensors, `index` to i64 (or i32), tensors element-wise; other types stay.
/// Its materializations bridge values whose users stay unconverted:
/// `tensor.extract` / `tensor.from_elements` for scalars and
/// `arith.index_cast` for `index`, so a pass using it depends on the tensor
/// and arith dialects.
class HloTypeConverter : public mlir::TypeConverter {
public:
  explicit HloTypeConverter(mlir::MLIRContext *context,
                            HloTypeConverterOptions options = {});

  /// The integer type `index` becomes.
  mlir::IntegerType getIndexType() const { return indexType; }

  /// The XLA element type of the scalar type `type` (`index` to the index
  /// type, XLA element types to themselves), or null if it has none.
  mlir::Type convertElementType(mlir::Type type) const;

  /// Converts `type` and returns the result if it is an hlo array type (see
  /// isHloTensorType), or null.
  mlir::RankedTensorType convertToHloTensorType(mlir::Type type) const;

private:
  mlir::IntegerType indexType;
};

/// Whether `type` is an hlo array: a statically shaped tensor, without
/// encoding, of an XLA element type.
bool isHloTensorType(mlir::Type type);

} // namespace xhlo

#endif // XHLO_CONVERSION_HLOTYPECONVERTER_H
