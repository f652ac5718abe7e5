//===- Literal.cpp - Host arrays ------------------------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the host literal: aligned storage, element
// types, and conversions from and to DenseElementsAttr (whose raw data is
// row-major with the same element layout for every type we store, except
// pred, which MLIR packs into bits, and the sub-byte integers, whose bytes
// MLIR does not extend) and #hlo.float_bits (the hlo dialect's own float
// types, a byte of bits per element as on the host).
//
//===----------------------------------------------------------------------===//

#include "xhlo/Values/Literal.h"

#include "xhlo/Dialect/Hlo/IR/HloAttrs.h"
#include "xhlo/Dialect/Hlo/IR/HloDialect.h"
#include "xhlo/Values/MemoryBudget.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#if defined(__linux__)
#include <sys/mman.h>
#endif
#include <cstring>
#include <deque>
#include <mutex>
#include <vector>

using namespace mlir;
using namespace xhlo;

//===----------------------------------------------------------------------===//
// Element types (the host rows of HloElementTypes.def)
//===----------------------------------------------------------------------===//

#define XHLO_HOST_ELEMENT_TYPE(Enum, name, primitive, kind, bits, semantics,   \
                               mlirType, Storage, npy)                         \
  static_assert(sizeof(Storage) * 8 == (bits) ||                               \
                    (sizeof(Storage) == 1 && (bits) < 8),                      \
                "the storage of " #name " has the table's width");
#include "xhlo/Dialect/Hlo/IR/HloElementTypes.def"

size_t xhlo::getElementTypeByteSize(ElementType type) {
  switch (type) {
#define XHLO_HOST_ELEMENT_TYPE(Enum, name, primitive, kind, bits, semantics,   \
                               mlirType, Storage, npy)                         \
  case ElementType::Enum:                                                      \
    return sizeof(Storage);
#include "xhlo/Dialect/Hlo/IR/HloElementTypes.def"
  }
  llvm_unreachable("unknown element type");
}

unsigned xhlo::getElementTypeBitWidth(ElementType type) {
  switch (type) {
#define XHLO_HOST_ELEMENT_TYPE(Enum, name, primitive, kind, bits, ...)         \
  case ElementType::Enum:                                                      \
    return bits;
#include "xhlo/Dialect/Hlo/IR/HloElementTypes.def"
  }
  llvm_unreachable("unknown element type");
}

StringRef xhlo::getElementTypeName(ElementType type) {
  switch (type) {
#define XHLO_HOST_ELEMENT_TYPE(Enum, name, ...)                                \
  case ElementType::Enum:                                                      \
    return #name;
#include "xhlo/Dialect/Hlo/IR/HloElementTypes.def"
  }
  llvm_unreachable("unknown element type");
}

hlo::ElementKind xhlo::getElementKind(ElementType type) {
  switch (type) {
#define XHLO_HOST_ELEMENT_TYPE(Enum, name, primitive, kind, ...)               \
  case ElementType::Enum:                                                      \
    return hlo::ElementKind::kind;
#include "xhlo/Dialect/Hlo/IR/HloElementTypes.def"
  }
  llvm_unreachable("unknown element type");
}

int xhlo::getPrimitiveType(ElementType type) {
  switch (type) {
#define XHLO_HOST_ELEMENT_TYPE(Enum, name, primitive, ...)                     \
  case ElementType::Enum:                                                      \
    return primitive;
#include "xhlo/Dialect/Hlo/IR/HloElementTypes.def"
  }
  llvm_unreachable("unknown element type");
}

std::optional<ElementType> xhlo::getElementTypeFromPrimitive(int primitive) {
  switch (primitive) {
#define XHLO_HOST_ELEMENT_TYPE(Enum, name, number, ...)                        \
  case number:                                                                 \
    return ElementType::Enum;
#include "xhlo/Dialect/Hlo/IR/HloElementTypes.def"
  default:
    return std::nullopt;
  }
}

std::optional<ElementType> xhlo::getElementTypeFromMlir(Type type) {
  if (std::optional<int> primitive = hlo::getPrimitiveType(type))
    return getElementTypeFromPrimitive(*primitive);
  return std::nullopt;
}

Type xhlo::getMlirElementType(ElementType type, MLIRContext *context) {
  return hlo::getMlirElementType(getPrimitiveType(type), context);
}

