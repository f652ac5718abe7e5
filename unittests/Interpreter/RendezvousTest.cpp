//===- RendezvousTest.cpp - Replicated runs and their collectives ---------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// Executable::runReplicated and the ReplicaExchange it gives the devices'
// runs, against hand-computed values:
// - all_reduce over 1, 2, 4 and 8 replicas with their own arguments (a sum
//   and an order-dependent computation folded in group order), uneven
//   groups;
// - replicas times partitions: replica_id and partition_id, and the
//   groups of each channel mode (cross replica, cross replica and
//   partition, flattened ids, cross partition for collective_permute);
// - replicas that disagree fail at once, naming the ops, well before the
//   timeout; a replica that computes too long makes the others time out,
//   and is stopped; a failing replica stops the others (which spin in a
//   loop without collectives) promptly; the caller's stop flag stops all;
// - the replicas share one memory budget: what all hold at once at a
//   rendezvous exceeds it, and nothing stays charged afterwards;
// - too many devices and argument lists of the wrong count are errors.
//
//===----------------------------------------------------------------------===//

#include "KernelTestBase.h"

#include "xhlo/Interpreter/Rendezvous.h"
#include "xhlo/Values/MemoryBudget.h"

#include "mlir/IR/Diagnostics.h"

#include <chrono>
#include <thread>

using namespace xhlo;
using namespace xhlo::interp;
using namespace xhlo::interp::test;

namespace {

#define EXPECT_CONTAINS(haystack, needle)                                      \
  EXPECT_NE((haystack).find(needle), std::string::npos)                        \
      << "'" << (haystack) << "' does not contain '" << (needle) << "'"

class RendezvousTest : public KernelTestBase {
public:
  /// Runs @main of `source` on `numReplicas` x `numPartitions` devices with
  /// `arguments` (by device); fails the test on an error.
  std::vector<std::vector<RtValue>>
  runAll(const std::string &source, std::vector<std::vector<RtValue>> arguments,
         unsigned numReplicas, unsigned numPartitions = 1) {
    std::unique_ptr<Executable> executable = compile(source);
    if (!executable)
      return {};
    ReplicatedRunOptions options;
    options.numReplicas = numReplicas;
    options.numPartitions = numPartitions;
    mlir::FailureOr<std::vector<std::vector<RtValue>>> results =
        executable->runReplicated(arguments, options);
    if (mlir::failed(results)) {
      ADD_FAILURE() << "cannot run:\n" << source;
      return {};
    }
    return std::move(*results);
  }

  /// Runs and expects a failure; returns the diagnostics and the seconds
  /// the run took.
  std::pair<std::string, double>
  runError(const std::string &source,
           std::vector<std::vector<RtValue>> arguments,
           ReplicatedRunOptions options) {
    std::string errors;
    std::unique_ptr<Executable> executable = compile(source);
    if (!executable)
      return {errors, 0};
    mlir::ScopedDiagnosticHandler collect(
        &context, [&](mlir::Diagnostic &diagnostic) {
          errors += diagnostic.str() + "\n";
          for (mlir::Diagnostic &note : diagnostic.getNotes())
            errors += "note: " + note.str() + "\n";
          return mlir::success();
        });
    auto start = std::chrono::steady_clock::now();
    mlir::FailureOr<std::vector<std::vector<RtValue>>> results =
        executable->runReplicated(arguments, options);
    double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count();
    EXPECT_TRUE(mlir::failed(results)) << "the run succeeded";
    return {errors, seconds};
  }
};

/// No arguments for each of `n` devices.
std::vector<std::vector<RtValue>> noArguments(unsigned n) {
  return std::vector<std::vector<RtValue>>(n);
}

const char *kSumAndOrder = R"(
  func.func @main(%x: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
    %s = hlo.all_reduce(%x) replica_groups = [] : tensor<3xf32> {
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %t = hlo.add %a, %b : tensor<f32>
      hlo.return %t : tensor<f32>
    }
    %o = hlo.all_reduce(%x) replica_groups = [] : tensor<3xf32> {
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %two = hlo.constant dense<2.0> : tensor<f32>
      %d = hlo.multiply %a, %two : tensor<f32>
      %t = hlo.subtract %d, %b : tensor<f32>
      hlo.return %t : tensor<f32>
    }
    return %s, %o : tensor<3xf32>, tensor<3xf32>
  })";

