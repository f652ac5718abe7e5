//===- InterpreterBench.cpp - Speed of the interpreter's kernels ----------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// Runs compiled hlo functions through xhlo::interp::Executable, as a user of
// the library does (compile once, run many times), and reports GFLOP/s.
// bench/peers/compare.py runs the same work in numpy/PyTorch in the same
// invocation and prints the ratios (issue 5). Every benchmark checks a
// sample of its result against a value computed here in double precision.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Dialect/Hlo/IR/HloDialect.h"
#include "xhlo/Interpreter/Executable.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "benchmark/benchmark.h"

#include <cmath>
#include <random>
#include <string>

using namespace mlir;
using namespace xhlo::interp;

namespace {

Literal randomF32(llvm::ArrayRef<int64_t> shape, unsigned seed) {
  Literal literal(ElementType::F32, shape);
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> value(-1.0f, 1.0f);
  for (int64_t i = 0; i < literal.getNumElements(); ++i)
    literal.as<float>()[i] = value(rng);
  return literal;
}

/// `source` parsed and its @main compiled (with only the reference kernels
/// when `reference`); `executable` is null after SkipWithError on failure.
/// The module lives as long as the executable that refers to it.
struct CompiledMain {
  CompiledMain(benchmark::State &state, MLIRContext &context,
               const std::string &source, bool reference) {
    context.loadDialect<func::FuncDialect, xhlo::hlo::HloDialect>();
    module = parseSourceString<ModuleOp>(source, &context);
    ExecutableOptions options;
    options.referenceKernels = reference;
    FailureOr<std::unique_ptr<Executable>> compiled = failure();
    if (module)
      compiled = Executable::compile(module->lookupSymbol<func::FuncOp>("main"),
                                     options);
    if (failed(compiled)) {
      state.SkipWithError("cannot compile the benchmark's function");
      return;
    }
    executable = std::move(*compiled);
  }

  OwningOpRef<ModuleOp> module;
  std::unique_ptr<Executable> executable;
};

/// f32 [n x n] x [n x n] through hlo.dot; `reference` selects the
/// straightforward reference kernel instead of the fast path.
void runDot(benchmark::State &state, bool reference) {
  int64_t n = state.range(0);
  std::string type =
      "tensor<" + std::to_string(n) + "x" + std::to_string(n) + "xf32>";
  std::string source =
      "func.func @main(%a: " + type + ", %b: " + type + ") -> " + type +
      " {\n  %r = hlo.dot %a, %b, lhs_contracting_dims = [1], "
      "rhs_contracting_dims = [0] : (" +
      type + ", " + type + ") -> " + type + "\n  return %r : " + type + "\n}\n";
  MLIRContext context;
  CompiledMain compiled(state, context, source, reference);
  if (!compiled.executable)
    return;
  Executable &executable = *compiled.executable;
  std::vector<RtValue> arguments;
  arguments.emplace_back(randomF32({n, n}, 1));
  arguments.emplace_back(randomF32({n, n}, 2));
  const float *a = arguments[0].getArray().as<float>();
  const float *b = arguments[1].getArray().as<float>();
  for (auto _ : state) {
    auto results = executable.run(arguments);
    if (failed(results)) {
      state.SkipWithError("the dot failed");
      return;
    }
    // Check one element per iteration (a cheap O(n) dot product).
    int64_t i = state.iterations() % n, j = (state.iterations() * 7) % n;
    double expected = 0;
    for (int64_t k = 0; k < n; ++k)
      expected += double(a[i * n + k]) * double(b[k * n + j]);
    float got = (*results)[0].getArray().as<float>()[i * n + j];
    if (std::fabs(got - expected) > 1e-4 * n) {
      state.SkipWithError("wrong dot result");
      return;
    }
  }
  state.counters["GFLOP/s"] = benchmark::Counter(
      2.0 * n * n * n, benchmark::Counter::kIsIterationInvariantRate,
      benchmark::Counter::kIs1000);
}

/// The convolution: NCHW 1x64x56x56, 64 OIHW 3x3 filters, pad 1.
void runConvolution(benchmark::State &state, bool reference) {
  const int64_t c = 64, h = 56, w = 56, o = 64;
  std::string in = "tensor<1x64x56x56xf32>", k = "tensor<64x64x3x3xf32>";
  std::string source =
      "func.func @main(%x: " + in + ", %k: " + k + ") -> " + in +
      " {\n  %r = hlo.convolution %x, %k, window = <size = [3, 3], pad_low "
      "= [1, 1], pad_high = [1, 1]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, "
      "1]->[b, f, 0, 1]> : (" +
      in + ", " + k + ") -> " + in + "\n  return %r : " + in + "\n}\n";
  MLIRContext context;
  CompiledMain compiled(state, context, source, reference);
  if (!compiled.executable)
    return;
  Executable &executable = *compiled.executable;
  std::vector<RtValue> arguments;
  arguments.emplace_back(randomF32({1, c, h, w}, 1));
  arguments.emplace_back(randomF32({o, c, 3, 3}, 2));
  const float *x = arguments[0].getArray().as<float>();
  const float *f = arguments[1].getArray().as<float>();
  for (auto _ : state) {
    auto results = executable.run(arguments);
    if (failed(results)) {
      state.SkipWithError("the convolution failed");
      return;
    }
    // Check one output element per iteration.
    int64_t oc = state.iterations() % o, y = (state.iterations() * 7) % h,
            xx = (state.iterations() * 13) % w;
    double expected = 0;
    for (int64_t ic = 0; ic < c; ++ic)
      for (int64_t dy = 0; dy < 3; ++dy)
        for (int64_t dx = 0; dx < 3; ++dx) {
          int64_t iy = y + dy - 1, ix = xx + dx - 1;
          if (iy < 0 || iy >= h || ix < 0 || ix >= w)
            continue;
          expected += double(x[(ic * h + iy) * w + ix]) *
                      double(f[((oc * c + ic) * 3 + dy) * 3 + dx]);
        }
    float got = (*results)[0].getArray().as<float>()[(oc * h + y) * w + xx];
    if (std::fabs(got - expected) > 1e-3) {
      state.SkipWithError("wrong convolution result");
      return;
    }
  }
  state.counters["GFLOP/s"] = benchmark::Counter(
      2.0 * o * c * 9 * h * w, benchmark::Counter::kIsIterationInvariantRate,
      benchmark::Counter::kIs1000);
}

void BM_DotF32(benchmark::State &state) { runDot(state, false); }
void BM_DotF32Reference(benchmark::State &state) { runDot(state, true); }

BENCHMARK(BM_DotF32)
    ->Arg(128)
    ->Arg(1024)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
BENCHMARK(BM_DotF32Reference)
    ->Arg(128)
    ->Arg(256)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

void BM_ConvF32(benchmark::State &state) { runConvolution(state, false); }
void BM_ConvF32Reference(benchmark::State &state) {
  runConvolution(state, true);
}

BENCHMARK(BM_ConvF32)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_ConvF32Reference)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Iterations(1);

} // namespace
