//===- Constants.cpp - arith.constant to hlo ------------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file converts arith.constant to hlo.constant: scalars become 0-d
// arrays, splat and dense tensors keep their elements, dense_resource
// tensors (a blob of the builtin dialect's resources) become dense elements
// of the blob's bytes, and index elements become integers of the index
// width (wrapping, as a 32-bit target would).
//
// A blob holds its elements in row-major order, little-endian, each in the
// bytes DenseElementsAttr stores it in: i1 one byte (0 or 1), other
// widths rounded up to whole bytes (i4 one byte), index 8 bytes, complex
// numbers the real then the imaginary part. A blob of another size, a
// resource without data and an i1 byte other than 0 or 1 are refused,
// located at the constant.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"
#include "xhlo/Conversion/ArithToHlo/ArithToHlo.h"

#include "xhlo/Conversion/HloConversion.h"
#include "xhlo/Conversion/HloTypeConverter.h"
#include "xhlo/Dialect/Hlo/IR/HloMiscOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/DialectResourceBlobManager.h"

using namespace mlir;
using namespace xhlo;

/// The bytes of the blob of `value`, or why they cannot be its elements.
static FailureOr<ArrayRef<char>> getBlobBytes(DenseResourceElementsAttr value,
                                              std::string &why) {
  llvm::raw_string_ostream os(why);
  DenseResourceElementsHandle handle = value.getRawHandle();
  auto type = cast<ShapedType>(value.getType());
  Type element = type.getElementType();
  os << "the dense_resource blob '" << handle.getKey() << "' ";
  const AsmResourceBlob *blob = handle.getBlob();
  if (!blob) {
    os << "has no data (no dialect_resources entry for it, or it was "
          "elided)";
    return failure();
  }
  Type scalar = element;
  if (auto complex = dyn_cast<ComplexType>(element))
    scalar = complex.getElementType();
  if (!type.hasStaticShape() || !scalar.isIntOrIndexOrFloat()) {
    os << "is of type " << type << ", which has no dense elements";
    return failure();
  }
  uint64_t width =
      scalar.isIndex() ? 8 : (scalar.getIntOrFloatBitWidth() + 7) / 8;
  if (scalar != element)
    width *= 2;
  ArrayRef<char> data = blob->getData();
  uint64_t numElements = type.getNumElements();
  if (data.size() % width != 0 || data.size() / width != numElements) {
    os << "holds " << data.size() << " bytes, but " << type << " needs "
       << numElements << " x " << width << " bytes";
    return failure();
  }
  if (scalar.isInteger(1))
    for (auto [index, byte] : llvm::enumerate(data))
      if (byte != 0 && byte != 1) {
        os << "holds byte " << unsigned(uint8_t(byte)) << " for i1 element "
           << index << " (i1 elements are bytes 0 or 1)";
        return failure();
      }
  return data;
}

DenseElementsAttr
xhlo::getDenseResourceElements(DenseResourceElementsAttr value,
                               std::string &why) {
  FailureOr<ArrayRef<char>> bytes = getBlobBytes(value, why);
  if (failed(bytes))
    return nullptr;
  auto type = cast<ShapedType>(value.getType());
  if (!type.getElementType().isInteger(1))
    return DenseElementsAttr::getFromRawBuffer(type, *bytes);
  // DenseElementsAttr packs i1 elements 8 to a byte: from the bools.
  return DenseElementsAttr::get(
      type, ArrayRef<bool>(reinterpret_cast<const bool *>(bytes->data()),
                           bytes->size()));
}

/// The value of `op` as dense elements, or null when it is not dense (a
/// sparse attribute, a resource blob that does not hold the type's
/// elements: `why` says why).
static DenseElementsAttr getDenseValue(arith::ConstantOp op,
                                       std::string *why = nullptr) {
  Attribute value = op.getValue();
  if (auto dense = dyn_cast<DenseIntOrFPElementsAttr>(value))
    return dense;
  if (isa<IntegerAttr, FloatAttr>(value))
    return DenseElementsAttr::get(
        RankedTensorType::get({}, cast<TypedAttr>(value).getType()), value);
  std::string reason;
  DenseElementsAttr dense;
  if (auto resource = dyn_cast<DenseResourceElementsAttr>(value))
    dense = getDenseResourceElements(resource, reason);
  else
    reason = "only dense, dense_resource and scalar values become hlo "
             "constants";
  if (!dense && why)
    *why = std::move(reason);
  return dense;
}

static std::optional<std::string> whyUnsupported(Operation *op) {
  std::string why;
  Attribute value = cast<arith::ConstantOp>(op).getValue();
  // A blob is checked without copying it.
  if (auto resource = dyn_cast<DenseResourceElementsAttr>(value)) {
    if (failed(getBlobBytes(resource, why)))
      return why;
  } else if (!getDenseValue(cast<arith::ConstantOp>(op), &why)) {
    return why;
  }
  return std::nullopt;
}

namespace {

struct ConstantOpConversion : OpConversionPattern<arith::ConstantOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(arith::ConstantOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type, 1> resultTypes;
    if (failed(matchHloTypes(op, adaptor.getOperands(), *getTypeConverter(),
                             rewriter, resultTypes)))
      return failure();
    std::string why;
    DenseElementsAttr value = getDenseValue(op, &why);
    if (!value)
      return rewriter.notifyMatchFailure(op, why);
    auto type = cast<RankedTensorType>(resultTypes.front());
    if (value.getElementType() != type.getElementType()) {
      // index elements (stored as 64 bits) to the index width.
      unsigned width = type.getElementTypeBitWidth();
      value = value.mapValues(type.getElementType(), [&](const APInt &bits) {
        return bits.sextOrTrunc(width);
      });
    }
    rewriter.replaceOpWithNewOp<hlo::ConstantOp>(op, value);
    return success();
  }
};

} // namespace

void arith_to_hlo::populateConstantPatternsAndLegality(
    TypeConverter &typeConverter, RewritePatternSet &patterns,
    HloConversionTarget &target) {
  patterns.add<ConstantOpConversion>(typeConverter, patterns.getContext());
  target.addConvertedOps<arith::ConstantOp>(whyUnsupported);
}
