// RUN: xhlo-translate --mlir-to-hlo-proto-text --split-input-file %s | FileCheck %s

// Elementwise ops: the opcode is the op name with `_` replaced by `-`;
// compare's direction and (explicit) type are strings; reduce-precision's
// bit counts.

// CHECK-LABEL: entry_computation_name: "opcodes"
// CHECK:         opcode: "abs"
// CHECK:         opcode: "acos"
// CHECK:         opcode: "acosh"
// CHECK:         opcode: "asin"
// CHECK:         opcode: "asinh"
// CHECK:         opcode: "atanh"
// CHECK:         opcode: "cbrt"
// CHECK:         opcode: "ceil"
// CHECK:         opcode: "cosine"
// CHECK:         opcode: "cosh"
// CHECK:         opcode: "erf"
// CHECK:         opcode: "exponential"
// CHECK:         opcode: "exponential-minus-one"
// CHECK:         opcode: "floor"
// CHECK:         opcode: "log"
// CHECK:         opcode: "log-plus-one"
// CHECK:         opcode: "logistic"
// CHECK:         opcode: "negate"
// CHECK:         opcode: "round-nearest-afz"
// CHECK:         opcode: "round-nearest-even"
// CHECK:         opcode: "rsqrt"
// CHECK:         opcode: "sign"
// CHECK:         opcode: "sine"
// CHECK:         opcode: "sinh"
// CHECK:         opcode: "sqrt"
// CHECK:         opcode: "tan"
// CHECK:         opcode: "tanh"
// CHECK:         opcode: "count-leading-zeros"
// CHECK:         opcode: "not"
// CHECK:         opcode: "popcnt"
// CHECK:         opcode: "is-finite"
// CHECK:         opcode: "real"
// CHECK:         opcode: "imag"
// CHECK:         opcode: "add"
// CHECK:         opcode: "subtract"
// CHECK:         opcode: "multiply"
// CHECK:         opcode: "divide"
// CHECK:         opcode: "remainder"
// CHECK:         opcode: "power"
// CHECK:         opcode: "maximum"
// CHECK:         opcode: "minimum"
// CHECK:         opcode: "atan2"
// CHECK:         opcode: "and"
// CHECK:         opcode: "or"
// CHECK:         opcode: "xor"
// CHECK:         opcode: "shift-left"
// CHECK:         opcode: "shift-right-arithmetic"
// CHECK:         opcode: "shift-right-logical"
// CHECK:         opcode: "mulhi"
// CHECK:         opcode: "complex"
// CHECK:         opcode: "tuple"
func.func @opcodes(%f: tensor<3xf32>, %i: tensor<3xi32>, %c: tensor<3xcomplex<f32>>) -> tensor<3xf32> attributes {hlo.tuple_result} {
  %f0 = hlo.abs %f : tensor<3xf32>
  %f1 = hlo.acos %f : tensor<3xf32>
  %f2 = hlo.acosh %f : tensor<3xf32>
  %f3 = hlo.asin %f : tensor<3xf32>
  %f4 = hlo.asinh %f : tensor<3xf32>
  %f5 = hlo.atanh %f : tensor<3xf32>
  %f6 = hlo.cbrt %f : tensor<3xf32>
  %f7 = hlo.ceil %f : tensor<3xf32>
  %f8 = hlo.cosine %f : tensor<3xf32>
  %f9 = hlo.cosh %f : tensor<3xf32>
  %f10 = hlo.erf %f : tensor<3xf32>
  %f11 = hlo.exponential %f : tensor<3xf32>
  %f12 = hlo.exponential_minus_one %f : tensor<3xf32>
  %f13 = hlo.floor %f : tensor<3xf32>
  %f14 = hlo.log %f : tensor<3xf32>
  %f15 = hlo.log_plus_one %f : tensor<3xf32>
  %f16 = hlo.logistic %f : tensor<3xf32>
  %f17 = hlo.negate %f : tensor<3xf32>
  %f18 = hlo.round_nearest_afz %f : tensor<3xf32>
  %f19 = hlo.round_nearest_even %f : tensor<3xf32>
  %f20 = hlo.rsqrt %f : tensor<3xf32>
  %f21 = hlo.sign %f : tensor<3xf32>
  %f22 = hlo.sine %f : tensor<3xf32>
  %f23 = hlo.sinh %f : tensor<3xf32>
  %f24 = hlo.sqrt %f : tensor<3xf32>
  %f25 = hlo.tan %f : tensor<3xf32>
  %f26 = hlo.tanh %f : tensor<3xf32>
  %f27 = hlo.count_leading_zeros %i : tensor<3xi32>
  %f28 = hlo.not %i : tensor<3xi32>
  %f29 = hlo.popcnt %i : tensor<3xi32>
  %f30 = hlo.is_finite %f : tensor<3xf32>
  %f31 = hlo.real %c : tensor<3xcomplex<f32>>
  %f32 = hlo.imag %c : tensor<3xcomplex<f32>>
  %f33 = hlo.add %f, %f : tensor<3xf32>
  %f34 = hlo.subtract %f, %f : tensor<3xf32>
  %f35 = hlo.multiply %f, %f : tensor<3xf32>
  %f36 = hlo.divide %f, %f : tensor<3xf32>
  %f37 = hlo.remainder %f, %f : tensor<3xf32>
  %f38 = hlo.power %f, %f : tensor<3xf32>
  %f39 = hlo.maximum %f, %f : tensor<3xf32>
  %f40 = hlo.minimum %f, %f : tensor<3xf32>
  %f41 = hlo.atan2 %f, %f : tensor<3xf32>
  %f42 = hlo.and %i, %i : tensor<3xi32>
  %f43 = hlo.or %i, %i : tensor<3xi32>
  %f44 = hlo.xor %i, %i : tensor<3xi32>
  %f45 = hlo.shift_left %i, %i : tensor<3xi32>
  %f46 = hlo.shift_right_arithmetic %i, %i : tensor<3xi32>
  %f47 = hlo.shift_right_logical %i, %i : tensor<3xi32>
  %f48 = hlo.mulhi %i, %i : tensor<3xi32>
  %f49 = hlo.complex %f, %f : tensor<3xf32>
  return %f0 : tensor<3xf32>
}

