//===- HloOpBase.h - What every hlo op declaration needs ------ -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file includes what the generated op declarations of every family
// need: the dialect, its attributes and the op interfaces hlo ops use.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_IR_HLOOPBASE_H
#define XHLO_DIALECT_HLO_IR_HLOOPBASE_H

#include "xhlo/Dialect/Hlo/IR/HloAttrs.h"
#include "xhlo/Dialect/Hlo/IR/HloDialect.h"

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace xhlo::hlo {
/// The terminator of every hlo region (ControlFlow family). Declared here
/// because ops of every family name it in SingleBlockImplicitTerminator.
class ReturnOp;
} // namespace xhlo::hlo

#endif // XHLO_DIALECT_HLO_IR_HLOOPBASE_H
