//===- InitAll.h - Register xhlo's dialects, passes and translations ------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the one place where tools and embedders register what
// xhlo provides: the upstream input dialects a program may arrive in, xhlo's
// own dialects, its passes and its translations. Tools call only what they
// need, so that each links and registers no more than it uses.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_INITALL_INITALL_H
#define XHLO_INITALL_INITALL_H

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace xhlo {

/// Adds the upstream dialects that xhlo's inputs are written in: func, arith,
/// math, complex, tensor, linalg, affine, memref, scf and bufferization.
void registerUpstreamInputDialects(mlir::DialectRegistry &registry);

/// Adds xhlo's own dialects, with the hlo dialect's constant evaluation by
/// the interpreter's kernels (Interpreter/ConstantEvaluator.h).
void registerXhloDialects(mlir::DialectRegistry &registry);

/// Adds every dialect an xhlo tool may parse: the upstream inputs and xhlo's.
void registerAllDialects(mlir::DialectRegistry &registry);

/// Adds the interfaces that xhlo's passes need on upstream dialects (the
/// models xhlo-host-to-llvm bufferizes host programs with), for tools that
/// run those passes.
void registerAllExtensions(mlir::DialectRegistry &registry);

/// Registers xhlo's own passes and pipelines (convert-*-to-hlo,
/// raise-affine-to-linalg, xhlo-linalg-to-hlo, xhlo-affine-to-hlo,
/// xhlo-host-to-llvm, hlo-*, ...) with the global pass registry, and none of
/// upstream's: for a host that has those already, such as `mlir-opt` loading
/// XhloPlugin.so.
void registerXhloPasses();

/// Registers xhlo's passes and pipelines (registerXhloPasses), and the
/// upstream passes that xhlo's pipelines use (canonicalize, cse, inline,
/// lower-affine, ...), with the global pass registry so that `xhlo-opt`
/// flags can name them.
void registerAllPasses();

/// Registers xhlo's translations (HLO text and proto, out and in) with the
/// global translation registry; the exports parse every dialect
/// registerAllDialects adds, so that `--hlo-entry` can pick one device
/// computation out of an offloaded program. Returns the number registered.
unsigned registerAllTranslations();

/// Registers the translations and checks that the command line of a
/// translation tool names one of them (or asks for help). If it does not,
/// prints which flags exist and returns true: the tool should exit with 1.
/// (mlirTranslateMain alone repeats its complaint once per translation.)
bool failIfNoTranslationRequested(int argc, char **argv);

} // namespace xhlo

#endif // XHLO_INITALL_INITALL_H
