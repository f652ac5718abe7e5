//===- Distribution.cpp - Loop distribution and demotion ------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the steps that turn imperfect loop nests into
// perfect ones with one store each:
//
// - values carried by loops (iter_args) and returned by ifs are demoted to
//   memory, with one element per iteration of the enclosing loops (scalar
//   expansion), so that a running sum is a reduction into an array and
//   values crossing loops are loads like any other;
// - a loop's statements are its stores, each with the loads and arithmetic
//   it uses (cloned where several use them); the dependences between
//   statements at the loop's depth and deeper (the polyhedral test of
//   checkMemrefAccessDependence) make a graph, and each strongly connected
//   component gets its own copy of the loop, inner loops and ifs included,
//   in an order that respects the dependences between components (Allen and
//   Kennedy's loop distribution). The copies keep their statements in
//   their order and nesting, so the loops and ifs of a statement are split
//   along with it.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "mlir/Dialect/Affine/Analysis/AffineAnalysis.h"
#include "mlir/Dialect/Affine/Analysis/LoopAnalysis.h"
#include "mlir/Dialect/Affine/Analysis/Utils.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/IntegerSet.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"

#include <queue>

using namespace mlir;
using namespace xhlo::affine_to_linalg;

//===----------------------------------------------------------------------===//
// Dead code
//===----------------------------------------------------------------------===//

/// Whether `block` holds nothing but its terminator.
static bool isEmptyBlock(Block &block) {
  return block.getOperations().size() == 1;
}

void xhlo::affine_to_linalg::eraseDeadCode(Operation *root) {
  bool changed = true;
  while (changed) {
    changed = false;
    root->walk<WalkOrder::PostOrder>([&](Operation *op) {
      if (op == root || op->hasTrait<OpTrait::IsTerminator>())
        return;
      bool dead = false;
      if (auto loop = dyn_cast<affine::AffineForOp>(op))
        dead = loop.getNumResults() == 0 && isEmptyBlock(*loop.getBody());
      else if (auto ifOp = dyn_cast<affine::AffineIfOp>(op))
        dead = ifOp.getNumResults() == 0 &&
               isEmptyBlock(*ifOp.getThenBlock()) &&
               (!ifOp.hasElse() || isEmptyBlock(*ifOp.getElseBlock()));
      else
        dead = op->use_empty() && wouldOpBeTriviallyDead(op);
      if (dead) {
        op->erase();
        changed = true;
      }
    });
  }
}

//===----------------------------------------------------------------------===//
// Demotion of loop-carried values
//===----------------------------------------------------------------------===//

namespace {

/// A buffer with one element per iteration of the loops around an op, and
/// the map from their induction variables to its element.
struct Expansion {
  MemRefType type;
  AffineMap map;
  SmallVector<Value> ivs;
};

} // namespace

/// The expansion for a value of type `type` carried by `op`, or failure when
/// a loop around it has no constant bounds.
static FailureOr<Expansion> getExpansion(Operation *op, Type type) {
  if (!BaseMemRefType::isValidElementType(type))
    return failure();
  SmallVector<affine::AffineForOp> loops;
  affine::getAffineForIVs(*op, &loops);
  SmallVector<Operation *> loopOps(loops.begin(), loops.end());
  affine::FlatAffineValueConstraints domain;
  if (!loopOps.empty() && failed(affine::getIndexSet(loopOps, &domain)))
    return failure();
  Expansion expansion;
  SmallVector<int64_t> shape;
  SmallVector<AffineExpr> results;
  for (auto [index, loop] : llvm::enumerate(loops)) {
    unsigned position;
    if (!domain.findVar(loop.getInductionVar(), &position))
      return failure();
    std::optional<int64_t> lb =
        domain.getConstantBound64(presburger::BoundType::LB, position);
    std::optional<int64_t> ub =
        domain.getConstantBound64(presburger::BoundType::UB, position);
    if (!lb || !ub || *ub < *lb)
      return failure();
    shape.push_back(*ub - *lb + 1);
    results.push_back(getAffineDimExpr(index, op->getContext()) - *lb);
    expansion.ivs.push_back(loop.getInductionVar());
  }
  expansion.type = MemRefType::get(shape, type);
  expansion.map = AffineMap::get(loops.size(), 0, results, op->getContext());
  return expansion;
}

