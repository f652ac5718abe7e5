//===- Sequential.cpp - Raising loop nests, or keeping them ---------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the driver of the raising. Each loop, outermost
// first, is distributed (Distribution.cpp); each loop that results is a
// band when it holds one store: the band is raised to one linalg op when
// every condition holds (its accesses are views, its loops that do not index
// the store reduce, no iteration reads what another one writes), else the
// loops of a perfect nest that carry no dependence are moved inside the
// others and raised, and the loop is kept, as a sequential loop reported by
// a remark (or an error with allow-sequential=false), and the loops of its
// body are raised on their own. Kept loops become scf.for over tensors, then
// hlo.while, through lower-affine, convert-memref-to-tensor and
// convert-scf-to-hlo.
//
// It also refuses what the raising cannot handle at all: memrefs whose
// shape or layout is not static, memrefs that alias (views, casts, one
// memref passed twice to a call) and calls to unknown functions.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"
#include "xhlo/Conversion/AffineToLinalg/AffineToLinalg.h"

#include "mlir/Dialect/Affine/Analysis/AffineAnalysis.h"
#include "mlir/Dialect/Affine/Analysis/Utils.h"
#include "mlir/Dialect/Affine/LoopUtils.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/SymbolTable.h"

using namespace mlir;
using namespace xhlo;
using namespace xhlo::affine_to_linalg;

std::string xhlo::affine_to_linalg::describeMemref(Value memref) {
  std::string text;
  llvm::raw_string_ostream os(text);
  if (auto arg = dyn_cast<BlockArgument>(memref)) {
    if (isa<FunctionOpInterface>(arg.getOwner()->getParentOp()))
      os << "argument #" << arg.getArgNumber();
    else
      os << "a block argument";
  } else {
    os << "the buffer of '" << memref.getDefiningOp()->getName() << "' at "
       << memref.getLoc();
  }
  return text;
}

//===----------------------------------------------------------------------===//
// Dependences
//===----------------------------------------------------------------------===//

