//===- Guards.cpp - Bounds and guards of a band ---------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements what makes a band's iteration domain a box: the
// bounding box of the domain (from its polyhedron: loop bounds that depend on
// enclosing loops, min/max bounds and affine.if conditions all tighten it),
// and the mask that restricts the box to the domain, built in the payload
// from linalg.index (iota), compares and select. Else regions are replaced
// first by ifs on the negated condition (a disjoint union of conjunctions),
// because the polyhedral domain of an op (affine::getIndexSet) takes the
// condition of every enclosing if as holding, else regions included.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "mlir/Dialect/Affine/Analysis/AffineAnalysis.h"
#include "mlir/Dialect/Affine/Analysis/Utils.h"
#include "mlir/Dialect/Affine/Utils.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/IntegerSet.h"

using namespace mlir;
using namespace xhlo::affine_to_linalg;

//===----------------------------------------------------------------------===//
// Else regions
//===----------------------------------------------------------------------===//

/// Moves the ops of `from` but its terminator into `to`, before its
/// terminator, or clones them there with `mapping` when `clone` is set.
static void fillBlock(Block *from, Block *to, bool clone) {
  OpBuilder builder = OpBuilder::atBlockTerminator(to);
  IRMapping mapping;
  for (Operation &op : llvm::make_early_inc_range(from->without_terminator())) {
    if (clone)
      builder.clone(op, mapping);
    else
      op.moveBefore(to->getTerminator());
  }
}

void xhlo::affine_to_linalg::eliminateElseRegions(Operation *root) {
  SmallVector<affine::AffineIfOp> ifs;
  root->walk<WalkOrder::PostOrder>([&](affine::AffineIfOp ifOp) {
    if (ifOp.getNumResults() == 0 && ifOp.hasElse())
      ifs.push_back(ifOp);
  });
  for (affine::AffineIfOp ifOp : ifs) {
    OpBuilder builder(ifOp);
    Location loc = ifOp.getLoc();
    IntegerSet set = ifOp.getIntegerSet();
    auto emit = [&](ArrayRef<AffineExpr> constraints, ArrayRef<bool> eqFlags,
                    Block *body, bool clone) {
      IntegerSet condition = IntegerSet::get(
          set.getNumDims(), set.getNumSymbols(), constraints, eqFlags);
      auto guarded = builder.create<affine::AffineIfOp>(
          loc, TypeRange{}, condition, ifOp.getOperands(),
          /*withElseRegion=*/false);
      fillBlock(body, guarded.getThenBlock(), clone);
    };
    Block *elseBlock = ifOp.getElseBlock();
    bool elseEmpty = elseBlock->getOperations().size() == 1;
    // not(c0 and c1 ...) is the disjoint union of (c0 ... c(k-1), not ck);
    // not(e >= 0) is -e - 1 >= 0, not(e == 0) is e - 1 >= 0 or -e - 1 >= 0.
    if (!elseEmpty) {
      for (unsigned k = 0, e = set.getNumConstraints(); k < e; ++k) {
        SmallVector<AffineExpr> prefix(set.getConstraints().take_front(k));
        SmallVector<bool> prefixEq(set.getEqFlags().take_front(k));
        AffineExpr expr = set.getConstraint(k);
        SmallVector<AffineExpr> negations{-expr - 1};
        if (set.isEq(k))
          negations.push_back(expr - 1);
        for (AffineExpr negation : negations) {
          SmallVector<AffineExpr> constraints(prefix);
          constraints.push_back(negation);
          SmallVector<bool> eqFlags(prefixEq);
          eqFlags.push_back(false);
          emit(constraints, eqFlags, elseBlock, /*clone=*/true);
        }
      }
    }
    emit(set.getConstraints(), set.getEqFlags(), ifOp.getThenBlock(),
         /*clone=*/false);
    ifOp.erase();
  }
}

//===----------------------------------------------------------------------===//
// The bounding box
//===----------------------------------------------------------------------===//

