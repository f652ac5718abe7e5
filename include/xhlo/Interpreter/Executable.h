//===- Executable.h - Compiled functions of the interpreter -----*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the interpreter's executable: a function compiled once
// into a plan (a linear schedule of kernel calls over value slots, each slot
// released after its last use) and run many times on host values. The plan
// is immutable once compiled, so any number of threads may run it at once:
// each run keeps what changes while it runs (the live values, the kernel
// calls it records, its memory accounting) in an ExecutionState of its own,
// which is the KernelContext its kernels see. Kernels are found per op in a
// KernelRegistry; region-holding ops run their regions through the
// KernelContext.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_INTERPRETER_EXECUTABLE_H
#define XHLO_INTERPRETER_EXECUTABLE_H

#include "xhlo/Values/RtValue.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/Region.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace xhlo {
class MemoryBudget;
} // namespace xhlo

namespace xhlo::interp {

class Collectives;
class Executable;
class KernelRegistry;
class ThreadPool;

/// Receives what an hlo.outfeed writes, in program order, synchronously
/// (the run waits for it): `op` is the outfeed (for diagnostics), `data`
/// its data operands (tokens excluded) and `config` its outfeed_config
/// ("" without one). Failing (with a diagnostic at `op`) fails the run.
using OutfeedHandler = std::function<mlir::LogicalResult(
    mlir::Operation *op, llvm::ArrayRef<const RtValue *> data,
    llvm::StringRef config)>;

/// The order in which the reference kernels of hlo.reduce and
/// hlo.reduce_window combine the elements of each output: a test aid
/// (ExecutableOptions::reduceOrder, `xhlo-run --debug-reduce-order`). XLA may
/// combine in any order and tree shape, so a reducer whose result depends on
/// the order (an argmax that breaks ties by arrival) answers differently.
enum class ReduceOrder {
  /// Row-major order of the reduced elements, each combined into the
  /// accumulator that starts as the init value.
  Forward,
  /// The reverse of Forward (the last element first).
  Reverse,
  /// A balanced tree: neighbours in pairs, then pairs of pairs, ...; the
  /// init combined with the tree's result last.
  Pairwise,
};

/// What a kernel can ask of the interpreter while it runs: the run's
/// ExecutionState (Executable.cpp). Only the kernels of one run call it,
/// from the thread that runs them.
class KernelContext {
public:
  virtual ~KernelContext() = default;
  /// Runs `region` (a single-block region ending in hlo.return) with
  /// `arguments` and returns the values it returns; fails with a diagnostic
  /// already emitted.
  virtual mlir::FailureOr<std::vector<RtValue>>
  runRegion(mlir::Region &region, llvm::ArrayRef<RtValue> arguments) = 0;
  /// Runs the function `callee` (for hlo.call).
  virtual mlir::FailureOr<std::vector<RtValue>>
  runFunction(mlir::func::FuncOp callee, llvm::ArrayRef<RtValue> arguments) = 0;
  /// The seed for random number ops.
  virtual uint64_t getSeed() const = 0;
  /// Whether kernels may hand work to their library-backed fast paths
  /// (false: the straightforward reference loops only).
  virtual bool useFastKernels() const { return true; }
  /// The threads kernels may split their work over.
  virtual ThreadPool &getThreadPool() = 0;
  /// How many times `op`'s kernel ran before in the runs that share this
  /// run's random state (rng's call counter: 0 on the first call), counting
  /// this call.
  virtual uint64_t countOpCall(mlir::Operation *op) = 0;
  /// rng_get_and_update_state: the 128-bit random state shared like the
  /// call counters, {seed, 0} before the first call, as {low, high} words;
  /// advances it by `delta` (sign-extended).
  virtual std::pair<uint64_t, uint64_t> getAndUpdateRngState(int64_t delta) = 0;
  /// Tells the memory accounting that the kernel held `bytes` of temporary
  /// memory besides its operands and results while it ran (counted in the
  /// peak together with both).
  virtual void noteTemporaryBytes(int64_t bytes) {}
  /// The replica and the partition the run computes (replica_id,
  /// partition_id); 0 and 0 unless the run says otherwise.
  virtual unsigned getReplicaId() const { return 0; }
  virtual unsigned getPartitionId() const { return 0; }
  /// The exchange between the replicas running the program together, or
  /// null when the run is alone: the collective kernels then compute what
  /// one replica alone in its group gets.
  virtual Collectives *getCollectives() { return nullptr; }
  /// The receiver of the run's outfeeds (RunOptions::outfeed), or null
  /// when the run has none: hlo.outfeed then fails.
  virtual const OutfeedHandler *getOutfeedHandler() const { return nullptr; }
  /// The order the reference reduce kernels combine in
  /// (ExecutableOptions::reduceOrder).
  virtual ReduceOrder getReduceOrder() const { return ReduceOrder::Forward; }
};

/// What a runtime that runs one program on several replicas at once
/// implements for the collective ops (all_reduce, all_gather,
/// reduce_scatter, all_to_all, collective_permute, collective_broadcast,
/// ragged_all_to_all). When a run has one, the collective kernels hand it
/// every collective. Executable::runReplicated gives its runs a
/// ReplicaExchange (Rendezvous.h).
class Collectives {
public:
  virtual ~Collectives() = default;
  /// Computes the results of the collective `op` of the replica
  /// `context.getReplicaId()` from its operands and the other participants'
  /// (blocking until they arrive); fails with a diagnostic at `op`.
  virtual mlir::LogicalResult run(mlir::Operation *op,
                                  llvm::ArrayRef<const RtValue *> operands,
                                  std::vector<RtValue> &results,
                                  KernelContext &context) = 0;
};

/// A kernel: computes `op`'s results from its operands' values. On failure it
/// emits a diagnostic at `op` saying why.
using Kernel = std::function<mlir::LogicalResult(
    mlir::Operation *op, llvm::ArrayRef<const RtValue *> operands,
    std::vector<RtValue> &results, KernelContext &context)>;

/// The kernels of every op the interpreter runs, by op name.
class KernelRegistry {
public:
  /// The registry with every kernel xhlo has.
  static const KernelRegistry &get();

