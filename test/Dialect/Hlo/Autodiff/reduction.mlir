// RUN: xhlo-opt --hlo-autodiff=simplify=false -split-input-file %s | FileCheck %s
// The adjoint rules of the reduction ops (ReductionRules.cpp): reduce,
// reduce_window, select_and_scatter, sort, topk and map. Each loss is the
// dot of the op's result with a fixed weights argument %c (so the result's
// adjoint is that argument times the seed). The rules are checked
// numerically against finite differences too (AutodiffGradCheckTest).
// Unsimplified, to show the rules' own ops.

// A sum: the adjoint broadcast back; the init value gets its total.
// CHECK-LABEL: func.func private @f_grad
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>, %[[V:.*]]: tensor<f32>, %[[C:.*]]: tensor<2xf32>)
// CHECK: %[[G:.*]] = hlo.dot %{{.*}}, %[[C]] : (tensor<f32>, tensor<2xf32>) -> tensor<2xf32>
// CHECK: %[[DX:.*]] = hlo.broadcast %[[G]], dimensions = [0] : (tensor<2xf32>) -> tensor<2x3xf32>
// CHECK: %[[DV:.*]] = hlo.reduce(%[[G]] init: %{{.*}}) dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
// CHECK: hlo.add
// CHECK: return %{{.*}}, %[[DX]], %[[DV]]

func.func @f(%x: tensor<2x3xf32>, %v: tensor<f32>, %c: tensor<2xf32>) -> tensor<f32> {
  %y = hlo.reduce(%x init: %v) dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  %l = hlo.dot %y, %c, lhs_contracting_dims = [0], rhs_contracting_dims = [0] : (tensor<2xf32>, tensor<2xf32>) -> tensor<f32>
  return %l : tensor<f32>
}
func.func private @f_grad(%x: tensor<2x3xf32>, %v: tensor<f32>, %c: tensor<2xf32>) -> (tensor<f32>, tensor<2x3xf32>, tensor<f32>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1>}

// -----

// init - x0 - x1 - ... (what convert-linalg-to-hlo makes of `acc - x`).
// CHECK-LABEL: func.func private @f_grad
// CHECK: %[[B:.*]] = hlo.broadcast %{{.*}}, dimensions = [] : (tensor<f32>) -> tensor<4xf32>
// CHECK: %[[DX:.*]] = hlo.negate %[[B]] : tensor<4xf32>
// CHECK: return %{{.*}}, %[[DX]]

func.func @f(%x: tensor<4xf32>, %c: tensor<f32>) -> tensor<f32> {
  %zero = hlo.constant dense<0.0> : tensor<f32>
  %y = hlo.reduce(%x init: %zero) dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.subtract %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  %l = hlo.multiply %y, %c : tensor<f32>
  return %l : tensor<f32>
}
func.func private @f_grad(%x: tensor<4xf32>, %c: tensor<f32>) -> (tensor<f32>, tensor<4xf32>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}

// -----

// A maximum: the adjoint goes to the elements equal to the result, split
// equally among ties (an init value that is not -inf counting as one of
// them).
// CHECK-LABEL: func.func private @f_grad
// CHECK-SAME: (%[[X:.*]]: tensor<3x4xf32>, %[[C:.*]]: tensor<3xf32>)
// CHECK: %[[NINF:.*]] = hlo.constant dense<0xFF800000> : tensor<f32>
// CHECK: %[[Y:.*]] = hlo.reduce(%[[X]] init: %[[NINF]])
// CHECK: %[[G:.*]] = hlo.dot %{{.*}}, %[[C]] : (tensor<f32>, tensor<3xf32>) -> tensor<3xf32>
// CHECK: %[[YB:.*]] = hlo.broadcast %[[Y]], dimensions = [0] : (tensor<3xf32>) -> tensor<3x4xf32>
// CHECK: %[[EQ:.*]] = hlo.compare EQ, %[[X]], %[[YB]] : tensor<3x4xf32>
// CHECK: %[[IND:.*]] = hlo.select %[[EQ]], %{{.*}}, %{{.*}} : tensor<3x4xi1>, tensor<3x4xf32>
// CHECK: %[[COUNT:.*]] = hlo.reduce(%[[IND]] init: %{{.*}}) dimensions = [1]
// CHECK: %[[SHARE:.*]] = hlo.divide %[[G]], %[[COUNT]] : tensor<3xf32>
// CHECK: %[[SB:.*]] = hlo.broadcast %[[SHARE]], dimensions = [0] : (tensor<3xf32>) -> tensor<3x4xf32>
// CHECK: %[[DX:.*]] = hlo.multiply %[[SB]], %[[IND]] : tensor<3x4xf32>
// CHECK: return %{{.*}}, %[[DX]]

