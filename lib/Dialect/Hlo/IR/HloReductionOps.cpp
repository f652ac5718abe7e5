//===- HloReductionOps.cpp - Reduction hlo ops ----------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the Reduction op family: registration, type inference,
// verifiers and custom assembly. Every check is a shape function of
// HloShapeInferenceReduction.h; this file only gathers the types, including
// the signature of each called computation (its block argument types and the
// operand types of its `hlo.return`).
//
//===----------------------------------------------------------------------===//

#include "xhlo/Dialect/Hlo/IR/HloReductionOps.h"
#include "xhlo/Dialect/Hlo/IR/HloControlFlowOps.h"

#include "HloAssembly.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace xhlo::hlo;

//===----------------------------------------------------------------------===//
// Custom assembly directives
//===----------------------------------------------------------------------===//

/// `custom<ScanOperands>($operands, $num_carries)`: `%in, ... init: %c, ...`,
/// the inputs then the carries; `num_carries` counts the latter. Without
/// carries, just the inputs.
static ParseResult
parseScanOperands(OpAsmParser &parser,
                  SmallVectorImpl<OpAsmParser::UnresolvedOperand> &operands,
                  IntegerAttr &numCarries) {
  if (parser.parseOperandList(operands))
    return failure();
  size_t numInputs = operands.size();
  if (succeeded(parser.parseOptionalKeyword("init"))) {
    if (parser.parseColon() || parser.parseOperandList(operands))
      return failure();
  }
  numCarries = parser.getBuilder().getI64IntegerAttr(
      static_cast<int64_t>(operands.size() - numInputs));
  return success();
}

static void printScanOperands(OpAsmPrinter &printer, Operation *,
                              OperandRange operands, IntegerAttr numCarries) {
  int64_t carries = numCarries ? numCarries.getInt() : 0;
  size_t numInputs =
      operands.size() - std::clamp<int64_t>(carries, 0, operands.size());
  printer << operands.take_front(numInputs);
  if (numInputs == operands.size())
    return;
  printer << " init: " << operands.drop_front(numInputs);
}

/// `custom<Window>($window)`: the window attribute without its dialect
/// prefix, `<size = [2, 2], stride = [2, 2]>`, as convolution prints it. (A
/// declarative `$window` followed by `:` is rejected by ODS as ambiguous with
/// a typed attribute.)
static ParseResult parseWindow(OpAsmParser &parser, WindowAttr &window) {
  window =
      llvm::dyn_cast_if_present<WindowAttr>(WindowAttr::parse(parser, Type()));
  return success(window != nullptr);
}

static void printWindow(OpAsmPrinter &printer, Operation *, WindowAttr window) {
  window.print(printer);
}

#define GET_OP_CLASSES
#include "xhlo/Dialect/Hlo/IR/HloReductionOps.cpp.inc"

void HloDialect::registerReductionOps() {
  addOperations<
#define GET_OP_LIST
#include "xhlo/Dialect/Hlo/IR/HloReductionOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Called computations
//===----------------------------------------------------------------------===//

/// The signature of a called computation: its parameter types and the types
/// its `hlo.return` yields. Fails (and reports, given a location) when the
/// region is not one block ending in `hlo.return`.
static LogicalResult getComputationSignature(Region &region, StringRef opName,
                                             StringRef computation,
                                             std::optional<Location> loc,
                                             SmallVectorImpl<Type> &arguments,
                                             SmallVectorImpl<Type> &returned) {
  if (region.empty() || region.front().empty())
    return emitOptionalError(loc, opName, " ", computation,
                             " must be one block ending in hlo.return");
  Block &block = region.front();
  auto terminator = dyn_cast<ReturnOp>(block.back());
  if (!terminator)
    return emitOptionalError(loc, opName, " ", computation,
                             " must end in hlo.return, not ",
                             block.back().getName());
  llvm::append_range(arguments, block.getArgumentTypes());
  llvm::append_range(returned, terminator.getOperandTypes());
  return success();
}

/// Splits the operands of an op with SameVariadicOperandSize as the user
/// wrote them: the first half (rounded up) are the inputs, so a missing init
/// value is reported as such.
static std::pair<TypeRange, TypeRange> splitInputsAndInits(ValueRange values) {
  TypeRange types = values.getTypes();
  size_t numInputs = (types.size() + 1) / 2;
  return {types.take_front(numInputs), types.drop_front(numInputs)};
}

//===----------------------------------------------------------------------===//
// ReduceOp
//===----------------------------------------------------------------------===//

LogicalResult ReduceOp::inferReturnTypes(MLIRContext *,
                                         std::optional<Location> location,
                                         Adaptor adaptor,
                                         SmallVectorImpl<Type> &results) {
  auto [inputs, inits] = splitInputsAndInits(adaptor.getOperands());
  return inferReduceOp(inputs, inits, adaptor.getDimensions(), location,
                       results);
}

LogicalResult ReduceOp::verifyRegions() {
  SmallVector<Type> arguments, returned;
  if (failed(getComputationSignature(getToApply(), "reduce", "to_apply",
                                     getLoc(), arguments, returned)))
    return failure();
  return verifyReducerComputation("reduce", "to_apply", arguments, returned,
                                  getInitValues().getTypes(),
                                  getInputs().getTypes(), getLoc());
}

//===----------------------------------------------------------------------===//
// ReduceWindowOp
//===----------------------------------------------------------------------===//

LogicalResult ReduceWindowOp::inferReturnTypes(MLIRContext *,
                                               std::optional<Location> location,
                                               Adaptor adaptor,
                                               SmallVectorImpl<Type> &results) {
  auto [inputs, inits] = splitInputsAndInits(adaptor.getOperands());
  return inferReduceWindowOp(inputs, inits, adaptor.getWindow(), location,
                             results);
}

LogicalResult ReduceWindowOp::verifyRegions() {
  SmallVector<Type> arguments, returned;
  if (failed(getComputationSignature(getToApply(), "reduce_window", "to_apply",
                                     getLoc(), arguments, returned)))
    return failure();
  return verifyReducerComputation("reduce_window", "to_apply", arguments,
                                  returned, getInitValues().getTypes(),
                                  getInputs().getTypes(), getLoc());
}

//===----------------------------------------------------------------------===//
// SelectAndScatterOp
//===----------------------------------------------------------------------===//

LogicalResult SelectAndScatterOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &results) {
  return inferSelectAndScatterOp(
      adaptor.getOperand().getType(), adaptor.getSource().getType(),
      adaptor.getInitValue().getType(), adaptor.getWindow(), location, results);
}

