//===- Passes.td - Conversions to hlo -------------------- -*- tablegen -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The conversion passes from MLIR's input dialects to hlo. Every conversion
// shares the type rule of HloTypeConverter.h (scalars become 0-d tensors,
// `index` becomes i64 or i32) and the options and statistics below.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_CONVERSION_PASSES_TD
#define XHLO_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

/// The options of every conversion to hlo, read by the one pass body
/// (HloConversionPass and runHloConversionPass in HloConversion.h).
defvar HloConversionOptions = [
  Option<"indexBitwidth", "index-bitwidth", "unsigned", /*default=*/"64",
         "Bit width of the integer type that `index` becomes (64 or 32)">,
  Option<"allowPartial", "allow-partial", "bool", /*default=*/"false",
         "Leave ops that cannot be converted in place instead of failing">,
];

/// The statistics of every conversion to hlo, counted by the same body.
defvar HloConversionStatistics = [
  Statistic<"numConverted", "num-converted", "Ops converted to hlo">,
  Statistic<"numLeft", "num-left", "Ops that could not be converted">,
];

//===----------------------------------------------------------------------===//
// ArithToHlo
//===----------------------------------------------------------------------===//

def ConvertArithToHloPass : Pass<"convert-arith-to-hlo", "mlir::ModuleOp"> {
  let summary = "Convert arith ops on tensors and scalars to hlo";
  let description = [{
    Rewrites every `arith` op into `hlo` ops with the same semantics. Scalars
    become 0-d tensors and `index` becomes `i64` (`i32` with
    `index-bitwidth=32`); function signatures, calls and returns are
    converted along. Ops XLA has no opcode for are expanded: unsigned
    division, remainder, min/max and comparisons go through unsigned element
    types (`hlo.bitcast_convert`), `ceildivsi`/`floordivsi` correct the
    truncated quotient by the remainder's sign, `maxnumf`/`minnumf` pick the
    non-NaN operand with `compare` + `select`, and `cmpf`'s unordered
    predicates test `x != x`.

    An op that cannot be converted (an operand type hlo lacks, such as a
    vector, a dynamic shape or `i3`) makes the pass fail with one error per
    op saying why, unless `allow-partial` is set: then it stays, bridged to
    the converted values by `tensor.extract`/`tensor.from_elements`.

    Before:

    ```mlir
    func.func @f(%a: i32, %b: tensor<4xf32>) -> tensor<4xf32> {
      %c = arith.sitofp %a : i32 to f32
      %s = tensor.splat %c : tensor<4xf32>
      %r = arith.maxnumf %b, %s : tensor<4xf32>
      return %r : tensor<4xf32>
    }
    ```

    After (the maxnumf expansion abbreviated):

    ```mlir
    func.func @f(%a: tensor<i32>, %b: tensor<4xf32>) -> tensor<4xf32> {
      %c = hlo.convert %a : (tensor<i32>) -> tensor<f32>
      %e = tensor.extract %c[] : tensor<f32>
      %s = tensor.splat %e : tensor<4xf32>
      %m = hlo.maximum %b, %s : tensor<4xf32>
      ...
      %r = hlo.select %bnan, %s, %t : tensor<4xi1>, tensor<4xf32>
      return %r : tensor<4xf32>
    }
    ```
  }];
  let dependentDialects = [
    "::xhlo::hlo::HloDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::tensor::TensorDialect",
  ];
  let options = HloConversionOptions;
  let statistics = HloConversionStatistics;
}

//===----------------------------------------------------------------------===//
// MathToHlo
//===----------------------------------------------------------------------===//

def ConvertMathToHloPass : Pass<"convert-math-to-hlo", "mlir::ModuleOp"> {
  let summary = "Convert math ops on tensors and scalars to hlo";
  let description = [{
    Rewrites every `math` op into `hlo` ops, with the type rule and options
    of `convert-arith-to-hlo`. Functions XLA has an opcode for map one to
    one (`math.exp` to `hlo.exponential`, `math.round` to
    `hlo.round_nearest_afz`, `math.ctlz` to `hlo.count_leading_zeros`, ...);
    the others are expanded: `exp2` as `power(2, x)`, `log2`/`log10` as
    scaled `log`, `atan` as `atan2(x, 1)`, `trunc` by the sign, `copysign`
    on the bits, `cttz` as `popcnt(~x & (x - 1))`, `fpowi` as `power` of
    the converted exponent, `ipowi` as `power` with the negative exponents
    of `-1` and `1` handled, and `fma` computed in f64 for narrower types.

    Before:

    ```mlir
    func.func @f(%x: f32) -> f32 {
      %r = math.exp2 %x : f32
      return %r : f32
    }
    ```

    After:

    ```mlir
    func.func @f(%x: tensor<f32>) -> tensor<f32> {
      %two = hlo.constant dense<2.000000e+00> : tensor<f32>
      %r = hlo.power %two, %x : tensor<f32>
      return %r : tensor<f32>
    }
    ```
  }];
  let dependentDialects = [
    "::xhlo::hlo::HloDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::tensor::TensorDialect",
  ];
  let options = HloConversionOptions;
  let statistics = HloConversionStatistics;
}

//===----------------------------------------------------------------------===//
// TensorToHlo
//===----------------------------------------------------------------------===//

