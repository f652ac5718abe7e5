//===- ScalarBodies.cpp - XLA's elementwise opcodes as scalar code --------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file holds the one table of the conversion's elementwise semantics:
// each elementwise hlo opcode as arith/math (and, for integer power, scf)
// code on signless scalars, with XLA's rules as the interpreter's reference
// kernels (lib/Interpreter/Kernels/ElementwiseKernels.cpp) compute them:
// integer division by zero and overflow, shifts past the width, NaN in
// maximum/minimum, saturating float-to-integer conversion, the total order
// of floats. Floats narrower than f32 compute in f32, as the kernels do.
// Elementwise ops, reducers and window bodies all use it.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "xhlo/AotRuntime/SmallFloatMath.h"
#include "xhlo/Dialect/Hlo/IR/HloAttrs.h"
#include "xhlo/Dialect/Hlo/IR/HloElementTypes.h"
#include "xhlo/Dialect/Hlo/IR/HloOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/TypeSwitch.h"

#include <cmath>

using namespace mlir;
using namespace xhlo;
using namespace xhlo::hlo_to_linalg;

//===----------------------------------------------------------------------===//
// Element types
//===----------------------------------------------------------------------===//

/// Whether `type` is s2, s4, u2 or u4.
static bool isSubByteInteger(Type type) {
  auto integer = dyn_cast<IntegerType>(type);
  return integer && !integer.isSigned() &&
         (integer.getWidth() == 2 || integer.getWidth() == 4);
}

std::optional<int32_t> hlo_to_linalg::getSmallFloatPrimitive(Type type) {
  if (isa<IntegerType, IndexType, ComplexType>(type) || type.isF16() ||
      type.isBF16() || type.isF32() || type.isF64())
    return std::nullopt;
  std::optional<hlo::XlaElementType> row = hlo::getXlaElementType(type);
  if (!row || row->kind != hlo::ElementKind::Float || row->bits > 8 ||
      !small_float::getValueBits(row->primitive))
    return std::nullopt;
  return row->primitive;
}

/// Whether the lowering stores `type` in a byte and computes it in another
/// type (the sub-byte integers and the floats of at most 8 bits).
static bool isNarrowElement(Type type) {
  return isSubByteInteger(type) || getSmallFloatPrimitive(type).has_value();
}

bool hlo_to_linalg::isSupportedElementType(Type type) {
  if (auto integer = dyn_cast<IntegerType>(type)) {
    unsigned width = integer.getWidth();
    if (width == 1)
      return integer.isSignless();
    return width == 2 || width == 4 || width == 8 || width == 16 ||
           width == 32 || width == 64;
  }
  if (getSmallFloatPrimitive(type))
    return true;
  if (auto complex = dyn_cast<ComplexType>(type))
    return complex.getElementType().isF32() || complex.getElementType().isF64();
  return type.isF16() || type.isBF16() || type.isF32() || type.isF64();
}

LogicalResult hlo_to_linalg::refuse(Operation *op, const Twine &reason) {
  return op->emitError() << "'" << op->getName()
                         << "' cannot be lowered to linalg: " << reason;
}

static LogicalResult checkType(Operation *op, Type type, StringRef what,
                               unsigned index) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor)
    return refuse(op, Twine(what) + " " + Twine(index) + " is not a tensor");
  if (!tensor.hasStaticShape())
    return refuse(op,
                  Twine(what) + " " + Twine(index) + " has a dynamic shape");
  if (!isSupportedElementType(tensor.getElementType())) {
    std::string name;
    llvm::raw_string_ostream os(name);
    os << tensor.getElementType();
    return refuse(op, Twine(what) + " " + Twine(index) + " has element type " +
                          name + ", which the lowering does not support yet");
  }
  return success();
}

LogicalResult hlo_to_linalg::checkOperandsAndResults(Operation *op) {
  for (auto [i, type] : llvm::enumerate(op->getOperandTypes()))
    if (failed(checkType(op, type, "operand", i)))
      return failure();
  for (auto [i, type] : llvm::enumerate(op->getResultTypes()))
    if (failed(checkType(op, type, "result", i)))
      return failure();
  return success();
}

Type hlo_to_linalg::signlessElement(Type type) {
  type = getElementTypeOrSelf(type);
  // A byte per element, as the interpreter's literals store them.
  if (isNarrowElement(type))
    return IntegerType::get(type.getContext(), 8);
  if (auto integer = dyn_cast<IntegerType>(type))
    if (!integer.isSignless())
      return IntegerType::get(type.getContext(), integer.getWidth());
  return type;
}

RankedTensorType hlo_to_linalg::toSignless(RankedTensorType type) {
  return type.clone(signlessElement(type));
}

Value hlo_to_linalg::buildEmpty(OpBuilder &builder, Location loc,
                                RankedTensorType type) {
  return builder.create<tensor::EmptyOp>(loc, type.getShape(),
                                         type.getElementType());
}

Value hlo_to_linalg::buildScalarConstant(OpBuilder &builder, Location loc,
                                         Type type, double value) {
  if (auto complex = dyn_cast<ComplexType>(type)) {
    Type part = complex.getElementType();
    return builder.create<complex::ConstantOp>(
        loc, complex,
        builder.getArrayAttr({builder.getFloatAttr(part, value),
                              builder.getFloatAttr(part, 0.0)}));
  }
  if (auto floatType = dyn_cast<FloatType>(type))
    return builder.create<arith::ConstantOp>(
        loc, builder.getFloatAttr(floatType, value));
  return builder.create<arith::ConstantOp>(
      loc,
      builder.getIntegerAttr(type, APInt(cast<IntegerType>(type).getWidth(),
                                         int64_t(value), true)));
}

//===----------------------------------------------------------------------===//
// Sub-byte integers and floats of at most 8 bits
//===----------------------------------------------------------------------===//

Type hlo_to_linalg::computeElement(Type type) {
  type = getElementTypeOrSelf(type);
  if (isSubByteInteger(type))
    return IntegerType::get(type.getContext(), type.getIntOrFloatBitWidth());
  if (getSmallFloatPrimitive(type))
    return Float32Type::get(type.getContext());
  return signlessElement(type);
}

/// The name of the AOT runtime's rounding to the small floats.
static constexpr llvm::StringLiteral kSmallFloatConvert =
    "xhlo_aot_small_float_convert";

/// The f32 value of the code `stored` (an i8) of the small float XLA
/// numbers `primitive`: a read of the interpreter's decoding table
/// (SmallFloatMath.h), a constant of the generated code.
static Value buildDecode(OpBuilder &b, Location loc, int32_t primitive,
                         Value stored) {
  const std::array<uint32_t, 256> *bits = small_float::getValueBits(primitive);
  SmallVector<APInt> values;
  for (uint32_t value : *bits)
    values.push_back(APInt(32, value));
  auto tableType = RankedTensorType::get({256}, b.getI32Type());
  Value table = b.create<arith::ConstantOp>(
      loc, DenseElementsAttr::get(tableType, values));
  Value index = b.create<arith::IndexCastUIOp>(loc, b.getIndexType(), stored);
  Value value = b.create<tensor::ExtractOp>(loc, table, ValueRange{index});
  return b.create<arith::BitcastOp>(loc, b.getF32Type(), value);
}

/// The code (an i8) of XLA's convert of the f64 `value`, from a type of
/// SmallFloatSource `source`, to the small float XLA numbers `primitive`:
/// a call of the runtime's xhlo_aot_small_float_convert (the interpreter's
/// SmallFloat::convert).
static Value buildSmallFloatConvert(OpBuilder &b, Location loc,
                                    int32_t primitive, SmallFloatSource source,
                                    Value value) {
  Type i32 = b.getI32Type();
  Value operands[] = {
      buildScalarConstant(b, loc, i32, primitive),
      buildScalarConstant(b, loc, i32, double(unsigned(source))), value};
  Value code =
      b.create<func::CallOp>(loc, kSmallFloatConvert, TypeRange{i32}, operands)
          .getResult(0);
  return b.create<arith::TruncIOp>(loc, b.getI8Type(), code);
}

Value hlo_to_linalg::buildLoad(OpBuilder &b, Location loc, Type type,
                               Value stored) {
  type = getElementTypeOrSelf(type);
  if (isSubByteInteger(type))
    return b.create<arith::TruncIOp>(loc, computeElement(type), stored);
  if (std::optional<int32_t> primitive = getSmallFloatPrimitive(type))
    return buildDecode(b, loc, *primitive, stored);
  return stored;
}

Value hlo_to_linalg::buildStore(OpBuilder &b, Location loc, Type type,
                                Value computed) {
  type = getElementTypeOrSelf(type);
  if (isSubByteInteger(type)) {
    // Sign- or zero-extended, as the interpreter's codecs store them.
    if (type.isUnsignedInteger())
      return b.create<arith::ExtUIOp>(loc, b.getI8Type(), computed);
    return b.create<arith::ExtSIOp>(loc, b.getI8Type(), computed);
  }
  if (std::optional<int32_t> primitive = getSmallFloatPrimitive(type)) {
    // A computed result, rounded as XLA's CPU backend rounds the results of
    // these types' ops (through f16 for most: SmallFloatCodec::store).
    Value wide = b.create<arith::ExtFOp>(loc, b.getF64Type(), computed);
    return buildSmallFloatConvert(b, loc, *primitive, SmallFloatSource::Result,
                                  wide);
  }
  return computed;
}

