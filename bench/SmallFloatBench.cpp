//===- SmallFloatBench.cpp - Speed of the 8-bit float kernels -------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The floats of at most 8 bits (Values/SmallFloat.h) on 1M elements through
// xhlo::interp::Executable: convert f32 -> f8, f8 -> f32, and add of two f8
// arrays (decode, add, round through f16, encode), for f8e4m3fn and the
// dialect's f8e3m4; and the decode loop alone, reading the constexpr table
// directly against reading it through a function-local static (a guard
// check per element, as SmallFloat.h did before its tables became
// constexpr). Each benchmark checks a sample of its result.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Dialect/Hlo/IR/HloDialect.h"
#include "xhlo/Interpreter/Executable.h"
#include "xhlo/Values/SmallFloat.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "benchmark/benchmark.h"

#include <cmath>
#include <random>
#include <string>

using namespace mlir;
using namespace xhlo;
using namespace xhlo::interp;

namespace {

constexpr int64_t kElements = 1 << 20;

/// The op each benchmark runs on kElements elements.
enum class Op { ConvertToF8, ConvertFromF8, Add };

template <typename Format> const char *mlirName();
template <> const char *mlirName<F8E4M3FNFormat>() { return "f8E4M3FN"; }
template <> const char *mlirName<F8E3M4Format>() { return "!hlo.f8e3m4"; }
template <typename Format> ElementType elementType();
template <> ElementType elementType<F8E4M3FNFormat>() {
  return ElementType::F8E4M3FN;
}
template <> ElementType elementType<F8E3M4Format>() {
  return ElementType::F8E3M4;
}

/// Random f8 codes that decode to finite values (NaN codes excluded).
template <typename Format> Literal randomCodes(unsigned seed) {
  Literal literal(elementType<Format>(), {kElements});
  std::mt19937 rng(seed);
  for (int64_t i = 0; i < kElements; ++i) {
    uint8_t code;
    do {
      code = uint8_t(rng());
    } while (!std::isfinite(SmallFloat<Format>::decode(code)));
    literal.as<uint8_t>()[i] = code;
  }
  return literal;
}

template <typename Format>
void runSmallFloatOp(benchmark::State &state, Op op) {
  std::string f8 = std::string("tensor<") + std::to_string(kElements) + "x" +
                   mlirName<Format>() + ">";
  std::string f32 = "tensor<" + std::to_string(kElements) + "xf32>";
  std::string source;
  switch (op) {
  case Op::ConvertToF8:
    source = "func.func @main(%x: " + f32 + ") -> " + f8 +
             " {\n  %r = hlo.convert %x : (" + f32 + ") -> " + f8 +
             "\n  return %r : " + f8 + "\n}\n";
    break;
  case Op::ConvertFromF8:
    source = "func.func @main(%x: " + f8 + ") -> " + f32 +
             " {\n  %r = hlo.convert %x : (" + f8 + ") -> " + f32 +
             "\n  return %r : " + f32 + "\n}\n";
    break;
  case Op::Add:
    source = "func.func @main(%x: " + f8 + ", %y: " + f8 + ") -> " + f8 +
             " {\n  %r = hlo.add %x, %y : " + f8 + "\n  return %r : " + f8 +
             "\n}\n";
    break;
  }
  MLIRContext context;
  context.loadDialect<func::FuncDialect, hlo::HloDialect>();
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(source, &context);
  FailureOr<std::unique_ptr<Executable>> compiled = failure();
  if (module)
    compiled = Executable::compile(module->lookupSymbol<func::FuncOp>("main"),
                                   ExecutableOptions());
  if (failed(compiled)) {
    state.SkipWithError("cannot compile the benchmark's function");
    return;
  }
  std::vector<RtValue> arguments;
  if (op == Op::ConvertToF8) {
    Literal x(ElementType::F32, {kElements});
    std::mt19937 rng(1);
    std::uniform_real_distribution<float> value(-8.0f, 8.0f);
    for (int64_t i = 0; i < kElements; ++i)
      x.as<float>()[i] = value(rng);
    arguments.emplace_back(std::move(x));
  } else {
    arguments.emplace_back(randomCodes<Format>(1));
    if (op == Op::Add)
      arguments.emplace_back(randomCodes<Format>(2));
  }
  for (auto _ : state) {
    auto results = (*compiled)->run(arguments);
    if (failed(results)) {
      state.SkipWithError("the op failed");
      return;
    }
    // One element per iteration: the result is the nearest code (within
    // half a step of 1/8 of the value for f8e4m3fn's and f8e3m4's 3-4
    // mantissa bits, or the decoded input exactly).
    int64_t i = (state.iterations() * 7919) % kElements;
    const Literal &result = (*results)[0].getArray();
    double want, got;
    if (op == Op::ConvertFromF8) {
      want =
          SmallFloat<Format>::decode(arguments[0].getArray().as<uint8_t>()[i]);
      got = result.as<float>()[i];
    } else {
      want = op == Op::ConvertToF8
                 ? arguments[0].getArray().as<float>()[i]
                 : double(SmallFloat<Format>::decode(
                       arguments[0].getArray().as<uint8_t>()[i])) +
                       SmallFloat<Format>::decode(
                           arguments[1].getArray().as<uint8_t>()[i]);
      got = SmallFloat<Format>::decode(result.as<uint8_t>()[i]);
    }
    if (std::isfinite(got) &&
        std::fabs(got - want) > std::fabs(want) / 16 + 1.0 / 64) {
      state.SkipWithError("wrong result");
      return;
    }
  }
  state.counters["Melem/s"] = benchmark::Counter(
      double(kElements), benchmark::Counter::kIsIterationInvariantRate,
      benchmark::Counter::kIs1000);
}

void BM_ConvertF32ToF8E4M3FN(benchmark::State &state) {
  runSmallFloatOp<F8E4M3FNFormat>(state, Op::ConvertToF8);
}
void BM_ConvertF8E4M3FNToF32(benchmark::State &state) {
  runSmallFloatOp<F8E4M3FNFormat>(state, Op::ConvertFromF8);
}
void BM_AddF8E4M3FN(benchmark::State &state) {
  runSmallFloatOp<F8E4M3FNFormat>(state, Op::Add);
}
void BM_ConvertF32ToF8E3M4(benchmark::State &state) {
  runSmallFloatOp<F8E3M4Format>(state, Op::ConvertToF8);
}
void BM_AddF8E3M4(benchmark::State &state) {
  runSmallFloatOp<F8E3M4Format>(state, Op::Add);
}
BENCHMARK(BM_ConvertF32ToF8E4M3FN)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ConvertF8E4M3FNToF32)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_AddF8E4M3FN)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ConvertF32ToF8E3M4)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_AddF8E3M4)->Unit(benchmark::kMillisecond);

