//===- HloShapeInferenceContraction.cpp - Contraction shape functions -----===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the shape functions of the Contraction op family, after
// XLA's ShapeInference (InferDotOpShape, InferConvolveShape, InferFftShape,
// InferTriangularSolveShape, InferCholeskyShape and the batch-norm ones).
//
//===----------------------------------------------------------------------===//

#include "xhlo/Dialect/Hlo/IR/HloShapeInferenceContraction.h"
#include "xhlo/Dialect/Hlo/IR/HloDialect.h"
#include "xhlo/Dialect/Hlo/IR/HloShapeInferenceReduction.h"

#include "HloShapeInferenceUtils.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/STLExtras.h"

#include <string>
#include <tuple>

using namespace mlir;
using namespace xhlo::hlo;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

static bool isNumericType(Type type) {
  return isIntegralType(type) || isFloatType(type) || isComplexType(type);
}

/// The properties XLA's HigherPrecisionType compares, most important first.
static std::tuple<bool, int, int, unsigned, bool> precisionKey(Type type) {
  bool complex = false;
  Type component = type;
  if (auto complexType = dyn_cast<ComplexType>(type)) {
    complex = true;
    component = complexType.getElementType();
  }
  int range = -1, significand = -1;
  if (auto floatType = dyn_cast<FloatType>(component)) {
    const llvm::fltSemantics &semantics = floatType.getFloatSemantics();
    range = llvm::APFloat::semanticsMaxExponent(semantics);
    significand = llvm::APFloat::semanticsPrecision(semantics);
  }
  return {complex, range, significand, getXlaBitWidth(component),
          isSignedIntType(component)};
}

Type xhlo::hlo::getHigherPrecisionElementType(Type a, Type b) {
  return precisionKey(b) > precisionKey(a) ? b : a;
}

/// dot and convolution: `precision_config`, when present, has one entry per
/// operand.
static LogicalResult verifyPrecisionConfig(StringRef opcode,
                                           ArrayAttr precisionConfig,
                                           std::optional<Location> loc) {
  if (precisionConfig && precisionConfig.size() != 2)
    return emitOptionalError(
        loc, opcode, " precision_config must have one entry per operand (2), ",
        "got ", precisionConfig.size());
  return success();
}

LogicalResult
xhlo::hlo::verifyPreferredElementType(StringRef opcode, Type lhsElement,
                                      Type rhsElement, Type resultElement,
                                      std::optional<Location> loc) {
  for (auto [name, element] : {std::pair<StringRef, Type>{"lhs", lhsElement},
                               {"rhs", rhsElement},
                               {"result", resultElement}})
    if (!isNumericType(element))
      return emitOptionalError(loc, opcode, " ", name,
                               " element type must be integral, floating "
                               "point or complex, got ",
                               getXlaTypeName(element));
  Type from = getHigherPrecisionElementType(lhsElement, rhsElement);
  if (resultElement == from)
    return success();
  if (isComplexType(from) && !isComplexType(resultElement))
    return emitOptionalError(loc, opcode, " of ", getXlaTypeName(from),
                             " operands must have a complex result element "
                             "type, got ",
                             getXlaTypeName(resultElement));
  if (!isFloatType(from) &&
      getXlaBitWidth(resultElement) < getXlaBitWidth(from))
    return emitOptionalError(loc, opcode, " result element type ",
                             getXlaTypeName(resultElement),
                             " must not be narrower than the operand element "
                             "type ",
                             getXlaTypeName(from));
  return success();
}

/// Checks that the given result is a static tensor whose shape is
/// `expected` (with the result's element type).
static LogicalResult verifyResultShape(StringRef opcode, Type result,
                                       ArrayRef<int64_t> expected,
                                       std::optional<Location> loc) {
  auto resultType = cast<RankedTensorType>(result);
  if (resultType.getShape() != expected)
    return emitOptionalError(loc, opcode, " result ", getXlaShapeString(result),
                             " does not have the inferred shape ",
                             getXlaShapeString(RankedTensorType::get(
                                 expected, resultType.getElementType())));
  return success();
}

//===----------------------------------------------------------------------===//
// dot
//===----------------------------------------------------------------------===//

