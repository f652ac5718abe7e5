//===- Reduction.cpp - Accumulations into one location --------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the reductions of the raising: a band whose store
// does not depend on every loop writes each element once per iteration of
// the other loops, which is a linalg reduction only when the stored value is
// `combine(acc, x)`, `acc` the element itself and `combine` associative and
// commutative (the order of the iterations then does not matter, up to
// floating-point rounding). `acc - x` is read as `acc + (-x)`, which is
// exact in IEEE arithmetic. Under a mask, the points outside the domain
// combine the identity of `combine`, the same as the linalg path's
// (ReductionCombiners.h).
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "xhlo/Conversion/ReductionCombiners.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "llvm/ADT/APFloat.h"

using namespace mlir;
using namespace xhlo::affine_to_linalg;

FailureOr<ReductionForm> xhlo::affine_to_linalg::matchReduction(
    Value stored, ArrayRef<Operation *> accLoads, Reason &reason) {
  auto isAcc = [&](Value value) {
    return llvm::is_contained(accLoads, value.getDefiningOp());
  };
  Operation *combiner = stored.getDefiningOp();
  if (!combiner || combiner->getNumOperands() != 2 ||
      !(isReductionCombiner(combiner) ||
        isa<arith::SubFOp, arith::SubIOp>(combiner))) {
    reason = "the stored value is not `combine(element, x)` with an "
             "associative and commutative `combine` (add, mul, min, max, and, "
             "or, xor, or a subtraction of x)";
    return failure();
  }
  Value lhs = combiner->getOperand(0), rhs = combiner->getOperand(1);
  ReductionForm form;
  form.combiner = combiner;
  if (isa<arith::SubFOp, arith::SubIOp>(combiner)) {
    if (!isAcc(lhs) || isAcc(rhs)) {
      reason = "the stored value subtracts the stored element from "
               "something, which does not accumulate";
      return failure();
    }
    form.x = rhs;
    form.negate = true;
  } else if (isAcc(lhs) != isAcc(rhs)) {
    form.x = isAcc(lhs) ? rhs : lhs;
  } else {
    reason = "the stored value does not combine the stored element with a "
             "value independent of it";
    return failure();
  }
  for (Operation *load : accLoads) {
    for (Operation *user : load->getUsers()) {
      if (user != combiner) {
        reason = "the stored element is read by other operations than the "
                 "one that accumulates into it";
        return failure();
      }
    }
  }
  return form;
}

TypedAttr
xhlo::affine_to_linalg::getReductionIdentity(const ReductionForm &form,
                                             Type type) {
  // `acc - x` accumulates -x with an add: the add's identity, -0.0 or 0.
  if (isa<arith::SubFOp>(form.combiner))
    return FloatAttr::get(
        type, APFloat::getZero(cast<FloatType>(type).getFloatSemantics(),
                               /*Negative=*/true));
  if (isa<arith::SubIOp>(form.combiner))
    return IntegerAttr::get(type, 0);
  return getCombinerIdentity(form.combiner, type);
}

Value xhlo::affine_to_linalg::buildNegate(OpBuilder &builder, Location loc,
                                          Value x) {
  if (isa<FloatType>(x.getType()))
    return builder.create<arith::NegFOp>(loc, x);
  Value zero =
      builder.create<arith::ConstantOp>(loc, builder.getZeroAttr(x.getType()));
  return builder.create<arith::SubIOp>(loc, zero, x);
}

Value xhlo::affine_to_linalg::buildCombine(OpBuilder &builder, Location loc,
                                           const ReductionForm &form, Value acc,
                                           Value x) {
  Operation *op = form.combiner;
  if (isa<arith::SubFOp>(op))
    return builder.create<arith::AddFOp>(loc, acc, x);
  if (isa<arith::SubIOp>(op))
    return builder.create<arith::AddIOp>(loc, acc, x);
  OperationState state(loc, op->getName());
  state.addOperands({acc, x});
  state.addTypes(acc.getType());
  state.addAttributes(op->getAttrs());
  return builder.create(state)->getResult(0);
}
