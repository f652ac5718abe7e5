//===- Executable.cpp - Compiled hlo functions for the interpreter --------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the interpreter's plans. A block (a function body or
// a region of an hlo op) becomes a list of steps over numbered value slots:
// each step calls its op's kernel on the operand slots and fills the result
// slots; after the last use of a slot its value is released, so its buffer
// is freed as soon as nothing needs it. Plans of every region and callee are
// built when the function is compiled, so an op without a kernel is found
// before anything runs.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Interpreter/Executable.h"

#include "Fusion.h"
#include "Kernels/FastKernels.h"

#include "xhlo/Dialect/Hlo/IR/HloOps.h"
#include "xhlo/Interpreter/ThreadPool.h"
#include "xhlo/Values/MemoryBudget.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/FormatVariadic.h"

#include <chrono>
#include <condition_variable>
#include <cstring>
#include <deque>
#include <map>
#include <mutex>
#include <thread>

using namespace mlir;
using namespace xhlo;
using namespace xhlo::interp;

//===----------------------------------------------------------------------===//
// Values
//===----------------------------------------------------------------------===//

/// A readable description of a value for error messages: `f32[2,3]`, ...
static std::string describe(const RtValue &value) {
  switch (value.getKind()) {
  case RtValue::Kind::Array: {
    std::string text =
        getElementTypeName(value.getArray().getElementType()).str() + "[";
    llvm::raw_string_ostream os(text);
    llvm::interleave(value.getArray().getShape(), os, ",");
    os << "]";
    return text;
  }
  case RtValue::Kind::Tuple: {
    std::string text = "(";
    for (auto [index, element] : llvm::enumerate(value.getElements()))
      text += (index ? ", " : "") + describe(element);
    return text + ")";
  }
  case RtValue::Kind::Token:
    return "token[]";
  }
  return "?";
}

/// Counts the array buffers referenced by value slots, each buffer once,
/// however many slots (in however many frames) hold it: the bytes of the
/// simultaneously live arrays, and their peak. Kernels' temporary memory is
/// added while they run.
class LiveBuffers {
public:
  void retain(const RtValue &value) {
    if (value.isArray()) {
      if (refs[&value.getArray()]++ == 0) {
        bytes += value.getArray().getSizeInBytes();
        peak = std::max(peak, bytes);
      }
    } else if (value.isTuple()) {
      for (const RtValue &element : value.getElements())
        retain(element);
    }
  }
  void release(const RtValue &value) {
    if (value.isArray()) {
      auto it = refs.find(&value.getArray());
      if (it != refs.end() && --it->second == 0) {
        bytes -= value.getArray().getSizeInBytes();
        refs.erase(it);
      }
    } else if (value.isTuple()) {
      for (const RtValue &element : value.getElements())
        release(element);
    }
  }
  /// Counts `extra` bytes held for a moment on top of the live ones.
  void notePeakWith(int64_t extra) { peak = std::max(peak, bytes + extra); }
  int64_t getPeak() const { return peak; }

private:
  llvm::DenseMap<const Literal *, int64_t> refs;
  int64_t bytes = 0;
  int64_t peak = 0;
};

/// The largest array size the plan's statistics count (far beyond any
/// budget; keeps their sums far from overflowing).
static constexpr uint64_t kMaxCountedBytes = uint64_t(1) << 50;

/// The bytes of the arrays a value of `type` holds (at most
/// kMaxCountedBytes).
static int64_t getTypeBytes(Type type) {
  llvm::Expected<uint64_t> bytes = getTypeByteSize(type);
  if (!bytes) {
    llvm::consumeError(bytes.takeError());
    return kMaxCountedBytes;
  }
  return std::min(*bytes, kMaxCountedBytes);
}

//===----------------------------------------------------------------------===//
// Plans
//===----------------------------------------------------------------------===//

namespace {

/// One kernel call: an op's kernel, or a fused group's program.
struct Step {
  /// The op (a fused step's last op), where errors are reported.
  Operation *op;
  Kernel kernel;
  std::shared_ptr<const fusion::FusedProgram> fused;
  SmallVector<unsigned> operandSlots;
  SmallVector<unsigned> resultSlots;
  /// The types the results must have.
  SmallVector<Type> resultTypes;
  /// Per result of a static tensor type: its element type, so that the
  /// check of what the kernel made needs no MLIR type query.
  SmallVector<std::optional<ElementType>, 1> resultElementTypes;
  /// A small constant's value, made once when the plan is compiled: every
  /// run shares the array (arrays are immutable; a buffer is only handed on
  /// by its sole holder), so the step runs no kernel and allocates nothing.
  std::optional<RtValue> constant;
  /// The bytes charged to the run's budget before the step runs (its
  /// results' allocations), 0 for steps that pass values on (tuples,
  /// control flow).
  uint64_t chargedBytes = 0;
  /// Slots whose last use is this step.
  SmallVector<unsigned> release;
  /// The name in traces and profiles.
  std::string name;
};

/// A block compiled into steps.
struct BlockPlan {
  unsigned numSlots = 0;
  SmallVector<unsigned> argumentSlots;
  std::vector<Step> steps;
  /// The terminator's operands.
  SmallVector<unsigned> returnSlots;
  /// Per terminator operand, whether it is its slot's last one there (the
  /// frame's value moves out instead of being copied).
  SmallVector<bool> returnMoves;
  Operation *terminator = nullptr;
  /// The largest total size of the values alive at once, without and with
  /// the block's arguments.
  int64_t liveBytesBeyondArguments = 0;
  int64_t liveBytes = 0;
  /// The blocks a run of this one nests at most, itself included (1 without
  /// regions or calls): runs recurse once per level.
  unsigned height = 1;
};

/// The deepest nesting of blocks (regions and called functions, the entry
/// function one level) that compiles and runs: both recurse once per level
/// (a few KB of stack each). The HLO importers allow at most 1024 levels of
/// regions (--max-import-depth).
constexpr unsigned kMaxNestingDepth = 1024;

} // namespace

/// The compiled plan of a function: const once compiled (runs read it from
/// any number of threads), but for the executable's own random state and
/// the last run's statistics, which take their own locks.
struct Executable::Impl {
  func::FuncOp entry;
  ExecutableOptions options;
  const KernelRegistry &registry = KernelRegistry::get();
  std::shared_ptr<ThreadPool> pool;
  llvm::DenseMap<Block *, std::unique_ptr<BlockPlan>> plans;
  /// hlo.reverse ops of convolution kernels that the convolutions absorb
  /// (no step computes them), and per such convolution the spatial
  /// dimensions whose window reversal it flips (see absorbKernelReverses).
  llvm::DenseSet<Operation *> absorbedReverses;
  llvm::DenseMap<Operation *, uint32_t> flippedReversal;
  unsigned fusedSteps = 0;
  unsigned fusedOps = 0;
  /// The random state of runs that bring none.
  std::unique_ptr<RandomState> random;
  /// The statistics of the last run to finish.
  mutable std::mutex lastStatsMutex;
  RunStats lastStats;

