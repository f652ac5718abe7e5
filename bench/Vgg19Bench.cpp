//===- Vgg19Bench.cpp - VGG19 forward and train step on the interpreter ---===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// VGG19 forward and one train step (python-free-examples/vgg19/vgg19.mlir,
// with its batch size replaced) brought to hlo by the xhlo-linalg-to-hlo
// pipeline, compiled once and run on the interpreter with 2 threads.
// bench/peers/compare.py runs the same in PyTorch in the same invocation and
// prints the ratio. Weights are He-uniform (+-sqrt(6 / fan_in), as
// PyTorch's kaiming_uniform_ for ReLU) and biases zero, on both sides.
// Checks: forward, every image's probabilities are finite and sum to 1, and
// two different images get different ones; train step (forward, softmax
// cross-entropy, the generated backward pass, SGD with lr 0.01), the loss is
// finite and positive and the last bias moves towards each image's label.
//
//===----------------------------------------------------------------------===//

#include "lib/CompiledExample.h"
#include "xhlo/Dialect/Hlo/IR/HloDialect.h"
#include "xhlo/Interpreter/Executable.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/MemoryBuffer.h"

#include "benchmark/benchmark.h"

#include <cmath>
#include <random>
#include <string>

using namespace mlir;
using namespace xhlo;
using namespace xhlo::interp;