std::string xhlo::getArrayShapeString(ElementType type,
                                      ArrayRef<int64_t> shape) {
  std::string text = getElementTypeName(type).str() + "[";
  llvm::raw_string_ostream os(text);
  llvm::interleave(shape, os, ",");
  os << "]";
  return text;
}

/// The largest array: its bytes, rounded up to a huge page (allocateBuffer),
/// still fit in an int64_t.
static constexpr uint64_t kMaxArrayBytes = uint64_t(INT64_MAX) - (8 << 20);

llvm::Expected<uint64_t> xhlo::getArrayByteSize(ElementType type,
                                                ArrayRef<int64_t> shape) {
  uint64_t bytes = getElementTypeByteSize(type);
  bool empty = false, overflows = false;
  for (int64_t dim : shape) {
    if (dim < 0)
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     getArrayShapeString(type, shape) +
                                         " has a negative dimension");
    // An overflow does not count when another dimension is 0.
    if (dim == 0)
      empty = true;
    else if (!overflows &&
             (__builtin_mul_overflow(bytes, uint64_t(dim), &bytes) ||
              bytes > kMaxArrayBytes))
      overflows = true;
  }
  if (empty)
    return 0;
  if (overflows)
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        getArrayShapeString(type, shape) +
            " is too large: its size in bytes does not fit in 63 bits");
  return bytes;
}

//===----------------------------------------------------------------------===//
// Literal
//===----------------------------------------------------------------------===//

/// Storage alignment: a cache line, and enough for any vector load.
static constexpr size_t kAlignment = 64;

/// The bytes allocated for an array of `bytes` (at most kMaxArrayBytes):
/// aligned_alloc needs a size that is a multiple of the alignment.
static size_t roundAllocation(uint64_t bytes) {
  return (std::max<size_t>(bytes, 1) + kAlignment - 1) / kAlignment *
         kAlignment;
}

namespace {

/// Freed buffers of one or two cache lines (scalars and tiny arrays, which
/// loops make and drop at every iteration), kept per thread for the next
/// literal of that size: glibc's aligned_alloc takes its slow path
/// (_int_memalign) for every one of them.
struct SmallBuffers {
  static constexpr int kKept = 64;
  void *kept[2][kKept];
  int count[2] = {0, 0};
  ~SmallBuffers() {
    for (int size = 0; size < 2; ++size)
      for (int i = 0; i < count[size]; ++i)
        std::free(kept[size][i]);
    destroyed = true;
  }
  /// Set once this thread's cache is gone (literals freed later, during
  /// the thread's or the program's exit, go straight to free()).
  static thread_local bool destroyed;
};

thread_local bool SmallBuffers::destroyed = false;
thread_local SmallBuffers smallBuffers;

} // namespace

/// The index in SmallBuffers of a buffer of `bytes` (a multiple of 64),
/// or -1 when buffers of that size are not kept.
static int smallBufferIndex(size_t bytes) {
  return bytes <= 2 * kAlignment ? int(bytes / kAlignment) - 1 : -1;
}

/// Frees `memory` (`bytes`, not kept by BufferCache), or keeps it for reuse
/// by this thread when it is small.
static void freeBuffer(void *memory, size_t bytes) {
  int index = smallBufferIndex(bytes);
  if (index >= 0 && !SmallBuffers::destroyed &&
      smallBuffers.count[index] < SmallBuffers::kKept) {
    smallBuffers.kept[index][smallBuffers.count[index]++] = memory;
    return;
  }
  std::free(memory);
}

/// Memory for `bytes` (a multiple of 64): 64-byte aligned, and for large
/// buffers 2 MiB aligned and backed by transparent huge pages where the
/// kernel offers them on request (fewer TLB misses when kernels stream
/// through the buffer).
static void *allocateBuffer(size_t bytes) {
  constexpr size_t kHugePage = size_t(2) << 20;
  int index = smallBufferIndex(bytes);
  if (index >= 0 && !SmallBuffers::destroyed && smallBuffers.count[index] > 0)
    return smallBuffers.kept[index][--smallBuffers.count[index]];
  if (bytes < 2 * kHugePage)
    return std::aligned_alloc(kAlignment, bytes);
  size_t rounded = (bytes + kHugePage - 1) / kHugePage * kHugePage;
  void *memory = std::aligned_alloc(kHugePage, rounded);
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  if (memory)
    madvise(memory, rounded, MADV_HUGEPAGE);
#endif
  return memory;
}

