//===- HloShapeInferenceReduction.cpp - Reduction shape functions ---------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the shape functions of the Reduction op family, after
// XLA's ShapeInference (InferReduceShape, InferReduceWindowShape,
// InferWindowOutputShape, InferSelectAndScatterShape, InferMapShape,
// InferTopKShape, VerifyReducerShape) and HloVerifier::HandleSort. Scan
// follows xhlo's reading of XLA's scan (see the op's description).
//
//===----------------------------------------------------------------------===//

#include "xhlo/Dialect/Hlo/IR/HloShapeInferenceReduction.h"
#include "xhlo/Dialect/Hlo/IR/HloDialect.h"

#include "HloShapeInferenceUtils.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Sequence.h"
#include "llvm/ADT/SmallSet.h"
#include "llvm/Support/CheckedArithmetic.h"

#include <string>

using namespace mlir;
using namespace xhlo::hlo;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// Whether `type` is a 0-d tensor (an XLA scalar).
static bool isScalarTensor(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && tensor.getRank() == 0;
}

/// The 0-d tensor of `elementType`.
static RankedTensorType scalarOf(Type elementType) {
  return RankedTensorType::get({}, elementType);
}

/// XLA's SameElementTypeIgnoringFpPrecision.
static bool sameElementTypeIgnoringFpPrecision(Type lhs, Type rhs) {
  return lhs == rhs || (isFloatType(lhs) && isFloatType(rhs));
}

/// `type` as a statically shaped tensor, or an error naming it as `what`.
static FailureOr<RankedTensorType> expectTensor(Type type, StringRef opName,
                                                const Twine &what,
                                                std::optional<Location> loc) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !tensor.hasStaticShape()) {
    (void)emitOptionalError(loc, opName, " ", what.str(),
                            " must be a statically shaped tensor, got ", type);
    return failure();
  }
  return tensor;
}

/// The checks reduce and reduce-window share: at least one input, inputs of
/// one shape, one 0-d init value per input.
static LogicalResult verifyInputsAndInits(StringRef opName, TypeRange inputs,
                                          TypeRange initValues,
                                          std::optional<Location> loc) {
  if (inputs.empty())
    return emitOptionalError(loc, opName, " must have at least one input");
  if (inputs.size() != initValues.size())
    return emitOptionalError(
        loc, opName, " must have one init value per input, got ", inputs.size(),
        " inputs and ", initValues.size(), " init values");
  for (auto [index, input] : llvm::enumerate(inputs)) {
    if (failed(expectTensor(input, opName, "input " + Twine(index), loc)))
      return failure();
    if (cast<RankedTensorType>(input).getShape() !=
        cast<RankedTensorType>(inputs.front()).getShape())
      return emitOptionalError(
          loc, opName, " inputs must have the same dimensions; input 0 is ",
          getXlaShapeString(inputs.front()), " and input ", index, " is ",
          getXlaShapeString(input));
  }
  for (auto [index, init] : llvm::enumerate(initValues))
    if (!isScalarTensor(init))
      return emitOptionalError(loc, opName, " init value ", index,
                               " must be a 0-d tensor, got ",
                               getXlaShapeString(init));
  return success();
}

//===----------------------------------------------------------------------===//
// reduce
//===----------------------------------------------------------------------===//

LogicalResult xhlo::hlo::inferReduceOp(TypeRange inputs, TypeRange initValues,
                                       ArrayRef<int64_t> dimensions,
                                       std::optional<Location> loc,
                                       SmallVectorImpl<Type> &results) {
  if (failed(verifyInputsAndInits("reduce", inputs, initValues, loc)))
    return failure();
  auto input = cast<RankedTensorType>(inputs.front());
  llvm::SmallSet<int64_t, 4> seen;
  for (int64_t dim : dimensions) {
    if (dim < 0 || dim >= input.getRank())
      return emitOptionalError(
          loc, "reduce dimension ", dim, " is out of range for input ",
          getXlaShapeString(input), " of rank ", input.getRank());
    if (!seen.insert(dim).second)
      return emitOptionalError(loc, "duplicate reduce dimension ", dim, " in ",
                               formatIntList(dimensions));
  }
  SmallVector<int64_t> shape;
  for (auto [dim, size] : llvm::enumerate(input.getShape()))
    if (!seen.contains(dim))
      shape.push_back(size);
  for (Type init : initValues)
    results.push_back(RankedTensorType::get(shape, getElementTypeOrSelf(init)));
  return success();
}

