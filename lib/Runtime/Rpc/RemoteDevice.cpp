//===- RemoteDevice.cpp - A device served by xhlo-server ------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the client of the device service. Connecting waits
// for the channel, then opens the session stream (a callback-API reader
// that holds no thread) and waits for the session id. Every call then
// carries the token and the session id and has a deadline. When the stream
// ends (the server died, shut down or dropped the session), the device
// remembers why and fails every later call at once with Unavailable instead
// of letting it find out on its own.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Runtime/Rpc/RemoteDevice.h"

#include "BlockPool.h"
#include "RpcCommon.h"

#include "xhlo/Runtime/LiteralProto.h"
#include "xhlo/xrt.grpc.pb.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/MemoryBuffer.h"

#include <grpcpp/client_context.h>
#include <grpcpp/create_channel.h>
#include <grpcpp/security/credentials.h>
#include <grpcpp/support/channel_arguments.h>
#include <grpcpp/support/client_callback.h>

#include <chrono>
#include <condition_variable>
#include <mutex>

using namespace xhlo;
using namespace xhlo::runtime;
using xhlo::RtValue;

namespace {

using Clock = std::chrono::system_clock;

/// `seconds` as people write it: `1 s`, `0.5 s`.
static std::string formatSeconds(double seconds) {
  std::string text;
  llvm::raw_string_ostream(text) << llvm::format("%g s", seconds);
  return text;
}

static Clock::time_point deadlineIn(double seconds) {
  return Clock::now() +
         std::chrono::microseconds(static_cast<int64_t>(seconds * 1e6));
}

//===----------------------------------------------------------------------===//
// The session stream
//===----------------------------------------------------------------------===//

/// The client's end of OpenSession: receives the session id, then waits for
/// the stream to end.
class SessionStream : public grpc::ClientReadReactor<xrt::SessionEvent> {
public:
  void start(xrt::XrtService::Stub &stub, const std::string &token,
             const std::string &clientName) {
    if (!token.empty())
      context.AddMetadata(rpc::kTokenKey, rpc::kTokenPrefix + token);
    request.set_client_name(clientName);
    stub.async()->OpenSession(&context, &request, this);
    StartRead(&event);
    StartCall();
  }

  void OnReadDone(bool ok) override {
    if (!ok)
      return; // OnDone follows.
    {
      std::lock_guard<std::mutex> lock(mutex);
      if (id.empty())
        id = event.session_id();
    }
    changed.notify_all();
    StartRead(&event);
  }

  void OnDone(const grpc::Status &status) override {
    {
      std::lock_guard<std::mutex> lock(mutex);
      done = true;
      endStatus = status;
    }
    changed.notify_all();
  }

  /// Waits until the session id arrives or the stream ends; the id, or
  /// empty with the final status.
  std::string waitForId(Clock::time_point deadline, grpc::Status &status) {
    std::unique_lock<std::mutex> lock(mutex);
    changed.wait_until(lock, deadline, [&] { return !id.empty() || done; });
    status = done ? endStatus
                  : grpc::Status(grpc::StatusCode::DEADLINE_EXCEEDED,
                                 "no session id");
    return done ? std::string() : id;
  }

  /// Whether the stream has ended, and why.
  bool hasEnded(grpc::Status &status) {
    std::lock_guard<std::mutex> lock(mutex);
    if (done)
      status = endStatus;
    return done;
  }

  /// Cancels the stream and waits until gRPC is done with it.
  void stop() {
    context.TryCancel();
    std::unique_lock<std::mutex> lock(mutex);
    changed.wait(lock, [&] { return done; });
  }

private:
  grpc::ClientContext context;
  xrt::OpenSessionRequest request;
  xrt::SessionEvent event;
  std::mutex mutex;
  std::condition_variable changed;
  std::string id;
  bool done = false;
  grpc::Status endStatus;
};

//===----------------------------------------------------------------------===//
// The device
//===----------------------------------------------------------------------===//

class RemoteDevice : public Device {
public:
  RemoteDevice(std::string target, RemoteDeviceOptions options,
               std::shared_ptr<grpc::Channel> channel)
      : target(std::move(target)), options(std::move(options)),
        stub(xrt::XrtService::NewStub(channel)) {}

  ~RemoteDevice() override {
    if (started)
      session.stop();
  }

  /// Opens the session.
  llvm::Error openSession(Clock::time_point deadline);

  llvm::Expected<AllocationHandle> allocate(RtValue value) override;
  llvm::Expected<ExecutableHandle>
  compile(const xrt::XLAComputation &computation) override;
  llvm::Expected<std::vector<AllocationHandle>>
  execute(ExecutableHandle executable,
          llvm::ArrayRef<AllocationHandle> arguments,
          const ExecuteConfig &config) override;
  llvm::Expected<std::vector<AllocationHandle>>
  executeChained(const xrt::XRTChainedExecutePlan &plan,
                 const xrt::XRTChainedExecuteConfig &config) override;
  llvm::Expected<RtValue> read(AllocationHandle handle, bool release) override;
  llvm::Error release(llvm::ArrayRef<AllocationHandle> handles) override;
  llvm::Error
  releaseExecutable(llvm::ArrayRef<ExecutableHandle> handles) override;
  llvm::Expected<std::vector<DeviceInfo>> listDevices() override;
  llvm::Expected<HealthInfo> health() override;

private:
  /// Calls `method` with the token, the session (unless `sessionless`) and
  /// the deadline; a failed call becomes a DeviceError naming `name`.
  template <typename Request, typename Response>
  llvm::Error call(const char *name,
                   grpc::Status (xrt::XrtService::Stub::*method)(
                       grpc::ClientContext *, const Request &, Response *),
                   const Request &request, Response &response,
                   bool sessionless = false);

