//===- MiscKernelsTest.cpp - Tests for the misc kernels -------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// Runs small hlo functions through the interpreter and checks the misc
// kernels (lib/Interpreter/Kernels/MiscKernels.cpp): ids, add_dependency,
// domain, single-replica collectives, rng, rng_bit_generator (against
// Threefry-2x32 known answers), rng_get_and_update_state, and the ops that
// cannot run in the interpreter; outfeed through the run's handler (order and
// values, inside a while loop; a failing handler stops the run).
//
//===----------------------------------------------------------------------===//

#include "xhlo/Dialect/Hlo/IR/HloOps.h"
#include "xhlo/Interpreter/Executable.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/APFloat.h"

#include "gtest/gtest.h"

#include <cmath>
#include <cstring>
#include <set>
#include <string>
#include <vector>

using namespace mlir;
using namespace xhlo;
using namespace xhlo::interp;

namespace {

template <typename T>
Literal makeLiteral(ElementType type, llvm::ArrayRef<int64_t> shape,
                    const std::vector<T> &values) {
  Literal literal(type, shape);
  EXPECT_EQ(static_cast<size_t>(literal.getNumElements()), values.size());
  EXPECT_EQ(getElementTypeByteSize(type), sizeof(T));
  std::memcpy(literal.data(), values.data(), values.size() * sizeof(T));
  return literal;
}

template <typename T> std::vector<T> valuesOf(const RtValue &value) {
  const Literal &literal = value.getArray();
  EXPECT_EQ(getElementTypeByteSize(literal.getElementType()), sizeof(T));
  const T *data = literal.as<T>();
  return std::vector<T>(data, data + literal.getNumElements());
}

float halfToFloat(uint16_t bits, const llvm::fltSemantics &semantics) {
  llvm::APFloat value(semantics, llvm::APInt(16, bits));
  bool lost;
  value.convert(llvm::APFloat::IEEEsingle(), llvm::APFloat::rmNearestTiesToEven,
                &lost);
  return value.convertToFloat();
}

class MiscKernelsTest : public ::testing::Test {
protected:
  MiscKernelsTest() {
    context.loadDialect<func::FuncDialect, xhlo::hlo::HloDialect>();
  }

  /// Parses `source` and compiles its @main (the module is kept alive).
  std::unique_ptr<Executable> compile(const std::string &source,
                                      uint64_t seed = 0) {
    modules.push_back(parseSourceString<ModuleOp>(source, &context));
    if (!modules.back()) {
      ADD_FAILURE() << "cannot parse:\n" << source;
      return nullptr;
    }
    auto func = modules.back()->lookupSymbol<func::FuncOp>("main");
    ExecutableOptions options;
    options.seed = seed;
    FailureOr<std::unique_ptr<Executable>> executable =
        Executable::compile(func, options);
    if (failed(executable)) {
      ADD_FAILURE() << "cannot compile:\n" << source;
      return nullptr;
    }
    return std::move(*executable);
  }

  std::vector<RtValue> runOn(Executable *executable,
                             std::vector<RtValue> arguments = {}) {
    if (!executable)
      return {};
    FailureOr<std::vector<RtValue>> results = executable->run(arguments);
    if (failed(results)) {
      ADD_FAILURE() << "cannot run";
      return {};
    }
    return std::move(*results);
  }

  std::vector<RtValue> run(const std::string &source,
                           std::vector<RtValue> arguments = {},
                           uint64_t seed = 0) {
    std::unique_ptr<Executable> executable = compile(source, seed);
    return runOn(executable.get(), std::move(arguments));
  }

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

  /// Runs `source`, expects it to fail, and returns the diagnostics.
  std::string runError(const std::string &source,
                       std::vector<RtValue> arguments = {}) {
    std::unique_ptr<Executable> executable = compile(source);
    if (!executable)
      return "";
    std::string messages;
    ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diagnostic) {
      messages += diagnostic.str() + "\n";
      return success();
    });
    EXPECT_TRUE(failed(executable->run(arguments))) << source;
    return messages;
  }

  MLIRContext context;
  std::vector<OwningOpRef<ModuleOp>> modules;
};

#define EXPECT_CONTAINS(haystack, needle)                                      \
  EXPECT_NE((haystack).find(needle), std::string::npos)                        \
      << "'" << (haystack) << "' does not contain '" << (needle) << "'"

TEST_F(MiscKernelsTest, Ids) {
  std::vector<RtValue> results = run(R"(
    func.func @main() -> (tensor<ui32>, tensor<ui32>) {
      %r = hlo.replica_id : tensor<ui32>
      %p = hlo.partition_id : tensor<ui32>
      return %r, %p : tensor<ui32>, tensor<ui32>
    })");
  ASSERT_EQ(results.size(), 2u);
  EXPECT_EQ(valuesOf<uint32_t>(results[0]), std::vector<uint32_t>{0});
  EXPECT_EQ(valuesOf<uint32_t>(results[1]), std::vector<uint32_t>{0});
}

TEST_F(MiscKernelsTest, AddDependencyAndDomain) {
  auto x = [] {
    return makeLiteral<float>(ElementType::F32, {3}, {1.5f, -2.f, 0.f});
  };
  EXPECT_EQ(run1<float>(R"(
    func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {
      %t = hlo.after_all()
      %y = hlo.add_dependency %x, %t : tensor<3xf32>
      return %y : tensor<3xf32>
    })",
                        {x()}),
            (std::vector<float>{1.5f, -2.f, 0.f}));
  EXPECT_EQ(run1<float>(R"(
    func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {
      %y = hlo.domain %x, kind = "sharding", entry_sharding = "type: MAXIMAL tile_assignment_devices: 1" : tensor<3xf32>
      return %y : tensor<3xf32>
    })",
                        {x()}),
            (std::vector<float>{1.5f, -2.f, 0.f}));
}