def ConvertTensorToHloPass : Pass<"convert-tensor-to-hlo", "mlir::ModuleOp"> {
  let summary = "Convert tensor ops on static shapes to hlo";
  let description = [{
    Rewrites the `tensor` ops of statically shaped programs into `hlo`, with
    the type rule and options of `convert-arith-to-hlo`:

    - `extract_slice` to `hlo.slice` (static offsets, strides kept) or
      `hlo.dynamic_slice` (dynamic offsets, then a strided `hlo.slice`),
      `extract` of a scalar likewise; a rank-reducing slice ends in
      `hlo.reshape`;
    - `insert_slice` and `insert` to `hlo.dynamic_update_slice`; a strided
      `insert_slice` reads the covered window, spreads the source with
      interior `hlo.pad` and merges it with `hlo.select` under a padded mask
      before writing the window back;
    - `pad` with a constant or outside padding value to `hlo.pad`;
    - `expand_shape`, `collapse_shape` and `reshape` to `hlo.reshape`,
      `concat` to `hlo.concatenate`, `cast` between static types to nothing,
      `bitcast` (same width, e.g. `ui8` to `i8`) to `hlo.bitcast_convert`;
    - `gather` to `hlo.gather`: the index vectors in the last dimension of
      the indices, `start_index_map` the gather dimensions, each slice the
      whole source but 1 along them (kept, or collapsed in the rank-reduced
      form);
    - `splat` to `hlo.broadcast`, `from_elements` to reshapes and an
      `hlo.concatenate`, `empty` to a zero `hlo.constant` (its contents are
      undefined, so zeros are as good as anything);
    - `generate` to one `hlo.iota` per index its body uses, feeding its
      elementwise ops, cloned on whole tensors (arith and math ops, left
      for their own conversions).

    Run-time offsets and indices are clamped by XLA into the operand
    (`dynamic_slice`, `dynamic_update_slice`, `gather`); tensor leaves
    out-of-bounds accesses undefined, so the clamped result is one of the
    allowed ones.
    Dynamic sizes or strides, a padding value computed from the indices,
    and `generate` bodies with other than elementwise ops are refused with
    the reason.

    Before:

    ```mlir
    func.func @f(%t: tensor<8xf32>, %i: index) -> tensor<2xf32> {
      %s = tensor.extract_slice %t[%i] [2] [3] : tensor<8xf32> to tensor<2xf32>
      return %s : tensor<2xf32>
    }
    ```

    After:

    ```mlir
    func.func @f(%t: tensor<8xf32>, %i: tensor<i64>) -> tensor<2xf32> {
      %w = hlo.dynamic_slice %t[%i] dynamic_slice_sizes = [4]
             : tensor<8xf32>, tensor<i64>
      %s = hlo.slice %w, slice = [0:4:3] : (tensor<4xf32>) -> tensor<2xf32>
      return %s : tensor<2xf32>
    }
    ```
  }];
  let dependentDialects = [
    "::xhlo::hlo::HloDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::tensor::TensorDialect",
  ];
  let options = HloConversionOptions;
  let statistics = HloConversionStatistics;
}

//===----------------------------------------------------------------------===//
// ScfToHlo
//===----------------------------------------------------------------------===//

def ConvertScfToHloPass : Pass<"convert-scf-to-hlo", "mlir::ModuleOp"> {
  let summary = "Convert scf control flow on tensors and scalars to hlo";
  let description = [{
    Rewrites structured control flow into `hlo.while` and
    `hlo.conditional`, with the type rule and options of
    `convert-arith-to-hlo`; the ops inside the regions are left to the other
    conversions.

    - `scf.for` becomes a `while` over `(iv, iter_args..., ub, step)`: the
      condition is `iv < ub` (signed, as scf.for), the body adds `step`;
    - `scf.while` becomes a `while` over its operands when its `before`
      region only computes the condition; otherwise the `before` region
      runs once ahead of the loop and again at the end of every iteration,
      the state being `(condition, forwarded values...)`;
    - `scf.if` becomes a `pred` `conditional` (a missing `else` yields
      nothing);
    - `scf.index_switch` becomes an `s32` `conditional` whose last branch is
      the `default` region: the case values are mapped to `0..N-1` with
      `compare`/`select`, and any other value selects N, which XLA's
      out-of-range rule also sends to the last branch;
    - `scf.forall` with `shared_outs` (the form tiling produces) first
      becomes a nest of `scf.for`, one loop per induction variable (bounds
      and steps as written; the mapping attribute is ignored), carrying one
      tensor per shared output: each `tensor.parallel_insert_slice` of its
      terminator is an insert into the carried tensor, so the nest ends as
      `while` + `dynamic_update_slice`. Inside the body the shared outputs'
      block arguments read the tensors as they were before the loop (every
      iteration reads before any writes, a schedule the forall allows).
      `affine.apply`/`min`/`max` in the body become arith. A forall without
      results or side effects is erased. Refused, with the reason: writes
      that provably overlap (offsets that do not depend on an induction
      variable running at least twice), tiles whose shape changes between
      iterations, side effects without results. An overlap found only at
      run time takes the value of the last iteration, one of the outcomes
      MLIR leaves undefined.

    `scf.parallel` is reported, not converted.

    hlo regions are isolated from above: after the conversion, each value a
    `while` or `conditional` uses from outside becomes part of its state or
    of its branch's operand (a tuple when there are several), and constants
    are cloned in.

    Before:

    ```mlir
    func.func @f(%x: tensor<4xf32>, %n: index) -> tensor<4xf32> {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> tensor<4xf32> {
        %y = arith.addf %a, %a : tensor<4xf32>
        scf.yield %y : tensor<4xf32>
      }
      return %r : tensor<4xf32>
    }
    ```

    After (through the `xhlo-linalg-to-hlo` pipeline, which also converts
    the arith ops):

    ```mlir
    func.func @f(%x: tensor<4xf32>, %n: tensor<i64>) -> tensor<4xf32> {
      %c0 = hlo.constant dense<0> : tensor<i64>
      %c1 = hlo.constant dense<1> : tensor<i64>
      %r:4 = hlo.while(%c0, %x, %n, %c1) : tensor<i64>, tensor<4xf32>, tensor<i64>, tensor<i64>
      cond {
      ^bb0(%i: tensor<i64>, %a: tensor<4xf32>, %ub: tensor<i64>, %s: tensor<i64>):
        %p = hlo.compare LT, %i, %ub : tensor<i64>
        hlo.return %p : tensor<i1>
      } do {
      ^bb0(%i: tensor<i64>, %a: tensor<4xf32>, %ub: tensor<i64>, %s: tensor<i64>):
        %next = hlo.add %i, %s : tensor<i64>
        %y = hlo.add %a, %a : tensor<4xf32>
        hlo.return %next, %y, %ub, %s : tensor<i64>, tensor<4xf32>, tensor<i64>, tensor<i64>
      }
      return %r#1 : tensor<4xf32>
    }
    ```
  }];
  let dependentDialects = [
    "::xhlo::hlo::HloDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::tensor::TensorDialect",
  ];
  let options = HloConversionOptions;
  let statistics = HloConversionStatistics;
}

//===----------------------------------------------------------------------===//
// LinalgToHlo
//===----------------------------------------------------------------------===//

