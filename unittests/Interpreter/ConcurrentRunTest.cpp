//===- ConcurrentRunTest.cpp - One executable run from many threads -------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// An Executable is an immutable plan: many threads may run it at once, each
// run keeping its values, events and memory accounting in its own
// ExecutionState. One program with every kind of step that has a fast path
// or a cache (OpenBLAS dot, oneDNN convolution, a fused step, a parallel
// reduce, a while loop whose body runs a dot and rng) runs from four threads
// many times, and every result equals the single-threaded run's bit for bit.
// Runs that share the executable's random state draw distinct streams: the
// streams of concurrent runs are those of the same number of runs one after
// another. And the replica id and the collectives hook reach the kernels.
//
//===----------------------------------------------------------------------===//

#include "KernelTestBase.h"

#include "mlir/IR/Diagnostics.h"

#include <atomic>
#include <functional>
#include <mutex>
#include <set>
#include <thread>

using namespace xhlo;
using namespace xhlo::interp;
using namespace xhlo::interp::test;

namespace {

class ConcurrentRunTest : public KernelTestBase {
public:
  using KernelTestBase::compile;
};

/// Whether two runs' results (arrays) hold the same bytes.
bool bitwiseEqual(const std::vector<RtValue> &a,
                  const std::vector<RtValue> &b) {
  if (a.size() != b.size())
    return false;
  for (auto [x, y] : llvm::zip(a, b))
    if (!x.isArray() || !y.isArray() ||
        !x.getArray().isBitwiseEqual(y.getArray()))
      return false;
  return true;
}

/// Runs `executable` on `arguments` with a random state of its own seeded
/// with `seed` (so every such run draws the same numbers).
mlir::FailureOr<std::vector<RtValue>>
runSeeded(const Executable &executable, const std::vector<RtValue> &arguments,
          uint64_t seed) {
  RandomState random(seed);
  RunOptions options;
  options.random = &random;
  return executable.run(arguments, options);
}

/// `n` floats in [-1, 1), the same for the same `salt`.
std::vector<float> ramp(int64_t n, int salt) {
  std::vector<float> values(n);
  for (int64_t i = 0; i < n; ++i)
    values[i] =
        static_cast<float>((i * 7919 + salt * 104729) % 2000) / 1000.0f - 1.0f;
  return values;
}

/// Convolution (oneDNN), a fused elementwise chain, dot (OpenBLAS), a
/// reduce (the parallel fast path), a while loop whose body runs a dot, a
/// fused step and rng, and rng at the top.
const char *kMixedProgram = R"(
  func.func @main(%x: tensor<1x16x16x8xf32>, %w: tensor<3x3x8x8xf32>,
                  %m: tensor<64x64xf32>)
      -> (tensor<1x16x16x8xf32>, tensor<64xf32>, tensor<64x64xf32>,
          tensor<64x64xf32>, tensor<4x64xf32>) {
    %c = hlo.convolution %x, %w, window = <size = [3, 3], pad_low = [1, 1], pad_high = [1, 1]>,
        dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>
        : (tensor<1x16x16x8xf32>, tensor<3x3x8x8xf32>) -> tensor<1x16x16x8xf32>
    %two = hlo.constant dense<2.0> : tensor<1x16x16x8xf32>
    %one = hlo.constant dense<1.0> : tensor<1x16x16x8xf32>
    %c2 = hlo.multiply %c, %two : tensor<1x16x16x8xf32>
    %c3 = hlo.add %c2, %one : tensor<1x16x16x8xf32>
    %f = hlo.tanh %c3 : tensor<1x16x16x8xf32>
    %d = hlo.dot %m, %m, lhs_contracting_dims = [1], rhs_contracting_dims = [0]
        : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %zero = hlo.constant dense<0.0> : tensor<f32>
    %s = hlo.reduce(%d init: %zero) dimensions = [1]
        : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32> {
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %t = hlo.add %a, %b : tensor<f32>
      hlo.return %t : tensor<f32>
    }
    %i0 = hlo.constant dense<0> : tensor<i32>
    %acc0 = hlo.constant dense<0.0> : tensor<64x64xf32>
    %r:4 = hlo.while(%i0, %m, %acc0, %m) : tensor<i32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32> cond {
    ^bb0(%i: tensor<i32>, %y: tensor<64x64xf32>, %acc: tensor<64x64xf32>, %mm: tensor<64x64xf32>):
      %n = hlo.constant dense<4> : tensor<i32>
      %p = hlo.compare LT, %i, %n : tensor<i32>
      hlo.return %p : tensor<i1>
    } do {
    ^bb0(%i: tensor<i32>, %y: tensor<64x64xf32>, %acc: tensor<64x64xf32>, %mm: tensor<64x64xf32>):
      %k = hlo.constant dense<1> : tensor<i32>
      %i1 = hlo.add %i, %k : tensor<i32>
      %yy = hlo.dot %y, %mm, lhs_contracting_dims = [1], rhs_contracting_dims = [0]
          : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
      %scale = hlo.constant dense<0.125> : tensor<64x64xf32>
      %ys = hlo.multiply %yy, %scale : tensor<64x64xf32>
      %y1 = hlo.tanh %ys : tensor<64x64xf32>
      %lo = hlo.constant dense<0.0> : tensor<f32>
      %hi = hlo.constant dense<1.0> : tensor<f32>
      %u = hlo.rng UNIFORM, %lo, %hi : (tensor<f32>, tensor<f32>) -> tensor<64x64xf32>
      %acc1 = hlo.add %acc, %u : tensor<64x64xf32>
      hlo.return %i1, %y1, %acc1, %mm : tensor<i32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>
    }
    %mu = hlo.constant dense<0.0> : tensor<f32>
    %sigma = hlo.constant dense<1.0> : tensor<f32>
    %g = hlo.rng NORMAL, %mu, %sigma : (tensor<f32>, tensor<f32>) -> tensor<4x64xf32>
    return %f, %s, %r#1, %r#2, %g
        : tensor<1x16x16x8xf32>, tensor<64xf32>, tensor<64x64xf32>,
          tensor<64x64xf32>, tensor<4x64xf32>
  })";

