//===- HloToXrt.cpp - The convert-hlo-to-xrt pass -------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the pass that offloads hlo ops through xrt: it finds
// the host functions of the module (those with hlo ops that no hlo or xrt op
// names) and offloads each (Offload.cpp).
//
//===----------------------------------------------------------------------===//

#include "xhlo/Conversion/HloToXrt/HloToXrt.h"
#include "xhlo/Conversion/Passes.h"

#include "xhlo/Dialect/Hlo/IR/HloDialect.h"
#include "xhlo/Dialect/Xrt/IR/XrtOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/DenseSet.h"

#define DEBUG_TYPE "convert-hlo-to-xrt"

namespace xhlo {
#define GEN_PASS_DEF_CONVERTHLOTOXRTPASS
#include "xhlo/Conversion/Passes.h.inc"
} // namespace xhlo

using namespace mlir;
using namespace xhlo;

/// Whether `func` holds hlo ops outside hlo ops: code for the host to run.
static bool hasHostHlo(func::FuncOp func) {
  WalkResult found = func.walk([](Operation *op) {
    return isa_and_nonnull<hlo::HloDialect>(op->getDialect()) &&
                   !isa_and_nonnull<hlo::HloDialect>(
                       op->getParentOp()->getDialect())
               ? WalkResult::interrupt()
               : WalkResult::advance();
  });
  return found.wasInterrupted();
}

namespace {

struct ConvertHloToXrtPass
    : xhlo::impl::ConvertHloToXrtPassBase<ConvertHloToXrtPass> {
  using ConvertHloToXrtPassBase::ConvertHloToXrtPassBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    // Functions that hlo ops call, or that xrt.compile names, are device
    // computations already.
    llvm::DenseSet<StringAttr> deviceFunctions;
    module.walk([&](Operation *op) {
      if (isa_and_nonnull<hlo::HloDialect, xrt::XrtDialect>(op->getDialect()))
        op->getAttrDictionary().walk([&](SymbolRefAttr ref) {
          deviceFunctions.insert(ref.getRootReference());
        });
    });
    SmallVector<func::FuncOp> hostFunctions;
    for (auto func : module.getOps<func::FuncOp>())
      if (!func.isExternal() &&
          !deviceFunctions.contains(func.getSymNameAttr()) && hasHostHlo(func))
        hostFunctions.push_back(func);

    // A host call to device code would leave hlo ops on the host.
    bool failed = false;
    for (auto func : module.getOps<func::FuncOp>()) {
      if (deviceFunctions.contains(func.getSymNameAttr()))
        continue;
      func.walk([&](func::CallOp call) {
        if (deviceFunctions.contains(call.getCalleeAttr().getAttr())) {
          call.emitError() << "cannot offload: " << call.getCalleeAttr()
                           << " is device code (hlo ops call it or xrt "
                              "compiles it) but is called from the host";
          failed = true;
        }
      });
    }
    if (failed)
      return signalPassFailure();

    SymbolTable symbolTable(module);
    OffloadStatistics statistics;
    for (func::FuncOp func : hostFunctions)
      if (mlir::failed(offloadFunction(func, symbolTable, statistics)))
        failed = true;
    numComputations += statistics.computations;
    numTransfers += statistics.transfers;
    numReads += statistics.reads;
    if (failed)
      signalPassFailure();
  }
};

} // namespace