  /// Compiles `block` and, recursively, the regions of its ops and the
  /// functions they call; `user` runs it (errors name it), `depth` blocks
  /// deep (the entry function's body is 1). Refuses recursive calls and
  /// nesting beyond kMaxNestingDepth, which the runs would follow until the
  /// stack overflows.
  LogicalResult compileBlock(Block &block, Operation *user, unsigned depth);
  /// Functions whose body is being compiled (a call of one is recursive).
  llvm::DenseSet<Block *> compiling;
  /// The kernel of an op that runs on its own.
  FailureOr<Kernel> selectKernel(Operation &op);
  /// The kernel of a convolution: oneDNN or the reference kernel (only it
  /// with ExecutableOptions::referenceKernels), and the absorbed reverse of
  /// its kernel; either names itself in the step's event.
  Kernel convolutionKernel(xhlo::hlo::ConvolutionOp op, Kernel reference);
  /// Finds the hlo.reverse ops of `block` that only reverse the spatial
  /// dimensions of the kernels of convolutions.
  void absorbKernelReverses(Block &block);
  /// Computes the plan's largest live set (after its nested plans).
  void computeLiveBytes(BlockPlan &plan, Block &block);
  /// The plan of a compiled block.
  const BlockPlan &getPlan(Block &block) const {
    return *plans.find(&block)->second;
  }
};

/// Steps whose results take at most this many bytes are checked against
/// the budget rather than charged ahead.
static constexpr uint64_t kCheckOnlyBytes = 64 << 10;

/// Constants of at most this many bytes are made once, when the plan is
/// compiled (loop bounds, steps and scalars that loops read at every
/// iteration); larger ones are made by each run that needs them.
static constexpr uint64_t kSharedConstantBytes = 4 << 10;

/// The element type of `value` when it is a tensor of static shape.
static std::optional<ElementType> getStaticElementType(Value value) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  if (!type || !type.hasStaticShape())
    return std::nullopt;
  return getElementTypeFromMlir(type.getElementType());
}

/// Whether `result` has the type `expected`, with `elementType` the
/// precomputed element type of a static tensor type (Step).
static bool matchesStepType(const RtValue &result, Type expected,
                            std::optional<ElementType> elementType) {
  if (!elementType || !result.isArray())
    return matchesType(result, expected);
  const Literal &array = result.getArray();
  return array.getElementType() == *elementType &&
         array.getShape() == cast<RankedTensorType>(expected).getShape();
}

namespace {

/// What changes while one run of a plan runs: its frames' value slots, the
/// live buffers and their peak, the kernel calls it records; and what the
/// run was given (random state, replica). The kernels' KernelContext.
class ExecutionState final : public KernelContext {
public:
  ExecutionState(const Executable::Impl &plan, const RunOptions &options)
      : plan(plan), random(options.random ? *options.random : *plan.random),
        budget(MemoryBudget::getCurrent()), replicaId(options.replicaId),
        partitionId(options.partitionId), collectives(options.collectives),
        outfeed(options.outfeed ? &options.outfeed : nullptr),
        runStart(std::chrono::steady_clock::now()) {}

  /// Runs the plan of `block` on `arguments` (a new frame of slots).
  FailureOr<std::vector<RtValue>> runBlock(Block &block,
                                           ArrayRef<RtValue> arguments);
  /// What the run measured so far.
  RunStats takeStats() { return RunStats{live.getPeak(), std::move(events)}; }
  /// Makes the run stop at its next check once `flag` is raised.
  void watch(const StopFlag &flag) { stopState = &flag.getState(); }
  /// Makes the run stop at its next check once `flag`, the flag of the
  /// devices of its replicated run (RunOptions::groupStop), is raised.
  void watchGroup(const StopFlag &flag) { groupState = &flag.getState(); }
  /// Why the run stopped early, or None.
  StopReason getStopped() const { return stopped; }

  FailureOr<std::vector<RtValue>>
  runRegion(Region &region, ArrayRef<RtValue> arguments) override {
    if (region.empty())
      return failure();
    return runBlock(region.front(), arguments);
  }
  FailureOr<std::vector<RtValue>>
  runFunction(func::FuncOp callee, ArrayRef<RtValue> arguments) override {
    if (callee.isExternal())
      return callee.emitError("the interpreter cannot run a function "
                              "without a body");
    return runBlock(callee.getBody().front(), arguments);
  }
  uint64_t getSeed() const override { return random.getSeed(); }
  bool useFastKernels() const override {
    return !plan.options.referenceKernels;
  }
  ThreadPool &getThreadPool() override { return *plan.pool; }
  uint64_t countOpCall(Operation *op) override {
    return random.countOpCall(op);
  }
  std::pair<uint64_t, uint64_t> getAndUpdateRngState(int64_t delta) override {
    return random.getAndUpdateRngState(delta);
  }
  void noteTemporaryBytes(int64_t bytes) override {
    stepTemporaryBytes = std::max(stepTemporaryBytes, bytes);
  }
  /// Names the implementation the running step used, for its event
  /// (`hlo.convolution (oneDNN forward)`).
  void noteStepImplementation(StringRef implementation) {
    stepImplementation.assign(implementation.data(), implementation.size());
  }
  unsigned getReplicaId() const override { return replicaId; }
  unsigned getPartitionId() const override { return partitionId; }
  Collectives *getCollectives() override { return collectives; }
  const OutfeedHandler *getOutfeedHandler() const override { return outfeed; }
  ReduceOrder getReduceOrder() const override {
    return plan.options.reduceOrder;
  }

private:
  /// Fails before `op` once the run's stop flag is raised: one relaxed load
  /// while it is not.
  LogicalResult checkStop(Operation *op) {
    if (LLVM_LIKELY((stopState->load(std::memory_order_relaxed) |
                     groupState->load(std::memory_order_relaxed)) == 0))
      return success();
    return stop(op);
  }
  /// Stops the run before `op`: the error, once per run.
  LogicalResult stop(Operation *op);
  /// Runs a fused step, handing dead inputs' buffers to its outputs.
  LogicalResult runFused(const Step &step, std::vector<RtValue> &slots,
                         ArrayRef<const RtValue *> operands,
                         std::vector<RtValue> &results);