DenseElementsAttr hlo_to_linalg::getStoredElements(Attribute value,
                                                   RankedTensorType type) {
  Type element = type.getElementType();
  auto storedType = RankedTensorType::get(
      type.getShape(), IntegerType::get(type.getContext(), 8));
  if (auto floatBits = dyn_cast<hlo::FloatBitsAttr>(value)) {
    SmallVector<APInt> codes;
    for (uint8_t code : floatBits.getElementBits())
      codes.push_back(APInt(8, code));
    return DenseElementsAttr::get(storedType, codes);
  }
  if (auto floats = dyn_cast<DenseFPElementsAttr>(value))
    return floats.mapValues(storedType.getElementType(), [](const APFloat &v) {
      return v.bitcastToAPInt().zextOrTrunc(8);
    });
  if (auto ints = dyn_cast<DenseIntElementsAttr>(value)) {
    bool isSigned = !element.isUnsignedInteger();
    return ints.mapValues(storedType.getElementType(), [&](const APInt &v) {
      return isSigned ? v.sextOrTrunc(8) : v.zextOrTrunc(8);
    });
  }
  return nullptr;
}

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

namespace {

/// What the table needs of one hlo element type.
struct Element {
  Type hlo; ///< the element type in hlo (ui8, f16, ...)
  /// The signless type the scalar code computes in (i8, f16, ...): i4
  /// for s4 and u4 (stored as i8), f32 for the floats of at most 8 bits.
  Type scalar;
  bool isFloat = false, isUnsigned = false, isPred = false;
  /// complex<f32> or complex<f64>: `part` is the type of each part.
  bool isComplex = false;
  Type part;
  /// In bits (both parts for a complex): XLA's for integers (4 for s4),
  /// the computation type's for floats (32 for f8e4m3fn).
  unsigned width = 0;

  explicit Element(Type type) : hlo(getElementTypeOrSelf(type)) {
    scalar = computeElement(hlo);
    if (getSmallFloatPrimitive(hlo)) {
      // Computed in f32, as the interpreter's codecs.
      isFloat = true;
      width = 32;
      return;
    }
    if (auto complex = dyn_cast<ComplexType>(hlo)) {
      isComplex = true;
      part = complex.getElementType();
      width = 2 * part.getIntOrFloatBitWidth();
      return;
    }
    isFloat = isa<FloatType>(hlo);
    isPred = hlo.isSignlessInteger(1);
    isUnsigned = hlo.isUnsignedInteger() || isPred;
    width = hlo.getIntOrFloatBitWidth();
  }
};

/// Builds the code of one op: the builder, the location and shorthands.
struct ScalarBuilder {
  OpBuilder &b;
  Location loc;

  Value constant(Type type, double value) {
    return buildScalarConstant(b, loc, type, value);
  }
  Value allOnes(Type type) {
    return b.create<arith::ConstantOp>(
        loc, b.getIntegerAttr(type,
                              APInt::getAllOnes(type.getIntOrFloatBitWidth())));
  }
  Value intConstant(Type type, const APInt &value) {
    return b.create<arith::ConstantOp>(loc, b.getIntegerAttr(type, value));
  }
  Value cmpi(arith::CmpIPredicate predicate, Value x, Value y) {
    return b.create<arith::CmpIOp>(loc, predicate, x, y);
  }
  Value cmpf(arith::CmpFPredicate predicate, Value x, Value y) {
    return b.create<arith::CmpFOp>(loc, predicate, x, y);
  }
  Value select(Value p, Value x, Value y) {
    return b.create<arith::SelectOp>(loc, p, x, y);
  }
  /// A float widened to f32 when narrower (exact), for computing. bf16 is
  /// widened on the bits (its top half of an f32): LLVM 19's x86 lowering of
  /// fpext from bfloat flushes subnormals to zero.
  Value widen(Value x) {
    Type type = x.getType();
    if (!isa<FloatType>(type) || type.getIntOrFloatBitWidth() >= 32)
      return x;
    if (!type.isBF16())
      return b.create<arith::ExtFOp>(loc, b.getF32Type(), x);
    Type i32 = b.getI32Type();
    Value bits = b.create<arith::BitcastOp>(loc, b.getIntegerType(16), x);
    Value wide = b.create<arith::ExtUIOp>(loc, i32, bits);
    Value shifted = b.create<arith::ShLIOp>(loc, wide, constant(i32, 16));
    return b.create<arith::BitcastOp>(loc, b.getF32Type(), shifted);
  }
  /// A computed float rounded back to `type` when it was widened. bf16 is
  /// rounded here, to nearest even on the bits, because LLVM 19's x86
  /// lowering of fptrunc to bfloat flushes subnormal inputs to zero.
  Value narrow(Value x, Type type) {
    if (x.getType() == type)
      return x;
    if (!type.isBF16())
      return b.create<arith::TruncFOp>(loc, type, x);
    if (!x.getType().isF32())
      x = b.create<arith::TruncFOp>(loc, b.getF32Type(), x);
    Type i32 = b.getI32Type(), i16 = b.getIntegerType(16);
    Value bits = b.create<arith::BitcastOp>(loc, i32, x);
    Value high = b.create<arith::ShRUIOp>(loc, bits, constant(i32, 16));
    Value lsb = b.create<arith::AndIOp>(loc, high, constant(i32, 1));
    Value bias = b.create<arith::AddIOp>(loc, lsb, constant(i32, 0x7fff));
    Value rounded = b.create<arith::ShRUIOp>(
        loc, b.create<arith::AddIOp>(loc, bits, bias), constant(i32, 16));
    // A NaN keeps its sign and top payload bits, made quiet.
    Value quiet = b.create<arith::OrIOp>(loc, high, constant(i32, 0x40));
    Value isNaN = cmpf(arith::CmpFPredicate::UNO, x, x);
    Value chosen = select(isNaN, quiet, rounded);
    return b.create<arith::BitcastOp>(
        loc, type, b.create<arith::TruncIOp>(loc, i16, chosen));
  }
};

} // namespace

//===----------------------------------------------------------------------===//
// Complex numbers
//===----------------------------------------------------------------------===//

Value hlo_to_linalg::buildBitsOf(OpBuilder &builder, Location loc,
                                 Value value) {
  Type type = value.getType();
  if (auto complex = dyn_cast<ComplexType>(type)) {
    // The real part in the low half, as in memory (little-endian).
    unsigned half = complex.getElementType().getIntOrFloatBitWidth();
    Type halfType = builder.getIntegerType(half);
    Type wide = builder.getIntegerType(2 * half);
    auto partBits = [&](Value part) -> Value {
      Value bits = builder.create<arith::BitcastOp>(loc, halfType, part);
      return builder.create<arith::ExtUIOp>(loc, wide, bits);
    };
    Value re = partBits(builder.create<complex::ReOp>(loc, value));
    Value im = partBits(builder.create<complex::ImOp>(loc, value));
    Value shifted = builder.create<arith::ShLIOp>(
        loc, im, buildScalarConstant(builder, loc, wide, half));
    return builder.create<arith::OrIOp>(loc, re, shifted);
  }
  if (isa<IntegerType>(type))
    return value;
  return builder.create<arith::BitcastOp>(
      loc, builder.getIntegerType(type.getIntOrFloatBitWidth()), value);
}

Value hlo_to_linalg::buildFromBits(OpBuilder &builder, Location loc, Value bits,
                                   Type type) {
  if (auto complex = dyn_cast<ComplexType>(type)) {
    Type partType = complex.getElementType();
    unsigned half = partType.getIntOrFloatBitWidth();
    Type halfType = builder.getIntegerType(half);
    Value low = builder.create<arith::TruncIOp>(loc, halfType, bits);
    Value high = builder.create<arith::TruncIOp>(
        loc, halfType,
        builder.create<arith::ShRUIOp>(
            loc, bits,
            buildScalarConstant(builder, loc, bits.getType(), half)));
    return builder.create<complex::CreateOp>(
        loc, complex, builder.create<arith::BitcastOp>(loc, partType, low),
        builder.create<arith::BitcastOp>(loc, partType, high));
  }
  if (bits.getType() == type)
    return bits;
  return builder.create<arith::BitcastOp>(loc, type, bits);
}

/// The number of `op`'s function in ComplexFunctions.def (the runtime
/// computes it), or -1.
static int32_t getComplexFunction(Operation *op) {
  int32_t number = 0;
#define XHLO_COMPLEX_UNARY(NAME, OP, EXPR)                                     \
  if (isa<hlo::OP>(op))                                                        \
    return number;                                                             \
  ++number;
#define XHLO_COMPLEX_BINARY(NAME, OP, EXPR) XHLO_COMPLEX_UNARY(NAME, OP, EXPR)
#include "xhlo/AotRuntime/ComplexFunctions.def"
  return -1;
}

/// The runtime's complex function of parts of type `part`.
static StringRef getComplexFunctionName(Type part) {
  return part.isF32() ? "xhlo_aot_complex_f32" : "xhlo_aot_complex_f64";
}

