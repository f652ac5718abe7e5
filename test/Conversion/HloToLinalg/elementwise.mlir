// convert-hlo-to-linalg: elementwise ops, one linalg.generic each whose body
// is the opcode's scalar code with XLA's semantics (ScalarBodies.cpp).
// RUN: xhlo-opt --convert-hlo-to-linalg=fuse-elementwise=false --split-input-file %s | FileCheck %s --implicit-check-not=hlo.

// CHECK-LABEL: func.func @add_f32
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<2x3xf32>
// CHECK:         linalg.generic {indexing_maps = [#[[ID:.*]], #[[ID]], #[[ID]]], iterator_types = ["parallel", "parallel"]}
// CHECK-SAME:        outs(%[[E]] : tensor<2x3xf32>)
// CHECK:         ^bb0(%[[A:.*]]: f32, %[[B:.*]]: f32, %{{.*}}: f32):
// CHECK:           %[[S:.*]] = arith.addf %[[A]], %[[B]] : f32
// CHECK:           linalg.yield %[[S]] : f32
func.func @add_f32(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = hlo.add %a, %b : tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// x / 0 is -1 and INT_MIN / -1 is INT_MIN (XLA), computed with a safe divisor.
// CHECK-LABEL: func.func @divide_i32
// CHECK:         ^bb0(%[[X:.*]]: i32, %[[Y:.*]]: i32, %{{.*}}: i32):
// CHECK-DAG:       %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK-DAG:       %[[ONE:.*]] = arith.constant 1 : i32
// CHECK:           %[[BYZERO:.*]] = arith.cmpi eq, %[[Y]], %[[ZERO]] : i32
// CHECK:           %[[MIN:.*]] = arith.constant -2147483648 : i32
// CHECK:           %[[ISMIN:.*]] = arith.cmpi eq, %[[X]], %[[MIN]] : i32
// CHECK:           %[[OVF:.*]] = arith.andi %[[ISMIN]], %{{.*}} : i1
// CHECK:           %[[UNSAFE:.*]] = arith.ori %[[BYZERO]], %[[OVF]] : i1
// CHECK:           %[[SAFE:.*]] = arith.select %[[UNSAFE]], %[[ONE]], %[[Y]] : i32
// CHECK:           %[[Q:.*]] = arith.divsi %[[X]], %[[SAFE]] : i32
// CHECK:           %[[M1:.*]] = arith.constant -1 : i32
// CHECK:           %[[R:.*]] = arith.select %[[BYZERO]], %[[M1]], %[[Q]] : i32
// CHECK:           linalg.yield %[[R]] : i32
func.func @divide_i32(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %0 = hlo.divide %a, %b : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// Unsigned tensors become signless; x % 0 is x.
// CHECK-LABEL: func.func @remainder_ui32
// CHECK-SAME:      (%{{.*}}: tensor<4xi32>, %{{.*}}: tensor<4xi32>) -> tensor<4xi32>
// CHECK:         ^bb0(%[[X:.*]]: i32, %[[Y:.*]]: i32, %{{.*}}: i32):
// CHECK:           %[[BYZERO:.*]] = arith.cmpi eq, %[[Y]], %{{.*}} : i32
// CHECK:           %[[SAFE:.*]] = arith.select %[[BYZERO]], %{{.*}}, %[[Y]] : i32
// CHECK:           %[[R:.*]] = arith.remui %[[X]], %[[SAFE]] : i32
// CHECK:           arith.select %[[BYZERO]], %[[X]], %[[R]] : i32
func.func @remainder_ui32(%a: tensor<4xui32>, %b: tensor<4xui32>) -> tensor<4xui32> {
  %0 = hlo.remainder %a, %b : tensor<4xui32>
  return %0 : tensor<4xui32>
}

// -----

// Shifts by at least the width give 0, or the sign for arithmetic ones.
// CHECK-LABEL: func.func @shifts
// CHECK:         ^bb0(%[[X:.*]]: i8, %[[N:.*]]: i8, %{{.*}}: i8):
// CHECK:           %[[W:.*]] = arith.constant 8 : i8
// CHECK:           %[[FAR:.*]] = arith.cmpi uge, %[[N]], %[[W]] : i8
// CHECK:           %[[SAFE:.*]] = arith.select %[[FAR]], %{{.*}}, %[[N]] : i8
// CHECK:           %[[L:.*]] = arith.shli %[[X]], %[[SAFE]] : i8
// CHECK:           arith.select %[[FAR]], %{{.*}}, %[[L]] : i8
// CHECK:         ^bb0(%[[X2:.*]]: i8, %[[N2:.*]]: i8, %{{.*}}: i8):
// CHECK:           %[[FAR2:.*]] = arith.cmpi uge, %[[N2]], %{{.*}} : i8
// CHECK:           %[[SEVEN:.*]] = arith.constant 7 : i8
// CHECK:           %[[AMOUNT:.*]] = arith.select %[[FAR2]], %[[SEVEN]], %{{.*}} : i8
// CHECK:           arith.shrsi %[[X2]], %[[AMOUNT]] : i8
func.func @shifts(%a: tensor<4xi8>, %b: tensor<4xi8>) -> (tensor<4xi8>, tensor<4xi8>) {
  %0 = hlo.shift_left %a, %b : tensor<4xi8>
  %1 = hlo.shift_right_arithmetic %a, %b : tensor<4xi8>
  return %0, %1 : tensor<4xi8>, tensor<4xi8>
}

// -----

// NaN-propagating for floats, unsigned for unsigned integers, and for pred.
// CHECK-LABEL: func.func @maximum
// CHECK:         arith.maximumf %{{.*}}, %{{.*}} : f32
// CHECK:         arith.maxui %{{.*}}, %{{.*}} : i16
// CHECK:         arith.andi %{{.*}}, %{{.*}} : i1
func.func @maximum(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<4xui16>, %e: tensor<4xui16>, %d: tensor<4xi1>, %f: tensor<4xi1>) -> (tensor<4xf32>, tensor<4xui16>, tensor<4xi1>) {
  %0 = hlo.maximum %a, %b : tensor<4xf32>
  %1 = hlo.maximum %c, %e : tensor<4xui16>
  %2 = hlo.minimum %d, %f : tensor<4xi1>
  return %0, %1, %2 : tensor<4xf32>, tensor<4xui16>, tensor<4xi1>
}

// -----

// Float to integer truncates and saturates, NaN to 0.
// CHECK-LABEL: func.func @convert_f32_to_i32
// CHECK:         ^bb0(%[[X:.*]]: f32, %{{.*}}: i32):
// CHECK-DAG:       %[[LO:.*]] = arith.constant -2.14748365E+9 : f32
// CHECK-DAG:       %[[HI:.*]] = arith.constant 2.14748365E+9 : f32
// CHECK:           %[[T:.*]] = arith.fptosi %[[X]] : f32 to i32
// CHECK:           %[[MAX:.*]] = arith.constant 2147483647 : i32
// CHECK:           %[[ABOVE:.*]] = arith.cmpf oge, %[[X]], %[[HI]] : f32
// CHECK:           %[[R1:.*]] = arith.select %[[ABOVE]], %[[MAX]], %[[T]] : i32
// CHECK:           %[[MIN:.*]] = arith.constant -2147483648 : i32
// CHECK:           %[[BELOW:.*]] = arith.cmpf ole, %[[X]], %[[LO]] : f32
// CHECK:           %[[R2:.*]] = arith.select %[[BELOW]], %[[MIN]], %[[R1]] : i32
// CHECK:           %[[NAN:.*]] = arith.cmpf uno, %[[X]], %[[X]] : f32
// CHECK:           arith.select %[[NAN]], %{{.*}}, %[[R2]] : i32
func.func @convert_f32_to_i32(%a: tensor<4xf32>) -> tensor<4xi32> {
  %0 = hlo.convert %a : (tensor<4xf32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// FLOAT NE is unordered-or-not-equal; TOTALORDER compares keys of the bits;
// unsigned operands compare unsigned.
// CHECK-LABEL: func.func @compare
// CHECK:         arith.cmpf une, %{{.*}}, %{{.*}} : f32
// CHECK:         ^bb0(%[[A:.*]]: f32, %[[B:.*]]: f32, %{{.*}}: i1):
// CHECK:           %[[MAXKEY:.*]] = arith.constant 2147483647 : i32
// CHECK:           %[[BITS:.*]] = arith.bitcast %[[A]] : f32 to i32
// CHECK:           %[[FLIP:.*]] = arith.xori %[[BITS]], %[[MAXKEY]] : i32
// CHECK:           %[[NEG:.*]] = arith.cmpi slt, %[[BITS]], %{{.*}} : i32
// CHECK:           %[[KA:.*]] = arith.select %[[NEG]], %[[FLIP]], %[[BITS]] : i32
// CHECK:           %[[KB:.*]] = arith.select
// CHECK:           arith.cmpi slt, %[[KA]], %[[KB]] : i32
// CHECK:         arith.cmpi ugt, %{{.*}}, %{{.*}} : i32
func.func @compare(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<4xui32>, %d: tensor<4xui32>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) {
  %0 = hlo.compare NE, %a, %b : tensor<4xf32>
  %1 = hlo.compare LT, %a, %b, TOTALORDER : tensor<4xf32>
  %2 = hlo.compare GT, %c, %d : tensor<4xui32>
  return %0, %1, %2 : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>
}

// -----

// 0-d bounds are read with the constant map.
// CHECK-DAG:   #[[SCALAR:.*]] = affine_map<(d0) -> ()>
// CHECK-DAG:   #[[ID:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_and_select
// CHECK:         linalg.generic {indexing_maps = [#[[SCALAR]], #[[ID]], #[[SCALAR]], #[[ID]]]
// CHECK:         ^bb0(%[[LO:.*]]: f32, %[[X:.*]]: f32, %[[HI:.*]]: f32, %{{.*}}: f32):
// CHECK:           %[[M:.*]] = arith.maximumf %[[X]], %[[LO]] : f32
// CHECK:           arith.minimumf %[[M]], %[[HI]] : f32
// CHECK:         ^bb0(%[[P:.*]]: i1, %[[T:.*]]: f32, %[[F:.*]]: f32, %{{.*}}: f32):
// CHECK:           arith.select %[[P]], %[[T]], %[[F]] : f32
func.func @clamp_and_select(%lo: tensor<f32>, %x: tensor<4xf32>, %hi: tensor<f32>, %p: tensor<4xi1>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = hlo.clamp %lo, %x, %hi : (tensor<f32>, tensor<4xf32>, tensor<f32>)
  %1 = hlo.select %p, %x, %0 : tensor<4xi1>, tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

// -----

// Integer power squares over every bit of the exponent; a negative exponent
// gives 1 for a base of 1, else 0.
// CHECK-LABEL: func.func @power_i32
// CHECK:         ^bb0(%[[B:.*]]: i32, %[[E:.*]]: i32, %{{.*}}: i32):
// CHECK:           %[[C32:.*]] = arith.constant 32 : index
// CHECK:           %[[P:.*]]:3 = scf.for %{{.*}} = %{{.*}} to %[[C32]] step %{{.*}} iter_args(%{{.*}} = %{{.*}}, %{{.*}} = %[[B]], %{{.*}} = %[[E]]) -> (i32, i32, i32)
// CHECK:             arith.muli
// CHECK:             arith.shrui
// CHECK:           %[[NEG:.*]] = arith.cmpi slt, %[[E]], %{{.*}} : i32
// CHECK:           %[[ONE:.*]] = arith.cmpi eq, %[[B]], %{{.*}} : i32
// CHECK:           %[[FORNEG:.*]] = arith.select %[[ONE]]
// CHECK:           arith.select %[[NEG]], %[[FORNEG]], %[[P]]#0 : i32
func.func @power_i32(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %0 = hlo.power %a, %b : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// Floats narrower than f32 compute in f32.
// CHECK-LABEL: func.func @exp_f16
// CHECK:         ^bb0(%[[X:.*]]: f16, %{{.*}}: f16):
// CHECK:           %[[W:.*]] = arith.extf %[[X]] : f16 to f32
// CHECK:           %[[E:.*]] = math.exp %[[W]] : f32
// CHECK:           %[[R:.*]] = arith.truncf %[[E]] : f32 to f16
// CHECK:           linalg.yield %[[R]] : f16
func.func @exp_f16(%a: tensor<4xf16>) -> tensor<4xf16> {
  %0 = hlo.exponential %a : tensor<4xf16>
  return %0 : tensor<4xf16>
}
