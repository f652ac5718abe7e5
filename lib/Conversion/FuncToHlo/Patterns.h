//===- Patterns.h - The op families of func to hlo ------------ -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares, privately to FuncToHlo, one function per op family.
// Each adds the family's patterns and registers its ops as converted on the
// target, so that the pass file only assembles them.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_LIB_CONVERSION_FUNCTOHLO_PATTERNS_H
#define XHLO_LIB_CONVERSION_FUNCTOHLO_PATTERNS_H

#include "xhlo/Conversion/HloConversion.h"

namespace xhlo {
namespace func_to_hlo {

/// func.call (Calls.cpp).
HloPopulateFn populateCallPatternsAndLegality;

} // namespace func_to_hlo
} // namespace xhlo

#endif // XHLO_LIB_CONVERSION_FUNCTOHLO_PATTERNS_H
