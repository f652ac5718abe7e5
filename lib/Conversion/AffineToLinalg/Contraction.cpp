//===- Contraction.cpp - Windowed reads: convolutions and pooling ---------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the check on bands that read an array through a
// window, an index adding several loop indices (`in[2 * i + ki]`). Their
// indexing maps keep the sum, which linalg accepts and hlo computes as a
// convolution (`acc + in[window] * w`) or a window reduction
// (`combine(acc, in[window])`); other payloads over windows have no such
// form and are left as loops. Contractions over plain indices (matmul and
// kin, `acc + a * b`) need no check here: they are reductions whose maps are
// projected permutations, which hlo computes as a dot.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace xhlo::affine_to_linalg;

/// Whether `value` is the result of a load (an operand read in the payload).
static bool isLoaded(Value value) {
  return isa_and_nonnull<affine::AffineLoadOp>(value.getDefiningOp());
}

LogicalResult
xhlo::affine_to_linalg::checkWindowedPayload(const ReductionForm *form,
                                             ArrayRef<Operation *> windows,
                                             bool hasMask, Reason &reason) {
  if (hasMask) {
    reason = "it reads an array through a window (a sum of loop indices) "
             "under bounds or guards that need a mask";
    return failure();
  }
  if (!form) {
    reason = "it reads an array through a window (a sum of loop indices) "
             "without reducing over it";
    return failure();
  }
  if (windows.size() != 1) {
    reason = "it reads several arrays through windows (sums of loop "
             "indices)";
    return failure();
  }
  Value window = windows.front()->getResult(0);
  if (form->negate) {
    reason = "it subtracts what it reads through a window";
    return failure();
  }
  // Pooling: combine(acc, in[window]).
  if (form->x == window)
    return success();
  // Convolution: acc + in[window] * w.
  Operation *mul = form->x.getDefiningOp();
  if (isa<arith::AddFOp, arith::AddIOp>(form->combiner) &&
      isa_and_nonnull<arith::MulFOp, arith::MulIOp>(mul)) {
    Value lhs = mul->getOperand(0), rhs = mul->getOperand(1);
    if ((lhs == window && isLoaded(rhs) && rhs != window) ||
        (rhs == window && isLoaded(lhs) && lhs != window))
      return success();
  }
  reason = "it reads an array through a window (a sum of loop indices) in a "
           "computation that is neither `acc + in[window] * w` nor "
           "`combine(acc, in[window])`";
  return failure();
}
