// Every named structured op of LLVM 19's linalg (fill_rng_2d on f64: its f32
// payload is invalid upstream), with strides, dilations, casts, zero points
// and inits, plus generics of each family: run by
// utils/check_linalg_against_upstream.py through upstream's lowering and
// through convert-linalg-to-hlo (upstream-differential.test).

func.func @fill(%s: f32) -> tensor<3x4xf32> {
  %e = tensor.empty() : tensor<3x4xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}
func.func @copy(%a: tensor<3x4xf32>, %o: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = linalg.copy ins(%a : tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}
func.func @copy_cast(%a: tensor<3x4xi32>, %o: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = linalg.copy ins(%a : tensor<3x4xi32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}
func.func @transpose(%a: tensor<2x3x4xf32>, %o: tensor<4x2x3xf32>) -> tensor<4x2x3xf32> {
  %0 = linalg.transpose ins(%a : tensor<2x3x4xf32>) outs(%o : tensor<4x2x3xf32>) permutation = [2, 0, 1]
  return %0 : tensor<4x2x3xf32>
}
func.func @broadcast(%a: tensor<3xf32>, %o: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = linalg.broadcast ins(%a : tensor<3xf32>) outs(%o : tensor<2x3x4xf32>) dimensions = [0, 2]
  return %0 : tensor<2x3x4xf32>
}
func.func @map(%a: tensor<3x4xf32>, %b: tensor<3x4xf32>, %o: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = linalg.map ins(%a, %b : tensor<3x4xf32>, tensor<3x4xf32>) outs(%o : tensor<3x4xf32>)
    (%x: f32, %y: f32) {
      %m = arith.mulf %x, %y : f32
      %s = arith.subf %m, %x : f32
      linalg.yield %s : f32
    }
  return %0 : tensor<3x4xf32>
}
func.func @unary(%a: tensor<3x4xf32>, %o: tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>) {
  %0 = linalg.elemwise_unary ins(%a : tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  %1 = linalg.elemwise_unary {fun = #linalg.unary_fn<log>} ins(%a : tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  %2 = linalg.elemwise_unary {fun = #linalg.unary_fn<abs>} ins(%a : tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  %3 = linalg.elemwise_unary {fun = #linalg.unary_fn<ceil>} ins(%a : tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  %4 = linalg.elemwise_unary {fun = #linalg.unary_fn<floor>} ins(%a : tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  %5 = linalg.elemwise_unary {fun = #linalg.unary_fn<negf>} ins(%a : tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  %6 = linalg.elemwise_unary {fun = #linalg.unary_fn<reciprocal>} ins(%a : tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  %7 = linalg.elemwise_unary {fun = #linalg.unary_fn<round>} ins(%a : tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  %8 = linalg.elemwise_unary {fun = #linalg.unary_fn<tanh>} ins(%a : tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>
}
func.func @unary2(%a: tensor<3x4xf32>, %o: tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>) {
  %0 = linalg.elemwise_unary {fun = #linalg.unary_fn<sqrt>} ins(%a : tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  %1 = linalg.elemwise_unary {fun = #linalg.unary_fn<rsqrt>} ins(%a : tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  %2 = linalg.elemwise_unary {fun = #linalg.unary_fn<square>} ins(%a : tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  %3 = linalg.elemwise_unary {fun = #linalg.unary_fn<erf>} ins(%a : tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0, %1, %2, %3 : tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>
}
func.func @named_unary(%a: tensor<3x4xf32>, %o: tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>) {
  %0 = linalg.exp ins(%a : tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  %1 = linalg.abs ins(%a : tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  %2 = linalg.ceil ins(%a : tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  %3 = linalg.floor ins(%a : tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  %4 = linalg.negf ins(%a : tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  %5 = linalg.reciprocal ins(%a : tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  %6 = linalg.round ins(%a : tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>
}
func.func @named_unary2(%a: tensor<3x4xf32>, %o: tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>) {
  %a2 = linalg.abs ins(%a : tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  %0 = linalg.log ins(%a2 : tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  %1 = linalg.sqrt ins(%a2 : tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  %2 = linalg.rsqrt ins(%a2 : tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  %3 = linalg.square ins(%a : tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  %4 = linalg.tanh ins(%a : tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  %5 = linalg.erf ins(%a : tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>
}
func.func @binary(%a: tensor<3x4xf32>, %b: tensor<3x4xf32>, %o: tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>) {
  %0 = linalg.elemwise_binary ins(%a, %b : tensor<3x4xf32>, tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  %1 = linalg.elemwise_binary {fun = #linalg.binary_fn<sub>} ins(%a, %b : tensor<3x4xf32>, tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  %2 = linalg.elemwise_binary {fun = #linalg.binary_fn<mul>} ins(%a, %b : tensor<3x4xf32>, tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  %3 = linalg.elemwise_binary {fun = #linalg.binary_fn<div>} ins(%a, %b : tensor<3x4xf32>, tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  %4 = linalg.elemwise_binary {fun = #linalg.binary_fn<max_signed>} ins(%a, %b : tensor<3x4xf32>, tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  %5 = linalg.elemwise_binary {fun = #linalg.binary_fn<min_signed>} ins(%a, %b : tensor<3x4xf32>, tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  %6 = linalg.elemwise_binary {fun = #linalg.binary_fn<powf>} ins(%a, %b : tensor<3x4xf32>, tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  %7 = linalg.elemwise_binary {fun = #linalg.binary_fn<sub>, cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : tensor<3x4xf32>, tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>
}
func.func @named_binary(%a: tensor<3x4xf32>, %b: tensor<3x4xf32>, %o: tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>) {
  %0 = linalg.add ins(%a, %b : tensor<3x4xf32>, tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  %1 = linalg.sub ins(%a, %b : tensor<3x4xf32>, tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  %2 = linalg.mul ins(%a, %b : tensor<3x4xf32>, tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  %3 = linalg.div ins(%a, %b : tensor<3x4xf32>, tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  %4 = linalg.max ins(%a, %b : tensor<3x4xf32>, tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  %5 = linalg.min ins(%a, %b : tensor<3x4xf32>, tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  %a2 = linalg.abs ins(%a : tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  %6 = linalg.powf ins(%a2, %b : tensor<3x4xf32>, tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>
}
func.func @int_binary(%a: tensor<3x4xi32>, %b: tensor<3x4xi32>, %o: tensor<3x4xi32>) -> (tensor<3x4xi32>, tensor<3x4xi32>, tensor<3x4xi32>, tensor<3x4xi32>) {
  %0 = linalg.div ins(%a, %b : tensor<3x4xi32>, tensor<3x4xi32>) outs(%o : tensor<3x4xi32>) -> tensor<3x4xi32>
  %1 = linalg.div_unsigned ins(%a, %b : tensor<3x4xi32>, tensor<3x4xi32>) outs(%o : tensor<3x4xi32>) -> tensor<3x4xi32>
  %2 = linalg.max ins(%a, %b : tensor<3x4xi32>, tensor<3x4xi32>) outs(%o : tensor<3x4xi32>) -> tensor<3x4xi32>
  %3 = linalg.elemwise_binary {fun = #linalg.binary_fn<max_unsigned>} ins(%a, %b : tensor<3x4xi32>, tensor<3x4xi32>) outs(%o : tensor<3x4xi32>) -> tensor<3x4xi32>
  return %0, %1, %2, %3 : tensor<3x4xi32>, tensor<3x4xi32>, tensor<3x4xi32>, tensor<3x4xi32>
}
func.func @select(%c: tensor<3x4xi1>, %a: tensor<3x4xf32>, %b: tensor<3x4xf32>, %o: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = linalg.select ins(%c, %a, %b : tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}
func.func @rng(%s: f64, %z: i32) -> tensor<4x5xf64> {
  %e = tensor.empty() : tensor<4x5xf64>
  %c = arith.constant 3.0 : f64
  %0 = linalg.fill_rng_2d ins(%s, %c, %z : f64, f64, i32) outs(%e : tensor<4x5xf64>) -> tensor<4x5xf64>
  return %0 : tensor<4x5xf64>
}
func.func @generic_index(%a: tensor<4x3xf32>, %b: tensor<4xf32>, %s: f32) -> (tensor<3x4xf32>, tensor<3x4xi32>) {
  %e = tensor.empty() : tensor<3x4xf32>
  %ei = tensor.empty() : tensor<3x4xi32>
  %0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a, %b, %s : tensor<4x3xf32>, tensor<4xf32>, f32) outs(%e, %ei : tensor<3x4xf32>, tensor<3x4xi32>) {
  ^bb0(%x: f32, %y: f32, %z: f32, %o: f32, %oi: i32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.muli %i, %j : index
    %c7 = arith.constant 7 : index
    %k2 = arith.addi %k, %c7 : index
    %ki = arith.index_cast %k2 : index to i32
    %f = arith.sitofp %ki : i32 to f32
    %s1 = arith.addf %x, %y : f32
    %m = arith.mulf %s1, %f : f32
    %t = arith.subf %m, %z : f32
    %cmp = arith.cmpf ogt, %t, %z : f32
    %sel = arith.select %cmp, %t, %x : f32
    linalg.yield %sel, %ki : f32, i32
  } -> (tensor<3x4xf32>, tensor<3x4xi32>)
  return %0#0, %0#1 : tensor<3x4xf32>, tensor<3x4xi32>
}
func.func @generic_const_index(%a: tensor<1x4xf32>, %b: tensor<3x4xf32>, %q: tensor<4x3xf32>) -> tensor<4x3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d0)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<1x4xf32>, tensor<3x4xf32>) outs(%q : tensor<4x3xf32>) {
  ^bb0(%x: f32, %o: f32, %p: f32):
    %s = arith.addf %x, %o : f32
    linalg.yield %s : f32
  } -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}
func.func @generic_reads_out(%a: tensor<3x4xf32>, %o: tensor<4x3xf32>) -> tensor<4x3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<3x4xf32>) outs(%o : tensor<4x3xf32>) {
  ^bb0(%x: f32, %p: f32):
    %s = arith.mulf %x, %p : f32
    linalg.yield %s : f32
  } -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}
func.func @matmul_acc(%a: tensor<4x8xf32>, %b: tensor<8x5xf32>, %c: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x5xf32>) outs(%c : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}
func.func @matmul_mixed(%a: tensor<4x8xi8>, %b: tensor<8x5xi8>, %c: tensor<4x5xi32>) -> (tensor<4x5xi32>, tensor<4x5xi32>) {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xi8>, tensor<8x5xi8>) outs(%c : tensor<4x5xi32>) -> tensor<4x5xi32>
  %1 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : tensor<4x8xi8>, tensor<8x5xi8>) outs(%c : tensor<4x5xi32>) -> tensor<4x5xi32>
  return %0, %1 : tensor<4x5xi32>, tensor<4x5xi32>
}
func.func @matmul_ta(%a: tensor<8x4xf32>, %b: tensor<8x5xf32>, %c: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %0 = linalg.matmul_transpose_a ins(%a, %b : tensor<8x4xf32>, tensor<8x5xf32>) outs(%c : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}
func.func @matmul_tb(%a: tensor<4x8xf32>, %b: tensor<5x8xf32>, %c: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %0 = linalg.matmul_transpose_b ins(%a, %b : tensor<4x8xf32>, tensor<5x8xf32>) outs(%c : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}
func.func @qmatmul(%a: tensor<4x8xi8>, %b: tensor<8x5xi8>, %za: i32, %zb: i32, %c: tensor<4x5xi32>) -> tensor<4x5xi32> {
  %0 = linalg.quantized_matmul ins(%a, %b, %za, %zb : tensor<4x8xi8>, tensor<8x5xi8>, i32, i32) outs(%c : tensor<4x5xi32>) -> tensor<4x5xi32>
  return %0 : tensor<4x5xi32>
}
func.func @bmm(%a: tensor<2x4x8xf32>, %b: tensor<2x8x5xf32>, %c: tensor<2x4x5xf32>) -> tensor<2x4x5xf32> {
  %0 = linalg.batch_matmul ins(%a, %b : tensor<2x4x8xf32>, tensor<2x8x5xf32>) outs(%c : tensor<2x4x5xf32>) -> tensor<2x4x5xf32>
  return %0 : tensor<2x4x5xf32>
}
func.func @bmm_ta(%a: tensor<2x8x4xf32>, %b: tensor<2x8x5xf32>, %c: tensor<2x4x5xf32>) -> tensor<2x4x5xf32> {
  %0 = linalg.batch_matmul_transpose_a ins(%a, %b : tensor<2x8x4xf32>, tensor<2x8x5xf32>) outs(%c : tensor<2x4x5xf32>) -> tensor<2x4x5xf32>
  return %0 : tensor<2x4x5xf32>
}
func.func @bmm_tb(%a: tensor<2x4x8xf32>, %b: tensor<2x5x8xf32>, %c: tensor<2x4x5xf32>) -> tensor<2x4x5xf32> {
  %0 = linalg.batch_matmul_transpose_b ins(%a, %b : tensor<2x4x8xf32>, tensor<2x5x8xf32>) outs(%c : tensor<2x4x5xf32>) -> tensor<2x4x5xf32>
  return %0 : tensor<2x4x5xf32>
}
func.func @qbmm(%a: tensor<2x4x8xi8>, %b: tensor<2x8x5xi8>, %za: i32, %zb: i32, %c: tensor<2x4x5xi32>) -> tensor<2x4x5xi32> {
  %0 = linalg.quantized_batch_matmul ins(%a, %b, %za, %zb : tensor<2x4x8xi8>, tensor<2x8x5xi8>, i32, i32) outs(%c : tensor<2x4x5xi32>) -> tensor<2x4x5xi32>
  return %0 : tensor<2x4x5xi32>
}
func.func @brmm(%a: tensor<2x4x8xf32>, %b: tensor<2x8x5xf32>, %c: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %0 = linalg.batch_reduce_matmul ins(%a, %b : tensor<2x4x8xf32>, tensor<2x8x5xf32>) outs(%c : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}
func.func @matvec(%a: tensor<4x8xf32>, %b: tensor<8xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.matvec ins(%a, %b : tensor<4x8xf32>, tensor<8xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @vecmat(%a: tensor<8xf32>, %b: tensor<8x5xf32>, %c: tensor<5xf32>) -> tensor<5xf32> {
  %0 = linalg.vecmat ins(%a, %b : tensor<8xf32>, tensor<8x5xf32>) outs(%c : tensor<5xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
func.func @bmatvec(%a: tensor<2x4x8xf32>, %b: tensor<2x8xf32>, %c: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = linalg.batch_matvec ins(%a, %b : tensor<2x4x8xf32>, tensor<2x8xf32>) outs(%c : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
func.func @bvecmat(%a: tensor<2x8xf32>, %b: tensor<2x8x5xf32>, %c: tensor<2x5xf32>) -> tensor<2x5xf32> {
  %0 = linalg.batch_vecmat ins(%a, %b : tensor<2x8xf32>, tensor<2x8x5xf32>) outs(%c : tensor<2x5xf32>) -> tensor<2x5xf32>
  return %0 : tensor<2x5xf32>
}
func.func @dot(%a: tensor<8xf32>, %b: tensor<8xf32>, %c: tensor<f32>) -> tensor<f32> {
  %0 = linalg.dot ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%c : tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
func.func @mmt4d(%a: tensor<2x3x4x2xf32>, %b: tensor<5x3x3x2xf32>, %c: tensor<2x5x4x3xf32>) -> tensor<2x5x4x3xf32> {
  %0 = linalg.mmt4d ins(%a, %b : tensor<2x3x4x2xf32>, tensor<5x3x3x2xf32>) outs(%c : tensor<2x5x4x3xf32>) -> tensor<2x5x4x3xf32>
  return %0 : tensor<2x5x4x3xf32>
}
func.func @bmmt4d(%a: tensor<2x2x3x4x2xf32>, %b: tensor<2x5x3x3x2xf32>, %c: tensor<2x2x5x4x3xf32>) -> tensor<2x2x5x4x3xf32> {
  %0 = linalg.batch_mmt4d ins(%a, %b : tensor<2x2x3x4x2xf32>, tensor<2x5x3x3x2xf32>) outs(%c : tensor<2x2x5x4x3xf32>) -> tensor<2x2x5x4x3xf32>
  return %0 : tensor<2x2x5x4x3xf32>
}
func.func @generic_contraction(%a: tensor<8x2x4xf32>, %b: tensor<5x8x2xf32>, %c: tensor<5x3x2x4xf32>) -> tensor<5x3x2x4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(b, i, j, k, x) -> (k, b, i)>, affine_map<(b, i, j, k, x) -> (j, k, b)>, affine_map<(b, i, j, k, x) -> (j, x, b, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "parallel"]} ins(%a, %b : tensor<8x2x4xf32>, tensor<5x8x2xf32>) outs(%c : tensor<5x3x2x4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %n = arith.negf %y : f32
    %m = arith.mulf %n, %x : f32
    %s = arith.addf %m, %o : f32
    linalg.yield %s : f32
  } -> tensor<5x3x2x4xf32>
  return %0 : tensor<5x3x2x4xf32>
}
func.func @matmul_i1(%a: tensor<4x8xi1>, %b: tensor<8x5xi1>, %c: tensor<4x5xi1>) -> tensor<4x5xi1> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xi1>, tensor<8x5xi1>) outs(%c : tensor<4x5xi1>) -> tensor<4x5xi1>
  return %0 : tensor<4x5xi1>
}
func.func @matmul_index(%a: tensor<4x8xindex>, %b: tensor<8x5xindex>, %c: tensor<4x5xindex>) -> tensor<4x5xi64> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xindex>, tensor<8x5xindex>) outs(%c : tensor<4x5xindex>) -> tensor<4x5xindex>
  %1 = arith.index_cast %0 : tensor<4x5xindex> to tensor<4x5xi64>
  return %1 : tensor<4x5xi64>
}
func.func @conv_1d(%i: tensor<9xf32>, %k: tensor<3xf32>, %o: tensor<7xf32>) -> tensor<7xf32> {
  %0 = linalg.conv_1d ins(%i, %k : tensor<9xf32>, tensor<3xf32>) outs(%o : tensor<7xf32>) -> tensor<7xf32>
  return %0 : tensor<7xf32>
}
func.func @conv_2d(%i: tensor<6x7xf32>, %k: tensor<3x2xf32>, %o: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %0 = linalg.conv_2d ins(%i, %k : tensor<6x7xf32>, tensor<3x2xf32>) outs(%o : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}
func.func @conv_3d(%i: tensor<4x5x6xf32>, %k: tensor<2x3x2xf32>, %o: tensor<3x3x5xf32>) -> tensor<3x3x5xf32> {
  %0 = linalg.conv_3d ins(%i, %k : tensor<4x5x6xf32>, tensor<2x3x2xf32>) outs(%o : tensor<3x3x5xf32>) -> tensor<3x3x5xf32>
  return %0 : tensor<3x3x5xf32>
}
func.func @conv_1d_nwc_wcf(%i: tensor<2x11x3xf32>, %k: tensor<3x3x4xf32>, %o: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = linalg.conv_1d_nwc_wcf {strides = dense<2> : tensor<1xi64>, dilations = dense<2> : tensor<1xi64>} ins(%i, %k : tensor<2x11x3xf32>, tensor<3x3x4xf32>) outs(%o : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}
func.func @conv_1d_ncw_fcw(%i: tensor<2x3x11xf32>, %k: tensor<4x3x3xf32>, %o: tensor<2x4x3xf32>) -> tensor<2x4x3xf32> {
  %0 = linalg.conv_1d_ncw_fcw {strides = dense<2> : tensor<1xi64>, dilations = dense<2> : tensor<1xi64>} ins(%i, %k : tensor<2x3x11xf32>, tensor<4x3x3xf32>) outs(%o : tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
  return %0 : tensor<2x4x3xf32>
}
func.func @nhwc_hwcf(%i: tensor<1x9x11x3xf32>, %k: tensor<3x2x3x4xf32>, %o: tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[2, 1]> : tensor<2xi64>} ins(%i, %k : tensor<1x9x11x3xf32>, tensor<3x2x3x4xf32>) outs(%o : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  return %0 : tensor<1x3x4x4xf32>
}
func.func @nhwc_fhwc(%i: tensor<2x9x11x3xf32>, %k: tensor<4x3x2x3xf32>, %o: tensor<2x3x4x4xf32>) -> tensor<2x3x4x4xf32> {
  %0 = linalg.conv_2d_nhwc_fhwc {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[2, 1]> : tensor<2xi64>} ins(%i, %k : tensor<2x9x11x3xf32>, tensor<4x3x2x3xf32>) outs(%o : tensor<2x3x4x4xf32>) -> tensor<2x3x4x4xf32>
  return %0 : tensor<2x3x4x4xf32>
}
func.func @nhwc_hwcf_q(%i: tensor<1x9x11x3xi8>, %k: tensor<3x2x3x4xi8>, %zi: i32, %zk: i32, %o: tensor<1x3x4x4xi32>) -> tensor<1x3x4x4xi32> {
  %0 = linalg.conv_2d_nhwc_hwcf_q {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[2, 1]> : tensor<2xi64>} ins(%i, %k, %zi, %zk : tensor<1x9x11x3xi8>, tensor<3x2x3x4xi8>, i32, i32) outs(%o : tensor<1x3x4x4xi32>) -> tensor<1x3x4x4xi32>
  return %0 : tensor<1x3x4x4xi32>
}
func.func @nhwc_fhwc_q(%i: tensor<1x9x11x3xi8>, %k: tensor<4x3x2x3xi8>, %zi: i32, %zk: i32, %o: tensor<1x3x4x4xi32>) -> tensor<1x3x4x4xi32> {
  %0 = linalg.conv_2d_nhwc_fhwc_q {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[2, 1]> : tensor<2xi64>} ins(%i, %k, %zi, %zk : tensor<1x9x11x3xi8>, tensor<4x3x2x3xi8>, i32, i32) outs(%o : tensor<1x3x4x4xi32>) -> tensor<1x3x4x4xi32>
  return %0 : tensor<1x3x4x4xi32>
}
func.func @nchw_fchw(%i: tensor<2x3x9x11xf32>, %k: tensor<4x3x3x2xf32>, %o: tensor<2x4x3x4xf32>) -> tensor<2x4x3x4xf32> {
  %0 = linalg.conv_2d_nchw_fchw {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[2, 1]> : tensor<2xi64>} ins(%i, %k : tensor<2x3x9x11xf32>, tensor<4x3x3x2xf32>) outs(%o : tensor<2x4x3x4xf32>) -> tensor<2x4x3x4xf32>
  return %0 : tensor<2x4x3x4xf32>
}
func.func @ngchw_fgchw(%i: tensor<2x2x3x9x11xf32>, %k: tensor<4x2x3x3x2xf32>, %o: tensor<2x2x4x3x4xf32>) -> tensor<2x2x4x3x4xf32> {
  %0 = linalg.conv_2d_ngchw_fgchw {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[2, 1]> : tensor<2xi64>} ins(%i, %k : tensor<2x2x3x9x11xf32>, tensor<4x2x3x3x2xf32>) outs(%o : tensor<2x2x4x3x4xf32>) -> tensor<2x2x4x3x4xf32>
  return %0 : tensor<2x2x4x3x4xf32>
}
func.func @ngchw_gfchw(%i: tensor<2x2x3x9x11xf32>, %k: tensor<2x4x3x3x2xf32>, %o: tensor<2x2x4x3x4xf32>) -> tensor<2x2x4x3x4xf32> {
  %0 = linalg.conv_2d_ngchw_gfchw {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[2, 1]> : tensor<2xi64>} ins(%i, %k : tensor<2x2x3x9x11xf32>, tensor<2x4x3x3x2xf32>) outs(%o : tensor<2x2x4x3x4xf32>) -> tensor<2x2x4x3x4xf32>
  return %0 : tensor<2x2x4x3x4xf32>
}
func.func @ngchw_gfchw_q(%i: tensor<2x2x3x9x11xi8>, %k: tensor<2x4x3x3x2xi8>, %zi: i32, %zk: i32, %o: tensor<2x2x4x3x4xi32>) -> tensor<2x2x4x3x4xi32> {
  %0 = linalg.conv_2d_ngchw_gfchw_q {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[2, 1]> : tensor<2xi64>} ins(%i, %k, %zi, %zk : tensor<2x2x3x9x11xi8>, tensor<2x4x3x3x2xi8>, i32, i32) outs(%o : tensor<2x2x4x3x4xi32>) -> tensor<2x2x4x3x4xi32>
  return %0 : tensor<2x2x4x3x4xi32>
}
func.func @ndhwc_dhwcf(%i: tensor<1x5x6x7x2xf32>, %k: tensor<2x2x3x2x3xf32>, %o: tensor<1x2x3x3x3xf32>) -> tensor<1x2x3x3x3xf32> {
  %0 = linalg.conv_3d_ndhwc_dhwcf {strides = dense<[2, 1, 2]> : tensor<3xi64>, dilations = dense<[1, 2, 1]> : tensor<3xi64>} ins(%i, %k : tensor<1x5x6x7x2xf32>, tensor<2x2x3x2x3xf32>) outs(%o : tensor<1x2x3x3x3xf32>) -> tensor<1x2x3x3x3xf32>
  return %0 : tensor<1x2x3x3x3xf32>
}
func.func @ndhwc_dhwcf_q(%i: tensor<1x5x6x7x2xi8>, %k: tensor<2x2x3x2x3xi8>, %zi: i32, %zk: i32, %o: tensor<1x2x3x3x3xi32>) -> tensor<1x2x3x3x3xi32> {
  %0 = linalg.conv_3d_ndhwc_dhwcf_q {strides = dense<[2, 1, 2]> : tensor<3xi64>, dilations = dense<[1, 2, 1]> : tensor<3xi64>} ins(%i, %k, %zi, %zk : tensor<1x5x6x7x2xi8>, tensor<2x2x3x2x3xi8>, i32, i32) outs(%o : tensor<1x2x3x3x3xi32>) -> tensor<1x2x3x3x3xi32>
  return %0 : tensor<1x2x3x3x3xi32>
}
func.func @ncdhw_fcdhw(%i: tensor<1x2x5x6x7xf32>, %k: tensor<3x2x2x2x3xf32>, %o: tensor<1x3x2x3x3xf32>) -> tensor<1x3x2x3x3xf32> {
  %0 = linalg.conv_3d_ncdhw_fcdhw {strides = dense<[2, 1, 2]> : tensor<3xi64>, dilations = dense<[1, 2, 1]> : tensor<3xi64>} ins(%i, %k : tensor<1x2x5x6x7xf32>, tensor<3x2x2x2x3xf32>) outs(%o : tensor<1x3x2x3x3xf32>) -> tensor<1x3x2x3x3xf32>
  return %0 : tensor<1x3x2x3x3xf32>
}
func.func @dw_1d_nwc_wc(%i: tensor<2x11x3xf32>, %k: tensor<3x3xf32>, %o: tensor<2x3x3xf32>) -> tensor<2x3x3xf32> {
  %0 = linalg.depthwise_conv_1d_nwc_wc {strides = dense<2> : tensor<1xi64>, dilations = dense<2> : tensor<1xi64>} ins(%i, %k : tensor<2x11x3xf32>, tensor<3x3xf32>) outs(%o : tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
  return %0 : tensor<2x3x3xf32>
}
func.func @dw_1d_ncw_cw(%i: tensor<2x3x11xf32>, %k: tensor<3x3xf32>, %o: tensor<2x3x3xf32>) -> tensor<2x3x3xf32> {
  %0 = linalg.depthwise_conv_1d_ncw_cw {strides = dense<2> : tensor<1xi64>, dilations = dense<2> : tensor<1xi64>} ins(%i, %k : tensor<2x3x11xf32>, tensor<3x3xf32>) outs(%o : tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
  return %0 : tensor<2x3x3xf32>
}
func.func @dw_1d_nwc_wcm(%i: tensor<2x11x3xf32>, %k: tensor<3x3x2xf32>, %o: tensor<2x3x3x2xf32>) -> tensor<2x3x3x2xf32> {
  %0 = linalg.depthwise_conv_1d_nwc_wcm {strides = dense<2> : tensor<1xi64>, dilations = dense<2> : tensor<1xi64>} ins(%i, %k : tensor<2x11x3xf32>, tensor<3x3x2xf32>) outs(%o : tensor<2x3x3x2xf32>) -> tensor<2x3x3x2xf32>
  return %0 : tensor<2x3x3x2xf32>
}
func.func @dw_2d_nhwc_hwc(%i: tensor<1x9x11x3xf32>, %k: tensor<3x2x3xf32>, %o: tensor<1x3x4x3xf32>) -> tensor<1x3x4x3xf32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwc {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[2, 1]> : tensor<2xi64>} ins(%i, %k : tensor<1x9x11x3xf32>, tensor<3x2x3xf32>) outs(%o : tensor<1x3x4x3xf32>) -> tensor<1x3x4x3xf32>
  return %0 : tensor<1x3x4x3xf32>
}
func.func @dw_2d_nchw_chw(%i: tensor<1x3x9x11xf32>, %k: tensor<3x3x2xf32>, %o: tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32> {
  %0 = linalg.depthwise_conv_2d_nchw_chw {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[2, 1]> : tensor<2xi64>} ins(%i, %k : tensor<1x3x9x11xf32>, tensor<3x3x2xf32>) outs(%o : tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32>
  return %0 : tensor<1x3x3x4xf32>
}
func.func @dw_2d_nhwc_hwc_q(%i: tensor<1x9x11x3xi8>, %k: tensor<3x2x3xi8>, %zi: i32, %zk: i32, %o: tensor<1x3x4x3xi32>) -> tensor<1x3x4x3xi32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwc_q {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[2, 1]> : tensor<2xi64>} ins(%i, %k, %zi, %zk : tensor<1x9x11x3xi8>, tensor<3x2x3xi8>, i32, i32) outs(%o : tensor<1x3x4x3xi32>) -> tensor<1x3x4x3xi32>
  return %0 : tensor<1x3x4x3xi32>
}
func.func @dw_2d_nhwc_hwcm(%i: tensor<1x9x11x3xf32>, %k: tensor<3x2x3x2xf32>, %o: tensor<1x3x4x3x2xf32>) -> tensor<1x3x4x3x2xf32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwcm {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[2, 1]> : tensor<2xi64>} ins(%i, %k : tensor<1x9x11x3xf32>, tensor<3x2x3x2xf32>) outs(%o : tensor<1x3x4x3x2xf32>) -> tensor<1x3x4x3x2xf32>
  return %0 : tensor<1x3x4x3x2xf32>
}
func.func @dw_2d_nhwc_hwcm_q(%i: tensor<1x9x11x3xi8>, %k: tensor<3x2x3x2xi8>, %zi: i32, %zk: i32, %o: tensor<1x3x4x3x2xi32>) -> tensor<1x3x4x3x2xi32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwcm_q {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[2, 1]> : tensor<2xi64>} ins(%i, %k, %zi, %zk : tensor<1x9x11x3xi8>, tensor<3x2x3x2xi8>, i32, i32) outs(%o : tensor<1x3x4x3x2xi32>) -> tensor<1x3x4x3x2xi32>
  return %0 : tensor<1x3x4x3x2xi32>
}
func.func @dw_3d_ndhwc_dhwc(%i: tensor<1x5x6x7x2xf32>, %k: tensor<2x2x3x2xf32>, %o: tensor<1x2x3x3x2xf32>) -> tensor<1x2x3x3x2xf32> {
  %0 = linalg.depthwise_conv_3d_ndhwc_dhwc {strides = dense<[2, 1, 2]> : tensor<3xi64>, dilations = dense<[1, 2, 1]> : tensor<3xi64>} ins(%i, %k : tensor<1x5x6x7x2xf32>, tensor<2x2x3x2xf32>) outs(%o : tensor<1x2x3x3x2xf32>) -> tensor<1x2x3x3x2xf32>
  return %0 : tensor<1x2x3x3x2xf32>
}
func.func @dw_3d_ncdhw_cdhw(%i: tensor<1x2x5x6x7xf32>, %k: tensor<2x2x2x3xf32>, %o: tensor<1x2x2x3x3xf32>) -> tensor<1x2x2x3x3xf32> {
  %0 = linalg.depthwise_conv_3d_ncdhw_cdhw {strides = dense<[2, 1, 2]> : tensor<3xi64>, dilations = dense<[1, 2, 1]> : tensor<3xi64>} ins(%i, %k : tensor<1x2x5x6x7xf32>, tensor<2x2x2x3xf32>) outs(%o : tensor<1x2x2x3x3xf32>) -> tensor<1x2x2x3x3xf32>
  return %0 : tensor<1x2x2x3x3xf32>
}
func.func @dw_3d_ndhwc_dhwcm(%i: tensor<1x5x6x7x2xf32>, %k: tensor<2x2x3x2x2xf32>, %o: tensor<1x2x3x3x2x2xf32>) -> tensor<1x2x3x3x2x2xf32> {
  %0 = linalg.depthwise_conv_3d_ndhwc_dhwcm {strides = dense<[2, 1, 2]> : tensor<3xi64>, dilations = dense<[1, 2, 1]> : tensor<3xi64>} ins(%i, %k : tensor<1x5x6x7x2xf32>, tensor<2x2x3x2x2xf32>) outs(%o : tensor<1x2x3x3x2x2xf32>) -> tensor<1x2x3x3x2x2xf32>
  return %0 : tensor<1x2x3x3x2x2xf32>
}
func.func @nhwc_sum(%i: tensor<2x9x11x3xf32>, %k: tensor<3x2xf32>, %o: tensor<2x3x4x3xf32>) -> tensor<2x3x4x3xf32> {
  %0 = linalg.pooling_nhwc_sum {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[2, 1]> : tensor<2xi64>} ins(%i, %k : tensor<2x9x11x3xf32>, tensor<3x2xf32>) outs(%o : tensor<2x3x4x3xf32>) -> tensor<2x3x4x3xf32>
  return %0 : tensor<2x3x4x3xf32>
}
func.func @nchw_sum(%i: tensor<2x3x9x11xf32>, %k: tensor<3x2xf32>, %o: tensor<2x3x3x4xf32>) -> tensor<2x3x3x4xf32> {
  %0 = linalg.pooling_nchw_sum {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[2, 1]> : tensor<2xi64>} ins(%i, %k : tensor<2x3x9x11xf32>, tensor<3x2xf32>) outs(%o : tensor<2x3x3x4xf32>) -> tensor<2x3x3x4xf32>
  return %0 : tensor<2x3x3x4xf32>
}
func.func @nhwc_max(%i: tensor<2x9x11x3xf32>, %k: tensor<3x2xf32>, %o: tensor<2x3x4x3xf32>) -> tensor<2x3x4x3xf32> {
  %0 = linalg.pooling_nhwc_max {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[2, 1]> : tensor<2xi64>} ins(%i, %k : tensor<2x9x11x3xf32>, tensor<3x2xf32>) outs(%o : tensor<2x3x4x3xf32>) -> tensor<2x3x4x3xf32>
  return %0 : tensor<2x3x4x3xf32>
}
func.func @nhwc_max_unsigned(%i: tensor<2x9x11x3xi32>, %k: tensor<3x2xf32>, %o: tensor<2x3x4x3xi32>) -> tensor<2x3x4x3xi32> {
  %0 = linalg.pooling_nhwc_max_unsigned {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[2, 1]> : tensor<2xi64>} ins(%i, %k : tensor<2x9x11x3xi32>, tensor<3x2xf32>) outs(%o : tensor<2x3x4x3xi32>) -> tensor<2x3x4x3xi32>
  return %0 : tensor<2x3x4x3xi32>
}
func.func @nchw_max(%i: tensor<2x3x9x11xf32>, %k: tensor<3x2xf32>, %o: tensor<2x3x3x4xf32>) -> tensor<2x3x3x4xf32> {
  %0 = linalg.pooling_nchw_max {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[2, 1]> : tensor<2xi64>} ins(%i, %k : tensor<2x3x9x11xf32>, tensor<3x2xf32>) outs(%o : tensor<2x3x3x4xf32>) -> tensor<2x3x3x4xf32>
  return %0 : tensor<2x3x3x4xf32>
}
func.func @nhwc_min(%i: tensor<2x9x11x3xf32>, %k: tensor<3x2xf32>, %o: tensor<2x3x4x3xf32>) -> tensor<2x3x4x3xf32> {
  %0 = linalg.pooling_nhwc_min {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[2, 1]> : tensor<2xi64>} ins(%i, %k : tensor<2x9x11x3xf32>, tensor<3x2xf32>) outs(%o : tensor<2x3x4x3xf32>) -> tensor<2x3x4x3xf32>
  return %0 : tensor<2x3x4x3xf32>
}
func.func @nhwc_min_unsigned(%i: tensor<2x9x11x3xi32>, %k: tensor<3x2xf32>, %o: tensor<2x3x4x3xi32>) -> tensor<2x3x4x3xi32> {
  %0 = linalg.pooling_nhwc_min_unsigned {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[2, 1]> : tensor<2xi64>} ins(%i, %k : tensor<2x9x11x3xi32>, tensor<3x2xf32>) outs(%o : tensor<2x3x4x3xi32>) -> tensor<2x3x4x3xi32>
  return %0 : tensor<2x3x4x3xi32>
}
func.func @nwc_sum(%i: tensor<2x11x3xf32>, %k: tensor<3xf32>, %o: tensor<2x3x3xf32>) -> tensor<2x3x3xf32> {
  %0 = linalg.pooling_nwc_sum {strides = dense<[2]> : tensor<1xi64>, dilations = dense<[2]> : tensor<1xi64>} ins(%i, %k : tensor<2x11x3xf32>, tensor<3xf32>) outs(%o : tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
  return %0 : tensor<2x3x3xf32>
}
func.func @ncw_sum(%i: tensor<2x3x11xf32>, %k: tensor<3xf32>, %o: tensor<2x3x3xf32>) -> tensor<2x3x3xf32> {
  %0 = linalg.pooling_ncw_sum {strides = dense<[2]> : tensor<1xi64>, dilations = dense<[2]> : tensor<1xi64>} ins(%i, %k : tensor<2x3x11xf32>, tensor<3xf32>) outs(%o : tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
  return %0 : tensor<2x3x3xf32>
}
func.func @nwc_max(%i: tensor<2x11x3xf32>, %k: tensor<3xf32>, %o: tensor<2x3x3xf32>) -> tensor<2x3x3xf32> {
  %0 = linalg.pooling_nwc_max {strides = dense<[2]> : tensor<1xi64>, dilations = dense<[2]> : tensor<1xi64>} ins(%i, %k : tensor<2x11x3xf32>, tensor<3xf32>) outs(%o : tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
  return %0 : tensor<2x3x3xf32>
}
func.func @nwc_max_unsigned(%i: tensor<2x11x3xi32>, %k: tensor<3xf32>, %o: tensor<2x3x3xi32>) -> tensor<2x3x3xi32> {
  %0 = linalg.pooling_nwc_max_unsigned {strides = dense<[2]> : tensor<1xi64>, dilations = dense<[2]> : tensor<1xi64>} ins(%i, %k : tensor<2x11x3xi32>, tensor<3xf32>) outs(%o : tensor<2x3x3xi32>) -> tensor<2x3x3xi32>
  return %0 : tensor<2x3x3xi32>
}
func.func @ncw_max(%i: tensor<2x3x11xf32>, %k: tensor<3xf32>, %o: tensor<2x3x3xf32>) -> tensor<2x3x3xf32> {
  %0 = linalg.pooling_ncw_max {strides = dense<[2]> : tensor<1xi64>, dilations = dense<[2]> : tensor<1xi64>} ins(%i, %k : tensor<2x3x11xf32>, tensor<3xf32>) outs(%o : tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
  return %0 : tensor<2x3x3xf32>
}
func.func @nwc_min(%i: tensor<2x11x3xf32>, %k: tensor<3xf32>, %o: tensor<2x3x3xf32>) -> tensor<2x3x3xf32> {
  %0 = linalg.pooling_nwc_min {strides = dense<[2]> : tensor<1xi64>, dilations = dense<[2]> : tensor<1xi64>} ins(%i, %k : tensor<2x11x3xf32>, tensor<3xf32>) outs(%o : tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
  return %0 : tensor<2x3x3xf32>
}
func.func @nwc_min_unsigned(%i: tensor<2x11x3xi32>, %k: tensor<3xf32>, %o: tensor<2x3x3xi32>) -> tensor<2x3x3xi32> {
  %0 = linalg.pooling_nwc_min_unsigned {strides = dense<[2]> : tensor<1xi64>, dilations = dense<[2]> : tensor<1xi64>} ins(%i, %k : tensor<2x11x3xi32>, tensor<3xf32>) outs(%o : tensor<2x3x3xi32>) -> tensor<2x3x3xi32>
  return %0 : tensor<2x3x3xi32>
}
func.func @ndhwc_sum(%i: tensor<1x5x6x7x2xf32>, %k: tensor<2x2x3xf32>, %o: tensor<1x2x3x3x2xf32>) -> tensor<1x2x3x3x2xf32> {
  %0 = linalg.pooling_ndhwc_sum {strides = dense<[2, 1, 2]> : tensor<3xi64>, dilations = dense<[1, 2, 1]> : tensor<3xi64>} ins(%i, %k : tensor<1x5x6x7x2xf32>, tensor<2x2x3xf32>) outs(%o : tensor<1x2x3x3x2xf32>) -> tensor<1x2x3x3x2xf32>
  return %0 : tensor<1x2x3x3x2xf32>
}
func.func @ndhwc_max(%i: tensor<1x5x6x7x2xf32>, %k: tensor<2x2x3xf32>, %o: tensor<1x2x3x3x2xf32>) -> tensor<1x2x3x3x2xf32> {
  %0 = linalg.pooling_ndhwc_max {strides = dense<[2, 1, 2]> : tensor<3xi64>, dilations = dense<[1, 2, 1]> : tensor<3xi64>} ins(%i, %k : tensor<1x5x6x7x2xf32>, tensor<2x2x3xf32>) outs(%o : tensor<1x2x3x3x2xf32>) -> tensor<1x2x3x3x2xf32>
  return %0 : tensor<1x2x3x3x2xf32>
}
func.func @ndhwc_min(%i: tensor<1x5x6x7x2xf32>, %k: tensor<2x2x3xf32>, %o: tensor<1x2x3x3x2xf32>) -> tensor<1x2x3x3x2xf32> {
  %0 = linalg.pooling_ndhwc_min {strides = dense<[2, 1, 2]> : tensor<3xi64>, dilations = dense<[1, 2, 1]> : tensor<3xi64>} ins(%i, %k : tensor<1x5x6x7x2xf32>, tensor<2x2x3xf32>) outs(%o : tensor<1x2x3x3x2xf32>) -> tensor<1x2x3x3x2xf32>
  return %0 : tensor<1x2x3x3x2xf32>
}
func.func @max_fill(%i: tensor<1x6x6x2xf32>, %k: tensor<2x2xf32>) -> tensor<1x3x3x2xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<1x3x3x2xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32>
  %0 = linalg.pooling_nhwc_max {strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%i, %k : tensor<1x6x6x2xf32>, tensor<2x2xf32>) outs(%f : tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32>
  return %0 : tensor<1x3x3x2xf32>
}
func.func @sum_cast(%i: tensor<1x6x6x2xi32>, %k: tensor<2x2xf32>, %o: tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32> {
  %0 = linalg.pooling_nhwc_sum {strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%i, %k : tensor<1x6x6x2xi32>, tensor<2x2xf32>) outs(%o : tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32>
  return %0 : tensor<1x3x3x2xf32>
}
func.func @reduce_ops(%a: tensor<4x6xi32>, %o: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) {
  %0 = linalg.reduce ins(%a : tensor<4x6xi32>) outs(%o : tensor<4xi32>) dimensions = [1]
    (%in: i32, %init: i32) { %s = arith.addi %in, %init : i32  linalg.yield %s : i32 }
  %1 = linalg.reduce ins(%a : tensor<4x6xi32>) outs(%o : tensor<4xi32>) dimensions = [1]
    (%in: i32, %init: i32) { %s = arith.muli %in, %init : i32  linalg.yield %s : i32 }
  %2 = linalg.reduce ins(%a : tensor<4x6xi32>) outs(%o : tensor<4xi32>) dimensions = [1]
    (%in: i32, %init: i32) { %s = arith.maxsi %in, %init : i32  linalg.yield %s : i32 }
  %3 = linalg.reduce ins(%a : tensor<4x6xi32>) outs(%o : tensor<4xi32>) dimensions = [1]
    (%in: i32, %init: i32) { %s = arith.minui %in, %init : i32  linalg.yield %s : i32 }
  %4 = linalg.reduce ins(%a : tensor<4x6xi32>) outs(%o : tensor<4xi32>) dimensions = [1]
    (%in: i32, %init: i32) { %s = arith.andi %in, %init : i32  linalg.yield %s : i32 }
  %5 = linalg.reduce ins(%a : tensor<4x6xi32>) outs(%o : tensor<4xi32>) dimensions = [1]
    (%in: i32, %init: i32) { %s = arith.ori %in, %init : i32  linalg.yield %s : i32 }
  %6 = linalg.reduce ins(%a : tensor<4x6xi32>) outs(%o : tensor<4xi32>) dimensions = [1]
    (%in: i32, %init: i32) { %s = arith.xori %init, %in : i32  linalg.yield %s : i32 }
  return %0, %1, %2, %3, %4, %5, %6 : tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>
}
func.func @reduce_float(%a: tensor<4x6xf32>, %o: tensor<6xf32>) -> (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>) {
  %0 = linalg.reduce ins(%a : tensor<4x6xf32>) outs(%o : tensor<6xf32>) dimensions = [0]
    (%in: f32, %init: f32) { %s = arith.addf %in, %init : f32  linalg.yield %s : f32 }
  %1 = linalg.reduce ins(%a : tensor<4x6xf32>) outs(%o : tensor<6xf32>) dimensions = [0]
    (%in: f32, %init: f32) { %s = arith.mulf %in, %init : f32  linalg.yield %s : f32 }
  %2 = linalg.reduce ins(%a : tensor<4x6xf32>) outs(%o : tensor<6xf32>) dimensions = [0]
    (%in: f32, %init: f32) { %s = arith.maximumf %in, %init : f32  linalg.yield %s : f32 }
  %3 = linalg.reduce ins(%a : tensor<4x6xf32>) outs(%o : tensor<6xf32>) dimensions = [0]
    (%in: f32, %init: f32) { %s = arith.minnumf %in, %init : f32  linalg.yield %s : f32 }
  return %0, %1, %2, %3 : tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>
}
func.func @reduce_all(%a: tensor<3x4x5xf32>) -> tensor<f32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %0 = linalg.reduce ins(%a : tensor<3x4x5xf32>) outs(%f : tensor<f32>) dimensions = [0, 1, 2]
    (%in: f32, %init: f32) { %s = arith.addf %in, %init : f32  linalg.yield %s : f32 }
  return %0 : tensor<f32>
}
func.func @generic_sum_sq(%a: tensor<3x4x5xf32>, %b: tensor<4xf32>, %o: tensor<5x3xf32>) -> tensor<5x3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d2, d0)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%a, %b : tensor<3x4x5xf32>, tensor<4xf32>) outs(%o : tensor<5x3xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %d = arith.subf %x, %y : f32
    %sq = arith.mulf %d, %d : f32
    %s = arith.addf %acc, %sq : f32
    linalg.yield %s : f32
  } -> tensor<5x3xf32>
  return %0 : tensor<5x3xf32>
}
func.func @argmax(%a: tensor<4x6xf32>) -> (tensor<4xf32>, tensor<4xi32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %c0 = arith.constant 0 : i32
  %e = tensor.empty() : tensor<4xf32>
  %ei = tensor.empty() : tensor<4xi32>
  %fv = linalg.fill ins(%ninf : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %fi = linalg.fill ins(%c0 : i32) outs(%ei : tensor<4xi32>) -> tensor<4xi32>
  %0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x6xf32>) outs(%fv, %fi : tensor<4xf32>, tensor<4xi32>) {
  ^bb0(%x: f32, %v: f32, %i: i32):
    %idx = linalg.index 1 : index
    %ii = arith.index_cast %idx : index to i32
    %gt = arith.cmpf ogt, %x, %v : f32
    %nv = arith.select %gt, %x, %v : f32
    %ni = arith.select %gt, %ii, %i : i32
    linalg.yield %nv, %ni : f32, i32
  } -> (tensor<4xf32>, tensor<4xi32>)
  return %0#0, %0#1 : tensor<4xf32>, tensor<4xi32>
}
func.func @index_weighted(%a: tensor<4x6xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x6xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %idx = linalg.index 1 : index
    %ii = arith.index_cast %idx : index to i64
    %f = arith.sitofp %ii : i64 to f32
    %m = arith.mulf %x, %f : f32
    %s = arith.addf %m, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @minmax(%a: tensor<4x6xf32>, %o1: tensor<4xf32>, %o2: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x6xf32>) outs(%o1, %o2 : tensor<4xf32>, tensor<4xf32>) {
  ^bb0(%x: f32, %mn: f32, %mx: f32):
    %a1 = arith.minimumf %mn, %x : f32
    %a2 = arith.maximumf %x, %mx : f32
    linalg.yield %a1, %a2 : f32, f32
  } -> (tensor<4xf32>, tensor<4xf32>)
  return %0#0, %0#1 : tensor<4xf32>, tensor<4xf32>
}
func.func @sub_fill(%a: tensor<4x6xf32>, %s: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x6xf32>) outs(%f : tensor<4xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s2 = arith.subf %acc, %x : f32
    linalg.yield %s2 : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @bool_any(%a: tensor<4x6xi1>, %o: tensor<4xi1>) -> tensor<4xi1> {
  %0 = linalg.reduce ins(%a : tensor<4x6xi1>) outs(%o : tensor<4xi1>) dimensions = [1]
    (%in: i1, %init: i1) { %s = arith.ori %in, %init : i1  linalg.yield %s : i1 }
  return %0 : tensor<4xi1>
}
func.func @bool_add(%a: tensor<4x6xi1>, %o: tensor<4xi1>) -> tensor<4xi1> {
  %0 = linalg.reduce ins(%a : tensor<4x6xi1>) outs(%o : tensor<4xi1>) dimensions = [1]
    (%in: i1, %init: i1) { %s = arith.addi %in, %init : i1  linalg.yield %s : i1 }
  return %0 : tensor<4xi1>
}