// -----

// CHECK-LABEL: entry_computation_name: "attributes"
// CHECK:         name: "Arg_5.6"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: U32
// CHECK:         name: "cosine.7"
// CHECK-NEXT:    opcode: "cosine"
// CHECK:         id: 7
// CHECK-NEXT:    operand_ids: 1
// CHECK:         name: "exponential-minus-one.8"
// CHECK-NEXT:    opcode: "exponential-minus-one"
// CHECK:         name: "count-leading-zeros.9"
// CHECK-NEXT:    opcode: "count-leading-zeros"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: S32
// CHECK:         name: "add.10"
// CHECK-NEXT:    opcode: "add"
// CHECK:         id: 10
// CHECK-NEXT:    operand_ids: 8
// CHECK-NEXT:    operand_ids: 2
// CHECK:         name: "shift-right-logical.11"
// CHECK-NEXT:    opcode: "shift-right-logical"
// CHECK:         name: "compare.12"
// CHECK-NEXT:    opcode: "compare"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: PRED
// CHECK:         id: 12
// CHECK-NEXT:    operand_ids: 1
// CHECK-NEXT:    operand_ids: 2
// CHECK-NEXT:    comparison_direction: "LT"
// CHECK-NEXT:  }
// CHECK:         name: "compare.13"
// CHECK:         comparison_direction: "GE"
// CHECK-NEXT:    comparison_type: "TOTALORDER"
// CHECK:         name: "select.14"
// CHECK-NEXT:    opcode: "select"
// CHECK:         id: 14
// CHECK-NEXT:    operand_ids: 12
// CHECK-NEXT:    operand_ids: 10
// CHECK-NEXT:    operand_ids: 1
// CHECK:         name: "real.15"
// CHECK-NEXT:    opcode: "real"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK:         name: "convert.16"
// CHECK-NEXT:    opcode: "convert"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK:         name: "bitcast-convert.17"
// CHECK-NEXT:    opcode: "bitcast-convert"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: S32
// CHECK:         name: "reduce-precision.18"
// CHECK-NEXT:    opcode: "reduce-precision"
// CHECK:         exponent_bits: 5
// CHECK-NEXT:    mantissa_bits: 10
// CHECK-NEXT:    id: 18
// CHECK-NEXT:    operand_ids: 14
// CHECK:         name: "stochastic-convert.19"
// CHECK-NEXT:    opcode: "stochastic-convert"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: S8
// CHECK:         id: 19
// CHECK-NEXT:    operand_ids: 18
// CHECK-NEXT:    operand_ids: 6
// CHECK:         name: "clamp.20"
// CHECK-NEXT:    opcode: "clamp"
// CHECK:         id: 20
// CHECK-NEXT:    operand_ids: 1
// CHECK-NEXT:    operand_ids: 18
// CHECK-NEXT:    operand_ids: 2
// CHECK:         root_id: 20
func.func @attributes(%a: tensor<4xf32>, %b: tensor<4xf32>, %i: tensor<4xi32>, %p: tensor<4xi1>, %c: tensor<4xcomplex<f32>>, %u: tensor<4xui32>) -> tensor<4xf32> {
  %0 = hlo.cosine %a : tensor<4xf32>
  %1 = hlo.exponential_minus_one %0 : tensor<4xf32>
  %2 = hlo.count_leading_zeros %i : tensor<4xi32>
  %3 = hlo.add %1, %b : tensor<4xf32>
  %4 = hlo.shift_right_logical %2, %i : tensor<4xi32>
  %5 = hlo.compare LT, %a, %b : tensor<4xf32>
  %6 = hlo.compare GE, %a, %b, TOTALORDER : tensor<4xf32>
  %7 = hlo.select %5, %3, %a : tensor<4xi1>, tensor<4xf32>
  %8 = hlo.real %c : tensor<4xcomplex<f32>>
  %9 = hlo.convert %4 : (tensor<4xi32>) -> tensor<4xf32>
  %10 = hlo.bitcast_convert %9 : (tensor<4xf32>) -> tensor<4xi32>
  %11 = hlo.reduce_precision %7, exponent_bits = 5, mantissa_bits = 10 : tensor<4xf32>
  %12 = hlo.stochastic_convert %11, %u : (tensor<4xf32>, tensor<4xui32>) -> tensor<4xi8>
  %13 = hlo.clamp %a, %11, %b : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
  return %13 : tensor<4xf32>
}
