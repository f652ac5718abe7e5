//===- HloAttrs.cpp - Attributes and enums of the hlo dialect -------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the hlo dialect's attributes: the custom syntax of
// convolution dimension numbers and replica groups, and the checks each
// attribute can make on its own (the op verifiers check the rest against
// operand shapes).
//
//===----------------------------------------------------------------------===//

#include "xhlo/Dialect/Hlo/IR/HloAttrs.h"
#include "xhlo/Dialect/Hlo/IR/HloDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallSet.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace xhlo::hlo;

#include "xhlo/Dialect/Hlo/IR/HloEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "xhlo/Dialect/Hlo/IR/HloAttrs.cpp.inc"

void HloDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "xhlo/Dialect/Hlo/IR/HloAttrs.cpp.inc"
      >();
}

FailureOr<bool> xhlo::hlo::parseBoolParameter(AsmParser &parser) {
  if (succeeded(parser.parseOptionalKeyword("true")))
    return true;
  if (succeeded(parser.parseOptionalKeyword("false")))
    return false;
  return parser.emitError(parser.getCurrentLocation(),
                          "expected 'true' or 'false'");
}

FailureOr<SmallVector<int64_t>>
xhlo::hlo::parseIntListParameter(AsmParser &parser) {
  SmallVector<int64_t> values;
  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&]() {
        return parser.parseInteger(values.emplace_back());
      }))
    return failure();
  return values;
}

void xhlo::hlo::printIntListParameter(AsmPrinter &printer,
                                      ArrayRef<int64_t> values) {
  printer << "[";
  llvm::interleaveComma(values, printer);
  printer << "]";
}

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// Checks that every entry of `dims` is non-negative and appears once.
static LogicalResult
verifyDimsUnique(function_ref<InFlightDiagnostic()> emitError, StringRef what,
                 ArrayRef<int64_t> dims) {
  llvm::SmallSet<int64_t, 8> seen;
  for (int64_t dim : dims) {
    if (dim < 0)
      return emitError() << what << " has a negative dimension " << dim;
    if (!seen.insert(dim).second)
      return emitError() << what << " has dimension " << dim << " twice";
  }
  return success();
}

/// Checks that `dims` is sorted ascending (XLA requires it of several lists).
static LogicalResult
verifyDimsSorted(function_ref<InFlightDiagnostic()> emitError, StringRef what,
                 ArrayRef<int64_t> dims) {
  if (!llvm::is_sorted(dims))
    return emitError() << what << " must be sorted";
  return success();
}

//===----------------------------------------------------------------------===//
// DotDimensionNumbersAttr
//===----------------------------------------------------------------------===//

LogicalResult DotDimensionNumbersAttr::verify(
    function_ref<InFlightDiagnostic()> emitError,
    ArrayRef<int64_t> lhsBatchDims, ArrayRef<int64_t> lhsContractingDims,
    ArrayRef<int64_t> rhsBatchDims, ArrayRef<int64_t> rhsContractingDims) {
  if (lhsBatchDims.size() != rhsBatchDims.size())
    return emitError() << "lhs and rhs must have the same number of batch "
                          "dimensions, got "
                       << lhsBatchDims.size() << " and " << rhsBatchDims.size();
  if (lhsContractingDims.size() != rhsContractingDims.size())
    return emitError() << "lhs and rhs must have the same number of "
                          "contracting dimensions, got "
                       << lhsContractingDims.size() << " and "
                       << rhsContractingDims.size();
  SmallVector<int64_t> lhsDims(lhsBatchDims);
  llvm::append_range(lhsDims, lhsContractingDims);
  SmallVector<int64_t> rhsDims(rhsBatchDims);
  llvm::append_range(rhsDims, rhsContractingDims);
  if (failed(verifyDimsUnique(emitError, "lhs batch and contracting dims",
                              lhsDims)) ||
      failed(verifyDimsUnique(emitError, "rhs batch and contracting dims",
                              rhsDims)))
    return failure();
  return success();
}

//===----------------------------------------------------------------------===//
// ConvDimensionNumbersAttr: `<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>`
//===----------------------------------------------------------------------===//