void hlo_to_linalg::declareComplexFunctions(ModuleOp module) {
  OpBuilder builder = OpBuilder::atBlockEnd(module.getBody());
  Type i32 = builder.getI32Type();
  if (!module.lookupSymbol(kSmallFloatConvert))
    builder
        .create<func::FuncOp>(
            module.getLoc(), kSmallFloatConvert,
            builder.getFunctionType({i32, i32, builder.getF64Type()}, {i32}))
        .setPrivate();
  for (Type part : {Type(builder.getF32Type()), Type(builder.getF64Type())}) {
    StringRef name = getComplexFunctionName(part);
    if (module.lookupSymbol(name))
      continue;
    auto type =
        builder.getFunctionType({i32, i32, part, part, part, part}, {part});
    builder.create<func::FuncOp>(module.getLoc(), name, type).setPrivate();
  }
}

void hlo_to_linalg::eraseUnusedComplexFunctions(ModuleOp module) {
  for (StringRef name :
       {StringRef("xhlo_aot_complex_f32"), StringRef("xhlo_aot_complex_f64"),
        StringRef(kSmallFloatConvert)}) {
    auto function = module.lookupSymbol<func::FuncOp>(name);
    if (function && function.isExternal() &&
        SymbolTable::symbolKnownUseEmpty(function, module))
      function.erase();
  }
}

/// Part `part` (0 real, 1 imaginary) of the runtime's complex function
/// `number` of `x` (and `y`, or zeros): a call of xhlo_aot_complex_f32/_f64
/// (declareComplexFunctions declared them).
static Value callComplexFunction(ScalarBuilder &s, int32_t number, int32_t part,
                                 Type partType, Value x, Value y) {
  OpBuilder &b = s.b;
  Location loc = s.loc;
  StringRef name = getComplexFunctionName(partType);
  Type i32 = b.getI32Type();
  Value zero = s.constant(partType, 0);
  Value operands[] = {s.constant(i32, number),
                      s.constant(i32, part),
                      b.create<complex::ReOp>(loc, x),
                      b.create<complex::ImOp>(loc, x),
                      y ? b.create<complex::ReOp>(loc, y).getResult() : zero,
                      y ? b.create<complex::ImOp>(loc, y).getResult() : zero};
  return b.create<func::CallOp>(loc, name, TypeRange{partType}, operands)
      .getResult(0);
}

/// Whether the complex `z` has a NaN part.
static Value complexHasNaN(ScalarBuilder &s, Value z) {
  Value re = s.b.create<complex::ReOp>(s.loc, z);
  Value im = s.b.create<complex::ImOp>(s.loc, z);
  return s.b.create<arith::OrIOp>(s.loc,
                                  s.cmpf(arith::CmpFPredicate::UNO, re, re),
                                  s.cmpf(arith::CmpFPredicate::UNO, im, im));
}

/// Whether the complex `a` comes before `b` in XLA's order of complex
/// numbers for maximum and minimum: by the real part, then the imaginary.
static Value complexLess(ScalarBuilder &s, Value a, Value b) {
  Value ar = s.b.create<complex::ReOp>(s.loc, a);
  Value br = s.b.create<complex::ReOp>(s.loc, b);
  Value ai = s.b.create<complex::ImOp>(s.loc, a);
  Value bi = s.b.create<complex::ImOp>(s.loc, b);
  return s.b.create<arith::OrIOp>(
      s.loc, s.cmpf(arith::CmpFPredicate::OLT, ar, br),
      s.b.create<arith::AndIOp>(s.loc,
                                s.cmpf(arith::CmpFPredicate::OEQ, ar, br),
                                s.cmpf(arith::CmpFPredicate::OLT, ai, bi)));
}

/// The code of the elementwise `op` on complex operands (or, for
/// hlo.complex, with a complex result), as the interpreter computes it:
/// arithmetic through the complex dialect, the functions of
/// ComplexFunctions.def through the runtime. std::nullopt for the ops whose
/// general code handles complex values too (select, compare, convert,
/// bitcast_convert, maximum, minimum, clamp); a null Value for an op with
/// no complex form.
static std::optional<Value> buildComplexOp(ScalarBuilder &s, Operation *op,
                                           ValueRange args) {
  OpBuilder &b = s.b;
  Location loc = s.loc;
  if (isa<hlo::SelectOp, hlo::CompareOp, hlo::ConvertOp, hlo::BitcastConvertOp,
          hlo::MaximumOp, hlo::MinimumOp, hlo::ClampOp>(op))
    return std::nullopt;
  if (isa<hlo::ComplexOp>(op))
    return b
        .create<complex::CreateOp>(loc, getElementTypeOrSelf(op->getResult(0)),
                                   args[0], args[1])
        .getResult();
  auto type = cast<ComplexType>(getElementTypeOrSelf(args[0].getType()));
  Type part = type.getElementType();
  int32_t number = getComplexFunction(op);
  if (number >= 0) {
    Value y = args.size() > 1 ? args[1] : Value();
    Value re = callComplexFunction(s, number, 0, part, args[0], y);
    // abs is real.
    if (isa<hlo::AbsOp>(op))
      return re;
    Value im = callComplexFunction(s, number, 1, part, args[0], y);
    return b.create<complex::CreateOp>(loc, type, re, im).getResult();
  }
  return llvm::TypeSwitch<Operation *, Value>(op)
      .Case([&](hlo::AddOp) {
        return b.create<complex::AddOp>(loc, args[0], args[1]);
      })
      .Case([&](hlo::SubtractOp) {
        return b.create<complex::SubOp>(loc, args[0], args[1]);
      })
      .Case([&](hlo::MultiplyOp) {
        return b.create<complex::MulOp>(loc, args[0], args[1]);
      })
      .Case([&](hlo::DivideOp) {
        return b.create<complex::DivOp>(loc, args[0], args[1]);
      })
      .Case(
          [&](hlo::NegateOp) { return b.create<complex::NegOp>(loc, args[0]); })
      .Case([&](hlo::RealOp) { return b.create<complex::ReOp>(loc, args[0]); })
      .Case([&](hlo::ImagOp) { return b.create<complex::ImOp>(loc, args[0]); })
      .Default([](Operation *) { return Value(); });
}

Value hlo_to_linalg::buildMinMax(OpBuilder &builder, Location loc, Type type,
                                 Value a, Value b, bool isMax) {
  Element e(type);
  if (e.isComplex) {
    // NaN first (either part), else by the real part, then the imaginary.
    ScalarBuilder s{builder, loc};
    Value r = isMax ? s.select(complexLess(s, a, b), b, a)
                    : s.select(complexLess(s, b, a), b, a);
    r = s.select(complexHasNaN(s, b), b, r);
    return s.select(complexHasNaN(s, a), a, r);
  }
  if (e.isFloat) {
    // IEEE 754-2019 maximum/minimum (NaN if either is NaN, -0 < +0), as the
    // kernels and XLA's CPU backend (llvm.maximum/minimum).
    ScalarBuilder s{builder, loc};
    Value x = s.widen(a), y = s.widen(b);
    // A small float's NaN keeps its sign when stored: which NaN is chosen
    // matters, so it is spelled out too (the first operand's, as the
    // interpreter's xlaMax).
    if (x == a && !getSmallFloatPrimitive(e.hlo)) {
      Value r = isMax
                    ? builder.create<arith::MaximumFOp>(loc, x, y).getResult()
                    : builder.create<arith::MinimumFOp>(loc, x, y).getResult();
      return r;
    }
    // Narrow floats spelled out: LLVM 19 narrows llvm.maximum of two fpext
    // halves back to f16, whose x86 expansion loses NaNs.
    Value pick = s.cmpf(
        isMax ? arith::CmpFPredicate::OGT : arith::CmpFPredicate::OLT, x, y);
    Value r = s.select(pick, x, y);
    // Of two equal zeros, +0 is the larger.
    Type bits = builder.getI32Type();
    Value xNegative = s.cmpi(arith::CmpIPredicate::slt,
                             builder.create<arith::BitcastOp>(loc, bits, x),
                             s.constant(bits, 0));
    Value zeroPick =
        isMax ? s.select(xNegative, y, x) : s.select(xNegative, x, y);
    r = s.select(s.cmpf(arith::CmpFPredicate::OEQ, x, y), zeroPick, r);
    r = s.select(s.cmpf(arith::CmpFPredicate::UNO, y, y), y, r);
    r = s.select(s.cmpf(arith::CmpFPredicate::UNO, x, x), x, r);
    return s.narrow(r, a.getType());
  }
  if (e.isPred)
    return isMax ? builder.create<arith::OrIOp>(loc, a, b).getResult()
                 : builder.create<arith::AndIOp>(loc, a, b).getResult();
  if (e.isUnsigned)
    return isMax ? builder.create<arith::MaxUIOp>(loc, a, b).getResult()
                 : builder.create<arith::MinUIOp>(loc, a, b).getResult();
  return isMax ? builder.create<arith::MaxSIOp>(loc, a, b).getResult()
               : builder.create<arith::MinSIOp>(loc, a, b).getResult();
}

