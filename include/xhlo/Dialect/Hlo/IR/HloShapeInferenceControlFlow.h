//===- HloShapeInferenceControlFlow.h - ControlFlow shape ----- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the shape functions of the controlflow op family (see
// HloShapeInference.h for the conventions they follow).
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_IR_HLOSHAPEINFERENCECONTROLFLOW_H
#define XHLO_DIALECT_HLO_IR_HLOSHAPEINFERENCECONTROLFLOW_H

#include "xhlo/Dialect/Hlo/IR/HloAttrs.h"

#include "mlir/IR/Location.h"
#include "mlir/IR/Types.h"
#include "mlir/IR/Value.h"
#include "mlir/Support/LLVM.h"

#include <optional>

namespace xhlo::hlo {} // namespace xhlo::hlo

#endif // XHLO_DIALECT_HLO_IR_HLOSHAPEINFERENCECONTROLFLOW_H
