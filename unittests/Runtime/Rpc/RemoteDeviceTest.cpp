//===- RemoteDeviceTest.cpp - The device service on loopback --------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// A RemoteDevice against an in-process server on a free loopback port gives
// exactly the results of a LocalDevice (every element type, tuples, rng
// seeds, chained plans); 8 clients running 50 executions each at once all
// get their own correct results; handles are private to the session that
// made them; and a client that goes away leaves nothing behind.
//
//===----------------------------------------------------------------------===//

#include "RpcTestUtils.h"

#include "xhlo/Runtime/LocalDevice.h"
#include "xhlo/Target/Hlo/HloExport.h"
#include "xhlo/xrt.pb.h"

#include "mlir/Parser/Parser.h"

#include <atomic>
#include <random>
#include <thread>

using namespace xhlo;
using namespace xhlo::runtime;
using namespace xhlo::runtime::test;

namespace {

/// A value of `shape` and `type` with random bytes (preds 0/1, floats
/// finite).
Literal randomLiteral(ElementType type, llvm::ArrayRef<int64_t> shape,
                      std::mt19937 &rng) {
  Literal literal(type, shape);
  std::uniform_real_distribution<float> real(-4, 4);
  std::uniform_int_distribution<int> byte(0, 255);
  size_t count = literal.getNumElements();
  switch (type) {
  case ElementType::F32:
    for (size_t i = 0; i < count; ++i)
      literal.as<float>()[i] = real(rng);
    break;
  case ElementType::C64:
    for (size_t i = 0; i < 2 * count; ++i)
      literal.as<float>()[i] = real(rng);
    break;
  case ElementType::BF16:
    for (size_t i = 0; i < count; ++i) {
      float value = real(rng);
      uint32_t bits;
      std::memcpy(&bits, &value, 4);
      literal.as<uint16_t>()[i] = bits >> 16;
    }
    break;
  case ElementType::Pred:
    for (size_t i = 0; i < count; ++i)
      literal.as<uint8_t>()[i] = byte(rng) & 1;
    break;
  default:
    for (size_t i = 0; i < literal.getSizeInBytes(); ++i)
      static_cast<uint8_t *>(literal.data())[i] = byte(rng);
  }
  return literal;
}

struct Program {
  const char *name;
  const char *source;
  std::vector<std::pair<ElementType, std::vector<int64_t>>> parameters;
  uint32_t rngSeed = 0;
};

const Program kPrograms[] = {
    {"add", kAddProgram, {{ElementType::F32, {4}}, {ElementType::F32, {4}}}},
    {"pair", kPairProgram, {{ElementType::F32, {4}}, {ElementType::F32, {4}}}},
    {"dot",
     R"(func.func @main(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>)
            -> tensor<8x4xf32> {
          %r = hlo.dot %a, %b, lhs_contracting_dims = [1],
                               rhs_contracting_dims = [0]
            : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
          return %r : tensor<8x4xf32>
        })",
     {{ElementType::F32, {8, 16}}, {ElementType::F32, {16, 4}}}},
    {"types",
     R"(func.func @main(%a: tensor<3xi8>, %b: tensor<2x2xbf16>,
                        %c: tensor<5xi1>, %d: tensor<2xcomplex<f32>>,
                        %e: tensor<2xui16>, %f: tensor<3xi64>)
            -> (tensor<3xi8>, tensor<2x2xbf16>, tensor<5xi1>,
                tensor<2xcomplex<f32>>, tensor<2xui16>, tensor<3xi64>) {
          %a2 = hlo.multiply %a, %a : tensor<3xi8>
          %b2 = hlo.add %b, %b : tensor<2x2xbf16>
          %c2 = hlo.not %c : tensor<5xi1>
          %d2 = hlo.multiply %d, %d : tensor<2xcomplex<f32>>
          %e2 = hlo.xor %e, %e : tensor<2xui16>
          %f2 = hlo.add %f, %f : tensor<3xi64>
          return %a2, %b2, %c2, %d2, %e2, %f2
            : tensor<3xi8>, tensor<2x2xbf16>, tensor<5xi1>,
              tensor<2xcomplex<f32>>, tensor<2xui16>, tensor<3xi64>
        })",
     {{ElementType::S8, {3}},
      {ElementType::BF16, {2, 2}},
      {ElementType::Pred, {5}},
      {ElementType::C64, {2}},
      {ElementType::U16, {2}},
      {ElementType::S64, {3}}}},
    {"rng",
     R"(func.func @main() -> tensor<16xf32> {
          %a = hlo.constant dense<0.0> : tensor<f32>
          %b = hlo.constant dense<1.0> : tensor<f32>
          %r = hlo.rng UNIFORM, %a, %b
            : (tensor<f32>, tensor<f32>) -> tensor<16xf32>
          return %r : tensor<16xf32>
        })",
     {},
     /*rngSeed=*/42},
};

