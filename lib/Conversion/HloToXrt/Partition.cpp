//===- Partition.cpp - Clustering a block's hlo ops -----------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements partitionBlock: the clustering of a block's hlo ops
// into device computations and the schedule of host ops and clusters.
//
// The block's ops are nodes of a graph whose edges go from the op defining a
// value to each op using it (uses in nested regions count for the op that
// holds them) and from each op with side effects to the next one. Ops are
// visited in block order, which is a topological order of that graph. An
// offloadable op may join cluster C unless C reaches one of its
// predecessors outside C in the graph with the clusters contracted: that
// predecessor would have to run both after and before C. The clusters that
// reach an op are known exactly at the op (every op with a path to it came
// before it), and which clusters reach which grows as clusters grow, so the
// test takes the closure over the clusters' own predecessors. The contracted
// graph stays acyclic; its topological order (Kahn, lowest original position
// first) is the schedule.
//===----------------------------------------------------------------------===//

#include "xhlo/Conversion/HloToXrt/HloToXrt.h"

#include "xhlo/Dialect/Hlo/IR/HloMiscOps.h"

#include "mlir/IR/Block.h"
#include "mlir/IR/Operation.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"

#include <functional>
#include <queue>

using namespace mlir;
using namespace xhlo;

bool xhlo::isOffloadable(Operation *op) {
  return isa_and_nonnull<hlo::HloDialect>(op->getDialect()) &&
         !op->hasTrait<OpTrait::IsTerminator>() && !isa<hlo::ConstantOp>(op);
}

/// The ops of `block` (by position) whose results `op` or the ops nested in
/// it use, and the previous op with side effects when `op` has some.
static llvm::SmallSetVector<unsigned, 4>
getPredecessors(Block &block, Operation *op,
                const DenseMap<Operation *, unsigned> &position) {
  llvm::SmallSetVector<unsigned, 4> predecessors;
  op->walk([&](Operation *nested) {
    for (Value operand : nested->getOperands()) {
      Operation *def = operand.getDefiningOp();
      if (!def)
        continue;
      Operation *ancestor = block.findAncestorOpInBlock(*def);
      if (ancestor && ancestor != op)
        predecessors.insert(position.lookup(ancestor));
    }
  });
  return predecessors;
}