/// Checks one operand's batch and contracting dimensions: in range, each
/// dimension used once.
static LogicalResult checkDotSide(StringRef side, RankedTensorType type,
                                  ArrayRef<int64_t> batchDims,
                                  ArrayRef<int64_t> contractingDims,
                                  std::optional<Location> loc) {
  int64_t rank = type.getRank();
  SmallVector<bool> used(rank, false);
  for (auto [kind, dims] :
       {std::pair<StringRef, ArrayRef<int64_t>>{"batch", batchDims},
        {"contracting", contractingDims}}) {
    for (int64_t dim : dims) {
      if (dim < 0 || dim >= rank)
        return emitOptionalError(loc, side, "_", kind, "_dims: dimension ", dim,
                                 " is out of range for ", side, " ",
                                 getXlaShapeString(type));
      if (used[dim])
        return emitOptionalError(loc, side, "_", kind, "_dims: dimension ", dim,
                                 " of ", side, " ", getXlaShapeString(type),
                                 " is used twice in the dot dimension numbers");
      used[dim] = true;
    }
  }
  return success();
}

LogicalResult xhlo::hlo::inferDotShape(Type lhs, Type rhs,
                                       DotDimensionNumbersAttr dimensionNumbers,
                                       std::optional<Location> loc,
                                       SmallVectorImpl<int64_t> &resultShape) {
  RankedTensorType lhsType, rhsType;
  if (failed(expectArray(lhs, "dot lhs", loc, lhsType)) ||
      failed(expectArray(rhs, "dot rhs", loc, rhsType)))
    return failure();
  if (!dimensionNumbers)
    return emitOptionalError(loc, "dot needs dot_dimension_numbers");
  ArrayRef<int64_t> lhsBatch = dimensionNumbers.getLhsBatchDims();
  ArrayRef<int64_t> lhsContracting = dimensionNumbers.getLhsContractingDims();
  ArrayRef<int64_t> rhsBatch = dimensionNumbers.getRhsBatchDims();
  ArrayRef<int64_t> rhsContracting = dimensionNumbers.getRhsContractingDims();
  if (lhsBatch.size() != rhsBatch.size())
    return emitOptionalError(loc,
                             "dot must have the same number of batch "
                             "dimensions for lhs and rhs, got ",
                             lhsBatch.size(), " and ", rhsBatch.size());
  if (lhsContracting.size() != rhsContracting.size())
    return emitOptionalError(loc,
                             "dot must have the same number of contracting "
                             "dimensions for lhs and rhs, got ",
                             lhsContracting.size(), " and ",
                             rhsContracting.size());
  if (failed(checkDotSide("lhs", lhsType, lhsBatch, lhsContracting, loc)) ||
      failed(checkDotSide("rhs", rhsType, rhsBatch, rhsContracting, loc)))
    return failure();

  auto checkSizes = [&](StringRef kind, ArrayRef<int64_t> lhsDims,
                        ArrayRef<int64_t> rhsDims) -> LogicalResult {
    for (auto [lhsDim, rhsDim] : llvm::zip_equal(lhsDims, rhsDims))
      if (lhsType.getDimSize(lhsDim) != rhsType.getDimSize(rhsDim))
        return emitOptionalError(
            loc, kind, " dimension sizes do not match: lhs dimension ", lhsDim,
            " has size ", lhsType.getDimSize(lhsDim), " but rhs dimension ",
            rhsDim, " has size ", rhsType.getDimSize(rhsDim), " (",
            getXlaShapeString(lhs), " <dot> ", getXlaShapeString(rhs), ")");
    return success();
  };
  if (failed(checkSizes("contracting", lhsContracting, rhsContracting)) ||
      failed(checkSizes("batch", lhsBatch, rhsBatch)))
    return failure();

  for (int64_t dim : lhsBatch)
    resultShape.push_back(lhsType.getDimSize(dim));
  for (auto [type, batch, contracting] :
       {std::make_tuple(lhsType, lhsBatch, lhsContracting),
        std::make_tuple(rhsType, rhsBatch, rhsContracting)})
    for (int64_t dim = 0, rank = type.getRank(); dim < rank; ++dim)
      if (!llvm::is_contained(batch, dim) &&
          !llvm::is_contained(contracting, dim))
        resultShape.push_back(type.getDimSize(dim));
  return success();
}

