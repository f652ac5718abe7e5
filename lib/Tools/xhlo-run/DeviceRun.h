//===- DeviceRun.h - xhlo-run on a device ---------------------- -*- C++
//-*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares, privately to xhlo-run, how it opens the device
// --device names and runs an hlo program's entry on it, the same way on the
// local device (the interpreter in this process) as on an xhlo-server:
// compile, allocate the arguments, execute and read the result.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_LIB_TOOLS_XHLO_RUN_DEVICERUN_H
#define XHLO_LIB_TOOLS_XHLO_RUN_DEVICERUN_H

#include "xhlo/Interpreter/Executable.h"
#include "xhlo/Runtime/Device.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"

#include <memory>
#include <string>
#include <vector>

namespace xhlo::runner {

/// Reports the errors of device operations as xhlo-run's. A failure whose
/// diagnostics were already printed (the local device's compile and runs
/// report at the program's ops, as the export for a remote one does) is not
/// reported again.
class DeviceErrors {
public:
  /// Watches the error diagnostics of `context`; construct it after the
  /// handler that prints them.
  explicit DeviceErrors(mlir::MLIRContext *context);

  /// Prints `error` (`xhlo-run: error: MESSAGE [CODE]`) unless an error
  /// diagnostic was printed since the last call; always fails.
  mlir::LogicalResult report(llvm::Error error);

private:
  bool diagnosed = false;
  mlir::ScopedDiagnosticHandler handler;
};

/// The device flags of xhlo-run.
struct DeviceFlags {
  /// --device: `local` or `grpc://HOST:PORT`.
  std::string url = "local";
  /// --token-file and --timeout, for a server.
  std::string tokenFile;
  double timeout = 60;
  /// --max-execute-seconds: the local device's limit per execute (0: none).
  double maxExecuteSeconds = 0;
  /// The interpreter's flags, for the local device.
  interp::ExecutableOptions local;
  /// --outfeed: the local device's outfeed receiver.
  interp::OutfeedHandler outfeed;
};

/// Opens the device `flags` name (runtime::openDevice). Reports errors.
mlir::FailureOr<std::unique_ptr<runtime::Device>>
openDevice(const DeviceFlags &flags, DeviceErrors &errors);

/// Compiles `entry` of the hlo program `module` on `device`: a local
/// device (`local`) compiles the function as loaded, a server gets the
/// module exported to an HloModuleProto whose entry is `entry`. Reports
/// errors.
mlir::FailureOr<runtime::ExecutableHandle>
compileEntry(runtime::Device &device, bool local, mlir::ModuleOp module,
             mlir::func::FuncOp entry, DeviceErrors &errors);

/// Allocates `arguments` on `device` and runs `executable`, compiled from
/// `entry`, on them `repeat` times (the first run with rng_seed
/// `firstRngSeed`, 0 to continue from the executable's state), timing each
/// run (execute and read) into `times`; returns the function's results
/// (unpacked from the device's one result value) of the last run. Reports
/// errors.
mlir::FailureOr<std::vector<RtValue>>
runEntry(runtime::Device &device, runtime::ExecutableHandle executable,
         mlir::func::FuncOp entry, llvm::ArrayRef<RtValue> arguments,
         uint32_t firstRngSeed, unsigned repeat, std::vector<double> &times,
         DeviceErrors &errors);

} // namespace xhlo::runner

#endif // XHLO_LIB_TOOLS_XHLO_RUN_DEVICERUN_H
