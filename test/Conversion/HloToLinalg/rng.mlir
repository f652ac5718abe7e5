// convert-hlo-to-linalg's rng: per call of the op one stream from the AOT
// runtime (seed ^ position, the call's count), then a linalg.generic whose
// body draws element i (row-major) by the runtime's function of the type;
// f16/bf16 bounds and results travel as bits in an i32, integers as i64.
// rng-run.test runs the lowered programs against the interpreter.
// RUN: xhlo-opt --convert-hlo-to-linalg="rng-seed=5 fuse-elementwise=false" --split-input-file %s | FileCheck %s --implicit-check-not=hlo.

// An op of a public function outside loops draws its call 0.
// CHECK-LABEL: func.func @uniform
// CHECK-SAME:      (%[[A:.*]]: tensor<f16>, %[[B:.*]]: tensor<f16>)
// CHECK:         %[[AE:.*]] = tensor.extract %[[A]][] : tensor<f16>
// CHECK:         %[[AB:.*]] = arith.bitcast %[[AE]] : f16 to i16
// CHECK:         %[[AW:.*]] = arith.extui %[[AB]] : i16 to i32
// CHECK:         %[[BW:.*]] = arith.extui %{{.*}} : i16 to i32
// CHECK:         %[[ZERO:.*]] = arith.constant 0 : i64
// CHECK:         %[[KEY:.*]] = arith.constant {{-?[0-9]+}} : i64
// CHECK:         %[[STREAM:.*]] = call @xhlo_aot_rng_stream(%[[KEY]], %[[ZERO]]) : (i64, i64) -> i64
// CHECK:         %[[UNIFORM:.*]] = arith.constant 0 : i32
// CHECK:         linalg.generic {{.*}} outs(%{{.*}} : tensor<2x3xf16>)
// CHECK:           %[[ROW:.*]] = linalg.index 0 : index
// CHECK:           %[[ROW64:.*]] = arith.index_castui %[[ROW]] : index to i64
// CHECK:           %[[BASE:.*]] = arith.muli %[[ROW64]], %{{.*}} : i64
// CHECK:           %[[COL:.*]] = linalg.index 1 : index
// CHECK:           %[[I:.*]] = arith.addi
// CHECK:           %[[BITS:.*]] = func.call @xhlo_aot_rng_f16(%[[UNIFORM]], %[[AW]], %[[BW]], %[[STREAM]], %[[I]]) : (i32, i32, i32, i64, i64) -> i32
// CHECK:           %[[T:.*]] = arith.trunci %[[BITS]] : i32 to i16
// CHECK:           %[[V:.*]] = arith.bitcast %[[T]] : i16 to f16
// CHECK:           linalg.yield %[[V]] : f16
// CHECK:       func.func private @xhlo_aot_rng_stream(i64, i64) -> i64
// CHECK:       func.func private @xhlo_aot_rng_f16(i32, i32, i32, i64, i64) -> i32
func.func @uniform(%a: tensor<f16>, %b: tensor<f16>) -> tensor<2x3xf16> {
  %r = hlo.rng UNIFORM, %a, %b : (tensor<f16>, tensor<f16>) -> tensor<2x3xf16>
  return %r : tensor<2x3xf16>
}

// -----

// Ops that may run more than once in a call (in a private function, in a
// loop) count their calls in a table of one i64 per op: the public
// function allocates it on its stack, zeroed, and passes it to the private
// ones; each call of an op reads its slot and increments it. Integer
// bounds are extended to i64 by their signedness.
// CHECK-LABEL: func.func private @draw
// CHECK-SAME:      (%{{.*}}: tensor<4xi32>, %[[TABLE:.*]]: memref<2xi64>) -> tensor<4xi32>
// CHECK:         arith.extui %{{.*}} : i32 to i64
// CHECK:         arith.extui %{{.*}} : i32 to i64
// CHECK:         %[[COUNT:.*]] = memref.load %[[TABLE]][%[[SLOT:.*]]] : memref<2xi64>
// CHECK:         %[[NEXT:.*]] = arith.addi %[[COUNT]], %{{.*}} : i64
// CHECK:         memref.store %[[NEXT]], %[[TABLE]][%[[SLOT]]] : memref<2xi64>
// CHECK:         %[[STREAM:.*]] = call @xhlo_aot_rng_stream(%{{.*}}, %[[COUNT]])
// CHECK:         func.call @xhlo_aot_rng_integer(%{{.*}}, %{{.*}}, %[[STREAM]], %{{.*}}) : (i64, i64, i64, i64) -> i64
// CHECK:         arith.trunci %{{.*}} : i64 to i32
// CHECK-LABEL: func.func @loop
// CHECK:         %[[T:.*]] = memref.alloca() : memref<2xi64>
// CHECK:         memref.store %{{.*}}, %[[T]][%{{.*}}] : memref<2xi64>
// CHECK:         memref.store %{{.*}}, %[[T]][%{{.*}}] : memref<2xi64>
// CHECK:         call @draw(%{{.*}}, %[[T]]) : (tensor<4xi32>, memref<2xi64>) -> tensor<4xi32>
// CHECK:         scf.while
// CHECK:           memref.load %[[T]]
// CHECK:           func.call @xhlo_aot_rng_stream
// CHECK:           func.call @xhlo_aot_rng_f64
// CHECK-NOT:   __xhlo_rng_call_count
func.func private @draw(%x: tensor<4xui32>) -> tensor<4xui32> {
  %lo = hlo.constant dense<7> : tensor<ui32>
  %hi = hlo.constant dense<4000000000> : tensor<ui32>
  %d = hlo.rng UNIFORM, %lo, %hi : (tensor<ui32>, tensor<ui32>) -> tensor<4xui32>
  return %d : tensor<4xui32>
}

func.func @loop(%x: tensor<4xui32>) -> (tensor<4xui32>, tensor<f64>) {
  %0 = hlo.call @draw(%x) : (tensor<4xui32>) -> tensor<4xui32>
  %zero = hlo.constant dense<0.0> : tensor<f64>
  %r = hlo.while(%zero) : tensor<f64> cond {
  ^bb0(%v: tensor<f64>):
    %ten = hlo.constant dense<10.0> : tensor<f64>
    %p = hlo.compare LT, %v, %ten : tensor<f64>
    hlo.return %p : tensor<i1>
  } do {
  ^bb0(%v: tensor<f64>):
    %m = hlo.constant dense<1.0> : tensor<f64>
    %s = hlo.constant dense<0.5> : tensor<f64>
    %d = hlo.rng NORMAL, %m, %s : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %n = hlo.add %v, %d : tensor<f64>
    hlo.return %n : tensor<f64>
  }
  return %0, %r : tensor<4xui32>, tensor<f64>
}
