//===- SinkModule.h - Modules of the random-program tests -------*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The module the random-program tests of offloading and partitioning build
// their programs in: a private @sink(tensor<4xf32>), a host call with side
// effects, and @f(tensor<4xf32>, tensor<4xf32>) -> `results`.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_UNITTESTS_CONVERSION_HLOTOXRT_SINKMODULE_H
#define XHLO_UNITTESTS_CONVERSION_HLOTOXRT_SINKMODULE_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"

namespace xhlo::testing {

struct SinkModule {
  mlir::OwningOpRef<mlir::ModuleOp> module;
  mlir::func::FuncOp sink, func;
};

/// The module, with `builder` at the start of @f's body.
inline SinkModule createSinkModule(mlir::OpBuilder &builder,
                                   mlir::TypeRange results) {
  mlir::Location loc = builder.getUnknownLoc();
  auto type = mlir::RankedTensorType::get({4}, builder.getF32Type());
  SinkModule made;
  made.module = mlir::ModuleOp::create(loc);
  builder.setInsertionPointToEnd(made.module->getBody());
  made.sink = builder.create<mlir::func::FuncOp>(
      loc, "sink", builder.getFunctionType({type}, {}));
  made.sink.setPrivate();
  made.func = builder.create<mlir::func::FuncOp>(
      loc, "f", builder.getFunctionType({type, type}, results));
  builder.setInsertionPointToStart(made.func.addEntryBlock());
  return made;
}

} // namespace xhlo::testing

#endif // XHLO_UNITTESTS_CONVERSION_HLOTOXRT_SINKMODULE_H
