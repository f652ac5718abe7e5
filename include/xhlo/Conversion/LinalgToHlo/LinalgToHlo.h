//===- LinalgToHlo.h - Conversion of linalg to hlo ------------ -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the linalg conversion (see HloConversion) and the entry
// point for reusing its patterns in other conversions; the pass itself is
// declared in Passes.h.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_CONVERSION_LINALGTOHLO_LINALGTOHLO_H
#define XHLO_CONVERSION_LINALGTOHLO_LINALGTOHLO_H

#include "xhlo/Conversion/HloConversion.h"

namespace xhlo {

/// Adds the patterns that convert linalg's structured ops on tensors (named
/// and generic) and linalg.softmax to hlo, and registers those ops as
/// converted on `target`. The payloads become arith and math ops on tensors,
/// so the arith and math patterns (populateArithToHloPatterns,
/// populateMathToHloPatterns) must be in the same conversion.
HloPopulateFn populateLinalgToHloPatterns;

/// The linalg conversion: its pass, convert-linalg-to-hlo, and its place in
/// the pipeline and in hlo-verify-converted (Pipelines.h).
extern const HloConversion linalgToHloConversion;

} // namespace xhlo

#endif // XHLO_CONVERSION_LINALGTOHLO_LINALGTOHLO_H
