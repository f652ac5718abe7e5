//===- FusionTest.cpp - Fused steps against the reference kernels ---------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// Differential tests of the interpreter's fusion and fast reductions: random
// programs of elementwise ops, broadcasts of rows, columns and scalars,
// compares and selects, and reductions over trailing or leading dimensions,
// in f32 and f64 and on shapes that cross tile boundaries, run once with the
// reference kernels (ExecutableOptions::referenceKernels) and once fused;
// the results must agree within a tolerance that covers the vectorised exp,
// log and tanh and the reordered sums, and be bitwise the same on 1 and 2
// threads. The fast reduce (any set of reduced dimensions), reduce_window
// and select_and_scatter (ties, -0, NaN) are compared with the reference
// kernels the same way. Also: the plans fuse what they should, buffers are
// freed by liveness (peak against the live set), the buffer cache reuses
// memory, and the thread pool runs every task once.
//
//===----------------------------------------------------------------------===//

#include "KernelTestBase.h"

#include "xhlo/Interpreter/ThreadPool.h"

#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <set>

using namespace xhlo;
using namespace xhlo::interp;
using namespace xhlo::interp::test;

namespace {

class FusionTest : public KernelTestBase {};

/// A random program over one shape, as MLIR text, and its arguments.
struct RandomProgram {
  std::string source;
  std::vector<RtValue> arguments;
};

std::string tensorType(llvm::ArrayRef<int64_t> shape, const char *element) {
  std::string text = "tensor<";
  for (int64_t d : shape)
    text += std::to_string(d) + "x";
  return text + element + ">";
}

Literal randomLiteral(ElementType type, llvm::ArrayRef<int64_t> shape,
                      std::mt19937_64 &rng) {
  Literal literal(type, shape);
  // Multiples of 1/4 in [-2, 2]: sums of thousands of them are exact in
  // any order, so reordered sums cannot differ from the reference's.
  std::uniform_int_distribution<int> quarters(-8, 8);
  for (int64_t i = 0; i < literal.getNumElements(); ++i) {
    double value = quarters(rng) / 4.0;
    if (type == ElementType::F32)
      literal.as<float>()[i] = static_cast<float>(value);
    else
      literal.as<double>()[i] = value;
  }
  return literal;
}

RandomProgram makeRandomProgram(std::mt19937_64 &rng) {
  auto pick = [&](int n) { return static_cast<int>(rng() % n); };
  bool f32 = pick(2) == 0;
  const char *element = f32 ? "f32" : "f64";
  ElementType type = f32 ? ElementType::F32 : ElementType::F64;
  // Shapes: small ones, and ones that cross the 16 KiB tiles and give the
  // reductions enough rows to fuse.
  std::vector<int64_t> shape;
  switch (pick(4)) {
  case 0:
    for (int i = 0, rank = 1 + pick(3); i < rank; ++i)
      shape.push_back(1 + pick(9));
    break;
  case 1:
    shape = {64 + pick(100), 1 + pick(300)};
    break;
  case 2:
    shape = {2 + pick(5), 64 + pick(40), 3 + pick(70)};
    break;
  default:
    shape = {1 + pick(3), 5000 + pick(9000)};
    break;
  }
  int64_t rank = shape.size();
  int64_t split = pick(rank + 1);
  llvm::ArrayRef<int64_t> rowShape = llvm::ArrayRef(shape).take_front(split);
  llvm::ArrayRef<int64_t> colShape = llvm::ArrayRef(shape).drop_front(split);
  std::string full = tensorType(shape, element);
  std::string rowType = tensorType(rowShape, element);
  std::string colType = tensorType(colShape, element);
  std::string scalar = tensorType({}, element);
  std::string predType = tensorType(shape, "i1");
  auto dims = [](int64_t from, int64_t to) {
    std::string text = "[";
    for (int64_t d = from; d < to; ++d)
      text += (d > from ? ", " : "") + std::to_string(d);
    return text + "]";
  };

  RandomProgram program;
  program.arguments.push_back(randomLiteral(type, shape, rng));
  program.arguments.push_back(randomLiteral(type, shape, rng));
  program.arguments.push_back(randomLiteral(type, rowShape, rng));
  program.arguments.push_back(randomLiteral(type, colShape, rng));
  // Values, and whether each is exact: computed by IEEE operations only
  // (+ - * /, max, min, floor, ...), so the fused and the reference kernels
  // agree on it bit for bit. Only exact values feed compare, floor, sign
  // and sine: an approximated exp or tanh (a few ulp) or a reordered sum on
  // the edge of a jump, or as a large argument of sine, would differ
  // legitimately.
  std::string body;
  std::vector<std::pair<std::string, bool>> values = {{"%a", true},
                                                      {"%b", true}};
  int counter = 0;
  auto fresh = [&] { return "%v" + std::to_string(counter++); };
  auto any = [&]() -> const std::pair<std::string, bool> & {
    return values[pick(values.size())];
  };
  // Small values: multiples of 1/4 of magnitude at most 2 (arguments,
  // constants, and what negate, abs, floor, sign, max, min, select and
  // reverse make of them), which sums may take in any order.
  std::set<std::string> small = {"%a", "%b"};
  auto anySmall = [&]() -> const std::string & {
    while (true) {
      const auto &value = values[pick(values.size())];
      if (small.count(value.first))
        return value.first;
    }
  };
  bool isSmall = false;
  auto anyExact = [&]() -> const std::string & {
    while (true) {
      const auto &value = values[pick(values.size())];
      if (value.second)
        return value.first;
    }
  };
  auto reducer = [&](const char *op) {
    return llvm::formatv(" {{\n  ^bb0(%p: {0}, %q: {0}):\n    %t = hlo.{1} "
                         "%p, %q : {0}\n    hlo.return %t : {0}\n  }\n",
                         scalar, op)
        .str();
  };
  // Unary ops: name, exact, and whether the op needs an exact operand
  // (floor and sign jump; sine turns the tiny relative differences of a
  // large inexact operand into arbitrary ones).
  struct Unary {
    const char *name;
    bool exact, jumps;
  };
  const Unary unary[] = {{"negate", true, false},       {"abs", true, false},
                         {"exponential", false, false}, {"tanh", false, false},
                         {"logistic", false, false},    {"floor", true, true},
                         {"sign", true, true},          {"sine", false, true}};
  const char *binary[] = {"add",    "subtract", "multiply",
                          "divide", "maximum",  "minimum"};
  const char *reductions[] = {"add", "maximum", "minimum", "multiply"};
  const char *directions[] = {"EQ", "NE", "LT", "LE", "GT", "GE"};
  for (int i = 0, n = 3 + pick(10); i < n; ++i) {
    std::string v = fresh();
    bool exact = true;
    isSmall = false;
    switch (pick(10)) {
    case 0:
    case 1: {
      const Unary &op = unary[pick(8)];
      std::pair<std::string, bool> operand =
          op.jumps ? std::make_pair(anyExact(), true) : any();
      body += llvm::formatv("  {0} = hlo.{1} {2} : {3}\n", v, op.name,
                            operand.first, full);
      exact = op.exact && operand.second;
      isSmall = op.exact && small.count(operand.first);
      break;
    }
    case 2:
    case 3: {
      auto lhs = any(), rhs = any();
      std::string op = binary[pick(6)];
      body += llvm::formatv("  {0} = hlo.{1} {2}, {3} : {4}\n", v, op,
                            lhs.first, rhs.first, full);
      exact = lhs.second && rhs.second;
      isSmall = (op == "maximum" || op == "minimum") &&
                small.count(lhs.first) && small.count(rhs.first);
      break;
    }
    case 4: {
      // A splat constant, or a broadcast of the row or column argument.
      isSmall = true;
      int which = pick(3);
      if (which == 0)
        body += llvm::formatv("  {0} = hlo.constant dense<{1}> : {2}\n", v,
                              pick(2) ? "0.5" : "-1.25", full);
      else if (which == 1)
        body += llvm::formatv(
            "  {0} = hlo.broadcast %r, dimensions = {1} : ({2}) -> {3}\n", v,
            dims(0, split), rowType, full);
      else
        body += llvm::formatv(
            "  {0} = hlo.broadcast %c, dimensions = {1} : ({2}) -> {3}\n", v,
            dims(split, rank), colType, full);
      break;
    }
    case 5: {
      std::string p = fresh();
      body += llvm::formatv("  {0} = hlo.compare {1}, {2}, {3} : {4}\n", p,
                            directions[pick(6)], anyExact(), anyExact(), full);
      auto onTrue = any(), onFalse = any();
      body += llvm::formatv("  {0} = hlo.select {1}, {2}, {3} : {4}, {5}\n", v,
                            p, onTrue.first, onFalse.first, predType, full);
      exact = onTrue.second && onFalse.second;
      isSmall = small.count(onTrue.first) && small.count(onFalse.first);
      break;
    }
    case 6:
    case 7: {
      // Reduce the trailing dimensions into rows, or the leading ones into
      // columns, and broadcast back.
      bool trailing = pick(2) == 0;
      if (trailing ? split == rank : split == 0) {
        auto operand = any();
        body += llvm::formatv("  {0} = hlo.negate {1} : {2}\n", v,
                              operand.first, full);
        exact = operand.second;
        break;
      }
      std::string init = fresh(), reduced = fresh();
      std::string kind = reductions[pick(4)];
      int64_t count = 1;
      for (int64_t d : trailing ? colShape : rowShape)
        count *= d;
      // Products of many elements over- or underflow at a point that
      // depends on the order of the fold.
      if (kind == "multiply" && count > 4)
        kind = "maximum";
      const char *initValue = kind == "multiply" ? "1.0"
                              : kind == "add"    ? "0.25"
                                                 : "0.0";
      std::string partType = trailing ? rowType : colType;
      // Sums and products of small values (few factors) are exact in any
      // order; maxima and minima of anything are.
      bool folds = kind == "add" || kind == "multiply";
      std::pair<std::string, bool> input =
          folds ? std::make_pair(anySmall(), true) : any();
      exact = input.second;
      isSmall = !folds && small.count(input.first);
      body += llvm::formatv("  {0} = hlo.constant dense<{1}> : {2}\n", init,
                            initValue, scalar);
      body += llvm::formatv(
          "  {0} = hlo.reduce({1} init: {2}) dimensions = {3} : ({4}, {5}) "
          "-> {6}{7}",
          reduced, input.first, init,
          trailing ? dims(split, rank) : dims(0, split), full, scalar, partType,
          reducer(kind.c_str()));
      // Sums are scaled to means: a sum of thousands of elements fed to exp
      // would turn the (legitimately) different summation orders into
      // large relative differences.
      if (kind == "add") {
        std::string scale = fresh(), mean = fresh();
        char text[32];
        std::snprintf(text, sizeof(text), "%.9e", 1.0 / double(count));
        body += llvm::formatv("  {0} = hlo.constant dense<{1}> : {2}\n", scale,
                              text, partType);
        body += llvm::formatv("  {0} = hlo.multiply {1}, {2} : {3}\n", mean,
                              reduced, scale, partType);
        reduced = mean;
      }
      body += llvm::formatv(
          "  {0} = hlo.broadcast {1}, dimensions = {2} : ({3}) -> {4}\n", v,
          reduced, trailing ? dims(0, split) : dims(split, rank), partType,
          full);
      break;
    }
    case 8: {
      // An op that does not fuse, between fused ones: groups close around
      // it, and its result may lend its buffer to a later group.
      auto operand = any();
      body += llvm::formatv("  {0} = hlo.reverse {1}, dimensions = {2} : {3}\n",
                            v, operand.first, dims(0, 1 + pick(rank)), full);
      exact = operand.second;
      isSmall = small.count(operand.first);
      break;
    }
    default: {
      auto operand = any();
      body += llvm::formatv("  {0} = hlo.multiply {1}, {1} : {2}\n", v,
                            operand.first, full);
      exact = operand.second;
      break;
    }
    }
    values.push_back({v, exact});
    if (isSmall)
      small.insert(v);
  }
  // Results: the last value and one more.
  std::string second = values[pick(values.size())].first;
  program.source = llvm::formatv(
      "func.func @main(%a: {0}, %b: {0}, %r: {1}, %c: {2}) -> ({0}, {0}) "
      "{{\n{3}  return {4}, {5} : {0}, {0}\n}\n",
      full, rowType, colType, body, values.back().first, second);
  return program;
}

/// Whether `got` and `want` hold the same bits (any NaN matching any NaN).
template <typename T>
::testing::AssertionResult sameBits(const Literal &got, const Literal &want) {
  const T *a = got.as<T>();
  const T *b = want.as<T>();
  for (int64_t i = 0; i < want.getNumElements(); ++i) {
    if (std::isnan(b[i]) ? std::isnan(a[i])
                         : std::memcmp(&a[i], &b[i], sizeof(T)) == 0)
      continue;
    return ::testing::AssertionFailure()
           << "element " << i << ": fused " << a[i] << ", reference " << b[i];
  }
  return ::testing::AssertionSuccess();
}

//===----------------------------------------------------------------------===//
// Differential
//===----------------------------------------------------------------------===//

TEST_F(FusionTest, RandomProgramsMatchTheReferenceKernels) {
  // XHLO_FUSION_TEST_SEED runs another set of programs (for fuzzing).
  const char *seed = std::getenv("XHLO_FUSION_TEST_SEED");
  std::mt19937_64 rng(seed ? std::strtoull(seed, nullptr, 10) : 20261121);
  int fusedPrograms = 0;
  for (int iteration = 0; iteration < 200; ++iteration) {
    RandomProgram program = makeRandomProgram(rng);
    SCOPED_TRACE(program.source);
    ExecutableOptions reference;
    reference.referenceKernels = true;
    std::vector<RtValue> want =
        run(program.source, program.arguments, reference);
    // libm for exp, log, tanh and logistic: what remains between the two
    // paths is the order of sums (the approximations are checked on their
    // own in ApproximationsStayWithinAFewUlp).
    ExecutableOptions twoThreads;
    twoThreads.numThreads = 2;
    twoThreads.preciseMath = true;
    std::unique_ptr<Executable> fused = compile(program.source, twoThreads);
    ASSERT_TRUE(fused);
    fusedPrograms += fused->getFusionStats().first > 0;
    mlir::FailureOr<std::vector<RtValue>> got = fused->run(program.arguments);
    ASSERT_TRUE(mlir::succeeded(got));
    ExecutableOptions oneThread;
    oneThread.numThreads = 1;
    oneThread.preciseMath = true;
    std::vector<RtValue> serial =
        run(program.source, program.arguments, oneThread);
    ASSERT_EQ(want.size(), 2u);
    ASSERT_EQ(got->size(), 2u);
    ASSERT_EQ(serial.size(), 2u);
    for (int i = 0; i < 2; ++i) {
      const Literal &w = want[i].getArray();
      const Literal &g = (*got)[i].getArray();
      if (w.getElementType() == ElementType::F32) // NOLINT
        // Bit for bit: the inputs are multiples of 1/4, sums only take
        // small ones (exact in any order), exp/tanh/logistic go through
        // libm on both paths (preciseMath), and everything else is IEEE
        // arithmetic; f32 division by a broadcast is exact too.
        EXPECT_TRUE(sameBits<float>(g, w)) << "result " << i;
      else
        EXPECT_TRUE(sameBits<double>(g, w)) << "result " << i;
      // The same on one thread as on two, bit for bit.
      EXPECT_TRUE(serial[i].getArray().isBitwiseEqual(g)) << "result " << i;
    }
  }
  // Most programs must have fused something, or the test tests nothing.
  EXPECT_GT(fusedPrograms, 150);
}

//===----------------------------------------------------------------------===//
// What fuses
//===----------------------------------------------------------------------===//

TEST_F(FusionTest, ElementwiseChainIsOneStepWithoutItsConstants) {
  const char *source = R"(
    func.func @main(%x: tensor<1000xf32>) -> tensor<1000xf32> {
      %two = hlo.constant dense<2.0> : tensor<1000xf32>
      %one = hlo.constant dense<1.0> : tensor<1000xf32>
      %m = hlo.multiply %x, %two : tensor<1000xf32>
      %a = hlo.add %m, %one : tensor<1000xf32>
      %t = hlo.tanh %a : tensor<1000xf32>
      return %t : tensor<1000xf32>
    })";
  ExecutableOptions options;
  options.recordEvents = true;
  std::unique_ptr<Executable> executable = compile(source, options);
  ASSERT_TRUE(executable);
  EXPECT_EQ(executable->getFusionStats(), std::make_pair(1u, 3u));
  std::vector<float> input(1000);
  for (int i = 0; i < 1000; ++i)
    input[i] = -4.0f + 0.008f * i;
  mlir::FailureOr<std::vector<RtValue>> results =
      executable->run({makeLiteral(ElementType::F32, {1000}, input)});
  ASSERT_TRUE(mlir::succeeded(results));
  // One step ran: the constants need none.
  ASSERT_EQ(executable->getEvents().size(), 1u);
  EXPECT_EQ(executable->getEvents()[0].name, "fusion(multiply,add,tanh)");
  std::vector<float> got = valuesOf<float>((*results)[0]);
  for (int i = 0; i < 1000; ++i)
    EXPECT_NEAR(got[i], std::tanh(input[i] * 2.0 + 1.0), 4e-7) << i;
  // Only the input and the output were ever alive, plus the step's tile
  // scratch (one thread's: the step is one 16 KiB tile; at most 3 buffers
  // of 16 KiB and a scalar slot per node); the unfused program would also
  // hold x * 2 and x * 2 + 1.
  EXPECT_GE(executable->getPeakBytes(), 8000);
  EXPECT_LE(executable->getPeakBytes(), 8000 + 3 * 16384 + 1024);
}

