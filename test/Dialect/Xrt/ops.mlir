// Every xrt op and type parses, verifies and prints back identically, in its
// custom form and in the generic form.
// RUN: xhlo-opt --verify-roundtrip --split-input-file %s | FileCheck %s
// RUN: xhlo-opt --mlir-print-op-generic --split-input-file %s | xhlo-opt --verify-roundtrip --split-input-file | FileCheck %s

func.func private @add(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %s = hlo.add %a, %b : tensor<2x3xf32>
  return %s : tensor<2x3xf32>
}

// The whole life of a computation: compile, transfer, execute, read, release.
// CHECK-LABEL: func.func @life_cycle
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
func.func @life_cycle(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // CHECK: %[[EXE:.*]] = xrt.compile @add : !xrt.executable<(!xrt.array<2x3xf32>, !xrt.array<2x3xf32>) -> !xrt.array<2x3xf32>>
  %exe = xrt.compile @add : !xrt.executable<(!xrt.array<2x3xf32>, !xrt.array<2x3xf32>) -> !xrt.array<2x3xf32>>
  // CHECK: %[[A:.*]] = xrt.transfer_to_device %[[X]] : tensor<2x3xf32>
  %a = xrt.transfer_to_device %x : tensor<2x3xf32>
  // CHECK: %[[S:.*]] = xrt.execute %[[EXE]](%[[A]], %[[A]]) : (!xrt.array<2x3xf32>, !xrt.array<2x3xf32>) -> !xrt.array<2x3xf32>
  %s = xrt.execute %exe(%a, %a) : (!xrt.array<2x3xf32>, !xrt.array<2x3xf32>) -> !xrt.array<2x3xf32>
  // CHECK: %[[T:.*]] = xrt.execute %[[EXE]](%[[S]], %[[A]])
  %t = xrt.execute %exe(%s, %a) : (!xrt.array<2x3xf32>, !xrt.array<2x3xf32>) -> !xrt.array<2x3xf32>
  // CHECK: xrt.release_executable %[[EXE]] : !xrt.executable<(!xrt.array<2x3xf32>, !xrt.array<2x3xf32>) -> !xrt.array<2x3xf32>>
  xrt.release_executable %exe : !xrt.executable<(!xrt.array<2x3xf32>, !xrt.array<2x3xf32>) -> !xrt.array<2x3xf32>>
  // CHECK: xrt.release %[[A]], %[[S]] : !xrt.array<2x3xf32>, !xrt.array<2x3xf32>
  xrt.release %a, %s : !xrt.array<2x3xf32>, !xrt.array<2x3xf32>
  // CHECK: %[[R:.*]] = xrt.read %[[T]] : !xrt.array<2x3xf32>
  %r = xrt.read %t : !xrt.array<2x3xf32>
  // CHECK: xrt.release %[[T]] : !xrt.array<2x3xf32>
  xrt.release %t : !xrt.array<2x3xf32>
  // CHECK: return %[[R]] : tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// -----

// Arrays of every XLA element type, 0-d arrays and arrays with no elements.
// CHECK-LABEL: func.func @element_types
func.func @element_types(%p: tensor<i1>, %s: tensor<4xi8>, %u: tensor<0x2xui64>, %h: tensor<2xf16>, %b: tensor<bf16>, %d: tensor<1x1x1xf64>, %c: tensor<3xcomplex<f32>>, %f8: tensor<2xf8E4M3FN>) {
  // CHECK: xrt.transfer_to_device %{{.*}} : tensor<i1>
  %0 = xrt.transfer_to_device %p : tensor<i1>
  // CHECK: xrt.transfer_to_device %{{.*}} : tensor<4xi8>
  %1 = xrt.transfer_to_device %s : tensor<4xi8>
  // CHECK: xrt.transfer_to_device %{{.*}} : tensor<0x2xui64>
  %2 = xrt.transfer_to_device %u : tensor<0x2xui64>
  %3 = xrt.transfer_to_device %h : tensor<2xf16>
  %4 = xrt.transfer_to_device %b : tensor<bf16>
  %5 = xrt.transfer_to_device %d : tensor<1x1x1xf64>
  %6 = xrt.transfer_to_device %c : tensor<3xcomplex<f32>>
  %7 = xrt.transfer_to_device %f8 : tensor<2xf8E4M3FN>
  // CHECK: xrt.release %{{.*}} : !xrt.array<i1>, !xrt.array<4xi8>, !xrt.array<0x2xui64>, !xrt.array<2xf16>, !xrt.array<bf16>, !xrt.array<1x1x1xf64>, !xrt.array<3xcomplex<f32>>, !xrt.array<2xf8E4M3FN>
  xrt.release %0, %1, %2, %3, %4, %5, %6, %7 : !xrt.array<i1>, !xrt.array<4xi8>, !xrt.array<0x2xui64>, !xrt.array<2xf16>, !xrt.array<bf16>, !xrt.array<1x1x1xf64>, !xrt.array<3xcomplex<f32>>, !xrt.array<2xf8E4M3FN>
  return
}

// -----

// A raw allocation, of unknown or known size, read as a typed array.
// CHECK-LABEL: func.func @view
func.func @view(%raw: !xrt.allocation, %sized: !xrt.allocation<24>, %bools: !xrt.allocation<6>) -> (tensor<2x3xf32>, tensor<3xi64>, tensor<2x3xi1>) {
  // CHECK: xrt.view %{{.*}} : !xrt.allocation -> !xrt.array<3xi64>
  %a = xrt.view %raw : !xrt.allocation -> !xrt.array<3xi64>
  // CHECK: xrt.view %{{.*}} : !xrt.allocation<24> -> !xrt.array<2x3xf32>
  %b = xrt.view %sized : !xrt.allocation<24> -> !xrt.array<2x3xf32>
  // A pred takes one byte.
  // CHECK: xrt.view %{{.*}} : !xrt.allocation<6> -> !xrt.array<2x3xi1>
  %c = xrt.view %bools : !xrt.allocation<6> -> !xrt.array<2x3xi1>
  %ra = xrt.read %a : !xrt.array<3xi64>
  %rb = xrt.read %b : !xrt.array<2x3xf32>
  %rc = xrt.read %c : !xrt.array<2x3xi1>
  xrt.release %a, %b, %c : !xrt.array<3xi64>, !xrt.array<2x3xf32>, !xrt.array<2x3xi1>
  return %rb, %ra, %rc : tensor<2x3xf32>, tensor<3xi64>, tensor<2x3xi1>
}

// -----

func.func private @pair(%t: tuple<tensor<2xf32>, tensor<i32>>) -> (tensor<i32>, tuple<tensor<2xf32>, tensor<i32>>) {
  %i = hlo.get_tuple_element %t[1] : tuple<tensor<2xf32>, tensor<i32>>
  return %i, %t : tensor<i32>, tuple<tensor<2xf32>, tensor<i32>>
}

func.func private @nothing() {
  return
}

// Tuples of arrays are device values; computations may take and return
// nothing.
// CHECK-LABEL: func.func @tuples_and_empty
// CHECK-SAME: (%[[T:.*]]: tuple<!xrt.array<2xf32>, !xrt.array<i32>>)
func.func @tuples_and_empty(%t: tuple<!xrt.array<2xf32>, !xrt.array<i32>>) -> tensor<i32> {
  // CHECK: %[[E:.*]] = xrt.compile @pair : !xrt.executable<(tuple<!xrt.array<2xf32>, !xrt.array<i32>>) -> (!xrt.array<i32>, tuple<!xrt.array<2xf32>, !xrt.array<i32>>)>
  %e = xrt.compile @pair : !xrt.executable<(tuple<!xrt.array<2xf32>, !xrt.array<i32>>) -> (!xrt.array<i32>, tuple<!xrt.array<2xf32>, !xrt.array<i32>>)>
  // CHECK: %[[R:.*]]:2 = xrt.execute %[[E]](%[[T]]) : (tuple<!xrt.array<2xf32>, !xrt.array<i32>>) -> (!xrt.array<i32>, tuple<!xrt.array<2xf32>, !xrt.array<i32>>)
  %r:2 = xrt.execute %e(%t) : (tuple<!xrt.array<2xf32>, !xrt.array<i32>>) -> (!xrt.array<i32>, tuple<!xrt.array<2xf32>, !xrt.array<i32>>)
  // CHECK: %[[N:.*]] = xrt.compile @nothing : !xrt.executable<() -> ()>
  %n = xrt.compile @nothing : !xrt.executable<() -> ()>
  // CHECK: xrt.execute %[[N]]() : () -> ()
  xrt.execute %n() : () -> ()
  xrt.release_executable %n : !xrt.executable<() -> ()>
  %i = xrt.read %r#0 : !xrt.array<i32>
  // CHECK: xrt.release %[[R]]#0, %[[R]]#1, %[[T]] : !xrt.array<i32>, tuple<!xrt.array<2xf32>, !xrt.array<i32>>, tuple<!xrt.array<2xf32>, !xrt.array<i32>>
  xrt.release %r#0, %r#1, %t : !xrt.array<i32>, tuple<!xrt.array<2xf32>, !xrt.array<i32>>, tuple<!xrt.array<2xf32>, !xrt.array<i32>>
  xrt.release_executable %e : !xrt.executable<(tuple<!xrt.array<2xf32>, !xrt.array<i32>>) -> (!xrt.array<i32>, tuple<!xrt.array<2xf32>, !xrt.array<i32>>)>
  return %i : tensor<i32>
}

// -----

func.func private @callee(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = hlo.exponential %x : tensor<4xf32>
  return %y : tensor<4xf32>
}

func.func private @caller(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = hlo.call @callee(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %z = hlo.while(%y) : tensor<4xf32> cond {
  ^bb0(%i: tensor<4xf32>):
    %p = hlo.constant dense<false> : tensor<i1>
    hlo.return %p : tensor<i1>
  } do {
  ^bb0(%i: tensor<4xf32>):
    hlo.return %i : tensor<4xf32>
  }
  return %z : tensor<4xf32>
}

// A computation may call others and hold regions, as long as all is hlo.
// CHECK-LABEL: func.func @nested_computation
func.func @nested_computation() {
  // CHECK: xrt.compile @caller
  %e = xrt.compile @caller : !xrt.executable<(!xrt.array<4xf32>) -> !xrt.array<4xf32>>
  xrt.release_executable %e : !xrt.executable<(!xrt.array<4xf32>) -> !xrt.array<4xf32>>
  return
}
