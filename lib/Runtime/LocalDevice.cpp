//===- LocalDevice.cpp - The interpreter as a device ----------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements LocalDevice. Allocations are the interpreter's
// immutable shared values, so reads, chained plans and runs pass them around
// without copying. A compiled program owns its MLIRContext (the imported
// module and the executable live in it), which keeps the diagnostics of one
// program's compile apart from every other's. Any number of runs, of one
// program or of many, proceed at the same time: the executable is an
// immutable plan, each run collects the diagnostics of its own thread, and
// runs of a program share only its random state. The device's own lock
// guards only its tables and is never held while a program is imported or
// run.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Runtime/LocalDevice.h"

#include "xhlo/Dialect/Hlo/IR/HloDialect.h"
#include "xhlo/Interpreter/Rendezvous.h"
#include "xhlo/Target/Hlo/HloImport.h"
#include "xhlo/Values/MemoryBudget.h"
#include "xhlo/xrt.pb.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdio>
#include <malloc.h>
#include <map>
#include <mutex>
#include <optional>
#include <thread>

using namespace mlir;
using namespace xhlo;
using namespace xhlo::runtime;
using interp::Executable;
using xhlo::RtValue;

#ifndef XHLO_VERSION_STRING
#define XHLO_VERSION_STRING "unknown"
#endif

/// The attribute by which the importer marks a function whose results are
/// the elements of a root tuple even though there is one of them.
static constexpr llvm::StringLiteral kTupleResultAttrName = "hlo.tuple_result";

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

namespace {

/// Prints where a diagnostic is: the HLO instruction's name (the importer's
/// locations are NameLocs), nothing when unknown.
void printLocation(llvm::raw_ostream &os, Location loc) {
  if (auto name = dyn_cast<NameLoc>(loc))
    os << name.getName().getValue() << ": ";
  else if (!isa<UnknownLoc>(loc))
    os << loc << ": ";
}

/// Collects the diagnostics that the calling thread emits in one context
/// while it lives, as text (other threads' pass to their own collectors).
class DiagnosticCollector {
public:
  explicit DiagnosticCollector(MLIRContext *context)
      : thread(std::this_thread::get_id()),
        handler(context, [this](Diagnostic &diagnostic) {
          if (std::this_thread::get_id() != thread)
            return failure();
          llvm::raw_string_ostream os(messages);
          if (!messages.empty())
            os << "\n";
          printLocation(os, diagnostic.getLocation());
          os << diagnostic.str();
          for (const Diagnostic &note : diagnostic.getNotes()) {
            os << "\n";
            printLocation(os, note.getLocation());
            os << "note: " << note.str();
          }
          return success();
        }) {}

  const std::string &getMessages() const { return messages; }

private:
  std::thread::id thread;
  std::string messages;
  ScopedDiagnosticHandler handler;
};

/// A compiled program: its own context, the imported module and the
/// executable of its entry function. A program of compileFunction has no
/// context or module of its own (the caller's hold its entry).
struct Program {
  std::unique_ptr<MLIRContext> context;
  OwningOpRef<ModuleOp> module;
  func::FuncOp entry;
  std::unique_ptr<Executable> executable;
  /// Whether the entry's results are the elements of the result tuple.
  bool tupleResult = false;
  /// The bytes of the results, from their types.
  int64_t resultBytes = 0;
  /// The random state runs continue from (replaced by a run with an
  /// rng_seed), and the lock of the pointer (not held while running).
  std::shared_ptr<interp::RandomState> random;
  std::mutex randomMutex;
  /// XLAComputationConfig's num_replicas: each execute runs one replica.
  unsigned numReplicas = 1;
  /// The runs of a replicated computation under way, by run id: the
  /// exchange their replicas meet at, and which replicas have joined. A run
  /// is forgotten once every replica has joined and none runs, so that a
  /// replica arriving after another failed and left still finds the run
  /// stopped (its execute fails at once instead of computing alone). Runs
  /// whose replicas never all arrive are dropped, idle ones first, when
  /// more than kMaxReplicaRuns are kept.
  struct ReplicaRun {
    /// Raised when one of the run's replicas fails (its run, or a
    /// rendezvous): the others stop at their next step, not only at their
    /// next collective.
    interp::StopFlag stopAll;
    std::unique_ptr<interp::ReplicaExchange> exchange;
    std::vector<bool> running;
    unsigned active = 0;
    unsigned joined = 0;
  };
  static constexpr size_t kMaxReplicaRuns = 256;
  std::map<int64_t, std::shared_ptr<ReplicaRun>> replicaRuns;
  std::mutex replicaMutex;
};

/// The most replicas a computation may be compiled for (one execute each).
static constexpr int32_t kMaxReplicas = 256;

/// What an execute of a replicated computation runs as.
struct ReplicaSeat {
  unsigned replicaId = 0;
  interp::ReplicaExchange *exchange = nullptr;
  /// The flag the run's replicas share (ReplicaRun::stopAll).
  interp::StopFlag *groupStop = nullptr;
};

/// What may stop the runs of one call: the caller's RunControl, with the
/// device's limit per call (maxRunSeconds) when it comes first.
struct CallLimits {
  RunControl control;
  /// The limit in seconds when it is the deadline, else 0.
  double limitSeconds = 0;
};

/// A value held by the device.
struct Allocation {
  RtValue value;
  int64_t bytes = 0;
  /// What allocate() charged the device's budget for it (values that runs
  /// made are charged already, as their arrays were allocated).
  int64_t charged = 0;
};

} // namespace