LogicalResult SelectAndScatterOp::verifyRegions() {
  SmallVector<Type> arguments, returned;
  if (failed(getComputationSignature(getSelect(), "select_and_scatter",
                                     "select", getLoc(), arguments,
                                     returned)) ||
      failed(verifySelectComputation(getOperand().getType(), arguments,
                                     returned, getLoc())))
    return failure();
  arguments.clear();
  returned.clear();
  if (failed(getComputationSignature(getScatter(), "select_and_scatter",
                                     "scatter", getLoc(), arguments, returned)))
    return failure();
  return verifyReducerComputation("select_and_scatter", "scatter", arguments,
                                  returned, TypeRange(getInitValue().getType()),
                                  TypeRange(getSource().getType()), getLoc());
}

//===----------------------------------------------------------------------===//
// SortOp
//===----------------------------------------------------------------------===//

LogicalResult SortOp::inferReturnTypes(MLIRContext *,
                                       std::optional<Location> location,
                                       Adaptor adaptor,
                                       SmallVectorImpl<Type> &results) {
  return inferSortOp(adaptor.getOperands().getTypes(), adaptor.getDimension(),
                     location, results);
}

LogicalResult SortOp::verifyRegions() {
  SmallVector<Type> arguments, returned;
  if (failed(getComputationSignature(getComparator(), "sort", "comparator",
                                     getLoc(), arguments, returned)))
    return failure();
  return verifySortComparator(getOperands().getTypes(), arguments, returned,
                              getLoc());
}

//===----------------------------------------------------------------------===//
// MapOp
//===----------------------------------------------------------------------===//

LogicalResult MapOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> location,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &results) {
  SmallVector<Type> arguments, returned;
  if (adaptor.getRegions().empty())
    return emitOptionalError(location, "map needs its to_apply region to infer "
                                       "its result types");
  if (failed(getComputationSignature(adaptor.getToApply(), "map", "to_apply",
                                     location, arguments, returned)))
    return failure();
  return inferMapOp(adaptor.getOperands().getTypes(), adaptor.getDimensions(),
                    arguments, returned, location, results);
}

//===----------------------------------------------------------------------===//
// TopKOp
//===----------------------------------------------------------------------===//

LogicalResult TopKOp::inferReturnTypes(MLIRContext *,
                                       std::optional<Location> location,
                                       Adaptor adaptor,
                                       SmallVectorImpl<Type> &results) {
  return inferTopKOp(adaptor.getOperand().getType(), adaptor.getK(), location,
                     results);
}

//===----------------------------------------------------------------------===//
// ScanOp
//===----------------------------------------------------------------------===//

OperandRange ScanOp::getInputs() {
  return getOperands().drop_back(
      std::clamp<int64_t>(getNumCarries(), 0, getNumOperands()));
}

OperandRange ScanOp::getInits() {
  return getOperands().take_back(
      std::clamp<int64_t>(getNumCarries(), 0, getNumOperands()));
}

LogicalResult ScanOp::inferReturnTypes(MLIRContext *,
                                       std::optional<Location> location,
                                       Adaptor adaptor,
                                       SmallVectorImpl<Type> &results) {
  SmallVector<Type> arguments, returned;
  if (adaptor.getRegions().empty())
    return emitOptionalError(location,
                             "scan needs its to_apply region to infer "
                             "its result types");
  if (failed(getComputationSignature(adaptor.getToApply(), "scan", "to_apply",
                                     location, arguments, returned)))
    return failure();
  return inferScanOp(adaptor.getOperands().getTypes(), adaptor.getNumCarries(),
                     adaptor.getDimension(), arguments, returned, location,
                     results);
}
