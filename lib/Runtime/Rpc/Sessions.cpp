//===- Sessions.cpp - The server's clients and their handles --------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the sessions' bookkeeping. Session ids are 128 random
// bits from std::random_device, so a client cannot guess another's.
//
//===----------------------------------------------------------------------===//

#include "Sessions.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <random>

using namespace xhlo::runtime;
using namespace xhlo::runtime::rpc;

bool Session::ownsAllocation(AllocationHandle handle) const {
  std::lock_guard<std::mutex> lock(mutex);
  return allocations.contains(handle);
}

bool Session::ownsExecutable(ExecutableHandle handle) const {
  std::lock_guard<std::mutex> lock(mutex);
  return executables.contains(handle);
}

Session::AddResult
Session::addAllocations(llvm::ArrayRef<AllocationHandle> handles) {
  std::lock_guard<std::mutex> lock(mutex);
  if (closed)
    return AddResult::Closed;
  if (allocations.size() + executables.size() + handles.size() > maxHandles)
    return AddResult::Full;
  allocations.insert(handles.begin(), handles.end());
  return AddResult::Added;
}

Session::AddResult Session::addExecutable(ExecutableHandle handle) {
  std::lock_guard<std::mutex> lock(mutex);
  if (closed)
    return AddResult::Closed;
  if (allocations.size() + executables.size() + 1 > maxHandles)
    return AddResult::Full;
  executables.insert(handle);
  return AddResult::Added;
}

bool Session::hasRoomFor(size_t count) const {
  std::lock_guard<std::mutex> lock(mutex);
  return allocations.size() + executables.size() + count <= maxHandles;
}

/// Erases all of `handles` from `set` if it holds them all; otherwise the
/// first it lacks.
static std::optional<int64_t> takeAll(llvm::DenseSet<int64_t> &set,
                                      llvm::ArrayRef<int64_t> handles) {
  for (int64_t handle : handles)
    if (!set.contains(handle))
      return handle;
  for (int64_t handle : handles)
    set.erase(handle);
  return std::nullopt;
}

std::optional<int64_t>
Session::takeAllocations(llvm::ArrayRef<AllocationHandle> handles) {
  std::lock_guard<std::mutex> lock(mutex);
  return takeAll(allocations, handles);
}

std::optional<int64_t>
Session::takeExecutables(llvm::ArrayRef<ExecutableHandle> handles) {
  std::lock_guard<std::mutex> lock(mutex);
  return takeAll(executables, handles);
}

void Session::removeAllocations(llvm::ArrayRef<AllocationHandle> handles) {
  std::lock_guard<std::mutex> lock(mutex);
  for (AllocationHandle handle : handles)
    allocations.erase(handle);
}

void Session::removeExecutables(llvm::ArrayRef<ExecutableHandle> handles) {
  std::lock_guard<std::mutex> lock(mutex);
  for (ExecutableHandle handle : handles)
    executables.erase(handle);
}

std::pair<std::vector<AllocationHandle>, std::vector<ExecutableHandle>>
Session::close() {
  std::lock_guard<std::mutex> lock(mutex);
  closed = true;
  std::pair<std::vector<AllocationHandle>, std::vector<ExecutableHandle>>
      result{{allocations.begin(), allocations.end()},
             {executables.begin(), executables.end()}};
  allocations.clear();
  executables.clear();
  return result;
}

std::shared_ptr<Session>
SessionTable::open(std::string clientName, std::string peer, Refusal *refusal) {
  std::random_device random;
  std::uniform_int_distribution<uint64_t> distribution;
  uint64_t bits[2] = {distribution(random), distribution(random)};
  std::string id;
  llvm::raw_string_ostream(id) << llvm::format_hex_no_prefix(bits[0], 16)
                               << llvm::format_hex_no_prefix(bits[1], 16);
  std::lock_guard<std::mutex> lock(mutex);
  if (refusal)
    *refusal = Refusal::None;
  if (sessions.size() >= maxTotal) {
    if (refusal)
      *refusal = Refusal::TooMany;
    return nullptr;
  }
  size_t &open = perPeer[peer];
  if (open >= maxPerPeer) {
    if (open == 0)
      perPeer.erase(peer);
    if (refusal)
      *refusal = Refusal::TooManyOnPeer;
    return nullptr;
  }
  ++open;
  auto session = std::make_shared<Session>(id, std::move(clientName),
                                           std::move(peer), maxHandles);
  sessions[id] = session;
  return session;
}

std::shared_ptr<Session> SessionTable::find(llvm::StringRef id) const {
  std::lock_guard<std::mutex> lock(mutex);
  auto it = sessions.find(id);
  return it == sessions.end() ? nullptr : it->second;
}

void SessionTable::erase(llvm::StringRef id) {
  std::lock_guard<std::mutex> lock(mutex);
  auto it = sessions.find(id);
  if (it == sessions.end())
    return;
  auto count = perPeer.find(it->second->getPeer());
  if (count != perPeer.end() && --count->second == 0)
    perPeer.erase(count);
  sessions.erase(it);
}

size_t SessionTable::size() const {
  std::lock_guard<std::mutex> lock(mutex);
  return sessions.size();
}
