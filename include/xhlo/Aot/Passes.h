//===- Passes.h - Passes of ahead-of-time compilation --------- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the passes of ahead-of-time compilation (generated from
// Passes.td): their create functions and registerXhloAotPasses().
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_AOT_PASSES_H
#define XHLO_AOT_PASSES_H

#include "mlir/Pass/Pass.h"

#include <memory>

namespace xhlo {

/// The unit attribute xhlo-aot puts on the result arguments of the
/// function it compiles (the header's contract: a result overlaps no
/// argument and no other result); convert-linalg-to-aot-runtime relies on
/// it and removes it.
inline constexpr llvm::StringLiteral kAotResultAttrName = "xhlo.aot_result";

#define GEN_PASS_DECL
#include "xhlo/Aot/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "xhlo/Aot/Passes.h.inc"

/// Whether a call of the AOT runtime's function `name` can fail and needs
/// a test after it (aot-check-allocations): the allocation functions (null)
/// and the oneDNN convolution (the call's status); the C function of code
/// calling one brackets its work with xhlo_aot_begin_call/_end_call.
bool isFallibleAotRuntimeFunction(llvm::StringRef name);

} // namespace xhlo

#endif // XHLO_AOT_PASSES_H