TEST_F(MiscKernelsTest, AllReduceOneReplica) {
  auto x = [] {
    return makeLiteral<int32_t>(ElementType::S32, {4}, {1, 2, 3, 4});
  };
  // All replicas in one group (of one), an explicit group of one, and groups
  // of one where replica 0 is in the first.
  for (const char *groups : {"[]", "[[0]]", "[[0], [1]]", "[[1], [0]]"}) {
    std::string source = std::string(R"(
    func.func @main(%x: tensor<4xi32>) -> tensor<4xi32> {
      %r = hlo.all_reduce(%x) replica_groups = )") +
                         groups + R"( : tensor<4xi32> {
      ^bb0(%a: tensor<i32>, %b: tensor<i32>):
        %s = hlo.add %a, %b : tensor<i32>
        hlo.return %s : tensor<i32>
      }
      return %r : tensor<4xi32>
    })";
    EXPECT_EQ(run1<int32_t>(source, {x()}), (std::vector<int32_t>{1, 2, 3, 4}))
        << groups;
  }
  // Variadic, with a channel and global device ids.
  std::vector<RtValue> results = run(
      R"(
    func.func @main(%x: tensor<4xi32>, %y: tensor<i32>) -> (tensor<4xi32>, tensor<i32>) {
      %r:2 = hlo.all_reduce(%x, %y) replica_groups = [[0]], channel_id = 3, use_global_device_ids : tensor<4xi32>, tensor<i32> {
      ^bb0(%a: tensor<i32>, %b: tensor<i32>):
        %s = hlo.multiply %a, %b : tensor<i32>
        hlo.return %s : tensor<i32>
      }
      return %r#0, %r#1 : tensor<4xi32>, tensor<i32>
    })",
      {x(), makeLiteral<int32_t>(ElementType::S32, {}, {-7})});
  ASSERT_EQ(results.size(), 2u);
  EXPECT_EQ(valuesOf<int32_t>(results[0]), (std::vector<int32_t>{1, 2, 3, 4}));
  EXPECT_EQ(valuesOf<int32_t>(results[1]), (std::vector<int32_t>{-7}));
}

TEST_F(MiscKernelsTest, GatherScatterBroadcastOneReplica) {
  auto x = [] {
    return makeLiteral<double>(ElementType::F64, {2, 3}, {1, 2, 3, 4, 5, 6});
  };
  std::vector<double> expected{1, 2, 3, 4, 5, 6};
  EXPECT_EQ(run1<double>(R"(
    func.func @main(%x: tensor<2x3xf64>) -> tensor<2x3xf64> {
      %r = hlo.all_gather(%x) all_gather_dimension = 1, replica_groups = [[0]] : (tensor<2x3xf64>) -> tensor<2x3xf64>
      return %r : tensor<2x3xf64>
    })",
                         {x()}),
            expected);
  EXPECT_EQ(run1<double>(R"(
    func.func @main(%x: tensor<2x3xf64>) -> tensor<2x3xf64> {
      %r = hlo.reduce_scatter(%x) scatter_dimension = 0, replica_groups = [] : (tensor<2x3xf64>) -> tensor<2x3xf64> {
      ^bb0(%a: tensor<f64>, %b: tensor<f64>):
        %s = hlo.add %a, %b : tensor<f64>
        hlo.return %s : tensor<f64>
      }
      return %r : tensor<2x3xf64>
    })",
                         {x()}),
            expected);
  EXPECT_EQ(run1<double>(R"(
    func.func @main(%x: tensor<2x3xf64>) -> tensor<2x3xf64> {
      %r = hlo.collective_broadcast(%x) replica_groups = [[0]], channel_id = 1 : tensor<2x3xf64>
      return %r : tensor<2x3xf64>
    })",
                         {x()}),
            expected);
  // all_to_all: array form with one split, tuple form with one operand.
  EXPECT_EQ(run1<double>(R"(
    func.func @main(%x: tensor<2x3xf64>) -> tensor<2x3xf64> {
      %r = hlo.all_to_all(%x) split_dimension = 1, concat_dimension = 0, split_count = 1, replica_groups = [[0]] : (tensor<2x3xf64>) -> tensor<2x3xf64>
      return %r : tensor<2x3xf64>
    })",
                         {x()}),
            expected);
  EXPECT_EQ(run1<double>(R"(
    func.func @main(%x: tensor<2x3xf64>) -> tensor<2x3xf64> {
      %r = hlo.all_to_all(%x) replica_groups = [] : (tensor<2x3xf64>) -> tensor<2x3xf64>
      return %r : tensor<2x3xf64>
    })",
                         {x()}),
            expected);
}

TEST_F(MiscKernelsTest, CollectivePermuteOneReplica) {
  auto x = [] {
    return makeLiteral<uint16_t>(ElementType::U16, {3}, {7, 8, 9});
  };
  // 0 -> 0: the replica receives its own value.
  EXPECT_EQ(run1<uint16_t>(R"(
    func.func @main(%x: tensor<3xui16>) -> tensor<3xui16> {
      %r = hlo.collective_permute %x, source_target_pairs = [[0, 0]] : tensor<3xui16>
      return %r : tensor<3xui16>
    })",
                           {x()}),
            (std::vector<uint16_t>{7, 8, 9}));
  // No pair: no one sends to replica 0, which gets zeros.
  EXPECT_EQ(run1<uint16_t>(R"(
    func.func @main(%x: tensor<3xui16>) -> tensor<3xui16> {
      %r = hlo.collective_permute %x, source_target_pairs = [] : tensor<3xui16>
      return %r : tensor<3xui16>
    })",
                           {x()}),
            (std::vector<uint16_t>{0, 0, 0}));
  EXPECT_CONTAINS(runError(R"(
    func.func @main(%x: tensor<3xui16>) -> tensor<3xui16> {
      %r = hlo.collective_permute %x, source_target_pairs = [[0, 1], [1, 0]] : tensor<3xui16>
      return %r : tensor<3xui16>
    })",
                           {x()}),
                  "source-target pairs naming 2 devices need a replicated "
                  "run (xhlo-run --replicas=N, Executable::runReplicated); "
                  "this run has one replica");
}

