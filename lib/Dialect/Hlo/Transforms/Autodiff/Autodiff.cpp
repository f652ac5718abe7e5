//===- Autodiff.cpp - Reverse-mode automatic differentiation of hlo -------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The driver of hlo-autodiff (Autodiff.h): finds and checks the gradient
// requests, orders them (a request whose function calls another request is
// generated after it), and gives each its body: @f's body cloned with its
// calls inlined (the forward pass), the activity analysis, the reverse sweep
// that applies each op's adjoint rule (AdjointRules.h) in reverse program
// order, and the return of @f's results and the gradients. Then the
// generated bodies are simplified.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Dialect/Hlo/Transforms/Autodiff.h"
#include "xhlo/Dialect/Hlo/Transforms/HloSimplify.h"
#include "xhlo/Dialect/Hlo/Transforms/Passes.h"

#include "AdjointRules.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Transforms/CSE.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringSet.h"

#define DEBUG_TYPE "hlo-autodiff"

namespace xhlo::hlo {
#define GEN_PASS_DEF_HLOAUTODIFFPASS
#include "xhlo/Dialect/Hlo/Transforms/Passes.h.inc"
} // namespace xhlo::hlo

using namespace mlir;
using namespace xhlo::hlo;
using namespace xhlo::hlo::autodiff;

//===----------------------------------------------------------------------===//
// Activity
//===----------------------------------------------------------------------===//

bool Activity::isActive(Value value) const {
  return varied.contains(value) && useful.contains(value);
}

/// Marks the results of the ops of `block` that depend on a varied value,
/// in program order; loops by a fixed point over their carried values.
static void propagateVaried(Block &block, llvm::DenseSet<Value> &varied) {
  for (Operation &op : block) {
    if (auto whileOp = dyn_cast<WhileOp>(&op)) {
      Block &body = whileOp.getBody().front();
      Block &cond = whileOp.getCond().front();
      unsigned n = whileOp->getNumOperands();
      llvm::SmallVector<bool> carried(n, false);
      for (unsigned i = 0; i < n; ++i)
        carried[i] = varied.contains(whileOp->getOperand(i)) &&
                     isDifferentiableType(whileOp->getOperand(i).getType());
      for (bool changed = true; changed;) {
        changed = false;
        for (unsigned i = 0; i < n; ++i)
          if (carried[i]) {
            varied.insert(body.getArgument(i));
            varied.insert(cond.getArgument(i));
          }
        propagateVaried(body, varied);
        Operation *terminator = body.getTerminator();
        for (unsigned i = 0; i < n; ++i)
          if (!carried[i] && varied.contains(terminator->getOperand(i)) &&
              isDifferentiableType(terminator->getOperand(i).getType()))
            carried[i] = changed = true;
      }
      for (unsigned i = 0; i < n; ++i)
        if (carried[i])
          varied.insert(whileOp->getResult(i));
      continue;
    }
    if (auto conditional = dyn_cast<ConditionalOp>(&op)) {
      for (auto [operand, branch] : llvm::zip(conditional.getBranchOperands(),
                                              conditional.getBranches())) {
        Block &entry = branch.front();
        if (varied.contains(operand))
          varied.insert(entry.getArgument(0));
        propagateVaried(entry, varied);
        for (auto [result, returned] :
             llvm::zip(conditional->getResults(),
                       entry.getTerminator()->getOperands()))
          if (varied.contains(returned) &&
              isDifferentiableType(result.getType()))
            varied.insert(result);
      }
      continue;
    }
    if (llvm::none_of(op.getOperands(),
                      [&](Value v) { return varied.contains(v); }))
      continue;
    for (Value result : op.getResults())
      if (isDifferentiableType(result.getType()))
        varied.insert(result);
  }
}

