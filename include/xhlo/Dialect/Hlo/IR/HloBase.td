//===- HloBase.td - The hlo dialect, its types and ------- -*- tablegen -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The hlo dialect definition, the element type classes of XLA (pred, s8..s64,
// u8..u64, f16, bf16, f32, f64, c64, c128) as ODS constraints, and the base
// class of every hlo op. Every op family file includes this file.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_IR_HLOBASE_TD
#define XHLO_DIALECT_HLO_IR_HLOBASE_TD

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/OpBase.td"

//===----------------------------------------------------------------------===//
// Dialect
//===----------------------------------------------------------------------===//

def Hlo_Dialect : Dialect {
  let name = "hlo";
  let cppNamespace = "::xhlo::hlo";
  let summary = "XLA HLO, one op per opcode";
  let description = [{
    The `hlo` dialect mirrors XLA HLO one to one: one op per HLO opcode (the op
    name is the opcode with `-` replaced by `_`), static operands as attributes
    named as in HLO text, dynamic operands as SSA values, and shapes in the
    types. Arrays are statically shaped `tensor`s whose element types are XLA's:
    `i1` is `pred`, signless `i8`..`i64` are `s8`..`s64`, `ui8`..`ui64` are
    `u8`..`u64`, `f16`, `bf16`, `f32`, `f64`, and `complex<f32>` /
    `complex<f64>` are `c64` / `c128`. Tuples are builtin `tuple`s and tokens
    are `!hlo.token`.

    Semantics are XLA's operation semantics; every op verifies what XLA's shape
    inference and HLO verifier check, so an op that verifies is one XLA
    accepts.

    Computations that HLO passes by reference (`to_apply`, `condition`, `body`,
    branches, comparators) are regions on the op ending in `hlo.return`; an
    HLO module is a `builtin.module` of `func.func` computations.
  }];
  let useDefaultAttributePrinterParser = 1;
  let useDefaultTypePrinterParser = 1;
  let hasConstantMaterializer = 1;
  // `hlo.sharding` on ops, function arguments and results (HloSharding.cpp).
  let discardableAttrs = (ins "::xhlo::hlo::ShardingAttr":$sharding);
  let hasOperationAttrVerify = 1;
  let hasRegionArgAttrVerify = 1;
  let hasRegionResultAttrVerify = 1;
  let extraClassDeclaration = [{
  private:
    /// Registers the ops of each op family (one generated list per family).
    void registerElementwiseOps();
    void registerShapeOps();
    void registerIndexingOps();
    void registerReductionOps();
    void registerContractionOps();
    void registerControlFlowOps();
    void registerMiscOps();
    void registerAttributes();
    void registerTypes();
  public:
  }];
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

class Hlo_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<Hlo_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

def Hlo_Token : Hlo_Type<"Token", "token"> {
  let summary = "XLA token: orders side-effecting ops";
  let description = [{
    A value that carries no data and orders side effects (`infeed`, `outfeed`,
    `after_all`, ...), XLA's `token[]`.

    ```mlir
    %t = hlo.after_all()
    ```
  }];
}

// XLA's float types that MLIR 19 has no builtin type for: element types of
// the dialect's own (the element type table's rows name them), stored as
// bits, one element per byte. Constants of them are `#hlo.float_bits`.
class Hlo_FloatType<string name, string xlaName, string format>
    : Hlo_Type<name, xlaName> {
  let summary = "XLA's " # xlaName # " (" # format # ")";
  let description = [{
    One of XLA's float types that MLIR 19 lacks (the MX formats and the
    narrow f8s), as an element type: XLA's PrimitiveType of the same name.
    Constants of it are `#hlo.float_bits` attributes (the bit pattern of
    each element); the interpreter computes on it in f32, rounding once when
    it stores a result, as XLA's CPU backend does.

    ```mlir
    %c = hlo.constant #hlo.float_bits<dense<[2, 3]> : tensor<2xui8>> : tensor<2x!hlo.}] # xlaName # [{>
    ```
  }];
}

def Hlo_F8E3M4 : Hlo_FloatType<"F8E3M4", "f8e3m4",
    "1 sign, 3 exponent (bias 3), 4 mantissa bits; inf and NaN as IEEE">;
def Hlo_F8E8M0FNU : Hlo_FloatType<"F8E8M0FNU", "f8e8m0fnu",
    "8 exponent bits (bias 127), no sign, no mantissa, no zero; NaN 0xff">;
def Hlo_F6E2M3FN : Hlo_FloatType<"F6E2M3FN", "f6e2m3fn",
    "1 sign, 2 exponent (bias 1), 3 mantissa bits; finite only">;
def Hlo_F6E3M2FN : Hlo_FloatType<"F6E3M2FN", "f6e3m2fn",
    "1 sign, 3 exponent (bias 3), 2 mantissa bits; finite only">;
def Hlo_F4E2M1FN : Hlo_FloatType<"F4E2M1FN", "f4e2m1fn",
    "1 sign, 2 exponent (bias 1), 1 mantissa bit; finite only">;

//===----------------------------------------------------------------------===//
// Element type classes (XLA's primitive types)
//===----------------------------------------------------------------------===//

// The element types and their kinds are the rows of the element type table
// (HloElementTypes.def); these constraints ask it, so a type added there is
// accepted here without an edit.
class Hlo_ElementOfKind<string kind, string summary>
    : Type<CPred<"::xhlo::hlo::isElementTypeOfKind($_self, "
                 "::xhlo::hlo::ElementKind::" # kind # ")">,
           summary>;

