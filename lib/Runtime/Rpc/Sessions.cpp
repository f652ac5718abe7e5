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

bool Session::addAllocations(llvm::ArrayRef<AllocationHandle> handles) {
  std::lock_guard<std::mutex> lock(mutex);
  if (closed)
    return false;
  allocations.insert(handles.begin(), handles.end());
  return true;
}

bool Session::addExecutable(ExecutableHandle handle) {
  std::lock_guard<std::mutex> lock(mutex);
  if (closed)
    return false;
  executables.insert(handle);
  return true;
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

std::shared_ptr<Session> SessionTable::open(std::string clientName,
                                            std::string peer) {
  std::random_device random;
  std::uniform_int_distribution<uint64_t> distribution;
  uint64_t bits[2] = {distribution(random), distribution(random)};
  std::string id;
  llvm::raw_string_ostream(id) << llvm::format_hex_no_prefix(bits[0], 16)
                               << llvm::format_hex_no_prefix(bits[1], 16);
  auto session =
      std::make_shared<Session>(id, std::move(clientName), std::move(peer));
  std::lock_guard<std::mutex> lock(mutex);
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
  sessions.erase(id);
}

size_t SessionTable::size() const {
  std::lock_guard<std::mutex> lock(mutex);
  return sessions.size();
}
