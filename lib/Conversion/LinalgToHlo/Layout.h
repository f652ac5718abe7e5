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
// constants (`(d0) -> (0, d0)`) lose those dimensions; and arrays are
// reshaped to merge or insert dimensions.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_LIB_CONVERSION_LINALGTOHLO_LAYOUT_H
#define XHLO_LIB_CONVERSION_LINALGTOHLO_LAYOUT_H

#include "mlir/IR/AffineMap.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/SmallVector.h"

namespace xhlo::linalg_to_hlo {

/// The loop dimensions that the results of the projected permutation `map`
/// name, in order; constant results are skipped.
llvm::SmallVector<unsigned> getMapDims(mlir::AffineMap map);

/// The shape of an array over the loop dimensions `dims` of a loop nest of
/// sizes `loopSizes`.
llvm::SmallVector<int64_t> getLoopShape(llvm::ArrayRef<unsigned> dims,
                                        llvm::ArrayRef<int64_t> loopSizes);

/// `value`, an operand indexed by the projected permutation `map` (constant
/// results allowed), without the dimensions indexed by constants (an
/// hlo.slice of the constant index, then an hlo.reshape); its dimensions are
/// then getMapDims(map). `value` itself when there are none.
mlir::Value dropConstantIndices(mlir::OpBuilder &builder, mlir::Location loc,
                                mlir::Value value, mlir::AffineMap map);

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
