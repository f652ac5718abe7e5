//===- HloContractionOps.h - Contraction hlo ops -------------- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the contraction family of hlo ops: dot, convolution,
// cholesky, triangular-solve, fft and the batch-norm ops.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_IR_HLOCONTRACTIONOPS_H
#define XHLO_DIALECT_HLO_IR_HLOCONTRACTIONOPS_H

#include "xhlo/Dialect/Hlo/IR/HloOpBase.h"
#include "xhlo/Dialect/Hlo/IR/HloShapeInferenceContraction.h"

#define GET_OP_CLASSES
#include "xhlo/Dialect/Hlo/IR/HloContractionOps.h.inc"

#endif // XHLO_DIALECT_HLO_IR_HLOCONTRACTIONOPS_H
