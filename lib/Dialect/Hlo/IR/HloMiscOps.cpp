//===- HloMiscOps.cpp - Misc hlo ops --------------------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the Misc op family: registration, type inference,
// verifiers (through the misc shape functions), custom-call's memory
// effects, the `custom<ReplicaGroups>` / `custom<SourceTargetPairs>`
// assembly directives of the collectives and domain's
// `custom<DomainAttrs>`.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Dialect/Hlo/IR/HloMiscOps.h"
#include "xhlo/Dialect/Hlo/IR/HloControlFlowOps.h"

#include "HloAssembly.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace xhlo::hlo;

//===----------------------------------------------------------------------===//
// Assembly directives
//===----------------------------------------------------------------------===//

/// Parses a list of integer lists, `[[0, 1], [2]]`, into `lists`.
static ParseResult parseIntLists(OpAsmParser &parser,
                                 SmallVectorImpl<SmallVector<int64_t>> &lists) {
  return parser.parseCommaSeparatedList(
      OpAsmParser::Delimiter::Square, [&]() -> ParseResult {
        SmallVector<int64_t> &list = lists.emplace_back();
        return parser.parseCommaSeparatedList(
            OpAsmParser::Delimiter::Square, [&]() -> ParseResult {
              return parser.parseInteger(list.emplace_back());
            });
      });
}

static void printIntLists(OpAsmPrinter &printer,
                          ArrayRef<ArrayRef<int64_t>> lists) {
  printer << "[";
  llvm::interleaveComma(lists, printer, [&](ArrayRef<int64_t> list) {
    printer << "[";
    llvm::interleaveComma(list, printer);
    printer << "]";
  });
  printer << "]";
}

/// `custom<ReplicaGroups>($attr)`: `[[0, 1], [2, 3]]`, `[]` for one group of
/// all participants.
static ParseResult parseReplicaGroups(OpAsmParser &parser,
                                      ReplicaGroupsAttr &groups) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<SmallVector<int64_t>> lists;
  if (parseIntLists(parser, lists))
    return failure();
  SmallVector<int64_t> ids, sizes;
  for (const SmallVector<int64_t> &list : lists) {
    llvm::append_range(ids, list);
    sizes.push_back(list.size());
  }
  groups = ReplicaGroupsAttr::getChecked(
      [&]() { return parser.emitError(loc); }, parser.getContext(),
      ArrayRef<int64_t>(ids), ArrayRef<int64_t>(sizes));
  return success(groups != nullptr);
}

static void printReplicaGroups(OpAsmPrinter &printer, Operation *,
                               ReplicaGroupsAttr groups) {
  printIntLists(printer, groups.getGroups());
}

/// `custom<SourceTargetPairs>($attr)`: `[[0, 1], [1, 0]]`, stored flattened
/// as `array<i64: 0, 1, 1, 0>`.
static ParseResult parseSourceTargetPairs(OpAsmParser &parser,
                                          DenseI64ArrayAttr &pairs) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<SmallVector<int64_t>> lists;
  if (parseIntLists(parser, lists))
    return failure();
  SmallVector<int64_t> flat;
  for (const SmallVector<int64_t> &list : lists) {
    if (list.size() != 2)
      return parser.emitError(loc, "expected (source, target) pairs of two "
                                   "ids, got a list of ")
             << list.size();
    llvm::append_range(flat, list);
  }
  pairs = DenseI64ArrayAttr::get(parser.getContext(), flat);
  return success();
}

static void printSourceTargetPairs(OpAsmPrinter &printer, Operation *,
                                   DenseI64ArrayAttr pairs) {
  ArrayRef<int64_t> flat = pairs.asArrayRef();
  SmallVector<ArrayRef<int64_t>> lists;
  for (size_t i = 0; i < flat.size(); i += 2)
    lists.push_back(flat.slice(i, std::min<size_t>(2, flat.size() - i)));
  printIntLists(printer, lists);
}

