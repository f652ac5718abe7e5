// Random linalg.generic ops (random loop counts, sizes and iterator types;
// projected permutation maps with constant indices; window maps with random
// layouts, roles, strides, dilations and inputs larger than the windows
// reach; payloads of elementwise ops, loop indices, combiners and
// multiply-accumulates), drawn once by a generator during development and
// kept: run by upstream-differential.test.

func.func @elementwise_or_reduction_0(%a0: tensor<1xf32>, %a1: tensor<1xf32>, %o: tensor<1xf32>) -> tensor<1xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a0, %a1 : tensor<1xf32>, tensor<1xf32>) outs(%o : tensor<1xf32>) {
  ^bb0(%x0: f32, %x1: f32, %out: f32):
    %t0 = arith.addf %x0, %x1 : f32
    %t1 = arith.maximumf %t0, %t0 : f32
    linalg.yield %t1 : f32
  } -> tensor<1xf32>
  return %0 : tensor<1xf32>
}

func.func @elementwise_or_reduction_1(%a0: tensor<1x3x3x1xf32>, %a1: tensor<3x1xf32>, %a2: tensor<3x3xf32>, %o: tensor<1x3x1x3xf32>) -> tensor<1x3x1x3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3, d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d0, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%a0, %a1, %a2 : tensor<1x3x3x1xf32>, tensor<3x1xf32>, tensor<3x3xf32>) outs(%o : tensor<1x3x1x3xf32>) {
  ^bb0(%x0: f32, %x1: f32, %x2: f32, %out: f32):
    %t0 = arith.subf %x1, %x2 : f32
    %t1 = arith.subf %t0, %t0 : f32
    %t2 = arith.subf %t1, %t1 : f32
    %t3 = arith.maximumf %t0, %t2 : f32
    %i4 = linalg.index 2 : index
    %c4 = arith.index_cast %i4 : index to i32
    %f4 = arith.sitofp %c4 : i32 to f32
    %t4 = arith.addf %t3, %f4 : f32
    linalg.yield %t4 : f32
  } -> tensor<1x3x1x3xf32>
  return %0 : tensor<1x3x1x3xf32>
}

func.func @elementwise_or_reduction_2(%a0: tensor<3x4xf32>, %a1: tensor<4x3xf32>, %a2: tensor<4x3xf32>, %o: tensor<4x3xf32>) -> tensor<4x3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} ins(%a0, %a1, %a2 : tensor<3x4xf32>, tensor<4x3xf32>, tensor<4x3xf32>) outs(%o : tensor<4x3xf32>) {
  ^bb0(%x0: f32, %x1: f32, %x2: f32, %out: f32):
    %t0 = arith.addf %x1, %x2 : f32
    %i1 = linalg.index 0 : index
    %c1 = arith.index_cast %i1 : index to i32
    %f1 = arith.sitofp %c1 : i32 to f32
    %t1 = arith.addf %t0, %f1 : f32
    linalg.yield %t1 : f32
  } -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

func.func @elementwise_or_reduction_3(%a0: tensor<2x3xf32>, %a1: tensor<2x2x3xf32>, %o: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (0, d1, d0)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} ins(%a0, %a1 : tensor<2x3xf32>, tensor<2x2x3xf32>) outs(%o : tensor<2x3xf32>) {
  ^bb0(%x0: f32, %x1: f32, %out: f32):
    %t0 = arith.subf %x1, %x0 : f32
    %r = arith.addf %out, %t0 : f32
    linalg.yield %r : f32
  } -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

func.func @elementwise_or_reduction_4(%a0: tensor<1x4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%a0 : tensor<1x4xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x0: f32, %out: f32):
    %t0 = arith.subf %x0, %x0 : f32
    %i1 = linalg.index 1 : index
    %c1 = arith.index_cast %i1 : index to i32
    %f1 = arith.sitofp %c1 : i32 to f32
    %t1 = arith.addf %t0, %f1 : f32
    %r = arith.addf %t1, %out : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @elementwise_or_reduction_5(%a0: tensor<2x2x2x4x1xf32>, %o: tensor<2x1xf32>) -> tensor<2x1xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, 1, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>], iterator_types = ["reduction", "reduction", "parallel", "parallel"]} ins(%a0 : tensor<2x2x2x4x1xf32>) outs(%o : tensor<2x1xf32>) {
  ^bb0(%x0: f32, %out: f32):
    %t0 = arith.addf %x0, %x0 : f32
    %t1 = arith.subf %x0, %x0 : f32
    %t2 = arith.mulf %x0, %x0 : f32
    %t3 = arith.maximumf %t0, %x0 : f32
    %r = arith.maximumf %t3, %out : f32
    linalg.yield %r : f32
  } -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}

func.func @elementwise_or_reduction_6(%a0: tensor<3xf32>, %a1: tensor<3xf32>, %a2: tensor<3xf32>, %o: tensor<3xf32>) -> tensor<3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a0, %a1, %a2 : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) outs(%o : tensor<3xf32>) {
  ^bb0(%x0: f32, %x1: f32, %x2: f32, %out: f32):
    %t0 = arith.mulf %x0, %x1 : f32
    %r = arith.addf %out, %t0 : f32
    linalg.yield %r : f32
  } -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

func.func @elementwise_or_reduction_7(%a0: tensor<2xf32>, %o: tensor<2xf32>) -> tensor<2xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a0 : tensor<2xf32>) outs(%o : tensor<2xf32>) {
  ^bb0(%x0: f32, %out: f32):
    %t0 = arith.mulf %x0, %x0 : f32
    linalg.yield %t0 : f32
  } -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

func.func @elementwise_or_reduction_8(%a0: tensor<4x2x2x4xf32>, %o: tensor<2xf32>) -> tensor<2xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%a0 : tensor<4x2x2x4xf32>) outs(%o : tensor<2xf32>) {
  ^bb0(%x0: f32, %out: f32):
    %t0 = arith.subf %x0, %x0 : f32
    %r = arith.minimumf %out, %t0 : f32
    linalg.yield %r : f32
  } -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

func.func @elementwise_or_reduction_9(%a0: tensor<4x1x2x2xf32>, %a1: tensor<2x4x1xf32>, %o: tensor<1x2xf32>) -> tensor<1x2xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d1, 0, d0)>, affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d1, d0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a0, %a1 : tensor<4x1x2x2xf32>, tensor<2x4x1xf32>) outs(%o : tensor<1x2xf32>) {
  ^bb0(%x0: f32, %x1: f32, %out: f32):
    %t0 = arith.maximumf %x0, %x1 : f32
    %t1 = arith.addf %x0, %x0 : f32
    %t2 = arith.subf %t1, %x1 : f32
    %r = arith.addf %t2, %out : f32
    linalg.yield %r : f32
  } -> tensor<1x2xf32>
  return %0 : tensor<1x2xf32>
}

func.func @elementwise_or_reduction_10(%a0: tensor<1x4x3x3xf32>, %a1: tensor<4x2x3x3x1xf32>, %o: tensor<4x3x1x3xf32>) -> tensor<4x3x1x3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, d3, d2, d0)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d0, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%a0, %a1 : tensor<1x4x3x3xf32>, tensor<4x2x3x3x1xf32>) outs(%o : tensor<4x3x1x3xf32>) {
  ^bb0(%x0: f32, %x1: f32, %out: f32):
    %t0 = arith.mulf %x1, %x1 : f32
    %i1 = linalg.index 2 : index
    %c1 = arith.index_cast %i1 : index to i32
    %f1 = arith.sitofp %c1 : i32 to f32
    %t1 = arith.addf %t0, %f1 : f32
    linalg.yield %t1 : f32
  } -> tensor<4x3x1x3xf32>
  return %0 : tensor<4x3x1x3xf32>
}

func.func @elementwise_or_reduction_11(%a0: tensor<4x1x2xf32>, %o: tensor<1x2xf32>) -> tensor<1x2xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a0 : tensor<4x1x2xf32>) outs(%o : tensor<1x2xf32>) {
  ^bb0(%x0: f32, %out: f32):
    %t0 = arith.maximumf %x0, %x0 : f32
    %t1 = arith.maximumf %x0, %t0 : f32
    %r = arith.minimumf %out, %t1 : f32
    linalg.yield %r : f32
  } -> tensor<1x2xf32>
  return %0 : tensor<1x2xf32>
}

func.func @elementwise_or_reduction_12(%a0: tensor<4x4x3xf32>, %a1: tensor<3x4xf32>, %a2: tensor<3x4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]} ins(%a0, %a1, %a2 : tensor<4x4x3xf32>, tensor<3x4xf32>, tensor<3x4xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x0: f32, %x1: f32, %x2: f32, %out: f32):
    %t0 = arith.maximumf %x0, %x2 : f32
    %r = arith.minimumf %t0, %out : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @elementwise_or_reduction_13(%a0: tensor<4xf32>, %o: tensor<f32>) -> tensor<f32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%a0 : tensor<4xf32>) outs(%o : tensor<f32>) {
  ^bb0(%x0: f32, %out: f32):
    %t0 = arith.maximumf %x0, %x0 : f32
    %t1 = arith.maximumf %t0, %t0 : f32
    %r = arith.maximumf %out, %t1 : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  return %0 : tensor<f32>
}

