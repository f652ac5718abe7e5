//===- ConstantEvaluator.h - Constant folding by the interpreter -*- C++
//-*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the constant evaluation of hlo ops: an op whose operands
// are all constants is computed by the interpreter's reference kernel, the
// same code that runs it (as XLA's HloConstantFolding calls its
// HloEvaluator), so the ops' own folders keep only identities and splat
// rewrites and no second copy of XLA's semantics exists.
//
// The evaluation reaches folding through the hlo dialect's
// DialectFoldInterface, which MLIR's Operation::fold consults whenever an
// op's own folder does not fold: registerHloConstantEvaluator() adds it to a
// DialectRegistry (xhlo::registerXhloDialects does), and from then on every
// folder user (canonicalize, hlo-simplify, the autodiff's simplification,
// OpBuilder::createOrFold) evaluates constant hlo ops. The dialect and its
// transforms do not link the interpreter; without the registration they
// fold identities only.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_INTERPRETER_CONSTANTEVALUATOR_H
#define XHLO_INTERPRETER_CONSTANTEVALUATOR_H

#include "mlir/IR/OpDefinition.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace xhlo::interp {

/// Most elements an evaluated result has unless it is a splat (XLA's
/// HloConstantFolding allows 45 million, but it runs once per compilation;
/// folds run in every canonicalization and stay in the module's text).
constexpr int64_t kMaxEvaluatedElements = 1 << 16;
/// Most elements of an evaluated result of an op that creates data rather
/// than computing or rearranging it (broadcast, pad, iota; XLA does not fold
/// broadcast and iota at all).
constexpr int64_t kMaxCreatedElements = 1024;

/// Whether `op` is one constant evaluation computes: the elementwise ops
/// (the Elementwise trait, and clamp) and the ops that move or create data
/// (broadcast, transpose, slice, concatenate, pad, reverse, iota; reshape's
/// own folder reshapes constants). Ops with side effects, randomness,
/// regions or replica-dependent results never are.
bool isConstantEvaluable(mlir::Operation *op);

/// Computes `op`'s results from the constant `operands` (one attribute per
/// operand, null when not constant) with the interpreter's reference kernel
/// and appends them to `results`. Fails, without a diagnostic, when `op` is
/// not evaluable, an operand is not a dense constant, a result would exceed
/// the size limits above, or the kernel fails. Elementwise ops whose
/// operands are all splats are computed on one element, at any size.
mlir::LogicalResult
evaluateConstantOp(mlir::Operation *op,
                   llvm::ArrayRef<mlir::Attribute> operands,
                   llvm::SmallVectorImpl<mlir::OpFoldResult> &results);

/// Adds to `registry` the hlo dialect's fold interface that calls
/// evaluateConstantOp for ops whose own folder does not fold.
void registerHloConstantEvaluator(mlir::DialectRegistry &registry);

} // namespace xhlo::interp

#endif // XHLO_INTERPRETER_CONSTANTEVALUATOR_H
