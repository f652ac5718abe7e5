//===- HostPipeline.cpp - Host programs to the LLVM dialect ---------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file builds and registers the `xhlo-host-to-llvm` pipeline: our
// offloading and xrt lowering followed by upstream's bufferization and LLVM
// lowering, in the order upstream's own CPU runner tests use.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Conversion/HostPipeline/HostPipeline.h"

#include "xhlo/Conversion/ArithToHlo/ArithToHlo.h"

#include "xhlo/Conversion/Passes.h"
#include "xhlo/Conversion/Pipelines.h"

#include "mlir/Conversion/AffineToStandard/AffineToStandard.h"
#include "mlir/Conversion/BufferizationToMemRef/BufferizationToMemRef.h"
#include "mlir/Conversion/ComplexToLLVM/ComplexToLLVM.h"
#include "mlir/Conversion/ComplexToStandard/ComplexToStandard.h"
#include "mlir/Conversion/MathToLibm/MathToLibm.h"
#include "mlir/Conversion/Passes.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Transforms/BufferDeallocationOpInterfaceImpl.h"
#include "mlir/Dialect/Arith/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/FuncBufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Bufferization/Transforms/OneShotAnalysis.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/ControlFlow/Transforms/BufferDeallocationOpInterfaceImpl.h"
#include "mlir/Dialect/ControlFlow/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/Linalg/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/MemRef/Transforms/AllocationOpInterfaceImpl.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Dialect/SCF/Transforms/BufferDeallocationOpInterfaceImpl.h"
#include "mlir/Dialect/SCF/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Tensor/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

using namespace mlir;
using namespace xhlo;

void xhlo::buildOffloadPipeline(OpPassManager &pm) {
  LinalgToHloPipelineOptions partial;
  partial.allowPartial = true;
  buildLinalgToHloPipeline(pm, partial);
  pm.addPass(createConvertHloToScfPass());
  pm.addPass(createConvertHloToXrtPass());
}

namespace {

/// Makes the dense_resource constants dense, or reports, at the constant,
/// why a blob does not hold its type's elements: LLVM's translation has no
/// i1 blobs and does not check their size.
struct MaterializeDenseResourcesPass
    : PassWrapper<MaterializeDenseResourcesPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(MaterializeDenseResourcesPass)

  StringRef getArgument() const override {
    return "xhlo-materialize-dense-resources";
  }
  void runOnOperation() override {
    bool failedAny = false;
    getOperation().walk([&](arith::ConstantOp op) {
      auto resource = dyn_cast<DenseResourceElementsAttr>(op.getValue());
      if (!resource)
        return;
      std::string why;
      if (DenseElementsAttr dense = getDenseResourceElements(resource, why)) {
        op.setValueAttr(dense);
        return;
      }
      op.emitError() << why;
      failedAny = true;
    });
    if (failedAny)
      signalPassFailure();
  }
};

} // namespace

std::unique_ptr<Pass> xhlo::createMaterializeDenseResourcesPass() {
  return std::make_unique<MaterializeDenseResourcesPass>();
}

void xhlo::buildHostToLLVMPipeline(OpPassManager &pm,
                                   const HostToLLVMPipelineOptions &options) {
  // dense_resource constants become dense first (offloaded or not).
  pm.addPass(createMaterializeDenseResourcesPass());
  if (options.offload)
    buildOffloadPipeline(pm);
  // xrt ops become calls on memrefs and i64 handles (and the device
  // computations protos), so that what is left is upstream's to lower.
  pm.addPass(createConvertXrtToLLVMPass());

  // Buffers come from the runtime's allocation functions, which track them
  // (a run that returns early frees what it left) and report a failed
  // allocation as the run's failure.
  HostLoweringOptions lowering;
  lowering.genericAllocationFunctions = true;
  buildHostLoweringPipeline(pm, lowering);
  // A function returns as soon as a call of the C API or an allocation
  // fails.
  pm.addPass(createCheckXrtStatusPass());
}