static llvm::Error error(ErrorCode code, const llvm::Twine &message) {
  return makeDeviceError(code, message);
}

llvm::Error LocalDevice::checkHandle(int64_t handle, llvm::StringRef kind) {
  if (handle >= 1 && handle <= kMaxHandle)
    return llvm::Error::success();
  return error(ErrorCode::InvalidArgument, llvm::Twine(handle) +
                                               " is not a valid " + kind +
                                               " handle (handles are 1 to " +
                                               llvm::Twine(kMaxHandle) + ")");
}

/// Freeing more than this at once returns the heap's free memory to the
/// system (glibc keeps freed chunks below its mmap threshold, which grows
/// up to 32 MiB, in the process).
static constexpr int64_t kTrimBytes = int64_t(1) << 20;

/// Gives the system back what the heap holds unused, after `freedBytes`
/// were freed by a device with `options` that trims its caches.
static void returnMemory(const LocalDeviceOptions &options,
                         int64_t freedBytes) {
  if (options.trimCaches && freedBytes >= kTrimBytes)
    malloc_trim(0);
}

int64_t LocalDevice::getCacheBound(int64_t maxMemoryBytes) {
  int64_t bound = int64_t(256) << 20;
  return maxMemoryBytes > 0 ? std::min(bound, maxMemoryBytes / 4) : bound;
}

/// Frees the buffers freed literals left for reuse (Literal's cache) once
/// they pass the bound of a device with `options` that trims its caches,
/// and returns them to the system.
static void trimBufferCache(const LocalDeviceOptions &options) {
  if (!options.trimCaches ||
      static_cast<int64_t>(Literal::getCachedBufferBytes()) <=
          LocalDevice::getCacheBound(options.maxMemoryBytes))
    return;
  Literal::releaseCachedBuffers();
  malloc_trim(0);
}

/// Makes `entry` the function `program` runs.
static void setEntry(Program &program, func::FuncOp entry) {
  program.entry = entry;
  program.tupleResult =
      entry.getNumResults() != 1 || entry->hasAttr(kTupleResultAttrName);
  for (Type type : entry.getResultTypes()) {
    // Compiling refused result types whose sizes overflow; saturate anyway.
    llvm::Expected<uint64_t> bytes = getTypeByteSize(type);
    uint64_t room = INT64_MAX - program.resultBytes;
    if (!bytes) {
      llvm::consumeError(bytes.takeError());
      program.resultBytes = INT64_MAX;
    } else {
      program.resultBytes += std::min(*bytes, room);
    }
  }
}

/// Whether an array or tuple of `type` agrees with `shape` (element types,
/// dimensions and tuple structure; layouts are the literals' business).
static bool matchesShape(Type type, const xla::ShapeProto &shape) {
  if (auto tuple = dyn_cast<TupleType>(type)) {
    if (shape.element_type() != xla::TUPLE ||
        shape.tuple_shapes_size() != static_cast<int>(tuple.size()))
      return false;
    for (auto [index, element] : llvm::enumerate(tuple.getTypes()))
      if (!matchesShape(element, shape.tuple_shapes(index)))
        return false;
    return true;
  }
  if (isa<hlo::TokenType>(type))
    return shape.element_type() == xla::TOKEN;
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || tensor.getRank() != shape.dimensions_size())
    return false;
  for (auto [size, expected] : llvm::zip(tensor.getShape(), shape.dimensions()))
    if (size != expected)
      return false;
  std::optional<xhlo::ElementType> element =
      xhlo::getElementTypeFromMlir(tensor.getElementType());
  return element &&
         xhlo::getElementTypeName(*element) ==
             llvm::StringRef(xla::PrimitiveType_Name(shape.element_type()))
                 .lower();
}

/// Output `outputIndex` of `value` in XRT's convention: 0 is the value,
/// k + 1 its tuple element k.
static llvm::Expected<RtValue> selectOutput(const RtValue &value,
                                            int64_t outputIndex,
                                            const llvm::Twine &where) {
  if (outputIndex == 0)
    return value;
  if (!value.isTuple() || outputIndex < 0 ||
      outputIndex > static_cast<int64_t>(value.getElements().size()))
    return error(ErrorCode::InvalidArgument,
                 where + ": output_index " + llvm::Twine(outputIndex) +
                     " does not name an element of a value of shape " +
                     getShapeString(value));
  return value.getElements()[outputIndex - 1];
}

//===----------------------------------------------------------------------===//
// The device's state
//===----------------------------------------------------------------------===//

struct LocalDevice::Impl {
  explicit Impl(LocalDeviceOptions options) : options(std::move(options)) {
    if (this->options.maxMemoryBytes > 0)
      budget = std::make_unique<MemoryBudget>(this->options.maxMemoryBytes);
  }

