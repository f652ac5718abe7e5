//===- HostPipeline.h - Host programs to the LLVM dialect ----- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the pipeline that lowers a host program (the host side
// that offloading leaves, in any dialect upstream MLIR lowers to LLVM, with
// xrt ops) to the LLVM dialect, ready for MLIR's ExecutionEngine: optionally
// offloading first, then convert-xrt-to-llvm, upstream's one-shot
// bufferization and deallocation, and upstream's LLVM lowering.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_CONVERSION_HOSTPIPELINE_HOSTPIPELINE_H
#define XHLO_CONVERSION_HOSTPIPELINE_HOSTPIPELINE_H

namespace mlir {
class DialectRegistry;
class OpPassManager;
} // namespace mlir

namespace xhlo {

/// The options of the `xhlo-host-to-llvm` pipeline.
struct HostToLLVMPipelineOptions {
  /// Offload first (buildOffloadPipeline).
  bool offload = false;
};

/// Adds to the module pass manager `pm` the offloading of a program in MLIR's
/// input dialects: xhlo-linalg-to-hlo{allow-partial} (what converts becomes
/// hlo), convert-hlo-to-scf (hlo control flow left holding ops that did not
/// convert becomes host control flow again) and convert-hlo-to-xrt (hlo ops
/// to device computations, the host side to xrt ops).
void buildOffloadPipeline(mlir::OpPassManager &pm);

/// Adds to the module pass manager `pm`: dense_resource constants made
/// dense (a blob that does not hold its type's elements is a located
/// error); (with `options.offload`) the offloading of buildOffloadPipeline;
/// then
/// convert-xrt-to-llvm; linalg-decompose-aggregates;
/// convert-elementwise-to-linalg; one-shot-bufferize
/// (function boundaries, identity layouts); buffer-deallocation-pipeline and
/// convert-bufferization-to-memref; convert-linalg-to-loops, lower-affine,
/// convert-scf-to-cf, expand-strided-metadata; math (LLVM intrinsics, else
/// libm), arith, index, memref, func and cf to LLVM; and
/// reconcile-unrealized-casts.
void buildHostToLLVMPipeline(mlir::OpPassManager &pm,
                             const HostToLLVMPipelineOptions &options = {});

/// Registers `xhlo-host-to-llvm` (option `offload`) with the pass registry.
void registerHostToLLVMPipeline();

/// Adds what the pipeline needs from the dialects it bufferizes and lowers:
/// the bufferization and deallocation models of arith, cf, linalg, memref,
/// scf, tensor and func.
void registerHostToLLVMPipelineExtensions(mlir::DialectRegistry &registry);

} // namespace xhlo

#endif // XHLO_CONVERSION_HOSTPIPELINE_HOSTPIPELINE_H
