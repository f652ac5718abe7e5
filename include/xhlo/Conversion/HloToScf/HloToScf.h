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

#include "llvm/ADT/DenseSet.h"

namespace mlir {
class ModuleOp;
class Operation;
class RewritePatternSet;
} // namespace mlir

namespace xhlo {

/// The `hlo.call` ops of a module that become `func.call` (see
/// findHostCalls).
using HostCalls = llvm::DenseSet<mlir::Operation *>;

/// Whether an op nested in `op`'s regions, at any depth, is not an hlo op
/// (code only the host can run) or is one of `hostCalls`.
bool holdsHostOps(mlir::Operation *op, const HostCalls &hostCalls = {});

/// The `hlo.call` ops of `module` whose callee holds host ops (ops other
/// than hlo ops and `func.return`, or such calls): each becomes a
/// `func.call`, which makes its caller hold one. Found in one pass over the
/// call graph (callees to callers, with a worklist), so that a chain of calls
/// of any length converts at once.
HostCalls findHostCalls(mlir::ModuleOp module);

/// Adds the patterns that rewrite `hlo.while` and `hlo.conditional` holding
/// host ops into `scf.while`, `scf.if` and `scf.index_switch`, and the
/// `hlo.call` ops of `hostCalls` into `func.call`. `hostCalls` must outlive
/// the patterns.
void populateHloToScfPatterns(mlir::RewritePatternSet &patterns,
                              const HostCalls &hostCalls);

} // namespace xhlo

#endif // XHLO_CONVERSION_HLOTOSCF_HLOTOSCF_H