LogicalResult xhlo::hlo::verifyDotOp(Type lhs, Type rhs,
                                     DotDimensionNumbersAttr dimensionNumbers,
                                     ArrayAttr precisionConfig, Type result,
                                     std::optional<Location> loc) {
  SmallVector<int64_t> shape;
  RankedTensorType resultType;
  if (failed(inferDotShape(lhs, rhs, dimensionNumbers, loc, shape)) ||
      failed(verifyPrecisionConfig("dot", precisionConfig, loc)) ||
      failed(expectArray(result, "dot result", loc, resultType)) ||
      failed(verifyPreferredElementType("dot", getElementTypeOrSelf(lhs),
                                        getElementTypeOrSelf(rhs),
                                        resultType.getElementType(), loc)))
    return failure();
  return verifyResultShape("dot", result, shape, loc);
}

//===----------------------------------------------------------------------===//
// convolution
//===----------------------------------------------------------------------===//

/// Checks that one side's dimension labels are a permutation of
/// [0, numDims).
static LogicalResult checkConvLabels(StringRef side, int64_t first,
                                     int64_t second, ArrayRef<int64_t> spatial,
                                     int64_t numDims,
                                     std::optional<Location> loc) {
  SmallVector<int64_t> dims = {first, second};
  llvm::append_range(dims, spatial);
  SmallVector<bool> seen(numDims, false);
  for (int64_t dim : dims) {
    if (dim < 0 || dim >= numDims || seen[dim])
      return emitOptionalError(loc, side,
                               " dimensions of convolution must contain each "
                               "dimension of [0, ",
                               numDims, ") exactly once, got ",
                               formatIntList(dims));
    seen[dim] = true;
  }
  return success();
}