def ConvertLinalgToHloPass : Pass<"convert-linalg-to-hlo", "mlir::ModuleOp"> {
  let summary = "Convert linalg's structured ops on tensors to hlo";
  let description = [{
    Rewrites linalg's structured ops on tensors, named or `linalg.generic`,
    into hlo by what they compute, read from their indexing maps, iterator
    types and payload (named ops carry the payload of the generic they stand
    for, so both convert alike):

    - parallel loops only (generic, map, fill, copy, transpose, broadcast,
      elemwise and the unary/binary named ops): the operands are transposed
      and broadcast over the loops (`hlo.transpose`, `hlo.broadcast`), the
      payload's arith and math ops apply to whole arrays, `linalg.index`
      is `hlo.iota`;
    - `out + a * b` over projected permutations (matmul, batch_matmul,
      matvec, vecmat, dot, mmt4d, their transposed, batched and quantized
      forms, contraction generics): `hlo.dot` with the dimension numbers the
      maps give;
    - `out + a * b` over windows (conv_*, depthwise_conv_*, their quantized
      forms): `hlo.convolution` whose `dim_labels` name the operands'
      layouts, with strides and window dilations;
    - other reductions (reduce, reduction generics): `hlo.reduce` whose
      reducer is the payload's accumulating part;
    - reductions over windows (pooling_*): `hlo.reduce_window`;
    - `linalg.softmax`: two reductions and elementwise ops.

    linalg accumulates into the outputs' inits: the init is combined with
    the result unless it is the reduction's identity or `tensor.empty`. The
    payloads become arith and math ops on tensors, which the arith and math
    patterns of the same conversion turn into hlo (so this pass converts
    arith and math ops, function signatures, calls and returns too, with the
    type rule of `convert-arith-to-hlo`). An op that cannot be converted
    (buffers, a payload op without an elementwise form, maps that are
    neither projected permutations nor windows, ...) makes the pass fail
    with an error saying why, unless `allow-partial` is set.

    Before:

    ```mlir
    func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x5xf32>) -> tensor<4x5xf32> {
      %zero = arith.constant 0.0 : f32
      %empty = tensor.empty() : tensor<4x5xf32>
      %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<4x5xf32>)
          -> tensor<4x5xf32>
      %r = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x5xf32>)
          outs(%init : tensor<4x5xf32>) -> tensor<4x5xf32>
      return %r : tensor<4x5xf32>
    }
    ```

    After (the dead fill left to canonicalization):

    ```mlir
    func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x5xf32>) -> tensor<4x5xf32> {
      %r = hlo.dot %a, %b, lhs_contracting_dims = [1], rhs_contracting_dims = [0]
          : (tensor<4x8xf32>, tensor<8x5xf32>) -> tensor<4x5xf32>
      return %r : tensor<4x5xf32>
    }
    ```
  }];
  let dependentDialects = [
    "::xhlo::hlo::HloDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::math::MathDialect",
    "::mlir::tensor::TensorDialect",
  ];
  let options = HloConversionOptions;
  let statistics = HloConversionStatistics;
}

//===----------------------------------------------------------------------===//
// FuncToHlo
//===----------------------------------------------------------------------===//

