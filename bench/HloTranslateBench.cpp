//===- HloTranslateBench.cpp - Export and import of large HLO modules
//------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// Measures the HLO exporter and importer on generated modules of n
// instructions (a chain of elementwise ops with a reduce every 64 ops, so
// regions are exercised too): hlo -> HloModuleProto, proto -> HLO text,
// HLO text -> hlo, proto -> hlo. Each benchmark checks the instruction count
// it got back and fits the time against n (expected linear). The counter
// per_instruction is the time per instruction: issue 19's target, 1 s per
// 100k instructions each way, is per_instruction <= 10us (compare.py
// --check). Like xhlo-translate, the benchmark keeps its heap
// (keepToolHeap): a 100k run touches hundreds of MB of fresh heap, whose
// first touch costs 0.4-2 ms per MB on this project's VMs (ToolHeap.h).
//
//===----------------------------------------------------------------------===//

#include "xhlo/Dialect/Hlo/IR/HloDialect.h"
#include "xhlo/Target/Hlo/HloExport.h"
#include "xhlo/Target/Hlo/HloImport.h"
#include "xhlo/Target/Hlo/HloTranslations.h"
#include "xhlo/Target/Hlo/Text/HloTextPrinter.h"
#include "xhlo/Tools/ToolHeap.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

#include "benchmark/benchmark.h"

#include <optional>
#include <string>

