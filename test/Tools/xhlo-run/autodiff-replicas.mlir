// Gradients through the collectives (hlo-autodiff's CollectiveRules.cpp),
// run on replicas. JAX's convention: replica r's gradient is the derivative
// of the sum of every replica's loss with respect to replica r's argument.
// Each entry builds replica r's argument from its id (x_r = r + 1) and calls
// the gradient; the values are computed by hand.
// - ar: L_r = sum_k w_k (sum_r' x_r'k^2), w = [1, 3], x_r = (r + 1) [1, 2]:
//   dx_r = N w (2 x_r): N = 4: (r + 1) [8, 48]; N = 2: (r + 1) [4, 24].
// - ag: all_gather of x_r in pairs [[0, 1], [2, 3]], L_r = sum_k c_k g_k^2,
//   c = [1, 10]: member i of a pair gets 2 (pair members) c_i 2 x_r:
//   4, 80, 12, 160.
// - rs: reduce_scatter (add) over all of (r + 1) [1, 2, 3, 4]; replica t
//   gets s_t = 10 (t + 1) and L_t = s_t^2, so dx_r,k = 2 s_k = 20 (k + 1).
// - cp: permute 0 -> 1 -> 2 -> 3 of x_r, L_t = (t + 1) p_t^2: x_s reaches
//   t = s + 1, dx_s = 2 (s + 2) x_s = 4, 12, 24; replica 3 sends to none: 0.
// RUN: xhlo-opt --hlo-autodiff %s | xhlo-run - --entry=ar --replicas=4 --print | FileCheck %s --check-prefix=AR4 --match-full-lines
// AR4:      replica 0:
// AR4-NEXT: f32[2] {8, 48}
// AR4-NEXT: replica 1:
// AR4-NEXT: f32[2] {16, 96}
// AR4-NEXT: replica 2:
// AR4-NEXT: f32[2] {24, 144}
// AR4-NEXT: replica 3:
// AR4-NEXT: f32[2] {32, 192}
// RUN: xhlo-opt --hlo-autodiff %s | xhlo-run - --entry=ar --replicas=2 --print | FileCheck %s --check-prefix=AR2 --match-full-lines
// AR2:      replica 0:
// AR2-NEXT: f32[2] {4, 24}
// AR2-NEXT: replica 1:
// AR2-NEXT: f32[2] {8, 48}
// RUN: xhlo-opt --hlo-autodiff %s | xhlo-run - --entry=ag --replicas=4 --print | FileCheck %s --check-prefix=AG --match-full-lines
// AG:      replica 0:
// AG-NEXT: f32[1] {4}
// AG-NEXT: replica 1:
// AG-NEXT: f32[1] {80}
// AG-NEXT: replica 2:
// AG-NEXT: f32[1] {12}
// AG-NEXT: replica 3:
// AG-NEXT: f32[1] {160}
// RUN: xhlo-opt --hlo-autodiff %s | xhlo-run - --entry=rs --replicas=4 --print | FileCheck %s --check-prefix=RS --match-full-lines
// RS-COUNT-4: f32[4] {20, 40, 60, 80}
// - a2a: all_to_all of x_r = (r + 1) [1, 2, 3, 4] (4x1, split 0, concat 1):
//   replica j gets y_j[k] = x_k[j] = (k + 1)(j + 1) and L_j = sum_k c_k
//   y_j[k]^2, c = [1, 10, 100, 1000]: dx_r[j] = 2 c_r (r + 1)(j + 1).
// RUN: xhlo-opt --hlo-autodiff %s | xhlo-run - --entry=a2a --replicas=4 --print | FileCheck %s --check-prefix=A2A --match-full-lines
// A2A:      replica 0:
// A2A-NEXT: f32[4,1] {{[{][{]}}2}, {4}, {6}, {8}}
// A2A-NEXT: replica 1:
// A2A-NEXT: f32[4,1] {{[{][{]}}40}, {80}, {120}, {160}}
// A2A-NEXT: replica 2:
// A2A-NEXT: f32[4,1] {{[{][{]}}600}, {1200}, {1800}, {2400}}
// A2A-NEXT: replica 3:
// A2A-NEXT: f32[4,1] {{[{][{]}}8000}, {16000}, {24000}, {32000}}
// RUN: xhlo-opt --hlo-autodiff %s | xhlo-run - --entry=cp --replicas=4 --print | FileCheck %s --check-prefix=CP --match-full-lines
// CP:      replica 0:
// CP-NEXT: f32[1] {4}
// CP-NEXT: replica 1:
// CP-NEXT: f32[1] {12}
// CP-NEXT: replica 2:
// CP-NEXT: f32[1] {24}
// CP-NEXT: replica 3:
// CP-NEXT: f32[1] {0}