def ConvertFuncToHloPass : Pass<"convert-func-to-hlo", "mlir::ModuleOp"> {
  let summary = "Convert func.call to hlo.call";
  let description = [{
    Rewrites each `func.call` whose operands and results are hlo values into
    `hlo.call` of the same function, which XLA's `call` is (the interpreter
    and the exporters take `hlo.call` only). Signatures and returns follow
    the type rule of `convert-arith-to-hlo`, with its options. A call to a
    function without a body is refused (an XLA module has no external
    computations), except to a gradient request (hlo-autodiff writes its
    body) and to an outfeed declaration: a body-less function without
    results marked `xhlo.outfeed`, whose calls become `hlo.outfeed` of
    their operands on a fresh `hlo.after_all()` token, with the function's
    name as `outfeed_config` (how a linalg program reports values, such as
    training progress, while it runs), and the collectives' declarations
    of a replicated program: `xhlo.all_reduce = "sum"` (or `"product"`,
    `"max"`, `"min"`, `"and"`, `"or"`; parameters of one element type,
    results of the parameters' types; optional `xhlo.replica_groups =
    [[0, 1], [2, 3]]`, else all replicas) becomes `hlo.all_reduce` with
    that reduction's region, and `xhlo.replica_id` / `xhlo.partition_id`
    (`() -> i32`, any integer) `hlo.replica_id` / `hlo.partition_id`
    converted to that type. A misused declaration is refused at the call,
    saying why.

    ```mlir
    %r = func.call @f(%x) : (tensor<4xf32>) -> tensor<4xf32>
    // becomes
    %r = hlo.call @f(%x) : (tensor<4xf32>) -> tensor<4xf32>

    func.func private @all_sum(tensor<4xf32>) -> tensor<4xf32>
        attributes {xhlo.all_reduce = "sum"}
    %s = func.call @all_sum(%g) : (tensor<4xf32>) -> tensor<4xf32>
    // becomes
    %s = hlo.all_reduce(%g) replica_groups = [] : tensor<4xf32> {
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %t = hlo.add %a, %b : tensor<f32>
      hlo.return %t : tensor<f32>
    }
    ```
  }];
  let dependentDialects = [
    "::xhlo::hlo::HloDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::tensor::TensorDialect",
  ];
  let options = HloConversionOptions;
  let statistics = HloConversionStatistics;
}

//===----------------------------------------------------------------------===//
// AffineToLinalg
//===----------------------------------------------------------------------===//

def RaiseAffineToLinalgPass : Pass<"raise-affine-to-linalg", "mlir::ModuleOp"> {
  let summary = "Raise affine loop nests on memrefs to linalg ops on memrefs";
  let description = [{
    Rewrites `affine.for` nests whose bodies are `affine.load`,
    `affine.store`, `affine.if`, `affine.apply` and side-effect-free ops
    (arith, math) into linalg ops on memref views, where the polyhedral
    dependence analysis proves that running every iteration at once computes
    what the loops compute. The steps, for each loop from the outermost:

    - loop-carried values (`iter_args`) and `affine.if` results are demoted
      to memory (one element per iteration of the enclosing loops), and
      `affine.if` else regions become ifs on the negated condition;
    - the loop is distributed: its statements (its stores, with the loads
      and arithmetic they use) are grouped by the strongly connected
      components of their dependences at its depth and deeper, and each
      group gets a copy of the loop, inner loops included, in dependence
      order;
    - a loop nest holding one store becomes one linalg op: the loops that
      index the store are parallel dimensions, the others reduction
      dimensions (the stored value must then be `combine(acc, x)` with an
      associative, commutative `combine` and `acc` the stored element); every
      access becomes a `memref.subview` (offsets, strides, dropped constant
      indices; run-time offsets from enclosing sequential loops through
      `affine.apply`) indexed by a projected permutation, or by a window
      `d0 * s + d1` in a multiply-accumulate or pooling payload; triangular,
      min/max and `affine.if` bounds become a mask (`linalg.index`, compare,
      `select`) over the bounding box of the iteration domain; a read of the
      stored memref at other elements reads a copy made before the op.
      Copies, transposes, broadcasts, fills and the matmul, batch_matmul,
      matvec and vecmat multiply-accumulates become the named ops;
    - in a perfect nest of constant bounds that cannot be raised, the loops
      that carry no dependence move inside those that carry one;
    - a loop that cannot be raised (a dependence between iterations, a
      non-affine access, a call, a run-time trip count) stays an
      `affine.for`, reported by a remark with the reason, and the nests in
      its body are raised on their own; `lower-affine` and
      `convert-memref-to-tensor` then turn it into `scf.for` over tensors,
      which `convert-scf-to-hlo` turns into `hlo.while`. With
      `allow-sequential=false` such a loop is an error instead.

    Refused with an error: memrefs of dynamic shape or non-identity layout,
    views and casts of memrefs (they alias), calls to functions without a
    body that take memrefs, calls passing one memref twice, and
    `affine.parallel` (write `affine.for`).

    Before:

    ```mlir
    func.func @gemm(%a: memref<4x8xf32>, %b: memref<8x5xf32>, %c: memref<4x5xf32>) {
      %zero = arith.constant 0.0 : f32
      affine.for %i = 0 to 4 {
        affine.for %j = 0 to 5 {
          affine.store %zero, %c[%i, %j] : memref<4x5xf32>
          affine.for %k = 0 to 8 {
            %x = affine.load %a[%i, %k] : memref<4x8xf32>
            %y = affine.load %b[%k, %j] : memref<8x5xf32>
            %acc = affine.load %c[%i, %j] : memref<4x5xf32>
            %p = arith.mulf %x, %y : f32
            %s = arith.addf %acc, %p : f32
            affine.store %s, %c[%i, %j] : memref<4x5xf32>
          }
        }
      }
      return
    }
    ```

    After:

    ```mlir
    func.func @gemm(%a: memref<4x8xf32>, %b: memref<8x5xf32>, %c: memref<4x5xf32>) {
      %zero = arith.constant 0.0 : f32
      linalg.fill ins(%zero : f32) outs(%c : memref<4x5xf32>)
      linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x5xf32>)
                    outs(%c : memref<4x5xf32>)
      return
    }
    ```
  }];
  let dependentDialects = [
    "::mlir::affine::AffineDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::memref::MemRefDialect",
  ];
  let options = [
    Option<"allowSequential", "allow-sequential", "bool", /*default=*/"true",
           "Keep loops that cannot be raised as loops (reported by a remark) "
           "instead of failing with an error">,
  ];
  let statistics = [
    Statistic<"numRaised", "num-raised", "Loop nests raised to linalg ops">,
    Statistic<"numSequential", "num-sequential",
              "Loops kept sequential">,
  ];
}

//===----------------------------------------------------------------------===//
// MemrefToTensor
//===----------------------------------------------------------------------===//

def ConvertMemrefToTensorPass : Pass<"convert-memref-to-tensor", "mlir::ModuleOp"> {
  let summary = "Turn functions on memrefs into functions on tensors";
  let description = [{
    Gives every function with a body value semantics: each memref argument
    becomes a tensor argument of the same shape (its contents on entry), and
    each memref argument the function writes (directly or through a call)
    also becomes a result, after the function's own results, in argument
    order; the function's `xhlo.written_arguments` attribute lists those
    arguments' positions. Inside, each buffer (argument, `memref.alloc`, `memref.alloca`) is
    an SSA tensor that every write replaces:

    - `memref.load`/`affine.load` become `tensor.extract`, `memref.store`/
      `affine.store` `tensor.insert`, at the indices of the buffer the view
      (`memref.subview`) designates;
    - a linalg op on memref views reads `tensor.extract_slice`s of its
      inputs and inits, runs on tensors, and its results are
      `tensor.insert_slice`d into the buffers (a whole buffer is replaced);
      inputs are read before outputs are written, and an op whose input
      overlaps its output other than element for element is refused;
    - `memref.copy` is a slice read and write; `memref.alloc` is
      `tensor.empty`, `memref.dealloc` disappears;
    - `scf.for`, `scf.if` and `scf.while` carry the buffers their regions
      write as more results (`iter_args`);
    - `func.call` passes the buffers' tensors and takes back the written
      ones.

    Refused with an error: memrefs of dynamic shape or non-identity layout
    in signatures and allocations, functions returning memrefs, views other
    than `memref.subview` with static sizes and strides, calls to functions
    without a body that take memrefs, calls passing one buffer twice where
    the callee writes one of them, and any other op on memrefs.

    Before:

    ```mlir
    func.func @scale(%s: f32, %a: memref<4xf32>, %b: memref<4xf32>) {
      linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>,
                                       affine_map<(d0) -> (d0)>],
                      iterator_types = ["parallel"]}
          ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {
      ^bb0(%x: f32, %o: f32):
        %y = arith.mulf %x, %s : f32
        linalg.yield %y : f32
      }
      return
    }
    ```

    After:

    ```mlir
    func.func @scale(%s: f32, %a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32>
        attributes {xhlo.written_arguments = array<i64: 2>} {
      %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>,
                                            affine_map<(d0) -> (d0)>],
                           iterator_types = ["parallel"]}
          ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {
      ^bb0(%x: f32, %o: f32):
        %y = arith.mulf %x, %s : f32
        linalg.yield %y : f32
      } -> tensor<4xf32>
      return %r : tensor<4xf32>
    }
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