/// Allocates the buffer of `expansion` at the start of `func`.
static Value allocate(func::FuncOp func, const Expansion &expansion,
                      Location loc) {
  OpBuilder builder(&func.getBody().front(), func.getBody().front().begin());
  return builder.create<memref::AllocaOp>(loc, expansion.type);
}

/// Demotes the iter_args of `loop`, if every one has an expansion.
static void demoteIterArgs(func::FuncOp func, affine::AffineForOp loop) {
  SmallVector<Expansion> expansions;
  for (Value init : loop.getInits()) {
    FailureOr<Expansion> expansion = getExpansion(loop, init.getType());
    if (failed(expansion))
      return;
    expansions.push_back(*expansion);
  }
  Location loc = loop.getLoc();
  SmallVector<Value> buffers;
  for (const Expansion &expansion : expansions)
    buffers.push_back(allocate(func, expansion, loc));

  OpBuilder builder(loop);
  for (auto [init, buffer, expansion] :
       llvm::zip(loop.getInits(), buffers, expansions))
    builder.create<affine::AffineStoreOp>(loc, init, buffer, expansion.map,
                                          expansion.ivs);
  auto demoted = builder.create<affine::AffineForOp>(
      loc, loop.getLowerBoundOperands(), loop.getLowerBoundMap(),
      loop.getUpperBoundOperands(), loop.getUpperBoundMap(),
      loop.getStepAsInt());
  Block *body = demoted.getBody();
  // The body reads the carried values at its start and writes the yielded
  // ones at its end.
  auto yield = cast<affine::AffineYieldOp>(loop.getBody()->getTerminator());
  builder.setInsertionPoint(yield);
  for (auto [yielded, buffer, expansion] :
       llvm::zip(yield.getOperands(), buffers, expansions))
    builder.create<affine::AffineStoreOp>(loc, yielded, buffer, expansion.map,
                                          expansion.ivs);
  yield.erase();
  builder.setInsertionPointToStart(loop.getBody());
  for (auto [arg, buffer, expansion] :
       llvm::zip(loop.getRegionIterArgs(), buffers, expansions))
    arg.replaceAllUsesWith(builder.create<affine::AffineLoadOp>(
        loc, buffer, expansion.map, expansion.ivs));
  loop.getInductionVar().replaceAllUsesWith(demoted.getInductionVar());
  body->getOperations().splice(body->begin(), loop.getBody()->getOperations());
  builder.setInsertionPointAfter(demoted);
  for (auto [result, buffer, expansion] :
       llvm::zip(loop.getResults(), buffers, expansions))
    result.replaceAllUsesWith(builder.create<affine::AffineLoadOp>(
        loc, buffer, expansion.map, expansion.ivs));
  loop.erase();
}

/// Demotes the results of `ifOp`, if every one has an expansion.
static void demoteResults(func::FuncOp func, affine::AffineIfOp ifOp) {
  SmallVector<Expansion> expansions;
  for (Value result : ifOp.getResults()) {
    FailureOr<Expansion> expansion = getExpansion(ifOp, result.getType());
    if (failed(expansion))
      return;
    expansions.push_back(*expansion);
  }
  Location loc = ifOp.getLoc();
  SmallVector<Value> buffers;
  for (const Expansion &expansion : expansions)
    buffers.push_back(allocate(func, expansion, loc));
  OpBuilder builder(ifOp);
  auto demoted = builder.create<affine::AffineIfOp>(
      loc, TypeRange{}, ifOp.getIntegerSet(), ifOp.getOperands(),
      /*withElseRegion=*/true);
  for (auto [from, to] :
       {std::pair{ifOp.getThenBlock(), demoted.getThenBlock()},
        std::pair{ifOp.getElseBlock(), demoted.getElseBlock()}}) {
    auto yield = cast<affine::AffineYieldOp>(from->getTerminator());
    builder.setInsertionPoint(yield);
    for (auto [yielded, buffer, expansion] :
         llvm::zip(yield.getOperands(), buffers, expansions))
      builder.create<affine::AffineStoreOp>(loc, yielded, buffer, expansion.map,
                                            expansion.ivs);
    yield.erase();
    to->getOperations().splice(to->begin(), from->getOperations());
  }
  builder.setInsertionPointAfter(demoted);
  for (auto [result, buffer, expansion] :
       llvm::zip(ifOp.getResults(), buffers, expansions))
    result.replaceAllUsesWith(builder.create<affine::AffineLoadOp>(
        loc, buffer, expansion.map, expansion.ivs));
  ifOp.erase();
}