std::vector<RtValue> mixedArguments() {
  return {makeLiteral(ElementType::F32, {1, 16, 16, 8}, ramp(2048, 1)),
          makeLiteral(ElementType::F32, {3, 3, 8, 8}, ramp(576, 2)),
          makeLiteral(ElementType::F32, {64, 64}, ramp(4096, 3))};
}

/// Calls `run` `runsPerThread` times in each of `numThreads` threads at once
/// and returns how many calls failed (returned false).
int countFailedRuns(int numThreads, int runsPerThread,
                    const std::function<bool()> &run) {
  std::atomic<int> failures{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < numThreads; ++t)
    threads.emplace_back([&] {
      for (int i = 0; i < runsPerThread; ++i)
        failures += !run();
    });
  for (std::thread &thread : threads)
    thread.join();
  return failures;
}

/// Compiles the mixed program with `options`, runs it alone, then from
/// `numThreads` threads `runsPerThread` times each, every run with a random
/// state of its own seeded like the executable's, and expects every result
/// to equal the lone run's bit for bit.
void expectConcurrentRunsMatch(ConcurrentRunTest &test,
                               ExecutableOptions options, int numThreads,
                               int runsPerThread) {
  std::unique_ptr<Executable> executable = test.compile(kMixedProgram, options);
  ASSERT_TRUE(executable);
  std::vector<RtValue> arguments = mixedArguments();
  mlir::FailureOr<std::vector<RtValue>> expected =
      runSeeded(*executable, arguments, options.seed);
  ASSERT_TRUE(mlir::succeeded(expected));
  ASSERT_EQ(expected->size(), 5u);
  // A fresh state with the same seed is the executable's own first run.
  mlir::FailureOr<std::vector<RtValue>> first = executable->run(arguments);
  ASSERT_TRUE(mlir::succeeded(first));
  EXPECT_TRUE(bitwiseEqual(*first, *expected));
  EXPECT_EQ(countFailedRuns(numThreads, runsPerThread,
                            [&] {
                              mlir::FailureOr<std::vector<RtValue>> results =
                                  runSeeded(*executable, arguments,
                                            options.seed);
                              return mlir::succeeded(results) &&
                                     bitwiseEqual(*results, *expected);
                            }),
            0);
}