func.func @f(%x: tensor<3x4xf32>, %c: tensor<3xf32>) -> tensor<f32> {
  %ninf = hlo.constant dense<0xFF800000> : tensor<f32>
  %y = hlo.reduce(%x init: %ninf) dimensions = [1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.maximum %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  %l = hlo.dot %y, %c, lhs_contracting_dims = [0], rhs_contracting_dims = [0] : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
  return %l : tensor<f32>
}
func.func private @f_grad(%x: tensor<3x4xf32>, %c: tensor<3xf32>) -> (tensor<f32>, tensor<3x4xf32>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}

// -----

// A minimum from 0.5: where the init value ties with the result it takes
// its share of the adjoint.
// CHECK-LABEL: func.func private @f_grad
// CHECK-SAME: (%[[X:.*]]: tensor<3x4xf32>, %[[C:.*]]: tensor<3xf32>)
// CHECK: %[[HALF:.*]] = hlo.constant dense<5.000000e-01> : tensor<f32>
// CHECK: %[[Y:.*]] = hlo.reduce(%[[X]] init: %[[HALF]])
// CHECK: %[[IND:.*]] = hlo.select %{{.*}}, %{{.*}}, %{{.*}} : tensor<3x4xi1>, tensor<3x4xf32>
// CHECK: %[[N:.*]] = hlo.reduce(%[[IND]] init: %{{.*}}) dimensions = [1]
// CHECK: %[[INITB:.*]] = hlo.broadcast %[[HALF]], dimensions = [] : (tensor<f32>) -> tensor<3xf32>
// CHECK: %[[INITEQ:.*]] = hlo.compare EQ, %[[INITB]], %[[Y]] : tensor<3xf32>
// CHECK: %[[INITIND:.*]] = hlo.select %[[INITEQ]], %{{.*}}, %{{.*}} : tensor<3xi1>, tensor<3xf32>
// CHECK: %[[COUNT:.*]] = hlo.add %[[N]], %[[INITIND]] : tensor<3xf32>
// CHECK: hlo.divide %{{.*}}, %[[COUNT]] : tensor<3xf32>

func.func @f(%x: tensor<3x4xf32>, %c: tensor<3xf32>) -> tensor<f32> {
  %half = hlo.constant dense<0.5> : tensor<f32>
  %y = hlo.reduce(%x init: %half) dimensions = [1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.minimum %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  %l = hlo.dot %y, %c, lhs_contracting_dims = [0], rhs_contracting_dims = [0] : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
  return %l : tensor<f32>
}
func.func private @f_grad(%x: tensor<3x4xf32>, %c: tensor<3xf32>) -> (tensor<f32>, tensor<3x4xf32>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}

// -----

// A product: each element gets the product of the others, from the
// product of the nonzero elements and their count (exact with zeros).
// CHECK-LABEL: func.func private @f_grad
// CHECK-SAME: (%[[X:.*]]: tensor<3x2xf32>, %[[C:.*]]: tensor<2xf32>)
// CHECK: %[[ISZERO:.*]] = hlo.compare EQ, %[[X]], %{{.*}} : tensor<3x2xf32>
// CHECK: %[[NONZERO:.*]] = hlo.select %[[ISZERO]], %{{.*}}, %[[X]] : tensor<3x2xi1>, tensor<3x2xf32>
// CHECK: %[[P:.*]] = hlo.reduce(%[[NONZERO]] init: %{{.*}}) dimensions = [0]
// CHECK-NEXT: ^bb0
// CHECK-NEXT: hlo.multiply
// CHECK: %[[PB:.*]] = hlo.broadcast %[[P]], dimensions = [1] : (tensor<2xf32>) -> tensor<3x2xf32>
// CHECK: %[[ONEZERO:.*]] = hlo.select %{{.*}}, %[[PB]], %{{.*}} : tensor<3x2xi1>, tensor<3x2xf32>
// CHECK: %[[Q:.*]] = hlo.divide %[[PB]], %[[NONZERO]] : tensor<3x2xf32>
// CHECK: %[[NOZERO:.*]] = hlo.select %{{.*}}, %[[Q]], %{{.*}} : tensor<3x2xi1>, tensor<3x2xf32>
// CHECK: %[[OTHERS:.*]] = hlo.select %[[ISZERO]], %[[ONEZERO]], %[[NOZERO]] : tensor<3x2xi1>, tensor<3x2xf32>
// CHECK: %[[DX:.*]] = hlo.multiply %{{.*}}, %[[OTHERS]] : tensor<3x2xf32>
// CHECK: return %{{.*}}, %[[DX]]

func.func @f(%x: tensor<3x2xf32>, %c: tensor<2xf32>) -> tensor<f32> {
  %one = hlo.constant dense<1.0> : tensor<f32>
  %y = hlo.reduce(%x init: %one) dimensions = [0] : (tensor<3x2xf32>, tensor<f32>) -> tensor<2xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.multiply %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  %l = hlo.dot %y, %c, lhs_contracting_dims = [0], rhs_contracting_dims = [0] : (tensor<2xf32>, tensor<2xf32>) -> tensor<f32>
  return %l : tensor<f32>
}
func.func private @f_grad(%x: tensor<3x2xf32>, %c: tensor<2xf32>) -> (tensor<f32>, tensor<3x2xf32>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}

// -----

// Two inputs with independent combiners: each result's rule on its own.
// CHECK-LABEL: func.func private @f_grad
// CHECK-SAME: (%[[X:.*]]: tensor<3x4xf32>, %[[Y:.*]]: tensor<3x4xf32>, %[[C:.*]]: tensor<3xf32>)
// CHECK: %[[R:.*]]:2 = hlo.reduce(%[[X]], %[[Y]] init: %{{.*}}, %{{.*}}) dimensions = [1]
// CHECK: %[[DX:.*]] = hlo.broadcast %{{.*}}, dimensions = [0] : (tensor<3xf32>) -> tensor<3x4xf32>
// CHECK: hlo.compare EQ, %[[Y]], %{{.*}} : tensor<3x4xf32>
// CHECK: %[[DY:.*]] = hlo.multiply %{{.*}}, %{{.*}} : tensor<3x4xf32>
// CHECK: return %{{.*}}, %[[DX]], %[[DY]]

func.func @f(%x: tensor<3x4xf32>, %y: tensor<3x4xf32>, %c: tensor<3xf32>) -> tensor<f32> {
  %zero = hlo.constant dense<0.0> : tensor<f32>
  %ninf = hlo.constant dense<0xFF800000> : tensor<f32>
  %r:2 = hlo.reduce(%x, %y init: %zero, %ninf) dimensions = [1] : (tensor<3x4xf32>, tensor<3x4xf32>, tensor<f32>, tensor<f32>) -> (tensor<3xf32>, tensor<3xf32>) {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %p: tensor<f32>, %q: tensor<f32>):
    %s = hlo.add %a, %p : tensor<f32>
    %t = hlo.maximum %q, %b : tensor<f32>
    hlo.return %s, %t : tensor<f32>, tensor<f32>
  }
  %p = hlo.multiply %r#0, %r#1 : tensor<3xf32>
  %l = hlo.dot %p, %c, lhs_contracting_dims = [0], rhs_contracting_dims = [0] : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
  return %l : tensor<f32>
}
func.func private @f_grad(%x: tensor<3x4xf32>, %y: tensor<3x4xf32>, %c: tensor<3xf32>) -> (tensor<f32>, tensor<3x4xf32>, tensor<3x4xf32>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1>}

// -----

// A sum over strided, padded windows: the adjoint padded (strides become
// interior padding, edges from JAX's _conv_general_vjp_lhs_padding), then
// summed over the same windows with stride 1.
// CHECK-LABEL: func.func private @f_grad
// CHECK-SAME: (%[[X:.*]]: tensor<5x6xf32>, %[[C:.*]]: tensor<3x3xf32>)
// CHECK: %[[G:.*]] = hlo.dot %{{.*}}, %[[C]] : (tensor<f32>, tensor<3x3xf32>) -> tensor<3x3xf32>
// CHECK: %[[P:.*]] = hlo.pad %[[G]], %{{.*}}, low = [0, 2], high = [1, 1], interior = [1, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<6x8xf32>
// CHECK: %[[DX:.*]] = hlo.reduce_window(%[[P]] init: %{{.*}}) window = <size = [2, 3]> : (tensor<6x8xf32>, tensor<f32>) -> tensor<5x6xf32>
// CHECK-NEXT: ^bb0
// CHECK-NEXT: hlo.add
// CHECK: return %{{.*}}, %[[DX]]

func.func @f(%x: tensor<5x6xf32>, %c: tensor<3x3xf32>) -> tensor<f32> {
  %zero = hlo.constant dense<0.0> : tensor<f32>
  %y = hlo.reduce_window(%x init: %zero) window = <size = [2, 3], stride = [2, 2], pad_low = [1, 0], pad_high = [0, 1]> : (tensor<5x6xf32>, tensor<f32>) -> tensor<3x3xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  %l = hlo.dot %y, %c, lhs_contracting_dims = [0, 1], rhs_contracting_dims = [0, 1] : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<f32>
  return %l : tensor<f32>
}
func.func private @f_grad(%x: tensor<5x6xf32>, %c: tensor<3x3xf32>) -> (tensor<f32>, tensor<5x6xf32>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}

// -----

// Base and window dilation: the transposed sum strides by the base dilation
// and keeps the window dilation (the low padding 2 beyond the dilated window
// becomes a negative edge).
// CHECK-LABEL: func.func private @f_grad
// CHECK: %[[P:.*]] = hlo.pad %{{.*}}, %{{.*}}, low = [-1, 1], high = [1, 2], interior = [2, 0] : (tensor<4x3xf32>, tensor<f32>) -> tensor<10x6xf32>
// CHECK: hlo.reduce_window(%[[P]] init: %{{.*}}) window = <size = [2, 2], stride = [2, 1], rhs_dilate = [1, 2]> : (tensor<10x6xf32>, tensor<f32>) -> tensor<5x4xf32>

func.func @f(%x: tensor<5x4xf32>, %c: tensor<4x3xf32>) -> tensor<f32> {
  %zero = hlo.constant dense<0.0> : tensor<f32>
  %y = hlo.reduce_window(%x init: %zero) window = <size = [2, 2], stride = [3, 1], pad_low = [2, 1], pad_high = [1, 0], lhs_dilate = [2, 1], rhs_dilate = [1, 2]> : (tensor<5x4xf32>, tensor<f32>) -> tensor<4x3xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  %l = hlo.dot %y, %c, lhs_contracting_dims = [0, 1], rhs_contracting_dims = [0, 1] : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<f32>
  return %l : tensor<f32>
}
func.func private @f_grad(%x: tensor<5x4xf32>, %c: tensor<4x3xf32>) -> (tensor<f32>, tensor<5x4xf32>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}

// -----

// Max pooling: select_and_scatter of the adjoint with the same window and
// padding (GE: the first of tied maxima gets it).
// CHECK-LABEL: func.func private @f_grad
// CHECK-SAME: (%[[X:.*]]: tensor<5x6xf32>, %[[C:.*]]: tensor<3x4xf32>)
// CHECK: %[[G:.*]] = hlo.dot %{{.*}}, %[[C]] : (tensor<f32>, tensor<3x4xf32>) -> tensor<3x4xf32>
// CHECK: %[[DX:.*]] = hlo.select_and_scatter %[[X]], %[[G]], %{{.*}} window = <size = [2, 2], stride = [2, 2], pad_low = [1, 1], pad_high = [0, 1]> : (tensor<5x6xf32>, tensor<3x4xf32>, tensor<f32>) -> tensor<5x6xf32> select {
// CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>):
// CHECK-NEXT: %[[GE:.*]] = hlo.compare GE, %[[A]], %[[B]] : tensor<f32>
// CHECK-NEXT: hlo.return %[[GE]] : tensor<i1>
// CHECK-NEXT: } scatter {
// CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>):
// CHECK-NEXT: %[[S:.*]] = hlo.add %[[A]], %[[B]] : tensor<f32>
// CHECK-NEXT: hlo.return %[[S]] : tensor<f32>
// CHECK: return %{{.*}}, %[[DX]]

func.func @f(%x: tensor<5x6xf32>, %c: tensor<3x4xf32>) -> tensor<f32> {
  %ninf = hlo.constant dense<0xFF800000> : tensor<f32>
  %y = hlo.reduce_window(%x init: %ninf) window = <size = [2, 2], stride = [2, 2], pad_low = [1, 1], pad_high = [0, 1]> : (tensor<5x6xf32>, tensor<f32>) -> tensor<3x4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.maximum %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  %l = hlo.dot %y, %c, lhs_contracting_dims = [0, 1], rhs_contracting_dims = [0, 1] : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<f32>
  return %l : tensor<f32>
}
func.func private @f_grad(%x: tensor<5x6xf32>, %c: tensor<3x4xf32>) -> (tensor<f32>, tensor<5x6xf32>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}

// -----

// A minimum with base dilation: the holes hold +inf (never selected), and
// the result is sliced back to the operand's places.
// CHECK-LABEL: func.func private @f_grad
// CHECK-SAME: (%[[X:.*]]: tensor<5x4xf32>, %[[C:.*]]: tensor<3x2xf32>)
// CHECK: hlo.dot %{{.*}}, %[[C]] : (tensor<f32>, tensor<3x2xf32>)
// CHECK: %[[INF:.*]] = hlo.constant dense<0x7F800000> : tensor<f32>
// CHECK-NEXT: %[[HOLES:.*]] = hlo.pad %[[X]], %[[INF]], low = [0, 0], high = [0, 0], interior = [1, 0] : (tensor<5x4xf32>, tensor<f32>) -> tensor<9x4xf32>
// CHECK: %[[S:.*]] = hlo.select_and_scatter %[[HOLES]], %{{.*}}, %{{.*}} window = <size = [3, 2], stride = [3, 2], pad_low = [1, 0], pad_high = [0, 1]> : (tensor<9x4xf32>, tensor<3x2xf32>, tensor<f32>) -> tensor<9x4xf32> select {
// CHECK: hlo.compare LE
// CHECK: %[[DX:.*]] = hlo.slice %[[S]], slice = [0:9:2, 0:4] : (tensor<9x4xf32>) -> tensor<5x4xf32>
// CHECK: return %{{.*}}, %[[DX]]

func.func @f(%x: tensor<5x4xf32>, %c: tensor<3x2xf32>) -> tensor<f32> {
  %inf = hlo.constant dense<0x7F800000> : tensor<f32>
  %y = hlo.reduce_window(%x init: %inf) window = <size = [3, 2], stride = [3, 2], pad_low = [1, 0], pad_high = [0, 1], lhs_dilate = [2, 1]> : (tensor<5x4xf32>, tensor<f32>) -> tensor<3x2xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.minimum %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  %l = hlo.dot %y, %c, lhs_contracting_dims = [0, 1], rhs_contracting_dims = [0, 1] : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<f32>
  return %l : tensor<f32>
}
func.func private @f_grad(%x: tensor<5x4xf32>, %c: tensor<3x2xf32>) -> (tensor<f32>, tensor<5x4xf32>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}

// -----

// select_and_scatter: the source's adjoint is, per window, the adjoint at
// the selected element (a reduce_window over (operand, adjoint) pairs).
// CHECK-LABEL: func.func private @f_grad
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[SRC:.*]]: tensor<2xf32>, %[[C:.*]]: tensor<4xf32>)
// CHECK: %[[G:.*]] = hlo.dot %{{.*}}, %[[C]] : (tensor<f32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK: %[[NINF:.*]] = hlo.constant dense<0xFF800000> : tensor<f32>
// CHECK: %[[PAIR:.*]]:2 = hlo.reduce_window(%[[X]], %[[G]] init: %[[NINF]], %{{.*}}) window = <size = [2], stride = [2]> : (tensor<4xf32>, tensor<4xf32>, tensor<f32>, tensor<f32>) -> (tensor<2xf32>, tensor<2xf32>) {
// CHECK-NEXT: ^bb0(%[[AX:.*]]: tensor<f32>, %[[AT:.*]]: tensor<f32>, %[[BX:.*]]: tensor<f32>, %[[BT:.*]]: tensor<f32>):
// CHECK-NEXT: %[[KEEP:.*]] = hlo.compare GE, %[[AX]], %[[BX]] : tensor<f32>
// CHECK-NEXT: %[[KX:.*]] = hlo.select %[[KEEP]], %[[AX]], %[[BX]]
// CHECK-NEXT: %[[KT:.*]] = hlo.select %[[KEEP]], %[[AT]], %[[BT]]
// CHECK-NEXT: hlo.return %[[KX]], %[[KT]]
// CHECK: return %{{.*}}, %[[PAIR]]#1

