//===- HloContractionOps.cpp - Contraction hlo ops ------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the Contraction op family: registration, type inference,
// verifiers and custom assembly.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Dialect/Hlo/IR/HloContractionOps.h"

#include "HloAssembly.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace xhlo::hlo;

//===----------------------------------------------------------------------===//
// Custom assembly: the trailing `, key = value` lists of dot and convolution
//===----------------------------------------------------------------------===//

/// `[DEFAULT, HIGH]`: a precision config as bare case names.
static ParseResult parsePrecisionList(OpAsmParser &parser, ArrayAttr &attr) {
  SmallVector<Attribute> values;
  if (parser.parseCommaSeparatedList(OpAsmParser::Delimiter::Square,
                                     [&]() -> ParseResult {
                                       PrecisionAttr value;
                                       if (parseHloEnum(parser, value))
                                         return failure();
                                       values.push_back(value);
                                       return success();
                                     }))
    return failure();
  attr = parser.getBuilder().getArrayAttr(values);
  return success();
}

static void printPrecisionList(OpAsmPrinter &printer, ArrayAttr attr) {
  printer << "[";
  llvm::interleaveComma(attr, printer, [&](Attribute value) {
    if (auto precision = dyn_cast<PrecisionAttr>(value))
      printer << stringifyPrecision(precision.getValue());
    else
      printer.printAttribute(value);
  });
  printer << "]";
}

/// `[1, 2]`.
static ParseResult parseDimsList(OpAsmParser &parser,
                                 SmallVectorImpl<int64_t> &dims) {
  return parser.parseCommaSeparatedList(
      OpAsmParser::Delimiter::Square, [&]() -> ParseResult {
        return parser.parseInteger(dims.emplace_back());
      });
}

/// Parses `(, key = value)*` where the keys are `keys` in that order, each
/// optional; `parseValue(index)` parses the value of `keys[index]`.
static ParseResult
parseKeyValueList(OpAsmParser &parser, ArrayRef<StringRef> keys,
                  function_ref<ParseResult(unsigned)> parseValue) {
  unsigned next = 0;
  while (succeeded(parser.parseOptionalComma())) {
    SMLoc loc = parser.getCurrentLocation();
    StringRef key;
    if (parser.parseKeyword(&key))
      return failure();
    const auto *it = llvm::find(keys, key);
    unsigned index = it - keys.begin();
    if (it == keys.end() || index < next) {
      InFlightDiagnostic diag = parser.emitError(loc) << "expected one of ";
      llvm::interleaveComma(keys.drop_front(next), diag);
      return diag << " (in this order), got '" << key << "'";
    }
    next = index + 1;
    if (parser.parseEqual() || parseValue(index))
      return failure();
  }
  return success();
}

/// dot: `, lhs_batch_dims = [..], lhs_contracting_dims = [..],
/// rhs_batch_dims = [..], rhs_contracting_dims = [..],
/// precision_config = [..]`, as HLO text prints them (empty lists omitted).
static ParseResult parseDotDimensionNumbers(OpAsmParser &parser,
                                            DotDimensionNumbersAttr &dims,
                                            ArrayAttr &precisionConfig) {
  static constexpr StringRef keys[] = {"lhs_batch_dims", "lhs_contracting_dims",
                                       "rhs_batch_dims", "rhs_contracting_dims",
                                       "precision_config"};
  SmallVector<int64_t> lists[4];
  SMLoc loc = parser.getCurrentLocation();
  if (parseKeyValueList(parser, keys, [&](unsigned index) -> ParseResult {
        if (index == 4)
          return parsePrecisionList(parser, precisionConfig);
        return parseDimsList(parser, lists[index]);
      }))
    return failure();
  dims = DotDimensionNumbersAttr::getChecked(
      [&]() { return parser.emitError(loc); }, parser.getContext(),
      ArrayRef<int64_t>(lists[0]), ArrayRef<int64_t>(lists[1]),
      ArrayRef<int64_t>(lists[2]), ArrayRef<int64_t>(lists[3]));
  return success(static_cast<bool>(dims));
}