  /// The program of `handle`, or NotFound.
  llvm::Expected<std::shared_ptr<Program>> findProgram(ExecutableHandle handle);
  /// The value of allocation `handle`, or NotFound.
  llvm::Expected<RtValue> findValue(AllocationHandle handle);
  /// Fails with ResourceExhausted when `bytes` more would exceed the quota;
  /// `what` names them. Requires `mutex`.
  llvm::Error checkQuotaLocked(int64_t bytes, const llvm::Twine &what) const;
  /// Gives `program`, which runs `executable`, a handle.
  llvm::Expected<ExecutableHandle>
  addProgram(std::shared_ptr<Program> program,
             std::unique_ptr<Executable> executable);
  /// Holds `values` under new handles if the quota lets them in.
  llvm::Expected<std::vector<AllocationHandle>>
  addValues(std::vector<RtValue> values, const llvm::Twine &what);
  /// Runs `program` on `arguments` (checked against its parameters) and
  /// returns its result value; `limits` may stop it.
  llvm::Expected<RtValue> run(Program &program,
                              llvm::ArrayRef<RtValue> arguments,
                              uint32_t rngSeed, const CallLimits &limits,
                              const ReplicaSeat &seat = {});
  /// The limits of a call that starts now under `control`.
  CallLimits getCallLimits(const RunControl &control) const;

  /// Gives back what `allocation` charged the budget.
  void uncharge(const Allocation &allocation) {
    if (budget && allocation.charged)
      budget->release(allocation.charged);
  }

  LocalDeviceOptions options;
  /// With a quota: the budget every array of the device is charged to
  /// (held allocations, and everything runs allocate, intermediates
  /// included). It has no parent: allocate()'s values are charged to the
  /// budget of the thread that made them too, which a parent would count
  /// twice. Declared before the tables, so that it outlives them.
  std::unique_ptr<MemoryBudget> budget;
  mutable std::mutex mutex;
  llvm::DenseMap<AllocationHandle, Allocation> allocations;
  llvm::DenseMap<ExecutableHandle, std::shared_ptr<Program>> programs;
  int64_t nextHandle = 1;
  int64_t usedBytes = 0;
};

llvm::Expected<std::shared_ptr<Program>>
LocalDevice::Impl::findProgram(ExecutableHandle handle) {
  if (llvm::Error error = checkHandle(handle, "executable"))
    return std::move(error);
  std::lock_guard<std::mutex> lock(mutex);
  auto it = programs.find(handle);
  if (it == programs.end())
    return error(ErrorCode::NotFound,
                 "no executable with handle " + llvm::Twine(handle));
  return it->second;
}

llvm::Expected<RtValue> LocalDevice::Impl::findValue(AllocationHandle handle) {
  if (llvm::Error error = checkHandle(handle, "allocation"))
    return std::move(error);
  std::lock_guard<std::mutex> lock(mutex);
  auto it = allocations.find(handle);
  if (it == allocations.end())
    return error(ErrorCode::NotFound,
                 "no allocation with handle " + llvm::Twine(handle));
  return it->second.value;
}

llvm::Error LocalDevice::Impl::checkQuotaLocked(int64_t bytes,
                                                const llvm::Twine &what) const {
  int64_t quota = options.maxMemoryBytes;
  if (quota <= 0 || bytes <= quota - usedBytes)
    return llvm::Error::success();
  return error(ErrorCode::ResourceExhausted,
               what + " of " + llvm::Twine(bytes) +
                   " bytes would exceed the device's memory quota (" +
                   llvm::Twine(usedBytes) + " of " + llvm::Twine(quota) +
                   " bytes in use)");
}

llvm::Expected<ExecutableHandle>
LocalDevice::Impl::addProgram(std::shared_ptr<Program> program,
                              std::unique_ptr<Executable> executable) {
  program->executable = std::move(executable);
  program->random =
      std::make_shared<interp::RandomState>(options.executableOptions.seed);
  std::lock_guard<std::mutex> lock(mutex);
  if (nextHandle > kMaxHandle)
    return error(ErrorCode::ResourceExhausted,
                 "the device has given out every handle");
  ExecutableHandle handle = nextHandle++;
  programs[handle] = std::move(program);
  return handle;
}

llvm::Expected<std::vector<AllocationHandle>>
LocalDevice::Impl::addValues(std::vector<RtValue> values,
                             const llvm::Twine &what) {
  int64_t total = 0;
  for (const RtValue &value : values)
    total += getByteSize(value);
  std::lock_guard<std::mutex> lock(mutex);
  if (llvm::Error error = checkQuotaLocked(total, what))
    return std::move(error);
  if (nextHandle > kMaxHandle - static_cast<int64_t>(values.size()))
    return error(ErrorCode::ResourceExhausted,
                 "the device has given out every handle");
  std::vector<AllocationHandle> handles;
  for (RtValue &value : values) {
    int64_t bytes = getByteSize(value);
    AllocationHandle handle = nextHandle++;
    allocations[handle] = Allocation{std::move(value), bytes};
    usedBytes += bytes;
    handles.push_back(handle);
  }
  return handles;
}

CallLimits LocalDevice::Impl::getCallLimits(const RunControl &control) const {
  CallLimits limits{control};
  if (options.maxRunSeconds <= 0)
    return limits;
  auto limit = std::chrono::steady_clock::now() +
               std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                   std::chrono::duration<double>(options.maxRunSeconds));
  if (!control.deadline || limit < *control.deadline) {
    limits.control.deadline = limit;
    limits.limitSeconds = options.maxRunSeconds;
  }
  return limits;
}

