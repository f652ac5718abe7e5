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

namespace xhlo::runtime::rpc {

/// The handles of one client.
class Session {
public:
  Session(std::string id, std::string clientName, std::string peer)
      : id(std::move(id)), clientName(std::move(clientName)),
        peer(std::move(peer)) {}

  const std::string &getId() const { return id; }
  const std::string &getClientName() const { return clientName; }
  const std::string &getPeer() const { return peer; }

  /// Whether the session holds the handle.
  bool ownsAllocation(AllocationHandle handle) const;
  bool ownsExecutable(ExecutableHandle handle) const;

  /// Records new handles; false when the session has closed meanwhile (the
  /// caller then releases them, as nobody else will).
  bool addAllocations(llvm::ArrayRef<AllocationHandle> handles);
  bool addExecutable(ExecutableHandle handle);

  /// Forgets released handles.
  void removeAllocations(llvm::ArrayRef<AllocationHandle> handles);
  void removeExecutables(llvm::ArrayRef<ExecutableHandle> handles);

  /// Closes the session and returns the handles it held (nothing the second
  /// time).
  std::pair<std::vector<AllocationHandle>, std::vector<ExecutableHandle>>
  close();

private:
  const std::string id;
  const std::string clientName;
  const std::string peer;
  mutable std::mutex mutex;
  bool closed = false;
  llvm::DenseSet<AllocationHandle> allocations;
  llvm::DenseSet<ExecutableHandle> executables;
};

/// The open sessions by id.
class SessionTable {
public:
  /// Opens a session under a new random 128-bit id.
  std::shared_ptr<Session> open(std::string clientName, std::string peer);
  /// The open session `id`, or null.
  std::shared_ptr<Session> find(llvm::StringRef id) const;
  /// Removes session `id` from the table (the caller closes it).
  void erase(llvm::StringRef id);
  /// How many sessions are open.
  size_t size() const;

private:
  mutable std::mutex mutex;
  llvm::StringMap<std::shared_ptr<Session>> sessions;
};

} // namespace xhlo::runtime::rpc

#endif // XHLO_LIB_RUNTIME_RPC_SESSIONS_H
