//===- XrtService.cpp - The handlers of the device service ----------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the device service. Every handler first checks the
// token and the caller's session, then that every handle it names belongs
// to that session (another session's handle reads as NOT_FOUND, exactly as
// one that does not exist), then calls the LocalDevice and records in the
// session what the call made or released. The session stream's reactor
// closes its session when the stream ends, whichever way it ends.
//
//===----------------------------------------------------------------------===//

#include "XrtService.h"

#include "RpcCommon.h"

#include "xhlo/Runtime/LiteralProto.h"

#include "llvm/ADT/StringExtras.h"

#include <atomic>

#include <malloc.h>

using namespace xhlo;
using namespace xhlo::runtime;
using namespace xhlo::runtime::rpc;

//===----------------------------------------------------------------------===//
// Session streams
//===----------------------------------------------------------------------===//

namespace xhlo::runtime::rpc {

/// An open session stream: sends the session's id, then stays open until
/// the client cancels it, the connection drops or the server shuts down.
class SessionReactor : public grpc::ServerWriteReactor<xrt::SessionEvent> {
public:
  SessionReactor(XrtServiceImpl &service, std::shared_ptr<Session> session)
      : service(service), session(std::move(session)) {
    event.set_session_id(this->session->getId());
    StartWrite(&event);
  }

  /// Ends the stream with `status` unless it has ended already.
  void finishOnce(grpc::Status status) {
    if (!finished.exchange(true))
      Finish(std::move(status));
  }

  void OnWriteDone(bool ok) override {
    if (!ok)
      finishOnce(grpc::Status(grpc::StatusCode::CANCELLED,
                              "the session stream broke"));
  }

  void OnCancel() override {
    why = "the client closed it or went away";
    finishOnce(grpc::Status::CANCELLED);
  }

  void OnDone() override {
    service.closeSession(session, why);
    // May destroy this reactor: nothing may follow.
    service.forgetReactor(this);
  }

private:
  XrtServiceImpl &service;
  std::shared_ptr<Session> session;
  xrt::SessionEvent event;
  std::atomic<bool> finished{false};
  const char *why = "the server shut down";
};

} // namespace xhlo::runtime::rpc

namespace {
/// A session stream refused at once (bad token, shutting down).
class RejectedSession : public grpc::ServerWriteReactor<xrt::SessionEvent> {
public:
  explicit RejectedSession(grpc::Status status) { Finish(std::move(status)); }
  void OnDone() override { delete this; }
};
} // namespace

template <typename Request, typename Response>
PooledMessageAllocator<Request, Response>::Messages::Messages()
    : arena(getPooledArenaOptions()) {
  this->set_request(google::protobuf::Arena::CreateMessage<Request>(&arena));
  this->set_response(google::protobuf::Arena::CreateMessage<Response>(&arena));
}

static LocalDeviceOptions getDeviceOptions(const XrtServerOptions &options) {
  LocalDeviceOptions result;
  result.maxMemoryBytes = options.maxMemoryBytes;
  result.executableOptions = options.executableOptions;
  result.maxRunSeconds = options.maxExecuteSeconds;
  // Memory returns to its baseline between clients.
  result.trimCaches = true;
  return result;
}

XrtServiceImpl::XrtServiceImpl(const XrtServerOptions &options)
    : device(getDeviceOptions(options)),
      sessions(options.maxSessions, options.maxSessionsPerConnection,
               options.maxHandlesPerSession),
      token(options.token), logStream(options.log),
      poolLimit(getMaxPooledBytes(options.maxMemoryBytes)) {
  setPoolLimit(0);
  SetMessageAllocatorFor_Allocate(&allocateMessages);
  SetMessageAllocatorFor_ReadLiteral(&readLiteralMessages);
}

XrtServiceImpl::~XrtServiceImpl() = default;

