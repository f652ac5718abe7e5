//===- KernelTestBase.h - Shared fixture of the kernel tests ----*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// Literal helpers and a fixture that parses, compiles and runs a function
// @main through the interpreter, failing the test on any error.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_UNITTESTS_INTERPRETER_KERNELTESTBASE_H
#define XHLO_UNITTESTS_INTERPRETER_KERNELTESTBASE_H

#include "xhlo/Dialect/Hlo/IR/HloOps.h"
#include "xhlo/Interpreter/Executable.h"
#include "xhlo/Values/MemoryBudget.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

#include <cstring>
#include <string>
#include <vector>

namespace xhlo::interp::test {

/// A literal of `type` and `shape` holding `values` (of the storage type).
template <typename T>
Literal makeLiteral(ElementType type, llvm::ArrayRef<int64_t> shape,
                    const std::vector<T> &values) {
  Literal literal(type, shape);
  EXPECT_EQ(static_cast<size_t>(literal.getNumElements()), values.size());
  EXPECT_EQ(getElementTypeByteSize(type), sizeof(T));
  if (!values.empty()) // memcpy from an empty vector's null data is UB
    std::memcpy(literal.data(), values.data(), values.size() * sizeof(T));
  return literal;
}

/// The elements of an array value as `T`.
template <typename T> std::vector<T> valuesOf(const RtValue &value) {
  const Literal &literal = value.getArray();
  EXPECT_EQ(getElementTypeByteSize(literal.getElementType()), sizeof(T));
  const T *data = literal.as<T>();
  return std::vector<T>(data, data + literal.getNumElements());
}

inline std::vector<int64_t> shapeOf(const RtValue &value) {
  llvm::ArrayRef<int64_t> shape = value.getArray().getShape();
  return std::vector<int64_t>(shape.begin(), shape.end());
}

/// A run of a program in a memory budget of its own (runInBudget): its
/// results, or the errors it reported; and the budget's peak.
struct BudgetRun {
  std::vector<RtValue> results;
  std::string errors;
  uint64_t peak = 0;
};

class KernelTestBase : public ::testing::Test {
protected:
  KernelTestBase() {
    context.loadDialect<mlir::func::FuncDialect, xhlo::hlo::HloDialect>();
  }

  /// Parses `source`, compiles its function @main with `options` and runs
  /// it on `arguments`; fails the test (and returns nothing) on an error.
  std::vector<RtValue> run(const std::string &source,
                           std::vector<RtValue> arguments = {},
                           ExecutableOptions options = {}) {
    mlir::OwningOpRef<mlir::ModuleOp> module =
        mlir::parseSourceString<mlir::ModuleOp>(source, &context);
    if (!module) {
      ADD_FAILURE() << "cannot parse:\n" << source;
      return {};
    }
    auto func = module->lookupSymbol<mlir::func::FuncOp>("main");
    mlir::FailureOr<std::unique_ptr<Executable>> executable =
        Executable::compile(func, options);
    if (mlir::failed(executable)) {
      ADD_FAILURE() << "cannot compile:\n" << source;
      return {};
    }
    mlir::FailureOr<std::vector<RtValue>> results =
        (*executable)->run(arguments);
    if (mlir::failed(results)) {
      ADD_FAILURE() << "cannot run:\n" << source;
      return {};
    }
    return std::move(*results);
  }

  /// Compiles @main of `source` with `options` (the module is kept in
  /// `module` until the next compile); fails the test (and returns null) on
  /// an error.
  std::unique_ptr<Executable> compile(const std::string &source,
                                      ExecutableOptions options = {}) {
    module = mlir::parseSourceString<mlir::ModuleOp>(source, &context);
    if (!module) {
      ADD_FAILURE() << "cannot parse:\n" << source;
      return nullptr;
    }
    auto func = module->lookupSymbol<mlir::func::FuncOp>("main");
    mlir::FailureOr<std::unique_ptr<Executable>> executable =
        Executable::compile(func, options);
    if (mlir::failed(executable)) {
      ADD_FAILURE() << "cannot compile:\n" << source;
      return nullptr;
    }
    return std::move(*executable);
  }

  /// Runs @main of `source` on copies of `arguments` with `options` in a
  /// fresh MemoryBudget of `limit` bytes, collecting the errors; the budget
  /// must be back to nothing charged once the run's results are gone.
  BudgetRun runInBudget(const std::string &source,
                        const std::vector<Literal> &arguments, uint64_t limit,
                        ExecutableOptions options = {}) {
    BudgetRun run;
    std::unique_ptr<Executable> executable = compile(source, options);
    if (!executable)
      return run;
    std::vector<RtValue> values;
    for (const Literal &argument : arguments)
      values.emplace_back(argument.clone());
    MemoryBudget budget(limit);
    RunOptions runOptions;
    runOptions.budget = &budget;
    {
      mlir::ScopedDiagnosticHandler collect(
          &context, [&](mlir::Diagnostic &diagnostic) {
            run.errors += diagnostic.str() + "\n";
            return mlir::success();
          });
      mlir::FailureOr<std::vector<RtValue>> results =
          executable->run(values, runOptions);
      // The copies are charged to the test's budget, not the run's.
      if (mlir::succeeded(results))
        for (const RtValue &result : *results)
          run.results.emplace_back(result.getArray().clone());
    }
    EXPECT_EQ(budget.getUsed(), 0u) << "the run left bytes charged";
    run.peak = budget.getPeak();
    return run;
  }

  /// Runs a one-result function and returns its elements as `T`.
  template <typename T>
  std::vector<T> run1(const std::string &source,
                      std::vector<RtValue> arguments = {}) {
    std::vector<RtValue> results = run(source, std::move(arguments));
    if (results.size() != 1) {
      ADD_FAILURE() << "expected one result";
      return {};
    }
    return valuesOf<T>(results[0]);
  }

  mlir::MLIRContext context;
  mlir::OwningOpRef<mlir::ModuleOp> module;
};

} // namespace xhlo::interp::test

#endif // XHLO_UNITTESTS_INTERPRETER_KERNELTESTBASE_H
