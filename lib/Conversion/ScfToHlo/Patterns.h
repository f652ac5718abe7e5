//===- Patterns.h - The op families of scf to hlo ------------- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares, privately to ScfToHlo, one function per op family.
// Each adds the family's patterns and registers its ops as converted on the
// target, so that the pass file only assembles them; and the check the
// families share.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_LIB_CONVERSION_SCFTOHLO_PATTERNS_H
#define XHLO_LIB_CONVERSION_SCFTOHLO_PATTERNS_H

#include "xhlo/Conversion/HloConversion.h"

#include <optional>
#include <string>

namespace xhlo {
class HloTypeConverter;

namespace scf_to_hlo {

/// scf.for and scf.while; scf.parallel and scf.forall, reported
/// (Loops.cpp).
HloPopulateFn populateLoopPatternsAndLegality;

/// scf.if, scf.index_switch and scf.execute_region (Conditionals.cpp).
HloPopulateFn populateConditionalPatternsAndLegality;

/// Why the regions of `op` cannot become isolated hlo regions: a value they
/// use from outside has no hlo type. std::nullopt when they can
/// (Isolation.cpp).
std::optional<std::string>
whyNotIsolatable(mlir::Operation *op, const HloTypeConverter &typeConverter);

} // namespace scf_to_hlo
} // namespace xhlo

#endif // XHLO_LIB_CONVERSION_SCFTOHLO_PATTERNS_H
