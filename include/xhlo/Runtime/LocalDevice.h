//===- LocalDevice.h - The interpreter as a device --------------*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares `LocalDevice`, the device that runs programs on the
// interpreter in this process. It is also what xhlo-server serves.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_RUNTIME_LOCALDEVICE_H
#define XHLO_RUNTIME_LOCALDEVICE_H

#include "xhlo/Interpreter/Executable.h"
#include "xhlo/Runtime/Device.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <chrono>
#include <memory>
#include <optional>

namespace xhlo::runtime {

/// Options of a local device.
struct LocalDeviceOptions {
  /// The most bytes the device's arrays may hold at once (0: no limit but
  /// the process's MemoryBudget): allocations, results, and what runs
  /// allocate while they run, intermediates included (a MemoryBudget of
  /// the device, RunOptions::budget). Beyond it an allocation fails with
  /// ResourceExhausted, and a run at the step that would pass it, before
  /// that step allocates.
  int64_t maxMemoryBytes = 0;
  /// How executables are compiled (threads, reference kernels), and the
  /// seed their random state starts from unless a run gives one.
  interp::ExecutableOptions executableOptions;
  /// Receives the outfeeds of every run (interp::RunOptions::outfeed; runs
  /// in parallel call it from their threads). Empty: outfeed fails the run.
  interp::OutfeedHandler outfeed;
  /// The longest one execute or executeChained may run, in seconds (0: no
  /// limit): its run stops at the first step after it, DeadlineExceeded
  /// naming the limit (xhlo-server's and xhlo-run's --max-execute-seconds).
  double maxRunSeconds = 0;
  /// Whether the device frees the buffers freed arrays left for reuse
  /// (Literal's buffer cache) once they pass getCacheBound(maxMemoryBytes)
  /// after each run and release, and gives the memory back to the system.
  /// A server shared by clients sets it, so that memory returns to its
  /// baseline between them; a single program run many times (xhlo-run
  /// --repeat) keeps its buffers instead, and a memory budget that a charge
  /// does not fit frees them anyway.
  bool trimCaches = false;
  /// How long an execute of a replicated computation (num_replicas > 1)
  /// waits at a collective for the executes of the other replicas of its
  /// run (ExecuteConfig::runId) before it fails.
  std::chrono::milliseconds collectiveTimeout{10000};
};

/// What may stop the runs of one execute or executeChained before they
/// end (the interpreter checks before every step, and so at every
/// iteration of a while loop; a step already running finishes first).
struct RunControl {
  /// Raised from another thread (a server whose client went away): the run
  /// stops, Cancelled (or DeadlineExceeded, as raised).
  interp::StopFlag *stop = nullptr;
  /// The run stops once the steady clock passes it, DeadlineExceeded.
  std::optional<std::chrono::steady_clock::time_point> deadline;
};

/// The interpreter as a device. Each executable lives in its own
/// MLIRContext; any number of runs, of one executable or of different ones,
/// proceed in parallel. Handles count up from 1, allocations and
/// executables sharing the counter, so a handle of one kind is never a
/// valid handle of the other.
class LocalDevice : public Device {
public:
  /// An empty device with `options`.
  explicit LocalDevice(LocalDeviceOptions options = {});
  /// Frees every allocation and executable.
  ~LocalDevice() override;

  /// Device's operations (documented there), on the interpreter: compile
  /// imports the HloModuleProto and compiles its entry into an
  /// interp::Executable; execute runs it in the calling thread, its kernels
  /// on the executable's threads.
  llvm::Expected<AllocationHandle> allocate(xhlo::RtValue value) override;
  llvm::Expected<ExecutableHandle>
  compile(const xrt::XLAComputation &computation) override;
  llvm::Expected<std::vector<AllocationHandle>>
  execute(ExecutableHandle executable,
          llvm::ArrayRef<AllocationHandle> arguments,
          const ExecuteConfig &config = {}) override;
  llvm::Expected<std::vector<AllocationHandle>>
  executeChained(const xrt::XRTChainedExecutePlan &plan,
                 const xrt::XRTChainedExecuteConfig &config) override;
  llvm::Expected<xhlo::RtValue> read(AllocationHandle handle,
                                     bool release = false) override;

  /// execute and executeChained whose runs `control` may stop early (then
  /// Cancelled or DeadlineExceeded, naming the op the run stopped before;
  /// nothing is allocated or released, what the runs made is freed).
  llvm::Expected<std::vector<AllocationHandle>>
  execute(ExecutableHandle executable,
          llvm::ArrayRef<AllocationHandle> arguments,
          const ExecuteConfig &config, const RunControl &control);
  llvm::Expected<std::vector<AllocationHandle>>
  executeChained(const xrt::XRTChainedExecutePlan &plan,
                 const xrt::XRTChainedExecuteConfig &config,
                 const RunControl &control);
  llvm::Error release(llvm::ArrayRef<AllocationHandle> handles) override;
  llvm::Error
  releaseExecutable(llvm::ArrayRef<ExecutableHandle> handles) override;
  llvm::Expected<std::vector<DeviceInfo>> listDevices() override;
  llvm::Expected<HealthInfo> health() override;

  /// Compiles `entry`, an hlo function in the caller's context, as it is:
  /// no round trip through an HloModuleProto (what xhlo-run does with the
  /// program it loaded). The caller keeps the function alive as long as the
  /// handle. The compile's and the runs' errors are diagnostics on the
  /// caller's context, located in its source, which the returned errors
  /// only refer to ("see its diagnostics").
  llvm::Expected<ExecutableHandle> compileFunction(mlir::func::FuncOp entry);

  /// The interpreter's executable behind `handle`, for what only it knows
  /// (the last run's events and peak bytes, its fused steps: xhlo-run
  /// --profile and --trace), or NotFound. It lives as long as the pointer.
  llvm::Expected<std::shared_ptr<const interp::Executable>>
  getExecutable(ExecutableHandle handle);

  /// The largest handle a device ever gives out. Handles outside
  /// [1, kMaxHandle] name nothing and never reach a table (INT64_MAX and
  /// INT64_MAX - 1 are the reserved keys of LLVM's hash maps).
  static constexpr int64_t kMaxHandle = int64_t(1) << 62;

  /// Fails with InvalidArgument, naming `handle` and its `kind`
  /// ("allocation", "executable"), unless it is in [1, kMaxHandle]: every
  /// operation of the device and every RPC of the server checks each
  /// handle it is given with it before anything else.
  static llvm::Error checkHandle(int64_t handle, llvm::StringRef kind);

  /// The most bytes of freed arrays kept for reuse (Literal's buffer
  /// cache) after a run or a release of a device with quota
  /// `maxMemoryBytes` that trims its caches (LocalDeviceOptions::trimCaches):
  /// a quarter of it, and 256 MiB at most (also without one). Beyond it the
  /// device frees them all.
  static int64_t getCacheBound(int64_t maxMemoryBytes);

  /// Fails with ResourceExhausted when `bytes` more would exceed the quota
  /// (a server asks before it unpacks a large literal).
  llvm::Error checkQuota(int64_t bytes) const;

  /// Bytes held by allocations now.
  int64_t getUsedBytes() const;
  /// How many allocations and executables the device holds.
  size_t getNumAllocations() const;
  size_t getNumExecutables() const;

  /// The device's state (LocalDevice.cpp).
  struct Impl;

private:
  std::unique_ptr<Impl> impl;
};

} // namespace xhlo::runtime

#endif // XHLO_RUNTIME_LOCALDEVICE_H
