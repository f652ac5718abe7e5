//===- MemoryBudget.h - Bounds on the memory arrays hold --------*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the memory budget every Literal allocation is charged
// against: a limit in bytes, the bytes charged now, and optionally a parent
// budget that every charge also goes to (a device's quota inside the
// process's budget). A charge that would exceed a limit fails with an error
// naming what asked and the sizes, before anything is allocated; nothing
// ever reaches the system allocator's out-of-memory abort.
//
// Which budget an allocation goes to: the calling thread's current budget
// (MemoryBudget::Scope), by default the process's (getDefault(), a fraction
// of physical memory). The interpreter makes the run's budget current while
// it runs and charges each step's results before the step runs
// (MemoryBudget::Prepaid): the literals the step's kernel makes take their
// bytes from that charge, so an op whose results do not fit is refused with
// its name and location before its kernel starts.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_VALUES_MEMORYBUDGET_H
#define XHLO_VALUES_MEMORYBUDGET_H

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Error.h"

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>

namespace mlir {
class Type;
} // namespace mlir

namespace xhlo {

/// A thread-safe bound on the bytes of the arrays charged to it (and to its
/// parents). Every charge and release is an atomic add per budget in the
/// chain. A budget must outlive the literals charged to it.
class MemoryBudget {
public:
  /// A budget of `limit` bytes whose charges also go to `parent` (null:
  /// none; such a budget bounds only what is charged to it).
  explicit MemoryBudget(uint64_t limit, MemoryBudget *parent = nullptr);
  /// Frees the cached buffers (Literal::releaseCachedBuffers) charged to it.
  ~MemoryBudget();
  MemoryBudget(const MemoryBudget &) = delete;
  MemoryBudget &operator=(const MemoryBudget &) = delete;

  uint64_t getLimit() const { return limit.load(std::memory_order_relaxed); }
  /// Changes the limit; what is charged already stays charged.
  void setLimit(uint64_t bytes) {
    limit.store(bytes, std::memory_order_relaxed);
  }
  MemoryBudget *getParent() const { return parent; }
  /// The bytes charged now, and the most charged at once so far.
  uint64_t getUsed() const { return used.load(std::memory_order_relaxed); }
  uint64_t getPeak() const { return peak.load(std::memory_order_relaxed); }
  /// The most a charge could take now: the least any budget of the chain
  /// has left.
  uint64_t getAvailable() const;

  /// Charges `bytes` to this budget and its parents, or fails with an
  /// error "<what> needs 4 TiB, but the memory budget has 22 GiB left (of
  /// 22 GiB)" and charges nothing. Cached buffers are freed first when
  /// they are in the way.
  llvm::Error charge(uint64_t bytes, const llvm::Twine &what);
  /// charge() without the message.
  bool tryCharge(uint64_t bytes);
  /// The error charge() fails with when `bytes` do not fit now.
  llvm::Error refusal(uint64_t bytes, const llvm::Twine &what) const;
  /// Charges `bytes` even beyond the limit (for allocations that cannot
  /// fail; the interpreter charged their step before).
  void chargeUnchecked(uint64_t bytes);
  /// Gives back what a charge took.
  void release(uint64_t bytes);

  /// The process's budget, the default of every thread: its limit is
  /// getDefaultLimit() until someone sets it (xhlo-run --max-memory).
  /// Never destroyed.
  static MemoryBudget &getDefault();
  /// Three quarters of the physical memory (or of RLIMIT_AS when lower).
  static uint64_t getDefaultLimit();

  /// The calling thread's current budget (getDefault() unless a Scope
  /// says otherwise).
  static MemoryBudget &getCurrent();

  /// Makes `budget` the thread's current budget while it lives.
  class Scope {
  public:
    explicit Scope(MemoryBudget &budget);
    ~Scope();
    Scope(const Scope &) = delete;
    Scope &operator=(const Scope &) = delete;

  private:
    MemoryBudget *previous;
  };

