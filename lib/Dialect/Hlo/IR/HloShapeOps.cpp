//===- HloShapeOps.cpp - Shape hlo ops ------------------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the Shape op family: registration, type inference,
// verifiers and custom assembly, all through the shape functions of
// HloShapeInferenceShape.h.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Dialect/Hlo/IR/HloShapeOps.h"

#include "HloAssembly.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace xhlo::hlo;

//===----------------------------------------------------------------------===//
// custom<SliceRanges>: `[start:limit(:stride)?, ...]`, as HLO text's
// `slice={[start:limit:stride], ...}`; the stride is printed when it is not 1.
//===----------------------------------------------------------------------===//

static ParseResult parseSliceRanges(OpAsmParser &parser,
                                    DenseI64ArrayAttr &startIndices,
                                    DenseI64ArrayAttr &limitIndices,
                                    DenseI64ArrayAttr &strides) {
  SmallVector<int64_t> starts, limits, steps;
  auto parseRange = [&]() -> ParseResult {
    int64_t start, limit, stride = 1;
    if (parser.parseInteger(start) || parser.parseColon() ||
        parser.parseInteger(limit))
      return failure();
    if (succeeded(parser.parseOptionalColon()) && parser.parseInteger(stride))
      return failure();
    starts.push_back(start);
    limits.push_back(limit);
    steps.push_back(stride);
    return success();
  };
  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, parseRange))
    return failure();
  MLIRContext *context = parser.getContext();
  startIndices = DenseI64ArrayAttr::get(context, starts);
  limitIndices = DenseI64ArrayAttr::get(context, limits);
  strides = DenseI64ArrayAttr::get(context, steps);
  return success();
}

static void printSliceRanges(OpAsmPrinter &printer, Operation *,
                             DenseI64ArrayAttr startIndices,
                             DenseI64ArrayAttr limitIndices,
                             DenseI64ArrayAttr strides) {
  // Only verified ops print in the custom form, so the three lists have one
  // entry per dimension.
  printer << '[';
  for (int64_t dim = 0, e = startIndices.size(); dim < e; ++dim) {
    if (dim != 0)
      printer << ", ";
    printer << startIndices[dim] << ':' << limitIndices[dim];
    if (strides[dim] != 1)
      printer << ':' << strides[dim];
  }
  printer << ']';
}

//===----------------------------------------------------------------------===//
// custom<OperandsThenComma>: `%a, %b,` — operands, each followed by a comma,
// so that the attribute after them reads `%a, %b, dimension = 0`.
//===----------------------------------------------------------------------===//

static ParseResult parseOperandsThenComma(
    OpAsmParser &parser,
    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &operands) {
  while (true) {
    OpAsmParser::UnresolvedOperand operand;
    OptionalParseResult result = parser.parseOptionalOperand(operand);
    if (!result.has_value())
      return success();
    if (failed(*result))
      return failure();
    operands.push_back(operand);
    if (parser.parseComma())
      return failure();
  }
}

static void printOperandsThenComma(OpAsmPrinter &printer, Operation *,
                                   OperandRange operands) {
  llvm::interleave(
      operands, [&](Value operand) { printer << operand << ','; },
      [&] { printer << ' '; });
}

//===----------------------------------------------------------------------===//
// custom<PaddingConfig>: `low = [..], high = [..](, interior = [..])?`
//===----------------------------------------------------------------------===//

