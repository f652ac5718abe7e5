//===- Autodiff.h - Reverse-mode automatic differentiation of hlo -*- C++
//-*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// Reverse-mode automatic differentiation on the hlo dialect (the pass
// hlo-autodiff). A gradient request is a body-less function declaration
//
//   func.func private @g(<@f's arguments>) -> (<@f's results>, <gradients>)
//       attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 2>}
//
// and differentiating gives @g a body in hlo: @f's forward pass, then the
// gradient of @f's first result (a 0-d float array, the loss) with respect
// to each argument listed in `xhlo.wrt` (every float argument without it).
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_TRANSFORMS_AUTODIFF_H
#define XHLO_DIALECT_HLO_TRANSFORMS_AUTODIFF_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LogicalResult.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace xhlo::hlo {

/// The attribute names of a gradient request (the interface users write).
inline constexpr llvm::StringLiteral kGradientOfAttrName = "xhlo.gradient_of";
inline constexpr llvm::StringLiteral kWrtAttrName = "xhlo.wrt";
/// What a request becomes once it has its body: the function it
/// differentiates (hlo-stats splits such a function into its forward and
/// backward passes).
inline constexpr llvm::StringLiteral kGeneratedGradientAttrName =
    "xhlo.gradient_of_generated";

/// What differentiateModule does besides the requests the module holds.
struct AutodiffOptions {
  /// When set, first add the request `@<of>_grad` of the function `of`
  /// (for programs one cannot edit, e.g. imported HLO).
  std::string of;
  /// The arguments of that added request (`xhlo.wrt`); every float argument
  /// when empty.
  llvm::SmallVector<int64_t> wrt;
  /// Simplify the generated bodies (hlo-simplify's patterns, then dead code
  /// removal).
  bool simplify = true;
};

/// Whether `module` holds a gradient request (a function with
/// `xhlo.gradient_of`).
bool hasGradientRequests(mlir::ModuleOp module);

/// Adds the declaration `@<of>_grad` requesting the gradient of `of` with
/// respect to `wrt` (every float argument when empty). Fails, with an error
/// at the module, when `of` is not a function of the module or the name is
/// taken.
mlir::LogicalResult addGradientRequest(mlir::ModuleOp module,
                                       llvm::StringRef of,
                                       llvm::ArrayRef<int64_t> wrt);

/// Gives every gradient request in `module` its body, in hlo. Requests may
/// call other requests (second derivatives); they are generated callees
/// first. Fails with located errors (the request or the op with no
/// derivative) and leaves the failing requests without a body.
mlir::LogicalResult differentiateModule(mlir::ModuleOp module,
                                        const AutodiffOptions &options = {});

} // namespace xhlo::hlo

#endif // XHLO_DIALECT_HLO_TRANSFORMS_AUTODIFF_H
