//===- DataMovementBench.cpp - Speed of the data-movement kernels ---------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// Issue 19 item 5: the ops that only move data (slice, iota, transpose,
// broadcast, concatenate), the per-iteration cost of a sequential hlo.while
// with a scalar body, and a convolution + batch-norm + ReLU6 block whose
// per-channel broadcasts should never be materialised. Each runs a compiled
// hlo function through xhlo::interp::Executable, as a user of the library
// does, and checks a sample of its result against values computed here.
// bench/peers/compare.py times numpy's copy of the same bytes (the peer of
// the data-movement ops) in the same invocation and prints the ratios.
//
//===----------------------------------------------------------------------===//

#include "lib/CompiledMain.h"
#include "xhlo/Dialect/Hlo/IR/HloDialect.h"
#include "xhlo/Interpreter/Executable.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "benchmark/benchmark.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <string>

using namespace mlir;
using namespace xhlo;
using namespace xhlo::interp;

namespace {

/// "tensor<AxBx...xT>".
std::string tensorType(llvm::ArrayRef<int64_t> shape, const char *element) {
  std::string type = "tensor<";
  for (int64_t size : shape)
    type += std::to_string(size) + "x";
  return type + element + ">";
}

/// Runs @main of `source` on `arguments` every iteration; `check` (an
/// error message or null) sees the results of every 4th iteration.
/// Reports the result's bytes per second and `median_seconds`, the median
/// time of one run: what compare.py measures of its peer (the median of
/// single calls), so that on a loaded machine both sides leave out the
/// calls the scheduler interrupted alike.
template <typename Check>
void runProgram(benchmark::State &state, const std::string &source,
                std::vector<RtValue> arguments, int64_t resultBytes,
                Check check) {
  MLIRContext context;
  CompiledMain compiled(state, context, source);
  if (!compiled.executable)
    return;
  std::vector<double> seconds;
  for (auto _ : state) {
    auto start = std::chrono::steady_clock::now();
    auto results = compiled.executable->run(arguments);
    seconds.push_back(
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count());
    if (failed(results)) {
      state.SkipWithError("the function failed");
      return;
    }
    if (state.iterations() % 4 == 0)
      if (const char *error = check((*results)[0].getArray())) {
        state.SkipWithError(error);
        return;
      }
  }
  state.SetBytesProcessed(state.iterations() * resultBytes);
  if (!seconds.empty()) {
    std::nth_element(seconds.begin(), seconds.begin() + seconds.size() / 2,
                     seconds.end());
    state.counters["median_seconds"] = seconds[seconds.size() / 2];
  }
}

/// A slice of a 128^3 f32 array: the interior [1:127] in every dimension
/// (contiguous rows of 126), or every second element of the last dimension
/// (arg 1: a gather of single elements).
void BM_SliceF32(benchmark::State &state) {
  bool strided = state.range(0);
  const int64_t n = 128;
  int64_t inner = strided ? 64 : 126, outer = strided ? 128 : 126;
  std::string in = tensorType({n, n, n}, "f32");
  std::string out = tensorType({outer, outer, inner}, "f32");
  std::string slice =
      strided ? "[0:128, 0:128, 1:128:2]" : "[1:127, 1:127, 1:127]";
  std::string source = "func.func @main(%x: " + in + ") -> " + out +
                       " {\n  %r = hlo.slice %x, slice = " + slice + " : (" +
                       in + ") -> " + out + "\n  return %r : " + out + "\n}\n";
  std::vector<RtValue> arguments;
  arguments.emplace_back(randomF32({n, n, n}, 1));
  const float *x = arguments[0].getArray().as<float>();
  int64_t start = strided ? 0 : 1;
  runProgram(state, source, arguments, outer * outer * inner * 4,
             [&](const Literal &r) -> const char * {
               int64_t i = state.iterations() * 7 % outer,
                       j = state.iterations() * 13 % outer,
                       k = state.iterations() * 5 % inner;
               int64_t from = ((i + start) * n + (j + start)) * n +
                              (strided ? 1 + 2 * k : k + 1);
               return r.as<float>()[(i * outer + j) * inner + k] == x[from]
                          ? nullptr
                          : "wrong slice element";
             });
}
BENCHMARK(BM_SliceF32)
    ->Arg(0)
    ->Arg(1)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

/// iota s64 [2M].
void BM_IotaS64(benchmark::State &state) {
  const int64_t n = 2 << 20;
  std::string type = tensorType({n}, "i64");
  std::string source = "func.func @main() -> " + type +
                       " {\n  %r = hlo.iota iota_dimension = 0 : " + type +
                       "\n  return %r : " + type + "\n}\n";
  runProgram(state, source, {}, n * 8, [&](const Literal &r) -> const char * {
    int64_t i = state.iterations() * 7919 % n;
    return r.as<int64_t>()[i] == i && r.as<int64_t>()[n - 1] == n - 1
               ? nullptr
               : "wrong iota element";
  });
}
BENCHMARK(BM_IotaS64)->Unit(benchmark::kMillisecond)->UseRealTime();

/// Transposes of f32 arrays: [1024, 1024] with [1, 0] (arg 0), and
/// [64, 128, 128] with [2, 0, 1] (arg 1).
void BM_TransposeF32(benchmark::State &state) {
  bool threeD = state.range(0);
  llvm::SmallVector<int64_t, 3> shape =
      threeD ? llvm::SmallVector<int64_t, 3>{64, 128, 128}
             : llvm::SmallVector<int64_t, 3>{1024, 1024};
  llvm::SmallVector<int64_t, 3> perm =
      threeD ? llvm::SmallVector<int64_t, 3>{2, 0, 1}
             : llvm::SmallVector<int64_t, 3>{1, 0};
  llvm::SmallVector<int64_t, 3> outShape;
  std::string dims;
  for (int64_t p : perm) {
    outShape.push_back(shape[p]);
    dims += (dims.empty() ? "" : ", ") + std::to_string(p);
  }
  std::string in = tensorType(shape, "f32"), out = tensorType(outShape, "f32");
  std::string source = "func.func @main(%x: " + in + ") -> " + out +
                       " {\n  %r = hlo.transpose %x, dimensions = [" + dims +
                       "] : (" + in + ") -> " + out + "\n  return %r : " + out +
                       "\n}\n";
  std::vector<RtValue> arguments;
  arguments.emplace_back(randomF32(shape, 1));
  const float *x = arguments[0].getArray().as<float>();
  int64_t count = arguments[0].getArray().getNumElements();
  runProgram(state, source, arguments, count * 4,
             [&](const Literal &r) -> const char * {
               // Output element o: its index in the output, mapped back.
               int64_t o = state.iterations() * 7919 % count, rest = o;
               llvm::SmallVector<int64_t, 3> index(outShape.size());
               for (int64_t d = outShape.size() - 1; d >= 0; --d) {
                 index[d] = rest % outShape[d];
                 rest /= outShape[d];
               }
               llvm::SmallVector<int64_t, 3> inIndex(shape.size());
               for (size_t d = 0; d < perm.size(); ++d)
                 inIndex[perm[d]] = index[d];
               int64_t from = 0;
               for (size_t d = 0; d < shape.size(); ++d)
                 from = from * shape[d] + inIndex[d];
               return r.as<float>()[o] == x[from] ? nullptr
                                                  : "wrong transpose element";
             });
}
BENCHMARK(BM_TransposeF32)
    ->Arg(0)
    ->Arg(1)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

/// broadcast [1024] -> [1024, 1024] (dimensions = [1]).
void BM_BroadcastF32(benchmark::State &state) {
  std::string in = tensorType({1024}, "f32"),
              out = tensorType({1024, 1024}, "f32");
  std::string source = "func.func @main(%x: " + in + ") -> " + out +
                       " {\n  %r = hlo.broadcast %x, dimensions = [1] : (" +
                       in + ") -> " + out + "\n  return %r : " + out + "\n}\n";
  std::vector<RtValue> arguments;
  arguments.emplace_back(randomF32({1024}, 1));
  const float *x = arguments[0].getArray().as<float>();
  runProgram(state, source, arguments, 1024 * 1024 * 4,
             [&](const Literal &r) -> const char * {
               int64_t i = state.iterations() * 7 % 1024,
                       j = state.iterations() * 13 % 1024;
               return r.as<float>()[i * 1024 + j] == x[j]
                          ? nullptr
                          : "wrong broadcast element";
             });
}
BENCHMARK(BM_BroadcastF32)->Unit(benchmark::kMillisecond)->UseRealTime();

/// concatenate of 4 x [256, 1024] f32 along dimension 0 (arg 0) and of
/// 4 x [1024, 256] along dimension 1 (arg 1): [1024, 1024].
void BM_ConcatenateF32(benchmark::State &state) {
  int64_t dim = state.range(0);
  llvm::SmallVector<int64_t, 2> part =
      dim == 0 ? llvm::SmallVector<int64_t, 2>{256, 1024}
               : llvm::SmallVector<int64_t, 2>{1024, 256};
  std::string in = tensorType(part, "f32"),
              out = tensorType({1024, 1024}, "f32");
  std::string source =
      "func.func @main(%a: " + in + ", %b: " + in + ", %c: " + in +
      ", %d: " + in + ") -> " + out +
      " {\n  %r = hlo.concatenate %a, %b, %c, %d, dimension = " +
      std::to_string(dim) + " : (" + in + ", " + in + ", " + in + ", " + in +
      ") -> " + out + "\n  return %r : " + out + "\n}\n";
  std::vector<RtValue> arguments;
  for (unsigned k = 0; k < 4; ++k)
    arguments.emplace_back(randomF32(part, 1 + k));
  runProgram(state, source, arguments, 1024 * 1024 * 4,
             [&](const Literal &r) -> const char * {
               int64_t i = state.iterations() * 7 % 1024,
                       j = state.iterations() * 13 % 1024;
               int64_t index[2] = {i, j};
               int64_t k = index[dim] / 256;
               index[dim] %= 256;
               const float *x = arguments[k].getArray().as<float>();
               return r.as<float>()[i * 1024 + j] ==
                              x[index[0] * part[1] + index[1]]
                          ? nullptr
                          : "wrong concatenate element";
             });
}
BENCHMARK(BM_ConcatenateF32)
    ->Arg(0)
    ->Arg(1)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

/// A sequential hlo.while of 100,000 iterations whose body adds 1 to a
/// counter and the counter to a sum (s64 scalars): reports the time per
/// iteration of the median run (issue 19: at most 0.5 us).
void BM_WhileScalar(benchmark::State &state) {
  const int64_t n = 100000;
  std::string s = "tensor<i64>";
  std::string source =
      "func.func @main() -> " + s +
      " {\n  %zero = hlo.constant dense<0> : " + s +
      "\n  %r:2 = hlo.while(%zero, %zero) : " + s + ", " + s +
      " cond {\n  ^bb0(%i: " + s + ", %sum: " + s +
      "):\n    %n = hlo.constant dense<" + std::to_string(n) + "> : " + s +
      "\n    %p = hlo.compare LT, %i, %n : " + s +
      "\n    hlo.return %p : tensor<i1>\n  } do {\n  ^bb0(%i: " + s +
      ", %sum: " + s + "):\n    %one = hlo.constant dense<1> : " + s +
      "\n    %j = hlo.add %i, %one : " + s +
      "\n    %t = hlo.add %sum, %i : " + s + "\n    hlo.return %j, %t : " + s +
      ", " + s + "\n  }\n  return %r#1 : " + s + "\n}\n";
  runProgram(state, source, {}, 0, [&](const Literal &r) -> const char * {
    return r.as<int64_t>()[0] == n * (n - 1) / 2 ? nullptr
                                                 : "wrong while-loop sum";
  });
  // From the median run (as compare.py times every peer): on a loaded
  // machine the mean counts the runs the scheduler interrupted.
  auto median = state.counters.find("median_seconds");
  if (median != state.counters.end())
    state.counters["us_per_iteration"] = median->second.value / n * 1e6;
}
BENCHMARK(BM_WhileScalar)->Unit(benchmark::kMillisecond)->UseRealTime();

/// A convolution (NCHW 1x32x56x56, 64 3x3 filters, pad 1) followed by
/// inference batch-norm written out with per-channel broadcasts
/// ((y - mean) * scale + offset, scale folding 1/sqrt(var + eps)) and a
/// ReLU6 (clamp to [0, 6] through broadcast scalars), as converted programs
/// write it. Also counts the broadcasts the plan writes out whole
/// (materialised: a broadcast's own step or a fused step of broadcasts
/// only; issue 19: none).
void BM_ConvBnRelu6(benchmark::State &state) {
  const int64_t c = 32, o = 64, h = 56, w = 56;
  std::string in = tensorType({1, c, h, w}, "f32"),
              k = tensorType({o, c, 3, 3}, "f32"),
              out = tensorType({1, o, h, w}, "f32"),
              ch = tensorType({o}, "f32");
  std::string source =
      "func.func @main(%x: " + in + ", %k: " + k + ", %mean: " + ch +
      ", %scale: " + ch + ", %offset: " + ch + ") -> " + out +
      " {\n  %y = hlo.convolution %x, %k, window = <size = [3, 3], pad_low "
      "= [1, 1], pad_high = [1, 1]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, "
      "1]->[b, f, 0, 1]> : (" +
      in + ", " + k + ") -> " + out;
  const char *names[3] = {"mean", "scale", "offset"};
  for (const char *name : names)
    source += "\n  %" + std::string(name) + "_b = hlo.broadcast %" + name +
              ", dimensions = [1] : (" + ch + ") -> " + out;
  source += "\n  %centred = hlo.subtract %y, %mean_b : " + out +
            "\n  %scaled = hlo.multiply %centred, %scale_b : " + out +
            "\n  %bn = hlo.add %scaled, %offset_b : " + out +
            "\n  %zero = hlo.constant dense<0.0> : tensor<f32>" +
            "\n  %six = hlo.constant dense<6.0> : tensor<f32>" +
            "\n  %zero_b = hlo.broadcast %zero, dimensions = [] : "
            "(tensor<f32>) -> " +
            out +
            "\n  %six_b = hlo.broadcast %six, dimensions = [] : "
            "(tensor<f32>) -> " +
            out + "\n  %lo = hlo.maximum %bn, %zero_b : " + out +
            "\n  %r = hlo.minimum %lo, %six_b : " + out +
            "\n  return %r : " + out + "\n}\n";
  std::vector<RtValue> arguments;
  arguments.emplace_back(randomF32({1, c, h, w}, 1));
  arguments.emplace_back(randomF32({o, c, 3, 3}, 2));
  for (unsigned i = 0; i < 3; ++i)
    arguments.emplace_back(randomF32({o}, 3 + i));
  const float *x = arguments[0].getArray().as<float>();
  const float *f = arguments[1].getArray().as<float>();
  const float *mean = arguments[2].getArray().as<float>();
  const float *scale = arguments[3].getArray().as<float>();
  const float *offset = arguments[4].getArray().as<float>();
  // The broadcasts that run as steps of their own (once, untimed).
  {
    MLIRContext context;
    ExecutableOptions options;
    options.recordEvents = true;
    CompiledMain traced(state, context, source, options);
    if (!traced.executable || failed(traced.executable->run(arguments))) {
      state.SkipWithError("the traced run failed");
      return;
    }
    // A broadcast kernel's step, or a fused step of broadcasts only (it
    // writes them out whole: "fusion(broadcast)").
    int64_t broadcasts = 0;
    for (const ExecutionEvent &event : traced.executable->getEvents()) {
      llvm::StringRef name = event.name;
      if (name.starts_with("hlo.broadcast")) {
        ++broadcasts;
        continue;
      }
      if (!name.consume_front("fusion(") || !name.consume_back(")"))
        continue;
      llvm::SmallVector<llvm::StringRef, 4> members;
      name.split(members, ',');
      if (llvm::all_of(members,
                       [](llvm::StringRef m) { return m == "broadcast"; }))
        broadcasts += members.size();
    }
    state.counters["materialised_broadcasts"] = broadcasts;
  }
  runProgram(
      state, source, arguments, o * h * w * 4,
      [&](const Literal &r) -> const char * {
        int64_t oc = state.iterations() % o, y = state.iterations() * 7 % h,
                xx = state.iterations() * 13 % w;
        double sum = 0;
        for (int64_t ic = 0; ic < c; ++ic)
          for (int64_t dy = 0; dy < 3; ++dy)
            for (int64_t dx = 0; dx < 3; ++dx) {
              int64_t iy = y + dy - 1, ix = xx + dx - 1;
              if (iy < 0 || iy >= h || ix < 0 || ix >= w)
                continue;
              sum += double(x[(ic * h + iy) * w + ix]) *
                     double(f[((oc * c + ic) * 3 + dy) * 3 + dx]);
            }
        double expected =
            std::clamp((sum - mean[oc]) * scale[oc] + offset[oc], 0.0, 6.0);
        float got = r.as<float>()[(oc * h + y) * w + xx];
        return std::fabs(got - expected) > 1e-3 ? "wrong conv+bn+relu6 result"
                                                : nullptr;
      });
}
BENCHMARK(BM_ConvBnRelu6)->Unit(benchmark::kMillisecond)->UseRealTime();

} // namespace
