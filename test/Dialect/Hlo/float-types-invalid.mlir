// The dialect's own float types and #hlo.float_bits reject what is not one
// of XLA's values of them, with located messages.
// RUN: xhlo-opt --split-input-file --verify-diagnostics %s

func.func @bits_out_of_range() {
  // expected-error @+1 {{#hlo.float_bits: element 1 is 16, not a bit pattern of f4e2m1fn (4 bits)}}
  %c = hlo.constant #hlo.float_bits<dense<[15, 16]> : tensor<2xui8>> : tensor<2x!hlo.f4e2m1fn>
  return
}

// -----

func.func @bits_splat_out_of_range() {
  // expected-error @+1 {{#hlo.float_bits: element 0 is 64, not a bit pattern of f6e3m2fn (6 bits)}}
  %c = hlo.constant #hlo.float_bits<dense<64> : tensor<3xui8>> : tensor<3x!hlo.f6e3m2fn>
  return
}

// -----

func.func @bits_wrong_shape() {
  // expected-error @+1 {{#hlo.float_bits of type 'tensor<2x!hlo.f8e3m4>' must hold its bits as 'tensor<2xui8>', got 'tensor<3xui8>'}}
  %c = hlo.constant #hlo.float_bits<dense<[1, 2, 3]> : tensor<3xui8>> : tensor<2x!hlo.f8e3m4>
  return
}

// -----

func.func @bits_wrong_storage() {
  // expected-error @+1 {{must hold its bits as 'tensor<2xui8>', got 'tensor<2xi8>'}}
  %c = hlo.constant #hlo.float_bits<dense<[1, 2]> : tensor<2xi8>> : tensor<2x!hlo.f8e3m4>
  return
}

// -----

func.func @bits_builtin_type() {
  // expected-error @+1 {{#hlo.float_bits must have a static tensor type of one of the hlo dialect's float types (f8e3m4, f8e8m0fnu, f6e2m3fn, f6e3m2fn, f4e2m1fn), got 'tensor<2xf32>'}}
  %c = hlo.constant #hlo.float_bits<dense<[1, 2]> : tensor<2xui8>> : tensor<2xf32>
  return
}

// -----

func.func @dense_of_dialect_type() {
  // expected-error @+1 {{'hlo.constant' op value of element type '!hlo.f8e3m4' must be a #hlo.float_bits attribute (its elements' bit patterns)}}
  %c = hlo.constant dense<[1.0, 2.0]> : tensor<2x!hlo.f8e3m4>
  return
}

// -----

func.func @integer_op(%x: tensor<2x!hlo.f8e8m0fnu>) -> tensor<2x!hlo.f8e8m0fnu> {
  // expected-error @+1 {{expected element type to be pred or integral for and operation; got f8e8m0fnu}}
  %r = hlo.and %x, %x : tensor<2x!hlo.f8e8m0fnu>
  return %r : tensor<2x!hlo.f8e8m0fnu>
}

// -----

func.func @mixed_types(%x: tensor<2x!hlo.f4e2m1fn>, %y: tensor<2x!hlo.f6e2m3fn>) -> tensor<2x!hlo.f4e2m1fn> {
  // expected-error @+1 {{'hlo.add' op}}
  %r = "hlo.add"(%x, %y) : (tensor<2x!hlo.f4e2m1fn>, tensor<2x!hlo.f6e2m3fn>) -> tensor<2x!hlo.f4e2m1fn>
  return %r : tensor<2x!hlo.f4e2m1fn>
}

// -----

func.func @unknown_type(%x: tensor<2x!hlo.f4e2m2fn>) {
  // expected-error @-1 {{unknown  type `f4e2m2fn` in dialect `hlo`}}
  return
}