/// A bias over NCHW's channels (broadcast of [C] along dimension 1) with
/// its ReLU is one step at any batch: the bias is read as rows of the
/// [N x C, H x W] view, repeated per image, never materialised. Spatial
/// sizes 7x7 (rows read a segment at a time) and 2x2 (short rows: the
/// broadcast is filled per tile); batch 3, 67 channels (tiles start
/// mid-period).
TEST_F(FusionTest, ChannelBiasBroadcastFusesAtAnyBatch) {
  for (int64_t side : {7, 2}) {
    std::string shape =
        "3x67x" + std::to_string(side) + "x" + std::to_string(side);
    std::string source = R"(
      func.func @main(%x: tensor<)" +
                         shape + R"(xf32>, %b: tensor<67xf32>) -> tensor<)" +
                         shape + R"(xf32> {
        %zero = hlo.constant dense<0.0> : tensor<)" +
                         shape + R"(xf32>
        %bb = hlo.broadcast %b, dimensions = [1] : (tensor<67xf32>) -> tensor<)" +
                         shape + R"(xf32>
        %s = hlo.add %x, %bb : tensor<)" +
                         shape + R"(xf32>
        %r = hlo.maximum %s, %zero : tensor<)" +
                         shape + R"(xf32>
        return %r : tensor<)" +
                         shape + R"(xf32>
      })";
    ExecutableOptions options;
    options.recordEvents = true;
    std::unique_ptr<Executable> executable = compile(source, options);
    ASSERT_TRUE(executable);
    int64_t plane = side * side, n = 3 * 67 * plane;
    std::vector<float> x(n), b(67);
    for (int64_t i = 0; i < n; ++i)
      x[i] = float((i * 7919) % 41) / 8 - 2.5f;
    for (int64_t c = 0; c < 67; ++c)
      b[c] = float(c % 13) / 4 - 1.5f;
    mlir::FailureOr<std::vector<RtValue>> results =
        executable->run({makeLiteral(ElementType::F32, {3, 67, side, side}, x),
                         makeLiteral(ElementType::F32, {67}, b)});
    ASSERT_TRUE(mlir::succeeded(results));
    ASSERT_EQ(executable->getEvents().size(), 1u);
    EXPECT_EQ(executable->getEvents()[0].name, "fusion(broadcast,add,maximum)");
    std::vector<float> got = valuesOf<float>((*results)[0]);
    for (int64_t i = 0; i < n; ++i)
      ASSERT_EQ(got[i], std::max(x[i] + b[(i / plane) % 67], 0.0f)) << i;
  }
}

