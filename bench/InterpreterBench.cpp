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

#include "lib/CompiledMain.h"
#include "xhlo/Dialect/Hlo/IR/HloDialect.h"
#include "xhlo/Interpreter/Executable.h"
#include "xhlo/Interpreter/ThreadPool.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "benchmark/benchmark.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstring>
#include <string>

using namespace mlir;
using namespace xhlo;
using namespace xhlo::interp;

namespace {

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

/// Runs `executable` on `arguments` every iteration and calls `check` on
/// the results of some of them (it returns an error message or null).
/// Reports `median_seconds`, the median time of one run: what compare.py
/// measures of its peer (the median of single calls), as DataMovementBench
/// does, so that both sides leave out the calls the scheduler interrupted
/// alike.
template <typename Check>
void runLoop(benchmark::State &state, Executable &executable,
             const std::vector<RtValue> &arguments, Check check) {
  std::vector<double> seconds;
  for (auto _ : state) {
    auto start = std::chrono::steady_clock::now();
    auto results = executable.run(arguments);
    seconds.push_back(
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count());
    if (failed(results)) {
      state.SkipWithError("the function failed");
      return;
    }
    if (state.iterations() % 8 == 0)
      if (const char *error = check(*results)) {
        state.SkipWithError(error);
        return;
      }
  }
  if (!seconds.empty()) {
    std::nth_element(seconds.begin(), seconds.begin() + seconds.size() / 2,
                     seconds.end());
    state.counters["median_seconds"] = seconds[seconds.size() / 2];
  }
}

/// tanh(x * 2 + 1) on 16M f32: one fused pass over memory.
void BM_TanhChainF32(benchmark::State &state) {
  std::string type = "tensor<16777216xf32>";
  std::string source = "func.func @main(%x: " + type + ") -> " + type +
                       " {\n  %two = hlo.constant dense<2.0> : " + type +
                       "\n  %one = hlo.constant dense<1.0> : " + type +
                       "\n  %m = hlo.multiply %x, %two : " + type +
                       "\n  %a = hlo.add %m, %one : " + type +
                       "\n  %t = hlo.tanh %a : " + type +
                       "\n  return %t : " + type + "\n}\n";
  MLIRContext context;
  CompiledMain compiled(state, context, source, false);
  if (!compiled.executable)
    return;
  std::vector<RtValue> arguments;
  arguments.emplace_back(randomF32({16777216}, 1));
  const float *x = arguments[0].getArray().as<float>();
  runLoop(state, *compiled.executable, arguments,
          [&](const std::vector<RtValue> &results) -> const char * {
            int64_t i = (state.iterations() * 7919) % 16777216;
            float got = results[0].getArray().as<float>()[i];
            return std::fabs(got - std::tanh(double(x[i]) * 2 + 1)) > 1e-6
                       ? "wrong tanh result"
                       : nullptr;
          });
  state.SetBytesProcessed(state.iterations() * 2 * 16777216 * 4);
}
BENCHMARK(BM_TanhChainF32)->Unit(benchmark::kMillisecond)->UseRealTime();

/// The sum of 16M f32.
void BM_ReduceSumF32(benchmark::State &state) {
  std::string type = "tensor<16777216xf32>";
  std::string source =
      "func.func @main(%x: " + type +
      ") -> tensor<f32> {\n  %z = hlo.constant dense<0.0> : tensor<f32>\n"
      "  %r = hlo.reduce(%x init: %z) dimensions = [0] : (" +
      type +
      ", tensor<f32>) -> tensor<f32> {\n  ^bb0(%a: tensor<f32>, %b: "
      "tensor<f32>):\n    %s = hlo.add %a, %b : tensor<f32>\n    hlo.return "
      "%s : tensor<f32>\n  }\n  return %r : tensor<f32>\n}\n";
  MLIRContext context;
  CompiledMain compiled(state, context, source, false);
  if (!compiled.executable)
    return;
  std::vector<RtValue> arguments;
  arguments.emplace_back(randomF32({16777216}, 1));
  double expected = 0;
  for (int64_t i = 0; i < 16777216; ++i)
    expected += arguments[0].getArray().as<float>()[i];
  runLoop(state, *compiled.executable, arguments,
          [&](const std::vector<RtValue> &results) -> const char * {
            float got = results[0].getArray().as<float>()[0];
            return std::fabs(got - expected) > 0.05 ? "wrong sum" : nullptr;
          });
  state.SetBytesProcessed(state.iterations() * 16777216 * 4);
}
BENCHMARK(BM_ReduceSumF32)->Unit(benchmark::kMillisecond)->UseRealTime();

/// softmax over the rows of [4096, 1000] f32, as XLA writes it: max,
/// subtract, exp, sum, divide (one fused step here).
void BM_SoftmaxF32(benchmark::State &state) {
  std::string full = "tensor<4096x1000xf32>", rows = "tensor<4096xf32>";
  auto reduce = [&](const char *result, const char *input, const char *init,
                    const char *op) {
    return std::string("  ") + result + " = hlo.reduce(" + input +
           " init: " + init + ") dimensions = [1] : (" + full +
           ", tensor<f32>) -> " + rows +
           " {\n  ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n    %s = hlo." + op +
           " %a, %b : tensor<f32>\n    hlo.return %s : tensor<f32>\n  }\n";
  };
  std::string source =
      "func.func @main(%x: " + full + ") -> " + full +
      " {\n  %ninf = hlo.constant dense<0xFF800000> : tensor<f32>\n"
      "  %z = hlo.constant dense<0.0> : tensor<f32>\n" +
      reduce("%m", "%x", "%ninf", "maximum") +
      "  %mb = hlo.broadcast %m, dimensions = [0] : (" + rows + ") -> " + full +
      "\n  %d = hlo.subtract %x, %mb : " + full +
      "\n  %e = hlo.exponential %d : " + full + "\n" +
      reduce("%s", "%e", "%z", "add") +
      "  %sb = hlo.broadcast %s, dimensions = [0] : (" + rows + ") -> " + full +
      "\n  %r = hlo.divide %e, %sb : " + full + "\n  return %r : " + full +
      "\n}\n";
  MLIRContext context;
  CompiledMain compiled(state, context, source, false);
  if (!compiled.executable)
    return;
  std::vector<RtValue> arguments;
  arguments.emplace_back(randomF32({4096, 1000}, 1));
  const float *x = arguments[0].getArray().as<float>();
  runLoop(state, *compiled.executable, arguments,
          [&](const std::vector<RtValue> &results) -> const char * {
            int64_t row = (state.iterations() * 31) % 4096;
            const float *in = x + row * 1000;
            const float *out = results[0].getArray().as<float>() + row * 1000;
            double max = in[0], sum = 0;
            for (int c = 0; c < 1000; ++c)
              max = std::max(max, double(in[c]));
            for (int c = 0; c < 1000; ++c)
              sum += std::exp(in[c] - max);
            for (int c = 0; c < 1000; c += 97)
              if (std::fabs(out[c] - std::exp(in[c] - max) / sum) > 1e-7)
                return "wrong softmax result";
            return nullptr;
          });
  state.SetBytesProcessed(state.iterations() * 2 * 4096 * 1000 * 4);
}
BENCHMARK(BM_SoftmaxF32)->Unit(benchmark::kMillisecond)->UseRealTime();

/// Layer normalisation over the rows of [4096, 1024] f32 with a scale and an
/// offset per column, as JAX writes it (issue 19 item 3): mean = sum / 1024,
/// d = x - mean, var = sum(d * d) / 1024, y = d * rsqrt(var + 1e-5) * gamma
/// + beta, every per-row or per-column value broadcast to the full shape.
/// compare.py's peer is PyTorch's torch.nn.functional.layer_norm.
void BM_LayerNormF32(benchmark::State &state) {
  const int64_t rows = 4096, cols = 1024;
  std::string full = "tensor<4096x1024xf32>", row = "tensor<4096xf32>",
              col = "tensor<1024xf32>";
  auto sum = [&](const char *result, const char *input) {
    return std::string("  ") + result + " = hlo.reduce(" + input +
           " init: %z) dimensions = [1] : (" + full + ", tensor<f32>) -> " +
           row +
           " {\n  ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n    %s = hlo.add "
           "%a, %b : tensor<f32>\n    hlo.return %s : tensor<f32>\n  }\n";
  };
  auto spread = [&](const char *result, const char *input, const char *from,
                    const char *dims) {
    return std::string("  ") + result + " = hlo.broadcast " + input +
           ", dimensions = [" + dims + "] : (" + from + ") -> " + full + "\n";
  };
  std::string source =
      "func.func @main(%x: " + full + ", %gamma: " + col + ", %beta: " + col +
      ") -> " + full + " {\n  %z = hlo.constant dense<0.0> : tensor<f32>\n" +
      "  %n = hlo.constant dense<1024.0> : " + row + "\n" +
      "  %eps = hlo.constant dense<1.0e-05> : " + row + "\n" +
      sum("%total", "%x") + "  %mean = hlo.divide %total, %n : " + row + "\n" +
      spread("%mean_b", "%mean", row.c_str(), "0") +
      "  %d = hlo.subtract %x, %mean_b : " + full + "\n" +
      "  %d2 = hlo.multiply %d, %d : " + full + "\n" + sum("%squares", "%d2") +
      "  %var = hlo.divide %squares, %n : " + row + "\n" +
      "  %ve = hlo.add %var, %eps : " + row + "\n" +
      "  %rstd = hlo.rsqrt %ve : " + row + "\n" +
      spread("%rstd_b", "%rstd", row.c_str(), "0") +
      "  %normed = hlo.multiply %d, %rstd_b : " + full + "\n" +
      spread("%gamma_b", "%gamma", col.c_str(), "1") +
      spread("%beta_b", "%beta", col.c_str(), "1") +
      "  %scaled = hlo.multiply %normed, %gamma_b : " + full + "\n" +
      "  %r = hlo.add %scaled, %beta_b : " + full + "\n" +
      "  return %r : " + full + "\n}\n";
  MLIRContext context;
  CompiledMain compiled(state, context, source, false);
  if (!compiled.executable)
    return;
  std::vector<RtValue> arguments;
  arguments.emplace_back(randomF32({rows, cols}, 1));
  arguments.emplace_back(randomF32({cols}, 2));
  arguments.emplace_back(randomF32({cols}, 3));
  const float *x = arguments[0].getArray().as<float>();
  const float *gamma = arguments[1].getArray().as<float>();
  const float *beta = arguments[2].getArray().as<float>();
  runLoop(state, *compiled.executable, arguments,
          [&](const std::vector<RtValue> &results) -> const char * {
            int64_t r = (state.iterations() * 31) % rows;
            const float *in = x + r * cols;
            const float *out = results[0].getArray().as<float>() + r * cols;
            double mean = 0, var = 0;
            for (int64_t c = 0; c < cols; ++c)
              mean += in[c];
            mean /= cols;
            for (int64_t c = 0; c < cols; ++c)
              var += (in[c] - mean) * (in[c] - mean);
            double rstd = 1 / std::sqrt(var / cols + 1e-5);
            for (int64_t c = 0; c < cols; c += 37)
              if (std::fabs(out[c] - ((in[c] - mean) * rstd * gamma[c] +
                                      beta[c])) > 1e-5)
                return "wrong layer-norm result";
            return nullptr;
          });
  state.SetBytesProcessed(state.iterations() * 2 * rows * cols * 4);
}
BENCHMARK(BM_LayerNormF32)->Unit(benchmark::kMillisecond)->UseRealTime();

/// This machine's memory bandwidth, the ceiling of the memory-bound
/// benchmarks above (issue 19 item 3 states their GB/s against it): 64 MiB
/// read (a plain sum; arg 0) or copied (memcpy, read and write; arg 1) by the
/// interpreter's threads, in fixed slices. Bytes processed count each byte
/// read and each byte written.
void BM_StreamF32(benchmark::State &state) {
  bool copy = state.range(0);
  const int64_t n = 16777216;
  std::shared_ptr<ThreadPool> pool = ThreadPool::getShared(0);
  Literal in = randomF32({n}, 1);
  Literal out = Literal::uninitialized(ElementType::F32, {n});
  const float *x = in.as<float>();
  float *y = out.as<float>();
  const int64_t tasks = 64, slice = n / tasks;
  std::vector<float> partial(tasks);
  for (auto _ : state) {
    pool->parallelFor(tasks, [&](int64_t task, unsigned) {
      const float *from = x + task * slice;
      if (copy) {
        std::memcpy(y + task * slice, from, slice * sizeof(float));
        return;
      }
      float lanes[16] = {};
      for (int64_t i = 0; i < slice; i += 16)
        for (int k = 0; k < 16; ++k)
          lanes[k] += from[i + k];
      float total = 0;
      for (float lane : lanes)
        total += lane;
      partial[task] = total;
    });
    benchmark::DoNotOptimize(partial.data());
    benchmark::DoNotOptimize(y);
    benchmark::ClobberMemory();
  }
  state.SetBytesProcessed(state.iterations() * n * 4 * (copy ? 2 : 1));
}
BENCHMARK(BM_StreamF32)
    ->Arg(0)
    ->Arg(1)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

/// A 4-layer MLP (batch 512, 1024 wide: dot, bias, tanh; softmax at the
/// end): the peak of simultaneously live buffers against the largest live
/// set of values the plan has (issue 5: at most 1.3x).
void BM_MlpPeakMemory(benchmark::State &state) {
  std::string act = "tensor<512x1024xf32>", w = "tensor<1024x1024xf32>",
              bias = "tensor<1024xf32>";
  std::string source = "func.func @main(%x: " + act;
  for (int l = 0; l < 4; ++l)
    source += ", %w" + std::to_string(l) + ": " + w + ", %b" +
              std::to_string(l) + ": " + bias;
  source += ") -> " + act + " {\n";
  std::string last = "%x";
  for (int l = 0; l < 4; ++l) {
    std::string n = std::to_string(l);
    source += "  %d" + n + " = hlo.dot " + last + ", %w" + n +
              ", lhs_contracting_dims = [1], rhs_contracting_dims = [0] : (" +
              act + ", " + w + ") -> " + act + "\n";
    source += "  %bb" + n + " = hlo.broadcast %b" + n +
              ", dimensions = [1] : (" + bias + ") -> " + act + "\n";
    source +=
        "  %s" + n + " = hlo.add %d" + n + ", %bb" + n + " : " + act + "\n";
    source += "  %t" + n + " = hlo.tanh %s" + n + " : " + act + "\n";
    last = "%t" + n;
  }
  source += "  return " + last + " : " + act + "\n}\n";
  MLIRContext context;
  CompiledMain compiled(state, context, source, false);
  if (!compiled.executable)
    return;
  std::vector<RtValue> arguments;
  arguments.emplace_back(randomF32({512, 1024}, 1));
  for (int l = 0; l < 4; ++l) {
    arguments.emplace_back(randomF32({1024, 1024}, 2 + l));
    arguments.emplace_back(randomF32({1024}, 10 + l));
  }
  runLoop(state, *compiled.executable, arguments,
          [](const std::vector<RtValue> &results) -> const char * {
            float v = results[0].getArray().as<float>()[123];
            return std::fabs(v) <= 1.0f ? nullptr : "tanh out of range";
          });
  double peak = compiled.executable->getPeakBytes();
  double live = compiled.executable->getLiveSetBytes();
  state.counters["peak_MiB"] = peak / (1 << 20);
  state.counters["live_set_MiB"] = live / (1 << 20);
  state.counters["peak_over_live_set"] = peak / live;
}
BENCHMARK(BM_MlpPeakMemory)->Unit(benchmark::kMillisecond)->UseRealTime();

/// f32 [batch x m x k] x [batch x k x n] through hlo.dot (batch 0: no
/// batch dimension, [m x k] x [k x n]), the shapes of the MLP and of
/// transformer-style batched matmuls; bench/peers/compare.py compares them
/// with numpy's matmul.
void BM_DotShapeF32(benchmark::State &state) {
  int64_t batch = state.range(0), m = state.range(1), k = state.range(2),
          n = state.range(3);
  auto typeOf = [&](int64_t rows, int64_t cols) {
    return "tensor<" + (batch ? std::to_string(batch) + "x" : "") +
           std::to_string(rows) + "x" + std::to_string(cols) + "xf32>";
  };
  std::string lhsType = typeOf(m, k), rhsType = typeOf(k, n),
              resultType = typeOf(m, n);
  std::string source =
      "func.func @main(%a: " + lhsType + ", %b: " + rhsType + ") -> " +
      resultType + " {\n  %r = hlo.dot %a, %b, " +
      (batch ? "lhs_batch_dims = [0], lhs_contracting_dims = [2], "
               "rhs_batch_dims = [0], rhs_contracting_dims = [1]"
             : "lhs_contracting_dims = [1], rhs_contracting_dims = [0]") +
      " : (" + lhsType + ", " + rhsType + ") -> " + resultType +
      "\n  return %r : " + resultType + "\n}\n";
  MLIRContext context;
  CompiledMain compiled(state, context, source, false);
  if (!compiled.executable)
    return;
  int64_t batches = batch ? batch : 1;
  std::vector<RtValue> arguments;
  arguments.emplace_back(batch ? randomF32({batch, m, k}, 1)
                               : randomF32({m, k}, 1));
  arguments.emplace_back(batch ? randomF32({batch, k, n}, 2)
                               : randomF32({k, n}, 2));
  const float *a = arguments[0].getArray().as<float>();
  const float *b = arguments[1].getArray().as<float>();
  for (auto _ : state) {
    auto results = compiled.executable->run(arguments);
    if (failed(results)) {
      state.SkipWithError("the dot failed");
      return;
    }
    // Check one element per iteration (a cheap O(k) dot product).
    int64_t it = state.iterations();
    int64_t p = it % batches, i = (it * 3) % m, j = (it * 7) % n;
    double expected = 0;
    for (int64_t q = 0; q < k; ++q)
      expected +=
          double(a[(p * m + i) * k + q]) * double(b[(p * k + q) * n + j]);
    float got = (*results)[0].getArray().as<float>()[(p * m + i) * n + j];
    if (std::fabs(got - expected) > 1e-4 * k) {
      state.SkipWithError("wrong dot result");
      return;
    }
  }
  state.counters["GFLOP/s"] = benchmark::Counter(
      2.0 * batches * m * n * k, benchmark::Counter::kIsIterationInvariantRate,
      benchmark::Counter::kIs1000);
}
BENCHMARK(BM_DotShapeF32)
    ->Args({8, 128, 64, 128})
    ->Args({0, 64, 784, 256})
    ->Unit(benchmark::kMicrosecond)
    ->UseRealTime();

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
