// The integer expansions, run: converted to hlo and executed by xhlo-run
// against numpy on negative operands, values that are negative as signed
// and large as unsigned, and products that overflow.
// RUN: rm -rf %t && split-file %s %t
// RUN: %python %t/gen.py %t
// RUN: xhlo-opt --convert-arith-to-hlo %t/prog.mlir -o %t/hlo.mlir
// RUN: xhlo-run %t/hlo.mlir --entry=signed_division --arg=%t/a.npy --arg=%t/b.npy --expect=%t/floordiv.npy --expect=%t/ceildiv.npy --expect=%t/rem.npy --expect=%t/div.npy --rtol=0 --atol=0
// RUN: xhlo-run %t/hlo.mlir --entry=unsigned_ops --arg=%t/a.npy --arg=%t/b.npy --expect=%t/divu.npy --expect=%t/remu.npy --expect=%t/ceildivu.npy --expect=%t/maxu.npy --expect=%t/minu.npy --expect=%t/shru.npy --rtol=0 --atol=0
// RUN: xhlo-run %t/hlo.mlir --entry=unsigned_compare --arg=%t/a.npy --arg=%t/b.npy --expect=%t/ult.npy --expect=%t/ule.npy --expect=%t/ugt.npy --expect=%t/uge.npy --expect=%t/slt.npy --rtol=0 --atol=0
// RUN: xhlo-run %t/hlo.mlir --entry=extended_i32 --arg=%t/a.npy --arg=%t/b.npy --expect=%t/lo32.npy --expect=%t/hi32s.npy --expect=%t/hi32u.npy --expect=%t/sum32.npy --expect=%t/ovf32.npy --rtol=0 --atol=0
// RUN: xhlo-run %t/hlo.mlir --entry=extended_i64 --arg=%t/c.npy --arg=%t/d.npy --expect=%t/lo64.npy --expect=%t/hi64s.npy --expect=%t/hi64u.npy --rtol=0 --atol=0
// RUN: xhlo-run %t/hlo.mlir --entry=scalar_floordiv --arg=%t/sa.npy --arg=%t/sb.npy --expect=%t/sfloor.npy --rtol=0 --atol=0
// RUN: xhlo-run %t/hlo.mlir --entry=casts --arg=%t/a.npy --arg=%t/e.npy --expect=%t/uitofp.npy --expect=%t/extui.npy --expect=%t/trunc1.npy --expect=%t/extsi1.npy --rtol=0 --atol=0

//--- prog.mlir
func.func @signed_division(%a: tensor<12xi32>, %b: tensor<12xi32>) -> (tensor<12xi32>, tensor<12xi32>, tensor<12xi32>, tensor<12xi32>) {
  %0 = arith.floordivsi %a, %b : tensor<12xi32>
  %1 = arith.ceildivsi %a, %b : tensor<12xi32>
  %2 = arith.remsi %a, %b : tensor<12xi32>
  %3 = arith.divsi %a, %b : tensor<12xi32>
  return %0, %1, %2, %3 : tensor<12xi32>, tensor<12xi32>, tensor<12xi32>, tensor<12xi32>
}

func.func @unsigned_ops(%a: tensor<12xi32>, %b: tensor<12xi32>) -> (tensor<12xi32>, tensor<12xi32>, tensor<12xi32>, tensor<12xi32>, tensor<12xi32>, tensor<12xi32>) {
  %0 = arith.divui %a, %b : tensor<12xi32>
  %1 = arith.remui %a, %b : tensor<12xi32>
  %2 = arith.ceildivui %a, %b : tensor<12xi32>
  %3 = arith.maxui %a, %b : tensor<12xi32>
  %4 = arith.minui %a, %b : tensor<12xi32>
  %c3 = arith.constant dense<3> : tensor<12xi32>
  %5 = arith.shrui %a, %c3 : tensor<12xi32>
  return %0, %1, %2, %3, %4, %5 : tensor<12xi32>, tensor<12xi32>, tensor<12xi32>, tensor<12xi32>, tensor<12xi32>, tensor<12xi32>
}

func.func @unsigned_compare(%a: tensor<12xi32>, %b: tensor<12xi32>) -> (tensor<12xi1>, tensor<12xi1>, tensor<12xi1>, tensor<12xi1>, tensor<12xi1>) {
  %0 = arith.cmpi ult, %a, %b : tensor<12xi32>
  %1 = arith.cmpi ule, %a, %b : tensor<12xi32>
  %2 = arith.cmpi ugt, %a, %b : tensor<12xi32>
  %3 = arith.cmpi uge, %a, %b : tensor<12xi32>
  %4 = arith.cmpi slt, %a, %b : tensor<12xi32>
  return %0, %1, %2, %3, %4 : tensor<12xi1>, tensor<12xi1>, tensor<12xi1>, tensor<12xi1>, tensor<12xi1>
}

func.func @extended_i32(%a: tensor<12xi32>, %b: tensor<12xi32>) -> (tensor<12xi32>, tensor<12xi32>, tensor<12xi32>, tensor<12xi32>, tensor<12xi1>) {
  %lo, %hi = arith.mulsi_extended %a, %b : tensor<12xi32>
  %ulo, %uhi = arith.mului_extended %a, %b : tensor<12xi32>
  %sum, %ovf = arith.addui_extended %a, %b : tensor<12xi32>, tensor<12xi1>
  return %lo, %hi, %uhi, %sum, %ovf : tensor<12xi32>, tensor<12xi32>, tensor<12xi32>, tensor<12xi32>, tensor<12xi1>
}