/// Marks the operands of the ops of `block` that a useful value depends on,
/// in reverse program order; loops by a fixed point over their carried
/// values.
static void propagateUseful(Block &block, llvm::DenseSet<Value> &useful) {
  for (Operation &op : llvm::reverse(block)) {
    if (op.hasTrait<OpTrait::IsTerminator>())
      continue;
    if (auto whileOp = dyn_cast<WhileOp>(&op)) {
      Block &body = whileOp.getBody().front();
      Operation *terminator = body.getTerminator();
      unsigned n = whileOp->getNumOperands();
      llvm::SmallVector<bool> carried(n, false);
      for (unsigned i = 0; i < n; ++i)
        carried[i] = useful.contains(whileOp->getResult(i));
      for (bool changed = true; changed;) {
        changed = false;
        for (unsigned i = 0; i < n; ++i)
          if (carried[i])
            useful.insert(terminator->getOperand(i));
        propagateUseful(body, useful);
        for (unsigned i = 0; i < n; ++i)
          if (!carried[i] && useful.contains(body.getArgument(i)))
            carried[i] = changed = true;
      }
      for (unsigned i = 0; i < n; ++i)
        if (carried[i])
          useful.insert(whileOp->getOperand(i));
      continue;
    }
    if (auto conditional = dyn_cast<ConditionalOp>(&op)) {
      if (llvm::none_of(conditional->getResults(),
                        [&](Value v) { return useful.contains(v); }))
        continue;
      for (auto [operand, branch] : llvm::zip(conditional.getBranchOperands(),
                                              conditional.getBranches())) {
        Block &entry = branch.front();
        for (auto [result, returned] :
             llvm::zip(conditional->getResults(),
                       entry.getTerminator()->getOperands()))
          if (useful.contains(result))
            useful.insert(returned);
        propagateUseful(entry, useful);
        if (useful.contains(entry.getArgument(0)))
          useful.insert(operand);
      }
      continue;
    }
    if (llvm::none_of(op.getResults(),
                      [&](Value v) { return useful.contains(v); }))
      continue;
    for (Value operand : op.getOperands())
      useful.insert(operand);
  }
}

void Activity::analyze(Block &block, ArrayRef<Value> variedSeeds,
                       ArrayRef<Value> usefulSeeds) {
  varied.insert(variedSeeds.begin(), variedSeeds.end());
  useful.insert(usefulSeeds.begin(), usefulSeeds.end());
  propagateVaried(block, varied);
  propagateUseful(block, useful);
}

//===----------------------------------------------------------------------===//
// The reverse sweep
//===----------------------------------------------------------------------===//

namespace {

/// The ReverseContext of one op during a sweep.
class SweepContext : public ReverseContext {
public:
  SweepContext(ReverseSweep &sweep, Operation *op) : sweep(sweep), op(op) {}

  OpBuilder &getBuilder() override { return sweep.getBuilder(); }
  Value getResultAdjoint(unsigned index) override {
    return sweep.getAdjoint(op->getResult(index));
  }
  bool isOperandActive(unsigned index) override {
    Value operand = op->getOperand(index);
    return sweep.getActivity().isActive(operand) &&
           isDifferentiableType(operand.getType());
  }
  void addOperandAdjoint(unsigned index, Value adjoint) override {
    if (isOperandActive(index))
      sweep.addAdjoint(op->getOperand(index), adjoint);
  }
  const AdjointRuleSet &getRules() override { return getAdjointRules(); }
  Operation *getOp() override { return op; }
  const Activity &getActivity() override { return sweep.getActivity(); }
  void replaceForwardOp(Operation *replacement) override {
    for (auto [oldResult, newResult] :
         llvm::zip(op->getResults(), replacement->getResults()))
      oldResult.replaceAllUsesWith(newResult);
    sweep.eraseLater(op);
  }

private:
  ReverseSweep &sweep;
  Operation *op;
};

} // namespace

Value ReverseSweep::getAdjoint(Value value) const {
  return adjoints.lookup(value);
}

void ReverseSweep::addAdjoint(Value value, Value adjoint) {
  assert(adjoint.getType() == value.getType() &&
         "an adjoint has the type of its value");
  Value &slot = adjoints[value];
  slot = slot ? createAdd(builder, adjoint.getLoc(), slot, adjoint) : adjoint;
}