static void printDotDimensionNumbers(OpAsmPrinter &printer, Operation *,
                                     DotDimensionNumbersAttr dims,
                                     ArrayAttr precisionConfig) {
  for (auto [key, list] :
       {std::pair<StringRef, ArrayRef<int64_t>>{"lhs_batch_dims",
                                                dims.getLhsBatchDims()},
        {"lhs_contracting_dims", dims.getLhsContractingDims()},
        {"rhs_batch_dims", dims.getRhsBatchDims()},
        {"rhs_contracting_dims", dims.getRhsContractingDims()}}) {
    if (list.empty())
      continue;
    printer << ", " << key << " = [";
    llvm::interleaveComma(list, printer);
    printer << "]";
  }
  if (precisionConfig) {
    printer << ", precision_config = ";
    printPrecisionList(printer, precisionConfig);
  }
}

/// convolution: `, feature_group_count = N, batch_group_count = N,
/// precision_config = [..]`, each omitted when default / absent.
static ParseResult parseConvolutionOptions(OpAsmParser &parser,
                                           IntegerAttr &featureGroupCount,
                                           IntegerAttr &batchGroupCount,
                                           ArrayAttr &precisionConfig) {
  static constexpr StringRef keys[] = {"feature_group_count",
                                       "batch_group_count", "precision_config"};
  return parseKeyValueList(parser, keys, [&](unsigned index) -> ParseResult {
    if (index == 2)
      return parsePrecisionList(parser, precisionConfig);
    int64_t value = 0;
    if (parser.parseInteger(value))
      return failure();
    (index == 0 ? featureGroupCount : batchGroupCount) =
        parser.getBuilder().getI64IntegerAttr(value);
    return success();
  });
}

static void printConvolutionOptions(OpAsmPrinter &printer, Operation *,
                                    IntegerAttr featureGroupCount,
                                    IntegerAttr batchGroupCount,
                                    ArrayAttr precisionConfig) {
  for (auto [key, count] : {std::pair<StringRef, IntegerAttr>{
                                "feature_group_count", featureGroupCount},
                            {"batch_group_count", batchGroupCount}})
    if (count && count.getInt() != 1)
      printer << ", " << key << " = " << count.getInt();
  if (precisionConfig) {
    printer << ", precision_config = ";
    printPrecisionList(printer, precisionConfig);
  }
}

#define GET_OP_CLASSES
#include "xhlo/Dialect/Hlo/IR/HloContractionOps.cpp.inc"

void HloDialect::registerContractionOps() {
  addOperations<
#define GET_OP_LIST
#include "xhlo/Dialect/Hlo/IR/HloContractionOps.cpp.inc"
      >();
}

/// Reports a missing attribute when type inference runs on an incomplete op.
static LogicalResult missingAttribute(std::optional<Location> location,
                                      StringRef opName, StringRef attrName) {
  return emitOptionalError(location, opName, " needs the attribute '", attrName,
                           "'");
}

//===----------------------------------------------------------------------===//
// DotOp and ConvolutionOp
//===----------------------------------------------------------------------===//

LogicalResult DotOp::verify() {
  return verifyDotOp(getLhs().getType(), getRhs().getType(),
                     getDotDimensionNumbers(), getPrecisionConfigAttr(),
                     getType(), getLoc());
}

/// XLA's ScalesShapeVerifier (hlo_verifier.cc) for one operand and its
/// scale: a bf16 scale of sizes 1 on a bf16 operand (not all of size 1) is
/// "no scale" (IsNoOpScale); otherwise the ranks agree, the operand has one
/// contracting dimension, and each scale size divides the operand size.
static LogicalResult verifyScale(ScaledDotOp op, StringRef side,
                                 RankedTensorType operand,
                                 RankedTensorType scale,
                                 size_t numContracting) {
  auto sizeOne = [](int64_t size) { return size == 1; };
  if (operand.getElementType().isBF16() && scale.getElementType().isBF16() &&
      llvm::all_of(scale.getShape(), sizeOne) &&
      !llvm::all_of(operand.getShape(), sizeOne))
    return success();
  if (scale.getRank() != operand.getRank())
    return op.emitOpError()
           << side << "_scale " << scale << " must have the rank of " << side
           << " " << operand
           << " (only a bf16 scale of sizes 1 on a bf16 operand may differ)";
  if (numContracting != 1)
    return op.emitOpError()
           << side << " must have exactly one contracting dimension when it "
           << "is scaled, got " << numContracting;
  for (int64_t d = 0, e = operand.getRank(); d < e; ++d) {
    int64_t size = operand.getDimSize(d), scaleSize = scale.getDimSize(d);
    if (scaleSize == 0 ? size != 0 : size % scaleSize != 0)
      return op.emitOpError()
             << "dimension " << d << " of " << side << " (" << size
             << ") must be a multiple of dimension " << d << " of " << side
             << "_scale (" << scaleSize << ")";
  }
  return success();
}