LogicalResult xhlo::hlo::inferConvolutionShape(
    Type lhs, Type rhs, WindowAttr window, ConvDimensionNumbersAttr dimLabels,
    int64_t featureGroupCount, int64_t batchGroupCount,
    std::optional<Location> loc, SmallVectorImpl<int64_t> &resultShape) {
  RankedTensorType lhsType, rhsType;
  if (failed(expectArray(lhs, "convolution lhs", loc, lhsType)) ||
      failed(expectArray(rhs, "convolution rhs", loc, rhsType)))
    return failure();
  if (!window || !dimLabels)
    return emitOptionalError(loc, "convolution needs a window and dim_labels");
  if (featureGroupCount <= 0)
    return emitOptionalError(
        loc, "feature_group_count must be a positive number, got ",
        featureGroupCount);
  if (batchGroupCount <= 0)
    return emitOptionalError(
        loc, "batch_group_count must be a positive number, got ",
        batchGroupCount);
  if (featureGroupCount > 1 && batchGroupCount > 1)
    return emitOptionalError(loc, "both batch_group_count ", batchGroupCount,
                             " and feature_group_count ", featureGroupCount,
                             " cannot be greater than 1");

  ArrayRef<int64_t> inputSpatial = dimLabels.getInputSpatialDimensions();
  ArrayRef<int64_t> kernelSpatial = dimLabels.getKernelSpatialDimensions();
  ArrayRef<int64_t> outputSpatial = dimLabels.getOutputSpatialDimensions();
  int64_t numSpatial = inputSpatial.size();
  if (static_cast<int64_t>(kernelSpatial.size()) != numSpatial ||
      static_cast<int64_t>(outputSpatial.size()) != numSpatial)
    return emitOptionalError(loc,
                             "input, kernel and output of convolution must "
                             "have the same number of spatial dimensions, got ",
                             numSpatial, ", ", kernelSpatial.size(), " and ",
                             outputSpatial.size());
  if (window.getRank() != numSpatial)
    return emitOptionalError(loc, "convolution window has ", window.getRank(),
                             " dimensions but dim_labels have ", numSpatial,
                             " spatial dimensions");
  int64_t numDims = numSpatial + 2;
  for (auto [name, type] :
       {std::pair<StringRef, RankedTensorType>{"lhs", lhsType},
        {"rhs", rhsType}})
    if (type.getRank() != numDims)
      return emitOptionalError(loc, "convolution ", name, " ",
                               getXlaShapeString(type), " must have rank ",
                               numDims, " (", numSpatial,
                               " spatial dimensions + 2)");
  if (failed(checkConvLabels("input", dimLabels.getInputBatchDimension(),
                             dimLabels.getInputFeatureDimension(), inputSpatial,
                             numDims, loc)) ||
      failed(checkConvLabels("kernel",
                             dimLabels.getKernelInputFeatureDimension(),
                             dimLabels.getKernelOutputFeatureDimension(),
                             kernelSpatial, numDims, loc)) ||
      failed(checkConvLabels("output", dimLabels.getOutputBatchDimension(),
                             dimLabels.getOutputFeatureDimension(),
                             outputSpatial, numDims, loc)))
    return failure();

  int64_t inputBatch = lhsType.getDimSize(dimLabels.getInputBatchDimension());
  int64_t inputFeatures =
      lhsType.getDimSize(dimLabels.getInputFeatureDimension());
  int64_t kernelInputFeatures =
      rhsType.getDimSize(dimLabels.getKernelInputFeatureDimension());
  int64_t kernelOutputFeatures =
      rhsType.getDimSize(dimLabels.getKernelOutputFeatureDimension());
  std::string lhsString = getXlaShapeString(lhs);
  std::string rhsString = getXlaShapeString(rhs);
  if (kernelOutputFeatures % batchGroupCount != 0)
    return emitOptionalError(loc, "kernel output feature dimension size ",
                             kernelOutputFeatures, " of rhs ", rhsString,
                             " must be a multiple of batch_group_count ",
                             batchGroupCount);
  if (inputFeatures % featureGroupCount != 0)
    return emitOptionalError(loc, "input feature dimension size ",
                             inputFeatures, " of lhs ", lhsString,
                             " must be a multiple of feature_group_count ",
                             featureGroupCount);
  if (inputFeatures / featureGroupCount != kernelInputFeatures)
    return emitOptionalError(
        loc, "input feature dimension size ", inputFeatures, " of lhs ",
        lhsString, " divided by feature_group_count ", featureGroupCount,
        " must equal the kernel input feature dimension size ",
        kernelInputFeatures, " of rhs ", rhsString);
  if (kernelOutputFeatures % featureGroupCount != 0)
    return emitOptionalError(loc, "kernel output feature dimension size ",
                             kernelOutputFeatures, " of rhs ", rhsString,
                             " must be a multiple of feature_group_count ",
                             featureGroupCount);
  if (inputBatch % batchGroupCount != 0)
    return emitOptionalError(
        loc, "input batch dimension size ", inputBatch, " of lhs ", lhsString,
        " must be a multiple of batch_group_count ", batchGroupCount);
  SmallVector<int64_t> kernelSizes;
  for (int64_t dim : kernelSpatial)
    kernelSizes.push_back(rhsType.getDimSize(dim));
  if (window.getSize() != ArrayRef<int64_t>(kernelSizes))
    return emitOptionalError(loc, "window size ",
                             formatIntList(window.getSize()),
                             " does not match the kernel spatial dimension "
                             "sizes ",
                             formatIntList(kernelSizes), " of rhs ", rhsString);

  resultShape.assign(numDims, 0);
  resultShape[dimLabels.getOutputBatchDimension()] =
      inputBatch / batchGroupCount;
  resultShape[dimLabels.getOutputFeatureDimension()] = kernelOutputFeatures;
  // The spatial output sizes: XLA's window output shape of the input's
  // spatial dimensions (shared with reduce-window).
  SmallVector<int64_t> spatialBase, spatialOutput;
  for (int64_t i = 0; i < numSpatial; ++i)
    spatialBase.push_back(lhsType.getDimSize(inputSpatial[i]));
  if (failed(inferWindowOutputShape(spatialBase, window,
                                    "spatial dimensions of lhs " +
                                        getXlaShapeString(lhsType),
                                    loc, spatialOutput)))
    return failure();
  for (int64_t i = 0; i < numSpatial; ++i)
    resultShape[outputSpatial[i]] = spatialOutput[i];
  return success();
}

