//===- HostProgramTest.cpp - Host programs compiled and run by LLVM -------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// HostProgram end to end on a counting device: a program with an op
// convert-linalg-to-hlo refuses runs that op on the host and the rest on
// the device, with the same results as on the host alone; each value
// crossing between host and device crosses once per run; scalars travel as
// 0-d arrays; a device that fails ends the run with the failing call's name
// and leaves nothing behind, and no call after the failing one is made, even
// from a loop in a called function.
//
//===----------------------------------------------------------------------===//

#include "CountingDevice.h"

#include "xhlo/ExecutionEngine/HostProgram.h"
#include "xhlo/InitAll/InitAll.h"
#include "xhlo/Runtime/HostContext.h"
#include "xhlo/Runtime/LocalDevice.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

#include <cmath>
#include <cstring>

using namespace xhlo;
using namespace xhlo::runtime;
using namespace xhlo::runtime::test;
using xhlo::ElementType;
using xhlo::Literal;
using xhlo::RtValue;

namespace {

/// tanh(x * w) (device), its columns gathered at `idx` by a linalg.generic
/// that reads with tensor.extract at an index that also adds the (zero)
/// accumulator of a one-step reduction (host: convert-linalg-to-hlo refuses
/// an index computed from an accumulator; a plain gather converts),
/// then 2 * gathered + tanh (device); and the sum of the first result's row
/// 0 as a scalar (device).
const char *kProgram = R"(
#map = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
#row3 = affine_map<(d0, d1, d2) -> (d1)>
#unit3 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @main(%x: tensor<2x3xf32>, %w: tensor<3x3xf32>, %idx: tensor<3xi32>)
    -> (tensor<2x3xf32>, f32) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x3xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %mm = linalg.matmul ins(%x, %w : tensor<2x3xf32>, tensor<3x3xf32>)
      outs(%f : tensor<2x3xf32>) -> tensor<2x3xf32>
  %h = math.tanh %mm : tensor<2x3xf32>
  %one = tensor.empty() : tensor<1xf32>
  %g = linalg.generic {indexing_maps = [#row3, #unit3, #map3],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%idx, %one : tensor<3xi32>, tensor<1xf32>)
      outs(%f : tensor<2x3xf32>) {
  ^bb0(%i: i32, %u: f32, %o: f32):
    %r = linalg.index 0 : index
    %k = arith.fptosi %o : f32 to i32
    %ik = arith.addi %i, %k : i32
    %c = arith.index_cast %ik : i32 to index
    %v = tensor.extract %h[%r, %c] : tensor<2x3xf32>
    linalg.yield %v : f32
  } -> tensor<2x3xf32>
  %two = arith.constant dense<2.0> : tensor<2x3xf32>
  %s = arith.mulf %g, %two : tensor<2x3xf32>
  %out = arith.addf %s, %h : tensor<2x3xf32>
  %c0 = arith.constant 0 : index
  %a = tensor.extract %out[%c0, %c0] : tensor<2x3xf32>
  %c1 = arith.constant 1 : index
  %b = tensor.extract %out[%c0, %c1] : tensor<2x3xf32>
  %sum = arith.addf %a, %b : f32
  return %out, %sum : tensor<2x3xf32>, f32
}
)";

RtValue f32(llvm::ArrayRef<int64_t> shape, std::vector<float> values) {
  Literal literal(ElementType::F32, shape);
  std::memcpy(literal.data(), values.data(), values.size() * sizeof(float));
  return RtValue(std::move(literal));
}

std::vector<float> valuesOf(const RtValue &value) {
  const Literal &literal = value.getArray();
  const float *data = literal.as<float>();
  return std::vector<float>(data, data + literal.getNumElements());
}

class HostProgramTest : public ::testing::Test {
protected:
  HostProgramTest() {
    mlir::DialectRegistry registry;
    registerAllDialects(registry);
    context.appendDialectRegistry(registry);
  }

