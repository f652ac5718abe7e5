//===- BlockPool.cpp - Reused memory for large messages -------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the pool behind pooled arenas. Blocks are kept by
// size class (eight classes per power of two, so a block is at most 12.5%
// larger than asked for): the sizes an arena asks for while a parser grows a
// repeated field depend on how the message arrived, so exact sizes would
// rarely match again. An arena frees a block with the size it asked for,
// which rounds up to the same class.
//
//===----------------------------------------------------------------------===//

#include "BlockPool.h"

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <deque>
#include <map>
#include <mutex>
#include <vector>

using namespace xhlo::runtime;

namespace {

/// Set once the pool is destroyed at exit: arenas that die later (in other
/// static objects) free their blocks directly.
std::atomic<bool> poolGone{false};

class BlockPool {
public:
  static constexpr size_t kMinPooledBytes = size_t(1) << 20;
  static constexpr size_t kDefaultLimit = size_t(256) << 20;

  static BlockPool &get() {
    static BlockPool pool;
    return pool;
  }

  ~BlockPool() {
    setLimit(0);
    poolGone = true;
  }

  /// The size class of `bytes`: rounded up to a multiple of 1/8 of the
  /// largest power of two not above it.
  static size_t roundUp(size_t bytes) {
    size_t step = (size_t(1) << (63 - __builtin_clzll(bytes))) / 8;
    return (bytes + step - 1) / step * step;
  }

  void *allocate(size_t bytes) {
    if (bytes < kMinPooledBytes)
      return std::malloc(bytes);
    bytes = roundUp(bytes);
    {
      std::lock_guard<std::mutex> lock(mutex);
      auto it = blocks.find(bytes);
      if (it != blocks.end() && !it->second.empty()) {
        void *block = it->second.back();
        it->second.pop_back();
        keptBytes -= bytes;
        for (auto entry = order.begin(); entry != order.end(); ++entry)
          if (entry->first == block) {
            order.erase(entry);
            break;
          }
        return block;
      }
    }
    return std::malloc(bytes);
  }

  void deallocate(void *block, size_t bytes) {
    if (bytes < kMinPooledBytes) {
      std::free(block);
      return;
    }
    bytes = roundUp(bytes);
    std::lock_guard<std::mutex> lock(mutex);
    // Make room by freeing the blocks freed first.
    freeOldestLocked(bytes <= limit ? limit - bytes : 0);
    if (keptBytes + bytes > limit) {
      std::free(block);
      return;
    }
    blocks[bytes].push_back(block);
    order.emplace_back(block, bytes);
    keptBytes += bytes;
  }

  size_t getLimit() {
    std::lock_guard<std::mutex> lock(mutex);
    return limit;
  }

  void setLimit(size_t bytes) {
    std::lock_guard<std::mutex> lock(mutex);
    limit = bytes;
    freeOldestLocked(limit);
  }

  void empty() {
    std::lock_guard<std::mutex> lock(mutex);
    freeOldestLocked(0);
  }

  size_t getKeptBytes() {
    std::lock_guard<std::mutex> lock(mutex);
    return keptBytes;
  }

private:
  /// Frees the oldest blocks until at most `keep` bytes are kept.
  void freeOldestLocked(size_t keep) {
    while (keptBytes > keep && !order.empty()) {
      auto [oldBlock, oldBytes] = order.front();
      order.pop_front();
      std::vector<void *> &kept = blocks[oldBytes];
      kept.erase(std::find(kept.begin(), kept.end(), oldBlock));
      keptBytes -= oldBytes;
      std::free(oldBlock);
    }
  }

  std::mutex mutex;
  std::map<size_t, std::vector<void *>> blocks;
  /// The kept blocks in the order they were freed.
  std::deque<std::pair<void *, size_t>> order;
  size_t keptBytes = 0;
  size_t limit = kDefaultLimit;
};

void *allocateBlock(size_t bytes) {
  if (poolGone)
    return std::malloc(bytes);
  return BlockPool::get().allocate(bytes);
}

void deallocateBlock(void *block, size_t bytes) {
  if (poolGone) {
    std::free(block);
    return;
  }
  BlockPool::get().deallocate(block, bytes);
}

} // namespace

google::protobuf::ArenaOptions rpc::getPooledArenaOptions() {
  google::protobuf::ArenaOptions options;
  options.block_alloc = allocateBlock;
  options.block_dealloc = deallocateBlock;
  return options;
}

size_t rpc::getPoolLimit() { return BlockPool::get().getLimit(); }

void rpc::setPoolLimit(size_t bytes) { BlockPool::get().setLimit(bytes); }

void rpc::emptyPool() { BlockPool::get().empty(); }

size_t rpc::getPooledBytes() { return BlockPool::get().getKeptBytes(); }
