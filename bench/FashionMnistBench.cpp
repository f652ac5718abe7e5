//===- FashionMnistBench.cpp - Fashion-MNIST training on the interpreter --===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// Training speed of python-free-examples/fashion-mnist (issue 15 item 3):
// each example's @fit (initialisation from the seed, the loop over epochs
// and shuffled mini-batches of 64 with the generated backward pass and the
// optimiser) brought to hlo by the xhlo-linalg-to-hlo pipeline, compiled
// once and run on the interpreter with 2 threads. The evaluation of the
// test set that ends @fit is cut out of the source (@evaluate's loop runs
// no batch), so the timed work is training alone, on both sides.
// bench/peers/compare.py runs the same work in PyTorch (torch_mlp_epoch,
// torch_cnn_steps) in the same invocation.
//
// The data are synthetic u8 images and labels of the dataset's shapes
// (60000 and 10000 images of 28x28) from a fixed seed: the time does not
// depend on the pixel values, and the benchmark needs no dataset.
//
//   BM_MlpEpoch: the MLP (784-256-10, SGD with momentum), one epoch of 937
//     steps per iteration.
//   BM_CnnSteps/100: the CNN (conv 5x5 32, pool, conv 5x5 64, pool, dense
//     1024, dense 10, Adam), 100 steps per iteration. A full epoch (937
//     steps) takes minutes here, too long to repeat; its time is about
//     937/100 of this one's.
//
// Checks before timing: the block means of the loss are finite and
// positive where steps ran and zero past them, the accuracy is 0 (nothing
// evaluated) and the MLP reported progress every 100 steps.
//
//===----------------------------------------------------------------------===//

#include "lib/CompiledExample.h"

#include "llvm/Support/MemoryBuffer.h"

#include "benchmark/benchmark.h"

#include <cmath>
#include <random>
#include <string>

using namespace mlir;
using namespace xhlo;
using namespace xhlo::interp;

