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
#include "llvm/Support/Error.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace xhlo {

class MemoryBudget;

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

/// The bytes of an array of `shape` on the host (elements times
/// getElementTypeByteSize), checked: fails with an error naming the array
/// (`f32[9223372036854775807]`) for a negative dimension or a size that
/// does not fit in an int64_t with room to round it up to whole pages. The
/// one place sizes of arrays are computed before they are allocated.
llvm::Expected<uint64_t> getArrayByteSize(ElementType type,
                                          llvm::ArrayRef<int64_t> shape);

/// `f32[2,3]`: XLA's shape syntax for an array of `type`.
std::string getArrayShapeString(ElementType type,
                                llvm::ArrayRef<int64_t> shape);

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
///
/// Every literal's storage is charged to the thread's current MemoryBudget
/// while it lives. The constructors cannot fail: they are for sizes that
/// were checked (the interpreter charges each step's results before the
/// step runs); a size that overflows is a fatal error there. Literals whose
/// size comes from input (files, requests, argument types) are made with
/// create(), which fails with an error instead.
class Literal {
public:
  /// A zero-filled array of `shape`.
  Literal(ElementType type, llvm::ArrayRef<int64_t> shape);
  /// An array of `shape` whose contents are undefined, for kernels that
  /// write every element (saves a pass over memory).
  static Literal uninitialized(ElementType type, llvm::ArrayRef<int64_t> shape);

  /// A zero-filled (or, with `zeroed` false, uninitialized) array of
  /// `shape`, or an error when its size overflows (getArrayByteSize) or does
  /// not fit in the current budget, before anything is allocated. `what`
  /// names it in the error (`argument 0 of @main`).
  static llvm::Expected<Literal> create(ElementType type,
                                        llvm::ArrayRef<int64_t> shape,
                                        const llvm::Twine &what,
                                        bool zeroed = true);

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
  /// The bytes such buffers hold now. They stay charged to the budget of
  /// the literal that freed them, so a budget bounds its cached buffers
  /// too: a charge that would not fit frees them first.
  static size_t getCachedBufferBytes();
  /// Frees the cached buffers charged to `budget` (its destructor calls it).
  static void releaseCachedBuffers(MemoryBudget *budget);

  /// Brings every element of a sub-byte integer type (s2, s4, u2, u4) into
  /// its range, as XLA's int4 does: the low bits sign- or zero-extended
  /// into the byte. Kernels rely on it; bytes from files, protos and
  /// memrefs need it. Other element types are left as they are.
  void wrapSubByteIntegers();

  /// Whether both have the same element type, shape and bytes.
  bool isBitwiseEqual(const Literal &other) const;

  /// The literal of a constant; fails for element types xhlo does
  /// not have, attributes that are not dense and arrays that do not fit in
  /// the current budget.
  static std::optional<Literal> fromAttr(mlir::DenseElementsAttr attr);

  /// The literal of any constant `hlo.constant` holds: a DenseElementsAttr,
  /// or the #hlo.float_bits of the hlo dialect's own float types (f8e3m4,
  /// f4e2m1fn, ...); fails for other attributes and arrays that do not fit
  /// in the current budget.
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
  /// An array of `shape` in `memory` (`bytes`, rounded up, charged to
  /// `budget`).
  Literal(ElementType type, llvm::ArrayRef<int64_t> shape, void *memory,
          size_t bytes, MemoryBudget *budget);

  /// Frees the storage, or keeps a large buffer for the next literal of
  /// the same size (see releaseCachedBuffers); gives its bytes back to the
  /// budget they were charged to.
  struct AlignedFree {
    size_t bytes;
    MemoryBudget *budget;
    void operator()(void *p) const;
  };

  ElementType type;
  llvm::SmallVector<int64_t, 4> shape;
  int64_t numElements;
  std::unique_ptr<void, AlignedFree> storage;
};

} // namespace xhlo

#endif // XHLO_VALUES_LITERAL_H
