// Edge padding (positive and negative, no interior padding), which the pad
// kernel copies a row at a time, against numpy: np.pad for the positive
// edges, slicing for the negative ones.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np; x = np.arange(2*3*5*7, dtype=np.float32).reshape(2,3,5,7) - 50; np.save('%t/x.npy', x); np.save('%t/a.npy', np.pad(x, ((0,0),(1,0),(2,1),(3,2)), constant_values=-1)); np.save('%t/b.npy', np.pad(x[:, 1:, :, 2:6], ((1,1),(0,0),(0,1),(0,0)), constant_values=-1)); np.save('%t/c.npy', x[:, :, 1:4, 3:4])"
// RUN: xhlo-run %s --arg=%t/x.npy --expect=%t/a.npy --expect=%t/b.npy --expect=%t/c.npy --rtol=0 --atol=0

func.func @main(%x: tensor<2x3x5x7xf32>) -> (tensor<2x4x8x12xf32>, tensor<4x2x6x4xf32>, tensor<2x3x3x1xf32>) {
  %m = hlo.constant dense<-1.0> : tensor<f32>
  %a = hlo.pad %x, %m, low = [0, 1, 2, 3], high = [0, 0, 1, 2] : (tensor<2x3x5x7xf32>, tensor<f32>) -> tensor<2x4x8x12xf32>
  %b = hlo.pad %x, %m, low = [1, -1, 0, -2], high = [1, 0, 1, -1] : (tensor<2x3x5x7xf32>, tensor<f32>) -> tensor<4x2x6x4xf32>
  %c = hlo.pad %x, %m, low = [0, 0, -1, -3], high = [0, 0, -1, -3] : (tensor<2x3x5x7xf32>, tensor<f32>) -> tensor<2x3x3x1xf32>
  return %a, %b, %c : tensor<2x4x8x12xf32>, tensor<4x2x6x4xf32>, tensor<2x3x3x1xf32>
}