LogicalResult ReverseSweep::run(ArrayRef<Operation *> forwardOps) {
  for (Operation *op : llvm::reverse(forwardOps)) {
    if (llvm::none_of(op->getResults(),
                      [&](Value v) { return adjoints.count(v); }))
      continue;
    if (llvm::none_of(op->getOperands(),
                      [&](Value v) { return activity.isActive(v); }))
      continue;
    AdjointRule rule = getAdjointRules().lookup(op);
    if (!rule)
      return op->emitOpError()
             << "has no derivative, and it lies on a path from a "
                "differentiated argument to the loss";
    SweepContext context(*this, op);
    if (failed(rule(op, context)))
      return failure();
  }
  return success();
}

void ReverseSweep::eraseReplacedOps() {
  for (Operation *op : llvm::reverse(replaced)) {
    op->dropAllUses();
    op->erase();
  }
  replaced.clear();
}

//===----------------------------------------------------------------------===//
// Requests
//===----------------------------------------------------------------------===//

namespace {

/// A checked gradient request: @g differentiates @f with respect to `wrt`.
struct Request {
  func::FuncOp g;
  func::FuncOp f;
  SmallVector<int64_t> wrt;
};

} // namespace

bool xhlo::hlo::hasGradientRequests(ModuleOp module) {
  for (auto func : module.getOps<func::FuncOp>())
    if (func->hasAttr(kGradientOfAttrName))
      return true;
  return false;
}

static std::string formatType(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << type;
  return text;
}

/// Checks the request @g against the function it names.
static FailureOr<Request> checkRequest(func::FuncOp g, SymbolTable &symbols) {
  auto fail = [&]() -> InFlightDiagnostic {
    return g.emitError() << "gradient request @" << g.getSymName() << ": ";
  };
  auto of = g->getAttrOfType<FlatSymbolRefAttr>(kGradientOfAttrName);
  if (!of)
    return fail() << "'" << kGradientOfAttrName
                  << "' must name a function (@f)",
           failure();
  if (!g.isDeclaration())
    return fail() << "must be a declaration without a body (it gets one)",
           failure();
  auto f = symbols.lookup<func::FuncOp>(of.getValue());
  if (!f)
    return fail() << "no function @" << of.getValue() << " in the module",
           failure();
  if (f.isDeclaration())
    return fail() << "@" << of.getValue() << " has no body to differentiate",
           failure();
  if (f == g)
    return fail() << "cannot differentiate itself", failure();
  FunctionType fType = f.getFunctionType(), gType = g.getFunctionType();
  if (fType.getNumResults() == 0)
    return fail() << "@" << f.getSymName()
                  << " returns nothing (its first result is the loss)",
           failure();
  auto loss = dyn_cast<RankedTensorType>(fType.getResult(0));
  if (!loss || loss.getRank() != 0 || !isa<FloatType>(loss.getElementType()))
    return fail() << "the first result of @" << f.getSymName()
                  << " (the loss) must be a 0-d floating-point array, not "
                  << fType.getResult(0),
           failure();

  Request request{g, f, {}};
  if (auto wrt = g->getAttr(kWrtAttrName)) {
    auto list = dyn_cast<DenseI64ArrayAttr>(wrt);
    if (!list)
      return fail() << "'" << kWrtAttrName
                    << "' must be an array<i64: ...> of argument indices",
             failure();
    for (int64_t index : list.asArrayRef()) {
      if (index < 0 || index >= fType.getNumInputs())
        return fail() << "wrt index " << index << " is out of range: @"
                      << f.getSymName() << " has " << fType.getNumInputs()
                      << " arguments",
               failure();
      if (llvm::is_contained(request.wrt, index))
        return fail() << "wrt index " << index << " is listed twice", failure();
      if (!isDifferentiableType(fType.getInput(index)))
        return fail() << "wrt argument " << index << " of @" << f.getSymName()
                      << " has type " << fType.getInput(index)
                      << ", which is not floating-point",
               failure();
      request.wrt.push_back(index);
    }
  } else {
    for (auto [i, type] : llvm::enumerate(fType.getInputs()))
      if (isDifferentiableType(type))
        request.wrt.push_back(i);
  }

  SmallVector<Type> expectedResults(fType.getResults());
  for (int64_t index : request.wrt)
    expectedResults.push_back(fType.getInput(index));
  if (gType.getInputs() != fType.getInputs() ||
      gType.getResults() != ArrayRef<Type>(expectedResults)) {
    auto expected =
        FunctionType::get(g.getContext(), fType.getInputs(), expectedResults);
    return fail() << "its type " << formatType(gType) << " does not match @"
                  << f.getSymName() << ": expected " << formatType(expected)
                  << " (@f's arguments; @f's results, then one gradient per "
                     "wrt argument)",
           failure();
  }
  return request;
}