TEST_F(ConcurrentRunTest, FourThreadsGetTheSingleThreadedResults) {
  ExecutableOptions options;
  options.seed = 42;
  // The program must hold a fused step, or the test tests less than it says.
  std::unique_ptr<Executable> executable = compile(kMixedProgram, options);
  ASSERT_TRUE(executable);
  EXPECT_GT(executable->getFusionStats().first, 0u);
  expectConcurrentRunsMatch(*this, options, /*numThreads=*/4,
                            /*runsPerThread=*/25);
}

TEST_F(ConcurrentRunTest, AnyPoolSize) {
  // One kernel thread: every run's loops run serially in its own thread,
  // all with worker index 0. Three: more workers than cores.
  for (unsigned numThreads : {1u, 3u}) {
    ExecutableOptions options;
    options.numThreads = numThreads;
    expectConcurrentRunsMatch(*this, options, /*numThreads=*/3,
                              /*runsPerThread=*/8);
  }
}

TEST_F(ConcurrentRunTest, ReferenceKernelsToo) {
  ExecutableOptions options;
  options.referenceKernels = true;
  expectConcurrentRunsMatch(*this, options, /*numThreads=*/2,
                            /*runsPerThread=*/4);
}

TEST_F(ConcurrentRunTest, StatisticsArePerRun) {
  ExecutableOptions options;
  options.recordEvents = true;
  std::unique_ptr<Executable> executable = compile(kMixedProgram, options);
  ASSERT_TRUE(executable);
  std::vector<RtValue> arguments = mixedArguments();
  RunStats alone;
  RunOptions runOptions;
  runOptions.stats = &alone;
  ASSERT_TRUE(mlir::succeeded(executable->run(arguments, runOptions)));
  ASSERT_FALSE(alone.events.empty());
  EXPECT_GT(alone.peakBytes, 0);
  // The executable's accessors describe the last run to finish.
  EXPECT_EQ(executable->getPeakBytes(), alone.peakBytes);
  EXPECT_EQ(executable->getEvents().size(), alone.events.size());

  EXPECT_EQ(countFailedRuns(
                4, 10,
                [&] {
                  RunStats stats;
                  RunOptions mine;
                  mine.stats = &stats;
                  if (mlir::failed(executable->run(arguments, mine)))
                    return false;
                  // Every run records its own kernel calls, no
                  // more and no fewer; its peak is its own (the
                  // same plan on the same shapes).
                  if (stats.events.size() != alone.events.size() ||
                      stats.peakBytes != alone.peakBytes)
                    return false;
                  for (auto [got, want] : llvm::zip(stats.events, alone.events))
                    if (got.name != want.name || got.depth != want.depth)
                      return false;
                  return true;
                }),
            0);
}

/// Each run draws rng once and takes the rng_get_and_update_state state.
const char *kDrawProgram = R"(
  func.func @main() -> (tensor<4xui32>, tensor<2xui64>) {
    %a = hlo.constant dense<0> : tensor<ui32>
    %b = hlo.constant dense<4000000000> : tensor<ui32>
    %r = hlo.rng UNIFORM, %a, %b : (tensor<ui32>, tensor<ui32>) -> tensor<4xui32>
    %s = hlo.rng_get_and_update_state delta = 3 : tensor<2xui64>
    return %r, %s : tensor<4xui32>, tensor<2xui64>
  })";

/// What runs drew: the rng values and the rng_get_and_update_state states
/// (each a draw of its own, so concurrent runs may pair them differently).
struct Draws {
  std::multiset<std::vector<uint32_t>> values;
  std::multiset<std::vector<uint64_t>> states;
  void add(const std::vector<RtValue> &results) {
    values.insert(valuesOf<uint32_t>(results[0]));
    states.insert(valuesOf<uint64_t>(results[1]));
  }
};