TEST_F(RendezvousTest, AllReduceOfOwnArgumentsOn1248Replicas) {
  for (unsigned n : {1u, 2u, 4u, 8u}) {
    // Replica r's argument: [r, 2r, -r].
    std::vector<std::vector<RtValue>> arguments;
    for (unsigned r = 0; r < n; ++r) {
      float v = r;
      arguments.push_back(
          {makeLiteral<float>(ElementType::F32, {3}, {v, 2 * v, -v})});
    }
    std::vector<std::vector<RtValue>> results =
        runAll(kSumAndOrder, arguments, n);
    ASSERT_EQ(results.size(), n);
    // Sum of 0..n-1, and f(a, b) = 2a - b folded left from x0 = 0.
    float sum = n * (n - 1) / 2.0f;
    float fold = 0;
    for (unsigned r = 1; r < n; ++r)
      fold = 2 * fold - r;
    for (unsigned r = 0; r < n; ++r) {
      ASSERT_EQ(results[r].size(), 2u);
      EXPECT_EQ(valuesOf<float>(results[r][0]),
                (std::vector<float>{sum, 2 * sum, -sum}))
          << n << " replicas, replica " << r;
      EXPECT_EQ(valuesOf<float>(results[r][1]),
                (std::vector<float>{fold, 2 * fold, -fold}))
          << n << " replicas, replica " << r;
    }
  }
}

TEST_F(RendezvousTest, UnevenGroupsAndIntegerSums) {
  // 5 replicas in groups {4, 0} and {1, 3, 2}; s32 values 10^r wrap-free.
  const char *source = R"(
    func.func @main(%x: tensor<i32>) -> tensor<i32> {
      %s = hlo.all_reduce(%x) replica_groups = [[4, 0], [1, 3, 2]] : tensor<i32> {
      ^bb0(%a: tensor<i32>, %b: tensor<i32>):
        %t = hlo.add %a, %b : tensor<i32>
        hlo.return %t : tensor<i32>
      }
      return %s : tensor<i32>
    })";
  std::vector<std::vector<RtValue>> arguments;
  int32_t power = 1;
  for (unsigned r = 0; r < 5; ++r, power *= 10)
    arguments.push_back({makeLiteral<int32_t>(ElementType::S32, {}, {power})});
  std::vector<std::vector<RtValue>> results = runAll(source, arguments, 5);
  ASSERT_EQ(results.size(), 5u);
  std::vector<int32_t> expected = {10001, 1110, 1110, 1110, 10001};
  for (unsigned r = 0; r < 5; ++r)
    EXPECT_EQ(valuesOf<int32_t>(results[r][0]),
              std::vector<int32_t>{expected[r]})
        << "replica " << r;
}

