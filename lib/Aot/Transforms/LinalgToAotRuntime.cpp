//===- LinalgToAotRuntime.cpp - Matrix products to runtime calls ----------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements convert-linalg-to-aot-runtime: linalg.matmul and
// linalg.batch_matmul on f32/f64 memrefs become calls of the AOT runtime's
// OpenBLAS-backed functions (AotRuntime.h), passing memref descriptors.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Aot/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"

#define DEBUG_TYPE "convert-linalg-to-aot-runtime"

namespace xhlo {
#define GEN_PASS_DEF_CONVERTLINALGTOAOTRUNTIMEPASS
#include "xhlo/Aot/Passes.h.inc"
} // namespace xhlo

using namespace mlir;

/// The fully dynamic strided memref of `rank` and `elementType` that every
/// runtime function takes.
static MemRefType getDynamicMemRefType(unsigned rank, Type elementType) {
  SmallVector<int64_t> shape(rank, ShapedType::kDynamic);
  SmallVector<int64_t> strides(rank, ShapedType::kDynamic);
  auto layout = StridedLayoutAttr::get(elementType.getContext(),
                                       ShapedType::kDynamic, strides);
  return MemRefType::get(shape, elementType, layout);
}

/// The runtime function for `op` ("xhlo_aot_matmul_f32", ...), or an empty
/// string when the op is not one the runtime computes.
static std::string getRuntimeFunctionName(linalg::LinalgOp op) {
  if (!op.hasPureBufferSemantics())
    return "";
  StringRef kind;
  if (isa<linalg::MatmulOp>(op))
    kind = "matmul";
  else if (isa<linalg::BatchMatmulOp>(op))
    kind = "batch_matmul";
  else
    return "";
  Type elementType;
  for (OpOperand &operand : op->getOpOperands()) {
    auto type = dyn_cast<MemRefType>(operand.get().getType());
    if (!type)
      return "";
    if (elementType && type.getElementType() != elementType)
      return "";
    elementType = type.getElementType();
  }
  if (op->getNumOperands() != 3)
    return "";
  if (elementType.isF32())
    return ("xhlo_aot_" + kind + "_f32").str();
  if (elementType.isF64())
    return ("xhlo_aot_" + kind + "_f64").str();
  return "";
}

namespace {

struct ConvertLinalgToAotRuntimePass
    : xhlo::impl::ConvertLinalgToAotRuntimePassBase<
          ConvertLinalgToAotRuntimePass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    SmallVector<std::pair<linalg::LinalgOp, std::string>> calls;
    module.walk([&](linalg::LinalgOp op) {
      std::string name = getRuntimeFunctionName(op);
      if (!name.empty())
        calls.emplace_back(op, std::move(name));
    });
    for (auto &[op, name] : calls) {
      OpBuilder builder(op);
      Location loc = op.getLoc();
      SmallVector<Value> operands;
      for (Value operand : op->getOperands()) {
        auto type = cast<MemRefType>(operand.getType());
        operands.push_back(builder.create<memref::CastOp>(
            loc, getDynamicMemRefType(type.getRank(), type.getElementType()),
            operand));
      }
      auto function = symbols.lookup<func::FuncOp>(name);
      if (!function) {
        OpBuilder atEnd = OpBuilder::atBlockEnd(module.getBody());
        function = atEnd.create<func::FuncOp>(
            module.getLoc(), name,
            builder.getFunctionType(ValueRange(operands).getTypes(), {}));
        function.setPrivate();
        function->setAttr(LLVM::LLVMDialect::getEmitCWrapperAttrName(),
                          builder.getUnitAttr());
        symbols.insert(function);
      } else if (function.getFunctionType() !=
                 builder.getFunctionType(ValueRange(operands).getTypes(), {})) {
        function.emitError() << "@" << name
                             << " is the AOT runtime's function, and does not "
                                "have its type";
        return signalPassFailure();
      }
      builder.create<func::CallOp>(loc, function, operands);
      op->erase();
      ++numCalls;
    }
  }
};

} // namespace