  const Executable::Impl &plan;
  RandomState &random;
  /// The run's budget (the thread's current one while the run runs).
  MemoryBudget &budget;
  unsigned replicaId;
  unsigned partitionId;
  Collectives *collectives;
  /// RunOptions::outfeed (which outlives the run), or null.
  const OutfeedHandler *outfeed;
  LiveBuffers live;
  std::vector<ExecutionEvent> events;
  std::chrono::steady_clock::time_point runStart;
  unsigned depth = 0;
  /// The vectors of the block running at each nesting depth (one block
  /// runs at a depth at a time), kept from one call to the next: the
  /// iterations of a loop allocate no frames. A deque: frames stay where
  /// they are while deeper ones are added.
  struct Frame {
    std::vector<RtValue> slots;
    std::vector<const RtValue *> operands;
    std::vector<RtValue> results;
  };
  std::deque<Frame> frames;
  /// Temporary bytes the running step's kernel reported.
  int64_t stepTemporaryBytes = 0;
  /// The state of the flag the run watches (RunOptions::stop).
  const std::atomic<uint8_t> *stopState = &neverRaised.getState();
  /// The state of its replicated run's flag (RunOptions::groupStop).
  const std::atomic<uint8_t> *groupState = &neverRaised.getState();
  /// Why the run stopped, once it has.
  StopReason stopped = StopReason::None;
  /// The flag of runs that watch none.
  static const StopFlag neverRaised;
  /// The implementation the running step's kernel reported, if any.
  std::string stepImplementation;
};

} // namespace

/// Leaves the fused groups that reduce out of `fusion`: with a
/// --debug-reduce-order other than forward their ops run on their own, the
/// reductions in the reference kernel, which folds in that order.
static void unfuseReductions(fusion::BlockFusion &fusion) {
  SmallVector<Operation *> unfused;
  for (auto [op, group] : fusion.groupOf)
    if (fusion.groups[group].program && fusion.groups[group].program->hasReduce)
      unfused.push_back(op);
  for (Operation *op : unfused) {
    fusion.groupOf.erase(op);
    // The splat constants it reads need their steps again.
    for (Value operand : op->getOperands())
      if (Operation *def = operand.getDefiningOp())
        fusion.absorbed.erase(def);
  }
}

FailureOr<Kernel> Executable::Impl::selectKernel(Operation &op) {
  const Kernel *kernel = registry.lookup(op.getName().getStringRef());
  if (!kernel)
    return op.emitError() << "the interpreter has no kernel for '"
                          << op.getName() << "'";
  if (auto conv = dyn_cast<xhlo::hlo::ConvolutionOp>(op))
    return convolutionKernel(conv, *kernel);
  // With a --debug-reduce-order other than forward, the reference kernels
  // reduce in that order (the fast paths keep their own).
  if (options.referenceKernels || options.reduceOrder != ReduceOrder::Forward)
    return *kernel;
  // Reductions the fast path handles (it declines the dimension layouts it
  // has no loop for, and the reference kernel runs them).
  if (std::optional<ReduceKind> kind = fusion::matchSimpleReduceWindow(&op)) {
    Kernel reference = *kernel;
    return Kernel([reference, kind = *kind](
                      Operation *op, ArrayRef<const RtValue *> operands,
                      std::vector<RtValue> &results, KernelContext &context) {
      if (fusion::runFastReduceWindow(op, kind, operands, results,
                                      context.getThreadPool()))
        return success();
      return reference(op, operands, results, context);
    });
  }
  if (std::optional<fusion::SimpleSelectAndScatter> kind =
          fusion::matchSimpleSelectAndScatter(&op)) {
    Kernel reference = *kernel;
    return Kernel([reference, kind = *kind](
                      Operation *op, ArrayRef<const RtValue *> operands,
                      std::vector<RtValue> &results, KernelContext &context) {
      if (fusion::runFastSelectAndScatter(op, kind, operands, results,
                                          context.getThreadPool()))
        return success();
      return reference(op, operands, results, context);
    });
  }
  if (std::optional<ReduceKind> kind = fusion::matchSimpleReduce(&op)) {
    Kernel reference = *kernel;
    return Kernel([reference, kind = *kind](
                      Operation *op, ArrayRef<const RtValue *> operands,
                      std::vector<RtValue> &results, KernelContext &context) {
      if (fusion::runFastReduce(op, kind, operands, results,
                                context.getThreadPool()))
        return success();
      return reference(op, operands, results, context);
    });
  }
  return *kernel;
}

void Executable::Impl::absorbKernelReverses(Block &block) {
  // The autodiff's input gradients convolve with the spatially reversed
  // kernel: the convolution reverses its window instead (oneDNN's
  // backward-data primitive reads the kernel as it is), and the reversed
  // copy is never made.
  for (Operation &op : block) {
    auto reverse = dyn_cast<xhlo::hlo::ReverseOp>(op);
    if (!reverse || reverse->use_empty())
      continue;
    ArrayRef<int64_t> dims = reverse.getDimensions();
    SmallVector<std::pair<Operation *, uint32_t>> users;
    bool absorbable = true;
    for (OpOperand &use : reverse->getUses()) {
      auto conv = dyn_cast<xhlo::hlo::ConvolutionOp>(use.getOwner());
      if (!conv || use.getOperandNumber() != 1) {
        absorbable = false;
        break;
      }
      ArrayRef<int64_t> kSpatial =
          conv.getDimLabels().getKernelSpatialDimensions();
      uint32_t flip = 0;
      for (int64_t d : dims) {
        const int64_t *it = llvm::find(kSpatial, d);
        if (it == kSpatial.end()) {
          absorbable = false;
          break;
        }
        flip |= uint32_t(1) << (it - kSpatial.begin());
      }
      if (!absorbable)
        break;
      users.push_back({conv, flip});
    }
    if (!absorbable)
      continue;
    absorbedReverses.insert(reverse);
    for (auto [conv, flip] : users)
      flippedReversal[conv] = flip;
  }
}

/// How a convolution's event names its implementation: the oneDNN
/// primitive, and `, Winograd` when it ran on Winograd's kernels
/// (`hlo.convolution (oneDNN forward, Winograd)`; xhlo-run --profile counts
/// them).
static StringRef getConvolutionImplementation(const ConvolutionRun &run) {
  switch (run.primitive) {
  case ConvolutionPrimitive::Forward:
    return run.winograd ? "oneDNN forward, Winograd" : "oneDNN forward";
  case ConvolutionPrimitive::BackwardData:
    return run.winograd ? "oneDNN backward-data, Winograd"
                        : "oneDNN backward-data";
  case ConvolutionPrimitive::BackwardWeights:
    return run.winograd ? "oneDNN backward-weights, Winograd"
                        : "oneDNN backward-weights";
  }
  return "oneDNN";
}