TEST_F(RendezvousTest, ReplicasTimesPartitionsFollowTheChannelModes) {
  // 2 replicas x 2 partitions: device d = 2 * replica + partition holds
  // x = 10^d (1, 10, 100, 1000).
  const char *source = R"(
    func.func @main(%x: tensor<f32>) -> (tensor<ui32>, tensor<ui32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) {
      %r = hlo.replica_id : tensor<ui32>
      %p = hlo.partition_id : tensor<ui32>
      %replicas = hlo.all_reduce(%x) replica_groups = [] : tensor<f32> {
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %t = hlo.add %a, %b : tensor<f32>
        hlo.return %t : tensor<f32>
      }
      %all = hlo.all_reduce(%x) replica_groups = [], channel_id = 1 : tensor<f32> {
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %t = hlo.add %a, %b : tensor<f32>
        hlo.return %t : tensor<f32>
      }
      %flat = hlo.all_reduce(%x) replica_groups = [[0, 3], [1, 2]], channel_id = 2, use_global_device_ids : tensor<f32> {
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %t = hlo.add %a, %b : tensor<f32>
        hlo.return %t : tensor<f32>
      }
      %moved = hlo.collective_permute %x, source_target_pairs = [[0, 1]], channel_id = 3 : tensor<f32>
      return %r, %p, %replicas, %all, %flat, %moved : tensor<ui32>, tensor<ui32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>
    })";
  std::vector<std::vector<RtValue>> arguments;
  float x = 1;
  for (unsigned d = 0; d < 4; ++d, x *= 10)
    arguments.push_back({makeLiteral<float>(ElementType::F32, {}, {x})});
  std::vector<std::vector<RtValue>> results = runAll(source, arguments, 2, 2);
  ASSERT_EQ(results.size(), 4u);
  // Cross replica: devices {0, 2} and {1, 3}. Flattened: {0, 3}, {1, 2}.
  // Cross partition permute 0 -> 1 within each replica: partition 1 gets
  // partition 0's x, partition 0 gets zeros.
  std::vector<float> replicas = {101, 1010, 101, 1010};
  std::vector<float> flat = {1001, 110, 110, 1001};
  std::vector<float> moved = {0, 1, 0, 100};
  for (unsigned d = 0; d < 4; ++d) {
    ASSERT_EQ(results[d].size(), 6u);
    EXPECT_EQ(valuesOf<uint32_t>(results[d][0]), std::vector<uint32_t>{d / 2});
    EXPECT_EQ(valuesOf<uint32_t>(results[d][1]), std::vector<uint32_t>{d % 2});
    EXPECT_EQ(valuesOf<float>(results[d][2]), std::vector<float>{replicas[d]})
        << "device " << d;
    EXPECT_EQ(valuesOf<float>(results[d][3]), std::vector<float>{1111})
        << "device " << d;
    EXPECT_EQ(valuesOf<float>(results[d][4]), std::vector<float>{flat[d]})
        << "device " << d;
    EXPECT_EQ(valuesOf<float>(results[d][5]), std::vector<float>{moved[d]})
        << "device " << d;
  }
}

/// Replica 0 runs an all_reduce, replica 1 an all_gather.
const char *kCrossed = R"(
  func.func @main() -> tensor<2xf32> {
    %id = hlo.replica_id : tensor<ui32>
    %zero = hlo.constant dense<0> : tensor<ui32>
    %first = hlo.compare EQ, %id, %zero : tensor<ui32>
    %x = hlo.constant dense<1.0> : tensor<1xf32>
    %r = hlo.conditional %first (%x, %x) : (tensor<i1>, tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32> {
    ^bb0(%a: tensor<1xf32>):
      %s = hlo.all_reduce(%a) replica_groups = [] : tensor<1xf32> {
      ^bb0(%p: tensor<f32>, %q: tensor<f32>):
        %t = hlo.add %p, %q : tensor<f32>
        hlo.return %t : tensor<f32>
      }
      %c = hlo.concatenate %s, %s, dimension = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
      hlo.return %c : tensor<2xf32>
    }, {
    ^bb0(%a: tensor<1xf32>):
      %g = hlo.all_gather(%a) all_gather_dimension = 0, replica_groups = [] : (tensor<1xf32>) -> tensor<2xf32>
      hlo.return %g : tensor<2xf32>
    }
    return %r : tensor<2xf32>
  })";

TEST_F(RendezvousTest, DisagreeingReplicasFailAtOnce) {
  ReplicatedRunOptions options;
  options.numReplicas = 2;
  options.collectiveTimeout = std::chrono::seconds(60);
  auto [errors, seconds] = runError(kCrossed, noArguments(2), options);
  EXPECT_CONTAINS(errors, "replica 0: the replicas do not run the same "
                          "collectives in the same order: this collective "
                          "waits for replica 1, which waits at "
                          "'hlo.all_gather'");
  EXPECT_CONTAINS(errors, "replica 1: the replicas do not run the same "
                          "collectives in the same order: this collective "
                          "waits for replica 0, which waits at "
                          "'hlo.all_reduce'");
  EXPECT_LT(seconds, 30) << "found by the timeout, not at once";
}

