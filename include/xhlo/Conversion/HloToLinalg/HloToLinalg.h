//===- HloToLinalg.h - hlo to linalg, tensor, arith, math, scf -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the entry points for reusing convert-hlo-to-linalg, the
// first step of ahead-of-time compilation: hlo ops on tensors become
// upstream's linalg, tensor, arith, math and scf ops with XLA's semantics
// (the pass itself is declared in Passes.h).
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_CONVERSION_HLOTOLINALG_HLOTOLINALG_H
#define XHLO_CONVERSION_HLOTOLINALG_HLOTOLINALG_H

#include "mlir/Transforms/DialectConversion.h"

namespace xhlo {

/// The attribute on the linalg.generic of a convolution that
/// convert-hlo-to-linalg hands to the AOT runtime (option
/// runtime-convolutions): a DenseI64ArrayAttr in the configuration layout
/// of xhlo_aot_convolution_f32 (AotRuntime.h), naming the dimensions of the
/// generic's (input, kernel, output) operands; convert-linalg-to-aot-runtime
/// makes it a call after bufferization.
inline constexpr llvm::StringLiteral kAotConvolutionAttrName =
    "xhlo.aot_convolution";

/// The type rule of the conversion: tensors of unsigned integers become
/// tensors of the signless integers of their width (arith computes on
/// signless integers; the ops pick the unsigned forms); every other type is
/// kept.
class HloToLinalgTypeConverter : public mlir::TypeConverter {
public:
  HloToLinalgTypeConverter();
};

/// Adds the patterns that rewrite the hlo ops the conversion supports, and
/// the legality of what they produce. An op in a supported family but of a
/// form that is not (a complex element type, a non-static shape, ...) is
/// reported by its pattern with the reason. With `runtimeConvolutions`, f32
/// convolutions become generics marked kAotConvolutionAttrName instead of
/// matrix products of their patches.
void populateHloToLinalgPatterns(mlir::TypeConverter &typeConverter,
                                 mlir::RewritePatternSet &patterns,
                                 mlir::ConversionTarget &target,
                                 bool runtimeConvolutions = false);

/// Whether the conversion has a pattern for `op`'s opcode (every other hlo
/// op is refused, named, at its location).
bool hasHloToLinalgLowering(mlir::Operation *op);

/// Marks every hlo.rng of `module` that has none with the hash of its
/// position (xhlo/Dialect/Hlo/IR/HloRandom.h), which convert-hlo-to-linalg
/// compiles into the op's draws. The interpreter hashes the op's position
/// in the module it runs: call this on the module as loaded, before any
/// pass moves, adds or removes ops or functions (the pass calls it first
/// for the ops left unmarked).
void annotateRngPositions(mlir::ModuleOp module);

} // namespace xhlo

#endif // XHLO_CONVERSION_HLOTOLINALG_HLOTOLINALG_H
