//===- DecomposeAggregates.cpp - The linalg-decompose-aggregates pass -----===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the pass that decomposes linalg's aggregated ops
// (linalg.softmax) into the structured ops they stand for, with upstream's
// own decomposition, so that upstream's LLVM lowering (which lowers
// structured ops to loops, not aggregated ones) can compile them on the
// host.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Conversion/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/PatternMatch.h"

#define DEBUG_TYPE "linalg-decompose-aggregates"

namespace xhlo {
#define GEN_PASS_DEF_LINALGDECOMPOSEAGGREGATESPASS
#include "xhlo/Conversion/Passes.h.inc"
} // namespace xhlo

using namespace mlir;

namespace {

struct LinalgDecomposeAggregatesPass
    : xhlo::impl::LinalgDecomposeAggregatesPassBase<
          LinalgDecomposeAggregatesPass> {
  using LinalgDecomposeAggregatesPassBase::LinalgDecomposeAggregatesPassBase;

  void runOnOperation() override {
    SmallVector<linalg::AggregatedOpInterface> aggregates;
    getOperation().walk(
        [&](linalg::AggregatedOpInterface op) { aggregates.push_back(op); });
    IRRewriter rewriter(&getContext());
    for (linalg::AggregatedOpInterface op : aggregates) {
      rewriter.setInsertionPoint(op);
      FailureOr<SmallVector<Value>> results = op.decomposeOperation(rewriter);
      if (failed(results) || results->size() != op->getNumResults()) {
        op->emitError() << "cannot decompose '" << op->getName()
                        << "' into structured ops";
        return signalPassFailure();
      }
      rewriter.replaceOp(op, *results);
    }
  }
};

} // namespace