namespace {

/// The heap as xhlo-translate has it, before any benchmark runs.
[[maybe_unused]] const bool heapKept = (xhlo::keepToolHeap(), true);

/// The time per instruction, and instructions per second, of a benchmark on
/// the module of `n` instructions (n: the size asked for, not the count made,
/// so that per_instruction * 100000 is the time of the 100k module).
void setRates(benchmark::State &state, int64_t n) {
  state.counters["per_instruction"] =
      benchmark::Counter(n, benchmark::Counter::kIsIterationInvariantRate |
                                benchmark::Counter::kInvert);
  state.counters["instructions_per_second"] =
      benchmark::Counter(n, benchmark::Counter::kIsIterationInvariantRate);
}

/// An hlo module of about `n` instructions: a chain of add/multiply/tanh on
/// a 16-element vector, reduced to a scalar and broadcast back every 64 ops.
std::string makeModule(int64_t n) {
  std::string text = "func.func @main(%a: tensor<16xf32>) -> tensor<16xf32> "
                     "{\n  %z = hlo.constant dense<0.0> : tensor<f32>\n"
                     "  %v0 = hlo.add %a, %a : tensor<16xf32>\n";
  int64_t value = 0;
  for (int64_t i = 1; i < n; ++i) {
    std::string prev = "%v" + std::to_string(value);
    std::string next = "%v" + std::to_string(++value);
    if (i % 64 == 0) {
      std::string sum = "%s" + std::to_string(i);
      text += "  " + sum + " = hlo.reduce(" + prev +
              " init: %z) dimensions = [0] : (tensor<16xf32>, tensor<f32>) "
              "-> tensor<f32> {\n  ^bb0(%x: tensor<f32>, %y: tensor<f32>):\n"
              "    %r = hlo.add %x, %y : tensor<f32>\n"
              "    hlo.return %r : tensor<f32>\n  }\n";
      text += "  " + next + " = hlo.broadcast " + sum +
              ", dimensions = [] : (tensor<f32>) -> tensor<16xf32>\n";
      continue;
    }
    const char *op = i % 3 == 0 ? "hlo.tanh" : nullptr;
    if (op)
      text += "  " + next + " = " + op + " " + prev + " : tensor<16xf32>\n";
    else
      text += "  " + next + " = " +
              (i % 3 == 1 ? "hlo.add " : "hlo.multiply ") + prev +
              ", %a : tensor<16xf32>\n";
  }
  text += "  return %v" + std::to_string(value) + " : tensor<16xf32>\n}\n";
  return text;
}

/// A context with what the benchmarks parse.
std::unique_ptr<mlir::MLIRContext> makeContext() {
  auto context = std::make_unique<mlir::MLIRContext>();
  context->loadDialect<mlir::func::FuncDialect, xhlo::hlo::HloDialect>();
  return context;
}

/// The number of instructions of a proto.
int64_t countInstructions(const xhlo::xla::HloModuleProto &proto) {
  int64_t count = 0;
  for (const auto &computation : proto.computations())
    count += computation.instructions_size();
  return count;
}

/// Every benchmark here: modules of 10k and 100k instructions, the time
/// per instruction checked for linear growth.
void sizes(benchmark::internal::Benchmark *benchmark) {
  benchmark->Arg(10000)
      ->Arg(100000)
      ->Unit(benchmark::kMillisecond)
      ->Complexity();
}

/// The generated module of `n` instructions as an HloModuleProto, if it
/// parses and exports.
std::optional<xhlo::xla::HloModuleProto> makeProto(int64_t n) {
  auto context = makeContext();
  auto module =
      mlir::parseSourceString<mlir::ModuleOp>(makeModule(n), context.get());
  if (!module)
    return std::nullopt;
  mlir::FailureOr<xhlo::xla::HloModuleProto> proto =
      xhlo::exportHloModule(*module);
  if (failed(proto))
    return std::nullopt;
  return std::move(*proto);
}

void BM_ExportToProto(benchmark::State &state) {
  auto context = makeContext();
  auto module = mlir::parseSourceString<mlir::ModuleOp>(
      makeModule(state.range(0)), context.get());
  if (!module) {
    state.SkipWithError("the generated module does not parse");
    return;
  }
  int64_t instructions = 0;
  for (auto _ : state) {
    mlir::FailureOr<xhlo::xla::HloModuleProto> proto =
        xhlo::exportHloModule(*module);
    if (failed(proto)) {
      state.SkipWithError("export failed");
      return;
    }
    instructions = countInstructions(*proto);
  }
  if (instructions < state.range(0))
    state.SkipWithError("export produced too few instructions");
  state.SetComplexityN(state.range(0));
  state.counters["instructions"] = instructions;
  setRates(state, state.range(0));
}
BENCHMARK(BM_ExportToProto)->Apply(sizes);

void BM_PrintText(benchmark::State &state) {
  std::optional<xhlo::xla::HloModuleProto> proto = makeProto(state.range(0));
  if (!proto) {
    state.SkipWithError("the generated module does not export");
    return;
  }
  size_t bytes = 0;
  for (auto _ : state) {
    std::string text;
    llvm::raw_string_ostream os(text);
    xhlo::hlo_text::printHloModule(*proto, os);
    bytes = text.size();
  }
  state.SetComplexityN(state.range(0));
  state.SetBytesProcessed(state.iterations() * bytes);
  setRates(state, state.range(0));
}
BENCHMARK(BM_PrintText)->Apply(sizes);

/// HLO text of the generated module, and its instruction count.
std::pair<std::string, int64_t> makeHloText(int64_t n) {
  std::optional<xhlo::xla::HloModuleProto> proto = makeProto(n);
  if (!proto)
    return {};
  std::string text;
  llvm::raw_string_ostream os(text);
  xhlo::hlo_text::printHloModule(*proto, os);
  return {text, countInstructions(*proto)};
}

void BM_ImportText(benchmark::State &state) {
  auto [text, instructions] = makeHloText(state.range(0));
  if (text.empty()) {
    state.SkipWithError("the generated module does not export");
    return;
  }
  for (auto _ : state) {
    auto context = makeContext();
    llvm::SourceMgr sourceMgr;
    sourceMgr.AddNewSourceBuffer(
        llvm::MemoryBuffer::getMemBuffer(text, "bench.hlo"), llvm::SMLoc());
    mlir::OwningOpRef<mlir::ModuleOp> module =
        xhlo::importHloText(sourceMgr, context.get());
    if (!module) {
      state.SkipWithError("import of the HLO text failed");
      return;
    }
    int64_t ops = 0;
    module->walk([&](mlir::Operation *) { ++ops; });
    if (ops < state.range(0)) {
      state.SkipWithError("import produced too few ops");
      return;
    }
  }
  state.SetComplexityN(state.range(0));
  state.SetBytesProcessed(state.iterations() * text.size());
  state.counters["instructions"] = instructions;
  setRates(state, state.range(0));
}
BENCHMARK(BM_ImportText)->Apply(sizes);

void BM_ImportProto(benchmark::State &state) {
  std::optional<xhlo::xla::HloModuleProto> proto = makeProto(state.range(0));
  if (!proto) {
    state.SkipWithError("the generated module does not export");
    return;
  }
  for (auto _ : state) {
    auto importContext = makeContext();
    mlir::OwningOpRef<mlir::ModuleOp> imported =
        xhlo::importHloModule(*proto, importContext.get(),
                              mlir::UnknownLoc::get(importContext.get()));
    if (!imported) {
      state.SkipWithError("import of the proto failed");
      return;
    }
  }
  state.SetComplexityN(state.range(0));
  setRates(state, state.range(0));
}
BENCHMARK(BM_ImportProto)->Apply(sizes);

} // namespace
