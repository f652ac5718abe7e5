//===- Patterns.h - The op families of tensor to hlo ---------- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares, privately to TensorToHlo, one function per op family.
// Each adds the family's patterns and registers its ops as converted on the
// target, so that the pass file only assembles them.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_LIB_CONVERSION_TENSORTOHLO_PATTERNS_H
#define XHLO_LIB_CONVERSION_TENSORTOHLO_PATTERNS_H

#include "xhlo/Conversion/HloConversion.h"

namespace xhlo {
namespace tensor_to_hlo {

/// extract_slice, insert_slice, and extract/insert of scalars, at static or
/// run-time offsets, and gather (Slices.cpp).
HloPopulateFn populateSlicePatternsAndLegality;

/// expand_shape, collapse_shape, reshape, cast, bitcast and concat
/// (Reshapes.cpp).
HloPopulateFn populateReshapePatternsAndLegality;

/// pad with a constant or outside padding value (Pad.cpp).
HloPopulateFn populatePadPatternsAndLegality;

/// empty, splat and from_elements (Construction.cpp).
HloPopulateFn populateConstructionPatternsAndLegality;

/// Replaces each 0-d tensor.from_elements of a tensor.extract of a 0-d
/// array of its type (through arith.index_cast round trips) by that array:
/// the bridges between two conversions, removed before this one runs,
/// which would otherwise fold a bridged hlo.constant into an
/// arith.constant (Construction.cpp). Returns whether it collapsed one.
bool collapseScalarBridges(mlir::Operation *root);

/// generate, its body cloned on whole tensors over iotas (Generate.cpp).
HloPopulateFn populateGeneratePatternsAndLegality;

} // namespace tensor_to_hlo
} // namespace xhlo

#endif // XHLO_LIB_CONVERSION_TENSORTOHLO_PATTERNS_H
