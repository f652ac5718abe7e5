//===- Literal.cpp - Host arrays ------------------------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the host literal: aligned storage, element
// types, and conversions from and to DenseElementsAttr (whose raw data is
// row-major with the same element layout for every type we store, except
// pred, which MLIR packs into bits).
//
//===----------------------------------------------------------------------===//

#include "xhlo/Values/Literal.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/ErrorHandling.h"

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

size_t xhlo::getByteSize(ElementType type) {
  switch (type) {
  case ElementType::Pred:
  case ElementType::S8:
  case ElementType::U8:
    return 1;
  case ElementType::S16:
  case ElementType::U16:
  case ElementType::F16:
  case ElementType::BF16:
    return 2;
  case ElementType::S32:
  case ElementType::U32:
  case ElementType::F32:
    return 4;
  case ElementType::S64:
  case ElementType::U64:
  case ElementType::F64:
  case ElementType::C64:
    return 8;
  case ElementType::C128:
    return 16;
  }
  llvm_unreachable("unknown element type");
}

StringRef xhlo::getName(ElementType type) {
  switch (type) {
  case ElementType::Pred:
    return "pred";
  case ElementType::S8:
    return "s8";
  case ElementType::S16:
    return "s16";
  case ElementType::S32:
    return "s32";
  case ElementType::S64:
    return "s64";
  case ElementType::U8:
    return "u8";
  case ElementType::U16:
    return "u16";
  case ElementType::U32:
    return "u32";
  case ElementType::U64:
    return "u64";
  case ElementType::F16:
    return "f16";
  case ElementType::BF16:
    return "bf16";
  case ElementType::F32:
    return "f32";
  case ElementType::F64:
    return "f64";
  case ElementType::C64:
    return "c64";
  case ElementType::C128:
    return "c128";
  }
  llvm_unreachable("unknown element type");
}

std::optional<ElementType> xhlo::getElementType(Type type) {
  if (type.isInteger(1))
    return ElementType::Pred;
  if (auto intType = dyn_cast<IntegerType>(type)) {
    bool isUnsigned = intType.isUnsigned();
    switch (intType.getWidth()) {
    case 8:
      return isUnsigned ? ElementType::U8 : ElementType::S8;
    case 16:
      return isUnsigned ? ElementType::U16 : ElementType::S16;
    case 32:
      return isUnsigned ? ElementType::U32 : ElementType::S32;
    case 64:
      return isUnsigned ? ElementType::U64 : ElementType::S64;
    default:
      return std::nullopt;
    }
  }
  if (type.isF16())
    return ElementType::F16;
  if (type.isBF16())
    return ElementType::BF16;
  if (type.isF32())
    return ElementType::F32;
  if (type.isF64())
    return ElementType::F64;
  if (auto complexType = dyn_cast<ComplexType>(type)) {
    if (complexType.getElementType().isF32())
      return ElementType::C64;
    if (complexType.getElementType().isF64())
      return ElementType::C128;
  }
  return std::nullopt;
}

Type xhlo::getMlirType(ElementType type, MLIRContext *context) {
  Builder b(context);
  switch (type) {
  case ElementType::Pred:
    return b.getI1Type();
  case ElementType::S8:
    return b.getIntegerType(8);
  case ElementType::S16:
    return b.getIntegerType(16);
  case ElementType::S32:
    return b.getIntegerType(32);
  case ElementType::S64:
    return b.getIntegerType(64);
  case ElementType::U8:
    return b.getIntegerType(8, /*isSigned=*/false);
  case ElementType::U16:
    return b.getIntegerType(16, /*isSigned=*/false);
  case ElementType::U32:
    return b.getIntegerType(32, /*isSigned=*/false);
  case ElementType::U64:
    return b.getIntegerType(64, /*isSigned=*/false);
  case ElementType::F16:
    return b.getF16Type();
  case ElementType::BF16:
    return b.getBF16Type();
  case ElementType::F32:
    return b.getF32Type();
  case ElementType::F64:
    return b.getF64Type();
  case ElementType::C64:
    return ComplexType::get(b.getF32Type());
  case ElementType::C128:
    return ComplexType::get(b.getF64Type());
  }
  llvm_unreachable("unknown element type");
}

//===----------------------------------------------------------------------===//
// Literal
//===----------------------------------------------------------------------===//

/// Storage alignment: a cache line, and enough for any vector load.
static constexpr size_t kAlignment = 64;