/// Replica r loops r * 2e9 times before an all_reduce: replica 0 waits.
const char *kSlow = R"(
  func.func @main() -> tensor<f32> {
    %id = hlo.replica_id : tensor<ui32>
    %idi = hlo.convert %id : (tensor<ui32>) -> tensor<i32>
    %big = hlo.constant dense<2000000000> : tensor<i32>
    %n = hlo.multiply %idi, %big : tensor<i32>
    %zero = hlo.constant dense<0> : tensor<i32>
    %w:2 = hlo.while(%zero, %n) : tensor<i32>, tensor<i32> cond {
    ^bb0(%i: tensor<i32>, %m: tensor<i32>):
      %p = hlo.compare LT, %i, %m : tensor<i32>
      hlo.return %p : tensor<i1>
    } do {
    ^bb0(%i: tensor<i32>, %m: tensor<i32>):
      %one = hlo.constant dense<1> : tensor<i32>
      %j = hlo.add %i, %one : tensor<i32>
      hlo.return %j, %m : tensor<i32>, tensor<i32>
    }
    %f = hlo.convert %w#0 : (tensor<i32>) -> tensor<f32>
    %s = hlo.all_reduce(%f) replica_groups = [] : tensor<f32> {
    ^bb0(%p: tensor<f32>, %q: tensor<f32>):
      %t = hlo.add %p, %q : tensor<f32>
      hlo.return %t : tensor<f32>
    }
    return %s : tensor<f32>
  })";

TEST_F(RendezvousTest, SlowReplicaTimesOutAndIsStopped) {
  ReplicatedRunOptions options;
  options.numReplicas = 2;
  options.collectiveTimeout = std::chrono::milliseconds(200);
  std::vector<RunStats> stats;
  options.stats = &stats;
  auto [errors, seconds] = runError(kSlow, noArguments(2), options);
  EXPECT_CONTAINS(errors, "replica 0: timed out after 200 ms waiting for "
                          "replica 1 to reach this collective");
  EXPECT_CONTAINS(errors, "1 other device stopped because of it");
  // Replica 1's loop (2e9 steps) was stopped, not run to its end.
  EXPECT_LT(seconds, 30);
  ASSERT_EQ(stats.size(), 2u);
  EXPECT_EQ(stats[1].stopped, StopReason::Cancelled);
}

TEST_F(RendezvousTest, FailingReplicaStopsTheOthers) {
  // Replica 1 fails at once; replica 0 spins in a loop of 2e9 steps
  // without collectives and is stopped.
  const char *source = R"(
    func.func @main() -> tensor<i32> {
      %id = hlo.replica_id : tensor<ui32>
      %zero = hlo.constant dense<0> : tensor<ui32>
      %first = hlo.compare EQ, %id, %zero : tensor<ui32>
      %x = hlo.constant dense<0> : tensor<i32>
      %y = hlo.conditional %first (%x, %x) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32> {
      ^bb0(%a: tensor<i32>):
        %w = hlo.while(%a) : tensor<i32> cond {
        ^bb0(%i: tensor<i32>):
          %n = hlo.constant dense<2000000000> : tensor<i32>
          %p = hlo.compare LT, %i, %n : tensor<i32>
          hlo.return %p : tensor<i1>
        } do {
        ^bb0(%i: tensor<i32>):
          %one = hlo.constant dense<1> : tensor<i32>
          %j = hlo.add %i, %one : tensor<i32>
          hlo.return %j : tensor<i32>
        }
        hlo.return %w : tensor<i32>
      }, {
      ^bb0(%a: tensor<i32>):
        %b = hlo.custom_call "no_such_target_for_replicas"(%a) : (tensor<i32>) -> tensor<i32>
        hlo.return %b : tensor<i32>
      }
      return %y : tensor<i32>
    })";
  ReplicatedRunOptions options;
  options.numReplicas = 2;
  auto [errors, seconds] = runError(source, noArguments(2), options);
  EXPECT_CONTAINS(errors, "replica 1: no custom-call target "
                          "'no_such_target_for_replicas'");
  EXPECT_CONTAINS(errors, "1 other device stopped because of it");
  EXPECT_EQ(errors.find("replica 0"), std::string::npos) << errors;
  EXPECT_LT(seconds, 30);
}

