// CATEGORY: scf-forall
// A matmul tiled as linalg's tiling makes it: scf.forall over 8x8 tiles of
// the output (non-normalized bounds and steps), each tile a linalg.matmul of
// slices inserted with tensor.parallel_insert_slice; a second forall
// (normalized, offsets from affine.apply, mapping attribute) with two
// shared_outs: relu of the product and its row-block sums.
// TOLERANCE: rtol=1e-5 atol=1e-5
func.func @main(%a: tensor<16x32xf32>, %b: tensor<32x24xf32>) -> (tensor<16x24xf32>, tensor<16x24xf32>, tensor<2x24xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x24xf32>
  %init = linalg.fill ins(%z : f32) outs(%e : tensor<16x24xf32>) -> tensor<16x24xf32>
  %c = scf.forall (%i, %j) = (0, 0) to (16, 24) step (8, 8) shared_outs(%o = %init) -> (tensor<16x24xf32>) {
    %sa = tensor.extract_slice %a[%i, 0] [8, 32] [1, 1] : tensor<16x32xf32> to tensor<8x32xf32>
    %sb = tensor.extract_slice %b[0, %j] [32, 8] [1, 1] : tensor<32x24xf32> to tensor<32x8xf32>
    %sc = tensor.extract_slice %o[%i, %j] [8, 8] [1, 1] : tensor<16x24xf32> to tensor<8x8xf32>
    %m = linalg.matmul ins(%sa, %sb : tensor<8x32xf32>, tensor<32x8xf32>) outs(%sc : tensor<8x8xf32>) -> tensor<8x8xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %m into %o[%i, %j] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<16x24xf32>
    }
  }
  %e2 = tensor.empty() : tensor<2x24xf32>
  %init2 = linalg.fill ins(%z : f32) outs(%e2 : tensor<2x24xf32>) -> tensor<2x24xf32>
  %r:2 = scf.forall (%ti, %tj) in (2, 3) shared_outs(%o1 = %e, %o2 = %init2) -> (tensor<16x24xf32>, tensor<2x24xf32>) {
    %i = affine.apply affine_map<(d0) -> (d0 * 8)>(%ti)
    %j = affine.apply affine_map<(d0) -> (d0 * 8)>(%tj)
    %t = tensor.extract_slice %c[%i, %j] [8, 8] [1, 1] : tensor<16x24xf32> to tensor<8x8xf32>
    %et = tensor.empty() : tensor<8x8xf32>
    %relu = linalg.generic {indexing_maps = [affine_map<(p, q) -> (p, q)>, affine_map<(p, q) -> (p, q)>], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<8x8xf32>) outs(%et : tensor<8x8xf32>) {
    ^bb0(%x: f32, %y: f32):
      %mx = arith.maximumf %x, %z : f32
      linalg.yield %mx : f32
    } -> tensor<8x8xf32>
    %es = tensor.empty() : tensor<8xf32>
    %fs = linalg.fill ins(%z : f32) outs(%es : tensor<8xf32>) -> tensor<8xf32>
    %s = linalg.reduce ins(%relu : tensor<8x8xf32>) outs(%fs : tensor<8xf32>) dimensions = [0]
      (%x: f32, %acc: f32) {
        %sum = arith.addf %x, %acc : f32
        linalg.yield %sum : f32
      }
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %relu into %o1[%i, %j] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<16x24xf32>
      tensor.parallel_insert_slice %s into %o2[%ti, %j] [1, 8] [1, 1] : tensor<8xf32> into tensor<2x24xf32>
    }
  } {mapping = [#gpu.block<y>, #gpu.block<x>]}
  return %c, %r#0, %r#1 : tensor<16x24xf32>, tensor<16x24xf32>, tensor<2x24xf32>
}
