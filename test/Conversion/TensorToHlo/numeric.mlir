// tensor programs converted by the xhlo-linalg-to-hlo pipeline and run by
// xhlo-run against numpy: slices and inserts at run-time offsets (strided,
// rank-reducing), scalar extract/insert, pad, concat, reshapes,
// from_elements and generate.
// RUN: rm -rf %t && split-file %s %t
// RUN: %python %t/gen.py %t
// RUN: xhlo-opt --xhlo-linalg-to-hlo %t/prog.mlir -o %t/hlo.mlir
// RUN: xhlo-run %t/hlo.mlir --entry=slices --arg=%t/x.npy --arg=%t/i.npy --arg=%t/j.npy --expect=%t/slice_a.npy --expect=%t/slice_b.npy --expect=%t/slice_c.npy --expect=%t/elem.npy --rtol=0 --atol=0
// RUN: xhlo-run %t/hlo.mlir --entry=inserts --arg=%t/x.npy --arg=%t/u.npy --arg=%t/i.npy --arg=%t/j.npy --arg=%t/s.npy --expect=%t/ins_a.npy --expect=%t/ins_b.npy --expect=%t/ins_c.npy --expect=%t/ins_d.npy --rtol=0 --atol=0
// RUN: xhlo-run %t/hlo.mlir --entry=shapes --arg=%t/u.npy --arg=%t/s.npy --expect=%t/pad.npy --expect=%t/concat.npy --expect=%t/reshape.npy --expect=%t/from_elements.npy --rtol=0 --atol=0
// RUN: xhlo-run %t/hlo.mlir --entry=generate --arg=%t/s.npy --expect=%t/generate.npy --rtol=0 --atol=0

//--- prog.mlir
func.func @slices(%x: tensor<8x6xf32>, %i: index, %j: index) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<2x2xf32>, f32) {
  %a = tensor.extract_slice %x[%i, %j] [2, 3] [1, 1] : tensor<8x6xf32> to tensor<2x3xf32>
  %b = tensor.extract_slice %x[%i, 1] [1, 3] [1, 2] : tensor<8x6xf32> to tensor<3xf32>
  %c = tensor.extract_slice %x[%j, %i] [2, 2] [3, 2] : tensor<8x6xf32> to tensor<2x2xf32>
  %e = tensor.extract %x[%j, %i] : tensor<8x6xf32>
  return %a, %b, %c, %e : tensor<2x3xf32>, tensor<3xf32>, tensor<2x2xf32>, f32
}

func.func @inserts(%x: tensor<8x6xf32>, %u: tensor<2x3xf32>, %i: index, %j: index, %s: f32) -> (tensor<8x6xf32>, tensor<8x6xf32>, tensor<8x6xf32>, tensor<8x6xf32>) {
  %a = tensor.insert_slice %u into %x[%i, %j] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<8x6xf32>
  %b = tensor.insert_slice %u into %x[%i, 0] [2, 3] [3, 2] : tensor<2x3xf32> into tensor<8x6xf32>
  %r = tensor.extract_slice %u[1, 0] [1, 3] [1, 1] : tensor<2x3xf32> to tensor<3xf32>
  %c = tensor.insert_slice %r into %x[%j, 1] [1, 3] [1, 2] : tensor<3xf32> into tensor<8x6xf32>
  %d = tensor.insert %s into %x[%j, %i] : tensor<8x6xf32>
  return %a, %b, %c, %d : tensor<8x6xf32>, tensor<8x6xf32>, tensor<8x6xf32>, tensor<8x6xf32>
}

func.func @shapes(%u: tensor<2x3xf32>, %s: f32) -> (tensor<5x4xf32>, tensor<2x9xf32>, tensor<3x2xf32>, tensor<2x2xf32>) {
  %pad = tensor.pad %u low[1, 0] high[2, 1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %s : f32
  } : tensor<2x3xf32> to tensor<5x4xf32>
  %cat = tensor.concat dim(1) %u, %u, %u : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x9xf32>
  %flat = tensor.collapse_shape %u [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %r = tensor.expand_shape %flat [[0, 1]] output_shape [3, 2] : tensor<6xf32> into tensor<3x2xf32>
  %one = arith.constant 1.0 : f32
  %two = arith.addf %s, %one : f32
  %fe = tensor.from_elements %s, %one, %two, %s : tensor<2x2xf32>
  return %pad, %cat, %r, %fe : tensor<5x4xf32>, tensor<2x9xf32>, tensor<3x2xf32>, tensor<2x2xf32>
}

func.func @generate(%s: f32) -> tensor<3x4xf32> {
  %g = tensor.generate {
  ^bb0(%i: index, %j: index):
    %c10 = arith.constant 10 : index
    %k = arith.muli %i, %c10 : index
    %l = arith.addi %k, %j : index
    %n = arith.index_cast %l : index to i32
    %f = arith.sitofp %n : i32 to f32
    %h = arith.mulf %f, %s : f32
    tensor.yield %h : f32
  } : tensor<3x4xf32>
  return %g : tensor<3x4xf32>
}

//--- gen.py
import sys
import numpy as np

out = sys.argv[1]
def save(name, array):
    np.save(f"{out}/{name}.npy", array)

x = np.arange(48, dtype=np.float32).reshape(8, 6)
u = np.array([[-1, -2, -3], [-4, -5, -6]], np.float32)
i, j, s = 3, 2, np.float32(0.5)
save("x", x)
save("u", u)
save("i", np.int64(i))
save("j", np.int64(j))
save("s", s)

save("slice_a", x[i:i + 2, j:j + 3])
save("slice_b", x[i, 1:6:2])
save("slice_c", x[j:j + 4:3, i:i + 3:2])
save("elem", x[j, i])

a = x.copy(); a[i:i + 2, j:j + 3] = u; save("ins_a", a)
b = x.copy(); b[i:i + 4:3, 0:5:2] = u; save("ins_b", b)
c = x.copy(); c[j, 1:6:2] = u[1]; save("ins_c", c)
d = x.copy(); d[j, i] = s; save("ins_d", d)

save("pad", np.pad(u, ((1, 2), (0, 1)), constant_values=s))
save("concat", np.concatenate([u, u, u], axis=1))
save("reshape", u.reshape(3, 2))
save("from_elements", np.array([[s, 1], [s + 1, s]], np.float32))
ii, jj = np.meshgrid(np.arange(3), np.arange(4), indexing="ij")
save("generate", ((ii * 10 + jj).astype(np.float32) * s).astype(np.float32))
