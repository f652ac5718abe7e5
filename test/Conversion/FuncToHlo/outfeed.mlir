// A call to an outfeed declaration (body-less, no results, marked
// xhlo.outfeed) becomes hlo.outfeed of its operands on a fresh token, with
// the declaration's name as outfeed_config; inside scf.for and scf.if too
// (xhlo-linalg-to-hlo). Declarations that cannot be outfeeds are refused.
// RUN: xhlo-opt --convert-func-to-hlo --split-input-file %s | FileCheck %s --implicit-check-not=func.call
// RUN: xhlo-opt --xhlo-linalg-to-hlo %S/Inputs/outfeed-loop.mlir -o %t.mlir
// RUN: FileCheck %s --check-prefix=LOOP < %t.mlir
// The loop runs (x = 0.5: the running sum is x (i + 2) at step i), and its
// HLO text has XLA's outfeed (data tuple, token, outfeed_shape, config),
// which reads back and runs the same.
// RUN: xhlo-run %t.mlir --arg=value:0.5 --outfeed --print | FileCheck %s --check-prefix=OUT --match-full-lines
// RUN: xhlo-translate --mlir-to-hlo-text %t.mlir -o %t.txt
// RUN: FileCheck %s --check-prefix=TEXT < %t.txt
// RUN: xhlo-run %t.txt --arg=value:0.5 --outfeed --print | FileCheck %s --check-prefix=OUT --match-full-lines
// RUN: xhlo-opt --convert-func-to-hlo --split-input-file --verify-diagnostics %S/Inputs/outfeed-invalid.mlir

// LOOP: func.func private @progress(tensor<i32>, tensor<f32>) attributes {xhlo.outfeed}
// LOOP: hlo.while
// LOOP: hlo.conditional
// LOOP: %[[STEP:.*]] = hlo.convert %{{.*}} : (tensor<i64>) -> tensor<i32>
// LOOP-NEXT: %[[T:.*]] = hlo.after_all()
// LOOP-NEXT: hlo.outfeed(%[[STEP]], %{{.*}}), %[[T]] {outfeed_config = "progress"} : tensor<i32>, tensor<f32>
// LOOP-NOT: func.call

// OUT:      progress: (s32[] 0, f32[] 1)
// OUT-NEXT: progress: (s32[] 10, f32[] 6)
// OUT-NEXT: progress: (s32[] 20, f32[] 11)
// OUT-NEXT: f32[] 15.5

// TEXT: after-all.[[A:[0-9]+]] = token[] after-all()
// TEXT-NEXT: tuple.[[D:[0-9]+]] = (s32[], f32[]) tuple(
// TEXT-NEXT: outfeed.{{[0-9]+}} = token[] outfeed(tuple.[[D]], after-all.[[A]]), outfeed_shape=(s32[], f32[]), outfeed_config="progress"
// TEXT: conditional
// TEXT: while

// CHECK: func.func private @report(tensor<i32>, tensor<2xf32>) attributes {xhlo.outfeed}
func.func private @report(i32, tensor<2xf32>) attributes {xhlo.outfeed}

// CHECK-LABEL: func.func @caller
// CHECK-SAME: (%[[I:.*]]: tensor<i32>, %[[X:.*]]: tensor<2xf32>) -> tensor<2xf32>
func.func @caller(%i: i32, %x: tensor<2xf32>) -> tensor<2xf32> {
  // CHECK: %[[T:.*]] = hlo.after_all()
  // CHECK-NEXT: %{{.*}} = hlo.outfeed(%[[I]], %[[X]]), %[[T]] {outfeed_config = "report"} : tensor<i32>, tensor<2xf32>
  func.call @report(%i, %x) : (i32, tensor<2xf32>) -> ()
  // CHECK-NEXT: %[[T2:.*]] = hlo.after_all()
  // CHECK-NEXT: %{{.*}} = hlo.outfeed(%[[X]]), %[[T2]] {outfeed_config = "seen"} : tensor<2xf32>
  func.call @seen(%x) : (tensor<2xf32>) -> ()
  // CHECK-NEXT: return %[[X]]
  return %x : tensor<2xf32>
}

func.func private @seen(tensor<2xf32>) attributes {xhlo.outfeed}