namespace {
/// The dimensions of one side of a convolution: two non-spatial roles (batch
/// and feature, or kernel input and output feature) and the spatial ones.
struct ConvSide {
  int64_t first = -1;
  int64_t second = -1;
  SmallVector<int64_t> spatial;
};
} // namespace

/// Parses `[l, l, ...]` where `firstLabel`/`secondLabel` mark the two
/// non-spatial roles and integers name spatial dimensions.
static ParseResult parseConvSide(AsmParser &parser, char firstLabel,
                                 char secondLabel, ConvSide &side) {
  SmallVector<std::pair<int64_t, int64_t>> spatialAt; // (index, position)
  int64_t position = 0;
  auto parseLabel = [&]() -> ParseResult {
    int64_t index;
    OptionalParseResult intResult = parser.parseOptionalInteger(index);
    if (intResult.has_value()) {
      if (failed(*intResult))
        return failure();
      if (index < 0)
        return parser.emitError(parser.getCurrentLocation(),
                                "spatial dimension index must be >= 0");
      spatialAt.push_back({index, position++});
      return success();
    }
    StringRef keyword;
    SMLoc loc = parser.getCurrentLocation();
    if (parser.parseKeyword(&keyword))
      return failure();
    int64_t *slot = nullptr;
    if (keyword.size() == 1 && keyword[0] == firstLabel)
      slot = &side.first;
    else if (keyword.size() == 1 && keyword[0] == secondLabel)
      slot = &side.second;
    if (!slot)
      return parser.emitError(loc)
             << "expected '" << firstLabel << "', '" << secondLabel
             << "' or a spatial dimension index, got '" << keyword << "'";
    if (*slot != -1)
      return parser.emitError(loc) << "'" << keyword << "' appears twice";
    *slot = position++;
    return success();
  };
  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, parseLabel))
    return failure();
  if (side.first == -1 || side.second == -1)
    return parser.emitError(parser.getCurrentLocation())
           << "expected both '" << firstLabel << "' and '" << secondLabel
           << "' in dimension labels";
  // Spatial dimension k must be named exactly once, k = 0..n-1.
  side.spatial.assign(spatialAt.size(), -1);
  for (auto [index, pos] : spatialAt) {
    if (index >= static_cast<int64_t>(spatialAt.size()) ||
        side.spatial[index] != -1)
      return parser.emitError(parser.getCurrentLocation())
             << "spatial dimension indices must be 0.." << spatialAt.size() - 1
             << ", each once";
    side.spatial[index] = pos;
  }
  return success();
}

Attribute ConvDimensionNumbersAttr::parse(AsmParser &parser, Type) {
  ConvSide input, kernel, output;
  if (parser.parseLess() || parseConvSide(parser, 'b', 'f', input) ||
      parser.parseKeyword("x") || parseConvSide(parser, 'i', 'o', kernel) ||
      parser.parseArrow() || parseConvSide(parser, 'b', 'f', output) ||
      parser.parseGreater())
    return {};
  return parser.getChecked<ConvDimensionNumbersAttr>(
      parser.getContext(), input.first, input.second, input.spatial,
      kernel.first, kernel.second, kernel.spatial, output.first, output.second,
      output.spatial);
}

/// Prints one side: the label of each dimension in order.
static void printConvSide(AsmPrinter &printer, char firstLabel, int64_t first,
                          char secondLabel, int64_t second,
                          ArrayRef<int64_t> spatial) {
  int64_t rank = spatial.size() + 2;
  SmallVector<std::string> labels(rank, "?");
  if (first >= 0 && first < rank)
    labels[first] = std::string(1, firstLabel);
  if (second >= 0 && second < rank)
    labels[second] = std::string(1, secondLabel);
  for (auto [index, dim] : llvm::enumerate(spatial))
    if (dim >= 0 && dim < rank)
      labels[dim] = std::to_string(index);
  printer << "[";
  llvm::interleaveComma(labels, printer);
  printer << "]";
}

