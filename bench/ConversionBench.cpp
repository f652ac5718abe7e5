//===- ConversionBench.cpp - The linalg-to-hlo pipeline on large modules --===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// Measures the xhlo-linalg-to-hlo pipeline (buildLinalgToHloPipeline: the
// canonicalizations, every conversion, cse and the final check) on generated
// modules of n linalg ops, and fits the time against n (expected linear).
// The ops come in chained blocks of ten, a dense layer and a softmax (see
// makeFunction): fills, a matmul, elementwise generics with broadcasts,
// transposes and reductions. One variant puts them all in one function (a
// model as a frontend emits it), the other in functions of 100 ops. Each
// benchmark checks that no linalg op is left and counts the hlo ops made.
// Multithreading is off, so that the figures are the work done, not the
// machine's free cores; parsing and copying the input are not timed.
//
// The work is linear: callgrind counts 3.97x the instructions for 4x the
// ops (10k to 40k, the pipeline alone). The time per op still rises from 10k
// to 100k ops, as the IR (about 3 KB per linalg op at its peak) outgrows the
// caches, and above all because a 100k-op run (one iteration) touches
// hundreds of MB of fresh heap, whose first touch costs 0.4-2 ms per MB on
// this project's virtual machines (ToolHeap.h). Like xhlo-opt, the benchmark
// keeps its heap (keepToolHeap). Issue 19's target, 2 s
// per 100k ops, is per_op <= 20us (compare.py --check).
//
//===----------------------------------------------------------------------===//

#include "xhlo/Conversion/Pipelines.h"
#include "xhlo/Dialect/Hlo/IR/HloDialect.h"
#include "xhlo/Tools/ToolHeap.h"

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

#include "llvm/ADT/ArrayRef.h"

#include "benchmark/benchmark.h"

#include <string>

