#!/usr/bin/env python3
"""Check hlo-autodiff's indexing and reduction rules against finite differences.

Each case is a function @f (or @g, for second derivatives) whose first result
is a 0-d f64 loss, and its gradient request. The script runs `xhlo-opt
--hlo-autodiff`, evaluates the gradient with `xhlo-run`, and compares every
element with the central difference of the loss (two runs per element; the
cases are small). The cases are the corner cases of IndexingRules.cpp and
ReductionRules.cpp: gather with clamped, repeated and batched indices;
scatter-add and overwriting scatter with skipped (out-of-bounds) windows;
window sums with strides, padding and both dilations; max/min pooling with
base dilation and overlapping windows; ties of reduce max (split equally,
the init value included) and of max pooling (the first tied element, checked
against that); products with zeros; variadic and NaN-ignoring reductions;
select_and_scatter; topk; sort (integer keys with ties, inside a loop); and
second derivatives.

  utils/check_indexing_reduction_gradients.py [--build-dir build] [-k SUBSTRING]

Exits 1 when a case fails. The in-process check of the common cases is
unittests/Dialect/Hlo/AutodiffGradCheckTest.cpp.
"""

import argparse
import os
import subprocess
import sys
import tempfile

import numpy as np

from xhlo_tools import run_cases, run_xhlo_run


def f64(v):
    return np.array(v, np.float64)


def i32(v):
    return np.array(v, np.int32)


def u32(v):
    return np.array(v, np.uint32)


# ---------------------------------------------------------------------------
# Cases: (name, program, arguments from a random generator R, the
# differentiated arguments, the function, expected gradients instead of
# differences)

GATHER_BATCH = r"""
func.func @f(%x: tensor<2x5x3xf64>, %idx: tensor<2x4x1xi32>, %w: tensor<2x4x3xf64>) -> tensor<f64> {
  %g = hlo.gather %x[%idx] dimension_numbers = <offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2> slice_sizes = [1, 1, 3] : tensor<2x5x3xf64>, tensor<2x4x1xi32>
  %t = hlo.sine %g : tensor<2x4x3xf64>
  %m = hlo.multiply %t, %w : tensor<2x4x3xf64>
  %zero = hlo.constant dense<0.0> : tensor<f64>
  %s = hlo.reduce(%m init: %zero) dimensions = [0, 1, 2] : (tensor<2x4x3xf64>, tensor<f64>) -> tensor<f64> {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %r = hlo.add %a, %b : tensor<f64>
    hlo.return %r : tensor<f64>
  }
  return %s : tensor<f64>
}
func.func private @f_grad(%x: tensor<2x5x3xf64>, %idx: tensor<2x4x1xi32>, %w: tensor<2x4x3xf64>) -> (tensor<f64>, tensor<2x5x3xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}
"""

GATHER_WINDOW = r"""
func.func @f(%x: tensor<5x4xf64>, %idx: tensor<3x2xi32>, %w: tensor<3x2x3xf64>) -> tensor<f64> {
  %g = hlo.gather %x[%idx] dimension_numbers = <offset_dims = [1, 2], start_index_map = [1, 0], index_vector_dim = 1> slice_sizes = [2, 3] : tensor<5x4xf64>, tensor<3x2xi32>
  %t = hlo.multiply %g, %g : tensor<3x2x3xf64>
  %m = hlo.multiply %t, %w : tensor<3x2x3xf64>
  %zero = hlo.constant dense<0.0> : tensor<f64>
  %s = hlo.reduce(%m init: %zero) dimensions = [0, 1, 2] : (tensor<3x2x3xf64>, tensor<f64>) -> tensor<f64> {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %r = hlo.add %a, %b : tensor<f64>
    hlo.return %r : tensor<f64>
  }
  return %s : tensor<f64>
}
func.func private @f_grad(%x: tensor<5x4xf64>, %idx: tensor<3x2xi32>, %w: tensor<3x2x3xf64>) -> (tensor<f64>, tensor<5x4xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}
"""

GATHER_IVD0 = r"""
func.func @f(%x: tensor<4x6xf64>, %idx: tensor<2x5xui32>, %w: tensor<2x3x5xf64>) -> tensor<f64> {
  %g = hlo.gather %x[%idx] dimension_numbers = <offset_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 0> slice_sizes = [2, 3] : tensor<4x6xf64>, tensor<2x5xui32>
  %t = hlo.multiply %g, %g : tensor<2x3x5xf64>
  %m = hlo.multiply %t, %w : tensor<2x3x5xf64>
  %zero = hlo.constant dense<0.0> : tensor<f64>
  %s = hlo.reduce(%m init: %zero) dimensions = [0, 1, 2] : (tensor<2x3x5xf64>, tensor<f64>) -> tensor<f64> {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %r = hlo.add %a, %b : tensor<f64>
    hlo.return %r : tensor<f64>
  }
  return %s : tensor<f64>
}
func.func private @f_grad(%x: tensor<4x6xf64>, %idx: tensor<2x5xui32>, %w: tensor<2x3x5xf64>) -> (tensor<f64>, tensor<4x6xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}
"""

