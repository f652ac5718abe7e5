// RUN: not xhlo-translate --mlir-to-hlo-proto-text --split-input-file --allow-unregistered-dialect %s 2>&1 | FileCheck %s

// What cannot be exported: a diagnostic at the op (or function, or module)
// that says why, and failure.

// CHECK: error: cannot export 'test.foo' to HLO: only hlo ops can be exported
// CHECK-NEXT: %0 = "test.foo"(%x) : (tensor<4xf32>) ->
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "test.foo"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK: error: cannot export 'test.bar' to HLO: only hlo ops can be exported
// CHECK-NEXT: %b = "test.bar"(%a) : (tensor<f32>) -> t
func.func @main(%x: tensor<f32>) -> tensor<4xf32> {
  %0 = hlo.map(%x) dimensions = [] : (tensor<f32>) -> tensor<f32> {
  ^bb0(%a: tensor<f32>):
    %b = "test.bar"(%a) : (tensor<f32>) -> tensor<f32>
    hlo.return %b : tensor<f32>
  }
  %1 = hlo.broadcast %0, dimensions = [] : (tensor<f32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
// CHECK: error: cannot export 'func.call' to HLO: call functions with hlo.call instead
// CHECK-NEXT: %0 = func.call @f(%x) : (tensor<4xf32>)
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = func.call @f(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK: error: cannot export to HLO: no entry function: the module has no public func.func
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

// -----

// CHECK: error: cannot export to HLO: no entry function: the module has 2 public functions, none is @main and 2 are called by no other; name the entry with the module attribute 'hlo.entry'
func.func @a(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func @b(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

// -----

// CHECK: error: cannot export to HLO: entry function @nope (named by 'hlo.entry') not found
// CHECK-NEXT: module attributes {hlo.entry = "nope"} {
module attributes {hlo.entry = "nope"} {
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
}

// -----

// CHECK: error: cannot export to HLO: module attribute 'hlo.entry' must be a string, got 3 : i64
// CHECK-NEXT: module attributes {hlo.entry = 3} {
module attributes {hlo.entry = 3} {
func.func @main(%x: tensor<f32>) -> tensor<f32> {
  return %x : tensor<f32>
}
}

// -----

module attributes {hlo.entry = "hidden"} {
// CHECK: error: cannot export to HLO: entry function @hidden must be public
// CHECK-NEXT: func.func private @hidden(%x: tensor<f32
func.func private @hidden(%x: tensor<f32>) -> tensor<f32> {
  return %x : tensor<f32>
}
}

// -----

// CHECK: error: cannot export to HLO: only func.func may appear at the top level of the module, found 'test.global'
// CHECK-NEXT: "test.global"() : () -> ()
"test.global"() : () -> ()
func.func @main(%x: tensor<f32>) -> tensor<f32> {
  return %x : tensor<f32>
}

// -----

func.func private @f(%x: tensor<f32>) -> tensor<f32> {
  %0 = hlo.call @g(%x) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
func.func private @g(%x: tensor<f32>) -> tensor<f32> {
  // CHECK: error: cannot export to HLO: @f is called recursively, which HLO does not allow
  // CHECK-NEXT: %0 = hlo.call @f(%x) : (tensor<f32>) ->
  %0 = hlo.call @f(%x) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
func.func @main(%x: tensor<f32>) -> tensor<f32> {
  %0 = hlo.call @f(%x) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func private @ext(%x: tensor<f32>) -> tensor<f32>
func.func @main(%x: tensor<f32>) -> tensor<f32> {
  // CHECK: error: cannot export to HLO: function @ext has no body
  // CHECK-NEXT: %0 = hlo.call @ext(%x) : (tensor<f32>) -
  %0 = hlo.call @ext(%x) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// CHECK: error: cannot export to HLO: function @main has 2 blocks, HLO computations have one
// CHECK-NEXT: func.func @main(%x: tensor<f32>) -> tens
func.func @main(%x: tensor<f32>) -> tensor<f32> {
  return %x : tensor<f32>
^bb1:
  return %x : tensor<f32>
}

// -----

// CHECK: error: cannot export type 'tensor<?xf32>' to HLO: only static shapes are supported
// CHECK-NEXT: func.func @main(%x: tensor<?xf32>) -> te
func.func @main(%x: tensor<?xf32>) -> tensor<?xf32> {
  return %x : tensor<?xf32>
}

// -----

// CHECK: error: cannot export type 'tensor<2xi3>' to HLO: element type 'i3' is not an XLA primitive type
// CHECK-NEXT: func.func @main(%x: tensor<2xi3>) -> ten
func.func @main(%x: tensor<2xi3>) -> tensor<2xi3> {
  return %x : tensor<2xi3>
}

// -----

// CHECK: error: cannot export argument 0 of @main to HLO: 'hlo.layout' array<i64: 0, 0> is not a permutation of the 2 dimensions
// CHECK-NEXT: func.func @main(%x: tensor<2x3xf32> {hlo
func.func @main(%x: tensor<2x3xf32> {hlo.layout = array<i64: 0, 0>}) -> tensor<2x3xf32> {
  return %x : tensor<2x3xf32>
}

// -----

// CHECK: error: cannot export result 0 of @main to HLO: 'hlo.layout' must be an array<i64> (minor_to_major), got [1, 0]
// CHECK-NEXT: func.func @main(%x: tensor<2x3xf32>) ->
func.func @main(%x: tensor<2x3xf32>) -> (tensor<2x3xf32> {hlo.layout = [1, 0]}) {
  return %x : tensor<2x3xf32>
}

// -----

func.func @main(%x: tensor<2x4xf32>) -> tensor<4x2xf32> {
  // CHECK: error: cannot export to HLO: XLA's all-to-all splits and concatenates along the same dimension, but split_dimension is 1 and concat_dimension is 0
  // CHECK-NEXT: %0 = hlo.all_to_all(%x) split_dimension
  %0 = hlo.all_to_all(%x) split_dimension = 1, concat_dimension = 0, split_count = 2, replica_groups = [[0, 1]] : (tensor<2x4xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
  // CHECK: error: cannot export to HLO: entry_sharding "type: SIDEWAYS" is not an OpSharding message in protobuf text format: column 15: Unknown enumeration value of "SIDEWAYS" for field "type".
  // CHECK-NEXT: %0 = hlo.domain %x, kind = "sharding"
  %0 = hlo.domain %x, kind = "sharding", entry_sharding = "type: SIDEWAYS" : tensor<2xf32>
  return %0 : tensor<2xf32>
}