/// Integer division and remainder with XLA's results where C++ has none:
/// x / 0 is -1 (all ones), x % 0 is x; for signed types INT_MIN / -1 is
/// INT_MIN and INT_MIN % -1 is 0. The divisor is made safe (1) in those
/// cases so that no undefined division is computed.
static Value buildIntDivRem(ScalarBuilder &s, const Element &e, Value x,
                            Value y, bool isDivide) {
  Type t = e.scalar;
  Value zero = s.constant(t, 0), one = s.constant(t, 1);
  Value byZero = s.cmpi(arith::CmpIPredicate::eq, y, zero);
  Value unsafe = byZero;
  Value overflow;
  if (!e.isUnsigned) {
    Value minusOne = s.allOnes(t);
    Value intMin = s.intConstant(t, APInt::getSignedMinValue(e.width));
    overflow = s.b.create<arith::AndIOp>(
        s.loc, s.cmpi(arith::CmpIPredicate::eq, x, intMin),
        s.cmpi(arith::CmpIPredicate::eq, y, minusOne));
    unsafe = s.b.create<arith::OrIOp>(s.loc, byZero, overflow);
  }
  Value safe = s.select(unsafe, one, y);
  Value r;
  if (isDivide)
    r = e.isUnsigned ? s.b.create<arith::DivUIOp>(s.loc, x, safe).getResult()
                     : s.b.create<arith::DivSIOp>(s.loc, x, safe).getResult();
  else
    r = e.isUnsigned ? s.b.create<arith::RemUIOp>(s.loc, x, safe).getResult()
                     : s.b.create<arith::RemSIOp>(s.loc, x, safe).getResult();
  // x / 1 is x, the INT_MIN / -1 result; INT_MIN % -1 is 0.
  if (overflow && !isDivide)
    r = s.select(overflow, zero, r);
  return s.select(byZero, isDivide ? s.allOnes(t) : x, r);
}

/// Integer power by squaring over every bit of the exponent (read as
/// unsigned), wrapping; a negative signed exponent gives 1 for a base of 1
/// and 0 otherwise (XLA).
static Value buildIntPower(ScalarBuilder &s, const Element &e, Value base,
                           Value exponent) {
  Type t = e.scalar;
  OpBuilder &b = s.b;
  Location loc = s.loc;
  Value lb = b.create<arith::ConstantIndexOp>(loc, 0);
  Value ub = b.create<arith::ConstantIndexOp>(loc, e.width);
  Value step = b.create<arith::ConstantIndexOp>(loc, 1);
  Value one = s.constant(t, 1);
  auto loop = b.create<scf::ForOp>(
      loc, lb, ub, step, ValueRange{one, base, exponent},
      [&](OpBuilder &nb, Location nl, Value, ValueRange state) {
        ScalarBuilder ns{nb, nl};
        Value acc = state[0], power = state[1], rest = state[2];
        Value bit = nb.create<arith::AndIOp>(nl, rest, ns.constant(t, 1));
        Value odd = ns.cmpi(arith::CmpIPredicate::ne, bit, ns.constant(t, 0));
        Value times = nb.create<arith::MulIOp>(nl, acc, power);
        Value nextAcc = ns.select(odd, times, acc);
        Value nextPower = nb.create<arith::MulIOp>(nl, power, power);
        Value nextRest = nb.create<arith::ShRUIOp>(nl, rest, ns.constant(t, 1));
        nb.create<scf::YieldOp>(nl, ValueRange{nextAcc, nextPower, nextRest});
      });
  Value result = loop.getResult(0);
  if (e.isUnsigned)
    return result;
  Value zero = s.constant(t, 0);
  Value negative = s.cmpi(arith::CmpIPredicate::slt, exponent, zero);
  Value baseIsOne = s.cmpi(arith::CmpIPredicate::eq, base, one);
  Value forNegative = s.select(baseIsOne, one, zero);
  return s.select(negative, forNegative, result);
}

/// XLA's shifts: an amount at least the width (read as unsigned) gives 0,
/// or the sign for an arithmetic right shift.
static Value buildShift(ScalarBuilder &s, const Element &e, Value x,
                        Value amount, StringRef which) {
  Type t = e.scalar;
  Value width = s.constant(t, e.width);
  Value tooFar = s.cmpi(arith::CmpIPredicate::uge, amount, width);
  Value safe = s.select(tooFar, s.constant(t, 0), amount);
  if (which == "left" || which == "logical") {
    Value r = which == "left"
                  ? s.b.create<arith::ShLIOp>(s.loc, x, safe).getResult()
                  : s.b.create<arith::ShRUIOp>(s.loc, x, safe).getResult();
    return s.select(tooFar, s.constant(t, 0), r);
  }
  Value last = s.constant(t, e.width - 1);
  return s.b.create<arith::ShRSIOp>(s.loc, x, s.select(tooFar, last, safe));
}

/// The high half of the double-width product.
static Value buildMulhi(ScalarBuilder &s, const Element &e, Value x, Value y) {
  Type wide = s.b.getIntegerType(2 * e.width);
  auto extend = [&](Value v) -> Value {
    if (e.isUnsigned)
      return s.b.create<arith::ExtUIOp>(s.loc, wide, v);
    return s.b.create<arith::ExtSIOp>(s.loc, wide, v);
  };
  Value product = s.b.create<arith::MulIOp>(s.loc, extend(x), extend(y));
  Value high =
      s.b.create<arith::ShRUIOp>(s.loc, product, s.constant(wide, e.width));
  return s.b.create<arith::TruncIOp>(s.loc, e.scalar, high);
}

/// XLA's compare: FLOAT is IEEE (false with a NaN, NE true), TOTALORDER
/// compares the sign-magnitude keys of the bits, SIGNED and UNSIGNED the
/// integers.
static Value buildCompare(ScalarBuilder &s, hlo::CompareOp op, Value x,
                          Value y) {
  using D = hlo::ComparisonDirection;
  D direction = op.getDirection();
  hlo::ComparisonType type = op.getEffectiveCompareType();
  Element e(op.getLhs().getType());
  if (e.isComplex) {
    // Only equality is defined (the verifier): both parts equal, as IEEE
    // floats or, in the total order, as bits.
    Value equal;
    if (type == hlo::ComparisonType::TOTALORDER) {
      equal = s.cmpi(arith::CmpIPredicate::eq, buildBitsOf(s.b, s.loc, x),
                     buildBitsOf(s.b, s.loc, y));
      // -0 and +0 differ in the total order, NaNs of one payload do not.
    } else {
      equal = s.b.create<arith::AndIOp>(
          s.loc,
          s.cmpf(arith::CmpFPredicate::OEQ, s.b.create<complex::ReOp>(s.loc, x),
                 s.b.create<complex::ReOp>(s.loc, y)),
          s.cmpf(arith::CmpFPredicate::OEQ, s.b.create<complex::ImOp>(s.loc, x),
                 s.b.create<complex::ImOp>(s.loc, y)));
    }
    if (direction == D::NE)
      return s.b.create<arith::XOrIOp>(
          s.loc, equal, s.b.create<arith::ConstantIntOp>(s.loc, 1, 1));
    return equal;
  }
  if (type == hlo::ComparisonType::FLOAT) {
    arith::CmpFPredicate p;
    switch (direction) {
    case D::EQ:
      p = arith::CmpFPredicate::OEQ;
      break;
    case D::NE:
      p = arith::CmpFPredicate::UNE;
      break;
    case D::GE:
      p = arith::CmpFPredicate::OGE;
      break;
    case D::GT:
      p = arith::CmpFPredicate::OGT;
      break;
    case D::LE:
      p = arith::CmpFPredicate::OLE;
      break;
    case D::LT:
      p = arith::CmpFPredicate::OLT;
      break;
    }
    return s.cmpf(p, s.widen(x), s.widen(y));
  }
  bool isSigned = type != hlo::ComparisonType::UNSIGNED;
  if (type == hlo::ComparisonType::TOTALORDER) {
    // The key of a float: its bits as a signed integer, the magnitude bits
    // flipped when negative, so that integer order is the total order.
    Type bits = s.b.getIntegerType(e.width);
    Value maxKey = s.intConstant(bits, APInt::getSignedMaxValue(e.width));
    Value zero = s.constant(bits, 0);
    auto key = [&](Value v) -> Value {
      Value k = s.b.create<arith::BitcastOp>(s.loc, bits, v);
      Value flipped = s.b.create<arith::XOrIOp>(s.loc, k, maxKey);
      return s.select(s.cmpi(arith::CmpIPredicate::slt, k, zero), flipped, k);
    };
    x = key(x);
    y = key(y);
  }
  arith::CmpIPredicate p;
  switch (direction) {
  case D::EQ:
    p = arith::CmpIPredicate::eq;
    break;
  case D::NE:
    p = arith::CmpIPredicate::ne;
    break;
  case D::GE:
    p = isSigned ? arith::CmpIPredicate::sge : arith::CmpIPredicate::uge;
    break;
  case D::GT:
    p = isSigned ? arith::CmpIPredicate::sgt : arith::CmpIPredicate::ugt;
    break;
  case D::LE:
    p = isSigned ? arith::CmpIPredicate::sle : arith::CmpIPredicate::ule;
    break;
  case D::LT:
    p = isSigned ? arith::CmpIPredicate::slt : arith::CmpIPredicate::ult;
    break;
  }
  return s.cmpi(p, x, y);
}

