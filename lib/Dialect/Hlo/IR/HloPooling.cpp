//===- HloPooling.cpp - reduce_window as a pool over spatial dims ---------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Dialect/Hlo/IR/HloPooling.h"

using namespace mlir;

bool xhlo::hlo::isSpatialPoolWindow(WindowAttr window, RankedTensorType in,
                                    RankedTensorType out, int64_t batch,
                                    int64_t feature) {
  if (!window || !in || !out || !in.hasStaticShape() || !out.hasStaticShape() ||
      in.getRank() != 4 || out.getRank() != 4 || window.getRank() != 4)
    return false;
  for (int64_t d = 0; d < 4; ++d) {
    bool spatial = d != batch && d != feature;
    int64_t size = window.getSize()[d], stride = window.getStrideAt(d);
    if (window.getLhsDilateAt(d) != 1 || window.getRhsDilateAt(d) != 1 ||
        window.getPadLowAt(d) != 0 || window.getPadHighAt(d) != 0 ||
        window.getRhsReversalAt(d) || size < 1 || stride < 1 ||
        size > in.getDimSize(d))
      return false;
    if (!spatial && (size != 1 || stride != 1))
      return false;
    if (out.getDimSize(d) != (in.getDimSize(d) - size) / stride + 1)
      return false;
  }
  return true;
}
