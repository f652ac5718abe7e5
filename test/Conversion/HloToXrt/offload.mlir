// convert-hlo-to-xrt on straight-line code: clusters, transfers, reads and
// releases.
// RUN: xhlo-opt --convert-hlo-to-xrt --split-input-file %s | FileCheck %s

// A function made only of hlo ops is one computation: its arguments are
// transferred, its results read back, everything released after its last use.
// CHECK-LABEL: func.func @pure_hlo
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>, %[[Y:.*]]: tensor<3xf32>) -> (tensor<2x3xf32>, tensor<f32>)
// CHECK-NEXT: %[[EXE:.*]] = xrt.compile @pure_hlo_device_0 : !xrt.executable<(!xrt.array<2x3xf32>, !xrt.array<3xf32>) -> (!xrt.array<2x3xf32>, !xrt.array<f32>)>
// CHECK-NEXT: %[[AX:.*]] = xrt.transfer_to_device %[[X]] : tensor<2x3xf32>
// CHECK-NEXT: %[[AY:.*]] = xrt.transfer_to_device %[[Y]] : tensor<3xf32>
// CHECK-NEXT: %[[R:.*]]:2 = xrt.execute %[[EXE]](%[[AX]], %[[AY]]) : (!xrt.array<2x3xf32>, !xrt.array<3xf32>) -> (!xrt.array<2x3xf32>, !xrt.array<f32>)
// CHECK-NEXT: xrt.release_executable %[[EXE]]
// CHECK-NEXT: xrt.release %[[AX]], %[[AY]] : !xrt.array<2x3xf32>, !xrt.array<3xf32>
// CHECK-NEXT: %[[T0:.*]] = xrt.read %[[R]]#0 : !xrt.array<2x3xf32>
// CHECK-NEXT: xrt.release %[[R]]#0 : !xrt.array<2x3xf32>
// CHECK-NEXT: %[[T1:.*]] = xrt.read %[[R]]#1 : !xrt.array<f32>
// CHECK-NEXT: xrt.release %[[R]]#1 : !xrt.array<f32>
// CHECK-NEXT: return %[[T0]], %[[T1]] : tensor<2x3xf32>, tensor<f32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @pure_hlo_device_0(%[[DX:.*]]: tensor<2x3xf32>, %[[DY:.*]]: tensor<3xf32>) -> (tensor<2x3xf32>, tensor<f32>)
// CHECK-NEXT: %[[Z:.*]] = hlo.constant dense<0.000000e+00>
// CHECK-NEXT: %[[B:.*]] = hlo.broadcast %[[DY]]
// CHECK-NEXT: %[[S:.*]] = hlo.add %[[DX]], %[[B]]
// CHECK-NEXT: %[[SUM:.*]] = hlo.reduce(%[[S]] init: %[[Z]])
// CHECK: return %[[S]], %[[SUM]] : tensor<2x3xf32>, tensor<f32>
func.func @pure_hlo(%x: tensor<2x3xf32>, %y: tensor<3xf32>) -> (tensor<2x3xf32>, tensor<f32>) {
  %b = hlo.broadcast %y, dimensions = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  %s = hlo.add %x, %b : tensor<2x3xf32>
  %z = hlo.constant dense<0.0> : tensor<f32>
  %sum = hlo.reduce(%s init: %z) dimensions = [0, 1]
      : (tensor<2x3xf32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%a: tensor<f32>, %c: tensor<f32>):
    %t = hlo.add %a, %c : tensor<f32>
    hlo.return %t : tensor<f32>
  }
  return %s, %sum : tensor<2x3xf32>, tensor<f32>
}

// -----

