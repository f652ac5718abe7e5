//===- DeviceRun.cpp - xhlo-run on a device -------------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements how xhlo-run opens its device and runs an hlo
// program's entry on it. A local device compiles the loaded function
// itself, so the interpreter's errors point into the input file; a server
// gets an HloModuleProto. Everything after the compile is the same.
//
//===----------------------------------------------------------------------===//

#include "DeviceRun.h"

#include "xhlo/Runtime/OpenDevice.h"
#include "xhlo/Target/Hlo/HloExport.h"

#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <chrono>

using namespace mlir;
using namespace xhlo;
using namespace xhlo::runner;
using namespace xhlo::runtime;

DeviceErrors::DeviceErrors(MLIRContext *context)
    : handler(context, [this](Diagnostic &diagnostic) {
        if (diagnostic.getSeverity() == DiagnosticSeverity::Error)
          diagnosed = true;
        // Not handled: the printing handler prints it.
        return failure();
      }) {}

LogicalResult DeviceErrors::report(llvm::Error error) {
  auto [code, message] = takeDeviceError(std::move(error));
  if (!diagnosed)
    llvm::errs() << "xhlo-run: error: " << message << " ["
                 << getErrorCodeName(code) << "]\n";
  diagnosed = false;
  return failure();
}

FailureOr<std::unique_ptr<Device>>
xhlo::runner::openDevice(const DeviceFlags &flags, DeviceErrors &errors) {
  if (!isLocalDeviceUrl(flags.url) && !hasRemoteDevices()) {
    llvm::errs() << "xhlo-run: error: --device=" << flags.url
                 << " needs gRPC, and this xhlo-run was built without it "
                    "(XHLO_ENABLE_GRPC=OFF)\n";
    return failure();
  }
  OpenDeviceOptions options;
  options.local.executableOptions = flags.local;
  options.local.outfeed = flags.outfeed;
  options.local.maxRunSeconds = flags.maxExecuteSeconds;
  options.remote.timeoutSeconds = flags.timeout;
  options.remote.connectTimeoutSeconds = std::min(flags.timeout, 10.0);
  options.remote.clientName = "xhlo-run";
  options.tokenFile = flags.tokenFile;
  llvm::Expected<std::unique_ptr<Device>> device =
      runtime::openDevice(flags.url, options);
  if (!device)
    return errors.report(device.takeError());
  return std::move(*device);
}

FailureOr<ExecutableHandle>
xhlo::runner::compileEntry(Device &device, bool local, ModuleOp module,
                           func::FuncOp entry, DeviceErrors &errors) {
  llvm::Expected<ExecutableHandle> executable = [&]() {
    // openDevice made a LocalDevice for a local URL.
    if (local)
      return static_cast<LocalDevice &>(device).compileFunction(entry);
    // The exporter's entry is the module's hlo.entry: make it ours.
    module->setAttr("hlo.entry", entry.getSymNameAttr());
    FailureOr<xla::HloModuleProto> proto = exportHloModule(module);
    if (failed(proto))
      return llvm::Expected<ExecutableHandle>(makeDeviceError(
          ErrorCode::InvalidArgument, "cannot export the module to HLO"));
    return compileHloModule(device, std::move(*proto));
  }();
  if (!executable)
    return errors.report(executable.takeError());
  return *executable;
}

FailureOr<std::vector<RtValue>>
xhlo::runner::runEntry(Device &device, ExecutableHandle executable,
                       func::FuncOp entry, ArrayRef<RtValue> arguments,
                       uint32_t firstRngSeed, unsigned repeat,
                       std::vector<double> &times, DeviceErrors &errors) {
  std::vector<AllocationHandle> handles;
  for (const RtValue &argument : arguments) {
    llvm::Expected<AllocationHandle> handle = device.allocate(argument);
    if (!handle)
      return errors.report(handle.takeError());
    handles.push_back(*handle);
  }
  RtValue result;
  for (unsigned i = 0; i < std::max(1u, repeat); ++i) {
    ExecuteConfig config;
    config.rngSeed = i == 0 ? firstRngSeed : 0;
    auto start = std::chrono::steady_clock::now();
    llvm::Expected<std::vector<AllocationHandle>> outputs =
        device.execute(executable, handles, config);
    if (!outputs)
      return errors.report(outputs.takeError());
    llvm::Expected<RtValue> value =
        device.read(outputs->front(), /*release=*/true);
    if (!value)
      return errors.report(value.takeError());
    auto stop = std::chrono::steady_clock::now();
    times.push_back(
        std::chrono::duration<double, std::milli>(stop - start).count());
    result = std::move(*value);
  }
  // The device's result is one value; a function with other than one
  // result (or hlo.tuple_result) returns its results as a tuple.
  if (entry.getNumResults() != 1 || entry->hasAttr("hlo.tuple_result"))
    return result.getElements();
  return std::vector<RtValue>{std::move(result)};
}
