//===- ReductionCombiners.cpp - Combiners of reductions -------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the combiners of reductions and their identities, on
// top of MLIR's arith::getNeutralElement.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Conversion/ReductionCombiners.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace xhlo;

bool xhlo::isReductionCombiner(Operation *op) {
  return isa<arith::AddFOp, arith::AddIOp, arith::MulFOp, arith::MulIOp,
             arith::MaximumFOp, arith::MinimumFOp, arith::MaxNumFOp,
             arith::MinNumFOp, arith::MaxSIOp, arith::MaxUIOp, arith::MinSIOp,
             arith::MinUIOp, arith::AndIOp, arith::OrIOp, arith::XOrIOp>(op);
}

TypedAttr xhlo::getCombinerIdentity(Operation *op, Type type) {
  if (isa<arith::AddFOp>(op))
    return FloatAttr::get(
        type, APFloat::getZero(cast<FloatType>(type).getFloatSemantics(),
                               /*Negative=*/true));
  // getNeutralElement reads the width of the op's result type, which
  // `index` has none of: ask about the same op on i64 (the width of index
  // constants) or on the integer type index becomes.
  Type asked = type.isIndex() ? IntegerType::get(op->getContext(), 64) : type;
  std::optional<TypedAttr> identity;
  if (op->getResult(0).getType() == asked) {
    identity = arith::getNeutralElement(op);
  } else {
    OperationState state(op->getLoc(), op->getName());
    state.addTypes(asked);
    Operation *probe = Operation::create(state);
    identity = arith::getNeutralElement(probe);
    probe->destroy();
  }
  if (!identity || !*identity)
    return {};
  if (type.isIndex())
    return IntegerAttr::get(type, cast<IntegerAttr>(*identity).getValue());
  return *identity;
}