TEST_F(MiscKernelsTest, RaggedAllToAllOneReplica) {
  // Rows [1, 3) of the input go to rows [2, 4) of the output.
  std::vector<RtValue> arguments;
  arguments.push_back(
      makeLiteral<float>(ElementType::F32, {4, 2}, {0, 1, 2, 3, 4, 5, 6, 7}));
  arguments.push_back(
      makeLiteral<float>(ElementType::F32, {5, 2}, std::vector<float>(10, -1)));
  arguments.push_back(makeLiteral<int32_t>(ElementType::S32, {1}, {1}));
  arguments.push_back(makeLiteral<int32_t>(ElementType::S32, {1}, {2}));
  arguments.push_back(makeLiteral<int32_t>(ElementType::S32, {1}, {2}));
  arguments.push_back(makeLiteral<int32_t>(ElementType::S32, {1}, {2}));
  const char *source = R"(
    func.func @main(%in: tensor<4x2xf32>, %out: tensor<5x2xf32>, %io: tensor<1xi32>, %ss: tensor<1xi32>, %oo: tensor<1xi32>, %rs: tensor<1xi32>) -> tensor<5x2xf32> {
      %r = hlo.ragged_all_to_all(%in, %out, %io, %ss, %oo, %rs) replica_groups = [[0]], channel_id = 1 : tensor<4x2xf32>, tensor<5x2xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>
      return %r : tensor<5x2xf32>
    })";
  std::vector<RtValue> results = run(source, arguments);
  ASSERT_EQ(results.size(), 1u);
  EXPECT_EQ(valuesOf<float>(results[0]),
            (std::vector<float>{-1, -1, -1, -1, 2, 3, 4, 5, -1, -1}));
  // Out of bounds: 2 rows at output row 4.
  arguments[4] = makeLiteral<int32_t>(ElementType::S32, {1}, {4});
  EXPECT_CONTAINS(runError(source, arguments), "out of bounds");
}

TEST_F(MiscKernelsTest, CollectivesOfSeveralDevicesFail) {
  auto x = [] {
    return makeLiteral<float>(ElementType::F32, {4}, {1, 2, 3, 4});
  };
  EXPECT_CONTAINS(runError(R"(
    func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
      %r = hlo.all_reduce(%x) replica_groups = [[0, 1], [2, 3]], channel_id = 1 : tensor<4xf32> {
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %s = hlo.add %a, %b : tensor<f32>
        hlo.return %s : tensor<f32>
      }
      return %r : tensor<4xf32>
    })",
                           {x()}),
                  "replica groups of 2 devices need a replicated run "
                  "(xhlo-run --replicas=N, Executable::runReplicated); this "
                  "run has one replica");
  EXPECT_CONTAINS(runError(R"(
    func.func @main(%x: tensor<4xf32>) -> tensor<12xf32> {
      %r = hlo.all_gather(%x) all_gather_dimension = 0, replica_groups = [[0, 1, 2]] : (tensor<4xf32>) -> tensor<12xf32>
      return %r : tensor<12xf32>
    })",
                           {x()}),
                  "replica groups of 3 devices need a replicated run");
  EXPECT_CONTAINS(runError(R"(
    func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
      %r = hlo.all_to_all(%x) split_dimension = 0, concat_dimension = 0, split_count = 2, replica_groups = [] : (tensor<4xf32>) -> tensor<4xf32>
      return %r : tensor<4xf32>
    })",
                           {x()}),
                  "replica groups of 2 devices need a replicated run");
  // Replica 0 in no group.
  EXPECT_CONTAINS(runError(R"(
    func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
      %r = hlo.collective_broadcast(%x) replica_groups = [[1]] : tensor<4xf32>
      return %r : tensor<4xf32>
    })",
                           {x()}),
                  "in no replica group");
}

TEST_F(MiscKernelsTest, RngUniformFloat) {
  std::vector<RtValue> results = run(
      R"(
    func.func @main() -> (tensor<1000xf32>, tensor<1000xf64>, tensor<1000xf16>, tensor<1000xbf16>) {
      %a = hlo.constant dense<2.0> : tensor<f32>
      %b = hlo.constant dense<3.0> : tensor<f32>
      %r = hlo.rng UNIFORM, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<1000xf32>
      %a64 = hlo.constant dense<-1.0> : tensor<f64>
      %b64 = hlo.constant dense<-0.5> : tensor<f64>
      %r64 = hlo.rng UNIFORM, %a64, %b64 : (tensor<f64>, tensor<f64>) -> tensor<1000xf64>
      %a16 = hlo.constant dense<0.0> : tensor<f16>
      %b16 = hlo.constant dense<1.0> : tensor<f16>
      %r16 = hlo.rng UNIFORM, %a16, %b16 : (tensor<f16>, tensor<f16>) -> tensor<1000xf16>
      %abf = hlo.constant dense<-4.0> : tensor<bf16>
      %bbf = hlo.constant dense<0.0> : tensor<bf16>
      %rbf = hlo.rng UNIFORM, %abf, %bbf : (tensor<bf16>, tensor<bf16>) -> tensor<1000xbf16>
      return %r, %r64, %r16, %rbf : tensor<1000xf32>, tensor<1000xf64>, tensor<1000xf16>, tensor<1000xbf16>
    })",
      {}, /*seed=*/42);
  ASSERT_EQ(results.size(), 4u);
  double sum = 0;
  std::set<float> distinct;
  for (float v : valuesOf<float>(results[0])) {
    EXPECT_GE(v, 2.0f);
    EXPECT_LT(v, 3.0f);
    sum += v;
    distinct.insert(v);
  }
  EXPECT_NEAR(sum / 1000, 2.5, 0.05);
  EXPECT_GT(distinct.size(), 990u);
  for (double v : valuesOf<double>(results[1])) {
    EXPECT_GE(v, -1.0);
    EXPECT_LT(v, -0.5);
  }
  for (uint16_t bits : valuesOf<uint16_t>(results[2])) {
    float v = halfToFloat(bits, llvm::APFloat::IEEEhalf());
    EXPECT_GE(v, 0.0f);
    EXPECT_LT(v, 1.0f);
  }
  for (uint16_t bits : valuesOf<uint16_t>(results[3])) {
    float v = halfToFloat(bits, llvm::APFloat::BFloat());
    EXPECT_GE(v, -4.0f);
    EXPECT_LT(v, 0.0f);
  }
}