namespace {

/// Replaces every `from` in `source` by `to`.
void replaceAll(std::string &source, const std::string &from,
                const std::string &to) {
  for (size_t at = source.find(from); at != std::string::npos;
       at = source.find(from, at + to.size()))
    source.replace(at, from.size(), to);
}

/// The example's source with every activation's batch size (`tensor<1x`)
/// replaced by `batch`, and the loss's 1 / batch; empty if the file cannot
/// be read.
std::string readVgg19(int64_t batch) {
  auto buffer = llvm::MemoryBuffer::getFile(XHLO_VGG19_MLIR);
  if (!buffer)
    return "";
  std::string source = (*buffer)->getBuffer().str();
  replaceAll(source, "tensor<1x", "tensor<" + std::to_string(batch) + "x");
  replaceAll(source, "%inv_batch = arith.constant 1.0 : f32",
             "%inv_batch = arith.constant " + std::to_string(1.0 / batch) +
                 " : f32");
  return source;
}

/// The class of image `i`'s one-hot label.
int64_t labelOf(int64_t i) { return (7 + 101 * i) % 1000; }

/// The arguments of @vgg19 or @vgg19_train_step: images uniform in [-1, 1),
/// one-hot labels (labelOf) for the train step, filters (rank 4, FCHW) and
/// dense weights (rank 2, in x out) uniform in +-sqrt(6 / fan_in), zero
/// biases.
std::vector<RtValue> makeArguments(func::FuncOp func, bool withLabels) {
  std::mt19937 rng(1);
  std::vector<RtValue> arguments;
  for (auto [index, type] : llvm::enumerate(func.getArgumentTypes())) {
    auto shape = cast<RankedTensorType>(type).getShape();
    Literal literal(ElementType::F32, shape);
    float *data = literal.as<float>();
    if (withLabels && index == 1) {
      for (int64_t i = 0; i < literal.getNumElements(); ++i)
        data[i] = i % shape[1] == labelOf(i / shape[1]) ? 1.0f : 0.0f;
      arguments.emplace_back(std::move(literal));
      continue;
    }
    int64_t fanIn = shape.size() == 4   ? shape[1] * shape[2] * shape[3]
                    : shape.size() == 2 ? shape[0]
                                        : 0;
    float bound = index == 0 ? 1.0f : fanIn ? std::sqrt(6.0f / fanIn) : 0.0f;
    std::uniform_real_distribution<float> value(-bound, bound);
    for (int64_t i = 0; i < literal.getNumElements(); ++i)
      data[i] = bound ? value(rng) : 0.0f;
    arguments.emplace_back(std::move(literal));
  }
  return arguments;
}

/// Null if every row of `probabilities` is finite and sums to 1 and the
/// first two rows differ, else what is wrong.
const char *checkProbabilities(const Literal &probabilities) {
  int64_t rows = probabilities.getShape()[0];
  int64_t classes = probabilities.getShape()[1];
  const float *p = probabilities.as<float>();
  for (int64_t r = 0; r < rows; ++r) {
    double sum = 0;
    for (int64_t c = 0; c < classes; ++c) {
      if (!std::isfinite(p[r * classes + c]))
        return "a probability is not finite";
      sum += p[r * classes + c];
    }
    if (std::fabs(sum - 1.0) > 1e-3)
      return "an image's probabilities do not sum to 1";
  }
  if (rows > 1 && std::equal(p, p + classes, p + classes))
    return "two different images got the same probabilities";
  return nullptr;
}

/// Null if the train step's loss is finite and positive and its last bias
/// (the step's last result: -lr * the batch's mean of p - y) grew at each
/// image's label, else what is wrong.
const char *checkTrainStep(const std::vector<RtValue> &results, int64_t batch) {
  float loss = results[0].getArray().as<float>()[0];
  if (!std::isfinite(loss) || loss <= 0)
    return "the loss is not finite and positive";
  const Literal &bias = results.back().getArray();
  for (int64_t i = 0; i < batch; ++i)
    if (!(bias.as<float>()[labelOf(i)] > 0))
      return "the last bias did not move towards a label";
  return nullptr;
}

/// VGG19 at `batch` compiled into `vgg` (its function `name`); null on
/// success, else what failed.
const char *compileVgg19(CompiledExample &vgg, int64_t batch, StringRef name) {
  std::string source = readVgg19(batch);
  if (source.empty())
    return "cannot read " XHLO_VGG19_MLIR;
  return vgg.compile(source, name);
}

/// Times runs of `vgg`'s executable on `arguments` after one checked run.
template <typename Check>
void timeRuns(benchmark::State &state, CompiledExample &vgg,
              const std::vector<RtValue> &arguments, Check check) {
  // One run before timing (as the peer has), checked.
  FailureOr<std::vector<RtValue>> results = vgg.executable->run(arguments);
  if (failed(results)) {
    state.SkipWithError("VGG19 failed");
    return;
  }
  if (const char *error = check(*results)) {
    state.SkipWithError(error);
    return;
  }
  results->clear();
  for (auto _ : state)
    if (failed(vgg.executable->run(arguments))) {
      state.SkipWithError("VGG19 failed");
      return;
    }
}

/// The images/s and GFLOP/s counters of `flopsPerImage` at `batch`.
void setRates(benchmark::State &state, int64_t batch, double flopsPerImage) {
  state.counters["images/s"] = benchmark::Counter(
      double(batch * state.iterations()), benchmark::Counter::kIsRate);
  state.counters["GFLOP/s"] = benchmark::Counter(
      flopsPerImage * batch * state.iterations(), benchmark::Counter::kIsRate,
      benchmark::Counter::OneK::kIs1000);
}

/// VGG19 forward at batch state.range(0).
void BM_Vgg19(benchmark::State &state) {
  int64_t batch = state.range(0);
  CompiledExample vgg;
  if (const char *error = compileVgg19(vgg, batch, "vgg19")) {
    state.SkipWithError(error);
    return;
  }
  std::vector<RtValue> arguments = makeArguments(vgg.func, false);
  timeRuns(state, vgg, arguments, [](const std::vector<RtValue> &results) {
    return checkProbabilities(results[0].getArray());
  });
  // 39.26 GFLOP per image (multiply and add counted apart).
  setRates(state, batch, 39.26e9);
}
BENCHMARK(BM_Vgg19)
    ->Arg(1)
    ->Arg(8)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

/// One VGG19 train step (forward, loss, backward, SGD) at batch
/// state.range(0).
void BM_Vgg19TrainStep(benchmark::State &state) {
  int64_t batch = state.range(0);
  CompiledExample vgg;
  if (const char *error = compileVgg19(vgg, batch, "vgg19_train_step")) {
    state.SkipWithError(error);
    return;
  }
  std::vector<RtValue> arguments = makeArguments(vgg.func, true);
  timeRuns(state, vgg, arguments, [batch](const std::vector<RtValue> &results) {
    return checkTrainStep(results, batch);
  });
  // About three forward passes' work per image (the backward pass computes
  // an input and a kernel gradient per layer; the first layer's input
  // gradient is not needed).
  setRates(state, batch, 3 * 39.26e9);
  // Issue 15 item 4: the last run's peak against the plan's largest live
  // set (compare.py checks the ratio at batch 8).
  double peak = vgg.executable->getPeakBytes();
  double live = vgg.executable->getLiveSetBytes();
  state.counters["peak_MiB"] = peak / (1 << 20);
  state.counters["live_set_MiB"] = live / (1 << 20);
  state.counters["peak_over_live_set"] = peak / live;
}
BENCHMARK(BM_Vgg19TrainStep)
    ->Arg(1)
    ->Arg(8)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

} // namespace
