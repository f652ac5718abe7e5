// A gradient request in a linalg program whose loss goes through a
// cross-replica sum (xhlo.all_reduce = "sum", which --xhlo-linalg-to-hlo makes
// an hlo.all_reduce): L_r = sum_r' x_r'^2 with x_r = r + 1, so replica r's
// gradient (of the sum of the N replicas' losses) is N 2 x_r: 8 (r + 1) on 4
// replicas, 4 (r + 1) on 2.
// RUN: xhlo-opt --xhlo-linalg-to-hlo %s | xhlo-run - --entry=main --replicas=4 --print | FileCheck %s --check-prefix=R4 --match-full-lines
// R4:      replica 0:
// R4-NEXT: f32[] 8
// R4-NEXT: replica 1:
// R4-NEXT: f32[] 16
// R4-NEXT: replica 2:
// R4-NEXT: f32[] 24
// R4-NEXT: replica 3:
// R4-NEXT: f32[] 32
// RUN: xhlo-opt --xhlo-linalg-to-hlo %s | xhlo-run - --entry=main --replicas=2 --print | FileCheck %s --check-prefix=R2 --match-full-lines
// R2:      replica 0:
// R2-NEXT: f32[] 4
// R2-NEXT: replica 1:
// R2-NEXT: f32[] 8

func.func private @all_sum(f32) -> f32 attributes {xhlo.all_reduce = "sum"}
func.func private @replica() -> i32 attributes {xhlo.replica_id}
func.func @loss(%x: f32) -> f32 {
  %sq = arith.mulf %x, %x : f32
  %s = func.call @all_sum(%sq) : (f32) -> f32
  return %s : f32
}
func.func private @loss_grad(f32) -> (f32, f32) attributes {xhlo.gradient_of = @loss}
func.func @main() -> f32 {
  %r = func.call @replica() : () -> i32
  %f = arith.sitofp %r : i32 to f32
  %one = arith.constant 1.0 : f32
  %x = arith.addf %f, %one : f32
  %l, %g = func.call @loss_grad(%x) : (f32) -> (f32, f32)
  return %g : f32
}