void xhlo::affine_to_linalg::demoteLoopCarriedValues(func::FuncOp func) {
  SmallVector<Operation *> ops;
  func.walk<WalkOrder::PostOrder>([&](Operation *op) {
    if (auto loop = dyn_cast<affine::AffineForOp>(op);
        loop && loop.getNumIterOperands() != 0)
      ops.push_back(op);
    if (auto ifOp = dyn_cast<affine::AffineIfOp>(op);
        ifOp && ifOp.getNumResults() != 0)
      ops.push_back(op);
  });
  for (Operation *op : ops) {
    if (auto loop = dyn_cast<affine::AffineForOp>(op))
      demoteIterArgs(func, loop);
    else
      demoteResults(func, cast<affine::AffineIfOp>(op));
  }
}

//===----------------------------------------------------------------------===//
// Analyzable loops
//===----------------------------------------------------------------------===//

std::optional<Reason>
xhlo::affine_to_linalg::checkAnalyzable(affine::AffineForOp loop) {
  std::optional<Reason> reason;
  loop.walk([&](Operation *op) {
    if (auto nested = dyn_cast<affine::AffineForOp>(op)) {
      if (nested.getNumIterOperands() != 0)
        reason = "a loop in it carries values (iter_args) around loops whose "
                 "bounds are not constant";
    } else if (auto ifOp = dyn_cast<affine::AffineIfOp>(op)) {
      if (ifOp.getNumResults() != 0)
        reason = "an affine.if in it returns values inside loops whose "
                 "bounds are not constant";
    } else if (isa<affine::AffineLoadOp, affine::AffineStoreOp,
                   affine::AffineApplyOp, affine::AffineYieldOp>(op)) {
    } else if (auto call = dyn_cast<CallOpInterface>(op)) {
      std::string callee = "a function";
      if (auto symbol = llvm::dyn_cast_if_present<SymbolRefAttr>(
              call.getCallableForCallee()))
        callee = "'" + symbol.getLeafReference().str() + "'";
      reason = "it calls " + callee +
               ", whose effects the dependence analysis does not see";
    } else if (isa<memref::LoadOp, memref::StoreOp>(op)) {
      Value memref = isa<memref::LoadOp>(op)
                         ? cast<memref::LoadOp>(op).getMemRef()
                         : cast<memref::StoreOp>(op).getMemRef();
      reason = "it accesses " + describeMemref(memref) +
               " at a non-affine index (" + op->getName().getStringRef().str() +
               ")";
    } else if (op->getNumRegions() != 0 || !isMemoryEffectFree(op)) {
      reason = "it holds '" + op->getName().getStringRef().str() +
               "', which the dependence analysis does not model";
    }
    return reason ? WalkResult::interrupt() : WalkResult::advance();
  });
  return reason;
}

//===----------------------------------------------------------------------===//
// Distribution
//===----------------------------------------------------------------------===//

/// Tarjan's strongly connected components of the graph `edges` over `n`
/// nodes: the component of each node, numbered in reverse topological order.
static SmallVector<unsigned>
getComponents(unsigned n, ArrayRef<SmallVector<unsigned>> edges,
              unsigned &numComponents) {
  SmallVector<int> index(n, -1), low(n, 0);
  SmallVector<bool> onStack(n, false);
  SmallVector<unsigned> stack, component(n, 0);
  int counter = 0;
  numComponents = 0;
  std::function<void(unsigned)> visit = [&](unsigned v) {
    index[v] = low[v] = counter++;
    stack.push_back(v);
    onStack[v] = true;
    for (unsigned w : edges[v]) {
      if (index[w] < 0) {
        visit(w);
        low[v] = std::min(low[v], low[w]);
      } else if (onStack[w]) {
        low[v] = std::min(low[v], index[w]);
      }
    }
    if (low[v] == index[v]) {
      unsigned w;
      do {
        w = stack.pop_back_val();
        onStack[w] = false;
        component[w] = numComponents;
      } while (w != v);
      ++numComponents;
    }
  };
  for (unsigned v = 0; v < n; ++v)
    if (index[v] < 0)
      visit(v);
  return component;
}

