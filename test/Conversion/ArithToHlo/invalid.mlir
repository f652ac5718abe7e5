// Ops that cannot be converted make the pass fail with one error per op,
// naming the op and why; the other ops of the module are still converted.
// RUN: xhlo-opt --convert-arith-to-hlo --split-input-file --verify-diagnostics %s

func.func @vector(%v: vector<4xf32>) -> vector<4xf32> {
  // expected-error @+1 {{cannot convert 'arith.addf' to hlo: type 'vector<4xf32>' has no hlo equivalent (vectors are not converted; hlo arrays are tensors)}}
  %0 = arith.addf %v, %v : vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @dynamic_shape(%t: tensor<?xi32>) -> tensor<?xi32> {
  // expected-error @+1 {{cannot convert 'arith.muli' to hlo: type 'tensor<?xi32>' has no hlo equivalent (hlo arrays have static shapes)}}
  %0 = arith.muli %t, %t : tensor<?xi32>
  return %0 : tensor<?xi32>
}

// -----

func.func @odd_width(%a: i3, %b: i32) -> (i3, i32) {
  // expected-error @+1 {{cannot convert 'arith.addi' to hlo: type 'i3' has no hlo equivalent (XLA's element types are i1, i8, i16, i32, i64, ui8, ui16, ui32, ui64, f16, bf16, f32, f64, complex<f32>, complex<f64>, f8E5M2}}
  %0 = arith.addi %a, %a : i3
  // The i32 ops around it convert, and a second error follows the first.
  %1 = arith.addi %b, %b : i32
  // expected-error @+1 {{cannot convert 'arith.extsi' to hlo: type 'i3' has no hlo equivalent}}
  %2 = arith.extsi %0 : i3 to i32
  %3 = arith.addi %1, %2 : i32
  return %0, %3 : i3, i32
}

// -----

func.func @rounding_mode(%f: f32) -> f16 {
  // expected-error @+1 {{cannot convert 'arith.truncf' to hlo: rounding mode 'toward_zero' has no hlo equivalent (hlo.convert rounds to nearest even)}}
  %0 = arith.truncf %f toward_zero : f32 to f16
  return %0 : f16
}

// -----

func.func @wide_integer(%a: tensor<2xi128>, %b: tensor<2xi128>) -> tensor<2xi1> {
  // expected-error @+1 {{cannot convert 'arith.cmpi' to hlo: type 'tensor<2xi128>' has no hlo equivalent (XLA's element types}}
  %0 = arith.cmpi ult, %a, %b : tensor<2xi128>
  return %0 : tensor<2xi1>
}

// -----

func.func @unranked(%a: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error @+1 {{cannot convert 'arith.negf' to hlo: type 'tensor<*xf32>' has no hlo equivalent (hlo arrays are ranked)}}
  %0 = arith.negf %a : tensor<*xf32>
  return %0 : tensor<*xf32>
}