void ConvDimensionNumbersAttr::print(AsmPrinter &printer) const {
  printer << "<";
  printConvSide(printer, 'b', getInputBatchDimension(), 'f',
                getInputFeatureDimension(), getInputSpatialDimensions());
  printer << "x";
  printConvSide(printer, 'i', getKernelInputFeatureDimension(), 'o',
                getKernelOutputFeatureDimension(),
                getKernelSpatialDimensions());
  printer << "->";
  printConvSide(printer, 'b', getOutputBatchDimension(), 'f',
                getOutputFeatureDimension(), getOutputSpatialDimensions());
  printer << ">";
}

/// Checks that one side's roles form a permutation of 0..rank-1.
static LogicalResult
verifyConvSide(function_ref<InFlightDiagnostic()> emitError, StringRef side,
               int64_t first, int64_t second, ArrayRef<int64_t> spatial) {
  SmallVector<int64_t> dims = {first, second};
  llvm::append_range(dims, spatial);
  int64_t rank = dims.size();
  llvm::SmallSet<int64_t, 8> seen;
  for (int64_t dim : dims) {
    if (dim < 0 || dim >= rank)
      return emitError() << side << " dimension " << dim
                         << " is out of range [0, " << rank << ")";
    if (!seen.insert(dim).second)
      return emitError() << side << " dimension " << dim << " has two roles";
  }
  return success();
}

LogicalResult ConvDimensionNumbersAttr::verify(
    function_ref<InFlightDiagnostic()> emitError, int64_t inputBatch,
    int64_t inputFeature, ArrayRef<int64_t> inputSpatial, int64_t kernelInput,
    int64_t kernelOutput, ArrayRef<int64_t> kernelSpatial, int64_t outputBatch,
    int64_t outputFeature, ArrayRef<int64_t> outputSpatial) {
  if (inputSpatial.size() != kernelSpatial.size() ||
      inputSpatial.size() != outputSpatial.size())
    return emitError() << "input, kernel and output must have the same "
                          "number of spatial dimensions, got "
                       << inputSpatial.size() << ", " << kernelSpatial.size()
                       << " and " << outputSpatial.size();
  if (failed(verifyConvSide(emitError, "input", inputBatch, inputFeature,
                            inputSpatial)) ||
      failed(verifyConvSide(emitError, "kernel", kernelInput, kernelOutput,
                            kernelSpatial)) ||
      failed(verifyConvSide(emitError, "output", outputBatch, outputFeature,
                            outputSpatial)))
    return failure();
  return success();
}

//===----------------------------------------------------------------------===//
// WindowAttr
//===----------------------------------------------------------------------===//

LogicalResult
WindowAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                   ArrayRef<int64_t> size, ArrayRef<int64_t> stride,
                   ArrayRef<int64_t> padLow, ArrayRef<int64_t> padHigh,
                   ArrayRef<int64_t> lhsDilate, ArrayRef<int64_t> rhsDilate,
                   ArrayRef<int64_t> rhsReversal) {
  for (auto [name, list] :
       {std::pair<StringRef, ArrayRef<int64_t>>{"stride", stride},
        {"pad_low", padLow},
        {"pad_high", padHigh},
        {"lhs_dilate", lhsDilate},
        {"rhs_dilate", rhsDilate},
        {"rhs_reversal", rhsReversal}})
    if (!list.empty() && list.size() != size.size())
      return emitError() << "window " << name << " has " << list.size()
                         << " entries, expected " << size.size()
                         << " (one per window dimension)";
  auto checkAtLeast = [&](StringRef name, ArrayRef<int64_t> list,
                          int64_t minimum) -> LogicalResult {
    for (auto [dim, value] : llvm::enumerate(list))
      if (value < minimum)
        return emitError() << "window " << name << " must be at least "
                           << minimum << ", got " << value << " in dimension "
                           << dim;
    return success();
  };
  if (failed(checkAtLeast("size", size, 1)) ||
      failed(checkAtLeast("stride", stride, 1)) ||
      failed(checkAtLeast("lhs_dilate", lhsDilate, 1)) ||
      failed(checkAtLeast("rhs_dilate", rhsDilate, 1)))
    return failure();
  for (int64_t value : rhsReversal)
    if (value != 0 && value != 1)
      return emitError() << "window rhs_reversal entries must be 0 or 1, got "
                         << value;
  return success();
}

