//===- Xrt.td - The xrt dialect: umbrella ---------------- -*- tablegen -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// Includes the whole xrt dialect (dialect, types, ops), for its
// documentation.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_XRT_IR_XRT_TD
#define XHLO_DIALECT_XRT_IR_XRT_TD

include "xhlo/Dialect/Xrt/IR/XrtBase.td"
include "xhlo/Dialect/Xrt/IR/XrtTypes.td"
include "xhlo/Dialect/Xrt/IR/XrtOps.td"

#endif // XHLO_DIALECT_XRT_IR_XRT_TD