func.func @elementwise_or_reduction_14(%a0: tensor<1x3xf32>, %a1: tensor<3xf32>, %a2: tensor<1xf32>, %o: tensor<1x3xf32>) -> tensor<1x3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a0, %a1, %a2 : tensor<1x3xf32>, tensor<3xf32>, tensor<1xf32>) outs(%o : tensor<1x3xf32>) {
  ^bb0(%x0: f32, %x1: f32, %x2: f32, %out: f32):
    %t0 = arith.maximumf %x1, %x2 : f32
    %t1 = arith.mulf %x0, %x1 : f32
    linalg.yield %t1 : f32
  } -> tensor<1x3xf32>
  return %0 : tensor<1x3xf32>
}

func.func @elementwise_or_reduction_15(%a0: tensor<3x1x2xf32>, %a1: tensor<2x2x1xf32>, %o: tensor<1x3xf32>) -> tensor<1x3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d1, d0)>, affine_map<(d0, d1, d2) -> (d0, 1, d1)>, affine_map<(d0, d1, d2) -> (d1, d2)>], iterator_types = ["reduction", "parallel", "parallel"]} ins(%a0, %a1 : tensor<3x1x2xf32>, tensor<2x2x1xf32>) outs(%o : tensor<1x3xf32>) {
  ^bb0(%x0: f32, %x1: f32, %out: f32):
    %t0 = arith.maximumf %x0, %x0 : f32
    %t1 = arith.maximumf %t0, %t0 : f32
    %t2 = arith.mulf %x0, %t0 : f32
    %i3 = linalg.index 1 : index
    %c3 = arith.index_cast %i3 : index to i32
    %f3 = arith.sitofp %c3 : i32 to f32
    %t3 = arith.addf %t2, %f3 : f32
    %r = arith.maximumf %t3, %out : f32
    linalg.yield %r : f32
  } -> tensor<1x3xf32>
  return %0 : tensor<1x3xf32>
}

func.func @elementwise_or_reduction_16(%a0: tensor<1xf32>, %a1: tensor<1xf32>, %a2: tensor<1xf32>, %o: tensor<1xf32>) -> tensor<1xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a0, %a1, %a2 : tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) outs(%o : tensor<1xf32>) {
  ^bb0(%x0: f32, %x1: f32, %x2: f32, %out: f32):
    %t0 = arith.maximumf %x1, %x1 : f32
    %t1 = arith.maximumf %x1, %t0 : f32
    %r = arith.addf %out, %t1 : f32
    linalg.yield %r : f32
  } -> tensor<1xf32>
  return %0 : tensor<1xf32>
}

func.func @elementwise_or_reduction_17(%a0: tensor<2x1x3xf32>, %a1: tensor<3x2xf32>, %a2: tensor<2x1xf32>, %o: tensor<3x2x1xf32>) -> tensor<3x2x1xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%a0, %a1, %a2 : tensor<2x1x3xf32>, tensor<3x2xf32>, tensor<2x1xf32>) outs(%o : tensor<3x2x1xf32>) {
  ^bb0(%x0: f32, %x1: f32, %x2: f32, %out: f32):
    %t0 = arith.subf %x1, %x1 : f32
    %r = arith.addf %out, %t0 : f32
    linalg.yield %r : f32
  } -> tensor<3x2x1xf32>
  return %0 : tensor<3x2x1xf32>
}

func.func @elementwise_or_reduction_18(%a0: tensor<1x4x2x4xf32>, %o: tensor<4x4x1xf32>) -> tensor<4x4x1xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d1, 0, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%a0 : tensor<1x4x2x4xf32>) outs(%o : tensor<4x4x1xf32>) {
  ^bb0(%x0: f32, %out: f32):
    %t0 = arith.maximumf %x0, %x0 : f32
    %t1 = arith.subf %x0, %t0 : f32
    %t2 = arith.addf %x0, %x0 : f32
    %r = arith.addf %out, %t2 : f32
    linalg.yield %r : f32
  } -> tensor<4x4x1xf32>
  return %0 : tensor<4x4x1xf32>
}

func.func @elementwise_or_reduction_19(%a0: tensor<1x3x3xf32>, %o: tensor<1x3xf32>) -> tensor<1x3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a0 : tensor<1x3x3xf32>) outs(%o : tensor<1x3xf32>) {
  ^bb0(%x0: f32, %out: f32):
    %t0 = arith.maximumf %x0, %x0 : f32
    %i1 = linalg.index 2 : index
    %c1 = arith.index_cast %i1 : index to i32
    %f1 = arith.sitofp %c1 : i32 to f32
    %t1 = arith.addf %t0, %f1 : f32
    %r = arith.addf %out, %t1 : f32
    linalg.yield %r : f32
  } -> tensor<1x3xf32>
  return %0 : tensor<1x3xf32>
}

func.func @elementwise_or_reduction_20(%a0: tensor<2x1x4x2x4xf32>, %a1: tensor<1x2x2x4xf32>, %a2: tensor<2x4x4x1xf32>, %o: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 1, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d0, 1, d3)>, affine_map<(d0, d1, d2, d3) -> (1, d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel", "reduction"]} ins(%a0, %a1, %a2 : tensor<2x1x4x2x4xf32>, tensor<1x2x2x4xf32>, tensor<2x4x4x1xf32>) outs(%o : tensor<2x4xf32>) {
  ^bb0(%x0: f32, %x1: f32, %x2: f32, %out: f32):
    %t0 = arith.maximumf %x0, %x0 : f32
    %r = arith.addf %out, %t0 : f32
    linalg.yield %r : f32
  } -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

func.func @elementwise_or_reduction_21(%a0: tensor<1xf32>, %a1: tensor<1xf32>, %a2: tensor<2xf32>, %o: tensor<1xf32>) -> tensor<1xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a0, %a1, %a2 : tensor<1xf32>, tensor<1xf32>, tensor<2xf32>) outs(%o : tensor<1xf32>) {
  ^bb0(%x0: f32, %x1: f32, %x2: f32, %out: f32):
    %t0 = arith.addf %x0, %x0 : f32
    %t1 = arith.maximumf %x1, %x0 : f32
    linalg.yield %t1 : f32
  } -> tensor<1xf32>
  return %0 : tensor<1xf32>
}

func.func @elementwise_or_reduction_22(%a0: tensor<1x4x2xf32>, %o: tensor<4x1xf32>) -> tensor<4x1xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%a0 : tensor<1x4x2xf32>) outs(%o : tensor<4x1xf32>) {
  ^bb0(%x0: f32, %out: f32):
    %t0 = arith.addf %x0, %x0 : f32
    %i1 = linalg.index 1 : index
    %c1 = arith.index_cast %i1 : index to i32
    %f1 = arith.sitofp %c1 : i32 to f32
    %t1 = arith.addf %t0, %f1 : f32
    %r = arith.mulf %out, %t1 : f32
    linalg.yield %r : f32
  } -> tensor<4x1xf32>
  return %0 : tensor<4x1xf32>
}

func.func @elementwise_or_reduction_23(%a0: tensor<1x1xf32>, %o: tensor<f32>) -> tensor<f32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%a0 : tensor<1x1xf32>) outs(%o : tensor<f32>) {
  ^bb0(%x0: f32, %out: f32):
    %t0 = arith.subf %x0, %x0 : f32
    %r = arith.maximumf %t0, %out : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  return %0 : tensor<f32>
}

func.func @elementwise_or_reduction_24(%a0: tensor<1x2x1xf32>, %a1: tensor<2x1xf32>, %a2: tensor<2x1xf32>, %o: tensor<1xf32>) -> tensor<1xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%a0, %a1, %a2 : tensor<1x2x1xf32>, tensor<2x1xf32>, tensor<2x1xf32>) outs(%o : tensor<1xf32>) {
  ^bb0(%x0: f32, %x1: f32, %x2: f32, %out: f32):
    %t0 = arith.subf %x0, %x0 : f32
    %r = arith.mulf %t0, %out : f32
    linalg.yield %r : f32
  } -> tensor<1xf32>
  return %0 : tensor<1xf32>
}

func.func @elementwise_or_reduction_25(%a0: tensor<2x4x2x2xf32>, %a1: tensor<4x2x2xf32>, %o: tensor<2x4x2x2xf32>) -> tensor<2x4x2x2xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d0, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d1, d0, d2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%a0, %a1 : tensor<2x4x2x2xf32>, tensor<4x2x2xf32>) outs(%o : tensor<2x4x2x2xf32>) {
  ^bb0(%x0: f32, %x1: f32, %out: f32):
    %t0 = arith.addf %x0, %x0 : f32
    %r = arith.addf %out, %t0 : f32
    linalg.yield %r : f32
  } -> tensor<2x4x2x2xf32>
  return %0 : tensor<2x4x2x2xf32>
}

