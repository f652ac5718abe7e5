// convert-linalg-to-hlo run: each program converted (canonicalize drops the
// dead tensor.empty inits) and executed by xhlo-run against numpy.
// RUN: rm -rf %t && split-file %s %t
// RUN: %python %t/gen.py %t
// RUN: xhlo-opt --convert-linalg-to-hlo --canonicalize %t/prog.mlir -o %t/hlo.mlir
// RUN: xhlo-run %t/hlo.mlir --entry=matmul_accumulate --arg=%t/a.npy --arg=%t/b.npy --arg=%t/c.npy --expect=%t/matmul.npy --rtol=1e-5 --atol=1e-5
// RUN: xhlo-run %t/hlo.mlir --entry=quantized_matmul --arg=%t/qa.npy --arg=%t/qb.npy --arg=%t/za.npy --arg=%t/zb.npy --arg=%t/qc.npy --expect=%t/qmatmul.npy --rtol=0 --atol=0
// RUN: xhlo-run %t/hlo.mlir --entry=mmt4d --arg=%t/ma.npy --arg=%t/mb.npy --expect=%t/mmt4d.npy --rtol=1e-5 --atol=1e-5
// RUN: xhlo-run %t/hlo.mlir --entry=conv_nhwc --arg=%t/x.npy --arg=%t/w.npy --arg=%t/o.npy --expect=%t/conv_nhwc.npy --rtol=1e-5 --atol=1e-5
// RUN: xhlo-run %t/hlo.mlir --entry=conv_nchw --arg=%t/xc.npy --arg=%t/wc.npy --expect=%t/conv_nchw.npy --rtol=1e-5 --atol=1e-5
// RUN: xhlo-run %t/hlo.mlir --entry=conv_grouped --arg=%t/xg.npy --arg=%t/wg.npy --expect=%t/conv_grouped.npy --rtol=1e-5 --atol=1e-5
// RUN: xhlo-run %t/hlo.mlir --entry=depthwise --arg=%t/x.npy --arg=%t/dw.npy --expect=%t/depthwise.npy --rtol=1e-5 --atol=1e-5
// RUN: xhlo-run %t/hlo.mlir --entry=max_pool --arg=%t/x.npy --expect=%t/max_pool.npy --rtol=0 --atol=0
// RUN: xhlo-run %t/hlo.mlir --entry=sum_pool_accumulate --arg=%t/xc.npy --arg=%t/sp.npy --expect=%t/sum_pool.npy --rtol=1e-5 --atol=1e-5
// RUN: xhlo-run %t/hlo.mlir --entry=reduction --arg=%t/r.npy --arg=%t/rb.npy --arg=%t/ro.npy --expect=%t/reduction.npy --rtol=1e-5 --atol=1e-5
// RUN: xhlo-run %t/hlo.mlir --entry=argmax --arg=%t/am.npy --expect=%t/argmax_v.npy --expect=%t/argmax_i.npy --rtol=0 --atol=0
// RUN: xhlo-run %t/hlo.mlir --entry=transpose_broadcast --arg=%t/a.npy --arg=%t/tb.npy --arg=%t/s.npy --expect=%t/transpose_broadcast.npy --rtol=2e-6 --atol=1e-6
// RUN: xhlo-run %t/hlo.mlir --entry=index_dependent --arg=%t/a.npy --expect=%t/index_dependent.npy --rtol=1e-6 --atol=0
// RUN: xhlo-run %t/hlo.mlir --entry=softmax --arg=%t/sm.npy --expect=%t/softmax.npy --rtol=1e-5 --atol=1e-7

//--- prog.mlir
// linalg accumulates into a non-zero init: dot + add.
func.func @matmul_accumulate(%a: tensor<6x8xf32>, %b: tensor<8x5xf32>, %c: tensor<6x5xf32>) -> tensor<6x5xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<6x8xf32>, tensor<8x5xf32>) outs(%c : tensor<6x5xf32>) -> tensor<6x5xf32>
  return %0 : tensor<6x5xf32>
}

// Zero points subtracted in i32, with i8 factors.
func.func @quantized_matmul(%a: tensor<4x7xi8>, %b: tensor<7x3xi8>, %za: i32, %zb: i32, %c: tensor<4x3xi32>) -> tensor<4x3xi32> {
  %0 = linalg.quantized_matmul ins(%a, %b, %za, %zb : tensor<4x7xi8>, tensor<7x3xi8>, i32, i32) outs(%c : tensor<4x3xi32>) -> tensor<4x3xi32>
  return %0 : tensor<4x3xi32>
}

