// Declarations marked xhlo.all_reduce, xhlo.replica_id or
// xhlo.partition_id that cannot be those collectives
// (test/Conversion/FuncToHlo/collectives.mlir).

func.func private @unknown(f32) -> f32 attributes {xhlo.all_reduce = "mean"}

func.func @call_unknown(%x: f32) -> f32 {
  // expected-error @+1 {{cannot convert 'func.call' to hlo: the all-reduce declaration @unknown names no known reduction (xhlo.all_reduce is one of "sum", "product", "max", "min", "and", "or")}}
  %r = func.call @unknown(%x) : (f32) -> f32
  return %r : f32
}

// -----

func.func private @not_a_name(f32) -> f32 attributes {xhlo.all_reduce}

func.func @call_not_a_name(%x: f32) -> f32 {
  // expected-error @+1 {{the all-reduce declaration @not_a_name names no known reduction}}
  %r = func.call @not_a_name(%x) : (f32) -> f32
  return %r : f32
}

// -----

func.func private @nothing() attributes {xhlo.all_reduce = "sum"}

func.func @call_nothing() {
  // expected-error @+1 {{the all-reduce declaration @nothing has no parameters (it reduces its operands)}}
  func.call @nothing() : () -> ()
  return
}

// -----

func.func private @other_type(tensor<2xf32>) -> tensor<3xf32> attributes {xhlo.all_reduce = "sum"}

func.func @call_other_type(%x: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{the all-reduce declaration @other_type does not return its parameters' types (an all-reduce returns one value of each operand's type)}}
  %r = func.call @other_type(%x) : (tensor<2xf32>) -> tensor<3xf32>
  return %r : tensor<3xf32>
}

// -----

func.func private @mixed(f32, i32) -> (f32, i32) attributes {xhlo.all_reduce = "sum"}

func.func @call_mixed(%x: f32, %i: i32) -> (f32, i32) {
  // expected-error @+1 {{the all-reduce declaration @mixed mixes element types (one all-reduce has one reduction of one element type: declare one per element type)}}
  %r:2 = func.call @mixed(%x, %i) : (f32, i32) -> (f32, i32)
  return %r#0, %r#1 : f32, i32
}

// -----

func.func private @float_and(f32) -> f32 attributes {xhlo.all_reduce = "and"}

func.func @call_float_and(%x: f32) -> f32 {
  // expected-error @+1 {{the all-reduce declaration @float_and takes the and of values that are not integers}}
  %r = func.call @float_and(%x) : (f32) -> f32
  return %r : f32
}

// -----

