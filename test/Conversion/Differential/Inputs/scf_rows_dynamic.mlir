// CATEGORY: control-flow
// Row-wise work at run-time offsets: scf.for over the rows with a step of 2
// from a run-time start, each pair of rows sliced (extract_slice at the loop
// index), divided by its largest magnitude (a reduction), and written back;
// single elements read and written with tensor.extract/tensor.insert at
// computed indices.
// TOLERANCE: rtol=1e-5 atol=1e-6 (one division per element)
// ARG 1: int 2 2
func.func @main(%x: tensor<10x6xf32>, %start: tensor<i32>) -> (tensor<10x6xf32>, tensor<5xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c10 = arith.constant 10 : index
  %s0 = tensor.extract %start[] : tensor<i32>
  %lb = arith.index_cast %s0 : i32 to index
  %z = arith.constant 0.0 : f32
  %ediag = arith.constant dense<0.0> : tensor<5xf32>
  %r:2 = scf.for %i = %lb to %c10 step %c2 iter_args(%m = %x, %d = %ediag) -> (tensor<10x6xf32>, tensor<5xf32>) {
    %rows = tensor.extract_slice %m[%i, 0] [2, 6] [1, 1] : tensor<10x6xf32> to tensor<2x6xf32>
    %e0 = tensor.empty() : tensor<f32>
    %f0 = linalg.fill ins(%z : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
    %mx = linalg.reduce ins(%rows : tensor<2x6xf32>) outs(%f0 : tensor<f32>) dimensions = [0, 1]
      (%in: f32, %acc: f32) {
        %a = math.absf %in : f32
        %r2 = arith.maximumf %a, %acc : f32
        linalg.yield %r2 : f32
      }
    %e = tensor.empty() : tensor<2x6xf32>
    %n = linalg.generic {indexing_maps = [affine_map<(a, b) -> (a, b)>, affine_map<(a, b) -> ()>, affine_map<(a, b) -> (a, b)>], iterator_types = ["parallel", "parallel"]} ins(%rows, %mx : tensor<2x6xf32>, tensor<f32>) outs(%e : tensor<2x6xf32>) {
    ^bb0(%v: f32, %s: f32, %o: f32):
      %q = arith.divf %v, %s : f32
      linalg.yield %q : f32
    } -> tensor<2x6xf32>
    %m1 = tensor.insert_slice %n into %m[%i, 0] [2, 6] [1, 1] : tensor<2x6xf32> into tensor<10x6xf32>
    %k = arith.divui %i, %c2 : index
    %col = arith.remui %i, %c10 : index
    %c6 = arith.constant 6 : index
    %cc = arith.remui %col, %c6 : index
    %v = tensor.extract %m1[%i, %cc] : tensor<10x6xf32>
    %mxs = tensor.extract %mx[] : tensor<f32>
    %w = arith.mulf %v, %mxs : f32
    %d1 = tensor.insert %w into %d[%k] : tensor<5xf32>
    scf.yield %m1, %d1 : tensor<10x6xf32>, tensor<5xf32>
  }
  return %r#0, %r#1 : tensor<10x6xf32>, tensor<5xf32>
}
