//===- Elementwise.cpp - The linalg op of a band --------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file builds the linalg op a raised band stands for. Its dimensions
// are the band's loops, those the store indexes first (in the store's
// memref order, so that the output map is an identity) and the others
// after, as reductions; its operands are the views of the loads (each
// distinct access once) and of the store. The payload is the band's
// computation: loads are payload arguments, induction variables
// `lb + step * linalg.index`, affine.apply ops expanded to arith. A band
// without mask or reduction that only moves one value becomes a named op:
// `linalg.fill` (a value from outside the loops), `linalg.copy`,
// `linalg.transpose` or `linalg.broadcast` (a load whose map permutes or
// drops the store's dimensions).
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "mlir/Dialect/Affine/Utils.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace xhlo::affine_to_linalg;

/// The ops of `root` (neither loads nor loops nor ifs) that `value` depends
/// on, in program order.
static SmallVector<Operation *> collectSlice(Operation *root, Value value) {
  llvm::SetVector<Operation *> slice;
  SmallVector<Value> worklist{value};
  while (!worklist.empty()) {
    Operation *def = worklist.pop_back_val().getDefiningOp();
    if (!def || !root->isProperAncestor(def) ||
        isa<affine::AffineLoadOp>(def) || !slice.insert(def))
      continue;
    llvm::append_range(worklist, def->getOperands());
  }
  SmallVector<Operation *> ordered;
  root->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (slice.contains(op))
      ordered.push_back(op);
  });
  return ordered;
}

/// Whether `value` is defined outside `root` or by an operand-less
/// constant, so that a fill can take it.
static bool isUniform(Operation *root, Value value) {
  Operation *def = value.getDefiningOp();
  if (!def)
    return !root->isAncestor(value.getParentBlock()->getParentOp());
  return !root->isProperAncestor(def) ||
         (def->hasTrait<OpTrait::ConstantLike>() && def->getNumOperands() == 0);
}

/// Builds the named op for a band that only moves one value, if it is one.
static Operation *buildNamedOp(OpBuilder &builder, Location loc, Band &band,
                               const BandPlan &plan, ArrayRef<Value> inputs,
                               ArrayRef<AffineMap> maps,
                               DenseMap<Operation *, unsigned> &inputOf,
                               Value output) {
  if (!plan.mask.empty() || !plan.reductionDims.empty())
    return nullptr;
  Operation *root = band.root;
  Value stored = band.store.getValueToStore();
  if (isUniform(root, stored)) {
    if (Operation *def = stored.getDefiningOp();
        def && root->isProperAncestor(def))
      stored = builder.clone(*def)->getResult(0);
    return builder.create<linalg::FillOp>(loc, TypeRange{}, ValueRange{stored},
                                          ValueRange{output});
  }
  auto load = stored.getDefiningOp<affine::AffineLoadOp>();
  if (!load || !inputOf.count(load) ||
      llvm::is_contained(plan.accLoads, load.getOperation()))
    return nullptr;
  unsigned input = inputOf[load];
  AffineMap map = maps[input];
  if (!map.isProjectedPermutation())
    return nullptr;
  if (map.isIdentity())
    return builder.create<linalg::CopyOp>(
        loc, TypeRange{}, ValueRange{inputs[input]}, ValueRange{output});
  if (map.isPermutation()) {
    // Output dimension i is input dimension permutation[i].
    SmallVector<int64_t> permutation(map.getNumResults());
    for (unsigned r = 0, e = map.getNumResults(); r < e; ++r)
      permutation[map.getDimPosition(r)] = r;
    return builder.create<linalg::TransposeOp>(loc, inputs[input], output,
                                               permutation);
  }
  // A broadcast keeps the input's dimensions in order.
  SmallVector<int64_t> added;
  unsigned next = 0;
  for (unsigned d = 0, e = map.getNumDims(); d < e; ++d) {
    if (next < map.getNumResults() && map.getDimPosition(next) == d)
      ++next;
    else
      added.push_back(d);
  }
  if (next != map.getNumResults())
    return nullptr;
  return builder.create<linalg::BroadcastOp>(loc, inputs[input], output, added);
}