//===----------------------------------------------------------------------===//
// Every conversion at once
//===----------------------------------------------------------------------===//

def ConvertToHloPass : Pass<"convert-to-hlo", "mlir::ModuleOp"> {
  let summary = "Canonicalize, run every conversion to hlo, canonicalize, cse";
  let description = [{
    The conversion steps of the `xhlo-linalg-to-hlo` pipeline in one pass:
    canonicalize (the canonicalization patterns of every loaded dialect, as
    `canonicalize`, with region simplification only in a module that has a
    region of several blocks), the conversions of `getToHloConversions()`
    (scf, tensor, linalg, arith, math, func) as one partial conversion (one
    target and one pattern set: each op converts when the driver reaches it,
    its operands already converted; the conversions' preparations run before
    it in that order, scf's isolation of the hlo regions after it), tensor
    again for the bridges left around unconverted ops (when a tensor op is
    left), canonicalize again, and cse. Every conversion is partial (`allow-partial`): an op no
    conversion can convert stays, bridged to the converted values, for
    `hlo-verify-converted` to report. One pass and one conversion, so that
    the pass manager verifies the module once and the conversion driver
    walks it once, instead of after and in each step.

    ```mlir
    func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
      %e = tensor.empty() : tensor<4xf32>
      %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>,
                                            affine_map<(d0) -> (d0)>],
                           iterator_types = ["parallel"]}
          ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
      ^bb0(%a: f32, %o: f32):
        %y = math.exp %a : f32
        linalg.yield %y : f32
      } -> tensor<4xf32>
      return %r : tensor<4xf32>
    }
    // becomes
    func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
      %0 = hlo.exponential %x : tensor<4xf32>
      return %0 : tensor<4xf32>
    }
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::math::MathDialect",
    "::mlir::tensor::TensorDialect",
    "::xhlo::hlo::HloDialect",
  ];
  let options = [
    Option<"indexBitwidth", "index-bitwidth", "unsigned", /*default=*/"64",
           "Bit width of the integer type that `index` becomes (64 or 32)">,
  ];
  let statistics = HloConversionStatistics;
}

//===----------------------------------------------------------------------===//
// Verification of a converted module
//===----------------------------------------------------------------------===//

def HloVerifyConvertedPass : Pass<"hlo-verify-converted", "mlir::ModuleOp"> {
  let summary = "Check that only func and hlo ops are left";
  let description = [{
    The last step of the `xhlo-linalg-to-hlo` pipeline: fails with one error
    per op left that is not `func.func`, `func.return` or `hlo`, naming it and
    saying why it was not converted (the conversion's own reason when one
    registers the op, the type hlo lacks, memrefs, or that no conversion
    handles its dialect), and one per function whose signature has a type
    hlo lacks. Ops nested in a reported op are covered by its error, and the
    `tensor.extract` / `tensor.from_elements` / `arith.index_cast` bridges
    around a reported op are not reported again.
  }];
  let options = [
    Option<"indexBitwidth", "index-bitwidth", "unsigned", /*default=*/"64",
           "Bit width of the integer type that `index` becomes (64 or 32)">,
  ];
}

//===----------------------------------------------------------------------===//
// HloToXrt
//===----------------------------------------------------------------------===//

def ConvertHloToXrtPass : Pass<"convert-hlo-to-xrt", "mlir::ModuleOp"> {
  let summary = "Offload the hlo ops of host functions to a device through xrt";
  let description = [{
    For every function with a body that mixes host ops and `hlo` ops (such
    as what an `allow-partial` conversion leaves) and that no `hlo` or `xrt`
    op names, outlines the largest clusters of `hlo` ops into private
    `func.func` device computations (`@<function>_device_<k>`) and rewrites
    the host side into `xrt` ops. Functions that `hlo` ops call are device
    code already and stay as they are.

    Clusters: in each block, an `hlo` op joins the cluster of an operand (or
    else the latest cluster) unless a host op would then sit between two of
    the cluster's ops on a dependence path; ops with side effects keep their
    order. Host ops move only past ops they do not depend on. `hlo.constant`
    and `arith.constant` arrays are copied into each computation that reads
    them rather than transferred; an `hlo.constant` the host reads becomes an
    `arith.constant`.

    Guarantees: each computation is compiled once, in the entry block before
    its first use (so never inside a loop); each host value a computation
    reads is transferred once, in its defining block before its first use;
    results stay on the device as arrays and are read back once, right after
    their execution, only when a host op uses them; every array and
    executable is released after the op of its block that holds its last
    use. `hlo` ops inside host regions (`scf.for`, `scf.if`, ...) are
    outlined in their block, so a loop runs its computation each iteration
    while values defined outside the loop are transferred outside it.

    The pass fails, with one error per problem and before changing anything,
    on `hlo` ops in regions of several blocks or of ops isolated from above,
    on values that would cross between host and device without a device
    form (tokens, host tuples, dynamic tensors), and on host calls to
    functions that `hlo` ops call.

    Before:

    ```mlir
    func.func @f(%x: tensor<4xf32>, %i: index) -> tensor<4xf32> {
      %e = hlo.exponential %x : tensor<4xf32>
      %s = tensor.extract %e[%i] : tensor<4xf32>
      %b = tensor.splat %s : tensor<4xf32>
      %r = hlo.add %e, %b : tensor<4xf32>
      return %r : tensor<4xf32>
    }
    ```

    After (device computations follow their host function):

    ```mlir
    func.func @f(%x: tensor<4xf32>, %i: index) -> tensor<4xf32> {
      %c0 = xrt.compile @f_device_0 : !xrt.executable<(!xrt.array<4xf32>) -> !xrt.array<4xf32>>
      %ax = xrt.transfer_to_device %x : tensor<4xf32>
      %ae = xrt.execute %c0(%ax) : (!xrt.array<4xf32>) -> !xrt.array<4xf32>
      xrt.release_executable %c0 : !xrt.executable<(!xrt.array<4xf32>) -> !xrt.array<4xf32>>
      xrt.release %ax : !xrt.array<4xf32>
      %e = xrt.read %ae : !xrt.array<4xf32>
      %s = tensor.extract %e[%i] : tensor<4xf32>
      %b = tensor.splat %s : tensor<4xf32>
      %c1 = xrt.compile @f_device_1 : !xrt.executable<(!xrt.array<4xf32>, !xrt.array<4xf32>) -> !xrt.array<4xf32>>
      %ab = xrt.transfer_to_device %b : tensor<4xf32>
      %ar = xrt.execute %c1(%ae, %ab) : (!xrt.array<4xf32>, !xrt.array<4xf32>) -> !xrt.array<4xf32>
      xrt.release_executable %c1 : !xrt.executable<(!xrt.array<4xf32>, !xrt.array<4xf32>) -> !xrt.array<4xf32>>
      xrt.release %ae, %ab : !xrt.array<4xf32>, !xrt.array<4xf32>
      %r = xrt.read %ar : !xrt.array<4xf32>
      xrt.release %ar : !xrt.array<4xf32>
      return %r : tensor<4xf32>
    }
    func.func private @f_device_0(%x: tensor<4xf32>) -> tensor<4xf32> {
      %e = hlo.exponential %x : tensor<4xf32>
      return %e : tensor<4xf32>
    }
    func.func private @f_device_1(%e: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
      %r = hlo.add %e, %b : tensor<4xf32>
      return %r : tensor<4xf32>
    }
    ```
  }];
  let dependentDialects = [
    "::xhlo::xrt::XrtDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::func::FuncDialect",
  ];
  let statistics = [
    Statistic<"numComputations", "num-computations",
              "Device computations outlined">,
    Statistic<"numTransfers", "num-transfers",
              "Host values transferred to the device">,
    Statistic<"numReads", "num-reads", "Device results read back to the host">,
  ];
}

//===----------------------------------------------------------------------===//
// HloToLinalg
//===----------------------------------------------------------------------===//

def ConvertHloToLinalgPass : Pass<"convert-hlo-to-linalg", "mlir::ModuleOp"> {
  let summary = "Lower hlo to linalg, tensor, arith, math and scf "
                "(ahead-of-time compilation)";
  let description = [{
    The first step of ahead-of-time compilation: rewrites hlo ops on
    statically shaped tensors into upstream's dialects, with XLA's semantics
    as the interpreter's reference kernels compute them, so that upstream's
    bufferization and LLVM lowering can compile the program:

    - elementwise ops (every unary and binary opcode, compare, select,
      clamp, convert, bitcast_convert): one `linalg.generic`
      each whose body is the opcode's scalar code from one table
      (`ScalarBodies.cpp`): integer `x / 0` is -1 and `x % 0` is `x`,
      `INT_MIN / -1` is `INT_MIN`, shifts past the width give 0 (or the
      sign), maximum/minimum propagate NaN, float to integer saturates (NaN
      is 0), TOTALORDER compares sign-magnitude keys; floats narrower than
      f32 compute in f32;
    - `constant` to `arith.constant`, `iota`, `broadcast`, `transpose` and
      `reverse` to `linalg.generic`s, `reshape` to collapse/expand,
      `slice`, `concatenate`, `pad` (negative and interior too) and
      `dynamic_slice`/`dynamic_update_slice` (start indices clamped as XLA
      clamps them) to tensor slices; `gather` (batching dimensions too) to
      a `linalg.generic` reading its clamped start indices and the operand
      with `tensor.extract`;
    - `reduce` to `linalg.reduce`, `reduce_window` to a pooling-style
      `linalg.generic` and `map` to a `linalg.generic`, the region as the
      scalar body (any
      elementwise body, argmax-style multi-value ones too); padding and
      base dilation are skipped as XLA skips them, negative padding cuts
      the operand;
    - `dot` to `linalg.matmul`/`linalg.batch_matmul` when its dimension
      numbers are theirs (float, one element type), otherwise a contraction
      `linalg.generic`; `convolution` (padding, strides, both dilations,
      window reversal, feature groups): f32/f64 of one feature group as a
      `linalg.matmul` of its patches (im2col) and kernel, others as one
      `linalg.generic` (with `runtime-convolutions`, every f32 one: that
      generic, marked `xhlo.aot_convolution` with its dimension numbers for
      the AOT runtime's oneDNN convolution);
    - `while` to `scf.while`, `conditional` to `scf.if` (pred) or
      `scf.index_switch` (s32, the last branch as the default, where XLA
      sends an index out of range), `call` to `func.call`, `scan` to an
      `scf.for` over the scanned dimension;
    - `sort`, `topk`, `scatter`, `select_and_scatter`, `cholesky` and
      `triangular_solve` (real and complex matrices, the interpreter's order
      of operations), `rng_bit_generator` (Threefry/Philox bit for bit),
      `stochastic_convert`, `fft` (a DFT per line, as the interpreter) and
      `batch_group_count` > 1 to loops and `linalg.generic`s over tensors;
    - complex<f32>/complex<f64> element types in the `complex` dialect, their
      transcendental functions calling the AOT runtime's
      `xhlo_aot_complex_f32`/`_f64` (one table with the interpreter's
      formulas);
    - `rng` (RNG_UNIFORM, RNG_NORMAL): the interpreter's draws bit for bit
      (the AOT runtime's `xhlo_aot_rng_*`, from the same header): a stream
      per call of the op from the seed (`rng-seed`), the op's position in
      the module as it came and its call count within one call of the
      function (a counter table on the public function's stack for ops in
      loops and private functions), one runtime call per element;
    - `scaled_dot` expanded first as XLA's ScaledDotRewriter (operands
      times their block-repeated scales in the dequantized type, then a
      `dot`); `replica_id`/`partition_id` to 0 when the module runs on one
      device (`hlo.replica_count`, `hlo.num_partitions` at most 1);
      `domain`, `copy_start`/`copy_done` and `async_start`/`_update`/`_done`
      taken apart with the tuples (the value passed through, the async
      computation called at its start); `rng_get_and_update_state` to the
      states a fresh interpreter returns from `rng-seed`, where its
      executions are known when compiling (else refused).

    Unsigned integer tensors become signless ones (function signatures
    too); the ops pick the unsigned arith forms. The sub-byte integers
    (s2, s4, u2, u4) and the floats of at most 8 bits (MLIR's f8 types and
    `!hlo.f8e3m4`, ..., `!hlo.f4e2m1fn`) are stored as i8, a byte per
    element as the interpreter's literals, and each op loads them into the
    type the interpreter computes in (iN; f32 through its decoding table)
    and stores its result back (extended; rounded by the AOT runtime's
    `xhlo_aot_small_float_convert`, the interpreter's rounding), so results
    are the interpreter's bit for bit. Then linalg's elementwise
    fusion merges chains of elementwise ops and the broadcasts feeding them
    into one loop nest (`fuse-elementwise`).

    Every other opcode (infeed/outfeed, send/recv, collectives and
    their asynchronous forms, custom_call) is refused
    before anything changes, with an error at the op naming it; so are the
    forms of supported ops that are not lowered yet (tuples and tokens that
    something unlowered consumes), with the reason.

    Before:

    ```mlir
    func.func @f(%x: tensor<4xf32>, %b: tensor<f32>) -> tensor<4xf32> {
      %bb = hlo.broadcast %b, dimensions = [] : (tensor<f32>) -> tensor<4xf32>
      %s = hlo.add %x, %bb : tensor<4xf32>
      %r = hlo.tanh %s : tensor<4xf32>
      return %r : tensor<4xf32>
    }
    ```

    After:

    ```mlir
    func.func @f(%x: tensor<4xf32>, %b: tensor<f32>) -> tensor<4xf32> {
      %e = tensor.empty() : tensor<4xf32>
      %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>],
                           iterator_types = ["parallel"]}
          ins(%x, %b : tensor<4xf32>, tensor<f32>) outs(%e : tensor<4xf32>) {
      ^bb0(%in: f32, %in_0: f32, %out: f32):
        %s = arith.addf %in, %in_0 : f32
        %t = math.tanh %s : f32
        linalg.yield %t : f32
      } -> tensor<4xf32>
      return %r : tensor<4xf32>
    }
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::func::FuncDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::math::MathDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
  ];
  let options = [
    Option<"fuseElementwise", "fuse-elementwise", "bool", /*default=*/"true",
           "Fuse elementwise linalg.generics into one loop nest afterwards "
           "(upstream's linalg-fuse-elementwise-ops)">,
    Option<"runtimeConvolutions", "runtime-convolutions", "bool",
           /*default=*/"false",
           "Lower f32 convolutions to one linalg.generic marked "
           "xhlo.aot_convolution (its dimension numbers for the AOT "
           "runtime's oneDNN convolution, which "
           "convert-linalg-to-aot-runtime calls) instead of a matrix "
           "product of their patches (xhlo-aot sets it)">,
    Option<"rngSeed", "rng-seed", "uint64_t", /*default=*/"0",
           "The seed of the rng ops' draws, as the interpreter's run seed "
           "(xhlo-run --seed; 0 is the interpreter's default): compiled code "
           "draws the values of the interpreter's first run with it">,
  ];
  let statistics = [
    Statistic<"numLeft", "num-left", "hlo ops left unlowered">,
  ];
}

