//===- LocalDeviceTest.cpp - The interpreter as a device ------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// LocalDevice as XRT's ops use it: allocate, compile (MLIR, HLO text,
// HloModuleProto), execute (tuple results, exploded tuples, release flags,
// rng_seed), chained plans, read and release, outfeeds to the device's
// handler; and an error with the right
// code and a clear message for every misuse (unknown handles, wrong
// arguments, quota, malformed or unsupported programs).
//
//===----------------------------------------------------------------------===//

#include "RuntimeTestUtils.h"

#include "xhlo/Runtime/LocalDevice.h"
#include "xhlo/Target/Hlo/HloExport.h"
#include "xhlo/xrt.pb.h"

#include <atomic>
#include <functional>
#include <thread>

using namespace xhlo;
using namespace xhlo::runtime;
using namespace xhlo::runtime::test;

namespace {

class LocalDeviceTest : public ::testing::Test {
protected:
  /// Runs `executable` on `arguments` (allocated first) and reads the one
  /// result.
  RtValue run(Device &device, ExecutableHandle executable,
              std::vector<RtValue> arguments, ExecuteConfig config = {}) {
    std::vector<AllocationHandle> handles;
    for (RtValue &argument : arguments) {
      llvm::Expected<AllocationHandle> handle = device.allocate(argument);
      if (!handle) {
        ADD_FAILURE() << llvm::toString(handle.takeError());
        return RtValue();
      }
      handles.push_back(*handle);
    }
    llvm::Expected<std::vector<AllocationHandle>> outputs =
        device.execute(executable, handles, config);
    if (!outputs) {
      ADD_FAILURE() << llvm::toString(outputs.takeError());
      return RtValue();
    }
    EXPECT_EQ(outputs->size(), 1u);
    llvm::Expected<RtValue> value = device.read(outputs->front(), true);
    if (!value) {
      ADD_FAILURE() << llvm::toString(value.takeError());
      return RtValue();
    }
    llvm::consumeError(device.release(handles));
    return std::move(*value);
  }

