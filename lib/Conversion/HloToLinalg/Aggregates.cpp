//===- Aggregates.cpp - Fusions inlined, tuples and tokens taken apart ----===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the step convert-hlo-to-linalg runs before its
// conversion: every hlo.fusion is replaced by its computation (the
// interpreter runs a fusion as its computation; linalg's elementwise fusion
// fuses the lowered ops again), and values of tuple and token types are
// taken apart into their array leaves (a token has none): tuple and
// get_tuple_element are forwarded, after_all, add_dependency,
// opt_barrier and domain pass their values through (their only meaning is
// an order or a sharding boundary, and the compiled program runs its ops
// in program order on one device), the asynchronous wrappers become what
// the interpreter runs at their start (copy_start's destination and
// source are its operand, async_start calls its computation; their
// contexts are zeros, the done ops take their element), and while,
// conditional, call, return and private functions carry the leaves instead
// of the aggregates. A conditional whose branch operands are aggregates
// (a branch takes exactly one operand in hlo) becomes scf.if /
// scf.index_switch here, its branches taking the leaves from above; the
// rest of the conversion lowers what is inside. What still consumes an
// aggregate (an entry's tuple parameter, an infeed, a custom call, ...)
// is left as it is and refused by the conversion.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "xhlo/Dialect/Hlo/IR/HloOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace xhlo;
using namespace xhlo::hlo_to_linalg;

/// Whether `type` is a tuple or a token (an aggregate to take apart).
static bool isAggregate(Type type) {
  return isa<TupleType, hlo::TokenType>(type);
}

static bool anyAggregate(TypeRange types) {
  return llvm::any_of(types, isAggregate);
}

/// The array leaves of `type`, in order: itself for an array, none for a
/// token, its elements' leaves for a tuple.
static void appendLeafTypes(Type type, SmallVectorImpl<Type> &out) {
  if (auto tuple = dyn_cast<TupleType>(type)) {
    for (Type element : tuple.getTypes())
      appendLeafTypes(element, out);
    return;
  }
  if (isa<hlo::TokenType>(type))
    return;
  out.push_back(type);
}

static SmallVector<Type> leafTypes(TypeRange types) {
  SmallVector<Type> out;
  for (Type type : types)
    appendLeafTypes(type, out);
  return out;
}

static size_t countLeaves(Type type) {
  SmallVector<Type> out;
  appendLeafTypes(type, out);
  return out.size();
}

namespace {

class Flattener {
public:
  explicit Flattener(ModuleOp module) : module(module), rewriter(module) {}

  void run();

private:
  /// The leaves of `value` (itself when it is an array). False when an
  /// aggregate has no known leaves (a value this step leaves alone).
  bool leavesOf(Value value, SmallVectorImpl<Value> &out);
  bool leavesOf(ValueRange values, SmallVectorImpl<Value> &out);

  /// Gives `value` the leaves `leaves`: an array is replaced by its one
  /// leaf, an aggregate remembered.
  void bind(Value value, ValueRange leaves);

  /// Takes apart the aggregate arguments of `block` (new arguments for
  /// their leaves, at their places) and then its ops.
  void processBlock(Block &block);
  void processOp(Operation *op);
  void processRegions(Operation *op);

  /// Replaces the operands of a terminator by their leaves.
  void flattenTerminator(Operation *op);

  void processWhile(hlo::WhileOp op);
  void processConditional(hlo::ConditionalOp op);
  void processCall(hlo::CallOp op);
  void processCopyStart(hlo::CopyStartOp op);
  void processAsyncStart(hlo::AsyncStartOp op);

  /// Zeros for the leaves of the elements of `type` (a tuple) from `from`
  /// on: the contexts of XLA's start tuples. False when one has no zero
  /// constant (the op is then left to be refused).
  bool appendZeroContexts(Location loc, TupleType type, size_t from,
                          SmallVectorImpl<Value> &out);

  /// Binds the result of `op` to the leaves of element `index` of its
  /// operand's tuple, when that operand's leaves are known.
  void bindElement(Operation *op, unsigned index);

  ModuleOp module;
  IRRewriter rewriter;
  DenseMap<Value, SmallVector<Value>> aggregates;
  /// Ops and block arguments that only aggregates used, erased at the end
  /// when nothing uses them any more.
  SmallVector<Operation *> deadOps;
  /// Private functions whose signatures are taken apart.
  DenseSet<StringRef> flattenedFunctions;
};

} // namespace

bool Flattener::leavesOf(Value value, SmallVectorImpl<Value> &out) {
  if (!isAggregate(value.getType())) {
    out.push_back(value);
    return true;
  }
  auto it = aggregates.find(value);
  if (it == aggregates.end())
    return false;
  out.append(it->second.begin(), it->second.end());
  return true;
}

