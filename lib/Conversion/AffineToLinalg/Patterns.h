//===- Patterns.h - The pattern families of affine to linalg -- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares, privately to AffineToLinalg, what the raising shares
// between its files, one per pattern family:
//
// - Distribution.cpp: loop-carried values demoted to memory, loops split
//   into one loop per group of dependent statements (stores);
// - Guards.cpp: else regions as ifs on the negated condition, the bounding
//   box of an iteration domain and the masks (iota + compare + select) that
//   restrict it to triangular, min/max and affine.if bounds;
// - Stencil.cpp: accesses as memref views (offsets, strides, dropped
//   constant indices, shifted windows of one array) and their indexing maps;
// - Reduction.cpp: `combine(acc, x)` payloads and their identities;
// - Contraction.cpp: windowed reads (convolutions and pooling), named
//   contractions (matmul, batch_matmul, matvec, vecmat);
// - Elementwise.cpp: the linalg op built for a band (generic, or fill, copy,
//   transpose, broadcast);
// - Sequential.cpp: the dependence tests, the band raising, the interchange
//   that moves loops without dependences inward, and the driver that keeps
//   the loops it cannot raise, with a remark.
//
// Unlike a conversion, the raising is not a set of rewrite patterns: each
// family is a step of one analysis of a loop nest (a band), which either
// proves the whole nest equal to one linalg op or leaves it alone.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_LIB_CONVERSION_AFFINETOLINALG_PATTERNS_H
#define XHLO_LIB_CONVERSION_AFFINETOLINALG_PATTERNS_H

#include "mlir/Dialect/Affine/Analysis/AffineStructures.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/IR/AffineExpr.h"
#include "mlir/IR/Builders.h"

#include <optional>
#include <string>

namespace mlir::func {
class FuncOp;
} // namespace mlir::func

namespace mlir::linalg {
class GenericOp;
} // namespace mlir::linalg

namespace xhlo::affine_to_linalg {

/// Why a loop is not raised: the text of its remark or error.
using Reason = std::string;

/// A closed integer interval.
struct Interval {
  int64_t lo, hi;
};

//===----------------------------------------------------------------------===//
// Bands
//===----------------------------------------------------------------------===//

/// A loop nest holding one store, the unit raised to one linalg op. Its
/// loops (outermost first) are normalized to a box: loop `p` runs
/// `lbs[p] + steps[p] * d_p` for `d_p` in `[0, trips[p])`. Expressions over
/// the band have one dimension per loop (`d_p`) and one symbol per value
/// from outside the band they use (enclosing loops' induction variables,
/// function arguments), each with its range when it is known.
struct Band {
  mlir::affine::AffineForOp root;
  mlir::affine::AffineStoreOp store;
  /// The loops and ifs around the store up to `root`, outermost first.
  llvm::SmallVector<mlir::affine::AffineForOp> loops;
  llvm::SmallVector<mlir::affine::AffineIfOp> ifs;
  /// Whether the store is in the else region of `ifs[i]`.
  llvm::SmallVector<bool> inElse;
  llvm::SmallVector<int64_t> lbs, steps, trips;
  /// The iteration domain of the store (all its enclosing loops and ifs),
  /// which bounds the box.
  mlir::affine::FlatAffineValueConstraints domain;
  /// The domain of the band's root (the loops and ifs around it), which
  /// bounds the symbols: the band's own bounds and guards constrain the
  /// symbols in `domain` too, but the op runs for every value they take
  /// around the band.
  mlir::affine::FlatAffineValueConstraints outerDomain;
  llvm::SmallVector<mlir::Value> symbols;
  llvm::SmallVector<std::optional<Interval>> symbolRanges;

  unsigned getNumDims() const { return loops.size(); }
  mlir::MLIRContext *getContext() { return root->getContext(); }
  /// The position of the band loop whose induction variable is `value`.
  std::optional<unsigned> getLoopPosition(mlir::Value value) const;
  /// The symbol standing for `value`, added if new.
  mlir::AffineExpr getSymbol(mlir::Value value);
  /// `lbs[p] + steps[p] * d_p`.
  mlir::AffineExpr getInductionExpr(unsigned p);
  /// The results of `map` applied to `operands`, over the band: band
  /// induction variables become their expressions, constants constants and
  /// other values symbols. Fails on an operand defined inside the band that
  /// is not an induction variable.
  mlir::FailureOr<llvm::SmallVector<mlir::AffineExpr>>
  toBandSpace(mlir::AffineMap map, mlir::ValueRange operands);
  /// The range of `expr` over the box and the symbols' ranges, if bounded.
  std::optional<Interval> getRange(mlir::AffineExpr expr) const;
};

/// A memory access of a band, linear in the band dimensions: memref
/// dimension `r` is `offsets[r] + sum_p coefs[r][p] * d_p`, with the
/// offsets over symbols only.
struct Access {
  mlir::Operation *op;
  mlir::Value memref;
  llvm::SmallVector<mlir::AffineExpr> offsets;
  llvm::SmallVector<llvm::SmallVector<int64_t>> coefs;