// Two contracting dimensions and a transposed result.
func.func @mmt4d(%a: tensor<2x3x4x2xf32>, %b: tensor<5x3x3x2xf32>) -> tensor<2x5x4x3xf32> {
  %e = tensor.empty() : tensor<2x5x4x3xf32>
  %0 = linalg.mmt4d ins(%a, %b : tensor<2x3x4x2xf32>, tensor<5x3x3x2xf32>) outs(%e : tensor<2x5x4x3xf32>) -> tensor<2x5x4x3xf32>
  return %0 : tensor<2x5x4x3xf32>
}

// Strides (2, 3), dilations (2, 1), an init to accumulate into.
func.func @conv_nhwc(%x: tensor<2x9x11x3xf32>, %w: tensor<3x2x3x4xf32>, %o: tensor<2x3x4x4xf32>) -> tensor<2x3x4x4xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[2, 1]> : tensor<2xi64>} ins(%x, %w : tensor<2x9x11x3xf32>, tensor<3x2x3x4xf32>) outs(%o : tensor<2x3x4x4xf32>) -> tensor<2x3x4x4xf32>
  return %0 : tensor<2x3x4x4xf32>
}

// Strides (1, 2), dilations (1, 2), an input larger than the windows reach.
func.func @conv_nchw(%x: tensor<2x3x8x10xf32>, %w: tensor<4x3x3x2xf32>) -> tensor<2x4x5x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x5x4xf32>
  %o = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4x5x4xf32>) -> tensor<2x4x5x4xf32>
  %0 = linalg.conv_2d_nchw_fchw {strides = dense<[1, 2]> : tensor<2xi64>, dilations = dense<[1, 2]> : tensor<2xi64>} ins(%x, %w : tensor<2x3x8x10xf32>, tensor<4x3x3x2xf32>) outs(%o : tensor<2x4x5x4xf32>) -> tensor<2x4x5x4xf32>
  return %0 : tensor<2x4x5x4xf32>
}

// Two groups, the filter's group dimension second (transposed first).
func.func @conv_grouped(%x: tensor<1x2x3x6x6xf32>, %w: tensor<4x2x3x2x2xf32>) -> tensor<1x2x4x5x5xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x2x4x5x5xf32>
  %o = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x4x5x5xf32>) -> tensor<1x2x4x5x5xf32>
  %0 = linalg.conv_2d_ngchw_fgchw {strides = dense<1> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x2x3x6x6xf32>, tensor<4x2x3x2x2xf32>) outs(%o : tensor<1x2x4x5x5xf32>) -> tensor<1x2x4x5x5xf32>
  return %0 : tensor<1x2x4x5x5xf32>
}

// A channel multiplier of 2, stride 2, dilation 2.
func.func @depthwise(%x: tensor<2x9x11x3xf32>, %w: tensor<2x3x3x2xf32>) -> tensor<2x4x4x3x2xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x4x3x2xf32>
  %o = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4x4x3x2xf32>) -> tensor<2x4x4x3x2xf32>
  %0 = linalg.depthwise_conv_2d_nhwc_hwcm {strides = dense<2> : tensor<2xi64>, dilations = dense<2> : tensor<2xi64>} ins(%x, %w : tensor<2x9x11x3xf32>, tensor<2x3x3x2xf32>) outs(%o : tensor<2x4x4x3x2xf32>) -> tensor<2x4x4x3x2xf32>
  return %0 : tensor<2x4x4x3x2xf32>
}

// The usual max pool: an init of -inf, 3x3 windows, stride 2.
func.func @max_pool(%x: tensor<2x9x11x3xf32>) -> tensor<2x4x5x3xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<2x4x5x3xf32>
  %o = linalg.fill ins(%ninf : f32) outs(%e : tensor<2x4x5x3xf32>) -> tensor<2x4x5x3xf32>
  %k = tensor.empty() : tensor<3x3xf32>
  %0 = linalg.pooling_nhwc_max {strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%x, %k : tensor<2x9x11x3xf32>, tensor<3x3xf32>) outs(%o : tensor<2x4x5x3xf32>) -> tensor<2x4x5x3xf32>
  return %0 : tensor<2x4x5x3xf32>
}

// A sum pool accumulating into its init, with dilations.
func.func @sum_pool_accumulate(%x: tensor<2x3x8x10xf32>, %o: tensor<2x3x6x4xf32>) -> tensor<2x3x6x4xf32> {
  %k = tensor.empty() : tensor<2x2xf32>
  %0 = linalg.pooling_nchw_sum {strides = dense<[1, 2]> : tensor<2xi64>, dilations = dense<[2, 3]> : tensor<2xi64>} ins(%x, %k : tensor<2x3x8x10xf32>, tensor<2x2xf32>) outs(%o : tensor<2x3x6x4xf32>) -> tensor<2x3x6x4xf32>
  return %0 : tensor<2x3x6x4xf32>
}