  /// Makes `kernel` the kernel of the op named `opName` (`hlo.add`),
  /// replacing an earlier one.
  void add(llvm::StringRef opName, Kernel kernel) {
    kernels[opName] = std::move(kernel);
  }
  /// The kernel of `opName`, or null.
  const Kernel *lookup(llvm::StringRef opName) const {
    auto it = kernels.find(opName);
    return it == kernels.end() ? nullptr : &it->second;
  }

  /// Registers `kernel` as the implementation of `hlo.custom_call` ops whose
  /// custom_call_target is `target` (replacing an earlier one). The kernel
  /// receives the custom call's operands and must produce its results.
  /// Thread-safe; takes effect for executables compiled afterwards too.
  static void registerCustomCallTarget(llvm::StringRef target, Kernel kernel);

  /// The kernel registered for custom-call `target`, if any (a copy, so it
  /// stays valid if the target is re-registered).
  static std::optional<Kernel> lookupCustomCallTarget(llvm::StringRef target);

private:
  llvm::StringMap<Kernel> kernels;
};

/// Options of compilation and execution.
struct ExecutableOptions {
  /// Seed of the random number ops (of the executable's own RandomState).
  uint64_t seed = 0;
  /// Record the time of every kernel call (see RunStats::events).
  bool recordEvents = false;
  /// Run only the straightforward reference kernels, never a fast path or
  /// a fused step (the differential tests compare the two).
  bool referenceKernels = false;
  /// Compute f32 exp, log, tanh and logistic in fused steps with libm
  /// (correctly rounded or nearly) instead of the vectorised polynomial
  /// approximations (a few ulp, like XLA's CPU backend; several times
  /// faster), and run every oneDNN convolution on its direct algorithm
  /// instead of Winograd's where preferWinogradConvolution would choose it
  /// (3x3, >= 32 features, >= 28x28 pixels: 2-3x faster, up to ~7e-6
  /// relative from the direct result).
  bool preciseMath = false;
  /// The number of threads kernels use (0: one per hardware thread). Also
  /// given to OpenBLAS and oneDNN.
  unsigned numThreads = 0;
  /// A test aid: the order the reference kernels of hlo.reduce and
  /// hlo.reduce_window combine elements in (ReduceOrder). With Forward, the
  /// fast paths (fused or vectorised add, multiply, maximum, minimum of one
  /// f32/f64 operand) keep their own fixed order; with another order they
  /// are off (and the fused groups that reduce run unfused), so every
  /// reduce and reduce_window runs the reference kernel in that order;
  /// variadic ones (argmax) always do.
  ReduceOrder reduceOrder = ReduceOrder::Forward;
};

/// One kernel call, recorded when ExecutableOptions::recordEvents is set.
struct ExecutionEvent {
  /// The op's name (`hlo.add`), or a fused step's (`fusion(multiply,tanh)`).
  std::string name;
  /// Microseconds since the run started, and the call's duration.
  double startMicros;
  double durationMicros;
  /// Nesting depth: 0 for the function's own ops, +1 inside each region.
  unsigned depth;
};

/// Why a run stopped before its end (RunOptions::stop and deadline).
enum class StopReason : uint8_t {
  /// It was not stopped.
  None = 0,
  /// Someone raised its StopFlag (the caller went away).
  Cancelled,
  /// Its deadline passed.
  DeadlineExceeded,
};

/// Stops the runs that watch it (RunOptions::stop) from any thread: each
/// checks it before every step it runs, and so at every iteration of a
/// while loop and every call of a region (a reduction's, a sort's
/// comparator), and stops at the next check after it is raised. A step
/// already running (one kernel call: a dot, a fused loop) finishes first.
/// Lock-free; a check is one relaxed load.
class StopFlag {
public:
  /// Raises the flag with `reason` (not None); the first reason raised
  /// stays.
  void raise(StopReason reason = StopReason::Cancelled) {
    uint8_t none = 0;
    state.compare_exchange_strong(none, static_cast<uint8_t>(reason),
                                  std::memory_order_relaxed);
  }
  /// The reason it was raised with, None while it is not.
  StopReason getReason() const {
    return static_cast<StopReason>(state.load(std::memory_order_relaxed));
  }
  /// What runs check.
  const std::atomic<uint8_t> &getState() const { return state; }

private:
  std::atomic<uint8_t> state{0};
};

/// What one run measured.
struct RunStats {
  /// The largest number of array bytes alive at once (every buffer a value
  /// slot holds, counted once, plus the temporary memory kernels report).
  int64_t peakBytes = 0;
  /// The kernel calls, in the order they ended (when
  /// ExecutableOptions::recordEvents is set).
  std::vector<ExecutionEvent> events;
  /// Why the run stopped early (it failed then), or None.
  StopReason stopped = StopReason::None;
};

/// The random numbers' state that runs of an executable advance and that
/// later runs continue from: the seed, rng's per-op call counters and the
/// 128-bit state of rng_get_and_update_state (see MiscKernels.cpp). Runs
/// that share one draw distinct numbers (in the order they reach the ops);
/// thread-safe.
class RandomState {
public:
  explicit RandomState(uint64_t seed = 0);
  uint64_t getSeed() const { return seed; }
  /// KernelContext::countOpCall and getAndUpdateRngState.
  uint64_t countOpCall(mlir::Operation *op);
  std::pair<uint64_t, uint64_t> getAndUpdateRngState(int64_t delta);

private:
  const uint64_t seed;
  std::mutex mutex;
  llvm::DenseMap<mlir::Operation *, uint64_t> opCalls;
  std::pair<uint64_t, uint64_t> rngState;
};

/// What a run may say besides its arguments.
struct RunOptions {
  /// The random state to draw from and advance (null: the executable's
  /// own, which every run without one shares).
  RandomState *random = nullptr;
  /// Filled with what the run measured.
  RunStats *stats = nullptr;
  /// The replica and partition the run computes, and the exchange between
  /// the replicas (KernelContext).
  unsigned replicaId = 0;
  unsigned partitionId = 0;
  Collectives *collectives = nullptr;
  /// Receives every hlo.outfeed the run executes, as it executes (empty:
  /// an outfeed fails the run with an error that says so). The interpreter
  /// has no infeed: hlo.infeed always fails.
  OutfeedHandler outfeed;
  /// The budget every array the run allocates is charged to, intermediates
  /// included (null: the calling thread's current one, by default the
  /// process's, MemoryBudget::getDefault()). Each step's results are
  /// charged before its kernel runs: a step whose results do not fit fails
  /// the run with an error at its op naming the sizes. The arguments stay
  /// charged to whatever budget made them.
  MemoryBudget *budget = nullptr;
  /// A flag another thread may raise to stop the run (null: none). A
  /// stopped run fails with an error at the op it stopped before ("the run
  /// was cancelled" or "... passed its deadline"), frees what it made, and
  /// says why in RunStats::stopped.
  StopFlag *stop = nullptr;
  /// A second flag, shared by the devices of one replicated run whose
  /// devices each run with their own `stop` (the device service's executes,
  /// one per replica): raised when one of them fails, it stops the others
  /// at their next check, with an error saying another device failed
  /// (RunStats::stopped is the reason it was raised with). Null: none.
  StopFlag *groupStop = nullptr;
  /// The run stops as if `stop` were raised with DeadlineExceeded once the
  /// steady clock passes this (a timer thread raises the flag: a run with
  /// a deadline but no flag gets one of its own). Nothing: no deadline.
  std::optional<std::chrono::steady_clock::time_point> deadline;
};

/// What a run of several devices at once may say (Executable::runReplicated).
struct ReplicatedRunOptions {
  /// The replicas and the partitions of each: numReplicas * numPartitions
  /// devices run at once, device d computing replica d / numPartitions and
  /// partition d % numPartitions (XLA's default device assignment: d is the
  /// global device id). Both at least 1.
  unsigned numReplicas = 1;
  unsigned numPartitions = 1;
  /// How long a device waits at a collective for the other participants
  /// before the run fails. Replicas that disagree (one waits at a
  /// collective the others never reach, or has finished) fail at once when
  /// no device is left running; the timeout bounds the other cases (a
  /// replica computing forever, or much slower than the rest).
  std::chrono::milliseconds collectiveTimeout{10000};
  /// What every device's run is given: the budget all of them charge
  /// (null: the calling thread's current one), the stop flag and deadline
  /// that stop all of them, the outfeed handler (called from the devices'
  /// threads, one call at a time). Its random state's seed (by default the
  /// executable's) seeds a random state of each device's own, so every
  /// device draws what a run alone would. replicaId, partitionId,
  /// collectives and stats are ignored (each device gets its own).
  RunOptions run;
  /// Filled with what each device's run measured (by device), when set.
  std::vector<RunStats> *stats = nullptr;
};

/// A function compiled for the interpreter: an immutable plan that any
/// number of threads may run at once.
class Executable {
public:
  /// Compiles `func` (and the regions and functions it uses). Emits a
  /// diagnostic at the first op without a kernel and fails.
  static mlir::FailureOr<std::unique_ptr<Executable>>
  compile(mlir::func::FuncOp func, ExecutableOptions options = {});

