//===- FuncToHlo.h - Conversion of func calls to hlo ---------- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the func conversion (see HloConversion) and the entry
// point for reusing its patterns in other conversions; the pass itself is
// declared in Passes.h.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_CONVERSION_FUNCTOHLO_FUNCTOHLO_H
#define XHLO_CONVERSION_FUNCTOHLO_FUNCTOHLO_H

#include "xhlo/Conversion/HloConversion.h"

namespace xhlo {

/// Adds the pattern that converts func.call on hlo values to hlo.call and
/// registers func.call as converted on `target`.
HloPopulateFn populateFuncToHloPatterns;

/// The func conversion: its pass, convert-func-to-hlo, and its place in
/// the pipeline and in hlo-verify-converted (Pipelines.h).
extern const HloConversion funcToHloConversion;

} // namespace xhlo

#endif // XHLO_CONVERSION_FUNCTOHLO_FUNCTOHLO_H
