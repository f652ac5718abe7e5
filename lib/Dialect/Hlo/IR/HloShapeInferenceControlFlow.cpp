//===- HloShapeInferenceControlFlow.cpp - ControlFlow shape functions -----===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the shape functions of the ControlFlow op family, after
// XLA's ShapeInference.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Dialect/Hlo/IR/HloShapeInferenceControlFlow.h"
#include "xhlo/Dialect/Hlo/IR/HloDialect.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace xhlo::hlo;
