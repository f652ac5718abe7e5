//===- Isolation.cpp - Isolate the regions of hlo control flow ------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file makes the regions of hlo.while and hlo.conditional isolated from
// above, as XLA's computations are, once the scf conversion has moved scf
// regions into them: constants used from outside are cloned in, and every
// other such value is passed in, as more loop state (the body passes it on
// unchanged) or as part of the branch's one operand (a tuple when there are
// several values). Inner ops are isolated first, so the values they take in
// become uses of the enclosing region in turn.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"
#include "xhlo/Conversion/ScfToHlo/ScfToHlo.h"

#include "xhlo/Conversion/HloTypeConverter.h"
#include "xhlo/Dialect/Hlo/IR/HloControlFlowOps.h"
#include "xhlo/Dialect/Hlo/IR/HloDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Transforms/RegionUtils.h"

using namespace mlir;
using namespace xhlo;

std::optional<std::string>
scf_to_hlo::whyNotIsolatable(Operation *op,
                             const HloTypeConverter &typeConverter) {
  // The values used inside from outside. (Not getUsedValuesDefinedAbove: it
  // misses the arguments of blocks the conversion has replaced, which have
  // no region.)
  SetVector<Value> captured;
  op->walk([&](Operation *inner) {
    if (inner == op)
      return;
    for (Value operand : inner->getOperands()) {
      Region *region = operand.getParentRegion();
      if (!region || !op->isAncestor(region->getParentOp()))
        captured.insert(operand);
    }
  });
  for (Value value : captured) {
    if (typeConverter.convertToHloTensorType(value.getType()))
      continue;
    std::string text;
    llvm::raw_string_ostream os(text);
    os << "its regions use a value of type '" << value.getType()
       << "' from outside, which has no hlo equivalent (hlo regions only "
          "take hlo arrays)";
    return text;
  }
  return std::nullopt;
}

/// Whether `value` is made by a constant that may be cloned into a region.
static bool isClonableConstant(Value value) {
  Operation *def = value.getDefiningOp();
  return def && def->getNumOperands() == 0 && def->getNumRegions() == 0 &&
         def->getNumResults() == 1 && matchPattern(value, m_Constant());
}

/// The values `region` uses from outside, after cloning in the constants.
static SetVector<Value> cloneConstantsAndCollect(Region &region) {
  SetVector<Value> captured;
  getUsedValuesDefinedAbove(region, captured);
  SetVector<Value> passed;
  for (Value value : captured) {
    if (!isClonableConstant(value)) {
      passed.insert(value);
      continue;
    }
    OpBuilder builder = OpBuilder::atBlockBegin(&region.front());
    Operation *clone = builder.clone(*value.getDefiningOp());
    replaceAllUsesInRegionWith(value, clone->getResult(0), region);
  }
  return passed;
}

/// Whether `type` is a type hlo values have: an array, a tuple or a token.
static bool isHloValueType(Type type) {
  return isHloTensorType(type) || isa<TupleType, hlo::TokenType>(type);
}

/// The hlo array that `value` was made from by a source materialization of
/// the type rule (`tensor.extract` of a 0-d array, then `arith.index_cast`
/// for index), or null.
static Value getMaterializedFrom(Value value, Type converted) {
  Value scalar = value;
  if (auto cast = scalar.getDefiningOp<arith::IndexCastOp>())
    scalar = cast.getIn();
  auto extract = scalar.getDefiningOp<tensor::ExtractOp>();
  if (!extract || !extract.getIndices().empty() ||
      extract.getTensor().getType() != converted)
    return nullptr;
  return extract.getTensor();
}

/// The values a region uses from outside and the hlo values that carry them
/// in: `carried` are distinct, and `used[k]` comes in as
/// `carried[slots[k]]`.
struct PassedValues {
  SmallVector<Value> used;
  SmallVector<Value> carried;
  SmallVector<unsigned> slots;
};

/// How `values`, used in a region of `op` from outside, are carried in:
/// hlo values as they are, source materializations as the array they came
/// from, other scalars converted before `op`.
static FailureOr<PassedValues>
convertPassedValues(Operation *op, ArrayRef<Value> values,
                    const TypeConverter &typeConverter) {
  OpBuilder builder(op);
  PassedValues passed;
  DenseMap<Value, unsigned> slotOf;
  for (Value value : values) {
    Type type = typeConverter.convertType(value.getType());
    Value carried;
    if (type == value.getType())
      carried = value;
    else if (Value from = getMaterializedFrom(value, type))
      carried = from;
    else if (type && isHloTensorType(type))
      carried = typeConverter.materializeTargetConversion(builder, op->getLoc(),
                                                          type, value);
    if (!carried || !isHloValueType(carried.getType()))
      return op->emitError("cannot pass a value of type ")
             << value.getType() << " into the region of '" << op->getName()
             << "': hlo regions only take hlo values";
    auto [it, inserted] = slotOf.try_emplace(carried, passed.carried.size());
    if (inserted)
      passed.carried.push_back(carried);
    passed.used.push_back(value);
    passed.slots.push_back(it->second);
  }
  return passed;
}

/// Replaces the uses of `original` in `region` by `inside`, brought back to
/// the original type where the two differ.
static void replaceInside(Region &region, Value original, Value inside,
                          const TypeConverter &typeConverter) {
  bool used = llvm::any_of(original.getUses(), [&](OpOperand &use) {
    return region.isAncestor(use.getOwner()->getParentRegion());
  });
  if (!used)
    return;
  if (inside.getType() != original.getType()) {
    OpBuilder builder(region.getContext());
    builder.setInsertionPointAfterValue(inside);
    inside = typeConverter.materializeSourceConversion(
        builder, original.getLoc(), original.getType(), inside);
  }
  replaceAllUsesInRegionWith(original, inside, region);
}