Operation *xhlo::affine_to_linalg::buildLinalgOp(Band &band,
                                                 const BandPlan &plan) {
  Operation *root = band.root;
  OpBuilder builder(root);
  Location loc = band.store.getLoc();
  unsigned numDims = band.getNumDims();

  // Dimensions: the store's first, then the reductions.
  SmallVector<unsigned> positions(numDims);
  unsigned next = 0;
  for (unsigned p : plan.parallelDims)
    positions[p] = next++;
  for (unsigned p : plan.reductionDims)
    positions[p] = next++;

  // A copy of the stored memref for the loads that read it elsewhere.
  Value snapshot;
  if (!plan.snapshotLoads.empty()) {
    auto type = cast<MemRefType>(plan.store.memref.getType());
    snapshot = builder.create<memref::AllocOp>(loc, type);
    builder.create<memref::CopyOp>(loc, plan.store.memref, snapshot);
  }

  // Inputs, each distinct access once.
  SmallVector<Value> inputs;
  SmallVector<AffineMap> maps;
  SmallVector<std::pair<const Access *, bool>> inputAccesses;
  DenseMap<Operation *, unsigned> inputOf;
  for (const Access &load : plan.loads) {
    if (llvm::is_contained(plan.accLoads, load.op))
      continue;
    bool fromSnapshot = llvm::is_contained(plan.snapshotLoads, load.op);
    auto *same = llvm::find_if(inputAccesses, [&](auto &other) {
      return other.second == fromSnapshot && other.first->isSameAs(load);
    });
    if (same != inputAccesses.end()) {
      inputOf[load.op] = same - inputAccesses.begin();
      continue;
    }
    inputOf[load.op] = inputs.size();
    inputs.push_back(buildView(builder, loc, band, load,
                               fromSnapshot ? snapshot : load.memref));
    maps.push_back(getIndexingMap(load, positions, numDims));
    inputAccesses.push_back({&load, fromSnapshot});
  }
  Value output = buildView(builder, loc, band, plan.store, plan.store.memref);
  AffineMap outputMap = getIndexingMap(plan.store, positions, numDims);

  // The buffers made here (the copy, the sizing operand) die after the op.
  SmallVector<Value> temporaries;
  if (snapshot)
    temporaries.push_back(snapshot);
  auto release = [&](Operation *op) {
    builder.setInsertionPointAfter(op);
    for (Value temporary : temporaries)
      builder.create<memref::DeallocOp>(loc, temporary);
    return op;
  };
  if (Operation *named =
          buildNamedOp(builder, loc, band, plan, inputs, maps, inputOf, output))
    return release(named);

  // Dimensions no map indexes directly (the window of a pooling, loops the
  // computation ignores) get their size from an operand the payload does
  // not read.
  SmallVector<bool> sized(numDims, false);
  SmallVector<AffineMap> allMaps(maps);
  allMaps.push_back(outputMap);
  for (AffineMap map : allMaps)
    for (AffineExpr result : map.getResults())
      if (auto dim = dyn_cast<AffineDimExpr>(result))
        sized[dim.getPosition()] = true;
  SmallVector<int64_t> unsizedShape;
  SmallVector<AffineExpr> unsizedDims;
  for (unsigned p = 0; p < numDims; ++p) {
    if (sized[positions[p]])
      continue;
    unsizedShape.push_back(band.trips[p]);
    unsizedDims.push_back(builder.getAffineDimExpr(positions[p]));
  }
  if (!unsizedShape.empty()) {
    auto type = MemRefType::get(
        unsizedShape,
        cast<MemRefType>(plan.store.memref.getType()).getElementType());
    inputs.push_back(builder.create<memref::AllocOp>(loc, type));
    temporaries.push_back(inputs.back());
    maps.push_back(
        AffineMap::get(numDims, 0, unsizedDims, builder.getContext()));
  }
  maps.push_back(outputMap);

  SmallVector<utils::IteratorType> iterators(numDims,
                                             utils::IteratorType::reduction);
  for (unsigned i = 0, e = plan.parallelDims.size(); i < e; ++i)
    iterators[i] = utils::IteratorType::parallel;

  auto body = [&](OpBuilder &b, Location bodyLoc, ValueRange args) {
    Value out = args.back();
    IRMapping mapping;
    for (const Access &load : plan.loads)
      mapping.map(load.op->getResult(0),
                  llvm::is_contained(plan.accLoads, load.op)
                      ? out
                      : args[inputOf[load.op]]);
    Value stored = band.store.getValueToStore();
    Value computed = plan.reduction ? plan.reduction->x : stored;
    SmallVector<Operation *> slice = collectSlice(root, computed);
    // The band dimensions as indices, and the induction variables used.
    SmallVector<Value> dims;
    for (unsigned p = 0; p < numDims; ++p)
      dims.push_back(b.create<linalg::IndexOp>(bodyLoc, positions[p]));
    for (auto [p, loop] : llvm::enumerate(band.loops)) {
      Value iv = loop.getInductionVar();
      bool used = computed == iv || llvm::any_of(slice, [&](Operation *op) {
                    return llvm::is_contained(op->getOperands(), iv);
                  });
      if (!used)
        continue;
      Value value = dims[p];
      if (band.steps[p] != 1)
        value = b.create<arith::MulIOp>(
            bodyLoc, value,
            b.create<arith::ConstantIndexOp>(bodyLoc, band.steps[p]));
      if (band.lbs[p] != 0)
        value = b.create<arith::AddIOp>(
            bodyLoc, value,
            b.create<arith::ConstantIndexOp>(bodyLoc, band.lbs[p]));
      mapping.map(iv, value);
    }
    for (Operation *op : slice) {
      if (auto apply = dyn_cast<affine::AffineApplyOp>(op)) {
        SmallVector<Value> operands;
        for (Value operand : apply.getMapOperands())
          operands.push_back(mapping.lookupOrDefault(operand));
        std::optional<SmallVector<Value, 8>> expanded =
            affine::expandAffineMap(b, bodyLoc, apply.getAffineMap(), operands);
        mapping.map(apply.getResult(), (*expanded)[0]);
        continue;
      }
      b.clone(*op, mapping);
    }
    Value value = mapping.lookupOrDefault(computed);
    Value mask;
    if (!plan.mask.empty())
      mask = buildMask(b, bodyLoc, band, plan.mask, dims);
    if (plan.reduction) {
      if (plan.reduction->negate)
        value = buildNegate(b, bodyLoc, value);
      if (mask) {
        Value identity = b.create<arith::ConstantOp>(
            bodyLoc, getReductionIdentity(*plan.reduction, value.getType()));
        value = b.create<arith::SelectOp>(bodyLoc, mask, value, identity);
      }
      value = buildCombine(b, bodyLoc, *plan.reduction, out, value);
    } else if (mask) {
      value = b.create<arith::SelectOp>(bodyLoc, mask, value, out);
    }
    b.create<linalg::YieldOp>(bodyLoc, value);
  };
  auto generic = builder.create<linalg::GenericOp>(
      loc, TypeRange{}, inputs, ValueRange{output}, maps, iterators, body);
  // Drop the indices the payload does not use.
  for (Operation &op :
       llvm::make_early_inc_range(llvm::reverse(generic.getRegion().front())))
    if (isa<linalg::IndexOp, arith::ConstantOp>(op) && op.use_empty())
      op.erase();
  if (plan.mask.empty()) {
    builder.setInsertionPoint(generic);
    if (Operation *named = specializeContraction(builder, generic)) {
      generic.erase();
      return release(named);
    }
  }
  return release(generic);
}