/// XLA's convert: integers wrap (extended by the source's signedness), to
/// pred is `x != 0`, float to integer truncates and saturates (NaN is 0),
/// integers to floats narrower than f32 go through f64 as the kernels do.
static Value buildConvert(ScalarBuilder &s, const Element &from,
                          const Element &to, Value x) {
  OpBuilder &b = s.b;
  Location loc = s.loc;
  if (from.scalar == to.scalar)
    return x;
  if (from.isComplex) {
    // To a complex type only (the caller refuses the others): each part.
    if (!to.isComplex)
      return Value();
    Element fromPart(from.part), toPart(to.part);
    Value re =
        buildConvert(s, fromPart, toPart, b.create<complex::ReOp>(loc, x));
    Value im =
        buildConvert(s, fromPart, toPart, b.create<complex::ImOp>(loc, x));
    return b.create<complex::CreateOp>(loc, to.scalar, re, im);
  }
  if (to.isComplex) {
    // A real value is the real part.
    Value re = buildConvert(s, from, Element(to.part), x);
    return b.create<complex::CreateOp>(loc, to.scalar, re,
                                       s.constant(to.part, 0));
  }
  if (to.isPred) {
    if (from.isFloat)
      return s.cmpf(arith::CmpFPredicate::UNE, s.widen(x),
                    s.constant(s.widen(x).getType(), 0));
    return s.cmpi(arith::CmpIPredicate::ne, x, s.constant(from.scalar, 0));
  }
  if (!from.isFloat && !to.isFloat) {
    if (to.width < from.width)
      return b.create<arith::TruncIOp>(loc, to.scalar, x);
    if (from.isUnsigned)
      return b.create<arith::ExtUIOp>(loc, to.scalar, x);
    return b.create<arith::ExtSIOp>(loc, to.scalar, x);
  }
  if (!from.isFloat) {
    Type via = to.width < 32 ? b.getF64Type() : to.scalar;
    Value r = from.isUnsigned
                  ? b.create<arith::UIToFPOp>(loc, via, x).getResult()
                  : b.create<arith::SIToFPOp>(loc, via, x).getResult();
    return s.narrow(r, to.scalar);
  }
  if (to.isFloat) {
    if (from.width < to.width) {
      Value wide = s.widen(x);
      if (wide.getType() == to.scalar)
        return wide;
      return b.create<arith::ExtFOp>(loc, to.scalar, wide);
    }
    // Narrower (f16 <-> bf16 exactly through f32).
    return s.narrow(s.widen(x), to.scalar);
  }
  // Float to integer, saturating.
  Value v = s.widen(x);
  Type f = v.getType();
  unsigned digits = to.isUnsigned ? to.width : to.width - 1;
  APInt maxValue = to.isUnsigned ? APInt::getMaxValue(to.width)
                                 : APInt::getSignedMaxValue(to.width);
  APInt minValue = to.isUnsigned ? APInt::getMinValue(to.width)
                                 : APInt::getSignedMinValue(to.width);
  Value lowest = to.isUnsigned ? s.constant(f, 0)
                               : s.constant(f, -std::ldexp(1.0, digits));
  Value limit = s.constant(f, std::ldexp(1.0, digits));
  Value r = to.isUnsigned
                ? b.create<arith::FPToUIOp>(loc, to.scalar, v).getResult()
                : b.create<arith::FPToSIOp>(loc, to.scalar, v).getResult();
  r = s.select(s.cmpf(arith::CmpFPredicate::OGE, v, limit),
               s.intConstant(to.scalar, maxValue), r);
  r = s.select(s.cmpf(arith::CmpFPredicate::OLE, v, lowest),
               s.intConstant(to.scalar, minValue), r);
  return s.select(s.cmpf(arith::CmpFPredicate::UNO, v, v),
                  s.constant(to.scalar, 0), r);
}

/// XLA's convert of the stored scalar `stored` from the hlo element type
/// `fromType` to `toType`, stored. To a small float, the interpreter's
/// convertElement: the value as a double, rounded by the runtime as XLA's
/// CPU backend rounds from `fromType` (through f16 or once); otherwise
/// loaded, converted as computed values (buildConvert) and stored (a
/// sub-byte integer wrapped; floats to it saturate at its range).
static Value convertStored(ScalarBuilder &s, Type fromType, Type toType,
                           Value stored) {
  Element from(fromType);
  Value x = buildLoad(s.b, s.loc, fromType, stored);
  std::optional<int32_t> primitive = getSmallFloatPrimitive(toType);
  if (!primitive)
    return buildStore(s.b, s.loc, toType,
                      buildConvert(s, from, Element(toType), x));
  if (from.isComplex)
    return Value(); // Refused by the caller (XLA has no such convert).
  Type f64 = s.b.getF64Type();
  Value value;
  SmallFloatSource source;
  if (from.isFloat) {
    value = s.widen(x);
    if (value.getType() != f64)
      value = s.b.create<arith::ExtFOp>(s.loc, f64, value);
    if (from.hlo.isBF16())
      source = SmallFloatSource::BF16;
    else if (from.hlo.isF16() || getSmallFloatPrimitive(from.hlo))
      source = SmallFloatSource::F16;
    else
      source = SmallFloatSource::Wide;
  } else {
    value = from.isUnsigned
                ? s.b.create<arith::UIToFPOp>(s.loc, f64, x).getResult()
                : s.b.create<arith::SIToFPOp>(s.loc, f64, x).getResult();
    source = SmallFloatSource::Integer;
  }
  return buildSmallFloatConvert(s.b, s.loc, *primitive, source, value);
}

Value hlo_to_linalg::buildScalarConvert(OpBuilder &builder, Location loc,
                                        Type from, Type to, Value value) {
  ScalarBuilder s{builder, loc};
  return convertStored(s, getElementTypeOrSelf(from), getElementTypeOrSelf(to),
                       value);
}

/// `acc + a * b` of computed values of the hlo element type `element`.
static Value buildComputedMultiplyAdd(OpBuilder &builder, Location loc,
                                      Type element, Value acc, Value a,
                                      Value b) {
  Element e(element);
  ScalarBuilder s{builder, loc};
  if (e.isComplex)
    return builder.create<complex::AddOp>(
        loc, acc, builder.create<complex::MulOp>(loc, a, b));
  if (e.isPred)
    return builder.create<arith::OrIOp>(
        loc, acc, builder.create<arith::AndIOp>(loc, a, b));
  if (!e.isFloat)
    return builder.create<arith::AddIOp>(
        loc, acc, builder.create<arith::MulIOp>(loc, a, b));
  Value product = builder.create<arith::MulFOp>(loc, s.widen(a), s.widen(b));
  Value sum = builder.create<arith::AddFOp>(loc, s.widen(acc), product);
  return s.narrow(sum, acc.getType());
}

Value hlo_to_linalg::buildMultiplyAdd(OpBuilder &builder, Location loc,
                                      Type element, Value acc, Value a,
                                      Value b) {
  Value sum = buildComputedMultiplyAdd(
      builder, loc, element, buildLoad(builder, loc, element, acc),
      buildLoad(builder, loc, element, a), buildLoad(builder, loc, element, b));
  return buildStore(builder, loc, element, sum);
}

/// A float function of one (widened) operand, rounded back.
template <typename MathOp> static Value unaryFloat(ScalarBuilder &s, Value x) {
  Value r = s.b.create<MathOp>(s.loc, s.widen(x));
  return s.narrow(r, x.getType());
}

/// A float function of two (widened) operands, rounded back.
template <typename MathOp>
static Value binaryFloat(ScalarBuilder &s, Value x, Value y) {
  Value r = s.b.create<MathOp>(s.loc, s.widen(x), s.widen(y));
  return s.narrow(r, x.getType());
}

/// e^x - 1, accurate near 0 (Kahan's formula: with u = e^x, x where u is 1,
/// (u - 1) (x / log u) elsewhere; infinities and -1 kept), rather than
/// math.expm1, which upstream's math-to-llvm expands as exp(x) - 1.
static Value buildExpm1(ScalarBuilder &s, Value arg) {
  OpBuilder &b = s.b;
  Location loc = s.loc;
  Value x = s.widen(arg);
  Type f = x.getType();
  Value one = s.constant(f, 1);
  Value u = b.create<math::ExpOp>(loc, x);
  Value um1 = b.create<arith::SubFOp>(loc, u, one);
  // (u - 1) (x / log u): the quotient is near 1, so the product does not
  // overflow where e^x - 1 does not.
  Value ratio = b.create<arith::MulFOp>(
      loc, um1, b.create<arith::DivFOp>(loc, x, b.create<math::LogOp>(loc, u)));
  Value inf = b.create<arith::ConstantOp>(
      loc, b.getFloatAttr(
               f, APFloat::getInf(cast<FloatType>(f).getFloatSemantics())));
  Value r = s.select(s.cmpf(arith::CmpFPredicate::OEQ, um1, s.constant(f, -1)),
                     um1, ratio);
  r = s.select(s.cmpf(arith::CmpFPredicate::OEQ, u, inf), u, r);
  r = s.select(s.cmpf(arith::CmpFPredicate::OEQ, u, one), x, r);
  return s.narrow(r, arg.getType());
}