TEST_F(RendezvousTest, CallersStopFlagStopsEveryReplica) {
  ReplicatedRunOptions options;
  options.numReplicas = 3;
  options.collectiveTimeout = std::chrono::seconds(60);
  StopFlag stop;
  options.run.stop = &stop;
  std::thread raiser([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    stop.raise();
  });
  auto [errors, seconds] = runError(kSlow, noArguments(3), options);
  raiser.join();
  EXPECT_CONTAINS(errors, "cancelled");
  EXPECT_LT(seconds, 30);
}

TEST_F(RendezvousTest, ReplicasShareOneMemoryBudget) {
  // Each replica holds its 1 MiB x and its 1 MiB result at the
  // rendezvous: 4 replicas need 8 MiB at once, the budget has 5.
  const char *source = R"(
    func.func @main(%v: tensor<f32>) -> tensor<262144xf32> {
      %x = hlo.broadcast %v, dimensions = [] : (tensor<f32>) -> tensor<262144xf32>
      %s = hlo.all_reduce(%x) replica_groups = [] : tensor<262144xf32> {
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %t = hlo.add %a, %b : tensor<f32>
        hlo.return %t : tensor<f32>
      }
      return %s : tensor<262144xf32>
    })";
  std::vector<std::vector<RtValue>> arguments;
  for (unsigned r = 0; r < 4; ++r)
    arguments.push_back({makeLiteral<float>(ElementType::F32, {}, {float(r)})});
  MemoryBudget budget(5 << 20);
  ReplicatedRunOptions options;
  options.numReplicas = 4;
  options.run.budget = &budget;
  auto [errors, seconds] = runError(source, arguments, options);
  EXPECT_CONTAINS(errors, "memory budget");
  // Freed large buffers stay charged while the literal cache keeps them.
  Literal::releaseCachedBuffers(&budget);
  EXPECT_EQ(budget.getUsed(), 0u) << "the run left bytes charged";
  // With room for all, it runs: 0 + 1 + 2 + 3 everywhere.
  budget.setLimit(16 << 20);
  std::unique_ptr<Executable> executable = compile(source);
  ASSERT_TRUE(executable);
  mlir::FailureOr<std::vector<std::vector<RtValue>>> results =
      executable->runReplicated(arguments, options);
  ASSERT_TRUE(mlir::succeeded(results));
  EXPECT_EQ(valuesOf<float>((*results)[3][0])[262143], 6.0f);
  EXPECT_GE(budget.getPeak(), uint64_t(8) << 20);
}

TEST_F(RendezvousTest, BadDeviceCountsAndArgumentLists) {
  ReplicatedRunOptions options;
  options.numReplicas = 300;
  auto [tooMany, ignored] = runError(kSumAndOrder, noArguments(300), options);
  EXPECT_CONTAINS(tooMany, "the interpreter runs at most 256 devices at "
                           "once, got 300 replicas of 1 partitions");
  options.numReplicas = 2;
  auto [wrongCount, ignored2] = runError(kSumAndOrder, noArguments(3), options);
  EXPECT_CONTAINS(wrongCount, "2 devices need 2 argument lists, got 3");
  // Each replica checks its own arguments; identical errors are said once.
  auto [missing, ignored3] = runError(kSumAndOrder, noArguments(2), options);
  EXPECT_CONTAINS(missing, "replicas 0, 1: @main takes 1 arguments, got 0");
}

} // namespace
