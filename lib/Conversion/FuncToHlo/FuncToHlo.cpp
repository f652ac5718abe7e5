//===- FuncToHlo.cpp - The convert-func-to-hlo pass -----------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file defines the func conversion (func.call to hlo.call, see
// Patterns.h) and its pass, which runs the shared pass body
// (runHloConversionPass) with the signature and return patterns only: its
// own pattern converts the calls.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Conversion/FuncToHlo/FuncToHlo.h"
#include "xhlo/Conversion/Passes.h"

#include "Patterns.h"
#include "xhlo/Conversion/HloConversion.h"
#include "xhlo/Dialect/Hlo/IR/HloDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"

#define DEBUG_TYPE "convert-func-to-hlo"

using namespace mlir;
using namespace xhlo;

void xhlo::populateFuncToHloPatterns(TypeConverter &typeConverter,
                                     RewritePatternSet &patterns,
                                     HloConversionTarget &target) {
  func_to_hlo::populateCallPatternsAndLegality(typeConverter, patterns, target);
}

namespace xhlo {
#define GEN_PASS_DEF_CONVERTFUNCTOHLOPASS
#include "xhlo/Conversion/Passes.h.inc"

/// convert-func-to-hlo.
const HloConversion funcToHloConversion = {
    "func", populateFuncToHloPatterns,
    HloConversionPass<impl::ConvertFuncToHloPassBase,
                      funcToHloConversion>::create,
    /*with=*/{}, populateFuncSignatureToHloPatterns};
} // namespace xhlo