Kernel Executable::Impl::convolutionKernel(xhlo::hlo::ConvolutionOp op,
                                           Kernel reference) {
  if (options.referenceKernels)
    return [reference](Operation *operation, ArrayRef<const RtValue *> operands,
                       std::vector<RtValue> &results,
                       KernelContext &context) -> LogicalResult {
      static_cast<ExecutionState &>(context).noteStepImplementation(
          "reference");
      return reference(operation, operands, results, context);
    };
  uint32_t flip = flippedReversal.lookup(op);
  Operation *reverse = flip ? op.getRhs().getDefiningOp() : nullptr;
  const Kernel *reverseKernel =
      flip ? registry.lookup(reverse->getName().getStringRef()) : nullptr;
  bool directOnly = options.preciseMath;
  return [reference, flip, reverse, reverseKernel,
          directOnly](Operation *operation, ArrayRef<const RtValue *> operands,
                      std::vector<RtValue> &results,
                      KernelContext &context) -> LogicalResult {
    // Only runs of this plan call its steps' kernels.
    auto &state = static_cast<ExecutionState &>(context);
    auto conv = cast<xhlo::hlo::ConvolutionOp>(operation);
    auto type = cast<ShapedType>(conv.getType());
    bool isF32 =
        getElementTypeFromMlir(type.getElementType()) == ElementType::F32;
    // On oneDNN, with the kernel's window reversal flipped by `flipBits`;
    // nothing when it declines.
    auto tryOneDnn = [&](const Literal &kernel,
                         uint32_t flipBits) -> std::optional<LogicalResult> {
      Literal result =
          Literal::uninitialized(ElementType::F32, type.getShape());
      int64_t temporaryBytes = 0;
      ConvolutionRun run;
      FastPathResult done =
          fastConvolution(conv, operands[0]->getArray(), kernel, result,
                          &temporaryBytes, flipBits, directOnly, &run);
      if (done == FastPathResult::OverBudget)
        return LogicalResult(operation->emitError() << llvm::toString(
                                 getConvolutionScratchRefusal(temporaryBytes)));
      if (done != FastPathResult::Done)
        return std::nullopt;
      state.noteTemporaryBytes(temporaryBytes);
      state.noteStepImplementation(getConvolutionImplementation(run));
      results.push_back(std::move(result));
      return success();
    };
    if (isF32)
      if (std::optional<LogicalResult> done =
              tryOneDnn(operands[1]->getArray(), flip))
        return *done;
    if (reverse) {
      // The absorbed reverse, made after all (oneDNN may take the
      // convolution of the reversed copy).
      std::vector<RtValue> reversed;
      if (failed((*reverseKernel)(reverse, {operands[1]}, reversed, context)))
        return failure();
      if (isF32)
        if (std::optional<LogicalResult> done =
                tryOneDnn(reversed[0].getArray(), 0))
          return *done;
      state.noteStepImplementation("reference");
      return reference(operation, {operands[0], &reversed[0]}, results,
                       context);
    }
    state.noteStepImplementation("reference");
    return reference(operation, operands, results, context);
  };
}

/// The bytes Literal allocates for the arrays of a value of `type` (each
/// rounded up to its 64-byte alignment), added to `total` (saturating); or
/// an error at `where` naming `what` for an array whose size overflows.
static LogicalResult addAllocationBytes(Type type, Location where,
                                        const Twine &what, uint64_t &total) {
  // What Literal allocates for each array: whole cache lines.
  llvm::Expected<uint64_t> bytes = getTypeByteSize(type, /*arrayAlignment=*/64);
  if (!bytes)
    return emitError(where)
           << what << ": " << llvm::toString(bytes.takeError());
  total = total > UINT64_MAX - *bytes ? UINT64_MAX : total + *bytes;
  return success();
}

/// Whether `op` passes values on rather than allocating its results
/// (tuples, control flow: its results are values computed elsewhere).
static bool passesValuesOn(Operation *op) {
  return isa<xhlo::hlo::TupleOp, xhlo::hlo::GetTupleElementOp,
             xhlo::hlo::WhileOp, xhlo::hlo::ConditionalOp, xhlo::hlo::CallOp,
             xhlo::hlo::FusionOp, xhlo::hlo::OptBarrierOp,
             xhlo::hlo::AddDependencyOp, xhlo::hlo::DomainOp,
             // The asynchronous forms' dones take their values apart, and
             // the async wrappers hand on their computation's.
             xhlo::hlo::AllReduceDoneOp, xhlo::hlo::AllGatherDoneOp,
             xhlo::hlo::CollectivePermuteDoneOp, xhlo::hlo::CopyStartOp,
             xhlo::hlo::CopyDoneOp, xhlo::hlo::AsyncStartOp,
             xhlo::hlo::AsyncUpdateOp, xhlo::hlo::AsyncDoneOp>(op);
}

/// The function `op` runs by name (hlo.call's to_apply, hlo.async_start's
/// wrapped computation), or null.
static FlatSymbolRefAttr getCalledFunction(Operation *op) {
  if (auto call = dyn_cast<xhlo::hlo::CallOp>(op))
    return call.getToApplyAttr();
  if (auto start = dyn_cast<xhlo::hlo::AsyncStartOp>(op))
    return start.getCallsAttr();
  return nullptr;
}