  ~Executable();

  /// Runs the function on `arguments`, which must match its argument types
  /// (checked: count, element type and shape). Fails with a diagnostic at
  /// the offending op or function (emitted in the calling thread).
  /// Thread-safe: each run has its own ExecutionState; runs share only the
  /// random state they are given (by default the executable's) and the
  /// statistics of the last run.
  mlir::FailureOr<std::vector<RtValue>>
  run(llvm::ArrayRef<RtValue> arguments, const RunOptions &options = {}) const;

  /// Runs the function on numReplicas * numPartitions devices at once, one
  /// thread each, exchanging values at the collectives (a ReplicaExchange):
  /// `arguments[d]` are device d's arguments, and element d of the result
  /// its results. A device that fails stops the others at their next step
  /// or collective; the run then fails with each failing device's
  /// diagnostics, re-emitted in the calling thread prefixed with the
  /// device ("replica 1: ..."), identical ones once for all devices that
  /// had them. Devices take turns on the executable's thread pool for their
  /// parallel loops, so the machine runs at most its threads plus the
  /// devices' serial steps at once.
  mlir::FailureOr<std::vector<std::vector<RtValue>>>
  runReplicated(llvm::ArrayRef<std::vector<RtValue>> arguments,
                const ReplicatedRunOptions &options) const;

