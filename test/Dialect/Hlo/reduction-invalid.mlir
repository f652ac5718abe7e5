// Each reduction op rejects what XLA rejects, with a precise diagnostic.
// RUN: xhlo-opt --split-input-file --verify-diagnostics %s

//===----------------------------------------------------------------------===//
// reduce
//===----------------------------------------------------------------------===//

func.func @f(%x: tensor<4x8xf32>, %z: tensor<f32>) {
  // expected-error @+2 {{reduce dimension 2 is out of range for input f32[4,8] of rank 2}}
  // expected-error @+1 {{'hlo.reduce' op failed to infer returned types}}
  %r = hlo.reduce(%x init: %z) dimensions = [2] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<4x8xf32>, %z: tensor<f32>) {
  // expected-error @+2 {{reduce dimension -1 is out of range for input f32[4,8] of rank 2}}
  // expected-error @+1 {{'hlo.reduce' op failed to infer returned types}}
  %r = hlo.reduce(%x init: %z) dimensions = [-1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<4x8xf32>, %z: tensor<f32>) {
  // expected-error @+2 {{duplicate reduce dimension 1 in [1, 1]}}
  // expected-error @+1 {{'hlo.reduce' op failed to infer returned types}}
  %r = hlo.reduce(%x init: %z) dimensions = [1, 1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<4x8xf32>, %y: tensor<4x9xi32>, %z: tensor<f32>, %w: tensor<i32>) {
  // expected-error @+2 {{reduce inputs must have the same dimensions; input 0 is f32[4,8] and input 1 is s32[4,9]}}
  // expected-error @+1 {{'hlo.reduce' op failed to infer returned types}}
  %r:2 = hlo.reduce(%x, %y init: %z, %w) dimensions = [1]
      : (tensor<4x8xf32>, tensor<4x9xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>) {
  ^bb0(%a: tensor<f32>, %b: tensor<i32>, %c: tensor<f32>, %d: tensor<i32>):
    hlo.return %a, %b : tensor<f32>, tensor<i32>
  }
  return
}

// -----

func.func @f(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>, %z: tensor<f32>) {
  // expected-error @+2 {{reduce must have one init value per input, got 2 inputs and 1 init values}}
  // expected-error @+1 {{'hlo.reduce' op failed to infer returned types}}
  %r = hlo.reduce(%x, %y init: %z) dimensions = [1]
      : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    hlo.return %a : tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<4x8xf32>, %z: tensor<4xf32>) {
  // expected-error @+2 {{reduce init value 0 must be a 0-d tensor, got f32[4]}}
  // expected-error @+1 {{'hlo.reduce' op failed to infer returned types}}
  %r = hlo.reduce(%x init: %z) dimensions = [1] : (tensor<4x8xf32>, tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<4x8xf32>, %z: tensor<f32>) {
  // expected-error @+2 {{'hlo.reduce' op inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<8xf32>'}}
  // expected-error @+1 {{'hlo.reduce' op failed to infer returned types}}
  %r = hlo.reduce(%x init: %z) dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<8xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  return
}

// -----

// The result element type is the init value's.
func.func @f(%x: tensor<4x8xbf16>, %z: tensor<f32>) {
  // expected-error @+2 {{'hlo.reduce' op inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<4xbf16>'}}
  // expected-error @+1 {{'hlo.reduce' op failed to infer returned types}}
  %r = hlo.reduce(%x init: %z) dimensions = [1] : (tensor<4x8xbf16>, tensor<f32>) -> tensor<4xbf16> {
  ^bb0(%a: tensor<f32>, %b: tensor<bf16>):
    hlo.return %a : tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<4x8xf32>, %z: tensor<f32>) {
  // expected-error @+1 {{reduce to_apply must take 2 parameters (1 accumulators, then 1 input elements), got 1}}
  %r = hlo.reduce(%x init: %z) dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<f32>):
    hlo.return %a : tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<4x8xf32>, %z: tensor<f32>) {
  // expected-error @+1 {{reduce to_apply must return 1 values (one per init value), got 2}}
  %r = hlo.reduce(%x init: %z) dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    hlo.return %a, %b : tensor<f32>, tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<4x8xf32>, %z: tensor<f32>) {
  // expected-error @+1 {{reduce to_apply parameter 1 must be a 0-d tensor, got f32[1]}}
  %r = hlo.reduce(%x init: %z) dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<1xf32>):
    hlo.return %a : tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<4x8xf32>, %z: tensor<f32>) {
  // expected-error @+1 {{reduce to_apply accumulator parameter 0 has type f32[] but result 0 has type f64[]}}
  %r = hlo.reduce(%x init: %z) dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = hlo.convert %a : (tensor<f32>) -> tensor<f64>
    hlo.return %c : tensor<f64>
  }
  return
}

// -----

func.func @f(%x: tensor<4x8xf32>, %z: tensor<f64>) {
  // expected-error @+1 {{reduce init value 0 has type f64[] but to_apply accumulator 0 has type f32[]}}
  %r = hlo.reduce(%x init: %z) dimensions = [1] : (tensor<4x8xf32>, tensor<f64>) -> tensor<4xf64> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<4x8xf32>, %z: tensor<f32>) {
  // expected-error @+1 {{reduce to_apply parameter 1 has type f16[] but input 0 has element type f32}}
  %r = hlo.reduce(%x init: %z) dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f16>):
    hlo.return %a : tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<4x8xi32>, %z: tensor<f32>) {
  // expected-error @+1 {{reduce to_apply accumulator 0 (f32) and input element 0 (s32) must have the same element type, up to floating point precision}}
  %r = hlo.reduce(%x init: %z) dimensions = [1] : (tensor<4x8xi32>, tensor<f32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<i32>):
    hlo.return %a : tensor<f32>
  }
  return
}