func.func private @id() -> tensor<f32> {
  %id = hlo.replica_id : tensor<ui32>
  %f = hlo.convert %id : (tensor<ui32>) -> tensor<f32>
  %one = hlo.constant dense<1.0> : tensor<f32>
  %r = hlo.add %f, %one : tensor<f32>
  return %r : tensor<f32>
}

func.func private @sum(%x: tensor<2xf32>) -> tensor<f32> {
  %z = hlo.constant dense<0.0> : tensor<f32>
  %l = hlo.reduce(%x init: %z) dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = hlo.add %a, %b : tensor<f32>
    hlo.return %t : tensor<f32>
  }
  return %l : tensor<f32>
}

func.func @ar_f(%x: tensor<2xf32>) -> tensor<f32> {
  %sq = hlo.multiply %x, %x : tensor<2xf32>
  %s = hlo.all_reduce(%sq) replica_groups = [] : tensor<2xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %r = hlo.add %a, %b : tensor<f32>
    hlo.return %r : tensor<f32>
  }
  %w = hlo.constant dense<[1.0, 3.0]> : tensor<2xf32>
  %ws = hlo.multiply %s, %w : tensor<2xf32>
  %l = hlo.call @sum(%ws) : (tensor<2xf32>) -> tensor<f32>
  return %l : tensor<f32>
}
func.func private @ar_g(%x: tensor<2xf32>) -> (tensor<f32>, tensor<2xf32>) attributes {xhlo.gradient_of = @ar_f}
func.func @ar() -> tensor<2xf32> {
  %v = hlo.call @id() : () -> tensor<f32>
  %b = hlo.broadcast %v, dimensions = [] : (tensor<f32>) -> tensor<2xf32>
  %k = hlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %x = hlo.multiply %b, %k : tensor<2xf32>
  %l, %dx = hlo.call @ar_g(%x) : (tensor<2xf32>) -> (tensor<f32>, tensor<2xf32>)
  return %dx : tensor<2xf32>
}

func.func @ag_f(%x: tensor<1xf32>) -> tensor<f32> {
  %g = hlo.all_gather(%x) all_gather_dimension = 0, replica_groups = [[0, 1], [2, 3]] : (tensor<1xf32>) -> tensor<2xf32>
  %sq = hlo.multiply %g, %g : tensor<2xf32>
  %c = hlo.constant dense<[1.0, 10.0]> : tensor<2xf32>
  %cs = hlo.multiply %sq, %c : tensor<2xf32>
  %l = hlo.call @sum(%cs) : (tensor<2xf32>) -> tensor<f32>
  return %l : tensor<f32>
}
func.func private @ag_g(%x: tensor<1xf32>) -> (tensor<f32>, tensor<1xf32>) attributes {xhlo.gradient_of = @ag_f}
func.func @ag() -> tensor<1xf32> {
  %v = hlo.call @id() : () -> tensor<f32>
  %x = hlo.reshape %v : (tensor<f32>) -> tensor<1xf32>
  %l, %dx = hlo.call @ag_g(%x) : (tensor<1xf32>) -> (tensor<f32>, tensor<1xf32>)
  return %dx : tensor<1xf32>
}