TEST_F(FusionTest, SoftmaxIsOneStep) {
  const char *source = R"(
    func.func @main(%x: tensor<100x37xf32>) -> tensor<100x37xf32> {
      %ninf = hlo.constant dense<0xFF800000> : tensor<f32>
      %z = hlo.constant dense<0.0> : tensor<f32>
      %m = hlo.reduce(%x init: %ninf) dimensions = [1] : (tensor<100x37xf32>, tensor<f32>) -> tensor<100xf32> {
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %s = hlo.maximum %a, %b : tensor<f32>
        hlo.return %s : tensor<f32>
      }
      %mb = hlo.broadcast %m, dimensions = [0] : (tensor<100xf32>) -> tensor<100x37xf32>
      %d = hlo.subtract %x, %mb : tensor<100x37xf32>
      %e = hlo.exponential %d : tensor<100x37xf32>
      %s = hlo.reduce(%e init: %z) dimensions = [1] : (tensor<100x37xf32>, tensor<f32>) -> tensor<100xf32> {
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %t = hlo.add %a, %b : tensor<f32>
        hlo.return %t : tensor<f32>
      }
      %sb = hlo.broadcast %s, dimensions = [0] : (tensor<100xf32>) -> tensor<100x37xf32>
      %r = hlo.divide %e, %sb : tensor<100x37xf32>
      return %r : tensor<100x37xf32>
    })";
  std::unique_ptr<Executable> executable = compile(source, {});
  ASSERT_TRUE(executable);
  EXPECT_EQ(executable->getFusionStats(), std::make_pair(1u, 7u));
  std::vector<float> input(3700);
  for (int i = 0; i < 3700; ++i)
    input[i] = std::sin(0.37f * i) * 5.0f;
  mlir::FailureOr<std::vector<RtValue>> results =
      executable->run({makeLiteral(ElementType::F32, {100, 37}, input)});
  ASSERT_TRUE(mlir::succeeded(results));
  std::vector<float> got = valuesOf<float>((*results)[0]);
  for (int r = 0; r < 100; ++r) {
    double max = -INFINITY, sum = 0;
    for (int c = 0; c < 37; ++c)
      max = std::max(max, double(input[r * 37 + c]));
    for (int c = 0; c < 37; ++c)
      sum += std::exp(input[r * 37 + c] - max);
    for (int c = 0; c < 37; ++c)
      EXPECT_NEAR(got[r * 37 + c], std::exp(input[r * 37 + c] - max) / sum,
                  1e-6);
  }
}

/// Softmax over the rows of f32[rows, cols] as XLA writes it (max,
/// subtract, exp, sum, divide). With `keepExp` the exponentials are a
/// second result, so the step runs its nodes' loops instead of the softmax
/// kernel; with `reversed` the softmax reads a reverse of the argument,
/// which dies at the step and lends its buffer to the result (the kernel
/// then works in place).
std::string softmaxSource(int64_t rows, int64_t cols, bool keepExp,
                          bool reversed) {
  std::string full = tensorType({rows, cols}, "f32");
  std::string row = tensorType({rows}, "f32");
  auto reduce = [&](const char *result, const char *input, const char *init,
                    const char *op) {
    return llvm::formatv("  {0} = hlo.reduce({1} init: {2}) dimensions = [1] "
                         ": ({3}, tensor<f32>) -> {4} {{\n"
                         "  ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n"
                         "    %s = hlo.{5} %a, %b : tensor<f32>\n"
                         "    hlo.return %s : tensor<f32>\n  }\n",
                         result, input, init, full, row, op)
        .str();
  };
  std::string results = keepExp ? "(" + full + ", " + full + ")" : full;
  std::string source =
      "func.func @main(%arg: " + full + ") -> " + results + " {\n" +
      "  %ninf = hlo.constant dense<0xFF800000> : tensor<f32>\n" +
      "  %z = hlo.constant dense<0.0> : tensor<f32>\n";
  if (reversed)
    source += "  %x = hlo.reverse %arg, dimensions = [1] : " + full + "\n";
  std::string x = reversed ? "%x" : "%arg";
  source += reduce("%m", x.c_str(), "%ninf", "maximum");
  source += "  %mb = hlo.broadcast %m, dimensions = [0] : (" + row + ") -> " +
            full + "\n  %d = hlo.subtract " + x + ", %mb : " + full +
            "\n  %e = hlo.exponential %d : " + full + "\n";
  source += reduce("%s", "%e", "%z", "add");
  source += "  %sb = hlo.broadcast %s, dimensions = [0] : (" + row + ") -> " +
            full + "\n  %r = hlo.divide %e, %sb : " + full + "\n";
  source += keepExp ? "  return %r, %e : " + full + ", " + full + "\n}\n"
                    : "  return %r : " + full + "\n}\n";
  return source;
}

TEST_F(FusionTest, SoftmaxKernelMatchesTheFusedLoopsBitForBit) {
  // The softmax kernel (three passes per row) must give exactly what the
  // fused program's loops give, on odd widths (vector tails), empty shapes,
  // and rows holding NaN, +inf, -inf (all or one), values whose
  // exponentials underflow (the division's checked quotients) and equal
  // values; in place too. The rows are also checked against a double
  // computation.
  std::mt19937_64 rng(7);
  std::uniform_real_distribution<float> ordinary(-8.0f, 8.0f);
  std::uniform_real_distribution<float> wide(-200.0f, 200.0f);
  // (Reductions fuse from 64 rows on.)
  const std::pair<int64_t, int64_t> shapes[] = {
      {64, 1},  {66, 5},    {64, 16},   {67, 17}, {66, 31}, {69, 32},
      {66, 33}, {70, 1000}, {64, 1025}, {0, 7},   {66, 0}};
  for (auto [rows, cols] : shapes) {
    std::vector<float> x(rows * cols);
    for (float &value : x)
      value = ordinary(rng);
    // Special rows (when there are enough): 0 a NaN, 1 a +inf, 2 all -inf,
    // 3 one -inf, 4 a wide range, 5 all equal.
    auto at = [&](int64_t r, int64_t c) -> float & { return x[r * cols + c]; };
    if (rows >= 6 && cols > 0) {
      at(0, cols / 2) = NAN;
      at(1, cols - 1) = INFINITY;
      for (int64_t c = 0; c < cols; ++c) {
        at(2, c) = -INFINITY;
        at(4, c) = wide(rng);
        at(5, c) = 3.5f;
      }
      at(3, 0) = -INFINITY;
    }
    for (bool reversed : {false, true}) {
      SCOPED_TRACE(llvm::formatv("[{0}, {1}]{2}", rows, cols,
                                 reversed ? " in place" : "")
                       .str());
      ExecutableOptions options;
      options.recordEvents = true;
      std::unique_ptr<Executable> kernel =
          compile(softmaxSource(rows, cols, false, reversed), options);
      ASSERT_TRUE(kernel);
      mlir::FailureOr<std::vector<RtValue>> got =
          kernel->run({makeLiteral(ElementType::F32, {rows, cols}, x)});
      ASSERT_TRUE(mlir::succeeded(got));
      if (rows * cols > 0) {
        ASSERT_FALSE(kernel->getEvents().empty());
        EXPECT_TRUE(llvm::StringRef(kernel->getEvents().back().name)
                        .ends_with("(softmax rows)"))
            << kernel->getEvents().back().name;
      }
      std::unique_ptr<Executable> loops =
          compile(softmaxSource(rows, cols, true, reversed), options);
      ASSERT_TRUE(loops);
      mlir::FailureOr<std::vector<RtValue>> want =
          loops->run({makeLiteral(ElementType::F32, {rows, cols}, x)});
      ASSERT_TRUE(mlir::succeeded(want));
      if (rows * cols > 0)
        EXPECT_FALSE(llvm::StringRef(loops->getEvents().back().name)
                         .ends_with("(softmax rows)"));
      std::vector<float> g = valuesOf<float>((*got)[0]);
      std::vector<float> w = valuesOf<float>((*want)[0]);
      ASSERT_EQ(g.size(), x.size());
      ASSERT_EQ(w.size(), x.size());
      for (size_t i = 0; i < g.size(); ++i) {
        uint32_t gb, wb;
        std::memcpy(&gb, &g[i], 4);
        std::memcpy(&wb, &w[i], 4);
        ASSERT_EQ(gb, wb) << "element " << i << ": " << g[i] << " vs " << w[i];
      }
      for (int64_t r = 0; r < rows; ++r) {
        // The row as the program reads it.
        std::vector<double> in(cols);
        for (int64_t c = 0; c < cols; ++c)
          in[c] = at(r, reversed ? cols - 1 - c : c);
        const float *out = g.data() + r * cols;
        if (rows >= 6 && (r == 0 || r == 1 || r == 2)) {
          // NaN, +inf (inf - inf) and all -inf (-inf - -inf) rows: NaN.
          for (int64_t c = 0; c < cols; ++c)
            ASSERT_TRUE(std::isnan(out[c])) << r << ", " << c;
          continue;
        }
        double max = -INFINITY, sum = 0;
        for (double v : in)
          max = std::max(max, v);
        for (double v : in)
          sum += std::exp(v - max);
        for (int64_t c = 0; c < cols; ++c) {
          // (Row 3 of one column is all -inf: NaN.)
          double want = std::exp(in[c] - max) / sum;
          if (std::isnan(want))
            ASSERT_TRUE(std::isnan(out[c])) << r << ", " << c;
          else
            ASSERT_NEAR(out[c], want, 1e-6) << r << ", " << c;
        }
      }
    }
  }
}