llvm::Expected<RtValue>
LocalDevice::Impl::run(Program &program, llvm::ArrayRef<RtValue> arguments,
                       uint32_t rngSeed, const CallLimits &limits,
                       const ReplicaSeat &seat) {
  ArrayRef<Type> types = program.entry.getArgumentTypes();
  if (arguments.size() != types.size())
    return error(ErrorCode::InvalidArgument,
                 "the computation takes " + llvm::Twine(types.size()) +
                     " arguments, " + llvm::Twine(arguments.size()) + " given");
  for (auto [index, argument] : llvm::enumerate(arguments))
    if (!xhlo::matchesType(argument, types[index]))
      return error(ErrorCode::InvalidArgument,
                   "argument " + llvm::Twine(index) + " has shape " +
                       getShapeString(argument) + ", the computation takes " +
                       hlo::getXlaShapeString(types[index]));

  // XRT resets the generator to the seed: the run draws from a new state
  // that starts there, and once it ends, runs continue from that state
  // (runs that overlap it go on with the state they found).
  std::shared_ptr<interp::RandomState> random;
  if (rngSeed) {
    random = std::make_shared<interp::RandomState>(rngSeed);
  } else {
    std::lock_guard<std::mutex> lock(program.randomMutex);
    random = program.random;
  }
  // A program of compileFunction leaves its diagnostics to the caller's
  // handlers.
  std::optional<DiagnosticCollector> diagnostics;
  if (program.context)
    diagnostics.emplace(program.context.get());
  interp::RunOptions runOptions;
  runOptions.random = random.get();
  runOptions.budget = budget.get();
  runOptions.outfeed = options.outfeed;
  runOptions.stop = limits.control.stop;
  runOptions.deadline = limits.control.deadline;
  runOptions.replicaId = seat.replicaId;
  runOptions.collectives = seat.exchange;
  runOptions.groupStop = seat.groupStop;
  interp::RunStats stats;
  runOptions.stats = &stats;
  FailureOr<std::vector<RtValue>> results =
      program.executable->run(arguments, runOptions);
  if (rngSeed) {
    std::lock_guard<std::mutex> lock(program.randomMutex);
    program.random = std::move(random);
  }
  // The run's intermediates are in the buffer cache now.
  trimBufferCache(options);
  if (failed(results)) {
    std::string messages =
        diagnostics ? diagnostics->getMessages() : "see its diagnostics";
    if (stats.stopped == interp::StopReason::Cancelled)
      return error(ErrorCode::Cancelled,
                   "the computation was cancelled: " + messages);
    if (stats.stopped == interp::StopReason::DeadlineExceeded) {
      char limit[32];
      std::snprintf(limit, sizeof(limit), "%g", limits.limitSeconds);
      std::string why =
          limits.limitSeconds > 0
              ? "the computation ran longer than the device's limit of " +
                    std::string(limit) +
                    " s per execute (--max-execute-seconds): "
              : "the computation passed its deadline: ";
      return error(ErrorCode::DeadlineExceeded, why + messages);
    }
    // A step whose results did not fit the budget (MemoryBudget's words).
    bool exhausted =
        llvm::StringRef(messages).contains(", but the memory budget has ");
    return error(exhausted ? ErrorCode::ResourceExhausted
                           : ErrorCode::InvalidArgument,
                 "the computation failed: " + messages);
  }
  if (program.tupleResult)
    return RtValue::tuple(std::move(*results));
  return std::move(results->front());
}

//===----------------------------------------------------------------------===//
// Device operations
//===----------------------------------------------------------------------===//

LocalDevice::LocalDevice(LocalDeviceOptions options)
    : impl(std::make_unique<Impl>(std::move(options))) {}

LocalDevice::~LocalDevice() = default;

llvm::Expected<AllocationHandle> LocalDevice::allocate(RtValue value) {
  int64_t bytes = getByteSize(value);
  std::vector<RtValue> values;
  values.push_back(std::move(value));
  llvm::Expected<std::vector<AllocationHandle>> handles =
      impl->addValues(std::move(values), "an allocation");
  if (!handles)
    return handles.takeError();
  // The value was made elsewhere: charge the device's budget for it.
  if (impl->budget) {
    std::lock_guard<std::mutex> lock(impl->mutex);
    if (!impl->budget->tryCharge(bytes)) {
      Allocation &allocation = impl->allocations[handles->front()];
      impl->usedBytes -= allocation.bytes;
      impl->allocations.erase(handles->front());
      return error(ErrorCode::ResourceExhausted,
                   "an allocation of " + llvm::Twine(bytes) +
                       " bytes would exceed the device's memory quota (" +
                       llvm::Twine(impl->budget->getUsed()) + " of " +
                       llvm::Twine(impl->options.maxMemoryBytes) +
                       " bytes in use, runs and cached arrays included)");
    }
    impl->allocations[handles->front()].charged = bytes;
  }
  return handles->front();
}