func.func @f(%x: tensor<4xf32>, %src: tensor<2xf32>, %c: tensor<4xf32>) -> tensor<f32> {
  %zero = hlo.constant dense<0.0> : tensor<f32>
  %y = hlo.select_and_scatter %x, %src, %zero window = <size = [2], stride = [2]> : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32> select {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %ge = hlo.compare GE, %a, %b : tensor<f32>
    hlo.return %ge : tensor<i1>
  } scatter {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  %l = hlo.dot %y, %c, lhs_contracting_dims = [0], rhs_contracting_dims = [0] : (tensor<4xf32>, tensor<4xf32>) -> tensor<f32>
  return %l : tensor<f32>
}
func.func private @f_grad(%x: tensor<4xf32>, %src: tensor<2xf32>, %c: tensor<4xf32>) -> (tensor<f32>, tensor<2xf32>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 1>}

// -----

// sort: the forward sort also sorts an iota (its comparator gets two
// parameters it ignores), which gives the permutation; sorting
// (permutation, adjoint) by the permutation puts the adjoint back.
// CHECK-LABEL: func.func private @f_grad
// CHECK-SAME: (%[[K:.*]]: tensor<6xi32>, %[[X:.*]]: tensor<6xf32>, %[[C:.*]]: tensor<6xf32>)
// CHECK: %[[IOTA:.*]] = hlo.iota iota_dimension = 0 : tensor<6xi32>
// CHECK: %[[S:.*]]:3 = hlo.sort(%[[K]], %[[X]], %[[IOTA]]) dimension = 0 : (tensor<6xi32>, tensor<6xf32>, tensor<6xi32>) -> (tensor<6xi32>, tensor<6xf32>, tensor<6xi32>) {
// CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<i32>, %[[B:.*]]: tensor<i32>, %{{.*}}: tensor<f32>, %{{.*}}: tensor<f32>, %{{.*}}: tensor<i32>, %{{.*}}: tensor<i32>):
// CHECK-NEXT: hlo.compare LT, %[[A]], %[[B]] : tensor<i32>
// CHECK: hlo.dot %[[S]]#1, %[[C]]
// CHECK: %[[G:.*]] = hlo.dot %{{.*}}, %[[C]] : (tensor<f32>, tensor<6xf32>) -> tensor<6xf32>
// CHECK: %[[BACK:.*]]:2 = hlo.sort(%[[S]]#2, %[[G]]) dimension = 0 : (tensor<6xi32>, tensor<6xf32>) -> (tensor<6xi32>, tensor<6xf32>) {
// CHECK-NEXT: ^bb0(%[[P:.*]]: tensor<i32>, %[[Q:.*]]: tensor<i32>, %{{.*}}: tensor<f32>, %{{.*}}: tensor<f32>):
// CHECK-NEXT: hlo.compare LT, %[[P]], %[[Q]] : tensor<i32>
// CHECK: return %{{.*}}, %[[BACK]]#1

func.func @f(%k: tensor<6xi32>, %x: tensor<6xf32>, %c: tensor<6xf32>) -> tensor<f32> {
  %sk, %sx = hlo.sort(%k, %x) dimension = 0 : (tensor<6xi32>, tensor<6xf32>) -> (tensor<6xi32>, tensor<6xf32>) {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>, %p: tensor<f32>, %q: tensor<f32>):
    %lt = hlo.compare LT, %a, %b : tensor<i32>
    hlo.return %lt : tensor<i1>
  }
  %l = hlo.dot %sx, %c, lhs_contracting_dims = [0], rhs_contracting_dims = [0] : (tensor<6xf32>, tensor<6xf32>) -> tensor<f32>
  return %l : tensor<f32>
}
func.func private @f_grad(%k: tensor<6xi32>, %x: tensor<6xf32>, %c: tensor<6xf32>) -> (tensor<f32>, tensor<6xf32>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 1>}