// -----

// The computation is isolated from above: it sees only its parameters.
func.func @f(%x: tensor<4x8xf32>, %z: tensor<f32>) {
  // expected-note @+1 {{required by region isolation constraints}}
  %r = hlo.reduce(%x init: %z) dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    // expected-error @+1 {{'hlo.add' op using value defined outside the region}}
    %s = hlo.add %a, %z : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<4x8xf32>, %z: tensor<f32>) {
  // expected-error @+1 {{'hlo.reduce' op region #0 ('to_apply') failed to verify constraint: region with 1 blocks}}
  %r = hlo.reduce(%x init: %z) dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    hlo.return %a : tensor<f32>
  ^bb1(%c: tensor<f32>):
    hlo.return %c : tensor<f32>
  }
  return
}

//===----------------------------------------------------------------------===//
// reduce_window
//===----------------------------------------------------------------------===//

// -----

func.func @f(%x: tensor<4x6xf32>, %z: tensor<f32>) {
  // expected-error @+2 {{window has 1 dimensions but the input f32[4,6] of reduce_window has rank 2}}
  // expected-error @+1 {{'hlo.reduce_window' op failed to infer returned types}}
  %r = hlo.reduce_window(%x init: %z) window = <size = [2]> : (tensor<4x6xf32>, tensor<f32>) -> tensor<3x6xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = hlo.maximum %a, %b : tensor<f32>
    hlo.return %m : tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<4xf32>, %z: tensor<f32>) {
  // expected-error @+2 {{window padding makes dimension 0 of the input f32[4] of reduce_window negative (-1)}}
  // expected-error @+1 {{'hlo.reduce_window' op failed to infer returned types}}
  %r = hlo.reduce_window(%x init: %z) window = <size = [1], pad_low = [-5]> : (tensor<4xf32>, tensor<f32>) -> tensor<0xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = hlo.maximum %a, %b : tensor<f32>
    hlo.return %m : tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<4x6xf32>, %z: tensor<f32>) {
  // expected-error @+2 {{'hlo.reduce_window' op inferred type(s) 'tensor<2x3xf32>' are incompatible with return type(s) of operation 'tensor<3x5xf32>'}}
  // expected-error @+1 {{'hlo.reduce_window' op failed to infer returned types}}
  %r = hlo.reduce_window(%x init: %z) window = <size = [2, 2], stride = [2, 2]> : (tensor<4x6xf32>, tensor<f32>) -> tensor<3x5xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = hlo.maximum %a, %b : tensor<f32>
    hlo.return %m : tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<8xf32>, %y: tensor<8xf32>, %z: tensor<f32>) {
  // expected-error @+2 {{reduce_window must have one init value per input, got 2 inputs and 1 init values}}
  // expected-error @+1 {{'hlo.reduce_window' op failed to infer returned types}}
  %r = hlo.reduce_window(%x, %y init: %z) window = <size = [2]> : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<7xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    hlo.return %a : tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<8xi32>, %z: tensor<i32>) {
  // expected-error @+1 {{reduce_window to_apply parameter 1 has type f32[] but input 0 has element type s32}}
  %r = hlo.reduce_window(%x init: %z) window = <size = [2]> : (tensor<8xi32>, tensor<i32>) -> tensor<7xi32> {
  ^bb0(%a: tensor<i32>, %b: tensor<f32>):
    hlo.return %a : tensor<i32>
  }
  return
}

