//===- HloMiscOps.cpp - Misc hlo ops --------------------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the Misc op family: registration, type inference,
// verifiers and custom assembly.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Dialect/Hlo/IR/HloMiscOps.h"

#include "HloAssembly.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace xhlo::hlo;

#define GET_OP_CLASSES
#include "xhlo/Dialect/Hlo/IR/HloMiscOps.cpp.inc"

void HloDialect::registerMiscOps() {
  addOperations<
#define GET_OP_LIST
#include "xhlo/Dialect/Hlo/IR/HloMiscOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// ConstantOp
//===----------------------------------------------------------------------===//

void ConstantOp::build(OpBuilder &builder, OperationState &state,
                       Attribute value) {
  auto elements = cast<ElementsAttr>(value);
  build(builder, state, elements.getType(), elements);
}

LogicalResult ConstantOp::inferReturnTypes(MLIRContext *,
                                           std::optional<Location> location,
                                           Adaptor adaptor,
                                           SmallVectorImpl<Type> &results) {
  ElementsAttr value = adaptor.getValueAttr();
  if (!value)
    return emitOptionalError(location, "constant needs a 'value' attribute");
  results.push_back(value.getType());
  return success();
}

LogicalResult ConstantOp::verify() {
  auto type = dyn_cast<RankedTensorType>(getValue().getType());
  if (!type || !type.hasStaticShape() ||
      !isXlaElementType(type.getElementType()))
    return emitOpError("value must be a statically shaped tensor of an XLA "
                       "element type, got ")
           << getValue().getType();
  return success();
}

OpFoldResult ConstantOp::fold(FoldAdaptor) { return getValue(); }