/// The entry at `dim`, or `fallback` when the list was omitted.
static int64_t entryOr(ArrayRef<int64_t> list, unsigned dim, int64_t fallback) {
  return list.empty() ? fallback : list[dim];
}

int64_t WindowAttr::getStrideAt(unsigned dim) const {
  return entryOr(getStride(), dim, 1);
}
int64_t WindowAttr::getPadLowAt(unsigned dim) const {
  return entryOr(getPadLow(), dim, 0);
}
int64_t WindowAttr::getPadHighAt(unsigned dim) const {
  return entryOr(getPadHigh(), dim, 0);
}
int64_t WindowAttr::getLhsDilateAt(unsigned dim) const {
  return entryOr(getLhsDilate(), dim, 1);
}
int64_t WindowAttr::getRhsDilateAt(unsigned dim) const {
  return entryOr(getRhsDilate(), dim, 1);
}
bool WindowAttr::getRhsReversalAt(unsigned dim) const {
  return entryOr(getRhsReversal(), dim, 0) != 0;
}

//===----------------------------------------------------------------------===//
// Gather and scatter dimension numbers
//===----------------------------------------------------------------------===//

LogicalResult GatherDimensionNumbersAttr::verify(
    function_ref<InFlightDiagnostic()> emitError, ArrayRef<int64_t> offsetDims,
    ArrayRef<int64_t> collapsedSliceDims, ArrayRef<int64_t> operandBatchingDims,
    ArrayRef<int64_t> startIndicesBatchingDims, ArrayRef<int64_t> startIndexMap,
    int64_t indexVectorDim) {
  if (failed(verifyDimsUnique(emitError, "offset_dims", offsetDims)) ||
      failed(verifyDimsSorted(emitError, "offset_dims", offsetDims)) ||
      failed(verifyDimsUnique(emitError, "collapsed_slice_dims",
                              collapsedSliceDims)) ||
      failed(verifyDimsSorted(emitError, "collapsed_slice_dims",
                              collapsedSliceDims)) ||
      failed(verifyDimsUnique(emitError, "operand_batching_dims",
                              operandBatchingDims)) ||
      failed(verifyDimsSorted(emitError, "operand_batching_dims",
                              operandBatchingDims)) ||
      failed(verifyDimsUnique(emitError, "start_indices_batching_dims",
                              startIndicesBatchingDims)) ||
      failed(verifyDimsUnique(emitError, "start_index_map", startIndexMap)))
    return failure();
  if (operandBatchingDims.size() != startIndicesBatchingDims.size())
    return emitError() << "operand_batching_dims and "
                          "start_indices_batching_dims must have the same "
                          "size";
  if (indexVectorDim < 0)
    return emitError() << "index_vector_dim must be >= 0, got "
                       << indexVectorDim;
  return success();
}

LogicalResult ScatterDimensionNumbersAttr::verify(
    function_ref<InFlightDiagnostic()> emitError,
    ArrayRef<int64_t> updateWindowDims, ArrayRef<int64_t> insertedWindowDims,
    ArrayRef<int64_t> inputBatchingDims,
    ArrayRef<int64_t> scatterIndicesBatchingDims,
    ArrayRef<int64_t> scatterDimsToOperandDims, int64_t indexVectorDim) {
  if (failed(verifyDimsUnique(emitError, "update_window_dims",
                              updateWindowDims)) ||
      failed(verifyDimsSorted(emitError, "update_window_dims",
                              updateWindowDims)) ||
      failed(verifyDimsUnique(emitError, "inserted_window_dims",
                              insertedWindowDims)) ||
      failed(verifyDimsSorted(emitError, "inserted_window_dims",
                              insertedWindowDims)) ||
      failed(verifyDimsUnique(emitError, "input_batching_dims",
                              inputBatchingDims)) ||
      failed(verifyDimsSorted(emitError, "input_batching_dims",
                              inputBatchingDims)) ||
      failed(verifyDimsUnique(emitError, "scatter_indices_batching_dims",
                              scatterIndicesBatchingDims)) ||
      failed(verifyDimsUnique(emitError, "scatter_dims_to_operand_dims",
                              scatterDimsToOperandDims)))
    return failure();
  if (inputBatchingDims.size() != scatterIndicesBatchingDims.size())
    return emitError() << "input_batching_dims and "
                          "scatter_indices_batching_dims must have the same "
                          "size";
  if (indexVectorDim < 0)
    return emitError() << "index_vector_dim must be >= 0, got "
                       << indexVectorDim;
  return success();
}

