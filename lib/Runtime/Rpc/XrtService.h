//===- XrtService.h - The handlers of the device service --------*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the implementation of `XrtService`: one LocalDevice,
// the sessions of its clients, and a handler per RPC. OpenSession is a
// callback-API stream (it holds no thread while open). Allocate and
// ReadLiteral, which carry literals, are callback-API calls whose messages
// live in pooled arenas (BlockPool.h); the other RPCs are synchronous
// handlers on gRPC's thread pool.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_LIB_RUNTIME_RPC_XRTSERVICE_H
#define XHLO_LIB_RUNTIME_RPC_XRTSERVICE_H

#include "BlockPool.h"
#include "Sessions.h"

#include "xhlo/Runtime/LocalDevice.h"
#include "xhlo/Runtime/Rpc/XrtServer.h"
#include "xhlo/xrt.grpc.pb.h"

#include <grpcpp/support/message_allocator.h>

#include "llvm/ADT/DenseMap.h"

#include <condition_variable>
#include <list>
#include <thread>

namespace xhlo::runtime::rpc {

class SessionReactor;

/// `text` with a backslash doubled and control characters escaped (a
/// newline is \x0a), so that a string a client chose stays on its line of
/// the log.
std::string escapeForLog(llvm::StringRef text);

/// Creates the messages of a callback-API call on a pooled arena.
template <typename Request, typename Response>
class PooledMessageAllocator
    : public grpc::MessageAllocator<Request, Response> {
  class Messages : public grpc::MessageHolder<Request, Response> {
  public:
    Messages();
    void Release() override { delete this; }

  private:
    google::protobuf::Arena arena;
  };

public:
  grpc::MessageHolder<Request, Response> *AllocateMessages() override {
    return new Messages();
  }
};

/// Stops the runs of synchronous calls whose client went away: while calls
/// are watched, a thread asks each one's ServerContext every 10 ms whether
/// gRPC cancelled it (the client cancelled, its connection closed, its
/// deadline passed, the server shuts down) and raises its StopFlag:
/// DeadlineExceeded once the client's deadline has passed, else Cancelled.
class CancelWatcher {
public:
  CancelWatcher();
  ~CancelWatcher();

  /// Watches `context` for as long as it lives: the call's handler runs
  /// meanwhile.
  class Watch {
  public:
    Watch(CancelWatcher &watcher, grpc::ServerContext &context);
    ~Watch();
    /// The flag the call's runs watch.
    interp::StopFlag &getFlag() { return entry->flag; }

  private:
    struct Entry {
      grpc::ServerContext *context;
      interp::StopFlag flag;
    };
    friend class CancelWatcher;
    CancelWatcher &watcher;
    std::list<Entry>::iterator entry;
  };

  /// How many calls are watched now.
  size_t size() const;

private:
  void loop();

  mutable std::mutex mutex;
  std::condition_variable wake;
  std::list<Watch::Entry> calls;
  bool stopping = false;
  std::thread thread;
};

/// The service: every RPC of xrt.proto's XrtService.
class XrtServiceImpl final
    : public xrt::XrtService::WithCallbackMethod_OpenSession<
          xrt::XrtService::WithCallbackMethod_Allocate<
              xrt::XrtService::WithCallbackMethod_ReadLiteral<
                  xrt::XrtService::Service>>> {
public:
  explicit XrtServiceImpl(const XrtServerOptions &options);
  ~XrtServiceImpl() override;

  grpc::ServerWriteReactor<xrt::SessionEvent> *
  OpenSession(grpc::CallbackServerContext *context,
              const xrt::OpenSessionRequest *request) override;
  grpc::ServerUnaryReactor *Allocate(grpc::CallbackServerContext *context,
                                     const xrt::AllocateRequest *request,
                                     xrt::AllocateResponse *response) override;
  grpc::Status Compile(grpc::ServerContext *context,
                       const xrt::CompileRequest *request,
                       xrt::CompileResponse *response) override;
  grpc::Status Execute(grpc::ServerContext *context,
                       const xrt::ExecuteRequest *request,
                       xrt::ExecuteResponse *response) override;
  grpc::Status ExecuteChained(grpc::ServerContext *context,
                              const xrt::ExecuteChainedRequest *request,
                              xrt::ExecuteChainedResponse *response) override;
  grpc::ServerUnaryReactor *
  ReadLiteral(grpc::CallbackServerContext *context,
              const xrt::ReadLiteralRequest *request,
              xrt::ReadLiteralResponse *response) override;
  grpc::Status ReleaseAllocation(grpc::ServerContext *context,
                                 const xrt::ReleaseAllocationRequest *request,
                                 xrt::ReleaseResponse *response) override;
  grpc::Status ReleaseCompilation(grpc::ServerContext *context,
                                  const xrt::ReleaseCompilationRequest *request,
                                  xrt::ReleaseResponse *response) override;
  grpc::Status ListDevices(grpc::ServerContext *context,
                           const xrt::ListDevicesRequest *request,
                           xrt::ListDevicesResponse *response) override;
  grpc::Status Health(grpc::ServerContext *context,
                      const xrt::HealthRequest *request,
                      xrt::HealthResponse *response) override;

  /// Ends every session stream and refuses new ones (shutdown).
  void endAllSessions();
  /// What the server holds now.
  XrtServerStats getStats() const;

  /// Closes `session` and releases what it held (its stream ended because
  /// of `why`).
  void closeSession(const std::shared_ptr<Session> &session,
                    llvm::StringRef why);
  /// Drops the service's reference to a finished session stream.
  void forgetReactor(SessionReactor *reactor);

private:
  grpc::Status allocate(const grpc::ServerContextBase &context,
                        const xrt::AllocateRequest &request,
                        xrt::AllocateResponse &response);
  grpc::Status readLiteral(const grpc::ServerContextBase &context,
                           const xrt::ReadLiteralRequest &request,
                           xrt::ReadLiteralResponse &response);
  /// OK when the call carries the server's token.
  grpc::Status checkToken(const grpc::ServerContextBase &context) const;
  /// The caller's open session (after the token check).
  grpc::Status getSession(const grpc::ServerContextBase &context,
                          std::shared_ptr<Session> &session) const;
  /// Gives new allocations to `session`, or releases them when it closed
  /// while the call ran.
  grpc::Status adopt(Session &session,
                     llvm::ArrayRef<AllocationHandle> handles);
  /// What may stop the runs of the call of `watch`: its flag and the
  /// client's deadline.
  static RunControl getRunControl(grpc::ServerContext &context,
                                  CancelWatcher::Watch &watch);
  /// The status of a failed execute: logs a run that was stopped.
  grpc::Status executeFailed(const Session &session, llvm::StringRef call,
                             llvm::Error error);
  void log(const llvm::Twine &message);

  PooledMessageAllocator<xrt::AllocateRequest, xrt::AllocateResponse>
      allocateMessages;
  PooledMessageAllocator<xrt::ReadLiteralRequest, xrt::ReadLiteralResponse>
      readLiteralMessages;
  LocalDevice device;
  SessionTable sessions;
  CancelWatcher cancelWatcher;
  const std::string token;
  llvm::raw_ostream *logStream;
  /// The most bytes the message block pool keeps while a session is open
  /// (it keeps none while none is).
  const size_t poolLimit;
  std::mutex logMutex;
  mutable std::mutex reactorsMutex;
  bool shuttingDown = false;
  llvm::DenseMap<SessionReactor *, std::shared_ptr<SessionReactor>> reactors;
};

} // namespace xhlo::runtime::rpc

#endif // XHLO_LIB_RUNTIME_RPC_XRTSERVICE_H