func.func private @complex_max(tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>> attributes {xhlo.all_reduce = "max"}

func.func @call_complex_max(%x: tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
  // expected-error @+1 {{the all-reduce declaration @complex_max takes the max of complex values (they have no order)}}
  %r = func.call @complex_max(%x) : (tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>>
  return %r : tensor<2xcomplex<f32>>
}

// -----

func.func private @twice(f32) -> f32 attributes {xhlo.all_reduce = "sum", xhlo.replica_groups = [[0, 1], [1, 2]]}

func.func @call_twice(%x: f32) -> f32 {
  // expected-error @+1 {{the all-reduce declaration @twice: xhlo.replica_groups: replica id 1 appears in more than one place in the groups}}
  %r = func.call @twice(%x) : (f32) -> f32
  return %r : f32
}

// -----

func.func private @negative(f32) -> f32 attributes {xhlo.all_reduce = "sum", xhlo.replica_groups = [[0, -1]]}

func.func @call_negative(%x: f32) -> f32 {
  // expected-error @+1 {{the all-reduce declaration @negative: xhlo.replica_groups: replica id -1 is negative}}
  %r = func.call @negative(%x) : (f32) -> f32
  return %r : f32
}

// -----

func.func private @flat(f32) -> f32 attributes {xhlo.all_reduce = "sum", xhlo.replica_groups = [0, 1]}

func.func @call_flat(%x: f32) -> f32 {
  // expected-error @+1 {{the all-reduce declaration @flat: xhlo.replica_groups has a group that is not an array of replica ids}}
  %r = func.call @flat(%x) : (f32) -> f32
  return %r : f32
}

// -----

func.func private @gap(f32) -> f32 attributes {xhlo.all_reduce = "sum", xhlo.replica_groups = [[0, 2]]}

func.func @call_gap(%x: f32) -> f32 {
  // expected-error @+1 {{the all-reduce declaration @gap: xhlo.replica_groups: replica 1 is not named in the replica groups [[0, 2]] of all-reduce}}
  %r = func.call @gap(%x) : (f32) -> f32
  return %r : f32
}

// -----

func.func private @empty_group(f32) -> f32 attributes {xhlo.all_reduce = "sum", xhlo.replica_groups = [[0], []]}

func.func @call_empty_group(%x: f32) -> f32 {
  // expected-error @+1 {{the all-reduce declaration @empty_group: xhlo.replica_groups: replica group 1 of all-reduce [[0], []] is empty}}
  %r = func.call @empty_group(%x) : (f32) -> f32
  return %r : f32
}

// -----

func.func private @huge(f32) -> f32 attributes {xhlo.all_reduce = "sum", xhlo.replica_groups = [[0, 18446744073709551616 : i128]]}

func.func @call_huge(%x: f32) -> f32 {
  // expected-error @+1 {{the all-reduce declaration @huge: xhlo.replica_groups has a replica id that is not a 64-bit integer}}
  %r = func.call @huge(%x) : (f32) -> f32
  return %r : f32
}

// -----

func.func private @dense(f32) -> f32 attributes {xhlo.all_reduce = "sum", xhlo.replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}

func.func @call_dense(%x: f32) -> f32 {
  // expected-error @+1 {{the all-reduce declaration @dense: xhlo.replica_groups is not an array of groups such as [[0, 1], [2, 3]]}}
  %r = func.call @dense(%x) : (f32) -> f32
  return %r : f32
}

// -----

func.func private @defined(%x: f32) -> f32 attributes {xhlo.all_reduce = "sum"} {
  return %x : f32
}

func.func @call_defined(%x: f32) -> f32 {
  // expected-error @+1 {{@defined is marked xhlo.all_reduce but has a body (it is declared, not defined)}}
  %r = func.call @defined(%x) : (f32) -> f32
  return %r : f32
}

// -----

func.func private @both(f32) -> f32 attributes {xhlo.all_reduce = "sum", xhlo.outfeed}

func.func @call_both(%x: f32) -> f32 {
  // expected-error @+1 {{@both is marked both xhlo.outfeed and xhlo.all_reduce (a declaration stands for one op)}}
  %r = func.call @both(%x) : (f32) -> f32
  return %r : f32
}

// -----

func.func private @grouped_id() -> i32 attributes {xhlo.replica_id, xhlo.replica_groups = [[0]]}

func.func @call_grouped_id() -> i32 {
  // expected-error @+1 {{@grouped_id has xhlo.replica_groups but is not an xhlo.all_reduce declaration}}
  %r = func.call @grouped_id() : () -> i32
  return %r : i32
}

// -----

func.func private @float_id() -> f32 attributes {xhlo.replica_id}

func.func @call_float_id() -> f32 {
  // expected-error @+1 {{the replica id declaration @float_id is not () -> an integer scalar (i32, say)}}
  %r = func.call @float_id() : () -> f32
  return %r : f32
}

// -----

func.func private @id_of(i32) -> i32 attributes {xhlo.partition_id}

func.func @call_id_of(%x: i32) -> i32 {
  // expected-error @+1 {{the partition id declaration @id_of is not () -> an integer scalar (i32, say)}}
  %r = func.call @id_of(%x) : (i32) -> i32
  return %r : i32
}

// -----

func.func private @id_tensor() -> tensor<1xi32> attributes {xhlo.replica_id}

func.func @call_id_tensor() -> tensor<1xi32> {
  // expected-error @+1 {{the replica id declaration @id_tensor is not () -> an integer scalar (i32, say)}}
  %r = func.call @id_tensor() : () -> tensor<1xi32>
  return %r : tensor<1xi32>
}