TEST_F(MiscKernelsTest, RngUniformFloatWholeRange) {
  // b - a overflows f64; the values stay finite and in [a, b).
  std::vector<double> values = run1<double>(R"(
    func.func @main() -> tensor<100xf64> {
      %a = hlo.constant dense<-1.7976931348623157e+308> : tensor<f64>
      %b = hlo.constant dense<1.7976931348623157e+308> : tensor<f64>
      %r = hlo.rng UNIFORM, %a, %b : (tensor<f64>, tensor<f64>) -> tensor<100xf64>
      return %r : tensor<100xf64>
    })");
  ASSERT_EQ(values.size(), 100u);
  int negatives = 0;
  for (double v : values) {
    EXPECT_TRUE(std::isfinite(v));
    EXPECT_LT(v, 1.7976931348623157e+308);
    negatives += v < 0;
  }
  EXPECT_GT(negatives, 20);
  EXPECT_LT(negatives, 80);
}

TEST_F(MiscKernelsTest, RngUniformFloatNarrowRange) {
  // [1, nextafter(1)) in f16: every value is 1 (rounding up to b is stepped
  // back below b).
  std::vector<uint16_t> values = run1<uint16_t>(R"(
    func.func @main() -> tensor<100xf16> {
      %a = hlo.constant dense<1.0> : tensor<f16>
      %b = hlo.constant dense<1.000977> : tensor<f16>
      %r = hlo.rng UNIFORM, %a, %b : (tensor<f16>, tensor<f16>) -> tensor<100xf16>
      return %r : tensor<100xf16>
    })");
  EXPECT_EQ(values, std::vector<uint16_t>(100, 0x3C00));
}

TEST_F(MiscKernelsTest, RngUniformInt) {
  std::vector<RtValue> results = run(R"(
    func.func @main() -> (tensor<2000xi32>, tensor<200xi1>, tensor<200xui8>, tensor<200xi64>) {
      %a = hlo.constant dense<-3> : tensor<i32>
      %b = hlo.constant dense<4> : tensor<i32>
      %r = hlo.rng UNIFORM, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<2000xi32>
      %f = hlo.constant dense<false> : tensor<i1>
      %t = hlo.constant dense<true> : tensor<i1>
      %p = hlo.rng UNIFORM, %f, %t : (tensor<i1>, tensor<i1>) -> tensor<200xi1>
      %a8 = hlo.constant dense<250> : tensor<ui8>
      %b8 = hlo.constant dense<255> : tensor<ui8>
      %u = hlo.rng UNIFORM, %a8, %b8 : (tensor<ui8>, tensor<ui8>) -> tensor<200xui8>
      %a64 = hlo.constant dense<-9223372036854775808> : tensor<i64>
      %b64 = hlo.constant dense<9223372036854775807> : tensor<i64>
      %w = hlo.rng UNIFORM, %a64, %b64 : (tensor<i64>, tensor<i64>) -> tensor<200xi64>
      return %r, %p, %u, %w : tensor<2000xi32>, tensor<200xi1>, tensor<200xui8>, tensor<200xi64>
    })");
  ASSERT_EQ(results.size(), 4u);
  std::set<int32_t> seen;
  for (int32_t v : valuesOf<int32_t>(results[0])) {
    EXPECT_GE(v, -3);
    EXPECT_LT(v, 4);
    seen.insert(v);
  }
  EXPECT_EQ(seen.size(), 7u);
  // [false, true): always false.
  EXPECT_EQ(valuesOf<uint8_t>(results[1]), std::vector<uint8_t>(200, 0));
  std::set<uint8_t> seen8;
  for (uint8_t v : valuesOf<uint8_t>(results[2])) {
    EXPECT_GE(v, 250);
    EXPECT_LT(v, 255);
    seen8.insert(v);
  }
  EXPECT_EQ(seen8.size(), 5u);
  int negatives = 0;
  for (int64_t v : valuesOf<int64_t>(results[3])) {
    EXPECT_LT(v, INT64_MAX);
    negatives += v < 0;
  }
  EXPECT_GT(negatives, 50);
  EXPECT_LT(negatives, 150);
  // An empty range fails.
  EXPECT_CONTAINS(runError(R"(
    func.func @main() -> tensor<2xi32> {
      %a = hlo.constant dense<4> : tensor<i32>
      %r = hlo.rng UNIFORM, %a, %a : (tensor<i32>, tensor<i32>) -> tensor<2xi32>
      return %r : tensor<2xi32>
    })"),
                  "rng UNIFORM needs a < b");
}

TEST_F(MiscKernelsTest, RngNormal) {
  std::vector<float> values = run1<float>(R"(
    func.func @main() -> tensor<20000xf32> {
      %mu = hlo.constant dense<5.0> : tensor<f32>
      %sigma = hlo.constant dense<2.0> : tensor<f32>
      %r = hlo.rng NORMAL, %mu, %sigma : (tensor<f32>, tensor<f32>) -> tensor<20000xf32>
      return %r : tensor<20000xf32>
    })");
  ASSERT_EQ(values.size(), 20000u);
  double sum = 0, squares = 0;
  int withinOneSigma = 0;
  for (float v : values) {
    EXPECT_TRUE(std::isfinite(v));
    sum += v;
    squares += double(v) * v;
    withinOneSigma += std::abs(v - 5.0) < 2.0;
  }
  double mean = sum / values.size();
  double stddev = std::sqrt(squares / values.size() - mean * mean);
  EXPECT_NEAR(mean, 5.0, 0.05);
  EXPECT_NEAR(stddev, 2.0, 0.05);
  EXPECT_NEAR(withinOneSigma / 20000.0, 0.6827, 0.015);
}