LogicalResult xhlo::hlo::addGradientRequest(ModuleOp module, StringRef of,
                                            ArrayRef<int64_t> wrt) {
  SymbolTable symbols(module);
  auto f = symbols.lookup<func::FuncOp>(of);
  if (!f)
    return module.emitError()
           << "hlo-autodiff: no function @" << of << " in the module";
  std::string name = (of + "_grad").str();
  if (symbols.lookup(name))
    return module.emitError() << "hlo-autodiff: cannot add the request @"
                              << name << ": the name is taken";
  FunctionType fType = f.getFunctionType();
  SmallVector<int64_t> indices(wrt);
  if (indices.empty())
    for (auto [i, type] : llvm::enumerate(fType.getInputs()))
      if (isDifferentiableType(type))
        indices.push_back(i);
  SmallVector<Type> results(fType.getResults());
  for (int64_t index : indices) {
    if (index < 0 || index >= fType.getNumInputs())
      return module.emitError()
             << "hlo-autodiff: wrt index " << index << " is out of range: @"
             << of << " has " << fType.getNumInputs() << " arguments";
    results.push_back(fType.getInput(index));
  }
  OpBuilder builder(module.getContext());
  builder.setInsertionPointAfter(f);
  auto g = builder.create<func::FuncOp>(
      f.getLoc(), name,
      FunctionType::get(module.getContext(), fType.getInputs(), results));
  g.setPrivate();
  g->setAttr(kGradientOfAttrName, FlatSymbolRefAttr::get(f.getSymNameAttr()));
  g->setAttr(kWrtAttrName, builder.getDenseI64ArrayAttr(indices));
  symbols.insert(g);
  return success();
}

//===----------------------------------------------------------------------===//
// Generating a request's body
//===----------------------------------------------------------------------===//

/// The most calls inlined into one request's forward pass, and the deepest
/// chain of calls; past them the request fails (recursion, or a program too
/// large to differentiate here).
static constexpr int kMaxInlinedCalls = 100000;
static constexpr int kMaxCallDepth = 64;

/// The function a call (hlo.call, or func.call in hand-written hlo) names,
/// or null for other ops.
static std::optional<StringRef> getCallee(Operation *op) {
  if (auto call = dyn_cast<CallOp>(op))
    return call.getToApply();
  if (auto call = dyn_cast<func::CallOp>(op))
    return call.getCallee();
  return std::nullopt;
}

