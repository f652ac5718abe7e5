// Every shape op parses, verifies and prints back identically, in its custom
// form and in the generic form.
// RUN: xhlo-opt --verify-roundtrip --split-input-file %s | FileCheck %s
// RUN: xhlo-opt --mlir-print-op-generic --split-input-file %s | xhlo-opt --verify-roundtrip --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @broadcast
func.func @broadcast(%x: tensor<3xf32>, %s: tensor<i32>, %m: tensor<2x3xi1>) {
  // CHECK: hlo.broadcast %{{.*}}, dimensions = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  %0 = hlo.broadcast %x, dimensions = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  // CHECK: hlo.broadcast %{{.*}}, dimensions = [] : (tensor<i32>) -> tensor<4x5xi32>
  %1 = hlo.broadcast %s, dimensions = [] : (tensor<i32>) -> tensor<4x5xi32>
  // A broadcast may also transpose: operand dimension 0 goes to result 2.
  // CHECK: hlo.broadcast %{{.*}}, dimensions = [2, 0] : (tensor<2x3xi1>) -> tensor<3x4x2xi1>
  %2 = hlo.broadcast %m, dimensions = [2, 0] : (tensor<2x3xi1>) -> tensor<3x4x2xi1>
  // CHECK: hlo.broadcast %{{.*}}, dimensions = [0] : (tensor<3xf32>) -> tensor<3xf32>
  %3 = hlo.broadcast %x, dimensions = [0] : (tensor<3xf32>) -> tensor<3xf32>
  return
}

// -----

// CHECK-LABEL: func.func @reshape
func.func @reshape(%x: tensor<2x3xf32>, %s: tensor<1x1xui8>, %e: tensor<0x4xf32>) {
  // CHECK: hlo.reshape %{{.*}} : (tensor<2x3xf32>) -> tensor<6xf32>
  %0 = hlo.reshape %x : (tensor<2x3xf32>) -> tensor<6xf32>
  // CHECK: hlo.reshape %{{.*}} : (tensor<2x3xf32>) -> tensor<3x1x2xf32>
  %1 = hlo.reshape %x : (tensor<2x3xf32>) -> tensor<3x1x2xf32>
  // CHECK: hlo.reshape %{{.*}} : (tensor<1x1xui8>) -> tensor<ui8>
  %2 = hlo.reshape %s : (tensor<1x1xui8>) -> tensor<ui8>
  // CHECK: hlo.reshape %{{.*}} : (tensor<0x4xf32>) -> tensor<2x0xf32>
  %3 = hlo.reshape %e : (tensor<0x4xf32>) -> tensor<2x0xf32>
  return
}

// -----

// CHECK-LABEL: func.func @transpose
func.func @transpose(%x: tensor<2x3x4xf32>, %s: tensor<i64>) {
  // CHECK: hlo.transpose %{{.*}}, dimensions = [2, 0, 1] : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
  %0 = hlo.transpose %x, dimensions = [2, 0, 1] : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
  // CHECK: hlo.transpose %{{.*}}, dimensions = [1, 2, 0] : (tensor<2x3x4xf32>) -> tensor<3x4x2xf32>
  %1 = hlo.transpose %x, dimensions = [1, 2, 0] : (tensor<2x3x4xf32>) -> tensor<3x4x2xf32>
  // CHECK: hlo.transpose %{{.*}}, dimensions = [0, 1, 2] : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %2 = hlo.transpose %x, dimensions = [0, 1, 2] : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  // CHECK: hlo.transpose %{{.*}}, dimensions = [] : (tensor<i64>) -> tensor<i64>
  %3 = hlo.transpose %s, dimensions = [] : (tensor<i64>) -> tensor<i64>
  return
}

// -----

// CHECK-LABEL: func.func @slice
func.func @slice(%x: tensor<3x8xf32>, %s: tensor<complex<f32>>) {
  // CHECK: hlo.slice %{{.*}}, slice = [0:2, 1:8:3] : (tensor<3x8xf32>) -> tensor<2x3xf32>
  %0 = hlo.slice %x, slice = [0:2, 1:8:3] : (tensor<3x8xf32>) -> tensor<2x3xf32>
  // CHECK: hlo.slice %{{.*}}, slice = [0:3, 0:8] : (tensor<3x8xf32>) -> tensor<3x8xf32>
  %1 = hlo.slice %x, slice = [0:3, 0:8:1] : (tensor<3x8xf32>) -> tensor<3x8xf32>
  // CHECK: hlo.slice %{{.*}}, slice = [3:3, 2:2] : (tensor<3x8xf32>) -> tensor<0x0xf32>
  %2 = hlo.slice %x, slice = [3:3, 2:2] : (tensor<3x8xf32>) -> tensor<0x0xf32>
  // CHECK: hlo.slice %{{.*}}, slice = [2:3:5, 7:8:100] : (tensor<3x8xf32>) -> tensor<1x1xf32>
  %3 = hlo.slice %x, slice = [2:3:5, 7:8:100] : (tensor<3x8xf32>) -> tensor<1x1xf32>
  // CHECK: hlo.slice %{{.*}}, slice = [] : (tensor<complex<f32>>) -> tensor<complex<f32>>
  %4 = hlo.slice %s, slice = [] : (tensor<complex<f32>>) -> tensor<complex<f32>>
  return
}

// -----

