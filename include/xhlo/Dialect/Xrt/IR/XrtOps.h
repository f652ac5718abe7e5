//===- XrtOps.h - The ops of the xrt dialect ------------------ -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the xrt ops (transfer_to_device, view, compile, execute,
// read, release, release_executable), together with the dialect and its
// types. What a runtime needs to run an xrt program:
//
//   - CompileOp::getCalleeFunc() is the `func.func` of hlo ops to compile;
//     xhlo::exportHloModule (Target/Hlo/HloExport.h) with
//     HloExportOptions::entryFunction set to CompileOp::getCallee() turns
//     it, with the functions it calls, into the HloModuleProto to send.
//   - ExecuteOp's operands are the executable and the device arguments in
//     the computation's parameter order; its results are the computation's
//     results in order (XRT's exploded result tuple).
//   - ArrayType::getTensorType() is the host tensor type of an array
//     (shape and element type of the literal to allocate or read).
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_XRT_IR_XRTOPS_H
#define XHLO_DIALECT_XRT_IR_XRTOPS_H

#include "xhlo/Dialect/Xrt/IR/XrtDialect.h"
#include "xhlo/Dialect/Xrt/IR/XrtTypes.h"

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#define GET_OP_CLASSES
#include "xhlo/Dialect/Xrt/IR/XrtOps.h.inc"

#endif // XHLO_DIALECT_XRT_IR_XRTOPS_H
