//===- HloCombinerTest.cpp - Classifying reduction computations ----------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// classifyCombiner on every form it names (both operand orders, the
// NaN-ignoring maximum and minimum, variadic computations) and on the
// computations that only look like them.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Dialect/Hlo/IR/HloCombiner.h"
#include "xhlo/Dialect/Hlo/IR/HloOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

#include <string>

using namespace mlir;
using namespace xhlo::hlo;

namespace {

class HloCombinerTest : public ::testing::Test {
protected:
  HloCombinerTest() { context.loadDialect<func::FuncDialect, HloDialect>(); }

  /// The kind of result `i` of the body `body` (the ops between the block
  /// arguments %a0..%a{n-1}, %b0..%b{n-1} of f32 scalars and hlo.return) of a
  /// reduce with `n` inputs.
  CombinerKind classify(const std::string &body, unsigned i = 0,
                        unsigned n = 1) {
    std::string args, types, inputs, inits;
    for (unsigned k = 0; k < n; ++k) {
      args += (k ? ", " : "") + ("%a" + std::to_string(k)) + ": tensor<f32>";
      types += (k ? ", " : "") + std::string("tensor<f32>");
      inputs += (k ? ", " : "") + ("%x" + std::to_string(k));
      inits += (k ? ", " : "") + ("%i" + std::to_string(k));
    }
    std::string bargs = args;
    for (unsigned k = 0; k < n; ++k)
      bargs += ", %b" + std::to_string(k) + ": tensor<f32>";
    std::string fargs;
    for (unsigned k = 0; k < n; ++k) {
      fargs += (k ? ", " : "") + ("%x" + std::to_string(k)) +
               ": tensor<4xf32>, %i" + std::to_string(k) + ": tensor<f32>";
    }
    std::string generic = "func.func @f(" + fargs +
                          ") {\n  %r:" + std::to_string(n) +
                          " = \"hlo.reduce\"(" + inputs + ", " + inits +
                          ") <{dimensions = array<i64: 0>}> ({\n  ^bb0(" +
                          bargs + "):\n" + body + "\n  }) : (";
    for (unsigned k = 0; k < n; ++k)
      generic += std::string(k ? ", " : "") + "tensor<4xf32>";
    for (unsigned k = 0; k < n; ++k)
      generic += ", tensor<f32>";
    generic += ") -> (" + types + ")\n  return\n}\n";
    module = parseSourceString<ModuleOp>(generic, &context);
    EXPECT_TRUE(module) << generic;
    if (!module)
      return CombinerKind::Other;
    ReduceOp reduce;
    module->walk([&](ReduceOp op) { reduce = op; });
    return classifyCombiner(reduce.getToApply(), i, n);
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
};

TEST_F(HloCombinerTest, BinaryOpsInEitherOrder) {
  EXPECT_EQ(classify("%s = hlo.add %a0, %b0 : tensor<f32>\n"
                     "hlo.return %s : tensor<f32>"),
            CombinerKind::Add);
  EXPECT_EQ(classify("%s = hlo.multiply %b0, %a0 : tensor<f32>\n"
                     "hlo.return %s : tensor<f32>"),
            CombinerKind::Multiply);
  EXPECT_EQ(classify("%s = hlo.maximum %b0, %a0 : tensor<f32>\n"
                     "hlo.return %s : tensor<f32>"),
            CombinerKind::Maximum);
  EXPECT_EQ(classify("%s = hlo.minimum %a0, %b0 : tensor<f32>\n"
                     "hlo.return %s : tensor<f32>"),
            CombinerKind::Minimum);
  EXPECT_EQ(classify("%s = hlo.subtract %a0, %b0 : tensor<f32>\n"
                     "hlo.return %s : tensor<f32>"),
            CombinerKind::Subtract);
  EXPECT_EQ(classify("hlo.return %b0 : tensor<f32>"), CombinerKind::Overwrite);
}

TEST_F(HloCombinerTest, NaNIgnoringMaximumAndMinimum) {
  const char *form = "%m = hlo.%s %a0, %b0 : tensor<f32>\n"
                     "%na = hlo.compare NE, %a0, %a0 : tensor<f32>\n"
                     "%nb = hlo.compare NE, %b0, %b0 : tensor<f32>\n"
                     "%in = hlo.select %nb, %a0, %m : tensor<i1>, tensor<f32>\n"
                     "%out = hlo.select %na, %b0, %in : tensor<i1>, "
                     "tensor<f32>\n"
                     "hlo.return %out : tensor<f32>";
  std::string maximum(form), minimum(form);
  maximum.replace(maximum.find("%s"), 2, "maximum");
  minimum.replace(minimum.find("%s"), 2, "minimum");
  EXPECT_EQ(classify(maximum), CombinerKind::MaximumNum);
  EXPECT_EQ(classify(minimum), CombinerKind::MinimumNum);
  EXPECT_EQ(isMaximumKind(CombinerKind::MaximumNum), true);
  EXPECT_EQ(isMaximumKind(CombinerKind::Minimum), false);
  EXPECT_EQ(isMaximumKind(CombinerKind::Add), std::nullopt);
}

TEST_F(HloCombinerTest, LookalikesAreOther) {
  // The element minus the accumulator, the accumulator twice, a constant.
  EXPECT_EQ(classify("%s = hlo.subtract %b0, %a0 : tensor<f32>\n"
                     "hlo.return %s : tensor<f32>"),
            CombinerKind::Other);
  EXPECT_EQ(classify("%s = hlo.add %a0, %a0 : tensor<f32>\n"
                     "hlo.return %s : tensor<f32>"),
            CombinerKind::Other);
  EXPECT_EQ(classify("%c = hlo.constant dense<1.0> : tensor<f32>\n"
                     "%s = hlo.add %a0, %c : tensor<f32>\n"
                     "hlo.return %s : tensor<f32>"),
            CombinerKind::Other);
  EXPECT_EQ(classify("hlo.return %a0 : tensor<f32>"), CombinerKind::Other);
  // A select whose NaN tests test the wrong values.
  EXPECT_EQ(classify("%m = hlo.maximum %a0, %b0 : tensor<f32>\n"
                     "%na = hlo.compare NE, %a0, %a0 : tensor<f32>\n"
                     "%in = hlo.select %na, %a0, %m : tensor<i1>, tensor<f32>\n"
                     "%out = hlo.select %na, %b0, %in : tensor<i1>, "
                     "tensor<f32>\n"
                     "hlo.return %out : tensor<f32>"),
            CombinerKind::Other);
}

TEST_F(HloCombinerTest, VariadicComputations) {
  const char *body = "%s = hlo.add %a0, %b0 : tensor<f32>\n"
                     "%m = hlo.maximum %b1, %a1 : tensor<f32>\n"
                     "hlo.return %s, %m : tensor<f32>, tensor<f32>";
  EXPECT_EQ(classify(body, 0, 2), CombinerKind::Add);
  EXPECT_EQ(classify(body, 1, 2), CombinerKind::Maximum);
  // Result 0 combining the other pair's values.
  EXPECT_EQ(classify("%s = hlo.add %a1, %b1 : tensor<f32>\n"
                     "hlo.return %s, %s : tensor<f32>, tensor<f32>",
                     0, 2),
            CombinerKind::Other);
}

} // namespace