SCATTER_ADD_OOB = r"""
func.func @f(%x: tensor<4x3xf64>, %idx: tensor<4x2xi32>, %u: tensor<4x2xf64>, %w: tensor<4x3xf64>) -> tensor<f64> {
  %r = hlo.scatter(%x)[%idx](%u) scatter_dimension_numbers = <update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1> : tensor<4x3xf64>, tensor<4x2xi32>, tensor<4x2xf64> {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %s = hlo.add %b, %a : tensor<f64>
    hlo.return %s : tensor<f64>
  }
  %q = hlo.sine %r : tensor<4x3xf64>
  %m = hlo.multiply %q, %w : tensor<4x3xf64>
  %zero = hlo.constant dense<0.0> : tensor<f64>
  %s = hlo.reduce(%m init: %zero) dimensions = [0, 1] : (tensor<4x3xf64>, tensor<f64>) -> tensor<f64> {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %t = hlo.add %a, %b : tensor<f64>
    hlo.return %t : tensor<f64>
  }
  return %s : tensor<f64>
}
func.func private @f_grad(%x: tensor<4x3xf64>, %idx: tensor<4x2xi32>, %u: tensor<4x2xf64>, %w: tensor<4x3xf64>) -> (tensor<f64>, tensor<4x3xf64>, tensor<4x2xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 2>}
"""

SCATTER_OVERWRITE = r"""
func.func @f(%x: tensor<5x2xf64>, %idx: tensor<3xi32>, %u: tensor<3x2xf64>, %w: tensor<5x2xf64>) -> tensor<f64> {
  %r = hlo.scatter(%x)[%idx](%u) scatter_dimension_numbers = <update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1> unique_indices : tensor<5x2xf64>, tensor<3xi32>, tensor<3x2xf64> {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    hlo.return %b : tensor<f64>
  }
  %q = hlo.sine %r : tensor<5x2xf64>
  %m = hlo.multiply %q, %w : tensor<5x2xf64>
  %zero = hlo.constant dense<0.0> : tensor<f64>
  %s = hlo.reduce(%m init: %zero) dimensions = [0, 1] : (tensor<5x2xf64>, tensor<f64>) -> tensor<f64> {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %t = hlo.add %a, %b : tensor<f64>
    hlo.return %t : tensor<f64>
  }
  return %s : tensor<f64>
}
func.func private @f_grad(%x: tensor<5x2xf64>, %idx: tensor<3xi32>, %u: tensor<3x2xf64>, %w: tensor<5x2xf64>) -> (tensor<f64>, tensor<5x2xf64>, tensor<3x2xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 2>}
"""

RW_ADD_DIL = r"""
func.func @f(%x: tensor<5x4xf64>, %w: tensor<4x3xf64>) -> tensor<f64> {
  %zero = hlo.constant dense<0.0> : tensor<f64>
  %r = hlo.reduce_window(%x init: %zero) window = <size = [2, 2], stride = [3, 1], pad_low = [2, 1], pad_high = [1, 0], lhs_dilate = [2, 1], rhs_dilate = [1, 2]> : (tensor<5x4xf64>, tensor<f64>) -> tensor<4x3xf64> {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %s = hlo.add %a, %b : tensor<f64>
    hlo.return %s : tensor<f64>
  }
  %q = hlo.sine %r : tensor<4x3xf64>
  %m = hlo.multiply %q, %w : tensor<4x3xf64>
  %s = hlo.reduce(%m init: %zero) dimensions = [0, 1] : (tensor<4x3xf64>, tensor<f64>) -> tensor<f64> {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %t = hlo.add %a, %b : tensor<f64>
    hlo.return %t : tensor<f64>
  }
  return %s : tensor<f64>
}
func.func private @f_grad(%x: tensor<5x4xf64>, %w: tensor<4x3xf64>) -> (tensor<f64>, tensor<5x4xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}
"""

RW_MAX_DIL = r"""
func.func @f(%x: tensor<5x4xf64>, %w: tensor<3x2xf64>) -> tensor<f64> {
  %zero = hlo.constant dense<0.0> : tensor<f64>
  %ninf = hlo.constant dense<0xFFF0000000000000> : tensor<f64>
  %r = hlo.reduce_window(%x init: %ninf) window = <size = [3, 2], stride = [3, 2], pad_low = [1, 0], pad_high = [0, 1], lhs_dilate = [2, 1]> : (tensor<5x4xf64>, tensor<f64>) -> tensor<3x2xf64> {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %s = hlo.maximum %a, %b : tensor<f64>
    hlo.return %s : tensor<f64>
  }
  %q = hlo.sine %r : tensor<3x2xf64>
  %m = hlo.multiply %q, %w : tensor<3x2xf64>
  %s = hlo.reduce(%m init: %zero) dimensions = [0, 1] : (tensor<3x2xf64>, tensor<f64>) -> tensor<f64> {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %t = hlo.add %a, %b : tensor<f64>
    hlo.return %t : tensor<f64>
  }
  return %s : tensor<f64>
}
func.func private @f_grad(%x: tensor<5x4xf64>, %w: tensor<3x2xf64>) -> (tensor<f64>, tensor<5x4xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}
"""