func.func @elementwise_or_reduction_26(%a0: tensor<1x4x3xf32>, %o: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d1, d0)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a0 : tensor<1x4x3xf32>) outs(%o : tensor<3x4xf32>) {
  ^bb0(%x0: f32, %out: f32):
    %t0 = arith.addf %x0, %x0 : f32
    %t1 = arith.mulf %x0, %t0 : f32
    %t2 = arith.mulf %x0, %t1 : f32
    %r = arith.mulf %t2, %out : f32
    linalg.yield %r : f32
  } -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

func.func @elementwise_or_reduction_27(%a0: tensor<4x2x2x1xf32>, %a1: tensor<2x4x2x2xf32>, %a2: tensor<2x4x2x1xf32>, %o: tensor<2x4x1xf32>) -> tensor<2x4x1xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d0, d2, 1)>, affine_map<(d0, d1, d2, d3) -> (d1, d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d0, d3)>], iterator_types = ["parallel", "reduction", "parallel", "parallel"]} ins(%a0, %a1, %a2 : tensor<4x2x2x1xf32>, tensor<2x4x2x2xf32>, tensor<2x4x2x1xf32>) outs(%o : tensor<2x4x1xf32>) {
  ^bb0(%x0: f32, %x1: f32, %x2: f32, %out: f32):
    %t0 = arith.addf %x0, %x1 : f32
    %t1 = arith.addf %x1, %x1 : f32
    %t2 = arith.mulf %x2, %x1 : f32
    %r = arith.maximumf %t2, %out : f32
    linalg.yield %r : f32
  } -> tensor<2x4x1xf32>
  return %0 : tensor<2x4x1xf32>
}

func.func @elementwise_or_reduction_28(%a0: tensor<1xf32>, %a1: tensor<1xf32>, %a2: tensor<1x2xf32>, %o: tensor<f32>) -> tensor<f32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0, 1)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%a0, %a1, %a2 : tensor<1xf32>, tensor<1xf32>, tensor<1x2xf32>) outs(%o : tensor<f32>) {
  ^bb0(%x0: f32, %x1: f32, %x2: f32, %out: f32):
    %t0 = arith.subf %x0, %x2 : f32
    %r = arith.mulf %t0, %out : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  return %0 : tensor<f32>
}

func.func @elementwise_or_reduction_29(%a0: tensor<3x4x2xf32>, %a1: tensor<4x2x3xf32>, %o: tensor<3x2x4xf32>) -> tensor<3x2x4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d1, d2, d0)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%a0, %a1 : tensor<3x4x2xf32>, tensor<4x2x3xf32>) outs(%o : tensor<3x2x4xf32>) {
  ^bb0(%x0: f32, %x1: f32, %out: f32):
    %t0 = arith.addf %x1, %x0 : f32
    %i1 = linalg.index 0 : index
    %c1 = arith.index_cast %i1 : index to i32
    %f1 = arith.sitofp %c1 : i32 to f32
    %t1 = arith.addf %t0, %f1 : f32
    linalg.yield %t1 : f32
  } -> tensor<3x2x4xf32>
  return %0 : tensor<3x2x4xf32>
}

func.func @contraction_0(%a0: tensor<4xf32>, %a1: tensor<f32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a0, %a1 : tensor<4xf32>, tensor<f32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x0: f32, %x1: f32, %out: f32):
    %t0 = arith.mulf %x0, %x1 : f32
    %r = arith.addf %out, %t0 : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @contraction_1(%a0: tensor<2x1xf32>, %a1: tensor<4x2x2x1xf32>, %o: tensor<f32>) -> tensor<f32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d1, d3, d0, d2)>, affine_map<(d0, d1, d2, d3) -> ()>], iterator_types = ["reduction", "reduction", "reduction", "reduction"]} ins(%a0, %a1 : tensor<2x1xf32>, tensor<4x2x2x1xf32>) outs(%o : tensor<f32>) {
  ^bb0(%x0: f32, %x1: f32, %out: f32):
    %t0 = arith.mulf %x0, %x1 : f32
    %r = arith.addf %t0, %out : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  return %0 : tensor<f32>
}

func.func @contraction_2(%a0: tensor<2x1x4xf32>, %a1: tensor<2x4x1xf32>, %o: tensor<1x2xf32>) -> tensor<1x2xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>], iterator_types = ["reduction", "parallel", "parallel"]} ins(%a0, %a1 : tensor<2x1x4xf32>, tensor<2x4x1xf32>) outs(%o : tensor<1x2xf32>) {
  ^bb0(%x0: f32, %x1: f32, %out: f32):
    %t0 = arith.mulf %x0, %x1 : f32
    %r = arith.addf %out, %t0 : f32
    linalg.yield %r : f32
  } -> tensor<1x2xf32>
  return %0 : tensor<1x2xf32>
}

func.func @contraction_3(%a0: tensor<4x4xf32>, %a1: tensor<3x4xf32>, %o: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a0, %a1 : tensor<4x4xf32>, tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) {
  ^bb0(%x0: f32, %x1: f32, %out: f32):
    %t0 = arith.mulf %x0, %x1 : f32
    %r = arith.addf %t0, %out : f32
    linalg.yield %r : f32
  } -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

func.func @contraction_4(%a0: tensor<2x1x3xf32>, %a1: tensor<3x4x1xf32>, %o: tensor<1x2xf32>) -> tensor<1x2xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3, d2, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>], iterator_types = ["reduction", "reduction", "parallel", "parallel"]} ins(%a0, %a1 : tensor<2x1x3xf32>, tensor<3x4x1xf32>) outs(%o : tensor<1x2xf32>) {
  ^bb0(%x0: f32, %x1: f32, %out: f32):
    %t0 = arith.mulf %x0, %x1 : f32
    %r = arith.addf %out, %t0 : f32
    linalg.yield %r : f32
  } -> tensor<1x2xf32>
  return %0 : tensor<1x2xf32>
}

func.func @contraction_5(%a0: tensor<3x4x4x3xf32>, %a1: tensor<3x4x3x4xf32>, %o: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d2, d0)>], iterator_types = ["parallel", "reduction", "parallel", "reduction"]} ins(%a0, %a1 : tensor<3x4x4x3xf32>, tensor<3x4x3x4xf32>) outs(%o : tensor<4x4xf32>) {
  ^bb0(%x0: f32, %x1: f32, %out: f32):
    %t0 = arith.mulf %x0, %x1 : f32
    %r = arith.addf %t0, %out : f32
    linalg.yield %r : f32
  } -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

func.func @contraction_6(%a0: tensor<1x2x4x4xf32>, %a1: tensor<4x2xf32>, %o: tensor<4x4x1x2xf32>) -> tensor<4x4x1x2xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d3, d2, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d0, d1, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%a0, %a1 : tensor<1x2x4x4xf32>, tensor<4x2xf32>) outs(%o : tensor<4x4x1x2xf32>) {
  ^bb0(%x0: f32, %x1: f32, %out: f32):
    %t0 = arith.mulf %x0, %x1 : f32
    %r = arith.addf %out, %t0 : f32
    linalg.yield %r : f32
  } -> tensor<4x4x1x2xf32>
  return %0 : tensor<4x4x1x2xf32>
}

func.func @contraction_7(%a0: tensor<4x4xf32>, %a1: tensor<4x4xf32>, %o: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a0, %a1 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%o : tensor<4x4xf32>) {
  ^bb0(%x0: f32, %x1: f32, %out: f32):
    %t0 = arith.mulf %x0, %x1 : f32
    linalg.yield %t0 : f32
  } -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

func.func @contraction_8(%a0: tensor<f32>, %a1: tensor<1xf32>, %o: tensor<1xf32>) -> tensor<1xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a0, %a1 : tensor<f32>, tensor<1xf32>) outs(%o : tensor<1xf32>) {
  ^bb0(%x0: f32, %x1: f32, %out: f32):
    %t0 = arith.mulf %x0, %x1 : f32
    linalg.yield %t0 : f32
  } -> tensor<1xf32>
  return %0 : tensor<1xf32>
}

func.func @contraction_9(%a0: tensor<2xf32>, %a1: tensor<2xf32>, %o: tensor<f32>) -> tensor<f32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%a0, %a1 : tensor<2xf32>, tensor<2xf32>) outs(%o : tensor<f32>) {
  ^bb0(%x0: f32, %x1: f32, %out: f32):
    %t0 = arith.mulf %x0, %x1 : f32
    %r = arith.addf %t0, %out : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  return %0 : tensor<f32>
}

func.func @contraction_10(%a0: tensor<2xf32>, %a1: tensor<f32>, %o: tensor<2xf32>) -> tensor<2xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a0, %a1 : tensor<2xf32>, tensor<f32>) outs(%o : tensor<2xf32>) {
  ^bb0(%x0: f32, %x1: f32, %out: f32):
    %t0 = arith.mulf %x0, %x1 : f32
    linalg.yield %t0 : f32
  } -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

func.func @contraction_11(%a0: tensor<2x4x2xf32>, %a1: tensor<4x2x2x2xf32>, %o: tensor<2x4x2xf32>) -> tensor<2x4x2xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d3, d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%a0, %a1 : tensor<2x4x2xf32>, tensor<4x2x2x2xf32>) outs(%o : tensor<2x4x2xf32>) {
  ^bb0(%x0: f32, %x1: f32, %out: f32):
    %t0 = arith.mulf %x0, %x1 : f32
    %r = arith.addf %out, %t0 : f32
    linalg.yield %r : f32
  } -> tensor<2x4x2xf32>
  return %0 : tensor<2x4x2xf32>
}