BlockPartition xhlo::partitionBlock(Block &block) {
  BlockPartition partition;
  SmallVector<Operation *> ops;
  DenseMap<Operation *, unsigned> position;
  for (Operation &op : block) {
    if (op.hasTrait<OpTrait::IsTerminator>() && &op == &block.back())
      break;
    position[&op] = ops.size();
    ops.push_back(&op);
  }

  // Clustering. `reach[i]` holds the clusters with an op that has a path to
  // op i (op i's own cluster excepted); it never changes, since those ops
  // all come before op i. `clusterPreds[c]` holds the clusters with an op
  // that has a path to an op of cluster c; it grows as ops join c, so
  // whether a cluster reaches an op in the contracted graph is the closure
  // over clusterPreds, computed when needed.
  SmallVector<llvm::SmallSetVector<unsigned, 4>> predecessors(ops.size());
  SmallVector<int> clusterOf(ops.size(), -1);
  SmallVector<llvm::BitVector> reach(ops.size());
  SmallVector<llvm::BitVector> clusterPreds;
  std::optional<unsigned> lastWithEffects;
  auto resized = [](llvm::BitVector bits, unsigned size) {
    bits.resize(size);
    return bits;
  };
  for (auto [index, op] : llvm::enumerate(ops)) {
    llvm::SmallSetVector<unsigned, 4> &preds = predecessors[index];
    preds = getPredecessors(block, op, position);
    if (!isMemoryEffectFree(op)) {
      if (lastWithEffects)
        preds.insert(*lastWithEffects);
      lastWithEffects = index;
    }

    // The clusters with a path to this op: through ops outside them
    // (`fromOutside`), or from their own ops (`direct`).
    unsigned numClusters = partition.clusters.size();
    llvm::BitVector fromOutside(numClusters), direct(numClusters);
    for (unsigned pred : preds) {
      fromOutside |= resized(reach[pred], numClusters);
      if (clusterOf[pred] >= 0)
        direct.set(clusterOf[pred]);
    }

    if (isOffloadable(op)) {
      // Joining cluster c is blocked when c reaches a predecessor outside c
      // in the contracted graph: c is among the ancestors of `fromOutside`
      // or of the direct predecessor clusters (theirs excluding themselves).
      llvm::BitVector blocked = fromOutside;
      for (unsigned cluster : direct.set_bits())
        blocked |= resized(clusterPreds[cluster], numClusters);
      SmallVector<unsigned> worklist(blocked.set_bits_begin(),
                                     blocked.set_bits_end());
      while (!worklist.empty()) {
        unsigned cluster = worklist.pop_back_val();
        for (unsigned ancestor : clusterPreds[cluster].set_bits())
          if (!blocked.test(ancestor)) {
            blocked.set(ancestor);
            worklist.push_back(ancestor);
          }
      }

      // The cluster of the latest operand, else the latest cluster.
      int chosen = -1;
      unsigned chosenPred = 0;
      for (unsigned pred : preds) {
        int cluster = clusterOf[pred];
        if (cluster >= 0 && !blocked.test(cluster) &&
            (chosen < 0 || pred > chosenPred)) {
          chosen = cluster;
          chosenPred = pred;
        }
      }
      for (int cluster = numClusters - 1; chosen < 0 && cluster >= 0; --cluster)
        if (!blocked.test(cluster))
          chosen = cluster;
      if (chosen < 0) {
        chosen = numClusters++;
        partition.clusters.emplace_back();
        clusterPreds.emplace_back(numClusters);
        fromOutside.resize(numClusters);
        direct.resize(numClusters);
      }
      clusterOf[index] = chosen;
      partition.clusters[chosen].push_back(op);
      llvm::BitVector &into = clusterPreds[chosen];
      into.resize(numClusters);
      into |= fromOutside;
      into |= direct;
      into.reset(chosen);
    }

    llvm::BitVector &mine = reach[index];
    mine = fromOutside;
    mine |= direct;
    if (clusterOf[index] >= 0)
      mine.reset(clusterOf[index]);
  }

  // Schedule: Kahn's algorithm over host ops and clusters, the node that
  // came first in the block first.
  unsigned numClusters = partition.clusters.size();
  auto nodeOf = [&](unsigned index) -> unsigned {
    return clusterOf[index] >= 0 ? ops.size() + clusterOf[index] : index;
  };
  unsigned numNodes = ops.size() + numClusters;
  SmallVector<SmallVector<unsigned>> successors(numNodes);
  SmallVector<unsigned> numPreds(numNodes, 0);
  SmallVector<unsigned> key(numNodes, ~0u);
  SmallVector<bool> present(numNodes, false);
  for (unsigned index = 0; index < ops.size(); ++index) {
    unsigned node = nodeOf(index);
    present[node] = true;
    key[node] = std::min(key[node], index);
    for (unsigned pred : predecessors[index]) {
      unsigned from = nodeOf(pred);
      if (from == node)
        continue;
      successors[from].push_back(node);
      ++numPreds[node];
    }
  }
  using Entry = std::pair<unsigned, unsigned>; // (key, node)
  std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> ready;
  for (unsigned node = 0; node < numNodes; ++node)
    if (present[node] && numPreds[node] == 0)
      ready.push({key[node], node});
  while (!ready.empty()) {
    unsigned node = ready.top().second;
    ready.pop();
    BlockPartition::Step step;
    if (node < ops.size())
      step.hostOp = ops[node];
    else
      step.cluster = node - ops.size();
    partition.schedule.push_back(step);
    for (unsigned successor : successors[node])
      if (--numPreds[successor] == 0)
        ready.push({key[successor], successor});
  }
  assert(partition.schedule.size() ==
             ops.size() -
                 llvm::count_if(clusterOf, [](int c) { return c >= 0; }) +
                 numClusters &&
         "the contracted graph must be acyclic");
  return partition;
}
