// CATEGORY: control-flow
// Nested scf.for loops with an scf.if inside: for i < 3, for j < 4, row j of
// the state is either scaled and shifted by a weight row (i + j even) or
// put through tanh (odd), by extract_slice/insert_slice at the loop's index;
// the outer loop also carries a 0-d running total of the state.
// TOLERANCE: rtol=1e-5 atol=1e-5 (tanh within a few ulp, 32-term sums)
func.func @main(%x: tensor<4x8xf32>, %w: tensor<8xf32>) -> (tensor<4x8xf32>, tensor<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %t0 = arith.constant dense<0.0> : tensor<f32>
  %r:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %x, %tot = %t0) -> (tensor<4x8xf32>, tensor<f32>) {
    %inner = scf.for %j = %c0 to %c4 step %c1 iter_args(%a = %acc) -> (tensor<4x8xf32>) {
      %s = arith.addi %i, %j : index
      %rem = arith.remui %s, %c2 : index
      %even = arith.cmpi eq, %rem, %c0 : index
      %row = tensor.extract_slice %a[%j, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<8xf32>
      %new = scf.if %even -> (tensor<8xf32>) {
        %e = tensor.empty() : tensor<8xf32>
        %y = linalg.map ins(%row, %w : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>)
          (%p: f32, %q: f32) {
            %h = arith.constant 0.5 : f32
            %m = arith.mulf %p, %q : f32
            %r2 = arith.addf %m, %h : f32
            linalg.yield %r2 : f32
          }
        scf.yield %y : tensor<8xf32>
      } else {
        %t = math.tanh %row : tensor<8xf32>
        scf.yield %t : tensor<8xf32>
      }
      %ins = tensor.insert_slice %new into %a[%j, 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<4x8xf32>
      scf.yield %ins : tensor<4x8xf32>
    }
    %sum = linalg.reduce ins(%inner : tensor<4x8xf32>) outs(%tot : tensor<f32>) dimensions = [0, 1]
      (%in: f32, %ac: f32) {
        %r3 = arith.addf %in, %ac : f32
        linalg.yield %r3 : f32
      }
    scf.yield %inner, %sum : tensor<4x8xf32>, tensor<f32>
  }
  return %r#0, %r#1 : tensor<4x8xf32>, tensor<f32>
}