  ProgramBuilder programs;
  LocalDevice device;
};

// LocalDeviceOptions::outfeed receives the outfeeds of the runs of the
// device's executables (compiled from an HloModuleProto), in program order,
// the last one's token unread (the proto keeps it though the root does not
// reach it).
TEST_F(LocalDeviceTest, OutfeedReachesTheDeviceHandler) {
  std::vector<std::pair<std::string, float>> seen;
  LocalDeviceOptions options;
  options.outfeed = [&seen](mlir::Operation *,
                            llvm::ArrayRef<const RtValue *> data,
                            llvm::StringRef config) {
    EXPECT_EQ(data.size(), 1u);
    seen.emplace_back(config.str(), data[0]->getArray().as<float>()[0]);
    return mlir::success();
  };
  LocalDevice outfeeding(options);
  XHLO_ASSERT_OK_AND_ASSIGN(program, programs.compile(outfeeding, R"(
    func.func @main(%x: tensor<f32>) -> tensor<f32> {
      %t = hlo.after_all()
      %t1 = hlo.outfeed(%x), %t {outfeed_config = "in"} : tensor<f32>
      %y = hlo.add %x, %x : tensor<f32>
      %t2 = hlo.outfeed(%y), %t1 {outfeed_config = "out"} : tensor<f32>
      return %y : tensor<f32>
    })"));
  RtValue result = run(outfeeding, program, {f32({}, {1.5f})});
  EXPECT_EQ(valuesOf<float>(result), std::vector<float>{3});
  using Seen = std::vector<std::pair<std::string, float>>;
  EXPECT_EQ(seen, (Seen{{"in", 1.5f}, {"out", 3}}));
  run(outfeeding, program, {f32({}, {-1})});
  EXPECT_EQ(seen, (Seen{{"in", 1.5f}, {"out", 3}, {"in", -1}, {"out", -2}}));
}

TEST_F(LocalDeviceTest, AllocateReadRelease) {
  XHLO_ASSERT_OK_AND_ASSIGN(handle, device.allocate(f32({2, 2}, {1, 2, 3, 4})));
  EXPECT_EQ(device.getUsedBytes(), 16);
  XHLO_ASSERT_OK_AND_ASSIGN(value, device.read(handle));
  EXPECT_EQ(valuesOf<float>(value), (std::vector<float>{1, 2, 3, 4}));
  XHLO_ASSERT_OK(device.release(handle));
  EXPECT_EQ(device.getUsedBytes(), 0);
  std::string message;
  EXPECT_EQ(errorCode(device.read(handle), &message), ErrorCode::NotFound);
  EXPECT_EQ(message, "no allocation with handle " + std::to_string(handle));
  EXPECT_EQ(errorCode(device.release({handle, 99}), &message),
            ErrorCode::NotFound);
  EXPECT_EQ(message, "no allocation with handle " + std::to_string(handle) +
                         " (nothing was released)");
}

TEST_F(LocalDeviceTest, CompileOnceRunMany) {
  XHLO_ASSERT_OK_AND_ASSIGN(add, programs.compile(device, kAddProgram));
  for (int i = 0; i < 3; ++i) {
    RtValue result = run(
        device, add, {f32({4}, {1, 2, 3, float(i)}), f32({4}, {1, 1, 1, 1})});
    EXPECT_EQ(valuesOf<float>(result), (std::vector<float>{2, 3, 4, i + 1.0f}));
  }
  EXPECT_EQ(device.getNumAllocations(), 0u);
  EXPECT_EQ(device.getNumExecutables(), 1u);
  XHLO_ASSERT_OK(device.releaseExecutable(add));
  EXPECT_EQ(device.getNumExecutables(), 0u);
}

TEST_F(LocalDeviceTest, TupleResultsAndExplodedTuples) {
  XHLO_ASSERT_OK_AND_ASSIGN(pair, programs.compile(device, kPairProgram));
  XHLO_ASSERT_OK_AND_ASSIGN(a, device.allocate(f32({4}, {1, 2, 3, 4})));
  XHLO_ASSERT_OK_AND_ASSIGN(tuple, device.execute(pair, {a, a}));
  ASSERT_EQ(tuple.size(), 1u);
  XHLO_ASSERT_OK_AND_ASSIGN(value, device.read(tuple[0]));
  EXPECT_EQ(getShapeString(value), "(f32[4], f32[4])");

  ExecuteConfig explode;
  explode.returnExplodedTuple = true;
  XHLO_ASSERT_OK_AND_ASSIGN(parts, device.execute(pair, {a, a}, explode));
  ASSERT_EQ(parts.size(), 2u);
  XHLO_ASSERT_OK_AND_ASSIGN(product, device.read(parts[0]));
  XHLO_ASSERT_OK_AND_ASSIGN(sum, device.read(parts[1]));
  EXPECT_EQ(valuesOf<float>(product), (std::vector<float>{1, 4, 9, 16}));
  EXPECT_EQ(valuesOf<float>(sum), (std::vector<float>{2, 4, 6, 8}));
}

TEST_F(LocalDeviceTest, ReleaseFlagsReleaseInputsAndExecutable) {
  XHLO_ASSERT_OK_AND_ASSIGN(add, programs.compile(device, kAddProgram));
  XHLO_ASSERT_OK_AND_ASSIGN(a, device.allocate(f32({4}, {1, 2, 3, 4})));
  ExecuteConfig config;
  config.releaseInputHandles = true;
  config.releaseCompilationHandle = true;
  XHLO_ASSERT_OK_AND_ASSIGN(outputs, device.execute(add, {a, a}, config));
  EXPECT_EQ(device.getNumAllocations(), 1u);
  EXPECT_EQ(device.getNumExecutables(), 0u);
  EXPECT_EQ(errorCode(device.read(a)), ErrorCode::NotFound);
  XHLO_ASSERT_OK_AND_ASSIGN(value, device.read(outputs[0]));
  EXPECT_EQ(valuesOf<float>(value), (std::vector<float>{2, 4, 6, 8}));
}

TEST_F(LocalDeviceTest, WrongArgumentsAndHandlesAreClearErrors) {
  XHLO_ASSERT_OK_AND_ASSIGN(add, programs.compile(device, kAddProgram));
  XHLO_ASSERT_OK_AND_ASSIGN(good, device.allocate(f32({4}, {1, 2, 3, 4})));
  XHLO_ASSERT_OK_AND_ASSIGN(wrong, device.allocate(f32({3}, {1, 2, 3})));
  XHLO_ASSERT_OK_AND_ASSIGN(ints, device.allocate(RtValue(makeLiteral<int32_t>(
                                      ElementType::S32, {4}, {1, 2, 3, 4}))));
  std::string message;
  EXPECT_EQ(errorCode(device.execute(add, {good}), &message),
            ErrorCode::InvalidArgument);
  EXPECT_EQ(message, "the computation takes 2 arguments, 1 given");
  EXPECT_EQ(errorCode(device.execute(add, {good, wrong}), &message),
            ErrorCode::InvalidArgument);
  EXPECT_EQ(message,
            "argument 1 has shape f32[3], the computation takes f32[4]");
  EXPECT_EQ(errorCode(device.execute(add, {ints, good}), &message),
            ErrorCode::InvalidArgument);
  EXPECT_EQ(message,
            "argument 0 has shape s32[4], the computation takes f32[4]");
  EXPECT_EQ(errorCode(device.execute(add, {good, 12345}), &message),
            ErrorCode::NotFound);
  EXPECT_EQ(message, "no allocation with handle 12345");
  EXPECT_EQ(errorCode(device.execute(good, {good, good}), &message),
            ErrorCode::NotFound);
  EXPECT_EQ(message, "no executable with handle " + std::to_string(good));
  ExecuteConfig otherDevice;
  otherDevice.deviceOrdinal = 1;
  EXPECT_EQ(errorCode(device.execute(add, {good, good}, otherDevice)),
            ErrorCode::InvalidArgument);
  // The device still works.
  XHLO_ASSERT_OK_AND_ASSIGN(outputs, device.execute(add, {good, good}));
  EXPECT_EQ(outputs.size(), 1u);
}

TEST_F(LocalDeviceTest, TheQuotaBoundsAllocationsAndResults) {
  LocalDeviceOptions options;
  options.maxMemoryBytes = 40;
  LocalDevice small(options);
  XHLO_ASSERT_OK_AND_ASSIGN(a, small.allocate(f32({4}, {1, 2, 3, 4})));
  XHLO_ASSERT_OK_AND_ASSIGN(b, small.allocate(f32({4}, {1, 2, 3, 4})));
  std::string message;
  EXPECT_EQ(errorCode(small.allocate(f32({4}, {1, 2, 3, 4})), &message),
            ErrorCode::ResourceExhausted);
  EXPECT_EQ(message, "an allocation of 16 bytes would exceed the device's "
                     "memory quota (32 of 40 bytes in use)");
  XHLO_ASSERT_OK_AND_ASSIGN(add, programs.compile(small, kAddProgram));
  EXPECT_EQ(errorCode(small.execute(add, {a, b}), &message),
            ErrorCode::ResourceExhausted);
  EXPECT_EQ(message, "the results of 16 bytes would exceed the device's "
                     "memory quota (32 of 40 bytes in use)");
  EXPECT_EQ(errorCode(small.checkQuota(9)), ErrorCode::ResourceExhausted);
  XHLO_ASSERT_OK(small.release(b));
  // The results' 16 bytes pass the check by type, but the run allocates
  // arrays in 64-byte units, which the quota also bounds.
  EXPECT_EQ(errorCode(small.execute(add, {a, a}), &message),
            ErrorCode::ResourceExhausted);
  EXPECT_NE(message.find("needs 64 B, but the memory budget has 24 B left "
                         "(of 40 B)"),
            std::string::npos)
      << message;
  XHLO_ASSERT_OK_AND_ASSIGN(devices, small.listDevices());
  ASSERT_EQ(devices.size(), 1u);
  EXPECT_EQ(devices[0].memoryBytes, 40);
  EXPECT_EQ(devices[0].usedBytes, 16);
  EXPECT_EQ(devices[0].freeBytes, 24);
}

// Issue 17 item 5: the quota bounds what runs allocate, intermediates
// included: a 512 MiB intermediate under a 64 MiB quota is refused with
// ResourceExhausted at its op before it is allocated; 1 MiB runs (0.5
// summed 262144 times is 131072, by hand).
TEST_F(LocalDeviceTest, TheQuotaBoundsWhatRunsAllocate) {
  LocalDeviceOptions options;
  options.maxMemoryBytes = int64_t(64) << 20;
  LocalDevice bounded(options);
  XHLO_ASSERT_OK_AND_ASSIGN(x, bounded.allocate(f32({}, {0.5f})));
  XHLO_ASSERT_OK_AND_ASSIGN(big,
                            programs.compile(bounded, broadcastSum(134217728)));
  std::string message;
  EXPECT_EQ(errorCode(bounded.execute(big, {x}), &message),
            ErrorCode::ResourceExhausted);
  EXPECT_NE(message.find("hlo.broadcast"), std::string::npos) << message;
  EXPECT_NE(message.find("needs 512 MiB, but the memory budget has"),
            std::string::npos)
      << message;
  XHLO_ASSERT_OK_AND_ASSIGN(small,
                            programs.compile(bounded, broadcastSum(262144)));
  XHLO_ASSERT_OK_AND_ASSIGN(outputs, bounded.execute(small, {x}));
  XHLO_ASSERT_OK_AND_ASSIGN(sum, bounded.read(outputs[0]));
  EXPECT_EQ(valuesOf<float>(sum), (std::vector<float>{131072}));
  // Allocations count against the same budget.
  EXPECT_EQ(errorCode(bounded.allocate(
                RtValue(Literal(ElementType::F32, {int64_t(17) << 20})))),
            ErrorCode::ResourceExhausted);
}

TEST_F(LocalDeviceTest, MalformedAndUnsupportedProgramsAreRefused) {
  std::string message;
  xrt::XLAComputation empty;
  EXPECT_EQ(errorCode(device.compile(empty), &message),
            ErrorCode::InvalidArgument);
  EXPECT_EQ(message, "the XLAComputation has no hlo_snapshot.hlo.hlo_module");

  xrt::XLAComputation dangling;
  xla::HloModuleProto *module =
      dangling.mutable_hlo_snapshot()->mutable_hlo()->mutable_hlo_module();
  module->set_name("dangling");
  module->set_entry_computation_id(7);
  EXPECT_EQ(errorCode(device.compile(dangling), &message),
            ErrorCode::InvalidArgument);
  EXPECT_EQ(message, "cannot import the HloModuleProto: HloModule dangling: "
                     "HloModuleProto has no computations");

  xrt::XLAComputation cores;
  cores.mutable_config()->set_num_cores_per_replica(2);
  EXPECT_EQ(errorCode(device.compile(cores), &message),
            ErrorCode::Unimplemented);
  EXPECT_EQ(message, "num_cores_per_replica 2: the device runs one core per "
                     "replica (model parallelism is partitioned by XLA's "
                     "SPMD partitioner)");
  xrt::XLAComputation replicas;
  replicas.mutable_config()->set_num_replicas(257);
  EXPECT_EQ(errorCode(device.compile(replicas), &message),
            ErrorCode::InvalidArgument);
  EXPECT_EQ(message, "num_replicas 257 is not 0 to 256");

  EXPECT_EQ(device.getNumExecutables(), 0u);

  // What the interpreter cannot do fails the run, with its diagnostic.
  XHLO_ASSERT_OK_AND_ASSIGN(infeed, programs.compile(device, R"(
    func.func @main(%t: !hlo.token) -> !hlo.token {
      %d, %t2 = hlo.infeed %t : tensor<2xf32>
      return %t2 : !hlo.token
    })"));
  XHLO_ASSERT_OK_AND_ASSIGN(token, device.allocate(RtValue::token()));
  EXPECT_EQ(errorCode(device.execute(infeed, {token}), &message),
            ErrorCode::InvalidArgument);
  EXPECT_EQ(message, "the computation failed: infeed.2: 'hlo.infeed': the "
                     "interpreter has no infeed queue");
}

/// The XLAComputation of hlo MLIR `source` for `numReplicas` replicas.
static xrt::XLAComputation replicatedComputation(mlir::MLIRContext &context,
                                                 const char *source,
                                                 int32_t numReplicas) {
  xrt::XLAComputation computation;
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(source, &context);
  if (!module) {
    ADD_FAILURE() << "cannot parse";
    return computation;
  }
  mlir::FailureOr<xla::HloModuleProto> proto = exportHloModule(*module);
  if (mlir::failed(proto)) {
    ADD_FAILURE() << "cannot export";
    return computation;
  }
  *computation.mutable_hlo_snapshot()->mutable_hlo()->mutable_hlo_module() =
      *proto;
  computation.mutable_config()->set_num_replicas(numReplicas);
  return computation;
}

// A computation compiled for N replicas runs as XRT runs it: one execute per
// replica (its own arguments and results), the executes of one run naming
// the same run_id and their replica_id, meeting at the collectives. Here 3
// replicas of x_r = [r + 1, 10 (r + 1)] all-reduce to [6, 60], twice (two
// runs); an execute whose replica_id is not a replica fails, as does a
// replica whose partners never come (the collective's timeout), and a
// chained plan.
TEST_F(LocalDeviceTest, ReplicatedComputationRunsOneExecutePerReplica) {
  mlir::MLIRContext context;
  context.loadDialect<mlir::func::FuncDialect, hlo::HloDialect>();
  xrt::XLAComputation computation = replicatedComputation(context, R"(
    func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
      %s = hlo.all_reduce(%x) replica_groups = [] : tensor<2xf32> {
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %t = hlo.add %a, %b : tensor<f32>
        hlo.return %t : tensor<f32>
      }
      return %s : tensor<2xf32>
    })",
                                                          3);
  LocalDeviceOptions options;
  options.collectiveTimeout = std::chrono::milliseconds(300);
  LocalDevice replicated(options);
  XHLO_ASSERT_OK_AND_ASSIGN(handle, replicated.compile(computation));
  for (int64_t runId : {7, 8}) {
    std::vector<RtValue> results(3);
    std::vector<std::thread> threads;
    for (int32_t replica = 0; replica < 3; ++replica)
      threads.emplace_back([&, replica] {
        ExecuteConfig config;
        config.replicaId = replica;
        config.runId = runId;
        float v = replica + 1;
        results[replica] =
            run(replicated, handle, {f32({2}, {v, 10 * v})}, config);
      });
    for (std::thread &thread : threads)
      thread.join();
    for (int32_t replica = 0; replica < 3; ++replica)
      EXPECT_EQ(valuesOf<float>(results[replica]), (std::vector<float>{6, 60}))
          << "run " << runId << ", replica " << replica;
  }

  XHLO_ASSERT_OK_AND_ASSIGN(argument, replicated.allocate(f32({2}, {1, 2})));
  std::string message;
  ExecuteConfig beyond;
  beyond.replicaId = 3;
  EXPECT_EQ(errorCode(replicated.execute(handle, {argument}, beyond), &message),
            ErrorCode::InvalidArgument);
  EXPECT_EQ(message, "replica_id 3 is not a replica of the computation "
                     "(num_replicas 3)");
  ExecuteConfig alone;
  alone.replicaId = 1;
  alone.runId = 9;
  EXPECT_EQ(errorCode(replicated.execute(handle, {argument}, alone), &message),
            ErrorCode::InvalidArgument);
  EXPECT_NE(message.find("timed out after 300 ms waiting for replica 0, "
                         "replica 2 to reach this collective"),
            std::string::npos)
      << message;
  xrt::XRTChainedExecutePlan plan;
  plan.add_ops()->set_computation_handle(handle);
  EXPECT_EQ(errorCode(replicated.executeChained(plan, {}), &message),
            ErrorCode::Unimplemented);
  EXPECT_EQ(message, "plan op 0: the computation has 3 replicas; a "
                     "replicated computation runs through Execute, one per "
                     "replica (XRT's replica_id and run_id)");
}

// A replica still computing when another replica of its run fails stops at
// its next step, not at its next collective or its end: replica 0 fails at
// once (a custom-call nobody registered), replica 1 is in a loop of 10^9
// iterations (minutes) before the all-reduce. Its execute ends promptly,
// Cancelled, saying another device failed.
TEST_F(LocalDeviceTest, FailedReplicaStopsTheOthersOfItsRun) {
  mlir::MLIRContext context;
  context.loadDialect<mlir::func::FuncDialect, hlo::HloDialect>();
  xrt::XLAComputation computation = replicatedComputation(context, R"(
    func.func @main(%x: tensor<f32>) -> tensor<f32> {
      %id = hlo.replica_id : tensor<ui32>
      %zero = hlo.constant dense<0> : tensor<ui32>
      %first = hlo.compare EQ, %id, %zero : tensor<ui32>
      %r = hlo.conditional %first (%x, %x) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32> {
      ^bb0(%a: tensor<f32>):
        %f = hlo.custom_call "no_such_target"(%a) : (tensor<f32>) -> tensor<f32>
        hlo.return %f : tensor<f32>
      }, {
      ^bb0(%a: tensor<f32>):
        %i0 = hlo.constant dense<0> : tensor<i32>
        %l:2 = hlo.while(%i0, %a) : tensor<i32>, tensor<f32> cond {
        ^bb0(%i: tensor<i32>, %v: tensor<f32>):
          %n = hlo.constant dense<1000000000> : tensor<i32>
          %p = hlo.compare LT, %i, %n : tensor<i32>
          hlo.return %p : tensor<i1>
        } do {
        ^bb0(%i: tensor<i32>, %v: tensor<f32>):
          %one = hlo.constant dense<1> : tensor<i32>
          %j = hlo.add %i, %one : tensor<i32>
          hlo.return %j, %v : tensor<i32>, tensor<f32>
        }
        hlo.return %l#1 : tensor<f32>
      }
      %s = hlo.all_reduce(%r) replica_groups = [] : tensor<f32> {
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %t = hlo.add %a, %b : tensor<f32>
        hlo.return %t : tensor<f32>
      }
      return %s : tensor<f32>
    })",
                                                          2);
  LocalDeviceOptions options;
  options.collectiveTimeout = std::chrono::seconds(600);
  LocalDevice replicated(options);
  XHLO_ASSERT_OK_AND_ASSIGN(handle, replicated.compile(computation));
  XHLO_ASSERT_OK_AND_ASSIGN(argument, replicated.allocate(f32({}, {1})));
  std::string messages[2];
  ErrorCode codes[2] = {};
  double seconds[2] = {};
  std::vector<std::thread> threads;
  for (int32_t replica = 0; replica < 2; ++replica)
    threads.emplace_back([&, replica] {
      ExecuteConfig config;
      config.replicaId = replica;
      config.runId = 3;
      auto start = std::chrono::steady_clock::now();
      codes[replica] = errorCode(replicated.execute(handle, {argument}, config),
                                 &messages[replica]);
      seconds[replica] = std::chrono::duration<double>(
                             std::chrono::steady_clock::now() - start)
                             .count();
    });
  for (std::thread &thread : threads)
    thread.join();
  EXPECT_EQ(codes[0], ErrorCode::InvalidArgument);
  EXPECT_NE(messages[0].find("no custom-call target 'no_such_target'"),
            std::string::npos)
      << messages[0];
  EXPECT_EQ(codes[1], ErrorCode::Cancelled) << messages[1];
  EXPECT_NE(messages[1].find("another device of the replicated run failed; "
                             "this one stopped before"),
            std::string::npos)
      << messages[1];
  // The loop alone takes minutes; a stop at the next step takes
  // milliseconds (the bound leaves room for a loaded machine).
  EXPECT_LT(seconds[1], 10.0) << messages[1];