TEST_F(FusionTest, ReductionsOfEmptyRowsGiveTheirInits) {
  // 66 rows of no elements: each sum is its init and the softmax of them
  // is empty (the fused step's tiles are rows; before, a division by the
  // row length of 0).
  const char *source = R"(
    func.func @main(%x: tensor<66x0xf32>) -> (tensor<66xf32>, tensor<66x0xf32>) {
      %init = hlo.constant dense<0.5> : tensor<f32>
      %s = hlo.reduce(%x init: %init) dimensions = [1] : (tensor<66x0xf32>, tensor<f32>) -> tensor<66xf32> {
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %t = hlo.add %a, %b : tensor<f32>
        hlo.return %t : tensor<f32>
      }
      %sb = hlo.broadcast %s, dimensions = [0] : (tensor<66xf32>) -> tensor<66x0xf32>
      %r = hlo.divide %x, %sb : tensor<66x0xf32>
      return %s, %r : tensor<66xf32>, tensor<66x0xf32>
    })";
  std::vector<RtValue> results = run(
      source,
      {RtValue(makeLiteral(ElementType::F32, {66, 0}, std::vector<float>()))});
  ASSERT_EQ(results.size(), 2u);
  EXPECT_EQ(valuesOf<float>(results[0]), std::vector<float>(66, 0.5f));
  EXPECT_EQ(results[1].getArray().getNumElements(), 0);
}

/// Layer normalisation as JAX writes it (issue 19 item 3): both row
/// reductions, the row broadcasts and the scale and offset broadcast over
/// the columns (function arguments: each waits for its reader's group) are
/// one step, no broadcast filled in. 70 rows of 37 (odd), a NaN in row 5
/// (that row's results are all NaN, the others unaffected); checked against
/// a double computation.
TEST_F(FusionTest, LayerNormIsOneStep) {
  const char *source = R"(
    func.func @main(%x: tensor<70x37xf32>, %g: tensor<37xf32>, %b: tensor<37xf32>) -> tensor<70x37xf32> {
      %z = hlo.constant dense<0.0> : tensor<f32>
      %n = hlo.constant dense<37.0> : tensor<70xf32>
      %eps = hlo.constant dense<1.0e-05> : tensor<70xf32>
      %total = hlo.reduce(%x init: %z) dimensions = [1] : (tensor<70x37xf32>, tensor<f32>) -> tensor<70xf32> {
      ^bb0(%p: tensor<f32>, %q: tensor<f32>):
        %s = hlo.add %p, %q : tensor<f32>
        hlo.return %s : tensor<f32>
      }
      %mean = hlo.divide %total, %n : tensor<70xf32>
      %mb = hlo.broadcast %mean, dimensions = [0] : (tensor<70xf32>) -> tensor<70x37xf32>
      %d = hlo.subtract %x, %mb : tensor<70x37xf32>
      %d2 = hlo.multiply %d, %d : tensor<70x37xf32>
      %sq = hlo.reduce(%d2 init: %z) dimensions = [1] : (tensor<70x37xf32>, tensor<f32>) -> tensor<70xf32> {
      ^bb0(%p: tensor<f32>, %q: tensor<f32>):
        %s = hlo.add %p, %q : tensor<f32>
        hlo.return %s : tensor<f32>
      }
      %var = hlo.divide %sq, %n : tensor<70xf32>
      %ve = hlo.add %var, %eps : tensor<70xf32>
      %rstd = hlo.rsqrt %ve : tensor<70xf32>
      %rb = hlo.broadcast %rstd, dimensions = [0] : (tensor<70xf32>) -> tensor<70x37xf32>
      %normed = hlo.multiply %d, %rb : tensor<70x37xf32>
      %gb = hlo.broadcast %g, dimensions = [1] : (tensor<37xf32>) -> tensor<70x37xf32>
      %bb = hlo.broadcast %b, dimensions = [1] : (tensor<37xf32>) -> tensor<70x37xf32>
      %scaled = hlo.multiply %normed, %gb : tensor<70x37xf32>
      %r = hlo.add %scaled, %bb : tensor<70x37xf32>
      return %r : tensor<70x37xf32>
    })";
  ExecutableOptions options;
  options.recordEvents = true;
  std::unique_ptr<Executable> executable = compile(source, options);
  ASSERT_TRUE(executable);
  std::vector<float> x(70 * 37), g(37), b(37);
  for (int i = 0; i < 70 * 37; ++i)
    x[i] = std::sin(0.37f * i) * 5.0f + float(i % 7);
  x[5 * 37 + 11] = NAN;
  for (int c = 0; c < 37; ++c) {
    g[c] = float(c % 5) / 2 - 1;
    b[c] = float(c % 3) - 1;
  }
  mlir::FailureOr<std::vector<RtValue>> results =
      executable->run({makeLiteral(ElementType::F32, {70, 37}, x),
                       makeLiteral(ElementType::F32, {37}, g),
                       makeLiteral(ElementType::F32, {37}, b)});
  ASSERT_TRUE(mlir::succeeded(results));
  ASSERT_EQ(executable->getEvents().size(), 1u);
  EXPECT_EQ(executable->getEvents()[0].name,
            "fusion(reduce,divide,broadcast,subtract,multiply,reduce,divide,"
            "add,rsqrt,broadcast,multiply,broadcast,multiply,broadcast,add) "
            "(layer-norm rows)");
  std::vector<float> got = valuesOf<float>((*results)[0]);
  for (int r = 0; r < 70; ++r) {
    double mean = 0, var = 0;
    for (int c = 0; c < 37; ++c)
      mean += x[r * 37 + c];
    mean /= 37;
    for (int c = 0; c < 37; ++c)
      var += (x[r * 37 + c] - mean) * (x[r * 37 + c] - mean);
    double rstd = 1 / std::sqrt(var / 37 + 1e-5);
    for (int c = 0; c < 37; ++c) {
      if (r == 5) {
        EXPECT_TRUE(std::isnan(got[r * 37 + c])) << c;
        continue;
      }
      EXPECT_NEAR(got[r * 37 + c], (x[r * 37 + c] - mean) * rstd * g[c] + b[c],
                  1e-5)
          << r << ", " << c;
    }
  }
}

/// Layer normalisation over the rows of f32[rows, cols] as JAX writes it
/// (LayerNormIsOneStep's program). With `keepCentred` x - mean is a second
/// result, so the step runs its nodes' loops instead of the layer-norm
/// kernel; with `reversed` the program reads a reverse of the argument,
/// which dies at the step and lends its buffer to the result.
std::string layerNormSource(int64_t rows, int64_t cols, bool keepCentred,
                            bool reversed) {
  std::string full = tensorType({rows, cols}, "f32");
  std::string row = tensorType({rows}, "f32");
  std::string col = tensorType({cols}, "f32");
  auto sum = [&](const char *result, const char *input) {
    return llvm::formatv("  {0} = hlo.reduce({1} init: %z) dimensions = [1] "
                         ": ({2}, tensor<f32>) -> {3} {{\n"
                         "  ^bb0(%p: tensor<f32>, %q: tensor<f32>):\n"
                         "    %s = hlo.add %p, %q : tensor<f32>\n"
                         "    hlo.return %s : tensor<f32>\n  }\n",
                         result, input, full, row)
        .str();
  };
  auto spread = [&](const char *result, const char *input,
                    const std::string &from, const char *dims) {
    return llvm::formatv("  {0} = hlo.broadcast {1}, dimensions = [{2}] : "
                         "({3}) -> {4}\n",
                         result, input, dims, from, full)
        .str();
  };
  std::string results = keepCentred ? "(" + full + ", " + full + ")" : full;
  std::string source =
      "func.func @main(%arg: " + full + ", %g: " + col + ", %b: " + col +
      ") -> " + results + " {\n" +
      "  %z = hlo.constant dense<0.0> : tensor<f32>\n" +
      llvm::formatv("  %n = hlo.constant dense<{0}.0> : {1}\n", cols, row)
          .str() +
      "  %eps = hlo.constant dense<1.0e-05> : " + row + "\n";
  if (reversed)
    source += "  %x = hlo.reverse %arg, dimensions = [1] : " + full + "\n";
  std::string x = reversed ? "%x" : "%arg";
  source += sum("%total", x.c_str()) +
            "  %mean = hlo.divide %total, %n : " + row + "\n" +
            spread("%mb", "%mean", row, "0") + "  %d = hlo.subtract " + x +
            ", %mb : " + full + "\n" + "  %d2 = hlo.multiply %d, %d : " + full +
            "\n" + sum("%sq", "%d2") + "  %var = hlo.divide %sq, %n : " + row +
            "\n  %ve = hlo.add %var, %eps : " + row +
            "\n  %rstd = hlo.rsqrt %ve : " + row + "\n" +
            spread("%rb", "%rstd", row, "0") +
            "  %normed = hlo.multiply %d, %rb : " + full + "\n" +
            spread("%gb", "%g", col, "1") + spread("%bb", "%b", col, "1") +
            "  %scaled = hlo.multiply %normed, %gb : " + full + "\n" +
            "  %r = hlo.add %scaled, %bb : " + full + "\n";
  source += keepCentred ? "  return %r, %d : " + full + ", " + full + "\n}\n"
                        : "  return %r : " + full + "\n}\n";
  return source;
}

