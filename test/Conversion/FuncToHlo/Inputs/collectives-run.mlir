// Collectives written at linalg level, run on the module's 4 replicas
// (test/Conversion/FuncToHlo/collectives.mlir): each replica's x_r = r + 1
// summed over all replicas, and over the pairs {0, 1}, {2, 3} (a sum and a
// product), and the replica's id.
module attributes {hlo.replica_count = 4 : i64} {
  func.func private @replica() -> i32 attributes {xhlo.replica_id}
  func.func private @sum_all(tensor<2xf32>) -> tensor<2xf32> attributes {xhlo.all_reduce = "sum"}
  func.func private @pairs(f32) -> f32
      attributes {xhlo.all_reduce = "sum", xhlo.replica_groups = [[0, 1], [2, 3]]}
  func.func private @pair_product(i32) -> i32
      attributes {xhlo.all_reduce = "product", xhlo.replica_groups = [[0, 1], [2, 3]]}
  func.func private @replica64() -> i64 attributes {xhlo.replica_id}

  func.func @main() -> (tensor<2xf32>, f32, i32, i64) {
    %one = arith.constant 1 : i32
    %r = func.call @replica() : () -> i32
    %x = arith.addi %r, %one : i32
    %xf = arith.sitofp %x : i32 to f32
    %ten = arith.constant 10.0 : f32
    %x10 = arith.mulf %xf, %ten : f32
    %v = tensor.from_elements %xf, %x10 : tensor<2xf32>
    %all = func.call @sum_all(%v) : (tensor<2xf32>) -> tensor<2xf32>
    %pf = func.call @pairs(%xf) : (f32) -> f32
    %prod = func.call @pair_product(%x) : (i32) -> i32
    %id = func.call @replica64() : () -> i64
    return %all, %pf, %prod, %id : tensor<2xf32>, f32, i32, i64
  }
}
