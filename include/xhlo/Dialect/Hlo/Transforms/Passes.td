//===- Passes.td - Passes on the hlo dialect ---------------*- tablegen -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The hlo-* passes: transformations and reports on hlo programs.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_TRANSFORMS_PASSES_TD
#define XHLO_DIALECT_HLO_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// hlo-stats
//===----------------------------------------------------------------------===//

def HloStatsPass : Pass<"hlo-stats"> {
  let summary = "Print the HLO instruction counts per opcode";
  let description = [{
    Prints a table of the HLO instructions the program holds, per opcode
    (XLA's spelling: `reduce-window` for `hlo.reduce_window`), counted over
    every computation: the functions and the regions of hlo ops (which the
    exporter outlines into computations). Each hlo op is one instruction
    (`hlo.return` is the root of its region, not one); each argument of a
    function or of an hlo op's region is a `parameter`. The exporter may
    add `tuple` and `get-tuple-element` instructions where it packs
    several values into one; `xhlo-translate --hlo-stats` counts the
    exported module exactly.

    Ops that are neither hlo nor the module and function structure
    (`builtin.module`, `func.func`, `func.return`) are listed after the
    table, by name, so the table also tells whether a conversion left an
    input-dialect op behind. The IR is not changed.

    With `per-function`, one table per function with a body instead, titled
    with its name. A gradient that hlo-autodiff generated gets two: its
    forward pass (the ops its first results, those of the function it
    differentiates, depend on) and its backward pass (the other ops, which
    only the gradients need). Ops in regions count with the op holding
    them.

    For a dense layer converted by `xhlo-linalg-to-hlo`:

    ```
    hlo-stats: 1 computation, 6 instructions, 0 other ops
      opcode              count
      add                     1
      broadcast               1
      dot                     1
      parameter               3
      -------------------------
      total                   6
    ```
  }];
  let options = [
    Option<"outputFile", "output", "std::string", /*default=*/"\"-\"",
           "Where to write the table: a file, or '-' for stderr">,
    Option<"perFunction", "per-function", "bool", /*default=*/"false",
           "One table per function; a generated gradient (hlo-autodiff) "
           "gets two, its forward and its backward pass">,
  ];
}

//===----------------------------------------------------------------------===//
// hlo-autodiff
//===----------------------------------------------------------------------===//

def HloAutodiffPass : Pass<"hlo-autodiff", "::mlir::ModuleOp"> {
  let summary = "Give every gradient request its body: reverse-mode "
                "automatic differentiation";
  let description = [{
    A gradient request is a function declaration without a body that names
    the function it differentiates:

    ```mlir
    func.func private @g(<the arguments of @f>) -> (<@f's results>, <gradients>)
        attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 2>}
    ```

    `@f`'s first result must be a 0-d floating-point array (the loss). `@g`
    returns `@f`'s results, then the gradient of the loss with respect to
    each argument listed in `xhlo.wrt`, in that order, each of its
    argument's type; without `xhlo.wrt`, with respect to every
    floating-point argument. Calls to `@g` may stand anywhere.

    The pass gives each request a body in hlo: `@f`'s forward pass (calls
    inlined), then the reverse sweep, which walks the forward ops backwards
    and applies each op's adjoint rule (JAX's and XLA's derivatives: one rule
    per differentiable opcode), reusing the forward values the rules need.
    Only ops on a path from a differentiated argument to the loss are
    differentiated. `hlo.while` loops whose trip count follows from their
    counter (as `scf.for` produces them) are differentiated with a tape: the
    forward loop stores, per iteration, the values the backward loop needs
    in preallocated stacked arrays, and the backward loop runs the
    iterations in reverse, reading them back. Requests may call requests:
    callees are generated first (second derivatives). The generated bodies
    are then simplified (hlo-simplify's patterns) and their dead ops
    removed.

    Errors, each at the request or the op: the first result is not a 0-d
    float array; a `wrt` index out of range or not floating-point; a
    declaration whose signature does not match; an op with no derivative on
    a path from a differentiated argument to the loss (`hlo.rng`, a `sort`
    whose keys are differentiated, ...); a `while` whose trip count cannot
    be bounded.

    With `of=NAME`, the pass first adds the request `@NAME_grad` itself
    (with `wrt`, or every float argument), for programs one cannot edit
    such as imported HLO:

    ```
    xhlo-opt --hlo-autodiff="of=main wrt=0,1" model.mlir
    ```
  }];
  let options = [
    Option<"of", "of", "std::string", /*default=*/"\"\"",
           "Add the request @<of>_grad of this function first">,
    ListOption<"wrt", "wrt", "int64_t",
               "The arguments of the added request (default: every float "
               "argument)">,
    Option<"simplify", "simplify", "bool", /*default=*/"true",
           "Simplify the generated bodies and remove their dead ops">,
  ];
  let dependentDialects = ["::xhlo::hlo::HloDialect"];
  let statistics = [
    Statistic<"numRequests", "requests", "Gradient requests given a body">,
  ];
}