  // A replica that joins after the failed one has left finds its run
  // stopped (under load the threads above may meet in this order too: the
  // run was forgotten when replica 0 left, and replica 1 looped alone).
  for (int32_t replica = 0; replica < 2; ++replica) {
    ExecuteConfig config;
    config.replicaId = replica;
    config.runId = 4;
    auto start = std::chrono::steady_clock::now();
    codes[replica] = errorCode(replicated.execute(handle, {argument}, config),
                               &messages[replica]);
    seconds[replica] =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count();
  }
  EXPECT_EQ(codes[0], ErrorCode::InvalidArgument) << messages[0];
  EXPECT_EQ(codes[1], ErrorCode::Cancelled) << messages[1];
  EXPECT_NE(messages[1].find("another device of the replicated run failed"),
            std::string::npos)
      << messages[1];
  EXPECT_LT(seconds[1], 10.0) << messages[1];
}

TEST_F(LocalDeviceTest, ProgramShapeMustMatchTheModule) {
  mlir::MLIRContext context;
  context.loadDialect<mlir::func::FuncDialect, hlo::HloDialect>();
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(kAddProgram, &context);
  ASSERT_TRUE(module);
  mlir::FailureOr<xla::HloModuleProto> proto = exportHloModule(*module);
  ASSERT_TRUE(mlir::succeeded(proto));
  xrt::XLAComputation computation;
  *computation.mutable_hlo_snapshot()->mutable_hlo()->mutable_hlo_module() =
      *proto;
  xla::ProgramShapeProto *shape =
      computation.mutable_config()->mutable_program_shape();
  *shape = proto->host_program_shape();
  XHLO_ASSERT_OK_AND_ASSIGN(handle, device.compile(computation));
  EXPECT_GT(handle, 0);

  std::string message;
  shape->mutable_parameters(1)->set_dimensions(0, 3);
  EXPECT_EQ(errorCode(device.compile(computation), &message),
            ErrorCode::InvalidArgument);
  EXPECT_EQ(message.rfind("config.program_shape parameter 1 is ", 0), 0u)
      << message;
  EXPECT_NE(message.find("the entry computation takes f32[4]"),
            std::string::npos);
  shape->mutable_parameters()->RemoveLast();
  EXPECT_EQ(errorCode(device.compile(computation), &message),
            ErrorCode::InvalidArgument);
  EXPECT_EQ(message, "config.program_shape has 1 parameters, the entry "
                     "computation 2");
}