TEST_F(FusionTest, LayerNormKernelMatchesTheFusedLoopsBitForBit) {
  // The layer-norm kernel (three passes per row) must give exactly what
  // the fused program's loops give (no product contracted into an FMA), on
  // odd widths, and rows holding a NaN, an inf, equal values (variance 0)
  // and values whose squares overflow; in place too. Ordinary rows are
  // also checked against a double computation.
  std::mt19937_64 rng(11);
  std::uniform_real_distribution<float> ordinary(-8.0f, 8.0f);
  const std::pair<int64_t, int64_t> shapes[] = {
      {64, 2},  {66, 5},  {64, 16},   {67, 17},  {66, 31},
      {69, 32}, {66, 33}, {70, 1024}, {64, 1025}};
  for (auto [rows, cols] : shapes) {
    std::vector<float> x(rows * cols), g(cols), b(cols);
    for (float &value : x)
      value = ordinary(rng) + 3.0f;
    for (float &value : g)
      value = ordinary(rng);
    for (float &value : b)
      value = ordinary(rng);
    // Special rows: 0 a NaN, 1 an inf, 2 all equal, 3 huge values.
    auto at = [&](int64_t r, int64_t c) -> float & { return x[r * cols + c]; };
    at(0, cols / 2) = NAN;
    at(1, cols - 1) = INFINITY;
    for (int64_t c = 0; c < cols; ++c) {
      at(2, c) = 2.5f;
      at(3, c) = (c % 2 ? 3e30f : -3e30f) + ordinary(rng);
    }
    for (bool reversed : {false, true}) {
      SCOPED_TRACE(llvm::formatv("[{0}, {1}]{2}", rows, cols,
                                 reversed ? " in place" : "")
                       .str());
      auto arguments = [&] {
        return std::vector<RtValue>{
            RtValue(makeLiteral(ElementType::F32, {rows, cols}, x)),
            RtValue(makeLiteral(ElementType::F32, {cols}, g)),
            RtValue(makeLiteral(ElementType::F32, {cols}, b))};
      };
      ExecutableOptions options;
      options.recordEvents = true;
      std::unique_ptr<Executable> kernel =
          compile(layerNormSource(rows, cols, false, reversed), options);
      ASSERT_TRUE(kernel);
      mlir::FailureOr<std::vector<RtValue>> got = kernel->run(arguments());
      ASSERT_TRUE(mlir::succeeded(got));
      ASSERT_FALSE(kernel->getEvents().empty());
      EXPECT_TRUE(llvm::StringRef(kernel->getEvents().back().name)
                      .ends_with("(layer-norm rows)"))
          << kernel->getEvents().back().name;
      std::unique_ptr<Executable> loops =
          compile(layerNormSource(rows, cols, true, reversed), options);
      ASSERT_TRUE(loops);
      mlir::FailureOr<std::vector<RtValue>> want = loops->run(arguments());
      ASSERT_TRUE(mlir::succeeded(want));
      EXPECT_FALSE(llvm::StringRef(loops->getEvents().back().name)
                       .ends_with("(layer-norm rows)"));
      std::vector<float> got0 = valuesOf<float>((*got)[0]);
      std::vector<float> want0 = valuesOf<float>((*want)[0]);
      ASSERT_EQ(got0.size(), x.size());
      ASSERT_EQ(want0.size(), x.size());
      for (size_t i = 0; i < got0.size(); ++i) {
        uint32_t gb, wb;
        std::memcpy(&gb, &got0[i], 4);
        std::memcpy(&wb, &want0[i], 4);
        ASSERT_EQ(gb, wb) << "element " << i << ": " << got0[i] << " vs "
                          << want0[i];
      }
      for (int64_t r = 0; r < rows; ++r) {
        const float *out = got0.data() + r * cols;
        if (r < 2) {
          // A NaN, or an inf (inf - inf in its d): NaN throughout.
          for (int64_t c = 0; c < cols; ++c)
            ASSERT_TRUE(std::isnan(out[c])) << r << ", " << c;
          continue;
        }
        if (r == 3)
          continue; // (d * d overflows to inf in f32; not in double.)
        std::vector<double> in(cols);
        for (int64_t c = 0; c < cols; ++c)
          in[c] = at(r, reversed ? cols - 1 - c : c);
        double mean = 0, var = 0;
        for (double v : in)
          mean += v;
        mean /= cols;
        for (double v : in)
          var += (v - mean) * (v - mean);
        double rstd = 1 / std::sqrt(var / cols + 1e-5);
        for (int64_t c = 0; c < cols; ++c)
          ASSERT_NEAR(out[c], (in[c] - mean) * rstd * g[c] + b[c], 2e-5)
              << r << ", " << c;
      }
    }
  }
}

/// A broadcast that joins no group waits for its first reader: a reader
/// that does not fuse (a transpose) gets it as a step of its own, before
/// it; the elementwise reader after that reads that step's array.
TEST_F(FusionTest, BroadcastReadFirstByAnUnfusedOpRunsBeforeIt) {
  const char *source = R"(
    func.func @main(%x: tensor<3x4xf32>, %g: tensor<4xf32>) -> (tensor<4x3xf32>, tensor<3x4xf32>) {
      %gb = hlo.broadcast %g, dimensions = [1] : (tensor<4xf32>) -> tensor<3x4xf32>
      %t = hlo.transpose %gb, dimensions = [1, 0] : (tensor<3x4xf32>) -> tensor<4x3xf32>
      %a = hlo.add %x, %gb : tensor<3x4xf32>
      return %t, %a : tensor<4x3xf32>, tensor<3x4xf32>
    })";
  ExecutableOptions options;
  options.recordEvents = true;
  std::unique_ptr<Executable> executable = compile(source, options);
  ASSERT_TRUE(executable);
  std::vector<float> x(12), g = {1, 2, 3, 4};
  for (int i = 0; i < 12; ++i)
    x[i] = float(i) * 10;
  mlir::FailureOr<std::vector<RtValue>> results =
      executable->run({makeLiteral(ElementType::F32, {3, 4}, x),
                       makeLiteral(ElementType::F32, {4}, g)});
  ASSERT_TRUE(mlir::succeeded(results));
  std::vector<std::string> names;
  for (const ExecutionEvent &event : executable->getEvents())
    names.push_back(event.name);
  EXPECT_EQ(names, (std::vector<std::string>{"hlo.broadcast", "hlo.transpose",
                                             "fusion(add)"}));
  std::vector<float> t = valuesOf<float>((*results)[0]);
  std::vector<float> a = valuesOf<float>((*results)[1]);
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 4; ++j) {
      EXPECT_EQ(t[j * 3 + i], g[j]);
      EXPECT_EQ(a[i * 4 + j], x[i * 4 + j] + g[j]);
    }
}

TEST_F(FusionTest, PredArithmeticStaysWithTheReferenceKernels) {
  // add, multiply and maximum on pred are or, and, or: the fused loops do
  // not compute on pred, so such ops must not join a group (a fused add of
  // two trues would give 2).
  const char *source = R"(
    func.func @main(%x: tensor<64xf32>, %y: tensor<64xf32>) -> tensor<64xf32> {
      %p = hlo.compare GT, %x, %y : tensor<64xf32>
      %q = hlo.compare LT, %x, %y : tensor<64xf32>
      %n = hlo.not %q : tensor<64xi1>
      %s = hlo.add %p, %n : tensor<64xi1>
      %m = hlo.multiply %s, %n : tensor<64xi1>
      %r = hlo.select %m, %x, %y : tensor<64xi1>, tensor<64xf32>
      return %r : tensor<64xf32>
    })";
  std::vector<float> x(64), y(64);
  for (int i = 0; i < 64; ++i) {
    x[i] = float(i % 7);
    y[i] = float(i % 5);
  }
  std::vector<RtValue> arguments = {makeLiteral(ElementType::F32, {64}, x),
                                    makeLiteral(ElementType::F32, {64}, y)};
  ExecutableOptions reference;
  reference.referenceKernels = true;
  std::vector<RtValue> want = run(source, arguments, reference);
  std::vector<RtValue> got = run(source, arguments);
  ASSERT_EQ(got.size(), 1u);
  EXPECT_TRUE(sameBits<float>(got[0].getArray(), want[0].getArray()));
  // x >= y everywhere picks x.
  for (int i = 0; i < 64; ++i)
    EXPECT_EQ(valuesOf<float>(got[0])[i], x[i] >= y[i] ? x[i] : y[i]) << i;
}

TEST_F(FusionTest, NaNPropagatesThroughFusedMaximumAndReductions) {
  const char *source = R"(
    func.func @main(%x: tensor<128x3xf32>, %y: tensor<128x3xf32>) -> (tensor<128x3xf32>, tensor<128xf32>, tensor<3xf32>) {
      %ninf = hlo.constant dense<0xFF800000> : tensor<f32>
      %m = hlo.maximum %x, %y : tensor<128x3xf32>
      %e = hlo.exponential %m : tensor<128x3xf32>
      %r = hlo.reduce(%e init: %ninf) dimensions = [1] : (tensor<128x3xf32>, tensor<f32>) -> tensor<128xf32> {
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %s = hlo.maximum %a, %b : tensor<f32>
        hlo.return %s : tensor<f32>
      }
      %c = hlo.reduce(%x init: %ninf) dimensions = [0] : (tensor<128x3xf32>, tensor<f32>) -> tensor<3xf32> {
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %s = hlo.minimum %a, %b : tensor<f32>
        hlo.return %s : tensor<f32>
      }
      return %m, %r, %c : tensor<128x3xf32>, tensor<128xf32>, tensor<3xf32>
    })";
  std::vector<float> x(384, 1.0f), y(384, 0.5f);
  x[4] = NAN;   // row 1, column 1
  y[300] = NAN; // row 100, column 0
  std::vector<RtValue> results =
      run(source, {makeLiteral(ElementType::F32, {128, 3}, x),
                   makeLiteral(ElementType::F32, {128, 3}, y)});
  ASSERT_EQ(results.size(), 3u);
  std::vector<float> m = valuesOf<float>(results[0]);
  EXPECT_TRUE(std::isnan(m[4]));
  EXPECT_TRUE(std::isnan(m[300]));
  EXPECT_EQ(m[0], 1.0f);
  std::vector<float> rows = valuesOf<float>(results[1]);
  for (int r = 0; r < 128; ++r)
    EXPECT_EQ(std::isnan(rows[r]), r == 1 || r == 100) << r;
  std::vector<float> cols = valuesOf<float>(results[2]);
  EXPECT_EQ(cols[0], -INFINITY);
  EXPECT_TRUE(std::isnan(cols[1]));
}

