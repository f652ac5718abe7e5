//===- PartitionTest.cpp - Tests for the clustering of hlo ops ------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// Tests partitionBlock on small programs with known answers, and on random
// programs whose clusters and schedule are checked against the rules: every
// offloadable op in one cluster, every def before its uses in the schedule,
// ops with side effects in their original order.
//
//===----------------------------------------------------------------------===//

#include "SinkModule.h"

#include "xhlo/Conversion/HloToXrt/HloToXrt.h"

#include "xhlo/Dialect/Hlo/IR/HloElementwiseOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/DenseMap.h"

#include "gtest/gtest.h"

#include <random>

using namespace mlir;
using namespace xhlo;

namespace {

class PartitionTest : public ::testing::Test {
protected:
  PartitionTest() {
    context
        .loadDialect<hlo::HloDialect, arith::ArithDialect, func::FuncDialect>();
  }

  /// The body of the function @f of `program`.
  Block &parseBody(const char *program) {
    module = parseSourceString<ModuleOp>(program, &context);
    EXPECT_TRUE(module);
    return module->lookupSymbol<func::FuncOp>("f").getBody().front();
  }

  /// The names of the ops of each cluster (`hlo.add` -> "add").
  static std::vector<std::vector<std::string>>
  names(const BlockPartition &partition) {
    std::vector<std::vector<std::string>> result;
    for (const auto &cluster : partition.clusters) {
      result.emplace_back();
      for (Operation *op : cluster)
        result.back().push_back(op->getName().stripDialect().str());
    }
    return result;
  }

  /// The schedule as op names, a cluster as "#<index>".
  static std::vector<std::string> schedule(const BlockPartition &partition) {
    std::vector<std::string> result;
    for (const BlockPartition::Step &step : partition.schedule)
      result.push_back(step.hostOp ? step.hostOp->getName().getStringRef().str()
                                   : "#" + std::to_string(step.cluster));
    return result;
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
};

TEST_F(PartitionTest, PureHloIsOneCluster) {
  Block &body = parseBody(R"mlir(
    func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
      %a = hlo.exponential %x : tensor<4xf32>
      %c = hlo.constant dense<1.0> : tensor<4xf32>
      %b = hlo.add %a, %c : tensor<4xf32>
      return %b : tensor<4xf32>
    })mlir");
  BlockPartition partition = partitionBlock(body);
  using Names = std::vector<std::vector<std::string>>;
  // Constants stay out of clusters: computations copy them.
  EXPECT_EQ(names(partition), (Names{{"exponential", "add"}}));
  EXPECT_EQ(schedule(partition),
            (std::vector<std::string>{"hlo.constant", "#0"}));
}

TEST_F(PartitionTest, DependentHostOpSplitsClusters) {
  Block &body = parseBody(R"mlir(
    func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
      %a = hlo.exponential %x : tensor<4xf32>
      %h = arith.negf %a : tensor<4xf32>
      %i = hlo.negate %x : tensor<4xf32>
      %b = hlo.add %a, %h : tensor<4xf32>
      %c = hlo.add %b, %i : tensor<4xf32>
      return %c : tensor<4xf32>
    })mlir");
  BlockPartition partition = partitionBlock(body);
  using Names = std::vector<std::vector<std::string>>;
  // negate does not depend on the host op, so it joins the first cluster;
  // the adds need the host op, which needs the first cluster.
  EXPECT_EQ(names(partition),
            (Names{{"exponential", "negate"}, {"add", "add"}}));
  EXPECT_EQ(schedule(partition),
            (std::vector<std::string>{"#0", "arith.negf", "#1"}));
}

TEST_F(PartitionTest, IndependentHostOpsDoNotSplit) {
  Block &body = parseBody(R"mlir(
    func.func @f(%x: tensor<4xf32>, %y: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
      %a = hlo.exponential %x : tensor<4xf32>
      %h = arith.negf %y : tensor<4xf32>
      %g = arith.addf %h, %y : tensor<4xf32>
      %b = hlo.add %a, %x : tensor<4xf32>
      return %b, %g : tensor<4xf32>, tensor<4xf32>
    })mlir");
  BlockPartition partition = partitionBlock(body);
  ASSERT_EQ(partition.clusters.size(), 1u);
  EXPECT_EQ(partition.clusters[0].size(), 2u);
  EXPECT_EQ(schedule(partition),
            (std::vector<std::string>{"#0", "arith.negf", "arith.addf"}));
}

TEST_F(PartitionTest, HostOpsThatTheClusterNeedsComeFirst) {
  Block &body = parseBody(R"mlir(
    func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
      %a = hlo.exponential %x : tensor<4xf32>
      %h = arith.negf %x : tensor<4xf32>
      %b = hlo.add %a, %h : tensor<4xf32>
      return %b : tensor<4xf32>
    })mlir");
  BlockPartition partition = partitionBlock(body);
  ASSERT_EQ(partition.clusters.size(), 1u);
  EXPECT_EQ(schedule(partition),
            (std::vector<std::string>{"arith.negf", "#0"}));
}

