//===- HloShapeInferenceControlFlow.cpp - ControlFlow shape functions -----===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the shape functions of the ControlFlow op family, after
// XLA's ShapeInference.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Dialect/Hlo/IR/HloShapeInferenceControlFlow.h"
#include "xhlo/Dialect/Hlo/IR/HloDialect.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace xhlo::hlo;

/// "1 value", "2 values" ("1 branch", "2 branches" with `plural` "es").
static std::string count(size_t n, StringRef noun, StringRef plural = "s") {
  return std::to_string(n) + " " + noun.str() + (n == 1 ? "" : plural.str());
}

/// Whether `type` is XLA's pred[] (a 0-d i1 tensor).
static bool isScalarPred(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && tensor.getRank() == 0 && isPredType(tensor.getElementType());
}

/// Checks that `actual` (what a computation takes or returns) has one type per
/// `expected` type, and the same ones. `what` names the computation's side
/// ("while body argument"), `countWhat` the count message's head ("while body
/// must take"), `expectedWhat` the values the types come from ("operand").
static LogicalResult checkTypes(TypeRange expected, TypeRange actual,
                                StringRef countWhat, StringRef noun,
                                StringRef what, StringRef expectedWhat,
                                std::optional<Location> loc) {
  if (expected.size() != actual.size())
    return emitOptionalError(loc, countWhat, " ", count(expected.size(), noun),
                             ", one per ", expectedWhat, "; got ",
                             actual.size());
  for (auto [i, pair] : llvm::enumerate(llvm::zip(expected, actual))) {
    auto [want, got] = pair;
    if (want != got)
      return emitOptionalError(
          loc, what, " ", i, " must have the type of ", expectedWhat, " ", i,
          ", ", getXlaShapeString(want), "; got ", getXlaShapeString(got));
  }
  return success();
}

//===----------------------------------------------------------------------===//
// while
//===----------------------------------------------------------------------===//

LogicalResult xhlo::hlo::inferWhileOp(TypeRange operands,
                                      std::optional<Location> loc,
                                      SmallVectorImpl<Type> &results) {
  if (operands.empty())
    return emitOptionalError(
        loc, "while must have at least one operand (the loop state)");
  llvm::append_range(results, operands);
  return success();
}

LogicalResult xhlo::hlo::verifyWhileOp(TypeRange operands,
                                       FunctionType condition,
                                       FunctionType body,
                                       std::optional<Location> loc) {
  if (failed(checkTypes(operands, condition.getInputs(),
                        "while condition must take", "argument",
                        "while condition argument", "operand", loc)))
    return failure();
  if (condition.getNumResults() != 1)
    return emitOptionalError(
        loc, "while condition must return 1 value (a pred[]); got ",
        condition.getNumResults());
  if (!isScalarPred(condition.getResult(0)))
    return emitOptionalError(loc, "while condition must return pred[]; got ",
                             getXlaShapeString(condition.getResult(0)));
  if (failed(checkTypes(operands, body.getInputs(), "while body must take",
                        "argument", "while body argument", "operand", loc)))
    return failure();
  return checkTypes(operands, body.getResults(), "while body must return",
                    "value", "while body result", "operand", loc);
}

//===----------------------------------------------------------------------===//
// conditional
//===----------------------------------------------------------------------===//

LogicalResult xhlo::hlo::verifyConditionalOp(Type index,
                                             TypeRange branchOperands,
                                             size_t numBranches,
                                             ArrayRef<FunctionType> branches,
                                             TypeRange results,
                                             std::optional<Location> loc) {
  auto indexType = dyn_cast<RankedTensorType>(index);
  bool isPred = isScalarPred(index);
  bool isS32 = indexType && indexType.getRank() == 0 &&
               indexType.getElementType().isSignlessInteger(32);
  if (!isPred && !isS32)
    return emitOptionalError(
        loc, "conditional branch index must be pred[] or s32[]; got ",
        getXlaShapeString(index));
  if (isPred && numBranches != 2)
    return emitOptionalError(loc,
                             "conditional with a pred[] index must have 2 "
                             "branches (true, false); got ",
                             numBranches);
  if (isS32 && numBranches == 0)
    return emitOptionalError(
        loc, "conditional with an s32[] index must have at least 1 branch");
  if (branchOperands.size() != numBranches)
    return emitOptionalError(loc, "conditional has ",
                             count(numBranches, "branch", "es"), " but ",
                             count(branchOperands.size(), "branch operand"),
                             "; it takes one operand per branch");
  for (auto [j, branch] : llvm::enumerate(branches)) {
    if (branch.getNumInputs() != 1)
      return emitOptionalError(loc, "conditional branch ", j,
                               " must take 1 argument; got ",
                               branch.getNumInputs());
    if (branch.getInput(0) != branchOperands[j])
      return emitOptionalError(
          loc, "conditional branch ", j,
          " must take an argument of the type of branch operand ", j, ", ",
          getXlaShapeString(branchOperands[j]), "; got ",
          getXlaShapeString(branch.getInput(0)));
    if (branch.getNumResults() != results.size())
      return emitOptionalError(loc, "conditional branch ", j, " returns ",
                               count(branch.getNumResults(), "value"),
                               " but the conditional has ",
                               count(results.size(), "result"));
    for (auto [i, pair] :
         llvm::enumerate(llvm::zip(results, branch.getResults()))) {
      auto [want, got] = pair;
      if (want != got)
        return emitOptionalError(loc, "conditional branch ", j, " result ", i,
                                 " has type ", getXlaShapeString(got),
                                 " but result ", i, " of the conditional has ",
                                 getXlaShapeString(want));
    }
  }
  return success();
}

