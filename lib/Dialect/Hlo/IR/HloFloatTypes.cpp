//===- HloFloatTypes.cpp - The dialect's own float types ------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements what the hlo dialect adds for XLA's float types that
// MLIR 19 has no builtin type for (f8e3m4, f8e8m0fnu, f6e2m3fn, f6e3m2fn,
// f4e2m1fn): the lookup of their types by XLA name that the element type
// table's rows call (HloElementTypes.h), and #hlo.float_bits, the
// attribute that holds constants of them as bit patterns.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Dialect/Hlo/IR/HloAttrs.h"
#include "xhlo/Dialect/Hlo/IR/HloDialect.h"
#include "xhlo/Dialect/Hlo/IR/HloElementTypes.h"

#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace xhlo::hlo;

/// The type among `Types` whose mnemonic is `mnemonic`, or null.
template <typename... Types>
static Type getTypeByMnemonic(MLIRContext *ctx, StringRef mnemonic) {
  Type result;
  ((void)(!result && Types::getMnemonic() == mnemonic &&
          (result = Types::get(ctx))),
   ...);
  return result;
}

Type xhlo::hlo::getDialectFloatType(MLIRContext *ctx, StringRef name) {
  // Without the dialect there are no values of its types (and loading it
  // here could race with passes running on other threads).
  if (!ctx->getLoadedDialect<HloDialect>())
    return nullptr;
  return getTypeByMnemonic<F8E3M4Type, F8E8M0FNUType, F6E2M3FNType,
                           F6E3M2FNType, F4E2M1FNType>(ctx, name);
}

bool xhlo::hlo::isDialectFloatType(Type type) {
  return isa<F8E3M4Type, F8E8M0FNUType, F6E2M3FNType, F6E3M2FNType,
             F4E2M1FNType>(type);
}

//===----------------------------------------------------------------------===//
// FloatBitsAttr
//===----------------------------------------------------------------------===//

/// The type of the bits of an array of shape `shape`.
static RankedTensorType getBitsType(ArrayRef<int64_t> shape, MLIRContext *ctx) {
  return RankedTensorType::get(shape,
                               IntegerType::get(ctx, 8, IntegerType::Unsigned));
}

FloatBitsAttr FloatBitsAttr::get(ShapedType type, ArrayRef<uint8_t> bits) {
  auto bitsType = getBitsType(type.getShape(), type.getContext());
  return get(
      type.getContext(), type,
      llvm::cast<DenseIntElementsAttr>(DenseElementsAttr::get(bitsType, bits)));
}

SmallVector<uint8_t> FloatBitsAttr::getElementBits() const {
  SmallVector<uint8_t> result;
  result.reserve(getBits().getNumElements());
  for (uint8_t bits : getBits().getValues<uint8_t>())
    result.push_back(bits);
  return result;
}

LogicalResult
FloatBitsAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                      ShapedType type, DenseIntElementsAttr bits) {
  auto tensor = llvm::dyn_cast<RankedTensorType>(type);
  if (!tensor || !tensor.hasStaticShape() ||
      !isDialectFloatType(tensor.getElementType()))
    return emitError() << "#hlo.float_bits must have a static tensor type of "
                          "one of the hlo dialect's float types (f8e3m4, "
                          "f8e8m0fnu, f6e2m3fn, f6e3m2fn, f4e2m1fn), got "
                       << type;
  if (bits.getType() != getBitsType(tensor.getShape(), type.getContext()))
    return emitError() << "#hlo.float_bits of type " << type
                       << " must hold its bits as "
                       << getBitsType(tensor.getShape(), type.getContext())
                       << ", got " << bits.getType();
  std::optional<XlaElementType> row =
      getXlaElementType(tensor.getElementType());
  if (!row)
    return emitError() << "element type " << tensor.getElementType()
                       << " is missing from the element type table";
  if (row->bits >= 8)
    return success();
  if (bits.isSplat()) {
    // One value, however large the array (a tape's zeros): element 0 tells.
    auto value = bits.getSplatValue<uint8_t>();
    if (value >> row->bits)
      return emitError() << "#hlo.float_bits: element 0 is " << unsigned(value)
                         << ", not a bit pattern of " << row->name << " ("
                         << row->bits << " bits)";
    return success();
  }
  int64_t index = 0;
  for (uint8_t value : bits.getValues<uint8_t>()) {
    if (value >> row->bits)
      return emitError() << "#hlo.float_bits: element " << index << " is "
                         << unsigned(value) << ", not a bit pattern of "
                         << row->name << " (" << row->bits << " bits)";
    if (bits.isSplat())
      break;
    ++index;
  }
  return success();
}
