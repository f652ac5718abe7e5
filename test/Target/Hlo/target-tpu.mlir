// --target=tpu rejects what TPUs cannot take, one error per offending op:
// 64-bit floats anywhere, 64-bit integer arrays outside index math.
// RUN: xhlo-translate --mlir-to-hlo-text --target=tpu --split-input-file --verify-diagnostics %s
// RUN: not xhlo-translate --mlir-to-hlo-text --target=gpu --split-input-file %s 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: unknown --target 'gpu': expected any, cpu or tpu

func.func @main(%x: tensor<4xf64>, %i: tensor<4xi64>, %u: tensor<ui64>) -> tensor<4xf32> {
  // expected-error @+1 {{cannot run on a TPU: operand 0 is f64[4]; TPUs have no 64-bit floating point}}
  %0 = hlo.convert %x : (tensor<4xf64>) -> tensor<4xf32>
  // expected-error @+1 {{cannot run on a TPU: operand 0 is s64[4]; TPUs take 64-bit integers only as scalars (index math) or indices}}
  %1 = hlo.negate %i : tensor<4xi64>
  // Scalar index math and dynamic-slice start indices are fine.
  %c = hlo.constant dense<1> : tensor<i64>
  %s = hlo.add %c, %c : tensor<i64>
  %f = hlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %d = hlo.dynamic_slice %f[%s] dynamic_slice_sizes = [2] : tensor<4xf32>, tensor<i64>
  // expected-error @+1 {{cannot run on a TPU: result 0 is c128[]; TPUs have no 64-bit floating point}}
  %z = hlo.constant dense<(1.0, 2.0)> : tensor<complex<f64>>
  return %f : tensor<4xf32>
}

// -----

// Random number generator state is u64 on TPUs too.
func.func @main(%s: tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>, tensor<2xui64>) {
  %n, %r = hlo.rng_bit_generator THREE_FRY, %s : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
  %t = hlo.rng_get_and_update_state delta = 1 : tensor<2xui64>
  return %n, %r, %t : tensor<2xui64>, tensor<4xui32>, tensor<2xui64>
}