/// Inlines every call in `root` (recursively), failing on recursion or
/// callees without a body.
static LogicalResult inlineCalls(Operation *root, SymbolTable &symbols) {
  int inlined = 0;
  // Each round inlines the calls present; the callees' own calls are
  // inlined by the next round, so the rounds bound the call depth.
  for (int depth = 0;; ++depth) {
    SmallVector<Operation *> calls;
    root->walk([&](Operation *op) {
      if (getCallee(op))
        calls.push_back(op);
    });
    if (calls.empty())
      return success();
    if (depth == kMaxCallDepth)
      return calls.front()->emitOpError()
             << "is nested more than " << kMaxCallDepth
             << " calls deep (recursion?); cannot differentiate through it";
    for (Operation *call : calls) {
      StringRef name = *getCallee(call);
      auto callee = symbols.lookup<func::FuncOp>(name);
      if (!callee || callee.isDeclaration() || !callee.getBody().hasOneBlock())
        return call->emitOpError()
               << "calls @" << name
               << ", which has no single-block body to differentiate";
      if (++inlined > kMaxInlinedCalls)
        return call->emitOpError()
               << "more than " << kMaxInlinedCalls << " calls to inline";
      Block &body = callee.getBody().front();
      IRMapping mapping;
      mapping.map(body.getArguments(), call->getOperands());
      OpBuilder builder(call);
      for (Operation &op : body.without_terminator())
        builder.clone(op, mapping);
      for (auto [result, returned] :
           llvm::zip(call->getResults(), body.getTerminator()->getOperands()))
        result.replaceAllUsesWith(mapping.lookupOrDefault(returned));
      call->erase();
    }
  }
}

/// Gives the request its body.
static LogicalResult generate(const Request &request, SymbolTable &symbols,
                              bool simplify) {
  func::FuncOp f = request.f, g = request.g;
  if (!f.getBody().hasOneBlock())
    return f.emitError() << "cannot differentiate @" << f.getSymName()
                         << ": its body has several blocks";
  IRMapping mapping;
  f.getBody().cloneInto(&g.getBody(), mapping);
  Block &block = g.getBody().front();
  auto fail = [&]() {
    g.getBody().getBlocks().clear();
    return failure();
  };
  if (failed(inlineCalls(g, symbols)))
    return fail();

  auto terminator = cast<func::ReturnOp>(block.getTerminator());
  SmallVector<Operation *> forwardOps;
  for (Operation &op : block.without_terminator())
    forwardOps.push_back(&op);

  SmallVector<Value> wrtArgs;
  for (int64_t index : request.wrt)
    wrtArgs.push_back(block.getArgument(index));
  Value loss = terminator.getOperand(0);
  Activity activity;
  activity.analyze(block, wrtArgs, {loss});

  OpBuilder builder(terminator);
  ReverseSweep sweep(builder, activity);
  if (activity.isActive(loss))
    sweep.addAdjoint(loss, createScalarLike(builder, terminator.getLoc(),
                                            loss.getType(), 1.0));
  if (failed(sweep.run(forwardOps))) {
    g.emitRemark() << "while differentiating @" << f.getSymName()
                   << " for the request @" << g.getSymName();
    return fail();
  }

  SmallVector<Value> results(terminator.getOperands());
  for (Value arg : wrtArgs) {
    Value gradient = sweep.getAdjoint(arg);
    results.push_back(
        gradient ? gradient
                 : createZeros(builder, terminator.getLoc(), arg.getType()));
  }
  builder.create<func::ReturnOp>(terminator.getLoc(), results);
  terminator.erase();
  sweep.eraseReplacedOps();
  g->removeAttr(kGradientOfAttrName);
  g->removeAttr(kWrtAttrName);
  g->setAttr(kGeneratedGradientAttrName,
             FlatSymbolRefAttr::get(f.getSymNameAttr()));
  if (simplify) {
    (void)simplifyHlo(g);
    IRRewriter rewriter(g.getContext());
    DominanceInfo dominance;
    eliminateCommonSubExpressions(rewriter, dominance, g);
    (void)simplifyHlo(g);
  }
  return success();
}