  /// Compiles kProgram, offloaded or not.
  std::unique_ptr<HostProgram> compile(bool offload) {
    module = mlir::parseSourceString<mlir::ModuleOp>(kProgram, &context);
    EXPECT_TRUE(module);
    HostProgramOptions options;
    options.offload = offload;
    mlir::FailureOr<std::unique_ptr<HostProgram>> program =
        HostProgram::compile(*module, "main", options);
    EXPECT_TRUE(mlir::succeeded(program));
    return mlir::succeeded(program) ? std::move(*program) : nullptr;
  }

  /// The arguments, and the results numpy gives for them.
  std::vector<RtValue> arguments() {
    Literal idx(ElementType::S32, {3});
    int32_t columns[3] = {2, 0, 1};
    std::memcpy(idx.data(), columns, sizeof(columns));
    return {
        f32({2, 3}, {0.5, -1, 0.25, 1, 2, -0.5}),
        f32({3, 3}, {0.1f, 0.2f, 0.3f, -0.4f, 0.5f, 0.6f, 0.7f, -0.8f, 0.9f}),
        RtValue(std::move(idx))};
  }
  std::vector<float> expected() {
    float x[2][3] = {{0.5, -1, 0.25}, {1, 2, -0.5}};
    float w[3][3] = {
        {0.1f, 0.2f, 0.3f}, {-0.4f, 0.5f, 0.6f}, {0.7f, -0.8f, 0.9f}};
    int idx[3] = {2, 0, 1};
    float h[2][3];
    for (int i = 0; i < 2; ++i)
      for (int j = 0; j < 3; ++j) {
        float sum = 0;
        for (int k = 0; k < 3; ++k)
          sum += x[i][k] * w[k][j];
        h[i][j] = std::tanh(sum);
      }
    std::vector<float> out;
    for (int i = 0; i < 2; ++i)
      for (int j = 0; j < 3; ++j)
        out.push_back(2 * h[i][idx[j]] + h[i][j]);
    return out;
  }

  void expectResults(const std::vector<RtValue> &results) {
    ASSERT_EQ(results.size(), 2u);
    std::vector<float> out = valuesOf(results[0]), want = expected();
    ASSERT_EQ(out.size(), want.size());
    for (size_t i = 0; i < out.size(); ++i)
      EXPECT_NEAR(out[i], want[i], 1e-5) << i;
    ASSERT_EQ(results[1].getArray().getRank(), 0);
    EXPECT_NEAR(valuesOf(results[1])[0], want[0] + want[1], 1e-5);
  }

