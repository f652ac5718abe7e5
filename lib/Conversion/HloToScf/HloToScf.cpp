//===- HloToScf.cpp - The convert-hlo-to-scf pass -------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the pass that turns hlo control flow holding host ops
// back into scf (ControlFlow.cpp), innermost first, and reports the hlo ops
// with regions it cannot turn into host code.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Conversion/HloToScf/HloToScf.h"
#include "xhlo/Conversion/Passes.h"

#include "xhlo/Dialect/Hlo/IR/HloDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#define DEBUG_TYPE "convert-hlo-to-scf"

namespace xhlo {
#define GEN_PASS_DEF_CONVERTHLOTOSCFPASS
#include "xhlo/Conversion/Passes.h.inc"
} // namespace xhlo

using namespace mlir;
using namespace xhlo;

namespace {

struct ConvertHloToScfPass
    : xhlo::impl::ConvertHloToScfPassBase<ConvertHloToScfPass> {
  using ConvertHloToScfPassBase::ConvertHloToScfPassBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    HostCalls hostCalls = findHostCalls(module);
    RewritePatternSet patterns(&getContext());
    populateHloToScfPatterns(patterns, hostCalls);
    GreedyRewriteConfig config;
    // Regions do not fold away here: keep the walk to the rewrites.
    config.enableRegionSimplification = GreedySimplifyRegionLevel::Disabled;
    if (failed(
            applyPatternsAndFoldGreedily(module, std::move(patterns), config)))
      return signalPassFailure();

    // Other hlo ops with regions (reducers, comparators, ...) have no host
    // form.
    WalkResult result = module.walk([](Operation *op) {
      if (!isa_and_nonnull<hlo::HloDialect>(op->getDialect()) ||
          op->getNumRegions() == 0 || !holdsHostOps(op))
        return WalkResult::advance();
      Operation *host = nullptr;
      op->walk([&](Operation *nested) {
        if (!host && nested != op &&
            !isa_and_nonnull<hlo::HloDialect>(nested->getDialect()))
          host = nested;
      });
      op->emitError() << "'" << op->getName() << "' holds '" << host->getName()
                      << "', which only the host can run, and has no host "
                         "form to hold it";
      return WalkResult::interrupt();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }
};

} // namespace
