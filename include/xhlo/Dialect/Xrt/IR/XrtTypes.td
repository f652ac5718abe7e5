//===- XrtTypes.td - Device arrays, allocations, executables -*- tablegen -*-//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The types of the xrt dialect: a typed device array, a raw allocation and a
// compiled executable, and the ODS constraints the ops use on them.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_XRT_IR_XRTTYPES_TD
#define XHLO_DIALECT_XRT_IR_XRTTYPES_TD

include "xhlo/Dialect/Xrt/IR/XrtBase.td"
include "mlir/IR/AttrTypeBase.td"

class Xrt_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<Xrt_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

//===----------------------------------------------------------------------===//
// ArrayType
//===----------------------------------------------------------------------===//

def Xrt_ArrayType : Xrt_Type<"Array", "array"> {
  let summary = "an XLA array held by the device";
  let description = [{
    A handle to an array in device memory: its static shape and XLA element
    type (`i1` is pred, signless `i8`..`i64` are s8..s64, `ui8`..`ui64`,
    `f16`, `bf16`, `f32`, `f64`, 8-bit floats, `complex<f32|f64>`), as the
    type of a statically shaped `tensor` spells them. Its host counterpart is
    that tensor: `xrt.transfer_to_device` makes an array from it and
    `xrt.read` gives it back. A builtin `tuple` of arrays (nested) is a
    device tuple.

    Constraints: every dimension is non-negative, the element type is one of
    XLA's, and the array's size in bytes fits in int64.

    ```mlir
    !xrt.array<2x3xf32>
    !xrt.array<i1>
    tuple<!xrt.array<4xbf16>, !xrt.array<ui8>>
    ```
  }];
  let parameters = (ins ArrayRefParameter<"int64_t", "dimensions">:$shape,
                        "::mlir::Type":$elementType);
  let assemblyFormat = "`<` custom<XrtShape>($shape, $elementType) `>`";
  let genVerifyDecl = 1;
  let builders = [
    TypeBuilderWithInferredContext<(ins "::mlir::RankedTensorType":$tensor), [{
      return $_get(tensor.getContext(), tensor.getShape(),
                   tensor.getElementType());
    }]>,
  ];
  let extraClassDeclaration = [{
    /// The host tensor type of the same shape and element type.
    ::mlir::RankedTensorType getTensorType() const;
    /// The array's size in bytes as XLA stores it (pred takes a byte).
    int64_t getSizeInBytes() const;
  }];
}

//===----------------------------------------------------------------------===//
// AllocationType
//===----------------------------------------------------------------------===//

def Xrt_AllocationType : Xrt_Type<"Allocation", "allocation"> {
  let summary = "a raw device allocation";
  let description = [{
    A handle to device memory whose contents have no type yet, such as an
    allocation handed over by another program; `xrt.view` reads it as an
    array. The optional parameter is its size in bytes; when it is known,
    `xrt.view` checks that the array fills it exactly.

    ```mlir
    !xrt.allocation
    !xrt.allocation<24>
    ```
  }];
  let parameters = (ins OptionalParameter<"std::optional<int64_t>",
                                          "size in bytes">:$sizeInBytes);
  let assemblyFormat = "(`<` $sizeInBytes^ `>`)?";
  let genVerifyDecl = 1;
}

//===----------------------------------------------------------------------===//
// ExecutableType
//===----------------------------------------------------------------------===//

def Xrt_ExecutableType : Xrt_Type<"Executable", "executable"> {
  let summary = "a computation compiled for the device";
  let description = [{
    A handle to a compiled computation. Its parameter is the signature of the
    computation on the device: the device values (arrays and tuples of
    arrays) it takes and returns. `xrt.compile` makes it from a `func.func`
    whose type is that signature with every array replaced by its tensor;
    `xrt.execute` checks its arguments and results against it.

    Constraints: every input and result is an `!xrt.array` or a (nested)
    tuple of them.

    ```mlir
    !xrt.executable<(!xrt.array<2x3xf32>, !xrt.array<3xf32>) -> !xrt.array<2x3xf32>>
    !xrt.executable<() -> (!xrt.array<i32>, tuple<!xrt.array<2xf32>>)>
    ```
  }];
  let parameters = (ins "::mlir::FunctionType":$signature);
  let assemblyFormat = "`<` $signature `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The device values the computation takes.
    ::llvm::ArrayRef<::mlir::Type> getInputs() const {
      return getSignature().getInputs();
    }
    /// The device values the computation returns.
    ::llvm::ArrayRef<::mlir::Type> getResults() const {
      return getSignature().getResults();
    }
  }];
}

//===----------------------------------------------------------------------===//
// Constraints
//===----------------------------------------------------------------------===//

/// What a device computation takes and returns: an array or a tuple of them.
def Xrt_DeviceValue
    : Type<CPred<"::xhlo::xrt::isDeviceValueType($_self)">,
           "device value (device array or nested tuple of device arrays)">;

#endif // XHLO_DIALECT_XRT_IR_XRTTYPES_TD