  mlir::MLIRContext context;
  mlir::OwningOpRef<mlir::ModuleOp> module;
  LocalDevice local;
  CountingDevice device{local};
};

TEST_F(HostProgramTest, OffloadedRunsMatchTheHost) {
  std::unique_ptr<HostProgram> offloaded = compile(/*offload=*/true);
  ASSERT_TRUE(offloaded);
  // Parameters and results as arrays: the scalar is a 0-d array.
  ASSERT_EQ(offloaded->getArguments().size(), 3u);
  EXPECT_EQ(offloaded->getArguments()[2].elementType, ElementType::S32);
  ASSERT_EQ(offloaded->getResults().size(), 2u);
  EXPECT_TRUE(offloaded->getResults()[1].shape.empty());

  HostRunStatistics statistics;
  llvm::Expected<std::vector<RtValue>> results =
      offloaded->run(device, arguments(), &statistics);
  ASSERT_TRUE(static_cast<bool>(results))
      << llvm::toString(results.takeError());
  expectResults(*results);
  EXPECT_GE(device.compiles, 2);
  EXPECT_GT(device.executions, 0);

  // The host program on the host alone: the same numbers, no device.
  CountingDevice unused(local);
  std::unique_ptr<HostProgram> alone = compile(/*offload=*/false);
  ASSERT_TRUE(alone);
  llvm::Expected<std::vector<RtValue>> hostResults =
      alone->run(unused, arguments());
  ASSERT_TRUE(static_cast<bool>(hostResults))
      << llvm::toString(hostResults.takeError());
  expectResults(*hostResults);
  EXPECT_EQ(unused.compiles + unused.allocations + unused.executions, 0);
}

TEST_F(HostProgramTest, EachValueCrossesOnce) {
  std::unique_ptr<HostProgram> program = compile(/*offload=*/true);
  ASSERT_TRUE(program);
  HostRunStatistics statistics;
  ASSERT_TRUE(
      static_cast<bool>(program->run(device, arguments(), &statistics)));
  // Two computations (matmul + tanh; the rest after the gather): x and w go
  // to the device once, the gathered columns once; tanh is read once for
  // the gather and stays on the device for the second computation; the two
  // results are read once each; the program releases all six arrays and
  // both executables itself. One device call per C call.
  const HostStatistics &calls = statistics.calls;
  EXPECT_EQ(calls.compiles, 2);
  EXPECT_EQ(calls.transfers, 3);
  EXPECT_EQ(calls.transferredBytes, (6 + 9 + 6) * 4);
  EXPECT_EQ(calls.executions, 2);
  EXPECT_EQ(calls.reads, 3);
  EXPECT_EQ(calls.readBytes, (6 + 6 + 1) * 4);
  EXPECT_EQ(calls.releasedArrays, 6);
  EXPECT_EQ(calls.releasedExecutables, 2);
  EXPECT_EQ(statistics.unreleased, 0);
  EXPECT_EQ(device.compiles, 2);
  EXPECT_EQ(device.allocations, 3);
  EXPECT_EQ(device.executions, 2);
  EXPECT_EQ(device.reads, 3);
  EXPECT_EQ(calls.releasedExecutables, calls.compiles);
  EXPECT_EQ(local.getNumAllocations(), 0u);
  EXPECT_EQ(local.getNumExecutables(), 0u);

  // A second run does the same again.
  int transfers = device.allocations;
  ASSERT_TRUE(static_cast<bool>(program->run(device, arguments())));
  EXPECT_EQ(device.allocations, 2 * transfers);
}

TEST_F(HostProgramTest, AFailingDeviceEndsTheRun) {
  std::unique_ptr<HostProgram> program = compile(/*offload=*/true);
  ASSERT_TRUE(program);
  device.failing = CountingDevice::Call::Execute;
  HostRunStatistics statistics;
  llvm::Expected<std::vector<RtValue>> results =
      program->run(device, arguments(), &statistics);
  ASSERT_FALSE(static_cast<bool>(results));
  auto [code, message] = takeDeviceError(results.takeError());
  EXPECT_EQ(code, ErrorCode::Unavailable);
  EXPECT_EQ(message.rfind("xhlo_xrt_execute (main_device_0", 0), 0u) << message;
  // What the run held (the executable, the transferred arguments) is
  // released.
  EXPECT_GT(statistics.unreleased, 0);
  EXPECT_EQ(local.getNumAllocations(), 0u);
  EXPECT_EQ(local.getNumExecutables(), 0u);

  // The program runs again once the device serves.
  device.failing = CountingDevice::Call::None;
  llvm::Expected<std::vector<RtValue>> again =
      program->run(device, arguments());
  ASSERT_TRUE(static_cast<bool>(again)) << llvm::toString(again.takeError());
  expectResults(*again);
}

/// Three times x + x on the device, from a loop that calls a function
/// making the xrt calls.
const char *kLoopProgram = R"(
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %x) -> tensor<4xf32> {
    %y = func.call @step(%acc) : (tensor<4xf32>) -> tensor<4xf32>
    scf.yield %y : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
func.func @step(%x: tensor<4xf32>) -> tensor<4xf32> {
  %exe = xrt.compile @double : !xrt.executable<(!xrt.array<4xf32>) -> !xrt.array<4xf32>>
  %a = xrt.transfer_to_device %x : tensor<4xf32>
  %r = xrt.execute %exe(%a) : (!xrt.array<4xf32>) -> !xrt.array<4xf32>
  %t = xrt.read %r : !xrt.array<4xf32>
  xrt.release %a, %r : !xrt.array<4xf32>, !xrt.array<4xf32>
  xrt.release_executable %exe : !xrt.executable<(!xrt.array<4xf32>) -> !xrt.array<4xf32>>
  return %t : tensor<4xf32>
}
func.func private @double(%x: tensor<4xf32>) -> tensor<4xf32> {
  %s = hlo.add %x, %x : tensor<4xf32>
  return %s : tensor<4xf32>
}
)";

