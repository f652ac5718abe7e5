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
#include "mlir/Interfaces/FunctionInterfaces.h"

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
  return inferAllReduceOp("all-reduce", adaptor.getInputs().getTypes(),
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
  return verifyAllGatherOp("all-gather", getInputs().getTypes(),
                           getResultTypes(), getAllGatherDimension(),
                           getReplicaGroups(), getChannelId().has_value(),
                           getUseGlobalDeviceIds(), getLoc());
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
  return inferCollectivePermuteOp(
      "collective-permute", adaptor.getOperand().getType(),
      adaptor.getSourceTargetPairs(), location, results);
}

LogicalResult CollectiveBroadcastOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &results) {
  return inferCollectiveBroadcastOp(adaptor.getInputs().getTypes(), location,
                                    results);
}

//===----------------------------------------------------------------------===//
// Asynchronous forms
//===----------------------------------------------------------------------===//

/// XLA's VerifySingleUser for a start (or async_update) `op`: its result has
/// exactly one use, by an op of `users` (named `expected` in the message).
template <typename... Users>
static LogicalResult verifySingleUser(Operation *op, StringRef expected) {
  Value result = op->getResult(0);
  if (!result.hasOneUse())
    return op->emitOpError("result must have exactly one user, ")
           << expected << ", but has "
           << std::distance(result.use_begin(), result.use_end());
  Operation *user = *result.user_begin();
  if (!isa<Users...>(user))
    return op->emitOpError("result must be used by ")
           << expected << ", not by '" << user->getName() << "'";
  return success();
}

/// XLA's VerifySingleOperand for a done (or async_update) `op`: its operand
/// is the result of an op of `Starts` (named `expected`).
template <typename... Starts>
static LogicalResult verifyStartOperand(Operation *op, StringRef expected) {
  Operation *start = op->getOperand(0).getDefiningOp();
  if (!start || !isa<Starts...>(start))
    return op->emitOpError("operand must be the result of ")
           << expected << ", not "
           << (start ? "of '" + start->getName().getStringRef().str() + "'"
                     : std::string("a block argument"));
  return success();
}

/// The types of a value that is an array or a tuple of them, flattened one
/// level (a done op's results).
static void appendElements(Type type, SmallVectorImpl<Type> &results) {
  if (auto tuple = dyn_cast<TupleType>(type))
    llvm::append_range(results, tuple.getTypes());
  else
    results.push_back(type);
}

/// Element `index` of the tuple `type`, or an error naming `opcode` when it
/// is not a tuple that long.
static FailureOr<Type> getTupleElement(StringRef opcode, Type type,
                                       size_t index,
                                       std::optional<Location> loc) {
  auto tuple = dyn_cast<TupleType>(type);
  if (!tuple || tuple.size() <= index) {
    (void)emitOptionalError(loc, opcode, " operand ", getXlaShapeString(type),
                            " must be a tuple of at least ", index + 1,
                            " elements");
    return failure();
  }
  return tuple.getType(index);
}

/// Packs `types` as XLA does a variadic collective's shape: the one type,
/// or a tuple of several.
static Type packTypes(MLIRContext *context, TypeRange types) {
  if (types.size() == 1)
    return types.front();
  return TupleType::get(context, types);
}

LogicalResult AllReduceStartOp::inferReturnTypes(
    MLIRContext *context, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &results) {
  SmallVector<Type> reduced;
  if (failed(inferAllReduceOp(
          "all-reduce-start", adaptor.getInputs().getTypes(),
          adaptor.getReplicaGroups(), adaptor.getChannelIdAttr() != nullptr,
          adaptor.getUseGlobalDeviceIds(), location, reduced)))
    return failure();
  results.push_back(packTypes(context, reduced));
  return success();
}

LogicalResult AllReduceStartOp::verify() {
  return verifySingleUser<AllReduceDoneOp>(*this, "all_reduce_done");
}

LogicalResult AllReduceStartOp::verifyRegions() {
  Region &region = getToApply();
  FailureOr<TypeRange> returnTypes = getReturnTypes(*this, region);
  if (failed(returnTypes))
    return failure();
  return verifyCollectiveReducer("all-reduce-start", getInputs().getTypes(),
                                 region.getArgumentTypes(), *returnTypes,
                                 getLoc());
}

LogicalResult AllReduceDoneOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &results) {
  // XLA: the done's shape is the start's.
  Type operand = adaptor.getOperand().getType();
  appendElements(operand, results);
  for (Type type : results)
    if (!isa<RankedTensorType>(type))
      return emitOptionalError(location, "all-reduce-done operand ",
                               getXlaShapeString(operand),
                               " must be an array or a tuple of arrays");
  return success();
}

LogicalResult AllReduceDoneOp::verify() {
  return verifyStartOperand<AllReduceStartOp>(*this, "an all_reduce_start");
}