func.func @contraction_12(%a0: tensor<4xf32>, %a1: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a0, %a1 : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x0: f32, %x1: f32, %out: f32):
    %t0 = arith.mulf %x0, %x1 : f32
    linalg.yield %t0 : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @contraction_13(%a0: tensor<f32>, %a1: tensor<1x3xf32>, %o: tensor<1x3xf32>) -> tensor<1x3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} ins(%a0, %a1 : tensor<f32>, tensor<1x3xf32>) outs(%o : tensor<1x3xf32>) {
  ^bb0(%x0: f32, %x1: f32, %out: f32):
    %t0 = arith.mulf %x0, %x1 : f32
    linalg.yield %t0 : f32
  } -> tensor<1x3xf32>
  return %0 : tensor<1x3xf32>
}

func.func @contraction_14(%a0: tensor<3x3x4xf32>, %a1: tensor<2x3x3x4xf32>, %o: tensor<3xf32>) -> tensor<3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d3, d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%a0, %a1 : tensor<3x3x4xf32>, tensor<2x3x3x4xf32>) outs(%o : tensor<3xf32>) {
  ^bb0(%x0: f32, %x1: f32, %out: f32):
    %t0 = arith.mulf %x0, %x1 : f32
    %r = arith.addf %out, %t0 : f32
    linalg.yield %r : f32
  } -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

func.func @contraction_15(%a0: tensor<1x4x3x1xf32>, %a1: tensor<4x1x3xf32>, %o: tensor<1xf32>) -> tensor<1xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d3)>], iterator_types = ["reduction", "reduction", "reduction", "parallel"]} ins(%a0, %a1 : tensor<1x4x3x1xf32>, tensor<4x1x3xf32>) outs(%o : tensor<1xf32>) {
  ^bb0(%x0: f32, %x1: f32, %out: f32):
    %t0 = arith.mulf %x0, %x1 : f32
    %r = arith.addf %t0, %out : f32
    linalg.yield %r : f32
  } -> tensor<1xf32>
  return %0 : tensor<1xf32>
}

func.func @contraction_16(%a0: tensor<2xf32>, %a1: tensor<2xf32>, %o: tensor<f32>) -> tensor<f32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%a0, %a1 : tensor<2xf32>, tensor<2xf32>) outs(%o : tensor<f32>) {
  ^bb0(%x0: f32, %x1: f32, %out: f32):
    %t0 = arith.mulf %x0, %x1 : f32
    %r = arith.addf %out, %t0 : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  return %0 : tensor<f32>
}

func.func @contraction_17(%a0: tensor<4x3x2x1xf32>, %a1: tensor<3x2xf32>, %o: tensor<2x1x4x3xf32>) -> tensor<2x1x4x3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d3, d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%a0, %a1 : tensor<4x3x2x1xf32>, tensor<3x2xf32>) outs(%o : tensor<2x1x4x3xf32>) {
  ^bb0(%x0: f32, %x1: f32, %out: f32):
    %t0 = arith.mulf %x0, %x1 : f32
    linalg.yield %t0 : f32
  } -> tensor<2x1x4x3xf32>
  return %0 : tensor<2x1x4x3xf32>
}

func.func @contraction_18(%a0: tensor<2x1xf32>, %a1: tensor<2x3xf32>, %o: tensor<3x1xf32>) -> tensor<3x1xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d1, d0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a0, %a1 : tensor<2x1xf32>, tensor<2x3xf32>) outs(%o : tensor<3x1xf32>) {
  ^bb0(%x0: f32, %x1: f32, %out: f32):
    %t0 = arith.mulf %x0, %x1 : f32
    %r = arith.addf %t0, %out : f32
    linalg.yield %r : f32
  } -> tensor<3x1xf32>
  return %0 : tensor<3x1xf32>
}

func.func @contraction_19(%a0: tensor<2x2xf32>, %a1: tensor<2xf32>, %o: tensor<2xf32>) -> tensor<2xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a0, %a1 : tensor<2x2xf32>, tensor<2xf32>) outs(%o : tensor<2xf32>) {
  ^bb0(%x0: f32, %x1: f32, %out: f32):
    %t0 = arith.mulf %x0, %x1 : f32
    %r = arith.addf %out, %t0 : f32
    linalg.yield %r : f32
  } -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

func.func @contraction_20(%a0: tensor<1x3x1xf32>, %a1: tensor<1x3xf32>, %o: tensor<1x1xf32>) -> tensor<1x1xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d1, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%a0, %a1 : tensor<1x3x1xf32>, tensor<1x3xf32>) outs(%o : tensor<1x1xf32>) {
  ^bb0(%x0: f32, %x1: f32, %out: f32):
    %t0 = arith.mulf %x0, %x1 : f32
    %r = arith.addf %t0, %out : f32
    linalg.yield %r : f32
  } -> tensor<1x1xf32>
  return %0 : tensor<1x1xf32>
}

func.func @contraction_21(%a0: tensor<f32>, %a1: tensor<1x4xf32>, %o: tensor<4x1xf32>) -> tensor<4x1xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} ins(%a0, %a1 : tensor<f32>, tensor<1x4xf32>) outs(%o : tensor<4x1xf32>) {
  ^bb0(%x0: f32, %x1: f32, %out: f32):
    %t0 = arith.mulf %x0, %x1 : f32
    linalg.yield %t0 : f32
  } -> tensor<4x1xf32>
  return %0 : tensor<4x1xf32>
}

func.func @contraction_22(%a0: tensor<3xf32>, %a1: tensor<3x4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a0, %a1 : tensor<3xf32>, tensor<3x4xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x0: f32, %x1: f32, %out: f32):
    %t0 = arith.mulf %x0, %x1 : f32
    %r = arith.addf %t0, %out : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @contraction_23(%a0: tensor<4xf32>, %a1: tensor<4xf32>, %o: tensor<f32>) -> tensor<f32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%a0, %a1 : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<f32>) {
  ^bb0(%x0: f32, %x1: f32, %out: f32):
    %t0 = arith.mulf %x0, %x1 : f32
    %r = arith.addf %out, %t0 : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  return %0 : tensor<f32>
}

func.func @contraction_24(%a0: tensor<3xf32>, %a1: tensor<3xf32>, %o: tensor<f32>) -> tensor<f32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%a0, %a1 : tensor<3xf32>, tensor<3xf32>) outs(%o : tensor<f32>) {
  ^bb0(%x0: f32, %x1: f32, %out: f32):
    %t0 = arith.mulf %x0, %x1 : f32
    %r = arith.addf %t0, %out : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  return %0 : tensor<f32>
}

func.func @contraction_25(%a0: tensor<2x2xf32>, %a1: tensor<3xf32>, %o: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d2, d0)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%a0, %a1 : tensor<2x2xf32>, tensor<3xf32>) outs(%o : tensor<2x2xf32>) {
  ^bb0(%x0: f32, %x1: f32, %out: f32):
    %t0 = arith.mulf %x0, %x1 : f32
    %r = arith.addf %t0, %out : f32
    linalg.yield %r : f32
  } -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

func.func @contraction_26(%a0: tensor<3x3xf32>, %a1: tensor<3x3xf32>, %o: tensor<3x3xf32>) -> tensor<3x3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%a0, %a1 : tensor<3x3xf32>, tensor<3x3xf32>) outs(%o : tensor<3x3xf32>) {
  ^bb0(%x0: f32, %x1: f32, %out: f32):
    %t0 = arith.mulf %x0, %x1 : f32
    %r = arith.addf %out, %t0 : f32
    linalg.yield %r : f32
  } -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}

func.func @contraction_27(%a0: tensor<1x3xf32>, %a1: tensor<1x1xf32>, %o: tensor<3x1xf32>) -> tensor<3x1xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%a0, %a1 : tensor<1x3xf32>, tensor<1x1xf32>) outs(%o : tensor<3x1xf32>) {
  ^bb0(%x0: f32, %x1: f32, %out: f32):
    %t0 = arith.mulf %x0, %x1 : f32
    %r = arith.addf %t0, %out : f32
    linalg.yield %r : f32
  } -> tensor<3x1xf32>
  return %0 : tensor<3x1xf32>
}

func.func @contraction_28(%a0: tensor<f32>, %a1: tensor<1xf32>, %o: tensor<1xf32>) -> tensor<1xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a0, %a1 : tensor<f32>, tensor<1xf32>) outs(%o : tensor<1xf32>) {
  ^bb0(%x0: f32, %x1: f32, %out: f32):
    %t0 = arith.mulf %x0, %x1 : f32
    %r = arith.addf %out, %t0 : f32
    linalg.yield %r : f32
  } -> tensor<1xf32>
  return %0 : tensor<1xf32>
}

