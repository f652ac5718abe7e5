//===- HloShapeInferenceIndexing.cpp - Indexing shape functions -----------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the shape functions of the indexing op family, after
// XLA's ShapeInference: InferDynamicSliceShape, InferDynamicUpdateSliceShape,
// InferGatherShape / ValidateGatherDimensionNumbers and InferScatterShape /
// ValidateScatterDimensionNumbers, plus the consistency of the batching
// dimensions (disjoint from the other dimension lists, matching sizes).
//
//===----------------------------------------------------------------------===//

#include "xhlo/Dialect/Hlo/IR/HloShapeInferenceIndexing.h"
#include "xhlo/Dialect/Hlo/IR/HloDialect.h"

#include "HloShapeInferenceUtils.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/STLExtras.h"

#include <string>

using namespace mlir;
using namespace xhlo::hlo;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// Checks that each entry of the dimension list `name` lies in `[0, bound)`;
/// `of` names what the dimensions index (e.g. "operand f32[2,3]").
static LogicalResult verifyDimsInRange(StringRef name, ArrayRef<int64_t> dims,
                                       int64_t bound, const std::string &of,
                                       std::optional<Location> loc) {
  for (auto [i, dim] : llvm::enumerate(dims))
    if (dim < 0 || dim >= bound)
      return emitOptionalError(loc, name, "[", i, "] = ", dim,
                               " is out of range [0, ", bound, ") of ", of);
  return success();
}

/// Checks that no dimension is in both `lhs` and `rhs`.
static LogicalResult verifyDisjoint(StringRef lhsName, ArrayRef<int64_t> lhs,
                                    StringRef rhsName, ArrayRef<int64_t> rhs,
                                    const std::string &of,
                                    std::optional<Location> loc) {
  for (int64_t dim : lhs)
    if (llvm::is_contained(rhs, dim))
      return emitOptionalError(loc, "dimension ", dim, " of ", of,
                               " is in both ", lhsName, " and ", rhsName);
  return success();
}

/// The batching dimensions of the indices: in range, not the index vector
/// dimension, and each as large as its operand batching dimension.
static LogicalResult
verifyBatchingDims(StringRef operandName, ArrayRef<int64_t> operandDims,
                   RankedTensorType operand, StringRef indicesName,
                   ArrayRef<int64_t> indicesDims, RankedTensorType indices,
                   StringRef indicesValueName, int64_t indexVectorDim,
                   std::optional<Location> loc) {
  std::string indicesString =
      (indicesValueName + " " + getXlaShapeString(indices)).str();
  if (failed(verifyDimsInRange(indicesName, indicesDims, indices.getRank(),
                               indicesString, loc)))
    return failure();
  for (auto [i, dim] : llvm::enumerate(indicesDims)) {
    if (dim == indexVectorDim)
      return emitOptionalError(loc, indicesName, "[", i, "] = ", dim,
                               " must not be the index_vector_dim");
    if (operand.getDimSize(operandDims[i]) != indices.getDimSize(dim))
      return emitOptionalError(
          loc, "batching dimension ", operandDims[i], " (", operandName, "[", i,
          "]) of ", getXlaShapeString(operand), " has size ",
          operand.getDimSize(operandDims[i]), " but dimension ", dim, " (",
          indicesName, "[", i, "]) of ", indicesValueName, " ",
          getXlaShapeString(indices), " has size ", indices.getDimSize(dim));
  }
  return success();
}

/// The shape of `indices` with the implicit trailing index vector dimension
/// of size 1 when `indexVectorDim` equals its rank; fails when
/// `indexVectorDim` is outside `[0, rank]`.
static FailureOr<SmallVector<int64_t>>
expandIndices(RankedTensorType indices, StringRef indicesName,
              int64_t indexVectorDim, std::optional<Location> loc) {
  if (!isIntegralType(indices.getElementType())) {
    (void)emitOptionalError(loc, indicesName,
                            " must be an integral tensor, got ",
                            getXlaShapeString(indices));
    return failure();
  }
  if (indexVectorDim < 0 || indexVectorDim > indices.getRank()) {
    (void)emitOptionalError(loc, "index_vector_dim ", indexVectorDim,
                            " is out of range [0, ", indices.getRank(),
                            "] for ", indicesName, " ",
                            getXlaShapeString(indices));
    return failure();
  }
  SmallVector<int64_t> expanded(indices.getShape());
  if (indexVectorDim == indices.getRank())
    expanded.push_back(1);
  return expanded;
}