// CHECK-LABEL: func.func @concatenate
func.func @concatenate(%a: tensor<2x3xf32>, %b: tensor<1x3xf32>, %c: tensor<2x5xf32>, %e: tensor<0x3xf32>) {
  // CHECK: hlo.concatenate %{{.*}}, %{{.*}}, dimension = 0 : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<3x3xf32>
  %0 = hlo.concatenate %a, %b, dimension = 0 : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<3x3xf32>
  // CHECK: hlo.concatenate %{{.*}}, %{{.*}}, %{{.*}}, dimension = 1 : (tensor<2x3xf32>, tensor<2x5xf32>, tensor<2x3xf32>) -> tensor<2x11xf32>
  %1 = hlo.concatenate %a, %c, %a, dimension = 1 : (tensor<2x3xf32>, tensor<2x5xf32>, tensor<2x3xf32>) -> tensor<2x11xf32>
  // CHECK: hlo.concatenate %{{.*}}, dimension = 0 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = hlo.concatenate %a, dimension = 0 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK: hlo.concatenate %{{.*}}, %{{.*}}, dimension = 0 : (tensor<0x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
  %3 = hlo.concatenate %e, %b, dimension = 0 : (tensor<0x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
  return
}

// -----

// CHECK-LABEL: func.func @pad
func.func @pad(%x: tensor<2x3xf32>, %v: tensor<f32>, %i: tensor<4xi8>, %iv: tensor<i8>) {
  // CHECK: hlo.pad %{{.*}}, %{{.*}}, low = [0, 1], high = [0, 2], interior = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x8xf32>
  %0 = hlo.pad %x, %v, low = [0, 1], high = [0, 2], interior = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x8xf32>
  // Without interior padding the interior entry is left out.
  // CHECK: hlo.pad %{{.*}}, %{{.*}}, low = [1, 1], high = [1, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<4x5xf32>
  %1 = hlo.pad %x, %v, low = [1, 1], high = [1, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<4x5xf32>
  // Negative edge padding removes elements.
  // CHECK: hlo.pad %{{.*}}, %{{.*}}, low = [-1], high = [-2], interior = [2] : (tensor<4xi8>, tensor<i8>) -> tensor<7xi8>
  %2 = hlo.pad %i, %iv, low = [-1], high = [-2], interior = [2] : (tensor<4xi8>, tensor<i8>) -> tensor<7xi8>
  // CHECK: hlo.pad %{{.*}}, %{{.*}}, low = [-4], high = [0] : (tensor<4xi8>, tensor<i8>) -> tensor<0xi8>
  %3 = hlo.pad %i, %iv, low = [-4], high = [0] : (tensor<4xi8>, tensor<i8>) -> tensor<0xi8>
  return
}

// -----

// CHECK-LABEL: func.func @reverse
func.func @reverse(%x: tensor<2x3xf32>, %b: tensor<4xi1>) {
  // CHECK: hlo.reverse %{{.*}}, dimensions = [0, 1] : tensor<2x3xf32>
  %0 = hlo.reverse %x, dimensions = [0, 1] : tensor<2x3xf32>
  // CHECK: hlo.reverse %{{.*}}, dimensions = [1] : tensor<2x3xf32>
  %1 = hlo.reverse %x, dimensions = [1] : tensor<2x3xf32>
  // CHECK: hlo.reverse %{{.*}}, dimensions = [] : tensor<4xi1>
  %2 = hlo.reverse %b, dimensions = [] : tensor<4xi1>
  return
}

// -----

// CHECK-LABEL: func.func @iota
func.func @iota() {
  // CHECK: hlo.iota iota_dimension = 0 : tensor<4xi32>
  %0 = hlo.iota iota_dimension = 0 : tensor<4xi32>
  // CHECK: hlo.iota iota_dimension = 1 : tensor<2x4xf32>
  %1 = hlo.iota iota_dimension = 1 : tensor<2x4xf32>
  // CHECK: hlo.iota iota_dimension = 0 : tensor<3xui8>
  %2 = hlo.iota iota_dimension = 0 : tensor<3xui8>
  // CHECK: hlo.iota iota_dimension = 2 : tensor<1x2x3xcomplex<f64>>
  %3 = hlo.iota iota_dimension = 2 : tensor<1x2x3xcomplex<f64>>
  return
}

// -----

// CHECK-LABEL: func.func @copy
func.func @copy(%x: tensor<2x3xf32>, %t: tuple<tensor<2xi32>, !hlo.token>, %k: !hlo.token) {
  // CHECK: hlo.copy %{{.*}} : tensor<2x3xf32>
  %0 = hlo.copy %x : tensor<2x3xf32>
  // CHECK: hlo.copy %{{.*}} : tuple<tensor<2xi32>, !hlo.token>
  %1 = hlo.copy %t : tuple<tensor<2xi32>, !hlo.token>
  // CHECK: hlo.copy %{{.*}} : !hlo.token
  %2 = hlo.copy %k : !hlo.token
  return
}

// -----

// CHECK-LABEL: func.func @get_dimension_size
func.func @get_dimension_size(%x: tensor<2x3xf32>) -> tensor<i32> {
  // CHECK: %[[SIZE:.*]] = hlo.get_dimension_size %{{.*}}, dimension = 1 : tensor<2x3xf32>
  %0 = hlo.get_dimension_size %x, dimension = 1 : tensor<2x3xf32>
  // CHECK: hlo.get_dimension_size %{{.*}}, dimension = 0 : tensor<2x3xf32>
  %1 = hlo.get_dimension_size %x, dimension = 0 : tensor<2x3xf32>
  // CHECK: return %[[SIZE]] : tensor<i32>
  return %0 : tensor<i32>
}