LogicalResult Executable::Impl::compileBlock(Block &block, Operation *user,
                                             unsigned depth) {
  auto tooDeep = [&] {
    return user->emitError()
           << "the interpreter cannot run calls and regions nested deeper "
              "than "
           << kMaxNestingDepth << " levels";
  };
  auto compiled = plans.find(&block);
  if (compiled != plans.end()) {
    if (depth - 1 + compiled->second->height > kMaxNestingDepth)
      return tooDeep();
    return success();
  }
  if (compiling.contains(&block))
    return user->emitError()
           << "the interpreter cannot run @"
           << cast<func::FuncOp>(block.getParentOp()).getSymName()
           << ": it is called recursively (HLO has no recursion)";
  if (depth > kMaxNestingDepth)
    return tooDeep();
  bool isFunction = isa<func::FuncOp>(block.getParentOp());
  if (isFunction)
    compiling.insert(&block);
  auto leave = llvm::make_scope_exit([&] {
    if (isFunction)
      compiling.erase(&block);
  });
  // Arrays whose size overflows are refused here, before anything runs.
  for (BlockArgument argument : block.getArguments()) {
    uint64_t ignored = 0;
    if (failed(addAllocationBytes(argument.getType(), argument.getLoc(),
                                  "argument " + Twine(argument.getArgNumber()),
                                  ignored)))
      return failure();
  }
  auto plan = std::make_unique<BlockPlan>();
  llvm::DenseMap<Value, unsigned> slotOf;
  auto newSlot = [&](Value value) {
    unsigned slot = plan->numSlots++;
    slotOf[value] = slot;
    return slot;
  };
  for (BlockArgument argument : block.getArguments())
    plan->argumentSlots.push_back(newSlot(argument));

  // Slots whose value is defined outside this block cannot be read: hlo
  // regions are isolated from above and functions have none.
  auto slotFor = [&](Value value, Operation *user) -> FailureOr<unsigned> {
    auto it = slotOf.find(value);
    if (it == slotOf.end())
      return user->emitError("the interpreter only runs values defined in "
                             "the same block (is the region isolated?)");
    return it->second;
  };

  fusion::BlockFusion fusion;
  if (!options.referenceKernels) {
    fusion = fusion::planFusion(block, options.preciseMath);
    absorbKernelReverses(block);
    if (options.reduceOrder != ReduceOrder::Forward)
      unfuseReductions(fusion);
  }

  llvm::DenseMap<unsigned, size_t> lastUse;
  auto addOperands = [&](Step &step, ValueRange operands,
                         Operation *user) -> LogicalResult {
    for (Value operand : operands) {
      FailureOr<unsigned> slot = slotFor(operand, user);
      if (failed(slot))
        return failure();
      step.operandSlots.push_back(*slot);
      lastUse[*slot] = plan->steps.size();
    }
    return success();
  };
  for (Operation &op : block) {
    if (&op == block.getTerminator()) {
      plan->terminator = &op;
      for (Value operand : op.getOperands()) {
        FailureOr<unsigned> slot = slotFor(operand, &op);
        if (failed(slot))
          return failure();
        plan->returnSlots.push_back(*slot);
      }
      llvm::DenseSet<unsigned> later;
      plan->returnMoves.resize(plan->returnSlots.size());
      for (size_t i = plan->returnSlots.size(); i-- > 0;)
        plan->returnMoves[i] = later.insert(plan->returnSlots[i]).second;
      break;
    }
    if (fusion.absorbed.contains(&op))
      continue;
    if (absorbedReverses.contains(&op)) {
      // Its convolutions read its operand.
      FailureOr<unsigned> slot = slotFor(op.getOperand(0), &op);
      if (failed(slot))
        return failure();
      slotOf[op.getResult(0)] = *slot;
      continue;
    }
    auto grouped = fusion.groupOf.find(&op);
    if (grouped != fusion.groupOf.end()) {
      // A fused group runs as one step at its last op.
      const fusion::FusionGroup &group = fusion.groups[grouped->second];
      if (group.members.back() != &op)
        continue;
      Step step;
      step.op = &op;
      step.fused = group.program;
      step.name = group.program->name;
      // Errors name the op where the step's results are made.
      std::string what =
          op.getName().getStringRef().str() + " (" + step.name + ")";
      if (failed(addOperands(step, group.inputs, &op)))
        return failure();
      for (Value result : group.outputs) {
        step.resultSlots.push_back(newSlot(result));
        step.resultTypes.push_back(result.getType());
        step.resultElementTypes.push_back(getStaticElementType(result));
        if (failed(addAllocationBytes(result.getType(), result.getLoc(),
                                      "a result of " + what,
                                      step.chargedBytes)))
          return failure();
      }
      ++fusedSteps;
      fusedOps += group.members.size();
      plan->steps.push_back(std::move(step));
      continue;
    }
    FailureOr<Kernel> kernel = selectKernel(op);
    if (failed(kernel))
      return failure();
    Step step;
    step.op = &op;
    step.kernel = std::move(*kernel);
    step.name = op.getName().getStringRef().str();
    if (failed(addOperands(step, op.getOperands(), &op)))
      return failure();
    for (Value result : op.getResults()) {
      step.resultSlots.push_back(newSlot(result));
      step.resultTypes.push_back(result.getType());
      step.resultElementTypes.push_back(getStaticElementType(result));
      if (failed(addAllocationBytes(
              result.getType(), op.getLoc(),
              "result " + Twine(cast<OpResult>(result).getResultNumber()) +
                  " of " + step.name,
              step.chargedBytes)))
        return failure();
    }
    if (passesValuesOn(&op))
      step.chargedBytes = 0;
    if (auto constant = dyn_cast<xhlo::hlo::ConstantOp>(op))
      if (step.chargedBytes <= kSharedConstantBytes)
        if (std::optional<Literal> value =
                Literal::fromAttr(constant.getValue()))
          step.constant = RtValue(std::move(*value));
    // Compile what the op will run: its regions and its callee.
    for (Region &region : op.getRegions())
      for (Block &nested : region) {
        if (failed(compileBlock(nested, &op, depth + 1)))
          return failure();
        plan->height = std::max(plan->height, 1 + getPlan(nested).height);
      }
    if (FlatSymbolRefAttr called = getCalledFunction(&op)) {
      auto callee =
          SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(&op, called);
      if (!callee || callee.isExternal())
        return op.emitError("the interpreter cannot find the body of the "
                            "called function");
      Block &body = callee.getBody().front();
      if (failed(compileBlock(body, &op, depth + 1)))
        return failure();
      plan->height = std::max(plan->height, 1 + getPlan(body).height);
    }
    plan->steps.push_back(std::move(step));
  }
  if (!plan->terminator)
    return block.getParentOp()->emitError("a block without a terminator");
  // Release each slot after its last use, unless the block returns it.
  llvm::DenseSet<unsigned> returned(plan->returnSlots.begin(),
                                    plan->returnSlots.end());
  for (auto [slot, step] : lastUse)
    if (!returned.contains(slot))
      plan->steps[step].release.push_back(slot);
  computeLiveBytes(*plan, block);
  plans[&block] = std::move(plan);
  return success();
}

/// Appends the byte sizes of the arrays of a value of `type` (its leaves, in
/// order).
static void appendLeafBytes(Type type, SmallVectorImpl<int64_t> &leaves) {
  if (auto tuple = dyn_cast<TupleType>(type)) {
    for (Type element : tuple.getTypes())
      appendLeafBytes(element, leaves);
    return;
  }
  leaves.push_back(getTypeBytes(type));
}

