//===- HloConstantFoldTest.cpp - Constant folding against the interpreter -===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// Folds every elementwise hlo op (the ops with the Elementwise trait, and
// clamp, taken from the registered op list) on every element type it
// accepts (found by verifying candidate signatures) and compares the folded
// constant with the interpreter running the same op on the same values, bit
// for bit. The values include NaN, infinities, -0, overflow, denormals,
// division by zero, INT_MIN / -1 and shifts of at least the bit width; every
// combination of them for ops of two and three operands. The same ops on
// splat operands larger than any non-splat fold must fold to splats of the
// same values. Smaller tests check the size limits, that ops with side
// effects do not fold, and that without the evaluator only identities fold.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Dialect/Hlo/IR/HloOps.h"
#include "xhlo/InitAll/InitAll.h"
#include "xhlo/Interpreter/ConstantEvaluator.h"
#include "xhlo/Interpreter/Executable.h"
#include "xhlo/Values/Literal.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/Support/raw_ostream.h"

#include "gtest/gtest.h"

#include <complex>
#include <cstring>
#include <limits>
#include <map>
#include <string>
#include <vector>

using namespace mlir;
using namespace xhlo;
using llvm::APFloat;
using llvm::APInt;

namespace {

/// Every element type xhlo stores that a DenseElementsAttr can hold. The
/// hlo dialect's own floats (f8e3m4, f4e2m1fn, ...) have none: their
/// constants are #hlo.float_bits, which no folder reads, so they never fold
/// (test/Dialect/Hlo/float-types.mlir checks that, and
/// test/Interpreter/narrow-floats.test their kernels).
std::vector<ElementType> allElementTypes() {
  MLIRContext context;
  context.loadDialect<hlo::HloDialect>();
  std::vector<ElementType> types;
#define XHLO_HOST_ELEMENT_TYPE(Enum, ...)                                      \
  if (isa<IntegerType, FloatType, ComplexType>(                                \
          getMlirElementType(ElementType::Enum, &context)))                    \
    types.push_back(ElementType::Enum);
#include "xhlo/Dialect/Hlo/IR/HloElementTypes.def"
  return types;
}

/// The interesting values of element type `type`, as a 1-d literal.
Literal interestingValues(ElementType type, MLIRContext *context) {
  Type element = getMlirElementType(type, context);
  auto typeOf = [&](size_t count) {
    return RankedTensorType::get({static_cast<int64_t>(count)}, element);
  };
  if (type == ElementType::Pred)
    return *Literal::fromAttr(
        DenseElementsAttr::get(typeOf(2), ArrayRef<bool>{false, true}));
  if (auto intType = dyn_cast<IntegerType>(element)) {
    int64_t width = intType.getWidth();
    // Shift amounts around the width, division by zero and by -1, the
    // extremes (INT_MIN / -1, overflow).
    std::vector<int64_t> values = {0, 1,         -1,    2,         3,
                                   7, width - 1, width, width + 1, 100};
    std::vector<APInt> ints;
    for (int64_t v : values)
      ints.push_back(APInt(64, v, /*isSigned=*/true).trunc(width));
    ints.push_back(intType.isUnsigned() ? APInt::getMaxValue(width)
                                        : APInt::getSignedMinValue(width));
    ints.push_back(intType.isUnsigned() ? APInt::getZero(width)
                                        : APInt::getSignedMaxValue(width));
    return *Literal::fromAttr(
        DenseElementsAttr::get(typeOf(ints.size()), ints));
  }
  auto floatsOf = [](const llvm::fltSemantics &semantics) {
    double inf = std::numeric_limits<double>::infinity();
    std::vector<APFloat> floats;
    for (double v : {0.0, -0.0, 1.0, -1.0, 0.5, -2.5, 3.0, 1e30, 70000.0, inf,
                     -inf, std::numeric_limits<double>::quiet_NaN(), 1e-40}) {
      APFloat value(v);
      bool losesInfo;
      value.convert(semantics, APFloat::rmNearestTiesToEven, &losesInfo);
      floats.push_back(value);
    }
    floats.push_back(APFloat::getLargest(semantics, /*Negative=*/true));
    floats.push_back(APFloat::getSmallest(semantics));
    return floats;
  };
  if (auto floatType = dyn_cast<FloatType>(element)) {
    std::vector<APFloat> floats = floatsOf(floatType.getFloatSemantics());
    return *Literal::fromAttr(
        DenseElementsAttr::get(typeOf(floats.size()), floats));
  }
  auto partType = cast<FloatType>(cast<ComplexType>(element).getElementType());
  std::vector<APFloat> parts = floatsOf(partType.getFloatSemantics());
  // Pairs of parts: (0, 0), (-0, 1), (1, -1), (0.5, -2.5), (inf, 3), ...
  std::vector<std::complex<APFloat>> complexes;
  for (size_t i = 0; i + 1 < parts.size(); i += 2)
    complexes.emplace_back(parts[i], parts[(i + 3) % parts.size()]);
  complexes.emplace_back(parts[2], parts[11]);
  return *Literal::fromAttr(
      DenseElementsAttr::get(typeOf(complexes.size()), complexes));
}

/// One way to call an op: its operand and result types (as 1-d element
/// types) and attributes.
struct Signature {
  std::vector<ElementType> operands;
  ElementType result;
  NamedAttrList attributes;
};

class HloConstantFoldTest : public ::testing::Test {
protected:
  HloConstantFoldTest() {
    DialectRegistry registry;
    registerAllDialects(registry);
    context.appendDialectRegistry(registry);
    context.loadDialect<func::FuncDialect, hlo::HloDialect>();
    module = ModuleOp::create(UnknownLoc::get(&context));
  }