def Hlo_Pred : Hlo_ElementOfKind<"Pred", "pred (i1)">;
def Hlo_SInt : Hlo_ElementOfKind<"Signed", "signed integer (s8, s16, ...)">;
def Hlo_UInt : Hlo_ElementOfKind<"Unsigned", "unsigned integer (u8, u16, ...)">;
def Hlo_Int : AnyTypeOf<[Hlo_SInt, Hlo_UInt], "integer">;
def Hlo_Float : Hlo_ElementOfKind<"Float",
                                  "floating-point (f16, bf16, f32, f64, f8...)">;
def Hlo_Complex : Hlo_ElementOfKind<"Complex", "complex (c64 or c128)">;

def Hlo_Element : Type<CPred<"::xhlo::hlo::isXlaElementType($_self)">,
                       "XLA element type">;

//===----------------------------------------------------------------------===//
// Array (tensor) classes
//===----------------------------------------------------------------------===//

/// A statically shaped tensor of the given element types whose size in bytes
/// fits in int64 (XLA's ShapeUtil::ValidateShape).
class Hlo_TensorOf<list<Type> elements>
    : ConfinedType<StaticShapeTensorOf<elements>,
                   [CPred<"::xhlo::hlo::hasValidXlaSize($_self)">],
                   StaticShapeTensorOf<elements>.summary #
                       " (of at most 2^63 - 1 bytes)",
                   "::mlir::RankedTensorType">;

def Hlo_Tensor : Hlo_TensorOf<[Hlo_Element]>;
def Hlo_PredTensor : Hlo_TensorOf<[Hlo_Pred]>;
def Hlo_IntTensor : Hlo_TensorOf<[Hlo_Int]>;
def Hlo_UIntTensor : Hlo_TensorOf<[Hlo_UInt]>;
def Hlo_PredOrIntTensor : Hlo_TensorOf<[Hlo_Pred, Hlo_Int]>;
def Hlo_FloatTensor : Hlo_TensorOf<[Hlo_Float]>;
def Hlo_ComplexTensor : Hlo_TensorOf<[Hlo_Complex]>;
def Hlo_FloatOrComplexTensor : Hlo_TensorOf<[Hlo_Float, Hlo_Complex]>;
/// XLA's "signed" element types: signed integers and floats.
def Hlo_SignedTensor : Hlo_TensorOf<[Hlo_SInt, Hlo_Float]>;
def Hlo_SignedOrComplexTensor : Hlo_TensorOf<[Hlo_SInt, Hlo_Float, Hlo_Complex]>;
/// Integral, floating or complex: everything but pred.
def Hlo_NumericTensor : Hlo_TensorOf<[Hlo_Int, Hlo_Float, Hlo_Complex]>;

/// A 0-d integer tensor: a dynamic index operand (dynamic-slice starts, ...).
def Hlo_ScalarIntTensor : 0DTensorOf<[Hlo_Int]>;
def Hlo_ScalarPredTensor : 0DTensorOf<[Hlo_Pred]>;

/// Anything an HLO value can be: an array, a token or a (nested) tuple.
def Hlo_Tuple : NestedTupleOf<[Hlo_Tensor, Hlo_Token]>;
def Hlo_Value : AnyTypeOf<[Hlo_Tensor, Hlo_Token, Hlo_Tuple],
                          "XLA value (array, token or tuple)">;

//===----------------------------------------------------------------------===//
// Base op class
//===----------------------------------------------------------------------===//

class Hlo_Op<string mnemonic, list<Trait> traits = []>
    : Op<Hlo_Dialect, mnemonic, traits> {
  // What HLO export and import need to know about the op. xhlo-tblgen
  // -gen-hlo-opcodes writes them into the opcode table (HloOpcodes.h),
  // deriving what is unset from the op's operands, regions and results.
  // mlir-tblgen ignores these fields.

  /// The HLO opcode; empty for an op that is no HLO instruction.
  string hloOpcode = !subst("_", "-", mnemonic);
  /// The least number of operands, when HLO asks for more than the fixed
  /// operands.
  int hloMinOperands = ?;
  /// The greatest number of operands, when HLO takes fewer (-1: no limit).
  int hloMaxOperands = ?;
  /// The least number of called computations, when HLO asks for more than
  /// the fixed regions and callee symbols.
  int hloMinCalled = ?;
  /// How a tuple-shaped instruction maps to results: Single (one result,
  /// maybe a tuple), PerElement (one result per element; the default for
  /// ops with several or variadic results) or WhenTakenApart (per element
  /// when every user is a get-tuple-element).
  string hloTupleResults = ?;
  /// The attributes that are a copy of the HloInstructionProto field of the
  /// same name (an int, bool, float, string or int list): export and import
  /// copy them generically.
  list<string> hloProtoFields = [];
}

/// An XLA opcode that has no hlo op (HloOpcodes.td): HLO text reads it, the
/// importer rejects it. Counts as in Hlo_Op (-1: no limit).
class Hlo_XlaOpcode<string opcode, int minOperands = 0, int maxOperands = -1,
                    int minCalled = 0, int maxCalled = -1> {
  string hloOpcode = opcode;
  int hloMinOperands = minOperands;
  int hloMaxOperands = maxOperands;
  int hloMinCalled = minCalled;
  int hloMaxCalled = maxCalled;
}

#endif // XHLO_DIALECT_HLO_IR_HLOBASE_TD
