//===- Literal.h - Host arrays --------------------------------*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the host array of hlo values: a dense, row-major,
// 64-byte aligned buffer of one of XLA's element types with a static shape,
// and the element type enumeration it uses. Conversions to and from MLIR's
// DenseElementsAttr connect it to `hlo.constant` and to printing.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_VALUES_LITERAL_H
#define XHLO_VALUES_LITERAL_H

#include "xhlo/Dialect/Hlo/IR/HloElementTypes.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Types.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <memory>
#include <optional>

namespace xhlo {

/// XLA's element types xhlo stores on the host: the host rows of
/// Dialect/Hlo/IR/HloElementTypes.def, in its order (Pred, S8, ..., BF16,
/// F32, F64, C64, C128).
enum class ElementType : uint8_t {
#define XHLO_HOST_ELEMENT_TYPE(Enum, ...) Enum,
#include "xhlo/Dialect/Hlo/IR/HloElementTypes.def"
};

/// The size in bytes of one element on the host (pred, s2, s4, u2 and u4
/// take one byte).
size_t getElementTypeByteSize(ElementType type);

/// XLA's bit width of one element (primitive_util::BitWidth: pred 1, s4 4,
/// c64 64).
unsigned getElementTypeBitWidth(ElementType type);

/// XLA's name of `type`: `pred`, `s32`, `bf16`, `c64`, ...
llvm::StringRef getElementTypeName(ElementType type);

/// What the values of `type` are (pred, signed, unsigned, float, complex).
hlo::ElementKind getElementKind(ElementType type);

/// XLA's PrimitiveType number of `type`.
int getPrimitiveType(ElementType type);

/// The host element type XLA numbers `primitive`, if xhlo stores it.
std::optional<ElementType> getElementTypeFromPrimitive(int primitive);

/// The element type of an MLIR element type, if xhlo stores it on the host.
std::optional<ElementType> getElementTypeFromMlir(mlir::Type type);

/// The MLIR element type of `type`.
mlir::Type getMlirElementType(ElementType type, mlir::MLIRContext *context);

/// A dense row-major array of `ElementType` elements. Copying is explicit
/// (clone()); moving is cheap.
class Literal {
public:
  /// A zero-filled array of `shape`.
  Literal(ElementType type, llvm::ArrayRef<int64_t> shape);
  /// An array of `shape` whose contents are undefined, for kernels that
  /// write every element (saves a pass over memory).
  static Literal uninitialized(ElementType type, llvm::ArrayRef<int64_t> shape);

  /// Moves take the storage; copies are explicit (clone()).
  Literal(Literal &&) = default;
  Literal &operator=(Literal &&) = default;
  Literal(const Literal &) = delete;
  Literal &operator=(const Literal &) = delete;

  /// A deep copy.
  Literal clone() const;

  /// The element type, the dimension sizes (row-major, the last one varying
  /// fastest), their number, the element count and the bytes of storage.
  ElementType getElementType() const { return type; }
  llvm::ArrayRef<int64_t> getShape() const { return shape; }
  int64_t getRank() const { return shape.size(); }
  int64_t getNumElements() const { return numElements; }
  size_t getSizeInBytes() const {
    return numElements * getElementTypeByteSize(type);
  }

  /// The storage, 64-byte aligned.
  void *data() { return storage.get(); }
  const void *data() const { return storage.get(); }
  /// The storage viewed as elements of `T` (the caller knows the type).
  template <typename T> T *as() { return static_cast<T *>(data()); }
  template <typename T> const T *as() const {
    return static_cast<const T *>(data());
  }

  /// Frees the large buffers that dead literals left for reuse. Buffers of
  /// 256 KiB and more are kept when freed (up to 1 GiB in all, the oldest
  /// freed first) and handed to the next literal of the same size, so a
  /// program run many times reuses its buffers instead of asking the system
  /// for fresh pages each time.
  static void releaseCachedBuffers();
  /// The bytes such buffers hold now.
  static size_t getCachedBufferBytes();

  /// Brings every element of a sub-byte integer type (s2, s4, u2, u4) into
  /// its range, as XLA's int4 does: the low bits sign- or zero-extended
  /// into the byte. Kernels rely on it; bytes from files, protos and
  /// memrefs need it. Other element types are left as they are.
  void wrapSubByteIntegers();

  /// Whether both have the same element type, shape and bytes.
  bool isBitwiseEqual(const Literal &other) const;

  /// The literal of a constant; fails for element types xhlo does
  /// not have or attributes that are not dense.
  static std::optional<Literal> fromAttr(mlir::DenseElementsAttr attr);

  /// The literal of any constant `hlo.constant` holds: a DenseElementsAttr,
  /// or the #hlo.float_bits of the hlo dialect's own float types (f8e3m4,
  /// f4e2m1fn, ...); fails for other attributes.
  static std::optional<Literal> fromAttr(mlir::ElementsAttr attr);

  /// The constant holding this literal's values; null for the hlo dialect's
  /// own float types, which no DenseElementsAttr holds (toElementsAttr).
  mlir::DenseElementsAttr toAttr(mlir::MLIRContext *context) const;

  /// The constant holding this literal's values: toAttr, or #hlo.float_bits
  /// for the hlo dialect's own float types.
  mlir::ElementsAttr toElementsAttr(mlir::MLIRContext *context) const;

private:
  struct UninitializedTag {};
  Literal(ElementType type, llvm::ArrayRef<int64_t> shape, UninitializedTag);

  /// Frees the storage, or keeps a large buffer for the next literal of
  /// the same size (see releaseCachedBuffers).
  struct AlignedFree {
    size_t bytes;
    void operator()(void *p) const;
  };

  ElementType type;
  llvm::SmallVector<int64_t, 4> shape;
  int64_t numElements;
  std::unique_ptr<void, AlignedFree> storage;
};

} // namespace xhlo

#endif // XHLO_VALUES_LITERAL_H