llvm::Expected<ExecutableHandle>
LocalDevice::compile(const xrt::XLAComputation &computation) {
  const xrt::XLAComputationConfig &config = computation.config();
  if (config.num_cores_per_replica() > 1)
    return error(ErrorCode::Unimplemented,
                 "num_cores_per_replica " +
                     llvm::Twine(config.num_cores_per_replica()) +
                     ": the device runs one core per replica (model "
                     "parallelism is partitioned by XLA's SPMD partitioner)");
  if (config.num_replicas() < 0 || config.num_replicas() > kMaxReplicas)
    return error(ErrorCode::InvalidArgument,
                 "num_replicas " + llvm::Twine(config.num_replicas()) +
                     " is not 0 to " + llvm::Twine(kMaxReplicas));
  if (!computation.hlo_snapshot().hlo().has_hlo_module())
    return error(ErrorCode::InvalidArgument,
                 "the XLAComputation has no hlo_snapshot.hlo.hlo_module");
  const xla::HloModuleProto &proto =
      computation.hlo_snapshot().hlo().hlo_module();

  auto program = std::make_shared<Program>();
  program->numReplicas = std::max(config.num_replicas(), 1);
  // Untrusted programs: no thread pool (its waits recurse, issue 17).
  program->context =
      std::make_unique<MLIRContext>(MLIRContext::Threading::DISABLED);
  MLIRContext *context = program->context.get();
  context->loadDialect<func::FuncDialect, hlo::HloDialect>();
  // Errors name the instruction; the op's generic form adds nothing.
  context->printOpOnDiagnostic(false);
  DiagnosticCollector diagnostics(context);
  // Every op is located at its instruction's name.
  llvm::DenseMap<std::pair<int64_t, int64_t>, StringRef> names;
  for (const xla::HloComputationProto &computation : proto.computations())
    for (const xla::HloInstructionProto &instruction :
         computation.instructions())
      names[{computation.id(), instruction.id()}] = instruction.name();
  auto locator = [&](int64_t computation, int64_t instruction) -> Location {
    auto it = names.find({computation, instruction});
    if (it == names.end())
      return UnknownLoc::get(context);
    return NameLoc::get(StringAttr::get(context, it->second));
  };
  program->module = importHloModule(
      proto, context,
      NameLoc::get(StringAttr::get(context, "HloModule " + proto.name())),
      locator);
  if (!program->module)
    return error(ErrorCode::InvalidArgument,
                 "cannot import the HloModuleProto: " +
                     diagnostics.getMessages());
  ModuleOp module = *program->module;
  StringRef entryName = "main";
  if (auto attr = module->getAttrOfType<StringAttr>("hlo.entry"))
    entryName = attr.getValue();
  program->entry = module.lookupSymbol<func::FuncOp>(entryName);
  if (!program->entry)
    return error(ErrorCode::Internal,
                 "the imported module has no entry function @" + entryName);
  func::FuncOp entry = program->entry;
  setEntry(*program, entry);

  if (config.has_program_shape()) {
    const xla::ProgramShapeProto &shape = config.program_shape();
    ArrayRef<Type> parameters = entry.getArgumentTypes();
    if (shape.parameters_size() != static_cast<int>(parameters.size()))
      return error(ErrorCode::InvalidArgument,
                   "config.program_shape has " +
                       llvm::Twine(shape.parameters_size()) +
                       " parameters, the entry computation " +
                       llvm::Twine(parameters.size()));
    for (auto [index, type] : llvm::enumerate(parameters))
      if (!matchesShape(type, shape.parameters(index)))
        return error(ErrorCode::InvalidArgument,
                     "config.program_shape parameter " + llvm::Twine(index) +
                         " is " + shape.parameters(index).ShortDebugString() +
                         ", the entry computation takes " +
                         hlo::getXlaShapeString(type));
  }

  FailureOr<std::unique_ptr<Executable>> executable =
      Executable::compile(entry, impl->options.executableOptions);
  if (failed(executable))
    return error(ErrorCode::Unimplemented,
                 "the interpreter cannot run the computation: " +
                     diagnostics.getMessages());
  // Its replicas run at once and may fail at once: printing their ops into
  // diagnostics may create attributes, so the uniquers take locks from now
  // on (the import and verification, done, ran without threads).
  if (program->numReplicas > 1)
    context->enableMultithreading(true);
  return impl->addProgram(std::move(program), std::move(*executable));
}

llvm::Expected<ExecutableHandle>
LocalDevice::compileFunction(func::FuncOp entry) {
  auto program = std::make_shared<Program>();
  setEntry(*program, entry);
  FailureOr<std::unique_ptr<Executable>> executable =
      Executable::compile(entry, impl->options.executableOptions);
  if (failed(executable))
    return error(ErrorCode::Unimplemented, "the interpreter cannot run @" +
                                               entry.getSymName() +
                                               ": see its diagnostics");
  return impl->addProgram(std::move(program), std::move(*executable));
}

llvm::Expected<std::shared_ptr<const Executable>>
LocalDevice::getExecutable(ExecutableHandle handle) {
  llvm::Expected<std::shared_ptr<Program>> program = impl->findProgram(handle);
  if (!program)
    return program.takeError();
  const Executable *executable = (*program)->executable.get();
  // Shares the ownership of the program, which owns the executable.
  return std::shared_ptr<const Executable>(std::move(*program), executable);
}

