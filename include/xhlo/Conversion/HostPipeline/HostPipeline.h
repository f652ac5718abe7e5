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

#include <functional>
#include <memory>

namespace mlir {
class DialectRegistry;
class OpPassManager;
class Pass;
} // namespace mlir

namespace xhlo {

/// The options of the `xhlo-host-to-llvm` pipeline.
struct HostToLLVMPipelineOptions {
  /// Offload first (buildOffloadPipeline).
  bool offload = false;
};

/// What ahead-of-time compilation (xhlo-aot) changes in the host lowering.
struct HostLoweringOptions {
  /// Run eliminate-empty-tensors before bufferizing, so that ops whose
  /// results go to a destination (bufferization.materialize_in_destination)
  /// write into it.
  bool eliminateEmptyTensors = false;
  /// Adds passes after one-shot bufferization, before the ownership-based
  /// deallocation (xhlo-aot's static buffer plan, aot-plan-buffers).
  std::function<void(mlir::OpPassManager &)> beforeDeallocation;
  /// Adds passes after bufferization and deallocation, before the linalg ops
  /// become loops (xhlo-aot's runtime calls for matrix products).
  std::function<void(mlir::OpPassManager &)> afterBufferization;
  /// memref.alloc and memref.dealloc call `_mlir_memref_to_llvm_alloc` and
  /// `_mlir_memref_to_llvm_free` (which the AOT runtime defines, and the
  /// host runtime gives a JIT: getHostApiSymbols) instead of malloc and
  /// free.
  bool genericAllocationFunctions = false;
};

/// Creates the pass that makes dense_resource arith.constants dense, or
/// reports, at the constant, why a blob does not hold its type's elements
/// (LLVM's translation has no i1 blobs and does not check their size).
std::unique_ptr<mlir::Pass> createMaterializeDenseResourcesPass();

/// Adds to the module pass manager `pm` the lowering shared by host programs
/// and ahead-of-time compilation: linalg-decompose-aggregates;
/// convert-elementwise-to-linalg; (eliminate-empty-tensors); one-shot-bufferize
/// (function boundaries, identity layouts); buffer-deallocation-pipeline and
/// convert-bufferization-to-memref; (`afterBufferization`);
/// convert-complex-to-standard, convert-complex-to-llvm;
/// convert-linalg-to-loops, lower-affine, convert-scf-to-cf,
/// expand-strided-metadata; math (LLVM intrinsics, else libm), arith, index,
/// memref, func and cf to LLVM; and reconcile-unrealized-casts.
void buildHostLoweringPipeline(mlir::OpPassManager &pm,
                               const HostLoweringOptions &options = {});

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
/// convert-xrt-to-llvm; buildHostLoweringPipeline with the generic
/// allocation functions; and check-xrt-status (which also checks every
/// allocation).
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