TEST_F(HostProgramTest, AFailureInALoopOfACalledFunctionEndsTheRunThere) {
  module = mlir::parseSourceString<mlir::ModuleOp>(kLoopProgram, &context);
  ASSERT_TRUE(module);
  mlir::FailureOr<std::unique_ptr<HostProgram>> program =
      HostProgram::compile(*module, "main");
  ASSERT_TRUE(mlir::succeeded(program));
  std::vector<RtValue> arguments = {f32({4}, {1, 2, 3, 4})};
  llvm::Expected<std::vector<RtValue>> results =
      (*program)->run(device, arguments);
  ASSERT_TRUE(static_cast<bool>(results))
      << llvm::toString(results.takeError());
  EXPECT_EQ(valuesOf((*results)[0]), std::vector<float>({8, 16, 24, 32}));
  EXPECT_EQ(device.executions, 3);

  // The second execution fails: its run ends there, in the loop's second
  // iteration, with no read, release or third iteration after it.
  CountingDevice flaky(local);
  flaky.failing = CountingDevice::Call::Execute;
  flaky.failingFrom = 2;
  HostRunStatistics statistics;
  results = (*program)->run(flaky, arguments, &statistics);
  ASSERT_FALSE(static_cast<bool>(results));
  auto [code, message] = takeDeviceError(results.takeError());
  EXPECT_EQ(code, ErrorCode::Unavailable);
  EXPECT_EQ(message, "xhlo_xrt_execute (double): Execute on the test device: "
                     "it went away");
  EXPECT_EQ(flaky.compiles, 2);
  EXPECT_EQ(flaky.allocations, 2);
  EXPECT_EQ(flaky.executions, 2);
  EXPECT_EQ(flaky.reads, 1);
  EXPECT_EQ(statistics.calls.releasedArrays, 2);
  EXPECT_EQ(statistics.calls.releasedExecutables, 1);
  // The second iteration's executable and array, released by the runtime.
  EXPECT_EQ(statistics.unreleased, 2);
  EXPECT_EQ(local.getNumAllocations(), 0u);
  EXPECT_EQ(local.getNumExecutables(), 0u);
  // The host buffer of the second iteration's read (the loop's accumulator),
  // which the early return left, freed by the runtime (LeakSanitizer finds
  // it when it is not).
  EXPECT_EQ(statistics.unfreedBuffers, 1);
}

/// The sum of a host buffer of `n` f32 filled with 1 (its size comes from
/// the caller: MLIR's lowering allocates it at run time).
const char *kAllocatingProgram = R"(
func.func @main(%n: index) -> f32 {
  %e = tensor.empty(%n) : tensor<?xf32>
  %one = arith.constant 1.0 : f32
  %t = linalg.fill ins(%one : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %zero = arith.constant 0.0 : f32
  %i = tensor.empty() : tensor<f32>
  %z = linalg.fill ins(%zero : f32) outs(%i : tensor<f32>) -> tensor<f32>
  %s = linalg.reduce ins(%t : tensor<?xf32>) outs(%z : tensor<f32>)
      dimensions = [0]
    (%a: f32, %b: f32) {
      %r = arith.addf %a, %b : f32
      linalg.yield %r : f32
    }
  %x = tensor.extract %s[] : tensor<f32>
  return %x : f32
}
)";

