//===- Sessions.h - The server's clients and their handles ------*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the server's sessions: what each client holds, so that
// a client can use only its own handles and the server can release them all
// when the client goes away. No gRPC here.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_LIB_RUNTIME_RPC_SESSIONS_H
#define XHLO_LIB_RUNTIME_RPC_SESSIONS_H

#include "xhlo/Runtime/Device.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringMap.h"

#include <memory>
#include <mutex>
#include <optional>

namespace xhlo::runtime::rpc {

/// The handles of one client.
class Session {
public:
  Session(std::string id, std::string clientName, std::string peer,
          size_t maxHandles)
      : id(std::move(id)), clientName(std::move(clientName)),
        peer(std::move(peer)), maxHandles(maxHandles) {}

  const std::string &getId() const { return id; }
  const std::string &getClientName() const { return clientName; }
  const std::string &getPeer() const { return peer; }

  /// Whether the session holds the handle.
  bool ownsAllocation(AllocationHandle handle) const;
  bool ownsExecutable(ExecutableHandle handle) const;

  /// What became of handles given to the session.
  enum class AddResult { Added, Closed, Full };
  /// Records new handles; Closed when the session has closed meanwhile,
  /// Full when they would take it past its most handles (the caller then
  /// releases them, as nobody else will).
  AddResult addAllocations(llvm::ArrayRef<AllocationHandle> handles);
  AddResult addExecutable(ExecutableHandle handle);
  /// Whether `count` more handles would fit (checked before a call makes
  /// them; addAllocations checks again).
  bool hasRoomFor(size_t count) const;
  size_t getMaxHandles() const { return maxHandles; }

  /// Forgets released handles.
  void removeAllocations(llvm::ArrayRef<AllocationHandle> handles);
  void removeExecutables(llvm::ArrayRef<ExecutableHandle> handles);

  /// Forgets all of `handles` if the session holds every one of them (a
  /// handle named twice counts once); otherwise forgets nothing and
  /// returns the first it does not hold.
  std::optional<int64_t>
  takeAllocations(llvm::ArrayRef<AllocationHandle> handles);
  std::optional<int64_t>
  takeExecutables(llvm::ArrayRef<ExecutableHandle> handles);

  /// Closes the session and returns the handles it held (nothing the second
  /// time).
  std::pair<std::vector<AllocationHandle>, std::vector<ExecutableHandle>>
  close();

private:
  const std::string id;
  const std::string clientName;
  const std::string peer;
  const size_t maxHandles;
  mutable std::mutex mutex;
  bool closed = false;
  llvm::DenseSet<AllocationHandle> allocations;
  llvm::DenseSet<ExecutableHandle> executables;
};

/// The open sessions by id.
class SessionTable {
public:
  /// `maxTotal` bounds the sessions open at once, `maxPerPeer` those of one
  /// connection (gRPC's peer address); `maxHandles` the handles of each
  /// session.
  SessionTable(size_t maxTotal, size_t maxPerPeer, size_t maxHandles)
      : maxTotal(maxTotal), maxPerPeer(maxPerPeer), maxHandles(maxHandles) {}

  /// Why open refused.
  enum class Refusal { None, TooManyOnPeer, TooMany };
  /// Opens a session under a new random 128-bit id; null when maxTotal
  /// sessions are open, or `peer` has maxPerPeer open already (`*refusal`
  /// says which).
  std::shared_ptr<Session> open(std::string clientName, std::string peer,
                                Refusal *refusal = nullptr);
  /// The open session `id`, or null.
  std::shared_ptr<Session> find(llvm::StringRef id) const;
  /// Removes session `id` from the table (the caller closes it).
  void erase(llvm::StringRef id);
  /// How many sessions are open.
  size_t size() const;

  size_t getMaxPerPeer() const { return maxPerPeer; }
  size_t getMaxTotal() const { return maxTotal; }

private:
  const size_t maxTotal;
  const size_t maxPerPeer;
  const size_t maxHandles;
  mutable std::mutex mutex;
  llvm::StringMap<std::shared_ptr<Session>> sessions;
  /// How many sessions each peer has open.
  llvm::StringMap<size_t> perPeer;
};

} // namespace xhlo::runtime::rpc

#endif // XHLO_LIB_RUNTIME_RPC_SESSIONS_H