TEST_F(ConcurrentRunTest, SharedRandomStateGivesEveryRunItsOwnStream) {
  constexpr int kThreads = 4, kRuns = 50;
  ExecutableOptions options;
  options.seed = 7;
  // One after another: the streams of runs 0 .. n-1, all different.
  Draws sequential;
  {
    std::unique_ptr<Executable> executable = compile(kDrawProgram, options);
    ASSERT_TRUE(executable);
    for (int i = 0; i < kThreads * kRuns; ++i) {
      mlir::FailureOr<std::vector<RtValue>> results = executable->run({});
      ASSERT_TRUE(mlir::succeeded(results));
      sequential.add(*results);
    }
  }
  ASSERT_EQ(std::set<std::vector<uint32_t>>(sequential.values.begin(),
                                            sequential.values.end())
                .size(),
            size_t(kThreads * kRuns));

  // At once: the same draws, each by exactly one run.
  std::unique_ptr<Executable> executable = compile(kDrawProgram, options);
  ASSERT_TRUE(executable);
  std::mutex mutex;
  Draws concurrent;
  EXPECT_EQ(countFailedRuns(kThreads, kRuns,
                            [&] {
                              mlir::FailureOr<std::vector<RtValue>> results =
                                  executable->run({});
                              if (mlir::failed(results))
                                return false;
                              std::lock_guard<std::mutex> lock(mutex);
                              concurrent.add(*results);
                              return true;
                            }),
            0);
  EXPECT_TRUE(concurrent.values == sequential.values);
  EXPECT_TRUE(concurrent.states == sequential.states);
}

//===----------------------------------------------------------------------===//
// Replicas and collectives
//===----------------------------------------------------------------------===//

/// A stand-in for a multi-replica runtime: every collective returns its
/// operands times the number of replicas (an all_reduce sum of equal
/// values).
class ScalingCollectives : public Collectives {
public:
  mlir::LogicalResult run(mlir::Operation *op,
                          llvm::ArrayRef<const RtValue *> operands,
                          std::vector<RtValue> &results,
                          KernelContext &context) override {
    ++calls;
    for (const RtValue *operand : operands) {
      Literal scaled = operand->getArray().clone();
      for (int64_t i = 0; i < scaled.getNumElements(); ++i)
        scaled.as<float>()[i] *= 4;
      results.push_back(std::move(scaled));
    }
    lastReplica = context.getReplicaId();
    return mlir::success();
  }
  int calls = 0;
  unsigned lastReplica = 0;
};

const char *kReplicaProgram = R"(
  func.func @main(%x: tensor<3xf32>) -> (tensor<ui32>, tensor<ui32>, tensor<3xf32>) {
    %r = hlo.replica_id : tensor<ui32>
    %p = hlo.partition_id : tensor<ui32>
    %s = hlo.all_reduce(%x) replica_groups = [[0, 1, 2, 3]], channel_id = 1 : tensor<3xf32> {
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %t = hlo.add %a, %b : tensor<f32>
      hlo.return %t : tensor<f32>
    }
    return %r, %p, %s : tensor<ui32>, tensor<ui32>, tensor<3xf32>
  })";

TEST_F(ConcurrentRunTest, ReplicaIdsAndTheCollectivesHookReachTheKernels) {
  std::unique_ptr<Executable> executable = compile(kReplicaProgram);
  ASSERT_TRUE(executable);
  std::vector<RtValue> arguments = {
      makeLiteral(ElementType::F32, {3}, std::vector<float>{1, 2, 3})};
  ScalingCollectives collectives;
  RunOptions options;
  options.replicaId = 2;
  options.partitionId = 1;
  options.collectives = &collectives;
  mlir::FailureOr<std::vector<RtValue>> results =
      executable->run(arguments, options);
  ASSERT_TRUE(mlir::succeeded(results));
  EXPECT_EQ(valuesOf<uint32_t>((*results)[0]), std::vector<uint32_t>{2});
  EXPECT_EQ(valuesOf<uint32_t>((*results)[1]), std::vector<uint32_t>{1});
  EXPECT_EQ(valuesOf<float>((*results)[2]), (std::vector<float>{4, 8, 12}));
  EXPECT_EQ(collectives.calls, 1);
  EXPECT_EQ(collectives.lastReplica, 2u);

  // Alone (no hook), a group naming four replicas is refused as before.
  std::string message;
  mlir::ScopedDiagnosticHandler handler(&context,
                                        [&](mlir::Diagnostic &diagnostic) {
                                          message = diagnostic.str();
                                          return mlir::success();
                                        });
  EXPECT_TRUE(mlir::failed(executable->run(arguments)));
  EXPECT_FALSE(message.empty());
}

} // namespace
