// The float expansions, run: maxnumf/minnumf and the NaN-propagating
// maximumf/minimumf on NaN operands, and every cmpf predicate on ordered and
// unordered pairs, converted to hlo and executed by xhlo-run against numpy.
// RUN: rm -rf %t && split-file %s %t
// RUN: %python %t/gen.py %t
// RUN: xhlo-opt --convert-arith-to-hlo %t/prog.mlir -o %t/hlo.mlir
// RUN: xhlo-run %t/hlo.mlir --entry=min_max --arg=%t/x.npy --arg=%t/y.npy --expect=%t/maxnum.npy --expect=%t/minnum.npy --expect=%t/maximum.npy --expect=%t/minimum.npy --rtol=0 --atol=0
// RUN: xhlo-run %t/hlo.mlir --entry=cmpf --arg=%t/x.npy --arg=%t/y.npy --expect=%t/oeq.npy --expect=%t/ogt.npy --expect=%t/oge.npy --expect=%t/olt.npy --expect=%t/ole.npy --expect=%t/one.npy --expect=%t/ord.npy --expect=%t/ueq.npy --expect=%t/ugt.npy --expect=%t/uge.npy --expect=%t/ult.npy --expect=%t/ule.npy --expect=%t/une.npy --expect=%t/uno.npy --rtol=0 --atol=0
// RUN: xhlo-run %t/hlo.mlir --entry=scalar_maxnumf --arg=%t/nan.npy --arg=%t/two.npy --expect=%t/two.npy --rtol=0 --atol=0
// RUN: xhlo-run %t/hlo.mlir --entry=arithmetic --arg=%t/x.npy --arg=%t/y.npy --expect=%t/rem.npy --expect=%t/fptosi.npy --rtol=0 --atol=0

//--- prog.mlir
func.func @min_max(%x: tensor<8xf32>, %y: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
  %0 = arith.maxnumf %x, %y : tensor<8xf32>
  %1 = arith.minnumf %x, %y : tensor<8xf32>
  %2 = arith.maximumf %x, %y : tensor<8xf32>
  %3 = arith.minimumf %x, %y : tensor<8xf32>
  return %0, %1, %2, %3 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}

func.func @cmpf(%x: tensor<8xf32>, %y: tensor<8xf32>) -> (tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>) {
  %0 = arith.cmpf oeq, %x, %y : tensor<8xf32>
  %1 = arith.cmpf ogt, %x, %y : tensor<8xf32>
  %2 = arith.cmpf oge, %x, %y : tensor<8xf32>
  %3 = arith.cmpf olt, %x, %y : tensor<8xf32>
  %4 = arith.cmpf ole, %x, %y : tensor<8xf32>
  %5 = arith.cmpf one, %x, %y : tensor<8xf32>
  %6 = arith.cmpf ord, %x, %y : tensor<8xf32>
  %7 = arith.cmpf ueq, %x, %y : tensor<8xf32>
  %8 = arith.cmpf ugt, %x, %y : tensor<8xf32>
  %9 = arith.cmpf uge, %x, %y : tensor<8xf32>
  %10 = arith.cmpf ult, %x, %y : tensor<8xf32>
  %11 = arith.cmpf ule, %x, %y : tensor<8xf32>
  %12 = arith.cmpf une, %x, %y : tensor<8xf32>
  %13 = arith.cmpf uno, %x, %y : tensor<8xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>
}

func.func @scalar_maxnumf(%x: f32, %y: f32) -> f32 {
  %0 = arith.maxnumf %x, %y : f32
  return %0 : f32
}

func.func @arithmetic(%x: tensor<8xf32>, %y: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xi32>) {
  %0 = arith.remf %x, %y : tensor<8xf32>
  %1 = arith.fptosi %x : tensor<8xf32> to tensor<8xi32>
  return %0, %1 : tensor<8xf32>, tensor<8xi32>
}

//--- gen.py
import sys
import numpy as np

out = sys.argv[1]
def save(name, array):
    np.save(f"{out}/{name}.npy", array)

nan = np.float32(np.nan)
x = np.array([1.5, nan, 2.0, nan, -3.25, 0.5, 7.0, -0.0], np.float32)
y = np.array([2.5, 4.0, nan, nan, -3.25, -1.0, 7.5, 2.0], np.float32)
save("x", x)
save("y", y)

with np.errstate(invalid="ignore"):
    # maxnumf/minnumf ignore a NaN operand (numpy's fmax/fmin);
    # maximumf/minimumf propagate it (numpy's maximum/minimum).
    save("maxnum", np.fmax(x, y))
    save("minnum", np.fmin(x, y))
    save("maximum", np.maximum(x, y))
    save("minimum", np.minimum(x, y))

    uno = np.isnan(x) | np.isnan(y)
    save("oeq", x == y)
    save("ogt", x > y)
    save("oge", x >= y)
    save("olt", x < y)
    save("ole", x <= y)
    save("one", (x != y) & ~uno)
    save("ord", ~uno)
    save("ueq", (x == y) | uno)
    save("ugt", (x > y) | uno)
    save("uge", (x >= y) | uno)
    save("ult", (x < y) | uno)
    save("ule", (x <= y) | uno)
    save("une", x != y)
    save("uno", uno)

    save("rem", np.fmod(x, y))
save("nan", np.array(np.nan, np.float32))
save("two", np.array(2.0, np.float32))
# fptosi truncates towards zero; XLA makes NaN 0 (poison in arith).
save("fptosi", np.trunc(np.nan_to_num(x, nan=0.0)).astype(np.int32))
