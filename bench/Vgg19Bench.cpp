//===- Vgg19Bench.cpp - VGG19 forward on the interpreter ------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// VGG19 forward (python-free-examples/vgg19/vgg19.mlir, with its batch size
// replaced) brought to hlo by the xhlo-linalg-to-hlo pipeline, compiled once
// and run on the interpreter with 2 threads. bench/peers/compare.py runs the
// same network in PyTorch in the same invocation and prints the ratio.
// Weights are He-uniform (+-sqrt(6 / fan_in), as PyTorch's
// kaiming_uniform_ for ReLU) and biases zero, on both sides. The check: every
// image's probabilities are finite and sum to 1, and two different images
// get different ones.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Conversion/Pipelines.h"
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

/// The example's source with every activation's batch size (`tensor<1x`)
/// replaced by `batch`; empty if the file cannot be read.
std::string readVgg19(int64_t batch) {
  auto buffer = llvm::MemoryBuffer::getFile(XHLO_VGG19_MLIR);
  if (!buffer)
    return "";
  std::string source = (*buffer)->getBuffer().str();
  const std::string from = "tensor<1x";
  const std::string to = "tensor<" + std::to_string(batch) + "x";
  for (size_t at = source.find(from); at != std::string::npos;
       at = source.find(from, at + to.size()))
    source.replace(at, from.size(), to);
  return source;
}

/// The arguments of @vgg19: images uniform in [-1, 1), filters (rank 4,
/// FCHW) and dense weights (rank 2, in x out) uniform in +-sqrt(6 / fan_in),
/// zero biases.
std::vector<RtValue> makeArguments(func::FuncOp func) {
  std::mt19937 rng(1);
  std::vector<RtValue> arguments;
  for (auto [index, type] : llvm::enumerate(func.getArgumentTypes())) {
    auto shape = cast<RankedTensorType>(type).getShape();
    Literal literal(ElementType::F32, shape);
    int64_t fanIn = shape.size() == 4   ? shape[1] * shape[2] * shape[3]
                    : shape.size() == 2 ? shape[0]
                                        : 0;
    float bound = index == 0 ? 1.0f : fanIn ? std::sqrt(6.0f / fanIn) : 0.0f;
    std::uniform_real_distribution<float> value(-bound, bound);
    float *data = literal.as<float>();
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

/// VGG19 forward at batch state.range(0).
void BM_Vgg19(benchmark::State &state) {
  int64_t batch = state.range(0);
  std::string source = readVgg19(batch);
  if (source.empty()) {
    state.SkipWithError("cannot read " XHLO_VGG19_MLIR);
    return;
  }
  DialectRegistry registry;
  registry.insert<arith::ArithDialect, func::FuncDialect, linalg::LinalgDialect,
                  math::MathDialect, scf::SCFDialect, tensor::TensorDialect,
                  xhlo::hlo::HloDialect>();
  MLIRContext context(registry);
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(source, &context);
  PassManager pm(&context);
  xhlo::buildLinalgToHloPipeline(pm, xhlo::LinalgToHloPipelineOptions{});
  if (!module || failed(pm.run(*module))) {
    state.SkipWithError("cannot convert VGG19 to hlo");
    return;
  }
  auto func = module->lookupSymbol<func::FuncOp>("vgg19");
  ExecutableOptions options;
  options.numThreads = 2;
  FailureOr<std::unique_ptr<Executable>> executable =
      Executable::compile(func, options);
  if (failed(executable)) {
    state.SkipWithError("cannot compile VGG19");
    return;
  }
  std::vector<RtValue> arguments = makeArguments(func);

  // One run before timing (as the peer has), checked.
  FailureOr<std::vector<RtValue>> results = (*executable)->run(arguments);
  if (failed(results)) {
    state.SkipWithError("VGG19 failed");
    return;
  }
  if (const char *error = checkProbabilities((*results)[0].getArray())) {
    state.SkipWithError(error);
    return;
  }
  for (auto _ : state)
    if (failed((*executable)->run(arguments))) {
      state.SkipWithError("VGG19 failed");
      return;
    }
  state.counters["images/s"] = benchmark::Counter(
      double(batch * state.iterations()), benchmark::Counter::kIsRate);
  // 39.26 GFLOP per image (multiply and add counted apart).
  state.counters["GFLOP/s"] = benchmark::Counter(
      39.26e9 * batch * state.iterations(), benchmark::Counter::kIsRate,
      benchmark::Counter::OneK::kIs1000);
}
BENCHMARK(BM_Vgg19)
    ->Arg(1)
    ->Arg(8)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

} // namespace