TEST_F(MiscKernelsTest, RngStreams) {
  const char *source = R"(
    func.func @main() -> (tensor<8xui32>, tensor<8xui32>) {
      %a = hlo.constant dense<0> : tensor<ui32>
      %b = hlo.constant dense<4000000000> : tensor<ui32>
      %r = hlo.rng UNIFORM, %a, %b : (tensor<ui32>, tensor<ui32>) -> tensor<8xui32>
      %s = hlo.rng UNIFORM, %a, %b : (tensor<ui32>, tensor<ui32>) -> tensor<8xui32>
      return %r, %s : tensor<8xui32>, tensor<8xui32>
    })";
  std::unique_ptr<Executable> first = compile(source, 1);
  std::unique_ptr<Executable> second = compile(source, 1);
  std::unique_ptr<Executable> other = compile(source, 2);
  std::vector<RtValue> run1 = runOn(first.get());
  std::vector<RtValue> run2 = runOn(first.get());
  std::vector<RtValue> same = runOn(second.get());
  std::vector<RtValue> seeded = runOn(other.get());
  ASSERT_EQ(run1.size(), 2u);
  ASSERT_EQ(run2.size(), 2u);
  ASSERT_EQ(same.size(), 2u);
  ASSERT_EQ(seeded.size(), 2u);
  auto v = [](const RtValue &value) { return valuesOf<uint32_t>(value); };
  // Two ops of one function draw different streams.
  EXPECT_NE(v(run1[0]), v(run1[1]));
  // A second call of an op draws a new stream.
  EXPECT_NE(v(run1[0]), v(run2[0]));
  // The same seed reproduces the first call; another seed does not.
  EXPECT_EQ(v(run1[0]), v(same[0]));
  EXPECT_EQ(v(run1[1]), v(same[1]));
  EXPECT_NE(v(run1[0]), v(seeded[0]));
}

TEST_F(MiscKernelsTest, RngBitGeneratorThreeFry) {
  // Random123's known answer for threefry2x32_20: key (0x13198a2e,
  // 0x03707344), counter (0x243f6a88, 0x85a308d3) -> (0xc4923a9c,
  // 0x483df7a0); the next counter gives (0xc2a0aee5, 0x2d80089b).
  auto state = [] {
    return makeLiteral<uint64_t>(
        ElementType::U64, {2}, {0x0370734413198a2eull, 0x85a308d3243f6a88ull});
  };
  std::vector<RtValue> results = run(
      R"(
    func.func @main(%s: tensor<2xui64>) -> (tensor<2xui64>, tensor<2xui64>) {
      %n, %bits = hlo.rng_bit_generator THREE_FRY, %s : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2xui64>)
      return %n, %bits : tensor<2xui64>, tensor<2xui64>
    })",
      {state()});
  ASSERT_EQ(results.size(), 2u);
  EXPECT_EQ(
      valuesOf<uint64_t>(results[0]),
      (std::vector<uint64_t>{0x0370734413198a2eull, 0x85a308d3243f6a8aull}));
  EXPECT_EQ(
      valuesOf<uint64_t>(results[1]),
      (std::vector<uint64_t>{0x483df7a0c4923a9cull, 0x2d80089bc2a0aee5ull}));

  // 32 bits, odd count: dimension 0 is split into ceil(3/2) = 2 blocks,
  // whose words land at indices 0, 1 and 2 (3 is sliced off). The counter
  // advances by 2.
  results = run(
      R"(
    func.func @main(%s: tensor<2xui64>) -> (tensor<2xui64>, tensor<3xui32>) {
      %n, %bits = hlo.rng_bit_generator THREE_FRY, %s : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3xui32>)
      return %n, %bits : tensor<2xui64>, tensor<3xui32>
    })",
      {state()});
  ASSERT_EQ(results.size(), 2u);
  EXPECT_EQ(
      valuesOf<uint64_t>(results[0]),
      (std::vector<uint64_t>{0x0370734413198a2eull, 0x85a308d3243f6a8aull}));
  EXPECT_EQ(valuesOf<uint32_t>(results[1]),
            (std::vector<uint32_t>{0xc4923a9c, 0x483df7a0, 0xc2a0aee5}));

  // 8 bits: the 32-bit words truncated; no even dimension, so the largest
  // (1) is split.
  results = run(
      R"(
    func.func @main(%s: tensor<2xui64>) -> (tensor<2xui64>, tensor<1x3xi8>) {
      %n, %bits = hlo.rng_bit_generator THREE_FRY, %s : (tensor<2xui64>) -> (tensor<2xui64>, tensor<1x3xi8>)
      return %n, %bits : tensor<2xui64>, tensor<1x3xi8>
    })",
      {state()});
  ASSERT_EQ(results.size(), 2u);
  EXPECT_EQ(valuesOf<uint8_t>(results[1]),
            (std::vector<uint8_t>{0x9c, 0xa0, 0xe5}));

  // 2-D: [3, 2] splits dimension 1 (the first even one): block i fills row
  // i. [2, 3] splits dimension 0: block k fills column k.
  auto bits32 = [&](const std::string &type) {
    std::vector<RtValue> out =
        run("func.func @main(%s: tensor<2xui64>) -> (tensor<2xui64>, " + type +
                ") {\n"
                "  %n, %bits = hlo.rng_bit_generator THREE_FRY, %s : "
                "(tensor<2xui64>) -> (tensor<2xui64>, " +
                type +
                ")\n"
                "  return %n, %bits : tensor<2xui64>, " +
                type + "\n}",
            {state()});
    if (out.size() != 2)
      return std::make_pair(std::vector<uint64_t>{}, std::vector<uint32_t>{});
    return std::make_pair(valuesOf<uint64_t>(out[0]),
                          valuesOf<uint32_t>(out[1]));
  };
  auto [state32, rows] = bits32("tensor<3x2xui32>");
  EXPECT_EQ(rows, (std::vector<uint32_t>{0xc4923a9c, 0x483df7a0, 0xc2a0aee5,
                                         0x2d80089b, 0x7bac4da8, 0xf906f7fc}));
  EXPECT_EQ(state32, (std::vector<uint64_t>{0x0370734413198a2eull,
                                            0x85a308d3243f6a8bull}));
  auto [state23, columns] = bits32("tensor<2x3xi32>");
  EXPECT_EQ(columns,
            (std::vector<uint32_t>{0xc4923a9c, 0xc2a0aee5, 0x7bac4da8,
                                   0x483df7a0, 0x2d80089b, 0xf906f7fc}));
  EXPECT_EQ(state23, state32);
  // A scalar is one block's first word.
  auto [state0, scalar] = bits32("tensor<ui32>");
  EXPECT_EQ(scalar, (std::vector<uint32_t>{0xc4923a9c}));
  EXPECT_EQ(state0, (std::vector<uint64_t>{0x0370734413198a2eull,
                                           0x85a308d3243f6a89ull}));

  // Random123's zero and all-ones answers.
  auto bits = [&](uint64_t key, uint64_t counter) {
    std::vector<RtValue> out = run(
        R"(
    func.func @main(%s: tensor<2xui64>) -> tensor<1xui64> {
      %n, %bits = hlo.rng_bit_generator THREE_FRY, %s : (tensor<2xui64>) -> (tensor<2xui64>, tensor<1xui64>)
      return %bits : tensor<1xui64>
    })",
        {makeLiteral<uint64_t>(ElementType::U64, {2}, {key, counter})});
    return out.size() == 1 ? valuesOf<uint64_t>(out[0])
                           : std::vector<uint64_t>{};
  };
  EXPECT_EQ(bits(0, 0), std::vector<uint64_t>{0x99ba4efe6b200159ull});
  EXPECT_EQ(bits(~0ull, ~0ull), std::vector<uint64_t>{0xbb002be71cb996fcull});
}

