//===- ReductionCombiners.cpp - Combiners of reductions -------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the combiners of reductions and their identities, on
// top of MLIR's arith::getNeutralElement, which is asked about the combiner
// itself or, for another type or a combiner known by name, about a bodiless
// op of that name and type made for the purpose.
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

TypedAttr xhlo::getCombinerIdentity(OperationName combiner, Type type) {
  if (combiner.getStringRef() == arith::AddFOp::getOperationName())
    return FloatAttr::get(
        type, APFloat::getZero(cast<FloatType>(type).getFloatSemantics(),
                               /*Negative=*/true));
  // getNeutralElement reads the type of the op's result, of which `index`
  // has no width: ask about the op on i64, the width of index constants.
  MLIRContext *context = type.getContext();
  OperationState state(UnknownLoc::get(context), combiner);
  state.addTypes(type.isIndex() ? IntegerType::get(context, 64) : type);
  Operation *probe = Operation::create(state);
  std::optional<TypedAttr> identity = arith::getNeutralElement(probe);
  probe->destroy();
  if (!identity || !*identity)
    return {};
  if (type.isIndex())
    return IntegerAttr::get(type, cast<IntegerAttr>(*identity).getValue());
  return *identity;
}

TypedAttr xhlo::getCombinerIdentity(Operation *op, Type type) {
  // The op itself where it has that type, so that its fastmath flags count.
  if (op->getResult(0).getType() == type && !type.isIndex() &&
      !isa<arith::AddFOp>(op)) {
    std::optional<TypedAttr> identity = arith::getNeutralElement(op);
    return identity ? *identity : TypedAttr();
  }
  return getCombinerIdentity(op->getName(), type);
}