/// The requests @g's function reaches through calls (directly or through
/// other functions), which must be generated before @g. Depth first, in the
/// order of the calls, on an explicit stack: the input sets how long a chain
/// of calls is (100000 calls overflowed the stack when this recursed).
static void collectRequestCallees(func::FuncOp f, SymbolTable &symbols,
                                  llvm::SetVector<Operation *> &requests,
                                  llvm::DenseSet<Operation *> &visited) {
  // A function being walked: the functions its calls call, in order, and the
  // next one to visit.
  struct Frame {
    SmallVector<func::FuncOp> callees;
    size_t next = 0;
  };
  SmallVector<Frame> stack;
  auto enter = [&](func::FuncOp func) {
    if (!visited.insert(func).second)
      return;
    Frame frame;
    func.walk([&](Operation *op) {
      if (std::optional<StringRef> name = getCallee(op))
        if (auto callee = symbols.lookup<func::FuncOp>(*name))
          frame.callees.push_back(callee);
    });
    stack.push_back(std::move(frame));
  };
  enter(f);
  while (!stack.empty()) {
    Frame &top = stack.back();
    if (top.next == top.callees.size()) {
      stack.pop_back();
      continue;
    }
    func::FuncOp callee = top.callees[top.next++];
    if (callee->hasAttr(kGradientOfAttrName))
      requests.insert(callee);
    else
      enter(callee);
  }
}

LogicalResult xhlo::hlo::differentiateModule(ModuleOp module,
                                             const AutodiffOptions &options) {
  if (!options.of.empty() &&
      failed(addGradientRequest(module, options.of, options.wrt)))
    return failure();

  SymbolTable symbols(module);
  SmallVector<Request> requests;
  llvm::DenseMap<Operation *, unsigned> indexOf;
  bool ok = true;
  for (auto g : module.getOps<func::FuncOp>()) {
    if (!g->hasAttr(kGradientOfAttrName))
      continue;
    FailureOr<Request> request = checkRequest(g, symbols);
    if (failed(request)) {
      ok = false;
      continue;
    }
    indexOf[g] = requests.size();
    requests.push_back(*request);
  }
  if (!ok)
    return failure();

  // Order: a request whose function calls requests comes after them.
  SmallVector<unsigned> order;
  llvm::SmallVector<int> state(requests.size(), 0); // 1 visiting, 2 done
  std::function<LogicalResult(unsigned)> visit =
      [&](unsigned i) -> LogicalResult {
    if (state[i] == 2)
      return success();
    if (state[i] == 1)
      return requests[i].g.emitError()
             << "gradient request @" << requests[i].g.getSymName()
             << " depends on itself through calls";
    state[i] = 1;
    llvm::SetVector<Operation *> callees;
    llvm::DenseSet<Operation *> visited;
    collectRequestCallees(requests[i].f, symbols, callees, visited);
    for (Operation *callee : callees) {
      auto it = indexOf.find(callee);
      if (it != indexOf.end() && failed(visit(it->second)))
        return failure();
    }
    state[i] = 2;
    order.push_back(i);
    return success();
  };
  for (unsigned i = 0; i < requests.size(); ++i)
    if (failed(visit(i)))
      return failure();

  for (unsigned i : order)
    if (failed(generate(requests[i], symbols, options.simplify)))
      ok = false;
  return success(ok);
}

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

namespace {

struct HloAutodiffPass : xhlo::hlo::impl::HloAutodiffPassBase<HloAutodiffPass> {
  using HloAutodiffPassBase::HloAutodiffPassBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    AutodiffOptions options;
    options.of = of;
    options.wrt.assign(wrt.begin(), wrt.end());
    options.simplify = simplify;
    if (options.of.empty() && !options.wrt.empty()) {
      module.emitError() << "hlo-autodiff: 'wrt' needs 'of' (the function "
                            "whose request to add)";
      return signalPassFailure();
    }
    unsigned before = 0;
    for (auto func : module.getOps<func::FuncOp>())
      before += func->hasAttr(kGradientOfAttrName);
    // Nothing to differentiate (every pipeline to hlo ends with this pass):
    // the module is untouched, so the pass manager does not verify it again.
    if (before == 0 && options.of.empty())
      return markAllAnalysesPreserved();
    if (failed(differentiateModule(module, options)))
      return signalPassFailure();
    numRequests += before + (options.of.empty() ? 0 : 1);
  }
};

} // namespace