// out[k, i] += sum_j (r[i, j, k] - b[j])^2.
func.func @reduction(%r: tensor<3x4x5xf32>, %b: tensor<4xf32>, %o: tensor<5x3xf32>) -> tensor<5x3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (j)>, affine_map<(i, j, k) -> (k, i)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%r, %b : tensor<3x4x5xf32>, tensor<4xf32>) outs(%o : tensor<5x3xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %d = arith.subf %x, %y : f32
    %sq = arith.mulf %d, %d : f32
    %s = arith.addf %acc, %sq : f32
    linalg.yield %s : f32
  } -> tensor<5x3xf32>
  return %0 : tensor<5x3xf32>
}

// The first index of the maximum along the rows, and the maximum.
func.func @argmax(%a: tensor<5x7xf32>) -> (tensor<5xf32>, tensor<5xi32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %c0 = arith.constant 0 : i32
  %e = tensor.empty() : tensor<5xf32>
  %ei = tensor.empty() : tensor<5xi32>
  %fv = linalg.fill ins(%ninf : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %fi = linalg.fill ins(%c0 : i32) outs(%ei : tensor<5xi32>) -> tensor<5xi32>
  %0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<5x7xf32>) outs(%fv, %fi : tensor<5xf32>, tensor<5xi32>) {
  ^bb0(%x: f32, %v: f32, %i: i32):
    %idx = linalg.index 1 : index
    %ii = arith.index_cast %idx : index to i32
    %gt = arith.cmpf ogt, %x, %v : f32
    %nv = arith.select %gt, %x, %v : f32
    %ni = arith.select %gt, %ii, %i : i32
    linalg.yield %nv, %ni : f32, i32
  } -> (tensor<5xf32>, tensor<5xi32>)
  return %0#0, %0#1 : tensor<5xf32>, tensor<5xi32>
}

// out[j, i] = tanh(a[i, j] * b[j]) + s: a transposed, b broadcast, s from
// above.
func.func @transpose_broadcast(%a: tensor<6x8xf32>, %b: tensor<8xf32>, %s: f32) -> tensor<8x6xf32> {
  %e = tensor.empty() : tensor<8x6xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(j, i) -> (i, j)>, affine_map<(j, i) -> (j)>, affine_map<(j, i) -> (j, i)>], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<6x8xf32>, tensor<8xf32>) outs(%e : tensor<8x6xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.mulf %x, %y : f32
    %t = math.tanh %m : f32
    %r = arith.addf %t, %s : f32
    linalg.yield %r : f32
  } -> tensor<8x6xf32>
  return %0 : tensor<8x6xf32>
}

// out[i, j] = a[i, j] * (8 * i + j) where i > j, else a[i, j] - j.
func.func @index_dependent(%a: tensor<6x8xf32>) -> tensor<6x8xf32> {
  %e = tensor.empty() : tensor<6x8xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<6x8xf32>) outs(%e : tensor<6x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c8 = arith.constant 8 : index
    %i8 = arith.muli %i, %c8 : index
    %k = arith.addi %i8, %j : index
    %ki = arith.index_cast %k : index to i32
    %kf = arith.sitofp %ki : i32 to f32
    %ji = arith.index_cast %j : index to i64
    %jf = arith.sitofp %ji : i64 to f32
    %gt = arith.cmpi sgt, %i, %j : index
    %p = arith.mulf %x, %kf : f32
    %q = arith.subf %x, %jf : f32
    %r = arith.select %gt, %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<6x8xf32>
  return %0 : tensor<6x8xf32>
}