/// The decode table behind a function-local static with a dynamic
/// initializer, so every call checks its guard (SmallFloat.h's tables
/// before they were constexpr).
[[gnu::noinline]] const xhlo::detail::SmallFloatTables<F8E4M3FNFormat> *
tablesAt(const xhlo::detail::SmallFloatTables<F8E4M3FNFormat> *tables) {
  return tables;
}
const xhlo::detail::SmallFloatTables<F8E4M3FNFormat> &guardedTables() {
  static const xhlo::detail::SmallFloatTables<F8E4M3FNFormat> tables =
      *tablesAt(&xhlo::detail::kSmallFloatTables<F8E4M3FNFormat>);
  return tables;
}
/// Both decoders inline into the loop, as the kernels' codecs do.
inline float decodeGuarded(uint8_t code) {
  float value;
  std::memcpy(&value, &guardedTables().valueBits[code], sizeof(value));
  return value;
}
inline float decodeConstexpr(uint8_t code) {
  return SmallFloat<F8E4M3FNFormat>::decode(code);
}

/// Decodes kElements codes; range(0) is 1 for the guarded table.
void BM_DecodeLoop(benchmark::State &state) {
  bool guarded = state.range(0) != 0;
  std::vector<uint8_t> codes(kElements);
  std::mt19937 rng(3);
  for (uint8_t &code : codes)
    code = uint8_t(rng());
  std::vector<float> out(kElements);
  for (auto _ : state) {
    if (guarded)
      for (int64_t i = 0; i < kElements; ++i)
        out[i] = decodeGuarded(codes[i]);
    else
      for (int64_t i = 0; i < kElements; ++i)
        out[i] = decodeConstexpr(codes[i]);
    benchmark::DoNotOptimize(out.data());
    int64_t i = state.iterations() % kElements;
    float want = decodeGuarded(codes[i]);
    if (std::memcmp(&out[i], &want, sizeof(want)) != 0) {
      state.SkipWithError("the two tables differ");
      return;
    }
  }
  state.counters["Melem/s"] = benchmark::Counter(
      double(kElements), benchmark::Counter::kIsIterationInvariantRate,
      benchmark::Counter::kIs1000);
}
BENCHMARK(BM_DecodeLoop)
    ->ArgName("guarded")
    ->Arg(1)
    ->Arg(0)
    ->Unit(benchmark::kMillisecond);

} // namespace