func.func @rs_f(%x: tensor<4xf32>) -> tensor<f32> {
  %s = hlo.reduce_scatter(%x) scatter_dimension = 0, replica_groups = [] : (tensor<4xf32>) -> tensor<1xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %r = hlo.add %a, %b : tensor<f32>
    hlo.return %r : tensor<f32>
  }
  %sq = hlo.multiply %s, %s : tensor<1xf32>
  %l = hlo.reshape %sq : (tensor<1xf32>) -> tensor<f32>
  return %l : tensor<f32>
}
func.func private @rs_g(%x: tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>) attributes {xhlo.gradient_of = @rs_f}
func.func @rs() -> tensor<4xf32> {
  %v = hlo.call @id() : () -> tensor<f32>
  %b = hlo.broadcast %v, dimensions = [] : (tensor<f32>) -> tensor<4xf32>
  %k = hlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %x = hlo.multiply %b, %k : tensor<4xf32>
  %l, %dx = hlo.call @rs_g(%x) : (tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>)
  return %dx : tensor<4xf32>
}

func.func @cp_f(%x: tensor<1xf32>) -> tensor<f32> {
  %p = hlo.collective_permute %x, source_target_pairs = [[0, 1], [1, 2], [2, 3]] : tensor<1xf32>
  %sq = hlo.multiply %p, %p : tensor<1xf32>
  %t = hlo.call @id() : () -> tensor<f32>
  %tb = hlo.reshape %t : (tensor<f32>) -> tensor<1xf32>
  %w = hlo.multiply %sq, %tb : tensor<1xf32>
  %l = hlo.reshape %w : (tensor<1xf32>) -> tensor<f32>
  return %l : tensor<f32>
}
func.func private @cp_g(%x: tensor<1xf32>) -> (tensor<f32>, tensor<1xf32>) attributes {xhlo.gradient_of = @cp_f}
func.func @cp() -> tensor<1xf32> {
  %v = hlo.call @id() : () -> tensor<f32>
  %x = hlo.reshape %v : (tensor<f32>) -> tensor<1xf32>
  %l, %dx = hlo.call @cp_g(%x) : (tensor<1xf32>) -> (tensor<f32>, tensor<1xf32>)
  return %dx : tensor<1xf32>
}

func.func @a2a_f(%x: tensor<4x1xf32>) -> tensor<f32> {
  %y = hlo.all_to_all(%x) split_dimension = 0, concat_dimension = 1, split_count = 4, replica_groups = [] : (tensor<4x1xf32>) -> tensor<1x4xf32>
  %sq = hlo.multiply %y, %y : tensor<1x4xf32>
  %c = hlo.constant dense<[[1.0, 10.0, 100.0, 1000.0]]> : tensor<1x4xf32>
  %cs = hlo.multiply %sq, %c : tensor<1x4xf32>
  %z = hlo.constant dense<0.0> : tensor<f32>
  %l = hlo.reduce(%cs init: %z) dimensions = [0, 1] : (tensor<1x4xf32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = hlo.add %a, %b : tensor<f32>
    hlo.return %t : tensor<f32>
  }
  return %l : tensor<f32>
}
func.func private @a2a_g(%x: tensor<4x1xf32>) -> (tensor<f32>, tensor<4x1xf32>) attributes {xhlo.gradient_of = @a2a_f}
func.func @a2a() -> tensor<4x1xf32> {
  %v = hlo.call @id() : () -> tensor<f32>
  %b = hlo.broadcast %v, dimensions = [] : (tensor<f32>) -> tensor<4x1xf32>
  %k = hlo.constant dense<[[1.0], [2.0], [3.0], [4.0]]> : tensor<4x1xf32>
  %x = hlo.multiply %b, %k : tensor<4x1xf32>
  %l, %dx = hlo.call @a2a_g(%x) : (tensor<4x1xf32>) -> (tensor<f32>, tensor<4x1xf32>)
  return %dx : tensor<4x1xf32>
}