func.func @contraction_29(%a0: tensor<2xf32>, %a1: tensor<2x2x2xf32>, %o: tensor<2x2x2xf32>) -> tensor<2x2x2xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1, d0)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%a0, %a1 : tensor<2xf32>, tensor<2x2x2xf32>) outs(%o : tensor<2x2x2xf32>) {
  ^bb0(%x0: f32, %x1: f32, %out: f32):
    %t0 = arith.mulf %x0, %x1 : f32
    linalg.yield %t0 : f32
  } -> tensor<2x2x2xf32>
  return %0 : tensor<2x2x2xf32>
}

func.func @convolution_0(%i: tensor<10x3x8x5xf32>, %k: tensor<3x2x3x2x3xf32>, %o: tensor<3x2x2x3xf32>) -> tensor<3x2x2x3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d3 * 3 + d7 * 2, d4, d6 + d1 * 2, d5 + d0)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d4, d7, d0, d2, d1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d6, d2, d5, d3)>], iterator_types = ["reduction", "reduction", "parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]} ins(%i, %k : tensor<10x3x8x5xf32>, tensor<3x2x3x2x3xf32>) outs(%o : tensor<3x2x2x3xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<3x2x2x3xf32>
  return %0 : tensor<3x2x2x3xf32>
}

func.func @convolution_2(%i: tensor<6x8xf32>, %k: tensor<3x2xf32>, %o: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1 * 2 + d3 * 2, d0 * 2 + d2)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d0)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%i, %k : tensor<6x8xf32>, tensor<3x2xf32>) outs(%o : tensor<2x3xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

func.func @convolution_3(%i: tensor<6x11x9xf32>, %k: tensor<3x3x2x3xf32>, %o: tensor<2x3x3x3xf32>) -> tensor<2x3x3x3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0 + d1 * 2, d3 * 3 + d5 * 2, d2 * 3 + d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d6, d5)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d3, d2)>], iterator_types = ["parallel", "reduction", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%i, %k : tensor<6x11x9xf32>, tensor<3x3x2x3xf32>) outs(%o : tensor<2x3x3x3xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x3x3x3xf32>
  return %0 : tensor<2x3x3x3xf32>
}

func.func @convolution_4(%i: tensor<3x1x1xf32>, %k: tensor<1x3x1xf32>, %o: tensor<1x1x1xf32>) -> tensor<1x1x1xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d2 + d3, d4, d0 + d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d4, d3, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d2)>], iterator_types = ["parallel", "reduction", "parallel", "reduction", "parallel"]} ins(%i, %k : tensor<3x1x1xf32>, tensor<1x3x1xf32>) outs(%o : tensor<1x1x1xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<1x1x1xf32>
  return %0 : tensor<1x1x1xf32>
}

func.func @convolution_5(%i: tensor<5x2x2xf32>, %k: tensor<2x2x2x2xf32>, %o: tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d1 * 3 + d0, d3, d2 * 2 + d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d5, d3, d0, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d2, d3, d4, d1)>], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%i, %k : tensor<5x2x2xf32>, tensor<2x2x2x2xf32>) outs(%o : tensor<1x2x2x2xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<1x2x2x2xf32>
  return %0 : tensor<1x2x2x2xf32>
}

func.func @convolution_8(%i: tensor<2x2x2x1x2xf32>, %k: tensor<1x2x1x1x3xf32>, %o: tensor<2x2x3x1x2x1xf32>) -> tensor<2x2x3x1x2x1xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d5, d6, d7 + d0 * 2, d3 + d1, d2 + d4)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d1, d5, d4, d0, d8)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d2, d5, d8, d3, d6, d7)>], iterator_types = ["reduction", "reduction", "parallel", "parallel", "reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%i, %k : tensor<2x2x2x1x2xf32>, tensor<1x2x1x1x3xf32>) outs(%o : tensor<2x2x3x1x2x1xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x2x3x1x2x1xf32>
  return %0 : tensor<2x2x3x1x2x1xf32>
}

func.func @convolution_9(%i: tensor<4x1x2x5x3xf32>, %k: tensor<1x1x1x1x1xf32>, %o: tensor<1x2x2x2x1x2xf32>) -> tensor<1x2x2x2x1x2xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d2 * 3 + d7, d1, d8, d0 * 3 + d6, d4 * 2 + d3 * 2)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d6, d5, d3, d7, d1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d1, d4, d8, d0, d5, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "parallel", "parallel", "reduction", "reduction", "parallel"]} ins(%i, %k : tensor<4x1x2x5x3xf32>, tensor<1x1x1x1x1xf32>) outs(%o : tensor<1x2x2x2x1x2xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<1x2x2x2x1x2xf32>
  return %0 : tensor<1x2x2x2x1x2xf32>
}

func.func @convolution_10(%i: tensor<5x9x5x3xf32>, %k: tensor<3x2x3x2x2xf32>, %o: tensor<2x2x3x2xf32>) -> tensor<2x2x3x2xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d7 * 2 + d4 * 2, d3 * 2 + d1 * 2, d2 * 2 + d6, d0)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d6, d0, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d7, d5, d3, d2)>], iterator_types = ["reduction", "reduction", "parallel", "parallel", "reduction", "parallel", "reduction", "parallel"]} ins(%i, %k : tensor<5x9x5x3xf32>, tensor<3x2x3x2x2xf32>) outs(%o : tensor<2x2x3x2xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x2x3x2xf32>
  return %0 : tensor<2x2x3x2xf32>
}

func.func @convolution_11(%i: tensor<3x7x2x4x1xf32>, %k: tensor<1x3x3x3x2xf32>, %o: tensor<1x2x1x1x3xf32>) -> tensor<1x2x1x1x3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d6, d4 + d0 * 2, d7, d2 * 2 + d3, d1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d6, d0, d3, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d2, d4, d5, d1, d6)>], iterator_types = ["reduction", "parallel", "parallel", "reduction", "parallel", "parallel", "parallel", "reduction"]} ins(%i, %k : tensor<3x7x2x4x1xf32>, tensor<1x3x3x3x2xf32>) outs(%o : tensor<1x2x1x1x3xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<1x2x1x1x3xf32>
  return %0 : tensor<1x2x1x1x3xf32>
}

func.func @convolution_12(%i: tensor<6x8x5xf32>, %k: tensor<3x1x1x2xf32>, %o: tensor<2x3x2x1xf32>) -> tensor<2x3x2x1xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d6 * 3 + d2 * 2, d5 * 3 + d0, d1 * 2 + d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d3, d0, d4, d2)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d5, d6, d4)>], iterator_types = ["reduction", "parallel", "reduction", "reduction", "parallel", "parallel", "parallel"]} ins(%i, %k : tensor<6x8x5xf32>, tensor<3x1x1x2xf32>) outs(%o : tensor<2x3x2x1xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x3x2x1xf32>
  return %0 : tensor<2x3x2x1xf32>
}

func.func @convolution_13(%i: tensor<1x1x2x7x9xf32>, %k: tensor<1x2x2x2x2xf32>, %o: tensor<1x3x2x2x1xf32>) -> tensor<1x3x2x2x1xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d8, d7, d3 * 3 + d6, d4 * 3 + d1 * 2, d0 * 3 + d2 * 2)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d7, d1, d5, d6, d2)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d8, d0, d5, d4, d3)>], iterator_types = ["parallel", "reduction", "reduction", "parallel", "parallel", "parallel", "reduction", "reduction", "parallel"]} ins(%i, %k : tensor<1x1x2x7x9xf32>, tensor<1x2x2x2x2xf32>) outs(%o : tensor<1x3x2x2x1xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<1x3x2x2x1xf32>
  return %0 : tensor<1x3x2x2x1xf32>
}

func.func @convolution_14(%i: tensor<6x3x2x9x8x3xf32>, %k: tensor<3x2x2x1x2x1xf32>, %o: tensor<3x3x2x1x3x3xf32>) -> tensor<3x3x2x1x3x3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9) -> (d5 * 2 + d2 * 2, d0, d7, d9 * 3 + d3 * 2, d8 * 3 + d6, d4)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9) -> (d0, d2, d7, d1, d3, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9) -> (d0, d9, d5, d1, d4, d8)>], iterator_types = ["parallel", "parallel", "reduction", "reduction", "parallel", "parallel", "reduction", "reduction", "parallel", "parallel"]} ins(%i, %k : tensor<6x3x2x9x8x3xf32>, tensor<3x2x2x1x2x1xf32>) outs(%o : tensor<3x3x2x1x3x3xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<3x3x2x1x3x3xf32>
  return %0 : tensor<3x3x2x1x3x3xf32>
}

func.func @convolution_15(%i: tensor<5x3x2x1x3xf32>, %k: tensor<2x1x1x2xf32>, %o: tensor<2x1x2x2x1xf32>) -> tensor<2x1x2x2x1xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5 * 3 + d3 * 2, d2 + d4, d1, d0, d6 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d4, d7, d3, d1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d6, d0, d5, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "parallel", "parallel", "reduction"]} ins(%i, %k : tensor<5x3x2x1x3xf32>, tensor<2x1x1x2xf32>) outs(%o : tensor<2x1x2x2x1xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x1x2x2x1xf32>
  return %0 : tensor<2x1x2x2x1xf32>
}

