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

#include "mlir/IR/BuiltinAttributes.h"

#include <string>

namespace xhlo {

/// Adds the patterns that convert every arith op to hlo (on tensors and on
/// scalars as 0-d tensors, with the type rule of `typeConverter`) and
/// registers those ops as converted on `target`.
HloPopulateFn populateArithToHloPatterns;

/// The arith conversion: its pass, convert-arith-to-hlo, and its place in
/// the pipeline and in hlo-verify-converted (Pipelines.h).
extern const HloConversion arithToHloConversion;

/// The elements of the blob of a dense_resource constant as dense elements
/// (i1: one byte 0 or 1 per element; other types in DenseElementsAttr's
/// storage bytes, little-endian), or null with `why` saying what is wrong:
/// no data, a size that is not the type's, an i1 byte other than 0 or 1.
mlir::DenseElementsAttr
getDenseResourceElements(mlir::DenseResourceElementsAttr value,
                         std::string &why);

} // namespace xhlo

#endif // XHLO_CONVERSION_ARITHTOHLO_ARITHTOHLO_H
