//===- Analysis.h - What a linalg op computes ------------------ -*- C++
//-*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares, privately to LinalgToHlo, the analysis of structured
// linalg ops that the op families share. Named ops carry the same indexing
// maps, iterator types and payload as the linalg.generic they stand for, so
// every op is read the same way:
//
// - the payload: which ops it has (those with an elementwise tensor form:
//   arith and math ops, constants, linalg.index, and tensor.extract as a
//   gather), what each value depends on (operands, loop dimensions through
//   linalg.index, accumulators);
// - the shape of the computation: elementwise (parallel loops only),
//   reduction, contraction (a multiply-accumulate whose maps make a dot),
//   convolution (a multiply-accumulate over a window: `d0 * s + d1 * d`) or
//   pooling (a reduction over a window) when those families convert the op;
//   any other affine input map is read by slices or gathers (Layout.h), so
//   only output maps must be projected permutations;
// - the outputs' initial values (undefined, a splat, a fill of a scalar).
//
// classify() picks the family; explainUnsupported() says why an op cannot be
// converted, for the driver's diagnostic.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_LIB_CONVERSION_LINALGTOHLO_ANALYSIS_H
#define XHLO_LIB_CONVERSION_LINALGTOHLO_ANALYSIS_H

#include "xhlo/Conversion/ReductionCombiners.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "llvm/ADT/SmallBitVector.h"

#include <optional>
#include <string>

namespace xhlo {
class HloConversionTarget;
} // namespace xhlo

namespace xhlo::linalg_to_hlo {

/// Why an op cannot be converted: the text of its diagnostic.
using Reason = std::string;

//===----------------------------------------------------------------------===//
// Payload
//===----------------------------------------------------------------------===//

/// The payload argument of operand `index` of `op`, or null when the payload
/// has none (linalg.map's init).
mlir::BlockArgument getPayloadArgument(mlir::linalg::LinalgOp op,
                                       unsigned index);

/// Whether operand `index` of `op` is the same at every loop point: a scalar
/// or an array indexed by a map without results.
bool isInvariantOperand(mlir::linalg::LinalgOp op, unsigned index);

/// Checks that `op` is a structured op on tensors whose payload ops all have
/// an elementwise tensor form: arith and math ops (on scalars, without
/// regions), constants, linalg.index, and tensor.extract of a static tensor
/// with elements (not reading an accumulator when there are reduction
/// loops). Otherwise says why not.
std::optional<Reason> checkPayload(mlir::linalg::LinalgOp op);

/// What a payload value depends on.
struct Dependences {
  /// The operands whose payload arguments it reads, invariant ones excluded.
  llvm::SmallBitVector operands;
  /// The loop dimensions it reads through linalg.index.
  llvm::SmallBitVector dims;
  /// Whether it reads an output's payload argument (an accumulator).
  bool readsOutput = false;
};

/// What `value`, a value of the payload of `op` or one defined above it,
/// depends on.
Dependences getDependences(mlir::linalg::LinalgOp op, mlir::Value value);

//===----------------------------------------------------------------------===//
// Reductions
//===----------------------------------------------------------------------===//

// The combiners and their identities, shared with the affine path
// (ReductionCombiners.h).
using xhlo::getCombinerIdentity;
using xhlo::isReductionCombiner;

/// What the init of an output holds.
struct InitValue {
  /// tensor.empty: any value.
  bool undefined = false;
  /// The value of every element when it is known (a splat constant or a
  /// fill of a constant).
  mlir::TypedAttr splat;
  /// The filled scalar of a linalg.fill (constant or not).
  mlir::Value fillScalar;
};

/// What `init`, the init operand of an output, holds.
InitValue getInitValue(mlir::Value init);

/// Whether `init` leaves a reduction by `combiner` unchanged: undefined, or
/// the combiner's identity everywhere (+0.0 counts for float add).
bool isIdentityInit(mlir::Value init, mlir::Operation *combiner);

//===----------------------------------------------------------------------===//
// Multiply-accumulate
//===----------------------------------------------------------------------===//

/// A payload `yield out + lhs * rhs` (or any operand order) of a single
/// output, where `lhs` depends on one operand besides invariant ones and
/// `rhs` on another: the payload of matmul, convolution and their kin.
struct MulAddPayload {
  /// The accumulation (arith.addf or arith.addi).
  mlir::Operation *add;
  /// The product (arith.mulf or arith.muli).
  mlir::Operation *mul;
  /// The factors, as payload values, and the operands they read.
  mlir::Value lhs, rhs;
  unsigned lhsOperand, rhsOperand;
};

/// Matches the multiply-accumulate payload of `op` or says why it is not one.
mlir::FailureOr<MulAddPayload> matchMulAdd(mlir::linalg::LinalgOp op,
                                           Reason &reason);

/// Whether the payload of `op` has the ops of a multiply-accumulate, as
/// matchMulAdd requires, before it looks at what the factors read: a cheap
/// test that contractions and convolutions pass and other reductions fail.
bool hasMulAddShape(mlir::linalg::LinalgOp op);

//===----------------------------------------------------------------------===//
// Windows
//===----------------------------------------------------------------------===//

/// An input dimension indexed by `output * stride + window * dilation`.
struct WindowDim {
  unsigned output, window;
  int64_t stride, dilation;
};

/// The indexing of a convolution or pooling: one input indexed by window
/// expressions (and plain loop dimensions), every other map a projected
/// permutation.
struct WindowMaps {
  /// The operand indexed by window expressions.
  unsigned input;
  /// Per dimension of that operand: its window, or std::nullopt for a plain
  /// loop dimension (then `plainDims` holds it).
  llvm::SmallVector<std::optional<WindowDim>> dims;
  llvm::SmallVector<std::optional<unsigned>> plainDims;
};

/// Reads the window maps of `op` or says why they are not.
mlir::FailureOr<WindowMaps> matchWindowMaps(mlir::linalg::LinalgOp op,
                                            Reason &reason);

//===----------------------------------------------------------------------===//
// Classification
//===----------------------------------------------------------------------===//

/// The static size of every loop of `op`, whose indexing maps are `maps`:
/// the size of the first operand dimension indexed by the loop alone, as
/// LinalgOp::getStaticLoopRanges computes it, without building and
/// composing the concatenation of the maps and its inverse (a tenth of the
/// conversion's time on a large module). Every loop of a verified op has
/// such a dimension.
llvm::SmallVector<int64_t>
getStaticLoopSizes(mlir::linalg::LinalgOp op,
                   llvm::ArrayRef<mlir::AffineMap> maps);

/// The families a structured op is converted by.
enum class LinalgKind {
  Elementwise,
  Reduction,
  Contraction,
  Convolution,
  Pooling
};

/// The family that converts `op`, or why none does.
mlir::FailureOr<LinalgKind> classify(mlir::linalg::LinalgOp op, Reason &reason);

/// classify() of `op` whose indexing maps, by operand, are `maps` (a named
/// op builds its maps anew at each request: the conversion builds them once
/// for the classification and the evaluation).
mlir::FailureOr<LinalgKind> classify(mlir::linalg::LinalgOp op,
                                     llvm::ArrayRef<mlir::AffineMap> maps,
                                     Reason &reason);

/// Why `op`, a structured op, cannot be converted: classify()'s reason, that
/// of the family's analysis, or that of a payload op the conversion `target`
/// refuses; std::nullopt if it can be.
std::optional<Reason> explainUnsupported(mlir::Operation *op,
                                         const HloConversionTarget &target);

} // namespace xhlo::linalg_to_hlo

#endif // XHLO_LIB_CONVERSION_LINALGTOHLO_ANALYSIS_H
