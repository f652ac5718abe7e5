// Declarations marked xhlo.outfeed that cannot be outfeeds
// (test/Conversion/FuncToHlo/outfeed.mlir).

func.func private @with_result(tensor<f32>) -> tensor<f32> attributes {xhlo.outfeed}

func.func @call_with_result(%x: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{cannot convert 'func.call' to hlo: the outfeed declaration @with_result has results (an outfeed returns nothing)}}
  %r = func.call @with_result(%x) : (tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}

// -----

func.func private @defined(%x: tensor<f32>) attributes {xhlo.outfeed} {
  return
}

func.func @call_defined(%x: tensor<f32>) {
  // expected-error @+1 {{cannot convert 'func.call' to hlo: @defined is marked xhlo.outfeed but has a body (it is declared, not defined)}}
  func.call @defined(%x) : (tensor<f32>) -> ()
  return
}