namespace {

/// The heap as xhlo-opt has it, before any benchmark runs.
[[maybe_unused]] const bool heapKept = (xhlo::keepToolHeap(), true);

/// The number of linalg ops in one block of the generated functions.
constexpr int64_t kBlockOps = 10;

/// A linalg.generic computing `body` (which reads %a, %c, ... and yields %r)
/// on 8x16xf32 from the 8x16 `input` and the broadcast `others` with
/// `otherTypes` and `otherMaps`.
std::string generic(const std::string &result, const std::string &input,
                    llvm::ArrayRef<std::string> others,
                    llvm::ArrayRef<std::string> otherTypes,
                    llvm::ArrayRef<std::string> otherMaps,
                    const std::string &body) {
  const char *names[] = {"%c", "%d"};
  std::string maps = "affine_map<(i, j) -> (i, j)>", ins = input,
              types = "tensor<8x16xf32>", args = "%a: f32";
  for (size_t k = 0; k < others.size(); ++k) {
    maps += ", " + otherMaps[k];
    ins += ", " + others[k];
    types += ", " + otherTypes[k];
    args += std::string(", ") + names[k] + ": f32";
  }
  return "  " + result + " = linalg.generic {indexing_maps = [" + maps +
         ", affine_map<(i, j) -> (i, j)>], iterator_types = [\"parallel\", "
         "\"parallel\"]} ins(" +
         ins + " : " + types + ") outs(%e : tensor<8x16xf32>) {\n  ^bb0(" +
         args + ", %o: f32):\n" + body +
         "    linalg.yield %r : f32\n  } -> tensor<8x16xf32>\n";
}

/// A linalg.reduce of `input` over its rows into `init` with `combiner`.
std::string reduce(const std::string &result, const std::string &input,
                   const std::string &init, const char *combiner) {
  return "  " + result + " = linalg.reduce ins(" + input +
         " : tensor<8x16xf32>) outs(" + init +
         " : tensor<8xf32>) dimensions = [1]\n    (%in: f32, %acc: f32) {\n"
         "      %m = " +
         combiner + " %in, %acc : f32\n      linalg.yield %m : f32\n    }\n";
}

/// A function @name of `blocks` chained blocks of kBlockOps linalg ops on
/// 8x16xf32 activations: fill, matmul, a generic dividing by the previous
/// block's row sums (a softmax's normalization, moved past the linear
/// matmul) and adding a broadcast bias with relu, two transposes, fill, a
/// max reduction, a generic with exp of the difference to the broadcast
/// maximum, fill and a sum reduction. It returns the last block's
/// exponentials and sums, so every op is live.
std::string makeFunction(const std::string &name, int64_t blocks) {
  std::string text =
      "func.func @" + name +
      "(%x: tensor<8x16xf32>, %w: tensor<16x16xf32>, %b: tensor<16xf32>, "
      "%s0: tensor<8xf32>) -> (tensor<8x16xf32>, tensor<8xf32>) {\n"
      "  %zero = arith.constant 0.0 : f32\n"
      "  %ninf = arith.constant 0xFF800000 : f32\n"
      "  %e = tensor.empty() : tensor<8x16xf32>\n"
      "  %et = tensor.empty() : tensor<16x8xf32>\n"
      "  %er = tensor.empty() : tensor<8xf32>\n";
  std::string current = "%x", sums = "%s0";
  const std::string row = "affine_map<(i, j) -> (i)>";
  const std::string column = "affine_map<(i, j) -> (j)>";
  for (int64_t block = 0; block < blocks; ++block) {
    std::string v = "%v" + std::to_string(block) + "_";
    text += "  " + v +
            "0 = linalg.fill ins(%zero : f32) outs(%e : tensor<8x16xf32>) -> "
            "tensor<8x16xf32>\n";
    text += "  " + v + "1 = linalg.matmul ins(" + current +
            ", %w : tensor<8x16xf32>, tensor<16x16xf32>) outs(" + v +
            "0 : tensor<8x16xf32>) -> tensor<8x16xf32>\n";
    text += generic(v + "2", v + "1", {sums, "%b"},
                    {"tensor<8xf32>", "tensor<16xf32>"}, {row, column},
                    "    %q = arith.divf %a, %c : f32\n"
                    "    %s = arith.addf %q, %d : f32\n"
                    "    %r = arith.maximumf %s, %zero : f32\n");
    text += "  " + v + "3 = linalg.transpose ins(" + v +
            "2 : tensor<8x16xf32>) outs(%et : tensor<16x8xf32>) permutation "
            "= [1, 0]\n";
    text += "  " + v + "4 = linalg.transpose ins(" + v +
            "3 : tensor<16x8xf32>) outs(%e : tensor<8x16xf32>) permutation = "
            "[1, 0]\n";
    text += "  " + v +
            "5 = linalg.fill ins(%ninf : f32) outs(%er : tensor<8xf32>) -> "
            "tensor<8xf32>\n";
    text += reduce(v + "6", v + "4", v + "5", "arith.maximumf");
    text += generic(v + "7", v + "4", {v + "6"}, {"tensor<8xf32>"}, {row},
                    "    %t = arith.subf %a, %c : f32\n"
                    "    %r = math.exp %t : f32\n");
    text += "  " + v +
            "8 = linalg.fill ins(%zero : f32) outs(%er : tensor<8xf32>) -> "
            "tensor<8xf32>\n";
    text += reduce(v + "9", v + "7", v + "8", "arith.addf");
    current = v + "7";
    sums = v + "9";
  }
  text += "  return " + current + ", " + sums +
          " : tensor<8x16xf32>, tensor<8xf32>\n}\n";
  return text;
}

/// A module of `ops` linalg ops (a multiple of kBlockOps) in functions of
/// `perFunction` ops.
std::string makeModule(int64_t ops, int64_t perFunction) {
  std::string text;
  int64_t index = 0;
  for (int64_t done = 0; done < ops; done += perFunction)
    text += makeFunction("f" + std::to_string(index++),
                         std::min(perFunction, ops - done) / kBlockOps);
  return text;
}

/// A context with what the generated modules use, single-threaded.
std::unique_ptr<mlir::MLIRContext> makeContext() {
  auto context = std::make_unique<mlir::MLIRContext>(
      mlir::MLIRContext::Threading::DISABLED);
  context->loadDialect<mlir::arith::ArithDialect, mlir::func::FuncDialect,
                       mlir::linalg::LinalgDialect, mlir::math::MathDialect,
                       mlir::scf::SCFDialect, mlir::tensor::TensorDialect,
                       xhlo::hlo::HloDialect>();
  return context;
}

/// Runs the pipeline on copies of a module of state.range(0) linalg ops in
/// functions of `perFunction` ops.
void runPipeline(benchmark::State &state, int64_t perFunction) {
  int64_t ops = state.range(0);
  auto context = makeContext();
  mlir::OwningOpRef<mlir::ModuleOp> input =
      mlir::parseSourceString<mlir::ModuleOp>(makeModule(ops, perFunction),
                                              context.get());
  if (!input) {
    state.SkipWithError("the generated module does not parse");
    return;
  }
  int64_t linalgOps = 0;
  input->walk([&](mlir::linalg::LinalgOp) { ++linalgOps; });
  if (linalgOps != ops) {
    state.SkipWithError("the generated module has the wrong op count");
    return;
  }

  int64_t hloOps = 0;
  for (auto _ : state) {
    state.PauseTiming();
    mlir::OwningOpRef<mlir::ModuleOp> module = input->clone();
    mlir::PassManager pm(context.get());
    xhlo::buildLinalgToHloPipeline(pm, xhlo::LinalgToHloPipelineOptions());
    state.ResumeTiming();

    if (mlir::failed(pm.run(*module))) {
      state.SkipWithError("the pipeline failed");
      return;
    }

    state.PauseTiming();
    hloOps = 0;
    int64_t left = 0;
    module->walk([&](mlir::Operation *op) {
      if (llvm::isa_and_present<xhlo::hlo::HloDialect>(op->getDialect()))
        ++hloOps;
      else if (llvm::isa_and_present<mlir::linalg::LinalgDialect>(
                   op->getDialect()))
        ++left;
    });
    if (left != 0 || hloOps < ops) {
      state.SkipWithError("the pipeline left linalg ops or made too few hlo");
      return;
    }
    module = nullptr;
    state.ResumeTiming();
  }
  state.SetComplexityN(ops);
  state.counters["hlo_ops"] = hloOps;
  // Seconds per linalg op (printed with an SI prefix: 40u is 40 us).
  state.counters["per_op"] =
      benchmark::Counter(ops, benchmark::Counter::kIsIterationInvariantRate |
                                  benchmark::Counter::kInvert);
  state.counters["ops_per_second"] =
      benchmark::Counter(ops, benchmark::Counter::kIsIterationInvariantRate);
}

void BM_LinalgToHloOneFunction(benchmark::State &state) {
  runPipeline(state, state.range(0));
}
BENCHMARK(BM_LinalgToHloOneFunction)
    ->Arg(1000)
    ->Arg(10000)
    ->Arg(100000)
    ->Unit(benchmark::kMillisecond)
    ->Complexity(benchmark::oN);

void BM_LinalgToHloManyFunctions(benchmark::State &state) {
  runPipeline(state, 100);
}
BENCHMARK(BM_LinalgToHloManyFunctions)
    ->Arg(1000)
    ->Arg(10000)
    ->Arg(100000)
    ->Unit(benchmark::kMillisecond)
    ->Complexity(benchmark::oN);

} // namespace