  /// Bytes charged ahead (to the thread's current budget) for the literals
  /// the thread allocates while it lives: they take their bytes from it
  /// before charging anything; what they leave is released at the end.
  /// Nests (the outer prepaid bytes are put aside meanwhile).
  class Prepaid {
  public:
    /// Charges `bytes` to the current budget, if they fit (isCharged()).
    explicit Prepaid(uint64_t bytes);
    ~Prepaid();
    Prepaid(const Prepaid &) = delete;
    Prepaid &operator=(const Prepaid &) = delete;

    bool isCharged() const { return charged; }
    /// Why the charge failed: charge()'s error naming `what`.
    llvm::Error getRefusal(const llvm::Twine &what) const {
      return budget->refusal(bytes, what);
    }

  private:
    MemoryBudget *budget;
    uint64_t bytes;
    uint64_t outerBytes = 0;
    MemoryBudget *outerBudget = nullptr;
    bool charged;
  };

  /// Memory a kernel holds besides literals while it runs (an operand
  /// copied into another layout, a library's scratchpad), charged to the
  /// thread's current budget (never to the prepaid bytes: those are the
  /// step's results') until the reservation ends.
  class Reservation {
  public:
    Reservation() = default;
    ~Reservation() { release(); }
    Reservation(const Reservation &) = delete;
    Reservation &operator=(const Reservation &) = delete;

    /// Charges `bytes` more, or fails with charge()'s error naming `what`
    /// and charges nothing more.
    llvm::Error add(uint64_t bytes, const llvm::Twine &what);
    /// add() without the message.
    bool tryAdd(uint64_t bytes);
    /// Gives back everything charged so far.
    void release();
    uint64_t getBytes() const { return bytes; }

  private:
    MemoryBudget *budget = nullptr;
    uint64_t bytes = 0;
  };

  /// What a literal of `bytes` bytes charges: the thread's prepaid bytes,
  /// then the current budget (unchecked). Returns the budget to release to.
  static MemoryBudget *chargeAllocation(uint64_t bytes);
  /// The same, but null (nothing charged) rather than exceed the budget.
  static MemoryBudget *tryChargeAllocation(uint64_t bytes);

private:
  /// Adds `bytes` to every budget of the chain unless one would pass its
  /// limit; returns the first that would, or null when all took it.
  const MemoryBudget *tryChargeChain(uint64_t bytes);

  std::atomic<uint64_t> limit;
  std::atomic<uint64_t> used{0};
  std::atomic<uint64_t> peak{0};
  MemoryBudget *const parent;
};

/// `bytes` for people: `512 B`, `3.5 KiB`, `22 GiB`, `4 TiB` (one
/// decimal, truncated).
std::string formatByteSize(uint64_t bytes);

/// Reads a size such as `1048576`, `512M`, `4GiB`, `2T` (powers of 1024;
/// K, M, G, T with an optional `i` and `B`); nothing for other text and
/// sizes beyond INT64_MAX.
std::optional<uint64_t> parseByteSize(llvm::StringRef text);

/// parseByteSize of the value `text` of the command-line option `option`
/// (`--max-memory`), or an error naming both and the syntax.
llvm::Expected<uint64_t> parseByteSizeOption(llvm::StringRef option,
                                             llvm::StringRef text);

/// The bytes of the arrays a value of `type` holds: a statically shaped
/// ranked tensor of a host element type (getArrayByteSize), or a tuple of
/// values (the sum over its arrays); other types hold none. With
/// `arrayAlignment` > 1 each array takes at least that much, rounded up to
/// a multiple of it (what Literal allocates: 64). Fails naming the array
/// whose size overflows, or when the sum passes INT64_MAX.
llvm::Expected<uint64_t> getTypeByteSize(mlir::Type type,
                                         uint64_t arrayAlignment = 1);

} // namespace xhlo

#endif // XHLO_VALUES_MEMORYBUDGET_H