LogicalResult xhlo::hlo::verifyConvolutionOp(
    Type lhs, Type rhs, WindowAttr window, ConvDimensionNumbersAttr dimLabels,
    int64_t featureGroupCount, int64_t batchGroupCount,
    ArrayAttr precisionConfig, Type result, std::optional<Location> loc) {
  SmallVector<int64_t> shape;
  RankedTensorType resultType;
  if (failed(inferConvolutionShape(lhs, rhs, window, dimLabels,
                                   featureGroupCount, batchGroupCount, loc,
                                   shape)) ||
      failed(verifyPrecisionConfig("convolution", precisionConfig, loc)) ||
      failed(expectArray(result, "convolution result", loc, resultType)) ||
      failed(verifyPreferredElementType(
          "convolution", getElementTypeOrSelf(lhs), getElementTypeOrSelf(rhs),
          resultType.getElementType(), loc)))
    return failure();
  return verifyResultShape("convolution", result, shape, loc);
}

//===----------------------------------------------------------------------===//
// cholesky and triangular-solve
//===----------------------------------------------------------------------===//

LogicalResult xhlo::hlo::inferCholeskyOp(Type a, std::optional<Location> loc,
                                         SmallVectorImpl<Type> &results) {
  RankedTensorType type;
  if (failed(expectArray(a, "cholesky operand", loc, type)))
    return failure();
  Type element = type.getElementType();
  if (!isFloatType(element) && !isComplexType(element))
    return emitOptionalError(loc,
                             "expected element type to be floating point or "
                             "complex for cholesky; got ",
                             getXlaTypeName(element));
  int64_t rank = type.getRank();
  if (rank < 2)
    return emitOptionalError(loc, "cholesky operand ", getXlaShapeString(a),
                             " must have rank >= 2");
  if (type.getDimSize(rank - 2) != type.getDimSize(rank - 1))
    return emitOptionalError(loc, "the two minor dimensions of cholesky ",
                             "operand ", getXlaShapeString(a),
                             " must have equal size");
  results.push_back(type);
  return success();
}

LogicalResult xhlo::hlo::inferTriangularSolveOp(
    Type a, Type b, TriangularSolveOptionsAttr options,
    std::optional<Location> loc, SmallVectorImpl<Type> &results) {
  RankedTensorType aType, bType;
  if (failed(expectArray(a, "triangular-solve a", loc, aType)) ||
      failed(expectArray(b, "triangular-solve b", loc, bType)))
    return failure();
  if (!options)
    return emitOptionalError(loc, "triangular-solve needs options");
  Type element = aType.getElementType();
  if ((!isFloatType(element) && !isComplexType(element)) ||
      element != bType.getElementType())
    return emitOptionalError(loc,
                             "expected element types to be floating point or "
                             "complex and identical for triangular-solve; "
                             "got ",
                             getXlaTypeName(element), " and ",
                             getXlaTypeName(bType.getElementType()));
  int64_t rank = aType.getRank();
  if (rank < 2)
    return emitOptionalError(loc, "triangular-solve a ", getXlaShapeString(a),
                             " must have rank >= 2");
  if (bType.getRank() != rank)
    return emitOptionalError(loc, "triangular-solve operands must have equal ",
                             "rank; got a ", getXlaShapeString(a), " and b ",
                             getXlaShapeString(b));
  if (aType.getDimSize(rank - 2) != aType.getDimSize(rank - 1))
    return emitOptionalError(loc,
                             "the two minor dimensions of "
                             "triangular-solve a ",
                             getXlaShapeString(a), " must have equal size");
  int64_t solveDim = options.getLeftSide() ? rank - 2 : rank - 1;
  if (aType.getDimSize(rank - 1) != bType.getDimSize(solveDim))
    return emitOptionalError(
        loc, "triangular-solve a ", getXlaShapeString(a), " has size ",
        aType.getDimSize(rank - 1), " but dimension ", solveDim, " of b ",
        getXlaShapeString(b), " has size ", bType.getDimSize(solveDim),
        " (left_side = ", options.getLeftSide() ? "true" : "false", ")");
  if (aType.getShape().drop_back(2) != bType.getShape().drop_back(2))
    return emitOptionalError(loc,
                             "the batch dimensions of triangular-solve "
                             "operands must be equal; got a ",
                             getXlaShapeString(a), " and b ",
                             getXlaShapeString(b));
  results.push_back(bType);
  return success();
}

//===----------------------------------------------------------------------===//
// fft
//===----------------------------------------------------------------------===//

