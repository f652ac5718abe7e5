//===- Forall.cpp - scf.forall as a nest of scf.for -----------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file rewrites scf.forall, before the scf conversion runs, into a nest
// of scf.for that the loop patterns make hlo.while: one loop per induction
// variable (bounds and steps as the forall's, normalized or not), carrying
// one tensor per shared_out, whose body is the forall's with each
// tensor.parallel_insert_slice of its terminator a tensor.insert_slice into
// the carried tensor (hlo.dynamic_update_slice once converted). Iterations
// of an scf.forall are independent, so running them in order is one of the
// executions it allows. Inside the body the shared_outs' block arguments
// read the shared_outs as they were before the loop, which is what each
// thread sees when every thread reads before any writes (a schedule the
// forall allows); apart from overlapping writes the result does not depend
// on the order. The mapping attribute is ignored.
//
// Overlapping parallel_insert_slices leave the result undefined in MLIR. A
// write that provably overlaps, an insert whose offsets do not depend on an
// induction variable running at least twice (every value of it writes the
// same slice), is refused; other overlaps (found only at run time) take the
// value of the last iteration in order, one of the undefined outcomes.
//
// The affine.apply, affine.min and affine.max ops of the body (tiling
// computes offsets with them) become arith, which converts to hlo.
//
// An scf.forall without results whose body has no side effects computes
// nothing and is erased. What stays is explained by whyNotConvertible: a
// tensor whose shape changes between iterations (hlo arrays have static
// shapes), side effects without results, or the overlap.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "mlir/Analysis/SliceAnalysis.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Affine/Utils.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace xhlo;

/// The number of iterations of dimension `dim` of `op` when its bounds and
/// step are constants.
static std::optional<int64_t> getTripCount(scf::ForallOp op, unsigned dim) {
  std::optional<int64_t> lb = getConstantIntValue(op.getMixedLowerBound()[dim]);
  std::optional<int64_t> ub = getConstantIntValue(op.getMixedUpperBound()[dim]);
  std::optional<int64_t> step = getConstantIntValue(op.getMixedStep()[dim]);
  if (!lb || !ub || !step || *step <= 0)
    return std::nullopt;
  if (*ub <= *lb)
    return 0;
  return (*ub - *lb - 1) / *step + 1;
}

/// Whether `value` depends on `iv`.
static bool dependsOn(Value value, Value iv) {
  if (value == iv)
    return true;
  Operation *def = value.getDefiningOp();
  if (!def)
    return false;
  SetVector<Operation *> slice;
  BackwardSliceOptions options;
  options.omitBlockArguments = false;
  getBackwardSlice(def, &slice, options);
  slice.insert(def);
  return llvm::any_of(slice, [&](Operation *op) {
    return llvm::is_contained(op->getOperands(), iv);
  });
}

std::optional<std::string> scf_to_hlo::whyNotConvertible(scf::ForallOp op) {
  if (op.getNumResults() == 0) {
    if (!isOpTriviallyDead(op))
      return std::string("a loop without shared_outs has no hlo equivalent "
                         "when its body has side effects (hlo computes "
                         "values)");
    return std::nullopt;
  }
  // Every tensor of the body must keep one shape over the iterations.
  std::optional<std::string> dynamic;
  op.getBody()->walk([&](Operation *inner) {
    for (Type type : inner->getResultTypes())
      if (auto tensor = dyn_cast<RankedTensorType>(type);
          tensor && !tensor.hasStaticShape()) {
        std::string text;
        llvm::raw_string_ostream os(text);
        os << "its body makes a tensor of a shape that may change between "
              "iterations ("
           << type << " by '" << inner->getName()
           << "'), and hlo arrays have static shapes (choose tile sizes "
              "that divide the dimensions)";
        dynamic = text;
        return WalkResult::interrupt();
      }
    return WalkResult::advance();
  });
  if (dynamic)
    return dynamic;
  // Writes that provably overlap.
  for (Operation &yielding : op.getTerminator().getYieldingOps()) {
    auto insert = dyn_cast<tensor::ParallelInsertSliceOp>(yielding);
    if (!insert)
      return std::string("its terminator holds '") +
             yielding.getName().getStringRef().str() +
             "', not tensor.parallel_insert_slice";
    if (llvm::is_contained(insert.getStaticSizes(), 0))
      continue;
    for (auto [dim, iv] : llvm::enumerate(op.getInductionVars())) {
      std::optional<int64_t> trips = getTripCount(op, dim);
      if (!trips || *trips < 2)
        continue;
      if (llvm::any_of(insert.getOffsets(),
                       [&](Value offset) { return dependsOn(offset, iv); }))
        continue;
      unsigned result =
          cast<BlockArgument>(insert.getDest()).getArgNumber() - op.getRank();
      std::string text;
      llvm::raw_string_ostream os(text);
      os << "its tensor.parallel_insert_slice into shared_out " << result
         << " writes the same slice for each of the " << *trips
         << " values of induction variable " << dim
         << " (its offsets do not depend on it): overlapping "
            "parallel_insert_slices leave the result undefined";
      return text;
    }
  }
  return std::nullopt;
}

