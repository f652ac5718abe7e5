//===- HloConversionTest.cpp - Tests for runHloConversions ----------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// runHloConversions runs several conversions to hlo as one, with one
// function boundary: the default one, or the one conversion's own. Two
// conversions with different boundaries of their own are an error naming
// both (before, the last one's boundary was kept silently). A conversion's
// prepare and finish steps run only where the ops they name are: prepare
// when one is in the module, finish when one was or the conversion made one.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Conversion/HloConversion.h"
#include "xhlo/Conversion/ArithToHlo/ArithToHlo.h"
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

/// How often the steps below ran.
int numPrepared = 0, numFinished = 0;

bool countPrepare(Operation *) {
  ++numPrepared;
  return false;
}

LogicalResult countFinish(Operation *, const TypeConverter &, bool *) {
  ++numFinished;
  return success();
}

constexpr StringLiteral addiOps[] = {"arith.addi"};
constexpr StringLiteral addOps[] = {"hlo.add"};
constexpr StringLiteral whileOps[] = {"hlo.while"};

/// arith's conversion with the counting steps, looking for `prepareOps`
/// before it and `finishOps` after it.
HloConversion withSteps(ArrayRef<StringLiteral> prepareOps,
                        ArrayRef<StringLiteral> finishOps) {
  HloConversion conversion = {"steps", populateArithToHloPatterns, nullptr};
  conversion.prepare = countPrepare;
  conversion.finish = countFinish;
  conversion.prepareOps = prepareOps;
  conversion.finishOps = finishOps;
  return conversion;
}

/// Runs `conversion` on `source`; returns {prepares, finishes} it ran.
std::pair<int, int> countSteps(MLIRContext &context,
                               const HloConversion &conversion,
                               const char *source) {
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(source, &context);
  if (!module) {
    ADD_FAILURE() << "the module did not parse";
    return {-1, -1};
  }
  numPrepared = numFinished = 0;
  HloConversionStats stats;
  const HloConversion *one = &conversion;
  EXPECT_TRUE(succeeded(
      runHloConversions(*module, one, HloConversionOptions(), stats)));
  return {numPrepared, numFinished};
}

TEST_F(HloConversionTest, StepsRunWhereTheirOpsAre) {
  const char *withAdd = "func.func @f(%x: i32) -> i32 {\n"
                        "  %y = arith.addi %x, %x : i32\n"
                        "  return %y : i32\n}\n";
  const char *withMul = "func.func @f(%x: i32) -> i32 {\n"
                        "  %y = arith.muli %x, %x : i32\n"
                        "  return %y : i32\n}\n";
  // Steps looking for arith.addi before and hlo.add (which the conversion
  // makes of arith.addi) after.
  HloConversion hooked = withSteps(addiOps, addOps);
  // arith.addi is there, and the conversion makes hlo.add of it.
  EXPECT_EQ(countSteps(context, hooked, withAdd), std::make_pair(1, 1));
  // Neither is there nor made.
  EXPECT_EQ(countSteps(context, hooked, withMul), std::make_pair(0, 0));
  // hlo.add already there: the finish runs though nothing makes one.
  EXPECT_EQ(countSteps(context, hooked,
                       "func.func @f(%x: tensor<i32>) -> tensor<i32> {\n"
                       "  %y = hlo.add %x, %x : tensor<i32>\n"
                       "  return %y : tensor<i32>\n}\n"),
            std::make_pair(0, 1));
  // Made ops other than the named one do not count.
  EXPECT_EQ(countSteps(context, withSteps(addiOps, whileOps), withAdd),
            std::make_pair(1, 0));
  // Steps that name no op run everywhere.
  EXPECT_EQ(countSteps(context, withSteps({}, {}), withMul),
            std::make_pair(1, 1));
}

} // namespace
