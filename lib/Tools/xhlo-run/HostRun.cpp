//===- HostRun.cpp - xhlo-run on host programs ----------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements how xhlo-run runs host programs: choose the device
// (the interpreter in this process, or an xhlo-server), compile the program
// with HostProgram (offloading first unless told not to) and run it.
//
//===----------------------------------------------------------------------===//

#include "HostRun.h"

#include "xhlo/Dialect/Hlo/IR/HloDialect.h"
#include "xhlo/ExecutionEngine/HostProgram.h"
#include "xhlo/Runtime/LocalDevice.h"
#if XHLO_ENABLE_GRPC
#include "xhlo/Runtime/Rpc/RemoteDevice.h"
#endif

#include "llvm/Support/raw_ostream.h"

#include <chrono>

using namespace mlir;
using namespace xhlo;
using namespace xhlo::runtime;

bool xhlo::isHostProgram(ModuleOp module) {
  WalkResult result = module.walk([&](Operation *op) {
    if (op == module.getOperation() || isa<func::FuncOp, func::ReturnOp>(op) ||
        isa_and_nonnull<hlo::HloDialect>(op->getDialect()))
      return WalkResult::advance();
    return WalkResult::interrupt();
  });
  return result.wasInterrupted();
}

Type xhlo::getHostArgumentType(Type type) {
  if (isa<ShapedType>(type))
    return type;
  if (type.isIndex())
    type = IntegerType::get(type.getContext(), 64);
  if (!xhlo::getElementType(type))
    return type;
  return RankedTensorType::get({}, type);
}

/// Reports a device error as xhlo-run's; always fails.
static LogicalResult reportError(llvm::Error error) {
  auto [code, message] = takeDeviceError(std::move(error));
  llvm::errs() << "xhlo-run: error: " << message << " ["
               << getErrorCodeName(code) << "]\n";
  return failure();
}

/// The device named by `options.device`.
static FailureOr<std::unique_ptr<Device>>
openDevice(const HostRunOptions &options) {
  if (options.device == "local") {
    LocalDeviceOptions local;
    local.executableOptions = options.local;
    return std::unique_ptr<Device>(std::make_unique<LocalDevice>(local));
  }
#if XHLO_ENABLE_GRPC
  RemoteDeviceOptions remote;
  remote.timeoutSeconds = options.timeout;
  remote.connectTimeoutSeconds = std::min(options.timeout, 10.0);
  remote.clientName = "xhlo-run";
  if (!options.tokenFile.empty()) {
    llvm::Expected<std::string> token = readTokenFile(options.tokenFile);
    if (!token)
      return reportError(token.takeError());
    remote.token = std::move(*token);
  }
  llvm::Expected<std::unique_ptr<Device>> device =
      connectRemoteDevice(options.device, remote);
  if (!device)
    return reportError(device.takeError());
  return std::move(*device);
#else
  llvm::errs() << "xhlo-run: error: --device=" << options.device
               << " needs gRPC, and this xhlo-run was built without it "
                  "(XHLO_ENABLE_GRPC=OFF)\n";
  return failure();
#endif
}

FailureOr<std::vector<xhlo::RtValue>>
xhlo::runHostProgram(ModuleOp module, func::FuncOp entry,
                     llvm::ArrayRef<xhlo::RtValue> arguments,
                     const HostRunOptions &options,
                     std::vector<double> &times) {
  FailureOr<std::unique_ptr<Device>> device = openDevice(options);
  if (failed(device))
    return failure();
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
        (*program)->run(**device, arguments, &statistics);
    auto stop = std::chrono::steady_clock::now();
    if (!values)
      return reportError(values.takeError());
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
