//===- ControlFlow.cpp - scf ops carrying buffers -------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the scf ops of convert-memref-to-tensor. A region
// that writes a buffer defined outside it changes that buffer's tensor, so
// the op carries the tensor: `scf.for` as one more iter_arg, `scf.if` as one
// more result yielded by both branches, `scf.while` as one more value of
// both regions. The regions are converted with the buffers bound to the
// carried values, and the buffers' tensors after the op are its results.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace xhlo::memref_to_tensor;

/// The memrefs `op` writes: stores, copy targets, linalg outputs, written
/// arguments of calls.
static SmallVector<Value> getWrittenMemrefs(Operation *op,
                                            const WrittenArguments &written,
                                            SymbolTableCollection &symbols) {
  if (auto call = dyn_cast<func::CallOp>(op)) {
    auto callee = symbols.lookupNearestSymbolFrom<func::FuncOp>(
        call, call.getCalleeAttr());
    auto it = callee ? written.find(callee) : written.end();
    SmallVector<Value> memrefs;
    unsigned next = 0;
    for (Value operand : call.getOperands()) {
      if (!isa<MemRefType>(operand.getType()))
        continue;
      if (it == written.end() || it->second[next])
        memrefs.push_back(operand);
      ++next;
    }
    return memrefs;
  }
  return getDirectlyWritten(op);
}

SmallVector<Value> Converter::getWrittenBuffers(Operation *op) {
  llvm::SetVector<Value> buffers;
  op->walk([&](Operation *nested) {
    for (Value memref : getWrittenMemrefs(nested, written, symbols)) {
      Value buffer = getBuffer(memref);
      Operation *owner = buffer.getDefiningOp();
      if (!owner)
        owner = buffer.getParentBlock()->getParentOp();
      if (!op->isAncestor(owner) && current.count(buffer))
        buffers.insert(buffer);
    }
  });
  return buffers.takeVector();
}

/// Moves the ops of `from` to the end of `to` and replaces the arguments of
/// `from` by the first ones of `to`.
static void moveBlock(Block *from, Block *to) {
  for (auto [old, replacement] :
       llvm::zip(from->getArguments(), to->getArguments()))
    old.replaceAllUsesWith(replacement);
  to->getOperations().splice(to->end(), from->getOperations());
}

LogicalResult Converter::convertRegionOp(Operation *op, bool &handled) {
  handled = isa<scf::ForOp, scf::IfOp, scf::WhileOp>(op);
  if (!handled)
    return success();
  for (Value operand : op->getOperands())
    if (isa<BaseMemRefType>(operand.getType()))
      return op->emitError("cannot convert '")
             << op->getName() << "' to tensors: it carries a memref";
  SmallVector<Value> buffers = getWrittenBuffers(op);
  SmallVector<Value> tensors;
  for (Value buffer : buffers)
    tensors.push_back(current.lookup(buffer));
  OpBuilder builder(op);
  Location loc = op->getLoc();
  State outside = current;
  auto bind = [&](ValueRange values) {
    for (auto [buffer, value] : llvm::zip(buffers, values))
      current[buffer] = value;
  };
  auto carried = [&]() {
    SmallVector<Value> values;
    for (Value buffer : buffers)
      values.push_back(current.lookup(buffer));
    return values;
  };

  if (auto forOp = dyn_cast<scf::ForOp>(op)) {
    if (buffers.empty())
      return convertBlock(*forOp.getBody());
    SmallVector<Value> inits(forOp.getInitArgs());
    llvm::append_range(inits, tensors);
    auto converted = builder.create<scf::ForOp>(loc, forOp.getLowerBound(),
                                                forOp.getUpperBound(),
                                                forOp.getStep(), inits);
    Block *body = converted.getBody();
    moveBlock(forOp.getBody(), body);
    unsigned numOld = forOp.getNumResults();
    bind(body->getArguments().drop_front(1 + numOld));
    if (failed(convertBlock(*body)))
      return failure();
    body->getTerminator()->insertOperands(numOld, carried());
    current = outside;
    bind(converted.getResults().drop_front(numOld));
    forOp.replaceAllUsesWith(converted.getResults().take_front(numOld));
    erase(op);
    return success();
  }

  if (auto ifOp = dyn_cast<scf::IfOp>(op)) {
    if (buffers.empty()) {
      for (Region &region : ifOp->getRegions()) {
        for (Block &block : region) {
          if (failed(convertBlock(block)))
            return failure();
          current = outside;
        }
      }
      return success();
    }
    SmallVector<Type> types(ifOp.getResultTypes());
    for (Value tensor : tensors)
      types.push_back(tensor.getType());
    auto converted = builder.create<scf::IfOp>(loc, types, ifOp.getCondition(),
                                               /*addThenBlock=*/true,
                                               /*addElseBlock=*/true);
    unsigned numOld = ifOp.getNumResults();
    for (auto [from, to] :
         {std::pair{&ifOp.getThenRegion(), &converted.getThenRegion()},
          std::pair{&ifOp.getElseRegion(), &converted.getElseRegion()}}) {
      Block *block = &to->front();
      if (from->empty()) {
        OpBuilder::atBlockEnd(block).create<scf::YieldOp>(loc);
      } else {
        moveBlock(&from->front(), block);
      }
      current = outside;
      if (failed(convertBlock(*block)))
        return failure();
      block->getTerminator()->insertOperands(numOld, carried());
    }
    current = outside;
    bind(converted.getResults().drop_front(numOld));
    ifOp.replaceAllUsesWith(converted.getResults().take_front(numOld));
    erase(op);
    return success();
  }

  auto whileOp = cast<scf::WhileOp>(op);
  if (buffers.empty()) {
    for (Region &region : whileOp->getRegions()) {
      if (failed(convertBlock(region.front())))
        return failure();
      current = outside;
    }
    return success();
  }
  SmallVector<Value> inits(whileOp.getInits());
  llvm::append_range(inits, tensors);
  SmallVector<Type> types(whileOp.getResultTypes());
  for (Value tensor : tensors)
    types.push_back(tensor.getType());
  auto converted = builder.create<scf::WhileOp>(loc, types, inits);
  unsigned numBefore = whileOp.getInits().size();
  unsigned numAfter = whileOp.getNumResults();
  SmallVector<Type> beforeTypes(whileOp.getInits().getTypes());
  SmallVector<Location> beforeLocs(beforeTypes.size(), loc);
  for (Value tensor : tensors) {
    beforeTypes.push_back(tensor.getType());
    beforeLocs.push_back(loc);
  }
  SmallVector<Location> afterLocs(types.size(), loc);
  Block *before =
      builder.createBlock(&converted.getBefore(), {}, beforeTypes, beforeLocs);
  Block *after =
      builder.createBlock(&converted.getAfter(), {}, types, afterLocs);
  moveBlock(&whileOp.getBefore().front(), before);
  bind(before->getArguments().drop_front(numBefore));
  if (failed(convertBlock(*before)))
    return failure();
  // scf.condition(%c) args...: the carried values follow the forwarded ones.
  Operation *condition = before->getTerminator();
  condition->insertOperands(condition->getNumOperands(), carried());
  current = outside;
  moveBlock(&whileOp.getAfter().front(), after);
  bind(after->getArguments().drop_front(numAfter));
  if (failed(convertBlock(*after)))
    return failure();
  after->getTerminator()->insertOperands(numBefore, carried());
  current = outside;
  bind(converted.getResults().drop_front(numAfter));
  whileOp.replaceAllUsesWith(converted.getResults().take_front(numAfter));
  erase(op);
  return success();
}