/// Runs `program` on `device` with `arguments` twice (the second run
/// continues the generator) and returns both results.
std::vector<RtValue> runTwice(Device &device, const Program &program,
                              const std::vector<RtValue> &arguments) {
  ProgramBuilder builder;
  llvm::Expected<ExecutableHandle> executable =
      builder.compile(device, program.source);
  if (!executable) {
    ADD_FAILURE() << llvm::toString(executable.takeError());
    return {};
  }
  std::vector<AllocationHandle> handles;
  for (const RtValue &argument : arguments)
    handles.push_back(llvm::cantFail(device.allocate(argument)));
  std::vector<RtValue> results;
  for (int run = 0; run < 2; ++run) {
    ExecuteConfig config;
    config.rngSeed = run == 0 ? program.rngSeed : 0;
    llvm::Expected<std::vector<AllocationHandle>> outputs =
        device.execute(*executable, handles, config);
    if (!outputs) {
      ADD_FAILURE() << llvm::toString(outputs.takeError());
      return {};
    }
    results.push_back(llvm::cantFail(device.read(outputs->front(), true)));
  }
  llvm::cantFail(device.release(handles));
  llvm::cantFail(device.releaseExecutable(*executable));
  return results;
}

TEST(RemoteDevice, SameResultsLocallyAndRemotely) {
  std::unique_ptr<XrtServer> server = startServer();
  ASSERT_TRUE(server);
  std::unique_ptr<Device> remote = connect(server->getAddress());
  ASSERT_TRUE(remote);
  LocalDevice local;
  std::mt19937 rng(7);
  for (const Program &program : kPrograms) {
    SCOPED_TRACE(program.name);
    std::vector<RtValue> arguments;
    for (const auto &[type, shape] : program.parameters)
      arguments.push_back(RtValue(randomLiteral(type, shape, rng)));
    std::vector<RtValue> expected = runTwice(local, program, arguments);
    std::vector<RtValue> got = runTwice(*remote, program, arguments);
    ASSERT_EQ(expected.size(), 2u);
    ASSERT_EQ(got.size(), 2u);
    for (int run = 0; run < 2; ++run)
      EXPECT_TRUE(bitwiseEqual(got[run], expected[run]))
          << getShapeString(got[run]) << " vs "
          << getShapeString(expected[run]);
  }
  EXPECT_EQ(server->getStats().allocations, 0u);
  EXPECT_EQ(server->getStats().executables, 0u);
}