grpc::ServerWriteReactor<xrt::SessionEvent> *
XrtServiceImpl::OpenSession(grpc::CallbackServerContext *context,
                            const xrt::OpenSessionRequest *request) {
  grpc::Status status = checkToken(*context);
  if (!status.ok())
    return new RejectedSession(status);
  std::lock_guard<std::mutex> lock(reactorsMutex);
  if (shuttingDown)
    return new RejectedSession(grpc::Status(grpc::StatusCode::UNAVAILABLE,
                                            "xhlo-server is shutting down"));
  SessionTable::Refusal refusal;
  std::shared_ptr<Session> session =
      sessions.open(request->client_name(), context->peer(), &refusal);
  if (!session && refusal == SessionTable::Refusal::TooMany)
    return new RejectedSession(grpc::Status(
        grpc::StatusCode::RESOURCE_EXHAUSTED,
        "the server has " + std::to_string(sessions.getMaxTotal()) +
            " sessions open, the most it may hold (xhlo-server "
            "--max-sessions); try again when a client has closed its "
            "session"));
  if (!session)
    return new RejectedSession(grpc::Status(
        grpc::StatusCode::RESOURCE_EXHAUSTED,
        "the connection has " + std::to_string(sessions.getMaxPerPeer()) +
            " sessions open, the most one connection may hold "
            "(xhlo-server --max-sessions-per-connection)"));
  setPoolLimit(poolLimit);
  log("session " + session->getId().substr(0, 8) + " opened by " +
      escapeForLog(session->getPeer()) + " (" +
      escapeForLog(session->getClientName()) + ")");
  auto reactor = std::make_shared<SessionReactor>(*this, session);
  reactors[reactor.get()] = reactor;
  return reactor.get();
}

void XrtServiceImpl::closeSession(const std::shared_ptr<Session> &session,
                                  llvm::StringRef why) {
  sessions.erase(session->getId());
  auto [allocations, executables] = session->close();
  llvm::consumeError(device.release(allocations));
  llvm::consumeError(device.releaseExecutable(executables));
  // The last client gone, the server keeps no memory for the next (the pool
  // keeps nothing until a session opens: messages of calls that end after
  // this are freed).
  if (sessions.size() == 0) {
    setPoolLimit(0);
    Literal::releaseCachedBuffers();
    malloc_trim(0);
  }
  log("session " + session->getId().substr(0, 8) + " closed (" + why +
      "): released " + llvm::Twine(allocations.size()) + " allocations and " +
      llvm::Twine(executables.size()) + " executables");
}

void XrtServiceImpl::forgetReactor(SessionReactor *reactor) {
  std::shared_ptr<SessionReactor> last;
  std::lock_guard<std::mutex> lock(reactorsMutex);
  auto it = reactors.find(reactor);
  if (it == reactors.end())
    return;
  last = std::move(it->second);
  reactors.erase(it);
  // `last` dies after the lock is let go (declared before it).
}

void XrtServiceImpl::endAllSessions() {
  std::vector<std::shared_ptr<SessionReactor>> open;
  {
    std::lock_guard<std::mutex> lock(reactorsMutex);
    shuttingDown = true;
    for (auto &entry : reactors)
      open.push_back(entry.second);
  }
  for (const std::shared_ptr<SessionReactor> &reactor : open)
    reactor->finishOnce(grpc::Status(grpc::StatusCode::UNAVAILABLE,
                                     "xhlo-server is shutting down"));
}

XrtServerStats XrtServiceImpl::getStats() const {
  XrtServerStats stats;
  stats.sessions = sessions.size();
  stats.allocations = device.getNumAllocations();
  stats.executables = device.getNumExecutables();
  stats.usedBytes = device.getUsedBytes();
  stats.runningExecutes = cancelWatcher.size();
  return stats;
}

std::string rpc::escapeForLog(llvm::StringRef text) {
  std::string escaped;
  llvm::raw_string_ostream os(escaped);
  for (unsigned char c : text) {
    if (c == '\\')
      os << "\\\\";
    else if (c < 0x20 || c == 0x7f)
      os << "\\x" << llvm::hexdigit(c >> 4, true)
         << llvm::hexdigit(c & 15, true);
    else
      os << c;
  }
  return escaped;
}

void XrtServiceImpl::log(const llvm::Twine &message) {
  if (!logStream)
    return;
  std::lock_guard<std::mutex> lock(logMutex);
  *logStream << "xhlo-server: " << message << "\n";
  logStream->flush();
}

//===----------------------------------------------------------------------===//
// Stopping the runs of calls that were cancelled
//===----------------------------------------------------------------------===//

/// How often the watcher asks the calls whether they were cancelled.
static constexpr std::chrono::milliseconds kCancelPollInterval(10);
/// A call cancelled this close to its deadline is past it.
static constexpr std::chrono::milliseconds kDeadlineMargin(100);

CancelWatcher::CancelWatcher() : thread([this] { loop(); }) {}

CancelWatcher::~CancelWatcher() {
  {
    std::lock_guard<std::mutex> lock(mutex);
    stopping = true;
  }
  wake.notify_one();
  thread.join();
}