  /// The candidate values of an attribute of the elementwise ops (null:
  /// absent). An unknown required attribute leaves its op without
  /// signatures, which the test reports.
  std::vector<Attribute> attributeCandidates(StringRef name) {
    auto parse = [&](const std::string &text) {
      return parseAttribute(text, &context);
    };
    if (name == "direction") {
      std::vector<Attribute> all;
      for (const char *d : {"EQ", "NE", "GE", "GT", "LE", "LT"})
        all.push_back(
            parse(std::string("#hlo<comparison_direction ") + d + ">"));
      return all;
    }
    if (name == "compare_type")
      return {Attribute(), parse("#hlo<comparison_type TOTALORDER>")};
    if (name == "exponent_bits")
      return {parse("5 : i32")};
    if (name == "mantissa_bits")
      return {parse("2 : i32")};
    return {Attribute()};
  }

  /// Whether `name` with `types` and `attributes` verifies.
  bool verifies(OperationName name, ArrayRef<Type> operandTypes,
                Type resultType, const NamedAttrList &attributes) {
    Block block;
    SmallVector<Value> operands;
    for (Type type : operandTypes)
      operands.push_back(block.addArgument(type, UnknownLoc::get(&context)));
    OperationState state(UnknownLoc::get(&context), name);
    state.addOperands(operands);
    state.addTypes(resultType);
    state.addAttributes(attributes);
    Operation *op = Operation::create(state);
    bool ok;
    {
      ScopedDiagnosticHandler quiet(&context,
                                    [](Diagnostic &) { return success(); });
      ok = succeeded(verify(op));
    }
    op->destroy();
    return ok;
  }

