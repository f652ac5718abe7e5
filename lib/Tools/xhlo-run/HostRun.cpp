//===- HostRun.cpp - xhlo-run on host programs ----------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements how xhlo-run runs host programs: compile the program
// with HostProgram (offloading first unless told not to) and run it against
// the device (the interpreter in this process, or an xhlo-server).
//
//===----------------------------------------------------------------------===//

#include "HostRun.h"

#include "xhlo/Dialect/Hlo/IR/HloDialect.h"
#include "xhlo/ExecutionEngine/HostProgram.h"

#include "llvm/Support/raw_ostream.h"

#include <chrono>

using namespace mlir;
using namespace xhlo;
using namespace xhlo::runtime;

bool xhlo::runner::isHostProgram(ModuleOp module) {
  WalkResult result = module.walk([&](Operation *op) {
    if (op == module.getOperation() || isa<func::FuncOp, func::ReturnOp>(op) ||
        isa_and_nonnull<hlo::HloDialect>(op->getDialect()))
      return WalkResult::advance();
    return WalkResult::interrupt();
  });
  return result.wasInterrupted();
}

Type xhlo::runner::getHostArgumentType(Type type) {
  // `index` travels as i64 (HostProgram), in tensors too.
  if (auto tensor = dyn_cast<RankedTensorType>(type);
      tensor && tensor.getElementType().isIndex())
    return tensor.clone(IntegerType::get(type.getContext(), 64));
  if (isa<ShapedType>(type))
    return type;
  if (type.isIndex())
    type = IntegerType::get(type.getContext(), 64);
  if (!xhlo::getElementTypeFromMlir(type))
    return type;
  return RankedTensorType::get({}, type);
}

FailureOr<std::vector<xhlo::RtValue>> xhlo::runner::runHostProgram(
    ModuleOp module, func::FuncOp entry, Device &device,
    llvm::ArrayRef<xhlo::RtValue> arguments, const HostRunOptions &options,
    std::vector<double> &times, DeviceErrors &errors) {
  HostProgramOptions programOptions;
  programOptions.offload = options.offload;
  std::string name = entry.getSymName().str();
  FailureOr<std::unique_ptr<HostProgram>> program =
      HostProgram::compile(module, name, programOptions);
  if (failed(program))
    return failure();

  std::vector<xhlo::RtValue> results;
  HostRunStatistics statistics;
  for (unsigned i = 0; i < std::max(1u, options.repeat); ++i) {
    auto start = std::chrono::steady_clock::now();
    llvm::Expected<std::vector<xhlo::RtValue>> values =
        (*program)->run(device, arguments, &statistics);
    auto stop = std::chrono::steady_clock::now();
    if (!values)
      return errors.report(values.takeError());
    times.push_back(
        std::chrono::duration<double, std::milli>(stop - start).count());
    results = std::move(*values);
  }
  if (options.statistics) {
    const HostStatistics &calls = statistics.calls;
    llvm::outs() << "xrt calls: " << calls.compiles << " compile, "
                 << calls.transfers << " transfer (" << calls.transferredBytes
                 << " bytes), " << calls.executions << " execute, "
                 << calls.reads << " read (" << calls.readBytes << " bytes), "
                 << calls.releasedArrays << " arrays and "
                 << calls.releasedExecutables
                 << " executables released, unreleased "
                 << statistics.unreleased << "\n";
  }
  return results;
}