std::optional<Reason>
xhlo::affine_to_linalg::checkSnapshotLoads(Band &band, const BandPlan &plan) {
  unsigned depth = affine::getNestingDepth(band.root) + 1;
  affine::MemRefAccess store(band.store);
  for (Operation *load : plan.snapshotLoads) {
    affine::MemRefAccess read(load);
    unsigned common = affine::getNumCommonSurroundingLoops(*band.store, *load);
    for (unsigned d = depth; d <= common + 1; ++d) {
      affine::DependenceResult result =
          affine::checkMemrefAccessDependence(store, read, d);
      if (result.value == affine::DependenceResult::NoDependence)
        continue;
      if (result.value == affine::DependenceResult::Failure)
        return "the dependence analysis cannot tell whether an iteration "
               "reads what another writes in " +
               describeMemref(plan.store.memref);
      return "an iteration reads an element of " +
             describeMemref(plan.store.memref) +
             " that an earlier iteration writes (a dependence carried by "
             "the loop at depth " +
             std::to_string(d) + ")";
    }
  }
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// Bands
//===----------------------------------------------------------------------===//

namespace {

/// What became of a band.
enum class BandOutcome {
  /// Replaced by a linalg op.
  Raised,
  /// Erased: its store never runs.
  Erased,
  /// Left as it is; the reason says why.
  Refused,
};

} // namespace

/// Raises the band rooted at `root` when it is one and every condition
/// holds.
static BandOutcome raiseBand(affine::AffineForOp root, Reason &reason) {
  SmallVector<affine::AffineStoreOp> stores;
  root.walk([&](affine::AffineStoreOp store) { stores.push_back(store); });
  if (stores.empty()) {
    root.erase();
    return BandOutcome::Erased;
  }
  if (stores.size() > 1) {
    reason = "its body holds " + std::to_string(stores.size()) +
             " stores that depend on each other in a cycle, so they cannot "
             "be split into separate loops";
    return BandOutcome::Refused;
  }
  Band band;
  band.root = root;
  band.store = stores.front();
  for (Operation *op = band.store->getParentOp();; op = op->getParentOp()) {
    if (auto loop = dyn_cast<affine::AffineForOp>(op)) {
      band.loops.insert(band.loops.begin(), loop);
    } else if (auto ifOp = dyn_cast<affine::AffineIfOp>(op)) {
      band.ifs.insert(band.ifs.begin(), ifOp);
      band.inElse.insert(
          band.inElse.begin(),
          ifOp.getElseRegion().isAncestor(band.store->getParentRegion()));
    }
    if (op == root.getOperation())
      break;
  }
  // Every loop and if of the nest is around the store.
  WalkResult structure = root.walk([&](Operation *op) {
    if (auto loop = dyn_cast<affine::AffineForOp>(op);
        loop && !llvm::is_contained(band.loops, loop))
      return WalkResult::interrupt();
    if (auto ifOp = dyn_cast<affine::AffineIfOp>(op);
        ifOp && !llvm::is_contained(band.ifs, ifOp))
      return WalkResult::interrupt();
    return WalkResult::advance();
  });
  if (structure.wasInterrupted()) {
    reason = "it holds loops or ifs that are not around its store";
    return BandOutcome::Refused;
  }
  if (failed(computeBox(band, reason)))
    return BandOutcome::Refused;
  if (llvm::is_contained(band.trips, 0)) {
    root.erase();
    return BandOutcome::Erased;
  }

  // The store: a slice whose dimensions are the parallel loops.
  BandPlan plan;
  FailureOr<Access> store = analyzeAccess(band, band.store, reason);
  if (failed(store))
    return BandOutcome::Refused;
  if (!isSliceAccess(*store)) {
    reason = "the elements its store writes are not a slice of " +
             describeMemref(store->memref) +
             " (a diagonal, a reversed index or a sum of loop indices)";
    return BandOutcome::Refused;
  }
  plan.store = *store;
  SmallVector<bool> indexed(band.getNumDims(), false);
  for (unsigned r = 0, e = store->getRank(); r < e; ++r) {
    for (unsigned p : store->getDims(r)) {
      plan.parallelDims.push_back(p);
      indexed[p] = true;
    }
  }
  for (unsigned p = 0, e = band.getNumDims(); p < e; ++p)
    if (!indexed[p])
      plan.reductionDims.push_back(p);

  // The loads: the stored element, other elements of the stored memref
  // (read from a copy), or other memrefs; slices or windows.
  SmallVector<Operation *> windows;
  WalkResult loads = root.walk([&](affine::AffineLoadOp load) {
    FailureOr<Access> access = analyzeAccess(band, load, reason);
    if (failed(access))
      return WalkResult::interrupt();
    bool window = isWindowAccess(*access);
    if (!window && !isSliceAccess(*access)) {
      reason = "it reads elements of " + describeMemref(access->memref) +
               " that are neither a slice nor a window (a diagonal or a "
               "reversed index)";
      return WalkResult::interrupt();
    }
    if (window)
      windows.push_back(load);
    if (access->memref == store->memref) {
      if (access->isSameAs(*store) &&
          band.loops.back()->isAncestor(load.getOperation()))
        plan.accLoads.push_back(load);
      else
        plan.snapshotLoads.push_back(load);
    }
    plan.loads.push_back(*access);
    return WalkResult::advance();
  });
  if (loads.wasInterrupted())
    return BandOutcome::Refused;

  if (std::optional<Reason> dependence = checkSnapshotLoads(band, plan)) {
    reason = *dependence;
    return BandOutcome::Refused;
  }
  if (!plan.reductionDims.empty()) {
    FailureOr<ReductionForm> form =
        matchReduction(band.store.getValueToStore(), plan.accLoads, reason);
    if (failed(form)) {
      reason = "some of its loops do not index the store, and " + reason;
      return BandOutcome::Refused;
    }
    plan.reduction = *form;
  }
  bool alwaysFalse;
  FailureOr<Mask> mask = collectMask(band, alwaysFalse, reason);
  if (failed(mask))
    return BandOutcome::Refused;
  if (alwaysFalse) {
    root.erase();
    return BandOutcome::Erased;
  }
  plan.mask = *mask;
  if (!windows.empty() &&
      failed(checkWindowedPayload(plan.reduction ? &*plan.reduction : nullptr,
                                  windows, !plan.mask.empty(), reason)))
    return BandOutcome::Refused;
  if (failed(checkInBounds(band, plan.store, reason)))
    return BandOutcome::Refused;
  for (const Access &load : plan.loads)
    if (failed(checkInBounds(band, load, reason)))
      return BandOutcome::Refused;

  buildLinalgOp(band, plan);
  root.erase();
  return BandOutcome::Raised;
}

//===----------------------------------------------------------------------===//
// Interchange
//===----------------------------------------------------------------------===//

/// Moves the loops of the perfect nest rooted at `root` that carry no
/// dependence (distance zero in every dependence between its accesses)
/// inside the loops that carry one, so that the carrying loops stay
/// sequential and the others can be raised: a row-wise prefix sum runs its
/// columns in order and each column as one op. Needs one store, constant
/// bounds and a complete dependence analysis. Moving loops of distance zero
/// inward keeps the first non-zero distance of every dependence first, so
/// every dependence keeps its direction. Returns the new outermost loop, or
/// null when nothing moves.
static affine::AffineForOp interchangeParallelLoops(affine::AffineForOp root) {
  SmallVector<affine::AffineForOp> loops;
  affine::getPerfectlyNestedLoops(loops, root);
  if (loops.size() < 2 || !affine::isPerfectlyNested(loops))
    return nullptr;
  for (affine::AffineForOp loop : loops)
    if (!loop.hasConstantBounds() || loop.getNumIterOperands() != 0)
      return nullptr;
  SmallVector<Operation *> stores, accesses;
  root.walk([&](Operation *op) {
    if (isa<affine::AffineWriteOpInterface>(op))
      stores.push_back(op);
    if (isa<affine::AffineReadOpInterface, affine::AffineWriteOpInterface>(op))
      accesses.push_back(op);
  });
  if (stores.size() != 1)
    return nullptr;
  unsigned depth = affine::getNestingDepth(root) + 1;
  // carries[p]: loop p has a non-zero distance in some dependence.
  SmallVector<bool> carries(loops.size(), false);
  affine::MemRefAccess store(stores.front());
  for (Operation *other : accesses) {
    affine::MemRefAccess access(other);
    if (access.memref != store.memref)
      continue;
    unsigned common =
        affine::getNumCommonSurroundingLoops(*stores.front(), *other);
    for (auto [src, dst] :
         {std::pair{&store, &access}, std::pair{&access, &store}}) {
      for (unsigned d = depth; d <= common + 1; ++d) {
        SmallVector<affine::DependenceComponent, 2> components;
        affine::DependenceResult result = affine::checkMemrefAccessDependence(
            *src, *dst, d, /*dependenceConstraints=*/nullptr, &components);
        if (result.value == affine::DependenceResult::Failure)
          return nullptr;
        if (result.value == affine::DependenceResult::NoDependence)
          continue;
        for (affine::DependenceComponent &component : components) {
          auto it = llvm::find(loops, component.op);
          if (it == loops.end())
            continue;
          if (!component.lb || !component.ub || *component.lb != 0 ||
              *component.ub != 0)
            carries[it - loops.begin()] = true;
        }
      }
    }
  }
  // The carrying loops first, then the others, each in their order.
  SmallVector<unsigned> order;
  for (unsigned p = 0; p < loops.size(); ++p)
    if (carries[p])
      order.push_back(p);
  unsigned numCarrying = order.size();
  for (unsigned p = 0; p < loops.size(); ++p)
    if (!carries[p])
      order.push_back(p);
  if (numCarrying == 0 || numCarrying == loops.size() ||
      llvm::equal(order, llvm::seq<unsigned>(0, loops.size())))
    return nullptr;
  SmallVector<unsigned> positions(loops.size());
  for (auto [position, p] : llvm::enumerate(order))
    positions[p] = position;
  unsigned outermost = affine::permuteLoops(loops, positions);
  return loops[outermost];
}

//===----------------------------------------------------------------------===//
// The driver
//===----------------------------------------------------------------------===//

namespace {

/// Raises the loops of a function, outermost first.
struct Raiser {
  const RaiseAffineToLinalgOptions &options;
  RaiseAffineToLinalgStats stats;
  bool failed = false;

  /// Raises the loops in `block` and in the regions of its ops.
  void raiseBlock(Block &block) {
    for (Operation &op : llvm::make_early_inc_range(block)) {
      if (auto loop = dyn_cast<affine::AffineForOp>(op)) {
        raiseLoop(loop);
        continue;
      }
      // Loops nested in other ops (affine.if, scf.for, ...) are raised in
      // place, as nests of their own.
      for (Region &region : op.getRegions())
        for (Block &nested : region)
          raiseBlock(nested);
    }
  }

  /// Keeps `loop` as a loop, with a remark (or an error) saying why.
  void keep(affine::AffineForOp loop, const Reason &reason) {
    if (!options.allowSequential) {
      loop.emitError("loop cannot be raised to linalg: ")
          << reason << " (it would run sequentially; allow-sequential=false)";
      failed = true;
      return;
    }
    loop.emitRemark("loop kept sequential: ") << reason;
    ++stats.numSequential;
  }

  void raiseLoop(affine::AffineForOp loop) {
    if (std::optional<Reason> reason = checkAnalyzable(loop)) {
      keep(loop, *reason);
      raiseBlock(*loop.getBody());
      return;
    }
    for (affine::AffineForOp distributed : distributeLoop(loop)) {
      Reason reason;
      switch (raiseBand(distributed, reason)) {
      case BandOutcome::Raised:
        ++stats.numRaised;
        break;
      case BandOutcome::Erased:
        break;
      case BandOutcome::Refused:
        if (affine::AffineForOp outer = interchangeParallelLoops(distributed)) {
          // The carrying loops are outermost now: keep them, raise inside.
          if (raiseBand(outer, reason) == BandOutcome::Raised) {
            ++stats.numRaised;
            break;
          }
          distributed = outer;
          reason = "it carries a dependence (the loops that carry none were "
                   "moved inside it)";
        }
        keep(distributed, reason);
        raiseBlock(*distributed.getBody());
        break;
      }
    }
  }
};

} // namespace

/// Whether `type` is a memref the raising handles: static shape, identity
/// layout.
static bool isStaticMemref(Type type) {
  auto memref = dyn_cast<MemRefType>(type);
  return !memref ||
         (memref.hasStaticShape() && memref.getLayout().isIdentity());
}

/// Attaches to `diag` a note at the outermost affine loop around `op`, if
/// any: the loop nest the problem keeps from being raised.
static void noteLoop(InFlightDiagnostic &diag, Operation *op) {
  Operation *outermost = nullptr;
  for (Operation *parent = op->getParentOp(); parent;
       parent = parent->getParentOp())
    if (isa<affine::AffineForOp>(parent))
      outermost = parent;
  if (outermost)
    diag.attachNote(outermost->getLoc()) << "in this loop nest";
}

/// Refuses, with an error each, what the raising cannot handle in `func`.
static LogicalResult checkFunction(func::FuncOp func) {
  bool ok = true;
  for (auto [index, type] : llvm::enumerate(func.getArgumentTypes())) {
    if (!isStaticMemref(type)) {
      func.emitError("dynamic sizes: argument #")
          << index << " has type " << type
          << ", and the raising takes memrefs of static shape and identity "
             "layout only";
      ok = false;
    }
  }
  SymbolTableCollection symbols;
  func.walk([&](Operation *op) {
    for (Value result : op->getResults()) {
      if (!isa<BaseMemRefType>(result.getType()))
        continue;
      bool accessed = llvm::any_of(result.getUsers(), [](Operation *user) {
        return isa<affine::AffineReadOpInterface,
                   affine::AffineWriteOpInterface>(user);
      });
      if (accessed && !isa<memref::AllocOp, memref::AllocaOp>(op)) {
        InFlightDiagnostic diag =
            op->emitError("'")
            << op->getName()
            << "' makes a memref that affine loops access, which may alias "
               "another: only function arguments and allocations are "
               "supported";
        noteLoop(diag, *result.getUsers().begin());
        ok = false;
        continue;
      }
      if (isa<memref::AllocOp, memref::AllocaOp>(op) &&
          !isStaticMemref(result.getType())) {
        op->emitError("dynamic sizes: the allocation has type ")
            << result.getType()
            << ", and the raising takes memrefs of static shape and "
               "identity layout only";
        ok = false;
      }
    }
    auto call = dyn_cast<func::CallOp>(op);
    if (!call)
      return;
    auto callee = symbols.lookupNearestSymbolFrom<func::FuncOp>(
        call, call.getCalleeAttr());
    bool takesMemrefs = llvm::any_of(call.getOperandTypes(), [](Type type) {
      return isa<BaseMemRefType>(type);
    });
    if (takesMemrefs && (!callee || callee.isExternal())) {
      InFlightDiagnostic diag =
          call.emitError("unknown call: '")
          << call.getCallee()
          << "' has no body and takes memrefs, so what it reads and writes "
             "is unknown";
      noteLoop(diag, call);
      ok = false;
    }
    for (auto [i, a] : llvm::enumerate(call.getOperands()))
      for (Value b : call.getOperands().drop_front(i + 1))
        if (a == b && isa<BaseMemRefType>(a.getType())) {
          InFlightDiagnostic diag =
              call.emitError("aliasing arguments: the call to '")
              << call.getCallee() << "' passes one memref as two arguments";
          noteLoop(diag, call);
          ok = false;
        }
  });
  func.walk([&](affine::AffineParallelOp op) {
    op.emitError("affine.parallel is not supported; use affine.for");
    ok = false;
  });
  return success(ok);
}

LogicalResult
xhlo::raiseAffineToLinalg(func::FuncOp func,
                          const RaiseAffineToLinalgOptions &options,
                          RaiseAffineToLinalgStats *stats) {
  if (func.isExternal())
    return success();
  if (failed(checkFunction(func)))
    return failure();
  demoteLoopCarriedValues(func);
  eliminateElseRegions(func);
  Raiser raiser{options, {}, false};
  for (Block &block : func.getBody())
    raiser.raiseBlock(block);
  if (stats) {
    stats->numRaised += raiser.stats.numRaised;
    stats->numSequential += raiser.stats.numSequential;
  }
  return success(!raiser.failed);
}
