//===- InitAllTest.cpp - Tests for dialect and pass registration ----------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//

#include "xhlo/InitAll/InitAll.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassRegistry.h"

#include "gtest/gtest.h"

#include <string>
#include <vector>

using namespace mlir;

namespace {

/// The input dialects xhlo's tools promise to parse.
const char *const kInputDialects[] = {
    "affine", "arith", "bufferization", "complex", "func",  "gpu",
    "linalg", "math",  "memref",        "scf",     "tensor"};

TEST(InitAll, RegistersEveryInputDialect) {
  DialectRegistry registry;
  xhlo::registerUpstreamInputDialects(registry);
  std::vector<std::string> names;
  for (llvm::StringRef name : registry.getDialectNames())
    names.push_back(name.str());
  std::vector<std::string> expected(std::begin(kInputDialects),
                                    std::end(kInputDialects));
  // Every registry starts with the builtin dialect; it lists its dialects
  // sorted by name.
  expected.insert(expected.begin() + 3, "builtin");
  EXPECT_EQ(names, expected);
}

/// A program that touches every input dialect parses and verifies.
TEST(InitAll, ParsesAProgramInEveryInputDialect) {
  DialectRegistry registry;
  xhlo::registerAllDialects(registry);
  MLIRContext context(registry);
  const char *program = R"mlir(
    func.func @f(%a: tensor<4xf32>, %m: memref<4xf32>, %c: i1) -> tensor<4xf32> {
      %e = tensor.empty() : tensor<4xf32>
      %r = linalg.map { math.exp } ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>)
      %t = bufferization.to_tensor %m : memref<4xf32>
      %s = arith.select %c, %r, %t : tensor<4xf32>
      %z = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
      %w = complex.conj %z : complex<f32>
      affine.for %i = 0 to 4 {
        %x = affine.load %m[%i] : memref<4xf32>
        memref.store %x, %m[%i] : memref<4xf32>
      }
      %y = scf.if %c -> tensor<4xf32> {
        scf.yield %s : tensor<4xf32>
      } else {
        scf.yield %a : tensor<4xf32>
      }
      return %y : tensor<4xf32>
    })mlir";
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(program, &context);
  ASSERT_TRUE(module);
  EXPECT_TRUE(succeeded(verify(*module)));
}

/// A type error is a diagnostic, not a crash, and names the place.
TEST(InitAll, RejectsAnIllTypedProgramWithALocation) {
  DialectRegistry registry;
  xhlo::registerAllDialects(registry);
  MLIRContext context(registry);
  std::string message;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
    llvm::raw_string_ostream os(message);
    os << diag.getLocation() << ": " << diag;
    return success();
  });
  const char *program = R"mlir(
    func.func @f(%a: tensor<4xf32>) -> tensor<4xi32> {
      return %a : tensor<4xf32>
    })mlir";
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(program, &context);
  EXPECT_FALSE(module);
  EXPECT_NE(message.find("loc(\"-\":3:7)"), std::string::npos) << message;
  EXPECT_NE(message.find("type of return operand 0"), std::string::npos)
      << message;
}

TEST(InitAll, RegistersCanonicalizeCseAndTheConversions) {
  xhlo::registerAllPasses();
  EXPECT_NE(PassInfo::lookup("canonicalize"), nullptr);
  EXPECT_NE(PassInfo::lookup("cse"), nullptr);
  EXPECT_NE(PassInfo::lookup("convert-arith-to-hlo"), nullptr);
  EXPECT_NE(PassInfo::lookup("convert-math-to-hlo"), nullptr);
  EXPECT_NE(PassInfo::lookup("convert-hlo-to-xrt"), nullptr);
}

TEST(InitAll, RegistersXhloDialects) {
  DialectRegistry registry;
  xhlo::registerXhloDialects(registry);
  std::vector<std::string> names;
  for (llvm::StringRef name : registry.getDialectNames())
    names.push_back(name.str());
  EXPECT_EQ(names, (std::vector<std::string>{"builtin", "hlo", "xrt"}));
}

} // namespace