func.func @convolution_17(%i: tensor<8xf32>, %k: tensor<3x3xf32>, %o: tensor<3x2xf32>) -> tensor<3x2xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0 * 2 + d2 * 2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d1, d0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%i, %k : tensor<8xf32>, tensor<3x3xf32>) outs(%o : tensor<3x2xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

func.func @convolution_18(%i: tensor<2x2x2x8xf32>, %k: tensor<2x1x3x1x2xf32>, %o: tensor<2x1x2x3xf32>) -> tensor<2x1x2x3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d2 + d4, d3, d0, d5 + d1 * 2)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d6, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d3, d6, d2, d5)>], iterator_types = ["reduction", "reduction", "parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%i, %k : tensor<2x2x2x8xf32>, tensor<2x1x3x1x2xf32>) outs(%o : tensor<2x1x2x3xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x1x2x3xf32>
  return %0 : tensor<2x1x2x3xf32>
}

func.func @convolution_19(%i: tensor<11xf32>, %k: tensor<3x3xf32>, %o: tensor<3x3xf32>) -> tensor<3x3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2 * 3 + d1 * 2)>, affine_map<(d0, d1, d2) -> (d1, d0)>, affine_map<(d0, d1, d2) -> (d2, d0)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%i, %k : tensor<11xf32>, tensor<3x3xf32>) outs(%o : tensor<3x3xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}

func.func @convolution_20(%i: tensor<4x1x1x1x3x5xf32>, %k: tensor<1x1x1x1x2xf32>, %o: tensor<2x2x3x1x1xf32>) -> tensor<2x2x3x1x1xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d4 * 2 + d1, d2 + d0, d6, d7, d3, d5 * 3 + d8 * 2)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d7, d6, d0, d8, d1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d5, d4, d3, d2, d7)>], iterator_types = ["reduction", "reduction", "parallel", "parallel", "parallel", "parallel", "reduction", "parallel", "reduction"]} ins(%i, %k : tensor<4x1x1x1x3x5xf32>, tensor<1x1x1x1x2xf32>) outs(%o : tensor<2x2x3x1x1xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x2x3x1x1xf32>
  return %0 : tensor<2x2x3x1x1xf32>
}

func.func @convolution_21(%i: tensor<3x1x7xf32>, %k: tensor<1x3x2xf32>, %o: tensor<1x1x3xf32>) -> tensor<1x1x3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d3, d1, d0 * 2 + d4 * 2)>, affine_map<(d0, d1, d2, d3, d4) -> (d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d2, d1, d0)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%i, %k : tensor<3x1x7xf32>, tensor<1x3x2xf32>) outs(%o : tensor<1x1x3xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<1x1x3xf32>
  return %0 : tensor<1x1x3xf32>
}

func.func @convolution_22(%i: tensor<7x2x3x1xf32>, %k: tensor<1x3x2x2xf32>, %o: tensor<2x2x1x3xf32>) -> tensor<2x2x1x3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0 * 2 + d3 * 2, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d5, d3, d2, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d0, d5, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction", "parallel", "parallel"]} ins(%i, %k : tensor<7x2x3x1xf32>, tensor<1x3x2x2xf32>) outs(%o : tensor<2x2x1x3xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x2x1x3xf32>
  return %0 : tensor<2x2x1x3xf32>
}

func.func @convolution_23(%i: tensor<1x4xf32>, %k: tensor<1x1x3xf32>, %o: tensor<3x2xf32>) -> tensor<3x2xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3, d1 * 3 + d2)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%i, %k : tensor<1x4xf32>, tensor<1x1x3xf32>) outs(%o : tensor<3x2xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

func.func @convolution_24(%i: tensor<2x6xf32>, %k: tensor<3xf32>, %o: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2 * 3 + d1)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%i, %k : tensor<2x6xf32>, tensor<3xf32>) outs(%o : tensor<2x2xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

func.func @convolution_25(%i: tensor<2x1x3xf32>, %k: tensor<3x2x1xf32>, %o: tensor<1x3x2xf32>) -> tensor<1x3x2xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4 * 2 + d3 * 2)>, affine_map<(d0, d1, d2, d3, d4) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d4, d2, d0)>], iterator_types = ["parallel", "reduction", "parallel", "reduction", "parallel"]} ins(%i, %k : tensor<2x1x3xf32>, tensor<3x2x1xf32>) outs(%o : tensor<1x3x2xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<1x3x2xf32>
  return %0 : tensor<1x3x2xf32>
}

func.func @convolution_26(%i: tensor<4x3x3x3x2x4xf32>, %k: tensor<3x3x1x3x2xf32>, %o: tensor<1x1x3x3x3xf32>) -> tensor<1x1x3x3x3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d3 * 2 + d7, d4, d2, d1, d0 * 2 + d5, d8 + d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d4, d7, d5, d1, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d3, d8, d2, d1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction", "parallel"]} ins(%i, %k : tensor<4x3x3x3x2x4xf32>, tensor<3x3x1x3x2xf32>) outs(%o : tensor<1x1x3x3x3xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<1x1x3x3x3xf32>
  return %0 : tensor<1x1x3x3x3xf32>
}

func.func @convolution_27(%i: tensor<1x9xf32>, %k: tensor<3x2xf32>, %o: tensor<3x1x3xf32>) -> tensor<3x1x3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d1 * 3 + d3 * 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%i, %k : tensor<1x9xf32>, tensor<3x2xf32>) outs(%o : tensor<3x1x3xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<3x1x3xf32>
  return %0 : tensor<3x1x3xf32>
}

func.func @convolution_29(%i: tensor<3x2x5xf32>, %k: tensor<2x3xf32>, %o: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3, d1 + d0 * 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d3, d1)>], iterator_types = ["reduction", "parallel", "reduction", "parallel"]} ins(%i, %k : tensor<3x2x5xf32>, tensor<2x3xf32>) outs(%o : tensor<2x2xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

func.func @convolution_30(%i: tensor<3x1x4x3xf32>, %k: tensor<3x1x2x1xf32>, %o: tensor<3x3x1x1xf32>) -> tensor<3x3x1x1xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d4, d0 + d5, d2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d2, d4, d5, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d3, d4)>], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]} ins(%i, %k : tensor<3x1x4x3xf32>, tensor<3x1x2x1xf32>) outs(%o : tensor<3x3x1x1xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<3x3x1x1xf32>
  return %0 : tensor<3x3x1x1xf32>
}

func.func @convolution_31(%i: tensor<2x6x3x2x5xf32>, %k: tensor<3x3x2x2x2xf32>, %o: tensor<1x2x2x2x3x2xf32>) -> tensor<1x2x2x2x3x2xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d8, d5 * 3 + d4, d0 * 2 + d7, d2, d6 + d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d4, d3, d8, d7, d1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d2, d8, d6, d5)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "parallel", "parallel", "reduction", "parallel"]} ins(%i, %k : tensor<2x6x3x2x5xf32>, tensor<3x3x2x2x2xf32>) outs(%o : tensor<1x2x2x2x3x2xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<1x2x2x2x3x2xf32>
  return %0 : tensor<1x2x2x2x3x2xf32>
}

func.func @convolution_32(%i: tensor<3x10x5x1x1x1xf32>, %k: tensor<3x3x1x1x3x1xf32>, %o: tensor<2x3x3x1x3x1xf32>) -> tensor<2x3x3x1x3x1xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9) -> (d1, d5 * 2 + d2 * 2, d0 * 2 + d9, d4 * 2 + d7, d3, d8)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9) -> (d2, d6, d7, d3, d9, d8)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9) -> (d0, d5, d6, d3, d1, d4)>], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%i, %k : tensor<3x10x5x1x1x1xf32>, tensor<3x3x1x1x3x1xf32>) outs(%o : tensor<2x3x3x1x3x1xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x3x3x1x3x1xf32>
  return %0 : tensor<2x3x3x1x3x1xf32>
}

func.func @convolution_33(%i: tensor<2x4x1x7xf32>, %k: tensor<2x3x1x3xf32>, %o: tensor<2x1x2x3xf32>) -> tensor<2x1x2x3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4 * 3 + d2 * 2, d0, d3 * 2 + d5 * 2)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d2, d6, d0, d5)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d3, d6)>], iterator_types = ["reduction", "parallel", "reduction", "parallel", "parallel", "reduction", "parallel"]} ins(%i, %k : tensor<2x4x1x7xf32>, tensor<2x3x1x3xf32>) outs(%o : tensor<2x1x2x3xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x1x2x3xf32>
  return %0 : tensor<2x1x2x3xf32>
}

func.func @convolution_35(%i: tensor<2x7xf32>, %k: tensor<3x2x2xf32>, %o: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1 * 3 + d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d1, d2)>], iterator_types = ["reduction", "parallel", "parallel", "reduction"]} ins(%i, %k : tensor<2x7xf32>, tensor<3x2x2xf32>) outs(%o : tensor<2x2xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

func.func @pooling_0(%i: tensor<3x6xf32>, %k: tensor<2xf32>, %o: tensor<3x3xf32>) -> tensor<3x3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0 * 2 + d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%i, %k : tensor<3x6xf32>, tensor<2xf32>) outs(%o : tensor<3x3xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %a = math.absf %x : f32
    %r = arith.minimumf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}