TEST_F(MiscKernelsTest, RngBitGeneratorPhilox) {
  // Generates `type` bits from `state` with `algorithm`; returns the new
  // state and the bits as u64.
  auto generate = [&](const std::string &algorithm, std::vector<uint64_t> state,
                      const std::string &type) {
    std::string stateType = "tensor<" + std::to_string(state.size()) + "xui64>";
    int64_t words = state.size();
    std::vector<RtValue> out =
        run("func.func @main(%s: " + stateType + ") -> (" + stateType + ", " +
                type + ") {\n  %n, %bits = hlo.rng_bit_generator " + algorithm +
                ", %s : (" + stateType + ") -> (" + stateType + ", " + type +
                ")\n  return %n, %bits : " + stateType + ", " + type + "\n}",
            {makeLiteral<uint64_t>(ElementType::U64, {words}, state)});
    std::vector<uint64_t> bits;
    if (out.size() != 2)
      return std::make_pair(std::vector<uint64_t>{}, bits);
    const Literal &literal = out[1].getArray();
    for (int64_t i = 0; i < literal.getNumElements(); ++i)
      bits.push_back(getElementTypeByteSize(literal.getElementType()) == 8
                         ? literal.as<uint64_t>()[i]
                         : literal.as<uint32_t>()[i]);
    return std::make_pair(valuesOf<uint64_t>(out[0]), bits);
  };
  const uint64_t key = 0x299f31d0a4093822ull;
  // Random123's known answers for philox4x32_10: counter (0x243f6a88,
  // 0x85a308d3, 0x13198a2e, 0x03707344), key (0xa4093822, 0x299f31d0) ->
  // (0xd16cfe09, 0x94fdcceb, 0x5001e420, 0x24126ea1); the next counter
  // starts with (0x5757c6ce, 0x254cd124).
  std::vector<uint64_t> state{key, 0x85a308d3243f6a88ull,
                              0x0370734413198a2eull};
  auto [next, words] = generate("PHILOX", state, "tensor<6xui32>");
  EXPECT_EQ(words, (std::vector<uint64_t>{0xd16cfe09, 0x94fdcceb, 0x5001e420,
                                          0x24126ea1, 0x5757c6ce, 0x254cd124}));
  EXPECT_EQ(next, (std::vector<uint64_t>{key, 0x85a308d3243f6a8aull,
                                         0x0370734413198a2eull}));
  auto [next64, words64] = generate("PHILOX", state, "tensor<3xi64>");
  EXPECT_EQ(words64,
            (std::vector<uint64_t>{0x94fdccebd16cfe09ull, 0x24126ea15001e420ull,
                                   0x254cd1245757c6ceull}));
  EXPECT_EQ(next64, next);
  // Zero key and counter.
  auto [nextZero, zero] = generate("PHILOX", {0, 0, 0}, "tensor<2x2xui32>");
  EXPECT_EQ(zero, (std::vector<uint64_t>{0x6627e8d5, 0xe169c58d, 0xbc57ac4c,
                                         0x9b00dbd8}));
  EXPECT_EQ(nextZero, (std::vector<uint64_t>{0, 1, 0}));
  // The 128-bit counter carries into the high word.
  auto [nextWrap, wrap] = generate("PHILOX", {key, ~0ull, 5}, "tensor<8xui32>");
  EXPECT_EQ(wrap, (std::vector<uint64_t>{0x0de159ae, 0xbaa2d4f7, 0x2187f29c,
                                         0xab961968, 0xc3812391, 0xe4ed8ee1,
                                         0x1821af4e, 0xdb4415f9}));
  EXPECT_EQ(nextWrap, (std::vector<uint64_t>{key, 1, 6}));
  // DEFAULT is PHILOX; a 2-word state [key, c] counts with [c, key].
  auto [nextDefault, byDefault] =
      generate("DEFAULT", {key, 0x85a308d3243f6a88ull}, "tensor<4xui32>");
  EXPECT_EQ(byDefault, (std::vector<uint64_t>{0x43df0ae0, 0xd58bd60f,
                                              0x94bb9eca, 0xd9fa6431}));
  EXPECT_EQ(nextDefault, (std::vector<uint64_t>{key, 0x85a308d3243f6a89ull}));
}

