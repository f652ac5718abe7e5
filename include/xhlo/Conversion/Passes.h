//===- Passes.h - Conversions to hlo -------------------------- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the conversion passes to hlo (generated from
// Passes.td): their create functions and options structs, and
// registerXhloConversionPasses(), which registers them all.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_CONVERSION_PASSES_H
#define XHLO_CONVERSION_PASSES_H

#include "mlir/Pass/Pass.h"

#include <memory>

namespace xhlo {

#define GEN_PASS_DECL
#include "xhlo/Conversion/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "xhlo/Conversion/Passes.h.inc"

} // namespace xhlo

#endif // XHLO_CONVERSION_PASSES_H
