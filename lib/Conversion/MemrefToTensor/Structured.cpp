//===- Structured.cpp - linalg ops on memrefs -----------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the conversion of a linalg op on memref views into
// the same op on tensors: its inputs and inits are the views' tensors, its
// results are written back into the buffers. On tensors every input is read
// before any output is written, while on memrefs an iteration reads what an
// earlier one wrote; the two agree unless an input overlaps an output (views
// of one buffer whose constant extents meet in every dimension). The only
// overlap accepted is an input that is the output's own view, read through
// the same map by an op without reductions, so that each element is read at
// the iteration that writes it, before it does.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"

using namespace mlir;
using namespace xhlo::memref_to_tensor;

/// Whether `a` and `b`, views of one buffer, may share an element: unless
/// their constant extents are apart in some dimension.
static bool mayOverlap(const View &a, const View &b) {
  for (unsigned i = 0, e = a.offsets.size(); i < e; ++i) {
    std::optional<int64_t> aOffset = getConstantIntValue(a.offsets[i]),
                           bOffset = getConstantIntValue(b.offsets[i]);
    if (!aOffset || !bOffset)
      continue;
    int64_t aLast = *aOffset + (*getConstantIntValue(a.sizes[i]) - 1) *
                                   *getConstantIntValue(a.strides[i]);
    int64_t bLast = *bOffset + (*getConstantIntValue(b.sizes[i]) - 1) *
                                   *getConstantIntValue(b.strides[i]);
    if (aLast < *bOffset || bLast < *aOffset)
      return false;
  }
  return true;
}

LogicalResult Converter::convertLinalgOp(linalg::LinalgOp op) {
  OpBuilder builder(op);
  Location loc = op.getLoc();
  SmallVector<Value> operands;
  SmallVector<std::optional<View>> operandViews;
  for (OpOperand &operand : op->getOpOperands()) {
    Value value = operand.get();
    if (!isa<MemRefType>(value.getType())) {
      if (isa<BaseMemRefType>(value.getType()))
        return op->emitError("cannot convert '")
               << op->getName() << "' to tensors: operand of type "
               << value.getType();
      operands.push_back(value);
      operandViews.push_back(std::nullopt);
      continue;
    }
    FailureOr<View> view = getView(value, op);
    if (failed(view))
      return failure();
    operandViews.push_back(*view);
    operands.push_back(read(builder, loc, *view));
  }
  // Inputs that overlap an output.
  bool allParallel = op.getNumReductionLoops() == 0;
  for (OpOperand &init : op.getDpsInitsMutable()) {
    const std::optional<View> &initView = operandViews[init.getOperandNumber()];
    if (!initView)
      continue;
    for (OpOperand *input : op.getDpsInputOperands()) {
      const std::optional<View> &inputView =
          operandViews[input->getOperandNumber()];
      if (!inputView || inputView->buffer != initView->buffer ||
          !mayOverlap(*inputView, *initView))
        continue;
      if (inputView->isSameAs(*initView) && allParallel &&
          op.getMatchingIndexingMap(input) == op.getMatchingIndexingMap(&init))
        continue;
      return op->emitError("cannot convert '")
             << op->getName() << "' to tensors: input #"
             << input->getOperandNumber() << " overlaps output #"
             << init.getOperandNumber() - op.getNumDpsInputs()
             << ", so iterations may read what earlier ones write";
    }
  }
  SmallVector<Type> resultTypes;
  for (OpOperand &init : op.getDpsInitsMutable())
    if (const std::optional<View> &view = operandViews[init.getOperandNumber()])
      resultTypes.push_back(view->type);
  Operation *converted = mlir::clone(builder, op, resultTypes, operands);
  unsigned result = 0;
  for (OpOperand &init : op.getDpsInitsMutable())
    if (const std::optional<View> &view = operandViews[init.getOperandNumber()])
      write(builder, loc, *view, converted->getResult(result++));
  erase(op);
  return success();
}