// A host op between two hlo regions splits them: the first result is read
// for the host op and stays on the device for the second computation.
// CHECK-LABEL: func.func @host_op_between
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[I:.*]]: index)
// CHECK: %[[E0:.*]] = xrt.compile @host_op_between_device_0 : !xrt.executable<(!xrt.array<4xf32>) -> !xrt.array<4xf32>>
// CHECK: %[[AX:.*]] = xrt.transfer_to_device %[[X]]
// CHECK: %[[A:.*]] = xrt.execute %[[E0]](%[[AX]])
// CHECK: %[[H:.*]] = xrt.read %[[A]] : !xrt.array<4xf32>
// CHECK: %[[S:.*]] = tensor.extract %[[H]][%[[I]]]
// CHECK: %[[SPLAT:.*]] = tensor.splat %[[S]]
// CHECK: %[[E1:.*]] = xrt.compile @host_op_between_device_1 : !xrt.executable<(!xrt.array<4xf32>, !xrt.array<4xf32>) -> !xrt.array<4xf32>>
// CHECK: %[[AS:.*]] = xrt.transfer_to_device %[[SPLAT]]
// CHECK: %[[B:.*]] = xrt.execute %[[E1]](%[[A]], %[[AS]])
// CHECK: xrt.release %[[A]], %[[AS]]
// CHECK: %[[R:.*]] = xrt.read %[[B]]
// CHECK: return %[[R]]
// CHECK: func.func private @host_op_between_device_0(%{{.*}}: tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: hlo.exponential
// CHECK-NEXT: return
// CHECK: func.func private @host_op_between_device_1(%{{.*}}: tensor<4xf32>, %{{.*}}: tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: hlo.add
// CHECK-NEXT: return
func.func @host_op_between(%x: tensor<4xf32>, %i: index) -> tensor<4xf32> {
  %e = hlo.exponential %x : tensor<4xf32>
  %s = tensor.extract %e[%i] : tensor<4xf32>
  %b = tensor.splat %s : tensor<4xf32>
  %r = hlo.add %e, %b : tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// A host value that two executions read is transferred once, before the
// first; a device result that only a later execution reads is never read
// back.
// CHECK-LABEL: func.func @shared_input
// CHECK-SAME: (%[[W:.*]]: tensor<8xf32>, %[[X:.*]]: tensor<8xf32>)
// CHECK: %[[E0:.*]] = xrt.compile @shared_input_device_0
// CHECK-NEXT: %[[AW:.*]] = xrt.transfer_to_device %[[W]]
// CHECK-NEXT: %[[AX:.*]] = xrt.transfer_to_device %[[X]]
// CHECK-NEXT: %[[R0:.*]]:2 = xrt.execute %[[E0]](%[[AW]], %[[AX]]) : (!xrt.array<8xf32>, !xrt.array<8xf32>) -> (!xrt.array<8xf32>, !xrt.array<8xf32>)
// CHECK-NOT: xrt.transfer_to_device %[[W]]
// CHECK-NOT: xrt.read %[[R0]]#1
// CHECK: %[[M:.*]] = xrt.read %[[R0]]#0
// CHECK-NOT: xrt.transfer_to_device %[[W]]
// CHECK-NOT: xrt.read %[[R0]]#1
// CHECK: %[[E1:.*]] = xrt.compile @shared_input_device_1
// CHECK-NEXT: %[[AS:.*]] = xrt.transfer_to_device
// CHECK-NEXT: %[[R1:.*]] = xrt.execute %[[E1]](%[[AW]], %[[R0]]#1, %[[AS]])
// CHECK-NOT: xrt.transfer_to_device
// CHECK-NOT: xrt.read %[[R0]]#1
// CHECK: xrt.release %[[AW]], %[[R0]]#1, %[[AS]]
// CHECK: func.func private @shared_input_device_0
// CHECK-NEXT: hlo.multiply
// CHECK-NEXT: hlo.negate
// CHECK: func.func private @shared_input_device_1
// CHECK-NEXT: hlo.add
// CHECK-NEXT: hlo.add
func.func @shared_input(%w: tensor<8xf32>, %x: tensor<8xf32>) -> tensor<8xf32> {
  %m = hlo.multiply %w, %x : tensor<8xf32>
  %n = hlo.negate %w : tensor<8xf32>
  %c0 = arith.constant 0 : index
  %v = tensor.extract %m[%c0] : tensor<8xf32>
  %s = tensor.splat %v : tensor<8xf32>
  %a = hlo.add %n, %s : tensor<8xf32>
  %r = hlo.add %a, %w : tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// Independent hlo chains form one computation, even when host ops that do
// not depend on them sit in between; a result no host op uses is not read.
// CHECK-LABEL: func.func @independent_chains
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[Y:.*]]: tensor<4xi32>, %[[Z:.*]]: tensor<4xi32>)
// CHECK: %[[E:.*]] = xrt.compile @independent_chains_device_0 : !xrt.executable<(!xrt.array<4xf32>, !xrt.array<4xi32>) -> (!xrt.array<4xf32>, !xrt.array<4xi32>)>
// CHECK: %[[R:.*]]:2 = xrt.execute %[[E]]
// CHECK: xrt.read %[[R]]#0
// CHECK: xrt.read %[[R]]#1
// CHECK: arith.addi %[[Z]], %[[Z]]
// CHECK-NOT: xrt.execute
// CHECK: func.func private @independent_chains_device_0
// CHECK-NEXT: hlo.negate
// CHECK-NEXT: hlo.abs
// CHECK-NEXT: hlo.multiply
// CHECK-NEXT: hlo.sqrt
// CHECK-NEXT: return
func.func @independent_chains(%x: tensor<4xf32>, %y: tensor<4xi32>, %z: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>, tensor<4xi32>) {
  %n = hlo.negate %x : tensor<4xf32>
  %h = arith.addi %z, %z : tensor<4xi32>
  %a = hlo.abs %y : tensor<4xi32>
  %m = hlo.multiply %a, %a : tensor<4xi32>
  %unused = hlo.sqrt %x : tensor<4xf32>
  return %n, %m, %h : tensor<4xf32>, tensor<4xi32>, tensor<4xi32>
}

