//===- HloIndexingOps.cpp - Indexing hlo ops ------------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the indexing op family: registration, type inference,
// verifiers and custom assembly.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Dialect/Hlo/IR/HloIndexingOps.h"
#include "xhlo/Dialect/Hlo/IR/HloControlFlowOps.h"

#include "HloAssembly.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace xhlo::hlo;

//===----------------------------------------------------------------------===//
// custom<StartIndexTypes>
//===----------------------------------------------------------------------===//

/// `, tensor<i32>`: the one type of all start indices, printed once after
/// the other operand types (nothing when there are no start indices). When
/// the types differ (invalid IR), all of them are printed.
static ParseResult
parseStartIndexTypes(OpAsmParser &parser,
                     ArrayRef<OpAsmParser::UnresolvedOperand> startIndices,
                     SmallVectorImpl<Type> &types) {
  if (startIndices.empty())
    return success();
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseComma() || parser.parseTypeList(types))
    return failure();
  if (types.size() == 1)
    types.resize(startIndices.size(), types.front());
  if (types.size() != startIndices.size())
    return parser.emitError(loc)
           << "expected one start index type or " << startIndices.size()
           << ", got " << types.size();
  return success();
}

static void printStartIndexTypes(OpAsmPrinter &printer, Operation *,
                                 OperandRange startIndices, TypeRange types) {
  if (types.empty())
    return;
  printer << ", ";
  if (llvm::all_equal(types))
    printer << types.front();
  else
    llvm::interleaveComma(types, printer);
}

#define GET_OP_CLASSES
#include "xhlo/Dialect/Hlo/IR/HloIndexingOps.cpp.inc"

void HloDialect::registerIndexingOps() {
  addOperations<
#define GET_OP_LIST
#include "xhlo/Dialect/Hlo/IR/HloIndexingOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// DynamicSliceOp and DynamicUpdateSliceOp
//===----------------------------------------------------------------------===//

LogicalResult DynamicSliceOp::inferReturnTypes(MLIRContext *,
                                               std::optional<Location> location,
                                               Adaptor adaptor,
                                               SmallVectorImpl<Type> &results) {
  return inferDynamicSliceOp(adaptor.getOperand().getType(),
                             adaptor.getStartIndices().getTypes(),
                             adaptor.getDynamicSliceSizes(), location, results);
}

LogicalResult DynamicUpdateSliceOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &results) {
  return inferDynamicUpdateSliceOp(
      adaptor.getOperand().getType(), adaptor.getUpdate().getType(),
      adaptor.getStartIndices().getTypes(), location, results);
}

//===----------------------------------------------------------------------===//
// GatherOp
//===----------------------------------------------------------------------===//

LogicalResult GatherOp::inferReturnTypes(MLIRContext *,
                                         std::optional<Location> location,
                                         Adaptor adaptor,
                                         SmallVectorImpl<Type> &results) {
  return inferGatherOp(adaptor.getOperand().getType(),
                       adaptor.getStartIndices().getType(),
                       adaptor.getDimensionNumbers(), adaptor.getSliceSizes(),
                       location, results);
}

//===----------------------------------------------------------------------===//
// ScatterOp
//===----------------------------------------------------------------------===//

LogicalResult ScatterOp::inferReturnTypes(MLIRContext *,
                                          std::optional<Location> location,
                                          Adaptor adaptor,
                                          SmallVectorImpl<Type> &results) {
  return inferScatterOp(
      adaptor.getInputs().getTypes(), adaptor.getScatterIndices().getType(),
      adaptor.getUpdates().getTypes(), adaptor.getScatterDimensionNumbers(),
      location, results);
}

LogicalResult ScatterOp::verifyRegions() {
  Block &body = getUpdateComputation().front();
  auto terminator = dyn_cast<ReturnOp>(body.getTerminator());
  if (!terminator)
    return emitOpError("update computation must end in hlo.return");
  return verifyScatterUpdateComputation(
      getInputs().getTypes(), getUpdates().getTypes(), body.getArgumentTypes(),
      terminator.getOperandTypes(), getLoc());
}

