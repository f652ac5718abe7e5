//===- ReductionCombiners.h - Combiners of reductions --------- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares what the reductions of the affine path (the raising to
// linalg) and of the linalg path (linalg to hlo.reduce and reduce_window)
// share: which ops combine a reduction, and their identities, so that both
// paths (and the reductions conversions build themselves, such as
// softmax's) start and pad reductions from the same values.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_CONVERSION_REDUCTIONCOMBINERS_H
#define XHLO_CONVERSION_REDUCTIONCOMBINERS_H

namespace mlir {
class Operation;
class OperationName;
class Type;
class TypedAttr;
} // namespace mlir

namespace xhlo {

/// Whether `op` is an associative and commutative binary arith op that a
/// reduction may combine with in any order: integer and float add and mul,
/// the min and max ops, and, or, xor.
bool isReductionCombiner(mlir::Operation *op);

/// The identity element of the combiner `op` (isReductionCombiner) for
/// elements of `type`: the combiner's type or what the type rule makes of
/// it (`index` as i64 or i32). It is MLIR's `arith::getNeutralElement`
/// (NaN for maxnumf and minnumf, -inf for maximumf, the smallest signed
/// integer for maxsi, all ones for andi, the largest finite value instead of
/// an infinity under `fastmath<ninf>`, ...), but for float add: -0.0, which
/// getNeutralElement gives as +0.0 although +0.0 + -0.0 is +0.0.
mlir::TypedAttr getCombinerIdentity(mlir::Operation *op, mlir::Type type);

/// The identity of a combiner given by the name of its arith op, for
/// combiners that are not arith ops: an hlo reducer's hlo.maximum is
/// arith.maximumf, its hlo.add arith.addf (or addi), ...
mlir::TypedAttr getCombinerIdentity(mlir::OperationName combiner,
                                    mlir::Type type);

} // namespace xhlo

#endif // XHLO_CONVERSION_REDUCTIONCOMBINERS_H