/// `custom<DomainAttrs>($kind, $entry, $exit)`: `kind = "sharding"`, then
/// `, entry_sharding = "..."` and `, exit_sharding = "..."`, each only when
/// present.
static ParseResult parseDomainAttrs(OpAsmParser &parser, StringAttr &kind,
                                    StringAttr &entry, StringAttr &exit) {
  std::string kindName;
  if (parser.parseKeyword("kind") || parser.parseEqual() ||
      parser.parseString(&kindName))
    return failure();
  kind = parser.getBuilder().getStringAttr(kindName);
  while (succeeded(parser.parseOptionalComma())) {
    SMLoc loc = parser.getCurrentLocation();
    StringRef keyword;
    if (parser.parseKeyword(&keyword))
      return failure();
    StringAttr *slot = keyword == "entry_sharding"  ? &entry
                       : keyword == "exit_sharding" ? &exit
                                                    : nullptr;
    if (!slot)
      return parser.emitError(loc, "expected 'entry_sharding' or "
                                   "'exit_sharding', got '")
             << keyword << "'";
    if (*slot)
      return parser.emitError(loc, "'") << keyword << "' is given twice";
    std::string value;
    if (parser.parseEqual() || parser.parseString(&value))
      return failure();
    *slot = parser.getBuilder().getStringAttr(value);
  }
  return success();
}

static void printDomainAttrs(OpAsmPrinter &printer, Operation *,
                             StringAttr kind, StringAttr entry,
                             StringAttr exit) {
  printer << "kind = ";
  printer.printString(kind.getValue());
  if (entry) {
    printer << ", entry_sharding = ";
    printer.printString(entry.getValue());
  }
  if (exit) {
    printer << ", exit_sharding = ";
    printer.printString(exit.getValue());
  }
}

#define GET_OP_CLASSES
#include "xhlo/Dialect/Hlo/IR/HloMiscOps.cpp.inc"

void HloDialect::registerMiscOps() {
  addOperations<
#define GET_OP_LIST
#include "xhlo/Dialect/Hlo/IR/HloMiscOps.cpp.inc"
      >();
}

/// The types that the `hlo.return` ending `region` yields (none when the
/// region does not end in one, which the caller then reports).
static FailureOr<TypeRange> getReturnTypes(Operation *op, Region &region) {
  Block &block = region.front();
  auto returnOp = block.empty() ? nullptr : dyn_cast<ReturnOp>(block.back());
  if (!returnOp)
    return op->emitOpError("region must end in hlo.return");
  return TypeRange(returnOp.getResults().getTypes());
}

//===----------------------------------------------------------------------===//
// ConstantOp
//===----------------------------------------------------------------------===//

void ConstantOp::build(OpBuilder &builder, OperationState &state,
                       Attribute value) {
  auto elements = cast<ElementsAttr>(value);
  build(builder, state, elements.getType(), elements);
}

LogicalResult ConstantOp::inferReturnTypes(MLIRContext *,
                                           std::optional<Location> location,
                                           Adaptor adaptor,
                                           SmallVectorImpl<Type> &results) {
  ElementsAttr value = adaptor.getValueAttr();
  if (!value)
    return emitOptionalError(location, "constant needs a 'value' attribute");
  results.push_back(value.getType());
  return success();
}

LogicalResult ConstantOp::verify() {
  auto type = dyn_cast<RankedTensorType>(getValue().getType());
  if (!type || !type.hasStaticShape() ||
      !isXlaElementType(type.getElementType()))
    return emitOpError("value must be a statically shaped tensor of an XLA "
                       "element type, got ")
           << getValue().getType();
  // (MLIR's parser makes string elements of `dense<...>` of such a type.)
  if (isDialectFloatType(type.getElementType()) &&
      !isa<FloatBitsAttr>(getValue()))
    return emitOpError("value of element type ")
           << type.getElementType()
           << " must be a #hlo.float_bits attribute (its elements' bit "
              "patterns)";
  return success();
}

