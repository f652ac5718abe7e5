//===- HostProgram.h - Host programs compiled and run by LLVM ---*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares `HostProgram`: a module whose entry function runs on
// the host (the host side that offloading leaves: xrt ops among ops of any
// dialect upstream MLIR lowers to LLVM), compiled to machine code by the
// xhlo-host-to-llvm pipeline and MLIR's ExecutionEngine, and run against a
// `Device`, which the program's xrt calls (Runtime/HostApi.h) drive.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_EXECUTIONENGINE_HOSTPROGRAM_H
#define XHLO_EXECUTIONENGINE_HOSTPROGRAM_H

#include "xhlo/Runtime/HostContext.h"
#include "xhlo/Values/RtValue.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Error.h"

#include <memory>
#include <string>
#include <vector>

namespace mlir {
class ExecutionEngine;
} // namespace mlir

namespace xhlo {

/// How a host program is compiled.
struct HostProgramOptions {
  /// Offload first (buildOffloadPipeline of Conversion/HostPipeline), unless
  /// the program has xrt ops already.
  bool offload = true;
  /// LLVM's optimisation level for the host code (0-3).
  unsigned optLevel = 2;
};

/// What the program does with the device in one run.
struct HostRunStatistics {
  runtime::HostStatistics calls;
  /// Arrays and executables the program did not release (the runtime
  /// released them after the run).
  int64_t unreleased = 0;
  /// Host buffers still allocated when the compiled code returned: the
  /// results' after a run that succeeded, whatever it held after one that
  /// returned early. The runtime frees them after copying the results.
  int64_t unfreedBuffers = 0;
};

/// A host program compiled to machine code.
class HostProgram {
public:
  /// One parameter or result of the entry: an array (a scalar is a 0-d
  /// array; `index` is s64).
  struct ArraySpec {
    xhlo::ElementType elementType;
    llvm::SmallVector<int64_t> shape;
  };

  /// Compiles the function `entry` of `module` (which the compilation
  /// lowers in place). Its parameters and results must be statically shaped
  /// tensors or scalars of XLA element types, or `index`. Emits diagnostics
  /// and fails when a step cannot be done (an op the LLVM lowering does not
  /// handle, a computation that cannot be exported, ...).
  static mlir::FailureOr<std::unique_ptr<HostProgram>>
  compile(mlir::ModuleOp module, llvm::StringRef entry,
          const HostProgramOptions &options = {});

  ~HostProgram();

  llvm::ArrayRef<ArraySpec> getArguments() const { return arguments; }
  llvm::ArrayRef<ArraySpec> getResults() const { return results; }

  /// Runs the entry on `values` (arrays matching getArguments()) against
  /// `device`. A failing device call ends the run (the compiled code returns
  /// at once, check-xrt-status): the error names the C function that failed
  /// and carries the device's code; what the program held on the device is
  /// released. One run at a time.
  llvm::Expected<std::vector<xhlo::RtValue>>
  run(runtime::Device &device, llvm::ArrayRef<xhlo::RtValue> values,
      HostRunStatistics *statistics = nullptr);

private:
  HostProgram() = default;

  std::unique_ptr<mlir::ExecutionEngine> engine;
  /// The packed entry point (`_mlir__mlir_ciface_<wrapper>`).
  void (*function)(void **) = nullptr;
  llvm::SmallVector<ArraySpec> arguments;
  llvm::SmallVector<ArraySpec> results;
  /// Where the compiled code reads its device context from (the global
  /// `xhlo_xrt_context`).
  XhloXrtContext *context = nullptr;
};

} // namespace xhlo

#endif // XHLO_EXECUTIONENGINE_HOSTPROGRAM_H
