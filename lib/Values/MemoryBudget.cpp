//===- MemoryBudget.cpp - Bounds on the memory arrays hold ----------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the memory budget: atomic counters along the chain
// of parents, the thread's current budget and prepaid bytes, the process's
// default from the physical memory, and the size syntax of --max-memory.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Values/MemoryBudget.h"

#include "xhlo/Values/Literal.h"

#include "mlir/IR/BuiltinTypes.h"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <iterator>

#include <sys/resource.h>
#include <unistd.h>

using namespace xhlo;

MemoryBudget::MemoryBudget(uint64_t limit, MemoryBudget *parent)
    : limit(limit), parent(parent) {}

MemoryBudget::~MemoryBudget() { Literal::releaseCachedBuffers(this); }

uint64_t MemoryBudget::getAvailable() const {
  uint64_t available = UINT64_MAX;
  for (const MemoryBudget *b = this; b; b = b->parent) {
    uint64_t limit = b->getLimit(), used = b->getUsed();
    available = std::min(available, used >= limit ? 0 : limit - used);
  }
  return available;
}

const MemoryBudget *MemoryBudget::tryChargeChain(uint64_t bytes) {
  for (MemoryBudget *b = this; b; b = b->parent) {
    uint64_t before = b->used.fetch_add(bytes, std::memory_order_relaxed);
    uint64_t after = before + bytes;
    if (after < before || after > b->getLimit()) {
      // Undo this one and the ones below it.
      b->used.fetch_sub(bytes, std::memory_order_relaxed);
      for (MemoryBudget *u = this; u != b; u = u->parent)
        u->used.fetch_sub(bytes, std::memory_order_relaxed);
      return b;
    }
    uint64_t peak = b->peak.load(std::memory_order_relaxed);
    while (after > peak && !b->peak.compare_exchange_weak(
                               peak, after, std::memory_order_relaxed))
      ;
  }
  return nullptr;
}

bool MemoryBudget::tryCharge(uint64_t bytes) {
  if (!tryChargeChain(bytes))
    return true;
  // Cached buffers may be what is in the way.
  if (Literal::getCachedBufferBytes() == 0)
    return false;
  Literal::releaseCachedBuffers();
  return !tryChargeChain(bytes);
}

llvm::Error MemoryBudget::charge(uint64_t bytes, const llvm::Twine &what) {
  if (tryCharge(bytes))
    return llvm::Error::success();
  return refusal(bytes, what);
}

llvm::Error MemoryBudget::refusal(uint64_t bytes,
                                  const llvm::Twine &what) const {
  // The budget that refuses: its room, for the message.
  const MemoryBudget *full = this;
  for (const MemoryBudget *b = this; b; b = b->parent)
    if (b->getLimit() - std::min(b->getUsed(), b->getLimit()) < bytes) {
      full = b;
      break;
    }
  uint64_t limit = full->getLimit(), used = full->getUsed();
  return llvm::createStringError(
      llvm::inconvertibleErrorCode(),
      what + " needs " + formatByteSize(bytes) + ", but the memory budget " +
          "has " + formatByteSize(used >= limit ? 0 : limit - used) +
          " left (of " + formatByteSize(limit) + ")");
}

void MemoryBudget::chargeUnchecked(uint64_t bytes) {
  for (MemoryBudget *b = this; b; b = b->parent) {
    uint64_t after =
        b->used.fetch_add(bytes, std::memory_order_relaxed) + bytes;
    uint64_t peak = b->peak.load(std::memory_order_relaxed);
    while (after > peak && !b->peak.compare_exchange_weak(
                               peak, after, std::memory_order_relaxed))
      ;
  }
}

void MemoryBudget::release(uint64_t bytes) {
  for (MemoryBudget *b = this; b; b = b->parent)
    b->used.fetch_sub(bytes, std::memory_order_relaxed);
}