//===----------------------------------------------------------------------===//
// call
//===----------------------------------------------------------------------===//

LogicalResult xhlo::hlo::verifyCallOp(StringRef callee, FunctionType calleeType,
                                      TypeRange operands, TypeRange results,
                                      std::optional<Location> loc) {
  if (operands.size() != calleeType.getNumInputs())
    return emitOptionalError(
        loc, "call has ", count(operands.size(), "operand"), " but @", callee,
        " takes ", count(calleeType.getNumInputs(), "parameter"));
  for (auto [i, pair] :
       llvm::enumerate(llvm::zip(operands, calleeType.getInputs()))) {
    auto [got, want] = pair;
    if (got != want)
      return emitOptionalError(loc, "operand ", i, " has type ",
                               getXlaShapeString(got), " but parameter ", i,
                               " of @", callee, " has type ",
                               getXlaShapeString(want));
  }
  if (results.size() != calleeType.getNumResults())
    return emitOptionalError(loc, "call has ", count(results.size(), "result"),
                             " but @", callee, " returns ",
                             count(calleeType.getNumResults(), "value"));
  for (auto [i, pair] :
       llvm::enumerate(llvm::zip(results, calleeType.getResults()))) {
    auto [got, want] = pair;
    if (got != want)
      return emitOptionalError(
          loc, "result ", i, " has type ", getXlaShapeString(got), " but @",
          callee, " returns ", getXlaShapeString(want), " as value ", i);
  }
  return success();
}

//===----------------------------------------------------------------------===//
// fusion
//===----------------------------------------------------------------------===//

LogicalResult xhlo::hlo::verifyFusionOp(TypeRange operands,
                                        FunctionType fusedComputation,
                                        TypeRange results,
                                        std::optional<Location> loc) {
  if (failed(checkTypes(operands, fusedComputation.getInputs(),
                        "fused computation must take", "argument",
                        "fused computation argument", "operand", loc)))
    return failure();
  if (results.size() != fusedComputation.getNumResults())
    return emitOptionalError(loc, "fusion has ",
                             count(results.size(), "result"),
                             " but its fused computation returns ",
                             count(fusedComputation.getNumResults(), "value"));
  for (auto [i, pair] :
       llvm::enumerate(llvm::zip(results, fusedComputation.getResults()))) {
    auto [want, got] = pair;
    if (want != got)
      return emitOptionalError(loc, "fusion result ", i, " has type ",
                               getXlaShapeString(want),
                               " but the fused computation returns ",
                               getXlaShapeString(got), " as value ", i);
  }
  return success();
}

//===----------------------------------------------------------------------===//
// tuple, get-tuple-element
//===----------------------------------------------------------------------===//

LogicalResult xhlo::hlo::inferTupleOp(MLIRContext *context, TypeRange operands,
                                      std::optional<Location>,
                                      SmallVectorImpl<Type> &results) {
  results.push_back(TupleType::get(context, operands));
  return success();
}

LogicalResult
xhlo::hlo::inferGetTupleElementOp(Type operand, int64_t index,
                                  std::optional<Location> loc,
                                  SmallVectorImpl<Type> &results) {
  auto tuple = dyn_cast<TupleType>(operand);
  if (!tuple)
    return emitOptionalError(loc,
                             "get_tuple_element operand must be a tuple; got ",
                             getXlaShapeString(operand));
  if (index < 0 || index >= static_cast<int64_t>(tuple.size()))
    return emitOptionalError(loc, "tuple index ", index,
                             " is out of range [0, ", tuple.size(),
                             ") of tuple ", getXlaShapeString(operand));
  results.push_back(tuple.getType(index));
  return success();
}
