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
// combine the identity of `combine`.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "llvm/ADT/APFloat.h"

using namespace mlir;
using namespace xhlo::affine_to_linalg;

/// Whether `op` is an associative and commutative combiner.
static bool isCombiner(Operation *op) {
  return isa<arith::AddFOp, arith::AddIOp, arith::MulFOp, arith::MulIOp,
             arith::MaximumFOp, arith::MinimumFOp, arith::MaxNumFOp,
             arith::MinNumFOp, arith::MaxSIOp, arith::MaxUIOp, arith::MinSIOp,
             arith::MinUIOp, arith::AndIOp, arith::OrIOp, arith::XOrIOp>(op);
}

FailureOr<ReductionForm> xhlo::affine_to_linalg::matchReduction(
    Value stored, ArrayRef<Operation *> accLoads, Reason &reason) {
  auto isAcc = [&](Value value) {
    return llvm::is_contained(accLoads, value.getDefiningOp());
  };
  Operation *combiner = stored.getDefiningOp();
  if (!combiner || combiner->getNumOperands() != 2 ||
      !(isCombiner(combiner) || isa<arith::SubFOp, arith::SubIOp>(combiner))) {
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
  Operation *op = form.combiner;
  if (auto floatType = dyn_cast<FloatType>(type)) {
    const llvm::fltSemantics &semantics = floatType.getFloatSemantics();
    APFloat value = APFloat::getZero(semantics, /*Negative=*/true);
    if (isa<arith::MulFOp>(op))
      value = APFloat::getOne(semantics);
    else if (isa<arith::MaximumFOp>(op))
      value = APFloat::getInf(semantics, /*Negative=*/true);
    else if (isa<arith::MinimumFOp>(op))
      value = APFloat::getInf(semantics);
    // maxnum(acc, NaN) = acc: NaN is the identity of maxnumf and minnumf.
    else if (isa<arith::MaxNumFOp, arith::MinNumFOp>(op))
      value = APFloat::getQNaN(semantics);
    return FloatAttr::get(type, value);
  }
  unsigned width = type.isIndex() ? 64 : type.getIntOrFloatBitWidth();
  APInt value = APInt::getZero(width);
  if (isa<arith::MulIOp>(op))
    value = APInt(width, 1);
  else if (isa<arith::AndIOp, arith::MinUIOp>(op))
    value = APInt::getAllOnes(width);
  else if (isa<arith::MaxSIOp>(op))
    value = APInt::getSignedMinValue(width);
  else if (isa<arith::MinSIOp>(op))
    value = APInt::getSignedMaxValue(width);
  return IntegerAttr::get(type, value);
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