/// hlo.scatter(inputs)[scatter_indices](updates)
///     scatter_dimension_numbers = <...> [indices_are_sorted]
///     [unique_indices] attr-dict : input types, index type, update types
///     region
ParseResult ScatterOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand> inputs, updates;
  OpAsmParser::UnresolvedOperand indices;
  SMLoc operandsLoc = parser.getCurrentLocation();
  if (parser.parseOperandList(inputs, OpAsmParser::Delimiter::Paren) ||
      parser.parseLSquare() || parser.parseOperand(indices) ||
      parser.parseRSquare() ||
      parser.parseOperandList(updates, OpAsmParser::Delimiter::Paren))
    return failure();

  Properties &properties = result.getOrAddProperties<Properties>();
  if (parser.parseKeyword("scatter_dimension_numbers") || parser.parseEqual() ||
      parser.parseCustomAttributeWithFallback(
          properties.scatter_dimension_numbers, Type{}))
    return failure();
  Builder &builder = parser.getBuilder();
  if (succeeded(parser.parseOptionalKeyword("indices_are_sorted")))
    properties.indices_are_sorted = builder.getUnitAttr();
  if (succeeded(parser.parseOptionalKeyword("unique_indices")))
    properties.unique_indices = builder.getUnitAttr();
  properties.operandSegmentSizes = {static_cast<int32_t>(inputs.size()), 1,
                                    static_cast<int32_t>(updates.size())};

  SmallVector<Type> types;
  if (parser.parseOptionalAttrDict(result.attributes) ||
      parser.parseColonTypeList(types))
    return failure();
  size_t operandCount = inputs.size() + 1 + updates.size();
  if (types.size() != operandCount)
    return parser.emitError(operandsLoc)
           << "expected " << operandCount << " operand types, got "
           << types.size();
  ArrayRef<Type> typeList = types;
  if (parser.resolveOperands(inputs, typeList.take_front(inputs.size()),
                             operandsLoc, result.operands) ||
      parser.resolveOperand(indices, typeList[inputs.size()],
                            result.operands) ||
      parser.resolveOperands(updates, typeList.take_back(updates.size()),
                             operandsLoc, result.operands))
    return failure();
  // The results are inferred (the inputs' types), checking the operands as
  // the other indexing ops do while parsing.
  SmallVector<Type> resultTypes;
  if (failed(inferScatterOp(
          typeList.take_front(inputs.size()), typeList[inputs.size()],
          typeList.take_back(updates.size()),
          properties.scatter_dimension_numbers, result.location, resultTypes)))
    return failure();
  result.addTypes(resultTypes);

  Region *body = result.addRegion();
  if (parser.parseRegion(*body, /*arguments=*/{}))
    return failure();
  return success();
}

void ScatterOp::print(OpAsmPrinter &printer) {
  printer << "(" << getInputs() << ")[" << getScatterIndices() << "]("
          << getUpdates() << ") scatter_dimension_numbers = ";
  printer.printStrippedAttrOrType(getScatterDimensionNumbersAttr());
  if (getIndicesAreSorted())
    printer << " indices_are_sorted";
  if (getUniqueIndices())
    printer << " unique_indices";
  printer.printOptionalAttrDict(
      (*this)->getAttrs(),
      {getScatterDimensionNumbersAttrName(), getIndicesAreSortedAttrName(),
       getUniqueIndicesAttrName(), getOperandSegmentSizesAttrName()});
  printer << " : ";
  llvm::interleaveComma(getOperandTypes(), printer);
  printer << " ";
  printer.printRegion(getUpdateComputation(), /*printEntryBlockArgs=*/true,
                      /*printBlockTerminators=*/true);
}
