//===- RuntimeBench.cpp - Latency and transfer speed of devices -----------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The runtime's costs, on a LocalDevice (in process) and on a RemoteDevice
// talking to an xhlo server in this process over loopback gRPC:
// - BM_TinyExecute: execute a + b on f32[4] and read the result back (two
//   calls), the latency a host program pays per device step;
// - BM_Health: one empty call, the floor of a remote call;
// - BM_Upload / BM_Download: a 64 MiB f32 array to the device and back
//   (bytes/s). Local transfers are one memcpy (a clone), as a real copy
//   between host and device memory would be; local values are otherwise
//   shared, not copied.
// Every benchmark checks what it reads back.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Dialect/Hlo/IR/HloDialect.h"
#include "xhlo/Runtime/LocalDevice.h"
#include "xhlo/Runtime/Rpc/RemoteDevice.h"
#include "xhlo/Runtime/Rpc/XrtServer.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "benchmark/benchmark.h"

#include <cstring>

using namespace xhlo;
using namespace xhlo::runtime;
using xhlo::ElementType;
using xhlo::Literal;
using xhlo::RtValue;

namespace {

enum Where { Local, Remote };

/// The device a benchmark runs on: a LocalDevice, or a RemoteDevice of a
/// server started for it on a free loopback port.
struct BenchDevice {
  BenchDevice(benchmark::State &state, Where where) {
    if (where == Local) {
      device = std::make_unique<LocalDevice>();
      return;
    }
    XrtServerOptions options;
    options.listenAddress = "127.0.0.1:0";
    llvm::Expected<std::unique_ptr<XrtServer>> started =
        XrtServer::start(options);
    if (!started) {
      state.SkipWithError(llvm::toString(started.takeError()).c_str());
      return;
    }
    server = std::move(*started);
    llvm::Expected<std::unique_ptr<Device>> connected =
        connectRemoteDevice(server->getAddress());
    if (!connected) {
      state.SkipWithError(llvm::toString(connected.takeError()).c_str());
      return;
    }
    device = std::move(*connected);
  }

  ~BenchDevice() {
    device.reset(); // Closes the session before the server stops.
  }

  std::unique_ptr<XrtServer> server;
  std::unique_ptr<Device> device;
};

/// Reports a failed operation; true when `value` holds an error.
template <typename T>
bool failed(benchmark::State &state, llvm::Expected<T> &value) {
  if (value)
    return false;
  state.SkipWithError(llvm::toString(value.takeError()).c_str());
  return true;
}

Literal f32(const std::vector<float> &values) {
  Literal literal(ElementType::F32, {static_cast<int64_t>(values.size())});
  std::memcpy(literal.data(), values.data(), values.size() * sizeof(float));
  return literal;
}

void BM_TinyExecute(benchmark::State &state) {
  BenchDevice bench(state, Where(state.range(0)));
  if (!bench.device)
    return;
  Device &device = *bench.device;
  mlir::MLIRContext context;
  context.loadDialect<mlir::func::FuncDialect, hlo::HloDialect>();
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(R"(
    func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
      %r = hlo.add %a, %b : tensor<4xf32>
      return %r : tensor<4xf32>
    })",
                                              &context);
  llvm::Expected<ExecutableHandle> add = compileMlirModule(device, *module);
  if (failed(state, add))
    return;
  llvm::Expected<AllocationHandle> a = device.allocate(f32({1, 2, 3, 4}));
  if (failed(state, a))
    return;
  for (auto _ : state) {
    llvm::Expected<std::vector<AllocationHandle>> outputs =
        device.execute(*add, {*a, *a});
    if (failed(state, outputs))
      return;
    llvm::Expected<RtValue> result = device.read(outputs->front(), true);
    if (failed(state, result))
      return;
    if (result->getArray().as<float>()[3] != 8.0f) {
      state.SkipWithError("wrong result");
      return;
    }
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_TinyExecute)
    ->ArgName("remote")
    ->Arg(Local)
    ->Arg(Remote)
    ->Unit(benchmark::kMicrosecond);

void BM_Health(benchmark::State &state) {
  BenchDevice bench(state, Remote);
  if (!bench.device)
    return;
  for (auto _ : state) {
    llvm::Expected<HealthInfo> health = bench.device->health();
    if (failed(state, health))
      return;
  }
}
BENCHMARK(BM_Health)->Unit(benchmark::kMicrosecond);

constexpr int64_t kTransferBytes = int64_t(64) << 20;

/// A 64 MiB f32 array whose element i is i (mod 2^24, exact in f32).
Literal bigArray() {
  Literal literal =
      Literal::uninitialized(ElementType::F32, {kTransferBytes / int64_t(4)});
  float *data = literal.as<float>();
  for (int64_t i = 0; i < literal.getNumElements(); ++i)
    data[i] = float(i & 0xffffff);
  return literal;
}

bool isBigArray(const RtValue &value) {
  if (!value.isArray() ||
      value.getArray().getSizeInBytes() != static_cast<size_t>(kTransferBytes))
    return false;
  const float *data = value.getArray().as<float>();
  int64_t last = value.getArray().getNumElements() - 1;
  return data[12345] == 12345.0f && data[last] == float(last & 0xffffff);
}

void BM_Upload(benchmark::State &state) {
  Where where = Where(state.range(0));
  BenchDevice bench(state, where);
  if (!bench.device)
    return;
  RtValue host(bigArray());
  for (auto _ : state) {
    // Locally, the copy a transfer makes; remotely, the wire carries it.
    llvm::Expected<AllocationHandle> handle = bench.device->allocate(
        where == Local ? RtValue(host.getArray().clone()) : host);
    if (failed(state, handle))
      return;
    state.PauseTiming();
    llvm::Expected<RtValue> check = bench.device->read(*handle, true);
    if (failed(state, check))
      return;
    if (!isBigArray(*check)) {
      state.SkipWithError("the device holds something else");
      return;
    }
    state.ResumeTiming();
  }
  state.SetBytesProcessed(state.iterations() * kTransferBytes);
}
BENCHMARK(BM_Upload)
    ->ArgName("remote")
    ->Arg(Local)
    ->Arg(Remote)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

void BM_Download(benchmark::State &state) {
  Where where = Where(state.range(0));
  BenchDevice bench(state, where);
  if (!bench.device)
    return;
  llvm::Expected<AllocationHandle> handle =
      bench.device->allocate(RtValue(bigArray()));
  if (failed(state, handle))
    return;
  for (auto _ : state) {
    llvm::Expected<RtValue> value = bench.device->read(*handle);
    if (failed(state, value))
      return;
    // Locally, the copy a transfer makes.
    RtValue host = where == Local ? RtValue(value->getArray().clone()) : *value;
    if (!isBigArray(host)) {
      state.SkipWithError("read something else");
      return;
    }
  }
  state.SetBytesProcessed(state.iterations() * kTransferBytes);
}
BENCHMARK(BM_Download)
    ->ArgName("remote")
    ->Arg(Local)
    ->Arg(Remote)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

} // namespace
