//===- ArithToHlo.h - Conversion of arith to hlo -------------- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the arith conversion (see HloConversion) and the entry
// point for reusing its patterns in other conversions; the pass itself is
// declared in Passes.h.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_CONVERSION_ARITHTOHLO_ARITHTOHLO_H
#define XHLO_CONVERSION_ARITHTOHLO_ARITHTOHLO_H

#include "xhlo/Conversion/HloConversion.h"

namespace xhlo {

/// Adds the patterns that convert every arith op to hlo (on tensors and on
/// scalars as 0-d tensors, with the type rule of `typeConverter`) and
/// registers those ops as converted on `target`.
HloPopulateFn populateArithToHloPatterns;

/// The arith conversion: its pass, convert-arith-to-hlo, and its place in
/// the pipeline and in hlo-verify-converted (Pipelines.h).
extern const HloConversion arithToHloConversion;

} // namespace xhlo

#endif // XHLO_CONVERSION_ARITHTOHLO_ARITHTOHLO_H