TEST_F(HostProgramTest, AFailedHostAllocationEndsTheRunWithItsSize) {
  module =
      mlir::parseSourceString<mlir::ModuleOp>(kAllocatingProgram, &context);
  ASSERT_TRUE(module);
  mlir::FailureOr<std::unique_ptr<HostProgram>> program =
      HostProgram::compile(*module, "main");
  ASSERT_TRUE(mlir::succeeded(program));
  auto count = [](int64_t n) {
    Literal literal(ElementType::S64, {});
    *literal.as<int64_t>() = n;
    return std::vector<RtValue>{RtValue(std::move(literal))};
  };

  HostRunStatistics statistics;
  llvm::Expected<std::vector<RtValue>> results =
      (*program)->run(device, count(int64_t(1) << 60), &statistics);
  ASSERT_FALSE(static_cast<bool>(results));
  auto [code, message] = takeDeviceError(results.takeError());
  EXPECT_EQ(code, ErrorCode::ResourceExhausted);
  // 2^60 f32 and the 64 bytes MLIR's lowering adds to align the buffer.
  EXPECT_EQ(message, "memref.alloc: cannot allocate 4611686018427387968 "
                     "bytes for a buffer of the host program");
  EXPECT_EQ(statistics.unfreedBuffers, 0);

  // The same program runs when the buffer fits; the buffer is freed by the
  // program, and only the result's (a 0-d array) is left to the runtime.
  results = (*program)->run(device, count(1000), &statistics);
  ASSERT_TRUE(static_cast<bool>(results))
      << llvm::toString(results.takeError());
  EXPECT_EQ(valuesOf((*results)[0]), std::vector<float>({1000.0f}));
  EXPECT_EQ(statistics.unfreedBuffers, 1);
}

TEST(HostContextTest, AllocationsAreTrackedAndFreed) {
  LocalDevice local;
  HostContext host(local);
  void *a = host.allocate(100, 0);
  void *b = host.allocate(100, 64);
  ASSERT_NE(a, nullptr);
  ASSERT_NE(b, nullptr);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(b) % 64, 0u);
  EXPECT_EQ(host.getNumAllocations(), 2u);
  host.deallocate(a);
  // Pointers it did not allocate are not touched.
  int notAllocated = 0;
  host.deallocate(&notAllocated);
  EXPECT_EQ(host.getNumAllocations(), 1u);
  EXPECT_EQ(host.getStatus(), XHLO_XRT_OK);

  // A size whose rounding to the alignment overflows, and one over the
  // limit, fail without malloc and record the failure.
  EXPECT_EQ(host.allocate(SIZE_MAX - 8, 64), nullptr);
  EXPECT_EQ(host.getStatus(),
            static_cast<XhloXrtStatus>(ErrorCode::ResourceExhausted));
  llvm::Error error = host.takeFailure();
  auto [code, message] = takeDeviceError(std::move(error));
  EXPECT_EQ(code, ErrorCode::ResourceExhausted);
  EXPECT_EQ(host.allocate(HostContext::kMaxHostBufferBytes + 1, 0), nullptr);
  llvm::consumeError(host.takeFailure());
  EXPECT_EQ(host.freeAllocations(), 1u);
  EXPECT_EQ(host.getNumAllocations(), 0u);
}

TEST_F(HostProgramTest, ArgumentsAreChecked) {
  std::unique_ptr<HostProgram> program = compile(/*offload=*/true);
  ASSERT_TRUE(program);
  std::vector<RtValue> wrong = arguments();
  wrong[1] = f32({3}, {1, 2, 3});
  llvm::Expected<std::vector<RtValue>> results = program->run(device, wrong);
  ASSERT_FALSE(static_cast<bool>(results));
  auto [code, message] = takeDeviceError(results.takeError());
  EXPECT_EQ(code, ErrorCode::InvalidArgument);
  EXPECT_EQ(message, "argument 1 is f32[3], the host program takes f32[3,3]");
  EXPECT_EQ(device.allocations, 0);
}

} // namespace
