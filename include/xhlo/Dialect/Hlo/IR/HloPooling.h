//===- HloPooling.h - reduce_window as a pool over spatial dims -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The one test of whether an hlo.reduce_window is a plain pool over a
// convolution's spatial dimensions, which the interpreter's convolution
// chains and xhlo-aot's (aot-convolution-chains) both compute in oneDNN's
// layouts.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_IR_HLOPOOLING_H
#define XHLO_DIALECT_HLO_IR_HLOPOOLING_H

#include "xhlo/Dialect/Hlo/IR/HloAttrs.h"

#include "mlir/IR/BuiltinTypes.h"

namespace xhlo::hlo {

/// Whether `window` of a reduce_window from `in` to `out` (static 4-D
/// shapes) pools only over the dimensions other than `batch` and `feature`
/// (windows and strides of 1 there), with windows that neither pad, dilate
/// nor reverse, no larger than the input, and `out` the count of their
/// positions.
bool isSpatialPoolWindow(WindowAttr window, mlir::RankedTensorType in,
                         mlir::RankedTensorType out, int64_t batch,
                         int64_t feature);

} // namespace xhlo::hlo

#endif // XHLO_DIALECT_HLO_IR_HLOPOOLING_H