namespace {

/// Large buffers freed by literals, kept for reuse (Literal's deleter puts
/// them here; the constructor takes one of the exact size). A kept buffer
/// stays charged to the budget of the literal that freed it until it is
/// taken or freed.
class BufferCache {
public:
  static constexpr size_t kMinBytes = 256 * 1024;
  static constexpr size_t kCapacity = size_t(1) << 30;

  static BufferCache &get() {
    // Never destroyed: literals may die during static destruction.
    static BufferCache *cache = new BufferCache;
    return *cache;
  }

  /// A kept buffer of `bytes`, its charge given back, or null.
  void *take(size_t bytes) {
    if (bytes < kMinBytes)
      return nullptr;
    Buffer found{};
    {
      std::lock_guard<std::mutex> lock(mutex);
      for (auto it = buffers.begin(); it != buffers.end(); ++it)
        if (it->bytes == bytes) {
          found = *it;
          buffers.erase(it);
          cachedBytes -= bytes;
          break;
        }
    }
    if (found.budget)
      found.budget->release(bytes);
    return found.memory;
  }

  /// Keeps `p` (charged to `budget`), or frees it if it is small; frees the
  /// oldest buffers beyond the capacity.
  void give(void *p, size_t bytes, MemoryBudget *budget) {
    if (bytes < kMinBytes || bytes > kCapacity) {
      free({p, bytes, budget});
      return;
    }
    std::vector<Buffer> evicted;
    {
      std::lock_guard<std::mutex> lock(mutex);
      buffers.push_back({p, bytes, budget});
      cachedBytes += bytes;
      while (cachedBytes > kCapacity) {
        cachedBytes -= buffers.front().bytes;
        evicted.push_back(buffers.front());
        buffers.pop_front();
      }
    }
    for (const Buffer &old : evicted)
      free(old);
  }

  /// Frees the kept buffers charged to `budget` (null: all).
  void clear(MemoryBudget *budget) {
    std::vector<Buffer> old;
    {
      std::lock_guard<std::mutex> lock(mutex);
      for (auto it = buffers.begin(); it != buffers.end();) {
        if (budget && it->budget != budget) {
          ++it;
          continue;
        }
        cachedBytes -= it->bytes;
        old.push_back(*it);
        it = buffers.erase(it);
      }
    }
    for (const Buffer &buffer : old)
      free(buffer);
  }

  size_t getCachedBytes() {
    std::lock_guard<std::mutex> lock(mutex);
    return cachedBytes;
  }

private:
  struct Buffer {
    void *memory;
    size_t bytes;
    MemoryBudget *budget;
  };
  static void free(const Buffer &buffer) {
    freeBuffer(buffer.memory, buffer.bytes);
    if (buffer.budget)
      buffer.budget->release(buffer.bytes);
  }

  std::mutex mutex;
  /// Oldest first.
  std::deque<Buffer> buffers;
  size_t cachedBytes = 0;
};

} // namespace

void Literal::AlignedFree::operator()(void *p) const {
  BufferCache::get().give(p, bytes, budget);
}

void Literal::releaseCachedBuffers() { BufferCache::get().clear(nullptr); }

void Literal::releaseCachedBuffers(MemoryBudget *budget) {
  BufferCache::get().clear(budget);
}

size_t Literal::getCachedBufferBytes() {
  return BufferCache::get().getCachedBytes();
}

Literal::Literal(ElementType type, ArrayRef<int64_t> shape)
    : Literal(uninitialized(type, shape)) {
  std::memset(data(), 0, getSizeInBytes());
}

Literal Literal::uninitialized(ElementType type, ArrayRef<int64_t> shape) {
  return Literal(type, shape, UninitializedTag{});
}

/// A buffer of `rounded` bytes: a kept one, or fresh memory (null when the
/// system has none).
static void *obtainBuffer(size_t rounded) {
  if (void *memory = BufferCache::get().take(rounded))
    return memory;
  return allocateBuffer(rounded);
}