/// Replaces the affine.apply, affine.min and affine.max ops under `root`
/// (tiling computes offsets with them; hlo has no conversion of affine) by
/// their arith expansion.
static void expandAffineIndexing(Operation *root) {
  SmallVector<Operation *> ops;
  root->walk([&](Operation *op) {
    if (isa<affine::AffineApplyOp, affine::AffineMinOp, affine::AffineMaxOp>(
            op))
      ops.push_back(op);
  });
  for (Operation *op : ops) {
    OpBuilder builder(op);
    AffineMap map;
    ValueRange operands;
    if (auto apply = dyn_cast<affine::AffineApplyOp>(op)) {
      map = apply.getAffineMap();
      operands = apply.getMapOperands();
    } else if (auto min = dyn_cast<affine::AffineMinOp>(op)) {
      map = min.getAffineMap();
      operands = min.getMapOperands();
    } else {
      auto max = cast<affine::AffineMaxOp>(op);
      map = max.getAffineMap();
      operands = max.getMapOperands();
    }
    std::optional<SmallVector<Value, 8>> values =
        affine::expandAffineMap(builder, op->getLoc(), map, operands);
    if (!values || values->empty())
      continue;
    Value result = values->front();
    for (Value next : ArrayRef<Value>(*values).drop_front())
      result = isa<affine::AffineMaxOp>(op)
                   ? builder.create<arith::MaxSIOp>(op->getLoc(), result, next)
                         .getResult()
                   : builder.create<arith::MinSIOp>(op->getLoc(), result, next)
                         .getResult();
    op->getResult(0).replaceAllUsesWith(result);
    op->erase();
  }
}

/// Replaces `op` by a nest of scf.for, or erases it when it computes
/// nothing.
static void rewriteForall(scf::ForallOp op) {
  if (op.getNumResults() == 0) {
    op.erase();
    return;
  }
  Location loc = op.getLoc();
  OpBuilder builder(op);
  auto toValues = [&](ArrayRef<OpFoldResult> mixed) {
    SmallVector<Value> values;
    for (OpFoldResult ofr : mixed) {
      if (auto value = dyn_cast<Value>(ofr))
        values.push_back(value);
      else
        values.push_back(builder.create<arith::ConstantIndexOp>(
            loc, cast<IntegerAttr>(cast<Attribute>(ofr)).getInt()));
    }
    return values;
  };
  SmallVector<Value> lbs = toValues(op.getMixedLowerBound());
  SmallVector<Value> ubs = toValues(op.getMixedUpperBound());
  SmallVector<Value> steps = toValues(op.getMixedStep());

  auto body = [&](OpBuilder &b, Location bodyLoc, ValueRange ivs,
                  ValueRange carried) -> scf::ValueVector {
    IRMapping mapping;
    mapping.map(op.getInductionVars(), ivs);
    mapping.map(op.getRegionIterArgs(), op.getOutputs());
    for (Operation &inner : op.getBody()->without_terminator())
      b.clone(inner, mapping);
    scf::ValueVector current(carried.begin(), carried.end());
    auto mapMixed = [&](ArrayRef<OpFoldResult> mixed) {
      SmallVector<OpFoldResult> mapped;
      for (OpFoldResult ofr : mixed) {
        if (auto value = dyn_cast<Value>(ofr))
          mapped.push_back(mapping.lookupOrDefault(value));
        else
          mapped.push_back(ofr);
      }
      return mapped;
    };
    for (Operation &yielding : op.getTerminator().getYieldingOps()) {
      auto insert = cast<tensor::ParallelInsertSliceOp>(yielding);
      unsigned index =
          cast<BlockArgument>(insert.getDest()).getArgNumber() - op.getRank();
      current[index] = b.create<tensor::InsertSliceOp>(
          insert.getLoc(), mapping.lookupOrDefault(insert.getSource()),
          current[index], mapMixed(insert.getMixedOffsets()),
          mapMixed(insert.getMixedSizes()), mapMixed(insert.getMixedStrides()));
    }
    return current;
  };
  scf::LoopNest nest =
      scf::buildLoopNest(builder, loc, lbs, ubs, steps, op.getOutputs(), body);
  op.replaceAllUsesWith(nest.results);
  op.erase();
  if (!nest.loops.empty())
    expandAffineIndexing(nest.loops.front());
}

bool scf_to_hlo::rewriteForallLoops(Operation *root) {
  // Inner loops first: an outer loop's body is then free of them.
  SmallVector<scf::ForallOp> loops;
  root->walk<WalkOrder::PostOrder>(
      [&](scf::ForallOp op) { loops.push_back(op); });
  bool changed = false;
  for (scf::ForallOp op : loops)
    if (!whyNotConvertible(op)) {
      rewriteForall(op);
      changed = true;
    }
  return changed;
}