// -----

// Constants are copied into the computations that read them; an hlo.constant
// the host reads becomes an arith.constant, and an arith.constant only the
// device read goes away.
// CHECK-LABEL: func.func @constants
// CHECK: %[[C:.*]] = arith.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK-NOT: arith.constant dense<3.0
// CHECK: xrt.compile @constants_device_0 : !xrt.executable<(!xrt.array<2xf32>) -> !xrt.array<2xf32>>
// CHECK-COUNT-1: xrt.transfer_to_device
// CHECK-NOT: xrt.transfer_to_device
// CHECK: tensor.extract %[[C]]
// CHECK: func.func private @constants_device_0(%[[A:.*]]: tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT: %[[D1:.*]] = hlo.constant dense<[1.000000e+00, 2.000000e+00]>
// CHECK-NEXT: %[[D3:.*]] = hlo.constant dense<3.000000e+00>
// CHECK-NEXT: %[[S:.*]] = hlo.add %[[A]], %[[D1]]
// CHECK-NEXT: hlo.multiply %[[S]], %[[D3]]
func.func @constants(%x: tensor<2xf32>) -> (tensor<2xf32>, f32) {
  %c = hlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %three = arith.constant dense<3.0> : tensor<2xf32>
  %y = hlo.add %x, %c : tensor<2xf32>
  %z = hlo.multiply %y, %three : tensor<2xf32>
  %k = arith.constant 0 : index
  %h = tensor.extract %c[%k] : tensor<2xf32>
  return %z, %h : tensor<2xf32>, f32
}

// -----

func.func private @print(tensor<4xf32>)