static ParseResult parsePaddingConfig(OpAsmParser &parser,
                                      PaddingConfigAttr &padding) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<int64_t> low, high, interior;
  auto parseList = [&](StringRef keyword,
                       SmallVectorImpl<int64_t> &values) -> ParseResult {
    return failure(parser.parseKeyword(keyword) || parser.parseEqual() ||
                   parser.parseCommaSeparatedList(
                       AsmParser::Delimiter::Square, [&]() -> ParseResult {
                         return parser.parseInteger(values.emplace_back());
                       }));
  };
  if (parseList("low", low) || parser.parseComma() || parseList("high", high))
    return failure();
  // `interior` is the optional last entry.
  if (succeeded(parser.parseOptionalComma()) && parseList("interior", interior))
    return failure();
  padding = PaddingConfigAttr::getChecked(
      [&] { return parser.emitError(loc); }, parser.getContext(),
      ArrayRef<int64_t>(low), ArrayRef<int64_t>(high),
      ArrayRef<int64_t>(interior));
  return success(static_cast<bool>(padding));
}

static void printPaddingConfig(OpAsmPrinter &printer, Operation *,
                               PaddingConfigAttr padding) {
  auto printList = [&](StringRef keyword, ArrayRef<int64_t> values) {
    printer << keyword << " = [";
    llvm::interleaveComma(values, printer);
    printer << ']';
  };
  printList("low", padding.getLow());
  printer << ", ";
  printList("high", padding.getHigh());
  if (!padding.getInterior().empty()) {
    printer << ", ";
    printList("interior", padding.getInterior());
  }
}

#define GET_OP_CLASSES
#include "xhlo/Dialect/Hlo/IR/HloShapeOps.cpp.inc"

void HloDialect::registerShapeOps() {
  addOperations<
#define GET_OP_LIST
#include "xhlo/Dialect/Hlo/IR/HloShapeOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Verifiers (result types that XLA takes from the instruction)
//===----------------------------------------------------------------------===//

LogicalResult BroadcastOp::verify() {
  return verifyBroadcastOp(getOperand().getType(), getDimensions(), getType(),
                           getLoc());
}

LogicalResult ReshapeOp::verify() {
  return verifyReshapeOp(getOperand().getType(), getType(), getLoc());
}

LogicalResult IotaOp::verify() {
  return verifyIotaOp(getType(), getIotaDimension(), getLoc());
}

//===----------------------------------------------------------------------===//
// Type inference (result types that XLA infers)
//===----------------------------------------------------------------------===//

LogicalResult TransposeOp::inferReturnTypes(MLIRContext *,
                                            std::optional<Location> location,
                                            Adaptor adaptor,
                                            SmallVectorImpl<Type> &results) {
  return inferTransposeOp(adaptor.getOperand().getType(),
                          adaptor.getDimensions(), location, results);
}

LogicalResult SliceOp::inferReturnTypes(MLIRContext *,
                                        std::optional<Location> location,
                                        Adaptor adaptor,
                                        SmallVectorImpl<Type> &results) {
  return inferSliceOp(adaptor.getOperand().getType(), adaptor.getStartIndices(),
                      adaptor.getLimitIndices(), adaptor.getStrides(), location,
                      results);
}

LogicalResult ConcatenateOp::inferReturnTypes(MLIRContext *,
                                              std::optional<Location> location,
                                              Adaptor adaptor,
                                              SmallVectorImpl<Type> &results) {
  return inferConcatenateOp(adaptor.getInputs().getTypes(),
                            adaptor.getDimension(), location, results);
}

LogicalResult PadOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> location,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &results) {
  PaddingConfigAttr padding = adaptor.getPadding();
  return inferPadOp(adaptor.getOperand().getType(),
                    adaptor.getPaddingValue().getType(), padding.getLow(),
                    padding.getHigh(), padding.getInterior(), location,
                    results);
}

LogicalResult ReverseOp::inferReturnTypes(MLIRContext *,
                                          std::optional<Location> location,
                                          Adaptor adaptor,
                                          SmallVectorImpl<Type> &results) {
  return inferReverseOp(adaptor.getOperand().getType(), adaptor.getDimensions(),
                        location, results);
}

LogicalResult GetDimensionSizeOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &results) {
  return inferGetDimensionSizeOp(adaptor.getOperand().getType(),
                                 adaptor.getDimension(), location, results);
}