RW_MIN_OVERLAP = r"""
func.func @f(%x: tensor<6x5xf64>, %w: tensor<3x4xf64>) -> tensor<f64> {
  %zero = hlo.constant dense<0.0> : tensor<f64>
  %inf = hlo.constant dense<0x7FF0000000000000> : tensor<f64>
  %r = hlo.reduce_window(%x init: %inf) window = <size = [3, 2], stride = [2, 1], pad_low = [1, 0], pad_high = [0, 0]> : (tensor<6x5xf64>, tensor<f64>) -> tensor<3x4xf64> {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %s = hlo.minimum %a, %b : tensor<f64>
    hlo.return %s : tensor<f64>
  }
  %m = hlo.multiply %r, %w : tensor<3x4xf64>
  %s = hlo.reduce(%m init: %zero) dimensions = [0, 1] : (tensor<3x4xf64>, tensor<f64>) -> tensor<f64> {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %t = hlo.add %a, %b : tensor<f64>
    hlo.return %t : tensor<f64>
  }
  return %s : tensor<f64>
}
func.func private @f_grad(%x: tensor<6x5xf64>, %w: tensor<3x4xf64>) -> (tensor<f64>, tensor<6x5xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}
"""

RW_MAX_TIE = r"""
func.func @f(%x: tensor<4xf64>, %w: tensor<3xf64>) -> tensor<f64> {
  %zero = hlo.constant dense<0.0> : tensor<f64>
  %ninf = hlo.constant dense<0xFFF0000000000000> : tensor<f64>
  %r = hlo.reduce_window(%x init: %ninf) window = <size = [2]> : (tensor<4xf64>, tensor<f64>) -> tensor<3xf64> {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %s = hlo.maximum %a, %b : tensor<f64>
    hlo.return %s : tensor<f64>
  }
  %m = hlo.multiply %r, %w : tensor<3xf64>
  %s = hlo.reduce(%m init: %zero) dimensions = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<f64> {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %t = hlo.add %a, %b : tensor<f64>
    hlo.return %t : tensor<f64>
  }
  return %s : tensor<f64>
}
func.func private @f_grad(%x: tensor<4xf64>, %w: tensor<3xf64>) -> (tensor<f64>, tensor<4xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}
"""

REDUCE_MAX_TIES = r"""
func.func @f(%x: tensor<3x4xf64>, %v: tensor<f64>, %w: tensor<3xf64>) -> tensor<f64> {
  %zero = hlo.constant dense<0.0> : tensor<f64>
  %r = hlo.reduce(%x init: %v) dimensions = [1] : (tensor<3x4xf64>, tensor<f64>) -> tensor<3xf64> {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %s = hlo.maximum %a, %b : tensor<f64>
    hlo.return %s : tensor<f64>
  }
  %m = hlo.multiply %r, %w : tensor<3xf64>
  %s = hlo.reduce(%m init: %zero) dimensions = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<f64> {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %t = hlo.add %a, %b : tensor<f64>
    hlo.return %t : tensor<f64>
  }
  return %s : tensor<f64>
}
func.func private @f_grad(%x: tensor<3x4xf64>, %v: tensor<f64>, %w: tensor<3xf64>) -> (tensor<f64>, tensor<3x4xf64>, tensor<f64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1>}
"""

REDUCE_MUL_INIT = r"""
func.func @f(%x: tensor<3x3xf64>, %v: tensor<f64>, %w: tensor<3xf64>) -> tensor<f64> {
  %zero = hlo.constant dense<0.0> : tensor<f64>
  %r = hlo.reduce(%x init: %v) dimensions = [0] : (tensor<3x3xf64>, tensor<f64>) -> tensor<3xf64> {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %s = hlo.multiply %b, %a : tensor<f64>
    hlo.return %s : tensor<f64>
  }
  %m = hlo.multiply %r, %w : tensor<3xf64>
  %s = hlo.reduce(%m init: %zero) dimensions = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<f64> {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %t = hlo.add %a, %b : tensor<f64>
    hlo.return %t : tensor<f64>
  }
  return %s : tensor<f64>
}
func.func private @f_grad(%x: tensor<3x3xf64>, %v: tensor<f64>, %w: tensor<3xf64>) -> (tensor<f64>, tensor<3x3xf64>, tensor<f64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1>}
"""

REDUCE_VARIADIC = r"""
func.func @f(%x: tensor<3x4xf64>, %y: tensor<3x4xf64>, %w: tensor<3xf64>) -> tensor<f64> {
  %zero = hlo.constant dense<0.0> : tensor<f64>
  %ninf = hlo.constant dense<0xFFF0000000000000> : tensor<f64>
  %r:2 = hlo.reduce(%x, %y init: %zero, %ninf) dimensions = [1] : (tensor<3x4xf64>, tensor<3x4xf64>, tensor<f64>, tensor<f64>) -> (tensor<3xf64>, tensor<3xf64>) {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>, %c: tensor<f64>, %d: tensor<f64>):
    %s = hlo.add %a, %c : tensor<f64>
    %t = hlo.maximum %d, %b : tensor<f64>
    hlo.return %s, %t : tensor<f64>, tensor<f64>
  }
  %p = hlo.multiply %r#0, %r#1 : tensor<3xf64>
  %m = hlo.multiply %p, %w : tensor<3xf64>
  %s = hlo.reduce(%m init: %zero) dimensions = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<f64> {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %t = hlo.add %a, %b : tensor<f64>
    hlo.return %t : tensor<f64>
  }
  return %s : tensor<f64>
}
func.func private @f_grad(%x: tensor<3x4xf64>, %y: tensor<3x4xf64>, %w: tensor<3xf64>) -> (tensor<f64>, tensor<3x4xf64>, tensor<3x4xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1>}
"""