uint64_t MemoryBudget::getDefaultLimit() {
  uint64_t physical = UINT64_MAX;
  long pages = sysconf(_SC_PHYS_PAGES), pageSize = sysconf(_SC_PAGESIZE);
  if (pages > 0 && pageSize > 0)
    physical = uint64_t(pages) * uint64_t(pageSize);
  struct rlimit limit;
  if (getrlimit(RLIMIT_AS, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY)
    physical = std::min<uint64_t>(physical, limit.rlim_cur);
  if (physical == UINT64_MAX)
    return uint64_t(1) << 32;
  return physical / 4 * 3;
}

MemoryBudget &MemoryBudget::getDefault() {
  // Never destroyed: literals may die during static destruction.
  static MemoryBudget *budget = new MemoryBudget(getDefaultLimit());
  return *budget;
}

//===----------------------------------------------------------------------===//
// The thread's budget and prepaid bytes
//===----------------------------------------------------------------------===//

namespace {
struct ThreadBudget {
  MemoryBudget *current = nullptr;
  /// Bytes charged to `prepaidBudget` that allocations take first.
  MemoryBudget *prepaidBudget = nullptr;
  uint64_t prepaid = 0;
};
} // namespace

static thread_local ThreadBudget threadBudget;

MemoryBudget &MemoryBudget::getCurrent() {
  return threadBudget.current ? *threadBudget.current : getDefault();
}

MemoryBudget::Scope::Scope(MemoryBudget &budget)
    : previous(threadBudget.current) {
  threadBudget.current = &budget;
}

MemoryBudget::Scope::~Scope() { threadBudget.current = previous; }

MemoryBudget::Prepaid::Prepaid(uint64_t bytes)
    : budget(&getCurrent()), bytes(bytes), charged(budget->tryCharge(bytes)) {
  if (!charged)
    return;
  outerBytes = threadBudget.prepaid;
  outerBudget = threadBudget.prepaidBudget;
  threadBudget.prepaid = bytes;
  threadBudget.prepaidBudget = budget;
}

MemoryBudget::Prepaid::~Prepaid() {
  if (!charged)
    return;
  if (threadBudget.prepaid)
    budget->release(threadBudget.prepaid);
  threadBudget.prepaid = outerBytes;
  threadBudget.prepaidBudget = outerBudget;
}

bool MemoryBudget::Reservation::tryAdd(uint64_t bytes) {
  if (!budget)
    budget = &getCurrent();
  if (bytes && !budget->tryCharge(bytes))
    return false;
  this->bytes += bytes;
  return true;
}

llvm::Error MemoryBudget::Reservation::add(uint64_t bytes,
                                           const llvm::Twine &what) {
  if (tryAdd(bytes))
    return llvm::Error::success();
  return budget->refusal(bytes, what);
}

void MemoryBudget::Reservation::release() {
  if (budget && bytes)
    budget->release(bytes);
  bytes = 0;
}

/// Takes what it can of `bytes` from the thread's prepaid bytes for
/// `budget`; returns the rest.
static uint64_t takePrepaid(MemoryBudget *budget, uint64_t bytes) {
  if (threadBudget.prepaidBudget != budget || !threadBudget.prepaid)
    return bytes;
  uint64_t taken = std::min(bytes, threadBudget.prepaid);
  threadBudget.prepaid -= taken;
  return bytes - taken;
}

MemoryBudget *MemoryBudget::chargeAllocation(uint64_t bytes) {
  MemoryBudget *budget = &getCurrent();
  if (uint64_t rest = takePrepaid(budget, bytes))
    budget->chargeUnchecked(rest);
  return budget;
}

MemoryBudget *MemoryBudget::tryChargeAllocation(uint64_t bytes) {
  MemoryBudget *budget = &getCurrent();
  uint64_t prepaid = threadBudget.prepaidBudget == budget
                         ? std::min(bytes, threadBudget.prepaid)
                         : 0;
  if (bytes > prepaid && !budget->tryCharge(bytes - prepaid))
    return nullptr;
  takePrepaid(budget, prepaid);
  return budget;
}

//===----------------------------------------------------------------------===//
// Sizes as text
//===----------------------------------------------------------------------===//

std::string xhlo::formatByteSize(uint64_t bytes) {
  static const char *const units[] = {"B",   "KiB", "MiB", "GiB",
                                      "TiB", "PiB", "EiB"};
  unsigned unit = 0;
  double value = bytes;
  while (value >= 1024 && unit + 1 < std::size(units)) {
    value /= 1024;
    ++unit;
  }
  // One decimal, truncated: a budget with 4 MiB - 64 B left has 3.9 MiB
  // left, not 4.0.
  double tenths = std::floor(value * 10);
  std::string text;
  llvm::raw_string_ostream os(text);
  if (unit == 0)
    os << bytes << " B";
  else if (value == std::floor(value))
    os << uint64_t(value) << " " << units[unit];
  else
    os << llvm::format("%.1f", tenths / 10) << " " << units[unit];
  return text;
}

std::optional<uint64_t> xhlo::parseByteSize(llvm::StringRef text) {
  text = text.trim();
  size_t digits = text.find_first_not_of("0123456789");
  uint64_t number;
  if (text.take_front(digits).getAsInteger(10, number))
    return std::nullopt;
  llvm::StringRef suffix = text.drop_front(std::min(digits, text.size()));
  suffix.consume_back("B");
  suffix.consume_back("i");
  int shift = llvm::StringSwitch<int>(suffix.upper())
                  .Case("", 0)
                  .Case("K", 10)
                  .Case("M", 20)
                  .Case("G", 30)
                  .Case("T", 40)
                  .Default(-1);
  if (shift < 0 || number > (uint64_t(INT64_MAX) >> shift))
    return std::nullopt;
  return number << shift;
}

llvm::Expected<uint64_t> xhlo::parseByteSizeOption(llvm::StringRef option,
                                                   llvm::StringRef text) {
  if (std::optional<uint64_t> bytes = parseByteSize(text))
    return *bytes;
  return llvm::createStringError(
      llvm::inconvertibleErrorCode(),
      option + "='" + text +
          "' is not a size (bytes, or a number with K, M, G or T; less than "
          "8388608T)");
}

llvm::Expected<uint64_t> xhlo::getTypeByteSize(mlir::Type type,
                                               uint64_t arrayAlignment) {
  if (auto tuple = mlir::dyn_cast<mlir::TupleType>(type)) {
    uint64_t total = 0;
    for (mlir::Type element : tuple.getTypes()) {
      llvm::Expected<uint64_t> bytes = getTypeByteSize(element, arrayAlignment);
      if (!bytes)
        return bytes.takeError();
      if (*bytes > uint64_t(INT64_MAX) - total)
        return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                       "the arrays of a tuple hold more than "
                                       "2^63 bytes");
      total += *bytes;
    }
    return total;
  }
  auto tensor = mlir::dyn_cast<mlir::RankedTensorType>(type);
  if (!tensor || !tensor.hasStaticShape())
    return 0;
  std::optional<ElementType> element =
      getElementTypeFromMlir(tensor.getElementType());
  if (!element)
    return 0;
  llvm::Expected<uint64_t> bytes =
      getArrayByteSize(*element, tensor.getShape());
  if (!bytes || arrayAlignment <= 1)
    return bytes;
  // getArrayByteSize leaves room to round up to whole pages.
  return (std::max<uint64_t>(*bytes, 1) + arrayAlignment - 1) / arrayAlignment *
         arrayAlignment;
}