TEST(RemoteDevice, EveryOperationWorksRemotely) {
  std::unique_ptr<XrtServer> server = startServer();
  ASSERT_TRUE(server);
  std::unique_ptr<Device> device = connect(server->getAddress());
  ASSERT_TRUE(device);
  ProgramBuilder builder;
  XHLO_ASSERT_OK_AND_ASSIGN(add, builder.compile(*device, kAddProgram));
  XHLO_ASSERT_OK_AND_ASSIGN(pair, builder.compile(*device, kPairProgram));
  XHLO_ASSERT_OK_AND_ASSIGN(a, device->allocate(f32({4}, {1, 2, 3, 4})));

  // Exploded tuples and release flags.
  ExecuteConfig config;
  config.returnExplodedTuple = true;
  XHLO_ASSERT_OK_AND_ASSIGN(parts, device->execute(pair, {a, a}, config));
  ASSERT_EQ(parts.size(), 2u);
  XHLO_ASSERT_OK_AND_ASSIGN(product, device->read(parts[0], true));
  EXPECT_EQ(valuesOf<float>(product), (std::vector<float>{1, 4, 9, 16}));
  config = ExecuteConfig();
  config.releaseInputHandles = true;
  XHLO_ASSERT_OK_AND_ASSIGN(sum, device->execute(add, {parts[1], a}, config));
  EXPECT_EQ(errorCode(device->read(a)), ErrorCode::NotFound);
  XHLO_ASSERT_OK_AND_ASSIGN(sumValue, device->read(sum[0]));
  EXPECT_EQ(valuesOf<float>(sumValue), (std::vector<float>{3, 6, 9, 12}));

  // A chained plan: add(sum, sum).
  xrt::XRTChainedExecutePlan plan;
  plan.add_ops()->set_data_handle(sum[0]);
  xrt::XRTChainedExecuteOp *op = plan.add_ops();
  op->set_computation_handle(add);
  op->add_inputs()->set_op_index(0);
  op->add_inputs()->set_op_index(0);
  op->add_outputs()->set_result_index(0);
  XHLO_ASSERT_OK_AND_ASSIGN(chained, device->executeChained(plan, {}));
  ASSERT_EQ(chained.size(), 1u);
  XHLO_ASSERT_OK_AND_ASSIGN(doubled, device->read(chained[0]));
  EXPECT_EQ(valuesOf<float>(doubled), (std::vector<float>{6, 12, 18, 24}));

  // HLO text, devices, health.
  XHLO_ASSERT_OK_AND_ASSIGN(negate, compileHloText(*device, R"(
HloModule m
ENTRY main {
  a = f32[4] parameter(0)
  ROOT n = f32[4] negate(a)
})"));
  XHLO_ASSERT_OK_AND_ASSIGN(negated, device->execute(negate, {sum[0]}));
  XHLO_ASSERT_OK_AND_ASSIGN(negatedValue, device->read(negated[0]));
  EXPECT_EQ(valuesOf<float>(negatedValue),
            (std::vector<float>{-3, -6, -9, -12}));
  XHLO_ASSERT_OK_AND_ASSIGN(devices, device->listDevices());
  ASSERT_EQ(devices.size(), 1u);
  EXPECT_EQ(devices[0].kind, "xhlo-interpreter");
  EXPECT_EQ(devices[0].usedBytes, 3 * 16);
  XHLO_ASSERT_OK_AND_ASSIGN(health, device->health());
  EXPECT_EQ(health.status, "SERVING");

  // Errors keep their codes across the wire.
  std::string message;
  EXPECT_EQ(errorCode(device->execute(add, {sum[0]}), &message),
            ErrorCode::InvalidArgument);
  EXPECT_NE(message.find("the computation takes 2 arguments, 1 given"),
            std::string::npos)
      << message;
  XHLO_ASSERT_OK(device->releaseExecutable({add, pair, negate}));
  XHLO_ASSERT_OK(device->release({sum[0], chained[0], negated[0]}));
  EXPECT_EQ(server->getStats().allocations, 0u);
  EXPECT_EQ(server->getStats().executables, 0u);
}

TEST(RemoteDevice, EightClientsFiftyExecutionsEachAtOnce) {
  std::unique_ptr<XrtServer> server = startServer();
  ASSERT_TRUE(server);
  constexpr int kClients = 8, kRuns = 50;
  std::atomic<int> correct{0};
  std::vector<std::string> errors(kClients);
  std::vector<std::thread> clients;
  for (int client = 0; client < kClients; ++client)
    clients.emplace_back([&, client] {
      llvm::Expected<std::unique_ptr<Device>> device =
          connectRemoteDevice(server->getAddress());
      if (!device) {
        errors[client] = llvm::toString(device.takeError());
        return;
      }
      ProgramBuilder builder;
      // Each client its own program: a * b + a, with b = its number.
      std::string source = R"(
        func.func @main(%a: tensor<64xf32>, %b: tensor<64xf32>)
            -> tensor<64xf32> {
          %m = hlo.multiply %a, %b : tensor<64xf32>
          %r = hlo.add %m, %a : tensor<64xf32>
          return %r : tensor<64xf32>
        })";
      llvm::Expected<ExecutableHandle> executable =
          builder.compile(**device, source);
      if (!executable) {
        errors[client] = llvm::toString(executable.takeError());
        return;
      }
      std::vector<float> b(64, float(client));
      llvm::Expected<AllocationHandle> bHandle =
          (*device)->allocate(f32({64}, b));
      if (!bHandle) {
        errors[client] = llvm::toString(bHandle.takeError());
        return;
      }
      for (int run = 0; run < kRuns; ++run) {
        std::vector<float> a(64);
        for (int i = 0; i < 64; ++i)
          a[i] = float(run * 64 + i);
        llvm::Expected<AllocationHandle> aHandle =
            (*device)->allocate(f32({64}, a));
        if (!aHandle) {
          errors[client] = llvm::toString(aHandle.takeError());
          return;
        }
        ExecuteConfig config;
        config.releaseInputHandles = false;
        llvm::Expected<std::vector<AllocationHandle>> outputs =
            (*device)->execute(*executable, {*aHandle, *bHandle}, config);
        if (!outputs) {
          errors[client] = llvm::toString(outputs.takeError());
          return;
        }
        llvm::Expected<RtValue> result =
            (*device)->read(outputs->front(), /*release=*/true);
        if (!result) {
          errors[client] = llvm::toString(result.takeError());
          return;
        }
        llvm::consumeError((*device)->release(*aHandle));
        bool ok = true;
        const float *got = result->getArray().as<float>();
        for (int i = 0; i < 64; ++i)
          ok &= got[i] == a[i] * float(client) + a[i];
        correct += ok;
      }
    });
  for (std::thread &client : clients)
    client.join();
  for (int client = 0; client < kClients; ++client)
    EXPECT_EQ(errors[client], "") << "client " << client;
  EXPECT_EQ(correct, kClients * kRuns);
  // Each client's device is gone: the server released what they held.
  EXPECT_TRUE(eventually([&] {
    XrtServerStats stats = server->getStats();
    return stats.sessions == 0 && stats.allocations == 0 &&
           stats.executables == 0;
  }));
}

