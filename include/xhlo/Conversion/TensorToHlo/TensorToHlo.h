//===- TensorToHlo.h - Conversion of tensor to hlo ------------ -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the tensor conversion (see HloConversion) and the entry
// point for reusing its patterns in other conversions; the pass itself is
// declared in Passes.h.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_CONVERSION_TENSORTOHLO_TENSORTOHLO_H
#define XHLO_CONVERSION_TENSORTOHLO_TENSORTOHLO_H

#include "xhlo/Conversion/HloConversion.h"

namespace xhlo {

/// Adds the patterns that convert the tensor ops of statically shaped
/// programs to hlo (slices, inserts, pad, reshapes, concat, empty, splat,
/// from_elements, generate, extract/insert of scalars and casts, with the
/// type rule of `typeConverter`) and registers those ops as converted on
/// `target`.
HloPopulateFn populateTensorToHloPatterns;

/// The tensor conversion: its pass, convert-tensor-to-hlo, and its place in
/// the pipeline and in hlo-verify-converted (Pipelines.h).
extern const HloConversion tensorToHloConversion;

} // namespace xhlo

#endif // XHLO_CONVERSION_TENSORTOHLO_TENSORTOHLO_H
