//===- HloShapeInference.h - Shape functions of the hlo ops --- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the shape functions of the hlo dialect: one per op
// family, each checking what XLA's ShapeInference checks for that family and
// computing the result type XLA infers. The op verifiers, the ops'
// inferReturnTypes (used by builders and by the generic parser), and the HLO
// importer all call these, so the three agree by construction.
//
// Every function reports a failure through `mlir::emitOptionalError(loc, ...)`:
// with a location it emits the diagnostic there, without one it fails quietly.
// Messages follow XLA's wording where XLA has one.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_IR_HLOSHAPEINFERENCE_H
#define XHLO_DIALECT_HLO_IR_HLOSHAPEINFERENCE_H

#include "xhlo/Dialect/Hlo/IR/HloShapeInferenceContraction.h"
#include "xhlo/Dialect/Hlo/IR/HloShapeInferenceControlFlow.h"
#include "xhlo/Dialect/Hlo/IR/HloShapeInferenceElementwise.h"
#include "xhlo/Dialect/Hlo/IR/HloShapeInferenceIndexing.h"
#include "xhlo/Dialect/Hlo/IR/HloShapeInferenceMisc.h"
#include "xhlo/Dialect/Hlo/IR/HloShapeInferenceReduction.h"
#include "xhlo/Dialect/Hlo/IR/HloShapeInferenceShape.h"

#endif // XHLO_DIALECT_HLO_IR_HLOSHAPEINFERENCE_H