// A computation compiled with XRT's num_replicas = 2 runs as XRT runs it:
// one Execute per replica, each with its own input and output handles, its
// common_config.replica_id and the run's run_id; the two meet at the
// all_reduce: [1, 2] + [10, 20] on both.
TEST(RemoteDevice, ReplicasRunAsOneExecuteEach) {
  std::unique_ptr<XrtServer> server = startServer();
  ASSERT_TRUE(server);
  std::unique_ptr<Device> device = connect(server->getAddress());
  ASSERT_TRUE(device);
  mlir::MLIRContext context;
  context.loadDialect<mlir::func::FuncDialect, hlo::HloDialect>();
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(R"(
    func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
      %s = hlo.all_reduce(%x) replica_groups = [] : tensor<2xf32> {
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %t = hlo.add %a, %b : tensor<f32>
        hlo.return %t : tensor<f32>
      }
      return %s : tensor<2xf32>
    })",
                                              &context);
  ASSERT_TRUE(module);
  mlir::FailureOr<xla::HloModuleProto> proto = exportHloModule(*module);
  ASSERT_TRUE(mlir::succeeded(proto));
  xrt::XLAComputation computation;
  *computation.mutable_hlo_snapshot()->mutable_hlo()->mutable_hlo_module() =
      *proto;
  computation.mutable_config()->set_num_replicas(2);
  XHLO_ASSERT_OK_AND_ASSIGN(handle, device->compile(computation));
  XHLO_ASSERT_OK_AND_ASSIGN(x0, device->allocate(f32({2}, {1, 2})));
  XHLO_ASSERT_OK_AND_ASSIGN(x1, device->allocate(f32({2}, {10, 20})));
  std::vector<AllocationHandle> inputs = {x0, x1};
  std::vector<std::vector<float>> results(2);
  std::vector<std::thread> threads;
  for (int32_t replica = 0; replica < 2; ++replica)
    threads.emplace_back([&, replica] {
      ExecuteConfig config;
      config.replicaId = replica;
      config.runId = 42;
      llvm::Expected<std::vector<AllocationHandle>> outputs =
          device->execute(handle, {inputs[replica]}, config);
      if (!outputs) {
        ADD_FAILURE() << llvm::toString(outputs.takeError());
        return;
      }
      llvm::Expected<RtValue> value = device->read(outputs->front(), true);
      if (!value) {
        ADD_FAILURE() << llvm::toString(value.takeError());
        return;
      }
      results[replica] = valuesOf<float>(*value);
    });
  for (std::thread &thread : threads)
    thread.join();
  EXPECT_EQ(results[0], (std::vector<float>{11, 22}));
  EXPECT_EQ(results[1], (std::vector<float>{11, 22}));
}