// -----

// topk: the values' adjoint scatter-added at the indices, row by row (the
// rows are batching dimensions of the scatter).
// CHECK-LABEL: func.func private @f_grad
// CHECK-SAME: (%[[X:.*]]: tensor<3x5xf32>, %[[C:.*]]: tensor<3x2xf32>)
// CHECK: %[[V:.*]], %[[I:.*]] = hlo.topk %[[X]], k = 2
// CHECK: %[[G:.*]] = hlo.dot %{{.*}}, %[[C]] : (tensor<f32>, tensor<3x2xf32>) -> tensor<3x2xf32>
// CHECK: %[[ZEROS:.*]] = hlo.constant dense<0.000000e+00> : tensor<3x5xf32>
// CHECK: %[[DX:.*]] = hlo.scatter(%[[ZEROS]])[%[[I]]](%[[G]]) scatter_dimension_numbers = <inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2> unique_indices : tensor<3x5xf32>, tensor<3x2xi32>, tensor<3x2xf32>
// CHECK: return %{{.*}}, %[[DX]]

func.func @f(%x: tensor<3x5xf32>, %c: tensor<3x2xf32>) -> tensor<f32> {
  %v, %i = hlo.topk %x, k = 2 : tensor<3x5xf32> -> (tensor<3x2xf32>, tensor<3x2xi32>)
  %l = hlo.dot %v, %c, lhs_contracting_dims = [0, 1], rhs_contracting_dims = [0, 1] : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<f32>
  return %l : tensor<f32>
}
func.func private @f_grad(%x: tensor<3x5xf32>, %c: tensor<3x2xf32>) -> (tensor<f32>, tensor<3x5xf32>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}