func.func @pooling_1(%i: tensor<2x1x4x5xf32>, %k: tensor<1x1x2xf32>, %o: tensor<1x3x2x2xf32>) -> tensor<1x3x2x2xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d6, d5 * 2 + d4 * 2, d3 + d2, d1 * 2 + d0)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d2, d0)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d5, d3, d6, d1)>], iterator_types = ["reduction", "parallel", "reduction", "parallel", "reduction", "parallel", "parallel"]} ins(%i, %k : tensor<2x1x4x5xf32>, tensor<1x1x2xf32>) outs(%o : tensor<1x3x2x2xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %a = math.absf %x : f32
    %r = arith.minimumf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<1x3x2x2xf32>
  return %0 : tensor<1x3x2x2xf32>
}

func.func @pooling_2(%i: tensor<7x3x6xf32>, %k: tensor<2x3xf32>, %o: tensor<2x2x3xf32>) -> tensor<2x2x3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d1 + d2 * 2, d0, d4 * 2 + d3 * 2)>, affine_map<(d0, d1, d2, d3, d4) -> (d3, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d4, d1, d0)>], iterator_types = ["parallel", "parallel", "reduction", "reduction", "parallel"]} ins(%i, %k : tensor<7x3x6xf32>, tensor<2x3xf32>) outs(%o : tensor<2x2x3xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %a = math.absf %x : f32
    %r = arith.minimumf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<2x2x3xf32>
  return %0 : tensor<2x2x3xf32>
}

func.func @pooling_3(%i: tensor<1x3x3xf32>, %k: tensor<3x1xf32>, %o: tensor<3x1x1xf32>) -> tensor<3x1x1xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3 * 3 + d2)>, affine_map<(d0, d1, d2, d3) -> (d2, d0)>, affine_map<(d0, d1, d2, d3) -> (d1, d0, d3)>], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%i, %k : tensor<1x3x3xf32>, tensor<3x1xf32>) outs(%o : tensor<3x1x1xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %a = math.absf %x : f32
    %r = arith.addf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<3x1x1xf32>
  return %0 : tensor<3x1x1xf32>
}

func.func @pooling_4(%i: tensor<2x1x3xf32>, %k: tensor<1xf32>, %o: tensor<1x3x1xf32>) -> tensor<1x3x1xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1 + d2, d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d2)>, affine_map<(d0, d1, d2, d3) -> (d3, d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%i, %k : tensor<2x1x3xf32>, tensor<1xf32>) outs(%o : tensor<1x3x1xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %a = math.absf %x : f32
    %r = arith.minimumf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<1x3x1xf32>
  return %0 : tensor<1x3x1xf32>
}

func.func @pooling_6(%i: tensor<5x2x2xf32>, %k: tensor<2x2xf32>, %o: tensor<1x2x2xf32>) -> tensor<1x2x2xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d4 * 3 + d1, d2, d3 * 2 + d0)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d3, d2, d4)>], iterator_types = ["reduction", "reduction", "parallel", "parallel", "parallel"]} ins(%i, %k : tensor<5x2x2xf32>, tensor<2x2xf32>) outs(%o : tensor<1x2x2xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %a = math.absf %x : f32
    %r = arith.addf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<1x2x2xf32>
  return %0 : tensor<1x2x2xf32>
}

func.func @pooling_8(%i: tensor<2x1x1xf32>, %k: tensor<1xf32>, %o: tensor<1x1x1xf32>) -> tensor<1x1x1xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1 * 2 + d2, d0, d3)>, affine_map<(d0, d1, d2, d3) -> (d2)>, affine_map<(d0, d1, d2, d3) -> (d3, d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%i, %k : tensor<2x1x1xf32>, tensor<1xf32>) outs(%o : tensor<1x1x1xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %a = math.absf %x : f32
    %r = arith.minimumf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<1x1x1xf32>
  return %0 : tensor<1x1x1xf32>
}

func.func @pooling_9(%i: tensor<1x2x3xf32>, %k: tensor<1x1xf32>, %o: tensor<1x2x3xf32>) -> tensor<1x2x3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d4 + d1 * 2, d2 + d0, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d4, d2, d3)>], iterator_types = ["reduction", "reduction", "parallel", "parallel", "parallel"]} ins(%i, %k : tensor<1x2x3xf32>, tensor<1x1xf32>) outs(%o : tensor<1x2x3xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %a = math.absf %x : f32
    %r = arith.maximumf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3xf32>
  return %0 : tensor<1x2x3xf32>
}

func.func @pooling_10(%i: tensor<3x2x4xf32>, %k: tensor<3xf32>, %o: tensor<2x2x3xf32>) -> tensor<2x2x3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, d2 + d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%i, %k : tensor<3x2x4xf32>, tensor<3xf32>) outs(%o : tensor<2x2x3xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %a = math.absf %x : f32
    %r = arith.minimumf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<2x2x3xf32>
  return %0 : tensor<2x2x3xf32>
}

func.func @pooling_11(%i: tensor<5x1x4x2xf32>, %k: tensor<2x1x2xf32>, %o: tensor<2x3x1x2xf32>) -> tensor<2x3x1x2xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d2 + d5, d1, d0 * 3 + d3, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d3, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "parallel", "reduction"]} ins(%i, %k : tensor<5x1x4x2xf32>, tensor<2x1x2xf32>) outs(%o : tensor<2x3x1x2xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %a = math.absf %x : f32
    %r = arith.addf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<2x3x1x2xf32>
  return %0 : tensor<2x3x1x2xf32>
}

func.func @pooling_12(%i: tensor<2x2x3x1xf32>, %k: tensor<1x1x1xf32>, %o: tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0 * 3 + d5 * 2, d3, d2 * 2 + d4, d1)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%i, %k : tensor<2x2x3x1xf32>, tensor<1x1x1xf32>) outs(%o : tensor<1x1x2x2xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %a = math.absf %x : f32
    %r = arith.maximumf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<1x1x2x2xf32>
  return %0 : tensor<1x1x2x2xf32>
}

func.func @pooling_13(%i: tensor<3x2x6xf32>, %k: tensor<2x2xf32>, %o: tensor<2x3x1xf32>) -> tensor<2x3x1xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d3 * 3 + d4 * 2, d1, d0 * 2 + d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, d3)>], iterator_types = ["parallel", "parallel", "reduction", "parallel", "reduction"]} ins(%i, %k : tensor<3x2x6xf32>, tensor<2x2xf32>) outs(%o : tensor<2x3x1xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %a = math.absf %x : f32
    %r = arith.addf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<2x3x1xf32>
  return %0 : tensor<2x3x1xf32>
}

func.func @pooling_14(%i: tensor<5x4xf32>, %k: tensor<1x1xf32>, %o: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0 * 3 + d2 * 2, d3 * 3 + d1 * 2)>, affine_map<(d0, d1, d2, d3) -> (d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d3)>], iterator_types = ["parallel", "reduction", "reduction", "parallel"]} ins(%i, %k : tensor<5x4xf32>, tensor<1x1xf32>) outs(%o : tensor<2x2xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %a = math.absf %x : f32
    %r = arith.addf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

func.func @pooling_16(%i: tensor<1x9x7x6xf32>, %k: tensor<2x3x3xf32>, %o: tensor<3x2x1x2xf32>) -> tensor<3x2x1x2xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d2 * 2 + d1 * 2, d3 + d5 * 2, d0 * 2 + d6 * 2)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d6, d5, d1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d2, d0, d4, d3)>], iterator_types = ["parallel", "reduction", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%i, %k : tensor<1x9x7x6xf32>, tensor<2x3x3xf32>) outs(%o : tensor<3x2x1x2xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %a = math.absf %x : f32
    %r = arith.addf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<3x2x1x2xf32>
  return %0 : tensor<3x2x1x2xf32>
}

func.func @pooling_17(%i: tensor<7xf32>, %k: tensor<3xf32>, %o: tensor<2xf32>) -> tensor<2xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1 + d0 * 2)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%i, %k : tensor<7xf32>, tensor<3xf32>) outs(%o : tensor<2xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %a = math.absf %x : f32
    %r = arith.minimumf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

func.func @pooling_18(%i: tensor<3x10x3x1x2xf32>, %k: tensor<1x2x2xf32>, %o: tensor<2x1x3x1x3xf32>) -> tensor<2x1x3x1x3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d6 + d4 * 2, d0 * 3 + d7 * 2, d5 * 3 + d2, d3, d1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d4, d7, d2)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d3, d6, d5, d0)>], iterator_types = ["parallel", "parallel", "reduction", "parallel", "reduction", "parallel", "parallel", "reduction"]} ins(%i, %k : tensor<3x10x3x1x2xf32>, tensor<1x2x2xf32>) outs(%o : tensor<2x1x3x1x3xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %a = math.absf %x : f32
    %r = arith.minimumf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<2x1x3x1x3xf32>
  return %0 : tensor<2x1x3x1x3xf32>
}

