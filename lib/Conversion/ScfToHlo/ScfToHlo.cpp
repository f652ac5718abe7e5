//===- ScfToHlo.cpp - The convert-scf-to-hlo pass -------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file defines the scf conversion: the patterns of each op family (one
// file each, see Patterns.h), assembled, and its pass, which runs the shared
// pass body (runHloConversionPass), which first rewrites scf.forall into
// scf.for loops (Forall.cpp), and then isolates the regions of the hlo ops
// made (Isolation.cpp).
//
//===----------------------------------------------------------------------===//

#include "xhlo/Conversion/ScfToHlo/ScfToHlo.h"
#include "xhlo/Conversion/Passes.h"

#include "Patterns.h"
#include "xhlo/Conversion/HloConversion.h"
#include "xhlo/Dialect/Hlo/IR/HloControlFlowOps.h"
#include "xhlo/Dialect/Hlo/IR/HloDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"

#define DEBUG_TYPE "convert-scf-to-hlo"

using namespace mlir;
using namespace xhlo;

void xhlo::populateScfToHloPatterns(TypeConverter &typeConverter,
                                    RewritePatternSet &patterns,
                                    HloConversionTarget &target) {
  using namespace scf_to_hlo;
  populateLoopPatternsAndLegality(typeConverter, patterns, target);
  populateConditionalPatternsAndLegality(typeConverter, patterns, target);
}

namespace xhlo {
#define GEN_PASS_DEF_CONVERTSCFTOHLOPASS
#include "xhlo/Conversion/Passes.h.inc"

/// What rewriteForallLoops and isolateHloRegions act on.
static constexpr llvm::StringLiteral forallOps[] = {
    scf::ForallOp::getOperationName()};
static constexpr llvm::StringLiteral regionOps[] = {
    hlo::WhileOp::getOperationName(), hlo::ConditionalOp::getOperationName()};

/// convert-scf-to-hlo.
const HloConversion scfToHloConversion = {
    "scf",
    populateScfToHloPatterns,
    HloConversionPass<impl::ConvertScfToHloPassBase,
                      scfToHloConversion>::create,
    /*with=*/{},
    populateFuncBoundaryToHloPatterns,
    /*prepare=*/scf_to_hlo::rewriteForallLoops,
    isolateHloRegions,
    /*runsAgainLast=*/false,
    forallOps,
    regionOps};
} // namespace xhlo