// -----

// A map that returns one of its parameters passes that operand's adjoint
// through (the other gets none).
// CHECK-LABEL: func.func private @f_grad
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[Y:.*]]: tensor<4xf32>, %[[C:.*]]: tensor<4xf32>)
// CHECK: %[[G:.*]] = hlo.dot %{{.*}}, %[[C]] : (tensor<f32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK: %[[ZEROS:.*]] = hlo.constant dense<0.000000e+00> : tensor<4xf32>
// CHECK: return %{{.*}}, %[[ZEROS]], %[[G]]

func.func @f(%x: tensor<4xf32>, %y: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<f32> {
  %m = hlo.map(%x, %y) dimensions = [0] : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    hlo.return %b : tensor<f32>
  }
  %l = hlo.dot %m, %c, lhs_contracting_dims = [0], rhs_contracting_dims = [0] : (tensor<4xf32>, tensor<4xf32>) -> tensor<f32>
  return %l : tensor<f32>
}
func.func private @f_grad(%x: tensor<4xf32>, %y: tensor<4xf32>, %c: tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>, tensor<4xf32>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1>}

// -----

// The NaN-ignoring maximum of arith.maxnumf (as convert-arith-to-hlo writes
// it) is a maximum: NaN elements never equal the result.
// CHECK-LABEL: func.func private @f_grad
// CHECK-SAME: (%[[X:.*]]: tensor<4x3xf32>, %[[C:.*]]: tensor<4xf32>)
// CHECK: %[[Y:.*]] = hlo.reduce(%[[X]] init: %{{.*}})
// CHECK: %[[YB:.*]] = hlo.broadcast %[[Y]], dimensions = [0] : (tensor<4xf32>) -> tensor<4x3xf32>
// CHECK: hlo.compare EQ, %[[X]], %[[YB]] : tensor<4x3xf32>
// CHECK: %[[DX:.*]] = hlo.multiply %{{.*}}, %{{.*}} : tensor<4x3xf32>
// CHECK: return %{{.*}}, %[[DX]]