//===----------------------------------------------------------------------===//
// select_and_scatter
//===----------------------------------------------------------------------===//

// -----

func.func @f(%x: tensor<4xf32>, %src: tensor<3xf32>, %z: tensor<f32>) {
  // expected-error @+2 {{select_and_scatter source f32[3] does not match the window-reduced operand f32[2]}}
  // expected-error @+1 {{'hlo.select_and_scatter' op failed to infer returned types}}
  %r = hlo.select_and_scatter %x, %src, %z window = <size = [2], stride = [2]>
      : (tensor<4xf32>, tensor<3xf32>, tensor<f32>) -> tensor<4xf32> select {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %ge = hlo.compare GE, %a, %b : tensor<f32>
    hlo.return %ge : tensor<i1>
  } scatter {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<4xf32>, %src: tensor<2xf32>, %z: tensor<1xf32>) {
  // expected-error @+2 {{select_and_scatter init value must be a 0-d tensor, got f32[1]}}
  // expected-error @+1 {{'hlo.select_and_scatter' op failed to infer returned types}}
  %r = hlo.select_and_scatter %x, %src, %z window = <size = [2], stride = [2]>
      : (tensor<4xf32>, tensor<2xf32>, tensor<1xf32>) -> tensor<4xf32> select {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %ge = hlo.compare GE, %a, %b : tensor<f32>
    hlo.return %ge : tensor<i1>
  } scatter {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<4xf32>, %src: tensor<2xf32>, %z: tensor<f32>) {
  // expected-error @+1 {{select_and_scatter select must return a 0-d pred, got f32[]}}
  %r = hlo.select_and_scatter %x, %src, %z window = <size = [2], stride = [2]>
      : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32> select {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    hlo.return %a : tensor<f32>
  } scatter {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<4xf32>, %src: tensor<2xf32>, %z: tensor<f32>) {
  // expected-error @+1 {{select_and_scatter select parameter 1 has type s32[] but the operand has element type f32}}
  %r = hlo.select_and_scatter %x, %src, %z window = <size = [2], stride = [2]>
      : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32> select {
  ^bb0(%a: tensor<f32>, %b: tensor<i32>):
    %ge = hlo.compare GE, %a, %a : tensor<f32>
    hlo.return %ge : tensor<i1>
  } scatter {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<4xf32>, %src: tensor<2xf32>, %z: tensor<f32>) {
  // expected-error @+1 {{select_and_scatter scatter must take 2 parameters (1 accumulators, then 1 input elements), got 3}}
  %r = hlo.select_and_scatter %x, %src, %z window = <size = [2], stride = [2]>
      : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32> select {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %ge = hlo.compare GE, %a, %b : tensor<f32>
    hlo.return %ge : tensor<i1>
  } scatter {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<f32>):
    hlo.return %a : tensor<f32>
  }
  return
}

//===----------------------------------------------------------------------===//
// sort
//===----------------------------------------------------------------------===//

// -----

func.func @f(%x: tensor<8xf32>) {
  // expected-error @+2 {{sort dimension 1 is out of range for operand f32[8] of rank 1}}
  // expected-error @+1 {{'hlo.sort' op failed to infer returned types}}
  %r = hlo.sort(%x) dimension = 1 : (tensor<8xf32>) -> tensor<8xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %lt = hlo.compare LT, %a, %b : tensor<f32>
    hlo.return %lt : tensor<i1>
  }
  return
}

// -----

func.func @f(%x: tensor<8xf32>, %y: tensor<4xi32>) {
  // expected-error @+2 {{sort operands must have the same dimensions; operand 0 is f32[8] and operand 1 is s32[4]}}
  // expected-error @+1 {{'hlo.sort' op failed to infer returned types}}
  %r:2 = hlo.sort(%x, %y) dimension = 0 : (tensor<8xf32>, tensor<4xi32>) -> (tensor<8xf32>, tensor<4xi32>) {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    %lt = hlo.compare LT, %a, %b : tensor<f32>
    hlo.return %lt : tensor<i1>
  }
  return
}

// -----

func.func @f() {
  // expected-error @+2 {{sort must have at least one operand}}
  // expected-error @+1 {{'hlo.sort' op failed to infer returned types}}
  hlo.sort() dimension = 0 : () -> () {
  ^bb0:
    %t = hlo.constant dense<true> : tensor<i1>
    hlo.return %t : tensor<i1>
  }
  return
}

// -----

func.func @f(%x: tensor<8xf32>, %y: tensor<8xi32>) {
  // expected-error @+1 {{sort comparator must take 4 parameters (lhs and rhs of each of the 2 operands), got 2}}
  %r:2 = hlo.sort(%x, %y) dimension = 0 : (tensor<8xf32>, tensor<8xi32>) -> (tensor<8xf32>, tensor<8xi32>) {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %lt = hlo.compare LT, %a, %b : tensor<f32>
    hlo.return %lt : tensor<i1>
  }
  return
}

// -----

func.func @f(%x: tensor<8xf32>, %y: tensor<8xi32>) {
  // expected-error @+1 {{sort comparator parameter 2 has type f32[] but operand 1 has element type s32}}
  %r:2 = hlo.sort(%x, %y) dimension = 0 : (tensor<8xf32>, tensor<8xi32>) -> (tensor<8xf32>, tensor<8xi32>) {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<f32>, %d: tensor<f32>):
    %lt = hlo.compare LT, %a, %b : tensor<f32>
    hlo.return %lt : tensor<i1>
  }
  return
}

// -----

func.func @f(%x: tensor<8xf32>) {
  // expected-error @+1 {{sort comparator must return one 0-d pred, got f32[]}}
  %r = hlo.sort(%x) dimension = 0 : (tensor<8xf32>) -> tensor<8xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    hlo.return %a : tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<8xf32>) {
  // expected-error @+2 {{'hlo.sort' op inferred type(s) 'tensor<8xf32>' are incompatible with return type(s) of operation 'tensor<8xf64>'}}
  // expected-error @+1 {{'hlo.sort' op failed to infer returned types}}
  %r = "hlo.sort"(%x) <{dimension = 0 : i64}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %lt = hlo.compare LT, %a, %b : tensor<f32>
    hlo.return %lt : tensor<i1>
  }) : (tensor<8xf32>) -> tensor<8xf64>
  return
}