LogicalResult ScaledDotOp::verify() {
  auto lhs = cast<RankedTensorType>(getLhs().getType());
  auto rhs = cast<RankedTensorType>(getRhs().getType());
  auto lhsScale = cast<RankedTensorType>(getLhsScale().getType());
  auto rhsScale = cast<RankedTensorType>(getRhsScale().getType());
  DotDimensionNumbersAttr numbers = getDotDimensionNumbers();
  if (failed(verifyScale(*this, "lhs", lhs, lhsScale,
                         numbers.getLhsContractingDims().size())) ||
      failed(verifyScale(*this, "rhs", rhs, rhsScale,
                         numbers.getRhsContractingDims().size())))
    return failure();
  if (lhsScale.getRank() == 0 && rhsScale.getRank() == 0)
    return emitOpError("at least one of the scales must not be a scalar");
  if (ArrayAttr config = getPrecisionConfigAttr();
      config && config.size() != 2 && config.size() != 4)
    return emitOpError() << "precision_config must have 2 entries (one per "
                            "dot operand) or 4 (one per operand), got "
                         << config.size();
  return verifyDotOp(lhs, rhs, numbers, /*precisionConfig=*/nullptr, getType(),
                     getLoc());
}

LogicalResult ConvolutionOp::verify() {
  return verifyConvolutionOp(getLhs().getType(), getRhs().getType(),
                             getWindow(), getDimLabels(),
                             static_cast<int64_t>(getFeatureGroupCount()),
                             static_cast<int64_t>(getBatchGroupCount()),
                             getPrecisionConfigAttr(), getType(), getLoc());
}

//===----------------------------------------------------------------------===//
// CholeskyOp and TriangularSolveOp
//===----------------------------------------------------------------------===//

LogicalResult CholeskyOp::inferReturnTypes(MLIRContext *,
                                           std::optional<Location> location,
                                           Adaptor adaptor,
                                           SmallVectorImpl<Type> &results) {
  return inferCholeskyOp(adaptor.getA().getType(), location, results);
}

LogicalResult TriangularSolveOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &results) {
  return inferTriangularSolveOp(adaptor.getA().getType(),
                                adaptor.getB().getType(),
                                adaptor.getOptionsAttr(), location, results);
}

//===----------------------------------------------------------------------===//
// FftOp
//===----------------------------------------------------------------------===//

LogicalResult FftOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> location,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &results) {
  if (!adaptor.getFftTypeAttr())
    return missingAttribute(location, getOperationName(), "fft_type");
  if (!adaptor.getFftLengthAttr())
    return missingAttribute(location, getOperationName(), "fft_length");
  return inferFftOp(adaptor.getOperand().getType(), adaptor.getFftType(),
                    adaptor.getFftLength(), location, results);
}

//===----------------------------------------------------------------------===//
// Batch-norm ops
//===----------------------------------------------------------------------===//

LogicalResult BatchNormInferenceOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &results) {
  IntegerAttr featureIndex = adaptor.getFeatureIndexAttr();
  if (!featureIndex)
    return missingAttribute(location, getOperationName(), "feature_index");
  return inferBatchNormInferenceOp(
      adaptor.getOperand().getType(), adaptor.getScale().getType(),
      adaptor.getOffset().getType(), adaptor.getMean().getType(),
      adaptor.getVariance().getType(), featureIndex.getInt(), location,
      results);
}

LogicalResult BatchNormTrainingOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &results) {
  IntegerAttr featureIndex = adaptor.getFeatureIndexAttr();
  if (!featureIndex)
    return missingAttribute(location, getOperationName(), "feature_index");
  return inferBatchNormTrainingOp(
      adaptor.getOperand().getType(), adaptor.getScale().getType(),
      adaptor.getOffset().getType(), featureIndex.getInt(), location, results);
}

LogicalResult BatchNormGradOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &results) {
  IntegerAttr featureIndex = adaptor.getFeatureIndexAttr();
  if (!featureIndex)
    return missingAttribute(location, getOperationName(), "feature_index");
  return inferBatchNormGradOp(
      adaptor.getOperand().getType(), adaptor.getScale().getType(),
      adaptor.getMean().getType(), adaptor.getVariance().getType(),
      adaptor.getGradOutput().getType(), featureIndex.getInt(), location,
      results);
}
