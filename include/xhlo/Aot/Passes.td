//===- Passes.td - Passes of ahead-of-time compilation -----*- tablegen -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The passes xhlo-aot runs after bufferization, besides upstream's.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_AOT_PASSES
#define XHLO_AOT_PASSES

include "mlir/Pass/PassBase.td"

def ConvertLinalgToAotRuntimePass
    : Pass<"convert-linalg-to-aot-runtime", "mlir::ModuleOp"> {
  let summary = "Call xhlo's AOT runtime (OpenBLAS) for matrix products on "
                "memrefs";
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
  let statistics = [
    Statistic<"numCalls", "num-calls", "matrix products made runtime calls">,
  ];
}

#endif // XHLO_AOT_PASSES