TEST_F(PartitionTest, SideEffectsKeepTheirOrder) {
  Block &body = parseBody(R"mlir(
    func.func private @g(tensor<4xf32>)
    func.func @f(%x: tensor<4xf32>, %lo: tensor<f32>, %hi: tensor<f32>) -> tensor<4xf32> {
      %r = hlo.rng UNIFORM, %lo, %hi : (tensor<f32>, tensor<f32>) -> tensor<4xf32>
      func.call @g(%x) : (tensor<4xf32>) -> ()
      %s = hlo.rng UNIFORM, %lo, %hi : (tensor<f32>, tensor<f32>) -> tensor<4xf32>
      %t = hlo.add %r, %s : tensor<4xf32>
      return %t : tensor<4xf32>
    })mlir");
  BlockPartition partition = partitionBlock(body);
  using Names = std::vector<std::vector<std::string>>;
  // The call sits between the two rngs on the chain of side effects, so
  // they cannot run as one computation.
  EXPECT_EQ(names(partition), (Names{{"rng"}, {"rng", "add"}}));
  EXPECT_EQ(schedule(partition),
            (std::vector<std::string>{"#0", "func.call", "#1"}));
}

/// A cluster that grows after a host op read it still blocks what that
/// host op feeds: here `c` joins the cluster of `b`, which runs after `a`'s
/// cluster, so `d` (after the host op that reads `c`) cannot join `a`'s.
TEST_F(PartitionTest, ClustersReachThroughLaterMembers) {
  Block &body = parseBody(R"mlir(
    func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
      %a = hlo.exponential %x : tensor<4xf32>
      %h1 = arith.negf %a : tensor<4xf32>
      %b = hlo.negate %h1 : tensor<4xf32>
      %c = hlo.abs %x : tensor<4xf32>
      %h2 = arith.negf %c : tensor<4xf32>
      %d = hlo.sqrt %h2 : tensor<4xf32>
      %r = hlo.add %b, %d : tensor<4xf32>
      return %r : tensor<4xf32>
    })mlir");
  BlockPartition partition = partitionBlock(body);
  using Names = std::vector<std::vector<std::string>>;
  EXPECT_EQ(names(partition),
            (Names{{"exponential"}, {"negate", "abs"}, {"sqrt", "add"}}));
  EXPECT_EQ(
      schedule(partition),
      (std::vector<std::string>{"#0", "arith.negf", "#1", "arith.negf", "#2"}));
}

/// Random programs of hlo.add, arith.addf (pure host) and func.call (host
/// with side effects) over earlier values: the partition must cover every
/// hlo op once, and its schedule must keep every def before its uses and
/// the side effects in order.
TEST_F(PartitionTest, RandomProgramsGiveValidSchedules) {
  std::mt19937 random(1234);
  for (int trial = 0; trial < 1000; ++trial) {
    OpBuilder builder(&context);
    Location loc = builder.getUnknownLoc();
    auto [module, sink, func] = xhlo::testing::createSinkModule(builder, {});
    Block *body = &func.getBody().front();
    SmallVector<Value> values(body->getArguments());
    int numOps = 5 + random() % 60;
    for (int i = 0; i < numOps; ++i) {
      Value a = values[random() % values.size()];
      Value b = values[random() % values.size()];
      switch (random() % 6) {
      case 0:
        builder.create<func::CallOp>(loc, sink, ValueRange{a});
        break;
      case 1:
      case 2:
        values.push_back(builder.create<arith::AddFOp>(loc, a, b));
        break;
      default:
        values.push_back(builder.create<hlo::AddOp>(loc, a, b));
      }
    }
    builder.create<func::ReturnOp>(loc);

    BlockPartition partition = partitionBlock(*body);
    DenseMap<Operation *, int> clusterOf;
    for (auto [index, cluster] : llvm::enumerate(partition.clusters))
      for (Operation *op : cluster) {
        EXPECT_TRUE(isOffloadable(op));
        EXPECT_TRUE(clusterOf.insert({op, index}).second) << "op twice";
      }
    // Position of each op in the schedule (a cluster's ops share one).
    DenseMap<Operation *, unsigned> position;
    for (auto [index, step] : llvm::enumerate(partition.schedule)) {
      if (step.hostOp) {
        EXPECT_FALSE(clusterOf.count(step.hostOp));
        position[step.hostOp] = index;
      } else {
        for (Operation *op : partition.clusters[step.cluster])
          position[op] = index;
      }
    }
    unsigned lastEffect = 0;
    bool seenEffect = false;
    for (Operation &op : body->without_terminator()) {
      ASSERT_TRUE(position.count(&op)) << "op missing from the schedule";
      EXPECT_EQ(isOffloadable(&op), clusterOf.count(&op) == 1);
      for (Value operand : op.getOperands()) {
        Operation *def = operand.getDefiningOp();
        if (!def)
          continue;
        bool sameCluster = clusterOf.count(def) && clusterOf.count(&op) &&
                           clusterOf[def] == clusterOf[&op];
        if (!sameCluster)
          EXPECT_LT(position[def], position[&op]) << "use before def";
      }
      if (!isMemoryEffectFree(&op)) {
        if (seenEffect)
          EXPECT_LT(lastEffect, position[&op]) << "side effects reordered";
        lastEffect = position[&op];
        seenEffect = true;
      }
    }
  }
}

} // namespace
