// The linalg and affine pipelines refuse an element access of a tensor or
// memref with a dimension of size 0 with an error at the access (issue 17
// item 11: the conversion aborted).
// RUN: not xhlo-opt --xhlo-linalg-to-hlo %s 2>&1 | FileCheck %s --check-prefixes=CHECK,LINALG
// RUN: not xhlo-opt --xhlo-affine-to-hlo %s 2>&1 | FileCheck %s --check-prefixes=CHECK,AFFINE

// CHECK: empty-dimensions.mlir:[[# @LINE + 3]]:8: error: 'tensor.extract' was not converted to hlo: every index is out of bounds: dimension 0 of the tensor (tensor<0x3xf32>) has size 0
func.func @extract(%t: tensor<0x3xf32>, %i: index) -> f32 {
  %c0 = arith.constant 0 : index
  %e = tensor.extract %t[%c0, %i] : tensor<0x3xf32>
  return %e : f32
}

// CHECK: empty-dimensions.mlir:[[# @LINE + 2]]:8: error: 'tensor.insert' was not converted to hlo: every index is out of bounds: dimension 1 of the tensor (tensor<2x0xf32>) has size 0
func.func @insert(%t: tensor<2x0xf32>, %i: index, %v: f32) -> tensor<2x0xf32> {
  %r = tensor.insert %v into %t[%i, %i] : tensor<2x0xf32>
  return %r : tensor<2x0xf32>
}

// The affine pipeline makes an affine load from a memref without elements
// such an extract (the linalg pipeline takes no memrefs).
// AFFINE: empty-dimensions.mlir:[[# @LINE + 4]]:10: error: 'tensor.extract' was not converted to hlo: every index is out of bounds: dimension 0 of the tensor (tensor<0x3xf32>) has size 0
// LINALG: empty-dimensions.mlir:[[# @LINE + 2]]:3: error: 'affine.for' was not converted to hlo
func.func @affine_load(%m: memref<0x3xf32>, %out: memref<3xf32>) {
  affine.for %i = 0 to 3 {
    %v = affine.load %m[0, %i] : memref<0x3xf32>
    affine.store %v, %out[%i] : memref<3xf32>
  }
  return
}