bool Flattener::leavesOf(ValueRange values, SmallVectorImpl<Value> &out) {
  for (Value value : values)
    if (!leavesOf(value, out))
      return false;
  return true;
}

void Flattener::bind(Value value, ValueRange leaves) {
  if (!isAggregate(value.getType())) {
    assert(leaves.size() == 1 && "an array has one leaf");
    value.replaceAllUsesWith(leaves.front());
    return;
  }
  aggregates[value] = SmallVector<Value>(leaves.begin(), leaves.end());
}

void Flattener::processBlock(Block &block) {
  // Aggregate arguments: their leaves become arguments before them.
  for (unsigned i = 0; i < block.getNumArguments(); ++i) {
    BlockArgument arg = block.getArgument(i);
    if (!isAggregate(arg.getType()))
      continue;
    SmallVector<Type> types;
    appendLeafTypes(arg.getType(), types);
    SmallVector<Value> leaves;
    for (Type type : types)
      leaves.push_back(block.insertArgument(i++, type, arg.getLoc()));
    aggregates[block.getArgument(i)] = leaves;
  }
  for (Operation &op : llvm::make_early_inc_range(block))
    processOp(&op);
}

void Flattener::processRegions(Operation *op) {
  for (Region &region : op->getRegions())
    for (Block &block : region)
      processBlock(block);
}

void Flattener::flattenTerminator(Operation *op) {
  SmallVector<Value> leaves;
  if (!anyAggregate(op->getOperandTypes()) ||
      !leavesOf(op->getOperands(), leaves))
    return;
  op->setOperands(leaves);
}

void Flattener::processOp(Operation *op) {
  if (auto tuple = dyn_cast<hlo::TupleOp>(op)) {
    SmallVector<Value> leaves;
    if (leavesOf(tuple.getOperands(), leaves)) {
      bind(tuple.getResult(), leaves);
      deadOps.push_back(op);
    }
    return;
  }
  if (auto get = dyn_cast<hlo::GetTupleElementOp>(op)) {
    SmallVector<Value> leaves;
    if (!leavesOf(get.getOperand(), leaves))
      return;
    auto tupleType = cast<TupleType>(get.getOperand().getType());
    size_t begin = 0;
    for (int64_t k = 0; k < int64_t(get.getIndex()); ++k)
      begin += countLeaves(tupleType.getType(k));
    size_t size = countLeaves(get.getType());
    bind(get.getResult(), ArrayRef<Value>(leaves).slice(begin, size));
    deadOps.push_back(op);
    return;
  }
  if (isa<hlo::AfterAllOp>(op)) {
    bind(op->getResult(0), {});
    deadOps.push_back(op);
    return;
  }
  if (isa<hlo::AddDependencyOp, hlo::OptBarrierOp, hlo::DomainOp,
          hlo::AsyncUpdateOp>(op)) {
    SmallVector<Value> leaves;
    if (leavesOf(op->getOperand(0), leaves)) {
      bind(op->getResult(0), leaves);
      deadOps.push_back(op);
    }
    return;
  }
  if (auto start = dyn_cast<hlo::CopyStartOp>(op))
    return processCopyStart(start);
  if (auto start = dyn_cast<hlo::AsyncStartOp>(op))
    return processAsyncStart(start);
  // copy_done returns the destination, async_done the result.
  if (isa<hlo::CopyDoneOp>(op))
    return bindElement(op, 0);
  if (isa<hlo::AsyncDoneOp>(op))
    return bindElement(op, 1);
  if (auto loop = dyn_cast<hlo::WhileOp>(op))
    return processWhile(loop);
  if (auto conditional = dyn_cast<hlo::ConditionalOp>(op))
    return processConditional(conditional);
  if (auto call = dyn_cast<hlo::CallOp>(op))
    return processCall(call);
  if (isa<hlo::ReturnOp, func::ReturnOp>(op))
    return flattenTerminator(op);
  processRegions(op);
}

void Flattener::processWhile(hlo::WhileOp op) {
  SmallVector<Value> operands;
  if (!anyAggregate(op->getOperandTypes()) ||
      !leavesOf(op->getOperands(), operands) || operands.empty()) {
    // Arrays only (aggregates inside are taken apart), or state this step
    // cannot take apart (left for the conversion to refuse).
    if (!anyAggregate(op->getOperandTypes()))
      processRegions(op);
    return;
  }
  rewriter.setInsertionPoint(op);
  SmallVector<Type> types = leafTypes(op->getResultTypes());
  auto loop = rewriter.create<hlo::WhileOp>(op.getLoc(), types, operands);
  loop.getCond().takeBody(op.getCond());
  loop.getBody().takeBody(op.getBody());
  processRegions(loop);
  size_t next = 0;
  for (Value result : op->getResults()) {
    size_t n = countLeaves(result.getType());
    bind(result, loop->getResults().slice(next, n));
    next += n;
  }
  deadOps.push_back(op);
}