TEST_F(LocalDeviceTest, HloTextCompiles) {
  XHLO_ASSERT_OK_AND_ASSIGN(negate, compileHloText(device, R"(
HloModule m
ENTRY main {
  a = f32[4] parameter(0)
  ROOT n = f32[4] negate(a)
})"));
  RtValue result = run(device, negate, {f32({4}, {1, -2, 3, 0})});
  EXPECT_EQ(valuesOf<float>(result), (std::vector<float>{-1, 2, -3, -0.0f}));
  std::string message;
  EXPECT_EQ(
      errorCode(compileHloText(device, "HloModule m\nENTRY main {"), &message),
      ErrorCode::InvalidArgument);
  EXPECT_NE(message.find("cannot read the HLO text"), std::string::npos);
}

TEST_F(LocalDeviceTest, RngSeedResetsTheGenerator) {
  XHLO_ASSERT_OK_AND_ASSIGN(rng, programs.compile(device, R"(
    func.func @main() -> tensor<8xf32> {
      %a = hlo.constant dense<0.0> : tensor<f32>
      %b = hlo.constant dense<1.0> : tensor<f32>
      %r = hlo.rng UNIFORM, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<8xf32>
      return %r : tensor<8xf32>
    })"));
  ExecuteConfig seeded;
  seeded.rngSeed = 5;
  std::vector<float> first = valuesOf<float>(run(device, rng, {}, seeded));
  std::vector<float> again = valuesOf<float>(run(device, rng, {}, seeded));
  std::vector<float> next = valuesOf<float>(run(device, rng, {}));
  EXPECT_EQ(first, again);
  EXPECT_NE(first, next);
  seeded.rngSeed = 6;
  EXPECT_NE(first, valuesOf<float>(run(device, rng, {}, seeded)));
}

TEST_F(LocalDeviceTest, ChainedPlansRunInPostOrder) {
  XHLO_ASSERT_OK_AND_ASSIGN(add, programs.compile(device, kAddProgram));
  XHLO_ASSERT_OK_AND_ASSIGN(pair, programs.compile(device, kPairProgram));
  XHLO_ASSERT_OK_AND_ASSIGN(a, device.allocate(f32({4}, {1, 2, 3, 4})));
  // op0 = a; op1 = pair(a, a) = (a*a, a+a); op2 = add(op1[1], op0).
  // Results: 0 = op2, 1 = op1's first element.
  xrt::XRTChainedExecutePlan plan;
  xrt::XRTChainedExecuteOp *op0 = plan.add_ops();
  op0->set_data_handle(a);
  xrt::XRTChainedExecuteOp *op1 = plan.add_ops();
  op1->set_computation_handle(pair);
  for (int i = 0; i < 2; ++i)
    op1->add_inputs()->set_op_index(0);
  xrt::XRTChainedExecuteOp::Output *out1 = op1->add_outputs();
  out1->set_output_index(1);
  out1->set_result_index(1);
  xrt::XRTChainedExecuteOp *op2 = plan.add_ops();
  op2->set_computation_handle(add);
  xrt::XRTChainedExecuteOp::Input *sum = op2->add_inputs();
  sum->set_op_index(1);
  sum->set_output_index(2);
  op2->add_inputs()->set_op_index(0);
  op2->add_outputs()->set_result_index(0);
  XHLO_ASSERT_OK_AND_ASSIGN(outputs, device.executeChained(plan, {}));
  ASSERT_EQ(outputs.size(), 2u);
  XHLO_ASSERT_OK_AND_ASSIGN(result0, device.read(outputs[0]));
  XHLO_ASSERT_OK_AND_ASSIGN(result1, device.read(outputs[1]));
  EXPECT_EQ(valuesOf<float>(result0), (std::vector<float>{3, 6, 9, 12}));
  EXPECT_EQ(valuesOf<float>(result1), (std::vector<float>{1, 4, 9, 16}));

  // An input naming a later op, and a result nobody makes.
  std::string message;
  sum->set_op_index(2);
  EXPECT_EQ(errorCode(device.executeChained(plan, {}), &message),
            ErrorCode::InvalidArgument);
  EXPECT_EQ(message, "plan op 2: input op_index 2 does not name an earlier op");
  sum->set_op_index(1);
  out1->set_result_index(3);
  EXPECT_EQ(errorCode(device.executeChained(plan, {}), &message),
            ErrorCode::InvalidArgument);
  EXPECT_EQ(message, "plan op 1: result_index 3 is out of range (the plan "
                     "has 2 outputs)");
  // Indices are checked against the plan's sizes before anything runs or is
  // allocated (a result_index of 6,399,999 once sized a table by it).
  out1->set_result_index(6399999);
  EXPECT_EQ(errorCode(device.executeChained(plan, {}), &message),
            ErrorCode::InvalidArgument);
  EXPECT_EQ(message, "plan op 1: result_index 6399999 is out of range (the "
                     "plan has 2 outputs)");
  out1->set_result_index(0);
  EXPECT_EQ(errorCode(device.executeChained(plan, {}), &message),
            ErrorCode::InvalidArgument);
  EXPECT_EQ(message, "plan op 2: result_index 0 is written twice");
  out1->set_result_index(1);
  out1->set_output_index(3);
  EXPECT_EQ(errorCode(device.executeChained(plan, {}), &message),
            ErrorCode::InvalidArgument);
  EXPECT_EQ(message, "plan op 1: output_index 3 does not name an output of "
                     "the op (it has 2 tuple elements)");
  out1->set_output_index(1);
  sum->set_output_index(-1);
  EXPECT_EQ(errorCode(device.executeChained(plan, {}), &message),
            ErrorCode::InvalidArgument);
  EXPECT_EQ(message, "plan op 2: input output_index -1 does not name an "
                     "output of op 1 (it has 2 tuple elements)");
  sum->set_output_index(2);
  op0->set_data_handle(INT64_MAX);
  EXPECT_EQ(errorCode(device.executeChained(plan, {}), &message),
            ErrorCode::InvalidArgument);
  EXPECT_EQ(message, "plan op 0: 9223372036854775807 is not a valid "
                     "allocation handle (handles are 1 to "
                     "4611686018427387904)");
  // Nothing ran: the device holds what it held.
  EXPECT_EQ(device.getNumAllocations(), 3u);
}

// Handles outside [1, 2^62] (INT64_MAX and INT64_MAX - 1 are the hash
// maps' reserved keys) never reach a table: every operation refuses them
// with InvalidArgument naming the handle, with the device holding one
// handle of each kind (the empty key then once passed for a held one).
TEST_F(LocalDeviceTest, ReservedAndNegativeHandlesAreRefused) {
  XHLO_ASSERT_OK_AND_ASSIGN(add, programs.compile(device, kAddProgram));
  XHLO_ASSERT_OK_AND_ASSIGN(a, device.allocate(f32({4}, {1, 2, 3, 4})));
  for (int64_t bad : {INT64_MAX, INT64_MAX - 1, INT64_MIN, int64_t(0),
                      int64_t(-1), LocalDevice::kMaxHandle + 1}) {
    SCOPED_TRACE(bad);
    std::string message;
    std::string allocation = std::to_string(bad) +
                             " is not a valid allocation handle (handles are "
                             "1 to 4611686018427387904)";
    std::string executable = std::to_string(bad) +
                             " is not a valid executable handle (handles are "
                             "1 to 4611686018427387904)";
    EXPECT_EQ(errorCode(device.execute(bad, {a, a}), &message),
              ErrorCode::InvalidArgument);
    EXPECT_EQ(message, executable);
    EXPECT_EQ(errorCode(device.execute(add, {a, bad}), &message),
              ErrorCode::InvalidArgument);
    EXPECT_EQ(message, allocation);
    EXPECT_EQ(errorCode(device.read(bad), &message),
              ErrorCode::InvalidArgument);
    EXPECT_EQ(message, allocation);
    EXPECT_EQ(errorCode(device.read(bad, /*release=*/true)),
              ErrorCode::InvalidArgument);
    EXPECT_EQ(errorCode(device.release({a, bad}), &message),
              ErrorCode::InvalidArgument);
    EXPECT_EQ(message, allocation);
    EXPECT_EQ(errorCode(device.releaseExecutable({add, bad}), &message),
              ErrorCode::InvalidArgument);
    EXPECT_EQ(message, executable);
    EXPECT_EQ(errorCode(device.getExecutable(bad)), ErrorCode::InvalidArgument);
  }
  // A release that names one missing handle releases nothing.
  std::string message;
  EXPECT_EQ(errorCode(device.release({a, 777}), &message), ErrorCode::NotFound);
  EXPECT_EQ(message, "no allocation with handle 777 (nothing was released)");
  EXPECT_EQ(errorCode(device.releaseExecutable({add, 777}), &message),
            ErrorCode::NotFound);
  EXPECT_EQ(message, "no executable with handle 777 (nothing was released)");
  EXPECT_EQ(device.getNumAllocations(), 1u);
  EXPECT_EQ(device.getNumExecutables(), 1u);
  XHLO_ASSERT_OK_AND_ASSIGN(outputs, device.execute(add, {a, a}));
  XHLO_ASSERT_OK_AND_ASSIGN(sum, device.read(outputs[0]));
  EXPECT_EQ(valuesOf<float>(sum), (std::vector<float>{2, 4, 6, 8}));
  // A handle named twice is released once.
  XHLO_ASSERT_OK(device.release({a, a, outputs[0]}));
  EXPECT_EQ(device.getNumAllocations(), 0u);
}

TEST_F(LocalDeviceTest, ProgramsRunConcurrently) {
  std::vector<std::thread> threads;
  std::atomic<int> failures{0};
  for (int t = 0; t < 4; ++t)
    threads.emplace_back([&, t] {
      ProgramBuilder builder;
      llvm::Expected<ExecutableHandle> add =
          builder.compile(device, kAddProgram);
      if (!add) {
        llvm::consumeError(add.takeError());
        ++failures;
        return;
      }
      for (int i = 0; i < 20; ++i) {
        RtValue result =
            run(device, *add,
                {f32({4}, {float(t), 0, 0, float(i)}), f32({4}, {1, 1, 1, 1})});
        if (valuesOf<float>(result) !=
            std::vector<float>{t + 1.0f, 1, 1, i + 1.0f})
          ++failures;
      }
    });
  for (std::thread &thread : threads)
    thread.join();
  EXPECT_EQ(failures, 0);
  EXPECT_EQ(device.getNumAllocations(), 0u);
}

/// Calls `run(thread, i)` for i in [0, runsPerThread) in each of
/// `numThreads` threads at once; returns how many calls failed (false).
int countFailedRuns(int numThreads, int runsPerThread,
                    const std::function<bool(int, int)> &run) {
  std::atomic<int> failures{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < numThreads; ++t)
    threads.emplace_back([&, t] {
      for (int i = 0; i < runsPerThread; ++i)
        failures += !run(t, i);
    });
  for (std::thread &thread : threads)
    thread.join();
  return failures;
}

TEST_F(LocalDeviceTest, OneProgramRunsFromManyThreadsAtOnce) {
  // A dot, a fused chain and a reduce: the fast paths and the plan's
  // shared state, each run of the handle with its own arguments.
  XHLO_ASSERT_OK_AND_ASSIGN(program, programs.compile(device, R"(
    func.func @main(%a: tensor<32x32xf32>, %b: tensor<32x32xf32>)
        -> (tensor<32x32xf32>, tensor<32xf32>) {
      %d = hlo.dot %a, %b, lhs_contracting_dims = [1], rhs_contracting_dims = [0]
          : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
      %h = hlo.constant dense<0.5> : tensor<32x32xf32>
      %m = hlo.multiply %d, %h : tensor<32x32xf32>
      %t = hlo.add %m, %a : tensor<32x32xf32>
      %z = hlo.constant dense<0.0> : tensor<f32>
      %s = hlo.reduce(%t init: %z) dimensions = [1]
          : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32> {
      ^bb0(%x: tensor<f32>, %y: tensor<f32>):
        %r = hlo.add %x, %y : tensor<f32>
        hlo.return %r : tensor<f32>
      }
      return %t, %s : tensor<32x32xf32>, tensor<32xf32>
    })"));
  // The identity times k, and a ramp: t = k/2 * a + a, s its row sums.
  auto arguments = [](int k) {
    std::vector<float> a(1024), b(1024, 0.0f);
    for (int i = 0; i < 1024; ++i)
      a[i] = float(i % 32);
    for (int i = 0; i < 32; ++i)
      b[i * 33] = float(k);
    return std::vector<RtValue>{f32({32, 32}, a), f32({32, 32}, b)};
  };
  auto expected = [](int k) {
    std::vector<float> t(1024), s(32, 0.0f);
    for (int i = 0; i < 1024; ++i) {
      t[i] = float(i % 32) * (float(k) / 2 + 1);
      s[i / 32] += t[i];
    }
    return std::make_pair(t, s);
  };
  EXPECT_EQ(countFailedRuns(
                4, 25,
                [&](int t, int i) {
                  int k = 2 * (t * 25 + i);
                  RtValue result = run(device, program, arguments(k));
                  auto [wantT, wantS] = expected(k);
                  return result.isTuple() && result.getElements().size() == 2 &&
                         valuesOf<float>(result.getElements()[0]) == wantT &&
                         valuesOf<float>(result.getElements()[1]) == wantS;
                }),
            0);
  EXPECT_EQ(device.getNumAllocations(), 0u);
}

TEST_F(LocalDeviceTest, ConcurrentFailuresReportTheirOwnErrors) {
  // Runs of one handle that fail at once each get their own message.
  XHLO_ASSERT_OK_AND_ASSIGN(program, programs.compile(device, R"(
    func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
      %r = hlo.all_reduce(%x) replica_groups = [[0, 1]], channel_id = 1 : tensor<4xf32> {
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %s = hlo.add %a, %b : tensor<f32>
        hlo.return %s : tensor<f32>
      }
      return %r : tensor<4xf32>
    })"));
  XHLO_ASSERT_OK_AND_ASSIGN(x, device.allocate(f32({4}, {1, 2, 3, 4})));
  std::string alone;
  EXPECT_EQ(errorCode(device.execute(program, {x}), &alone),
            ErrorCode::InvalidArgument);
  ASSERT_NE(alone.find("the computation failed: "), std::string::npos);
  EXPECT_EQ(countFailedRuns(4, 20,
                            [&](int, int) {
                              std::string message;
                              return errorCode(device.execute(program, {x}),
                                               &message) ==
                                         ErrorCode::InvalidArgument &&
                                     message == alone;
                            }),
            0);
}

TEST_F(LocalDeviceTest, HealthAndDevices) {
  XHLO_ASSERT_OK_AND_ASSIGN(health, device.health());
  EXPECT_EQ(health.status, "SERVING");
  EXPECT_EQ(health.version.rfind("xhlo ", 0), 0u);
  XHLO_ASSERT_OK_AND_ASSIGN(devices, device.listDevices());
  ASSERT_EQ(devices.size(), 1u);
  EXPECT_EQ(devices[0].kind, "xhlo-interpreter");
  EXPECT_EQ(devices[0].memoryBytes, 0);
}

} // namespace
