//===- RngState.cpp - rng_get_and_update_state as constants ---------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the step convert-hlo-to-linalg runs before its
// conversion that replaces rng_get_and_update_state by the state the
// interpreter returns in the first run of a fresh executable: a 128-bit
// state [lo, hi] starting at [seed, 0] (the pass's `rng-seed`, xhlo-run's
// --seed) that each execution returns and then advances by its delta
// (sign-extended, with the carry), in program order. As compiled rng ops
// draw a fresh interpreter's first run, a compiled function starts from
// [seed, 0] at each call, and keeps no state between calls.
//
// An op executes at a position known when compiling when it is directly in
// the body of a public function no function calls, or of a private one
// called once from such a place (recursively): those become constants,
// walked in program order (a call walks its callee at its place). Ops in
// loops, conditionals, other regions or functions called more than once
// would carry their state at run time: they are refused at the op.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "xhlo/Dialect/Hlo/IR/HloOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"

using namespace mlir;
using namespace xhlo;
using namespace xhlo::hlo_to_linalg;

namespace {

/// The interpreter's 128-bit state (RandomState::getAndUpdateRngState).
struct State {
  uint64_t lo, hi;
  void advance(int64_t delta) {
    uint64_t add = static_cast<uint64_t>(delta);
    uint64_t addHi = delta < 0 ? ~uint64_t(0) : 0;
    uint64_t sum = lo + add;
    hi += addHi + (sum < lo ? 1 : 0);
    lo = sum;
  }
};

} // namespace

LogicalResult hlo_to_linalg::foldRngStates(ModuleOp module, uint64_t seed) {
  SmallVector<hlo::RngGetAndUpdateStateOp> all;
  module.walk([&](hlo::RngGetAndUpdateStateOp op) { all.push_back(op); });
  if (all.empty())
    return success();
  SymbolTableCollection symbols;
  SymbolUserMap users(symbols, module);
  // The state each op returns, where it is known when compiling.
  llvm::DenseMap<Operation *, State> known;
  std::function<void(Block &, State &)> walk = [&](Block &block, State &state) {
    for (Operation &op : block) {
      if (auto get = dyn_cast<hlo::RngGetAndUpdateStateOp>(op)) {
        known[get] = state;
        state.advance(get.getDelta());
        continue;
      }
      auto call = dyn_cast<hlo::CallOp>(op);
      if (!call)
        continue;
      auto callee = module.lookupSymbol<func::FuncOp>(call.getToApplyAttr());
      if (callee && callee.isPrivate() && !callee.isExternal() &&
          callee.getBody().hasOneBlock() && users.getUsers(callee).size() == 1)
        walk(callee.getBody().front(), state);
    }
  };
  for (auto function : module.getOps<func::FuncOp>()) {
    if (!function.isPublic() || function.isExternal() ||
        !function.getBody().hasOneBlock() || !users.getUsers(function).empty())
      continue;
    State state{seed, 0};
    walk(function.getBody().front(), state);
  }
  bool refused = false;
  for (hlo::RngGetAndUpdateStateOp op : all)
    if (!known.count(op)) {
      (void)refuse(op, "it runs in a loop, a conditional, another region or "
                       "a function called more than once, where its state "
                       "would be carried at run time (not lowered yet)");
      refused = true;
    }
  if (refused)
    return failure();
  for (hlo::RngGetAndUpdateStateOp op : all) {
    State state = known.lookup(op);
    auto type = cast<RankedTensorType>(op.getType());
    OpBuilder builder(op);
    Value constant = builder.create<hlo::ConstantOp>(
        op.getLoc(),
        DenseElementsAttr::get(
            type, ArrayRef<APInt>{APInt(64, state.lo), APInt(64, state.hi)}));
    op.getResult().replaceAllUsesWith(constant);
    op.erase();
  }
  return success();
}
