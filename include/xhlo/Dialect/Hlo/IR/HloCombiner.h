//===- HloCombiner.h - How a computation combines two values ----*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the one classification of the computations that reduce,
// reduce_window, scatter and select_and_scatter apply (to_apply, update
// computations, scatter regions): which binary operation of its two values
// a computation is, if it is one. The interpreter's fast paths and the
// automatic differentiation both ask this.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_IR_HLOCOMBINER_H
#define XHLO_DIALECT_HLO_IR_HLOCOMBINER_H

#include "mlir/IR/Region.h"

#include <optional>

namespace xhlo::hlo {

/// What a computation does with its two values `a` (an accumulator or
/// input) and `b` (an element or update).
enum class CombinerKind {
  Add,        // a + b
  Subtract,   // a - b (convert-linalg-to-hlo's `acc - x` reductions)
  Multiply,   // a * b
  Maximum,    // hlo.maximum: NaN if either is NaN
  Minimum,    // hlo.minimum
  MaximumNum, // NaN-ignoring maximum (convert-arith-to-hlo's maxnumf form)
  MinimumNum, // NaN-ignoring minimum (minnumf)
  Overwrite,  // b
  Other,
};

/// How the computation `region` of an op with `n` inputs (2n scalar
/// arguments, n results) combines value `i` (argument i) with value `n + i`:
/// result i must be exactly one of the CombinerKind forms of those two
/// arguments (add, multiply, maximum, minimum in either order; the NaN-
/// ignoring forms `isnan(u) ? v : (isnan(v) ? u : max(u, v))`); anything else
/// is Other. Ops of the region that result i does not use do not matter.
CombinerKind classifyCombiner(mlir::Region &region, unsigned i = 0,
                              unsigned n = 1);

/// Whether `kind` is a maximum (true) or minimum (false) of either form;
/// nullopt for the other kinds.
std::optional<bool> isMaximumKind(CombinerKind kind);

} // namespace xhlo::hlo

#endif // XHLO_DIALECT_HLO_IR_HLOCOMBINER_H
