//===- AffineToLinalg.cpp - The raise-affine-to-linalg pass ---------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the pass that raises affine loop nests to linalg ops
// on memrefs: it runs the raising (Sequential.cpp, with the families of
// Patterns.h) on every function of the module.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Conversion/AffineToLinalg/AffineToLinalg.h"
#include "xhlo/Conversion/Passes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"

#define DEBUG_TYPE "raise-affine-to-linalg"

namespace xhlo {
#define GEN_PASS_DEF_RAISEAFFINETOLINALGPASS
#include "xhlo/Conversion/Passes.h.inc"
} // namespace xhlo

using namespace mlir;
using namespace xhlo;

namespace {

struct RaiseAffineToLinalgPass
    : xhlo::impl::RaiseAffineToLinalgPassBase<RaiseAffineToLinalgPass> {
  using RaiseAffineToLinalgPassBase::RaiseAffineToLinalgPassBase;

  void runOnOperation() override {
    RaiseAffineToLinalgOptions options;
    options.allowSequential = allowSequential;
    RaiseAffineToLinalgStats stats;
    bool ok = true;
    for (auto func : getOperation().getOps<func::FuncOp>())
      ok &= succeeded(raiseAffineToLinalg(func, options, &stats));
    numRaised += stats.numRaised;
    numSequential += stats.numSequential;
    if (!ok)
      signalPassFailure();
  }
};

} // namespace