Literal::Literal(ElementType type, ArrayRef<int64_t> shape, UninitializedTag)
    : type(type), shape(shape), storage(nullptr, AlignedFree{0, nullptr}) {
  llvm::Expected<uint64_t> bytes = getArrayByteSize(type, shape);
  if (!bytes)
    llvm::report_fatal_error(llvm::Twine("cannot make a literal: ") +
                             llvm::toString(bytes.takeError()));
  numElements = *bytes / getElementTypeByteSize(type);
  size_t rounded = roundAllocation(*bytes);
  MemoryBudget *budget = MemoryBudget::chargeAllocation(rounded);
  void *memory = obtainBuffer(rounded);
  if (!memory) {
    budget->release(rounded);
    llvm::report_bad_alloc_error("cannot allocate a literal");
  }
  storage =
      std::unique_ptr<void, AlignedFree>(memory, AlignedFree{rounded, budget});
}

Literal::Literal(ElementType type, ArrayRef<int64_t> shape, void *memory,
                 size_t bytes, MemoryBudget *budget)
    : type(type), shape(shape), storage(memory, AlignedFree{bytes, budget}) {
  numElements = 1;
  for (int64_t dim : shape)
    numElements *= dim;
}

llvm::Expected<Literal> Literal::create(ElementType type,
                                        ArrayRef<int64_t> shape,
                                        const llvm::Twine &what, bool zeroed) {
  llvm::Expected<uint64_t> bytes = getArrayByteSize(type, shape);
  if (!bytes)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   what + ": " +
                                       llvm::toString(bytes.takeError()));
  size_t rounded = roundAllocation(*bytes);
  MemoryBudget *budget = MemoryBudget::tryChargeAllocation(rounded);
  if (!budget)
    return MemoryBudget::getCurrent().refusal(
        rounded, what + " (" + getArrayShapeString(type, shape) + ")");
  void *memory = obtainBuffer(rounded);
  if (!memory) {
    budget->release(rounded);
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   what + ": the system has no " +
                                       formatByteSize(rounded) + " to give");
  }
  Literal literal(type, shape, memory, rounded, budget);
  if (zeroed)
    std::memset(memory, 0, *bytes);
  return std::move(literal);
}

Literal Literal::clone() const {
  Literal copy = uninitialized(type, shape);
  std::memcpy(copy.data(), data(), getSizeInBytes());
  return copy;
}

/// Whether `type` is an integer narrower than a byte.
static bool isSubByteInteger(ElementType type) {
  hlo::ElementKind kind = getElementKind(type);
  return (kind == hlo::ElementKind::Signed ||
          kind == hlo::ElementKind::Unsigned) &&
         getElementTypeBitWidth(type) < 8;
}

void Literal::wrapSubByteIntegers() {
  if (!isSubByteInteger(type))
    return;
  unsigned shift = 8 - getElementTypeBitWidth(type);
  uint8_t *bytes = as<uint8_t>();
  if (getElementKind(type) == hlo::ElementKind::Signed) {
    for (int64_t i = 0; i < numElements; ++i)
      bytes[i] = uint8_t(int8_t(uint8_t(bytes[i] << shift)) >> shift);
  } else {
    for (int64_t i = 0; i < numElements; ++i)
      bytes[i] = uint8_t(bytes[i] << shift) >> shift;
  }
}

bool Literal::isBitwiseEqual(const Literal &other) const {
  return type == other.type && shape == other.shape &&
         std::memcmp(data(), other.data(), getSizeInBytes()) == 0;
}

/// A zero-filled literal for a constant of `tensorType`, or nothing when it
/// does not fit in the current budget.
static std::optional<Literal> createConstant(ElementType type,
                                             RankedTensorType tensorType) {
  llvm::Expected<Literal> created =
      Literal::create(type, tensorType.getShape(), "a constant");
  if (!created) {
    llvm::consumeError(created.takeError());
    return std::nullopt;
  }
  return std::move(*created);
}