void xhlo::buildHostLoweringPipeline(OpPassManager &pm,
                                     const HostLoweringOptions &options) {
  // Aggregated linalg ops (softmax) left on the host become the structured
  // ops they stand for.
  pm.addPass(createLinalgDecomposeAggregatesPass());
  // Tensors to buffers: elementwise ops on tensors become linalg ops first;
  // function boundaries take identity layouts (the entry's descriptors are
  // plain row-major arrays), loops may yield new buffers, and every buffer
  // is freed after its last use (results are the caller's).
  pm.addNestedPass<func::FuncOp>(createConvertElementwiseToLinalgPass());
  if (options.eliminateEmptyTensors)
    pm.addPass(bufferization::createEmptyTensorEliminationPass());
  bufferization::OneShotBufferizationOptions bufferization;
  bufferization.bufferizeFunctionBoundaries = true;
  // Loops may carry new buffers (a loop whose body makes a fresh tensor).
  bufferization.allowReturnAllocsFromLoops = true;
  bufferization.setFunctionBoundaryTypeConversion(
      bufferization::LayoutMapOption::IdentityLayoutMap);
  pm.addPass(bufferization::createOneShotBufferizePass(bufferization));
  if (options.beforeDeallocation)
    options.beforeDeallocation(pm);
  bufferization::buildBufferDeallocationPipeline(
      pm, bufferization::BufferDeallocationPipelineOptions());
  pm.addPass(createBufferizationToMemRefPass());
  if (options.afterBufferization)
    options.afterBufferization(pm);

  // Complex arithmetic as arith on the parts (upstream's formulas:
  // multiplication and division recover infinities as C99's Annex G), then
  // complex values as LLVM structs {re, im} (std::complex's layout).
  pm.addPass(createConvertComplexToStandardPass());
  pm.addPass(createConvertComplexToLLVMPass());

  // Loops and branches.
  pm.addNestedPass<func::FuncOp>(createConvertLinalgToLoopsPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createConvertSCFToCFPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());

  // To the LLVM dialect: math ops LLVM has intrinsics for, the rest through
  // libm; then everything else.
  pm.addPass(createConvertMathToLLVMPass());
  pm.addPass(createConvertMathToLibmPass());
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertIndexToLLVMPass());
  FinalizeMemRefToLLVMConversionPassOptions memrefToLLVM;
  memrefToLLVM.useGenericFunctions = options.genericAllocationFunctions;
  pm.addPass(createFinalizeMemRefToLLVMConversionPass(memrefToLLVM));
  pm.addPass(createConvertFuncToLLVMPass());
  pm.addPass(createConvertControlFlowToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
}

namespace {
/// The pipeline's registered options.
struct HostToLLVMPipelineCLOptions
    : PassPipelineOptions<HostToLLVMPipelineCLOptions> {
  Option<bool> offload{
      *this, "offload",
      llvm::cl::desc("Convert what converts to hlo and offload it first "
                     "(xhlo-linalg-to-hlo{allow-partial}, convert-hlo-to-scf, "
                     "convert-hlo-to-xrt)"),
      llvm::cl::init(false)};
};
} // namespace

void xhlo::registerHostToLLVMPipeline() {
  PassPipelineRegistration<HostToLLVMPipelineCLOptions>(
      "xhlo-host-to-llvm",
      "Lower a host program (xrt ops and any upstream dialect MLIR lowers to "
      "LLVM) to the LLVM dialect, for MLIR's ExecutionEngine",
      [](OpPassManager &pm, const HostToLLVMPipelineCLOptions &cl) {
        HostToLLVMPipelineOptions options;
        options.offload = cl.offload;
        buildHostToLLVMPipeline(pm, options);
      });
}

void xhlo::registerHostToLLVMPipelineExtensions(DialectRegistry &registry) {
  arith::registerBufferizableOpInterfaceExternalModels(registry);
  arith::registerBufferDeallocationOpInterfaceExternalModels(registry);
  bufferization::func_ext::registerBufferizableOpInterfaceExternalModels(
      registry);
  cf::registerBufferizableOpInterfaceExternalModels(registry);
  cf::registerBufferDeallocationOpInterfaceExternalModels(registry);
  linalg::registerBufferizableOpInterfaceExternalModels(registry);
  memref::registerAllocationOpInterfaceExternalModels(registry);
  scf::registerBufferizableOpInterfaceExternalModels(registry);
  scf::registerBufferDeallocationOpInterfaceExternalModels(registry);
  tensor::registerBufferizableOpInterfaceExternalModels(registry);
}
