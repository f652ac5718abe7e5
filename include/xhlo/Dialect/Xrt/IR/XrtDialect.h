//===- XrtDialect.h - The xrt dialect -------------------------- -*- C++
//-*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the xrt dialect. Its types are in XrtTypes.h and its ops
// in XrtOps.h, which includes both.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_XRT_IR_XRTDIALECT_H
#define XHLO_DIALECT_XRT_IR_XRTDIALECT_H

#include "mlir/IR/Dialect.h"

#include "xhlo/Dialect/Xrt/IR/XrtDialect.h.inc"

#endif // XHLO_DIALECT_XRT_IR_XRTDIALECT_H
