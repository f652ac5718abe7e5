//===- Passes.td - Passes of ahead-of-time compilation -----*- tablegen -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The passes xhlo-aot runs besides upstream's: one on hlo before the
// lowering, the others after bufferization.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_AOT_PASSES
#define XHLO_AOT_PASSES

include "mlir/Pass/PassBase.td"

def ConvertLinalgToAotRuntimePass
    : Pass<"convert-linalg-to-aot-runtime", "mlir::ModuleOp"> {
  let summary = "Call xhlo's AOT runtime (OpenBLAS, oneDNN) for matrix "
                "products and marked convolutions on memrefs";
  let description = [{
    Rewrites each `linalg.matmul` and `linalg.batch_matmul` on memrefs
    (after bufferization) whose three operands are all f32 or all f64 into
    a call of the runtime's `xhlo_aot_matmul_<type>` or
    `xhlo_aot_batch_matmul_<type>` (`AotRuntime.h`, OpenBLAS's gemm), which
    computes the same `C += A * B` on memrefs of any strides. The operands
    are cast to fully dynamic strided memrefs and the functions are declared
    with `llvm.emit_c_interface`, so that the call passes memref
    descriptors. Other element types, and the ops on tensors, are left to
    the loops.

    The `linalg.generic`s convert-hlo-to-linalg marks with
    `xhlo.aot_convolution` (its option `runtime-convolutions`: f32
    convolutions, the attribute holding the dimension numbers and window in
    the runtime's configuration layout) become calls of
    `xhlo_aot_convolution_f32` (oneDNN) on unranked memrefs, the
    configuration a constant `memref.global`, when their maps, loops and
    multiply-add body are still those the configuration describes. When the
    output's zero fill comes just before, it is dropped and the runtime
    overwrites the output; otherwise it accumulates, as the generic does.
    An overwriting convolution whose result only an elementwise generic
    right after reads (only views, allocations and constants between them),
    adding a bias along the feature dimension and possibly taking
    `arith.maximumf` with +0.0, becomes one call of
    `xhlo_aot_convolution_bias_f32` writing that generic's output, when the
    output cannot overlap the convolution's operands (allocated in the
    function, or an argument marked `xhlo.aot_result`, which the pass
    removes). Runs before the buffer plan (`aot-plan-buffers`). With
    `direct-convolutions` the calls ask for oneDNN's direct algorithm only
    (the configuration's mode 2; xhlo-aot --precise-math), never the
    Winograd kernels ConvolutionAlgorithm.h's rule would pick.

    Before:

    ```mlir
    linalg.matmul ins(%a, %b : memref<64x784xf32>, memref<784x256xf32>)
                  outs(%c : memref<64x256xf32>)
    ```

    After:

    ```mlir
    %0 = memref.cast %a : memref<64x784xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    %1 = memref.cast %b : memref<784x256xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    %2 = memref.cast %c : memref<64x256xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    call @xhlo_aot_matmul_f32(%0, %1, %2) : (...) -> ()
    ```
  }];
  let dependentDialects = [
    "::mlir::func::FuncDialect",
    "::mlir::memref::MemRefDialect",
  ];
  let options = [
    Option<"directConvolutions", "direct-convolutions", "bool", "false",
           "Convolutions on oneDNN's direct algorithm only, never its "
           "Winograd kernels (which differ by up to ~1e-5 relative)">,
  ];
  let statistics = [
    Statistic<"numCalls", "num-calls", "matrix products made runtime calls">,
    Statistic<"numConvolutions", "num-convolutions",
              "convolutions made runtime calls">,
  ];
}

def AotPlanBuffersPass : Pass<"aot-plan-buffers", "mlir::ModuleOp"> {
  let summary = "Place the static temporaries of public functions in one "
                "scratch argument, sharing memory between disjoint lifetimes";
  let description = [{
    A static buffer plan, as XLA's buffer assignment makes for its CPU
    AOT compiler: runs after one-shot bufferization and before the
    ownership-based deallocation. In each public function with a body, the
    `memref.alloc`s of static shape and identity layout whose buffers
    (followed through every op that returns a memref from them: subviews,
    casts, reshapes, views) do not escape (no `func.return`, `scf.yield`,
    branch or region-carried use, no call returning a memref) and that
    are nested only in `scf.for`, `scf.while`, `scf.if`,
    `scf.index_switch` or single-block `scf.execute_region` (a buffer in a
    loop body lives within one iteration; not in parallel loops, whose
    iterations would share it) are planned.

    A buffer is live from its alloc to its last use; a use in a nested
    region counts as a use by the region's op in the alloc's block (a
    buffer used in a loop lives through the whole loop). Buffers are
    placed largest first at the best-fitting offset that no buffer
    live at the same time occupies, each rounded up to 64 bytes and at an
    offset that is a multiple of 64 (XLA's "global decreasing size best
    fit" heap). The function gets a last argument `memref<Nxi8>` (N the
    peak, a multiple of 64; none when nothing is planned) and each planned
    alloc becomes a `memref.view` into it at its offset. The rest keep
    allocating. The function records the plan in the attribute
    `xhlo.buffer_plan = {scratch_bytes, buffers, buffer_bytes,
    allocating}`: the scratch's size, the planned buffers, their bytes
    before sharing, and the allocs left.

    Before:

    ```mlir
    func.func @f(%x: memref<64xf32>, %y: memref<64xf32>) {
      %a = memref.alloc() {alignment = 64 : i64} : memref<64xf32>
      linalg.copy ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
      %b = memref.alloc() {alignment = 64 : i64} : memref<64xf32>
      linalg.copy ins(%a : memref<64xf32>) outs(%b : memref<64xf32>)
      %c = memref.alloc() {alignment = 64 : i64} : memref<64xf32>
      linalg.copy ins(%b : memref<64xf32>) outs(%c : memref<64xf32>)
      linalg.copy ins(%c : memref<64xf32>) outs(%y : memref<64xf32>)
      return
    }
    ```

    After (`%a` and `%c` share bytes 0-255):

    ```mlir
    func.func @f(%x: memref<64xf32>, %y: memref<64xf32>,
                 %scratch: memref<512xi8>) attributes {xhlo.buffer_plan = {
        allocating = 0 : i64, buffer_bytes = 768 : i64, buffers = 3 : i64,
        scratch_bytes = 512 : i64}} {
      %c0 = arith.constant 0 : index
      %a = memref.view %scratch[%c0][] : memref<512xi8> to memref<64xf32>
      ...
      %c256 = arith.constant 256 : index
      %b = memref.view %scratch[%c256][] : memref<512xi8> to memref<64xf32>
      ...
      %c = memref.view %scratch[%c0][] : memref<512xi8> to memref<64xf32>
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::memref::MemRefDialect",
  ];
  let statistics = [
    Statistic<"numPlanned", "num-planned", "allocs placed in the scratch">,
    Statistic<"numAllocating", "num-allocating", "allocs left allocating">,
  ];
}

def AotCheckAllocationsPass : Pass<"aot-check-allocations",
                                   "mlir::ModuleOp"> {
  let summary = "Return from compiled functions as soon as an allocation "
                "or a runtime call fails";
  let description = [{
    Runs on the LLVM dialect (after the lowering of xhlo-aot): in every
    function that calls the allocation functions of MLIR's generic memref
    lowering (`_mlir_memref_to_llvm_alloc`, `_aligned_alloc`; the AOT
    runtime's return null after recording the failure in the thread's
    current call), the runtime's oneDNN convolution
    (`_mlir_ciface_xhlo_aot_convolution_f32`, which records
    `XHLO_AOT_LIBRARY_FAILURE` when oneDNN fails a convolution it had
    accepted) or, to a fixed point, a function of the module that does,
    each such call is followed by a test (a null pointer; for the
    convolution and a function of the module, `xhlo_aot_call_status()` not
    0) and a branch
    (weights 1:2000) to one block that returns (a poison value of the
    result type, or nothing). The C function then ends the call
    (`xhlo_aot_end_call`), which frees the buffers still allocated and
    returns the status. Functions without such calls are left alone.

    Before:

    ```mlir
    %p = llvm.call @_mlir_memref_to_llvm_alloc(%size) : (i64) -> !llvm.ptr
    llvm.store %v, %p : f32, !llvm.ptr
    ```

    After:

    ```mlir
    %p = llvm.call @_mlir_memref_to_llvm_alloc(%size) : (i64) -> !llvm.ptr
    %null = llvm.mlir.zero : !llvm.ptr
    %failed = llvm.icmp "eq" %p, %null : !llvm.ptr
    llvm.cond_br %failed weights([1, 2000]), ^failure, ^next
  ^next:
    llvm.store %v, %p : f32, !llvm.ptr
    ...
  ^failure:
    llvm.return
    ```
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
  let statistics = [
    Statistic<"numChecks", "num-checks", "calls followed by a test">,
  ];
}

def AotChannelsLastConvolutionsPass
    : Pass<"aot-channels-last-convolutions", "mlir::ModuleOp"> {
  let summary = "Give f32 hlo convolutions channels-last operands and keep "
                "the activations between them so";
  let description = [{
    Runs on hlo, before convert-hlo-to-linalg (xhlo-aot runs it). Each f32
    `hlo.convolution` of 1 to 3 spatial dimensions (batch_group_count 1)
    whose input or output is not `[batch, spatial..., feature]` becomes a
    transpose of its input, the convolution on that layout (the kernel
    keeps its own) and a transpose of its result back. Transposes then sink
    through elementwise hlo ops (whose other operands are transposes of the
    same permutation, splat constants or broadcasts, rewritten for the
    untransposed layout) and single-input `hlo.reduce_window`s (their window
    lists permuted; only when the dimensions with windows larger than 1 keep
    their order, so each window is folded in the same order), and a
    transpose of a transpose composes (the identity goes away). A transpose
    sinks only past its single use.

    On VGG19 (NCHW) the result is one transpose of the image, channels-last
    activations from the first convolution to the last max-pool (bias,
    ReLU and pool included) and one transpose before the flattening
    reshape. The runtime's oneDNN convolution then runs its direct
    implementation on the activations as they are (`brgconv`, reordering
    only the kernel) instead of its gemm convolution on channels-first
    ones, which copies the input's patches first.

    Before:

    ```mlir
    %c = hlo.convolution %x, %w, window = <size = [3, 3]>,
        dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>
        : (tensor<1x64x56x56xf32>, tensor<64x64x3x3xf32>) -> tensor<1x64x54x54xf32>
    ```

    After:

    ```mlir
    %t = hlo.transpose %x, dimensions = [0, 2, 3, 1]
        : (tensor<1x64x56x56xf32>) -> tensor<1x56x56x64xf32>
    %c = hlo.convolution %t, %w, window = <size = [3, 3]>,
        dim_labels = <[b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f]>
        : (tensor<1x56x56x64xf32>, tensor<64x64x3x3xf32>) -> tensor<1x54x54x64xf32>
    %r = hlo.transpose %c, dimensions = [0, 3, 1, 2]
        : (tensor<1x54x54x64xf32>) -> tensor<1x64x54x54xf32>
    ```
  }];
}

def AotConvolutionChainsPass
    : Pass<"aot-convolution-chains", "mlir::ModuleOp"> {
  let summary = "Run chains of f32 convolutions (with their bias, ReLU and "
                "max-pool) as calls of the AOT runtime that keep the "
                "activations in oneDNN's layouts";
  let description = [{
    Runs on hlo, before aot-channels-last-convolutions and
    convert-hlo-to-linalg (xhlo-aot runs it). A stage is an f32
    `hlo.convolution` with two spatial dimensions, one feature and batch
    group, non-negative padding, no base dilation and no window reversal,
    followed by what only the value before reads: an `hlo.add` of an
    `hlo.broadcast` of one f32 per output feature (a bias), an
    `hlo.maximum` with a splat +0.0 (a ReLU), an `hlo.reduce_window` of
    `hlo.maximum` with a splat init whose windows are 1 in the batch and
    feature dimensions and neither pad nor dilate (a max-pool). A chain is
    stages each reading the value of the one before as its input, with the
    same batch, feature and spatial dimensions the one before wrote: two
    stages or more, or one with a pool.

    Each stage becomes a call of `xhlo_aot_convolution_stage_f32`
    (`AotRuntime.h`) with its configuration as a constant `memref.global`.
    The values between stages are buffers of the runtime's (a header and
    the activation in the layout oneDNN chose, e.g. nChw16c), which the
    compiled code allocates and never reads: the chain reorders only its
    first input and last result, where separate convolutions reorder every
    activation in and out and run the bias, ReLU, padding and pool as loops
    of their own. The chain's input, kernels and biases enter through
    `bufferization.to_memref` (read only), its result leaves through a
    restricted `bufferization.to_tensor` of a new buffer. On VGG19 the
    sixteen convolutions and five pools are one chain. With
    `direct-convolutions` the stages ask for oneDNN's direct algorithm
    only (the configuration's mode 2), never its Winograd kernels.

    Before:

    ```mlir
    %c = hlo.convolution %x, %k1, window = <size = [3, 3], pad_low = [1, 1], pad_high = [1, 1]>,
        dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>
        : (tensor<1x16x8x8xf32>, tensor<32x16x3x3xf32>) -> tensor<1x32x8x8xf32>
    %r = hlo.maximum %c, %zeros : tensor<1x32x8x8xf32>
    %d = hlo.convolution %r, %k2, ... -> tensor<1x32x8x8xf32>
    ```

    After (casts elided):

    ```mlir
    %x0 = bufferization.to_memref %x read_only : memref<1x16x8x8xf32, strided<[?, ?, ?, ?], offset: ?>>
    %k0 = bufferization.to_memref %k1 read_only : memref<32x16x3x3xf32, strided<[?, ?, ?, ?], offset: ?>>
    %b = memref.alloc() {alignment = 64 : i64} : memref<2064xf32>
    call @xhlo_aot_convolution_stage_f32(%x0, %k0, %no_bias, %b, %config)
    ...
    %out = memref.alloc() {alignment = 64 : i64} : memref<1x32x8x8xf32>
    call @xhlo_aot_convolution_stage_f32(%b, %k, %no_bias, %out, %config_1)
    %d = bufferization.to_tensor %out restrict writable : memref<1x32x8x8xf32>
    ```
  }];
  let dependentDialects = [
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::func::FuncDialect",
    "::mlir::memref::MemRefDialect"
  ];
  let options = [
    Option<"directConvolutions", "direct-convolutions", "bool", "false",
           "Stages on oneDNN's direct algorithm only, never its Winograd "
           "kernels (which differ by up to ~1e-5 relative)">,
  ];
}

#endif // XHLO_AOT_PASSES
