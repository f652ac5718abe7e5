// What an allow-partial conversion leaves (hlo ops around host ops it could
// not convert, here arithmetic on i3) offloads into two computations: the
// host reads only the scalar it needs, and the exponential stays on the
// device for the second computation.
// RUN: xhlo-opt --xhlo-linalg-to-hlo="allow-partial" --convert-hlo-to-xrt %s | FileCheck %s

// CHECK-LABEL: func.func @f
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[N:.*]]: tensor<i32>)
// CHECK: %[[E0:.*]] = xrt.compile @f_device_0
// CHECK: %[[R0:.*]]:2 = xrt.execute %[[E0]]
// CHECK-NOT: xrt.read %[[R0]]#0
// CHECK: %[[I:.*]] = xrt.read %[[R0]]#1 : !xrt.array<i32>
// CHECK: tensor.extract %[[I]][]
// CHECK: arith.trunci %{{.*}} : i32 to i3
// CHECK: arith.extsi %{{.*}} : i3 to i32
// CHECK: %[[B:.*]] = tensor.from_elements
// CHECK: %[[E1:.*]] = xrt.compile @f_device_1
// CHECK: %[[AB:.*]] = xrt.transfer_to_device %[[B]]
// CHECK: %[[R1:.*]] = xrt.execute %[[E1]](%[[R0]]#0, %[[AB]])
// CHECK-NOT: xrt.read %[[R0]]#0
// CHECK: %[[R:.*]] = xrt.read %[[R1]]
// CHECK: return %[[R]]
// CHECK: func.func private @f_device_0
// CHECK: hlo.exponential
// CHECK: func.func private @f_device_1
// CHECK: hlo.multiply
func.func @f(%x: tensor<4xf32>, %n: i32) -> tensor<4xf32> {
  %e = math.exp %x : tensor<4xf32>
  %c0 = arith.constant 0 : index
  %v = tensor.extract %e[%c0] : tensor<4xf32>
  %i = arith.fptosi %v : f32 to i32
  %a = arith.addi %i, %n : i32
  %t = arith.trunci %a : i32 to i3
  %w = arith.extsi %t : i3 to i32
  %f = arith.sitofp %w : i32 to f32
  %s = tensor.splat %f : tensor<4xf32>
  %r = arith.mulf %e, %s : tensor<4xf32>
  return %r : tensor<4xf32>
}
