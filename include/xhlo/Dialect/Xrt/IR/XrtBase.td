//===- XrtBase.td - The xrt dialect and its base op class -*- tablegen -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The xrt dialect definition and the base class of every xrt op. The types
// live in XrtTypes.td, the ops in XrtOps.td, and Xrt.td includes them all.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_XRT_IR_XRTBASE_TD
#define XHLO_DIALECT_XRT_IR_XRTBASE_TD

include "mlir/IR/OpBase.td"

def Xrt_Dialect : Dialect {
  let name = "xrt";
  let cppNamespace = "::xhlo::xrt";
  let summary = "Host programs that drive a device through XRT";
  let description = [{
    The `xrt` dialect is the host side of an offloaded program: it moves
    tensors to and from a device, compiles `hlo` computations for it and runs
    them there, as TensorFlow's XLA runtime (XRT) does. Device memory is held
    by handles whose types say what they hold, as the `XRTArray{T, Shape, N}`
    of the paper this project grows from:

    - `!xrt.array<2x3xf32>` is an XLA array on the device, with its static
      shape and XLA element type (a builtin `tuple` of arrays is a device
      tuple);
    - `!xrt.allocation` is a raw device allocation whose contents are not
      typed yet (`!xrt.allocation<24>` knows its size in bytes);
    - `!xrt.executable<(...) -> (...)>` is a compiled computation, typed by
      the device values it takes and returns.

    A computation is a `func.func` of `hlo` ops named by `xrt.compile`; its
    executable's signature is the function's type with each tensor replaced
    by the array of the same shape and element type. Every op checks its
    types against the executable it uses, so a program that verifies moves
    only arrays of the right shapes. `convert-hlo-to-xrt` produces this
    dialect from functions that mix host ops and `hlo` ops; `convert-xrt-to-llvm`
    lowers it to calls of the runtime's C API, which runs it on a `Device`:
    the in-process interpreter or a remote `xhlo-server`.

    ```mlir
    func.func private @add(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
      %s = hlo.add %a, %b : tensor<4xf32>
      return %s : tensor<4xf32>
    }
    func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
      %exe = xrt.compile @add : !xrt.executable<(!xrt.array<4xf32>, !xrt.array<4xf32>) -> !xrt.array<4xf32>>
      %a = xrt.transfer_to_device %x : tensor<4xf32>
      %s = xrt.execute %exe(%a, %a) : (!xrt.array<4xf32>, !xrt.array<4xf32>) -> !xrt.array<4xf32>
      xrt.release_executable %exe : !xrt.executable<(!xrt.array<4xf32>, !xrt.array<4xf32>) -> !xrt.array<4xf32>>
      xrt.release %a : !xrt.array<4xf32>
      %r = xrt.read %s : !xrt.array<4xf32>
      xrt.release %s : !xrt.array<4xf32>
      return %r : tensor<4xf32>
    }
    ```
  }];
  let dependentDialects = ["::xhlo::hlo::HloDialect"];
  let useDefaultTypePrinterParser = 1;
  // The dialect has no attributes, so no attribute parser to generate.
  let useDefaultAttributePrinterParser = 0;
  let extraClassDeclaration = [{
  private:
    /// Registers the types of XrtTypes.td.
    void registerTypes();
  public:
  }];
}

class Xrt_Op<string mnemonic, list<Trait> traits = []>
    : Op<Xrt_Dialect, mnemonic, traits>;

#endif // XHLO_DIALECT_XRT_IR_XRTBASE_TD
