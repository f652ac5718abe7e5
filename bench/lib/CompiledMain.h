//===- CompiledMain.h - An hlo @main compiled for a benchmark ---*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// What the kernel benchmarks (InterpreterBench, DataMovementBench) share:
// random f32 arguments and an hlo function @main parsed from text and
// compiled for the interpreter.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_BENCH_LIB_COMPILEDMAIN_H
#define XHLO_BENCH_LIB_COMPILEDMAIN_H

#include "xhlo/Dialect/Hlo/IR/HloDialect.h"
#include "xhlo/Interpreter/Executable.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "benchmark/benchmark.h"

#include <memory>
#include <random>
#include <string>

namespace xhlo {

/// An f32 literal of `shape` with values uniform in [-1, 1) drawn from a
/// generator seeded with `seed`.
inline Literal randomF32(llvm::ArrayRef<int64_t> shape, unsigned seed) {
  Literal literal(ElementType::F32, shape);
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> value(-1.0f, 1.0f);
  float *data = literal.as<float>();
  for (int64_t i = 0; i < literal.getNumElements(); ++i)
    data[i] = value(rng);
  return literal;
}

/// `source` parsed and its @main compiled with `options`; `executable` is
/// null after SkipWithError on failure. The module lives as long as the
/// executable that refers to it.
struct CompiledMain {
  CompiledMain(benchmark::State &state, mlir::MLIRContext &context,
               const std::string &source,
               interp::ExecutableOptions options = {}) {
    context.loadDialect<mlir::func::FuncDialect, hlo::HloDialect>();
    module = mlir::parseSourceString<mlir::ModuleOp>(source, &context);
    mlir::FailureOr<std::unique_ptr<interp::Executable>> compiled =
        mlir::failure();
    if (module)
      compiled = interp::Executable::compile(
          module->lookupSymbol<mlir::func::FuncOp>("main"), options);
    if (failed(compiled)) {
      state.SkipWithError("cannot compile the benchmark's function");
      return;
    }
    executable = std::move(*compiled);
  }
  /// With only the reference kernels when `reference`.
  CompiledMain(benchmark::State &state, mlir::MLIRContext &context,
               const std::string &source, bool reference)
      : CompiledMain(state, context, source, referenceOptions(reference)) {}

  mlir::OwningOpRef<mlir::ModuleOp> module;
  std::unique_ptr<interp::Executable> executable;

private:
  static interp::ExecutableOptions referenceOptions(bool reference) {
    interp::ExecutableOptions options;
    options.referenceKernels = reference;
    return options;
  }
};

} // namespace xhlo

#endif // XHLO_BENCH_LIB_COMPILEDMAIN_H