/// Memory for `bytes` (a multiple of 64): 64-byte aligned, and for large
/// buffers 2 MiB aligned and backed by transparent huge pages where the
/// kernel offers them on request (fewer TLB misses when kernels stream
/// through the buffer).
static void *allocateBuffer(size_t bytes) {
  constexpr size_t kHugePage = size_t(2) << 20;
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
/// them here; the constructor takes one of the exact size).
class BufferCache {
public:
  static constexpr size_t kMinBytes = 256 * 1024;
  static constexpr size_t kCapacity = size_t(1) << 30;

  static BufferCache &get() {
    // Never destroyed: literals may die during static destruction.
    static BufferCache *cache = new BufferCache;
    return *cache;
  }

  void *take(size_t bytes) {
    if (bytes < kMinBytes)
      return nullptr;
    std::lock_guard<std::mutex> lock(mutex);
    for (auto it = buffers.begin(); it != buffers.end(); ++it)
      if (it->first == bytes) {
        void *p = it->second;
        buffers.erase(it);
        cachedBytes -= bytes;
        return p;
      }
    return nullptr;
  }

  /// Keeps `p`, or frees it if it is small; frees the oldest buffers beyond
  /// the capacity.
  void give(void *p, size_t bytes) {
    if (bytes < kMinBytes || bytes > kCapacity) {
      std::free(p);
      return;
    }
    std::vector<void *> evicted;
    {
      std::lock_guard<std::mutex> lock(mutex);
      buffers.emplace_back(bytes, p);
      cachedBytes += bytes;
      while (cachedBytes > kCapacity) {
        cachedBytes -= buffers.front().first;
        evicted.push_back(buffers.front().second);
        buffers.pop_front();
      }
    }
    for (void *old : evicted)
      std::free(old);
  }

  void clear() {
    std::deque<std::pair<size_t, void *>> old;
    {
      std::lock_guard<std::mutex> lock(mutex);
      old.swap(buffers);
      cachedBytes = 0;
    }
    for (auto &[bytes, p] : old)
      std::free(p);
  }

  size_t getCachedBytes() {
    std::lock_guard<std::mutex> lock(mutex);
    return cachedBytes;
  }

private:
  std::mutex mutex;
  /// Oldest first.
  std::deque<std::pair<size_t, void *>> buffers;
  size_t cachedBytes = 0;
};

} // namespace

void Literal::AlignedFree::operator()(void *p) const {
  BufferCache::get().give(p, bytes);
}

void Literal::releaseCachedBuffers() { BufferCache::get().clear(); }

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

Literal::Literal(ElementType type, ArrayRef<int64_t> shape, UninitializedTag)
    : type(type), shape(shape), storage(nullptr, AlignedFree{0}) {
  numElements = 1;
  for (int64_t dim : shape)
    numElements *= dim;
  size_t bytes = getSizeInBytes();
  // aligned_alloc needs a size that is a multiple of the alignment.
  size_t rounded =
      (std::max<size_t>(bytes, 1) + kAlignment - 1) / kAlignment * kAlignment;
  void *memory = BufferCache::get().take(rounded);
  if (!memory)
    memory = allocateBuffer(rounded);
  if (!memory)
    llvm::report_bad_alloc_error("cannot allocate a literal");
  storage = std::unique_ptr<void, AlignedFree>(memory, AlignedFree{rounded});
}

Literal Literal::clone() const {
  Literal copy = uninitialized(type, shape);
  std::memcpy(copy.data(), data(), getSizeInBytes());
  return copy;
}

bool Literal::isBitwiseEqual(const Literal &other) const {
  return type == other.type && shape == other.shape &&
         std::memcmp(data(), other.data(), getSizeInBytes()) == 0;
}

std::optional<Literal> Literal::fromAttr(DenseElementsAttr attr) {
  auto tensorType = dyn_cast<RankedTensorType>(attr.getType());
  if (!tensorType || !tensorType.hasStaticShape())
    return std::nullopt;
  std::optional<ElementType> type = xhlo::getElementType(attr.getElementType());
  if (!type)
    return std::nullopt;
  Literal literal(*type, tensorType.getShape());
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
  ArrayRef<char> raw = attr.getRawData();
  size_t elementBytes = getByteSize(*type);
  if (attr.isSplat()) {
    char *out = static_cast<char *>(literal.data());
    for (int64_t i = 0; i < literal.getNumElements(); ++i)
      std::memcpy(out + i * elementBytes, raw.data(), elementBytes);
  } else {
    std::memcpy(literal.data(), raw.data(), literal.getSizeInBytes());
  }
  return literal;
}

DenseElementsAttr Literal::toAttr(MLIRContext *context) const {
  auto tensorType = RankedTensorType::get(shape, getMlirType(type, context));
  if (type == ElementType::Pred) {
    SmallVector<bool> values(numElements);
    const uint8_t *in = as<uint8_t>();
    for (int64_t i = 0; i < numElements; ++i)
      values[i] = in[i] != 0;
    return DenseElementsAttr::get(tensorType, values);
  }
  return DenseElementsAttr::getFromRawBuffer(
      tensorType,
      ArrayRef<char>(static_cast<const char *>(data()), getSizeInBytes()));
}