LogicalResult AllGatherStartOp::verify() {
  // XLA: (operands, gathered), each packed when there are several.
  Type type = getResult().getType();
  auto tuple = cast<TupleType>(type);
  Type inputs = packTypes(getContext(), getInputs().getTypes());
  if (tuple.size() != 2 || tuple.getType(0) != inputs)
    return emitOpError("result ")
           << getXlaShapeString(type)
           << " must be a tuple (operands, gathered) whose element 0 is "
           << getXlaShapeString(inputs);
  SmallVector<Type> gathered;
  if (getInputs().size() == 1) {
    gathered.push_back(tuple.getType(1));
  } else {
    auto results = dyn_cast<TupleType>(tuple.getType(1));
    if (!results)
      return emitOpError("result element 1 ")
             << getXlaShapeString(tuple.getType(1)) << " must be a tuple of "
             << getInputs().size() << " gathered arrays";
    llvm::append_range(gathered, results.getTypes());
  }
  for (Type part : gathered)
    if (!isa<RankedTensorType>(part))
      return emitOpError("gathered value ")
             << getXlaShapeString(part) << " must be an array";
  if (failed(verifyAllGatherOp("all-gather-start", getInputs().getTypes(),
                               gathered, getAllGatherDimension(),
                               getReplicaGroups(), getChannelId().has_value(),
                               getUseGlobalDeviceIds(), getLoc())))
    return failure();
  return verifySingleUser<AllGatherDoneOp>(*this, "all_gather_done");
}

LogicalResult AllGatherDoneOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &results) {
  Type operand = adaptor.getOperand().getType();
  FailureOr<Type> gathered =
      getTupleElement("all-gather-done", operand, 1, location);
  if (failed(gathered))
    return failure();
  appendElements(*gathered, results);
  for (Type type : results)
    if (!isa<RankedTensorType>(type))
      return emitOptionalError(location, "all-gather-done operand ",
                               getXlaShapeString(operand),
                               " must hold an array or a tuple of arrays at "
                               "index 1");
  return success();
}

LogicalResult AllGatherDoneOp::verify() {
  return verifyStartOperand<AllGatherStartOp>(*this, "an all_gather_start");
}

LogicalResult CollectivePermuteStartOp::verify() {
  SmallVector<Type> permuted;
  if (failed(inferCollectivePermuteOp(
          "collective-permute-start", getOperand().getType(),
          getSourceTargetPairs(), getLoc(), permuted)))
    return failure();
  // XLA: (operand, result, context...), the contexts the backend's.
  auto tuple = cast<TupleType>(getResult().getType());
  if (tuple.size() < 2 || tuple.getType(0) != getOperand().getType() ||
      tuple.getType(1) != permuted.front())
    return emitOpError("result ")
           << getXlaShapeString(tuple)
           << " must be a tuple (operand, result, context...) whose first "
              "two elements are "
           << getXlaShapeString(getOperand().getType());
  return verifySingleUser<CollectivePermuteDoneOp>(*this,
                                                   "collective_permute_done");
}

LogicalResult CollectivePermuteDoneOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &results) {
  FailureOr<Type> result = getTupleElement(
      "collective-permute-done", adaptor.getOperand().getType(), 1, location);
  if (failed(result))
    return failure();
  results.push_back(*result);
  return success();
}

LogicalResult CollectivePermuteDoneOp::verify() {
  return verifyStartOperand<CollectivePermuteStartOp>(
      *this, "a collective_permute_start");
}

LogicalResult CopyStartOp::inferReturnTypes(MLIRContext *context,
                                            std::optional<Location>,
                                            Adaptor adaptor,
                                            SmallVectorImpl<Type> &results) {
  Type operand = adaptor.getOperand().getType();
  Type context32 = RankedTensorType::get(
      {}, IntegerType::get(context, 32, IntegerType::Unsigned));
  results.push_back(TupleType::get(context, {operand, operand, context32}));
  return success();
}

LogicalResult CopyStartOp::verify() {
  if (std::optional<int32_t> index = getCrossProgramPrefetchIndex())
    if (*index < 0)
      return emitOpError("cross_program_prefetch_index must be >= 0, got ")
             << *index;
  return verifySingleUser<CopyDoneOp>(*this, "copy_done");
}

LogicalResult CopyDoneOp::inferReturnTypes(MLIRContext *,
                                           std::optional<Location> location,
                                           Adaptor adaptor,
                                           SmallVectorImpl<Type> &results) {
  Type operand = adaptor.getOperand().getType();
  FailureOr<Type> source = getTupleElement("copy-done", operand, 1, location);
  if (failed(source))
    return failure();
  Type destination = cast<TupleType>(operand).getType(0);
  if (destination != *source || !isa<RankedTensorType>(destination))
    return emitOptionalError(location, "copy-done operand ",
                             getXlaShapeString(operand),
                             " must hold one array type as destination and "
                             "source");
  results.push_back(destination);
  return success();
}

