//===- HloShapeInferenceShape.cpp - Shape shape functions -----------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the shape functions of the Shape op family, after
// XLA's ShapeInference (transpose, slice, concatenate, pad, reverse,
// get-dimension-size) and HloVerifier (broadcast, reshape, iota).
//
//===----------------------------------------------------------------------===//

#include "xhlo/Dialect/Hlo/IR/HloShapeInferenceShape.h"
#include "xhlo/Dialect/Hlo/IR/HloDialect.h"

#include "HloShapeInferenceUtils.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallBitVector.h"
#include "llvm/Support/CheckedArithmetic.h"

#include <string>

using namespace mlir;
using namespace xhlo::hlo;

/// Checks that `dimensions` holds distinct dimensions of [0, rank); `what`
/// names the list in diagnostics ("reverse dimensions").
static LogicalResult checkUniqueDimensions(StringRef what,
                                           ArrayRef<int64_t> dimensions,
                                           int64_t rank, Type shape,
                                           std::optional<Location> loc) {
  llvm::SmallBitVector seen(rank);
  for (int64_t dim : dimensions) {
    if (dim < 0 || dim >= rank)
      return emitOptionalError(loc, what, " ", formatIntList(dimensions),
                               ": dimension ", dim, " is out of range for ",
                               getXlaShapeString(shape));
    if (seen.test(dim))
      return emitOptionalError(loc, what, " ", formatIntList(dimensions),
                               " repeat dimension ", dim);
    seen.set(dim);
  }
  return success();
}

//===----------------------------------------------------------------------===//
// broadcast
//===----------------------------------------------------------------------===//

LogicalResult xhlo::hlo::verifyBroadcastOp(Type operand,
                                           ArrayRef<int64_t> dimensions,
                                           Type result,
                                           std::optional<Location> loc) {
  FailureOr<RankedTensorType> operandType =
      expectArray(operand, "broadcast operand", loc);
  FailureOr<RankedTensorType> resultType =
      expectArray(result, "broadcast result", loc);
  if (failed(operandType) || failed(resultType))
    return failure();
  if (operandType->getElementType() != resultType->getElementType())
    return emitOptionalError(
        loc, "broadcast operand ", getXlaShapeString(operand), " and result ",
        getXlaShapeString(result), " have different element types");
  if (static_cast<int64_t>(dimensions.size()) != operandType->getRank())
    return emitOptionalError(loc, "broadcast dimensions ",
                             formatIntList(dimensions),
                             " must have one entry per dimension of operand ",
                             getXlaShapeString(operand));
  if (failed(checkUniqueDimensions("broadcast dimensions", dimensions,
                                   resultType->getRank(), result, loc)))
    return failure();
  for (auto [operandDim, resultDim] : llvm::enumerate(dimensions)) {
    int64_t operandSize = operandType->getDimSize(operandDim);
    int64_t resultSize = resultType->getDimSize(resultDim);
    if (operandSize != resultSize)
      return emitOptionalError(
          loc, "broadcast maps operand dimension ", operandDim, " of size ",
          operandSize, " to result dimension ", resultDim, " of size ",
          resultSize, " (operand ", getXlaShapeString(operand), ", result ",
          getXlaShapeString(result), ")");
  }
  return success();
}

//===----------------------------------------------------------------------===//
// reshape
//===----------------------------------------------------------------------===//

LogicalResult xhlo::hlo::verifyReshapeOp(Type operand, Type result,
                                         std::optional<Location> loc) {
  FailureOr<RankedTensorType> operandType =
      expectArray(operand, "reshape operand", loc);
  FailureOr<RankedTensorType> resultType =
      expectArray(result, "reshape result", loc);
  if (failed(operandType) || failed(resultType))
    return failure();
  if (operandType->getElementType() != resultType->getElementType())
    return emitOptionalError(
        loc, "reshape operand ", getXlaShapeString(operand), " and result ",
        getXlaShapeString(result), " have different element types");
  if (operandType->getNumElements() != resultType->getNumElements())
    return emitOptionalError(loc, "reshape from ", getXlaShapeString(operand),
                             " (", operandType->getNumElements(),
                             " elements) to ", getXlaShapeString(result), " (",
                             resultType->getNumElements(),
                             " elements) changes the element count");
  return success();
}

//===----------------------------------------------------------------------===//
// transpose
//===----------------------------------------------------------------------===//

LogicalResult xhlo::hlo::inferTransposeOp(Type operand,
                                          ArrayRef<int64_t> dimensions,
                                          std::optional<Location> loc,
                                          SmallVectorImpl<Type> &results) {
  FailureOr<RankedTensorType> operandType =
      expectArray(operand, "transpose operand", loc);
  if (failed(operandType))
    return failure();
  int64_t rank = operandType->getRank();
  llvm::SmallBitVector seen(rank);
  bool isPermutation = static_cast<int64_t>(dimensions.size()) == rank;
  for (int64_t dim : dimensions) {
    if (!isPermutation)
      break;
    isPermutation = dim >= 0 && dim < rank && !seen.test(dim);
    if (isPermutation)
      seen.set(dim);
  }
  if (!isPermutation)
    return emitOptionalError(loc, "transpose dimensions ",
                             formatIntList(dimensions),
                             " are not a permutation of [0, ", rank,
                             ") for operand ", getXlaShapeString(operand));
  SmallVector<int64_t> shape;
  for (int64_t dim : dimensions)
    shape.push_back(operandType->getDimSize(dim));
  results.push_back(operandType->clone(shape));
  return success();
}

