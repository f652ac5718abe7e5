//===- AotBench.cpp - Ahead-of-time code against the interpreter ----------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// Issue 20 item 5: the same program run as code xhlo-aot compiled at build
// time (xhlo_add_aot_library) and by the interpreter, side by side in one
// binary: the tanh(2x+1) chain on 16M f32, the MLP's shapes (batch 64,
// 784-256-10, two dots through OpenBLAS in both) and VGG19's forward pass at
// batch 1. The interpreter runs with
// one thread (/threads:1, as the compiled code's own loops) and with every
// hardware thread (/threads:0); so do the compiled MLP's matrix products
// (xhlo_aot_set_num_threads). The counter aot_over_interpreter is the ratio
// of the medians of 7 runs each, both on one thread (VGG19: every thread),
// alternating (interpreter, compiled, interpreter, ...) so that a change of
// the machine's load falls on both. Each benchmark checks its results
// against the other's on the same arguments once before timing. The
// compiled functions get a scratch buffer allocated once (the header's
// size and alignment), as a program calling one repeatedly would pass it.
//
//===----------------------------------------------------------------------===//

#include "aot_mlp.h"
#include "aot_tanh_chain.h"
#include "aot_vgg19.h"

#include "lib/CompiledMain.h"

#include "xhlo/AotRuntime/AotRuntime.h"

#include "llvm/Support/MemoryBuffer.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <new>
#include <utility>
#include <vector>

using namespace xhlo;
using namespace xhlo::interp;