//===----------------------------------------------------------------------===//
// map
//===----------------------------------------------------------------------===//

// -----

func.func @f(%x: tensor<2x3xf32>) {
  // expected-error @+2 {{map dimensions [1, 0] must be [0, 1] (all dimensions of f32[2,3], in order)}}
  // expected-error @+1 {{'hlo.map' op failed to infer returned types}}
  %r = hlo.map(%x) dimensions = [1, 0] : (tensor<2x3xf32>) -> tensor<2x3xf32> {
  ^bb0(%a: tensor<f32>):
    hlo.return %a : tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<2x3xf32>) {
  // expected-error @+2 {{map dimensions [0] must be [0, 1] (all dimensions of f32[2,3], in order)}}
  // expected-error @+1 {{'hlo.map' op failed to infer returned types}}
  %r = hlo.map(%x) dimensions = [0] : (tensor<2x3xf32>) -> tensor<2x3xf32> {
  ^bb0(%a: tensor<f32>):
    hlo.return %a : tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<4xf32>, %y: tensor<5xf32>) {
  // expected-error @+2 {{map operands must have the same dimensions; operand 0 is f32[4] and operand 1 is f32[5]}}
  // expected-error @+1 {{'hlo.map' op failed to infer returned types}}
  %r = hlo.map(%x, %y) dimensions = [0] : (tensor<4xf32>, tensor<5xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    hlo.return %a : tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<4xf32>, %y: tensor<4xf32>) {
  // expected-error @+2 {{map to_apply must take 2 parameters (one per operand), got 1}}
  // expected-error @+1 {{'hlo.map' op failed to infer returned types}}
  %r = hlo.map(%x, %y) dimensions = [0] : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<f32>):
    hlo.return %a : tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<4xf32>) {
  // expected-error @+2 {{map to_apply parameter 0 has type s32[] but operand 0 has element type f32}}
  // expected-error @+1 {{'hlo.map' op failed to infer returned types}}
  %r = hlo.map(%x) dimensions = [0] : (tensor<4xf32>) -> tensor<4xi32> {
  ^bb0(%a: tensor<i32>):
    hlo.return %a : tensor<i32>
  }
  return
}

// -----

func.func @f(%x: tensor<4xf32>) {
  // expected-error @+2 {{map to_apply must return one value, got 2}}
  // expected-error @+1 {{'hlo.map' op failed to infer returned types}}
  %r = hlo.map(%x) dimensions = [0] : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<f32>):
    hlo.return %a, %a : tensor<f32>, tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<4xf32>, %c: tensor<2xf32>) {
  // expected-error @+2 {{map to_apply must return a 0-d tensor, got f32[2]}}
  // expected-error @+1 {{'hlo.map' op failed to infer returned types}}
  %r = hlo.map(%x) dimensions = [0] : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<f32>):
    %b = hlo.broadcast %a, dimensions = [] : (tensor<f32>) -> tensor<2xf32>
    hlo.return %b : tensor<2xf32>
  }
  return
}