MAXNUM = r"""
func.func @f(%x: tensor<4x3xf64>, %y: tensor<5x6xf64>, %w: tensor<4xf64>, %w2: tensor<3x3xf64>) -> tensor<f64> {
  %ninf = hlo.constant dense<0xFFF0000000000000> : tensor<f64>
  %r = hlo.reduce(%x init: %ninf) dimensions = [1] : (tensor<4x3xf64>, tensor<f64>) -> tensor<4xf64> {
  ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
    %5 = hlo.maximum %arg2, %arg1 : tensor<f64>
    %6 = hlo.compare NE, %arg1, %arg1 : tensor<f64>
    %7 = hlo.select %6, %arg2, %5 : tensor<i1>, tensor<f64>
    %8 = hlo.compare NE, %arg2, %arg2 : tensor<f64>
    %9 = hlo.select %8, %arg1, %7 : tensor<i1>, tensor<f64>
    hlo.return %9 : tensor<f64>
  }
  %inf = hlo.constant dense<0x7FF0000000000000> : tensor<f64>
  %p = hlo.reduce_window(%y init: %inf) window = <size = [3, 3], stride = [2, 2], pad_low = [1, 1], pad_high = [1, 0]> : (tensor<5x6xf64>, tensor<f64>) -> tensor<3x3xf64> {
  ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
    %5 = hlo.minimum %arg1, %arg2 : tensor<f64>
    %6 = hlo.compare NE, %arg1, %arg1 : tensor<f64>
    %7 = hlo.select %6, %arg2, %5 : tensor<i1>, tensor<f64>
    %8 = hlo.compare NE, %arg2, %arg2 : tensor<f64>
    %9 = hlo.select %8, %arg1, %7 : tensor<i1>, tensor<f64>
    hlo.return %9 : tensor<f64>
  }
  %a = hlo.dot %r, %w, lhs_contracting_dims = [0], rhs_contracting_dims = [0] : (tensor<4xf64>, tensor<4xf64>) -> tensor<f64>
  %sp = hlo.sine %p : tensor<3x3xf64>
  %b = hlo.dot %sp, %w2, lhs_contracting_dims = [0, 1], rhs_contracting_dims = [0, 1] : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<f64>
  %l = hlo.add %a, %b : tensor<f64>
  return %l : tensor<f64>
}
func.func private @f_grad(%x: tensor<4x3xf64>, %y: tensor<5x6xf64>, %w: tensor<4xf64>, %w2: tensor<3x3xf64>) -> (tensor<f64>, tensor<4x3xf64>, tensor<5x6xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1>}
"""

SELECT_AND_SCATTER = r"""
func.func @f(%x: tensor<5x4xf64>, %src: tensor<3x2xf64>, %v: tensor<f64>, %w: tensor<5x4xf64>) -> tensor<f64> {
  %zero = hlo.constant dense<0.0> : tensor<f64>
  %r = hlo.select_and_scatter %x, %src, %v window = <size = [3, 2], stride = [2, 2], pad_low = [1, 0], pad_high = [1, 0]> : (tensor<5x4xf64>, tensor<3x2xf64>, tensor<f64>) -> tensor<5x4xf64> select {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %ge = hlo.compare GE, %a, %b : tensor<f64>
    hlo.return %ge : tensor<i1>
  } scatter {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %s = hlo.add %a, %b : tensor<f64>
    hlo.return %s : tensor<f64>
  }
  %q = hlo.sine %r : tensor<5x4xf64>
  %m = hlo.multiply %q, %w : tensor<5x4xf64>
  %s = hlo.reduce(%m init: %zero) dimensions = [0, 1] : (tensor<5x4xf64>, tensor<f64>) -> tensor<f64> {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %t = hlo.add %a, %b : tensor<f64>
    hlo.return %t : tensor<f64>
  }
  return %s : tensor<f64>
}
func.func private @f_grad(%x: tensor<5x4xf64>, %src: tensor<3x2xf64>, %v: tensor<f64>, %w: tensor<5x4xf64>) -> (tensor<f64>, tensor<5x4xf64>, tensor<3x2xf64>, tensor<f64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1, 2>}
"""

TOPK = r"""
func.func @f(%x: tensor<3x5xf64>, %w: tensor<3x2xf64>) -> tensor<f64> {
  %zero = hlo.constant dense<0.0> : tensor<f64>
  %v, %i = hlo.topk %x, k = 2 : tensor<3x5xf64> -> (tensor<3x2xf64>, tensor<3x2xi32>)
  %q = hlo.sine %v : tensor<3x2xf64>
  %m = hlo.multiply %q, %w : tensor<3x2xf64>
  %s = hlo.reduce(%m init: %zero) dimensions = [0, 1] : (tensor<3x2xf64>, tensor<f64>) -> tensor<f64> {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %t = hlo.add %a, %b : tensor<f64>
    hlo.return %t : tensor<f64>
  }
  return %s : tensor<f64>
}
func.func private @f_grad(%x: tensor<3x5xf64>, %w: tensor<3x2xf64>) -> (tensor<f64>, tensor<3x5xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}
"""