//===----------------------------------------------------------------------===//
// PaddingConfigAttr
//===----------------------------------------------------------------------===//

LogicalResult
PaddingConfigAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                          ArrayRef<int64_t> low, ArrayRef<int64_t> high,
                          ArrayRef<int64_t> interior) {
  if (low.size() != high.size())
    return emitError() << "padding low and high must have one entry per "
                          "dimension, got "
                       << low.size() << " and " << high.size();
  if (!interior.empty() && interior.size() != low.size())
    return emitError() << "padding interior must have one entry per "
                          "dimension, got "
                       << interior.size() << " for " << low.size();
  for (auto [dim, value] : llvm::enumerate(interior))
    if (value < 0)
      return emitError() << "interior padding must be >= 0, got " << value
                         << " in dimension " << dim;
  return success();
}

int64_t PaddingConfigAttr::getInteriorAt(unsigned dim) const {
  return entryOr(getInterior(), dim, 0);
}

//===----------------------------------------------------------------------===//
// ReplicaGroupsAttr: `<[[0, 1], [2, 3]]>`
//===----------------------------------------------------------------------===//

Attribute ReplicaGroupsAttr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> ids, sizes;
  auto parseGroup = [&]() -> ParseResult {
    int64_t before = ids.size();
    if (parser.parseCommaSeparatedList(
            AsmParser::Delimiter::Square, [&]() -> ParseResult {
              return parser.parseInteger(ids.emplace_back());
            }))
      return failure();
    sizes.push_back(ids.size() - before);
    return success();
  };
  if (parser.parseLess() ||
      parser.parseCommaSeparatedList(AsmParser::Delimiter::Square,
                                     parseGroup) ||
      parser.parseGreater())
    return {};
  return parser.getChecked<ReplicaGroupsAttr>(parser.getContext(), ids, sizes);
}

void ReplicaGroupsAttr::print(AsmPrinter &printer) const {
  printer << "<[";
  llvm::interleaveComma(getGroups(), printer, [&](ArrayRef<int64_t> group) {
    printer << "[";
    llvm::interleaveComma(group, printer);
    printer << "]";
  });
  printer << "]>";
}

LogicalResult
ReplicaGroupsAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                          ArrayRef<int64_t> replicaIds,
                          ArrayRef<int64_t> groupSizes) {
  int64_t total = 0;
  for (int64_t size : groupSizes) {
    if (size < 0)
      return emitError() << "replica group sizes must be >= 0";
    total += size;
  }
  if (total != static_cast<int64_t>(replicaIds.size()))
    return emitError() << "replica group sizes add up to " << total
                       << ", but there are " << replicaIds.size() << " ids";
  llvm::SmallSet<int64_t, 8> seen;
  for (int64_t id : replicaIds) {
    if (id < 0)
      return emitError() << "replica id " << id << " is negative";
    if (!seen.insert(id).second)
      return emitError() << "replica id " << id
                         << " appears in more than one place in the groups";
  }
  return success();
}

SmallVector<ArrayRef<int64_t>> ReplicaGroupsAttr::getGroups() const {
  SmallVector<ArrayRef<int64_t>> groups;
  ArrayRef<int64_t> ids = getReplicaIds();
  for (int64_t size : getGroupSizes()) {
    groups.push_back(ids.take_front(size));
    ids = ids.drop_front(size);
  }
  return groups;
}

ReplicaGroupsAttr
ReplicaGroupsAttr::get(MLIRContext *context,
                       ArrayRef<SmallVector<int64_t>> groups) {
  SmallVector<int64_t> ids, sizes;
  for (const SmallVector<int64_t> &group : groups) {
    llvm::append_range(ids, group);
    sizes.push_back(group.size());
  }
  return get(context, ids, sizes);
}