// Ops with side effects keep their order: the rng runs before the host call
// that precedes it, and the host call that reads its result waits for it.
// Host ops that the device does not need move after the execution only if
// nothing orders them.
// CHECK-LABEL: func.func @side_effects
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[LO:.*]]: tensor<f32>, %[[HI:.*]]: tensor<f32>)
// CHECK: call @print(%[[X]])
// CHECK: %[[R:.*]]:2 = xrt.execute
// CHECK: %[[T:.*]] = xrt.read %[[R]]#0
// CHECK: call @print(%[[T]])
// CHECK: func.func private @side_effects_device_0
// CHECK-NEXT: hlo.rng
// CHECK-NEXT: hlo.add
func.func @side_effects(%x: tensor<4xf32>, %lo: tensor<f32>, %hi: tensor<f32>) -> tensor<4xf32> {
  call @print(%x) : (tensor<4xf32>) -> ()
  %r = hlo.rng UNIFORM, %lo, %hi : (tensor<f32>, tensor<f32>) -> tensor<4xf32>
  call @print(%r) : (tensor<4xf32>) -> ()
  %s = hlo.add %r, %x : tensor<4xf32>
  return %s : tensor<4xf32>
}

// -----

// Functions that hlo ops call are device code: they stay as they are and the
// computation that calls them refers to them.
// CHECK-LABEL: func.func private @callee
// CHECK-NEXT: hlo.exponential
// CHECK-LABEL: func.func @caller
// CHECK: xrt.compile @caller_device_0
// CHECK: func.func private @caller_device_0
// CHECK-NEXT: hlo.call @callee
func.func private @callee(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = hlo.exponential %x : tensor<4xf32>
  return %y : tensor<4xf32>
}

func.func @caller(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = hlo.call @callee(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

// Functions without hlo ops outside hlo ops are left alone; computations are
// named after their host function and never clash with existing symbols.
// CHECK-LABEL: func.func @host_only
// CHECK-NEXT: arith.addf
// CHECK-NEXT: return
// CHECK-LABEL: func.func @f_device_0
// CHECK-LABEL: func.func @f(
// CHECK: xrt.compile @f_device_0_0
// CHECK: func.func private @f_device_0_0
func.func @host_only(%x: f32) -> f32 {
  %y = arith.addf %x, %x : f32
  return %y : f32
}

func.func @f_device_0() {
  return
}

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = hlo.exponential %x : tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

// Tuples may pass from one computation to another on the device.
// CHECK-LABEL: func.func @device_tuple
// CHECK: %[[A:.*]]:2 = xrt.execute {{.*}} -> (tuple<!xrt.array<4xf32>, !xrt.array<i32>>, !xrt.array<i32>)
// CHECK-NOT: xrt.read %[[A]]#0
// CHECK: xrt.execute %{{.*}}(%[[A]]#0, %{{.*}})
// CHECK: xrt.release %[[A]]#0, %{{.*}} : tuple<!xrt.array<4xf32>, !xrt.array<i32>>, !xrt.array<i32>
func.func @device_tuple(%x: tensor<4xf32>, %i: tensor<i32>) -> tensor<4xf32> {
  %t = hlo.tuple(%x, %i) : tensor<4xf32>, tensor<i32>
  %e = hlo.get_tuple_element %t[1] : tuple<tensor<4xf32>, tensor<i32>>
  %h = tensor.extract %e[] : tensor<i32>
  %h2 = arith.addi %h, %h : i32
  %j = tensor.from_elements %h2 : tensor<i32>
  %n = hlo.tuple(%t, %j) : tuple<tensor<4xf32>, tensor<i32>>, tensor<i32>
  %in = hlo.get_tuple_element %n[0] : tuple<tuple<tensor<4xf32>, tensor<i32>>, tensor<i32>>
  %u = hlo.get_tuple_element %in[0] : tuple<tensor<4xf32>, tensor<i32>>
  %f = hlo.convert %j : (tensor<i32>) -> tensor<f32>
  %b = hlo.broadcast %f, dimensions = [] : (tensor<f32>) -> tensor<4xf32>
  %r = hlo.add %u, %b : tensor<4xf32>
  return %r : tensor<4xf32>
}