TOPK1 = r"""
func.func @f(%x: tensor<6xf64>, %w: tensor<3xf64>) -> tensor<f64> {
  %zero = hlo.constant dense<0.0> : tensor<f64>
  %v, %i = hlo.topk %x, k = 3, largest = false : tensor<6xf64> -> (tensor<3xf64>, tensor<3xi32>)
  %q = hlo.sine %v : tensor<3xf64>
  %m = hlo.multiply %q, %w : tensor<3xf64>
  %s = hlo.reduce(%m init: %zero) dimensions = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<f64> {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %t = hlo.add %a, %b : tensor<f64>
    hlo.return %t : tensor<f64>
  }
  return %s : tensor<f64>
}
func.func private @f_grad(%x: tensor<6xf64>, %w: tensor<3xf64>) -> (tensor<f64>, tensor<6xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}
"""

SORT2D = r"""
func.func @f(%k: tensor<4x3xi32>, %x: tensor<4x3xf64>, %y: tensor<4x3xf64>, %w: tensor<4x3xf64>) -> tensor<f64> {
  %zero = hlo.constant dense<0.0> : tensor<f64>
  %sk, %sx, %sy = hlo.sort(%k, %x, %y) dimension = 0 is_stable : (tensor<4x3xi32>, tensor<4x3xf64>, tensor<4x3xf64>) -> (tensor<4x3xi32>, tensor<4x3xf64>, tensor<4x3xf64>) {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<f64>, %d: tensor<f64>, %e: tensor<f64>, %g: tensor<f64>):
    %lt = hlo.compare GT, %a, %b : tensor<i32>
    hlo.return %lt : tensor<i1>
  }
  %p = hlo.multiply %sx, %w : tensor<4x3xf64>
  %c = hlo.cosine %sy : tensor<4x3xf64>
  %q = hlo.multiply %p, %c : tensor<4x3xf64>
  %io = hlo.iota iota_dimension = 0 : tensor<4x3xf64>
  %q2 = hlo.multiply %q, %io : tensor<4x3xf64>
  %s = hlo.reduce(%q2 init: %zero) dimensions = [0, 1] : (tensor<4x3xf64>, tensor<f64>) -> tensor<f64> {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %t = hlo.add %a, %b : tensor<f64>
    hlo.return %t : tensor<f64>
  }
  return %s : tensor<f64>
}
func.func private @f_grad(%k: tensor<4x3xi32>, %x: tensor<4x3xf64>, %y: tensor<4x3xf64>, %w: tensor<4x3xf64>) -> (tensor<f64>, tensor<4x3xf64>, tensor<4x3xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 1, 2>}
"""

SORT_LOOP = r"""
func.func @f(%x: tensor<5xf64>, %w: tensor<5xf64>) -> tensor<f64> {
  %i0 = hlo.constant dense<0> : tensor<i64>
  %n = hlo.constant dense<3> : tensor<i64>
  %one = hlo.constant dense<1> : tensor<i64>
  %r:5 = hlo.while(%i0, %x, %n, %one, %w) : tensor<i64>, tensor<5xf64>, tensor<i64>, tensor<i64>, tensor<5xf64> cond {
  ^bb0(%i: tensor<i64>, %h: tensor<5xf64>, %u: tensor<i64>, %st: tensor<i64>, %ww: tensor<5xf64>):
    %lt = hlo.compare LT, %i, %u : tensor<i64>
    hlo.return %lt : tensor<i1>
  } do {
  ^bb0(%i: tensor<i64>, %h: tensor<5xf64>, %u: tensor<i64>, %st: tensor<i64>, %ww: tensor<5xf64>):
    %s = hlo.sort(%h) dimension = 0 : (tensor<5xf64>) -> tensor<5xf64> {
    ^bb0(%a: tensor<f64>, %b: tensor<f64>):
      %gt = hlo.compare GT, %a, %b : tensor<f64>
      hlo.return %gt : tensor<i1>
    }
    %rev = hlo.reverse %s, dimensions = [0] : tensor<5xf64>
    %m = hlo.multiply %rev, %ww : tensor<5xf64>
    %t = hlo.sine %m : tensor<5xf64>
    %next = hlo.add %i, %st : tensor<i64>
    hlo.return %next, %t, %u, %st, %ww : tensor<i64>, tensor<5xf64>, tensor<i64>, tensor<i64>, tensor<5xf64>
  }
  %zero = hlo.constant dense<0.0> : tensor<f64>
  %s = hlo.reduce(%r#1 init: %zero) dimensions = [0] : (tensor<5xf64>, tensor<f64>) -> tensor<f64> {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %t = hlo.add %a, %b : tensor<f64>
    hlo.return %t : tensor<f64>
  }
  return %s : tensor<f64>
}
func.func private @f_grad(%x: tensor<5xf64>, %w: tensor<5xf64>) -> (tensor<f64>, tensor<5xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}
"""