CancelWatcher::Watch::Watch(CancelWatcher &watcher,
                            grpc::ServerContext &context)
    : watcher(watcher) {
  std::lock_guard<std::mutex> lock(watcher.mutex);
  watcher.calls.emplace_front();
  entry = watcher.calls.begin();
  entry->context = &context;
  watcher.wake.notify_one();
}

CancelWatcher::Watch::~Watch() {
  std::lock_guard<std::mutex> lock(watcher.mutex);
  watcher.calls.erase(entry);
}

size_t CancelWatcher::size() const {
  std::lock_guard<std::mutex> lock(mutex);
  return calls.size();
}

void CancelWatcher::loop() {
  std::unique_lock<std::mutex> lock(mutex);
  while (!stopping) {
    if (calls.empty()) {
      wake.wait(lock);
      continue;
    }
    // A call's context lives while it is watched (the handler unwatches it
    // before it returns), and IsCancelled may be asked from any thread.
    for (Watch::Entry &call : calls) {
      if (call.flag.getReason() != interp::StopReason::None ||
          !call.context->IsCancelled())
        continue;
      // A client whose deadline passes cancels the call itself, a little
      // before the server's copy of the deadline (which started when the
      // request arrived): that is the deadline too.
      bool late = std::chrono::system_clock::now() + kDeadlineMargin >=
                  call.context->deadline();
      call.flag.raise(late ? interp::StopReason::DeadlineExceeded
                           : interp::StopReason::Cancelled);
    }
    wake.wait_for(lock, kCancelPollInterval);
  }
}

RunControl XrtServiceImpl::getRunControl(grpc::ServerContext &context,
                                         CancelWatcher::Watch &watch) {
  RunControl control;
  control.stop = &watch.getFlag();
  // The client's deadline, on the steady clock (none: the largest time).
  auto deadline = context.deadline();
  if (deadline != std::chrono::system_clock::time_point::max()) {
    auto left = deadline - std::chrono::system_clock::now();
    control.deadline =
        std::chrono::steady_clock::now() +
        std::chrono::duration_cast<std::chrono::steady_clock::duration>(left);
  }
  return control;
}

grpc::Status XrtServiceImpl::executeFailed(const Session &session,
                                           llvm::StringRef call,
                                           llvm::Error error) {
  grpc::Status status = toStatus(std::move(error));
  if (status.error_code() == grpc::StatusCode::CANCELLED ||
      status.error_code() == grpc::StatusCode::DEADLINE_EXCEEDED)
    log(call + " of session " + session.getId().substr(0, 8) + " stopped (" +
        (status.error_code() == grpc::StatusCode::CANCELLED
             ? "cancelled"
             : "deadline exceeded") +
        "): " + escapeForLog(status.error_message()));
  return status;
}

//===----------------------------------------------------------------------===//
// Checks every call makes
//===----------------------------------------------------------------------===//

/// The value of metadata `key`, or nothing.
static std::optional<llvm::StringRef>
getMetadata(const grpc::ServerContextBase &context, llvm::StringRef key) {
  const auto &metadata = context.client_metadata();
  auto it = metadata.find(grpc::string_ref(key.data(), key.size()));
  if (it == metadata.end())
    return std::nullopt;
  return llvm::StringRef(it->second.data(), it->second.size());
}

/// Compares in time independent of where the strings differ.
static bool equalConstantTime(llvm::StringRef a, llvm::StringRef b) {
  unsigned char difference = a.size() != b.size();
  for (size_t i = 0, e = std::min(a.size(), b.size()); i < e; ++i)
    difference |= static_cast<unsigned char>(a[i] ^ b[i]);
  return difference == 0;
}

grpc::Status
XrtServiceImpl::checkToken(const grpc::ServerContextBase &context) const {
  if (token.empty())
    return grpc::Status::OK;
  std::optional<llvm::StringRef> value = getMetadata(context, kTokenKey);
  if (!value)
    return grpc::Status(grpc::StatusCode::UNAUTHENTICATED,
                        "the server requires a token (metadata '" +
                            std::string(kTokenKey) + ": " + kTokenPrefix +
                            "<token>'); none was given");
  llvm::StringRef given = *value;
  if (!given.consume_front(kTokenPrefix) || !equalConstantTime(given, token))
    return grpc::Status(grpc::StatusCode::UNAUTHENTICATED, "wrong token");
  return grpc::Status::OK;
}