void Flattener::processConditional(hlo::ConditionalOp op) {
  SmallVector<Type> types = leafTypes(op->getResultTypes());
  bool aggregateOperands = anyAggregate(op.getBranchOperands().getTypes());
  if (!aggregateOperands) {
    if (!anyAggregate(op->getResultTypes()))
      return processRegions(op);
    // Aggregate results only: the same conditional on their leaves.
    rewriter.setInsertionPoint(op);
    auto flat = rewriter.create<hlo::ConditionalOp>(
        op.getLoc(), types, op.getIndex(), op.getBranchOperands(),
        op.getBranches().size());
    for (auto [from, to] : llvm::zip(op.getBranches(), flat.getBranches()))
      to.takeBody(from);
    processRegions(flat);
    size_t next = 0;
    for (Value result : op->getResults()) {
      size_t n = countLeaves(result.getType());
      bind(result, flat->getResults().slice(next, n));
      next += n;
    }
    deadOps.push_back(op);
    return;
  }
  // A branch takes exactly one operand in hlo: with aggregates the branches
  // become scf regions reading the leaves from above. The hlo.returns stay
  // and are lowered to scf.yield by the conversion, which also converts the
  // types; the results are of the converted (signless) types here, cast
  // back for their hlo users.
  for (Value operand : op.getBranchOperands()) {
    SmallVector<Value> leaves;
    if (!leavesOf(operand, leaves))
      return; // Left for the conversion to refuse.
  }
  MutableArrayRef<Region> branches = op.getBranches();
  auto indexType = cast<RankedTensorType>(op.getIndex().getType());
  if (indexType.getElementType().isInteger(1) && branches.size() != 2)
    return; // Refused by the conversion.
  Location loc = op.getLoc();
  rewriter.setInsertionPoint(op);
  SmallVector<Type> converted;
  for (Type type : types)
    converted.push_back(toSignless(cast<RankedTensorType>(type)));
  Value index =
      rewriter.create<tensor::ExtractOp>(loc, op.getIndex(), ValueRange{});
  // Each branch reads its operand from above (whose leaves are known), and
  // is then taken apart.
  auto moveBranch = [&](unsigned k, Region &target) {
    Block *block = rewriter.createBlock(&target);
    rewriter.mergeBlocks(&branches[k].front(), block,
                         op.getBranchOperands()[k]);
    processBlock(*block);
  };
  Operation *replacement = buildBranchSwitch(
      rewriter, loc, converted, index, branches.size(),
      [&](unsigned k, Region &target) { moveBranch(k, target); });
  rewriter.setInsertionPointAfter(replacement);
  SmallVector<Value> results;
  for (auto [value, type] : llvm::zip(replacement->getResults(), types)) {
    if (value.getType() == type) {
      results.push_back(value);
      continue;
    }
    results.push_back(
        rewriter.create<UnrealizedConversionCastOp>(loc, type, value)
            .getResult(0));
  }
  size_t next = 0;
  for (Value result : op->getResults()) {
    size_t n = countLeaves(result.getType());
    bind(result, ArrayRef<Value>(results).slice(next, n));
    next += n;
  }
  deadOps.push_back(op);
}

void Flattener::processCall(hlo::CallOp op) {
  if (!flattenedFunctions.contains(op.getToApply()))
    return;
  SmallVector<Value> operands;
  if (!leavesOf(op.getOperands(), operands))
    return;
  rewriter.setInsertionPoint(op);
  SmallVector<Type> types = leafTypes(op->getResultTypes());
  auto call =
      rewriter.create<hlo::CallOp>(op.getLoc(), types, op.getToApplyAttr(),
                                   operands, op.getIsCompositeAttr());
  size_t next = 0;
  for (Value result : op->getResults()) {
    size_t n = countLeaves(result.getType());
    bind(result, call->getResults().slice(next, n));
    next += n;
  }
  deadOps.push_back(op);
}

bool Flattener::appendZeroContexts(Location loc, TupleType type, size_t from,
                                   SmallVectorImpl<Value> &out) {
  SmallVector<Type> types;
  for (size_t i = from; i < type.size(); ++i)
    appendLeafTypes(type.getType(i), types);
  for (Type leaf : types) {
    auto tensor = dyn_cast<RankedTensorType>(leaf);
    auto zero =
        tensor
            ? dyn_cast_or_null<DenseElementsAttr>(rewriter.getZeroAttr(tensor))
            : DenseElementsAttr();
    if (!zero)
      return false;
    out.push_back(rewriter.create<hlo::ConstantOp>(loc, zero));
  }
  return true;
}