/// log(1 + x), accurate near 0 (with u = 1 + x: x where u is 1,
/// log(u) (x / (u - 1)) elsewhere; +inf kept), rather than math.log1p, which
/// upstream's math-to-llvm may expand as log(1 + x).
static Value buildLog1p(ScalarBuilder &s, Value arg) {
  OpBuilder &b = s.b;
  Location loc = s.loc;
  Value x = s.widen(arg);
  Type f = x.getType();
  Value one = s.constant(f, 1);
  Value u = b.create<arith::AddFOp>(loc, x, one);
  Value log = b.create<math::LogOp>(loc, u);
  Value ratio = b.create<arith::MulFOp>(
      loc, log,
      b.create<arith::DivFOp>(loc, x, b.create<arith::SubFOp>(loc, u, one)));
  Value inf = b.create<arith::ConstantOp>(
      loc, b.getFloatAttr(
               f, APFloat::getInf(cast<FloatType>(f).getFloatSemantics())));
  Value r = s.select(s.cmpf(arith::CmpFPredicate::OEQ, u, inf), u, ratio);
  r = s.select(s.cmpf(arith::CmpFPredicate::OEQ, u, one), x, r);
  // u = 0 (x = -1): log(0) x / -1 is -inf as it should; u < 0 is NaN.
  return s.narrow(r, arg.getType());
}

/// XLA's reduce-precision of the float `arg` to `exponentBits` exponent and
/// `mantissaBits` mantissa bits, on the bits of its f32 (f16, bf16: XLA's
/// evaluator reduces their f32 values and rounds back, as the kernel does)
/// or f64 value: the mantissa rounded to nearest even, exponents out of the
/// reduced range made infinities or zeros, NaNs kept (+infinity when no
/// mantissa bits are left). The interpreter's reducePrecisionBits.
static Value buildReducePrecision(ScalarBuilder &s, Value arg, int exponentBits,
                                  int mantissaBits, bool onOwnBits = false) {
  OpBuilder &b = s.b;
  Location loc = s.loc;
  Value x = onOwnBits ? arg : s.widen(arg);
  unsigned kBits = x.getType().getIntOrFloatBitWidth();
  int srcMantissa = kBits == 64 ? 52 : (kBits == 16 ? 10 : 23);
  int srcExponent = int(kBits) - 1 - srcMantissa;
  Type u = b.getIntegerType(kBits);
  auto c = [&](uint64_t value) {
    return s.intConstant(u, APInt(kBits, value));
  };
  Value input = b.create<arith::BitcastOp>(loc, u, x);
  Value bits = input;
  if (mantissaBits < srcMantissa) {
    uint64_t lastMask = uint64_t(1) << (srcMantissa - mantissaBits);
    uint64_t baseBias = (lastMask >> 1) - 1;
    Value last = b.create<arith::ShRUIOp>(
        loc, b.create<arith::AndIOp>(loc, bits, c(lastMask)),
        c(srcMantissa - mantissaBits));
    Value bias = b.create<arith::AddIOp>(loc, last, c(baseBias));
    bits = b.create<arith::AndIOp>(
        loc, b.create<arith::AddIOp>(loc, bits, bias), c(~(lastMask - 1)));
  }
  uint64_t expMask = ((uint64_t(1) << srcExponent) - 1) << srcMantissa;
  if (exponentBits < srcExponent) {
    uint64_t signMask = uint64_t(1) << (kBits - 1);
    uint64_t exponentBias = (uint64_t(1) << (srcExponent - 1)) - 1;
    uint64_t reducedBias = (uint64_t(1) << (exponentBits - 1)) - 1;
    uint64_t maxExponent = exponentBias + reducedBias;
    uint64_t minExponent = exponentBias - reducedBias;
    Value exponent = b.create<arith::AndIOp>(loc, bits, c(expMask));
    Value overflows = s.cmpi(arith::CmpIPredicate::ugt, exponent,
                             c(maxExponent << srcMantissa));
    Value underflows = s.cmpi(arith::CmpIPredicate::ule, exponent,
                              c(minExponent << srcMantissa));
    Value signedZero = b.create<arith::AndIOp>(loc, bits, c(signMask));
    Value signedInf = b.create<arith::OrIOp>(loc, signedZero, c(expMask));
    bits = s.select(overflows, signedInf, bits);
    bits = s.select(underflows, signedZero, bits);
  }
  Value isNaN = s.cmpf(arith::CmpFPredicate::UNO, x, x);
  bits = s.select(isNaN, mantissaBits > 0 ? input : c(expMask), bits);
  Value r = b.create<arith::BitcastOp>(loc, x.getType(), bits);
  return s.narrow(r, arg.getType());
}

/// XLA's stochastic_convert of the float `x` (element `from`) to the
/// integer element `to` with the unsigned `random` bits (as wide as `from`),
/// as the interpreter's stochasticConvertValue: infinities saturate, NaN is
/// 0, values at or beyond the range saturate; otherwise the magnitude is
/// truncated and rounded up when its fraction, as a fixed-point number of
/// the random's width, exceeds `random` (not past the maximum); the sign
/// comes back last. f16 and bf16 compute in f32. Null for a non-integer
/// result.
static Value buildStochasticConvert(ScalarBuilder &s, Element from, Element to,
                                    Value x, Value random) {
  if (to.isFloat || to.isPred || !from.isFloat)
    return nullptr;
  OpBuilder &b = s.b;
  Location loc = s.loc;
  Value w = s.widen(x);
  Type f = w.getType();
  unsigned width = to.width;
  APInt maxInt = to.isUnsigned ? APInt::getMaxValue(width)
                               : APInt::getSignedMaxValue(width);
  APInt minInt =
      to.isUnsigned ? APInt::getZero(width) : APInt::getSignedMinValue(width);
  Value kMax = s.intConstant(to.scalar, maxInt);
  Value kMin = s.intConstant(to.scalar, minInt);
  // The bounds as floats, rounded to nearest as C++ converts them.
  Value maxF = s.constant(f, maxInt.roundToDouble(!to.isUnsigned));
  Value minF = s.constant(f, minInt.roundToDouble(!to.isUnsigned));
  Type bitsType = b.getIntegerType(f.getIntOrFloatBitWidth());
  Value negative = s.cmpi(arith::CmpIPredicate::slt,
                          b.create<arith::BitcastOp>(loc, bitsType, w),
                          s.constant(bitsType, 0));
  Value magnitude = b.create<math::AbsFOp>(loc, w);
  Value isInf =
      s.cmpf(arith::CmpFPredicate::OEQ, magnitude, s.constant(f, HUGE_VAL));
  Value isNaN = s.cmpf(arith::CmpFPredicate::UNO, w, w);
  Value aboveMax = s.cmpf(arith::CmpFPredicate::OGE, w, maxF);
  Value belowMin = s.cmpf(arith::CmpFPredicate::OLE, w, minF);
  // In range from here on (out of range, the values below are selected
  // away).
  Value truncated =
      to.isUnsigned
          ? b.create<arith::FPToUIOp>(loc, to.scalar, magnitude).getResult()
          : b.create<arith::FPToSIOp>(loc, to.scalar, magnitude).getResult();
  Value back = to.isUnsigned
                   ? b.create<arith::UIToFPOp>(loc, f, truncated).getResult()
                   : b.create<arith::SIToFPOp>(loc, f, truncated).getResult();
  Value fraction = b.create<arith::SubFOp>(loc, magnitude, back);
  Value wide =
      fraction.getType().isF64()
          ? fraction
          : b.create<arith::ExtFOp>(loc, b.getF64Type(), fraction).getResult();
  Value scaled = b.create<arith::MulFOp>(
      loc, wide,
      s.constant(b.getF64Type(),
                 std::ldexp(1.0, random.getType().getIntOrFloatBitWidth())));
  Value fixed = b.create<arith::FPToUIOp>(loc, random.getType(), scaled);
  Value roundUp = b.create<arith::AndIOp>(
      loc,
      b.create<arith::AndIOp>(
          loc, s.cmpf(arith::CmpFPredicate::UNE, fraction, s.constant(f, 0)),
          s.cmpi(arith::CmpIPredicate::ult, random, fixed)),
      s.cmpi(arith::CmpIPredicate::ne, truncated, kMax));
  Value rounded = s.select(
      roundUp,
      b.create<arith::AddIOp>(loc, truncated, s.constant(to.scalar, 1)),
      truncated);
  Value result = s.select(
      negative, b.create<arith::SubIOp>(loc, s.constant(to.scalar, 0), rounded),
      rounded);
  result = s.select(belowMin, kMin, result);
  result = s.select(aboveMax, kMax, result);
  result = s.select(isNaN, s.constant(to.scalar, 0), result);
  return s.select(isInf, s.select(negative, kMin, kMax), result);
}

//===----------------------------------------------------------------------===//
// The table
//===----------------------------------------------------------------------===//

