//===- HloToScf.h - hlo control flow holding host ops to scf -- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the entry points for reusing convert-hlo-to-scf, which
// turns the hlo control flow that an allow-partial conversion left holding
// host ops back into scf and func calls (the pass itself is declared in
// Passes.h).
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_CONVERSION_HLOTOSCF_HLOTOSCF_H
#define XHLO_CONVERSION_HLOTOSCF_HLOTOSCF_H

namespace mlir {
class Operation;
class RewritePatternSet;
} // namespace mlir

namespace xhlo {

/// Whether an op nested in `op`'s regions, at any depth, is not an hlo op:
/// code only the host can run.
bool holdsHostOps(mlir::Operation *op);

/// Adds the patterns that rewrite `hlo.while` and `hlo.conditional` holding
/// host ops into `scf.while`, `scf.if` and `scf.index_switch`, and `hlo.call`
/// of functions holding host ops into `func.call`.
void populateHloToScfPatterns(mlir::RewritePatternSet &patterns);

} // namespace xhlo

#endif // XHLO_CONVERSION_HLOTOSCF_HLOTOSCF_H