// -----

func.func @f(%x: tensor<4xf32>) {
  // expected-error @+2 {{'hlo.map' op inferred type(s) 'tensor<4xi1>' are incompatible with return type(s) of operation 'tensor<4xf32>'}}
  // expected-error @+1 {{'hlo.map' op failed to infer returned types}}
  %r = hlo.map(%x) dimensions = [0] : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<f32>):
    %p = hlo.is_finite %a : tensor<f32>
    hlo.return %p : tensor<i1>
  }
  return
}

//===----------------------------------------------------------------------===//
// topk
//===----------------------------------------------------------------------===//

// -----

func.func @f(%x: tensor<4x8xf32>) {
  // expected-error @+2 {{topk k = 9 must be in [0, 8] (the last dimension of f32[4,8])}}
  // expected-error @+1 {{'hlo.topk' op failed to infer returned types}}
  %v, %i = hlo.topk %x, k = 9 : tensor<4x8xf32> -> (tensor<4x9xf32>, tensor<4x9xi32>)
  return
}

// -----

func.func @f(%x: tensor<8xf32>) {
  // expected-error @+2 {{topk k = -1 must be in [0, 8] (the last dimension of f32[8])}}
  // expected-error @+1 {{'hlo.topk' op failed to infer returned types}}
  %v, %i = hlo.topk %x, k = -1 : tensor<8xf32> -> (tensor<0xf32>, tensor<0xi32>)
  return
}

// -----