LogicalResult
xhlo::hlo::verifyReducerComputation(StringRef opName, StringRef computation,
                                    TypeRange arguments, TypeRange returned,
                                    TypeRange initValues, TypeRange inputs,
                                    std::optional<Location> loc) {
  size_t count = initValues.size();
  if (arguments.size() != 2 * count)
    return emitOptionalError(loc, opName, " ", computation, " must take ",
                             2 * count, " parameters (", count,
                             " accumulators, then ", count,
                             " input elements), got ", arguments.size());
  if (returned.size() != count)
    return emitOptionalError(loc, opName, " ", computation, " must return ",
                             count, " values (one per init value), got ",
                             returned.size());
  for (auto [index, argument] : llvm::enumerate(arguments))
    if (!isScalarTensor(argument))
      return emitOptionalError(loc, opName, " ", computation, " parameter ",
                               index, " must be a 0-d tensor, got ",
                               getXlaShapeString(argument));
  for (auto [index, result] : llvm::enumerate(returned))
    if (!isScalarTensor(result))
      return emitOptionalError(loc, opName, " ", computation, " result ", index,
                               " must be a 0-d tensor, got ",
                               getXlaShapeString(result));
  for (size_t i = 0; i < count; ++i) {
    if (arguments[i] != returned[i])
      return emitOptionalError(loc, opName, " ", computation,
                               " accumulator parameter ", i, " has type ",
                               getXlaShapeString(arguments[i]), " but result ",
                               i, " has type ", getXlaShapeString(returned[i]));
    if (initValues[i] != returned[i])
      return emitOptionalError(loc, opName, " init value ", i, " has type ",
                               getXlaShapeString(initValues[i]), " but ",
                               computation, " accumulator ", i, " has type ",
                               getXlaShapeString(returned[i]));
    Type inputElement = getElementTypeOrSelf(inputs[i]);
    Type parameter = arguments[count + i];
    if (parameter != scalarOf(inputElement))
      return emitOptionalError(
          loc, opName, " ", computation, " parameter ", count + i, " has type ",
          getXlaShapeString(parameter), " but input ", i, " has element type ",
          getXlaTypeName(inputElement));
    Type accumulatorElement = getElementTypeOrSelf(arguments[i]);
    if (!sameElementTypeIgnoringFpPrecision(accumulatorElement, inputElement))
      return emitOptionalError(
          loc, opName, " ", computation, " accumulator ", i, " (",
          getXlaTypeName(accumulatorElement), ") and input element ", i, " (",
          getXlaTypeName(inputElement),
          ") must have the same element type, up to floating point precision");
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Windows: reduce-window and select-and-scatter
//===----------------------------------------------------------------------===//

/// XLA's window_util::DilatedBound, or nothing on overflow.
static std::optional<int64_t> dilatedBound(int64_t bound, int64_t dilation) {
  if (bound == 0)
    return 0;
  std::optional<int64_t> scaled =
      llvm::checkedMul<int64_t>(bound - 1, dilation);
  return scaled ? llvm::checkedAdd<int64_t>(*scaled, 1) : std::nullopt;
}

/// XLA's window_util::StridedBound.
static int64_t stridedBound(int64_t bound, int64_t windowSize, int64_t stride) {
  return windowSize > bound ? 0 : (bound - windowSize) / stride + 1;
}

LogicalResult
xhlo::hlo::inferWindowOutputShape(ArrayRef<int64_t> base, WindowAttr window,
                                  StringRef what, std::optional<Location> loc,
                                  SmallVectorImpl<int64_t> &outputShape) {
  if (window.getRank() != base.size())
    return emitOptionalError(loc, "window has ", window.getRank(),
                             " dimensions but the ", what, " has rank ",
                             base.size());
  for (unsigned dim = 0; dim < base.size(); ++dim) {
    int64_t size = window.getSize()[dim];
    int64_t stride = window.getStrideAt(dim);
    int64_t lhsDilate = window.getLhsDilateAt(dim);
    int64_t rhsDilate = window.getRhsDilateAt(dim);
    if (size < 1 || stride < 1 || lhsDilate < 1 || rhsDilate < 1)
      return emitOptionalError(loc, "window dimension ", dim,
                               " must have a positive size, stride and "
                               "dilations");
    // The padded, dilated base and the dilated window, checked for overflow.
    std::optional<int64_t> dilatedBase = dilatedBound(base[dim], lhsDilate);
    std::optional<int64_t> padded =
        dilatedBase
            ? llvm::checkedAdd<int64_t>(*dilatedBase, window.getPadLowAt(dim))
            : std::nullopt;
    if (padded)
      padded = llvm::checkedAdd<int64_t>(*padded, window.getPadHighAt(dim));
    std::optional<int64_t> dilatedWindow = dilatedBound(size, rhsDilate);
    if (!padded || !dilatedWindow)
      return emitOptionalError(loc, "window dimension ", dim, " of the ", what,
                               " overflows 64 bits once padded and dilated");
    if (*padded < 0)
      return emitOptionalError(loc, "window padding makes dimension ", dim,
                               " of the ", what, " negative (", *padded, ")");
    outputShape.push_back(stridedBound(*padded, *dilatedWindow, stride));
  }
  return success();
}

LogicalResult xhlo::hlo::inferReduceWindowOp(TypeRange inputs,
                                             TypeRange initValues,
                                             WindowAttr window,
                                             std::optional<Location> loc,
                                             SmallVectorImpl<Type> &results) {
  if (failed(verifyInputsAndInits("reduce_window", inputs, initValues, loc)))
    return failure();
  auto input = cast<RankedTensorType>(inputs.front());
  SmallVector<int64_t> shape;
  if (failed(inferWindowOutputShape(input.getShape(), window,
                                    "input " + getXlaShapeString(input) +
                                        " of reduce_window",
                                    loc, shape)))
    return failure();
  for (Type init : initValues)
    results.push_back(RankedTensorType::get(shape, getElementTypeOrSelf(init)));
  return success();
}

LogicalResult xhlo::hlo::inferSelectAndScatterOp(
    Type operand, Type source, Type initValue, WindowAttr window,
    std::optional<Location> loc, SmallVectorImpl<Type> &results) {
  StringRef opName = "select_and_scatter";
  FailureOr<RankedTensorType> operandType =
      expectTensor(operand, opName, "operand", loc);
  if (failed(operandType))
    return failure();
  FailureOr<RankedTensorType> sourceType =
      expectTensor(source, opName, "source", loc);
  if (failed(sourceType))
    return failure();
  if (!isScalarTensor(initValue))
    return emitOptionalError(loc, opName,
                             " init value must be a 0-d tensor, got ",
                             getXlaShapeString(initValue));
  SmallVector<int64_t> windowed;
  if (failed(inferWindowOutputShape(operandType->getShape(), window,
                                    "operand " + getXlaShapeString(operand) +
                                        " of " + opName.str(),
                                    loc, windowed)))
    return failure();
  auto expected =
      RankedTensorType::get(windowed, operandType->getElementType());
  if (sourceType->getShape() != expected.getShape() ||
      !sameElementTypeIgnoringFpPrecision(sourceType->getElementType(),
                                          expected.getElementType()))
    return emitOptionalError(loc, opName, " source ", getXlaShapeString(source),
                             " does not match the window-reduced operand ",
                             getXlaShapeString(expected));
  results.push_back(operand);
  return success();
}

LogicalResult xhlo::hlo::verifySelectComputation(Type operand,
                                                 TypeRange arguments,
                                                 TypeRange returned,
                                                 std::optional<Location> loc) {
  if (arguments.size() != 2)
    return emitOptionalError(
        loc, "select_and_scatter select must take 2 parameters, got ",
        arguments.size());
  Type element = getElementTypeOrSelf(operand);
  for (auto [index, argument] : llvm::enumerate(arguments))
    if (argument != scalarOf(element))
      return emitOptionalError(loc, "select_and_scatter select parameter ",
                               index, " has type ", getXlaShapeString(argument),
                               " but the operand has element type ",
                               getXlaTypeName(element));
  if (returned.size() != 1)
    return emitOptionalError(
        loc, "select_and_scatter select must return one 0-d pred, got ",
        returned.size(), " values");
  if (returned.front() != scalarOf(IntegerType::get(operand.getContext(), 1)))
    return emitOptionalError(
        loc, "select_and_scatter select must return a 0-d pred, got ",
        getXlaShapeString(returned.front()));
  return success();
}

//===----------------------------------------------------------------------===//
// sort
//===----------------------------------------------------------------------===//

LogicalResult xhlo::hlo::inferSortOp(TypeRange operands, int64_t dimension,
                                     std::optional<Location> loc,
                                     SmallVectorImpl<Type> &results) {
  if (operands.empty())
    return emitOptionalError(loc, "sort must have at least one operand");
  for (auto [index, operand] : llvm::enumerate(operands)) {
    if (failed(expectTensor(operand, "sort", "operand " + Twine(index), loc)))
      return failure();
    if (cast<RankedTensorType>(operand).getShape() !=
        cast<RankedTensorType>(operands.front()).getShape())
      return emitOptionalError(
          loc, "sort operands must have the same dimensions; operand 0 is ",
          getXlaShapeString(operands.front()), " and operand ", index, " is ",
          getXlaShapeString(operand));
  }
  auto first = cast<RankedTensorType>(operands.front());
  if (dimension < 0 || dimension >= first.getRank())
    return emitOptionalError(
        loc, "sort dimension ", dimension, " is out of range for operand ",
        getXlaShapeString(first), " of rank ", first.getRank());
  llvm::append_range(results, operands);
  return success();
}

LogicalResult xhlo::hlo::verifySortComparator(TypeRange operands,
                                              TypeRange arguments,
                                              TypeRange returned,
                                              std::optional<Location> loc) {
  if (arguments.size() != 2 * operands.size())
    return emitOptionalError(
        loc, "sort comparator must take ", 2 * operands.size(),
        " parameters (lhs and rhs of each of the ", operands.size(),
        " operands), got ", arguments.size());
  for (auto [index, argument] : llvm::enumerate(arguments)) {
    Type element = getElementTypeOrSelf(operands[index / 2]);
    if (argument != scalarOf(element))
      return emitOptionalError(loc, "sort comparator parameter ", index,
                               " has type ", getXlaShapeString(argument),
                               " but operand ", index / 2, " has element type ",
                               getXlaTypeName(element));
  }
  if (returned.size() != 1 ||
      returned.front() !=
          scalarOf(IntegerType::get(operands.front().getContext(), 1)))
    return emitOptionalError(
        loc, "sort comparator must return one 0-d pred, got ",
        returned.size() == 1 ? getXlaShapeString(returned.front())
                             : std::to_string(returned.size()) + " values");
  return success();
}

//===----------------------------------------------------------------------===//
// map
//===----------------------------------------------------------------------===//

LogicalResult xhlo::hlo::inferMapOp(TypeRange operands,
                                    ArrayRef<int64_t> dimensions,
                                    TypeRange arguments, TypeRange returned,
                                    std::optional<Location> loc,
                                    SmallVectorImpl<Type> &results) {
  if (operands.empty())
    return emitOptionalError(loc, "map must have at least one operand");
  for (auto [index, operand] : llvm::enumerate(operands)) {
    if (failed(expectTensor(operand, "map", "operand " + Twine(index), loc)))
      return failure();
    if (cast<RankedTensorType>(operand).getShape() !=
        cast<RankedTensorType>(operands.front()).getShape())
      return emitOptionalError(
          loc, "map operands must have the same dimensions; operand 0 is ",
          getXlaShapeString(operands.front()), " and operand ", index, " is ",
          getXlaShapeString(operand));
  }
  auto first = cast<RankedTensorType>(operands.front());
  auto expected = llvm::to_vector(llvm::seq<int64_t>(0, first.getRank()));
  if (dimensions != ArrayRef<int64_t>(expected))
    return emitOptionalError(loc, "map dimensions ", formatIntList(dimensions),
                             " must be ", formatIntList(expected),
                             " (all dimensions of ", getXlaShapeString(first),
                             ", in order)");
  if (arguments.size() != operands.size())
    return emitOptionalError(loc, "map to_apply must take ", operands.size(),
                             " parameters (one per operand), got ",
                             arguments.size());
  for (auto [index, argument] : llvm::enumerate(arguments)) {
    Type element = getElementTypeOrSelf(operands[index]);
    if (argument != scalarOf(element))
      return emitOptionalError(loc, "map to_apply parameter ", index,
                               " has type ", getXlaShapeString(argument),
                               " but operand ", index, " has element type ",
                               getXlaTypeName(element));
  }
  if (returned.size() != 1)
    return emitOptionalError(loc, "map to_apply must return one value, got ",
                             returned.size());
  if (!isScalarTensor(returned.front()))
    return emitOptionalError(loc, "map to_apply must return a 0-d tensor, got ",
                             getXlaShapeString(returned.front()));
  results.push_back(first.clone(getElementTypeOrSelf(returned.front())));
  return success();
}

//===----------------------------------------------------------------------===//
// topk
//===----------------------------------------------------------------------===//

LogicalResult xhlo::hlo::inferTopKOp(Type operand, int64_t k,
                                     std::optional<Location> loc,
                                     SmallVectorImpl<Type> &results) {
  FailureOr<RankedTensorType> tensor =
      expectTensor(operand, "topk", "operand", loc);
  if (failed(tensor))
    return failure();
  if (tensor->getRank() < 1)
    return emitOptionalError(loc, "topk operand must have rank >= 1, got ",
                             getXlaShapeString(operand));
  int64_t last = tensor->getShape().back();
  if (k < 0 || k > last)
    return emitOptionalError(loc, "topk k = ", k, " must be in [0, ", last,
                             "] (the last dimension of ",
                             getXlaShapeString(operand), ")");
  SmallVector<int64_t> shape(tensor->getShape());
  shape.back() = k;
  results.push_back(tensor->clone(shape));
  results.push_back(
      RankedTensorType::get(shape, IntegerType::get(operand.getContext(), 32)));
  return success();
}

//===----------------------------------------------------------------------===//
// scan
//===----------------------------------------------------------------------===//

LogicalResult xhlo::hlo::inferScanOp(TypeRange operands, int64_t numCarries,
                                     int64_t dimension, TypeRange arguments,
                                     TypeRange returned,
                                     std::optional<Location> loc,
                                     SmallVectorImpl<Type> &results) {
  if (numCarries < 0 || numCarries > static_cast<int64_t>(operands.size()))
    return emitOptionalError(loc, "scan num_carries = ", numCarries,
                             " must be in [0, ", operands.size(),
                             "] (the number of operands)");
  size_t numInputs = operands.size() - numCarries;
  if (numInputs == 0)
    return emitOptionalError(loc, "scan must have at least one input besides ",
                             "its ", numCarries, " carries");
  TypeRange inputs = operands.take_front(numInputs);
  TypeRange inits = operands.drop_front(numInputs);
  for (auto [index, input] : llvm::enumerate(inputs)) {
    FailureOr<RankedTensorType> tensor =
        expectTensor(input, "scan", "input " + Twine(index), loc);
    if (failed(tensor))
      return failure();
    if (dimension < 0 || dimension >= tensor->getRank())
      return emitOptionalError(
          loc, "scan dimension ", dimension, " is out of range for input ",
          index, " ", getXlaShapeString(input), " of rank ", tensor->getRank());
    if (tensor->getDimSize(dimension) !=
        cast<RankedTensorType>(inputs.front()).getDimSize(dimension))
      return emitOptionalError(
          loc, "scan inputs must have the same length along dimension ",
          dimension, "; input 0 is ", getXlaShapeString(inputs.front()),
          " and input ", index, " is ", getXlaShapeString(input));
  }
  for (auto [index, init] : llvm::enumerate(inits))
    if (failed(expectTensor(init, "scan", "init " + Twine(index), loc)))
      return failure();
  int64_t length = cast<RankedTensorType>(inputs.front()).getDimSize(dimension);

  if (arguments.size() != operands.size())
    return emitOptionalError(loc, "scan to_apply must take ", operands.size(),
                             " parameters (", numInputs, " input slices, then ",
                             numCarries, " carries), got ", arguments.size());
  for (auto [index, input] : llvm::enumerate(inputs)) {
    auto tensor = cast<RankedTensorType>(input);
    SmallVector<int64_t> slice(tensor.getShape());
    slice.erase(slice.begin() + dimension);
    Type expected = tensor.clone(slice);
    if (arguments[index] != expected)
      return emitOptionalError(
          loc, "scan to_apply parameter ", index, " has type ",
          getXlaShapeString(arguments[index]), " but the slice of input ",
          index, " along dimension ", dimension, " is ",
          getXlaShapeString(expected));
  }
  for (auto [index, init] : llvm::enumerate(inits))
    if (arguments[numInputs + index] != init)
      return emitOptionalError(
          loc, "scan to_apply parameter ", numInputs + index, " has type ",
          getXlaShapeString(arguments[numInputs + index]), " but init ", index,
          " has type ", getXlaShapeString(init));
  if (static_cast<int64_t>(returned.size()) < numCarries)
    return emitOptionalError(loc,
                             "scan to_apply must return its outputs, "
                             "then the ",
                             numCarries, " carries, got ", returned.size(),
                             " values");
  size_t numOutputs = returned.size() - numCarries;
  for (auto [index, init] : llvm::enumerate(inits))
    if (returned[numOutputs + index] != init)
      return emitOptionalError(
          loc, "scan to_apply result ", numOutputs + index, " (carry ", index,
          ") has type ", getXlaShapeString(returned[numOutputs + index]),
          " but init ", index, " has type ", getXlaShapeString(init));
  for (size_t index = 0; index < numOutputs; ++index) {
    auto output = dyn_cast<RankedTensorType>(returned[index]);
    if (!output || !output.hasStaticShape() || output.getRank() < dimension)
      return emitOptionalError(loc, "scan to_apply output ", index, " ",
                               getXlaShapeString(returned[index]),
                               " cannot be stacked along dimension ",
                               dimension);
    SmallVector<int64_t> shape(output.getShape());
    shape.insert(shape.begin() + dimension, length);
    results.push_back(output.clone(shape));
  }
  llvm::append_range(results, inits);
  return success();
}