void Executable::Impl::computeLiveBytes(BlockPlan &plan, Block &block) {
  // Buffers, not values: a tuple holds its elements' buffers and
  // get_tuple_element returns one of them, so each buffer counts once while
  // any live value holds it.
  SmallVector<int64_t> bufferBytes;
  SmallVector<int64_t> bufferRefs;
  std::vector<SmallVector<unsigned>> slotBuffers(plan.numSlots);
  int64_t current = 0;
  auto hold = [&](unsigned slot) {
    for (unsigned buffer : slotBuffers[slot])
      if (bufferRefs[buffer]++ == 0)
        current += bufferBytes[buffer];
  };
  auto drop = [&](unsigned slot) {
    for (unsigned buffer : slotBuffers[slot])
      if (--bufferRefs[buffer] == 0)
        current -= bufferBytes[buffer];
  };
  auto newBuffers = [&](unsigned slot, Type type) {
    SmallVector<int64_t> leaves;
    appendLeafBytes(type, leaves);
    for (int64_t bytes : leaves) {
      slotBuffers[slot].push_back(bufferBytes.size());
      bufferBytes.push_back(bytes);
      bufferRefs.push_back(0);
    }
  };

  for (auto [slot, argument] :
       llvm::zip(plan.argumentSlots, block.getArguments())) {
    newBuffers(slot, argument.getType());
    hold(slot);
  }
  int64_t arguments = current;
  int64_t largest = current;
  for (const Step &step : plan.steps) {
    int64_t before = current;
    if (!step.fused && isa<xhlo::hlo::TupleOp>(step.op)) {
      for (unsigned operand : step.operandSlots)
        llvm::append_range(slotBuffers[step.resultSlots[0]],
                           slotBuffers[operand]);
    } else if (auto get = dyn_cast_or_null<xhlo::hlo::GetTupleElementOp>(
                   step.fused ? nullptr : step.op)) {
      auto tuple = cast<TupleType>(get.getOperand().getType());
      SmallVector<int64_t> leaves;
      for (unsigned i = 0; i < get.getIndex(); ++i)
        appendLeafBytes(tuple.getType(i), leaves);
      size_t first = leaves.size();
      appendLeafBytes(tuple.getType(get.getIndex()), leaves);
      ArrayRef<unsigned> all = slotBuffers[step.operandSlots[0]];
      if (leaves.size() <= all.size())
        llvm::append_range(slotBuffers[step.resultSlots[0]],
                           all.slice(first, leaves.size() - first));
    } else {
      for (auto [slot, type] : llvm::zip(step.resultSlots, step.resultTypes))
        newBuffers(slot, type);
    }
    for (unsigned slot : step.resultSlots)
      hold(slot);
    // What runs inside the step: the values of its regions and callee
    // beyond their arguments (which are this step's operands).
    int64_t nested = 0;
    if (!step.fused) {
      for (Region &region : step.op->getRegions())
        for (Block &inner : region)
          nested = std::max(nested, plans[&inner]->liveBytesBeyondArguments);
      if (FlatSymbolRefAttr called = getCalledFunction(step.op))
        if (auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
                step.op, called))
          nested = std::max(
              nested,
              plans[&callee.getBody().front()]->liveBytesBeyondArguments);
    }
    largest = std::max({largest, current + nested, before + nested});
    for (unsigned slot : step.release)
      drop(slot);
  }
  plan.liveBytes = largest;
  plan.liveBytesBeyondArguments = std::max<int64_t>(0, largest - arguments);
}

LogicalResult ExecutionState::runFused(const Step &step,
                                       std::vector<RtValue> &slots,
                                       ArrayRef<const RtValue *> operands,
                                       std::vector<RtValue> &results) {
  const fusion::FusedProgram &program = *step.fused;
  if (program.convolution) {
    // A convolution with its bias (and ReLU) in one oneDNN primitive, whose
    // scratch memory may not fit in the budget.
    SmallVector<const void *, 3> inputs;
    for (const RtValue *operand : operands)
      inputs.push_back(operand->getArray().data());
    int winogradStages = 0;
    llvm::Expected<int64_t> temporary =
        fusion::runFusedConvolution(program, inputs, results, &winogradStages);
    if (!temporary)
      return step.op->emitError() << llvm::toString(temporary.takeError());
    stepTemporaryBytes = *temporary;
    // The event of a chain with stages on Winograd's kernels says how many
    // (`fusion(convolution,bias,maximum) (1 Winograd)`).
    if (winogradStages)
      noteStepImplementation(std::to_string(winogradStages) + " Winograd");
    return success();
  }
  SmallVector<const void *, 8> inputs;
  for (const RtValue *operand : operands)
    inputs.push_back(operand->getArray().data());
  // Row inputs held once per period (biases over NCHW's channels) are
  // repeated into whole rows (small: one element per row).
  SmallVector<std::vector<char>, 2> repeated;
  for (auto [input, repeats] : program.repeatedInputs) {
    const Literal &source = operands[input]->getArray();
    size_t bytes = source.getSizeInBytes();
    std::vector<char> &rows = repeated.emplace_back(bytes * repeats);
    for (int64_t r = 0; r < repeats && bytes; ++r)
      std::memcpy(rows.data() + r * bytes, source.data(), bytes);
    inputs[input] = rows.data();
  }
  // Outputs take the buffers of inputs that die here and that nothing else
  // holds (the storage, and so `inputs`, stays where it is).
  SmallVector<std::optional<Literal>, 4> donated(program.outputs.size());
  for (auto [output, donor] : llvm::enumerate(program.donorInputs)) {
    if (donor < 0)
      continue;
    unsigned slot = step.operandSlots[donor];
    if (!llvm::is_contained(step.release, slot) || !slots[slot].isArray())
      continue;
    // Leave the accounting first: the buffer lives on as the output.
    live.release(slots[slot]);
    donated[output] = slots[slot].takeUniqueArray();
    if (!donated[output])
      live.retain(slots[slot]);
  }
  stepTemporaryBytes =
      fusion::runFusedProgram(program, inputs, donated, results, *plan.pool);
  return success();
}

const StopFlag ExecutionState::neverRaised;