/// One 0-d integer start index per dimension of `operand`, all of one type.
static LogicalResult verifyStartIndices(StringRef opName,
                                        RankedTensorType operand,
                                        TypeRange startIndices,
                                        std::optional<Location> loc) {
  if (static_cast<int64_t>(startIndices.size()) != operand.getRank())
    return emitOptionalError(loc, opName,
                             " needs one start index per "
                             "dimension of operand ",
                             getXlaShapeString(operand), ", got ",
                             startIndices.size());
  for (auto [i, type] : llvm::enumerate(startIndices)) {
    auto index = dyn_cast<RankedTensorType>(type);
    if (!index || index.getRank() != 0 ||
        !isIntegralType(index.getElementType()))
      return emitOptionalError(loc, opName, " start index ", i,
                               " must be a 0-d integral tensor, got ", type);
    if (type != startIndices.front())
      return emitOptionalError(
          loc, opName, " start indices must all have the same type, got ",
          getXlaShapeString(startIndices.front()), " and ",
          getXlaShapeString(type), " (start index ", i, ")");
  }
  return success();
}

//===----------------------------------------------------------------------===//
// dynamic-slice and dynamic-update-slice
//===----------------------------------------------------------------------===//

LogicalResult xhlo::hlo::inferDynamicSliceOp(Type operand,
                                             TypeRange startIndices,
                                             ArrayRef<int64_t> sliceSizes,
                                             std::optional<Location> loc,
                                             SmallVectorImpl<Type> &results) {
  FailureOr<RankedTensorType> operandType =
      expectArray(operand, "dynamic_slice operand", loc);
  if (failed(operandType) ||
      failed(
          verifyStartIndices("dynamic_slice", *operandType, startIndices, loc)))
    return failure();
  if (static_cast<int64_t>(sliceSizes.size()) != operandType->getRank())
    return emitOptionalError(loc, "dynamic_slice_sizes ",
                             formatIntList(sliceSizes),
                             " must have one size per dimension of operand ",
                             getXlaShapeString(operand));
  for (auto [dim, size] : llvm::enumerate(sliceSizes))
    if (size < 0 || size > operandType->getDimSize(dim))
      return emitOptionalError(loc, "dynamic_slice_sizes[", dim, "] = ", size,
                               " is out of range [0, ",
                               operandType->getDimSize(dim), "] for dimension ",
                               dim, " of operand ", getXlaShapeString(operand));
  results.push_back(
      RankedTensorType::get(sliceSizes, operandType->getElementType()));
  return success();
}

LogicalResult xhlo::hlo::inferDynamicUpdateSliceOp(
    Type operand, Type update, TypeRange startIndices,
    std::optional<Location> loc, SmallVectorImpl<Type> &results) {
  FailureOr<RankedTensorType> operandType =
      expectArray(operand, "dynamic_update_slice operand", loc);
  if (failed(operandType))
    return failure();
  FailureOr<RankedTensorType> updateType =
      expectArray(update, "dynamic_update_slice update", loc);
  if (failed(updateType))
    return failure();
  if (updateType->getRank() != operandType->getRank())
    return emitOptionalError(
        loc, "dynamic_update_slice update ", getXlaShapeString(update),
        " must have the rank of operand ", getXlaShapeString(operand));
  if (updateType->getElementType() != operandType->getElementType())
    return emitOptionalError(
        loc, "dynamic_update_slice update ", getXlaShapeString(update),
        " must have the element type of operand ", getXlaShapeString(operand));
  if (failed(verifyStartIndices("dynamic_update_slice", *operandType,
                                startIndices, loc)))
    return failure();
  for (int64_t dim = 0, rank = operandType->getRank(); dim < rank; ++dim)
    if (updateType->getDimSize(dim) > operandType->getDimSize(dim))
      return emitOptionalError(loc, "dimension ", dim, " of update ",
                               getXlaShapeString(update),
                               " is larger than dimension ", dim,
                               " of operand ", getXlaShapeString(operand));
  results.push_back(operand);
  return success();
}

//===----------------------------------------------------------------------===//
// gather
//===----------------------------------------------------------------------===//