  /// The random state of runs that bring none, seeded with
  /// ExecutableOptions::seed.
  RandomState &getRandomState() const;

  /// RunStats::peakBytes and RunStats::events of the last run to finish (of
  /// any thread; a run that needs its own passes RunOptions::stats).
  int64_t getPeakBytes() const;
  std::vector<ExecutionEvent> getEvents() const;

  /// The largest total size of the values the plan keeps alive at once,
  /// from their types (the function's own values, plus at each op with
  /// regions or a callee the largest such set inside it). The peak of a run
  /// stays close to it when buffers are freed after their last use.
  int64_t getLiveSetBytes() const;

  /// How many fused steps the plan has, and how many ops they run.
  std::pair<unsigned, unsigned> getFusionStats() const;

  /// The number of threads kernels use.
  unsigned getNumThreads() const;

  /// The function it runs.
  mlir::func::FuncOp getFunction() const;

  /// The compiled plan (Executable.cpp).
  struct Impl;

private:
  explicit Executable(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl;
};

/// Adds the kernels of each family (lib/Interpreter/Kernels/*.cpp).
void registerElementwiseKernels(KernelRegistry &registry);
void registerShapeKernels(KernelRegistry &registry);
void registerStructuralKernels(KernelRegistry &registry);
void registerReductionKernels(KernelRegistry &registry);
void registerContractionKernels(KernelRegistry &registry);
void registerMiscKernels(KernelRegistry &registry);

} // namespace xhlo::interp

#endif // XHLO_INTERPRETER_EXECUTABLE_H
