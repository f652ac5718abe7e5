// Reductions with no order-independent reducer: the conversion refuses them
// (the payload stays a loop; xhlo-run runs it on the host), so no reduce
// order can change their result (order-dependent.test).

// The maximum and how often it occurs (value + count).
func.func @max_count(%a: tensor<6x8xf32>) -> (tensor<6xf32>, tensor<6xi32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0 : i32
  %ev = tensor.empty() : tensor<6xf32>
  %ei = tensor.empty() : tensor<6xi32>
  %fv = linalg.fill ins(%ninf : f32) outs(%ev : tensor<6xf32>) -> tensor<6xf32>
  %fi = linalg.fill ins(%zero : i32) outs(%ei : tensor<6xi32>) -> tensor<6xi32>
  %0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<6x8xf32>) outs(%fv, %fi : tensor<6xf32>, tensor<6xi32>) {
  ^bb0(%x: f32, %v: f32, %c: i32):
    %one = arith.constant 1 : i32
    %gt = arith.cmpf ogt, %x, %v : f32
    %eq = arith.cmpf oeq, %x, %v : f32
    %inc = arith.addi %c, %one : i32
    %same = arith.select %eq, %inc, %c : i32
    %nc = arith.select %gt, %one, %same : i32
    %nv = arith.select %gt, %x, %v : f32
    linalg.yield %nv, %nc : f32, i32
  } -> (tensor<6xf32>, tensor<6xi32>)
  return %0#0, %0#1 : tensor<6xf32>, tensor<6xi32>
}

// Argmax whose ties take the candidate when its index is odd (a custom tie
// rule).
func.func @argmax_odd_ties(%a: tensor<6x8xf32>) -> (tensor<6xf32>, tensor<6xi32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0 : i32
  %ev = tensor.empty() : tensor<6xf32>
  %ei = tensor.empty() : tensor<6xi32>
  %fv = linalg.fill ins(%ninf : f32) outs(%ev : tensor<6xf32>) -> tensor<6xf32>
  %fi = linalg.fill ins(%zero : i32) outs(%ei : tensor<6xi32>) -> tensor<6xi32>
  %0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<6x8xf32>) outs(%fv, %fi : tensor<6xf32>, tensor<6xi32>) {
  ^bb0(%x: f32, %v: f32, %i: i32):
    %one = arith.constant 1 : i32
    %c0 = arith.constant 0 : i32
    %j = linalg.index 1 : index
    %jj = arith.index_cast %j : index to i32
    %odd = arith.andi %jj, %one : i32
    %isodd = arith.cmpi ne, %odd, %c0 : i32
    %gt = arith.cmpf ogt, %x, %v : f32
    %eq = arith.cmpf oeq, %x, %v : f32
    %tie = arith.andi %eq, %isodd : i1
    %take = arith.ori %gt, %tie : i1
    %nv = arith.select %take, %x, %v : f32
    %ni = arith.select %take, %jj, %i : i32
    linalg.yield %nv, %ni : f32, i32
  } -> (tensor<6xf32>, tensor<6xi32>)
  return %0#0, %0#1 : tensor<6xf32>, tensor<6xi32>
}

// A running combine that is not commutative: Horner's rule (acc * 2 + x),
// and an alternating difference (x - acc).
func.func @horner(%a: tensor<6x8xi32>) -> (tensor<6xi32>, tensor<6xi32>) {
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<6xi32>
  %f = linalg.fill ins(%zero : i32) outs(%e : tensor<6xi32>) -> tensor<6xi32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<6x8xi32>) outs(%f : tensor<6xi32>) {
  ^bb0(%x: i32, %acc: i32):
    %two = arith.constant 2 : i32
    %m = arith.muli %acc, %two : i32
    %s = arith.addi %m, %x : i32
    linalg.yield %s : i32
  } -> tensor<6xi32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<6x8xi32>) outs(%f : tensor<6xi32>) {
  ^bb0(%x: i32, %acc: i32):
    %d = arith.subi %x, %acc : i32
    linalg.yield %d : i32
  } -> tensor<6xi32>
  return %0, %1 : tensor<6xi32>, tensor<6xi32>
}