/// The distance in units in the last place between two floats.
int64_t ulpDistance(float a, float b) {
  if (a == b)
    return 0;
  int32_t x, y;
  std::memcpy(&x, &a, 4);
  std::memcpy(&y, &b, 4);
  // Map the sign-magnitude encoding onto a monotonic integer line.
  int64_t ix = x < 0 ? int64_t(INT32_MIN) - x : x;
  int64_t iy = y < 0 ? int64_t(INT32_MIN) - y : y;
  return ix > iy ? ix - iy : iy - ix;
}

TEST_F(FusionTest, ApproximationsStayWithinAFewUlp) {
  // exp, log, tanh and logistic in fused steps against libm in double
  // precision rounded to float, over 2^20 inputs spanning each function's
  // interesting range (subnormal results and inputs included), plus the
  // special values, which must come out exactly.
  const int64_t n = 1 << 20;
  const char *source = R"(
    func.func @main(%x: tensor<1048576xf32>, %p: tensor<1048576xf32>) -> (tensor<1048576xf32>, tensor<1048576xf32>, tensor<1048576xf32>, tensor<1048576xf32>) {
      %e = hlo.exponential %x : tensor<1048576xf32>
      %t = hlo.tanh %x : tensor<1048576xf32>
      %s = hlo.logistic %x : tensor<1048576xf32>
      %l = hlo.log %p : tensor<1048576xf32>
      return %e, %t, %s, %l : tensor<1048576xf32>, tensor<1048576xf32>, tensor<1048576xf32>, tensor<1048576xf32>
    })";
  Literal x(ElementType::F32, {n}), p(ElementType::F32, {n});
  const float specials[] = {0.0f,   -0.0f,   INFINITY, -INFINITY,
                            NAN,    1e-30f,  -1e-30f,  88.72f,
                            88.73f, -87.33f, -103.0f,  -104.5f,
                            0.625f, -0.625f, 1e-45f,   1.17e-38f};
  for (int64_t i = 0; i < n; ++i) {
    // x over [-110, 110] (denser near 0), p over 2^-149 .. 2^127.
    double u = (i + 0.5) / n;
    x.as<float>()[i] = static_cast<float>((u < 0.5 ? -1 : 1) * 110.0 *
                                          std::pow(std::fabs(2 * u - 1), 3));
    p.as<float>()[i] = static_cast<float>(std::exp2(-149.0 + 276.0 * u));
  }
  for (size_t k = 0; k < std::size(specials); ++k) {
    x.as<float>()[k] = specials[k];
    p.as<float>()[k] = specials[k];
  }
  p.as<float>()[std::size(specials)] = -1.0f;
  std::vector<RtValue> results =
      run(source, {RtValue(x.clone()), RtValue(p.clone())});
  ASSERT_EQ(results.size(), 4u);
  auto check = [&](int result, const Literal &input, double (*f)(double),
                   int64_t maxUlp, const char *name) {
    const float *got = results[result].getArray().as<float>();
    int64_t worst = 0;
    for (int64_t i = 0; i < n; ++i) {
      float in = input.as<float>()[i];
      float want = static_cast<float>(f(in));
      if (std::isnan(want)) {
        EXPECT_TRUE(std::isnan(got[i])) << name << "(" << in << ")";
        continue;
      }
      int64_t ulp = ulpDistance(got[i], want);
      worst = std::max(worst, ulp);
      if (!std::isfinite(want) || want == 0 || i < int64_t(std::size(specials)))
        EXPECT_LE(ulp, maxUlp)
            << name << "(" << in << ") = " << got[i] << ", libm " << want;
      if (ulp > maxUlp) {
        ADD_FAILURE() << name << "(" << in << ") = " << got[i] << ", libm "
                      << want << ": " << ulp << " ulp";
        return;
      }
    }
    RecordProperty(std::string(name) + "_worst_ulp", std::to_string(worst));
  };
  check(0, x, [](double v) { return std::exp(v); }, 2, "exp");
  check(1, x, [](double v) { return std::tanh(v); }, 4, "tanh");
  check(
      2, x, [](double v) { return 1.0 / (1.0 + std::exp(-v)); }, 4, "logistic");
  check(3, p, [](double v) { return std::log(v); }, 2, "log");
  // Exact special values.
  const float *e = results[0].getArray().as<float>();
  const float *t = results[1].getArray().as<float>();
  const float *l = results[3].getArray().as<float>();
  EXPECT_EQ(e[0], 1.0f);
  EXPECT_EQ(e[2], INFINITY);
  EXPECT_EQ(e[3], 0.0f);
  EXPECT_TRUE(std::isnan(e[4]));
  EXPECT_EQ(t[2], 1.0f);
  EXPECT_EQ(t[3], -1.0f);
  EXPECT_TRUE(std::signbit(t[1]) && t[1] == 0.0f);
  EXPECT_EQ(l[0], -INFINITY);
  EXPECT_EQ(l[2], INFINITY);
  EXPECT_TRUE(std::isnan(l[3]));
  EXPECT_TRUE(std::isnan(l[std::size(specials)]));
}

TEST_F(FusionTest, DivisionByABroadcastIsExactlyIEEEDivision) {
  // The fused loop divides by a row's value without a division per element
  // (a reciprocal and an FMA correction); the results must be bit for bit
  // those of IEEE division, on random bit patterns (every exponent,
  // subnormals, zeros, infinities, NaNs) as well as on ordinary values.
  const char *source = R"(
    func.func @main(%x: tensor<256x300xf32>, %y: tensor<256xf32>) -> tensor<256x300xf32> {
      %b = hlo.broadcast %y, dimensions = [0] : (tensor<256xf32>) -> tensor<256x300xf32>
      %d = hlo.divide %x, %b : tensor<256x300xf32>
      return %d : tensor<256x300xf32>
    })";
  std::mt19937_64 rng(99);
  for (int round = 0; round < 4; ++round) {
    Literal x(ElementType::F32, {256, 300});
    Literal y(ElementType::F32, {256});
    auto randomFloat = [&]() -> float {
      uint32_t bits = static_cast<uint32_t>(rng());
      if (round % 2 == 1) // ordinary values: exponents near 0
        bits = (bits & 0x807fffffu) | ((120u + bits % 16) << 23);
      float value;
      std::memcpy(&value, &bits, 4);
      return value;
    };
    for (int64_t i = 0; i < x.getNumElements(); ++i)
      x.as<float>()[i] = randomFloat();
    for (int64_t i = 0; i < 256; ++i)
      y.as<float>()[i] = randomFloat();
    y.as<float>()[0] = 0.0f;
    y.as<float>()[1] = INFINITY;
    y.as<float>()[2] = 1e-40f;
    y.as<float>()[3] = 3.0f;
    std::vector<RtValue> arguments = {RtValue(x.clone()), RtValue(y.clone())};
    ExecutableOptions reference;
    reference.referenceKernels = true;
    std::vector<RtValue> want = run(source, arguments, reference);
    std::vector<RtValue> got = run(source, arguments);
    ASSERT_EQ(want.size(), 1u);
    ASSERT_EQ(got.size(), 1u);
    const float *w = want[0].getArray().as<float>();
    const float *g = got[0].getArray().as<float>();
    for (int64_t i = 0; i < x.getNumElements(); ++i) {
      uint32_t wb, gb;
      std::memcpy(&wb, &w[i], 4);
      std::memcpy(&gb, &g[i], 4);
      if (std::isnan(w[i]))
        ASSERT_TRUE(std::isnan(g[i])) << i;
      else
        ASSERT_EQ(gb, wb) << "element " << i << ": " << x.as<float>()[i]
                          << " / " << y.as<float>()[i / 300];
    }
  }
}