llvm::Expected<std::vector<AllocationHandle>>
LocalDevice::execute(ExecutableHandle executable,
                     llvm::ArrayRef<AllocationHandle> arguments,
                     const ExecuteConfig &config) {
  return execute(executable, arguments, config, RunControl());
}

llvm::Expected<std::vector<AllocationHandle>>
LocalDevice::execute(ExecutableHandle executable,
                     llvm::ArrayRef<AllocationHandle> arguments,
                     const ExecuteConfig &config, const RunControl &control) {
  CallLimits limits = impl->getCallLimits(control);
  if (config.deviceOrdinal != 0)
    return error(ErrorCode::InvalidArgument,
                 "device ordinal " + llvm::Twine(config.deviceOrdinal) +
                     " does not exist: the device has ordinal 0 only");
  llvm::Expected<std::shared_ptr<Program>> program =
      impl->findProgram(executable);
  if (!program)
    return program.takeError();
  std::vector<RtValue> values;
  for (AllocationHandle handle : arguments) {
    llvm::Expected<RtValue> value = impl->findValue(handle);
    if (!value)
      return value.takeError();
    values.push_back(std::move(*value));
  }
  {
    // Refuse before running what could not be kept anyway.
    std::lock_guard<std::mutex> lock(impl->mutex);
    if (llvm::Error error =
            impl->checkQuotaLocked((*program)->resultBytes, "the results"))
      return std::move(error);
  }
  // A replica of a replicated computation joins its run's exchange.
  Program &compiled = **program;
  ReplicaSeat seat;
  std::shared_ptr<Program::ReplicaRun> replicaRun;
  if (compiled.numReplicas > 1) {
    if (config.replicaId < 0 ||
        static_cast<unsigned>(config.replicaId) >= compiled.numReplicas)
      return error(ErrorCode::InvalidArgument,
                   "replica_id " + llvm::Twine(config.replicaId) +
                       " is not a replica of the computation (num_replicas " +
                       llvm::Twine(compiled.numReplicas) + ")");
    std::lock_guard<std::mutex> lock(compiled.replicaMutex);
    if (compiled.replicaRuns.size() >= Program::kMaxReplicaRuns &&
        !compiled.replicaRuns.count(config.runId))
      for (auto it = compiled.replicaRuns.begin();
           it != compiled.replicaRuns.end();)
        it = it->second->active == 0 ? compiled.replicaRuns.erase(it)
                                     : std::next(it);
    std::shared_ptr<Program::ReplicaRun> &slot =
        compiled.replicaRuns[config.runId];
    if (!slot) {
      slot = std::make_shared<Program::ReplicaRun>();
      slot->exchange = std::make_unique<interp::ReplicaExchange>(
          compiled.numReplicas, 1, impl->options.collectiveTimeout,
          &slot->stopAll);
      slot->running.resize(compiled.numReplicas, false);
    }
    if (slot->running[config.replicaId])
      return error(ErrorCode::InvalidArgument,
                   "replica " + llvm::Twine(config.replicaId) + " of run_id " +
                       llvm::Twine(config.runId) +
                       " has joined the run already (each replica executes "
                       "once per run)");
    slot->running[config.replicaId] = true;
    ++slot->active;
    ++slot->joined;
    replicaRun = slot;
    seat.replicaId = config.replicaId;
    seat.exchange = slot->exchange.get();
    seat.groupStop = &slot->stopAll;
  } else if (config.replicaId != 0) {
    return error(ErrorCode::InvalidArgument,
                 "replica_id " + llvm::Twine(config.replicaId) +
                     " of a computation of one replica");
  }
  llvm::Expected<RtValue> result =
      impl->run(compiled, values, config.rngSeed, limits, seat);
  if (replicaRun) {
    // A failed replica stops the others at their next step (or fails them
    // at the collective they wait at, or at once if they join later); the
    // run is forgotten once all its replicas have joined and none runs.
    if (!result) {
      replicaRun->stopAll.raise(interp::StopReason::Cancelled);
      replicaRun->exchange->abort();
    }
    replicaRun->exchange->finish(seat.replicaId);
    std::lock_guard<std::mutex> lock(compiled.replicaMutex);
    if (--replicaRun->active == 0 && replicaRun->joined == compiled.numReplicas)
      compiled.replicaRuns.erase(config.runId);
  }
  if (!result)
    return result.takeError();
  values.clear();

  std::vector<RtValue> outputs;
  if (config.returnExplodedTuple && result->isTuple())
    outputs = result->getElements();
  else
    outputs.push_back(std::move(*result));
  llvm::Expected<std::vector<AllocationHandle>> handles =
      impl->addValues(std::move(outputs), "the results");
  if (!handles)
    return handles.takeError();
  // One by one: a handle released meanwhile leaves the others released.
  if (config.releaseInputHandles)
    for (AllocationHandle handle : arguments)
      llvm::consumeError(release(handle));
  if (config.releaseCompilationHandle)
    llvm::consumeError(releaseExecutable(executable));
  return handles;
}

/// How many elements output_index may name in a value of `type` (0: not a
/// tuple).
static int64_t getTupleArity(Type type) {
  auto tuple = dyn_cast<TupleType>(type);
  return tuple ? static_cast<int64_t>(tuple.size()) : 0;
}