  /// The signatures of `name` on 1-d operands whose main element type is
  /// `type`: every operand of `type`, or the first a pred (select's), or the
  /// last the unsigned type of `type`'s width (stochastic_convert's random
  /// bits); any result element type; every attribute combination.
  std::vector<Signature> signaturesOf(OperationName name, ElementType type) {
    std::vector<NamedAttrList> attributeLists = {{}};
    for (StringAttr attrName : name.getAttributeNames()) {
      std::vector<NamedAttrList> extended;
      for (Attribute value : attributeCandidates(attrName))
        for (NamedAttrList list : attributeLists) {
          if (value)
            list.set(attrName, value);
          extended.push_back(list);
        }
      attributeLists = extended;
    }
    std::optional<ElementType> randomBits;
    switch (getElementTypeByteSize(type)) {
    case 2:
      randomBits = ElementType::U16;
      break;
    case 4:
      randomBits = ElementType::U32;
      break;
    case 8:
      randomBits = ElementType::U64;
      break;
    default:
      break;
    }
    std::vector<std::vector<ElementType>> operandLists;
    for (size_t count = 1; count <= 3; ++count) {
      std::vector<ElementType> same(count, type);
      operandLists.push_back(same);
      if (type != ElementType::Pred) {
        std::vector<ElementType> pred = same;
        pred.front() = ElementType::Pred;
        operandLists.push_back(pred);
      }
      if (randomBits && count > 1) {
        std::vector<ElementType> random = same;
        random.back() = *randomBits;
        operandLists.push_back(random);
      }
    }
    std::vector<Signature> signatures;
    for (const std::vector<ElementType> &operands : operandLists) {
      SmallVector<Type> operandTypes;
      for (ElementType operand : operands)
        operandTypes.push_back(tensorOf(operand, 4));
      for (ElementType result : allElementTypes())
        for (const NamedAttrList &attributes : attributeLists)
          if (verifies(name, operandTypes, tensorOf(result, 4), attributes))
            signatures.push_back({operands, result, attributes});
    }
    return signatures;
  }

  RankedTensorType tensorOf(ElementType type, int64_t size) {
    return RankedTensorType::get({size}, getMlirElementType(type, &context));
  }

  /// `op` (named `name`) on `operandTypes` with the given result type and
  /// attributes, in a new function of the module whose arguments are its
  /// operands or, with `constants`, whose body makes them.
  Operation *buildOp(OperationName name, const Signature &signature,
                     ArrayRef<RankedTensorType> operandTypes,
                     RankedTensorType resultType,
                     ArrayRef<DenseElementsAttr> constants) {
    OpBuilder builder(&context);
    builder.setInsertionPointToEnd(module->getBody());
    SmallVector<Type> argumentTypes;
    if (constants.empty())
      argumentTypes.assign(operandTypes.begin(), operandTypes.end());
    auto func = builder.create<func::FuncOp>(
        UnknownLoc::get(&context), "f" + std::to_string(functions++),
        builder.getFunctionType(argumentTypes, resultType));
    builder.setInsertionPointToStart(func.addEntryBlock());
    SmallVector<Value> operands;
    if (constants.empty())
      operands.assign(func.getArguments().begin(), func.getArguments().end());
    for (DenseElementsAttr constant : constants)
      operands.push_back(
          builder.create<hlo::ConstantOp>(UnknownLoc::get(&context), constant));
    OperationState state(UnknownLoc::get(&context), name);
    state.addOperands(operands);
    state.addTypes(resultType);
    state.addAttributes(signature.attributes);
    Operation *op = builder.create(state);
    builder.create<func::ReturnOp>(UnknownLoc::get(&context), op->getResults());
    return op;
  }

  /// Folds `op`; the constant it folds to (directly, or as an identity to
  /// a constant operand), or null.
  static DenseElementsAttr foldToConstant(Operation *op) {
    SmallVector<OpFoldResult> results;
    if (failed(op->fold(results)) || results.size() != 1)
      return {};
    DenseElementsAttr constant;
    if (auto value = dyn_cast<Value>(results.front()))
      return matchPattern(value, m_Constant(&constant)) ? constant : nullptr;
    return dyn_cast<DenseElementsAttr>(cast<Attribute>(results.front()));
  }

