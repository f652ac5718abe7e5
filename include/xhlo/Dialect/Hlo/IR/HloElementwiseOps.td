//===- HloElementwiseOps.td - Elementwise hlo ops -------- -*- tablegen -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// XLA's elementwise ops: unary and binary arithmetic, compare, select, clamp
// and the conversions. Result types are inferred by the elementwise shape
// functions (HloShapeInference.h), which check the element types XLA allows
// for each opcode.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_IR_HLOELEMENTWISEOPS_TD
#define XHLO_DIALECT_HLO_IR_HLOELEMENTWISEOPS_TD

include "xhlo/Dialect/Hlo/IR/HloAttrs.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

//===----------------------------------------------------------------------===//
// Unary elementwise ops
//===----------------------------------------------------------------------===//

/// A unary elementwise op. `types` documents the element types XLA allows,
/// `exampleType` is a tensor type valid for the example, and `resultNote`
/// says how the result type differs from the operand's when it does.
class Hlo_UnaryOp<string mnemonic, string what, string types,
                  string exampleType, list<Trait> traits = [],
                  string resultNote = "same as the operand">
    : Hlo_Op<mnemonic, traits # [Pure, Elementwise, SameOperandsAndResultShape,
                                 InferTypeOpAdaptor]> {
  let summary = what;
  let description = "XLA's `" # !subst("_", "-", mnemonic) # "`: " # what #
    ", element by element.\n\n" #
    "Operand element types: " # types # ". Result type: " # resultNote #
    ".\n\n```mlir\n%r = hlo." # mnemonic # " %x : " # exampleType #
    "\n```";
  let arguments = (ins Hlo_Tensor:$operand);
  let results = (outs Hlo_Tensor:$result);
  let assemblyFormat = "$operand attr-dict `:` type($operand)";
  let extraClassDefinition = [{
    ::llvm::LogicalResult $cppClass::inferReturnTypes(
        ::mlir::MLIRContext *, std::optional<::mlir::Location> location,
        Adaptor adaptor, ::llvm::SmallVectorImpl<::mlir::Type> &results) {
      return ::xhlo::hlo::inferUnaryElementwiseOp(getOperationName(),
          adaptor.getOperand().getType(), location, results);
    }
    ::mlir::OpFoldResult $cppClass::fold(FoldAdaptor adaptor) {
      return ::xhlo::hlo::foldUnaryElementwiseOp(*this, adaptor.getOperand());
    }
  }];
  let hasFolder = 1;
}

class Hlo_FloatOrComplexUnaryOp<string mnemonic, string what,
                                list<Trait> traits = []>
    : Hlo_UnaryOp<mnemonic, what, "floating point or complex",
                  "tensor<4xf32>", traits>;

def Hlo_AbsOp : Hlo_UnaryOp<"abs", "absolute value",
    "signed integer, floating point or complex", "tensor<4xf32>", [],
    "the operand's, except the component type for complex operands">;
def Hlo_AcosOp : Hlo_FloatOrComplexUnaryOp<"acos", "arc cosine">;
def Hlo_AcoshOp : Hlo_FloatOrComplexUnaryOp<"acosh", "inverse hyperbolic cosine">;
def Hlo_AsinOp : Hlo_FloatOrComplexUnaryOp<"asin", "arc sine">;
def Hlo_AsinhOp : Hlo_FloatOrComplexUnaryOp<"asinh", "inverse hyperbolic sine">;
def Hlo_AtanhOp : Hlo_FloatOrComplexUnaryOp<"atanh", "inverse hyperbolic tangent">;
def Hlo_CbrtOp : Hlo_FloatOrComplexUnaryOp<"cbrt", "cube root">;
def Hlo_CeilOp : Hlo_UnaryOp<"ceil", "rounding towards positive infinity",
    "floating point", "tensor<4xf32>">;
def Hlo_CosineOp : Hlo_FloatOrComplexUnaryOp<"cosine", "cosine">;
def Hlo_CoshOp : Hlo_FloatOrComplexUnaryOp<"cosh", "hyperbolic cosine">;
def Hlo_CountLeadingZerosOp : Hlo_UnaryOp<"count_leading_zeros",
    "number of leading zero bits", "integer", "tensor<4xi32>">;