std::optional<Literal> Literal::fromAttr(DenseElementsAttr attr) {
  auto tensorType = dyn_cast<RankedTensorType>(attr.getType());
  if (!tensorType || !tensorType.hasStaticShape())
    return std::nullopt;
  std::optional<ElementType> type =
      getElementTypeFromMlir(attr.getElementType());
  if (!type)
    return std::nullopt;
  std::optional<Literal> created = createConstant(*type, tensorType);
  if (!created)
    return std::nullopt;
  Literal literal = std::move(*created);
  if (*type == ElementType::Pred) {
    // MLIR packs bools into bits: go through the values.
    uint8_t *out = literal.as<uint8_t>();
    if (attr.isSplat()) {
      std::memset(out, attr.getSplatValue<bool>() ? 1 : 0,
                  literal.getNumElements());
    } else {
      int64_t i = 0;
      for (bool value : attr.getValues<bool>())
        out[i++] = value ? 1 : 0;
    }
    return literal;
  }
  if (isSubByteInteger(*type)) {
    // MLIR keeps the low bits of each value in a byte: go through the
    // values and extend them.
    bool isSigned = getElementKind(*type) == hlo::ElementKind::Signed;
    uint8_t *out = literal.as<uint8_t>();
    int64_t i = 0;
    auto extend = [&](const APInt &value) {
      return uint8_t(isSigned ? value.getSExtValue() : value.getZExtValue());
    };
    if (attr.isSplat())
      std::memset(out, extend(attr.getSplatValue<APInt>()),
                  literal.getNumElements());
    else
      for (const APInt &value : attr.getValues<APInt>())
        out[i++] = extend(value);
    return literal;
  }
  ArrayRef<char> raw = attr.getRawData();
  size_t elementBytes = getElementTypeByteSize(*type);
  if (attr.isSplat()) {
    char *out = static_cast<char *>(literal.data());
    for (int64_t i = 0; i < literal.getNumElements(); ++i)
      std::memcpy(out + i * elementBytes, raw.data(), elementBytes);
  } else if (literal.getSizeInBytes() != 0) {
    // (An empty constant's raw data may be null.)
    std::memcpy(literal.data(), raw.data(), literal.getSizeInBytes());
  }
  return literal;
}

std::optional<Literal> Literal::fromAttr(ElementsAttr attr) {
  if (auto dense = dyn_cast<DenseElementsAttr>(attr))
    return fromAttr(dense);
  auto floatBits = dyn_cast<hlo::FloatBitsAttr>(attr);
  if (!floatBits)
    return std::nullopt;
  // The attribute's verifier checked the type (a static tensor of one of
  // the dialect's float types) and the bits' shape.
  auto tensorType = cast<RankedTensorType>(floatBits.getType());
  std::optional<ElementType> type =
      getElementTypeFromMlir(tensorType.getElementType());
  if (!type)
    return std::nullopt;
  std::optional<Literal> created = createConstant(*type, tensorType);
  if (!created)
    return std::nullopt;
  Literal literal = std::move(*created);
  DenseIntElementsAttr bits = floatBits.getBits();
  if (bits.isSplat())
    std::memset(literal.data(), bits.getSplatValue<uint8_t>(),
                literal.getNumElements());
  else if (literal.getNumElements() != 0)
    std::memcpy(literal.data(), bits.getRawData().data(),
                literal.getNumElements());
  return literal;
}

ElementsAttr Literal::toElementsAttr(MLIRContext *context) const {
  Type element = getMlirElementType(type, context);
  if (!hlo::isDialectFloatType(element))
    return toAttr(context);
  return hlo::FloatBitsAttr::get(RankedTensorType::get(shape, element),
                                 ArrayRef<uint8_t>(as<uint8_t>(), numElements));
}

DenseElementsAttr Literal::toAttr(MLIRContext *context) const {
  Type element = getMlirElementType(type, context);
  if (hlo::isDialectFloatType(element))
    return {};
  auto tensorType = RankedTensorType::get(shape, element);
  if (type == ElementType::Pred) {
    SmallVector<bool> values(numElements);
    const uint8_t *in = as<uint8_t>();
    for (int64_t i = 0; i < numElements; ++i)
      values[i] = in[i] != 0;
    return DenseElementsAttr::get(tensorType, values);
  }
  if (isSubByteInteger(type)) {
    unsigned bits = getElementTypeBitWidth(type);
    SmallVector<APInt> values;
    values.reserve(numElements);
    const uint8_t *in = as<uint8_t>();
    for (int64_t i = 0; i < numElements; ++i)
      values.push_back(APInt(bits, in[i] & ((1u << bits) - 1)));
    return DenseElementsAttr::get(tensorType, values);
  }
  return DenseElementsAttr::getFromRawBuffer(
      tensorType,
      ArrayRef<char>(static_cast<const char *>(data()), getSizeInBytes()));
}
