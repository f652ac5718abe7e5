//===- HloEnums.td - Enumerations of the hlo dialect ----- -*- tablegen -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// XLA's enumerations that hlo ops carry as attributes. Case names are XLA's
// own spelling (HLO text / proto); each prints as `#hlo<mnemonic CASE>` and,
// inside an op's assembly, as the bare case name.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_IR_HLOENUMS_TD
#define XHLO_DIALECT_HLO_IR_HLOENUMS_TD

include "xhlo/Dialect/Hlo/IR/HloBase.td"
include "mlir/IR/EnumAttr.td"

class Hlo_EnumAttr<EnumAttrInfo info, string attrMnemonic>
    : EnumAttr<Hlo_Dialect, info, attrMnemonic> {
  let assemblyFormat = "$value";
}

def Hlo_ComparisonDirection : I32EnumAttr<"ComparisonDirection",
    "comparison direction (compare's `direction`)", [
      I32EnumAttrCase<"EQ", 0>, I32EnumAttrCase<"NE", 1>,
      I32EnumAttrCase<"GE", 2>, I32EnumAttrCase<"GT", 3>,
      I32EnumAttrCase<"LE", 4>, I32EnumAttrCase<"LT", 5>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::xhlo::hlo";
}
def Hlo_ComparisonDirectionAttr
    : Hlo_EnumAttr<Hlo_ComparisonDirection, "comparison_direction">;

def Hlo_ComparisonType : I32EnumAttr<"ComparisonType",
    "comparison type (compare's `type`)", [
      I32EnumAttrCase<"FLOAT", 0>, I32EnumAttrCase<"TOTALORDER", 1>,
      I32EnumAttrCase<"SIGNED", 2>, I32EnumAttrCase<"UNSIGNED", 3>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::xhlo::hlo";
}
def Hlo_ComparisonTypeAttr
    : Hlo_EnumAttr<Hlo_ComparisonType, "comparison_type">;

def Hlo_Precision : I32EnumAttr<"Precision",
    "operand precision of dot and convolution", [
      I32EnumAttrCase<"DEFAULT", 0>, I32EnumAttrCase<"HIGH", 1>,
      I32EnumAttrCase<"HIGHEST", 2>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::xhlo::hlo";
}
def Hlo_PrecisionAttr : Hlo_EnumAttr<Hlo_Precision, "precision">;
def Hlo_PrecisionConfigAttr : TypedArrayAttrBase<Hlo_PrecisionAttr,
    "precision config: one precision per operand">;

def Hlo_RngDistribution : I32EnumAttr<"RngDistribution",
    "distribution of rng", [
      I32EnumAttrCase<"UNIFORM", 1>, I32EnumAttrCase<"NORMAL", 2>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::xhlo::hlo";
}
def Hlo_RngDistributionAttr
    : Hlo_EnumAttr<Hlo_RngDistribution, "rng_distribution">;

def Hlo_RngAlgorithm : I32EnumAttr<"RngAlgorithm",
    "algorithm of rng-bit-generator", [
      I32EnumAttrCase<"DEFAULT", 0>, I32EnumAttrCase<"THREE_FRY", 1>,
      I32EnumAttrCase<"PHILOX", 2>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::xhlo::hlo";
}
def Hlo_RngAlgorithmAttr : Hlo_EnumAttr<Hlo_RngAlgorithm, "rng_algorithm">;

def Hlo_FftType : I32EnumAttr<"FftType", "kind of fft", [
      I32EnumAttrCase<"FFT", 0>, I32EnumAttrCase<"IFFT", 1>,
      I32EnumAttrCase<"RFFT", 2>, I32EnumAttrCase<"IRFFT", 3>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::xhlo::hlo";
}
def Hlo_FftTypeAttr : Hlo_EnumAttr<Hlo_FftType, "fft_type">;

def Hlo_Transpose : I32EnumAttr<"Transpose",
    "how triangular-solve transposes its matrix (`transpose_a`)", [
      I32EnumAttrCase<"NO_TRANSPOSE", 1>, I32EnumAttrCase<"TRANSPOSE", 2>,
      I32EnumAttrCase<"ADJOINT", 3>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::xhlo::hlo";
}
def Hlo_TransposeAttr : Hlo_EnumAttr<Hlo_Transpose, "transpose">;

def Hlo_FusionKind : I32EnumAttr<"FusionKind", "kind of a fusion", [
      I32EnumAttrCase<"kLoop", 0>, I32EnumAttrCase<"kInput", 1>,
      I32EnumAttrCase<"kOutput", 2>, I32EnumAttrCase<"kCustom", 3>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::xhlo::hlo";
}
def Hlo_FusionKindAttr : Hlo_EnumAttr<Hlo_FusionKind, "fusion_kind">;

def Hlo_CustomCallApiVersion : I32EnumAttr<"CustomCallApiVersion",
    "custom-call ABI version (`api_version`)", [
      I32EnumAttrCase<"API_VERSION_UNSPECIFIED", 0>,
      I32EnumAttrCase<"API_VERSION_ORIGINAL", 1>,
      I32EnumAttrCase<"API_VERSION_STATUS_RETURNING", 2>,
      I32EnumAttrCase<"API_VERSION_STATUS_RETURNING_UNIFIED", 3>,
      I32EnumAttrCase<"API_VERSION_TYPED_FFI", 4>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::xhlo::hlo";
}
def Hlo_CustomCallApiVersionAttr
    : Hlo_EnumAttr<Hlo_CustomCallApiVersion, "api_version">;

// OpSharding's Type (xla_data.proto), numbered as there: the kind of a
// sharding and, in `last_tile_dims`, the kind of a subgroup dimension.
def Hlo_ShardingType : I32EnumAttr<"ShardingType",
    "kind of a sharding (XLA's OpSharding.Type)", [
      I32EnumAttrCase<"REPLICATED", 0>, I32EnumAttrCase<"MAXIMAL", 1>,
      I32EnumAttrCase<"TUPLE", 2>, I32EnumAttrCase<"OTHER", 3>,
      I32EnumAttrCase<"MANUAL", 4>, I32EnumAttrCase<"UNKNOWN", 5>,
      I32EnumAttrCase<"UNREDUCED", 6>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::xhlo::hlo";
}

#endif // XHLO_DIALECT_HLO_IR_HLOENUMS_TD