//===----------------------------------------------------------------------===//
// hlo-simplify
//===----------------------------------------------------------------------===//

def HloSimplifyPass : Pass<"hlo-simplify"> {
  let summary = "Algebraic simplification of hlo, as XLA's "
                "AlgebraicSimplifier does it";
  let description = [{
    Rewrites hlo programs into simpler equivalents, as XLA's
    `AlgebraicSimplifier` (and its `TransposeFolding`, for dot) would, and
    removes the ops left dead. Automatic differentiation generates many of
    these patterns (hlo-autodiff runs the same rewrites on its gradients),
    but any hlo program benefits.

    Applied greedily to a fixed point: every hlo op's folders and
    canonicalization patterns (constant folding, `x + 0`, `x * 1`,
    `negate(negate(x))`, `transpose(transpose(x))`, `reshape(reshape(x))`,
    `broadcast(broadcast(x))`, no-op shape ops, ...), plus:

    - `x + 0`, `0 + x`, `x - 0` with a zero of either sign, also complex,
      looking through broadcasts; `x * 1`, `1 * x`, `x / 1`;
    - `convert(convert(x))` back to x's type when the middle type holds
      every value of x's;
    - a transpose that only moves dimensions of size 1 becomes a reshape;
      a reshape of a broadcast scalar is a broadcast;
    - slices: of a pad (reading only padding: a broadcast of the padding
      value; exactly the padded operand: the operand; inside the operand:
      a slice of it), of a slice, of a broadcast (slice the operand), of a
      concatenate (slice of the operands it reads);
    - `dynamic_slice` with constant start indices becomes a `slice` (the
      starts clamped as XLA clamps them), one of the operand's whole shape
      is the operand; `dynamic_update_slice` whose update covers the
      operand is the update, one with an empty update is the operand, one
      into an array of one value (zeros, a broadcast scalar) at constant
      starts is a `pad` of the update;
    - `dot` absorbs transposes of its operands into its dimension numbers
      when the operand's free dimensions keep their order; `transpose` of a
      `dot` that swaps its two free-dimension groups becomes the dot with
      operands swapped; a dot of an empty operand is zeros; a dot of a 0-d
      operand is a multiply by it;
    - `reduce` of an empty array broadcasts its init values; a reduce that
      keeps the element count (over dimensions of size 1, or none) is a
      reshape when its init value is the identity of its computation (`add`
      with 0, `multiply` with 1, `maximum` with -inf, ...).

    Results never change, up to the sign of a zero where XLA allows it
    (`x + 0.0` is x; XLA folds it too). Float `x * 0` is not folded (x may
    be NaN or infinite).

    Before:

    ```mlir
    %zero = hlo.constant dense<0.0> : tensor<f32>
    %z = hlo.broadcast %zero, dimensions = [] : (tensor<f32>) -> tensor<4x3xf32>
    %t = hlo.transpose %a, dimensions = [1, 0] : (tensor<4x3xf32>) -> tensor<3x4xf32>
    %d = hlo.dot %t, %b, lhs_contracting_dims = [1], rhs_contracting_dims = [0]
        : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
    %s = hlo.add %g, %z : tensor<4x3xf32>
    ```

    After:

    ```mlir
    %d = hlo.dot %a, %b, lhs_contracting_dims = [0], rhs_contracting_dims = [0]
        : (tensor<4x3xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
    // %s is %g
    ```
  }];
  let dependentDialects = ["::xhlo::hlo::HloDialect"];
  let statistics = [
    Statistic<"numOpsBefore", "ops-before", "Ops before simplification">,
    Statistic<"numOpsAfter", "ops-after", "Ops after simplification">,
  ];
}

#endif // XHLO_DIALECT_HLO_TRANSFORMS_PASSES_TD
