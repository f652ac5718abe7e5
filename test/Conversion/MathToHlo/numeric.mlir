// The math expansions, run: converted to hlo and executed by xhlo-run
// against numpy (and Python's math module) on the inputs where they are
// easy to get wrong: negative bases and exponents, ties, zeros, NaN.
// RUN: rm -rf %t && split-file %s %t
// RUN: %python %t/gen.py %t
// RUN: xhlo-opt --convert-math-to-hlo --convert-arith-to-hlo %t/prog.mlir -o %t/hlo.mlir
// RUN: xhlo-run %t/hlo.mlir --entry=transcendental --arg=%t/x.npy --expect=%t/exp2.npy --expect=%t/log2.npy --expect=%t/log10.npy --expect=%t/atan.npy --expect=%t/erf.npy --rtol=2e-6 --atol=1e-7
// RUN: xhlo-run %t/hlo.mlir --entry=fpowi --arg=%t/base.npy --arg=%t/n.npy --expect=%t/fpowi.npy --rtol=1e-6 --atol=0
// RUN: xhlo-run %t/hlo.mlir --entry=ipowi --arg=%t/ib.npy --arg=%t/ie.npy --expect=%t/ipowi.npy --rtol=0 --atol=0
// RUN: xhlo-run %t/hlo.mlir --entry=rounding --arg=%t/r.npy --expect=%t/trunc.npy --expect=%t/round.npy --expect=%t/roundeven.npy --rtol=0 --atol=0
// RUN: xhlo-run %t/hlo.mlir --entry=copysign --arg=%t/mag.npy --arg=%t/sgn.npy --expect=%t/copysign.npy --expect=%t/signbit.npy --rtol=0 --atol=0
// RUN: xhlo-run %t/hlo.mlir --entry=bits --arg=%t/k.npy --expect=%t/cttz.npy --expect=%t/ctlz.npy --expect=%t/ctpop.npy --rtol=0 --atol=0
// RUN: xhlo-run %t/hlo.mlir --entry=fma --arg=%t/fa.npy --arg=%t/fb.npy --arg=%t/fc.npy --expect=%t/fma.npy --rtol=0 --atol=0
// RUN: xhlo-run %t/hlo.mlir --entry=scalar_exp2 --arg=%t/three.npy --expect=%t/eight.npy --rtol=0 --atol=0

//--- prog.mlir
func.func @transcendental(%x: tensor<6xf32>) -> (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>) {
  %0 = math.exp2 %x : tensor<6xf32>
  %1 = math.log2 %x : tensor<6xf32>
  %2 = math.log10 %x : tensor<6xf32>
  %3 = math.atan %x : tensor<6xf32>
  %4 = math.erf %x : tensor<6xf32>
  return %0, %1, %2, %3, %4 : tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>
}

func.func @fpowi(%b: tensor<8xf32>, %n: tensor<8xi32>) -> tensor<8xf32> {
  %0 = math.fpowi %b, %n : tensor<8xf32>, tensor<8xi32>
  return %0 : tensor<8xf32>
}

func.func @ipowi(%b: tensor<10xi32>, %e: tensor<10xi32>) -> tensor<10xi32> {
  %0 = math.ipowi %b, %e : tensor<10xi32>
  return %0 : tensor<10xi32>
}

func.func @rounding(%r: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
  %0 = math.trunc %r : tensor<8xf32>
  %1 = math.round %r : tensor<8xf32>
  %2 = math.roundeven %r : tensor<8xf32>
  return %0, %1, %2 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}

// The sign bit of the result is checked through the bits (-0.0 == 0.0), with
// arith ops that convert-arith-to-hlo converts.
func.func @copysign(%m: tensor<5xf64>, %s: tensor<5xf64>) -> (tensor<5xf64>, tensor<5xi1>) {
  %0 = math.copysign %m, %s : tensor<5xf64>
  %bits = arith.bitcast %0 : tensor<5xf64> to tensor<5xi64>
  %zero = arith.constant dense<0> : tensor<5xi64>
  %1 = arith.cmpi slt, %bits, %zero : tensor<5xi64>
  return %0, %1 : tensor<5xf64>, tensor<5xi1>
}

