//===- MemrefToTensor.cpp - The convert-memref-to-tensor pass -------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the pass that turns functions on memrefs into
// functions on tensors: it computes which arguments each function writes,
// then converts each function with the converter of Patterns.h.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Conversion/MemrefToTensor/MemrefToTensor.h"
#include "xhlo/Conversion/Passes.h"

#include "Patterns.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"

#define DEBUG_TYPE "convert-memref-to-tensor"

namespace xhlo {
#define GEN_PASS_DEF_CONVERTMEMREFTOTENSORPASS
#include "xhlo/Conversion/Passes.h.inc"
} // namespace xhlo

using namespace mlir;
using namespace xhlo;
using namespace xhlo::memref_to_tensor;

LogicalResult xhlo::convertMemrefToTensor(ModuleOp module) {
  SymbolTableCollection symbols;
  WrittenArguments written = computeWrittenArguments(module, symbols);
  bool ok = true;
  for (auto func : llvm::make_early_inc_range(module.getOps<func::FuncOp>()))
    ok &= succeeded(Converter(written, symbols).convertFunction(func));
  return success(ok);
}

namespace {

struct ConvertMemrefToTensorPass
    : xhlo::impl::ConvertMemrefToTensorPassBase<ConvertMemrefToTensorPass> {
  using ConvertMemrefToTensorPassBase::ConvertMemrefToTensorPassBase;

  void runOnOperation() override {
    if (failed(convertMemrefToTensor(getOperation())))
      signalPassFailure();
  }
};

} // namespace