LogicalResult CopyDoneOp::verify() {
  return verifyStartOperand<CopyStartOp>(*this, "a copy_start");
}

/// XLA's CheckAsyncOpComputationShapes: `context` (of `opcode`) is a tuple
/// of at least two elements, the parameters of the wrapped computation as
/// a tuple and its result.
static LogicalResult verifyAsyncContext(Operation *op, StringRef opcode,
                                        Type context) {
  auto tuple = dyn_cast<TupleType>(context);
  if (!tuple || tuple.size() < 2 || !isa<TupleType>(tuple.getType(0)))
    return op->emitOpError()
           << opcode << " context " << getXlaShapeString(context)
           << " must be a tuple ((operands), result, context...)";
  return success();
}

/// The async_start at the head of the chain `op` (an async_update or
/// async_done) belongs to, after checking that each link is an async_start
/// or async_update of the same computation.
template <typename Op> static LogicalResult verifyAsyncLink(Op op) {
  if (failed(verifyStartOperand<AsyncStartOp, AsyncUpdateOp>(
          op, "an async_start or async_update")))
    return failure();
  Operation *previous = op.getOperand().getDefiningOp();
  FlatSymbolRefAttr calls = isa<AsyncStartOp>(previous)
                                ? cast<AsyncStartOp>(previous).getCallsAttr()
                                : cast<AsyncUpdateOp>(previous).getCallsAttr();
  StringRef thread =
      isa<AsyncStartOp>(previous)
          ? cast<AsyncStartOp>(previous).getAsyncExecutionThread()
          : cast<AsyncUpdateOp>(previous).getAsyncExecutionThread();
  if (calls != op.getCallsAttr() || thread != op.getAsyncExecutionThread())
    return op.emitOpError("wraps ")
           << op.getCallsAttr() << " on thread \""
           << op.getAsyncExecutionThread() << "\" but its operand wraps "
           << calls << " on thread \"" << thread << "\"";
  return success();
}

LogicalResult AsyncStartOp::verify() {
  if (failed(verifyAsyncContext(*this, "async-start", getType())))
    return failure();
  auto params = cast<TupleType>(cast<TupleType>(getType()).getType(0));
  if (TypeRange(params.getTypes()) != getInputs().getTypes())
    return emitOpError("context element 0 ")
           << getXlaShapeString(params) << " must hold the operands' types";
  return verifySingleUser<AsyncUpdateOp, AsyncDoneOp>(
      *this, "an async_update or async_done");
}

LogicalResult
AsyncStartOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  auto callee = dyn_cast_or_null<FunctionOpInterface>(
      symbolTable.lookupNearestSymbolFrom(*this, getCallsAttr()));
  auto type = callee ? dyn_cast<FunctionType>(callee.getFunctionType())
                     : FunctionType();
  if (!type)
    return emitOpError("wrapped computation ")
           << getCallsAttr() << " is not a function of the module";
  // XLA: element 0 is the computation's parameters, element 1 its result
  // (a tuple when it returns several values).
  auto context = cast<TupleType>(getType());
  Type params = TupleType::get(getContext(), type.getInputs());
  Type result = packTypes(getContext(), type.getResults());
  if (context.getType(0) != params || context.getType(1) != result)
    return emitOpError("context ")
           << getXlaShapeString(context)
           << " must start with the parameters and result of " << getCalls()
           << ", " << getXlaShapeString(params) << " and "
           << getXlaShapeString(result);
  return success();
}

LogicalResult AsyncUpdateOp::inferReturnTypes(MLIRContext *,
                                              std::optional<Location>,
                                              Adaptor adaptor,
                                              SmallVectorImpl<Type> &results) {
  results.push_back(adaptor.getOperand().getType());
  return success();
}

LogicalResult AsyncUpdateOp::verify() {
  if (failed(verifyAsyncContext(*this, "async-update", getType())) ||
      failed(verifyAsyncLink(*this)))
    return failure();
  return verifySingleUser<AsyncUpdateOp, AsyncDoneOp>(
      *this, "an async_update or async_done");
}

LogicalResult AsyncDoneOp::inferReturnTypes(MLIRContext *,
                                            std::optional<Location> location,
                                            Adaptor adaptor,
                                            SmallVectorImpl<Type> &results) {
  FailureOr<Type> result = getTupleElement(
      "async-done", adaptor.getOperand().getType(), 1, location);
  if (failed(result))
    return failure();
  results.push_back(*result);
  return success();
}

LogicalResult AsyncDoneOp::verify() {
  if (failed(verifyAsyncContext(*this, "async-done", getOperand().getType())))
    return failure();
  return verifyAsyncLink(*this);
}