func.func @extended_i64(%c: tensor<6xi64>, %d: tensor<6xi64>) -> (tensor<6xi64>, tensor<6xi64>, tensor<6xi64>) {
  %lo, %hi = arith.mulsi_extended %c, %d : tensor<6xi64>
  %ulo, %uhi = arith.mului_extended %c, %d : tensor<6xi64>
  return %lo, %hi, %uhi : tensor<6xi64>, tensor<6xi64>, tensor<6xi64>
}

// Scalars: 0-d arrays.
func.func @scalar_floordiv(%a: i32, %b: i32) -> i32 {
  %0 = arith.floordivsi %a, %b : i32
  return %0 : i32
}

func.func @casts(%a: tensor<12xi32>, %e: tensor<12xi8>) -> (tensor<12xf64>, tensor<12xi32>, tensor<12xi1>, tensor<12xi16>) {
  %0 = arith.uitofp %a : tensor<12xi32> to tensor<12xf64>
  %1 = arith.extui %e : tensor<12xi8> to tensor<12xi32>
  %2 = arith.trunci %a : tensor<12xi32> to tensor<12xi1>
  %3 = arith.extsi %2 : tensor<12xi1> to tensor<12xi16>
  return %0, %1, %2, %3 : tensor<12xf64>, tensor<12xi32>, tensor<12xi1>, tensor<12xi16>
}

//--- gen.py
import sys
import numpy as np

out = sys.argv[1]
def save(name, array):
    np.save(f"{out}/{name}.npy", array)

a = np.array([7, -7, 7, -7, 6, -6, 0, 2**31 - 1, -2**31, -1, 5, 123456789], np.int32)
b = np.array([2, 2, -2, -2, 3, -3, 5, 2, 3, -1, -2147483647, -10], np.int32)
save("a", a)
save("b", b)

# Signed division: arith's floordivsi rounds down, ceildivsi up, divsi and
# remsi truncate (remainder with the dividend's sign). -2**31 / -1 is
# undefined in arith: b has no such pair.
A, B = a.astype(np.int64), b.astype(np.int64)
save("floordiv", (A // B).astype(np.int32))
save("ceildiv", (-((-A) // B)).astype(np.int32))
save("rem", np.fmod(A, B).astype(np.int32))
trunc = np.abs(A) // np.abs(B) * np.sign(A) * np.sign(B)
save("div", trunc.astype(np.int32))

# The same bits read as unsigned.
ua, ub = a.view(np.uint32), b.view(np.uint32)
save("divu", (ua // ub).view(np.int32))
save("remu", (ua % ub).view(np.int32))
save("ceildivu", (-(-ua.astype(np.int64) // ub.astype(np.int64))).astype(np.uint32).view(np.int32))
save("maxu", np.maximum(ua, ub).view(np.int32))
save("minu", np.minimum(ua, ub).view(np.int32))
save("shru", (ua >> 3).view(np.int32))
save("ult", ua < ub)
save("ule", ua <= ub)
save("ugt", ua > ub)
save("uge", ua >= ub)
save("slt", a < b)

# Extended products and sums, with Python integers as the oracle.
def wrap(x, bits, signed):
    x &= (1 << bits) - 1
    if signed and x >= 1 << (bits - 1):
        x -= 1 << bits
    return x

def halves(xs, ys, bits, signed):
    lo, hi = [], []
    for x, y in zip(xs, ys):
        x, y = int(x), int(y)
        if not signed:
            x, y = x % (1 << bits), y % (1 << bits)
        p = x * y
        lo.append(wrap(p, bits, True))
        hi.append(wrap(p >> bits, bits, True))
    return lo, hi

lo, hi = halves(a, b, 32, True)
save("lo32", np.array(lo, np.int32))
save("hi32s", np.array(hi, np.int32))
save("hi32u", np.array(halves(a, b, 32, False)[1], np.int32))
save("sum32", (A + B).astype(np.uint64).astype(np.uint32).view(np.int32))
save("ovf32", ua.astype(np.uint64) + ub.astype(np.uint64) >= 2**32)

c = np.array([2**62, -3, 2**63 - 1, -2**63, 123456789012, -1], np.int64)
d = np.array([8, 5, 2**63 - 1, 3, -987654321098, -1], np.int64)
save("c", c)
save("d", d)
lo, hi = halves(c, d, 64, True)
save("lo64", np.array(lo, np.int64))
save("hi64s", np.array(hi, np.int64))
save("hi64u", np.array(halves(c, d, 64, False)[1], np.int64))

save("sa", np.array(-7, np.int32))
save("sb", np.array(2, np.int32))
save("sfloor", np.array(-4, np.int32))

e = np.array([0, 1, 127, -128, -1, 5, -5, 64, -64, 2, -2, 100], np.int8)
save("e", e)
save("uitofp", ua.astype(np.float64))
save("extui", e.view(np.uint8).astype(np.int32))
save("trunc1", (a & 1).astype(bool))
save("extsi1", -(a & 1).astype(np.int16))
