// CATEGORY: control-flow
// A recurrent cell unrolled by scf.for over 6 time steps: x_t is sliced from
// the sequence at the loop index, h = tanh(W_h h + W_x x_t + b) (matvecs),
// on odd steps an scf.if adds a residual of the previous state, and each h is
// written into row t of the output sequence with insert_slice.
// TOLERANCE: rtol=1e-5 atol=1e-5 (16-term dot products through tanh, six
// steps deep)
// ARG 1: uniform -0.3 0.3
// ARG 2: uniform -0.3 0.3
func.func @main(%xs: tensor<6x8xf32>, %wh: tensor<16x16xf32>, %wx: tensor<16x8xf32>, %b: tensor<16xf32>, %h0: tensor<16xf32>) -> (tensor<16xf32>, tensor<6x16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %z = arith.constant 0.0 : f32
  %e16 = tensor.empty() : tensor<16xf32>
  %es = tensor.empty() : tensor<6x16xf32>
  %seq0 = linalg.fill ins(%z : f32) outs(%es : tensor<6x16xf32>) -> tensor<6x16xf32>
  %r:2 = scf.for %t = %c0 to %c6 step %c1 iter_args(%h = %h0, %seq = %seq0) -> (tensor<16xf32>, tensor<6x16xf32>) {
    %x = tensor.extract_slice %xs[%t, 0] [1, 8] [1, 1] : tensor<6x8xf32> to tensor<8xf32>
    %bias = linalg.copy ins(%b : tensor<16xf32>) outs(%e16 : tensor<16xf32>) -> tensor<16xf32>
    %a1 = linalg.matvec ins(%wh, %h : tensor<16x16xf32>, tensor<16xf32>) outs(%bias : tensor<16xf32>) -> tensor<16xf32>
    %a2 = linalg.matvec ins(%wx, %x : tensor<16x8xf32>, tensor<8xf32>) outs(%a1 : tensor<16xf32>) -> tensor<16xf32>
    %hn = math.tanh %a2 : tensor<16xf32>
    %rem = arith.remui %t, %c2 : index
    %odd = arith.cmpi ne, %rem, %c0 : index
    %h2 = scf.if %odd -> (tensor<16xf32>) {
      %s = arith.addf %hn, %h : tensor<16xf32>
      scf.yield %s : tensor<16xf32>
    } else {
      scf.yield %hn : tensor<16xf32>
    }
    %seq1 = tensor.insert_slice %h2 into %seq[%t, 0] [1, 16] [1, 1] : tensor<16xf32> into tensor<6x16xf32>
    scf.yield %h2, %seq1 : tensor<16xf32>, tensor<6x16xf32>
  }
  return %r#0, %r#1 : tensor<16xf32>, tensor<6x16xf32>
}
