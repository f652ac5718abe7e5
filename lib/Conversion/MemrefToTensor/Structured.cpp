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
// earlier one wrote; the two agree unless an input overlaps an output. The
// only overlap accepted is an input that is the output's own view, read
// through the same map by an op without reductions, so that each element
// is read at the iteration that writes it, before it does.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"

using namespace mlir;
using namespace xhlo::memref_to_tensor;

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
      if (!inputView || inputView->buffer != initView->buffer)
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
