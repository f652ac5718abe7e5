//===- XrtOps.td - The ops of the xrt dialect ------------ -*- tablegen -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The xrt ops: moving arrays between host and device, viewing raw
// allocations, compiling hlo computations, running them, and releasing what
// the device holds. Each op mirrors one XRT operation (hlo-formats.md 5.2).
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_XRT_IR_XRTOPS_TD
#define XHLO_DIALECT_XRT_IR_XRTOPS_TD

include "xhlo/Dialect/Hlo/IR/HloBase.td"
include "xhlo/Dialect/Xrt/IR/XrtBase.td"
include "xhlo/Dialect/Xrt/IR/XrtTypes.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

//===----------------------------------------------------------------------===//
// transfer_to_device
//===----------------------------------------------------------------------===//

def Xrt_TransferToDeviceOp : Xrt_Op<"transfer_to_device", [
    TypesMatchWith<"result is the array of the input's shape and element type",
                   "input", "result",
                   "::xhlo::xrt::getArrayTypeOrSelf($_self)">]> {
  let summary = "copy a host tensor into a new device array";
  let description = [{
    Allocates an array on the device and copies the tensor into it (XRT's
    `XRTAllocate` of a literal). The result is a new handle; release it with
    `xrt.release`.

    Constraints: (C1) the input is a statically shaped tensor of an XLA
    element type; (C2) the result has the input's shape and element type.

    ```mlir
    %a = xrt.transfer_to_device %t : tensor<2x3xf32>
    ```
  }];
  let arguments = (ins Hlo_Tensor:$input);
  let results = (outs Res<Xrt_ArrayType, "", [MemAlloc]>:$result);
  let assemblyFormat = "$input attr-dict `:` type($input)";
}

//===----------------------------------------------------------------------===//
// view
//===----------------------------------------------------------------------===//

