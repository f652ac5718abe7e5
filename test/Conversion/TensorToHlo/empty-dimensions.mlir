// tensor.extract, tensor.insert and tensor.gather index a dimension of size
// 0: every index is out of bounds (upstream: undefined behaviour), and hlo
// has no slice of size 1 there to clamp to. Each is refused with an error
// at the op (it aborted the conversion, issue 17 item 11); the same ops on
// other dimensions of size 0, and the slices of such tensors, convert.
// RUN: xhlo-opt --convert-tensor-to-hlo --split-input-file --verify-diagnostics %s | FileCheck %s

func.func @extract(%t: tensor<0x3xf32>, %i: index) -> f32 {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{cannot convert 'tensor.extract' to hlo: every index is out of bounds: dimension 0 of the tensor (tensor<0x3xf32>) has size 0}}
  %e = tensor.extract %t[%c0, %i] : tensor<0x3xf32>
  return %e : f32
}

// -----

func.func @extract_constant(%t: tensor<3x0xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{cannot convert 'tensor.extract' to hlo: every index is out of bounds: dimension 1 of the tensor (tensor<3x0xi32>) has size 0}}
  %e = tensor.extract %t[%c0, %c0] : tensor<3x0xi32>
  return %e : i32
}

// -----

func.func @insert(%t: tensor<2x0xf32>, %i: index, %v: f32) -> tensor<2x0xf32> {
  // expected-error @+1 {{cannot convert 'tensor.insert' to hlo: every index is out of bounds: dimension 1 of the tensor (tensor<2x0xf32>) has size 0}}
  %r = tensor.insert %v into %t[%i, %i] : tensor<2x0xf32>
  return %r : tensor<2x0xf32>
}

// -----

func.func @insert_rank1(%t: tensor<0xf32>, %v: f32) -> tensor<0xf32> {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{cannot convert 'tensor.insert' to hlo: every index is out of bounds: dimension 0 of the tensor (tensor<0xf32>) has size 0}}
  %r = tensor.insert %v into %t[%c0] : tensor<0xf32>
  return %r : tensor<0xf32>
}

// -----

func.func @gather(%t: tensor<0x3xf32>, %i: tensor<2x1xindex>) -> tensor<2x1x3xf32> {
  // expected-error @+1 {{cannot convert 'tensor.gather' to hlo: every index is out of bounds: dimension 0 of the tensor (tensor<0x3xf32>) has size 0}}
  %g = tensor.gather %t[%i] gather_dims([0]) : (tensor<0x3xf32>, tensor<2x1xindex>) -> tensor<2x1x3xf32>
  return %g : tensor<2x1x3xf32>
}

// -----

// A gather whose empty dimension is not gathered has a result without
// elements, and converts; so do slices and pads of empty tensors.
// CHECK-LABEL: func.func @converts
// CHECK: hlo.gather {{.*}} slice_sizes = [1, 0]
// CHECK: hlo.dynamic_slice {{.*}} dynamic_slice_sizes = [2, 0]
// CHECK: hlo.pad
// CHECK-NOT: tensor.
func.func @converts(%t: tensor<4x0xf32>, %u: tensor<2x0xf32>, %i: tensor<2x1xindex>, %j: index, %v: f32) -> (tensor<2x1x0xf32>, tensor<2x0xf32>, tensor<4x0xf32>, tensor<6x0xf32>) {
  %g = tensor.gather %t[%i] gather_dims([0]) : (tensor<4x0xf32>, tensor<2x1xindex>) -> tensor<2x1x0xf32>
  %s = tensor.extract_slice %t[%j, 0] [2, 0] [1, 1] : tensor<4x0xf32> to tensor<2x0xf32>
  %r = tensor.insert_slice %u into %t[%j, 0] [2, 0] [1, 1] : tensor<2x0xf32> into tensor<4x0xf32>
  %p = tensor.pad %t low[1, 0] high[1, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<4x0xf32> to tensor<6x0xf32>
  return %g, %s, %r, %p : tensor<2x1x0xf32>, tensor<2x0xf32>, tensor<4x0xf32>, tensor<6x0xf32>
}
