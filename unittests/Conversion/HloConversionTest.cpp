//===- HloConversionTest.cpp - Tests for runHloConversions ----------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// runHloConversions runs several conversions to hlo as one, with one
// function boundary: the default one, or the one conversion's own. Two
// conversions with different boundaries of their own are an error naming
// both (before, the last one's boundary was kept silently).
//
//===----------------------------------------------------------------------===//

#include "xhlo/Conversion/HloConversion.h"
#include "xhlo/Conversion/FuncToHlo/FuncToHlo.h"

#include "xhlo/Dialect/Hlo/IR/HloDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

#include <string>

using namespace mlir;
using namespace xhlo;

namespace {

/// Adds nothing: the conversions below differ in their boundaries only.
void populateNothing(TypeConverter &, RewritePatternSet &,
                     HloConversionTarget &) {}

/// A boundary of its own (the default one's patterns, under another name).
void populateOtherBoundary(TypeConverter &typeConverter,
                           RewritePatternSet &patterns,
                           ConversionTarget &target) {
  populateFuncBoundaryToHloPatterns(typeConverter, patterns, target);
}

const HloConversion plainConversion = {"plain", populateNothing, nullptr};
const HloConversion signatureConversion = {"signature",
                                           populateNothing,
                                           nullptr,
                                           {},
                                           populateFuncSignatureToHloPatterns};
const HloConversion otherBoundaryConversion = {
    "other", populateNothing, nullptr, {}, populateOtherBoundary};

class HloConversionTest : public ::testing::Test {
protected:
  HloConversionTest() {
    context
        .loadDialect<hlo::HloDialect, arith::ArithDialect, func::FuncDialect>();
  }

  /// Runs `conversions` on a module with one function taking an i32;
  /// returns whether they succeeded and collects the errors in `errors`.
  bool run(ArrayRef<const HloConversion *> conversions, std::string &errors) {
    OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(
        "func.func @f(%x: i32) -> i32 {\n  return %x : i32\n}\n", &context);
    if (!module) {
      ADD_FAILURE() << "the module did not parse";
      return false;
    }
    ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diagnostic) {
      errors += diagnostic.str() + "\n";
      return success();
    });
    HloConversionStats stats;
    bool ok = succeeded(
        runHloConversions(*module, conversions, HloConversionOptions(), stats));
    // On success the boundary was converted (i32 -> tensor<i32>); on
    // failure nothing was.
    std::string text;
    llvm::raw_string_ostream os(text);
    module->print(os);
    EXPECT_EQ(text.find("tensor<i32>") != std::string::npos, ok) << text;
    return ok;
  }

  MLIRContext context;
};

TEST_F(HloConversionTest, ConflictingBoundariesAreAnError) {
  std::string errors;
  EXPECT_FALSE(
      run({&plainConversion, &signatureConversion, &otherBoundaryConversion},
          errors));
  EXPECT_NE(errors.find("the conversions to hlo 'signature' and 'other' each "
                        "convert the function boundary their own way and "
                        "cannot run as one conversion; run their passes one "
                        "after the other"),
            std::string::npos)
      << errors;
  // The real func conversion against another boundary too.
  errors.clear();
  EXPECT_FALSE(run({&otherBoundaryConversion, &funcToHloConversion}, errors));
  EXPECT_NE(errors.find("'other' and 'func'"), std::string::npos) << errors;
}

TEST_F(HloConversionTest, OneBoundaryOfTheirOwnRuns) {
  std::string errors;
  // The default boundary, one conversion's own, or the same one twice.
  EXPECT_TRUE(run({&plainConversion}, errors));
  EXPECT_TRUE(run({&plainConversion, &otherBoundaryConversion}, errors));
  EXPECT_TRUE(run(
      {&otherBoundaryConversion, &plainConversion, &otherBoundaryConversion},
      errors));
  EXPECT_TRUE(run({&signatureConversion, &funcToHloConversion}, errors));
  EXPECT_EQ(errors, "");
}

} // namespace