grpc::Status
XrtServiceImpl::getSession(const grpc::ServerContextBase &context,
                           std::shared_ptr<Session> &session) const {
  grpc::Status status = checkToken(context);
  if (!status.ok())
    return status;
  std::optional<llvm::StringRef> id = getMetadata(context, kSessionKey);
  if (!id)
    return grpc::Status(grpc::StatusCode::FAILED_PRECONDITION,
                        "no session: open one with OpenSession and send its "
                        "id as the metadata '" +
                            std::string(kSessionKey) + "'");
  session = sessions.find(*id);
  if (!session)
    return grpc::Status(grpc::StatusCode::FAILED_PRECONDITION,
                        "session '" + id->str() +
                            "' is not open (a session closes when its "
                            "OpenSession stream ends)");
  return grpc::Status::OK;
}

/// INVALID_ARGUMENT unless every handle is one a device could give out
/// (LocalDevice::checkHandle): no other handle reaches a table.
static grpc::Status checkHandles(llvm::ArrayRef<AllocationHandle> allocations,
                                 llvm::ArrayRef<ExecutableHandle> executables) {
  for (ExecutableHandle handle : executables)
    if (llvm::Error error = LocalDevice::checkHandle(handle, "executable"))
      return toStatus(std::move(error));
  for (AllocationHandle handle : allocations)
    if (llvm::Error error = LocalDevice::checkHandle(handle, "allocation"))
      return toStatus(std::move(error));
  return grpc::Status::OK;
}

/// INVALID_ARGUMENT for a handle no device gives out, then NOT_FOUND unless
/// `session` holds every handle, worded as the device words a handle it does
/// not have.
static grpc::Status checkOwned(const Session &session,
                               llvm::ArrayRef<AllocationHandle> allocations,
                               llvm::ArrayRef<ExecutableHandle> executables) {
  grpc::Status status = checkHandles(allocations, executables);
  if (!status.ok())
    return status;
  for (ExecutableHandle handle : executables)
    if (!session.ownsExecutable(handle))
      return grpc::Status(grpc::StatusCode::NOT_FOUND,
                          "no executable with handle " +
                              std::to_string(handle));
  for (AllocationHandle handle : allocations)
    if (!session.ownsAllocation(handle))
      return grpc::Status(grpc::StatusCode::NOT_FOUND,
                          "no allocation with handle " +
                              std::to_string(handle));
  return grpc::Status::OK;
}

/// The status of handles a session could not take (`result` is not
/// Added).
static grpc::Status refusedHandles(const Session &session,
                                   Session::AddResult result) {
  if (result == Session::AddResult::Closed)
    return grpc::Status(grpc::StatusCode::CANCELLED,
                        "the session closed while the call ran");
  return grpc::Status(
      grpc::StatusCode::RESOURCE_EXHAUSTED,
      "the session holds the most handles a session may hold (" +
          std::to_string(session.getMaxHandles()) +
          ", xhlo-server --max-handles-per-session): release "
          "some first");
}

grpc::Status XrtServiceImpl::adopt(Session &session,
                                   llvm::ArrayRef<AllocationHandle> handles) {
  Session::AddResult result = session.addAllocations(handles);
  if (result == Session::AddResult::Added)
    return grpc::Status::OK;
  llvm::consumeError(device.release(handles));
  return refusedHandles(session, result);
}

/// RESOURCE_EXHAUSTED when `session` has no room for one more handle
/// (checked before a call that makes some; adopt checks again).
static grpc::Status checkRoom(const Session &session) {
  if (session.hasRoomFor(1))
    return grpc::Status::OK;
  return refusedHandles(session, Session::AddResult::Full);
}

//===----------------------------------------------------------------------===//
// The RPCs
//===----------------------------------------------------------------------===//

grpc::ServerUnaryReactor *
XrtServiceImpl::Allocate(grpc::CallbackServerContext *context,
                         const xrt::AllocateRequest *request,
                         xrt::AllocateResponse *response) {
  grpc::ServerUnaryReactor *reactor = context->DefaultReactor();
  reactor->Finish(allocate(*context, *request, *response));
  return reactor;
}

