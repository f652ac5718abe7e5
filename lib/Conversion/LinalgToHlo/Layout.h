//===- Layout.h - Arrays over loop dimensions ------------------ -*- C++
//-*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares, privately to LinalgToHlo, the helpers that move hlo
// arrays between the layouts a linalg op reads and writes: an array whose
// dimensions are loop dimensions of the op (in some order) is transposed and
// broadcast to another order and set of loop dimensions; operands indexed by
// one loop each (`(d0, d1) -> (0, d1 + 1, 5 - d0, 2 * d1)`: constants,
// shifts, strides, reverses, diagonals) become such arrays by slices,
// reverses and reshapes; and arrays are reshaped to merge or insert
// dimensions.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_LIB_CONVERSION_LINALGTOHLO_LAYOUT_H
#define XHLO_LIB_CONVERSION_LINALGTOHLO_LAYOUT_H

#include "mlir/IR/AffineMap.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>
#include <string>

namespace xhlo::linalg_to_hlo {

/// An index `scale * d + offset` of one loop dimension `d` (a shift, a
/// stride, a reverse when `scale` is negative), or the constant `offset`
/// when `dim` is unset.
struct LinearIndex {
  std::optional<unsigned> dim;
  int64_t scale = 0, offset = 0;
};

/// `expr` as a LinearIndex, or std::nullopt when it reads several loop
/// dimensions or is not linear (floordiv, ceildiv, mod).
std::optional<LinearIndex> getLinearIndex(mlir::AffineExpr expr);

/// Whether every result of `map` is a LinearIndex: the operand it indexes
/// is read by slices, reverses and diagonals (sliceOperand).
bool isSliceMap(mlir::AffineMap map);

/// The loop dimensions that the results of `map` read, each once, in the
/// order they first appear (within a result, in increasing order). For a
/// projected permutation, the dimensions of its results in order; constant
/// results are skipped. The arrays of operands (sliceOperand, the gathers
/// of Payload.h) are over these dimensions.
llvm::SmallVector<unsigned> getMapDims(mlir::AffineMap map);

/// The shape of an array over the loop dimensions `dims` of a loop nest of
/// sizes `loopSizes`.
llvm::SmallVector<int64_t> getLoopShape(llvm::ArrayRef<unsigned> dims,
                                        llvm::ArrayRef<int64_t> loopSizes);

/// Why the results of `map`, a slice map indexing operand #`operand` of
/// shape `shape`, reach outside it over the loops of sizes `loopSizes`, or
/// std::nullopt when they stay inside (or the loop nest is empty).
std::optional<std::string> checkSliceBounds(mlir::AffineMap map,
                                            unsigned operand,
                                            llvm::ArrayRef<int64_t> shape,
                                            llvm::ArrayRef<int64_t> loopSizes);

/// `value`, an operand indexed by the slice map `map` (in bounds, over a
/// loop nest without empty loops), as the array over getMapDims(map) of the
/// elements the loops read: hlo.reverse of the dimensions indexed with a
/// negative scale, one hlo.slice (offsets, strides, constant indices), an
/// hlo.reshape that drops the constant indices, and for a loop indexing
/// several dimensions (a diagonal) a transpose that makes them adjacent, a
/// reshape that merges them and a slice whose stride steps along the
/// diagonal. `value` itself for a permutation.
mlir::Value sliceOperand(mlir::OpBuilder &builder, mlir::Location loc,
                         mlir::Value value, mlir::AffineMap map,
                         llvm::ArrayRef<int64_t> loopSizes);

/// `value`, an array over the loop dimensions `from`, as an array over the
/// loop dimensions `to` (a superset of `from`): hlo.transpose into the order
/// of `to`, then hlo.broadcast along the dimensions `from` lacks. `value`
/// itself when `from` equals `to`.
mlir::Value relayout(mlir::OpBuilder &builder, mlir::Location loc,
                     mlir::Value value, llvm::ArrayRef<unsigned> from,
                     llvm::ArrayRef<unsigned> to,
                     llvm::ArrayRef<int64_t> loopSizes);

/// hlo.transpose of `value` by `permutation` (result dimension i is operand
/// dimension permutation[i]), or `value` for the identity.
mlir::Value transpose(mlir::OpBuilder &builder, mlir::Location loc,
                      mlir::Value value, llvm::ArrayRef<int64_t> permutation);

/// hlo.reshape of `value` to `shape`, or `value` when it has that shape.
mlir::Value reshape(mlir::OpBuilder &builder, mlir::Location loc,
                    mlir::Value value, llvm::ArrayRef<int64_t> shape);

} // namespace xhlo::linalg_to_hlo

#endif // XHLO_LIB_CONVERSION_LINALGTOHLO_LAYOUT_H