TEST(RemoteDevice, HandlesArePrivateToTheirSession) {
  std::unique_ptr<XrtServer> server = startServer();
  ASSERT_TRUE(server);
  std::unique_ptr<Device> alice = connect(server->getAddress());
  std::unique_ptr<Device> bob = connect(server->getAddress());
  ASSERT_TRUE(alice && bob);
  ProgramBuilder builder;
  XHLO_ASSERT_OK_AND_ASSIGN(add, builder.compile(*alice, kAddProgram));
  XHLO_ASSERT_OK_AND_ASSIGN(secret, alice->allocate(f32({4}, {1, 2, 3, 4})));
  XHLO_ASSERT_OK_AND_ASSIGN(own, bob->allocate(f32({4}, {1, 1, 1, 1})));
  std::string message;
  EXPECT_EQ(errorCode(bob->read(secret), &message), ErrorCode::NotFound);
  EXPECT_NE(message.find("no allocation with handle " + std::to_string(secret)),
            std::string::npos)
      << message;
  EXPECT_EQ(errorCode(bob->release(secret)), ErrorCode::NotFound);
  EXPECT_EQ(errorCode(bob->execute(add, {own, own}), &message),
            ErrorCode::NotFound);
  EXPECT_NE(message.find("no executable with handle"), std::string::npos);
  EXPECT_EQ(errorCode(bob->releaseExecutable(add)), ErrorCode::NotFound);
  EXPECT_EQ(errorCode(alice->execute(add, {secret, own})), ErrorCode::NotFound);
  xrt::XRTChainedExecutePlan plan;
  plan.add_ops()->set_data_handle(secret);
  plan.mutable_ops(0)->add_outputs()->set_result_index(0);
  EXPECT_EQ(errorCode(bob->executeChained(plan, {})), ErrorCode::NotFound);
  // Alice's handles are untouched.
  XHLO_ASSERT_OK_AND_ASSIGN(value, alice->read(secret));
  EXPECT_EQ(valuesOf<float>(value), (std::vector<float>{1, 2, 3, 4}));
  XHLO_ASSERT_OK_AND_ASSIGN(outputs, alice->execute(add, {secret, secret}));
  EXPECT_EQ(outputs.size(), 1u);
}

TEST(RemoteDevice, AClientThatGoesAwayLeavesNothingBehind) {
  std::unique_ptr<XrtServer> server = startServer();
  ASSERT_TRUE(server);
  std::unique_ptr<Device> stays = connect(server->getAddress());
  ASSERT_TRUE(stays);
  XHLO_ASSERT_OK_AND_ASSIGN(kept, stays->allocate(f32({4}, {1, 2, 3, 4})));
  {
    std::unique_ptr<Device> leaves = connect(server->getAddress());
    ASSERT_TRUE(leaves);
    ProgramBuilder builder;
    XHLO_ASSERT_OK_AND_ASSIGN(add, builder.compile(*leaves, kAddProgram));
    for (int i = 0; i < 3; ++i) {
      XHLO_ASSERT_OK_AND_ASSIGN(handle,
                                leaves->allocate(f32({4}, {1, 2, 3, 4})));
      (void)handle;
    }
    (void)add;
    EXPECT_EQ(server->getStats().allocations, 4u);
    EXPECT_EQ(server->getStats().sessions, 2u);
  }
  EXPECT_TRUE(eventually([&] {
    XrtServerStats stats = server->getStats();
    return stats.sessions == 1 && stats.allocations == 1 &&
           stats.executables == 0 && stats.usedBytes == 16;
  }));
  XHLO_ASSERT_OK_AND_ASSIGN(value, stays->read(kept));
  EXPECT_EQ(valuesOf<float>(value), (std::vector<float>{1, 2, 3, 4}));
}

} // namespace
