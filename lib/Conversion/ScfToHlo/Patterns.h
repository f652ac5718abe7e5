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

namespace mlir::scf {
class ForallOp;
} // namespace mlir::scf

namespace xhlo {
class HloTypeConverter;

namespace scf_to_hlo {

/// scf.for and scf.while; scf.parallel, reported; scf.forall, reported
/// when rewriteForallLoops left it (Loops.cpp).
HloPopulateFn populateLoopPatternsAndLegality;

/// Rewrites every scf.forall under `root` that whyNotConvertible accepts
/// into a nest of scf.for (one per induction variable, carrying the
/// shared_outs; parallel_insert_slice becomes insert_slice), or erases it
/// when it has no results and no side effects (Forall.cpp). The conversion's
/// `prepare`: returns whether it rewrote one.
bool rewriteForallLoops(mlir::Operation *root);

/// Why rewriteForallLoops leaves `op`: a tensor shape that changes between
/// iterations, side effects without results, or writes that provably
/// overlap. std::nullopt when it does not (Forall.cpp).
std::optional<std::string> whyNotConvertible(mlir::scf::ForallOp op);

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