def Hlo_ErfOp : Hlo_UnaryOp<"erf", "error function", "floating point",
    "tensor<4xf32>">;
def Hlo_ExponentialOp : Hlo_FloatOrComplexUnaryOp<"exponential",
    "natural exponential">;
def Hlo_ExponentialMinusOneOp : Hlo_FloatOrComplexUnaryOp<
    "exponential_minus_one", "e^x - 1, accurate near zero">;
def Hlo_FloorOp : Hlo_UnaryOp<"floor", "rounding towards negative infinity",
    "floating point", "tensor<4xf32>">;
def Hlo_ImagOp : Hlo_UnaryOp<"imag", "imaginary part",
    "floating point or complex", "tensor<4xcomplex<f32>>", [],
    "the component type for complex operands (zero for real ones)">;
def Hlo_IsFiniteOp : Hlo_UnaryOp<"is_finite",
    "whether the value is neither infinite nor NaN", "floating point",
    "tensor<4xf32>", [], "pred">;
def Hlo_LogOp : Hlo_FloatOrComplexUnaryOp<"log", "natural logarithm">;
def Hlo_LogPlusOneOp : Hlo_FloatOrComplexUnaryOp<"log_plus_one",
    "log(1 + x), accurate near zero">;
def Hlo_LogisticOp : Hlo_FloatOrComplexUnaryOp<"logistic",
    "logistic function 1 / (1 + e^-x)">;
def Hlo_NegateOp : Hlo_UnaryOp<"negate", "negation",
    "integer, floating point or complex", "tensor<4xf32>">;
def Hlo_NotOp : Hlo_UnaryOp<"not", "logical (pred) or bitwise (integer) not",
    "pred or integer", "tensor<4xi1>">;
def Hlo_PopcntOp : Hlo_UnaryOp<"popcnt", "number of set bits", "integer",
    "tensor<4xi32>">;
def Hlo_RealOp : Hlo_UnaryOp<"real", "real part",
    "floating point or complex", "tensor<4xcomplex<f32>>", [],
    "the component type for complex operands">;
def Hlo_RoundNearestAfzOp : Hlo_UnaryOp<"round_nearest_afz",
    "rounding to the nearest integer, ties away from zero", "floating point",
    "tensor<4xf32>">;
def Hlo_RoundNearestEvenOp : Hlo_UnaryOp<"round_nearest_even",
    "rounding to the nearest integer, ties to even", "floating point",
    "tensor<4xf32>">;
def Hlo_RsqrtOp : Hlo_FloatOrComplexUnaryOp<"rsqrt", "reciprocal square root">;
def Hlo_SignOp : Hlo_UnaryOp<"sign", "sign (-1, 0 or 1; NaN for NaN)",
    "signed integer, floating point or complex", "tensor<4xf32>">;
def Hlo_SineOp : Hlo_FloatOrComplexUnaryOp<"sine", "sine">;
def Hlo_SinhOp : Hlo_FloatOrComplexUnaryOp<"sinh", "hyperbolic sine">;
def Hlo_SqrtOp : Hlo_FloatOrComplexUnaryOp<"sqrt", "square root">;
def Hlo_TanOp : Hlo_FloatOrComplexUnaryOp<"tan", "tangent">;
def Hlo_TanhOp : Hlo_FloatOrComplexUnaryOp<"tanh", "hyperbolic tangent">;

//===----------------------------------------------------------------------===//
// Binary elementwise ops
//===----------------------------------------------------------------------===//