OpFoldResult ConstantOp::fold(FoldAdaptor) { return getValue(); }

//===----------------------------------------------------------------------===//
// Random numbers
//===----------------------------------------------------------------------===//

LogicalResult RngOp::verify() {
  return verifyRngOp(getRngDistribution(), getA().getType(), getB().getType(),
                     getType(), getLoc());
}

LogicalResult RngBitGeneratorOp::verify() {
  return verifyRngBitGeneratorOp(getRngAlgorithm(), getInitialState().getType(),
                                 getOutputState().getType(),
                                 getOutput().getType(), getLoc());
}

LogicalResult
RngGetAndUpdateStateOp::inferReturnTypes(MLIRContext *context,
                                         std::optional<Location>, Adaptor,
                                         SmallVectorImpl<Type> &results) {
  return inferRngGetAndUpdateStateOp(context, results);
}

//===----------------------------------------------------------------------===//
// Tokens
//===----------------------------------------------------------------------===//

LogicalResult AddDependencyOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &results) {
  return inferAddDependencyOp(adaptor.getOperand().getType(),
                              adaptor.getToken().getType(), location, results);
}

//===----------------------------------------------------------------------===//
// Send and recv
//===----------------------------------------------------------------------===//

LogicalResult SendOp::inferReturnTypes(MLIRContext *,
                                       std::optional<Location> location,
                                       Adaptor adaptor,
                                       SmallVectorImpl<Type> &results) {
  return inferSendOp(adaptor.getOperand().getType(), location, results);
}

LogicalResult SendDoneOp::verify() {
  if (failed(verifySendDoneOp(getOperand().getType(), getLoc())))
    return failure();
  if (auto send = getOperand().getDefiningOp<SendOp>())
    return verifySendRecvDonePair("send-done", "send", send.getChannelId(),
                                  send.getIsHostTransfer(), getChannelId(),
                                  getIsHostTransfer(), getLoc());
  return success();
}

LogicalResult RecvOp::verify() { return verifyRecvOp(getType(), getLoc()); }

LogicalResult RecvDoneOp::inferReturnTypes(MLIRContext *,
                                           std::optional<Location> location,
                                           Adaptor adaptor,
                                           SmallVectorImpl<Type> &results) {
  return inferRecvDoneOp(adaptor.getOperand().getType(), location, results);
}

LogicalResult RecvDoneOp::verify() {
  if (auto recv = getOperand().getDefiningOp<RecvOp>())
    return verifySendRecvDonePair("recv-done", "recv", recv.getChannelId(),
                                  recv.getIsHostTransfer(), getChannelId(),
                                  getIsHostTransfer(), getLoc());
  return success();
}

//===----------------------------------------------------------------------===//
// DomainOp
//===----------------------------------------------------------------------===//

LogicalResult DomainOp::inferReturnTypes(MLIRContext *,
                                         std::optional<Location> location,
                                         Adaptor adaptor,
                                         SmallVectorImpl<Type> &results) {
  StringAttr kind = adaptor.getKindAttr();
  if (!kind)
    return emitOptionalError(location, "domain needs a 'kind' attribute");
  return inferDomainOp(adaptor.getOperand().getType(), kind.getValue(),
                       location, results);
}

//===----------------------------------------------------------------------===//
// CustomCallOp
//===----------------------------------------------------------------------===//

LogicalResult CustomCallOp::verify() {
  return verifyCustomCallOp(getCustomCallTarget(), getLoc());
}

void CustomCallOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  // XLA's custom_call_has_side_effect: without it the call is a pure
  // function of its operands, which passes may merge or delete.
  if (!getHasSideEffect())
    return;
  effects.emplace_back(MemoryEffects::Read::get());
  effects.emplace_back(MemoryEffects::Write::get());
}