func.func @f(%x: tensor<f32>) {
  // expected-error @+2 {{topk operand must have rank >= 1, got f32[]}}
  // expected-error @+1 {{'hlo.topk' op failed to infer returned types}}
  %v, %i = hlo.topk %x, k = 1 : tensor<f32> -> (tensor<f32>, tensor<i32>)
  return
}

// -----

func.func @f(%x: tensor<8xf32>) {
  // expected-error @+2 {{'hlo.topk' op inferred type(s) 'tensor<2xf32>', 'tensor<2xi32>' are incompatible with return type(s) of operation 'tensor<2xf32>', 'tensor<2xi64>'}}
  // expected-error @+1 {{'hlo.topk' op failed to infer returned types}}
  %v, %i = hlo.topk %x, k = 2 : tensor<8xf32> -> (tensor<2xf32>, tensor<2xi64>)
  return
}

//===----------------------------------------------------------------------===//
// scan
//===----------------------------------------------------------------------===//

// -----

func.func @f(%x: tensor<8xf32>, %z: tensor<f32>) {
  // expected-error @+2 {{scan dimension 1 is out of range for input 0 f32[8] of rank 1}}
  // expected-error @+1 {{'hlo.scan' op failed to infer returned types}}
  %r:2 = hlo.scan(%x init: %z) dimension = 1 : (tensor<8xf32>, tensor<f32>) -> (tensor<8xf32>, tensor<f32>) {
  ^bb0(%e: tensor<f32>, %c: tensor<f32>):
    hlo.return %e, %c : tensor<f32>, tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<8xf32>, %y: tensor<7xf32>) {
  // expected-error @+2 {{scan inputs must have the same length along dimension 0; input 0 is f32[8] and input 1 is f32[7]}}
  // expected-error @+1 {{'hlo.scan' op failed to infer returned types}}
  %r = hlo.scan(%x, %y) dimension = 0 : (tensor<8xf32>, tensor<7xf32>) -> tensor<8xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    hlo.return %a : tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<8xf32>, %z: tensor<f32>) {
  // expected-error @+2 {{scan num_carries = 3 must be in [0, 2] (the number of operands)}}
  // expected-error @+1 {{'hlo.scan' op failed to infer returned types}}
  %r:2 = "hlo.scan"(%x, %z) <{dimension = 0 : i64, num_carries = 3 : i64}> ({
  ^bb0(%e: tensor<f32>, %c: tensor<f32>):
    hlo.return %e, %c : tensor<f32>, tensor<f32>
  }) : (tensor<8xf32>, tensor<f32>) -> (tensor<8xf32>, tensor<f32>)
  return
}

// -----

func.func @f(%z: tensor<f32>) {
  // expected-error @+2 {{scan must have at least one input besides its 1 carries}}
  // expected-error @+1 {{'hlo.scan' op failed to infer returned types}}
  %r = "hlo.scan"(%z) <{dimension = 0 : i64, num_carries = 1 : i64}> ({
  ^bb0(%c: tensor<f32>):
    hlo.return %c : tensor<f32>
  }) : (tensor<f32>) -> tensor<f32>
  return
}

// -----

func.func @f(%x: tensor<8xf32>, %z: tensor<f32>) {
  // expected-error @+2 {{scan to_apply must take 2 parameters (1 input slices, then 1 carries), got 1}}
  // expected-error @+1 {{'hlo.scan' op failed to infer returned types}}
  %r:2 = hlo.scan(%x init: %z) dimension = 0 : (tensor<8xf32>, tensor<f32>) -> (tensor<8xf32>, tensor<f32>) {
  ^bb0(%c: tensor<f32>):
    hlo.return %c, %c : tensor<f32>, tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<3x8xf32>, %z: tensor<f32>) {
  // expected-error @+2 {{scan to_apply parameter 0 has type f32[] but the slice of input 0 along dimension 1 is f32[3]}}
  // expected-error @+1 {{'hlo.scan' op failed to infer returned types}}
  %r:2 = hlo.scan(%x init: %z) dimension = 1 : (tensor<3x8xf32>, tensor<f32>) -> (tensor<3x8xf32>, tensor<f32>) {
  ^bb0(%e: tensor<f32>, %c: tensor<f32>):
    hlo.return %e, %c : tensor<f32>, tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<8xf32>, %z: tensor<f32>) {
  // expected-error @+2 {{scan to_apply parameter 1 has type s32[] but init 0 has type f32[]}}
  // expected-error @+1 {{'hlo.scan' op failed to infer returned types}}
  %r:2 = hlo.scan(%x init: %z) dimension = 0 : (tensor<8xf32>, tensor<f32>) -> (tensor<8xf32>, tensor<f32>) {
  ^bb0(%e: tensor<f32>, %c: tensor<i32>):
    hlo.return %e, %e : tensor<f32>, tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<8xf32>, %z: tensor<f32>) {
  // expected-error @+2 {{scan to_apply result 1 (carry 0) has type s32[] but init 0 has type f32[]}}
  // expected-error @+1 {{'hlo.scan' op failed to infer returned types}}
  %r:2 = hlo.scan(%x init: %z) dimension = 0 : (tensor<8xf32>, tensor<f32>) -> (tensor<8xf32>, tensor<f32>) {
  ^bb0(%e: tensor<f32>, %c: tensor<f32>):
    %i = hlo.convert %c : (tensor<f32>) -> tensor<i32>
    hlo.return %e, %i : tensor<f32>, tensor<i32>
  }
  return
}

// -----

func.func @f(%x: tensor<8xf32>, %z: tensor<f32>) {
  // expected-error @+2 {{scan to_apply must return its outputs, then the 1 carries, got 0 values}}
  // expected-error @+1 {{'hlo.scan' op failed to infer returned types}}
  %r:2 = hlo.scan(%x init: %z) dimension = 0 : (tensor<8xf32>, tensor<f32>) -> (tensor<8xf32>, tensor<f32>) {
  ^bb0(%e: tensor<f32>, %c: tensor<f32>):
    hlo.return
  }
  return
}

// -----

func.func @f(%x: tensor<3x8xf32>) {
  // expected-error @+2 {{scan to_apply output 0 f32[] cannot be stacked along dimension 1}}
  // expected-error @+1 {{'hlo.scan' op failed to infer returned types}}
  %r = hlo.scan(%x) dimension = 1 : (tensor<3x8xf32>) -> tensor<3x8xf32> {
  ^bb0(%e: tensor<3xf32>):
    %s = hlo.reshape %e : (tensor<3xf32>) -> tensor<3xf32>
    %z = hlo.constant dense<0.0> : tensor<f32>
    hlo.return %z : tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<8xf32>, %z: tensor<f32>) {
  // expected-error @+2 {{'hlo.scan' op inferred type(s) 'tensor<8xi1>', 'tensor<f32>' are incompatible with return type(s) of operation 'tensor<8xf32>', 'tensor<f32>'}}
  // expected-error @+1 {{'hlo.scan' op failed to infer returned types}}
  %r:2 = hlo.scan(%x init: %z) dimension = 0 : (tensor<8xf32>, tensor<f32>) -> (tensor<8xf32>, tensor<f32>) {
  ^bb0(%e: tensor<f32>, %c: tensor<f32>):
    %p = hlo.compare LT, %e, %c : tensor<f32>
    hlo.return %p, %c : tensor<i1>, tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<4xf32>, %z: tensor<f32>) {
  // expected-error @+2 {{window dimension 0 of the input f32[4] of reduce_window overflows 64 bits once padded and dilated}}
  // expected-error @+1 {{'hlo.reduce_window' op failed to infer returned types}}
  %r = hlo.reduce_window(%x init: %z) window = <size = [1], pad_low = [9223372036854775807], pad_high = [9223372036854775807]> : (tensor<4xf32>, tensor<f32>) -> tensor<0xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = hlo.maximum %a, %b : tensor<f32>
    hlo.return %m : tensor<f32>
  }
  return
}