llvm::Expected<std::vector<AllocationHandle>>
LocalDevice::executeChained(const xrt::XRTChainedExecutePlan &plan,
                            const xrt::XRTChainedExecuteConfig &config) {
  return executeChained(plan, config, RunControl());
}

llvm::Expected<std::vector<AllocationHandle>>
LocalDevice::executeChained(const xrt::XRTChainedExecutePlan &plan,
                            const xrt::XRTChainedExecuteConfig &config,
                            const RunControl &control) {
  CallLimits limits = impl->getCallLimits(control);
  if (config.core_index_in_replica() != 0)
    return error(ErrorCode::InvalidArgument,
                 "core_index_in_replica " +
                     llvm::Twine(config.core_index_in_replica()) +
                     " does not exist: the device has one core");
  // The whole plan is checked against its own sizes before anything is
  // run or allocated: handles, op and output indices, and result slots,
  // of which there are exactly as many as the plan has outputs.
  int64_t numResults = 0;
  for (const xrt::XRTChainedExecuteOp &op : plan.ops())
    numResults += op.outputs_size();
  std::vector<bool> written(numResults);
  std::vector<std::shared_ptr<Program>> programs(plan.ops_size());
  std::vector<std::optional<RtValue>> data(plan.ops_size());
  std::vector<int64_t> arity(plan.ops_size());
  for (auto [index, op] : llvm::enumerate(plan.ops())) {
    std::string where = "plan op " + std::to_string(index);
    auto withWhere = [&](llvm::Error error) {
      auto [code, message] = takeDeviceError(std::move(error));
      return makeDeviceError(code, where + ": " + message);
    };
    if (op.has_data_handle()) {
      if (op.inputs_size())
        return error(ErrorCode::InvalidArgument,
                     where + ": an allocation takes no inputs");
      llvm::Expected<RtValue> value = impl->findValue(op.data_handle());
      if (!value)
        return withWhere(value.takeError());
      arity[index] = value->isTuple()
                         ? static_cast<int64_t>(value->getElements().size())
                         : 0;
      data[index] = std::move(*value);
    } else if (op.has_computation_handle()) {
      llvm::Expected<std::shared_ptr<Program>> program =
          impl->findProgram(op.computation_handle());
      if (!program)
        return withWhere(program.takeError());
      if ((*program)->numReplicas > 1)
        return error(ErrorCode::Unimplemented,
                     where + ": the computation has " +
                         llvm::Twine((*program)->numReplicas) +
                         " replicas; a replicated computation runs through "
                         "Execute, one per replica (XRT's replica_id and "
                         "run_id)");
      func::FuncOp entry = (*program)->entry;
      arity[index] = (*program)->tupleResult
                         ? static_cast<int64_t>(entry.getNumResults())
                         : getTupleArity(entry.getResultTypes().front());
      programs[index] = std::move(*program);
      for (const xrt::XRTChainedExecuteOp::Input &input : op.inputs()) {
        int64_t from = input.op_index();
        if (from < 0 || from >= static_cast<int64_t>(index))
          return error(ErrorCode::InvalidArgument,
                       where + ": input op_index " + llvm::Twine(from) +
                           " does not name an earlier op");
        if (input.output_index() < 0 || input.output_index() > arity[from])
          return error(ErrorCode::InvalidArgument,
                       where + ": input output_index " +
                           llvm::Twine(input.output_index()) +
                           " does not name an output of op " +
                           llvm::Twine(from) + " (it has " +
                           llvm::Twine(arity[from]) + " tuple elements)");
      }
    } else {
      return error(ErrorCode::InvalidArgument,
                   where + " names neither a data_handle nor a "
                           "computation_handle");
    }
    for (const xrt::XRTChainedExecuteOp::Output &output : op.outputs()) {
      int64_t slot = output.result_index();
      if (slot < 0 || slot >= numResults)
        return error(ErrorCode::InvalidArgument,
                     where + ": result_index " + llvm::Twine(slot) +
                         " is out of range (the plan has " +
                         llvm::Twine(numResults) + " outputs)");
      if (written[slot])
        return error(ErrorCode::InvalidArgument, where + ": result_index " +
                                                     llvm::Twine(slot) +
                                                     " is written twice");
      written[slot] = true;
      if (output.output_index() < 0 || output.output_index() > arity[index])
        return error(ErrorCode::InvalidArgument,
                     where + ": output_index " +
                         llvm::Twine(output.output_index()) +
                         " does not name an output of the op (it has " +
                         llvm::Twine(arity[index]) + " tuple elements)");
    }
  }
  // Every slot is in range and written once, so all are written.

  std::vector<RtValue> values;
  std::vector<std::optional<RtValue>> results(numResults);
  for (auto [index, op] : llvm::enumerate(plan.ops())) {
    std::string where = "plan op " + std::to_string(index);
    if (data[index]) {
      values.push_back(std::move(*data[index]));
    } else {
      Program &program = *programs[index];
      std::vector<RtValue> arguments;
      for (const xrt::XRTChainedExecuteOp::Input &input : op.inputs()) {
        llvm::Expected<RtValue> argument =
            selectOutput(values[input.op_index()], input.output_index(), where);
        if (!argument)
          return argument.takeError();
        arguments.push_back(std::move(*argument));
      }
      {
        std::lock_guard<std::mutex> lock(impl->mutex);
        if (llvm::Error error =
                impl->checkQuotaLocked(program.resultBytes, where + " results"))
          return std::move(error);
      }
      llvm::Expected<RtValue> result =
          impl->run(program, arguments, config.rng_seed(), limits);
      if (!result) {
        auto [code, message] = takeDeviceError(result.takeError());
        return error(code, where + ": " + message);
      }
      values.push_back(std::move(*result));
    }
    for (const xrt::XRTChainedExecuteOp::Output &output : op.outputs()) {
      llvm::Expected<RtValue> value =
          selectOutput(values.back(), output.output_index(), where);
      if (!value)
        return value.takeError();
      results[output.result_index()] = std::move(*value);
    }
  }
  std::vector<RtValue> outputs;
  for (std::optional<RtValue> &result : results)
    outputs.push_back(std::move(*result));
  return impl->addValues(std::move(outputs), "the results");
}