LogicalResult xhlo::hlo::inferGatherOp(Type operand, Type startIndices,
                                       GatherDimensionNumbersAttr dims,
                                       ArrayRef<int64_t> sliceSizes,
                                       std::optional<Location> loc,
                                       SmallVectorImpl<Type> &results) {
  FailureOr<RankedTensorType> operandType =
      expectArray(operand, "gather operand", loc);
  if (failed(operandType))
    return failure();
  FailureOr<RankedTensorType> indicesType =
      expectArray(startIndices, "gather start_indices", loc);
  if (failed(indicesType))
    return failure();
  int64_t indexVectorDim = dims.getIndexVectorDim();
  FailureOr<SmallVector<int64_t>> expanded =
      expandIndices(*indicesType, "start_indices", indexVectorDim, loc);
  if (failed(expanded))
    return failure();

  ArrayRef<int64_t> offsetDims = dims.getOffsetDims();
  ArrayRef<int64_t> collapsedDims = dims.getCollapsedSliceDims();
  ArrayRef<int64_t> operandBatchingDims = dims.getOperandBatchingDims();
  ArrayRef<int64_t> indicesBatchingDims = dims.getStartIndicesBatchingDims();
  ArrayRef<int64_t> startIndexMap = dims.getStartIndexMap();
  int64_t operandRank = operandType->getRank();
  std::string operandString = "operand " + getXlaShapeString(operand);

  // ValidateGatherDimensionNumbers.
  int64_t resultRank = offsetDims.size() + expanded->size() - 1;
  if (failed(verifyDimsInRange("offset_dims", offsetDims, resultRank,
                               "the gather result", loc)))
    return failure();
  if (static_cast<int64_t>(startIndexMap.size()) != (*expanded)[indexVectorDim])
    return emitOptionalError(
        loc, "start_index_map ", formatIntList(startIndexMap), " has ",
        startIndexMap.size(), " entries but dimension ", indexVectorDim,
        " (index_vector_dim) of start_indices ",
        getXlaShapeString(startIndices), " has size ",
        (*expanded)[indexVectorDim]);
  if (failed(verifyDimsInRange("start_index_map", startIndexMap, operandRank,
                               operandString, loc)) ||
      failed(verifyDimsInRange("collapsed_slice_dims", collapsedDims,
                               operandRank, operandString, loc)) ||
      failed(verifyDimsInRange("operand_batching_dims", operandBatchingDims,
                               operandRank, operandString, loc)) ||
      failed(verifyDisjoint("collapsed_slice_dims", collapsedDims,
                            "operand_batching_dims", operandBatchingDims,
                            operandString, loc)) ||
      failed(verifyDisjoint("start_index_map", startIndexMap,
                            "operand_batching_dims", operandBatchingDims,
                            operandString, loc)) ||
      failed(verifyBatchingDims("operand_batching_dims", operandBatchingDims,
                                *operandType, "start_indices_batching_dims",
                                indicesBatchingDims, *indicesType,
                                "start_indices", indexVectorDim, loc)))
    return failure();

  // The slice sizes.
  if (static_cast<int64_t>(sliceSizes.size()) != operandRank)
    return emitOptionalError(loc, "slice_sizes ", formatIntList(sliceSizes),
                             " must have one size per dimension of ",
                             operandString);
  if (static_cast<int64_t>(offsetDims.size() + collapsedDims.size() +
                           operandBatchingDims.size()) != operandRank)
    return emitOptionalError(
        loc,
        "offset_dims, collapsed_slice_dims and operand_batching_dims must "
        "have one entry per dimension of ",
        operandString, " together, got ", offsetDims.size(), " + ",
        collapsedDims.size(), " + ", operandBatchingDims.size());
  for (auto [dim, size] : llvm::enumerate(sliceSizes))
    if (size < 0 || size > operandType->getDimSize(dim))
      return emitOptionalError(loc, "slice_sizes[", dim, "] = ", size,
                               " is out of range [0, ",
                               operandType->getDimSize(dim), "] for dimension ",
                               dim, " of ", operandString);
  for (int64_t dim : collapsedDims)
    if (sliceSizes[dim] > 1)
      return emitOptionalError(loc, "collapsed dimension ", dim,
                               " must have slice size 0 or 1, got ",
                               sliceSizes[dim]);
  for (int64_t dim : operandBatchingDims)
    if (sliceSizes[dim] > 1)
      return emitOptionalError(loc, "operand batching dimension ", dim,
                               " must have slice size 0 or 1, got ",
                               sliceSizes[dim]);

  // The result: offset dims take the sizes of the slice dimensions that are
  // neither collapsed nor batching, in order; the others the sizes of the
  // batch dimensions of the indices (all but index_vector_dim), in order.
  SmallVector<int64_t> shape;
  shape.reserve(resultRank);
  int64_t sliceDim = 0, indicesDim = 0;
  for (int64_t dim = 0; dim < resultRank; ++dim) {
    if (llvm::is_contained(offsetDims, dim)) {
      while (llvm::is_contained(collapsedDims, sliceDim) ||
             llvm::is_contained(operandBatchingDims, sliceDim))
        ++sliceDim;
      shape.push_back(sliceSizes[sliceDim++]);
    } else {
      if (indicesDim == indexVectorDim)
        ++indicesDim;
      shape.push_back((*expanded)[indicesDim++]);
    }
  }
  results.push_back(
      RankedTensorType::get(shape, operandType->getElementType()));
  return success();
}

