//===- HloElementwiseOps.cpp - Elementwise hlo ops ------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the elementwise family: registration, type inference
// and verifiers, all through the elementwise shape functions.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Dialect/Hlo/IR/HloElementwiseOps.h"

#include "HloAssembly.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace xhlo::hlo;

#define GET_OP_CLASSES
#include "xhlo/Dialect/Hlo/IR/HloElementwiseOps.cpp.inc"

void HloDialect::registerElementwiseOps() {
  addOperations<
#define GET_OP_LIST
#include "xhlo/Dialect/Hlo/IR/HloElementwiseOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// CompareOp
//===----------------------------------------------------------------------===//

LogicalResult CompareOp::inferReturnTypes(MLIRContext *,
                                          std::optional<Location> location,
                                          Adaptor adaptor,
                                          SmallVectorImpl<Type> &results) {
  std::optional<ComparisonType> compareType;
  if (ComparisonTypeAttr attr = adaptor.getCompareTypeAttr())
    compareType = attr.getValue();
  return inferCompareOp(adaptor.getLhs().getType(), adaptor.getRhs().getType(),
                        adaptor.getDirection(), compareType, location, results);
}

ComparisonType CompareOp::getEffectiveCompareType() {
  if (std::optional<ComparisonType> type = getCompareType())
    return *type;
  return getDefaultComparisonType(getLhs().getType().getElementType());
}

//===----------------------------------------------------------------------===//
// ClampOp
//===----------------------------------------------------------------------===//

LogicalResult ClampOp::inferReturnTypes(MLIRContext *,
                                        std::optional<Location> location,
                                        Adaptor adaptor,
                                        SmallVectorImpl<Type> &results) {
  return inferClampOp(adaptor.getMin().getType(),
                      adaptor.getOperand().getType(),
                      adaptor.getMax().getType(), location, results);
}

//===----------------------------------------------------------------------===//
// Conversions
//===----------------------------------------------------------------------===//

LogicalResult ConvertOp::verify() {
  return verifyConvertOp(getOperand().getType(), getType(), getLoc());
}

LogicalResult BitcastConvertOp::verify() {
  return verifyBitcastConvertOp(getOperand().getType(), getType(), getLoc());
}

LogicalResult StochasticConvertOp::verify() {
  return verifyStochasticConvertOp(getOperand().getType(),
                                   getRandom().getType(), getType(), getLoc());
}