LogicalResult ExecutionState::stop(Operation *op) {
  // Kernels that loop over a region (sort, map, reductions) stop at the
  // first failure; the error is said once all the same.
  if (stopped != StopReason::None)
    return failure();
  stopped = static_cast<StopReason>(stopState->load(std::memory_order_relaxed));
  bool byGroup = stopped == StopReason::None;
  if (byGroup)
    stopped =
        static_cast<StopReason>(groupState->load(std::memory_order_relaxed));
  double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - runStart)
          .count();
  InFlightDiagnostic diagnostic = op->emitError();
  if (byGroup)
    diagnostic << "another device of the replicated run failed; this one";
  else if (stopped == StopReason::DeadlineExceeded)
    diagnostic << "the run passed its deadline and";
  else
    diagnostic << "the run was cancelled and";
  return diagnostic << " stopped before '" << op->getName() << "', "
                    << llvm::formatv("{0:f3}", seconds).str()
                    << " s after it started";
}

FailureOr<std::vector<RtValue>>
ExecutionState::runBlock(Block &block, ArrayRef<RtValue> arguments) {
  const BlockPlan &blockPlan = plan.getPlan(block);
  if (arguments.size() != blockPlan.argumentSlots.size())
    return block.getParentOp()->emitError()
           << "expected " << blockPlan.argumentSlots.size()
           << " arguments, got " << arguments.size();
  // Every step checks the stop flag; a block without steps (a while whose
  // condition and body only pass values on) checks it here.
  if (blockPlan.steps.empty() && failed(checkStop(block.getParentOp())))
    return failure();
  if (frames.size() <= depth)
    frames.resize(depth + 1);
  Frame &frame = frames[depth];
  // The slots are empty (tokens) between calls: the frame's buffers are let
  // go of when it ends, however it ends.
  std::vector<RtValue> &slots = frame.slots;
  slots.resize(blockPlan.numSlots);
  auto clearFrame = llvm::make_scope_exit([&] {
    slots.clear();
    frame.operands.clear();
    frame.results.clear();
  });
  for (auto [slot, argument] : llvm::zip(blockPlan.argumentSlots, arguments)) {
    slots[slot] = argument;
    live.retain(argument);
  }

  std::vector<const RtValue *> &operands = frame.operands;
  std::vector<RtValue> &results = frame.results;
  for (const Step &step : blockPlan.steps) {
    if (failed(checkStop(step.op)))
      return failure();
    operands.clear();
    for (unsigned slot : step.operandSlots)
      operands.push_back(&slots[slot]);
    results.clear();
    auto start = plan.options.recordEvents
                     ? std::chrono::steady_clock::now()
                     : std::chrono::steady_clock::time_point();
    // The step's results are charged to the run's budget before its kernel
    // runs (the literals it makes take their bytes from the charge). Small
    // ones are only checked against what the budget has left (two loads per
    // budget instead of a charge and its release; the literals charge
    // themselves).
    std::optional<MemoryBudget::Prepaid> charged;
    if (step.chargedBytes && (step.chargedBytes > kCheckOnlyBytes ||
                              budget.getAvailable() < step.chargedBytes)) {
      charged.emplace(step.chargedBytes);
      if (!charged->isCharged())
        return step.op->emitError() << llvm::toString(charged->getRefusal(
                   step.fused ? step.op->getName().getStringRef() + " (" +
                                    step.name + ")"
                              : Twine(step.name)));
    }
    ++depth;
    LogicalResult status = success();
    if (step.fused)
      status = runFused(step, slots, operands, results);
    else if (step.constant)
      results.push_back(*step.constant);
    else
      status = step.kernel(step.op, operands, results, *this);
    --depth;
    charged.reset();
    if (failed(status))
      return failure();
    if (plan.options.recordEvents) {
      auto stop = std::chrono::steady_clock::now();
      using Micros = std::chrono::duration<double, std::micro>;
      std::string name = step.name;
      if (!stepImplementation.empty())
        name += " (" + stepImplementation + ")";
      events.push_back({std::move(name), Micros(start - runStart).count(),
                        Micros(stop - start).count(), depth});
    }
    stepImplementation.clear();
    // A kernel that computes the wrong type is a bug in the kernel: refuse
    // to continue rather than compute garbage.
    if (results.size() != step.resultTypes.size())
      return step.op->emitError()
             << "internal error: the kernel produced " << results.size()
             << " results, the op has " << step.resultTypes.size();
    for (auto [index, result] : llvm::enumerate(results)) {
      Type expected = step.resultTypes[index];
      if (!matchesStepType(result, expected, step.resultElementTypes[index]))
        return step.op->emitError()
               << "internal error: the kernel produced " << describe(result)
               << " for result " << index << " of type " << expected;
      live.retain(result);
      slots[step.resultSlots[index]] = std::move(result);
    }
    // Operands, results and the kernel's own temporary memory at once.
    live.notePeakWith(stepTemporaryBytes);
    stepTemporaryBytes = 0;
    for (unsigned slot : step.release) {
      live.release(slots[slot]);
      slots[slot] = RtValue();
    }
  }
  // The frame ends: its slots let go of their buffers (the returned values
  // are held by the caller from here on), and a slot returned once is
  // moved out rather than copied.
  for (const RtValue &value : slots)
    live.release(value);
  std::vector<RtValue> returned;
  returned.reserve(blockPlan.returnSlots.size());
  for (auto [slot, move] :
       llvm::zip(blockPlan.returnSlots, blockPlan.returnMoves)) {
    if (move)
      returned.push_back(std::move(slots[slot]));
    else
      returned.push_back(slots[slot]);
  }
  return returned;
}

//===----------------------------------------------------------------------===//
// Random state
//===----------------------------------------------------------------------===//

RandomState::RandomState(uint64_t seed) : seed(seed), rngState(seed, 0) {}

uint64_t RandomState::countOpCall(Operation *op) {
  std::lock_guard<std::mutex> lock(mutex);
  return opCalls[op]++;
}

std::pair<uint64_t, uint64_t> RandomState::getAndUpdateRngState(int64_t delta) {
  std::lock_guard<std::mutex> lock(mutex);
  std::pair<uint64_t, uint64_t> old = rngState;
  auto &[lo, hi] = rngState;
  // 128-bit addition of the sign-extended delta.
  uint64_t add = static_cast<uint64_t>(delta);
  uint64_t addHi = delta < 0 ? ~uint64_t(0) : 0;
  uint64_t sum = lo + add;
  hi += addHi + (sum < lo ? 1 : 0);
  lo = sum;
  return old;
}

//===----------------------------------------------------------------------===//
// Deadlines
//===----------------------------------------------------------------------===//