//===----------------------------------------------------------------------===//
// scatter
//===----------------------------------------------------------------------===//

/// All of `types` (the inputs or the updates; `one` names one of them) have
/// the shape of the first.
static FailureOr<RankedTensorType>
verifySameShapes(StringRef name, StringRef one, TypeRange types,
                 std::optional<Location> loc) {
  RankedTensorType first;
  for (auto [i, type] : llvm::enumerate(types)) {
    FailureOr<RankedTensorType> tensor =
        expectArray(type, ("scatter " + name).str(), loc);
    if (failed(tensor))
      return failure();
    if (!first) {
      first = *tensor;
      continue;
    }
    if (tensor->getShape() != first.getShape()) {
      (void)emitOptionalError(loc, "scatter ", name,
                              " must all have the same shape, got ",
                              getXlaShapeString(first), " and ",
                              getXlaShapeString(type), " (", one, " ", i, ")");
      return failure();
    }
  }
  return first;
}

LogicalResult xhlo::hlo::inferScatterOp(TypeRange inputs, Type scatterIndices,
                                        TypeRange updates,
                                        ScatterDimensionNumbersAttr dims,
                                        std::optional<Location> loc,
                                        SmallVectorImpl<Type> &results) {
  if (inputs.empty())
    return emitOptionalError(loc, "scatter needs at least one input");
  if (updates.size() != inputs.size())
    return emitOptionalError(loc, "scatter has ", inputs.size(), " inputs but ",
                             updates.size(),
                             " updates; it needs one update per input");
  FailureOr<RankedTensorType> inputType =
      verifySameShapes("inputs", "input", inputs, loc);
  if (failed(inputType))
    return failure();
  FailureOr<RankedTensorType> updateType =
      verifySameShapes("updates", "update", updates, loc);
  if (failed(updateType))
    return failure();
  for (auto [i, pair] : llvm::enumerate(llvm::zip(inputs, updates))) {
    auto [input, update] = pair;
    if (getElementTypeOrSelf(input) != getElementTypeOrSelf(update))
      return emitOptionalError(loc, "scatter update ", i, " ",
                               getXlaShapeString(update),
                               " must have the element type of input ", i, " ",
                               getXlaShapeString(input));
  }
  FailureOr<RankedTensorType> indicesType =
      expectArray(scatterIndices, "scatter_indices", loc);
  if (failed(indicesType))
    return failure();
  int64_t indexVectorDim = dims.getIndexVectorDim();
  FailureOr<SmallVector<int64_t>> expanded =
      expandIndices(*indicesType, "scatter_indices", indexVectorDim, loc);
  if (failed(expanded))
    return failure();

  ArrayRef<int64_t> updateWindowDims = dims.getUpdateWindowDims();
  ArrayRef<int64_t> insertedDims = dims.getInsertedWindowDims();
  ArrayRef<int64_t> inputBatchingDims = dims.getInputBatchingDims();
  ArrayRef<int64_t> indicesBatchingDims = dims.getScatterIndicesBatchingDims();
  ArrayRef<int64_t> toOperandDims = dims.getScatterDimsToOperandDims();
  int64_t inputRank = inputType->getRank();
  int64_t updateRank = updateType->getRank();
  std::string inputString = "input " + getXlaShapeString(*inputType);
  std::string updateString = "updates " + getXlaShapeString(*updateType);

  // The rank of the updates: the scatter dimensions, then the window.
  int64_t scatterDimCount = expanded->size() - 1;
  int64_t expectedUpdateRank = scatterDimCount + updateWindowDims.size();
  if (updateRank != expectedUpdateRank)
    return emitOptionalError(loc, updateString, " must have rank ",
                             expectedUpdateRank, " (", scatterDimCount,
                             " scatter dimensions of scatter_indices ",
                             getXlaShapeString(scatterIndices), " and ",
                             updateWindowDims.size(), " update_window_dims)");

  // ValidateScatterDimensionNumbers.
  if (failed(verifyDimsInRange("update_window_dims", updateWindowDims,
                               updateRank, updateString, loc)) ||
      failed(verifyDimsInRange("inserted_window_dims", insertedDims, inputRank,
                               inputString, loc)) ||
      failed(verifyDimsInRange("input_batching_dims", inputBatchingDims,
                               inputRank, inputString, loc)) ||
      failed(verifyDisjoint("inserted_window_dims", insertedDims,
                            "input_batching_dims", inputBatchingDims,
                            inputString, loc)))
    return failure();
  if (static_cast<int64_t>(updateWindowDims.size() + insertedDims.size() +
                           inputBatchingDims.size()) != inputRank)
    return emitOptionalError(
        loc,
        "update_window_dims, inserted_window_dims and input_batching_dims "
        "must have one entry per dimension of ",
        inputString, " together, got ", updateWindowDims.size(), " + ",
        insertedDims.size(), " + ", inputBatchingDims.size());
  if (static_cast<int64_t>(toOperandDims.size()) != (*expanded)[indexVectorDim])
    return emitOptionalError(
        loc, "scatter_dims_to_operand_dims ", formatIntList(toOperandDims),
        " has ", toOperandDims.size(), " entries but dimension ",
        indexVectorDim, " (index_vector_dim) of scatter_indices ",
        getXlaShapeString(scatterIndices), " has size ",
        (*expanded)[indexVectorDim]);
  if (failed(verifyDimsInRange("scatter_dims_to_operand_dims", toOperandDims,
                               inputRank, inputString, loc)) ||
      failed(verifyDisjoint("scatter_dims_to_operand_dims", toOperandDims,
                            "input_batching_dims", inputBatchingDims,
                            inputString, loc)) ||
      failed(verifyBatchingDims("input_batching_dims", inputBatchingDims,
                                *inputType, "scatter_indices_batching_dims",
                                indicesBatchingDims, *indicesType,
                                "scatter_indices", indexVectorDim, loc)))
    return failure();

  // The window dimensions of the updates are at most the input dimensions
  // that are neither inserted nor batching, in order.
  SmallVector<int64_t> windowInputDims;
  for (int64_t dim = 0; dim < inputRank; ++dim)
    if (!llvm::is_contained(insertedDims, dim) &&
        !llvm::is_contained(inputBatchingDims, dim))
      windowInputDims.push_back(dim);
  for (auto [updateDim, inputDim] :
       llvm::zip_equal(updateWindowDims, windowInputDims))
    if (updateType->getDimSize(updateDim) > inputType->getDimSize(inputDim))
      return emitOptionalError(loc, "window dimension ", updateDim, " of ",
                               updateString, " is larger than dimension ",
                               inputDim, " of ", inputString);

  // The scatter dimensions of the updates equal the batch dimensions of the
  // indices (all but index_vector_dim), in order.
  int64_t indicesDim = 0;
  for (int64_t dim = 0; dim < updateRank; ++dim) {
    if (llvm::is_contained(updateWindowDims, dim))
      continue;
    if (indicesDim == indexVectorDim)
      ++indicesDim;
    if (updateType->getDimSize(dim) != (*expanded)[indicesDim])
      return emitOptionalError(
          loc, "scatter dimension ", dim, " of ", updateString,
          " must have the size of dimension ", indicesDim,
          " of scatter_indices ", getXlaShapeString(scatterIndices), " (",
          (*expanded)[indicesDim], ")");
    ++indicesDim;
  }

  llvm::append_range(results, inputs);
  return success();
}