def Xrt_ViewOp : Xrt_Op<"view", [Pure]> {
  let summary = "read a raw allocation as a typed array";
  let description = [{
    Gives the contents of a raw device allocation a shape and element type.
    The result designates the same device memory: releasing either releases
    the allocation. The runtime checks that the allocation holds an array of
    that shape and element type.

    Constraints: (C1) when the allocation's size is known, it is the array's
    size in bytes (pred taking one byte per element).

    ```mlir
    %a = xrt.view %raw : !xrt.allocation -> !xrt.array<2x3xf32>
    %b = xrt.view %sized : !xrt.allocation<24> -> !xrt.array<2x3xf32>
    ```
  }];
  let arguments = (ins Xrt_AllocationType:$allocation);
  let results = (outs Xrt_ArrayType:$result);
  let assemblyFormat = [{
    $allocation attr-dict `:` qualified(type($allocation)) `->`
    qualified(type($result))
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// compile
//===----------------------------------------------------------------------===//

def Xrt_CompileOp : Xrt_Op<"compile", [
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "compile an hlo computation for the device";
  let description = [{
    Compiles the `func.func` named `callee`, a computation made of `hlo` ops,
    for the device (XRT's `XRTCompile`, given the HloModuleProto that the
    exporter makes with `callee` as its entry). The result is a new handle;
    release it with `xrt.release_executable`.

    Constraints: (C1) `callee` names a `func.func` with a body in the nearest
    symbol table; (C2) every op in its body is an `hlo` op, but for the
    `func.return` that ends it; (C3) the executable's signature is the
    callee's function type with every tensor replaced by the array of the
    same shape and element type (and tuples by tuples of arrays).

    ```mlir
    func.func private @scale(%x: tensor<4xf32>) -> tensor<4xf32> {
      %y = hlo.add %x, %x : tensor<4xf32>
      return %y : tensor<4xf32>
    }
    %exe = xrt.compile @scale : !xrt.executable<(!xrt.array<4xf32>) -> !xrt.array<4xf32>>
    ```
  }];
  let arguments = (ins FlatSymbolRefAttr:$callee);
  let results = (outs Res<Xrt_ExecutableType, "", [MemAlloc]>:$executable);
  let assemblyFormat = "$callee attr-dict `:` qualified(type($executable))";
  let builders = [
    /// Compiles `callee`, whose type must map to a device signature.
    OpBuilder<(ins "::mlir::func::FuncOp":$callee)>,
  ];
  let extraClassDeclaration = [{
    /// The function this op compiles, or null when `callee` names none.
    ::mlir::func::FuncOp getCalleeFunc(
        ::mlir::SymbolTableCollection *symbolTable = nullptr);
  }];
}

//===----------------------------------------------------------------------===//
// execute
//===----------------------------------------------------------------------===//

def Xrt_ExecuteOp : Xrt_Op<"execute", [InferTypeOpAdaptor]> {
  let summary = "run a compiled computation on device arrays";
  let description = [{
    Runs the executable on the device arrays `args` and returns its results
    as new device arrays (XRT's `XRTExecute` with `return_exploded_tuple`:
    one handle per result). The arguments stay valid; release them and the
    results with `xrt.release`. The op has unknown side effects, since the
    computation may have some (rng state, outfeed).

    Constraints: (C1) the argument types are the executable's inputs, in
    order; (C2) the result types are its results. The types after the colon
    are the executable's signature.

    ```mlir
    %r = xrt.execute %exe(%a, %b) : (!xrt.array<2x3xf32>, !xrt.array<3xf32>) -> !xrt.array<2x3xf32>
    %p:2 = xrt.execute %exe2() : () -> (!xrt.array<i32>, !xrt.array<f32>)
    ```
  }];
  let arguments = (ins Xrt_ExecutableType:$executable,
                       Variadic<Xrt_DeviceValue>:$args);
  let results = (outs Variadic<Xrt_DeviceValue>:$results);
  let assemblyFormat = [{
    $executable `(` $args `)` attr-dict `:`
    custom<ExecuteSignature>(type($executable), type($args), type($results))
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// read
//===----------------------------------------------------------------------===//

def Xrt_ReadOp : Xrt_Op<"read", [
    TypesMatchWith<"result is the tensor of the array's shape and element "
                   "type", "array", "result",
                   "::xhlo::xrt::getTensorTypeOrSelf($_self)">]> {
  let summary = "copy a device array back into a host tensor";
  let description = [{
    Reads the contents of a device array into a host tensor (XRT's
    `XRTReadLiteral`). The array stays valid.

    Constraints: (C1) the result has the array's shape and element type.

    ```mlir
    %t = xrt.read %a : !xrt.array<2x3xf32>
    ```
  }];
  let arguments = (ins Arg<Xrt_ArrayType, "", [MemRead]>:$array);
  let results = (outs Hlo_Tensor:$result);
  let assemblyFormat = "$array attr-dict `:` qualified(type($array))";
}

//===----------------------------------------------------------------------===//
// release, release_executable
//===----------------------------------------------------------------------===//

def Xrt_ReleaseOp : Xrt_Op<"release"> {
  let summary = "free device arrays";
  let description = [{
    Frees the device memory of each operand (XRT's
    `XRTReleaseAllocationHandle`); the handles must not be used afterwards.
    A tuple releases all its arrays.

    Constraints: (C1) there is at least one operand; (C2) no value appears
    twice.

    ```mlir
    xrt.release %a, %b : !xrt.array<2x3xf32>, !xrt.array<3xf32>
    ```
  }];
  let arguments = (ins Arg<Variadic<Xrt_DeviceValue>, "", [MemFree]>:$arrays);
  let assemblyFormat = "$arrays attr-dict `:` type($arrays)";
  let hasVerifier = 1;
}

def Xrt_ReleaseExecutableOp : Xrt_Op<"release_executable"> {
  let summary = "free a compiled computation";
  let description = [{
    Frees the executable (XRT's `XRTReleaseCompilationHandle`); it must not
    be used afterwards.

    ```mlir
    xrt.release_executable %exe : !xrt.executable<(!xrt.array<4xf32>) -> !xrt.array<4xf32>>
    ```
  }];
  let arguments = (ins Arg<Xrt_ExecutableType, "", [MemFree]>:$executable);
  let assemblyFormat = [{
    $executable attr-dict `:` qualified(type($executable))
  }];
}

#endif // XHLO_DIALECT_XRT_IR_XRTOPS_TD
