//===- HloSimplify.cpp - The hlo-simplify pass ----------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements simplifyHlo, which applies the hlo-simplify patterns
// (HloSimplifyPatterns.cpp), the hlo ops' canonicalization patterns and their
// folders greedily, and the hlo-simplify pass, which runs it.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Dialect/Hlo/Transforms/HloSimplify.h"
#include "xhlo/Dialect/Hlo/Transforms/Passes.h"

#include "xhlo/Dialect/Hlo/IR/HloDialect.h"

#include "mlir/IR/PatternMatch.h"
#include "mlir/Rewrite/FrozenRewritePatternSet.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#define DEBUG_TYPE "hlo-simplify"

namespace xhlo::hlo {
#define GEN_PASS_DEF_HLOSIMPLIFYPASS
#include "xhlo/Dialect/Hlo/Transforms/Passes.h.inc"
} // namespace xhlo::hlo

using namespace mlir;
using namespace xhlo::hlo;

LogicalResult xhlo::hlo::simplifyHlo(Operation *root) {
  MLIRContext *context = root->getContext();
  RewritePatternSet patterns(context);
  populateHloSimplifyPatterns(patterns);
  // Every hlo op's canonicalization patterns (folders run anyway: the
  // greedy driver folds each op it visits).
  auto *dialect = context->getOrLoadDialect<HloDialect>();
  dialect->getCanonicalizationPatterns(patterns);
  for (RegisteredOperationName op : context->getRegisteredOperations())
    if (&op.getDialect() == dialect)
      op.getCanonicalizationPatterns(patterns, context);
  GreedyRewriteConfig config;
  config.useTopDownTraversal = true;
  return applyPatternsAndFoldGreedily(root, std::move(patterns), config);
}

namespace {

/// The ops nested in `root` (not counting it).
int64_t countNestedOps(Operation *root) {
  int64_t count = 0;
  root->walk([&](Operation *op) {
    if (op != root)
      ++count;
  });
  return count;
}

struct HloSimplifyPass : xhlo::hlo::impl::HloSimplifyPassBase<HloSimplifyPass> {
  void runOnOperation() override {
    Operation *root = getOperation();
    numOpsBefore += countNestedOps(root);
    // Like canonicalize, not reaching a fixed point is no error: the IR is
    // valid and as simple as the iteration limit let it become.
    (void)simplifyHlo(root);
    numOpsAfter += countNestedOps(root);
  }
};

} // namespace
