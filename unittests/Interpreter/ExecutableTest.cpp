//===- ExecutableTest.cpp - The interpreter's library API -----------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// Compile once, run many times, and a clear error (never a crash) for every
// argument that does not match the function: count, shape, element type,
// array against tuple.
//
//===----------------------------------------------------------------------===//

#include "KernelTestBase.h"

#include "mlir/IR/Diagnostics.h"

using namespace xhlo;
using namespace xhlo::interp;
using namespace xhlo::interp::test;

namespace {

class ExecutableTest : public KernelTestBase {
protected:
  /// Compiles @main of `source`; diagnostics are collected in `messages`.
  std::unique_ptr<Executable> compile(const std::string &source) {
    module = mlir::parseSourceString<mlir::ModuleOp>(source, &context);
    if (!module)
      return nullptr;
    mlir::FailureOr<std::unique_ptr<Executable>> executable =
        Executable::compile(module->lookupSymbol<mlir::func::FuncOp>("main"));
    if (mlir::failed(executable))
      return nullptr;
    return std::move(*executable);
  }

  /// Runs `executable` on `arguments` and returns the error it reported
  /// ("" when it succeeded).
  std::string runError(Executable &executable, std::vector<RtValue> arguments) {
    std::string message;
    mlir::ScopedDiagnosticHandler handler(&context,
                                          [&](mlir::Diagnostic &diagnostic) {
                                            message = diagnostic.str();
                                            return mlir::success();
                                          });
    mlir::FailureOr<std::vector<RtValue>> results = executable.run(arguments);
    return mlir::succeeded(results) ? "" : message;
  }

  mlir::OwningOpRef<mlir::ModuleOp> module;
};

const char *kAdd = R"(
  func.func @main(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %r = hlo.add %a, %b : tensor<2x3xf32>
    return %r : tensor<2x3xf32>
  })";

TEST_F(ExecutableTest, RunsManyTimes) {
  std::unique_ptr<Executable> executable = compile(kAdd);
  ASSERT_TRUE(executable);
  for (int i = 0; i < 3; ++i) {
    std::vector<float> a(6, float(i)), b(6, 1.0f);
    mlir::FailureOr<std::vector<RtValue>> results =
        executable->run({makeLiteral(ElementType::F32, {2, 3}, a),
                         makeLiteral(ElementType::F32, {2, 3}, b)});
    ASSERT_TRUE(mlir::succeeded(results));
    EXPECT_EQ(valuesOf<float>((*results)[0]),
              std::vector<float>(6, float(i) + 1.0f));
  }
}

TEST_F(ExecutableTest, WrongArgumentsAreClearErrors) {
  std::unique_ptr<Executable> executable = compile(kAdd);
  ASSERT_TRUE(executable);
  Literal good(ElementType::F32, {2, 3});
  EXPECT_EQ(runError(*executable, {RtValue(good.clone())}),
            "@main takes 2 arguments, got 1");
  EXPECT_EQ(runError(*executable, {RtValue(good.clone()),
                                   RtValue(Literal(ElementType::F32, {3, 2}))}),
            "argument 1 of @main must be f32[2,3], got f32[3,2]");
  EXPECT_EQ(runError(*executable, {RtValue(Literal(ElementType::F64, {2, 3})),
                                   RtValue(good.clone())}),
            "argument 0 of @main must be f32[2,3], got f64[2,3]");
  EXPECT_EQ(runError(*executable, {RtValue::tuple({RtValue(good.clone())}),
                                   RtValue(good.clone())}),
            "argument 0 of @main must be f32[2,3], got (f32[2,3])");
  // The executable still works afterwards.
  EXPECT_EQ(
      runError(*executable, {RtValue(good.clone()), RtValue(good.clone())}),
      "");
}

} // namespace
