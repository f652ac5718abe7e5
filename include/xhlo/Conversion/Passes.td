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

/// The options of every conversion to hlo (read by HloTypeConverterOptions
/// and applyHloConversion).
defvar HloConversionOptions = [
  Option<"indexBitwidth", "index-bitwidth", "unsigned", /*default=*/"64",
         "Bit width of the integer type that `index` becomes (64 or 32)">,
  Option<"allowPartial", "allow-partial", "bool", /*default=*/"false",
         "Leave ops that cannot be converted in place instead of failing">,
];

/// The statistics of every conversion to hlo.
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

#endif // XHLO_CONVERSION_PASSES_TD