  /// A description of `op` for failure messages.
  static std::string describe(Operation *op) {
    std::string text;
    llvm::raw_string_ostream os(text);
    op->print(os, OpPrintingFlags().printGenericOpForm());
    return text.substr(0, 400);
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
  unsigned functions = 0;
};

/// The elements of every combination of the operands' value lists: operand
/// i's element j is its value number (j / stride_i) % size_i.
std::vector<Literal> combine(ArrayRef<const Literal *> lists) {
  int64_t count = 1;
  for (const Literal *list : lists)
    count *= list->getNumElements();
  std::vector<Literal> operands;
  int64_t stride = 1;
  for (const Literal *list : lists) {
    size_t size = getElementTypeByteSize(list->getElementType());
    Literal operand(list->getElementType(), {count});
    const char *from = list->as<char>();
    char *to = operand.as<char>();
    for (int64_t j = 0; j < count; ++j)
      std::memcpy(to + j * size,
                  from + (j / stride) % list->getNumElements() * size, size);
    stride *= list->getNumElements();
    operands.push_back(std::move(operand));
  }
  return operands;
}

TEST_F(HloConstantFoldTest,
       EveryElementwiseOpAndTypeFoldsAsTheInterpreterRuns) {
  std::map<ElementType, Literal> values;
  for (ElementType type : allElementTypes())
    values.emplace(type, interestingValues(type, &context));

  std::vector<OperationName> ops;
  for (RegisteredOperationName name : context.getRegisteredOperations())
    if (name.getDialectNamespace() == "hlo" &&
        (name.hasTrait<OpTrait::Elementwise>() ||
         name.getStringRef() == hlo::ClampOp::getOperationName()))
      ops.push_back(name);
  ASSERT_GE(ops.size(), 50u);

  interp::ExecutableOptions reference;
  reference.referenceKernels = true;
  // Erases the functions of a signature (keeps the module small).
  auto clearModule = [&] {
    for (Operation &function : llvm::make_early_inc_range(*module->getBody()))
      function.erase();
  };
  int64_t signatures = 0, unsupported = 0, comparedElements = 0, splatFolds = 0;
  for (OperationName name : ops) {
    int64_t opSignatures = 0;
    for (ElementType type : allElementTypes()) {
      for (const Signature &signature : signaturesOf(name, type)) {
        ++signatures;
        ++opSignatures;
        SmallVector<const Literal *> lists;
        for (ElementType operand : signature.operands)
          lists.push_back(&values.at(operand));
        std::vector<Literal> operandValues = combine(lists);
        int64_t count = operandValues.front().getNumElements();
        SmallVector<RankedTensorType> operandTypes;
        for (ElementType operand : signature.operands)
          operandTypes.push_back(tensorOf(operand, count));
        RankedTensorType resultType = tensorOf(signature.result, count);

        // The interpreter's result.
        Operation *run = buildOp(name, signature, operandTypes, resultType, {});
        auto func = run->getParentOfType<func::FuncOp>();
        FailureOr<std::unique_ptr<interp::Executable>> executable =
            interp::Executable::compile(func, reference);
        ASSERT_TRUE(succeeded(executable)) << describe(run);
        std::vector<RtValue> arguments;
        for (const Literal &operand : operandValues)
          arguments.emplace_back(operand.clone());
        FailureOr<std::vector<RtValue>> results = failure();
        {
          // A signature the interpreter has no kernel for (stochastic_convert
          // to a float) must not fold either.
          ScopedDiagnosticHandler quiet(&context,
                                        [](Diagnostic &) { return success(); });
          results = (*executable)->run(arguments);
        }

        // The folded constant.
        SmallVector<DenseElementsAttr> constants;
        for (const Literal &operand : operandValues)
          constants.push_back(operand.toAttr(&context));
        Operation *op =
            buildOp(name, signature, operandTypes, resultType, constants);
        DenseElementsAttr folded = foldToConstant(op);
        if (failed(results)) {
          EXPECT_FALSE(folded)
              << "folds what the interpreter cannot run: " << describe(op);
          ++unsupported;
          executable->reset();
          clearModule();
          continue;
        }
        const Literal &expected = (*results)[0].getArray();
        ASSERT_TRUE(folded) << "does not fold: " << describe(op);
        EXPECT_EQ(folded.getType(), resultType) << describe(op);
        std::optional<Literal> actual = Literal::fromAttr(folded);
        ASSERT_TRUE(actual);
        EXPECT_TRUE(actual->isBitwiseEqual(expected))
            << "folds differently from the interpreter: " << describe(op);
        comparedElements += count;

        // Splats of three of the combinations, larger than any non-splat
        // fold, fold to splats of the same values.
        size_t resultSize = getElementTypeByteSize(signature.result);
        int64_t large = interp::kMaxEvaluatedElements * 2;
        for (int64_t j : {int64_t(0), count / 2, count - 1}) {
          SmallVector<DenseElementsAttr> splats;
          SmallVector<RankedTensorType> largeTypes;
          for (const Literal &operand : operandValues) {
            size_t size = getElementTypeByteSize(operand.getElementType());
            Literal element(operand.getElementType(), {1});
            std::memcpy(element.data(), operand.as<char>() + j * size, size);
            largeTypes.push_back(tensorOf(operand.getElementType(), large));
            splats.push_back(
                element.toAttr(&context).resizeSplat(largeTypes.back()));
          }
          Operation *splatOp =
              buildOp(name, signature, largeTypes,
                      tensorOf(signature.result, large), splats);
          DenseElementsAttr splat = foldToConstant(splatOp);
          ASSERT_TRUE(splat && splat.isSplat())
              << "does not fold to a splat: " << describe(splatOp);
          std::optional<Literal> one = Literal::fromAttr(
              splat.resizeSplat(tensorOf(signature.result, 1)));
          ASSERT_TRUE(one);
          EXPECT_EQ(std::memcmp(one->data(),
                                expected.as<char>() + j * resultSize,
                                resultSize),
                    0)
              << "splat element " << j << " differs: " << describe(splatOp);
          ++splatFolds;
        }
        executable->reset();
        clearModule();
      }
    }
    EXPECT_GT(opSignatures, 0)
        << name.getStringRef().str() << " accepts no element type";
  }
  llvm::outs() << ops.size() << " elementwise ops, " << signatures
               << " signatures (" << unsupported
               << " the interpreter has no kernel for), " << comparedElements
               << " elements compared, " << splatFolds << " splat folds\n";
}

/// The ops of @main in `source` (parsed in `context`), in order.
std::vector<Operation *> opsOfMain(MLIRContext &context, StringRef source,
                                   OwningOpRef<ModuleOp> &module) {
  module = parseSourceString<ModuleOp>(source, &context);
  std::vector<Operation *> ops;
  if (!module)
    return ops;
  for (Operation &op : module->lookupSymbol<func::FuncOp>("main").front())
    ops.push_back(&op);
  return ops;
}

TEST_F(HloConstantFoldTest, SizeLimits) {
  // Splat results fold at any size through the ops' own folders; data
  // that is created (iota) folds up to kMaxCreatedElements elements, and
  // computed data up to kMaxEvaluatedElements.
  static_assert(interp::kMaxCreatedElements == 1024);
  static_assert(interp::kMaxEvaluatedElements == 65536);
  OwningOpRef<ModuleOp> source;
  std::vector<Operation *> ops = opsOfMain(context, R"mlir(
    func.func @main() {
      %0 = hlo.iota iota_dimension = 0 : tensor<1024xi32>
      %1 = hlo.iota iota_dimension = 0 : tensor<1025xi32>
      %2 = hlo.iota iota_dimension = 0 : tensor<65536xi32>
      %3 = hlo.iota iota_dimension = 0 : tensor<65537xi32>
      %4 = hlo.iota iota_dimension = 1 : tensor<100000x1xf32>
      return
    }
  )mlir",
                                           source);
  ASSERT_EQ(ops.size(), 6u);
  EXPECT_TRUE(foldToConstant(ops[0]));
  EXPECT_FALSE(foldToConstant(ops[1]));
  DenseElementsAttr zeros = foldToConstant(ops[4]);
  ASSERT_TRUE(zeros);
  EXPECT_TRUE(zeros.isSplat());

