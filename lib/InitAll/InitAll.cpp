//===- InitAll.cpp - Register xhlo's dialects, passes and translations ----===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the registration entry points that tools and embedders
// call. Registration is explicit: nothing here relies on static initialisers.
//
//===----------------------------------------------------------------------===//

#include "xhlo/InitAll/InitAll.h"

#include "xhlo/Aot/Passes.h"
#include "xhlo/Conversion/HostPipeline/HostPipeline.h"
#include "xhlo/Conversion/Passes.h"
#include "xhlo/Conversion/Pipelines.h"
#include "xhlo/Dialect/Hlo/IR/HloDialect.h"
#include "xhlo/Dialect/Hlo/Transforms/Passes.h"
#include "xhlo/Dialect/Xrt/IR/XrtDialect.h"
#include "xhlo/Interpreter/ConstantEvaluator.h"
#include "xhlo/Target/Hlo/HloTranslations.h"

#include "mlir/Conversion/AffineToStandard/AffineToStandard.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/raw_ostream.h"

void xhlo::registerUpstreamInputDialects(mlir::DialectRegistry &registry) {
  registry.insert<mlir::affine::AffineDialect, mlir::arith::ArithDialect,
                  mlir::bufferization::BufferizationDialect,
                  mlir::complex::ComplexDialect, mlir::func::FuncDialect,
                  mlir::gpu::GPUDialect, mlir::linalg::LinalgDialect,
                  mlir::math::MathDialect, mlir::memref::MemRefDialect,
                  mlir::scf::SCFDialect, mlir::tensor::TensorDialect>();
  // complex for what convert-hlo-to-linalg makes of complex element types
  // (xhlo-run --offload=false and xhlo-aot read its output).
  // gpu for the mapping attributes of scf.forall (#gpu.block<x>, ...),
  // which the conversion ignores; gpu ops are not converted.
  // scf's canonicalization inlines a multi-block scf.execute_region with
  // cf.br: cf is loaded with scf (as upstream's func inliner loads it).
  registry.addExtension(
      +[](mlir::MLIRContext *context, mlir::scf::SCFDialect *) {
        context->getOrLoadDialect<mlir::cf::ControlFlowDialect>();
      });
}

void xhlo::registerXhloDialects(mlir::DialectRegistry &registry) {
  registry.insert<hlo::HloDialect, xrt::XrtDialect>();
  // Constant hlo ops fold by the interpreter's kernels.
  interp::registerHloConstantEvaluator(registry);
}

void xhlo::registerAllDialects(mlir::DialectRegistry &registry) {
  registerUpstreamInputDialects(registry);
  registerXhloDialects(registry);
}

void xhlo::registerAllExtensions(mlir::DialectRegistry &registry) {
  // What xhlo-host-to-llvm bufferizes host programs with.
  registerHostToLLVMPipelineExtensions(registry);
}

void xhlo::registerXhloPasses() {
  // convert-<dialect>-to-hlo, hlo-verify-converted, and the pipelines.
  registerXhloConversionPasses();
  registerLinalgToHloPipeline();
  registerAffineToHloPipeline();
  // Host programs to the LLVM dialect (xhlo-run runs them).
  registerHostToLLVMPipeline();
  // Ahead-of-time compilation's own passes (convert-linalg-to-aot-runtime).
  registerXhloAotPasses();
  // hlo-stats, ...
  hlo::registerHloPasses();
}

void xhlo::registerAllPasses() {
  // Upstream's generic transformations: canonicalize, cse, inline,
  // symbol-dce, print-op-stats, ...
  mlir::registerTransformsPasses();
  // lower-affine, for the loops raise-affine-to-linalg keeps.
  mlir::registerPass([] { return mlir::createLowerAffinePass(); });
  registerXhloPasses();
}

unsigned xhlo::registerAllTranslations() {
  // Exports read whole programs: host code in any dialect xhlo parses, and
  // the device computations the translation picks.
  return registerHloTranslations(registerAllDialects);
}

bool xhlo::failIfNoTranslationRequested(int argc, char **argv) {
  registerAllTranslations();
  for (int i = 1; i < argc; ++i) {
    llvm::StringRef arg = argv[i];
    if (arg == "--help" || arg == "-help" || arg == "-h" ||
        arg.starts_with("--help-") || arg == "--version")
      return false;
    arg = arg.ltrim('-');
    for (llvm::StringRef name : getHloTranslationNames())
      if (arg == name)
        return false;
  }
  llvm::errs() << "usage: " << (argc ? argv[0] : "xhlo-translate")
               << " --<translation> [options] <input file>\n";
  // A flag that is no translation is most likely a misspelt one: name it,
  // with the closest translation.
  bool named = false;
  for (int i = 1; i < argc; ++i) {
    llvm::StringRef arg = argv[i];
    if (!arg.starts_with("-") || arg == "-")
      continue;
    llvm::StringRef name = arg.ltrim('-').split('=').first;
    llvm::StringRef best;
    unsigned bestDistance = 4;
    for (llvm::StringRef candidate : getHloTranslationNames()) {
      unsigned distance = name.edit_distance(candidate, true, 3);
      if (distance < bestDistance) {
        best = candidate;
        bestDistance = distance;
      }
    }
    if (best.empty())
      continue;
    llvm::errs() << "error: unknown translation '" << arg
                 << "'; did you mean '--" << best << "'?\n";
    named = true;
  }
  if (named)
    return true;
  llvm::errs() << "error: no translation given; use one of:";
  for (llvm::StringRef name : getHloTranslationNames())
    llvm::errs() << " --" << name;
  llvm::errs() << "\n";
  return true;
}