TEST_F(FusionTest, FastReduceWindowMatchesTheReferenceKernel) {
  // Random pooling windows (rank 1-4, sizes, strides, padding, window
  // dilation; add, multiply, maximum, minimum; f32 and f64): the fast path
  // folds in the reference's order, so the results are the same bit for
  // bit (inputs are multiples of 1/4 with a few NaNs).
  std::mt19937_64 rng(4242);
  auto pick = [&](int n) { return static_cast<int>(rng() % n); };
  const char *kinds[] = {"add", "multiply", "maximum", "minimum"};
  auto list = [](const std::vector<int64_t> &values) {
    std::string text = "[";
    for (size_t i = 0; i < values.size(); ++i)
      text += (i ? ", " : "") + std::to_string(values[i]);
    return text + "]";
  };
  for (int iteration = 0; iteration < 120; ++iteration) {
    bool f32 = pick(2) == 0;
    const char *element = f32 ? "f32" : "f64";
    int rank = 1 + pick(4);
    std::vector<int64_t> in, size, stride, low, high, dilate, out;
    for (int d = 0; d < rank; ++d) {
      in.push_back(1 + pick(rank > 2 ? 9 : 40));
      size.push_back(1 + pick(3));
      stride.push_back(1 + pick(3));
      low.push_back(pick(3));
      high.push_back(pick(3));
      dilate.push_back(1 + pick(2));
      int64_t span = (size[d] - 1) * dilate[d] + 1;
      int64_t padded = in[d] + low[d] + high[d];
      if (padded < span)
        high[d] += span - padded;
      out.push_back((in[d] + low[d] + high[d] - span) / stride[d] + 1);
    }
    const char *kind = kinds[pick(4)];
    std::string inType = tensorType(in, element);
    std::string outType = tensorType(out, element);
    std::string scalar = tensorType({}, element);
    std::string source = llvm::formatv(
        "func.func @main(%x: {0}, %init: {1}) -> {2} {{\n"
        "  %r = hlo.reduce_window(%x init: %init) window = <size = {3}, "
        "stride = {4}, pad_low = {5}, pad_high = {6}, rhs_dilate = {7}> : "
        "({0}, {1}) -> {2} {{\n"
        "  ^bb0(%a: {1}, %b: {1}):\n"
        "    %s = hlo.{8} %a, %b : {1}\n"
        "    hlo.return %s : {1}\n"
        "  }\n"
        "  return %r : {2}\n"
        "}\n",
        inType, scalar, outType, list(size), list(stride), list(low),
        list(high), list(dilate), kind);
    SCOPED_TRACE(source);
    ElementType type = f32 ? ElementType::F32 : ElementType::F64;
    Literal x = randomLiteral(type, in, rng);
    for (int k = 0; k < 3 && x.getNumElements() > 10; ++k) {
      int64_t at = rng() % x.getNumElements();
      if (f32)
        x.as<float>()[at] = NAN;
      else
        x.as<double>()[at] = NAN;
    }
    Literal init = randomLiteral(type, {}, rng);
    std::vector<RtValue> arguments = {RtValue(x.clone()),
                                      RtValue(init.clone())};
    ExecutableOptions reference;
    reference.referenceKernels = true;
    std::vector<RtValue> want = run(source, arguments, reference);
    std::vector<RtValue> got = run(source, arguments);
    ASSERT_EQ(want.size(), 1u);
    ASSERT_EQ(got.size(), 1u);
    if (f32)
      EXPECT_TRUE(sameBits<float>(got[0].getArray(), want[0].getArray()));
    else
      EXPECT_TRUE(sameBits<double>(got[0].getArray(), want[0].getArray()));
  }
}

/// Runs a program with the reference kernels, and with the fast paths on
/// two threads and on one; the fast results must be the reference's bit for
/// bit, and the same on 1 and 2 threads.
/// `run(options)` runs the program under test.
template <typename T, typename Run> void expectFastMatchesReference(Run run) {
  ExecutableOptions reference;
  reference.referenceKernels = true;
  std::vector<RtValue> want = run(reference);
  ExecutableOptions twoThreads;
  twoThreads.numThreads = 2;
  std::vector<RtValue> got = run(twoThreads);
  ExecutableOptions oneThread;
  oneThread.numThreads = 1;
  std::vector<RtValue> serial = run(oneThread);
  ASSERT_EQ(want.size(), 1u);
  ASSERT_EQ(got.size(), 1u);
  ASSERT_EQ(serial.size(), 1u);
  const Literal &w = want[0].getArray(), &g = got[0].getArray();
  ASSERT_EQ(w.getShape(), g.getShape());
  EXPECT_TRUE(sameBits<T>(g, w));
  EXPECT_TRUE(serial[0].getArray().isBitwiseEqual(g));
}

TEST_F(FusionTest, FastReduceOverAnyDimensionsMatchesTheReferenceKernel) {
  // Random shapes (rank 0-5, some dimensions of size 1) and random sets of
  // reduced dimensions (listed in any order): trailing, leading, and kept
  // and reduced ones mixed (NCHW over [0, 2, 3]). Inputs are multiples of
  // 1/4 (sums exact in any order) with a few NaNs for maximum and minimum;
  // products only of a few factors.
  std::mt19937_64 rng(777);
  auto pick = [&](int n) { return static_cast<int>(rng() % n); };
  const char *kinds[] = {"add", "multiply", "maximum", "minimum"};
  auto list = [](const std::vector<int64_t> &values) {
    std::string text = "[";
    for (size_t i = 0; i < values.size(); ++i)
      text += (i ? ", " : "") + std::to_string(values[i]);
    return text + "]";
  };
  // Shapes that reach the chunked and blocked loops: [K, R, K] with many
  // folded rows, with long rows (column blocks), [R, K, R] whose rows are
  // few and long, and the VGG bias gradient's layout.
  std::vector<std::pair<std::vector<int64_t>, std::vector<int64_t>>> fixed = {
      {{2, 22000, 3}, {1}},       {{2, 20, 4100}, {1}},
      {{2, 2, 66000}, {2, 0}},    {{1, 64, 30, 30}, {0, 2, 3}},
      {{2, 64, 9, 9}, {0, 2, 3}}, {{3, 100, 2, 70}, {0, 2}},
  };
  for (int iteration = 0; iteration < 160; ++iteration) {
    bool f32 = pick(2) == 0;
    const char *element = f32 ? "f32" : "f64";
    std::vector<int64_t> in, dims;
    if (iteration < static_cast<int>(fixed.size())) {
      in = fixed[iteration].first;
      dims = fixed[iteration].second;
    } else {
      int rank = pick(6);
      for (int d = 0; d < rank; ++d) {
        in.push_back(pick(5) == 0 ? 1 : 1 + pick(rank > 3 ? 6 : 20));
        if (pick(2))
          dims.push_back(d);
      }
      std::shuffle(dims.begin(), dims.end(), rng);
    }
    std::vector<int64_t> out;
    int64_t count = 1;
    for (size_t d = 0; d < in.size(); ++d) {
      if (std::find(dims.begin(), dims.end(), int64_t(d)) == dims.end())
        out.push_back(in[d]);
      else
        count *= in[d];
    }
    std::string kind = kinds[pick(4)];
    if (kind == "multiply" && count > 6)
      kind = "add";
    std::string inType = tensorType(in, element);
    std::string outType = tensorType(out, element);
    std::string scalar = tensorType({}, element);
    std::string source = llvm::formatv(
        "func.func @main(%x: {0}, %init: {1}) -> {2} {{\n"
        "  %r = hlo.reduce(%x init: %init) dimensions = {3} : ({0}, {1}) -> "
        "{2} {{\n"
        "  ^bb0(%a: {1}, %b: {1}):\n"
        "    %s = hlo.{4} {5}, {6} : {1}\n"
        "    hlo.return %s : {1}\n"
        "  }\n"
        "  return %r : {2}\n"
        "}\n",
        inType, scalar, outType, list(dims), kind, pick(2) ? "%a" : "%b",
        pick(2) ? "%a" : "%b");
    // Both arguments, in either order.
    if (source.find("%a, %a") != std::string::npos ||
        source.find("%b, %b") != std::string::npos) {
      size_t at = source.find("%a, %a");
      if (at == std::string::npos)
        at = source.find("%b, %b");
      source.replace(at, 6, "%b, %a");
    }
    SCOPED_TRACE(source);
    ElementType type = f32 ? ElementType::F32 : ElementType::F64;
    Literal x = randomLiteral(type, in, rng);
    if (kind == "maximum" || kind == "minimum")
      for (int k = 0; k < 3 && x.getNumElements() > 10; ++k) {
        int64_t at = rng() % x.getNumElements();
        if (f32)
          x.as<float>()[at] = NAN;
        else
          x.as<double>()[at] = NAN;
      }
    Literal init = randomLiteral(type, {}, rng);
    std::vector<RtValue> arguments = {RtValue(x.clone()),
                                      RtValue(init.clone())};
    auto runWith = [&](ExecutableOptions options) {
      return run(source, arguments, options);
    };
    if (f32)
      expectFastMatchesReference<float>(runWith);
    else
      expectFastMatchesReference<double>(runWith);
    if (HasFatalFailure())
      return;
  }
}