/// The code of `op` on the computed values `args` (computeElement), its
/// result computed too.
static FailureOr<Value> buildComputedOp(OpBuilder &builder, Location loc,
                                        Operation *op, ValueRange args) {
  ScalarBuilder s{builder, loc};
  Element e(op->getNumOperands() ? op->getOperand(0).getType()
                                 : op->getResult(0).getType());
  if (e.isComplex ||
      isa<ComplexType>(getElementTypeOrSelf(op->getResult(0).getType()))) {
    std::optional<Value> complexValue = buildComplexOp(s, op, args);
    if (complexValue) {
      if (!*complexValue)
        return refuse(op, "it has no form on complex numbers");
      return *complexValue;
    }
  }
  auto binary = [&](auto floatOp, auto intOp, auto predOp) -> Value {
    using F = decltype(floatOp);
    using I = decltype(intOp);
    using P = decltype(predOp);
    if (e.isFloat)
      return binaryFloat<F>(s, args[0], args[1]);
    if (e.isPred)
      return builder.create<P>(loc, args[0], args[1]);
    return builder.create<I>(loc, args[0], args[1]);
  };
  using namespace hlo;
  Value result =
      llvm::TypeSwitch<Operation *, Value>(op)
          // Binary arithmetic.
          .Case([&](AddOp) {
            return binary(arith::AddFOp(), arith::AddIOp(), arith::OrIOp());
          })
          .Case([&](SubtractOp) {
            return binary(arith::SubFOp(), arith::SubIOp(), arith::XOrIOp());
          })
          .Case([&](MultiplyOp) {
            return binary(arith::MulFOp(), arith::MulIOp(), arith::AndIOp());
          })
          .Case([&](DivideOp) -> Value {
            if (e.isFloat)
              return binaryFloat<arith::DivFOp>(s, args[0], args[1]);
            return buildIntDivRem(s, e, args[0], args[1], true);
          })
          .Case([&](RemainderOp) -> Value {
            if (e.isFloat)
              return binaryFloat<arith::RemFOp>(s, args[0], args[1]);
            return buildIntDivRem(s, e, args[0], args[1], false);
          })
          .Case([&](PowerOp) -> Value {
            if (e.isFloat)
              return binaryFloat<math::PowFOp>(s, args[0], args[1]);
            return buildIntPower(s, e, args[0], args[1]);
          })
          .Case([&](MaximumOp) {
            return buildMinMax(builder, loc, e.hlo, args[0], args[1], true);
          })
          .Case([&](MinimumOp) {
            return buildMinMax(builder, loc, e.hlo, args[0], args[1], false);
          })
          .Case([&](AndOp) -> Value {
            return builder.create<arith::AndIOp>(loc, args[0], args[1]);
          })
          .Case([&](OrOp) -> Value {
            return builder.create<arith::OrIOp>(loc, args[0], args[1]);
          })
          .Case([&](XorOp) -> Value {
            return builder.create<arith::XOrIOp>(loc, args[0], args[1]);
          })
          .Case([&](ShiftLeftOp) {
            return buildShift(s, e, args[0], args[1], "left");
          })
          .Case([&](ShiftRightLogicalOp) {
            return buildShift(s, e, args[0], args[1], "logical");
          })
          .Case([&](ShiftRightArithmeticOp) {
            return buildShift(s, e, args[0], args[1], "arithmetic");
          })
          .Case([&](Atan2Op) {
            return binaryFloat<math::Atan2Op>(s, args[0], args[1]);
          })
          .Case([&](MulhiOp) { return buildMulhi(s, e, args[0], args[1]); })
          // Unary float functions.
          .Case([&](AcosOp) { return unaryFloat<math::AcosOp>(s, args[0]); })
          .Case([&](AcoshOp) { return unaryFloat<math::AcoshOp>(s, args[0]); })
          .Case([&](AsinOp) { return unaryFloat<math::AsinOp>(s, args[0]); })
          .Case([&](AsinhOp) { return unaryFloat<math::AsinhOp>(s, args[0]); })
          .Case([&](AtanhOp) { return unaryFloat<math::AtanhOp>(s, args[0]); })
          .Case([&](CbrtOp) { return unaryFloat<math::CbrtOp>(s, args[0]); })
          .Case([&](CeilOp) { return unaryFloat<math::CeilOp>(s, args[0]); })
          .Case([&](CosineOp) { return unaryFloat<math::CosOp>(s, args[0]); })
          .Case([&](CoshOp) { return unaryFloat<math::CoshOp>(s, args[0]); })
          .Case([&](ErfOp) { return unaryFloat<math::ErfOp>(s, args[0]); })
          .Case([&](ExponentialOp) {
            return unaryFloat<math::ExpOp>(s, args[0]);
          })
          .Case([&](ExponentialMinusOneOp) { return buildExpm1(s, args[0]); })
          .Case([&](FloorOp) { return unaryFloat<math::FloorOp>(s, args[0]); })
          .Case([&](LogOp) { return unaryFloat<math::LogOp>(s, args[0]); })
          .Case([&](LogPlusOneOp) { return buildLog1p(s, args[0]); })
          .Case([&](RoundNearestAfzOp) {
            return unaryFloat<math::RoundOp>(s, args[0]);
          })
          .Case([&](RoundNearestEvenOp) {
            return unaryFloat<math::RoundEvenOp>(s, args[0]);
          })
          .Case([&](SineOp) { return unaryFloat<math::SinOp>(s, args[0]); })
          .Case([&](SinhOp) { return unaryFloat<math::SinhOp>(s, args[0]); })
          .Case([&](SqrtOp) { return unaryFloat<math::SqrtOp>(s, args[0]); })
          .Case([&](TanOp) { return unaryFloat<math::TanOp>(s, args[0]); })
          .Case([&](TanhOp) { return unaryFloat<math::TanhOp>(s, args[0]); })
          .Case([&](LogisticOp) {
            // 1 / (1 + e^-x), as the kernel computes it.
            Value x = s.widen(args[0]);
            Value one = s.constant(x.getType(), 1);
            Value minus = builder.create<arith::NegFOp>(loc, x);
            Value exp = builder.create<math::ExpOp>(loc, minus);
            Value sum = builder.create<arith::AddFOp>(loc, one, exp);
            Value r = builder.create<arith::DivFOp>(loc, one, sum);
            return s.narrow(r, args[0].getType());
          })
          .Case([&](RsqrtOp) {
            Value x = s.widen(args[0]);
            Value root = builder.create<math::SqrtOp>(loc, x);
            Value r = builder.create<arith::DivFOp>(
                loc, s.constant(x.getType(), 1), root);
            return s.narrow(r, args[0].getType());
          })
          .Case([&](IsFiniteOp) {
            // |x| < inf, ordered: false for NaN and infinities.
            Value x = s.widen(args[0]);
            Value abs = builder.create<math::AbsFOp>(loc, x);
            Value inf = builder.create<arith::ConstantOp>(
                loc,
                builder.getFloatAttr(
                    x.getType(),
                    APFloat::getInf(
                        cast<FloatType>(x.getType()).getFloatSemantics())));
            return s.cmpf(arith::CmpFPredicate::OLT, abs, inf);
          })
          // Unary ops on any number.
          .Case([&](AbsOp) -> Value {
            if (e.isFloat)
              return unaryFloat<math::AbsFOp>(s, args[0]);
            if (e.isUnsigned)
              return args[0];
            Value zero = s.constant(e.scalar, 0);
            Value negated = builder.create<arith::SubIOp>(loc, zero, args[0]);
            return s.select(s.cmpi(arith::CmpIPredicate::slt, args[0], zero),
                            negated, args[0]);
          })
          .Case([&](NegateOp) -> Value {
            if (e.isFloat)
              return unaryFloat<arith::NegFOp>(s, args[0]);
            return builder.create<arith::SubIOp>(loc, s.constant(e.scalar, 0),
                                                 args[0]);
          })
          .Case([&](SignOp) -> Value {
            Value x = args[0];
            if (e.isFloat) {
              Value w = s.widen(x);
              Type f = w.getType();
              Value zero = s.constant(f, 0);
              Value keep = builder.create<arith::OrIOp>(
                  loc, s.cmpf(arith::CmpFPredicate::UNO, w, w),
                  s.cmpf(arith::CmpFPredicate::OEQ, w, zero));
              Value unit = s.select(s.cmpf(arith::CmpFPredicate::OGT, w, zero),
                                    s.constant(f, 1), s.constant(f, -1));
              return s.narrow(s.select(keep, w, unit), x.getType());
            }
            Value zero = s.constant(e.scalar, 0);
            Value isZero = s.cmpi(arith::CmpIPredicate::eq, x, zero);
            Value unit =
                e.isUnsigned
                    ? s.constant(e.scalar, 1)
                    : s.select(s.cmpi(arith::CmpIPredicate::sgt, x, zero),
                               s.constant(e.scalar, 1), s.allOnes(e.scalar));
            return s.select(isZero, zero, unit);
          })
          .Case([&](NotOp) -> Value {
            return builder.create<arith::XOrIOp>(loc, args[0],
                                                 s.allOnes(e.scalar));
          })
          .Case([&](PopcntOp) -> Value {
            return builder.create<math::CtPopOp>(loc, args[0]);
          })
          .Case([&](CountLeadingZerosOp) -> Value {
            return builder.create<math::CountLeadingZerosOp>(loc, args[0]);
          })
          .Case([&](ReducePrecisionOp reduce) {
            return buildReducePrecision(s, args[0], reduce.getExponentBits(),
                                        reduce.getMantissaBits());
          })
          .Case([&](RealOp) { return args[0]; })
          .Case([&](ImagOp) { return s.constant(e.scalar, 0); })
          // Compare, select, clamp, conversions.
          .Case([&](CompareOp compare) {
            return buildCompare(s, compare, args[0], args[1]);
          })
          .Case([&](SelectOp) { return s.select(args[0], args[1], args[2]); })
          .Case([&](ClampOp clamp) -> Value {
            Element x(clamp.getOperand().getType());
            Value lo = args[0], v = args[1], hi = args[2];
            Value above = buildMinMax(builder, loc, x.hlo, v, lo, true);
            return buildMinMax(builder, loc, x.hlo, above, hi, false);
          })
          .Case([&](ConvertOp convert) -> Value {
            Element to(convert.getType());
            if (e.isComplex && !to.isComplex)
              return nullptr;
            return buildConvert(s, e, to, args[0]);
          })
          .Case([&](StochasticConvertOp convert) {
            return buildStochasticConvert(s, e, Element(convert.getType()),
                                          args[0], args[1]);
          })
          .Case([&](BitcastConvertOp convert) -> Value {
            Element to(convert.getType());
            if (to.width != e.width)
              return nullptr;
            if (to.scalar == e.scalar)
              return args[0];
            if (e.isComplex || to.isComplex)
              return buildFromBits(
                  builder, loc, buildBitsOf(builder, loc, args[0]), to.scalar);
            return builder.create<arith::BitcastOp>(loc, to.scalar, args[0]);
          })
          .Default([](Operation *) { return Value(); });
  if (!result)
    return refuse(op, "it has no scalar form (not an elementwise op, a "
                      "bitcast_convert between widths, or a convert from a "
                      "complex to a real type)");
  return result;
}