TEST_F(MiscKernelsTest, RngGetAndUpdateState) {
  std::unique_ptr<Executable> executable = compile(R"(
    func.func @main() -> (tensor<2xui64>, tensor<2xui64>) {
      %s = hlo.rng_get_and_update_state delta = 5 : tensor<2xui64>
      %t = hlo.rng_get_and_update_state delta = 1 : tensor<2xui64>
      return %s, %t : tensor<2xui64>, tensor<2xui64>
    })",
                                                   /*seed=*/~0ull - 5);
  std::vector<RtValue> first = runOn(executable.get());
  std::vector<RtValue> second = runOn(executable.get());
  ASSERT_EQ(first.size(), 2u);
  ASSERT_EQ(second.size(), 2u);
  EXPECT_EQ(valuesOf<uint64_t>(first[0]),
            (std::vector<uint64_t>{~0ull - 5, 0}));
  EXPECT_EQ(valuesOf<uint64_t>(first[1]), (std::vector<uint64_t>{~0ull, 0}));
  // 2^64 - 1 + 1 carries into the high word.
  EXPECT_EQ(valuesOf<uint64_t>(second[0]), (std::vector<uint64_t>{0, 1}));
  EXPECT_EQ(valuesOf<uint64_t>(second[1]), (std::vector<uint64_t>{5, 1}));
}

/// One outfeed as the handler received it.
struct Outfed {
  std::string config;
  std::vector<std::vector<float>> data;
};

/// A handler that records every outfeed (its f32 or i32 data as floats).
static OutfeedHandler recordOutfeeds(std::vector<Outfed> &record) {
  return [&record](Operation *, llvm::ArrayRef<const RtValue *> data,
                   llvm::StringRef config) {
    Outfed outfed{config.str(), {}};
    for (const RtValue *value : data) {
      const Literal &literal = value->getArray();
      std::vector<float> values;
      for (int64_t i = 0; i < literal.getNumElements(); ++i)
        values.push_back(literal.getElementType() == ElementType::S32
                             ? static_cast<float>(literal.as<int32_t>()[i])
                             : literal.as<float>()[i]);
      outfed.data.push_back(std::move(values));
    }
    record.push_back(std::move(outfed));
    return success();
  };
}

// Outfeeds reach the run's handler in program order with their values and
// configs: two before a while loop whose body outfeeds its counter and a
// running sum on every trip (threaded through the loop's token), one after.
TEST_F(MiscKernelsTest, OutfeedReachesTheHandlerInOrder) {
  std::unique_ptr<Executable> executable = compile(R"(
    func.func @main(%x: tensor<2xf32>) -> (tensor<i32>, !hlo.token) {
      %t0 = hlo.after_all()
      %t1 = hlo.outfeed(%x), %t0 {outfeed_config = "first"} : tensor<2xf32>
      %c = hlo.constant dense<7> : tensor<i32>
      %t2 = hlo.outfeed(%c, %x), %t1 : tensor<i32>, tensor<2xf32>
      %zero = hlo.constant dense<0> : tensor<i32>
      %fzero = hlo.constant dense<0.0> : tensor<f32>
      %r:3 = hlo.while(%zero, %fzero, %t2) : tensor<i32>, tensor<f32>, !hlo.token cond {
      ^bb0(%i: tensor<i32>, %s: tensor<f32>, %t: !hlo.token):
        %n = hlo.constant dense<3> : tensor<i32>
        %p = hlo.compare LT, %i, %n : tensor<i32>
        hlo.return %p : tensor<i1>
      } do {
      ^bb0(%i: tensor<i32>, %s: tensor<f32>, %t: !hlo.token):
        %one = hlo.constant dense<1> : tensor<i32>
        %j = hlo.add %i, %one : tensor<i32>
        %half = hlo.constant dense<0.5> : tensor<f32>
        %f = hlo.convert %j : (tensor<i32>) -> tensor<f32>
        %g = hlo.multiply %f, %half : tensor<f32>
        %u = hlo.add %s, %g : tensor<f32>
        %t3 = hlo.outfeed(%j, %u), %t {outfeed_config = "step"} : tensor<i32>, tensor<f32>
        hlo.return %j, %u, %t3 : tensor<i32>, tensor<f32>, !hlo.token
      }
      %t4 = hlo.outfeed(%r#1), %r#2 {outfeed_config = "last"} : tensor<f32>
      return %r#0, %t4 : tensor<i32>, !hlo.token
    })");
  ASSERT_TRUE(executable);
  std::vector<Outfed> record;
  RunOptions options;
  options.outfeed = recordOutfeeds(record);
  FailureOr<std::vector<RtValue>> results = executable->run(
      {makeLiteral<float>(ElementType::F32, {2}, {1.5f, -2})}, options);
  ASSERT_TRUE(succeeded(results));
  ASSERT_EQ(results->size(), 2u);
  EXPECT_EQ(valuesOf<int32_t>((*results)[0]), std::vector<int32_t>{3});
  EXPECT_TRUE((*results)[1].isToken());
  // Sums by hand: 0.5, 0.5 + 1, 0.5 + 1 + 1.5.
  using V = std::vector<std::vector<float>>;
  ASSERT_EQ(record.size(), 6u);
  EXPECT_EQ(record[0].config, "first");
  EXPECT_EQ(record[0].data, (V{{1.5f, -2}}));
  EXPECT_EQ(record[1].config, "");
  EXPECT_EQ(record[1].data, (V{{7}, {1.5f, -2}}));
  for (int trip = 0; trip < 3; ++trip)
    EXPECT_EQ(record[2 + trip].config, "step");
  EXPECT_EQ(record[2].data, (V{{1}, {0.5f}}));
  EXPECT_EQ(record[3].data, (V{{2}, {1.5f}}));
  EXPECT_EQ(record[4].data, (V{{3}, {3.0f}}));
  EXPECT_EQ(record[5].config, "last");
  EXPECT_EQ(record[5].data, (V{{3.0f}}));

  // A second run with another handler gets its own outfeeds; a run without
  // one fails at the first outfeed.
  std::vector<Outfed> second;
  options.outfeed = recordOutfeeds(second);
  ASSERT_TRUE(succeeded(executable->run(
      {makeLiteral<float>(ElementType::F32, {2}, {0, 0})}, options)));
  EXPECT_EQ(second.size(), 6u);
  EXPECT_EQ(record.size(), 6u);
  ScopedDiagnosticHandler silence(&context,
                                  [](Diagnostic &) { return success(); });
  EXPECT_TRUE(failed(
      executable->run({makeLiteral<float>(ElementType::F32, {2}, {0, 0})})));
}

// A handler that fails fails the run there: the loop stops at its second
// trip, and nothing after it runs.
TEST_F(MiscKernelsTest, FailingOutfeedHandlerStopsTheRun) {
  std::unique_ptr<Executable> executable = compile(R"(
    func.func @main() -> tensor<i32> {
      %t0 = hlo.after_all()
      %zero = hlo.constant dense<0> : tensor<i32>
      %r:2 = hlo.while(%zero, %t0) : tensor<i32>, !hlo.token cond {
      ^bb0(%i: tensor<i32>, %t: !hlo.token):
        %n = hlo.constant dense<5> : tensor<i32>
        %p = hlo.compare LT, %i, %n : tensor<i32>
        hlo.return %p : tensor<i1>
      } do {
      ^bb0(%i: tensor<i32>, %t: !hlo.token):
        %t1 = hlo.outfeed(%i), %t : tensor<i32>
        %one = hlo.constant dense<1> : tensor<i32>
        %j = hlo.add %i, %one : tensor<i32>
        hlo.return %j, %t1 : tensor<i32>, !hlo.token
      }
      return %r#0 : tensor<i32>
    })");
  ASSERT_TRUE(executable);
  std::vector<int32_t> seen;
  RunOptions options;
  options.outfeed = [&seen](Operation *op, llvm::ArrayRef<const RtValue *> data,
                            llvm::StringRef) -> LogicalResult {
    seen.push_back(data[0]->getArray().as<int32_t>()[0]);
    if (seen.size() == 2)
      return op->emitError("host stopped reading");
    return success();
  };
  std::string messages;
  ScopedDiagnosticHandler collect(&context, [&](Diagnostic &diagnostic) {
    messages += diagnostic.str();
    return success();
  });
  EXPECT_TRUE(failed(executable->run({}, options)));
  EXPECT_EQ(seen, (std::vector<int32_t>{0, 1}));
  EXPECT_NE(messages.find("host stopped reading"), std::string::npos);
}

TEST_F(MiscKernelsTest, OpsThatCannotRun) {
  EXPECT_CONTAINS(
      runError(R"(
    func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
      %r = hlo.custom_call "my_kernel"(%x) : (tensor<4xf32>) -> tensor<4xf32>
      return %r : tensor<4xf32>
    })",
               {makeLiteral<float>(ElementType::F32, {4}, {1, 2, 3, 4})}),
      "no custom-call target 'my_kernel' is registered with the "
      "interpreter");
  EXPECT_CONTAINS(runError(R"(
    func.func @main() -> tensor<2xf32> {
      %t = hlo.after_all()
      %x, %t1 = hlo.infeed %t : tensor<2xf32>
      return %x : tensor<2xf32>
    })"),
                  "the interpreter has no infeed queue");
  EXPECT_CONTAINS(runError(R"(
    func.func @main(%x: tensor<2xf32>) -> !hlo.token {
      %t = hlo.after_all()
      %t1 = hlo.outfeed(%x), %t : tensor<2xf32>
      return %t1 : !hlo.token
    })",
                           {makeLiteral<float>(ElementType::F32, {2}, {1, 2})}),
                  "the run has no outfeed receiver (xhlo-run --outfeed prints "
                  "each outfeed; from C++, set RunOptions::outfeed)");
  EXPECT_CONTAINS(runError(R"(
    func.func @main(%x: tensor<2xf32>) -> !hlo.token {
      %t = hlo.after_all()
      %s = hlo.send %x, %t, channel_id = 5 : tensor<2xf32>
      %t1 = hlo.send_done %s, channel_id = 5 : tuple<tensor<2xf32>, tensor<ui32>, !hlo.token>
      return %t1 : !hlo.token
    })",
                           {makeLiteral<float>(ElementType::F32, {2}, {1, 2})}),
                  "no channels to send or receive over");
  EXPECT_CONTAINS(runError(R"(
    func.func @main() -> tensor<2xf32> {
      %t = hlo.after_all()
      %r = hlo.recv %t, channel_id = 5 : tuple<tensor<2xf32>, tensor<ui32>, !hlo.token>
      %x, %t1 = hlo.recv_done %r, channel_id = 5 : tuple<tensor<2xf32>, tensor<ui32>, !hlo.token>
      return %x : tensor<2xf32>
    })"),
                  "no channels to send or receive over");
}

} // namespace