/// Erases the source materialization that made `value` if nothing reads it
/// any more (its region reads the hlo array it came from instead).
static void eraseIfDeadMaterialization(Value value) {
  while (Operation *def = value.getDefiningOp()) {
    if (!isa<tensor::ExtractOp, arith::IndexCastOp>(def) || !def->use_empty())
      return;
    value = def->getOperand(0);
    def->erase();
  }
}

/// Passes the values the regions of `op` use from outside as more state;
/// a value the loop already carries unchanged is read from its slot.
static LogicalResult isolateWhile(hlo::WhileOp op,
                                  const TypeConverter &typeConverter) {
  SetVector<Value> used = cloneConstantsAndCollect(op.getCond());
  used.set_union(cloneConstantsAndCollect(op.getBody()));
  if (used.empty())
    return success();
  FailureOr<PassedValues> passed =
      convertPassedValues(op, used.getArrayRef(), typeConverter);
  if (failed(passed))
    return failure();

  // The state slots the body passes on unchanged, by their initial value.
  unsigned numState = op->getNumOperands();
  Operation *ret = op.getBody().front().getTerminator();
  DenseMap<Value, unsigned> invariantSlot;
  for (unsigned k = 0; k < numState; ++k)
    if (ret->getOperand(k) == op.getBody().front().getArgument(k))
      invariantSlot.try_emplace(op->getOperand(k), k);
  // The slot of each carried value: an invariant one, or a new one.
  SmallVector<Value> init(op.getOperands());
  SmallVector<unsigned> slotOfCarried;
  for (Value carried : passed->carried) {
    auto it = invariantSlot.find(carried);
    if (it != invariantSlot.end()) {
      slotOfCarried.push_back(it->second);
      continue;
    }
    slotOfCarried.push_back(init.size());
    init.push_back(carried);
  }

  OpBuilder builder(op);
  auto loop = builder.create<hlo::WhileOp>(op.getLoc(), init);
  for (auto [from, to] : llvm::zip(op->getRegions(), loop->getRegions())) {
    to.takeBody(from);
    Block &block = to.front();
    SmallVector<Value> newArgs;
    for (Value value : ArrayRef<Value>(init).drop_front(numState))
      newArgs.push_back(block.addArgument(value.getType(), op.getLoc()));
    for (auto [value, slot] : llvm::zip(passed->used, passed->slots))
      replaceInside(to, value, block.getArgument(slotOfCarried[slot]),
                    typeConverter);
    if (&to == &loop.getBody())
      cast<hlo::ReturnOp>(block.getTerminator())
          .getResultsMutable()
          .append(newArgs);
  }
  op->replaceAllUsesWith(loop->getResults().take_front(op->getNumResults()));
  op->erase();
  for (Value value : passed->used)
    eraseIfDeadMaterialization(value);
  return success();
}

/// Passes the values each branch of `op` uses from outside in its operand.
static LogicalResult isolateConditional(hlo::ConditionalOp op,
                                        const TypeConverter &typeConverter) {
  for (auto [i, branch] : llvm::enumerate(op.getBranches())) {
    SetVector<Value> used = cloneConstantsAndCollect(branch);
    if (used.empty())
      continue;
    FailureOr<PassedValues> passed =
        convertPassedValues(op, used.getArrayRef(), typeConverter);
    if (failed(passed))
      return failure();
    // The branch's operand when the branch reads it, then the values.
    Block &block = branch.front();
    BlockArgument oldArg = block.getArgument(0);
    Value oldOperand = op.getBranchOperands()[i];
    SmallVector<Value> elements;
    if (!oldArg.use_empty())
      elements.push_back(oldOperand);
    unsigned first = elements.size();
    llvm::append_range(elements, passed->carried);

    OpBuilder builder(op);
    Value operand =
        elements.size() == 1
            ? elements.front()
            : builder.create<hlo::TupleOp>(op.getLoc(), elements).getResult();
    BlockArgument arg = block.addArgument(operand.getType(), op.getLoc());
    SmallVector<Value> unpacked;
    builder.setInsertionPointToStart(&block);
    for (unsigned e = 0; e < elements.size(); ++e)
      unpacked.push_back(
          elements.size() == 1
              ? Value(arg)
              : builder.create<hlo::GetTupleElementOp>(op.getLoc(), arg, e));
    if (!oldArg.use_empty())
      oldArg.replaceAllUsesWith(unpacked.front());
    for (auto [value, slot] : llvm::zip(passed->used, passed->slots)) {
      replaceInside(branch, value, unpacked[first + slot], typeConverter);
      eraseIfDeadMaterialization(value);
    }
    block.eraseArgument(0);
    op->setOperand(1 + i, operand);
    // The empty tuple made for the branch, if nothing else reads it.
    if (Operation *def = oldOperand.getDefiningOp();
        def && isa<hlo::TupleOp>(def) && def->use_empty())
      def->erase();
  }
  return success();
}

LogicalResult xhlo::isolateHloRegions(Operation *root,
                                      const TypeConverter &typeConverter,
                                      bool *changed) {
  SmallVector<Operation *> ops;
  root->walk<WalkOrder::PostOrder>([&](Operation *op) {
    if (isa<hlo::WhileOp, hlo::ConditionalOp>(op))
      ops.push_back(op);
  });
  // Conservatively: any region to isolate may change.
  if (changed && !ops.empty())
    *changed = true;
  for (Operation *op : ops) {
    LogicalResult result =
        isa<hlo::WhileOp>(op)
            ? isolateWhile(cast<hlo::WhileOp>(op), typeConverter)
            : isolateConditional(cast<hlo::ConditionalOp>(op), typeConverter);
    if (failed(result))
      return failure();
  }
  return success();
}