/// XLA's bit width of the element type `type` (pred 1, s4 4, f4e2m1fn 4).
static unsigned getXlaBits(Type type) {
  if (std::optional<hlo::XlaElementType> row = hlo::getXlaElementType(type))
    return row->bits;
  return type.getIntOrFloatBitWidth();
}

/// A bitcast_convert of one element between types of equal XLA widths of
/// which one is stored wider than its width (s4 and f4e2m1fn in a byte):
/// the low bits of the stored operand, stored as the result stores them
/// (sign-extended for a signed integer), as the interpreter's kernel moves
/// bits.
static Value buildNarrowBitcast(ScalarBuilder &s, Type fromType, Type toType,
                                Value stored) {
  unsigned bits = getXlaBits(fromType);
  Type bitsType = s.b.getIntegerType(bits);
  Value word = buildBitsOf(s.b, s.loc, stored);
  if (word.getType() != bitsType)
    word = s.b.create<arith::TruncIOp>(s.loc, bitsType, word);
  Type storage = signlessElement(toType);
  unsigned storageBits = isa<ComplexType>(storage)
                             ? 2 * cast<ComplexType>(storage)
                                       .getElementType()
                                       .getIntOrFloatBitWidth()
                             : storage.getIntOrFloatBitWidth();
  if (storageBits == bits)
    return buildFromBits(s.b, s.loc, word, storage);
  if (isSubByteInteger(toType) && !toType.isUnsignedInteger())
    return s.b.create<arith::ExtSIOp>(s.loc, storage, word);
  return s.b.create<arith::ExtUIOp>(s.loc, storage, word);
}

FailureOr<Value> hlo_to_linalg::buildScalarOp(OpBuilder &builder, Location loc,
                                              Operation *op, ValueRange args) {
  SmallVector<Type> types(op->getOperandTypes());
  llvm::append_range(types, op->getResultTypes());
  bool narrow = false;
  for (Type type : types) {
    Type element = getElementTypeOrSelf(type);
    if (!isSupportedElementType(element))
      return refuse(op, "its element types are not supported (complex "
                        "numbers of other parts than f32 and f64 are not)");
    narrow |= isNarrowElement(element);
  }
  if (!narrow)
    return buildComputedOp(builder, loc, op, args);
  // Sub-byte integers and small floats: their bytes loaded into the
  // computation type, computed and stored back, as the interpreter's
  // codecs do; select and bitcast_convert move the stored bits, and
  // convert rounds to a small float from its source's type.
  ScalarBuilder s{builder, loc};
  Type resultType = getElementTypeOrSelf(op->getResult(0).getType());
  auto operandType = [&](unsigned i) {
    return getElementTypeOrSelf(op->getOperand(i).getType());
  };
  if (isa<hlo::SelectOp>(op))
    return s.select(args[0], args[1], args[2]);
  if (isa<hlo::BitcastConvertOp>(op)) {
    if (getXlaBits(operandType(0)) != getXlaBits(resultType))
      return refuse(op, "a bitcast_convert between widths has no scalar form");
    return buildNarrowBitcast(s, operandType(0), resultType, args[0]);
  }
  if (isa<hlo::ConvertOp>(op)) {
    Value converted = convertStored(s, operandType(0), resultType, args[0]);
    if (!converted)
      return refuse(op, "a convert from a complex to a real type has no "
                        "scalar form");
    return converted;
  }
  SmallVector<Value> loaded;
  for (auto [i, arg] : llvm::enumerate(args))
    loaded.push_back(buildLoad(builder, loc, operandType(i), arg));
  if (auto reduce = dyn_cast<hlo::ReducePrecisionOp>(op)) {
    if (std::optional<int32_t> primitive = getSmallFloatPrimitive(resultType)) {
      // XLA's CPU backend reduces the f16 (f32 for the formats it does not
      // compute in f16) it widens the value to, and converts the result
      // back (the interpreter's reducePrecisionKernel).
      bool inF16 = (small_float::getViaF16(*primitive) & kResultsViaF16) != 0;
      Value x = loaded[0];
      if (inF16)
        x = builder.create<arith::TruncFOp>(loc, builder.getF16Type(), x);
      Value r = buildReducePrecision(s, x, reduce.getExponentBits(),
                                     reduce.getMantissaBits(),
                                     /*onOwnBits=*/true);
      Value wide = builder.create<arith::ExtFOp>(loc, builder.getF64Type(), r);
      return buildSmallFloatConvert(builder, loc, *primitive,
                                    SmallFloatSource::F16, wide);
    }
  }
  FailureOr<Value> computed = buildComputedOp(builder, loc, op, loaded);
  if (failed(computed))
    return failure();
  return buildStore(builder, loc, resultType, *computed);
}

FailureOr<SmallVector<Value>>
hlo_to_linalg::buildScalarRegion(OpBuilder &builder, Region &region,
                                 ValueRange args) {
  Block &block = region.front();
  IRMapping mapping;
  mapping.map(block.getArguments(), args);
  for (Operation &op : block.without_terminator()) {
    SmallVector<Value> operands;
    for (Value operand : op.getOperands())
      operands.push_back(mapping.lookup(operand));
    if (auto constant = dyn_cast<hlo::ConstantOp>(op)) {
      auto constantType = cast<RankedTensorType>(constant.getType());
      if (constantType.getRank() == 0 &&
          isNarrowElement(constantType.getElementType())) {
        DenseElementsAttr stored =
            getStoredElements(constant.getValue(), constantType);
        if (!stored)
          return refuse(&op, "a constant in a region must have dense "
                             "elements or float bits");
        mapping.map(op.getResult(0),
                    builder.create<arith::ConstantOp>(
                        op.getLoc(),
                        builder.getIntegerAttr(builder.getI8Type(),
                                               *stored.value_begin<APInt>())));
        continue;
      }
      auto dense = dyn_cast<DenseElementsAttr>(constant.getValue());
      if (!dense || dense.getType().getRank() != 0 ||
          !isSupportedElementType(dense.getElementType()))
        return refuse(&op, "a constant in a region must be a dense scalar of a "
                           "supported type");
      Type scalar = signlessElement(dense.getElementType());
      if (auto complex = dyn_cast<ComplexType>(scalar)) {
        auto value = *dense.value_begin<std::complex<APFloat>>();
        Type part = complex.getElementType();
        mapping.map(op.getResult(0),
                    builder.create<complex::ConstantOp>(
                        op.getLoc(), complex,
                        builder.getArrayAttr(
                            {builder.getFloatAttr(part, value.real()),
                             builder.getFloatAttr(part, value.imag())})));
        continue;
      }
      TypedAttr value;
      if (auto floats = dyn_cast<DenseFPElementsAttr>(dense))
        value = builder.getFloatAttr(scalar, *floats.value_begin<APFloat>());
      else
        value = builder.getIntegerAttr(scalar, *dense.value_begin<APInt>());
      mapping.map(op.getResult(0),
                  builder.create<arith::ConstantOp>(op.getLoc(), value));
      continue;
    }
    if (op.getNumResults() != 1 ||
        !llvm::all_of(op.getResultTypes(), [](Type t) {
          auto tensor = dyn_cast<RankedTensorType>(t);
          return tensor && tensor.getRank() == 0;
        }))
      return refuse(&op, "only elementwise ops on 0-d tensors are lowered in "
                         "a region");
    FailureOr<Value> value = buildScalarOp(builder, op.getLoc(), &op, operands);
    if (failed(value))
      return failure();
    mapping.map(op.getResult(0), *value);
  }
  SmallVector<Value> results;
  for (Value value : block.getTerminator()->getOperands())
    results.push_back(mapping.lookup(value));
  return results;
}
