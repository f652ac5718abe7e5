//===- ControlFlow.cpp - hlo.while and hlo.conditional to scf -------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file rewrites hlo control flow that holds host ops into scf: the
// regions move as they are (hlo ops stay hlo ops, for convert-hlo-to-xrt to
// offload), `hlo.return` becomes the scf terminator, and the 0-d pred or s32
// that chose becomes a scalar.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Conversion/HloToScf/HloToScf.h"

#include "xhlo/Dialect/Hlo/IR/HloDialect.h"
#include "xhlo/Dialect/Hlo/IR/HloOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/SymbolTable.h"

using namespace mlir;
using namespace xhlo;

bool xhlo::holdsHostOps(Operation *op, const HostCalls &hostCalls) {
  for (Region &region : op->getRegions()) {
    WalkResult result = region.walk([&](Operation *nested) {
      return isa_and_nonnull<hlo::HloDialect>(nested->getDialect()) &&
                     !(isa<hlo::CallOp>(nested) && hostCalls.contains(nested))
                 ? WalkResult::advance()
                 : WalkResult::interrupt();
    });
    if (result.wasInterrupted())
      return true;
  }
  return false;
}

HostCalls xhlo::findHostCalls(ModuleOp module) {
  // Per function, the hlo.call ops that call it; functions holding host ops
  // start the worklist, and each one found makes its callers' calls host
  // calls.
  SymbolTable symbols(module);
  llvm::DenseMap<Operation *, SmallVector<Operation *>> callsOf;
  SmallVector<Operation *> worklist;
  llvm::DenseSet<Operation *> hostFunctions;
  for (auto func : module.getOps<func::FuncOp>()) {
    bool host = false;
    func.getBody().walk([&](Operation *op) {
      if (auto call = dyn_cast<hlo::CallOp>(op)) {
        if (auto callee = symbols.lookup<func::FuncOp>(call.getToApply()))
          callsOf[callee].push_back(call);
      } else if (!isa<func::ReturnOp>(op) &&
                 !isa_and_nonnull<hlo::HloDialect>(op->getDialect())) {
        host = true;
      }
    });
    if (host && !func.isExternal() && hostFunctions.insert(func).second)
      worklist.push_back(func);
  }
  HostCalls hostCalls;
  while (!worklist.empty()) {
    Operation *callee = worklist.pop_back_val();
    for (Operation *call : callsOf.lookup(callee)) {
      hostCalls.insert(call);
      auto caller = call->getParentOfType<func::FuncOp>();
      if (caller && hostFunctions.insert(caller).second)
        worklist.push_back(caller);
    }
  }
  return hostCalls;
}

/// Moves the one block of `branch` to the end of `block`, its argument
/// replaced by `operand`, and ends it with an scf.yield of what it returned.
static void moveBranch(PatternRewriter &rewriter, Region &branch, Block *block,
                       Value operand) {
  if (!block->empty())
    rewriter.eraseOp(block->getTerminator());
  Block &source = branch.front();
  auto terminator = cast<hlo::ReturnOp>(source.getTerminator());
  SmallVector<Value> replacements;
  if (source.getNumArguments())
    replacements.push_back(operand);
  rewriter.mergeBlocks(&source, block, replacements);
  rewriter.setInsertionPoint(terminator);
  rewriter.replaceOpWithNewOp<scf::YieldOp>(terminator,
                                            terminator.getResults());
}

namespace {

//===----------------------------------------------------------------------===//
// while
//===----------------------------------------------------------------------===//

/// `hlo.while` to `scf.while`: `cond` becomes the before region, ending in
/// `scf.condition` of its pred on the unchanged state; `body` the after one.
struct WhileToScf : OpRewritePattern<hlo::WhileOp> {
  WhileToScf(MLIRContext *context, const HostCalls &hostCalls)
      : OpRewritePattern(context), hostCalls(hostCalls) {}
  const HostCalls &hostCalls;