//===----------------------------------------------------------------------===//
// slice
//===----------------------------------------------------------------------===//

LogicalResult xhlo::hlo::inferSliceOp(Type operand,
                                      ArrayRef<int64_t> startIndices,
                                      ArrayRef<int64_t> limitIndices,
                                      ArrayRef<int64_t> strides,
                                      std::optional<Location> loc,
                                      SmallVectorImpl<Type> &results) {
  FailureOr<RankedTensorType> operandType =
      expectArray(operand, "slice operand", loc);
  if (failed(operandType))
    return failure();
  int64_t rank = operandType->getRank();
  if (static_cast<int64_t>(startIndices.size()) != rank ||
      static_cast<int64_t>(limitIndices.size()) != rank ||
      static_cast<int64_t>(strides.size()) != rank)
    return emitOptionalError(loc, "slice has ", startIndices.size(),
                             " start indices, ", limitIndices.size(),
                             " limit indices and ", strides.size(),
                             " strides; operand ", getXlaShapeString(operand),
                             " needs ", rank, " of each");
  SmallVector<int64_t> shape;
  for (int64_t dim = 0; dim < rank; ++dim) {
    int64_t start = startIndices[dim], limit = limitIndices[dim],
            stride = strides[dim], size = operandType->getDimSize(dim);
    if (start < 0)
      return emitOptionalError(loc, "slice start index ", start,
                               " of dimension ", dim, " is negative");
    if (limit > size)
      return emitOptionalError(loc, "slice limit index ", limit,
                               " of dimension ", dim, " exceeds its size ",
                               size, " in operand ",
                               getXlaShapeString(operand));
    if (limit < start)
      return emitOptionalError(loc, "slice limit index ", limit,
                               " of dimension ", dim,
                               " is below its start index ", start);
    if (stride < 1)
      return emitOptionalError(loc, "slice stride ", stride, " of dimension ",
                               dim, " must be positive");
    int64_t extent = limit - start;
    shape.push_back(extent / stride + (extent % stride != 0 ? 1 : 0));
  }
  results.push_back(operandType->clone(shape));
  return success();
}

//===----------------------------------------------------------------------===//
// concatenate
//===----------------------------------------------------------------------===//

LogicalResult xhlo::hlo::inferConcatenateOp(TypeRange inputs, int64_t dimension,
                                            std::optional<Location> loc,
                                            SmallVectorImpl<Type> &results) {
  if (inputs.empty())
    return emitOptionalError(loc, "concatenate expects at least one operand");
  SmallVector<RankedTensorType> types;
  for (Type input : inputs) {
    FailureOr<RankedTensorType> type =
        expectArray(input, "concatenate operand", loc);
    if (failed(type))
      return failure();
    types.push_back(*type);
  }
  RankedTensorType first = types.front();
  if (dimension < 0 || dimension >= first.getRank())
    return emitOptionalError(loc, "concatenate dimension ", dimension,
                             " is out of range for operand ",
                             getXlaShapeString(first));
  SmallVector<int64_t> shape(first.getShape());
  for (RankedTensorType type : llvm::drop_begin(types)) {
    if (type.getRank() != first.getRank())
      return emitOptionalError(loc,
                               "cannot concatenate arrays with different "
                               "ranks: ",
                               getXlaShapeString(first), " vs ",
                               getXlaShapeString(type));
    if (type.getElementType() != first.getElementType())
      return emitOptionalError(
          loc, "cannot concatenate arrays with different element types: ",
          getXlaTypeName(first.getElementType()), " vs ",
          getXlaTypeName(type.getElementType()));
    for (int64_t dim = 0; dim < first.getRank(); ++dim) {
      if (dim == dimension || type.getDimSize(dim) == first.getDimSize(dim))
        continue;
      return emitOptionalError(loc, "cannot concatenate ",
                               getXlaShapeString(first), " and ",
                               getXlaShapeString(type), " along dimension ",
                               dimension, ": they differ in dimension ", dim);
    }
    std::optional<int64_t> sum =
        llvm::checkedAdd<int64_t>(shape[dimension], type.getDimSize(dimension));
    if (!sum)
      return emitOptionalError(loc, "concatenating along dimension ", dimension,
                               " overflows 64 bits");
    shape[dimension] = *sum;
  }
  results.push_back(first.clone(shape));
  return success();
}

//===----------------------------------------------------------------------===//
// pad
//===----------------------------------------------------------------------===//