LogicalResult xhlo::hlo::inferFftOp(Type operand, FftType fftType,
                                    ArrayRef<int64_t> fftLength,
                                    std::optional<Location> loc,
                                    SmallVectorImpl<Type> &results) {
  RankedTensorType type;
  if (failed(expectArray(operand, "fft operand", loc, type)))
    return failure();
  int64_t fftRank = fftLength.size();
  if (fftRank < 1 || fftRank > 3)
    return emitOptionalError(loc, "fft only supports ranks 1-3; got ", fftRank);
  for (int64_t length : fftLength)
    if (length < 0)
      return emitOptionalError(loc, "fft_length ", formatIntList(fftLength),
                               " must not be negative");
  StringRef name = stringifyFftType(fftType);
  int64_t rank = type.getRank();
  if (rank < fftRank)
    return emitOptionalError(loc, name, " of rank ", fftRank,
                             " requires an operand of at least that rank; "
                             "got ",
                             getXlaShapeString(operand));
  Type element = type.getElementType();
  SmallVector<int64_t> shape(type.getShape());
  // The innermost dimensions that must match fft_length (all of them but the
  // last for IRFFT, whose last is fft_length[-1]/2+1).
  int64_t matched = fftType == FftType::IRFFT ? fftRank - 1 : fftRank;
  auto checkLengths = [&]() -> LogicalResult {
    for (int64_t i = 0; i < matched; ++i) {
      int64_t dim = rank - fftRank + i;
      if (shape[dim] != fftLength[i])
        return emitOptionalError(
            loc, name, " requires the innermost dimensions of its operand to ",
            "match fft_length ", formatIntList(fftLength), ", but dimension ",
            dim, " of ", getXlaShapeString(operand), " is ", shape[dim]);
    }
    return success();
  };
  int64_t last = fftLength.back();
  switch (fftType) {
  case FftType::FFT:
  case FftType::IFFT:
    if (!isComplexType(element))
      return emitOptionalError(loc, name, " requires a complex operand, got ",
                               getXlaShapeString(operand));
    if (failed(checkLengths()))
      return failure();
    results.push_back(type);
    return success();
  case FftType::RFFT:
    if (!element.isF32() && !element.isF64())
      return emitOptionalError(loc, "RFFT requires an f32 or f64 operand, got ",
                               getXlaShapeString(operand));
    if (failed(checkLengths()))
      return failure();
    if (last != 0)
      shape.back() = last / 2 + 1;
    results.push_back(RankedTensorType::get(shape, ComplexType::get(element)));
    return success();
  case FftType::IRFFT: {
    auto complexType = dyn_cast<ComplexType>(element);
    if (!complexType)
      return emitOptionalError(loc, "IRFFT requires a complex operand, got ",
                               getXlaShapeString(operand));
    if (failed(checkLengths()))
      return failure();
    if ((shape.back() != 0 || last != 0) && shape.back() != last / 2 + 1)
      return emitOptionalError(
          loc, "IRFFT requires the innermost dimension of its operand to be ",
          "fft_length[-1]/2+1 = ", last / 2 + 1, ", but dimension ", rank - 1,
          " of ", getXlaShapeString(operand), " is ", shape.back());
    shape.back() = last;
    results.push_back(
        RankedTensorType::get(shape, complexType.getElementType()));
    return success();
  }
  }
  return emitOptionalError(loc, "unknown fft_type");
}

//===----------------------------------------------------------------------===//
// batch-norm-*
//===----------------------------------------------------------------------===//

/// Checks the operand and feature_index of a batch-norm op and returns the
/// feature count.
static LogicalResult checkBatchNormOperand(StringRef opcode, Type operand,
                                           int64_t featureIndex,
                                           std::optional<Location> loc,
                                           RankedTensorType &operandType) {
  if (failed(expectArray(operand, ("operand of " + opcode).str(), loc,
                         operandType)))
    return failure();
  if (!isFloatType(operandType.getElementType()))
    return emitOptionalError(loc, "the operand of ", opcode,
                             " must have a floating point element type, got ",
                             getXlaShapeString(operand));
  int64_t rank = operandType.getRank();
  if (rank < 1)
    return emitOptionalError(loc, "the operand of ", opcode,
                             " must have rank >= 1, got ",
                             getXlaShapeString(operand));
  if (featureIndex < 0 || featureIndex >= rank)
    return emitOptionalError(loc, "feature_index ", featureIndex, " of ",
                             opcode, " is out of range for operand ",
                             getXlaShapeString(operand));
  return success();
}