  const std::string target;
  const RemoteDeviceOptions options;
  std::unique_ptr<xrt::XrtService::Stub> stub;
  SessionStream session;
  bool started = false;
  std::string sessionId;
};

} // namespace

llvm::Error RemoteDevice::openSession(Clock::time_point deadline) {
  session.start(*stub, options.token, options.clientName);
  started = true;
  grpc::Status status;
  sessionId = session.waitForId(deadline, status);
  if (sessionId.empty())
    return rpc::toError(status, "OpenSession on xhlo-server " + target);
  return llvm::Error::success();
}

template <typename Request, typename Response>
llvm::Error RemoteDevice::call(
    const char *name,
    grpc::Status (xrt::XrtService::Stub::*method)(grpc::ClientContext *,
                                                  const Request &, Response *),
    const Request &request, Response &response, bool sessionless) {
  grpc::Status ended;
  if (!sessionless && session.hasEnded(ended))
    return makeDeviceError(ErrorCode::Unavailable,
                           llvm::Twine(name) + " on xhlo-server " + target +
                               ": the session has ended (" +
                               ended.error_message() +
                               "); the server released its handles");
  grpc::ClientContext context;
  context.set_deadline(deadlineIn(options.timeoutSeconds));
  if (!options.token.empty())
    context.AddMetadata(rpc::kTokenKey, rpc::kTokenPrefix + options.token);
  if (!sessionless)
    context.AddMetadata(rpc::kSessionKey, sessionId);
  grpc::Status status = ((*stub).*method)(&context, request, &response);
  if (status.ok())
    return llvm::Error::success();
  return rpc::toError(status, llvm::Twine(name) + " on xhlo-server " + target);
}

llvm::Expected<AllocationHandle> RemoteDevice::allocate(RtValue value) {
  // Large literals live in pooled memory (BlockPool.h).
  google::protobuf::Arena arena(rpc::getPooledArenaOptions());
  auto *request =
      google::protobuf::Arena::CreateMessage<xrt::AllocateRequest>(&arena);
  if (llvm::Error error = convertToLiteralProto(
          value, *request->mutable_allocation()->mutable_value()))
    return std::move(error);
  xrt::AllocateResponse response;
  if (llvm::Error error = call("Allocate", &xrt::XrtService::Stub::Allocate,
                               *request, response))
    return std::move(error);
  return response.handle();
}

llvm::Expected<ExecutableHandle>
RemoteDevice::compile(const xrt::XLAComputation &computation) {
  xrt::CompileRequest request;
  *request.mutable_computation() = computation;
  xrt::CompileResponse response;
  if (llvm::Error error =
          call("Compile", &xrt::XrtService::Stub::Compile, request, response))
    return std::move(error);
  return response.handle();
}

llvm::Expected<std::vector<AllocationHandle>>
RemoteDevice::execute(ExecutableHandle executable,
                      llvm::ArrayRef<AllocationHandle> arguments,
                      const ExecuteConfig &config) {
  xrt::ExecuteRequest request;
  request.set_computation_handle(executable);
  *request.mutable_config() = rpc::toProto(config);
  request.mutable_input_handles()->Add(arguments.begin(), arguments.end());
  xrt::ExecuteResponse response;
  if (llvm::Error error =
          call("Execute", &xrt::XrtService::Stub::Execute, request, response))
    return std::move(error);
  return std::vector<AllocationHandle>(response.output_handles().begin(),
                                       response.output_handles().end());
}

llvm::Expected<std::vector<AllocationHandle>>
RemoteDevice::executeChained(const xrt::XRTChainedExecutePlan &plan,
                             const xrt::XRTChainedExecuteConfig &config) {
  xrt::ExecuteChainedRequest request;
  *request.mutable_plan() = plan;
  *request.mutable_config() = config;
  xrt::ExecuteChainedResponse response;
  if (llvm::Error error =
          call("ExecuteChained", &xrt::XrtService::Stub::ExecuteChained,
               request, response))
    return std::move(error);
  return std::vector<AllocationHandle>(response.output_handles().begin(),
                                       response.output_handles().end());
}

llvm::Expected<RtValue> RemoteDevice::read(AllocationHandle handle,
                                           bool release) {
  xrt::ReadLiteralRequest request;
  request.set_handle(handle);
  request.set_release(release);
  google::protobuf::Arena arena(rpc::getPooledArenaOptions());
  auto *response =
      google::protobuf::Arena::CreateMessage<xrt::ReadLiteralResponse>(&arena);
  if (llvm::Error error =
          call("ReadLiteral", &xrt::XrtService::Stub::ReadLiteral, request,
               *response))
    return std::move(error);
  return convertFromLiteralProto(response->literal());
}

