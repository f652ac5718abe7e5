//===- ScfToHlo.h - Conversion of scf to hlo ------------------ -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the scf conversion (see HloConversion) and the entry
// points for reusing its patterns in other conversions: the patterns, and
// the step that isolates the regions of the hlo ops they make once the
// conversion is done. The pass itself is declared in Passes.h.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_CONVERSION_SCFTOHLO_SCFTOHLO_H
#define XHLO_CONVERSION_SCFTOHLO_SCFTOHLO_H

#include "xhlo/Conversion/HloConversion.h"

namespace xhlo {

/// Adds the patterns that convert scf.for, scf.while, scf.if and
/// scf.index_switch to hlo.while and hlo.conditional (with the type rule of
/// `typeConverter`) and registers those ops as converted on `target`. The
/// regions they make may still use values from above: run
/// isolateHloRegions after the conversion.
HloPopulateFn populateScfToHloPatterns;

/// The scf conversion: its pass, convert-scf-to-hlo, and its place in
/// the pipeline and in hlo-verify-converted (Pipelines.h).
extern const HloConversion scfToHloConversion;

/// Isolates the regions of every hlo.while and hlo.conditional under `root`
/// from above: constants they use from outside are cloned in, and every
/// other value becomes part of the while's state or of the branch's operand
/// (a tuple of them when there are several), converted to an hlo array with
/// `typeConverter`'s materializations where it is not one. Fails, with an
/// error, on a value that has no hlo type. Sets `*changed` (if given) when
/// there was a region to isolate.
mlir::LogicalResult isolateHloRegions(mlir::Operation *root,
                                      const mlir::TypeConverter &typeConverter,
                                      bool *changed = nullptr);

} // namespace xhlo

#endif // XHLO_CONVERSION_SCFTOHLO_SCFTOHLO_H
