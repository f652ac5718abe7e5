//===- TensorToHlo.cpp - The convert-tensor-to-hlo pass -------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file defines the tensor conversion: the patterns of each op family
// (one file each, see Patterns.h), assembled, and its pass, which runs the
// shared pass body (runHloConversionPass) after collapsing the scalar
// bridges other conversions left. The pipeline runs it again last, for the
// bridges.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Conversion/TensorToHlo/TensorToHlo.h"
#include "xhlo/Conversion/Passes.h"

#include "Patterns.h"
#include "xhlo/Conversion/HloConversion.h"
#include "xhlo/Dialect/Hlo/IR/HloDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"

#define DEBUG_TYPE "convert-tensor-to-hlo"

using namespace mlir;
using namespace xhlo;

void xhlo::populateTensorToHloPatterns(TypeConverter &typeConverter,
                                       RewritePatternSet &patterns,
                                       HloConversionTarget &target) {
  using namespace tensor_to_hlo;
  populateSlicePatternsAndLegality(typeConverter, patterns, target);
  populateReshapePatternsAndLegality(typeConverter, patterns, target);
  populatePadPatternsAndLegality(typeConverter, patterns, target);
  populateConstructionPatternsAndLegality(typeConverter, patterns, target);
  populateGeneratePatternsAndLegality(typeConverter, patterns, target);
}

namespace xhlo {
#define GEN_PASS_DEF_CONVERTTENSORTOHLOPASS
#include "xhlo/Conversion/Passes.h.inc"

/// What collapseScalarBridges acts on.
static constexpr llvm::StringLiteral bridgeOps[] = {
    tensor::FromElementsOp::getOperationName()};

/// convert-tensor-to-hlo.
const HloConversion tensorToHloConversion = {
    "tensor",
    populateTensorToHloPatterns,
    HloConversionPass<impl::ConvertTensorToHloPassBase,
                      tensorToHloConversion>::create,
    /*with=*/{},
    populateFuncBoundaryToHloPatterns,
    tensor_to_hlo::collapseScalarBridges,
    /*finish=*/nullptr,
    /*runsAgainLast=*/true,
    bridgeOps};
} // namespace xhlo