func.func @f(%x: tensor<4x3xf32>, %c: tensor<4xf32>) -> tensor<f32> {
  %ninf = hlo.constant dense<0xFF800000> : tensor<f32>
  %y = hlo.reduce(%x init: %ninf) dimensions = [1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32> {
  ^bb0(%acc: tensor<f32>, %e: tensor<f32>):
    %m = hlo.maximum %e, %acc : tensor<f32>
    %accnan = hlo.compare NE, %acc, %acc : tensor<f32>
    %s = hlo.select %accnan, %e, %m : tensor<i1>, tensor<f32>
    %enan = hlo.compare NE, %e, %e : tensor<f32>
    %r = hlo.select %enan, %acc, %s : tensor<i1>, tensor<f32>
    hlo.return %r : tensor<f32>
  }
  %l = hlo.dot %y, %c, lhs_contracting_dims = [0], rhs_contracting_dims = [0] : (tensor<4xf32>, tensor<4xf32>) -> tensor<f32>
  return %l : tensor<f32>
}
func.func private @f_grad(%x: tensor<4x3xf32>, %c: tensor<4xf32>) -> (tensor<f32>, tensor<4x3xf32>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}

// -----

// A reduce_window over (x, t) pairs keeping the pair whose x is largest
// (the select_and_scatter rule's own op, met again by second derivatives):
// t's adjoint goes back to the selected places with select_and_scatter.
// CHECK-LABEL: func.func private @f_grad
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[T:.*]]: tensor<4xf32>, %[[C:.*]]: tensor<2xf32>)
// CHECK: %[[G:.*]] = hlo.dot %{{.*}}, %[[C]] : (tensor<f32>, tensor<2xf32>) -> tensor<2xf32>
// CHECK: %[[DT:.*]] = hlo.select_and_scatter %[[X]], %[[G]], %{{.*}} window = <size = [2], stride = [2]> : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32> select {
// CHECK: hlo.compare GE
// CHECK: return %{{.*}}, %[[DT]]