/// Checks a 1-d per-feature operand (scale, offset, mean, variance) of a
/// batch-norm op.
static LogicalResult checkBatchNormFeatureOperand(StringRef opcode,
                                                  StringRef name, Type value,
                                                  RankedTensorType operandType,
                                                  int64_t featureIndex,
                                                  std::optional<Location> loc) {
  RankedTensorType type;
  if (failed(expectArray(value, (name + " of " + opcode).str(), loc, type)))
    return failure();
  int64_t featureCount = operandType.getDimSize(featureIndex);
  if (type.getRank() != 1 ||
      type.getElementType() != operandType.getElementType() ||
      type.getDimSize(0) != featureCount)
    return emitOptionalError(loc, name, " of ", opcode, " must be ",
                             getXlaShapeString(RankedTensorType::get(
                                 {featureCount}, operandType.getElementType())),
                             " (the feature dimension ", featureIndex,
                             " of operand ", getXlaShapeString(operandType),
                             "), got ", getXlaShapeString(value));
  return success();
}

/// Appends the operand type and twice the per-feature type.
static void pushBatchNormResults(RankedTensorType operandType,
                                 int64_t featureIndex,
                                 SmallVectorImpl<Type> &results) {
  auto featureType = RankedTensorType::get(
      {operandType.getDimSize(featureIndex)}, operandType.getElementType());
  results.append({operandType, featureType, featureType});
}

LogicalResult xhlo::hlo::inferBatchNormInferenceOp(
    Type operand, Type scale, Type offset, Type mean, Type variance,
    int64_t featureIndex, std::optional<Location> loc,
    SmallVectorImpl<Type> &results) {
  StringRef opcode = "batch-norm-inference";
  RankedTensorType operandType;
  if (failed(checkBatchNormOperand(opcode, operand, featureIndex, loc,
                                   operandType)))
    return failure();
  for (auto [name, value] : {std::pair<StringRef, Type>{"scale", scale},
                             {"offset", offset},
                             {"mean", mean},
                             {"variance", variance}})
    if (failed(checkBatchNormFeatureOperand(opcode, name, value, operandType,
                                            featureIndex, loc)))
      return failure();
  results.push_back(operandType);
  return success();
}

LogicalResult xhlo::hlo::inferBatchNormTrainingOp(
    Type operand, Type scale, Type offset, int64_t featureIndex,
    std::optional<Location> loc, SmallVectorImpl<Type> &results) {
  StringRef opcode = "batch-norm-training";
  RankedTensorType operandType;
  if (failed(checkBatchNormOperand(opcode, operand, featureIndex, loc,
                                   operandType)))
    return failure();
  for (auto [name, value] :
       {std::pair<StringRef, Type>{"scale", scale}, {"offset", offset}})
    if (failed(checkBatchNormFeatureOperand(opcode, name, value, operandType,
                                            featureIndex, loc)))
      return failure();
  pushBatchNormResults(operandType, featureIndex, results);
  return success();
}

LogicalResult xhlo::hlo::inferBatchNormGradOp(Type operand, Type scale,
                                              Type mean, Type variance,
                                              Type gradOutput,
                                              int64_t featureIndex,
                                              std::optional<Location> loc,
                                              SmallVectorImpl<Type> &results) {
  StringRef opcode = "batch-norm-grad";
  RankedTensorType operandType;
  if (failed(checkBatchNormOperand(opcode, operand, featureIndex, loc,
                                   operandType)))
    return failure();
  for (auto [name, value] : {std::pair<StringRef, Type>{"scale", scale},
                             {"mean", mean},
                             {"variance", variance}})
    if (failed(checkBatchNormFeatureOperand(opcode, name, value, operandType,
                                            featureIndex, loc)))
      return failure();
  if (gradOutput != operandType)
    return emitOptionalError(loc, "grad_output ", getXlaShapeString(gradOutput),
                             " of ", opcode, " must have the operand's type ",
                             getXlaShapeString(operandType));
  pushBatchNormResults(operandType, featureIndex, results);
  return success();
}
