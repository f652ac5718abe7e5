// Every reduction op parses, verifies and prints back identically, in its
// custom form and in the generic form.
// RUN: xhlo-opt --verify-roundtrip --split-input-file %s | FileCheck %s
// RUN: xhlo-opt --mlir-print-op-generic --split-input-file %s | xhlo-opt --verify-roundtrip --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @reduce_sum
func.func @reduce_sum(%x: tensor<4x8xf32>, %zero: tensor<f32>) -> tensor<4xf32> {
  // CHECK: %[[R:.*]] = hlo.reduce(%[[X:.*]] init: %[[Z:.*]]) dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32> {
  // CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>):
  // CHECK-NEXT:   %[[S:.*]] = hlo.add %[[A]], %[[B]] : tensor<f32>
  // CHECK-NEXT:   hlo.return %[[S]] : tensor<f32>
  // CHECK-NEXT: }
  %r = hlo.reduce(%x init: %zero) dimensions = [1]
      : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32> {
  ^bb0(%acc: tensor<f32>, %e: tensor<f32>):
    %s = hlo.add %acc, %e : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  // CHECK: return %[[R]]
  return %r : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @reduce_all_dimensions
func.func @reduce_all_dimensions(%x: tensor<2x3x4xi32>, %init: tensor<i32>) -> tensor<i32> {
  // CHECK: hlo.reduce(%{{.*}} init: %{{.*}}) dimensions = [2, 0, 1] : (tensor<2x3x4xi32>, tensor<i32>) -> tensor<i32>
  %r = hlo.reduce(%x init: %init) dimensions = [2, 0, 1]
      : (tensor<2x3x4xi32>, tensor<i32>) -> tensor<i32> {
  ^bb0(%acc: tensor<i32>, %e: tensor<i32>):
    %m = hlo.maximum %acc, %e : tensor<i32>
    hlo.return %m : tensor<i32>
  }
  return %r : tensor<i32>
}

// -----

// CHECK-LABEL: func.func @reduce_no_dimensions
func.func @reduce_no_dimensions(%x: tensor<2x3xi1>, %init: tensor<i1>) -> tensor<2x3xi1> {
  // CHECK: hlo.reduce(%{{.*}} init: %{{.*}}) dimensions = [] : (tensor<2x3xi1>, tensor<i1>) -> tensor<2x3xi1>
  %r = hlo.reduce(%x init: %init) dimensions = []
      : (tensor<2x3xi1>, tensor<i1>) -> tensor<2x3xi1> {
  ^bb0(%acc: tensor<i1>, %e: tensor<i1>):
    %o = hlo.or %acc, %e : tensor<i1>
    hlo.return %o : tensor<i1>
  }
  return %r : tensor<2x3xi1>
}

// -----

// A variadic reduce (argmax): two inputs, two inits, two results.
// CHECK-LABEL: func.func @reduce_variadic
func.func @reduce_variadic(%x: tensor<4x8xf32>, %i: tensor<4x8xi32>,
                           %ninf: tensor<f32>, %zero: tensor<i32>) {
  // CHECK: %[[R:.*]]:2 = hlo.reduce(%[[X:.*]], %[[I:.*]] init: %[[A:.*]], %[[B:.*]]) dimensions = [1] : (tensor<4x8xf32>, tensor<4x8xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>) {
  // CHECK-NEXT: ^bb0(%{{.*}}: tensor<f32>, %{{.*}}: tensor<i32>, %{{.*}}: tensor<f32>, %{{.*}}: tensor<i32>):
  // CHECK: hlo.return %{{.*}}, %{{.*}} : tensor<f32>, tensor<i32>
  %v, %idx = hlo.reduce(%x, %i init: %ninf, %zero) dimensions = [1]
      : (tensor<4x8xf32>, tensor<4x8xi32>, tensor<f32>, tensor<i32>)
        -> (tensor<4xf32>, tensor<4xi32>) {
  ^bb0(%av: tensor<f32>, %ai: tensor<i32>, %bv: tensor<f32>, %bi: tensor<i32>):
    %ge = hlo.compare GE, %av, %bv : tensor<f32>
    %mv = hlo.select %ge, %av, %bv : tensor<i1>, tensor<f32>
    %mi = hlo.select %ge, %ai, %bi : tensor<i1>, tensor<i32>
    hlo.return %mv, %mi : tensor<f32>, tensor<i32>
  }
  return
}

// -----

// The accumulator may be wider than the input, as XLA allows for floats.
// CHECK-LABEL: func.func @reduce_mixed_precision
func.func @reduce_mixed_precision(%x: tensor<16xbf16>, %zero: tensor<f32>) -> tensor<f32> {
  // CHECK: hlo.reduce(%{{.*}} init: %{{.*}}) dimensions = [0] : (tensor<16xbf16>, tensor<f32>) -> tensor<f32>
  // CHECK-NEXT: ^bb0(%{{.*}}: tensor<f32>, %{{.*}}: tensor<bf16>):
  %r = hlo.reduce(%x init: %zero) dimensions = [0]
      : (tensor<16xbf16>, tensor<f32>) -> tensor<f32> {
  ^bb0(%acc: tensor<f32>, %e: tensor<bf16>):
    %w = hlo.convert %e : (tensor<bf16>) -> tensor<f32>
    %s = hlo.add %acc, %w : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  return %r : tensor<f32>
}

// -----

// CHECK-LABEL: func.func @reduce_window_max_pool
func.func @reduce_window_max_pool(%x: tensor<1x4x6x3xf32>, %ninf: tensor<f32>) -> tensor<1x2x3x3xf32> {
  // CHECK: %[[R:.*]] = hlo.reduce_window(%{{.*}} init: %{{.*}}) window = <size = [1, 2, 2, 1], stride = [1, 2, 2, 1]> : (tensor<1x4x6x3xf32>, tensor<f32>) -> tensor<1x2x3x3xf32> {
  // CHECK: hlo.maximum
  %r = hlo.reduce_window(%x init: %ninf)
      window = <size = [1, 2, 2, 1], stride = [1, 2, 2, 1]>
      : (tensor<1x4x6x3xf32>, tensor<f32>) -> tensor<1x2x3x3xf32> {
  ^bb0(%acc: tensor<f32>, %e: tensor<f32>):
    %m = hlo.maximum %acc, %e : tensor<f32>
    hlo.return %m : tensor<f32>
  }
  return %r : tensor<1x2x3x3xf32>
}

// -----

// Padding, base (lhs) and window (rhs) dilation: per dimension the output is
// (pad_low + (n - 1) * lhs_dilate + 1 + pad_high - ((size - 1) * rhs_dilate + 1)) / stride + 1.
// CHECK-LABEL: func.func @reduce_window_padded_dilated
func.func @reduce_window_padded_dilated(%x: tensor<5x4xf32>, %zero: tensor<f32>) -> tensor<2x3xf32> {
  // CHECK: hlo.reduce_window(%{{.*}} init: %{{.*}}) window = <size = [3, 2], stride = [2, 3], pad_low = [1, 0], pad_high = [1, 2], lhs_dilate = [1, 2], rhs_dilate = [2, 1]> : (tensor<5x4xf32>, tensor<f32>) -> tensor<2x3xf32>
  %r = hlo.reduce_window(%x init: %zero)
      window = <size = [3, 2], stride = [2, 3], pad_low = [1, 0], pad_high = [1, 2],
             lhs_dilate = [1, 2], rhs_dilate = [2, 1]>
      : (tensor<5x4xf32>, tensor<f32>) -> tensor<2x3xf32> {
  ^bb0(%acc: tensor<f32>, %e: tensor<f32>):
    %s = hlo.add %acc, %e : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  return %r : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @reduce_window_variadic
func.func @reduce_window_variadic(%x: tensor<8xf32>, %y: tensor<8xi32>,
                                  %a: tensor<f32>, %b: tensor<i32>) {
  // CHECK: %{{.*}}:2 = hlo.reduce_window(%{{.*}}, %{{.*}} init: %{{.*}}, %{{.*}}) window = <size = [3]> : (tensor<8xf32>, tensor<8xi32>, tensor<f32>, tensor<i32>) -> (tensor<6xf32>, tensor<6xi32>)
  %r:2 = hlo.reduce_window(%x, %y init: %a, %b) window = <size = [3]>
      : (tensor<8xf32>, tensor<8xi32>, tensor<f32>, tensor<i32>)
        -> (tensor<6xf32>, tensor<6xi32>) {
  ^bb0(%p: tensor<f32>, %q: tensor<i32>, %e: tensor<f32>, %f: tensor<i32>):
    %s = hlo.add %p, %e : tensor<f32>
    %t = hlo.add %q, %f : tensor<i32>
    hlo.return %s, %t : tensor<f32>, tensor<i32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @select_and_scatter
func.func @select_and_scatter(%x: tensor<10x24x24x64xf32>, %src: tensor<10x12x12x64xf32>,
                              %zero: tensor<f32>) -> tensor<10x24x24x64xf32> {
  // CHECK: %[[R:.*]] = hlo.select_and_scatter %{{.*}}, %{{.*}}, %{{.*}} window = <size = [1, 2, 2, 1], stride = [1, 2, 2, 1]> : (tensor<10x24x24x64xf32>, tensor<10x12x12x64xf32>, tensor<f32>) -> tensor<10x24x24x64xf32> select {
  // CHECK: hlo.compare GE
  // CHECK: hlo.return %{{.*}} : tensor<i1>
  // CHECK-NEXT: } scatter {
  // CHECK: hlo.add
  %r = hlo.select_and_scatter %x, %src, %zero
      window = <size = [1, 2, 2, 1], stride = [1, 2, 2, 1]>
      : (tensor<10x24x24x64xf32>, tensor<10x12x12x64xf32>, tensor<f32>)
        -> tensor<10x24x24x64xf32>
      select {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %ge = hlo.compare GE, %a, %b, TOTALORDER : tensor<f32>
    hlo.return %ge : tensor<i1>
  } scatter {
  ^bb0(%acc: tensor<f32>, %s: tensor<f32>):
    %sum = hlo.add %acc, %s : tensor<f32>
    hlo.return %sum : tensor<f32>
  }
  return %r : tensor<10x24x24x64xf32>
}

// -----

// CHECK-LABEL: func.func @select_and_scatter_padded
func.func @select_and_scatter_padded(%x: tensor<5xi32>, %src: tensor<3xi32>,
                                     %zero: tensor<i32>) -> tensor<5xi32> {
  // CHECK: hlo.select_and_scatter %{{.*}}, %{{.*}}, %{{.*}} window = <size = [3], stride = [2], pad_low = [1], pad_high = [1]> : (tensor<5xi32>, tensor<3xi32>, tensor<i32>) -> tensor<5xi32>
  %r = hlo.select_and_scatter %x, %src, %zero
      window = <size = [3], stride = [2], pad_low = [1], pad_high = [1]>
      : (tensor<5xi32>, tensor<3xi32>, tensor<i32>) -> tensor<5xi32>
      select {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %le = hlo.compare LE, %a, %b : tensor<i32>
    hlo.return %le : tensor<i1>
  } scatter {
  ^bb0(%acc: tensor<i32>, %s: tensor<i32>):
    %sum = hlo.add %acc, %s : tensor<i32>
    hlo.return %sum : tensor<i32>
  }
  return %r : tensor<5xi32>
}

// -----

// CHECK-LABEL: func.func @sort_one_operand
func.func @sort_one_operand(%x: tensor<128xi32>) -> tensor<128xi32> {
  // CHECK: %[[R:.*]] = hlo.sort(%{{.*}}) dimension = 0 : (tensor<128xi32>) -> tensor<128xi32> {
  // CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<i32>, %[[B:.*]]: tensor<i32>):
  // CHECK-NEXT:   %[[GT:.*]] = hlo.compare GT, %[[A]], %[[B]] : tensor<i32>
  // CHECK-NEXT:   hlo.return %[[GT]] : tensor<i1>
  %r = hlo.sort(%x) dimension = 0 : (tensor<128xi32>) -> tensor<128xi32> {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %gt = hlo.compare GT, %a, %b : tensor<i32>
    hlo.return %gt : tensor<i1>
  }
  return %r : tensor<128xi32>
}

// -----

// CHECK-LABEL: func.func @sort_stable_key_value
func.func @sort_stable_key_value(%keys: tensor<4x8xf32>, %values: tensor<4x8xi32>) {
  // CHECK: %{{.*}}:2 = hlo.sort(%{{.*}}, %{{.*}}) dimension = 1 is_stable : (tensor<4x8xf32>, tensor<4x8xi32>) -> (tensor<4x8xf32>, tensor<4x8xi32>) {
  // CHECK-NEXT: ^bb0(%{{.*}}: tensor<f32>, %{{.*}}: tensor<f32>, %{{.*}}: tensor<i32>, %{{.*}}: tensor<i32>):
  %k, %v = hlo.sort(%keys, %values) dimension = 1 is_stable
      : (tensor<4x8xf32>, tensor<4x8xi32>) -> (tensor<4x8xf32>, tensor<4x8xi32>) {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    %lt = hlo.compare LT, %a, %b, TOTALORDER : tensor<f32>
    hlo.return %lt : tensor<i1>
  }
  return
}

// -----

// CHECK-LABEL: func.func @map_binary
func.func @map_binary(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // CHECK: %[[R:.*]] = hlo.map(%{{.*}}, %{{.*}}) dimensions = [0, 1] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32> {
  // CHECK: hlo.multiply
  %r = hlo.map(%a, %b) dimensions = [0, 1]
      : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32> {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %m = hlo.multiply %x, %y : tensor<f32>
    hlo.return %m : tensor<f32>
  }
  return %r : tensor<2x3xf32>
}

// -----

// The result element type is the computation's: here a pred from two
// operands of different element types.
// CHECK-LABEL: func.func @map_mixed_types
func.func @map_mixed_types(%a: tensor<4xf32>, %b: tensor<4xi32>) -> tensor<4xi1> {
  // CHECK: hlo.map(%{{.*}}, %{{.*}}) dimensions = [0] : (tensor<4xf32>, tensor<4xi32>) -> tensor<4xi1>
  %r = hlo.map(%a, %b) dimensions = [0]
      : (tensor<4xf32>, tensor<4xi32>) -> tensor<4xi1> {
  ^bb0(%x: tensor<f32>, %y: tensor<i32>):
    %c = hlo.convert %y : (tensor<i32>) -> tensor<f32>
    %lt = hlo.compare LT, %x, %c : tensor<f32>
    hlo.return %lt : tensor<i1>
  }
  return %r : tensor<4xi1>
}

// -----

// CHECK-LABEL: func.func @map_scalar
func.func @map_scalar(%a: tensor<f64>) -> tensor<f64> {
  // CHECK: hlo.map(%{{.*}}) dimensions = [] : (tensor<f64>) -> tensor<f64>
  %r = hlo.map(%a) dimensions = [] : (tensor<f64>) -> tensor<f64> {
  ^bb0(%x: tensor<f64>):
    %n = hlo.negate %x : tensor<f64>
    hlo.return %n : tensor<f64>
  }
  return %r : tensor<f64>
}

// -----

// CHECK-LABEL: func.func @topk
func.func @topk(%x: tensor<4x8xf32>) {
  // CHECK: %{{.*}}, %{{.*}} = hlo.topk %{{.*}}, k = 3 : tensor<4x8xf32> -> (tensor<4x3xf32>, tensor<4x3xi32>)
  %v, %i = hlo.topk %x, k = 3 : tensor<4x8xf32> -> (tensor<4x3xf32>, tensor<4x3xi32>)
  // CHECK: %{{.*}}, %{{.*}} = hlo.topk %{{.*}}, k = 8, largest = false : tensor<4x8xf32> -> (tensor<4x8xf32>, tensor<4x8xi32>)
  %v2, %i2 = hlo.topk %x, k = 8, largest = false : tensor<4x8xf32> -> (tensor<4x8xf32>, tensor<4x8xi32>)
  return
}

// -----

// CHECK-LABEL: func.func @topk_vector_k0
func.func @topk_vector_k0(%x: tensor<5xi8>) {
  // CHECK: hlo.topk %{{.*}}, k = 0 : tensor<5xi8> -> (tensor<0xi8>, tensor<0xi32>)
  %v, %i = hlo.topk %x, k = 0 : tensor<5xi8> -> (tensor<0xi8>, tensor<0xi32>)
  return
}

// -----

// A cumulative sum: one input, one carry; the computation returns the
// output element then the new carry.
// CHECK-LABEL: func.func @scan_cumsum
func.func @scan_cumsum(%x: tensor<100xf32>, %zero: tensor<f32>) {
  // CHECK: %{{.*}}:2 = hlo.scan(%{{.*}} init: %{{.*}}) dimension = 0 is_associative = true : (tensor<100xf32>, tensor<f32>) -> (tensor<100xf32>, tensor<f32>) {
  // CHECK-NEXT: ^bb0(%[[E:.*]]: tensor<f32>, %[[C:.*]]: tensor<f32>):
  // CHECK-NEXT:   %[[S:.*]] = hlo.add %[[C]], %[[E]] : tensor<f32>
  // CHECK-NEXT:   hlo.return %[[S]], %[[S]] : tensor<f32>, tensor<f32>
  %sums, %total = hlo.scan(%x init: %zero) dimension = 0 is_associative = true
      : (tensor<100xf32>, tensor<f32>) -> (tensor<100xf32>, tensor<f32>) {
  ^bb0(%e: tensor<f32>, %c: tensor<f32>):
    %s = hlo.add %c, %e : tensor<f32>
    hlo.return %s, %s : tensor<f32>, tensor<f32>
  }
  return
}

// -----

// Slices of rank 1 along dimension 1, a non-scalar carry, reversed, two
// inputs and two outputs of their own types.
// CHECK-LABEL: func.func @scan_reverse_rows
func.func @scan_reverse_rows(%x: tensor<3x10xf32>, %y: tensor<3x10xi32>, %init: tensor<3xf32>) {
  // CHECK: %{{.*}}:3 = hlo.scan(%{{.*}}, %{{.*}} init: %{{.*}}) dimension = 1 is_reverse is_associative = false : (tensor<3x10xf32>, tensor<3x10xi32>, tensor<3xf32>) -> (tensor<3x10xf32>, tensor<3x10xi1>, tensor<3xf32>)
  // CHECK-NEXT: ^bb0(%{{.*}}: tensor<3xf32>, %{{.*}}: tensor<3xi32>, %{{.*}}: tensor<3xf32>):
  %o, %p, %c = hlo.scan(%x, %y init: %init) dimension = 1 is_reverse is_associative = false
      : (tensor<3x10xf32>, tensor<3x10xi32>, tensor<3xf32>)
        -> (tensor<3x10xf32>, tensor<3x10xi1>, tensor<3xf32>) {
  ^bb0(%e: tensor<3xf32>, %f: tensor<3xi32>, %carry: tensor<3xf32>):
    %m = hlo.multiply %carry, %e : tensor<3xf32>
    %g = hlo.convert %f : (tensor<3xi32>) -> tensor<3xf32>
    %gt = hlo.compare GT, %m, %g : tensor<3xf32>
    hlo.return %m, %gt, %m : tensor<3xf32>, tensor<3xi1>, tensor<3xf32>
  }
  return
}

// -----

// Without carries the scan is a map along the dimension.
// CHECK-LABEL: func.func @scan_no_carries
func.func @scan_no_carries(%x: tensor<6x2xi32>) -> tensor<6x2xi32> {
  // CHECK: %{{.*}} = hlo.scan(%{{.*}}) dimension = 0 : (tensor<6x2xi32>) -> tensor<6x2xi32> {
  %r = hlo.scan(%x) dimension = 0 : (tensor<6x2xi32>) -> tensor<6x2xi32> {
  ^bb0(%e: tensor<2xi32>):
    %n = hlo.negate %e : tensor<2xi32>
    hlo.return %n : tensor<2xi32>
  }
  return %r : tensor<6x2xi32>
}
