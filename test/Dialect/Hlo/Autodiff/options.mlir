// RUN: xhlo-opt --hlo-autodiff="of=f wrt=1" %s | FileCheck %s
// RUN: xhlo-opt --hlo-autodiff="of=f" %s | FileCheck %s --check-prefix=ALL
// RUN: not xhlo-opt --hlo-autodiff="of=missing" %s 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not xhlo-opt --hlo-autodiff="wrt=0" %s 2>&1 | FileCheck %s --check-prefix=NO-OF
// RUN: not xhlo-opt --hlo-autodiff="of=f wrt=3" %s 2>&1 | FileCheck %s --check-prefix=RANGE
// RUN: xhlo-opt --hlo-autodiff="of=f" %s | not xhlo-opt --hlo-autodiff="of=f" 2>&1 | FileCheck %s --check-prefix=TAKEN

// `of=NAME` adds the request @NAME_grad itself, for programs one cannot
// edit (imported HLO): with `wrt`, or every float argument.

// CHECK-LABEL: func.func private @f_grad
// CHECK-SAME: (%[[X:.*]]: tensor<f32>, %[[Y:.*]]: tensor<f32>, %{{.*}}: tensor<i32>) -> (tensor<f32>, tensor<f32>)
// CHECK-SAME: xhlo.gradient_of_generated = @f
// CHECK: %[[M:.*]] = hlo.multiply %[[X]], %[[Y]]
// CHECK: return %[[M]], %[[X]]

// ALL-LABEL: func.func private @f_grad
// ALL-SAME: -> (tensor<f32>, tensor<f32>, tensor<f32>)
// ALL: return %{{.*}}, %[[Y:.*]], %[[X:.*]] :

// MISSING: error: hlo-autodiff: no function @missing in the module
// NO-OF: error: hlo-autodiff: 'wrt' needs 'of'
// RANGE: error: hlo-autodiff: wrt index 3 is out of range: @f has 3 arguments
// TAKEN: error: hlo-autodiff: cannot add the request @f_grad: the name is taken

func.func @f(%x: tensor<f32>, %y: tensor<f32>, %i: tensor<i32>) -> tensor<f32> {
  %m = hlo.multiply %x, %y : tensor<f32>
  return %m : tensor<f32>
}
