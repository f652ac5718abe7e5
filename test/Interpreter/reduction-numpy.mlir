// The ops with computations against numpy loops of XLA's semantics
// (Inputs/reduction_numpy.py computes them; the rules are spelled out
// there): reduce (over non-adjacent dimensions, no dimensions, all of them;
// a non-identity init; an order-dependent body; a variadic argmax with NaN
// and ties; pred and/or; complex product; a bf16 input with an f32
// accumulator; u8 wrap-around), reduce_window (padding, strides, base and
// window dilation, a non-identity init that must not be applied at padding
// or base-dilation holes, a variadic argmax, an order-dependent body),
// select_and_scatter (overlapping windows, padding, GE/LE/GT selection, a
// scatter body that is not commutative: called as scatter(current, source)
// as XLA's CPU and GPU emitters do), map (three operands of different types, complex), scatter
// combiners (add, replace and an order-dependent one with duplicate indices,
// two operands at once, NaN-propagating minimum), scan (forwards, reversed,
// two inputs and two carries, no carries), topk (total order of NaNs and
// infinities, ties stable, largest and smallest; f32, f16, bf16, s32, u64).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/reduction_numpy.py %t

// The reference kernel folds in the HloEvaluator's order (row-major over
// the reduced dimensions), so its f32 and f64 results match bit for bit;
// XLA leaves the order of a reduction open, so the default run (which may
// take a fast path) gets a tolerance.
// RUN: xhlo-run %s --entry=reduce --reference-kernels --arg=%t/reduce/x.npy \
// RUN:   --arg=%t/reduce/i.npy --arg=%t/reduce/v.npy --arg=%t/reduce/idx.npy \
// RUN:   --arg=%t/reduce/d.npy --arg=%t/reduce/p.npy --arg=%t/reduce/b.npy \
// RUN:   --arg=%t/reduce/s8.npy --arg=%t/reduce/u8.npy \
// RUN:   --expect=%t/reduce/0.npy --expect=%t/reduce/1.npy \
// RUN:   --expect=%t/reduce/2.npy --expect=%t/reduce/3.npy \
// RUN:   --expect=%t/reduce/4.npy --expect=%t/reduce/5.npy \
// RUN:   --expect=%t/reduce/6.npy --expect=%t/reduce/8.npy \
// RUN:   --expect=%t/reduce/9.npy --expect=%t/reduce/10.npy --rtol=0 --atol=0
// RUN: xhlo-run %s --entry=reduce --arg=%t/reduce/x.npy --arg=%t/reduce/i.npy \
// RUN:   --arg=%t/reduce/v.npy --arg=%t/reduce/idx.npy --arg=%t/reduce/d.npy \
// RUN:   --arg=%t/reduce/p.npy --arg=%t/reduce/b.npy --arg=%t/reduce/s8.npy \
// RUN:   --arg=%t/reduce/u8.npy --expect=%t/reduce/0.npy \
// RUN:   --expect=%t/reduce/1.npy --expect=%t/reduce/2.npy \
// RUN:   --expect=%t/reduce/3.npy --expect=%t/reduce/4.npy \
// RUN:   --expect=%t/reduce/5.npy --expect=%t/reduce/6.npy \
// RUN:   --expect=%t/reduce/8.npy --expect=%t/reduce/9.npy \
// RUN:   --expect=%t/reduce/10.npy --rtol=1e-6 --atol=1e-6
func.func @reduce(%x: tensor<4x5x6xf32>, %i: tensor<3x7xi32>,
                  %v: tensor<4x6xf32>, %idx: tensor<4x6xi32>,
                  %d: tensor<5x3xf64>, %p: tensor<3x4xi1>,
                  %b: tensor<8x3xf32>, %s8: tensor<2x5xi8>,
                  %u8: tensor<3x9xui8>)
    -> (tensor<5xf32>, tensor<3xi32>, tensor<4xf32>, tensor<4xi32>,
        tensor<3xf64>, tensor<i1>, tensor<4xi1>, tensor<3xf32>,
        tensor<2x5xi8>, tensor<3xui8>) {
  %fz = hlo.constant dense<0.0> : tensor<f32>
  %0 = hlo.reduce(%x init: %fz) dimensions = [2, 0] : (tensor<4x5x6xf32>, tensor<f32>) -> tensor<5xf32> {
  ^bb0(%a: tensor<f32>, %e: tensor<f32>):
    %s = hlo.add %a, %e : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  %ten = hlo.constant dense<10> : tensor<i32>
  %1 = hlo.reduce(%i init: %ten) dimensions = [1] : (tensor<3x7xi32>, tensor<i32>) -> tensor<3xi32> {
  ^bb0(%a: tensor<i32>, %e: tensor<i32>):
    %s = hlo.add %a, %e : tensor<i32>
    hlo.return %s : tensor<i32>
  }
  %ninf = hlo.constant dense<0xFF800000> : tensor<f32>
  %iz = hlo.constant dense<0> : tensor<i32>
  %2:2 = hlo.reduce(%v, %idx init: %ninf, %iz) dimensions = [1] : (tensor<4x6xf32>, tensor<4x6xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>) {
  ^bb0(%av: tensor<f32>, %ai: tensor<i32>, %bv: tensor<f32>, %bi: tensor<i32>):
    %gt = hlo.compare GT, %av, %bv : tensor<f32>
    %nan = hlo.compare NE, %av, %av : tensor<f32>
    %eq = hlo.compare EQ, %av, %bv : tensor<f32>
    %lt = hlo.compare LT, %ai, %bi : tensor<i32>
    %tie = hlo.and %eq, %lt : tensor<i1>
    %g = hlo.or %gt, %nan : tensor<i1>
    %take = hlo.or %g, %tie : tensor<i1>
    %mv = hlo.select %take, %av, %bv : tensor<i1>, tensor<f32>
    %mi = hlo.select %take, %ai, %bi : tensor<i1>, tensor<i32>
    hlo.return %mv, %mi : tensor<f32>, tensor<i32>
  }
  %dz = hlo.constant dense<0.0> : tensor<f64>
  %3 = hlo.reduce(%d init: %dz) dimensions = [0] : (tensor<5x3xf64>, tensor<f64>) -> tensor<3xf64> {
  ^bb0(%a: tensor<f64>, %e: tensor<f64>):
    %half = hlo.constant dense<0.5> : tensor<f64>
    %h = hlo.multiply %a, %half : tensor<f64>
    %s = hlo.add %h, %e : tensor<f64>
    hlo.return %s : tensor<f64>
  }
  %t = hlo.constant dense<true> : tensor<i1>
  %f = hlo.constant dense<false> : tensor<i1>
  %4 = hlo.reduce(%p init: %t) dimensions = [0, 1] : (tensor<3x4xi1>, tensor<i1>) -> tensor<i1> {
  ^bb0(%a: tensor<i1>, %e: tensor<i1>):
    %s = hlo.and %a, %e : tensor<i1>
    hlo.return %s : tensor<i1>
  }
  %5 = hlo.reduce(%p init: %f) dimensions = [0] : (tensor<3x4xi1>, tensor<i1>) -> tensor<4xi1> {
  ^bb0(%a: tensor<i1>, %e: tensor<i1>):
    %s = hlo.or %a, %e : tensor<i1>
    hlo.return %s : tensor<i1>
  }
  %bb = hlo.convert %b : (tensor<8x3xf32>) -> tensor<8x3xbf16>
  %6 = hlo.reduce(%bb init: %fz) dimensions = [0] : (tensor<8x3xbf16>, tensor<f32>) -> tensor<3xf32> {
  ^bb0(%a: tensor<f32>, %e: tensor<bf16>):
    %w = hlo.convert %e : (tensor<bf16>) -> tensor<f32>
    %s = hlo.add %a, %w : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  %z8 = hlo.constant dense<0> : tensor<i8>
  %7 = hlo.reduce(%s8 init: %z8) dimensions = [] : (tensor<2x5xi8>, tensor<i8>) -> tensor<2x5xi8> {
  ^bb0(%a: tensor<i8>, %e: tensor<i8>):
    %m = hlo.maximum %a, %e : tensor<i8>
    hlo.return %m : tensor<i8>
  }
  %zu = hlo.constant dense<0> : tensor<ui8>
  %8 = hlo.reduce(%u8 init: %zu) dimensions = [1] : (tensor<3x9xui8>, tensor<ui8>) -> tensor<3xui8> {
  ^bb0(%a: tensor<ui8>, %e: tensor<ui8>):
    %s = hlo.add %a, %e : tensor<ui8>
    hlo.return %s : tensor<ui8>
  }
  return %0, %1, %2#0, %2#1, %3, %4, %5, %6, %7, %8 : tensor<5xf32>,
      tensor<3xi32>, tensor<4xf32>, tensor<4xi32>, tensor<3xf64>, tensor<i1>,
      tensor<4xi1>, tensor<3xf32>, tensor<2x5xi8>, tensor<3xui8>
}

// RUN: xhlo-run %s --entry=reduce_complex --arg=%t/reduce/c.npy \
// RUN:   --expect=%t/reduce/7.npy --rtol=1e-6 --atol=1e-7
func.func @reduce_complex(%c: tensor<2x5xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
  %one = hlo.constant dense<(1.0, 0.0)> : tensor<complex<f32>>
  %r = hlo.reduce(%c init: %one) dimensions = [1] : (tensor<2x5xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2xcomplex<f32>> {
  ^bb0(%a: tensor<complex<f32>>, %e: tensor<complex<f32>>):
    %m = hlo.multiply %a, %e : tensor<complex<f32>>
    hlo.return %m : tensor<complex<f32>>
  }
  return %r : tensor<2xcomplex<f32>>
}

// reduce_window: 0: sum with padding and strides; 1: the same with init 1
// (added once, not once per padding position); 2: max with base dilation,
// window dilation and padding; 3-4: variadic argmax; 5: f16 with strides
// past the window; 6: init 100 with base-dilation holes; 7: an
// order-dependent body (acc * 2 + x) with padding.
// RUN: xhlo-run %s --entry=reduce_window --arg=%t/reduce_window/x.npy \
// RUN:   --arg=%t/reduce_window/y.npy --arg=%t/reduce_window/z.npy \
// RUN:   --arg=%t/reduce_window/zi.npy --arg=%t/reduce_window/h.npy \
// RUN:   --expect=%t/reduce_window/0.npy --expect=%t/reduce_window/1.npy \
// RUN:   --expect=%t/reduce_window/2.npy --expect=%t/reduce_window/3.npy \
// RUN:   --expect=%t/reduce_window/4.npy --expect=%t/reduce_window/5.npy \
// RUN:   --expect=%t/reduce_window/6.npy --expect=%t/reduce_window/7.npy \
// RUN:   --rtol=0 --atol=0
func.func @reduce_window(%x: tensor<5x4xi32>, %y: tensor<5x7xf32>,
                         %z: tensor<9xf32>, %zi: tensor<9xi32>,
                         %h: tensor<2x6x5xf16>)
    -> (tensor<3x6xi32>, tensor<3x6xi32>, tensor<9x3xf32>, tensor<5xf32>,
        tensor<5xi32>, tensor<2x2x3xf16>, tensor<8x3xi32>, tensor<5x4xi32>) {
  %z0 = hlo.constant dense<0> : tensor<i32>
  %z1 = hlo.constant dense<1> : tensor<i32>
  %0 = hlo.reduce_window(%x init: %z0) window = <size = [3, 2], stride = [2, 1], pad_low = [1, 1], pad_high = [1, 2]> : (tensor<5x4xi32>, tensor<i32>) -> tensor<3x6xi32> {
  ^bb0(%a: tensor<i32>, %e: tensor<i32>):
    %s = hlo.add %a, %e : tensor<i32>
    hlo.return %s : tensor<i32>
  }
  %1 = hlo.reduce_window(%x init: %z1) window = <size = [3, 2], stride = [2, 1], pad_low = [1, 1], pad_high = [1, 2]> : (tensor<5x4xi32>, tensor<i32>) -> tensor<3x6xi32> {
  ^bb0(%a: tensor<i32>, %e: tensor<i32>):
    %s = hlo.add %a, %e : tensor<i32>
    hlo.return %s : tensor<i32>
  }
  %ninf = hlo.constant dense<0xFF800000> : tensor<f32>
  %2 = hlo.reduce_window(%y init: %ninf) window = <size = [2, 3], stride = [1, 2], pad_low = [1, 0], pad_high = [0, 2], lhs_dilate = [2, 1], rhs_dilate = [1, 2]> : (tensor<5x7xf32>, tensor<f32>) -> tensor<9x3xf32> {
  ^bb0(%a: tensor<f32>, %e: tensor<f32>):
    %m = hlo.maximum %a, %e : tensor<f32>
    hlo.return %m : tensor<f32>
  }
  %m1 = hlo.constant dense<-1> : tensor<i32>
  %3:2 = hlo.reduce_window(%z, %zi init: %ninf, %m1) window = <size = [3], stride = [2], pad_low = [1], pad_high = [1]> : (tensor<9xf32>, tensor<9xi32>, tensor<f32>, tensor<i32>) -> (tensor<5xf32>, tensor<5xi32>) {
  ^bb0(%av: tensor<f32>, %ai: tensor<i32>, %bv: tensor<f32>, %bi: tensor<i32>):
    %gt = hlo.compare GT, %av, %bv : tensor<f32>
    %eq = hlo.compare EQ, %av, %bv : tensor<f32>
    %lt = hlo.compare LT, %ai, %bi : tensor<i32>
    %tie = hlo.and %eq, %lt : tensor<i1>
    %take = hlo.or %gt, %tie : tensor<i1>
    %mv = hlo.select %take, %av, %bv : tensor<i1>, tensor<f32>
    %mi = hlo.select %take, %ai, %bi : tensor<i1>, tensor<i32>
    hlo.return %mv, %mi : tensor<f32>, tensor<i32>
  }
  %hz = hlo.constant dense<0.0> : tensor<f16>
  %4 = hlo.reduce_window(%h init: %hz) window = <size = [1, 2, 1], stride = [1, 3, 2]> : (tensor<2x6x5xf16>, tensor<f16>) -> tensor<2x2x3xf16> {
  ^bb0(%a: tensor<f16>, %e: tensor<f16>):
    %s = hlo.add %a, %e : tensor<f16>
    hlo.return %s : tensor<f16>
  }
  %hundred = hlo.constant dense<100> : tensor<i32>
  %5 = hlo.reduce_window(%x init: %hundred) window = <size = [2, 2], lhs_dilate = [2, 1]> : (tensor<5x4xi32>, tensor<i32>) -> tensor<8x3xi32> {
  ^bb0(%a: tensor<i32>, %e: tensor<i32>):
    %s = hlo.add %a, %e : tensor<i32>
    hlo.return %s : tensor<i32>
  }
  %6 = hlo.reduce_window(%x init: %z0) window = <size = [2, 3], pad_low = [1, 1], pad_high = [0, 1]> : (tensor<5x4xi32>, tensor<i32>) -> tensor<5x4xi32> {
  ^bb0(%a: tensor<i32>, %e: tensor<i32>):
    %two = hlo.constant dense<2> : tensor<i32>
    %d = hlo.multiply %a, %two : tensor<i32>
    %s = hlo.add %d, %e : tensor<i32>
    hlo.return %s : tensor<i32>
  }
  return %0, %1, %2, %3#0, %3#1, %4, %5, %6 : tensor<3x6xi32>,
      tensor<3x6xi32>, tensor<9x3xf32>, tensor<5xf32>, tensor<5xi32>,
      tensor<2x2x3xf16>, tensor<8x3xi32>, tensor<5x4xi32>
}

// select_and_scatter: 0: max-pool gradient (GE, add); 1: overlapping 1-D
// windows with padding, LE (first minimum), scatter(current, source) =
// source * 10 + current; 2: 2-D with padding, GT (the last maximum wins
// ties), scatter = source - current, init 1. The scatter computation gets
// the current result value first and the source value second, as XLA's CPU
// and GPU emitters call it (ir_emitter.cc HandleSelectAndScatter; StableHLO
// specifies the same); XLA's HloEvaluator alone passes them swapped.
// RUN: xhlo-run %s --entry=select_and_scatter --arg=%t/select_and_scatter/a.npy \
// RUN:   --arg=%t/select_and_scatter/sa.npy --arg=%t/select_and_scatter/b.npy \
// RUN:   --arg=%t/select_and_scatter/sb.npy --arg=%t/select_and_scatter/c.npy \
// RUN:   --arg=%t/select_and_scatter/sc.npy \
// RUN:   --expect=%t/select_and_scatter/0.npy \
// RUN:   --expect=%t/select_and_scatter/1.npy \
// RUN:   --expect=%t/select_and_scatter/2.npy --rtol=0 --atol=0
func.func @select_and_scatter(%a: tensor<4x6xf32>, %sa: tensor<2x3xf32>,
                              %b: tensor<5xi32>, %sb: tensor<3xi32>,
                              %c: tensor<5x5xf32>, %sc: tensor<3x3xf32>)
    -> (tensor<4x6xf32>, tensor<5xi32>, tensor<5x5xf32>) {
  %fz = hlo.constant dense<0.0> : tensor<f32>
  %0 = hlo.select_and_scatter %a, %sa, %fz window = <size = [2, 2], stride = [2, 2]> : (tensor<4x6xf32>, tensor<2x3xf32>, tensor<f32>) -> tensor<4x6xf32> select {
  ^bb0(%u: tensor<f32>, %v: tensor<f32>):
    %ge = hlo.compare GE, %u, %v : tensor<f32>
    hlo.return %ge : tensor<i1>
  } scatter {
  ^bb0(%u: tensor<f32>, %v: tensor<f32>):
    %s = hlo.add %u, %v : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  %iz = hlo.constant dense<0> : tensor<i32>
  %1 = hlo.select_and_scatter %b, %sb, %iz window = <size = [3], stride = [2], pad_low = [1], pad_high = [1]> : (tensor<5xi32>, tensor<3xi32>, tensor<i32>) -> tensor<5xi32> select {
  ^bb0(%u: tensor<i32>, %v: tensor<i32>):
    %le = hlo.compare LE, %u, %v : tensor<i32>
    hlo.return %le : tensor<i1>
  } scatter {
  ^bb0(%cur: tensor<i32>, %src: tensor<i32>):
    %ten = hlo.constant dense<10> : tensor<i32>
    %m = hlo.multiply %src, %ten : tensor<i32>
    %s = hlo.add %m, %cur : tensor<i32>
    hlo.return %s : tensor<i32>
  }
  %one = hlo.constant dense<1.0> : tensor<f32>
  %2 = hlo.select_and_scatter %c, %sc, %one window = <size = [3, 2], stride = [2, 2], pad_low = [1, 0], pad_high = [1, 1]> : (tensor<5x5xf32>, tensor<3x3xf32>, tensor<f32>) -> tensor<5x5xf32> select {
  ^bb0(%u: tensor<f32>, %v: tensor<f32>):
    %gt = hlo.compare GT, %u, %v : tensor<f32>
    hlo.return %gt : tensor<i1>
  } scatter {
  ^bb0(%cur: tensor<f32>, %src: tensor<f32>):
    %d = hlo.subtract %src, %cur : tensor<f32>
    hlo.return %d : tensor<f32>
  }
  return %0, %1, %2 : tensor<4x6xf32>, tensor<5xi32>, tensor<5x5xf32>
}

// RUN: xhlo-run %s --entry=map --arg=%t/map/a.npy --arg=%t/map/b.npy \
// RUN:   --arg=%t/map/p.npy --arg=%t/map/c.npy --expect=%t/map/0.npy \
// RUN:   --expect=%t/map/1.npy --expect=%t/map/2.npy --rtol=0 --atol=0
func.func @map(%a: tensor<2x3xf32>, %b: tensor<2x3xi32>, %p: tensor<2x3xi1>,
               %c: tensor<4xcomplex<f64>>)
    -> (tensor<2x3xf32>, tensor<4xcomplex<f64>>, tensor<2x3xi1>) {
  %0 = hlo.map(%a, %b, %p) dimensions = [0, 1] : (tensor<2x3xf32>, tensor<2x3xi32>, tensor<2x3xi1>) -> tensor<2x3xf32> {
  ^bb0(%x: tensor<f32>, %y: tensor<i32>, %q: tensor<i1>):
    %w = hlo.convert %y : (tensor<i32>) -> tensor<f32>
    %s = hlo.select %q, %x, %w : tensor<i1>, tensor<f32>
    hlo.return %s : tensor<f32>
  }
  %1 = hlo.map(%c) dimensions = [0] : (tensor<4xcomplex<f64>>) -> tensor<4xcomplex<f64>> {
  ^bb0(%x: tensor<complex<f64>>):
    %i = hlo.constant dense<(0.0, 1.0)> : tensor<complex<f64>>
    %m = hlo.multiply %x, %i : tensor<complex<f64>>
    hlo.return %m : tensor<complex<f64>>
  }
  %2 = hlo.map(%a, %b) dimensions = [0, 1] : (tensor<2x3xf32>, tensor<2x3xi32>) -> tensor<2x3xi1> {
  ^bb0(%x: tensor<f32>, %y: tensor<i32>):
    %w = hlo.convert %y : (tensor<i32>) -> tensor<f32>
    %gt = hlo.compare GT, %x, %w : tensor<f32>
    hlo.return %gt : tensor<i1>
  }
  return %0, %1, %2 : tensor<2x3xf32>, tensor<4xcomplex<f64>>, tensor<2x3xi1>
}

// scatter combiners with duplicate indices: 0: add; 1: replace (the last
// update wins); 2-3: two operands at once (sums and counts); 4: old * 2 +
// new (order-dependent); 5: minimum on f16 propagating NaN.
// RUN: xhlo-run %s --entry=scatter --arg=%t/scatter/o.npy \
// RUN:   --arg=%t/scatter/ix.npy --arg=%t/scatter/u.npy --arg=%t/scatter/fo.npy \
// RUN:   --arg=%t/scatter/fi.npy --arg=%t/scatter/fu.npy --arg=%t/scatter/vo.npy \
// RUN:   --arg=%t/scatter/co.npy --arg=%t/scatter/vi.npy --arg=%t/scatter/vu.npy \
// RUN:   --arg=%t/scatter/cu.npy --arg=%t/scatter/lo.npy --arg=%t/scatter/li.npy \
// RUN:   --arg=%t/scatter/lu.npy --arg=%t/scatter/ho.npy --arg=%t/scatter/hi.npy \
// RUN:   --arg=%t/scatter/hu.npy --expect=%t/scatter/0.npy \
// RUN:   --expect=%t/scatter/1.npy --expect=%t/scatter/2.npy \
// RUN:   --expect=%t/scatter/3.npy --expect=%t/scatter/4.npy \
// RUN:   --expect=%t/scatter/5.npy --rtol=0 --atol=0
func.func @scatter(%o: tensor<6xi32>, %ix: tensor<6x1xi32>, %u: tensor<6xi32>,
                   %fo: tensor<4x2xf32>, %fi: tensor<4x1xi32>, %fu: tensor<4x2xf32>,
                   %vo: tensor<5xf32>, %co: tensor<5xi32>, %vi: tensor<5x1xi64>,
                   %vu: tensor<5xf32>, %cu: tensor<5xi32>,
                   %lo: tensor<3xi64>, %li: tensor<4x1xi32>, %lu: tensor<4xi64>,
                   %ho: tensor<4xf16>, %hi: tensor<4x1xi32>, %hu: tensor<4xf16>)
    -> (tensor<6xi32>, tensor<4x2xf32>, tensor<5xf32>, tensor<5xi32>,
        tensor<3xi64>, tensor<4xf16>) {
  %0 = hlo.scatter(%o)[%ix](%u) scatter_dimension_numbers = <inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1> : tensor<6xi32>, tensor<6x1xi32>, tensor<6xi32> {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = hlo.add %a, %b : tensor<i32>
    hlo.return %s : tensor<i32>
  }
  %1 = hlo.scatter(%fo)[%fi](%fu) scatter_dimension_numbers = <update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1> : tensor<4x2xf32>, tensor<4x1xi32>, tensor<4x2xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    hlo.return %b : tensor<f32>
  }
  %2:2 = hlo.scatter(%vo, %co)[%vi](%vu, %cu) scatter_dimension_numbers = <inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1> : tensor<5xf32>, tensor<5xi32>, tensor<5x1xi64>, tensor<5xf32>, tensor<5xi32> {
  ^bb0(%a: tensor<f32>, %b: tensor<i32>, %c: tensor<f32>, %d: tensor<i32>):
    %s = hlo.add %a, %c : tensor<f32>
    %n = hlo.add %b, %d : tensor<i32>
    hlo.return %s, %n : tensor<f32>, tensor<i32>
  }
  %3 = hlo.scatter(%lo)[%li](%lu) scatter_dimension_numbers = <inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1> : tensor<3xi64>, tensor<4x1xi32>, tensor<4xi64> {
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %two = hlo.constant dense<2> : tensor<i64>
    %d = hlo.multiply %a, %two : tensor<i64>
    %s = hlo.add %d, %b : tensor<i64>
    hlo.return %s : tensor<i64>
  }
  %4 = hlo.scatter(%ho)[%hi](%hu) scatter_dimension_numbers = <inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1> : tensor<4xf16>, tensor<4x1xi32>, tensor<4xf16> {
  ^bb0(%a: tensor<f16>, %b: tensor<f16>):
    %m = hlo.minimum %a, %b : tensor<f16>
    hlo.return %m : tensor<f16>
  }
  return %0, %1, %2#0, %2#1, %3, %4 : tensor<6xi32>, tensor<4x2xf32>,
      tensor<5xf32>, tensor<5xi32>, tensor<3xi64>, tensor<4xf16>
}

// scan: 0-1: cumulative sums along dimension 1 (a rank-1 carry); 2-3: a
// reversed cumulative product; 4-7: two inputs (f64, s32) and two carries,
// outputs of two types (f64, pred); 8: no carries (ui16 negation per step).
// RUN: xhlo-run %s --entry=scan --arg=%t/scan/x.npy --arg=%t/scan/m.npy \
// RUN:   --arg=%t/scan/d.npy --arg=%t/scan/k.npy --arg=%t/scan/u.npy \
// RUN:   --expect=%t/scan/0.npy --expect=%t/scan/1.npy --expect=%t/scan/2.npy \
// RUN:   --expect=%t/scan/3.npy --expect=%t/scan/4.npy --expect=%t/scan/5.npy \
// RUN:   --expect=%t/scan/6.npy --expect=%t/scan/7.npy --expect=%t/scan/8.npy \
// RUN:   --rtol=0 --atol=0
func.func @scan(%x: tensor<3x5xf32>, %m: tensor<6xi32>, %d: tensor<6xf64>,
                %k: tensor<6xi32>, %u: tensor<4x3xui16>)
    -> (tensor<3x5xf32>, tensor<3xf32>, tensor<6xi32>, tensor<i32>,
        tensor<6xf64>, tensor<6xi1>, tensor<f64>, tensor<i32>,
        tensor<4x3xui16>) {
  %z3 = hlo.constant dense<0.0> : tensor<3xf32>
  %0:2 = hlo.scan(%x init: %z3) dimension = 1 : (tensor<3x5xf32>, tensor<3xf32>) -> (tensor<3x5xf32>, tensor<3xf32>) {
  ^bb0(%e: tensor<3xf32>, %c: tensor<3xf32>):
    %s = hlo.add %c, %e : tensor<3xf32>
    hlo.return %s, %s : tensor<3xf32>, tensor<3xf32>
  }
  %one = hlo.constant dense<1> : tensor<i32>
  %1:2 = hlo.scan(%m init: %one) dimension = 0 is_reverse : (tensor<6xi32>, tensor<i32>) -> (tensor<6xi32>, tensor<i32>) {
  ^bb0(%e: tensor<i32>, %c: tensor<i32>):
    %p = hlo.multiply %c, %e : tensor<i32>
    hlo.return %p, %p : tensor<i32>, tensor<i32>
  }
  %half = hlo.constant dense<0.5> : tensor<f64>
  %2:4 = hlo.scan(%d, %k init: %half, %one) dimension = 0 is_associative = false : (tensor<6xf64>, tensor<6xi32>, tensor<f64>, tensor<i32>) -> (tensor<6xf64>, tensor<6xi1>, tensor<f64>, tensor<i32>) {
  ^bb0(%e: tensor<f64>, %j: tensor<i32>, %c1: tensor<f64>, %c2: tensor<i32>):
    %jf = hlo.convert %j : (tensor<i32>) -> tensor<f64>
    %p = hlo.multiply %c1, %e : tensor<f64>
    %o1 = hlo.add %p, %jf : tensor<f64>
    %o2 = hlo.compare GT, %c2, %j : tensor<i32>
    %n2 = hlo.add %c2, %j : tensor<i32>
    hlo.return %o1, %o2, %o1, %n2 : tensor<f64>, tensor<i1>, tensor<f64>, tensor<i32>
  }
  %3 = hlo.scan(%u) dimension = 0 : (tensor<4x3xui16>) -> tensor<4x3xui16> {
  ^bb0(%e: tensor<3xui16>):
    %n = hlo.negate %e : tensor<3xui16>
    hlo.return %n : tensor<3xui16>
  }
  return %0#0, %0#1, %1#0, %1#1, %2#0, %2#1, %2#2, %2#3, %3 : tensor<3x5xf32>,
      tensor<3xf32>, tensor<6xi32>, tensor<i32>, tensor<6xf64>, tensor<6xi1>,
      tensor<f64>, tensor<i32>, tensor<4x3xui16>
}

// topk: values then s32 indices. 0-1: f32 with NaN, -NaN, inf, -inf, -0 and
// ties, k = 3 largest; 2-3: k = 8 smallest (a full ascending sort); 4-5:
// f16; 6-7: bf16 (carried as f32); 8-9: s32 smallest; 10-11: u64 above
// 2^63.
// RUN: xhlo-run %s --entry=topk --arg=%t/topk/x.npy --arg=%t/topk/h.npy \
// RUN:   --arg=%t/topk/b.npy --arg=%t/topk/s.npy --arg=%t/topk/u.npy \
// RUN:   --out=%t/topk.out --expect=%t/topk/0.npy --expect=%t/topk/1.npy \
// RUN:   --expect=%t/topk/2.npy --expect=%t/topk/3.npy --expect=%t/topk/4.npy \
// RUN:   --expect=%t/topk/5.npy --expect=%t/topk/6.npy --expect=%t/topk/7.npy \
// RUN:   --expect=%t/topk/8.npy --expect=%t/topk/9.npy \
// RUN:   --expect=%t/topk/10.npy --expect=%t/topk/11.npy --rtol=0 --atol=0
// RUN: %python %S/Inputs/check_exact.py %t/topk.out %t/topk
func.func @topk(%x: tensor<4x8xf32>, %h: tensor<2x6xf16>, %b: tensor<3x5xf32>,
                %s: tensor<7xi32>, %u: tensor<2x5xui64>)
    -> (tensor<4x3xf32>, tensor<4x3xi32>, tensor<4x8xf32>, tensor<4x8xi32>,
        tensor<2x4xf16>, tensor<2x4xi32>, tensor<3x2xf32>, tensor<3x2xi32>,
        tensor<2xi32>, tensor<2xi32>, tensor<2x3xui64>, tensor<2x3xi32>) {
  %0:2 = hlo.topk %x, k = 3 : tensor<4x8xf32> -> (tensor<4x3xf32>, tensor<4x3xi32>)
  %1:2 = hlo.topk %x, k = 8, largest = false : tensor<4x8xf32> -> (tensor<4x8xf32>, tensor<4x8xi32>)
  %2:2 = hlo.topk %h, k = 4 : tensor<2x6xf16> -> (tensor<2x4xf16>, tensor<2x4xi32>)
  %bb = hlo.convert %b : (tensor<3x5xf32>) -> tensor<3x5xbf16>
  %3:2 = hlo.topk %bb, k = 2 : tensor<3x5xbf16> -> (tensor<3x2xbf16>, tensor<3x2xi32>)
  %b3 = hlo.convert %3#0 : (tensor<3x2xbf16>) -> tensor<3x2xf32>
  %4:2 = hlo.topk %s, k = 2, largest = false : tensor<7xi32> -> (tensor<2xi32>, tensor<2xi32>)
  %5:2 = hlo.topk %u, k = 3 : tensor<2x5xui64> -> (tensor<2x3xui64>, tensor<2x3xi32>)
  return %0#0, %0#1, %1#0, %1#1, %2#0, %2#1, %b3, %3#1, %4#0, %4#1, %5#0,
      %5#1 : tensor<4x3xf32>, tensor<4x3xi32>, tensor<4x8xf32>,
      tensor<4x8xi32>, tensor<2x4xf16>, tensor<2x4xi32>, tensor<3x2xf32>,
      tensor<3x2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2x3xui64>,
      tensor<2x3xi32>
}