func.func @softmax(%a: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %e = tensor.empty() : tensor<4x6xf32>
  %0 = linalg.softmax dimension(1) ins(%a : tensor<4x6xf32>) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

//--- gen.py
import sys
import numpy as np

out = sys.argv[1]
rng = np.random.default_rng(0)
def save(name, array):
    np.save(f"{out}/{name}.npy", array)
def uniform(*shape):
    return rng.uniform(-2, 2, shape).astype(np.float32)

a, b, c = uniform(6, 8), uniform(8, 5), uniform(6, 5)
save("a", a); save("b", b); save("c", c)
save("matmul", c + a @ b)

qa = rng.integers(-128, 128, (4, 7)).astype(np.int8)
qb = rng.integers(-128, 128, (7, 3)).astype(np.int8)
za, zb = np.array(3, np.int32), np.array(-5, np.int32)
qc = rng.integers(-1000, 1000, (4, 3)).astype(np.int32)
save("qa", qa); save("qb", qb); save("za", za); save("zb", zb); save("qc", qc)
save("qmatmul", (qc + (qa.astype(np.int32) - za) @ (qb.astype(np.int32) - zb)).astype(np.int32))

ma, mb = uniform(2, 3, 4, 2), uniform(5, 3, 3, 2)
save("ma", ma); save("mb", mb)
save("mmt4d", np.einsum("mkab,nkcb->mnac", ma, mb))

def conv_nhwc(x, w, strides, dilations, out_hw):
    # out[n, oh, ow, f] = sum x[n, oh*s + kh*d, ow*s + kw*d, c] * w[kh, kw, c, f]
    n, (oh, ow), f = x.shape[0], out_hw, w.shape[3]
    result = np.zeros((n, oh, ow, f), np.float64)
    for kh in range(w.shape[0]):
        for kw in range(w.shape[1]):
            h0, w0 = kh * dilations[0], kw * dilations[1]
            window = x[:, h0:h0 + (oh - 1) * strides[0] + 1:strides[0],
                       w0:w0 + (ow - 1) * strides[1] + 1:strides[1], :]
            result += np.einsum("nhwc,cf->nhwf", window, w[kh, kw])
    return result

x, w, o = uniform(2, 9, 11, 3), uniform(3, 2, 3, 4), uniform(2, 3, 4, 4)
save("x", x); save("w", w); save("o", o)
save("conv_nhwc", (o + conv_nhwc(x, w, (2, 3), (2, 1), (3, 4))).astype(np.float32))

xc, wc = uniform(2, 3, 8, 10), uniform(4, 3, 3, 2)
save("xc", xc); save("wc", wc)
nchw = conv_nhwc(xc.transpose(0, 2, 3, 1), wc.transpose(2, 3, 1, 0), (1, 2), (1, 2), (5, 4))
save("conv_nchw", nchw.transpose(0, 3, 1, 2).astype(np.float32))

xg, wg = uniform(1, 2, 3, 6, 6), uniform(4, 2, 3, 2, 2)
save("xg", xg); save("wg", wg)
grouped = np.stack([conv_nhwc(xg[:, g].transpose(0, 2, 3, 1), wg[:, g].transpose(2, 3, 1, 0), (1, 1), (1, 1), (5, 5)).transpose(0, 3, 1, 2) for g in range(2)], axis=1)
save("conv_grouped", grouped.astype(np.float32))

dw = uniform(2, 3, 3, 2)
save("dw", dw)
depthwise = np.zeros((2, 4, 4, 3, 2))
for kh in range(2):
    for kw in range(3):
        window = x[:, kh * 2:kh * 2 + 7:2, kw * 2:kw * 2 + 7:2, :]
        depthwise += window[..., None] * dw[kh, kw]
save("depthwise", depthwise.astype(np.float32))

pool = np.full((2, 4, 5, 3), -np.inf, np.float32)
for kh in range(3):
    for kw in range(3):
        pool = np.maximum(pool, x[:, kh:kh + 7:2, kw:kw + 9:2, :])
save("max_pool", pool)

sp = uniform(2, 3, 6, 4)
save("sp", sp)
sums = sp.astype(np.float64)
for kh in range(2):
    for kw in range(2):
        sums = sums + xc[:, :, kh * 2:kh * 2 + 6, kw * 3:kw * 3 + 7:2]
save("sum_pool", sums.astype(np.float32))

r, rb, ro = uniform(3, 4, 5), uniform(4), uniform(5, 3)
save("r", r); save("rb", rb); save("ro", ro)
save("reduction", (ro + ((r - rb[None, :, None]) ** 2).sum(axis=1).T).astype(np.float32))

am = rng.integers(-3, 4, (5, 7)).astype(np.float32)  # ties: the first wins
save("am", am)
save("argmax_v", am.max(axis=1)); save("argmax_i", am.argmax(axis=1).astype(np.int32))

tb, s = uniform(8), np.array(0.25, np.float32)
save("tb", tb); save("s", s)
save("transpose_broadcast", (np.tanh(a.T * tb[:, None]) + s).astype(np.float32))

i, j = np.meshgrid(np.arange(6), np.arange(8), indexing="ij")
save("index_dependent", np.where(i > j, a * (8 * i + j), a - j).astype(np.float32))

sm = uniform(4, 6)
save("sm", sm)
shifted = np.exp(sm - sm.max(axis=1, keepdims=True))
save("softmax", (shifted / shifted.sum(axis=1, keepdims=True)).astype(np.float32))