  unsigned getRank() const { return offsets.size(); }
  /// The band dimensions memref dimension `r` depends on.
  llvm::SmallVector<unsigned> getDims(unsigned r) const;
  /// Whether `other` reads or writes the same elements at every point.
  bool isSameAs(const Access &other) const;
};

/// One atom of a mask: `expr >= 0`, or `expr == 0`.
struct MaskAtom {
  mlir::AffineExpr expr;
  bool isEquality;
};

/// A conjunction of atoms, or its negation (the else region of an if).
struct MaskTerm {
  llvm::SmallVector<MaskAtom> atoms;
  bool negated = false;
};

/// The mask of a band: the conjunction of its terms (empty: everywhere).
using Mask = llvm::SmallVector<MaskTerm>;

//===----------------------------------------------------------------------===//
// Distribution.cpp
//===----------------------------------------------------------------------===//

/// Demotes the `iter_args` of the affine.for ops of `func` and the results
/// of its affine.if ops to memory: a buffer with one element per iteration
/// of the enclosing loops, stored before and in the loop, loaded in and
/// after it. Ops whose enclosing loops have no constant bounds keep theirs
/// (checkAnalyzable refuses them).
void demoteLoopCarriedValues(mlir::func::FuncOp func);

/// Why the ops in `loop` cannot be analysed (non-affine accesses, calls,
/// ops with other effects, loop-carried values), if they cannot.
std::optional<Reason> checkAnalyzable(mlir::affine::AffineForOp loop);

/// Distributes `loop` over the strongly connected components of the
/// dependences between its statements (its stores, with the loads they
/// use) at its depth and deeper, in dependence order: each component gets a
/// copy of the loop (inner loops and ifs included) without the others'
/// stores. Returns the loops that replace it (itself alone when it has one
/// component).
llvm::SmallVector<mlir::affine::AffineForOp>
distributeLoop(mlir::affine::AffineForOp loop);

/// Erases the side-effect-free ops whose results are unused, and the loops
/// and ifs with nothing left, inside `root`.
void eraseDeadCode(mlir::Operation *root);

//===----------------------------------------------------------------------===//
// Guards.cpp
//===----------------------------------------------------------------------===//

/// Replaces the else region of every affine.if in `root` by ifs on the
/// negation of its condition, each a conjunction, disjoint from the others:
/// the dependence analysis and the domains (affine::getIndexSet) read the
/// condition of an if as holding in its else region too. The conditions are
/// disjoint, so the order of the ifs does not matter.
void eliminateElseRegions(mlir::Operation *root);

/// Sets the box of `band` (loops, ifs and store already set) to the
/// bounding box of the store's iteration domain and the ranges of the
/// enclosing loops' induction variables; fails when a loop's box has no
/// constant bounds.
mlir::LogicalResult computeBox(Band &band, Reason &reason);

/// The conditions the box does not imply: loop bounds that depend on other
/// loops or are min/max, the ifs around the store. `alwaysFalse` is set
/// when one never holds.
mlir::FailureOr<Mask> collectMask(Band &band, bool &alwaysFalse,
                                  Reason &reason);

/// Builds the i1 value of `mask` at the point whose band dimensions are
/// `dims` (index values).
mlir::Value buildMask(mlir::OpBuilder &builder, mlir::Location loc, Band &band,
                      const Mask &mask, mlir::ValueRange dims);

//===----------------------------------------------------------------------===//
// Stencil.cpp
//===----------------------------------------------------------------------===//

/// The access of `op` (affine.load or affine.store) over `band`, or why it
/// is not linear in the band dimensions.
mlir::FailureOr<Access> analyzeAccess(Band &band, mlir::Operation *op,
                                      Reason &reason);

/// Whether every memref dimension of `access` depends on at most one band
/// dimension, with a positive coefficient (a stride), and every band
/// dimension indexes at most one memref dimension.
bool isSliceAccess(const Access &access);

/// Whether `access` is a slice access but for dimensions that add several
/// band dimensions with positive coefficients (`d0 * s + d1 * k`), each
/// band dimension still in one memref dimension.
bool isWindowAccess(const Access &access);

/// Checks that the view of `access` stays inside its memref over the box
/// and the symbols' ranges.
mlir::LogicalResult checkInBounds(Band &band, const Access &access,
                                  Reason &reason);

/// Creates the memref view (`memref.subview`, or `memref` itself) that
/// `access` reads or writes over the box, reading from `memref` (the
/// access's memref or a copy of it).
mlir::Value buildView(mlir::OpBuilder &builder, mlir::Location loc, Band &band,
                      const Access &access, mlir::Value memref);

/// The indexing map of the view of `access`, with band dimension `p` as
/// dimension `positions[p]` of `numDims`.
mlir::AffineMap getIndexingMap(const Access &access,
                               llvm::ArrayRef<unsigned> positions,
                               unsigned numDims);

//===----------------------------------------------------------------------===//
// Reduction.cpp
//===----------------------------------------------------------------------===//

/// The stored value `combine(acc, x)` of a reduction.
struct ReductionForm {
  /// The combiner (arith.subf and subi stand for an add of `-x`).
  mlir::Operation *combiner;
  /// The accumulated value.
  mlir::Value x;
  /// Whether `x` is subtracted.
  bool negate = false;
};

/// Matches the stored value `stored` of a band as `combine(acc, x)` with
/// `acc` the result of one of `accLoads` used nowhere else and `x`
/// independent of every accumulator.
mlir::FailureOr<ReductionForm>
matchReduction(mlir::Value stored, llvm::ArrayRef<mlir::Operation *> accLoads,
               Reason &reason);

/// The identity of the combiner of `form` for the element type `type`.
mlir::TypedAttr getReductionIdentity(const ReductionForm &form,
                                     mlir::Type type);

/// Builds `combine(acc, x)` (`acc + x` for a subtraction).
mlir::Value buildCombine(mlir::OpBuilder &builder, mlir::Location loc,
                         const ReductionForm &form, mlir::Value acc,
                         mlir::Value x);

/// Builds `-x` (floats) or `0 - x` (integers).
mlir::Value buildNegate(mlir::OpBuilder &builder, mlir::Location loc,
                        mlir::Value x);

//===----------------------------------------------------------------------===//
// Contraction.cpp
//===----------------------------------------------------------------------===//

/// Checks that a band with windowed reads (`windows`: their load ops) is a
/// convolution (`acc + a * b`, `a` read through the window) or a pooling
/// (`combine(acc, a)`, `a` read through the window) without a mask: the
/// forms whose window maps linalg and hlo take.
mlir::LogicalResult
checkWindowedPayload(const ReductionForm *form,
                     llvm::ArrayRef<mlir::Operation *> windows, bool hasMask,
                     Reason &reason);

/// The named op (linalg.matmul, batch_matmul, matvec, vecmat) that
/// `generic`, a raised band, is, built with `builder`; null if none.
mlir::Operation *specializeContraction(mlir::OpBuilder &builder,
                                       mlir::linalg::GenericOp generic);

//===----------------------------------------------------------------------===//
// Elementwise.cpp
//===----------------------------------------------------------------------===//

/// What the raising of a band has proven, for building its linalg op.
struct BandPlan {
  Access store;
  /// The loads, each with its role.
  llvm::SmallVector<Access> loads;
  /// Loads that read the stored element (the accumulator).
  llvm::SmallVector<mlir::Operation *> accLoads;
  /// Loads of the stored memref at other elements (they read a copy).
  llvm::SmallVector<mlir::Operation *> snapshotLoads;
  /// The band dimensions the store indexes, in memref order, and the
  /// others.
  llvm::SmallVector<unsigned> parallelDims, reductionDims;
  std::optional<ReductionForm> reduction;
  Mask mask;
};

/// Builds the linalg op of `band` before its root and returns it.
mlir::Operation *buildLinalgOp(Band &band, const BandPlan &plan);

//===----------------------------------------------------------------------===//
// Sequential.cpp
//===----------------------------------------------------------------------===//

/// Why the snapshot loads of `plan` may read an element the band's store
/// writes in an earlier iteration, if they may.
std::optional<Reason> checkSnapshotLoads(Band &band, const BandPlan &plan);

/// A description of `memref` for diagnostics: "argument #i" or "the buffer
/// allocated at ...".
std::string describeMemref(mlir::Value memref);

} // namespace xhlo::affine_to_linalg

#endif // XHLO_LIB_CONVERSION_AFFINETOLINALG_PATTERNS_H