namespace {

/// Raises the stop flags of runs whose deadline passed (DeadlineExceeded),
/// so that runs check one flag and never read the clock: one thread for the
/// process, started by the first run with a deadline, sleeping until the
/// earliest deadline or a new earlier one.
class DeadlineTimer {
public:
  /// The timer. Never destroyed: a run may still be going while the
  /// process exits (xhlo-server's stop signals), and its thread with it.
  static DeadlineTimer &get() {
    static DeadlineTimer *timer = new DeadlineTimer();
    return *timer;
  }

  using Key = std::pair<std::chrono::steady_clock::time_point, uint64_t>;

  /// Raises `flag` at `deadline` unless disarmed first.
  Key arm(std::chrono::steady_clock::time_point deadline, StopFlag &flag) {
    std::lock_guard<std::mutex> lock(mutex);
    Key key{deadline, nextId++};
    auto [it, inserted] = flags.emplace(key, &flag);
    if (it == flags.begin())
      wake.notify_one();
    return key;
  }

  /// Forgets the deadline `key` (raised or not): the timer never touches
  /// its flag after this returns.
  void disarm(const Key &key) {
    std::lock_guard<std::mutex> lock(mutex);
    flags.erase(key);
  }

private:
  DeadlineTimer() {
    std::thread([this] { loop(); }).detach();
  }

  void loop() {
    std::unique_lock<std::mutex> lock(mutex);
    while (true) {
      if (flags.empty()) {
        wake.wait(lock);
        continue;
      }
      auto first = flags.begin();
      // A copy: wait_until reads its time point again after waking, when a
      // disarm may have erased the entry (AddressSanitizer's
      // heap-use-after-free in the sanitized XhloXrtRpcTests).
      std::chrono::steady_clock::time_point deadline = first->first.first;
      if (std::chrono::steady_clock::now() < deadline) {
        wake.wait_until(lock, deadline);
        continue;
      }
      first->second->raise(StopReason::DeadlineExceeded);
      flags.erase(first);
    }
  }

  std::mutex mutex;
  std::condition_variable wake;
  std::map<Key, StopFlag *> flags;
  uint64_t nextId = 0;
};

} // namespace

//===----------------------------------------------------------------------===//
// Executable
//===----------------------------------------------------------------------===//

Executable::Executable(std::unique_ptr<Impl> impl) : impl(std::move(impl)) {}
Executable::~Executable() = default;

FailureOr<std::unique_ptr<Executable>>
Executable::compile(func::FuncOp func, ExecutableOptions options) {
  if (func.isExternal())
    return func.emitError("the interpreter cannot run a function without a "
                          "body");
  auto impl = std::make_unique<Impl>();
  impl->entry = func;
  impl->options = options;
  impl->pool = ThreadPool::getShared(options.numThreads);
  impl->random = std::make_unique<RandomState>(options.seed);
  if (failed(impl->compileBlock(func.getBody().front(), func, 1)))
    return failure();
  return std::unique_ptr<Executable>(new Executable(std::move(impl)));
}

FailureOr<std::vector<RtValue>>
Executable::run(ArrayRef<RtValue> arguments, const RunOptions &options) const {
  func::FuncOp func = impl->entry;
  ArrayRef<Type> types = func.getArgumentTypes();
  if (arguments.size() != types.size())
    return func.emitError()
           << "@" << func.getSymName() << " takes " << types.size()
           << " arguments, got " << arguments.size();
  for (auto [index, argument] : llvm::enumerate(arguments))
    if (!matchesType(argument, types[index]))
      return func.emitError()
             << "argument " << index << " of @" << func.getSymName()
             << " must be " << xhlo::hlo::getXlaShapeString(types[index])
             << ", got " << describe(argument);
  setLibraryThreads(impl->pool->getNumThreads());
  MemoryBudget::Scope budget(options.budget ? *options.budget
                                            : MemoryBudget::getCurrent());
  ExecutionState state(*impl, options);
  // A deadline raises the caller's flag, or the run's own.
  StopFlag ownFlag;
  StopFlag *stop = options.stop;
  if (!stop && options.deadline)
    stop = &ownFlag;
  if (stop)
    state.watch(*stop);
  if (options.groupStop)
    state.watchGroup(*options.groupStop);
  std::optional<DeadlineTimer::Key> deadline;
  if (options.deadline)
    deadline = DeadlineTimer::get().arm(*options.deadline, *stop);
  FailureOr<std::vector<RtValue>> results =
      state.runBlock(func.getBody().front(), arguments);
  if (deadline)
    DeadlineTimer::get().disarm(*deadline);
  RunStats stats = state.takeStats();
  stats.stopped = state.getStopped();
  if (options.stats)
    *options.stats = stats;
  std::lock_guard<std::mutex> lock(impl->lastStatsMutex);
  impl->lastStats = std::move(stats);
  return results;
}

RandomState &Executable::getRandomState() const { return *impl->random; }

std::vector<ExecutionEvent> Executable::getEvents() const {
  std::lock_guard<std::mutex> lock(impl->lastStatsMutex);
  return impl->lastStats.events;
}

int64_t Executable::getPeakBytes() const {
  std::lock_guard<std::mutex> lock(impl->lastStatsMutex);
  return impl->lastStats.peakBytes;
}

int64_t Executable::getLiveSetBytes() const {
  return impl->getPlan(impl->entry.getBody().front()).liveBytes;
}

std::pair<unsigned, unsigned> Executable::getFusionStats() const {
  return {impl->fusedSteps, impl->fusedOps};
}

unsigned Executable::getNumThreads() const {
  return impl->pool->getNumThreads();
}

func::FuncOp Executable::getFunction() const { return impl->entry; }

/// Custom-call targets registered from C++, by name.
static std::mutex &customCallMutex() {
  static std::mutex mutex;
  return mutex;
}
static llvm::StringMap<Kernel> &customCallTargets() {
  static llvm::StringMap<Kernel> targets;
  return targets;
}

void KernelRegistry::registerCustomCallTarget(StringRef target, Kernel kernel) {
  std::lock_guard<std::mutex> lock(customCallMutex());
  customCallTargets()[target] = std::move(kernel);
}

std::optional<Kernel> KernelRegistry::lookupCustomCallTarget(StringRef target) {
  std::lock_guard<std::mutex> lock(customCallMutex());
  auto it = customCallTargets().find(target);
  if (it == customCallTargets().end())
    return std::nullopt;
  return it->second;
}

const KernelRegistry &KernelRegistry::get() {
  static const KernelRegistry registry = [] {
    KernelRegistry r;
    registerElementwiseKernels(r);
    registerShapeKernels(r);
    registerStructuralKernels(r);
    registerReductionKernels(r);
    registerContractionKernels(r);
    registerMiscKernels(r);
    return r;
  }();
  return registry;
}