grpc::Status XrtServiceImpl::allocate(const grpc::ServerContextBase &context,
                                      const xrt::AllocateRequest &request,
                                      xrt::AllocateResponse &response) {
  std::shared_ptr<Session> session;
  grpc::Status status = getSession(context, session);
  if (!status.ok())
    return status;
  status = checkRoom(*session);
  if (!status.ok())
    return status;
  if (!request.allocation().has_value())
    return grpc::Status(grpc::StatusCode::INVALID_ARGUMENT,
                        "the XLAAllocation has no value");
  const xla::LiteralProto &literal = request.allocation().value();
  // Check the quota before unpacking the literal.
  llvm::Expected<int64_t> bytes = getShapeByteSize(literal.shape());
  if (!bytes)
    return toStatus(bytes.takeError());
  if (llvm::Error error = device.checkQuota(*bytes))
    return toStatus(std::move(error));
  llvm::Expected<xhlo::RtValue> value = convertFromLiteralProto(literal);
  if (!value)
    return toStatus(value.takeError());
  llvm::Expected<AllocationHandle> handle = device.allocate(std::move(*value));
  if (!handle)
    return toStatus(handle.takeError());
  response.set_handle(*handle);
  return adopt(*session, *handle);
}

grpc::Status XrtServiceImpl::Compile(grpc::ServerContext *context,
                                     const xrt::CompileRequest *request,
                                     xrt::CompileResponse *response) {
  std::shared_ptr<Session> session;
  grpc::Status status = getSession(*context, session);
  if (!status.ok())
    return status;
  status = checkRoom(*session);
  if (!status.ok())
    return status;
  llvm::Expected<ExecutableHandle> handle =
      device.compile(request->computation());
  if (!handle)
    return toStatus(handle.takeError());
  Session::AddResult added = session->addExecutable(*handle);
  if (added != Session::AddResult::Added) {
    llvm::consumeError(device.releaseExecutable(*handle));
    return refusedHandles(*session, added);
  }
  response->set_handle(*handle);
  const xla::HloModuleProto &module =
      request->computation().hlo_snapshot().hlo().hlo_module();
  if (module.has_host_program_shape())
    *response->mutable_program_shape() = module.host_program_shape();
  return grpc::Status::OK;
}

grpc::Status XrtServiceImpl::Execute(grpc::ServerContext *context,
                                     const xrt::ExecuteRequest *request,
                                     xrt::ExecuteResponse *response) {
  std::shared_ptr<Session> session;
  grpc::Status status = getSession(*context, session);
  if (!status.ok())
    return status;
  if (request->config().core_index_in_replica() != 0)
    return grpc::Status(
        grpc::StatusCode::INVALID_ARGUMENT,
        "core_index_in_replica " +
            std::to_string(request->config().core_index_in_replica()) +
            " does not exist: the device has one core");
  llvm::ArrayRef<AllocationHandle> inputs(request->input_handles().data(),
                                          request->input_handles().size());
  ExecutableHandle executable = request->computation_handle();
  status = checkOwned(*session, inputs, executable);
  if (!status.ok())
    return status;
  status = checkRoom(*session);
  if (!status.ok())
    return status;
  ExecuteConfig config = fromProto(request->config());
  CancelWatcher::Watch watch(cancelWatcher, *context);
  llvm::Expected<std::vector<AllocationHandle>> outputs = device.execute(
      executable, inputs, config, getRunControl(*context, watch));
  if (!outputs)
    return executeFailed(*session, "Execute", outputs.takeError());
  if (config.releaseInputHandles)
    session->removeAllocations(inputs);
  if (config.releaseCompilationHandle)
    session->removeExecutables(executable);
  for (AllocationHandle handle : *outputs)
    response->add_output_handles(handle);
  return adopt(*session, *outputs);
}

grpc::Status
XrtServiceImpl::ExecuteChained(grpc::ServerContext *context,
                               const xrt::ExecuteChainedRequest *request,
                               xrt::ExecuteChainedResponse *response) {
  std::shared_ptr<Session> session;
  grpc::Status status = getSession(*context, session);
  if (!status.ok())
    return status;
  std::vector<AllocationHandle> allocations;
  std::vector<ExecutableHandle> executables;
  for (const xrt::XRTChainedExecuteOp &op : request->plan().ops()) {
    if (op.has_data_handle())
      allocations.push_back(op.data_handle());
    if (op.has_computation_handle())
      executables.push_back(op.computation_handle());
  }
  status = checkOwned(*session, allocations, executables);
  if (!status.ok())
    return status;
  status = checkRoom(*session);
  if (!status.ok())
    return status;
  CancelWatcher::Watch watch(cancelWatcher, *context);
  llvm::Expected<std::vector<AllocationHandle>> outputs = device.executeChained(
      request->plan(), request->config(), getRunControl(*context, watch));
  if (!outputs)
    return executeFailed(*session, "ExecuteChained", outputs.takeError());
  for (AllocationHandle handle : *outputs)
    response->add_output_handles(handle);
  return adopt(*session, *outputs);
}

