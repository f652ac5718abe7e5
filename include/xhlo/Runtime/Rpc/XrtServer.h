//===- XrtServer.h - The device service over gRPC ---------------*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the server side of the device service (xhlo-server's
// engine): a LocalDevice shared by many clients over gRPC, each client's
// handles private to its session. The header does not include gRPC.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_RUNTIME_RPC_XRTSERVER_H
#define XHLO_RUNTIME_RPC_XRTSERVER_H

#include "xhlo/Interpreter/Executable.h"

#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>
#include <string>

namespace xhlo::runtime {

/// Options of a server.
struct XrtServerOptions {
  /// Where to listen, HOST:PORT; port 0 takes a free port (see getPort).
  std::string listenAddress = "127.0.0.1:8470";
  /// The shared secret every call must carry (empty: none).
  std::string token;
  /// The most bytes allocations of all clients may hold (0: no limit);
  /// also bounds the size of one request.
  int64_t maxMemoryBytes = 0;
  /// How executables are compiled (threads, reference kernels).
  interp::ExecutableOptions executableOptions;
  /// Where to log sessions opening and closing (null: nowhere).
  llvm::raw_ostream *log = nullptr;
  /// The most sessions all clients may hold open at once. Each holds an
  /// OpenSession stream, its handles' bookkeeping (maxHandlesPerSession)
  /// and what they hold (bounded by maxMemoryBytes).
  size_t maxSessions = 256;
  /// The most sessions one connection may hold open at once.
  size_t maxSessionsPerConnection = 16;
  /// The most handles (allocations and executables) one session may hold.
  size_t maxHandlesPerSession = 65536;
  /// The longest one Execute or ExecuteChained may run, in seconds (0: no
  /// limit): its run stops at the next step, DEADLINE_EXCEEDED naming the
  /// limit. Runs also stop when their client cancels the call or goes away
  /// (CANCELLED) and when the client's deadline passes (DEADLINE_EXCEEDED).
  double maxExecuteSeconds = 0;
};

/// The most bytes of freed message blocks the server keeps for reuse: a
/// quarter of the memory quota, and 256 MiB at most (also without one).
int64_t getMaxPooledBytes(int64_t maxMemoryBytes);

/// What a server holds now.
struct XrtServerStats {
  size_t sessions = 0;
  size_t allocations = 0;
  size_t executables = 0;
  int64_t usedBytes = 0;
  /// Execute and ExecuteChained calls running now.
  size_t runningExecutes = 0;
};

/// A running server. Sessions: a client opens one with the OpenSession
/// stream and names it in the metadata of every other call; handles belong
/// to their session, and when the stream ends (the client closes it, its
/// connection drops, or keep-alive pings go unanswered) the session's
/// handles are released. Every failure is a gRPC status: UNAUTHENTICATED
/// (missing or wrong token), FAILED_PRECONDITION (no open session),
/// NOT_FOUND (unknown handle, or another session's), INVALID_ARGUMENT
/// (malformed literal, program or request bytes, a handle outside
/// [1, 2^62], arguments of the wrong number or shape), RESOURCE_EXHAUSTED
/// (memory quota, also inside a run; request too large; too many sessions
/// on the server or the connection, or handles in the session), UNIMPLEMENTED
/// (programs the interpreter cannot run, several replicas), CANCELLED (an
/// execute whose client cancelled it or went away: its run stopped), and
/// DEADLINE_EXCEEDED (an execute past the client's deadline or
/// maxExecuteSeconds: its run stopped).
class XrtServer {
public:
  /// Starts serving on `options.listenAddress`; fails when the address
  /// cannot be bound.
  static llvm::Expected<std::unique_ptr<XrtServer>>
  start(const XrtServerOptions &options);

  /// Shuts down (see shutdown).
  ~XrtServer();

  /// The port the server listens on.
  int getPort() const;
  /// HOST:PORT with the port it listens on.
  std::string getAddress() const;

  /// Blocks until the server shuts down.
  void wait();
  /// Ends every session, lets calls in flight finish for up to
  /// `graceSeconds`, then cancels them and stops. A cancelled execute's run
  /// stops at its next step (within 10 ms plus the step running then, the
  /// longest single kernel call of the program); shutdown returns when it
  /// has. Idempotent.
  void shutdown(double graceSeconds = 5);

  /// What the server holds now.
  XrtServerStats getStats() const;

  struct Impl;

private:
  explicit XrtServer(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl;
};

} // namespace xhlo::runtime

#endif // XHLO_RUNTIME_RPC_XRTSERVER_H