/// A binary elementwise op on two operands of the same type.
class Hlo_BinaryOp<string mnemonic, string what, string types,
                   string exampleType, list<Trait> traits = [],
                   string resultNote = "same as the operands">
    : Hlo_Op<mnemonic, traits # [Pure, Elementwise, SameTypeOperands,
                                 SameOperandsAndResultShape,
                                 InferTypeOpAdaptor]> {
  let summary = what;
  let description = "XLA's `" # !subst("_", "-", mnemonic) # "`: " # what #
    ", element by element. Both operands have the same type.\n\n" #
    "Operand element types: " # types # ". Result type: " # resultNote #
    ".\n\n```mlir\n%r = hlo." # mnemonic # " %a, %b : " # exampleType #
    "\n```";
  let arguments = (ins Hlo_Tensor:$lhs, Hlo_Tensor:$rhs);
  let results = (outs Hlo_Tensor:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($lhs)";
  let extraClassDefinition = [{
    ::llvm::LogicalResult $cppClass::inferReturnTypes(
        ::mlir::MLIRContext *, std::optional<::mlir::Location> location,
        Adaptor adaptor, ::llvm::SmallVectorImpl<::mlir::Type> &results) {
      return ::xhlo::hlo::inferBinaryElementwiseOp(getOperationName(),
          adaptor.getLhs().getType(), adaptor.getRhs().getType(), location,
          results);
    }
    ::mlir::OpFoldResult $cppClass::fold(FoldAdaptor adaptor) {
      return ::xhlo::hlo::foldBinaryElementwiseOp(*this, adaptor.getLhs(),
                                                  adaptor.getRhs());
    }
  }];
  let hasFolder = 1;
}

def Hlo_AddOp : Hlo_BinaryOp<"add", "addition (or for pred)",
    "any", "tensor<4xf32>", [Commutative]>;
def Hlo_SubtractOp : Hlo_BinaryOp<"subtract", "subtraction",
    "integer, floating point or complex", "tensor<4xf32>">;
def Hlo_MultiplyOp : Hlo_BinaryOp<"multiply", "multiplication (and for pred)",
    "any", "tensor<4xf32>", [Commutative]>;
def Hlo_DivideOp : Hlo_BinaryOp<"divide",
    "division (integers round towards zero; x/0 is -1 for signed and all "
    "ones for unsigned, INT_MIN/-1 is INT_MIN)",
    "integer, floating point or complex", "tensor<4xf32>">;
def Hlo_RemainderOp : Hlo_BinaryOp<"remainder",
    "remainder with the sign of the dividend (x%0 is x, INT_MIN%-1 is 0)",
    "integer, floating point or complex", "tensor<4xf32>">;
def Hlo_PowerOp : Hlo_BinaryOp<"power", "lhs raised to the power rhs",
    "integer, floating point or complex", "tensor<4xf32>">;
def Hlo_MaximumOp : Hlo_BinaryOp<"maximum",
    "maximum (NaN if either operand is NaN)", "any", "tensor<4xf32>",
    [Commutative]>;
def Hlo_MinimumOp : Hlo_BinaryOp<"minimum",
    "minimum (NaN if either operand is NaN)", "any", "tensor<4xf32>",
    [Commutative]>;
def Hlo_AndOp : Hlo_BinaryOp<"and", "logical or bitwise and",
    "pred or integer", "tensor<4xi1>", [Commutative]>;
def Hlo_OrOp : Hlo_BinaryOp<"or", "logical or bitwise or",
    "pred or integer", "tensor<4xi1>", [Commutative]>;
def Hlo_XorOp : Hlo_BinaryOp<"xor", "logical or bitwise exclusive or",
    "pred or integer", "tensor<4xi1>", [Commutative]>;
def Hlo_ShiftLeftOp : Hlo_BinaryOp<"shift_left",
    "left shift (0 when the shift is at least the bit width)",
    "integer", "tensor<4xi32>">;
def Hlo_ShiftRightArithmeticOp : Hlo_BinaryOp<"shift_right_arithmetic",
    "arithmetic right shift (the sign fills when the shift is at least the "
    "bit width)", "integer", "tensor<4xi32>">;
def Hlo_ShiftRightLogicalOp : Hlo_BinaryOp<"shift_right_logical",
    "logical right shift (0 when the shift is at least the bit width)",
    "integer", "tensor<4xi32>">;
def Hlo_Atan2Op : Hlo_BinaryOp<"atan2", "arc tangent of lhs/rhs",
    "floating point or complex", "tensor<4xf32>">;
def Hlo_ComplexOp : Hlo_BinaryOp<"complex",
    "the complex number with real part lhs and imaginary part rhs",
    "f32 or f64", "tensor<4xf32>", [], "c64 for f32, c128 for f64">;
def Hlo_MulhiOp : Hlo_BinaryOp<"mulhi",
    "the high half of the double-width product", "integer", "tensor<4xi32>",
    [Commutative]>;

//===----------------------------------------------------------------------===//
// Compare, select, clamp
//===----------------------------------------------------------------------===//

def Hlo_CompareOp : Hlo_Op<"compare", [Pure, Elementwise, SameTypeOperands,
    SameOperandsAndResultShape, InferTypeOpAdaptor]> {
  let summary = "elementwise comparison";
  let description = [{
    XLA's `compare`: compares `lhs` and `rhs` element by element with
    `direction` and yields a pred tensor. `compare_type` is XLA's comparison
    type; when omitted it is derived from the element type as XLA does
    (FLOAT for floating point and complex, SIGNED for signed integers,
    UNSIGNED for unsigned integers and pred). FLOAT comparisons are false
    when an operand is NaN (NE is true); TOTALORDER orders
    -NaN < -Inf < ... < -0 < +0 < ... < +Inf < +NaN. Complex operands
    allow only EQ and NE.

    ```mlir
    %p = hlo.compare LT, %a, %b : tensor<4xf32>
    %q = hlo.compare GE, %a, %b, TOTALORDER : tensor<4xf32>
    ```
  }];
  let arguments = (ins Hlo_Tensor:$lhs, Hlo_Tensor:$rhs,
                       Hlo_ComparisonDirectionAttr:$direction,
                       OptionalAttr<Hlo_ComparisonTypeAttr>:$compare_type);
  let results = (outs Hlo_PredTensor:$result);
  let assemblyFormat = [{
    custom<HloEnum>($direction) `,` $lhs `,` $rhs
      (`,` custom<HloEnum>($compare_type)^)? attr-dict `:` type($lhs)
  }];
  let extraClassDeclaration = [{
    /// The comparison type: the attribute, or XLA's default for the operands.
    ComparisonType getEffectiveCompareType();
  }];
}

def Hlo_SelectOp : Hlo_Op<"select", [Pure, Elementwise,
    AllTypesMatch<["on_true", "on_false", "result"]>,
    AllShapesMatch<["pred", "on_true"]>]> {
  let summary = "elementwise choice by a predicate";
  let description = [{
    XLA's `select`: for each element, `on_true` where `pred` is true and
    `on_false` otherwise. `pred` has the shape of the other operands.

    ```mlir
    %r = hlo.select %p, %a, %b : tensor<4xi1>, tensor<4xf32>
    ```
  }];
  let arguments = (ins Hlo_PredTensor:$pred, Hlo_Tensor:$on_true,
                       Hlo_Tensor:$on_false);
  let results = (outs Hlo_Tensor:$result);
  let assemblyFormat = [{
    $pred `,` $on_true `,` $on_false attr-dict `:` type($pred) `,` type($result)
  }];
  let hasFolder = 1;
}

def Hlo_ClampOp : Hlo_Op<"clamp", [Pure, InferTypeOpAdaptor]> {
  let summary = "elementwise clamp between a minimum and a maximum";
  let description = [{
    XLA's `clamp`: `min(max(operand, min), max)` element by element. `min`
    and `max` are either scalars (0-d) or of the operand's shape; all three
    have the same element type.

    ```mlir
    %r = hlo.clamp %lo, %x, %hi : (tensor<f32>, tensor<4xf32>, tensor<f32>)
    ```
  }];
  let arguments = (ins Hlo_Tensor:$min, Hlo_Tensor:$operand, Hlo_Tensor:$max);
  let results = (outs Hlo_Tensor:$result);
  let assemblyFormat = [{
    $min `,` $operand `,` $max attr-dict
      `:` `(` type($min) `,` type($operand) `,` type($max) `)`
  }];
}

//===----------------------------------------------------------------------===//
// Conversions
//===----------------------------------------------------------------------===//

def Hlo_ConvertOp : Hlo_Op<"convert", [Pure, Elementwise,
    SameOperandsAndResultShape]> {
  let summary = "elementwise conversion of the element type";
  let description = [{
    XLA's `convert`: converts each element to the result's element type, as
    C++ static_cast does, with XLA's rules: float to integer truncates
    towards zero and saturates (NaN becomes 0), integer to integer wraps,
    float to narrower float rounds to nearest even, to pred is `x != 0`.
    Complex to a real type is not allowed.

    ```mlir
    %r = hlo.convert %x : (tensor<4xf32>) -> tensor<4xi32>
    ```
  }];
  let arguments = (ins Hlo_Tensor:$operand);
  let results = (outs Hlo_Tensor:$result);
  let assemblyFormat = "$operand attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Hlo_BitcastConvertOp : Hlo_Op<"bitcast_convert", [Pure]> {
  let summary = "reinterpretation of the bits of each element";
  let description = [{
    XLA's `bitcast-convert`: reinterprets the bits of each element as the
    result's element type. The bit widths are XLA's (pred is 1 bit, s4 4).
    With equal bit widths the shapes are equal; from a wider to a narrower
    type the result gains a minor dimension of size (wide bits / narrow
    bits), whose element j holds bits [j * narrow, (j + 1) * narrow) of the
    wide element; from narrower to wider the operand's minor dimension of
    that size is dropped.

    ```mlir
    %r = hlo.bitcast_convert %x : (tensor<4xf32>) -> tensor<4xi32>
    %s = hlo.bitcast_convert %x : (tensor<4xf32>) -> tensor<4x4xui8>
    %p = hlo.bitcast_convert %d : (tensor<f64>) -> tensor<64xi1>
    ```
  }];
  let arguments = (ins Hlo_Tensor:$operand);
  let results = (outs Hlo_Tensor:$result);
  let assemblyFormat = "$operand attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
}

def Hlo_ReducePrecisionOp : Hlo_Op<"reduce_precision", [Pure, Elementwise,
    SameOperandsAndResultType]> {
  let hloProtoFields = ["exponent_bits", "mantissa_bits"];
  let summary = "rounding to a narrower floating point format";
  let description = [{
    XLA's `reduce-precision`: rounds each element (to nearest even) to the
    floating point format with `exponent_bits` exponent bits and
    `mantissa_bits` mantissa bits, keeping the element type; values out of
    that format's range become infinities, NaNs stay NaN.

    ```mlir
    %r = hlo.reduce_precision %x, exponent_bits = 5, mantissa_bits = 10 : tensor<4xf32>
    ```
  }];
  let arguments = (ins Hlo_FloatTensor:$operand,
                       ConfinedAttr<I32Attr, [IntMinValue<1>]>:$exponent_bits,
                       ConfinedAttr<I32Attr, [IntNonNegative]>:$mantissa_bits);
  let results = (outs Hlo_FloatTensor:$result);
  let assemblyFormat = [{
    $operand `,` `exponent_bits` `=` $exponent_bits `,`
      `mantissa_bits` `=` $mantissa_bits attr-dict `:` type($operand)
  }];
}

def Hlo_StochasticConvertOp : Hlo_Op<"stochastic_convert", [Pure, Elementwise,
    SameOperandsAndResultShape]> {
  let summary = "conversion with stochastic rounding";
  let description = [{
    XLA's `stochastic-convert`: converts floating point `operand` to the
    result's (narrower) element type, rounding up or down at random, steered
    by `random`, an unsigned integer tensor of the same shape whose bit width
    equals the operand's.

    ```mlir
    %r = hlo.stochastic_convert %x, %bits : (tensor<4xf32>, tensor<4xui32>) -> tensor<4xi8>
    ```
  }];
  let arguments = (ins Hlo_FloatTensor:$operand, Hlo_UIntTensor:$random);
  let results = (outs Hlo_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` $random attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

#endif // XHLO_DIALECT_HLO_IR_HLOELEMENTWISEOPS_TD