namespace {

/// A custom-call target registered from C++ runs in place of the op.
TEST(CustomCall, RunsARegisteredTarget) {
  using namespace xhlo::interp;
  KernelRegistry::registerCustomCallTarget(
      "xhlo.test.double",
      [](mlir::Operation *, llvm::ArrayRef<const RtValue *> operands,
         std::vector<RtValue> &results, KernelContext &) {
        const Literal &in = operands[0]->getArray();
        Literal out(in.getElementType(), in.getShape());
        for (int64_t i = 0; i < in.getNumElements(); ++i)
          out.as<float>()[i] = 2 * in.as<float>()[i];
        results.push_back(std::move(out));
        return mlir::success();
      });
  mlir::MLIRContext context;
  context.loadDialect<mlir::func::FuncDialect, xhlo::hlo::HloDialect>();
  auto module = mlir::parseSourceString<mlir::ModuleOp>(
      R"mlir(
    func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {
      %0 = hlo.custom_call "xhlo.test.double"(%x) : (tensor<3xf32>) -> tensor<3xf32>
      return %0 : tensor<3xf32>
    })mlir",
      &context);
  ASSERT_TRUE(module);
  auto func = module->lookupSymbol<mlir::func::FuncOp>("main");
  auto executable = Executable::compile(func);
  ASSERT_TRUE(mlir::succeeded(executable));
  Literal x(ElementType::F32, {3});
  x.as<float>()[0] = 1;
  x.as<float>()[1] = -2;
  x.as<float>()[2] = 0.5;
  auto results = (*executable)->run({RtValue(std::move(x))});
  ASSERT_TRUE(mlir::succeeded(results));
  const Literal &out = results->front().getArray();
  EXPECT_EQ(out.as<float>()[0], 2);
  EXPECT_EQ(out.as<float>()[1], -4);
  EXPECT_EQ(out.as<float>()[2], 1);
}

} // namespace
