//===- HloMiscOps.h - Misc hlo ops ---------------------------- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the misc family of hlo ops: constant, rng,
// rng-bit-generator, after-all, add-dependency, infeed, outfeed, custom-call,
// replica-id, partition-id and the collectives.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_IR_HLOMISCOPS_H
#define XHLO_DIALECT_HLO_IR_HLOMISCOPS_H

#include "xhlo/Dialect/Hlo/IR/HloOpBase.h"
#include "xhlo/Dialect/Hlo/IR/HloShapeInferenceMisc.h"

#define GET_OP_CLASSES
#include "xhlo/Dialect/Hlo/IR/HloMiscOps.h.inc"

#endif // XHLO_DIALECT_HLO_IR_HLOMISCOPS_H