LogicalResult xhlo::affine_to_linalg::computeBox(Band &band, Reason &reason) {
  SmallVector<Operation *> enclosing;
  affine::getEnclosingAffineOps(*band.store, &enclosing);
  SmallVector<Operation *> outer;
  affine::getEnclosingAffineOps(*band.root, &outer);
  if (failed(affine::getIndexSet(enclosing, &band.domain)) ||
      (!outer.empty() &&
       failed(affine::getIndexSet(outer, &band.outerDomain)))) {
    reason = "the iteration domain of its store is not a polyhedron the "
             "analysis handles";
    return failure();
  }
  for (affine::AffineForOp loop : band.loops) {
    unsigned position;
    if (!band.domain.findVar(loop.getInductionVar(), &position)) {
      reason = "the iteration domain of its store misses a loop";
      return failure();
    }
    std::optional<int64_t> lb =
        band.domain.getConstantBound64(presburger::BoundType::LB, position);
    std::optional<int64_t> ub =
        band.domain.getConstantBound64(presburger::BoundType::UB, position);
    if (!lb || !ub) {
      reason = "its trip count is not bounded by a constant (dynamic "
               "sizes)";
      return failure();
    }
    int64_t step = loop.getStepAsInt();
    if (step != 1) {
      if (!loop.hasConstantLowerBound()) {
        reason = "a loop with step " + std::to_string(step) +
                 " starts at a run-time value";
        return failure();
      }
      lb = loop.getConstantLowerBound();
    }
    band.lbs.push_back(*lb);
    band.steps.push_back(step);
    band.trips.push_back(*ub >= *lb ? (*ub - *lb) / step + 1 : 0);
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Masks
//===----------------------------------------------------------------------===//

/// Whether `atom` holds everywhere in the box (1), nowhere (0), or it
/// depends (-1).
static int evaluateAtom(const Band &band, const MaskAtom &atom) {
  std::optional<Interval> range = band.getRange(atom.expr);
  if (!range)
    return -1;
  if (atom.isEquality) {
    if (range->lo == 0 && range->hi == 0)
      return 1;
    return range->lo > 0 || range->hi < 0 ? 0 : -1;
  }
  if (range->lo >= 0)
    return 1;
  return range->hi < 0 ? 0 : -1;
}

/// Adds to `term` the atoms of `exprs` (all `>= 0`, or with `equalities`).
static void addAtoms(MaskTerm &term, ArrayRef<AffineExpr> exprs,
                     ArrayRef<bool> equalities = {}) {
  for (auto [index, expr] : llvm::enumerate(exprs))
    term.atoms.push_back({expr, !equalities.empty() && equalities[index]});
}

FailureOr<Mask> xhlo::affine_to_linalg::collectMask(Band &band,
                                                    bool &alwaysFalse,
                                                    Reason &reason) {
  alwaysFalse = false;
  reason = "a bound of its loops or a condition of its ifs depends on a "
           "value computed inside the loops";
  Mask terms;
  // Loop bounds: iv >= each lower bound, iv < each upper bound.
  MaskTerm bounds;
  for (auto [p, loop] : llvm::enumerate(band.loops)) {
    AffineExpr iv = band.getInductionExpr(p);
    FailureOr<SmallVector<AffineExpr>> lbs =
        band.toBandSpace(loop.getLowerBoundMap(), loop.getLowerBoundOperands());
    FailureOr<SmallVector<AffineExpr>> ubs =
        band.toBandSpace(loop.getUpperBoundMap(), loop.getUpperBoundOperands());
    if (failed(lbs) || failed(ubs))
      return failure();
    for (AffineExpr lb : *lbs)
      bounds.atoms.push_back({iv - lb, false});
    for (AffineExpr ub : *ubs)
      bounds.atoms.push_back({ub - iv - 1, false});
  }
  terms.push_back(bounds);
  // The ifs around the store: their conditions, negated in else regions.
  for (auto [ifOp, inElse] : llvm::zip(band.ifs, band.inElse)) {
    IntegerSet set = ifOp.getIntegerSet();
    AffineMap map = AffineMap::get(set.getNumDims(), set.getNumSymbols(),
                                   set.getConstraints(), set.getContext());
    FailureOr<SmallVector<AffineExpr>> exprs =
        band.toBandSpace(map, ifOp.getOperands());
    if (failed(exprs))
      return failure();
    MaskTerm term;
    term.negated = inElse;
    SmallVector<bool> equalities(set.getEqFlags());
    addAtoms(term, *exprs, equalities);
    terms.push_back(term);
  }
  // Drop what the box implies.
  Mask mask;
  for (MaskTerm &term : terms) {
    MaskTerm kept;
    kept.negated = term.negated;
    bool termFalse = false;
    for (MaskAtom &atom : term.atoms) {
      atom.expr =
          simplifyAffineExpr(atom.expr, band.getNumDims(), band.symbols.size());
      int value = evaluateAtom(band, atom);
      if (value == 0)
        termFalse = true;
      else if (value < 0)
        kept.atoms.push_back(atom);
    }
    if (!term.negated) {
      if (termFalse) {
        alwaysFalse = true;
        return mask;
      }
      if (!kept.atoms.empty())
        mask.push_back(kept);
      continue;
    }
    // not(a and b ...): always true when one atom never holds, never when
    // they all always hold.
    if (termFalse)
      continue;
    if (kept.atoms.empty()) {
      alwaysFalse = true;
      return mask;
    }
    mask.push_back(kept);
  }
  return mask;
}

Value xhlo::affine_to_linalg::buildMask(OpBuilder &builder, Location loc,
                                        Band &band, const Mask &mask,
                                        ValueRange dims) {
  Value zero = builder.create<arith::ConstantIndexOp>(loc, 0);
  Value result;
  auto conjoin = [&](Value a, Value b) {
    return a ? builder.create<arith::AndIOp>(loc, a, b).getResult() : b;
  };
  for (const MaskTerm &term : mask) {
    Value conjunction;
    for (const MaskAtom &atom : term.atoms) {
      Value value =
          affine::expandAffineExpr(builder, loc, atom.expr, dims, band.symbols);
      Value holds = builder.create<arith::CmpIOp>(
          loc,
          atom.isEquality ? arith::CmpIPredicate::eq
                          : arith::CmpIPredicate::sge,
          value, zero);
      conjunction = conjoin(conjunction, holds);
    }
    if (term.negated) {
      Value one = builder.create<arith::ConstantIntOp>(loc, 1, 1);
      conjunction = builder.create<arith::XOrIOp>(loc, conjunction, one);
    }
    result = conjoin(result, conjunction);
  }
  if (!result)
    result = builder.create<arith::ConstantIntOp>(loc, 1, 1);
  return result;
}
