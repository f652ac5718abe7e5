// Each shape op rejects what XLA rejects, with a precise diagnostic.
// RUN: xhlo-opt --split-input-file --verify-diagnostics %s

//===----------------------------------------------------------------------===//
// broadcast
//===----------------------------------------------------------------------===//

func.func @f(%x: tensor<3xf32>) {
  // expected-error @+1 {{broadcast dimensions [0, 1] must have one entry per dimension of operand f32[3]}}
  %0 = hlo.broadcast %x, dimensions = [0, 1] : (tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @f(%x: tensor<3xf32>) {
  // expected-error @+1 {{broadcast dimensions [2]: dimension 2 is out of range for f32[2,3]}}
  %0 = hlo.broadcast %x, dimensions = [2] : (tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @f(%x: tensor<3xf32>) {
  // expected-error @+1 {{broadcast dimensions [-1]: dimension -1 is out of range for f32[2,3]}}
  %0 = hlo.broadcast %x, dimensions = [-1] : (tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @f(%x: tensor<3x3xf32>) {
  // expected-error @+1 {{broadcast dimensions [1, 1] repeat dimension 1}}
  %0 = hlo.broadcast %x, dimensions = [1, 1] : (tensor<3x3xf32>) -> tensor<3x3xf32>
  return
}

// -----

func.func @f(%x: tensor<3xf32>) {
  // expected-error @+1 {{broadcast maps operand dimension 0 of size 3 to result dimension 0 of size 2 (operand f32[3], result f32[2,3])}}
  %0 = hlo.broadcast %x, dimensions = [0] : (tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @f(%x: tensor<3xf32>) {
  // expected-error @+1 {{broadcast operand f32[3] and result s32[2,3] have different element types}}
  %0 = hlo.broadcast %x, dimensions = [1] : (tensor<3xf32>) -> tensor<2x3xi32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// reshape
//===----------------------------------------------------------------------===//

func.func @f(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{reshape from f32[2,3] (6 elements) to f32[4] (4 elements) changes the element count}}
  %0 = hlo.reshape %x : (tensor<2x3xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{reshape operand f32[2,3] and result f64[6] have different element types}}
  %0 = hlo.reshape %x : (tensor<2x3xf32>) -> tensor<6xf64>
  return
}

// -----

func.func @f(%x: tensor<?x3xf32>) {
  // expected-error @+1 {{'hlo.reshape' op operand #0 must be statically shaped tensor}}
  %0 = hlo.reshape %x : (tensor<?x3xf32>) -> tensor<6xf32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// transpose
//===----------------------------------------------------------------------===//

func.func @f(%x: tensor<2x3xf32>) {
  // expected-error @+2 {{'hlo.transpose' op failed to infer returned types}}
  // expected-error @+1 {{transpose dimensions [0, 0] are not a permutation of [0, 2) for operand f32[2,3]}}
  %0 = hlo.transpose %x, dimensions = [0, 0] : (tensor<2x3xf32>) -> tensor<2x2xf32>
  return
}

// -----

func.func @f(%x: tensor<2x3xf32>) {
  // expected-error @+2 {{'hlo.transpose' op failed to infer returned types}}
  // expected-error @+1 {{transpose dimensions [1] are not a permutation of [0, 2) for operand f32[2,3]}}
  %0 = hlo.transpose %x, dimensions = [1] : (tensor<2x3xf32>) -> tensor<3xf32>
  return
}

// -----

func.func @f(%x: tensor<2x3xf32>) {
  // expected-error @+2 {{'hlo.transpose' op failed to infer returned types}}
  // expected-error @+1 {{transpose dimensions [2, 0] are not a permutation of [0, 2) for operand f32[2,3]}}
  %0 = hlo.transpose %x, dimensions = [2, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return
}

// -----

func.func @f(%x: tensor<2x3xf32>) {
  // expected-error @+2 {{'hlo.transpose' op failed to infer returned types}}
  // expected-error @+1 {{'hlo.transpose' op inferred type(s) 'tensor<3x2xf32>' are incompatible with return type(s) of operation 'tensor<2x3xf32>'}}
  %0 = hlo.transpose %x, dimensions = [1, 0] : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// slice
//===----------------------------------------------------------------------===//

func.func @f(%x: tensor<3x8xf32>) {
  // expected-error @+2 {{'hlo.slice' op failed to infer returned types}}
  // expected-error @+1 {{slice has 2 start indices, 1 limit indices and 2 strides; operand f32[3,8] needs 2 of each}}
  %0 = "hlo.slice"(%x) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1>, strides = array<i64: 1, 1>}> : (tensor<3x8xf32>) -> tensor<1x8xf32>
  return
}

// -----

func.func @f(%x: tensor<3x8xf32>) {
  // expected-error @+2 {{'hlo.slice' op failed to infer returned types}}
  // expected-error @+1 {{slice has 1 start indices, 1 limit indices and 1 strides; operand f32[3,8] needs 2 of each}}
  %0 = hlo.slice %x, slice = [0:1] : (tensor<3x8xf32>) -> tensor<1xf32>
  return
}

// -----

func.func @f(%x: tensor<3x8xf32>) {
  // expected-error @+2 {{'hlo.slice' op failed to infer returned types}}
  // expected-error @+1 {{slice start index -1 of dimension 1 is negative}}
  %0 = hlo.slice %x, slice = [0:3, -1:2] : (tensor<3x8xf32>) -> tensor<3x3xf32>
  return
}

// -----

func.func @f(%x: tensor<3x8xf32>) {
  // expected-error @+2 {{'hlo.slice' op failed to infer returned types}}
  // expected-error @+1 {{slice limit index 9 of dimension 1 exceeds its size 8 in operand f32[3,8]}}
  %0 = hlo.slice %x, slice = [0:3, 0:9] : (tensor<3x8xf32>) -> tensor<3x9xf32>
  return
}

// -----

func.func @f(%x: tensor<3x8xf32>) {
  // expected-error @+2 {{'hlo.slice' op failed to infer returned types}}
  // expected-error @+1 {{slice limit index 1 of dimension 0 is below its start index 2}}
  %0 = hlo.slice %x, slice = [2:1, 0:8] : (tensor<3x8xf32>) -> tensor<0x8xf32>
  return
}

// -----

func.func @f(%x: tensor<3x8xf32>) {
  // expected-error @+2 {{'hlo.slice' op failed to infer returned types}}
  // expected-error @+1 {{slice stride 0 of dimension 1 must be positive}}
  %0 = hlo.slice %x, slice = [0:3, 0:8:0] : (tensor<3x8xf32>) -> tensor<3x8xf32>
  return
}

// -----

func.func @f(%x: tensor<3x8xf32>) {
  // expected-error @+2 {{'hlo.slice' op failed to infer returned types}}
  // expected-error @+1 {{'hlo.slice' op inferred type(s) 'tensor<3x3xf32>' are incompatible with return type(s) of operation 'tensor<3x4xf32>'}}
  %0 = hlo.slice %x, slice = [0:3, 0:8:3] : (tensor<3x8xf32>) -> tensor<3x4xf32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// concatenate
//===----------------------------------------------------------------------===//

func.func @f() {
  // expected-error @+2 {{'hlo.concatenate' op failed to infer returned types}}
  // expected-error @+1 {{concatenate expects at least one operand}}
  %0 = "hlo.concatenate"() <{dimension = 0 : i64}> : () -> tensor<0xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>) {
  // expected-error @+2 {{'hlo.concatenate' op failed to infer returned types}}
  // expected-error @+1 {{concatenate dimension 2 is out of range for operand f32[2,3]}}
  %0 = hlo.concatenate %a, %a, dimension = 2 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x6xf32>
  return
}

// -----

func.func @f(%a: tensor<f32>) {
  // expected-error @+2 {{'hlo.concatenate' op failed to infer returned types}}
  // expected-error @+1 {{concatenate dimension 0 is out of range for operand f32[]}}
  %0 = hlo.concatenate %a, %a, dimension = 0 : (tensor<f32>, tensor<f32>) -> tensor<2xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>, %b: tensor<3xf32>) {
  // expected-error @+2 {{'hlo.concatenate' op failed to infer returned types}}
  // expected-error @+1 {{cannot concatenate arrays with different ranks: f32[2,3] vs f32[3]}}
  %0 = hlo.concatenate %a, %b, dimension = 0 : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<3x3xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>, %b: tensor<1x3xi32>) {
  // expected-error @+2 {{'hlo.concatenate' op failed to infer returned types}}
  // expected-error @+1 {{cannot concatenate arrays with different element types: f32 vs s32}}
  %0 = hlo.concatenate %a, %b, dimension = 0 : (tensor<2x3xf32>, tensor<1x3xi32>) -> tensor<3x3xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>, %b: tensor<2x4xf32>) {
  // expected-error @+2 {{'hlo.concatenate' op failed to infer returned types}}
  // expected-error @+1 {{cannot concatenate f32[2,3] and f32[2,4] along dimension 0: they differ in dimension 1}}
  %0 = hlo.concatenate %a, %b, dimension = 0 : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<4x3xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>, %b: tensor<1x3xf32>) {
  // expected-error @+2 {{'hlo.concatenate' op failed to infer returned types}}
  // expected-error @+1 {{'hlo.concatenate' op inferred type(s) 'tensor<3x3xf32>' are incompatible with return type(s) of operation 'tensor<4x3xf32>'}}
  %0 = hlo.concatenate %a, %b, dimension = 0 : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<4x3xf32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// pad
//===----------------------------------------------------------------------===//

func.func @f(%x: tensor<2x3xf32>, %v: tensor<1xf32>) {
  // expected-error @+2 {{'hlo.pad' op failed to infer returned types}}
  // expected-error @+1 {{pad padding value f32[1] must be a scalar (0-d)}}
  %0 = hlo.pad %x, %v, low = [0, 0], high = [0, 0] : (tensor<2x3xf32>, tensor<1xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @f(%x: tensor<2x3xf32>, %v: tensor<i32>) {
  // expected-error @+2 {{'hlo.pad' op failed to infer returned types}}
  // expected-error @+1 {{pad padding value s32[] must have the operand's element type f32}}
  %0 = hlo.pad %x, %v, low = [0, 0], high = [0, 0] : (tensor<2x3xf32>, tensor<i32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @f(%x: tensor<2x3xf32>, %v: tensor<f32>) {
  // expected-error @+2 {{'hlo.pad' op failed to infer returned types}}
  // expected-error @+1 {{padding has 1 low, 1 high and 0 interior entries; operand f32[2,3] needs 2 of each}}
  %0 = hlo.pad %x, %v, low = [1], high = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<4x3xf32>
  return
}

// -----

func.func @f(%x: tensor<2x3xf32>, %v: tensor<f32>) {
  // expected-error @+1 {{interior padding must be >= 0, got -1 in dimension 1}}
  %0 = hlo.pad %x, %v, low = [0, 0], high = [0, 0], interior = [0, -1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x1xf32>
  return
}

// -----

func.func @f(%x: tensor<2x3xf32>, %v: tensor<f32>) {
  // expected-error @+2 {{'hlo.pad' op failed to infer returned types}}
  // expected-error @+1 {{padding results in negative size -1 for dimension 1 of operand f32[2,3]}}
  %0 = hlo.pad %x, %v, low = [0, -2], high = [0, -2] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x0xf32>
  return
}

// -----

func.func @f(%x: tensor<2x3xf32>, %v: tensor<f32>) {
  // expected-error @+2 {{'hlo.pad' op failed to infer returned types}}
  // expected-error @+1 {{'hlo.pad' op inferred type(s) 'tensor<2x8xf32>' are incompatible with return type(s) of operation 'tensor<2x6xf32>'}}
  %0 = hlo.pad %x, %v, low = [0, 1], high = [0, 2], interior = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x6xf32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// reverse
//===----------------------------------------------------------------------===//

func.func @f(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{reverse dimensions [0, 2]: dimension 2 is out of range for f32[2,3]}}
  %0 = hlo.reverse %x, dimensions = [0, 2] : tensor<2x3xf32>
  return
}

// -----

func.func @f(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{reverse dimensions [1, 1] repeat dimension 1}}
  %0 = hlo.reverse %x, dimensions = [1, 1] : tensor<2x3xf32>
  return
}

// -----

func.func @f(%x: tensor<2x3xf32>) {
  // expected-error @+2 {{'hlo.reverse' op failed to infer returned types}}
  // expected-error @+1 {{'hlo.reverse' op inferred type(s) 'tensor<2x3xf32>' are incompatible with return type(s) of operation 'tensor<3x2xf32>'}}
  %0 = "hlo.reverse"(%x) <{dimensions = array<i64: 0>}> : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// iota
//===----------------------------------------------------------------------===//

func.func @f() {
  // expected-error @+1 {{iota result s32[] must have rank >= 1}}
  %0 = hlo.iota iota_dimension = 0 : tensor<i32>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{iota dimension 2 is out of range for result s32[2,3]}}
  %0 = hlo.iota iota_dimension = 2 : tensor<2x3xi32>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{iota dimension -1 is out of range for result s32[2,3]}}
  %0 = hlo.iota iota_dimension = -1 : tensor<2x3xi32>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{iota element type must be integral, floating point or complex, got pred}}
  %0 = hlo.iota iota_dimension = 0 : tensor<4xi1>
  return
}

// -----

//===----------------------------------------------------------------------===//
// copy
//===----------------------------------------------------------------------===//

func.func @f(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{'hlo.copy' op requires the same type for all operands and results}}
  %0 = "hlo.copy"(%x) : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return
}

// -----

func.func @f(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{'hlo.copy' op requires the same type for all operands and results}}
  %0 = "hlo.copy"(%x) : (tensor<2x3xf32>) -> tensor<2x3xf64>
  return
}

// -----

//===----------------------------------------------------------------------===//
// get-dimension-size
//===----------------------------------------------------------------------===//

func.func @f(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{get-dimension-size dimension 2 is out of range for operand f32[2,3]}}
  %0 = hlo.get_dimension_size %x, dimension = 2 : tensor<2x3xf32>
  return
}

// -----

func.func @f(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{'hlo.get_dimension_size' op result #0 must be 0D tensor of 32-bit signless integer values}}
  %0 = "hlo.get_dimension_size"(%x) <{dimension = 0 : i64}> : (tensor<2x3xf32>) -> tensor<i64>
  return
}

// -----

// Shapes whose size in bytes does not fit in int64 are rejected, as XLA's
// ShapeUtil::ValidateShape does (element counts would overflow).
func.func @oversized_broadcast(%c: tensor<2xf32>) {
  // expected-error @+1 {{result #0 must be statically shaped tensor of XLA element type values (of at most 2^63 - 1 bytes), but got 'tensor<2x2147483648x2147483648xf32>'}}
  %r = hlo.broadcast %c, dimensions = [0] : (tensor<2xf32>) -> tensor<2x2147483648x2147483648xf32>
  return
}

// -----

func.func @oversized_iota() {
  // expected-error @+1 {{must be statically shaped tensor of XLA element type values (of at most 2^63 - 1 bytes)}}
  %c = hlo.iota iota_dimension = 1 : tensor<4294967296x4294967296xi32>
  return
}

// -----

func.func @concatenate_overflow(%a: tensor<2305843009213693951xi8>) {
  // expected-error @+2 {{concatenating along dimension 0 overflows 64 bits}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = hlo.concatenate %a, %a, %a, %a, %a, dimension = 0 : (tensor<2305843009213693951xi8>, tensor<2305843009213693951xi8>, tensor<2305843009213693951xi8>, tensor<2305843009213693951xi8>, tensor<2305843009213693951xi8>) -> tensor<1xi8>
  return
}