LogicalResult xhlo::hlo::verifyScatterUpdateComputation(
    TypeRange inputs, TypeRange updates, TypeRange argumentTypes,
    TypeRange returnTypes, std::optional<Location> loc) {
  size_t count = inputs.size();
  auto scalarOf = [](Type type) -> Type {
    return RankedTensorType::get({}, getElementTypeOrSelf(type));
  };
  if (argumentTypes.size() != 2 * count)
    return emitOptionalError(loc, "scatter update computation must take ",
                             2 * count, " parameters (", count,
                             " current values, then ", count,
                             " update values), takes ", argumentTypes.size());
  for (auto [i, type] : llvm::enumerate(argumentTypes)) {
    Type expected = scalarOf(i < count ? inputs[i] : updates[i - count]);
    if (type != expected)
      return emitOptionalError(
          loc, "parameter ", i, " of the scatter update computation must be ",
          getXlaShapeString(expected), ", got ", getXlaShapeString(type));
  }
  if (returnTypes.size() != count)
    return emitOptionalError(loc, "scatter update computation must return ",
                             count, " values, returns ", returnTypes.size());
  for (auto [i, type] : llvm::enumerate(returnTypes)) {
    Type expected = scalarOf(inputs[i]);
    if (type != expected)
      return emitOptionalError(
          loc, "result ", i, " of the scatter update computation must be ",
          getXlaShapeString(expected), ", got ", getXlaShapeString(type));
  }
  return success();
}
