// CATEGORY: integer
// Conversions and comparisons: sitofp/uitofp of i32 and i16, fptosi/fptoui of
// in-range floats, every cmpi predicate packed into an i32 bit mask, i1
// logic (and/or/xor), and extui/extsi of i1 and i16.
// ARG 0: full
// ARG 1: full
// ARG 2: uniform 0 1000
// ARG 3: full
func.func @main(%a: tensor<40xi32>, %b: tensor<40xi32>, %f: tensor<40xf32>, %h: tensor<40xi16>) -> (tensor<40xf32>, tensor<40xf32>, tensor<40xi32>, tensor<40xi32>, tensor<40xi32>, tensor<40xi1>, tensor<40xf32>, tensor<40xi64>) {
  %sf = arith.sitofp %a : tensor<40xi32> to tensor<40xf32>
  %uf = arith.uitofp %a : tensor<40xi32> to tensor<40xf32>
  %fi = arith.fptosi %f : tensor<40xf32> to tensor<40xi32>
  %fu = arith.fptoui %f : tensor<40xf32> to tensor<40xi32>
  %e = tensor.empty() : tensor<40xi32>
  %e1 = tensor.empty() : tensor<40xi1>
  %mask:2 = linalg.generic {indexing_maps = [affine_map<(d) -> (d)>, affine_map<(d) -> (d)>, affine_map<(d) -> (d)>, affine_map<(d) -> (d)>], iterator_types = ["parallel"]} ins(%a, %b : tensor<40xi32>, tensor<40xi32>) outs(%e, %e1 : tensor<40xi32>, tensor<40xi1>) {
  ^bb0(%x: i32, %y: i32, %o: i32, %o1: i1):
    %p0 = arith.cmpi eq, %x, %y : i32
    %p1 = arith.cmpi ne, %x, %y : i32
    %p2 = arith.cmpi slt, %x, %y : i32
    %p3 = arith.cmpi sle, %x, %y : i32
    %p4 = arith.cmpi sgt, %x, %y : i32
    %p5 = arith.cmpi sge, %x, %y : i32
    %p6 = arith.cmpi ult, %x, %y : i32
    %p7 = arith.cmpi ule, %x, %y : i32
    %p8 = arith.cmpi ugt, %x, %y : i32
    %p9 = arith.cmpi uge, %x, %y : i32
    %b0 = arith.extui %p0 : i1 to i32
    %b1 = arith.extui %p1 : i1 to i32
    %b2 = arith.extui %p2 : i1 to i32
    %b3 = arith.extui %p3 : i1 to i32
    %b4 = arith.extui %p4 : i1 to i32
    %b5 = arith.extui %p5 : i1 to i32
    %b6 = arith.extui %p6 : i1 to i32
    %b7 = arith.extui %p7 : i1 to i32
    %b8 = arith.extui %p8 : i1 to i32
    %b9 = arith.extsi %p9 : i1 to i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : i32
    %c4 = arith.constant 4 : i32
    %c5 = arith.constant 5 : i32
    %c6 = arith.constant 6 : i32
    %c7 = arith.constant 7 : i32
    %c8 = arith.constant 8 : i32
    %s1 = arith.shli %b1, %c1 : i32
    %s2 = arith.shli %b2, %c2 : i32
    %s3 = arith.shli %b3, %c3 : i32
    %s4 = arith.shli %b4, %c4 : i32
    %s5 = arith.shli %b5, %c5 : i32
    %s6 = arith.shli %b6, %c6 : i32
    %s7 = arith.shli %b7, %c7 : i32
    %s8 = arith.shli %b8, %c8 : i32
    %m0 = arith.ori %b0, %s1 : i32
    %m1 = arith.ori %m0, %s2 : i32
    %m2 = arith.ori %m1, %s3 : i32
    %m3 = arith.ori %m2, %s4 : i32
    %m4 = arith.ori %m3, %s5 : i32
    %m5 = arith.ori %m4, %s6 : i32
    %m6 = arith.ori %m5, %s7 : i32
    %m7 = arith.ori %m6, %s8 : i32
    %m8 = arith.xori %m7, %b9 : i32
    %l0 = arith.andi %p2, %p6 : i1
    %l1 = arith.xori %l0, %p8 : i1
    %l2 = arith.ori %l1, %p0 : i1
    linalg.yield %m8, %l2 : i32, i1
  } -> (tensor<40xi32>, tensor<40xi1>)
  %hf = arith.sitofp %h : tensor<40xi16> to tensor<40xf32>
  %hu = arith.extui %h : tensor<40xi16> to tensor<40xi64>
  return %sf, %uf, %fi, %fu, %mask#0, %mask#1, %hf, %hu : tensor<40xf32>, tensor<40xf32>, tensor<40xi32>, tensor<40xi32>, tensor<40xi32>, tensor<40xi1>, tensor<40xf32>, tensor<40xi64>
}
