//===- RtValue.cpp - Values of hlo programs on the host ------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Values/RtValue.h"

#include "xhlo/Dialect/Hlo/IR/HloDialect.h"

#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace xhlo;

bool xhlo::matchesType(const RtValue &value, Type type) {
  if (auto tensor = dyn_cast<RankedTensorType>(type)) {
    if (!value.isArray())
      return false;
    std::optional<ElementType> element =
        getElementTypeFromMlir(tensor.getElementType());
    return element && *element == value.getArray().getElementType() &&
           tensor.getShape() == value.getArray().getShape();
  }
  if (auto tuple = dyn_cast<TupleType>(type)) {
    if (!value.isTuple() || value.getElements().size() != tuple.size())
      return false;
    for (auto [element, elementType] :
         llvm::zip(value.getElements(), tuple.getTypes()))
      if (!matchesType(element, elementType))
        return false;
    return true;
  }
  return isa<xhlo::hlo::TokenType>(type) && value.isToken();
}
