// convert-hlo-to-scf: hlo ops with regions other than while and conditional
// have no host form for the host ops they hold.
// RUN: xhlo-opt --convert-hlo-to-scf --verify-diagnostics %s

func.func @reducer_with_host_op(%x: tensor<4xf32>) -> tensor<f32> {
  %z = hlo.constant dense<0.0> : tensor<f32>
  // expected-error @+1 {{'hlo.reduce' holds 'tensor.extract', which only the host can run, and has no host form to hold it}}
  %r = hlo.reduce(%x init: %z) dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %v = tensor.extract %a[] : tensor<f32>
    %s = tensor.splat %v : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  return %r : tensor<f32>
}
