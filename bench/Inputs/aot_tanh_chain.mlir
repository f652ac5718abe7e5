// tanh(x * 2 + 1) on 16M f32 (InterpreterBench's BM_TanhChainF32), for
// AotBench: compiled ahead of time at build time and run by the interpreter.
func.func @main(%x: tensor<16777216xf32>) -> tensor<16777216xf32> {
  %two = hlo.constant dense<2.0> : tensor<16777216xf32>
  %one = hlo.constant dense<1.0> : tensor<16777216xf32>
  %m = hlo.multiply %x, %two : tensor<16777216xf32>
  %a = hlo.add %m, %one : tensor<16777216xf32>
  %t = hlo.tanh %a : tensor<16777216xf32>
  return %t : tensor<16777216xf32>
}