  LogicalResult matchAndRewrite(hlo::WhileOp op,
                                PatternRewriter &rewriter) const override {
    if (!holdsHostOps(op, hostCalls))
      return rewriter.notifyMatchFailure(op, "only hlo ops inside");
    Location loc = op.getLoc();
    auto loop = rewriter.create<scf::WhileOp>(loc, op->getResultTypes(),
                                              op.getOperands());
    rewriter.inlineRegionBefore(op.getCond(), loop.getBefore(),
                                loop.getBefore().end());
    rewriter.inlineRegionBefore(op.getBody(), loop.getAfter(),
                                loop.getAfter().end());

    Block &before = loop.getBefore().front();
    auto condition = cast<hlo::ReturnOp>(before.getTerminator());
    rewriter.setInsertionPoint(condition);
    Value pred = rewriter.create<tensor::ExtractOp>(
        loc, condition.getResults().front(), ValueRange());
    rewriter.replaceOpWithNewOp<scf::ConditionOp>(condition, pred,
                                                  before.getArguments());
    Block &after = loop.getAfter().front();
    auto next = cast<hlo::ReturnOp>(after.getTerminator());
    rewriter.setInsertionPoint(next);
    rewriter.replaceOpWithNewOp<scf::YieldOp>(next, next.getResults());
    rewriter.replaceOp(op, loop.getResults());
    return success();
  }
};

//===----------------------------------------------------------------------===//
// conditional
//===----------------------------------------------------------------------===//

/// A pred `hlo.conditional` to `scf.if` (true branch, then false); an s32
/// one to `scf.index_switch` whose default is the last branch, where XLA
/// sends indices out of range too.
struct ConditionalToScf : OpRewritePattern<hlo::ConditionalOp> {
  ConditionalToScf(MLIRContext *context, const HostCalls &hostCalls)
      : OpRewritePattern(context), hostCalls(hostCalls) {}
  const HostCalls &hostCalls;

  LogicalResult matchAndRewrite(hlo::ConditionalOp op,
                                PatternRewriter &rewriter) const override {
    if (!holdsHostOps(op, hostCalls))
      return rewriter.notifyMatchFailure(op, "only hlo ops inside");
    Location loc = op.getLoc();
    Value index =
        rewriter.create<tensor::ExtractOp>(loc, op.getIndex(), ValueRange());
    MutableArrayRef<Region> branches = op.getBranches();
    OperandRange operands = op.getBranchOperands();
    if (index.getType().isInteger(1)) {
      auto branch = rewriter.create<scf::IfOp>(loc, op->getResultTypes(), index,
                                               /*withElseRegion=*/true);
      moveBranch(rewriter, branches[0], branch.thenBlock(), operands[0]);
      moveBranch(rewriter, branches[1], branch.elseBlock(), operands[1]);
      rewriter.replaceOp(op, branch.getResults());
      return success();
    }
    Value position = rewriter.create<arith::IndexCastOp>(
        loc, rewriter.getIndexType(), index);
    SmallVector<int64_t> cases;
    for (int64_t i = 0; i + 1 < static_cast<int64_t>(branches.size()); ++i)
      cases.push_back(i);
    auto switchOp = rewriter.create<scf::IndexSwitchOp>(
        loc, op->getResultTypes(), position, cases, cases.size());
    for (auto [i, region] : llvm::enumerate(switchOp.getCaseRegions())) {
      Block *block = rewriter.createBlock(&region);
      moveBranch(rewriter, branches[i], block, operands[i]);
    }
    Block *block = rewriter.createBlock(&switchOp.getDefaultRegion());
    moveBranch(rewriter, branches.back(), block, operands.back());
    rewriter.replaceOp(op, switchOp.getResults());
    return success();
  }
};

//===----------------------------------------------------------------------===//
// call
//===----------------------------------------------------------------------===//

/// `hlo.call` of a function that holds host ops to `func.call`.
struct CallToFunc : OpRewritePattern<hlo::CallOp> {
  CallToFunc(MLIRContext *context, const HostCalls &hostCalls)
      : OpRewritePattern(context), hostCalls(hostCalls) {}
  const HostCalls &hostCalls;

  LogicalResult matchAndRewrite(hlo::CallOp op,
                                PatternRewriter &rewriter) const override {
    if (!hostCalls.contains(op))
      return rewriter.notifyMatchFailure(op, "a computation of hlo ops");
    rewriter.replaceOpWithNewOp<func::CallOp>(
        op, op.getToApplyAttr(), op.getResultTypes(), op.getOperands());
    return success();
  }
};

} // namespace

void xhlo::populateHloToScfPatterns(RewritePatternSet &patterns,
                                    const HostCalls &hostCalls) {
  patterns.add<WhileToScf, ConditionalToScf, CallToFunc>(patterns.getContext(),
                                                         hostCalls);
}
