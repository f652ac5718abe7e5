//===- CompiledExample.h - An example compiled for the benchmarks -*- C++
//-*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// A python-free example's source brought to hlo by the xhlo-linalg-to-hlo
// pipeline and one of its functions compiled for the interpreter with 2
// threads, as the model benchmarks (Vgg19Bench, FashionMnistBench) run it.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_BENCH_LIB_COMPILEDEXAMPLE_H
#define XHLO_BENCH_LIB_COMPILEDEXAMPLE_H

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

namespace xhlo {

/// An example converted to hlo, with the executable of one of its
/// functions (2 threads).
struct CompiledExample {
  mlir::MLIRContext context;
  mlir::OwningOpRef<mlir::ModuleOp> module;
  mlir::func::FuncOp func;
  std::unique_ptr<interp::Executable> executable;

  CompiledExample() : context(makeRegistry()) {}
  static mlir::DialectRegistry makeRegistry() {
    mlir::DialectRegistry registry;
    registry.insert<mlir::arith::ArithDialect, mlir::func::FuncDialect,
                    mlir::linalg::LinalgDialect, mlir::math::MathDialect,
                    mlir::scf::SCFDialect, mlir::tensor::TensorDialect,
                    hlo::HloDialect>();
    return registry;
  }
  /// Parses `source`, converts it and compiles its function `name`; null
  /// on success, else what failed.
  const char *compile(llvm::StringRef source, llvm::StringRef name) {
    module = mlir::parseSourceString<mlir::ModuleOp>(source, &context);
    if (!module)
      return "cannot parse the example";
    mlir::PassManager pm(&context);
    buildLinalgToHloPipeline(pm, LinalgToHloPipelineOptions{});
    if (failed(pm.run(*module)))
      return "cannot convert the example to hlo";
    func = module->lookupSymbol<mlir::func::FuncOp>(name);
    if (!func)
      return "the example has no such function";
    interp::ExecutableOptions options;
    options.numThreads = 2;
    mlir::FailureOr<std::unique_ptr<interp::Executable>> compiled =
        interp::Executable::compile(func, options);
    if (failed(compiled))
      return "cannot compile the function";
    executable = std::move(*compiled);
    return nullptr;
  }
};

} // namespace xhlo

#endif // XHLO_BENCH_LIB_COMPILEDEXAMPLE_H