//===----------------------------------------------------------------------===//
// HloToScf
//===----------------------------------------------------------------------===//

def ConvertHloToScfPass : Pass<"convert-hlo-to-scf", "mlir::ModuleOp"> {
  let summary = "Turn hlo control flow that holds host ops back into scf";
  let description = [{
    An `allow-partial` conversion converts `scf` loops and branches to
    `hlo.while` and `hlo.conditional` even when an op in their regions stays
    unconverted; no device can run such an op. This pass turns each of them
    back into host control flow, innermost first, so that
    `convert-hlo-to-xrt` offloads the hlo ops inside and leaves the rest on
    the host: `hlo.while` becomes `scf.while` (`cond` the before region,
    ending in `scf.condition` of its pred on the unchanged state; `body` the
    after region), a pred `hlo.conditional` `scf.if`, an s32 one
    `scf.index_switch` whose default is the last branch (where XLA sends
    indices out of range). Regions move as they are; each branch's argument
    becomes its operand; `hlo.return` becomes the scf terminator. Likewise an
    `hlo.call` (which `convert-func-to-hlo` makes of a `func.call` on hlo
    values) of a function holding host ops becomes a `func.call` again. hlo
    control flow with only hlo ops inside is left alone. Other hlo ops whose
    regions hold host ops (reducers, comparators) are errors.

    Before:

    ```mlir
    %r:2 = hlo.while(%i0, %x0) : tensor<i64>, tensor<4xf32>
    cond {
    ^bb0(%i: tensor<i64>, %x: tensor<4xf32>):
      %p = hlo.compare LT, %i, %n : tensor<i64>
      hlo.return %p : tensor<i1>
    } do {
    ^bb0(%i: tensor<i64>, %x: tensor<4xf32>):
      %y = linalg.generic ... %x ...
      %j = hlo.add %i, %one : tensor<i64>
      hlo.return %j, %y : tensor<i64>, tensor<4xf32>
    }
    ```

    After:

    ```mlir
    %r:2 = scf.while (%i = %i0, %x = %x0) : (tensor<i64>, tensor<4xf32>) -> (tensor<i64>, tensor<4xf32>) {
      %p = hlo.compare LT, %i, %n : tensor<i64>
      %c = tensor.extract %p[] : tensor<i1>
      scf.condition(%c) %i, %x : tensor<i64>, tensor<4xf32>
    } do {
    ^bb0(%i: tensor<i64>, %x: tensor<4xf32>):
      %y = linalg.generic ... %x ...
      %j = hlo.add %i, %one : tensor<i64>
      scf.yield %j, %y : tensor<i64>, tensor<4xf32>
    }
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::func::FuncDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

//===----------------------------------------------------------------------===//
// XrtToLLVM
//===----------------------------------------------------------------------===//

def ConvertXrtToLLVMPass : Pass<"convert-xrt-to-llvm", "mlir::ModuleOp"> {
  let summary = "Lower the xrt ops of host programs to calls of xhlo's C API";
  let description = [{
    Rewrites every `xrt` op into a call of the C API of
    `xhlo/Runtime/HostApi.h` (`xhlo_xrt_compile`, `_transfer`, `_read`,
    `_execute`, `_release`, `_release_executable`), so that upstream's
    bufferization and LLVM lowering can compile the host program and MLIR's
    ExecutionEngine can run it against a device. Runs before bufferization:

    - device arrays, tuples of them and executables become `i64` handles
      (in signatures, calls, `scf` and branches too);
    - `xrt.compile @f` exports `@f` (and what it calls) to a binary
      HloModuleProto now, embeds the bytes as an `llvm.mlir.global` constant
      (one per computation) and passes its address and size;
    - `xrt.transfer_to_device %t` passes the memref of `%t`
      (`bufferization.to_memref ... read_only`, any layout) as an unranked
      memref (rank, pointer to its descriptor) with the element type's code;
      `xrt.read` allocates a memref (`memref.alloc`), passes it likewise to
      be filled, and gives it back as a tensor (`bufferization.to_tensor
      restrict writable`);
    - `xrt.execute` passes its argument handles in a stack array and reads
      its result handles from another (exploded when there are other than
      one result);
    - the device context is read from the external global
      `xhlo_xrt_context`, which whoever runs the program defines.

    Stack arrays and descriptors live in the function's entry block, so
    calls in loops do not grow the stack. The computations that `xrt.compile`
    named (and the functions only they call) are erased afterwards: the
    device runs them from their protos.

    Fails, with one error each, on `xrt.view` (raw allocations have no
    producer on the host), computations that cannot be exported, device
    computations the host also calls, and `hlo` ops left in host code.

    Before:

    ```mlir
    %exe = xrt.compile @f_device_0 : !xrt.executable<(!xrt.array<4xf32>) -> !xrt.array<4xf32>>
    %a = xrt.transfer_to_device %x : tensor<4xf32>
    %r = xrt.execute %exe(%a) : (!xrt.array<4xf32>) -> !xrt.array<4xf32>
    %t = xrt.read %r : !xrt.array<4xf32>
    ```

    After (abridged):

    ```mlir
    %s0 = llvm.call @xhlo_xrt_compile(%ctx, %proto, %size, %slot) : (!llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> i32
    %exe = llvm.load %slot : !llvm.ptr -> i64
    %m = bufferization.to_memref %x read_only : memref<4xf32, strided<[?], offset: ?>>
    llvm.store ..., %desc : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %s1 = llvm.call @xhlo_xrt_transfer(%ctx, %c1, %desc, %c11, %slot2) : (!llvm.ptr, i64, !llvm.ptr, i32, !llvm.ptr) -> i32
    %a = llvm.load %slot2 : !llvm.ptr -> i64
    %s2 = llvm.call @xhlo_xrt_execute(%ctx, %exe, %args, %c1, %results, %c1, %c0) : ...
    %r = llvm.load %results : !llvm.ptr -> i64
    %buffer = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
    %s3 = llvm.call @xhlo_xrt_read(%ctx, %r, %c1, %desc2, %c11) : (!llvm.ptr, i64, i64, !llvm.ptr, i32) -> i32
    %t = bufferization.to_tensor %buffer restrict writable : memref<4xf32>
    ```

    Each call returns a status, which this pass leaves unchecked: the calls
    may sit in `scf` regions, from which no branch leaves the function.
    `check-xrt-status` checks them once the program is in the LLVM dialect.
  }];
  let dependentDialects = [
    "::mlir::LLVM::LLVMDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::memref::MemRefDialect",
  ];
  let statistics = [
    Statistic<"numComputations", "num-computations",
              "Device computations embedded as HloModuleProtos">,
    Statistic<"numCalls", "num-calls", "xrt ops lowered to C API calls">,
  ];
}

def CheckXrtStatusPass : Pass<"check-xrt-status", "mlir::ModuleOp"> {
  let summary = "Return from host functions when a call of xhlo's C API "
                "fails";
  let description = [{
    Runs on a host program lowered to the LLVM dialect (the last pass of
    `xhlo-host-to-llvm`): after every call of the C API that
    `convert-xrt-to-llvm` made (`xhlo_xrt_compile`, `_transfer`, `_read`,
    `_execute`, `_release`, `_release_executable`), after every call of
    MLIR's generic allocation functions (`_mlir_memref_to_llvm_alloc`,
    `_aligned_alloc`: the host runtime's record a failed allocation in the
    context and return null), and after every call of a function of the
    module that makes such calls (directly or through others), the function
    tests the status (for an allocation, whether the pointer is null; for a
    function of the module, `xhlo_xrt_get_status` on the context) and, when
    it failed, returns at once: a poison value of its result type, or
    nothing. The failure stays
    in the context, whose owner (`HostProgram`) reports its message; no
    later call is made. Functions without such calls are left alone.

    Before:

    ```mlir
    %s = llvm.call @xhlo_xrt_read(%ctx, %r, %c1, %desc, %c11) : (!llvm.ptr, i64, i64, !llvm.ptr, i32) -> i32
    llvm.call @consume(%buffer) : (!llvm.ptr) -> ()
    ```

    After:

    ```mlir
      %s = llvm.call @xhlo_xrt_read(%ctx, %r, %c1, %desc, %c11) : (!llvm.ptr, i64, i64, !llvm.ptr, i32) -> i32
      %failed = llvm.icmp "ne" %s, %c0 : i32
      llvm.cond_br %failed weights([1, 2000]), ^failed, ^ok
    ^ok:
      llvm.call @consume(%buffer) : (!llvm.ptr) -> ()
      ...
    ^failed:
      %p = llvm.mlir.poison : !llvm.struct<...>
      llvm.return %p : !llvm.struct<...>
    ```
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
  let statistics = [
    Statistic<"numChecks", "num-checks",
              "Calls whose status is checked">,
  ];
}

//===----------------------------------------------------------------------===//
// Host pipeline
//===----------------------------------------------------------------------===//

def LinalgDecomposeAggregatesPass
    : Pass<"linalg-decompose-aggregates", "mlir::ModuleOp"> {
  let summary = "Decompose linalg's aggregated ops into structured ops";
  let description = [{
    Replaces each op implementing linalg's `AggregatedOpInterface`
    (`linalg.softmax`) with the structured ops its `decomposeOperation`
    gives (reductions, elementwise `linalg.generic`s, fills), so that
    upstream's `convert-linalg-to-loops` can lower it on the host
    (`xhlo-host-to-llvm` runs it before bufferization). Fails with an error
    on an op whose decomposition fails.

    Before:

    ```mlir
    %r = linalg.softmax dimension(1) ins(%x : tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
    ```

    After (abridged): a max reduction, `exp(x - max)`, a sum reduction and a
    division, as `linalg.generic`s and `linalg.fill`s on tensors.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::math::MathDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

#endif // XHLO_CONVERSION_PASSES_TD
