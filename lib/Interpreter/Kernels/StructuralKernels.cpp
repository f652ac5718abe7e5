//===- StructuralKernels.cpp - Constants, tuples and control flow ---------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the kernels of the ops that move values rather than
// compute on elements: constant, tuple, get_tuple_element, copy,
// opt_barrier, after_all, and the control flow ops (call, while,
// conditional), which run regions and functions through the KernelContext.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Interpreter/Executable.h"

#include "Callees.h"

#include "xhlo/Dialect/Hlo/IR/HloOps.h"

#include "mlir/IR/SymbolTable.h"

using namespace mlir;
using namespace xhlo;
using namespace xhlo::interp;
namespace hlo = xhlo::hlo;

/// The pred (0-d i1 array) value of a condition.
static bool isTrue(const RtValue &value) {
  return value.getArray().as<uint8_t>()[0] != 0;
}

FailureOr<std::vector<RtValue>>
xhlo::interp::runCallee(Operation *op, SymbolRefAttr callee,
                        ArrayRef<const RtValue *> operands,
                        KernelContext &context) {
  auto function =
      SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(op, callee);
  if (!function)
    return op->emitError() << "called computation " << callee
                           << " is not a function of the module";
  std::vector<RtValue> arguments;
  for (const RtValue *operand : operands)
    arguments.push_back(*operand);
  return context.runFunction(function, arguments);
}

void xhlo::interp::registerStructuralKernels(KernelRegistry &registry) {
  registry.add(
      hlo::ConstantOp::getOperationName(),
      [](Operation *op, ArrayRef<const RtValue *>,
         std::vector<RtValue> &results, KernelContext &) -> LogicalResult {
        auto constant = cast<hlo::ConstantOp>(op);
        std::optional<Literal> literal = Literal::fromAttr(constant.getValue());
        if (!literal)
          return op->emitError("the interpreter cannot read this "
                               "constant's value");
        results.push_back(std::move(*literal));
        return success();
      });

  registry.add(hlo::TupleOp::getOperationName(),
               [](Operation *, ArrayRef<const RtValue *> operands,
                  std::vector<RtValue> &results, KernelContext &) {
                 std::vector<RtValue> elements;
                 for (const RtValue *operand : operands)
                   elements.push_back(*operand);
                 results.push_back(RtValue::tuple(std::move(elements)));
                 return success();
               });

  registry.add(hlo::GetTupleElementOp::getOperationName(),
               [](Operation *op, ArrayRef<const RtValue *> operands,
                  std::vector<RtValue> &results, KernelContext &) {
                 int64_t index = cast<hlo::GetTupleElementOp>(op).getIndex();
                 results.push_back(operands[0]->getElements()[index]);
                 return success();
               });

  // Ops that return their operands unchanged (values are immutable, so
  // sharing them is a copy).
  Kernel identity = [](Operation *, ArrayRef<const RtValue *> operands,
                       std::vector<RtValue> &results, KernelContext &) {
    for (const RtValue *operand : operands)
      results.push_back(*operand);
    return success();
  };
  registry.add(hlo::CopyOp::getOperationName(), identity);
  registry.add(hlo::OptBarrierOp::getOperationName(), identity);

  registry.add(hlo::AfterAllOp::getOperationName(),
               [](Operation *, ArrayRef<const RtValue *>,
                  std::vector<RtValue> &results, KernelContext &) {
                 results.push_back(RtValue::token());
                 return success();
               });

  registry.add(hlo::CallOp::getOperationName(),
               [](Operation *op, ArrayRef<const RtValue *> operands,
                  std::vector<RtValue> &results,
                  KernelContext &context) -> LogicalResult {
                 FailureOr<std::vector<RtValue>> returned =
                     runCallee(op, cast<hlo::CallOp>(op).getToApplyAttr(),
                               operands, context);
                 if (failed(returned))
                   return failure();
                 results = std::move(*returned);
                 return success();
               });

  // A fusion runs its fused computation on its operands.
  registry.add(hlo::FusionOp::getOperationName(),
               [](Operation *op, ArrayRef<const RtValue *> operands,
                  std::vector<RtValue> &results,
                  KernelContext &context) -> LogicalResult {
                 std::vector<RtValue> arguments;
                 for (const RtValue *operand : operands)
                   arguments.push_back(*operand);
                 FailureOr<std::vector<RtValue>> returned =
                     context.runRegion(op->getRegion(0), arguments);
                 if (failed(returned))
                   return failure();
                 results = std::move(*returned);
                 return success();
               });

  registry.add(hlo::WhileOp::getOperationName(),
               [](Operation *op, ArrayRef<const RtValue *> operands,
                  std::vector<RtValue> &results,
                  KernelContext &context) -> LogicalResult {
                 auto whileOp = cast<hlo::WhileOp>(op);
                 Region &cond = whileOp.getCond(), &body = whileOp.getBody();
                 std::vector<RtValue> state;
                 state.reserve(operands.size());
                 for (const RtValue *operand : operands)
                   state.push_back(*operand);
                 while (true) {
                   FailureOr<std::vector<RtValue>> condition =
                       context.runRegion(cond, state);
                   if (failed(condition))
                     return failure();
                   if (!isTrue(condition->front()))
                     break;
                   FailureOr<std::vector<RtValue>> next =
                       context.runRegion(body, state);
                   if (failed(next))
                     return failure();
                   state = std::move(*next);
                 }
                 results = std::move(state);
                 return success();
               });

  registry.add(
      hlo::ConditionalOp::getOperationName(),
      [](Operation *op, ArrayRef<const RtValue *> operands,
         std::vector<RtValue> &results,
         KernelContext &context) -> LogicalResult {
        const Literal &index = operands[0]->getArray();
        int64_t numBranches = op->getNumRegions();
        int64_t branch;
        if (index.getElementType() == ElementType::Pred) {
          // pred: true runs the first branch, false the second.
          branch = index.as<uint8_t>()[0] ? 0 : 1;
        } else {
          // s32: out-of-range indices run the last branch (XLA).
          int32_t value = index.as<int32_t>()[0];
          branch = value < 0 || value >= numBranches ? numBranches - 1 : value;
        }
        FailureOr<std::vector<RtValue>> returned =
            context.runRegion(op->getRegion(branch), {*operands[branch + 1]});
        if (failed(returned))
          return failure();
        results = std::move(*returned);
        return success();
      });
}