grpc::ServerUnaryReactor *
XrtServiceImpl::ReadLiteral(grpc::CallbackServerContext *context,
                            const xrt::ReadLiteralRequest *request,
                            xrt::ReadLiteralResponse *response) {
  grpc::ServerUnaryReactor *reactor = context->DefaultReactor();
  reactor->Finish(readLiteral(*context, *request, *response));
  return reactor;
}

grpc::Status XrtServiceImpl::readLiteral(const grpc::ServerContextBase &context,
                                         const xrt::ReadLiteralRequest &request,
                                         xrt::ReadLiteralResponse &response) {
  std::shared_ptr<Session> session;
  grpc::Status status = getSession(context, session);
  if (!status.ok())
    return status;
  status = checkOwned(*session, request.handle(), {});
  if (!status.ok())
    return status;
  llvm::Expected<xhlo::RtValue> value =
      device.read(request.handle(), request.release());
  if (!value)
    return toStatus(value.takeError());
  if (request.release())
    session->removeAllocations(request.handle());
  return toStatus(convertToLiteralProto(*value, *response.mutable_literal()));
}

/// NOT_FOUND for the handle a release named but the session does not
/// hold: nothing was released.
static grpc::Status notHeld(llvm::StringRef kind, int64_t handle) {
  return grpc::Status(grpc::StatusCode::NOT_FOUND,
                      "no " + kind.str() + " with handle " +
                          std::to_string(handle) + " (nothing was released)");
}

grpc::Status
XrtServiceImpl::ReleaseAllocation(grpc::ServerContext *context,
                                  const xrt::ReleaseAllocationRequest *request,
                                  xrt::ReleaseResponse *response) {
  std::shared_ptr<Session> session;
  grpc::Status status = getSession(*context, session);
  if (!status.ok())
    return status;
  llvm::ArrayRef<AllocationHandle> handles(request->handles().data(),
                                           request->handles().size());
  status = checkHandles(handles, {});
  if (!status.ok())
    return status;
  // All or nothing: the session gives them up only if it holds them all.
  if (std::optional<int64_t> missing = session->takeAllocations(handles))
    return notHeld("allocation", *missing);
  return toStatus(device.release(handles));
}

grpc::Status XrtServiceImpl::ReleaseCompilation(
    grpc::ServerContext *context, const xrt::ReleaseCompilationRequest *request,
    xrt::ReleaseResponse *response) {
  std::shared_ptr<Session> session;
  grpc::Status status = getSession(*context, session);
  if (!status.ok())
    return status;
  llvm::ArrayRef<ExecutableHandle> handles(request->handles().data(),
                                           request->handles().size());
  status = checkHandles({}, handles);
  if (!status.ok())
    return status;
  if (std::optional<int64_t> missing = session->takeExecutables(handles))
    return notHeld("executable", *missing);
  return toStatus(device.releaseExecutable(handles));
}

grpc::Status XrtServiceImpl::ListDevices(grpc::ServerContext *context,
                                         const xrt::ListDevicesRequest *request,
                                         xrt::ListDevicesResponse *response) {
  grpc::Status status = checkToken(*context);
  if (!status.ok())
    return status;
  llvm::Expected<std::vector<DeviceInfo>> devices = device.listDevices();
  if (!devices)
    return toStatus(devices.takeError());
  for (const DeviceInfo &info : *devices) {
    xrt::DeviceInfo *out = response->add_devices();
    out->set_name(info.name);
    out->set_kind(info.kind);
    out->set_memory_bytes(info.memoryBytes);
    out->set_free_bytes(info.freeBytes);
    out->set_used_bytes(info.usedBytes);
  }
  return grpc::Status::OK;
}

grpc::Status XrtServiceImpl::Health(grpc::ServerContext *context,
                                    const xrt::HealthRequest *request,
                                    xrt::HealthResponse *response) {
  grpc::Status status = checkToken(*context);
  if (!status.ok())
    return status;
  llvm::Expected<HealthInfo> health = device.health();
  if (!health)
    return toStatus(health.takeError());
  response->set_status(health->status);
  response->set_version(health->version);
  return grpc::Status::OK;
}