func.func @pooling_19(%i: tensor<3x8x6x1x2x3xf32>, %k: tensor<3x1x2x2xf32>, %o: tensor<1x2x3x1x2x2xf32>) -> tensor<1x2x3x1x2x2xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d1 * 2 + d6 * 2, d8 * 3 + d5 * 2, d4 * 3 + d7, d0, d3, d2)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d5, d0, d7, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d8, d2, d1, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "parallel"]} ins(%i, %k : tensor<3x8x6x1x2x3xf32>, tensor<3x1x2x2xf32>) outs(%o : tensor<1x2x3x1x2x2xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %a = math.absf %x : f32
    %r = arith.maximumf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3x1x2x2xf32>
  return %0 : tensor<1x2x3x1x2x2xf32>
}

func.func @pooling_20(%i: tensor<4x8x2x1xf32>, %k: tensor<2x2xf32>, %o: tensor<3x2x2x1xf32>) -> tensor<3x2x2x1xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d1 + d3, d2 * 3 + d4, d0, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d2, d0, d1, d5)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "parallel"]} ins(%i, %k : tensor<4x8x2x1xf32>, tensor<2x2xf32>) outs(%o : tensor<3x2x2x1xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %a = math.absf %x : f32
    %r = arith.maximumf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<3x2x2x1xf32>
  return %0 : tensor<3x2x2x1xf32>
}

func.func @pooling_21(%i: tensor<3x10x8xf32>, %k: tensor<3x3xf32>, %o: tensor<3x3x2xf32>) -> tensor<3x3x2xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 * 3 + d3, d2 * 3 + d4 * 2)>, affine_map<(d0, d1, d2, d3, d4) -> (d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%i, %k : tensor<3x10x8xf32>, tensor<3x3xf32>) outs(%o : tensor<3x3x2xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %a = math.absf %x : f32
    %r = arith.maximumf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<3x3x2xf32>
  return %0 : tensor<3x3x2xf32>
}

func.func @pooling_22(%i: tensor<6x5x1x3xf32>, %k: tensor<1x2x3xf32>, %o: tensor<3x1x1x3xf32>) -> tensor<3x1x1x3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d3 + d5 * 2, d2 * 2 + d0 * 2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d5, d0)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d1, d2, d4)>], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%i, %k : tensor<6x5x1x3xf32>, tensor<1x2x3xf32>) outs(%o : tensor<3x1x1x3xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %a = math.absf %x : f32
    %r = arith.addf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<3x1x1x3xf32>
  return %0 : tensor<3x1x1x3xf32>
}

func.func @pooling_23(%i: tensor<2x3x3x4x1xf32>, %k: tensor<2x1x3xf32>, %o: tensor<1x2x2x3x3xf32>) -> tensor<1x2x2x3x3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d3, d6, d2, d4 * 2 + d1, d0 + d5)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d5, d2)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d3, d4, d2, d6)>], iterator_types = ["parallel", "reduction", "parallel", "parallel", "parallel", "reduction", "parallel"]} ins(%i, %k : tensor<2x3x3x4x1xf32>, tensor<2x1x3xf32>) outs(%o : tensor<1x2x2x3x3xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %a = math.absf %x : f32
    %r = arith.addf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<1x2x2x3x3xf32>
  return %0 : tensor<1x2x2x3x3xf32>
}

func.func @pooling_24(%i: tensor<6x4x1x1x5xf32>, %k: tensor<2x1x3xf32>, %o: tensor<1x2x1x3x2xf32>) -> tensor<1x2x1x3x2xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d2 + d7, d4 * 3 + d3 * 2, d5, d6, d0 * 2 + d1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d3, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d6, d4, d5, d2, d0)>], iterator_types = ["parallel", "reduction", "parallel", "reduction", "parallel", "parallel", "parallel", "reduction"]} ins(%i, %k : tensor<6x4x1x1x5xf32>, tensor<2x1x3xf32>) outs(%o : tensor<1x2x1x3x2xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %a = math.absf %x : f32
    %r = arith.minimumf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<1x2x1x3x2xf32>
  return %0 : tensor<1x2x1x3x2xf32>
}

func.func @pooling_25(%i: tensor<3x1xf32>, %k: tensor<2xf32>, %o: tensor<2x1xf32>) -> tensor<2x1xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0 + d2, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%i, %k : tensor<3x1xf32>, tensor<2xf32>) outs(%o : tensor<2x1xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %a = math.absf %x : f32
    %r = arith.addf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}

func.func @pooling_26(%i: tensor<3x4x10x2xf32>, %k: tensor<3x2x1xf32>, %o: tensor<2x3x3x1xf32>) -> tensor<2x3x3x1xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d3 + d0 * 2, d5 + d1, d4 * 3 + d6, d2)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d6, d0, d1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d2, d5, d4, d3)>], iterator_types = ["reduction", "reduction", "parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%i, %k : tensor<3x4x10x2xf32>, tensor<3x2x1xf32>) outs(%o : tensor<2x3x3x1xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %a = math.absf %x : f32
    %r = arith.minimumf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<2x3x3x1xf32>
  return %0 : tensor<2x3x3x1xf32>
}

func.func @pooling_27(%i: tensor<1x1x5xf32>, %k: tensor<3xf32>, %o: tensor<1x2x1xf32>) -> tensor<1x2x1xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d3, d2 + d0)>, affine_map<(d0, d1, d2, d3) -> (d0)>, affine_map<(d0, d1, d2, d3) -> (d3, d2, d1)>], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%i, %k : tensor<1x1x5xf32>, tensor<3xf32>) outs(%o : tensor<1x2x1xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %a = math.absf %x : f32
    %r = arith.addf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<1x2x1xf32>
  return %0 : tensor<1x2x1xf32>
}

func.func @pooling_28(%i: tensor<1x3x8x3x6x2xf32>, %k: tensor<3x3x3x1xf32>, %o: tensor<1x1x1x3x3x3xf32>) -> tensor<1x1x1x3x3x3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d5, d7, d4 + d1 * 2, d0, d6 * 2 + d2 * 2, d3 * 2 + d8 * 2)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d2, d1, d0, d8)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d6, d3, d5, d0, d7, d4)>], iterator_types = ["parallel", "reduction", "reduction", "parallel", "parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%i, %k : tensor<1x3x8x3x6x2xf32>, tensor<3x3x3x1xf32>) outs(%o : tensor<1x1x1x3x3x3xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %a = math.absf %x : f32
    %r = arith.minimumf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<1x1x1x3x3x3xf32>
  return %0 : tensor<1x1x1x3x3x3xf32>
}

func.func @pooling_29(%i: tensor<2x6x2x4x2xf32>, %k: tensor<2x1x3xf32>, %o: tensor<3x2x1x2x1xf32>) -> tensor<3x2x1x2x1xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d3 * 2 + d0 * 2, d5 + d4 * 2, d7, d1 * 3 + d2, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d4, d0, d2)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d6, d3, d7, d1)>], iterator_types = ["reduction", "parallel", "reduction", "parallel", "reduction", "parallel", "parallel", "parallel"]} ins(%i, %k : tensor<2x6x2x4x2xf32>, tensor<2x1x3xf32>) outs(%o : tensor<3x2x1x2x1xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %a = math.absf %x : f32
    %r = arith.minimumf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<3x2x1x2x1xf32>
  return %0 : tensor<3x2x1x2x1xf32>
}

func.func @pooling_30(%i: tensor<1x2x1xf32>, %k: tensor<1x1xf32>, %o: tensor<1x1x2xf32>) -> tensor<1x1x2xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d1 * 3 + d2 * 2, d0, d3 * 3 + d4 * 2)>, affine_map<(d0, d1, d2, d3, d4) -> (d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d3, d1, d0)>], iterator_types = ["parallel", "parallel", "reduction", "parallel", "reduction"]} ins(%i, %k : tensor<1x2x1xf32>, tensor<1x1xf32>) outs(%o : tensor<1x1x2xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %a = math.absf %x : f32
    %r = arith.addf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<1x1x2xf32>
  return %0 : tensor<1x1x2xf32>
}

func.func @pooling_31(%i: tensor<5x2xf32>, %k: tensor<2x1xf32>, %o: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3 * 2 + d0 * 2, d2 + d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>], iterator_types = ["reduction", "reduction", "parallel", "parallel"]} ins(%i, %k : tensor<5x2xf32>, tensor<2x1xf32>) outs(%o : tensor<2x2xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %a = math.absf %x : f32
    %r = arith.addf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

func.func @pooling_32(%i: tensor<1x6x2x3x3xf32>, %k: tensor<1x3x1xf32>, %o: tensor<3x3x2x2x1xf32>) -> tensor<3x3x2x2x1xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d5, d2 * 3 + d3, d4 + d1 * 2, d6, d0)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d3, d5)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d6, d0, d2, d4, d5)>], iterator_types = ["parallel", "reduction", "parallel", "reduction", "parallel", "parallel", "parallel"]} ins(%i, %k : tensor<1x6x2x3x3xf32>, tensor<1x3x1xf32>) outs(%o : tensor<3x3x2x2x1xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %a = math.absf %x : f32
    %r = arith.minimumf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<3x3x2x2x1xf32>
  return %0 : tensor<3x3x2x2x1xf32>
}