  // Add of two non-splat constants of 65536 and 65537 elements.
  OpBuilder builder(&context);
  builder.setInsertionPoint(ops[5]);
  for (Operation *iota : {ops[2], ops[3]}) {
    auto type = cast<RankedTensorType>(iota->getResult(0).getType());
    std::vector<int32_t> indices(type.getNumElements());
    for (size_t i = 0; i < indices.size(); ++i)
      indices[i] = static_cast<int32_t>(i);
    Value constant = builder.create<hlo::ConstantOp>(
        iota->getLoc(), DenseElementsAttr::get(type, ArrayRef(indices)));
    Operation *add =
        builder.create<hlo::AddOp>(iota->getLoc(), constant, constant);
    DenseElementsAttr sum = foldToConstant(add);
    if (type.getNumElements() <= interp::kMaxEvaluatedElements) {
      ASSERT_TRUE(sum);
      EXPECT_EQ(sum.getValues<int32_t>()[12345], 24690);
    } else {
      EXPECT_FALSE(sum);
    }
  }
}

TEST_F(HloConstantFoldTest, OnlyPureOpsWithoutRegionsEvaluate) {
  OwningOpRef<ModuleOp> source;
  std::vector<Operation *> ops = opsOfMain(context, R"mlir(
    func.func @main() {
      %lo = hlo.constant dense<0.0> : tensor<f32>
      %hi = hlo.constant dense<1.0> : tensor<f32>
      %r = hlo.rng UNIFORM, %lo, %hi : (tensor<f32>, tensor<f32>) -> tensor<4xf32>
      %a = hlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
      %d = hlo.dot %a, %a, lhs_contracting_dims = [1], rhs_contracting_dims = [0] : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
      %t = hlo.transpose %a, dimensions = [1, 0] : (tensor<2x2xf32>) -> tensor<2x2xf32>
      return
    }
  )mlir",
                                           source);
  ASSERT_EQ(ops.size(), 7u);
  EXPECT_FALSE(interp::isConstantEvaluable(ops[2]));
  EXPECT_FALSE(foldToConstant(ops[2]));
  EXPECT_FALSE(interp::isConstantEvaluable(ops[4]));
  EXPECT_FALSE(foldToConstant(ops[4]));
  EXPECT_TRUE(interp::isConstantEvaluable(ops[5]));
  DenseElementsAttr transposed = foldToConstant(ops[5]);
  ASSERT_TRUE(transposed);
  EXPECT_EQ(transposed.getValues<float>()[1], 3.0f);
}

TEST(HloConstantFoldWithoutEvaluatorTest, OnlyIdentitiesFold) {
  // The dialect alone (no registerXhloDialects) folds identities only.
  MLIRContext context;
  context.loadDialect<func::FuncDialect, hlo::HloDialect>();
  OwningOpRef<ModuleOp> source;
  std::vector<Operation *> ops = opsOfMain(context, R"mlir(
    func.func @main(%x: tensor<2xf32>) {
      %0 = hlo.constant dense<0.0> : tensor<2xf32>
      %1 = hlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
      %2 = hlo.add %1, %1 : tensor<2xf32>
      %3 = hlo.add %x, %0 : tensor<2xf32>
      return
    }
  )mlir",
                                           source);
  ASSERT_EQ(ops.size(), 5u);
  SmallVector<OpFoldResult> results;
  EXPECT_TRUE(failed(ops[2]->fold(results)));
  results.clear();
  ASSERT_TRUE(succeeded(ops[3]->fold(results)));
  EXPECT_EQ(dyn_cast<Value>(results.front()),
            ops[3]->getParentOfType<func::FuncOp>().getArgument(0));
}

} // namespace