namespace {

/// The example at `path` compiled into `fit` (its @fit); null on success,
/// else what failed.
const char *compileFit(CompiledExample &fit, const char *path) {
  auto buffer = llvm::MemoryBuffer::getFile(path);
  if (!buffer)
    return "cannot read the example";
  // The timed work is training alone: @evaluate's loop over the 157
  // batches of the test set runs no batch (its accuracy is then 0).
  std::string source = (*buffer)->getBuffer().str();
  const std::string batches = "%c157 = arith.constant 157 : index";
  size_t at = source.find(batches);
  if (at == std::string::npos ||
      source.find(batches, at + 1) != std::string::npos)
    return "the example's @evaluate is not the expected one";
  source.replace(at, batches.size(), "%c157 = arith.constant 0 : index");
  return fit.compile(source, "fit");
}

/// @fit's arguments: synthetic train and test images (u8 uniform in [0,
/// 255]) and labels (0..9), then `epochs`, `steps` and seed 1; null if a
/// type is not the expected one.
std::optional<std::vector<RtValue>>
makeArguments(func::FuncOp func, int32_t epochs, int32_t steps) {
  static const int64_t kShapes[4][3] = {
      {60000, 28, 28}, {60000, 0, 0}, {10000, 28, 28}, {10000, 0, 0}};
  auto types = func.getArgumentTypes();
  if (types.size() != 7)
    return std::nullopt;
  std::mt19937 rng(15);
  std::vector<RtValue> arguments;
  for (auto [index, type] : llvm::enumerate(types)) {
    auto shaped = dyn_cast<ShapedType>(type);
    Type elementType = shaped ? shaped.getElementType() : type;
    std::optional<ElementType> element = getElementTypeFromMlir(elementType);
    if (index < 4) {
      ArrayRef<int64_t> want(kShapes[index], kShapes[index][1] ? 3 : 1);
      if (!shaped || !shaped.hasStaticShape() || shaped.getShape() != want ||
          element != ElementType::U8)
        return std::nullopt;
      Literal literal(ElementType::U8, want);
      uint8_t *data = literal.as<uint8_t>();
      for (int64_t i = 0; i < literal.getNumElements(); ++i)
        data[i] = index % 2 ? rng() % 10 : rng() % 256;
      arguments.emplace_back(std::move(literal));
      continue;
    }
    if ((shaped && shaped.getRank() != 0) || element != ElementType::S32)
      return std::nullopt;
    Literal literal(ElementType::S32, {});
    literal.as<int32_t>()[0] = index == 4 ? epochs : index == 5 ? steps : 1;
    arguments.emplace_back(std::move(literal));
  }
  return arguments;
}

/// Null if @fit's results are sane for `steps` steps in all: the block
/// means of the loss finite and positive for the blocks that ran, zero
/// after; the accuracy 0 (no test batch evaluated).
const char *checkFit(const std::vector<RtValue> &results, int64_t steps) {
  if (results.size() < 2)
    return "@fit returned too few results";
  const Literal &means = results[0].getArray();
  int64_t blocks = (steps + 99) / 100;
  for (int64_t k = 0; k < means.getNumElements(); ++k) {
    float mean = means.as<float>()[k];
    if (k < blocks && !(std::isfinite(mean) && mean > 0))
      return "a block's mean loss is not finite and positive";
    if (k >= blocks && mean != 0)
      return "a block past the end of training has a loss";
  }
  float accuracy = results[1].getArray().as<float>()[0];
  if (accuracy != 0)
    return "the test set was evaluated";
  return nullptr;
}

/// Times @fit of the example at `path` for `epochs` epochs of `steps`
/// steps, after one checked run (whose outfeeds of progress every 100 steps
/// are counted when the example `hasProgress`).
void timeFit(benchmark::State &state, const char *path, int32_t epochs,
             int32_t steps, bool hasProgress) {
  CompiledExample fit;
  if (const char *error = compileFit(fit, path)) {
    state.SkipWithError(error);
    return;
  }
  std::optional<std::vector<RtValue>> arguments =
      makeArguments(fit.func, epochs, steps);
  if (!arguments) {
    state.SkipWithError("@fit's arguments are not the expected ones");
    return;
  }
  // The MLP reports progress by outfeed every 100 steps: count them.
  int64_t reports = 0;
  RunOptions options;
  options.outfeed = [&reports](Operation *, ArrayRef<const RtValue *>,
                               StringRef) {
    ++reports;
    return success();
  };
  FailureOr<std::vector<RtValue>> results =
      fit.executable->run(*arguments, options);
  if (failed(results)) {
    state.SkipWithError("@fit failed");
    return;
  }
  if (const char *error = checkFit(*results, int64_t(epochs) * steps)) {
    state.SkipWithError(error);
    return;
  }
  if (reports != (hasProgress ? int64_t(epochs) * steps / 100 : 0)) {
    state.SkipWithError("@fit did not report progress every 100 steps");
    return;
  }
  results->clear();
  for (auto _ : state)
    if (failed(fit.executable->run(*arguments, options))) {
      state.SkipWithError("@fit failed");
      return;
    }
  state.counters["steps/s"] =
      benchmark::Counter(double(int64_t(epochs) * steps * state.iterations()),
                         benchmark::Counter::kIsRate);
}

/// One epoch (937 steps of 64) of the MLP, then its evaluation.
void BM_MlpEpoch(benchmark::State &state) {
  timeFit(state, XHLO_FASHION_MNIST_MLP, 1, 937, true);
}
BENCHMARK(BM_MlpEpoch)->Unit(benchmark::kMillisecond)->UseRealTime();

/// state.range(0) steps of the CNN, then its evaluation.
void BM_CnnSteps(benchmark::State &state) {
  timeFit(state, XHLO_FASHION_MNIST_CNN, 1, state.range(0), false);
}
BENCHMARK(BM_CnnSteps)
    ->Arg(100)
    ->Arg(2)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

} // namespace
