//===- HostRun.h - xhlo-run on host programs ------------------ -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares, privately to xhlo-run, how it runs host programs:
// programs with ops other than func and hlo, compiled by HostProgram
// (ExecutionEngine/HostProgram.h) and run against the device xhlo-run
// opened.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_LIB_TOOLS_XHLO_RUN_HOSTRUN_H
#define XHLO_LIB_TOOLS_XHLO_RUN_HOSTRUN_H

#include "DeviceRun.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"

#include <string>
#include <vector>

namespace xhlo::runner {

/// Whether `module` is a host program: it holds an op other than
/// `func.func`, `func.return` and hlo ops (xrt ops, or ops of any upstream
/// dialect).
bool isHostProgram(mlir::ModuleOp module);

/// The type that --arg makes for a host entry's parameter of type `type`:
/// the 0-d tensor of a scalar, `index` (also in tensors) as i64, else
/// `type`.
mlir::Type getHostArgumentType(mlir::Type type);

/// How xhlo-run runs a host program.
struct HostRunOptions {
  /// Offload first (see HostProgramOptions::offload).
  bool offload = true;
  /// Print what the program did with the device after the last run.
  bool statistics = false;
  unsigned repeat = 1;
};

/// Compiles `entry` of the host program `module` and runs it against
/// `device` on `arguments` `options.repeat` times (each run timed into
/// `times`); returns the last run's results. Reports errors on stderr.
mlir::FailureOr<std::vector<xhlo::RtValue>>
runHostProgram(mlir::ModuleOp module, mlir::func::FuncOp entry,
               runtime::Device &device, llvm::ArrayRef<xhlo::RtValue> arguments,
               const HostRunOptions &options, std::vector<double> &times,
               DeviceErrors &errors);

} // namespace xhlo::runner

#endif // XHLO_LIB_TOOLS_XHLO_RUN_HOSTRUN_H