TEST_F(FusionTest, FastSelectAndScatterMatchesTheReferenceKernel) {
  // Random windows (rank 1-4; sizes, strides, padding, window dilation,
  // leading dimensions the window does not span), every select direction
  // (IEEE and total order, arguments in either order) with operands drawn
  // from a few values (ties everywhere; -0, +0 and NaN among them), scatter
  // add or multiply: the fast path selects and scatters in the reference's
  // order, so the results are the same bit for bit.
  std::mt19937_64 rng(9090);
  auto pick = [&](int n) { return static_cast<int>(rng() % n); };
  const char *directions[] = {"GE", "GT", "LE", "LT", "EQ", "NE"};
  auto list = [](const std::vector<int64_t> &values) {
    std::string text = "[";
    for (size_t i = 0; i < values.size(); ++i)
      text += (i ? ", " : "") + std::to_string(values[i]);
    return text + "]";
  };
  for (int iteration = 0; iteration < 200; ++iteration) {
    bool f32 = pick(2) == 0;
    const char *element = f32 ? "f32" : "f64";
    int rank = 1 + pick(4);
    bool pooling = iteration < 10;
    std::vector<int64_t> in, size, stride, low, high, dilate, out;
    for (int d = 0; d < rank; ++d) {
      in.push_back(1 + pick(rank > 2 ? 9 : 30));
      if (pooling ? d < rank - 2 : pick(3) == 0) {
        // A dimension the window does not span.
        size.push_back(1);
        stride.push_back(1);
        low.push_back(0);
        high.push_back(0);
        dilate.push_back(1);
      } else if (pooling) {
        size.push_back(2);
        stride.push_back(2);
        low.push_back(0);
        high.push_back(0);
        dilate.push_back(1);
        in.back() = 2 + pick(20);
      } else {
        size.push_back(1 + pick(3));
        stride.push_back(1 + pick(3));
        low.push_back(pick(3));
        high.push_back(pick(3));
        dilate.push_back(1 + pick(2));
      }
      int64_t span = (size[d] - 1) * dilate[d] + 1;
      int64_t padded = in[d] + low[d] + high[d];
      if (padded < span)
        high[d] += span - padded;
      out.push_back((in[d] + low[d] + high[d] - span) / stride[d] + 1);
    }
    std::string direction = pooling ? "GE" : directions[pick(pick(3) ? 4 : 6)];
    bool totalOrder = !pooling && pick(4) == 0;
    bool swapped = !pooling && pick(4) == 0;
    const char *scatter = !pooling && pick(4) == 0 ? "multiply" : "add";
    std::string inType = tensorType(in, element);
    std::string outType = tensorType(out, element);
    std::string scalar = tensorType({}, element);
    std::string source = llvm::formatv(
        "func.func @main(%x: {0}, %src: {2}, %init: {1}) -> {0} {{\n"
        "  %r = hlo.select_and_scatter %x, %src, %init window = <size = {3}, "
        "stride = {4}, pad_low = {5}, pad_high = {6}, rhs_dilate = {7}> : "
        "({0}, {2}, {1}) -> {0} select {{\n"
        "  ^bb0(%a: {1}, %b: {1}):\n"
        "    %c = hlo.compare {8}, {9}{10} : {1}\n"
        "    hlo.return %c : tensor<i1>\n"
        "  } scatter {{\n"
        "  ^bb0(%p: {1}, %q: {1}):\n"
        "    %s = hlo.{11} %p, %q : {1}\n"
        "    hlo.return %s : {1}\n"
        "  }\n"
        "  return %r : {0}\n"
        "}\n",
        inType, scalar, outType, list(size), list(stride), list(low),
        list(high), list(dilate), direction, swapped ? "%b, %a" : "%a, %b",
        totalOrder ? ", TOTALORDER" : "", scatter);
    SCOPED_TRACE(source);
    ElementType type = f32 ? ElementType::F32 : ElementType::F64;
    Literal x(type, in);
    const double choices[] = {-1, 0, -0.0, 1, 2, NAN};
    for (int64_t i = 0; i < x.getNumElements(); ++i) {
      double value = choices[pick(pick(8) ? 5 : 6)];
      if (f32)
        x.as<float>()[i] = static_cast<float>(value);
      else
        x.as<double>()[i] = value;
    }
    Literal src = randomLiteral(type, out, rng);
    Literal init = randomLiteral(type, {}, rng);
    std::vector<RtValue> arguments = {RtValue(x.clone()), RtValue(src.clone()),
                                      RtValue(init.clone())};
    auto runWith = [&](ExecutableOptions options) {
      return run(source, arguments, options);
    };
    if (f32)
      expectFastMatchesReference<float>(runWith);
    else
      expectFastMatchesReference<double>(runWith);
    if (HasFatalFailure())
      return;
  }
}

TEST_F(FusionTest, LongReductionsMatchADoubleSum) {
  // 3 rows of 1M: the fast path splits each row into chunks.
  const char *source = R"(
    func.func @main(%x: tensor<3x1000000xf32>) -> tensor<3xf32> {
      %z = hlo.constant dense<1.5> : tensor<f32>
      %r = hlo.reduce(%x init: %z) dimensions = [1] : (tensor<3x1000000xf32>, tensor<f32>) -> tensor<3xf32> {
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %s = hlo.add %a, %b : tensor<f32>
        hlo.return %s : tensor<f32>
      }
      return %r : tensor<3xf32>
    })";
  std::mt19937_64 rng(7);
  Literal x = randomLiteral(ElementType::F32, {3, 1000000}, rng);
  double sums[3] = {1.5, 1.5, 1.5};
  for (int64_t i = 0; i < x.getNumElements(); ++i)
    sums[i / 1000000] += x.as<float>()[i];
  std::vector<float> got = run1<float>(source, {std::move(x)});
  ASSERT_EQ(got.size(), 3u);
  for (int r = 0; r < 3; ++r)
    EXPECT_NEAR(got[r], sums[r], 1e-3) << r;
}

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

/// A chain of `n` ops on 1 MiB arrays that all stay unfused (integers).
std::string integerChain(int n) {
  std::string body;
  std::string last = "%x";
  for (int i = 0; i < n; ++i) {
    std::string v = "%v" + std::to_string(i);
    body += "      " + v + " = hlo.add " + last + ", %x : tensor<262144xi32>\n";
    last = v;
  }
  return "func.func @main(%x: tensor<262144xi32>) -> tensor<262144xi32> {\n" +
         body + "      return " + last + " : tensor<262144xi32>\n    }";
}

TEST_F(FusionTest, PeakMemoryStaysNearTheLiveSet) {
  std::unique_ptr<Executable> executable = compile(integerChain(40), {});
  ASSERT_TRUE(executable);
  Literal x(ElementType::S32, {262144});
  mlir::FailureOr<std::vector<RtValue>> results =
      executable->run({std::move(x)});
  ASSERT_TRUE(mlir::succeeded(results));
  // At most the argument, the previous value and the new one: 3 MiB; a
  // plan that kept dead values would need 41 MiB.
  int64_t mib = 1 << 20;
  EXPECT_EQ(executable->getLiveSetBytes(), 3 * mib);
  EXPECT_LE(executable->getPeakBytes(),
            executable->getLiveSetBytes() * 13 / 10);
  EXPECT_GE(executable->getPeakBytes(), 2 * mib);
}

TEST_F(FusionTest, DeadOperandsLendTheirBuffersToFusedResults) {
  // %r dies at the fused step: its buffer becomes the step's second result
  // (written after the last read of %r), never the first (written before
  // %r's last read).
  const char *source = R"(
    func.func @main(%x: tensor<65536xf32>) -> (tensor<65536xf32>, tensor<65536xf32>) {
      %r = hlo.reverse %x, dimensions = [0] : tensor<65536xf32>
      %two = hlo.constant dense<2.0> : tensor<65536xf32>
      %a = hlo.multiply %r, %two : tensor<65536xf32>
      %b = hlo.add %r, %a : tensor<65536xf32>
      %c = hlo.tanh %b : tensor<65536xf32>
      return %a, %c : tensor<65536xf32>, tensor<65536xf32>
    })";
  std::unique_ptr<Executable> executable = compile(source, {});
  ASSERT_TRUE(executable);
  std::vector<float> input(65536);
  for (int i = 0; i < 65536; ++i)
    input[i] = std::cos(0.01f * i);
  mlir::FailureOr<std::vector<RtValue>> results =
      executable->run({makeLiteral(ElementType::F32, {65536}, input)});
  ASSERT_TRUE(mlir::succeeded(results));
  std::vector<float> a = valuesOf<float>((*results)[0]);
  std::vector<float> c = valuesOf<float>((*results)[1]);
  for (int i = 0; i < 65536; ++i) {
    float r = input[65535 - i];
    ASSERT_EQ(a[i], r * 2.0f) << i;
    ASSERT_NEAR(c[i], std::tanh(double(r) + double(r * 2.0f)), 4e-7) << i;
  }
  // Two buffers of 256 KiB at any time (%x dies at the reverse, %r lives
  // on as %c), plus the fused step's tile scratch (2 threads x 3 buffers of
  // 16 KiB at most), where the static live set, which does not know about
  // lending, counts three at the fused step (%r, %a, %c).
  EXPECT_GE(executable->getPeakBytes(), 2 * 262144);
  EXPECT_LE(executable->getPeakBytes(), 2 * 262144 + 2 * 3 * 16384 + 2048);
  EXPECT_EQ(executable->getLiveSetBytes(), 3 * 262144);
}

TEST_F(FusionTest, BufferCacheHandsBackFreedBuffers) {
  Literal::releaseCachedBuffers();
  void *first;
  {
    Literal big = Literal::uninitialized(ElementType::F32, {1 << 20});
    first = big.data();
  }
  EXPECT_EQ(Literal::getCachedBufferBytes(), size_t(4) << 20);
  Literal again = Literal::uninitialized(ElementType::F32, {1 << 20});
  EXPECT_EQ(again.data(), first);
  EXPECT_EQ(Literal::getCachedBufferBytes(), 0u);
  // Small buffers go straight back to the system.
  {
    Literal small = Literal::uninitialized(ElementType::F32, {16});
  }
  EXPECT_EQ(Literal::getCachedBufferBytes(), 0u);
  // Zero-filled literals from the cache are zero.
  {
    Literal dirty = Literal::uninitialized(ElementType::F32, {1 << 18});
    std::memset(dirty.data(), 0xff, dirty.getSizeInBytes());
  }
  Literal clean(ElementType::F32, {1 << 18});
  for (int64_t i = 0; i < clean.getNumElements(); ++i)
    ASSERT_EQ(clean.as<float>()[i], 0.0f);
  Literal::releaseCachedBuffers();
}

//===----------------------------------------------------------------------===//
// Thread pool
//===----------------------------------------------------------------------===//

TEST(ThreadPoolTest, RunsEveryTaskOnceOnDistinctWorkers) {
  for (unsigned threads : {1u, 2u, 4u}) {
    ThreadPool pool(threads);
    EXPECT_EQ(pool.getNumThreads(), threads);
    for (int64_t tasks : {0, 1, 7, 1000}) {
      std::vector<std::atomic<int>> seen(tasks);
      std::vector<std::atomic<int>> busy(threads);
      std::atomic<bool> overlap{false};
      pool.parallelFor(tasks, [&](int64_t task, unsigned worker) {
        ASSERT_LT(worker, threads);
        if (busy[worker]++ != 0)
          overlap = true;
        ++seen[task];
        --busy[worker];
      });
      for (int64_t t = 0; t < tasks; ++t)
        EXPECT_EQ(seen[t].load(), 1) << "task " << t;
      EXPECT_FALSE(overlap.load());
    }
  }
}

TEST(ThreadPoolTest, NestedLoopsRunInTheCallingTask) {
  ThreadPool pool(2);
  std::atomic<int> inner{0};
  pool.parallelFor(8, [&](int64_t, unsigned worker) {
    pool.parallelFor(5, [&](int64_t, unsigned nestedWorker) {
      EXPECT_EQ(nestedWorker, worker);
      ++inner;
    });
  });
  EXPECT_EQ(inner.load(), 40);
}

} // namespace