SECOND_POOL = r"""
func.func @f(%x: tensor<5x6xf64>, %w: tensor<3x3xf64>) -> tensor<f64> {
  %ninf = hlo.constant dense<0xFFF0000000000000> : tensor<f64>
  %p = hlo.reduce_window(%x init: %ninf) window = <size = [3, 3], stride = [2, 2], pad_low = [1, 1], pad_high = [1, 0]> : (tensor<5x6xf64>, tensor<f64>) -> tensor<3x3xf64> {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %m = hlo.maximum %a, %b : tensor<f64>
    hlo.return %m : tensor<f64>
  }
  %sp = hlo.sine %p : tensor<3x3xf64>
  %l = hlo.dot %sp, %w, lhs_contracting_dims = [0, 1], rhs_contracting_dims = [0, 1] : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<f64>
  return %l : tensor<f64>
}
func.func private @f_grad(%x: tensor<5x6xf64>, %w: tensor<3x3xf64>) -> (tensor<f64>, tensor<5x6xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}
func.func @g(%x: tensor<5x6xf64>, %w: tensor<3x3xf64>, %v: tensor<5x6xf64>) -> tensor<f64> {
  %l, %gx = hlo.call @f_grad(%x, %w) : (tensor<5x6xf64>, tensor<3x3xf64>) -> (tensor<f64>, tensor<5x6xf64>)
  %c = hlo.cosine %gx : tensor<5x6xf64>
  %d = hlo.dot %c, %v, lhs_contracting_dims = [0, 1], rhs_contracting_dims = [0, 1] : (tensor<5x6xf64>, tensor<5x6xf64>) -> tensor<f64>
  return %d : tensor<f64>
}
func.func private @g_grad(%x: tensor<5x6xf64>, %w: tensor<3x3xf64>, %v: tensor<5x6xf64>) -> (tensor<f64>, tensor<5x6xf64>, tensor<3x3xf64>) attributes {xhlo.gradient_of = @g, xhlo.wrt = array<i64: 0, 1>}
"""

SECOND_MIX = r"""
func.func @f(%x: tensor<4x6xf64>, %idx: tensor<3x2xi32>, %i: tensor<i32>) -> tensor<f64> {
  %zero = hlo.constant dense<0.0> : tensor<f64>
  %one = hlo.constant dense<1.0> : tensor<f64>
  %ninf = hlo.constant dense<0xFFF0000000000000> : tensor<f64>
  %g = hlo.gather %x[%idx] dimension_numbers = <offset_dims = [1, 2], start_index_map = [0, 1], index_vector_dim = 1> slice_sizes = [2, 3] : tensor<4x6xf64>, tensor<3x2xi32>
  %g2 = hlo.multiply %g, %g : tensor<3x2x3xf64>
  %a = hlo.reduce(%g2 init: %zero) dimensions = [0, 1, 2] : (tensor<3x2x3xf64>, tensor<f64>) -> tensor<f64> {
  ^bb0(%p: tensor<f64>, %q: tensor<f64>):
    %s = hlo.add %p, %q : tensor<f64>
    hlo.return %s : tensor<f64>
  }
  %ds = hlo.dynamic_slice %x[%i, %i] dynamic_slice_sizes = [2, 4] : tensor<4x6xf64>, tensor<i32>
  %mx = hlo.reduce(%ds init: %ninf) dimensions = [1] : (tensor<2x4xf64>, tensor<f64>) -> tensor<2xf64> {
  ^bb0(%p: tensor<f64>, %q: tensor<f64>):
    %s = hlo.maximum %p, %q : tensor<f64>
    hlo.return %s : tensor<f64>
  }
  %mx2 = hlo.multiply %mx, %mx : tensor<2xf64>
  %pr = hlo.reduce(%x init: %one) dimensions = [0] : (tensor<4x6xf64>, tensor<f64>) -> tensor<6xf64> {
  ^bb0(%p: tensor<f64>, %q: tensor<f64>):
    %s = hlo.multiply %p, %q : tensor<f64>
    hlo.return %s : tensor<f64>
  }
  %st = hlo.sort(%pr) dimension = 0 : (tensor<6xf64>) -> tensor<6xf64> {
  ^bb0(%p: tensor<f64>, %q: tensor<f64>):
    %lt = hlo.compare LT, %p, %q : tensor<f64>
    hlo.return %lt : tensor<i1>
  }
  %io = hlo.iota iota_dimension = 0 : tensor<6xf64>
  %stw = hlo.multiply %st, %io : tensor<6xf64>
  %stt = hlo.tanh %stw : tensor<6xf64>
  %tv, %ti = hlo.topk %x, k = 2 : tensor<4x6xf64> -> (tensor<4x2xf64>, tensor<4x2xi32>)
  %tvs = hlo.sine %tv : tensor<4x2xf64>
  %rw = hlo.reduce_window(%x init: %zero) window = <size = [2, 2], stride = [2, 1], pad_low = [1, 0], lhs_dilate = [1, 2], rhs_dilate = [1, 2]> : (tensor<4x6xf64>, tensor<f64>) -> tensor<2x9xf64> {
  ^bb0(%p: tensor<f64>, %q: tensor<f64>):
    %s = hlo.add %p, %q : tensor<f64>
    hlo.return %s : tensor<f64>
  }
  %rws = hlo.sine %rw : tensor<2x9xf64>
  %b = hlo.reduce(%mx2 init: %zero) dimensions = [0] : (tensor<2xf64>, tensor<f64>) -> tensor<f64> {
  ^bb0(%p: tensor<f64>, %q: tensor<f64>):
    %s = hlo.add %p, %q : tensor<f64>
    hlo.return %s : tensor<f64>
  }
  %c = hlo.reduce(%stt init: %zero) dimensions = [0] : (tensor<6xf64>, tensor<f64>) -> tensor<f64> {
  ^bb0(%p: tensor<f64>, %q: tensor<f64>):
    %s = hlo.add %p, %q : tensor<f64>
    hlo.return %s : tensor<f64>
  }
  %d = hlo.reduce(%tvs init: %zero) dimensions = [0, 1] : (tensor<4x2xf64>, tensor<f64>) -> tensor<f64> {
  ^bb0(%p: tensor<f64>, %q: tensor<f64>):
    %s = hlo.add %p, %q : tensor<f64>
    hlo.return %s : tensor<f64>
  }
  %e = hlo.reduce(%rws init: %zero) dimensions = [0, 1] : (tensor<2x9xf64>, tensor<f64>) -> tensor<f64> {
  ^bb0(%p: tensor<f64>, %q: tensor<f64>):
    %s = hlo.add %p, %q : tensor<f64>
    hlo.return %s : tensor<f64>
  }
  %ab = hlo.add %a, %b : tensor<f64>
  %abc = hlo.add %ab, %c : tensor<f64>
  %abcd = hlo.add %abc, %d : tensor<f64>
  %l = hlo.add %abcd, %e : tensor<f64>
  return %l : tensor<f64>
}
func.func private @f_grad(%x: tensor<4x6xf64>, %idx: tensor<3x2xi32>, %i: tensor<i32>) -> (tensor<f64>, tensor<4x6xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}
func.func @g(%x: tensor<4x6xf64>, %idx: tensor<3x2xi32>, %i: tensor<i32>, %v: tensor<4x6xf64>) -> tensor<f64> {
  %l, %gx = hlo.call @f_grad(%x, %idx, %i) : (tensor<4x6xf64>, tensor<3x2xi32>, tensor<i32>) -> (tensor<f64>, tensor<4x6xf64>)
  %c = hlo.sine %gx : tensor<4x6xf64>
  %d = hlo.dot %c, %v, lhs_contracting_dims = [0, 1], rhs_contracting_dims = [0, 1] : (tensor<4x6xf64>, tensor<4x6xf64>) -> tensor<f64>
  return %d : tensor<f64>
}
func.func private @g_grad(%x: tensor<4x6xf64>, %idx: tensor<3x2xi32>, %i: tensor<i32>, %v: tensor<4x6xf64>) -> (tensor<f64>, tensor<4x6xf64>) attributes {xhlo.gradient_of = @g, xhlo.wrt = array<i64: 0>}
"""