llvm::Expected<RtValue> LocalDevice::read(AllocationHandle handle,
                                          bool release) {
  if (llvm::Error error = checkHandle(handle, "allocation"))
    return std::move(error);
  std::lock_guard<std::mutex> lock(impl->mutex);
  auto it = impl->allocations.find(handle);
  if (it == impl->allocations.end())
    return error(ErrorCode::NotFound,
                 "no allocation with handle " + llvm::Twine(handle));
  RtValue value = it->second.value;
  if (release) {
    impl->usedBytes -= it->second.bytes;
    impl->uncharge(it->second);
    impl->allocations.erase(it);
  }
  return value;
}

/// Checks every handle of a release before it releases anything: each is
/// valid (checkHandle) and in `table`; the error names the first that is
/// not.
template <typename Table>
static llvm::Error checkAllHeld(const Table &table,
                                llvm::ArrayRef<int64_t> handles,
                                llvm::StringRef kind) {
  for (int64_t handle : handles) {
    if (llvm::Error error = LocalDevice::checkHandle(handle, kind))
      return error;
    if (!table.count(handle))
      return error(ErrorCode::NotFound, "no " + kind + " with handle " +
                                            llvm::Twine(handle) +
                                            " (nothing was released)");
  }
  return llvm::Error::success();
}

llvm::Error LocalDevice::release(llvm::ArrayRef<AllocationHandle> handles) {
  std::vector<RtValue> dead; // Freed after the lock is let go.
  int64_t freedBytes = 0;
  {
    std::lock_guard<std::mutex> lock(impl->mutex);
    if (llvm::Error error =
            checkAllHeld(impl->allocations, handles, "allocation"))
      return error;
    for (AllocationHandle handle : handles) {
      auto it = impl->allocations.find(handle);
      if (it == impl->allocations.end())
        continue; // Named twice.
      impl->usedBytes -= it->second.bytes;
      impl->uncharge(it->second);
      freedBytes += it->second.bytes;
      dead.push_back(std::move(it->second.value));
      impl->allocations.erase(it);
    }
  }
  dead.clear();
  trimBufferCache(impl->options);
  returnMemory(impl->options, freedBytes);
  return llvm::Error::success();
}

llvm::Error
LocalDevice::releaseExecutable(llvm::ArrayRef<ExecutableHandle> handles) {
  std::vector<std::shared_ptr<Program>> dead;
  {
    std::lock_guard<std::mutex> lock(impl->mutex);
    if (llvm::Error error = checkAllHeld(impl->programs, handles, "executable"))
      return error;
    for (ExecutableHandle handle : handles) {
      auto it = impl->programs.find(handle);
      if (it == impl->programs.end())
        continue; // Named twice.
      dead.push_back(std::move(it->second));
      impl->programs.erase(it);
    }
  }
  dead.clear();
  if (!handles.empty()) {
    trimBufferCache(impl->options);
    returnMemory(impl->options, kTrimBytes);
  }
  return llvm::Error::success();
}

llvm::Expected<std::vector<DeviceInfo>> LocalDevice::listDevices() {
  DeviceInfo info;
  info.name = "cpu:0";
  info.kind = "xhlo-interpreter";
  std::lock_guard<std::mutex> lock(impl->mutex);
  info.memoryBytes = std::max<int64_t>(0, impl->options.maxMemoryBytes);
  info.usedBytes = impl->usedBytes;
  info.freeBytes = info.memoryBytes
                       ? std::max<int64_t>(0, info.memoryBytes - info.usedBytes)
                       : 0;
  return std::vector<DeviceInfo>{info};
}

llvm::Expected<HealthInfo> LocalDevice::health() {
  return HealthInfo{"SERVING", "xhlo " XHLO_VERSION_STRING};
}

llvm::Error LocalDevice::checkQuota(int64_t bytes) const {
  std::lock_guard<std::mutex> lock(impl->mutex);
  return impl->checkQuotaLocked(bytes, "an allocation");
}

int64_t LocalDevice::getUsedBytes() const {
  std::lock_guard<std::mutex> lock(impl->mutex);
  return impl->usedBytes;
}

size_t LocalDevice::getNumAllocations() const {
  std::lock_guard<std::mutex> lock(impl->mutex);
  return impl->allocations.size();
}

size_t LocalDevice::getNumExecutables() const {
  std::lock_guard<std::mutex> lock(impl->mutex);
  return impl->programs.size();
}
