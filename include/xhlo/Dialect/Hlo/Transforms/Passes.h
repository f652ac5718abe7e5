//===- Passes.h - Passes on the hlo dialect ------------------- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the hlo-* passes (generated from Passes.td): their
// create functions and options structs, and registerHloPasses(), which
// registers them all with the global pass registry.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_TRANSFORMS_PASSES_H
#define XHLO_DIALECT_HLO_TRANSFORMS_PASSES_H

#include "xhlo/Dialect/Hlo/IR/HloDialect.h"

#include "mlir/Pass/Pass.h"

#include <memory>
#include <string>

namespace xhlo::hlo {

#define GEN_PASS_DECL
#include "xhlo/Dialect/Hlo/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "xhlo/Dialect/Hlo/Transforms/Passes.h.inc"

} // namespace xhlo::hlo

#endif // XHLO_DIALECT_HLO_TRANSFORMS_PASSES_H