def cases(R):
    return [
    # gather with batching dimensions; repeated rows and starts 7 and -2 that
    # gather clamps to 4 and 0.
    ('gather_batching', GATHER_BATCH, [R(2, 5, 3), i32([[[0], [4], [4], [7]], [[-2], [1], [1], [3]]]), R(2, 4, 3)], [0], 'f', None),
    # 2x3 windows at (col, row) starts, repeated, and (9, 9) clamped to (1, 3).
    ('gather_windows_clamped', GATHER_WINDOW, [R(5, 4), i32([[1, 0], [1, 0], [9, 9]]), R(3, 2, 3)], [0], 'f', None),
    # index_vector_dim 0, unsigned indices, 9 clamped.
    ('gather_leading_index_vector_ui32', GATHER_IVD0, [R(4, 6), u32([[0, 2, 3, 9, 1], [0, 3, 4, 9, 1]]), R(2, 3, 5)], [0], 'f', None),
    # scatter-add: (0, 0) twice, and (2, 2) whose window does not fit (skipped).
    ('scatter_add_repeated', SCATTER_ADD_OOB, [R(4, 3), i32([[0, 0], [3, 1], [2, 2], [0, 0]]), R(4, 2), R(4, 3)], [0, 2], 'f', None),
    # scatter-add: windows at -1 and 4 skipped.
    ('scatter_add_out_of_bounds', SCATTER_ADD_OOB, [R(4, 3), i32([[-1, 0], [3, 1], [1, 1], [4, 0]]), R(4, 2), R(4, 3)], [0, 2], 'f', None),
    # scatter that overwrites, unique indices.
    ('scatter_overwrite', SCATTER_OVERWRITE, [R(5, 2), i32([4, 0, 2]), R(3, 2), R(5, 2)], [0, 2], 'f', None),
    # scatter that overwrites, one update skipped.
    ('scatter_overwrite_out_of_bounds', SCATTER_OVERWRITE, [R(5, 2), i32([4, 7, 2]), R(3, 2), R(5, 2)], [0, 2], 'f', None),
    # window sum with strides, padding, base and window dilation.
    ('reduce_window_sum_dilated', RW_ADD_DIL, [R(5, 4), R(4, 3)], [0], 'f', None),
    # max over windows with base dilation and padding.
    ('max_pool_base_dilation', RW_MAX_DIL, [R(5, 4), R(3, 2)], [0], 'f', None),
    # min over overlapping padded windows.
    ('min_pool_overlapping', RW_MIN_OVERLAP, [R(6, 5), R(3, 4)], [0], 'f', None),
    # windows [1, 3], [3, 3], [3, 2]: the first of tied maxima gets the
    # window's adjoint (XLA's select), checked against that, not differences.
    ('max_pool_tie', RW_MAX_TIE, [f64([1.0, 3.0, 3.0, 2.0]), f64([1.0, 10.0, 100.0])], [0], 'f', {0: f64([0.0, 11.0, 100.0, 0.0])}),
    # row 0: two tied maxima; row 1: a tie with the init value; row 2: the
    # init wins (central differences split ties equally, as the rule does).
    ('reduce_max_ties_and_init', REDUCE_MAX_TIES, [f64([[0.1, 0.9, 0.9, -0.3], [0.5, 0.2, -1, 0.1], [0.1, 0.2, 0.3, 0.4]]), f64(0.5), R(3)], [0, 1], 'f', None),
    # products with one and two zeros in a column, and an active init.
    ('reduce_multiply_zeros_init', REDUCE_MUL_INIT, [f64([[0.7, 0.0, 1.5], [-1.2, 0.0, 0.3], [0.4, 2.0, 0.9]]), f64(1.7), R(3)], [0, 1], 'f', None),
    # products.
    ('reduce_multiply_random', REDUCE_MUL_INIT, [R(3, 3), f64(-0.6), R(3)], [0, 1], 'f', None),
    # two inputs with independent add and maximum combiners.
    ('reduce_variadic', REDUCE_VARIADIC, [R(3, 4), R(3, 4), R(3)], [0, 1], 'f', None),
    # the NaN-ignoring maximum and minimum of arith.maxnumf/minnumf.
    ('reduce_maxnum', MAXNUM, [R(4, 3), R(5, 6), R(4), R(3, 3)], [0, 1], 'f', None),
    # operand (no derivative), source and init value.
    ('select_and_scatter', SELECT_AND_SCATTER, [R(5, 4), R(3, 2), f64(0.3), R(5, 4)], [0, 1, 2], 'f', None),
    # topk of rows.
    ('topk_rows', TOPK, [R(3, 5), R(3, 2)], [0], 'f', None),
    # the 3 smallest of a vector.
    ('topk_smallest', TOPK1, [R(6), R(3)], [0], 'f', None),
    # two float values sorted along dimension 0 by integer keys with ties.
    ('sort_int_keys', SORT2D, [i32([[3, 1, 2], [0, 1, 5], [3, 7, 2], [1, 0, 0]]), R(4, 3), R(4, 3), R(4, 3)], [1, 2], 'f', None),
    # a sort in a counted while loop.
    ('sort_in_loop', SORT_LOOP, [R(5), 2 * R(5)], [0], 'f', None),
    # second derivative through max pooling (select_and_scatter, then the
    # pair reduce_window).
    ('second_derivative_max_pool', SECOND_POOL, [R(5, 6), R(3, 3), R(5, 6)], [0, 1], 'g', None),
    # second derivative through gather, dynamic_slice, reduce max and
    # multiply, sort, topk and a dilated window sum.
    ('second_derivative_mix', SECOND_MIX, [R(4, 6), i32([[0, 1], [2, 5], [1, 1]]), i32(3), R(4, 6)], [0], 'g', None),
    ]