func.func @bits(%k: tensor<6xi32>) -> (tensor<6xi32>, tensor<6xi32>, tensor<6xi32>) {
  %0 = math.cttz %k : tensor<6xi32>
  %1 = math.ctlz %k : tensor<6xi32>
  %2 = math.ctpop %k : tensor<6xi32>
  return %0, %1, %2 : tensor<6xi32>, tensor<6xi32>, tensor<6xi32>
}

func.func @fma(%a: tensor<2xf32>, %b: tensor<2xf32>, %c: tensor<2xf32>) -> tensor<2xf32> {
  %0 = math.fma %a, %b, %c : tensor<2xf32>
  return %0 : tensor<2xf32>
}

func.func @scalar_exp2(%x: f64) -> f64 {
  %0 = math.exp2 %x : f64
  return %0 : f64
}

//--- gen.py
import math
import sys
import numpy as np

out = sys.argv[1]
def save(name, array):
    np.save(f"{out}/{name}.npy", array)

x = np.array([0.5, 1.0, 3.0, 8.0, 10.0, 0.125], np.float32)
save("x", x)
X = x.astype(np.float64)
save("exp2", np.exp2(X).astype(np.float32))
save("log2", np.log2(X).astype(np.float32))
save("log10", np.log10(X).astype(np.float32))
save("atan", np.arctan(X).astype(np.float32))
save("erf", np.array([math.erf(v) for v in X], np.float32))

# fpowi: negative bases with odd and even exponents, negative exponents,
# zero to a negative power (infinity), anything to the 0th.
base = np.array([2.0, -2.0, -2.0, 0.5, 0.0, -3.0, 1.5, -1.0], np.float32)
n = np.array([10, 3, 4, -2, -1, 0, -3, 1000001], np.int32)
save("base", base)
save("n", n)
with np.errstate(divide="ignore"):
    save("fpowi", np.power(base.astype(np.float64), n.astype(np.float64)).astype(np.float32))

# ipowi with Python integers (wrapped to 32 bits); negative exponents give
# 1 for 1, +-1 for -1 by parity, and 0 otherwise.
ib = np.array([3, -2, 2, 1, -1, -1, 2, 0, 7, -5], np.int32)
ie = np.array([4, 3, 31, -5, -3, -2, -1, 0, 0, -1], np.int32)
def ipow(b, e):
    if e < 0:
        return 1 if b == 1 else ((-1 if e % 2 else 1) if b == -1 else 0)
    r = b ** e & 0xFFFFFFFF
    return r - (1 << 32) if r >= 1 << 31 else r
save("ib", ib)
save("ie", ie)
save("ipowi", np.array([ipow(int(b), int(e)) for b, e in zip(ib, ie)], np.int32))

r = np.array([-2.5, 2.5, 0.5, -0.5, 2.7, -0.3, 1.5, -7.0], np.float32)
save("r", r)
save("trunc", np.trunc(r))
save("round", np.where(r >= 0, np.floor(r + 0.5), np.ceil(r - 0.5)).astype(np.float32))
save("roundeven", np.round(r))

mag = np.array([1.5, -2.0, 0.0, np.inf, 3.0], np.float64)
sgn = np.array([-0.0, 3.0, -1.0, -5.0, np.nan], np.float64)
save("mag", mag)
save("sgn", sgn)
save("copysign", np.copysign(mag, sgn))
save("signbit", np.signbit(np.copysign(mag, sgn)))

k = np.array([0, 1, 8, -2**31, 12, -1], np.int32)
save("k", k)
uk = k.view(np.uint32)
save("cttz", np.array([32 if v == 0 else (int(v) & -int(v)).bit_length() - 1 for v in uk], np.int32))
save("ctlz", np.array([32 - int(v).bit_length() for v in uk], np.int32))
save("ctpop", np.array([bin(int(v)).count("1") for v in uk], np.int32))

# fma rounds once: the second case is 2^-24 fused, 0 as a rounded multiply
# followed by an add.
e = 2.0 ** -12
fa = np.array([1.5, 1 + e], np.float32)
fb = np.array([-3.0, 1 + e], np.float32)
fc = np.array([0.25, -(1 + 2 * e)], np.float32)
save("fa", fa)
save("fb", fb)
save("fc", fc)
save("fma", np.array([-4.25, 2.0 ** -24], np.float32))

save("three", np.array(3.0))
save("eight", np.array(8.0))