llvm::Error RemoteDevice::release(llvm::ArrayRef<AllocationHandle> handles) {
  xrt::ReleaseAllocationRequest request;
  request.mutable_handles()->Add(handles.begin(), handles.end());
  xrt::ReleaseResponse response;
  return call("ReleaseAllocation", &xrt::XrtService::Stub::ReleaseAllocation,
              request, response);
}

llvm::Error
RemoteDevice::releaseExecutable(llvm::ArrayRef<ExecutableHandle> handles) {
  xrt::ReleaseCompilationRequest request;
  request.mutable_handles()->Add(handles.begin(), handles.end());
  xrt::ReleaseResponse response;
  return call("ReleaseCompilation", &xrt::XrtService::Stub::ReleaseCompilation,
              request, response);
}

llvm::Expected<std::vector<DeviceInfo>> RemoteDevice::listDevices() {
  xrt::ListDevicesRequest request;
  xrt::ListDevicesResponse response;
  if (llvm::Error error =
          call("ListDevices", &xrt::XrtService::Stub::ListDevices, request,
               response, /*sessionless=*/true))
    return std::move(error);
  std::vector<DeviceInfo> devices;
  for (const xrt::DeviceInfo &info : response.devices()) {
    DeviceInfo device;
    device.name = info.name();
    device.kind = info.kind();
    device.memoryBytes = info.memory_bytes();
    device.freeBytes = info.free_bytes();
    device.usedBytes = info.used_bytes();
    devices.push_back(std::move(device));
  }
  return devices;
}

llvm::Expected<HealthInfo> RemoteDevice::health() {
  xrt::HealthRequest request;
  xrt::HealthResponse response;
  if (llvm::Error error = call("Health", &xrt::XrtService::Stub::Health,
                               request, response, /*sessionless=*/true))
    return std::move(error);
  return HealthInfo{response.status(), response.version()};
}

//===----------------------------------------------------------------------===//
// Connecting
//===----------------------------------------------------------------------===//

llvm::Expected<std::unique_ptr<Device>>
xhlo::runtime::connectRemoteDevice(llvm::StringRef target,
                                   const RemoteDeviceOptions &options) {
  llvm::StringRef address = target;
  address.consume_front("grpc://");
  if (address.empty() || !address.contains(':'))
    return makeDeviceError(ErrorCode::InvalidArgument,
                           "'" + target +
                               "' is not a server address (grpc://HOST:PORT)");
  grpc::ChannelArguments arguments;
  arguments.SetMaxReceiveMessageSize(-1);
  arguments.SetMaxSendMessageSize(-1);
  arguments.SetInt(GRPC_ARG_KEEPALIVE_TIME_MS, rpc::kKeepAliveTimeMs);
  arguments.SetInt(GRPC_ARG_KEEPALIVE_TIMEOUT_MS, rpc::kKeepAliveTimeoutMs);
  arguments.SetInt(GRPC_ARG_HTTP2_STREAM_LOOKAHEAD_BYTES,
                   rpc::kStreamWindowBytes);
  arguments.SetInt(GRPC_ARG_HTTP2_MAX_FRAME_SIZE, rpc::kMaxFrameBytes);
  arguments.SetInt(GRPC_ARG_TCP_MIN_READ_CHUNK_SIZE,
                   rpc::kTcpMinReadChunkBytes);
  arguments.SetInt(GRPC_ARG_TCP_MAX_READ_CHUNK_SIZE,
                   rpc::kTcpMaxReadChunkBytes);
  // Each device has its own connection (its own session's lifetime).
  arguments.SetInt(GRPC_ARG_USE_LOCAL_SUBCHANNEL_POOL, 1);
  std::shared_ptr<grpc::Channel> channel = grpc::CreateCustomChannel(
      address.str(), grpc::InsecureChannelCredentials(), arguments);
  Clock::time_point deadline = deadlineIn(options.connectTimeoutSeconds);
  if (!channel->WaitForConnected(deadline))
    return makeDeviceError(ErrorCode::Unavailable,
                           "cannot connect to xhlo-server at " + address +
                               " within " +
                               formatSeconds(options.connectTimeoutSeconds));
  auto device = std::make_unique<RemoteDevice>(address.str(), options, channel);
  if (llvm::Error error = device->openSession(deadline))
    return std::move(error);
  return std::unique_ptr<Device>(std::move(device));
}

llvm::Expected<std::string> xhlo::runtime::readTokenFile(llvm::StringRef path) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> file =
      llvm::MemoryBuffer::getFile(path, /*IsText=*/true);
  if (!file)
    return makeDeviceError(ErrorCode::InvalidArgument,
                           "cannot read token file '" + path +
                               "': " + file.getError().message());
  llvm::StringRef token = (*file)->getBuffer().trim();
  if (token.empty())
    return makeDeviceError(ErrorCode::InvalidArgument,
                           "token file '" + path + "' is empty");
  return token.str();
}
