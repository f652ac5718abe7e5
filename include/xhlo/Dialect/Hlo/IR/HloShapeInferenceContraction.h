//===- HloShapeInferenceContraction.h - Contraction shape ----- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the shape functions of the contraction op family (see
// HloShapeInference.h for the conventions they follow).
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_IR_HLOSHAPEINFERENCECONTRACTION_H
#define XHLO_DIALECT_HLO_IR_HLOSHAPEINFERENCECONTRACTION_H

#include "xhlo/Dialect/Hlo/IR/HloAttrs.h"

#include "mlir/IR/Location.h"
#include "mlir/IR/Types.h"
#include "mlir/IR/Value.h"
#include "mlir/Support/LLVM.h"

#include <optional>

namespace xhlo::hlo {} // namespace xhlo::hlo

#endif // XHLO_DIALECT_HLO_IR_HLOSHAPEINFERENCECONTRACTION_H
