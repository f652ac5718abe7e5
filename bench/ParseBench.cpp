//===- ParseBench.cpp - Parsing and verifying programs --------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// Measures how fast a generated program in the input dialects is parsed and
// verified by the context every xhlo tool uses; checks the op count it got.
//
//===----------------------------------------------------------------------===//

#include "xhlo/InitAll/InitAll.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"

#include "benchmark/benchmark.h"

#include <string>

namespace {

/// A chain of `n` elementwise arith ops on tensors in one function.
std::string makeChain(int64_t n) {
  std::string text = "func.func @chain(%a: tensor<16xf32>) -> tensor<16xf32> "
                     "{\n  %v0 = arith.addf %a, %a : tensor<16xf32>\n";
  for (int64_t i = 1; i < n; ++i)
    text += "  %v" + std::to_string(i) + " = arith.mulf %v" +
            std::to_string(i - 1) + ", %a : tensor<16xf32>\n";
  text += "  return %v" + std::to_string(n - 1) + " : tensor<16xf32>\n}\n";
  return text;
}

void BM_ParseAndVerify(benchmark::State &state) {
  const int64_t n = state.range(0);
  const std::string text = makeChain(n);
  mlir::DialectRegistry registry;
  xhlo::registerAllDialects(registry);
  mlir::MLIRContext context(registry);
  context.loadAllAvailableDialects();
  for (auto _ : state) {
    mlir::OwningOpRef<mlir::ModuleOp> module =
        mlir::parseSourceString<mlir::ModuleOp>(text, &context);
    if (!module || mlir::failed(mlir::verify(*module))) {
      state.SkipWithError("the generated program did not parse and verify");
      break;
    }
    // The function body holds n arith ops and the return.
    int64_t ops = 0;
    module->walk([&](mlir::Operation *op) {
      ops += op->getDialect() && op->getDialect()->getNamespace() == "arith";
    });
    if (ops != n) {
      state.SkipWithError("wrong number of ops after parsing");
      break;
    }
  }
  state.SetItemsProcessed(state.iterations() * n);
  state.SetBytesProcessed(state.iterations() * text.size());
}
BENCHMARK(BM_ParseAndVerify)
    ->Arg(1000)
    ->Arg(10000)
    ->Unit(benchmark::kMillisecond);

} // namespace