func.func @f(%x: tensor<4xf32>, %t: tensor<4xf32>, %c: tensor<2xf32>) -> tensor<f32> {
  %ninf = hlo.constant dense<0xFF800000> : tensor<f32>
  %zero = hlo.constant dense<0.0> : tensor<f32>
  %r:2 = hlo.reduce_window(%x, %t init: %ninf, %zero) window = <size = [2], stride = [2]> : (tensor<4xf32>, tensor<4xf32>, tensor<f32>, tensor<f32>) -> (tensor<2xf32>, tensor<2xf32>) {
  ^bb0(%ax: tensor<f32>, %at: tensor<f32>, %bx: tensor<f32>, %bt: tensor<f32>):
    %keep = hlo.compare GE, %ax, %bx : tensor<f32>
    %kx = hlo.select %keep, %ax, %bx : tensor<i1>, tensor<f32>
    %kt = hlo.select %keep, %at, %bt : tensor<i1>, tensor<f32>
    hlo.return %kx, %kt : tensor<f32>, tensor<f32>
  }
  %l = hlo.dot %r#1, %c, lhs_contracting_dims = [0], rhs_contracting_dims = [0] : (tensor<2xf32>, tensor<2xf32>) -> tensor<f32>
  return %l : tensor<f32>
}
func.func private @f_grad(%x: tensor<4xf32>, %t: tensor<4xf32>, %c: tensor<2xf32>) -> (tensor<f32>, tensor<4xf32>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 1>}
