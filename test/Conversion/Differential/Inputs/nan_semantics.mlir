// CATEGORY: elementwise
// NaN and infinity semantics, a fifth of the inputs NaN: maximumf/minimumf
// propagate NaN and maxnumf/minnumf skip it, elementwise and in
// reductions; every cmpf predicate (ordered and unordered) packed into an i32
// bit mask; select on a compare; exp of NaN; division by zero to infinities;
// and an argmax whose strict compare never picks a NaN.
// NONFINITE: allowed
// ARG 0: uniform -2 2 nan=0.2
// ARG 1: uniform -2 2 nan=0.2
#id = affine_map<(i, j) -> (i, j)>
#r = affine_map<(i, j) -> (i)>
func.func @main(%a: tensor<6x16xf32>, %b: tensor<6x16xf32>) -> (tensor<6x16xf32>, tensor<6x16xf32>, tensor<6x16xf32>, tensor<6x16xf32>, tensor<6x16xi32>, tensor<6x16xf32>, tensor<6x16xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xi32>) {
  %mx = arith.maximumf %a, %b : tensor<6x16xf32>
  %mn = arith.minimumf %a, %b : tensor<6x16xf32>
  %mxn = arith.maxnumf %a, %b : tensor<6x16xf32>
  %mnn = arith.minnumf %a, %b : tensor<6x16xf32>
  %e = tensor.empty() : tensor<6x16xf32>
  %ei = tensor.empty() : tensor<6x16xi32>
  %r:3 = linalg.generic {indexing_maps = [#id, #id, #id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<6x16xf32>, tensor<6x16xf32>) outs(%ei, %e, %e : tensor<6x16xi32>, tensor<6x16xf32>, tensor<6x16xf32>) {
  ^bb0(%x: f32, %y: f32, %o: i32, %o1: f32, %o2: f32):
    %p0 = arith.cmpf oeq, %x, %y : f32
    %p1 = arith.cmpf one, %x, %y : f32
    %p2 = arith.cmpf olt, %x, %y : f32
    %p3 = arith.cmpf oge, %x, %y : f32
    %p4 = arith.cmpf ord, %x, %y : f32
    %p5 = arith.cmpf uno, %x, %y : f32
    %p6 = arith.cmpf ueq, %x, %y : f32
    %p7 = arith.cmpf une, %x, %y : f32
    %p8 = arith.cmpf ult, %x, %y : f32
    %p9 = arith.cmpf uge, %x, %y : f32
    %b0 = arith.extui %p0 : i1 to i32
    %b1 = arith.extui %p1 : i1 to i32
    %b2 = arith.extui %p2 : i1 to i32
    %b3 = arith.extui %p3 : i1 to i32
    %b4 = arith.extui %p4 : i1 to i32
    %b5 = arith.extui %p5 : i1 to i32
    %b6 = arith.extui %p6 : i1 to i32
    %b7 = arith.extui %p7 : i1 to i32
    %b8 = arith.extui %p8 : i1 to i32
    %b9 = arith.extui %p9 : i1 to i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : i32
    %c4 = arith.constant 4 : i32
    %c5 = arith.constant 5 : i32
    %c6 = arith.constant 6 : i32
    %c7 = arith.constant 7 : i32
    %c8 = arith.constant 8 : i32
    %c9 = arith.constant 9 : i32
    %s1 = arith.shli %b1, %c1 : i32
    %s2 = arith.shli %b2, %c2 : i32
    %s3 = arith.shli %b3, %c3 : i32
    %s4 = arith.shli %b4, %c4 : i32
    %s5 = arith.shli %b5, %c5 : i32
    %s6 = arith.shli %b6, %c6 : i32
    %s7 = arith.shli %b7, %c7 : i32
    %s8 = arith.shli %b8, %c8 : i32
    %s9 = arith.shli %b9, %c9 : i32
    %m1 = arith.ori %b0, %s1 : i32
    %m2 = arith.ori %m1, %s2 : i32
    %m3 = arith.ori %m2, %s3 : i32
    %m4 = arith.ori %m3, %s4 : i32
    %m5 = arith.ori %m4, %s5 : i32
    %m6 = arith.ori %m5, %s6 : i32
    %m7 = arith.ori %m6, %s7 : i32
    %m8 = arith.ori %m7, %s8 : i32
    %m9 = arith.ori %m8, %s9 : i32
    %sel = arith.select %p8, %x, %y : f32
    %ex = math.exp %sel : f32
    %zero = arith.constant 0.0 : f32
    %q = arith.divf %x, %zero : f32
    linalg.yield %m9, %ex, %q : i32, f32, f32
  } -> (tensor<6x16xi32>, tensor<6x16xf32>, tensor<6x16xf32>)
  %ninf = arith.constant 0xFF800000 : f32
  %pinf = arith.constant 0x7F800000 : f32
  %c0 = arith.constant 0 : i32
  %er = tensor.empty() : tensor<6xf32>
  %eri = tensor.empty() : tensor<6xi32>
  %fmax = linalg.fill ins(%ninf : f32) outs(%er : tensor<6xf32>) -> tensor<6xf32>
  %fmin = linalg.fill ins(%pinf : f32) outs(%er : tensor<6xf32>) -> tensor<6xf32>
  %fi = linalg.fill ins(%c0 : i32) outs(%eri : tensor<6xi32>) -> tensor<6xi32>
  %rmx = linalg.reduce ins(%a : tensor<6x16xf32>) outs(%fmax : tensor<6xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %v = arith.maximumf %in, %acc : f32
      linalg.yield %v : f32
    }
  %rmxn = linalg.reduce ins(%a : tensor<6x16xf32>) outs(%fmax : tensor<6xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %v = arith.maxnumf %in, %acc : f32
      linalg.yield %v : f32
    }
  %rmnn = linalg.reduce ins(%b : tensor<6x16xf32>) outs(%fmin : tensor<6xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %v = arith.minnumf %in, %acc : f32
      linalg.yield %v : f32
    }
  %am:2 = linalg.generic {indexing_maps = [#id, #r, #r], iterator_types = ["parallel", "reduction"]} ins(%b : tensor<6x16xf32>) outs(%fmax, %fi : tensor<6xf32>, tensor<6xi32>) {
  ^bb0(%x: f32, %v: f32, %i: i32):
    %idx = linalg.index 1 : index
    %ii = arith.index_cast %idx : index to i32
    %gt = arith.cmpf ogt, %x, %v : f32
    %nv = arith.select %gt, %x, %v : f32
    %ni = arith.select %gt, %ii, %i : i32
    linalg.yield %nv, %ni : f32, i32
  } -> (tensor<6xf32>, tensor<6xi32>)
  return %mx, %mn, %mxn, %mnn, %r#0, %r#1, %r#2, %rmx, %rmxn, %rmnn, %am#0, %am#1 : tensor<6x16xf32>, tensor<6x16xf32>, tensor<6x16xf32>, tensor<6x16xf32>, tensor<6x16xi32>, tensor<6x16xf32>, tensor<6x16xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xi32>
}