namespace {

/// The source of the program at `path`, or "" (SkipWithError).
std::string readSource(benchmark::State &state, const char *path) {
  auto buffer = llvm::MemoryBuffer::getFile(path);
  if (!buffer) {
    state.SkipWithError("cannot read the benchmark's program");
    return "";
  }
  return (*buffer)->getBuffer().str();
}

/// The median wall times, in seconds, of 7 calls of `f` and 7 of `g`, made
/// alternately.
template <typename F, typename G>
std::pair<double, double> alternatingMedians(F f, G g) {
  constexpr int kRuns = 7;
  std::vector<double> times[2];
  auto time = [](auto call, std::vector<double> &into) {
    auto start = std::chrono::steady_clock::now();
    call();
    into.push_back(
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count());
  };
  for (int i = 0; i < kRuns; ++i) {
    time(f, times[0]);
    time(g, times[1]);
  }
  for (std::vector<double> &t : times)
    std::sort(t.begin(), t.end());
  return {times[0][kRuns / 2], times[1][kRuns / 2]};
}

/// A scratch buffer of `bytes` aligned to `alignment` (null for 0 bytes).
struct Scratch {
  Scratch(size_t bytes, size_t alignment)
      : data(bytes ? ::operator new(bytes, std::align_val_t(alignment))
                   : nullptr),
        alignment(alignment) {}
  ~Scratch() {
    if (data)
      ::operator delete(data, std::align_val_t(alignment));
  }
  void *data;
  size_t alignment;
};

/// `path`'s function `entry` compiled for the interpreter with `threads`
/// threads; null after SkipWithError on failure.
struct InterpreterProgram {
  InterpreterProgram(benchmark::State &state, const char *path,
                     const char *entry, unsigned threads) {
    std::string source = readSource(state, path);
    context.loadDialect<mlir::func::FuncDialect, hlo::HloDialect>();
    module = mlir::parseSourceString<mlir::ModuleOp>(source, &context);
    ExecutableOptions options;
    options.numThreads = threads;
    mlir::FailureOr<std::unique_ptr<Executable>> compiled = mlir::failure();
    if (module)
      compiled = Executable::compile(
          module->lookupSymbol<mlir::func::FuncOp>(entry), options);
    if (failed(compiled)) {
      state.SkipWithError("cannot compile the benchmark's function");
      return;
    }
    executable = std::move(*compiled);
  }
  mlir::MLIRContext context;
  mlir::OwningOpRef<mlir::ModuleOp> module;
  std::unique_ptr<Executable> executable;
};

/// Sets the counter `aot_over_interpreter`: the median time of the compiled
/// code over the interpreter's (`threads` threads each, OpenBLAS's
/// included), 7 alternating runs each, side by side after the timed loop
/// (compare.py checks it is at most 1).
template <typename Aot>
void compareWithInterpreter(benchmark::State &state, const char *path,
                            const std::vector<RtValue> &arguments, Aot aot,
                            unsigned threads = 1, const char *entry = "main") {
  InterpreterProgram program(state, path, entry, threads);
  if (!program.executable)
    return;
  xhlo_aot_set_num_threads(threads);
  auto [interpreter, compiledCode] = alternatingMedians(
      [&] { (void)program.executable->run(arguments); }, aot);
  state.counters["aot_over_interpreter"] = compiledCode / interpreter;
}

/// Whether `got` and `want` agree within `tolerance` (relative to 1 + |want|).
bool close(const float *got, const float *want, int64_t n, double tolerance) {
  for (int64_t i = 0; i < n; ++i)
    if (!(std::fabs(double(got[i]) - want[i]) <=
          tolerance * (1 + std::fabs(double(want[i])))))
      return false;
  return true;
}

void BM_AotTanhChain(benchmark::State &state) {
  std::vector<RtValue> arguments;
  arguments.emplace_back(randomF32({16777216}, 1));
  const float *x = arguments[0].getArray().as<float>();
  std::vector<float> result(aot::tanh_chain_result0_elements);
  for (auto _ : state)
    if (aot::tanh_chain(x, result.data()) != xhlo_aot::Status::kOk) {
      state.SkipWithError("the compiled function failed");
      return;
    }
  for (int64_t i = 0; i < 16777216; i += 4099)
    if (std::fabs(result[i] - std::tanh(double(x[i]) * 2 + 1)) > 1e-6) {
      state.SkipWithError("wrong tanh result");
      return;
    }
  state.SetBytesProcessed(state.iterations() * 2 * 16777216 * 4);
  compareWithInterpreter(state, XHLO_AOT_TANH_CHAIN_MLIR, arguments,
                         [&] { aot::tanh_chain(x, result.data()); });
}
BENCHMARK(BM_AotTanhChain)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_InterpreterTanhChain(benchmark::State &state) {
  std::string source = readSource(state, XHLO_AOT_TANH_CHAIN_MLIR);
  mlir::MLIRContext context;
  ExecutableOptions options;
  options.numThreads = state.range(0);
  CompiledMain compiled(state, context, source, options);
  if (!compiled.executable)
    return;
  std::vector<RtValue> arguments;
  arguments.emplace_back(randomF32({16777216}, 1));
  for (auto _ : state)
    if (failed(compiled.executable->run(arguments))) {
      state.SkipWithError("the interpreter failed");
      return;
    }
  state.SetBytesProcessed(state.iterations() * 2 * 16777216 * 4);
}
BENCHMARK(BM_InterpreterTanhChain)
    ->ArgName("threads")
    ->Arg(1)
    ->Arg(0)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

/// The MLP's arguments: x, w1, b1, w2, b2.
std::vector<RtValue> mlpArguments() {
  std::vector<RtValue> arguments;
  arguments.emplace_back(randomF32({64, 784}, 1));
  arguments.emplace_back(randomF32({784, 256}, 2));
  arguments.emplace_back(randomF32({256}, 3));
  arguments.emplace_back(randomF32({256, 10}, 4));
  arguments.emplace_back(randomF32({10}, 5));
  return arguments;
}

void BM_AotMlp(benchmark::State &state) {
  xhlo_aot_set_num_threads(state.range(0));
  std::vector<RtValue> arguments = mlpArguments();
  auto data = [&](int i) { return arguments[i].getArray().as<float>(); };
  std::vector<float> logits(aot::mlp_result0_elements),
      hidden(aot::mlp_result1_elements);
  Scratch scratch(aot::mlp_scratch_bytes, aot::mlp_scratch_alignment);
  // Against the interpreter, once.
  {
    std::string source = readSource(state, XHLO_AOT_MLP_MLIR);
    mlir::MLIRContext context;
    CompiledMain compiled(state, context, source);
    if (!compiled.executable)
      return;
    auto want = compiled.executable->run(arguments);
    if (failed(want) ||
        aot::mlp(data(0), data(1), data(2), data(3), data(4), logits.data(),
                 hidden.data(), scratch.data) != xhlo_aot::Status::kOk ||
        !close(logits.data(), (*want)[0].getArray().as<float>(), logits.size(),
               1e-4) ||
        !close(hidden.data(), (*want)[1].getArray().as<float>(), hidden.size(),
               1e-4)) {
      state.SkipWithError("the compiled MLP differs from the interpreter");
      return;
    }
  }
  for (auto _ : state)
    if (aot::mlp(data(0), data(1), data(2), data(3), data(4), logits.data(),
                 hidden.data(), scratch.data) != xhlo_aot::Status::kOk) {
      state.SkipWithError("the compiled function failed");
      return;
    }
  if (state.range(0) == 1)
    compareWithInterpreter(state, XHLO_AOT_MLP_MLIR, arguments, [&] {
      aot::mlp(data(0), data(1), data(2), data(3), data(4), logits.data(),
               hidden.data(), scratch.data);
    });
}
BENCHMARK(BM_AotMlp)
    ->ArgName("threads")
    ->Arg(1)
    ->Arg(0)
    ->Unit(benchmark::kMicrosecond)
    ->UseRealTime();

void BM_InterpreterMlp(benchmark::State &state) {
  std::string source = readSource(state, XHLO_AOT_MLP_MLIR);
  mlir::MLIRContext context;
  ExecutableOptions options;
  options.numThreads = state.range(0);
  CompiledMain compiled(state, context, source, options);
  if (!compiled.executable)
    return;
  std::vector<RtValue> arguments = mlpArguments();
  for (auto _ : state)
    if (failed(compiled.executable->run(arguments))) {
      state.SkipWithError("the interpreter failed");
      return;
    }
}
BENCHMARK(BM_InterpreterMlp)
    ->ArgName("threads")
    ->Arg(1)
    ->Arg(0)
    ->Unit(benchmark::kMicrosecond)
    ->UseRealTime();

/// VGG19's forward pass at batch 1 (python-free-examples/vgg19 through
/// xhlo-linalg-to-hlo at build time): the image and 38 weights and biases
/// (uniform in [-0.05, 0.05)), every thread on both sides (the
/// convolutions: oneDNN on both, the compiled code through the runtime's
/// xhlo_aot_convolution_f32; the dense layers: the interpreter's own
/// row loop, OpenBLAS's gemv compiled).
template <size_t... I>
xhlo_aot::Status runVgg(const std::vector<RtValue> &arguments, float *result,
                        void *scratch, std::index_sequence<I...>) {
  return aot::vgg19(arguments[I].getArray().as<float>()..., result, scratch);
}

void BM_AotVgg19(benchmark::State &state) {
  // The arguments, shaped as the interpreter's function takes them.
  InterpreterProgram program(state, XHLO_AOT_VGG19_MLIR, "vgg19", 0);
  if (!program.executable)
    return;
  auto function = program.module->lookupSymbol<mlir::func::FuncOp>("vgg19");
  std::vector<RtValue> arguments;
  for (auto [i, type] : llvm::enumerate(function.getArgumentTypes())) {
    Literal literal =
        randomF32(mlir::cast<mlir::RankedTensorType>(type).getShape(), i);
    float *data = literal.as<float>();
    for (int64_t j = 0; j < literal.getNumElements(); ++j)
      data[j] *= 0.05f;
    if (size_t(literal.getNumElements()) * 4 != aot::vgg19_arg_bytes[i]) {
      state.SkipWithError("the compiled VGG19 takes other shapes");
      return;
    }
    arguments.emplace_back(std::move(literal));
  }
  std::vector<float> result(aot::vgg19_result0_elements);
  Scratch scratch(aot::vgg19_scratch_bytes, aot::vgg19_scratch_alignment);
  auto run = [&] {
    return runVgg(arguments, result.data(), scratch.data,
                  std::make_index_sequence<aot::vgg19_arg_bytes.size()>());
  };
  // Against the interpreter, once.
  auto want = program.executable->run(arguments);
  if (failed(want) || run() != xhlo_aot::Status::kOk ||
      !close(result.data(), (*want)[0].getArray().as<float>(), result.size(),
             1e-3)) {
    state.SkipWithError("the compiled VGG19 differs from the interpreter");
    return;
  }
  xhlo_aot_set_num_threads(0);
  for (auto _ : state)
    if (run() != xhlo_aot::Status::kOk) {
      state.SkipWithError("the compiled function failed");
      return;
    }
  xhlo_aot_set_num_threads(0);
  auto [interpreter, compiledCode] = alternatingMedians(
      [&] { (void)program.executable->run(arguments); }, run);
  state.counters["aot_over_interpreter"] = compiledCode / interpreter;
}
BENCHMARK(BM_AotVgg19)->Unit(benchmark::kMillisecond)->UseRealTime();

} // namespace
