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
// form and are left as loops. Contractions over plain indices (`acc + a *
// b` over projected permutations) are reductions that hlo computes as a
// dot; those with the maps of linalg.matmul, batch_matmul, matvec or vecmat
// become that named op.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"

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

//===----------------------------------------------------------------------===//
// Named contractions
//===----------------------------------------------------------------------===//

/// Whether the payload of `generic` is `out + in0 * in1` (either order, one
/// element type, float or integer) and nothing else.
static bool isMulAddPayload(linalg::GenericOp generic) {
  Block &body = generic.getRegion().front();
  if (body.getOperations().size() != 3 || generic.getNumDpsInputs() != 2 ||
      generic.getNumDpsInits() != 1)
    return false;
  Type type = body.getArgument(2).getType();
  if (body.getArgument(0).getType() != type ||
      body.getArgument(1).getType() != type)
    return false;
  Operation *mul = &body.front();
  Operation *add = mul->getNextNode();
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  bool isFloat = isa<arith::MulFOp>(mul) && isa<arith::AddFOp>(add);
  bool isInt = isa<arith::MulIOp>(mul) && isa<arith::AddIOp>(add);
  if (!isFloat && !isInt)
    return false;
  auto operands = [](Operation *op) {
    return std::pair{op->getOperand(0), op->getOperand(1)};
  };
  auto [a, b] = operands(mul);
  auto [c, d] = operands(add);
  Value in0 = body.getArgument(0), in1 = body.getArgument(1),
        out = body.getArgument(2), product = mul->getResult(0);
  return ((a == in0 && b == in1) || (a == in1 && b == in0)) &&
         ((c == out && d == product) || (c == product && d == out)) &&
         yield.getOperand(0) == add->getResult(0);
}

Operation *xhlo::affine_to_linalg::specializeContraction(OpBuilder &builder,
                                                         linalg::GenericOp op) {
  if (!isMulAddPayload(op))
    return nullptr;
  MLIRContext *context = op.getContext();
  auto maps = op.getIndexingMapsArray();
  auto parse = [&](unsigned numDims, ArrayRef<ArrayRef<unsigned>> results) {
    SmallVector<AffineMap> expected;
    for (ArrayRef<unsigned> dims : results) {
      SmallVector<AffineExpr> exprs;
      for (unsigned d : dims)
        exprs.push_back(getAffineDimExpr(d, context));
      expected.push_back(AffineMap::get(numDims, 0, exprs, context));
    }
    return expected;
  };
  Location loc = op.getLoc();
  SmallVector<Value> inputs = op.getDpsInputs();
  SmallVector<Value> outputs(op.getDpsInits());
  // The product commutes: the inputs may come in either order.
  SmallVector<AffineMap> swapped{maps[1], maps[0], maps[2]};
  auto matches = [&](unsigned numDims, ArrayRef<ArrayRef<unsigned>> results) {
    SmallVector<AffineMap> expected = parse(numDims, results);
    if (maps == expected)
      return true;
    if (swapped != expected)
      return false;
    std::swap(inputs[0], inputs[1]);
    return true;
  };
  // The iterators are the store's dimensions, then the reductions.
  if (matches(3, {{0, 2}, {2, 1}, {0, 1}}))
    return builder.create<linalg::MatmulOp>(loc, TypeRange{}, inputs, outputs);
  if (matches(4, {{0, 1, 3}, {0, 3, 2}, {0, 1, 2}}))
    return builder.create<linalg::BatchMatmulOp>(loc, TypeRange{}, inputs,
                                                 outputs);
  if (matches(2, {{0, 1}, {1}, {0}}))
    return builder.create<linalg::MatvecOp>(loc, TypeRange{}, inputs, outputs);
  if (matches(2, {{1}, {1, 0}, {0}}))
    return builder.create<linalg::VecmatOp>(loc, TypeRange{}, inputs, outputs);
  return nullptr;
}