LogicalResult
CustomCallOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  std::optional<ArrayAttr> callees = getCalledComputations();
  if (!callees)
    return success();
  for (auto callee : callees->getAsRange<FlatSymbolRefAttr>())
    if (!symbolTable.lookupNearestSymbolFrom(*this, callee))
      return emitOpError("called computation ")
             << callee << " is not a symbol of the module";
  return success();
}

//===----------------------------------------------------------------------===//
// Replica and partition ids
//===----------------------------------------------------------------------===//

LogicalResult ReplicaIdOp::inferReturnTypes(MLIRContext *context,
                                            std::optional<Location>, Adaptor,
                                            SmallVectorImpl<Type> &results) {
  return inferReplicaOrPartitionIdOp(context, results);
}

LogicalResult PartitionIdOp::inferReturnTypes(MLIRContext *context,
                                              std::optional<Location>, Adaptor,
                                              SmallVectorImpl<Type> &results) {
  return inferReplicaOrPartitionIdOp(context, results);
}

//===----------------------------------------------------------------------===//
// Collectives
//===----------------------------------------------------------------------===//

LogicalResult AllReduceOp::inferReturnTypes(MLIRContext *,
                                            std::optional<Location> location,
                                            Adaptor adaptor,
                                            SmallVectorImpl<Type> &results) {
  return inferAllReduceOp(adaptor.getInputs().getTypes(),
                          adaptor.getReplicaGroups(),
                          adaptor.getChannelIdAttr() != nullptr,
                          adaptor.getUseGlobalDeviceIds(), location, results);
}

LogicalResult AllReduceOp::verifyRegions() {
  Region &region = getToApply();
  FailureOr<TypeRange> returnTypes = getReturnTypes(*this, region);
  if (failed(returnTypes))
    return failure();
  return verifyCollectiveReducer("all-reduce", getInputs().getTypes(),
                                 region.getArgumentTypes(), *returnTypes,
                                 getLoc());
}

LogicalResult AllGatherOp::verify() {
  return verifyAllGatherOp(getInputs().getTypes(), getResultTypes(),
                           getAllGatherDimension(), getReplicaGroups(),
                           getChannelId().has_value(), getUseGlobalDeviceIds(),
                           getLoc());
}

LogicalResult ReduceScatterOp::verify() {
  return verifyReduceScatterOp(getInputs().getTypes(), getResultTypes(),
                               getScatterDimension(), getReplicaGroups(),
                               getChannelId().has_value(),
                               getUseGlobalDeviceIds(), getLoc());
}

LogicalResult ReduceScatterOp::verifyRegions() {
  Region &region = getToApply();
  FailureOr<TypeRange> returnTypes = getReturnTypes(*this, region);
  if (failed(returnTypes))
    return failure();
  return verifyCollectiveReducer("reduce-scatter", getInputs().getTypes(),
                                 region.getArgumentTypes(), *returnTypes,
                                 getLoc());
}

LogicalResult AllToAllOp::inferReturnTypes(MLIRContext *,
                                           std::optional<Location> location,
                                           Adaptor adaptor,
                                           SmallVectorImpl<Type> &results) {
  return inferAllToAllOp(
      adaptor.getInputs().getTypes(), adaptor.getReplicaGroups(),
      adaptor.getSplitDimension(), adaptor.getConcatDimension(),
      adaptor.getSplitCount(), adaptor.getChannelIdAttr() != nullptr, location,
      results);
}

LogicalResult RaggedAllToAllOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &results) {
  return inferRaggedAllToAllOp(
      adaptor.getOperands().getTypes(), adaptor.getReplicaGroups(),
      adaptor.getChannelIdAttr() != nullptr, location, results);
}

LogicalResult CollectivePermuteOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &results) {
  return inferCollectivePermuteOp(adaptor.getOperand().getType(),
                                  adaptor.getSourceTargetPairs(), location,
                                  results);
}

LogicalResult CollectiveBroadcastOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &results) {
  return inferCollectiveBroadcastOp(adaptor.getInputs().getTypes(), location,
                                    results);
}
