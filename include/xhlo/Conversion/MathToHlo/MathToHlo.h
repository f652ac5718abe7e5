//===- MathToHlo.h - Conversion of math to hlo ---------------- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the math conversion (see HloConversion) and the entry
// point for reusing its patterns in other conversions; the pass itself is
// declared in Passes.h.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_CONVERSION_MATHTOHLO_MATHTOHLO_H
#define XHLO_CONVERSION_MATHTOHLO_MATHTOHLO_H

#include "xhlo/Conversion/HloConversion.h"

namespace xhlo {

/// Adds the patterns that convert every math op to hlo (on tensors and on
/// scalars as 0-d tensors, with the type rule of `typeConverter`) and
/// registers those ops as converted on `target`.
HloPopulateFn populateMathToHloPatterns;

/// The math conversion: its pass, convert-math-to-hlo, and its place in
/// the pipeline and in hlo-verify-converted (Pipelines.h).
extern const HloConversion mathToHloConversion;

} // namespace xhlo

#endif // XHLO_CONVERSION_MATHTOHLO_MATHTOHLO_H