SmallVector<affine::AffineForOp>
xhlo::affine_to_linalg::distributeLoop(affine::AffineForOp loop) {
  // Statements: the stores of the loop, in program order.
  SmallVector<Operation *> statements;
  loop.walk<WalkOrder::PreOrder>([&](affine::AffineWriteOpInterface store) {
    statements.push_back(store);
  });
  unsigned numNodes = statements.size();
  if (numNodes <= 1)
    return {loop};
  // The accesses of each statement: its store and the loads of the loop its
  // value and indices depend on (directly or through arithmetic).
  SmallVector<llvm::SetVector<Operation *>> nodeAccesses(numNodes);
  for (auto [s, statement] : llvm::enumerate(statements)) {
    nodeAccesses[s].insert(statement);
    SmallVector<Value> worklist(statement->getOperands());
    llvm::SmallPtrSet<Operation *, 8> visited;
    while (!worklist.empty()) {
      Operation *def = worklist.pop_back_val().getDefiningOp();
      if (!def || !loop->isProperAncestor(def) || !visited.insert(def).second)
        continue;
      if (isa<affine::AffineReadOpInterface>(def))
        nodeAccesses[s].insert(def);
      llvm::append_range(worklist, def->getOperands());
    }
  }

  // Dependences at the loop's depth or deeper, from the earlier access.
  unsigned depth = affine::getNestingDepth(loop) + 1;
  SmallVector<SmallVector<unsigned>> edges(numNodes);
  for (unsigned a = 0; a < numNodes; ++a) {
    for (unsigned b = 0; b < numNodes; ++b) {
      if (a == b)
        continue;
      bool dependent = false;
      for (Operation *src : nodeAccesses[a]) {
        for (Operation *dst : nodeAccesses[b]) {
          if (dependent)
            break;
          if (!isa<affine::AffineWriteOpInterface>(src) &&
              !isa<affine::AffineWriteOpInterface>(dst))
            continue;
          affine::MemRefAccess srcAccess(src), dstAccess(dst);
          if (srcAccess.memref != dstAccess.memref)
            continue;
          unsigned common = affine::getNumCommonSurroundingLoops(*src, *dst);
          for (unsigned d = depth; d <= common + 1 && !dependent; ++d) {
            affine::DependenceResult result =
                affine::checkMemrefAccessDependence(srcAccess, dstAccess, d);
            dependent = result.value != affine::DependenceResult::NoDependence;
          }
        }
        if (dependent)
          break;
      }
      if (dependent)
        edges[a].push_back(b);
    }
  }
  unsigned numComponents;
  SmallVector<unsigned> component =
      getComponents(numNodes, edges, numComponents);
  if (numComponents <= 1)
    return {loop};

  // Components in dependence order, the earliest statement first among
  // those ready.
  SmallVector<unsigned> firstStatement(numComponents, ~0u);
  for (unsigned s = 0; s < numNodes; ++s)
    firstStatement[component[s]] = std::min(firstStatement[component[s]], s);
  SmallVector<llvm::SmallSetVector<unsigned, 4>> successors(numComponents);
  SmallVector<unsigned> numPredecessors(numComponents, 0);
  for (unsigned a = 0; a < numNodes; ++a)
    for (unsigned b : edges[a])
      if (component[a] != component[b] &&
          successors[component[a]].insert(component[b]))
        ++numPredecessors[component[b]];
  using Ready = std::pair<unsigned, unsigned>;
  std::priority_queue<Ready, std::vector<Ready>, std::greater<Ready>> ready;
  for (unsigned c = 0; c < numComponents; ++c)
    if (numPredecessors[c] == 0)
      ready.push({firstStatement[c], c});
  SmallVector<unsigned> order;
  while (!ready.empty()) {
    unsigned c = ready.top().second;
    ready.pop();
    order.push_back(c);
    for (unsigned next : successors[c])
      if (--numPredecessors[next] == 0)
        ready.push({firstStatement[next], next});
  }

  // One copy of the loop per component, holding its statements only.
  OpBuilder builder(loop);
  SmallVector<affine::AffineForOp> loops;
  for (unsigned c : order) {
    auto copy = cast<affine::AffineForOp>(builder.clone(*loop));
    SmallVector<Operation *> stores;
    copy.walk<WalkOrder::PreOrder>(
        [&](affine::AffineWriteOpInterface store) { stores.push_back(store); });
    for (unsigned s = 0; s < numNodes; ++s)
      if (component[s] != c)
        stores[s]->erase();
    eraseDeadCode(copy);
    loops.push_back(copy);
  }
  loop.erase();
  return loops;
}