# ---------------------------------------------------------------------------
# Running


def run(tools, program, entry, args, tmp):
    return run_xhlo_run(tools["xhlo-run"], program, entry, args, tmp)


def check_case(tools, case, tmp, h=1e-6, tol=1e-6):
    name, source, args, wrt, fn, expect = case
    src = os.path.join(tmp, "case.mlir")
    program = os.path.join(tmp, "grad.mlir")
    with open(src, "w") as f:
        f.write(source)
    r = subprocess.run([tools["xhlo-opt"], "--hlo-autodiff", src, "-o",
                        program], capture_output=True, text=True)
    if r.returncode:
        return [f"hlo-autodiff failed: {r.stderr.strip()}"]
    grads = run(tools, program, fn + "_grad", args, tmp)
    loss = run(tools, program, fn, args, tmp)[0]
    errors = []
    if abs(grads[0] - loss) > 1e-12 * max(1.0, abs(loss)):
        errors.append(f"loss {grads[0]} != {loss}")
    for k, i in enumerate(wrt):
        grad = grads[1 + k]
        if expect and i in expect:
            reference = expect[i]
        else:
            reference = np.zeros_like(args[i])
            for idx in np.ndindex(args[i].shape):
                plus = [a.copy() for a in args]
                minus = [a.copy() for a in args]
                plus[i][idx] += h
                minus[i][idx] -= h
                reference[idx] = (run(tools, program, fn, plus, tmp)[0] -
                                  run(tools, program, fn, minus, tmp)[0]) / (2 * h)
        scale = max(1.0, float(np.max(np.abs(reference))) if reference.size else 1.0)
        err = float(np.max(np.abs(grad - reference))) if grad.size else 0.0
        if grad.shape != reference.shape or err > tol * scale:
            errors.append(f"argument {i}: max error {err:.3g}\n  ad  {grad.ravel()}"
                          f"\n  ref {reference.ravel()}")
    return errors


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build-dir", default="build")
    parser.add_argument("-k", default="", help="only cases whose name has this")
    options = parser.parse_args()
    tools = {t: os.path.join(options.build_dir, "bin", t)
             for t in ("xhlo-opt", "xhlo-run")}
    rng = np.random.default_rng(0)
    with tempfile.TemporaryDirectory() as tmp:
        return run_cases(
            cases(lambda *shape: rng.uniform(-1.0, 1.0, shape)),
            lambda case: case[0], lambda case: check_case(tools, case, tmp),
            options.k)

if __name__ == "__main__":
    sys.exit(main())