void Flattener::bindElement(Operation *op, unsigned index) {
  SmallVector<Value> leaves;
  Value operand = op->getOperand(0);
  if (!leavesOf(operand, leaves))
    return;
  auto tupleType = cast<TupleType>(operand.getType());
  size_t begin = 0;
  for (unsigned k = 0; k < index; ++k)
    begin += countLeaves(tupleType.getType(k));
  size_t size = countLeaves(tupleType.getType(index));
  bind(op->getResult(0), ArrayRef<Value>(leaves).slice(begin, size));
  deadOps.push_back(op);
}

void Flattener::processCopyStart(hlo::CopyStartOp op) {
  rewriter.setInsertionPoint(op);
  SmallVector<Value> leaves{op.getOperand(), op.getOperand()};
  if (!appendZeroContexts(op.getLoc(), cast<TupleType>(op.getType()), 2,
                          leaves))
    return;
  bind(op.getResult(), leaves);
  deadOps.push_back(op);
}

void Flattener::processAsyncStart(hlo::AsyncStartOp op) {
  auto callee = module.lookupSymbol<func::FuncOp>(op.getCallsAttr());
  if (!callee)
    return; // The verifier found it; nothing to call otherwise.
  // Element 0: the operands.
  SmallVector<Value> leaves;
  if (!leavesOf(op.getInputs(), leaves))
    return;
  // Element 1: the computation's results, computed at the start as the
  // interpreter computes them: a call, on the leaves when the callee's
  // signature is taken apart (a public callee with aggregates is left to be
  // refused).
  FunctionType type = callee.getFunctionType();
  bool flat = flattenedFunctions.contains(callee.getSymName());
  if (!flat &&
      (anyAggregate(type.getInputs()) || anyAggregate(type.getResults())))
    return;
  SmallVector<Type> resultTypes = flat ? leafTypes(type.getResults())
                                       : SmallVector<Type>(type.getResults());
  ValueRange operands = flat ? ValueRange(leaves) : op.getInputs();
  rewriter.setInsertionPoint(op);
  auto call = rewriter.create<hlo::CallOp>(op.getLoc(), resultTypes,
                                           op.getCallsAttr(), operands,
                                           /*is_composite=*/UnitAttr());
  llvm::append_range(leaves, call->getResults());
  // The contexts after them.
  if (!appendZeroContexts(op.getLoc(), cast<TupleType>(op.getType()), 2,
                          leaves)) {
    rewriter.eraseOp(call);
    return;
  }
  bind(op.getResult(), leaves);
  deadOps.push_back(op);
}

void Flattener::run() {
  // Fusions first: each is replaced by its computation.
  SmallVector<hlo::FusionOp> fusions;
  module.walk([&](hlo::FusionOp op) { fusions.push_back(op); });
  for (hlo::FusionOp fusion : fusions) {
    Block &body = fusion.getFusedComputation().front();
    Operation *terminator = body.getTerminator();
    SmallVector<Value> results(terminator->getOperands());
    rewriter.eraseOp(terminator);
    rewriter.inlineBlockBefore(&body, fusion, fusion.getOperands());
    rewriter.replaceOp(fusion, results);
  }

  // Private functions with aggregates in their signatures take leaves
  // (their callers are in the module); public ones keep their signatures
  // (and are refused if they have aggregates).
  SmallVector<func::FuncOp> functions;
  for (auto function : module.getOps<func::FuncOp>()) {
    FunctionType type = function.getFunctionType();
    bool aggregateSignature =
        anyAggregate(type.getInputs()) || anyAggregate(type.getResults());
    if (function.isExternal())
      continue;
    if (aggregateSignature && !function.isPrivate())
      continue;
    if (aggregateSignature)
      flattenedFunctions.insert(function.getSymName());
    functions.push_back(function);
  }
  for (func::FuncOp function : functions) {
    FunctionType type = function.getFunctionType();
    processBlock(function.getBody().front());
    for (Block &block : llvm::drop_begin(function.getBody()))
      processBlock(block);
    if (flattenedFunctions.contains(function.getSymName()))
      function.setFunctionType(FunctionType::get(module.getContext(),
                                                 leafTypes(type.getInputs()),
                                                 leafTypes(type.getResults())));
  }

  // What only aggregates used goes, users first.
  bool erased = true;
  while (erased) {
    erased = false;
    for (Operation *&op : deadOps) {
      if (op && op->use_empty()) {
        rewriter.eraseOp(op);
        op = nullptr;
        erased = true;
      }
    }
  }
  module.walk([&](Block *block) {
    for (unsigned i = block->getNumArguments(); i-- > 0;) {
      BlockArgument arg = block->getArgument(i);
      if (isAggregate(arg.getType()) && arg.use_empty() &&
          aggregates.count(arg))
        block->eraseArgument(i);
    }
  });
}

void hlo_to_linalg::flattenAggregates(ModuleOp module) {
  Flattener(module).run();
}