LogicalResult xhlo::hlo::inferPadOp(Type operand, Type paddingValue,
                                    ArrayRef<int64_t> low,
                                    ArrayRef<int64_t> high,
                                    ArrayRef<int64_t> interior,
                                    std::optional<Location> loc,
                                    SmallVectorImpl<Type> &results) {
  FailureOr<RankedTensorType> operandType =
      expectArray(operand, "pad operand", loc);
  FailureOr<RankedTensorType> valueType =
      expectArray(paddingValue, "pad padding value", loc);
  if (failed(operandType) || failed(valueType))
    return failure();
  if (valueType->getRank() != 0)
    return emitOptionalError(loc, "pad padding value ",
                             getXlaShapeString(paddingValue),
                             " must be a scalar (0-d)");
  if (valueType->getElementType() != operandType->getElementType())
    return emitOptionalError(loc, "pad padding value ",
                             getXlaShapeString(paddingValue),
                             " must have the operand's element type ",
                             getXlaTypeName(operandType->getElementType()));
  int64_t rank = operandType->getRank();
  if (static_cast<int64_t>(low.size()) != rank ||
      static_cast<int64_t>(high.size()) != rank ||
      (!interior.empty() && static_cast<int64_t>(interior.size()) != rank))
    return emitOptionalError(
        loc, "padding has ", low.size(), " low, ", high.size(), " high and ",
        interior.size(), " interior entries; operand ",
        getXlaShapeString(operand), " needs ", rank, " of each");
  SmallVector<int64_t> shape;
  for (int64_t dim = 0; dim < rank; ++dim) {
    int64_t size = operandType->getDimSize(dim);
    int64_t inner = interior.empty() ? 0 : interior[dim];
    if (inner < 0)
      return emitOptionalError(loc, "interior padding ", inner,
                               " of dimension ", dim, " is negative");
    std::optional<int64_t> padded =
        llvm::checkedMul<int64_t>(std::max<int64_t>(size - 1, 0), inner);
    if (padded)
      padded = llvm::checkedAdd<int64_t>(*padded, size);
    if (padded)
      padded = llvm::checkedAdd<int64_t>(*padded, low[dim]);
    if (padded)
      padded = llvm::checkedAdd<int64_t>(*padded, high[dim]);
    if (!padded)
      return emitOptionalError(loc, "padding of dimension ", dim,
                               " overflows 64 bits");
    if (*padded < 0)
      return emitOptionalError(loc, "padding results in negative size ",
                               *padded, " for dimension ", dim, " of operand ",
                               getXlaShapeString(operand));
    shape.push_back(*padded);
  }
  results.push_back(operandType->clone(shape));
  return success();
}

//===----------------------------------------------------------------------===//
// reverse
//===----------------------------------------------------------------------===//

LogicalResult xhlo::hlo::inferReverseOp(Type operand,
                                        ArrayRef<int64_t> dimensions,
                                        std::optional<Location> loc,
                                        SmallVectorImpl<Type> &results) {
  FailureOr<RankedTensorType> operandType =
      expectArray(operand, "reverse operand", loc);
  if (failed(operandType))
    return failure();
  if (failed(checkUniqueDimensions("reverse dimensions", dimensions,
                                   operandType->getRank(), operand, loc)))
    return failure();
  results.push_back(operand);
  return success();
}

//===----------------------------------------------------------------------===//
// iota
//===----------------------------------------------------------------------===//

LogicalResult xhlo::hlo::verifyIotaOp(Type result, int64_t iotaDimension,
                                      std::optional<Location> loc) {
  FailureOr<RankedTensorType> resultType =
      expectArray(result, "iota result", loc);
  if (failed(resultType))
    return failure();
  if (resultType->getRank() == 0)
    return emitOptionalError(loc, "iota result ", getXlaShapeString(result),
                             " must have rank >= 1");
  if (iotaDimension < 0 || iotaDimension >= resultType->getRank())
    return emitOptionalError(loc, "iota dimension ", iotaDimension,
                             " is out of range for result ",
                             getXlaShapeString(result));
  Type element = resultType->getElementType();
  if (!isIntegralType(element) && !isFloatType(element) &&
      !isComplexType(element))
    return emitOptionalError(loc,
                             "iota element type must be integral, floating "
                             "point or complex, got ",
                             getXlaTypeName(element));
  return success();
}

//===----------------------------------------------------------------------===//
// get-dimension-size
//===----------------------------------------------------------------------===//

LogicalResult
xhlo::hlo::inferGetDimensionSizeOp(Type operand, int64_t dimension,
                                   std::optional<Location> loc,
                                   SmallVectorImpl<Type> &results) {
  FailureOr<RankedTensorType> operandType =
      expectArray(operand, "get-dimension-size operand", loc);
  if (failed(operandType))
    return failure();
  if (dimension < 0 || dimension >= operandType->getRank())
    return emitOptionalError(loc, "get-dimension-size dimension ", dimension,
                             " is out of range for operand ",
                             getXlaShapeString(operand));
  results.push_back(
      RankedTensorType::get({}, IntegerType::get(operand.getContext(), 32)));
  return success();
}
