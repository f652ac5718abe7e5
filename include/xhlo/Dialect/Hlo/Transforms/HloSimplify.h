//===- HloSimplify.h - Algebraic simplification of hlo -------- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The rewrites of hlo-simplify, XLA's AlgebraicSimplifier on the hlo dialect:
// the patterns themselves, and the driver that applies them together with
// every hlo op's canonicalization patterns and folders (what hlo-simplify
// and hlo-autodiff run).
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_TRANSFORMS_HLOSIMPLIFY_H
#define XHLO_DIALECT_HLO_TRANSFORMS_HLOSIMPLIFY_H

#include "mlir/Support/LogicalResult.h"

namespace mlir {
class Operation;
class RewritePatternSet;
} // namespace mlir

namespace xhlo::hlo {

/// Adds the simplification patterns of hlo-simplify (each mirrors a rule of
/// XLA's AlgebraicSimplifier or TransposeFolding), without the ops' own
/// canonicalization patterns.
void populateHloSimplifyPatterns(mlir::RewritePatternSet &patterns);

/// Simplifies the ops nested in `root` (a module, a function, ...): applies
/// the hlo-simplify patterns, every hlo op's canonicalization patterns and
/// the folders greedily to a fixed point, and erases the ops left dead.
/// Constant operands fold when the context's hlo dialect has the
/// interpreter's constant evaluator (xhlo::registerXhloDialects adds it).
/// Fails when no fixed point was reached within the iteration limit; the IR
/// is then still valid and simplified as far as it got.
mlir::LogicalResult simplifyHlo(mlir::Operation *root);

} // namespace xhlo::hlo

#endif // XHLO_DIALECT_HLO_TRANSFORMS_HLOSIMPLIFY_H
