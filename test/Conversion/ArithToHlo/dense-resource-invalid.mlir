// dense_resource blobs that do not hold their type's elements are refused,
// located at the constant, saying what is wrong.
// RUN: xhlo-opt --convert-arith-to-hlo --split-input-file --verify-diagnostics %s

func.func @short() -> tensor<3x2xf32> {
  // expected-error @+1 {{cannot convert 'arith.constant' to hlo: the dense_resource blob 'short' holds 20 bytes, but tensor<3x2xf32> needs 6 x 4 bytes}}
  %0 = arith.constant dense_resource<short> : tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}
{-#
  dialect_resources: {
    builtin: {
      short: "0x040000000000803F00000040000040400000804000000000"
    }
  }
#-}

// -----

// One element of data for six: not a splat (a blob holds every element).
func.func @one_for_six() -> tensor<3x2xf32> {
  // expected-error @+1 {{cannot convert 'arith.constant' to hlo: the dense_resource blob 'one' holds 4 bytes, but tensor<3x2xf32> needs 6 x 4 bytes}}
  %0 = arith.constant dense_resource<one> : tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}
{-#
  dialect_resources: {
    builtin: {
      one: "0x040000000000803F"
    }
  }
#-}

// -----

// Not a whole number of elements.
func.func @ragged() -> tensor<2xi32> {
  // expected-error @+1 {{cannot convert 'arith.constant' to hlo: the dense_resource blob 'ragged' holds 9 bytes, but tensor<2xi32> needs 2 x 4 bytes}}
  %0 = arith.constant dense_resource<ragged> : tensor<2xi32>
  return %0 : tensor<2xi32>
}
{-#
  dialect_resources: {
    builtin: {
      ragged: "0x04000000010000000200000003"
    }
  }
#-}

// -----

// A resource named but never given data.
func.func @no_data() -> tensor<4xf32> {
  // expected-error @+1 {{cannot convert 'arith.constant' to hlo: the dense_resource blob 'nowhere' has no data (no dialect_resources entry for it, or it was elided)}}
  %0 = arith.constant dense_resource<nowhere> : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// i1 elements are bytes 0 or 1.
func.func @bad_bool() -> tensor<3xi1> {
  // expected-error @+1 {{cannot convert 'arith.constant' to hlo: the dense_resource blob 'bools' holds byte 2 for i1 element 1 (i1 elements are bytes 0 or 1)}}
  %0 = arith.constant dense_resource<bools> : tensor<3xi1>
  return %0 : tensor<3xi1>
}
{-#
  dialect_resources: {
    builtin: {
      bools: "0x01000000010200"
    }
  }
#-}

// -----

// A huge type with a small blob: refused without allocating anything.
func.func @huge() -> tensor<1099511627776xf32> {
  // expected-error @+1 {{cannot convert 'arith.constant' to hlo: the dense_resource blob 'small' holds 4 bytes, but tensor<1099511627776xf32> needs 1099511627776 x 4 bytes}}
  %0 = arith.constant dense_resource<small> : tensor<1099511627776xf32>
  return %0 : tensor<1099511627776xf32>
}
{-#
  dialect_resources: {
    builtin: {
      small: "0x040000000000803F"
    }
  }
#-}
